"""Dice in Tabletop Simulator (issue 36): every shape, custom faces included, read back from the saved object as
the game reads it. For each die: its OBJ's faces, their outward normals worked out here from the vertices; each
RotationValue's rotation applied in Unity's Euler order (z, then x, then y; degrees) to the mesh as Unity holds
it (x negated), which must turn one face, and a different one for each value, straight up within 1° (a d4:
straight down, its corner up); and the texture's pixels under that face (its texture coordinates) must be the
drawing of the face with that value, as `pnp proof` draws a piece (pnp.proof.piece_png). Planted swaps of two
faces, in the values or in the texture, are caught."""

from __future__ import annotations

import io
import json
import math
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from conftest import assert_clean_error, run_capped, run_pnp
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageStat

from pnp.exports.tts_dice import atlas_of, face_piece
from pnp.kit import load_game
from pnp.model.spec import game_path, source_name
from pnp.parts.dice import printed_die
from pnp.proof import piece_png

DPI = 100  # the textures' dpi: enough for each label to tell faces apart, and quick
WITHIN = 1.0  # degrees from straight up
# the mean difference (of 255) inside a face between the face drawn alone and its texture: 0.0 measured on every
# face; two faces swapped differ by 2.4 (a d4's corner numbers) to 30 (a picture against a word)
ALIKE = 1.0
SVG = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#d0a000"/>'
       '<path d="M2 5h6" stroke="#203060" stroke-width="1.5"/></svg>')
GAME = '''id = "all-dice"
title = "All dice"
players = { min = 1, max = 4 }
who_beats_whom = false

[[dice]]
id = "four"
shape = "d4"
color = "#c03030"
faces = [1, 2, 3, 4]

[[dice]]
id = "pips"
color = "#2050a0"
pips = true
faces = [1, 2, 3, 4, 5, 6]

[[dice]]
id = "eight"
shape = "d8"
color = "#208040"
faces = [1, 2, 3, 4, 5, 6, 7, 8]

[[dice]]
id = "ten"
shape = "d10"
color = "#e0a020"
faces = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

[[dice]]
id = "twelve"
shape = "d12"
color = "#7030a0"
faces = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

[[dice]]
id = "twenty"
shape = "d20"
color = "#e07070"
count = 2
faces = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]

[[dice]]
id = "weather"
name = "Weather"
color = "#a0d0f0"
faces = ["Sun", "Rain", "Noir", "Wind", "Snow", "Fog"]
art = ["sun.svg", "", "", "", "", ""]
'''


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """The game exported once: (game file, saved object, folder)."""
    folder = tmp_path_factory.mktemp("dice")
    (folder / "sun.svg").write_text(SVG, encoding="utf-8")
    path = folder / "game.toml"
    path.write_text(GAME, encoding="utf-8")
    run = run_pnp("export", str(path), "--to", "tts", "--out", str(folder / "out"), "--dpi", str(DPI), "--lang", "en")
    assert run.code == 0, run.err
    tts = folder / "out/all-dice/tts"
    return str(path), json.loads((tts / "all-dice.json").read_text(encoding="utf-8")), tts


def _file(url: str) -> Path:
    return Path(unquote(urlparse(url).path))


# --- reading the mesh back, and turning it as the game does --------------------------------------------------


def read_obj(text: str) -> list[dict]:
    """The OBJ's faces as the game holds them (x negated): each face's corners (vertex numbers, in the file's
    order), their 3-D points and texture coordinates, and its outward normal from its points; triangles that
    lie in one plane facing one way are one face."""
    vertices, uvs, faces = [], [], {}
    for line in text.splitlines():
        kind, *rest = line.split() or [""]
        if kind == "v":
            x, y, z = map(float, rest)
            vertices.append((-x, y, z))
        elif kind == "vt":
            uvs.append(tuple(map(float, rest)))
        elif kind == "f":
            ends = [tuple(int(n) - 1 for n in end.split("/")[:2]) for end in rest]
            points = [vertices[v] for v, _ in ends]
            normal = _outward(points, vertices)
            key = tuple(round(c, 4) for c in normal)
            face = faces.setdefault(key, {"normal": normal, "corners": [], "points": [], "uv": []})
            for (v, t), point in zip(ends, points):
                if v not in face["corners"]:
                    face["corners"].append(v)
                    face["points"].append(point)
                    face["uv"].append(uvs[t])
    return list(faces.values())


def _outward(points, vertices) -> tuple[float, float, float]:
    """The plane's unit normal, turned away from the solid's centre."""
    a, b, c = points[:3]
    u, v = [q - p for p, q in zip(a, b)], [q - p for p, q in zip(a, c)]
    n = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
    centre = [sum(p[i] for p in vertices) / len(vertices) for i in range(3)]
    if sum(n[i] * (a[i] - centre[i]) for i in range(3)) < 0:
        n = tuple(-x for x in n)
    length = math.sqrt(sum(x * x for x in n))
    return tuple(x / length for x in n)


