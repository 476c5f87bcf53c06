"""A die's faces as a game file or the command line gives them: whole numbers or short words, within limits."""

from pnp.errors import PnpError

MAX_FACES = 120


def check_faces(faces: list, *, field: str) -> None:
    if not faces:
        raise PnpError("a die needs at least one face", where=field)
    if len(faces) > MAX_FACES:
        raise PnpError(f"{len(faces)} faces is more than the limit of {MAX_FACES}", where=field)
    for face in faces:
        if isinstance(face, str) and not face.strip():
            raise PnpError("a face is empty; write a number or a word", where=field)
        if isinstance(face, str) and any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in face):
            raise PnpError(f"face {face!r} holds a control character", where=field)
        if isinstance(face, str) and len(face) > 24:
            raise PnpError(f"face '{face[:24]}…' is longer than 24 characters", where=field)
        if isinstance(face, int) and not -9999 <= face <= 99999:
            raise PnpError(f"face {face} is outside -9999..99999", where=field)
