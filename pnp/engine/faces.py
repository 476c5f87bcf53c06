"""A die's faces as a game file or the command line gives them: whole numbers or short words, within limits;
and how many dice one table compares. Kept apart from the odds engine, so checking a file does not load it."""

from pnp.base.errors import PnpError

MAX_FACES = 120
MAX_WORD = 24  # characters in a face's word: it has to fit a sticker
MIN_NUMBER = -9999  # the lowest number on a face
MAX_NUMBER = 99999  # the highest
MAX_DICE = 8  # dice compared in one table: the cycle search visits every ordering; 8 dice keep it instant


def check_faces(faces: list, *, field: str) -> None:
    if not faces:
        raise PnpError("a die needs at least one face", field=field)
    if len(faces) > MAX_FACES:
        raise PnpError(f"{len(faces)} faces is more than the limit of {MAX_FACES}", field=field)
    for face in faces:
        if isinstance(face, str) and not face.strip():
            raise PnpError("a face is empty; write a number or a word", field=field)
        if isinstance(face, str) and any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in face):
            raise PnpError(f"face {face!r} holds a control character", field=field)
        if isinstance(face, str) and len(face) > MAX_WORD:
            raise PnpError(f"face '{face[:MAX_WORD]}…' is longer than {MAX_WORD} characters", field=field)
        if isinstance(face, int) and not MIN_NUMBER <= face <= MAX_NUMBER:
            raise PnpError(f"face {face} is outside {MIN_NUMBER}..{MAX_NUMBER}", field=field)