def unity_matrix(rotation: dict) -> list[list[float]]:
    """Unity's Quaternion.Euler(x, y, z) as a matrix: about z first, then x, then y (R = Ry · Rx · Rz)."""
    x, y, z = (math.radians(rotation[k]) for k in "xyz")
    rz = [[math.cos(z), -math.sin(z), 0], [math.sin(z), math.cos(z), 0], [0, 0, 1]]
    rx = [[1, 0, 0], [0, math.cos(x), -math.sin(x)], [0, math.sin(x), math.cos(x)]]
    ry = [[math.cos(y), 0, math.sin(y)], [0, 1, 0], [-math.sin(y), 0, math.cos(y)]]
    return _times(ry, _times(rx, rz))


def _times(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)] for i in range(3)]


def _turn(matrix, v):
    return tuple(sum(matrix[i][k] * v[k] for k in range(3)) for i in range(3))


def faces_shown(state: dict, faces: list[dict], d4: bool) -> tuple[list[int], list[str]]:
    """For each RotationValue, the face its rotation turns straight up (a d4's: straight down); and what is
    wrong: a rotation that turns no face within WITHIN degrees, or two values that show one face."""
    shown, wrong = [], []
    for entry in state["RotationValues"]:
        matrix = unity_matrix(entry["Rotation"])
        heights = [_turn(matrix, f["normal"])[1] * (-1 if d4 else 1) for f in faces]
        best = max(range(len(faces)), key=heights.__getitem__)
        off = math.degrees(math.acos(max(-1.0, min(1.0, heights[best]))))
        if off > WITHIN:
            wrong.append(f"{entry['Value']}: the nearest face is {off:.2f}° from straight {'down' if d4 else 'up'}")
        shown.append(best)
    if len(set(shown)) != len(shown):
        wrong.append(f"two values show one face: {shown}")
    return shown, wrong


# --- the texture under each face -------------------------------------------------------------------------------


def _corner_values(state, faces, face: dict) -> list:
    """A d4 face's corner values as the rotations say: at each corner, the value whose rotation sets it on top."""
    values = []
    for vertex_point in face["points"]:
        tops = [_turn(unity_matrix(e["Rotation"]), vertex_point)[1] for e in state["RotationValues"]]
        values.append(state["RotationValues"][max(range(len(tops)), key=tops.__getitem__)]["Value"])
    return values


def mismatched_faces(game_file: str, state: dict, spec_index: int, texture: Image.Image, obj: str) -> list[str]:
    """Every value whose face, as the rotations and the mesh say, does not hold the drawing of that value in the
    texture (the face drawn alone by pnp proof's drawing at the texture's scale, compared inside the face)."""
    game = load_game(game_file)
    spec = game.dice[spec_index]
    die = printed_die(spec, "en", source_name(game_path(game_file)), spec_index)
    atlas = atlas_of(spec.shape, DPI)
    faces = read_obj(obj)
    shown, wrong = faces_shown(state, faces, spec.shape == "d4")
    texture = texture.convert("RGB")
    for entry, index in zip(state["RotationValues"], shown):
        face = faces[index]
        corners = _corner_values(state, faces, face) if spec.shape == "d4" else None
        polygon = [(u * texture.width, (1 - v) * texture.height) for u, v in face["uv"]]
        slots = [s for s, value in enumerate(die.faces) if value == entry["Value"]]
        differences = [_difference(texture, polygon, die, spec.id, slot, atlas, corners) for slot in slots]
        if not differences or min(differences) > ALIKE:
            wrong.append(f"{spec.id} {entry['Value']}: its face differs from the drawing by "
                         f"{min(differences, default=255):.1f} of 255")
    return wrong


def _difference(texture, polygon, die, name: str, slot: int, atlas, corners) -> float:
    """The mean difference inside the face between the texture and the face drawn alone (in its cell: the
    cell's corner found from where the face's corners lie on the texture)."""
    piece = face_piece(die, name, slot, atlas, corners)
    alone = Image.open(io.BytesIO(piece_png(piece, "front", atlas.dpi, "en"))).convert("RGB")
    left = min(x for x, _ in polygon) // atlas.cell[0] * atlas.cell[0]
    top = min(y for _, y in polygon) // atlas.cell[1] * atlas.cell[1]
    cut = texture.crop((left, top, left + alone.width, top + alone.height))
    mask = Image.new("L", alone.size, 0)
    ImageDraw.Draw(mask).polygon([(x - left, y - top) for x, y in polygon], fill=255)
    mask = mask.filter(ImageFilter.MinFilter(5))  # the rim's anti-aliasing left out
    return ImageStat.Stat(ImageChops.difference(cut, alone).convert("L"), mask).mean[0]


def _die(saved: dict, name: str) -> dict:
    return next(s for s in saved["ObjectStates"] if s["Nickname"] == name)


# --- the tests ---------------------------------------------------------------------------------------------------

NAMES = ["four", "pips", "eight", "ten", "twelve", "twenty", "Weather"]


