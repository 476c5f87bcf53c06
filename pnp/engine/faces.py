"""A die's faces as a game file or the command line gives them: whole numbers or short words, within limits;
and how many dice one table compares. Kept apart from the odds engine, so checking a file does not load it."""

from pnp.base.errors import PnpError

MAX_FACES = 120
MAX_WORD = 24  # characters in a face's word: it has to fit a sticker
MIN_NUMBER = -9999  # the lowest number on a face
MAX_NUMBER = 99999  # the highest
MAX_DICE = 8  # dice compared in one table: the cycle search visits every ordering; 8 dice keep it instant
SHAPES = {"d4": 4, "d6": 6, "d8": 8, "d10": 10, "d12": 12, "d20": 20}  # the dice pnp prints, and their faces


def check_shape(shape: str, faces: list, *, field: str) -> None:
    """A shape pnp knows, and as many faces as it has; `field` names the die ('dice[0]', or '--shape')."""
    import difflib  # a few ms, for a mistyped shape only

    if shape not in SHAPES:
        hint = difflib.get_close_matches(shape.strip().lower(), SHAPES, n=1, cutoff=0.4)
        also = f"did you mean '{hint[0]}'? " if hint else ""
        raise PnpError(f"unknown shape '{shape}'; {also}shapes: {', '.join(SHAPES)}",
                       field=field if field.startswith("--") else f"{field}.shape")
    if len(faces) != SHAPES[shape]:
        where = "--faces" if field.startswith("--") else f"{field}.faces"
        fix = "give --shape" if field.startswith("--") else "set shape"
        others = [name for name, n in SHAPES.items() if n == len(faces)]
        also = f", or {fix} {others[0]}" if others else ""
        raise PnpError(f"{len(faces)} faces for a {shape}, which has {SHAPES[shape]}; list {SHAPES[shape]} faces{also}",
                       field=where)


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
