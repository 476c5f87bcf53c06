"""A die's faces as a game file or the command line gives them: whole numbers or short words, within limits;
and how many dice one table compares. Kept apart from the odds engine, so checking a file does not load it."""

from pnp.base.errors import PnpError
from pnp.base.i18n import said

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
        shapes = ", ".join(SHAPES)
        message = (said("errors.engine.die.unknown-shape-hint", shape=shape, hint=hint[0], shapes=shapes) if hint
                   else said("errors.engine.die.unknown-shape", shape=shape, shapes=shapes))
        raise PnpError(message, field=field if field.startswith("--") else f"{field}.shape")
    if len(faces) != SHAPES[shape]:
        where = "--faces" if field.startswith("--") else f"{field}.faces"
        option = "cli" if field.startswith("--") else "file"  # not a message
        others = [name for name, n in SHAPES.items() if n == len(faces)]
        sides = SHAPES[shape]
        message = (said("errors.engine.die.shape-faces-or", len(faces), shape=shape, sides=sides, option=option,
                        other=others[0]) if others
                   else said("errors.engine.die.shape-faces", len(faces), shape=shape, sides=sides))
        raise PnpError(message, field=where)


def check_faces(faces: list, *, field: str) -> None:
    if not faces:
        raise PnpError(said("errors.engine.die.no-face"), field=field)
    if len(faces) > MAX_FACES:
        raise PnpError(said("errors.engine.die.too-many", len(faces), limit=MAX_FACES), field=field)
    for face in faces:
        if isinstance(face, str) and not face.strip():
            raise PnpError(said("errors.engine.die.empty-face"), field=field)
        if isinstance(face, str) and any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in face):
            raise PnpError(said("errors.engine.die.control", face=repr(face)[1:-1]), field=field)
        if isinstance(face, str) and len(face) > MAX_WORD:
            raise PnpError(said("errors.engine.die.long-word", face=face[:MAX_WORD], limit=MAX_WORD), field=field)
        if isinstance(face, int) and not MIN_NUMBER <= face <= MAX_NUMBER:
            raise PnpError(said("errors.engine.die.out-of-range", face=face, low=MIN_NUMBER, high=MAX_NUMBER), field=field)
