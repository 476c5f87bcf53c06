"""The game's dice in Tabletop Simulator: each die a `Custom_Model` typed as a die (TypeIndex 2), its mesh an OBJ
pnp writes from its own solid (pnp.engine.net.solid, every shape from d4 to d20), its texture the die's faces as
pnp draws them, and its `RotationValues` the value of each face with the rotation that turns that face up.

Why a model and not `Custom_Dice`: a custom die is an image laid out on Tabletop Simulator's own template for
its shape, whose UV layout is not published; pnp would have to copy it by eye, and no test could show a face
lands where it should without the game. With a model of its own, pnp knows where every face of the mesh takes
its pixels (the OBJ's texture coordinates), so a test reads the OBJ back, turns the die as the game would and
finds, in the texture, the drawing of the value the game will report.

The mesh: the solid at edge 1 (a d10's long edge), centred on its centre of mass, each face a fan of
triangles counter-clockwise seen from outside, with its flat normal; the Transform's scale gives the die its
printed size (1 unit = 1 inch, as tts.py). The same OBJ is the collider (convex), so a d20 rolls as a d20
rather than as the box the game fits round a model without one.

The texture: each face drawn alone, as its net draws it (pnp.parts.dice.shaped_face; a cube's face as the
cube's net draws it), in its own plane seen from outside, in a cell of a grid, its colour running MARGIN past
its edges so the game's filtering never brings white into a face's rim. At most TEXTURE_PX a side.

The rotations: Tabletop Simulator is Unity, whose Euler angles (degrees) turn about z, then x, then y, in a
left-handed, y-up frame; Unity reads a right-handed OBJ with x negated, so a face's outward normal n in the
OBJ is (-n.x, n.y, n.z) on the table. Each face's Rotation turns that vector straight up, y left at 0. A d4
is read at its top corner (its faces print, at each corner, the value of the face opposite): its value's
Rotation sets that face down on the table, its opposite corner straight up. The game reports the value whose
Rotation's up is nearest the die's; a face of words or art reports its word.
"""

from __future__ import annotations

import math

from msgspec import Struct

from pnp.base.errors import in_file
from pnp.engine.net import face_in_plane, solid
from pnp.exports import MM_PER_INCH, Face, entry_name, face
from pnp.layout.patterns import inset_polygon
from pnp.model.spec import Game
from pnp.parts.dice import PrintedDie, face_art, face_background, face_band, printed_die, shaped_face
from pnp.pieces import Piece
from pnp.scene import Group, Style, polygon, translate

FACE_MM = 30.0  # a face's edge as drawn on the texture: labels scale with the face, only the pixels per edge count
MARGIN = 2.0  # mm of the face's colour round each face on the texture, and between faces
TEXTURE_PX = 2048  # a texture's longer side at most
DICE_TYPE = 2  # CustomMesh.TypeIndex: 0 generic, 1 figurine, 2 dice, 3 coin, ...
PLASTIC = 0  # CustomMesh.MaterialIndex: the sound a die makes on the table


class TableDie(Struct):
    """One die of the game as the saved object holds it: its name, copies, size on the table (mm, for laying it
    out), the OBJ and texture file names, its scale and its RotationValues."""

    name: str
    count: int
    width: float  # mm across its widest: the room one copy takes on the table
    height: float
    mesh: str
    texture: str
    scale: float
    rotations: list  # [{"Value": ..., "Rotation": {"x", "y", "z"}}], one a face, in slot order
    piece: str = ""  # the die's id, its printed pieces' family (its stickers, its net): its GM notes


class Atlas(Struct):
    """A shape's grid of faces on the texture: the cell's size in px, the columns, the texture's dpi."""

    cell: tuple[int, int]
    columns: int
    rows: int
    dpi: int

    @property
    def size(self) -> tuple[int, int]:
        return self.columns * self.cell[0], self.rows * self.cell[1]


def table_dice(game: Game, where: str, lang: str, dpi: int) -> tuple[list[TableDie], dict[str, Face], dict[str, bytes]]:
    """Every die of the game for the table, printed or not: the dice, their textures to draw (file name -> Face)
    and their meshes (file name -> OBJ bytes, one a shape). An error names the game file and the die."""
    dice, textures, meshes = [], {}, {}
    for index, spec in enumerate(game.dice):
        with in_file(where or None, f"dice[{index}].faces", only_unplaced=True):
            die = printed_die(spec, lang, where, index)
            atlas = atlas_of(spec.shape, dpi)
            mesh, texture = f"{spec.shape}.obj", f"{spec.id}-die.png"
            meshes.setdefault(mesh, obj_text(spec.shape, atlas).encode("ascii"))
            textures[texture] = face(texture_piece(die, spec.id, atlas), "front", *atlas.size)
        edge = _edge_mm(spec)
        across = 2 * max(math.dist(v, (0.0, 0.0, 0.0)) for v in solid(spec.shape).vertices) * edge
        dice.append(TableDie(entry_name(game, spec.id, lang), spec.count, across, across, mesh, texture,
                             round(edge / MM_PER_INCH, 5), rotation_values(die), spec.id))
    return dice, textures, meshes