@pytest.mark.parametrize("index", range(len(NAMES)), ids=NAMES)
def test_each_value_turns_its_own_face_up_and_shows_its_drawing(exported, index):
    game_file, saved, folder = exported
    state = _die(saved, NAMES[index])
    mesh = state["CustomMesh"]
    assert state["Name"] == "Custom_Model" and mesh["TypeIndex"] == 2 and mesh["ColliderURL"] == mesh["MeshURL"]
    obj = _file(mesh["MeshURL"]).read_text(encoding="ascii")
    texture = Image.open(_file(mesh["DiffuseURL"]))
    assert max(texture.size) <= 2048
    faces = read_obj(obj)
    spec = load_game(game_file).dice[index]
    assert len(faces) == len(spec.faces) == len(state["RotationValues"])
    assert [e["Value"] for e in state["RotationValues"]] == [
        "Black" if f == "Noir" else f for f in spec.faces]  # words and art report their word
    assert faces_shown(state, faces, spec.shape == "d4")[1] == []
    assert mismatched_faces(game_file, state, index, texture, obj) == []


def test_every_copy_is_on_the_table(exported):
    _, saved, _ = exported
    assert [s["Nickname"] for s in saved["ObjectStates"]].count("twenty") == 2


def test_a_swap_of_two_values_is_caught(exported):
    game_file, saved, folder = exported
    state = json.loads(json.dumps(_die(saved, "twenty")))
    values = state["RotationValues"]
    values[0]["Value"], values[6]["Value"] = values[6]["Value"], values[0]["Value"]
    mesh = state["CustomMesh"]
    obj = _file(mesh["MeshURL"]).read_text(encoding="ascii")
    wrong = mismatched_faces(game_file, state, 5, Image.open(_file(mesh["DiffuseURL"])), obj)
    assert len(wrong) == 2 and wrong[0].startswith("twenty 7") and wrong[1].startswith("twenty 1")


def test_a_swap_of_two_faces_on_the_texture_is_caught(exported):
    game_file, saved, folder = exported
    state = _die(saved, "four")
    mesh = state["CustomMesh"]
    obj = _file(mesh["MeshURL"]).read_text(encoding="ascii")
    texture = Image.open(_file(mesh["DiffuseURL"])).convert("RGB")
    atlas = atlas_of("d4", DPI)
    w, h = atlas.cell
    first, second = texture.crop((0, 0, w, h)), texture.crop((w, 0, 2 * w, h))
    texture.paste(second, (0, 0))
    texture.paste(first, (w, 0))
    assert len(mismatched_faces(game_file, state, 0, texture, obj)) == 2


def test_a_rotation_that_misses_its_face_is_caught(exported):
    _, saved, _ = exported
    state = json.loads(json.dumps(_die(saved, "eight")))
    faces = read_obj(_file(state["CustomMesh"]["MeshURL"]).read_text(encoding="ascii"))
    state["RotationValues"][2]["Rotation"]["x"] += 2.0
    wrong = faces_shown(state, faces, False)[1]
    assert len(wrong) == 1 and wrong[0].startswith("3: the nearest face is 2.00°")


def test_the_most_dice_a_game_may_hold_export_capped(tmp_path):
    """37 different d20s, the most the dice budget lets a game print as stickers and nets (1,480 faces of
    1,500), each its own texture at 300 dpi, under 1 GB and 60 s (measured: 9 s, 85 MB)."""
    dice = "".join(f'\n[[dice]]\nid = "d{i}"\nshape = "d20"\ncolor = "#{(i * 40) % 256:02x}8040"\n'
                   f'faces = [{", ".join(str(k + i) for k in range(1, 21))}]\n' for i in range(37))
    path = tmp_path / "many.toml"
    path.write_text('id = "many"\ntitle = "Many"\nplayers = { min = 1, max = 4 }\nwho_beats_whom = false\n' + dice,
                    encoding="utf-8")
    run = run_capped("export", str(path), "--to", "tts", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    folder = tmp_path / "out/many/tts"
    saved = json.loads((folder / "many.json").read_text(encoding="utf-8"))
    assert [s["Name"] for s in saved["ObjectStates"] if s["Name"] != "Custom_PDF"] == ["Custom_Model"] * 37  # and the book
    textures = sorted(folder.glob("*-die.png"))
    assert len(textures) == 37 and all(max(Image.open(p).size) <= 2048 for p in textures)


def test_a_word_too_long_for_a_face_is_one_line_and_writes_nothing(tmp_path):
    """A die the kit does not print (forms = []) is still on the table, so its faces are drawn there first."""
    path = tmp_path / "long.toml"
    path.write_text('id = "long"\ntitle = "Long"\nplayers = { min = 1, max = 4 }\nwho_beats_whom = false\n\n[[dice]]\n'
                    'id = "w"\nshape = "d20"\nforms = []\nfaces = ["' + "W" * 24 + '", '
                    + ", ".join(str(k) for k in range(2, 21)) + "]\n", encoding="utf-8")
    run = run_capped("export", str(path), "--to", "tts", "--out", str(tmp_path / "out"))
    assert_clean_error(run, "long.toml", "dice[0].faces", "does not fit")
    assert run.code == 2 and not (tmp_path / "out").exists()