def _edge_mm(spec) -> float:
    """The die's edge on the table: the blank die's its stickers are for, else its paper net's face."""
    return float(spec.edge_mm if "sticker" in spec.forms or "net" not in spec.forms else spec.net_mm)


def custom_mesh(die: TableDie, address) -> dict:
    """The object's CustomMesh, its files named by `address` (file name -> URL)."""
    return {"MeshURL": address(die.mesh), "DiffuseURL": address(die.texture), "NormalURL": "",
            "ColliderURL": address(die.mesh), "Convex": True, "MaterialIndex": PLASTIC, "TypeIndex": DICE_TYPE,
            "CastShadows": True}


# --- turning a face up -----------------------------------------------------------------------------------------


def on_table(vector) -> tuple[float, float, float]:
    """A direction of the OBJ as the game holds it: Unity negates x to read a right-handed file."""
    return (-vector[0], vector[1], vector[2])


def turned_up(direction) -> dict[str, float]:
    """Euler angles (degrees, Unity's order: z, then x, then y) that turn the unit `direction` straight up (+y):
    about z until it has no x, then about x until it has no z; y stays 0."""
    x, y, z = direction
    across = math.hypot(x, y)
    about_z = math.degrees(math.atan2(x, y))
    about_x = math.degrees(math.atan2(-z, across))
    return {"x": round(about_x, 4), "y": 0.0, "z": round(about_z, 4)}


def rotation_values(die: PrintedDie) -> list[dict]:
    """Each face's value and the rotation that shows it: its face up, or a d4's face down (its corner up)."""
    body = solid(die.shape)
    values = []
    for slot, value in enumerate(die.faces):
        normal = on_table(body.normal(slot))
        if die.shape == "d4":
            normal = tuple(-c for c in normal)
        values.append({"Value": value, "Rotation": turned_up(normal)})
    return values


# --- the texture ---------------------------------------------------------------------------------------------


def _flat_mm(shape: str, slot: int) -> list[tuple[float, float]]:
    """A face's corners on paper (mm, y down), as seen from outside the die, its box's corner at the origin."""
    points = [(x * FACE_MM, -y * FACE_MM) for x, y in face_in_plane(shape, slot)]
    left, top = min(x for x, _ in points), min(y for _, y in points)
    return [(x - left, y - top) for x, y in points]


def _cell_mm(shape: str) -> tuple[float, float]:
    """The largest face of the shape on paper, grown by the margin on every side (its colour runs that far)."""
    grown = [p for slot in range(len(solid(shape).faces)) for p in inset_polygon(_flat_mm(shape, slot), -MARGIN)]
    return (max(x for x, _ in grown) - min(x for x, _ in grown) + MARGIN,
            max(y for _, y in grown) - min(y for _, y in grown) + MARGIN)


def atlas_of(shape: str, dpi: int) -> Atlas:
    """The shape's faces in a grid near square, each cell whole pixels, at the export's dpi or less, so the
    texture is at most TEXTURE_PX a side."""
    width, height = _cell_mm(shape)
    count = len(solid(shape).faces)
    columns = max(1, round(math.sqrt(count * height / width)))
    rows = math.ceil(count / columns)
    at = min(dpi, math.floor(TEXTURE_PX * MM_PER_INCH / max(columns * width, rows * height)))
    while at > 1:
        cell = (math.ceil(width * at / MM_PER_INCH), math.ceil(height * at / MM_PER_INCH))
        if max(columns * cell[0], rows * cell[1]) <= TEXTURE_PX:
            return Atlas(cell, columns, rows, at)
        at -= 1
    raise ValueError(shape)  # not reached: a face is a few mm


def cell_mm(atlas: Atlas) -> tuple[float, float]:
    """A cell's size in mm at the texture's dpi (whole pixels)."""
    return atlas.cell[0] * MM_PER_INCH / atlas.dpi, atlas.cell[1] * MM_PER_INCH / atlas.dpi


def _corners(die: PrintedDie, slot: int) -> list | None:
    """A d4's face prints at each corner the value of the face that does not touch that corner."""
    if die.shape != "d4":
        return None
    body = solid(die.shape)
    return [die.faces[next(s for s, f in enumerate(body.faces) if vertex not in f)] for vertex in body.faces[slot]]


def face_points(shape: str, slot: int, atlas: Atlas) -> list[tuple[float, float]]:
    """A face's corners in its cell (mm from the cell's corner), in the order of the solid's vertices: the face
    grown by its margin centred in the cell."""
    cell_w, cell_h = cell_mm(atlas)
    points = _flat_mm(shape, slot)
    grown = inset_polygon(points, -MARGIN)
    xs, ys = [x for x, _ in grown], [y for _, y in grown]
    dx = (cell_w - max(xs) - min(xs)) / 2
    dy = (cell_h - max(ys) - min(ys)) / 2
    return [(x + dx, y + dy) for x, y in points]


def face_items(die: PrintedDie, slot: int, points: list, corners: list | None = None) -> list:
    """One face as the die's net draws it, its colour grown by the margin: a cube's face as the cube's net (its
    pips, word or picture in the square), any other as pnp.parts.dice.shaped_face."""
    value = die.faces[slot]
    background = face_background(value, die.color)
    items = [polygon(inset_polygon(points, -MARGIN), Style(fill=background), "face-margin")]
    if die.shape == "d6":
        left, top = min(x for x, _ in points), min(y for _, y in points)
        side = max(x for x, _ in points) - left
        square = face_band(value, side, die.pattern, background) + face_art(value, side, background, die.pips, die.face_art(slot))
        return items + [polygon(points, Style(fill=background), "face-fill"), Group(square, translate(left, top))]
    return items + shaped_face(die, slot, points, corners if corners is not None else _corners(die, slot))


def face_piece(die: PrintedDie, name: str, slot: int, atlas: Atlas, corners: list | None = None) -> Piece:
    """One face of the die alone in its cell of the texture, as a piece: what `pnp.proof.piece_png` draws to
    compare with the texture (tests/test_tts_dice.py); `corners`, a d4's corner values, as its solid gives them
    unless told."""
    width, height = cell_mm(atlas)
    art = Group(face_items(die, slot, face_points(die.shape, slot, atlas), corners), role="die-face")
    return Piece(f"{name}-face-{slot + 1}", "die-face", art, width, height, family=name)


def texture_piece(die: PrintedDie, name: str, atlas: Atlas) -> Piece:
    """The die's texture as one piece: each face's piece in its cell, row by row in slot order."""
    width, height = cell_mm(atlas)
    art = Group(role="die-texture")
    for slot in range(len(die.faces)):
        column, row = slot % atlas.columns, slot // atlas.columns
        art.add(Group([face_piece(die, name, slot, atlas).front], translate(column * width, row * height)))
    return Piece(f"{name}-die", "die-texture", art, atlas.columns * width, atlas.rows * height, family=name)


# --- the mesh ------------------------------------------------------------------------------------------------


def obj_text(shape: str, atlas: Atlas) -> str:
    """The solid as a Wavefront OBJ: its vertices (edge 1, centred), each face's corners on its die's texture
    (vt, v up from the image's foot), its flat normal, and its triangles, a fan from its first corner. The file
    is a program's: its one comment names the shape, no sentence in any language."""
    body = solid(shape)
    width, height = atlas.size
    per_mm = atlas.dpi / MM_PER_INCH
    cell_w, cell_h = atlas.cell
    lines = [f"# pnp {shape}"]
    lines += [f"v {x:.6f} {y:.6f} {z:.6f}" for x, y, z in body.vertices]
    corner = 0
    faces = []
    for slot, vertices in enumerate(body.faces):
        column, row = slot % atlas.columns, slot // atlas.columns
        for x, y in face_points(shape, slot, atlas):
            u = (column * cell_w + x * per_mm) / width
            v = 1.0 - (row * cell_h + y * per_mm) / height
            lines.append(f"vt {u:.6f} {v:.6f}")
        nx, ny, nz = body.normal(slot)
        lines.append(f"vn {nx:.6f} {ny:.6f} {nz:.6f}")
        ends = [f"{vertex + 1}/{corner + k + 1}/{slot + 1}" for k, vertex in enumerate(vertices)]
        faces += [f"f {ends[0]} {ends[k]} {ends[k + 1]}" for k in range(1, len(ends) - 1)]
        corner += len(vertices)
    return "\n".join(lines + faces) + "\n"
