"""Remakes this folder's data from the Iconify JSON package of game-icons.net and the game-icons/icons repository.

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    git clone --depth 1 <the game-icons/icons repository> icons-repo
    python make.py package/icons.json icons-repo

icons.json.gz is the package's icons.json as it is, gzip-compressed with no time stamp (same input, same bytes).
authors.json.gz gives who drew each icon: the Iconify JSON names one author for the whole set, the repository
keeps each icon in its author's folder. An icon is matched by name, or where two folders hold that name (or the
set renamed it), by the first point of its path; an icon matched to no folder is credited to the set's contributors.
"""

import collections
import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

# folder -> the name license.txt of the repository gives its author
AUTHORS = {
    "lorc": "Lorc", "delapouite": "Delapouite", "john-colburn": "John Colburn", "felbrigg": "Felbrigg",
    "john-redman": "John Redman", "carl-olsen": "Carl Olsen", "sbed": "Sbed", "priorblue": "PriorBlue",
    "willdabeast": "Willdabeast", "viscious-speed": "Viscious Speed", "lord-berandas": "Lord Berandas",
    "irongamer": "Irongamer", "heavenly-dog": "HeavenlyDog", "lucasms": "Lucas", "faithtoken": "Faithtoken",
    "skoll": "Skoll", "andymeneely": "Andy Meneely", "cathelineau": "Cathelineau", "kier-heyl": "Kier Heyl",
    "aussiesim": "Aussiesim", "sparker": "Sparker", "zeromancer": "Zeromancer", "rihlsul": "Rihlsul",
    "quoting": "Quoting", "guard13007": "Guard13007", "darkzaitzev": "DarkZaitzev", "spencerdub": "SpencerDub",
    "generalace135": "GeneralAce135", "zajkonur": "Zajkonur", "catsu": "Catsu", "starseeker": "Starseeker",
    "pepijn-poolman": "Pepijn Poolman", "pierre-leducq": "Pierre Leducq", "caro-asercion": "Caro Asercion",
    "seregacthtuf": "SeregaCthtuf",
}
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
BACKGROUND = "M0 0h512v512H0z"  # the repository's SVGs paint a black square under the icon


def start(svg: str) -> tuple[float, ...] | None:
    """The first four numbers of the icon's path: where it starts, which the set's optimiser keeps."""
    paths = [d for d in re.findall(r' d="([^"]*)"', svg) if d != BACKGROUND]
    return tuple(float(x) for x in NUMBER.findall(paths[0])[:4]) if paths else None


def repository(repo: str) -> dict[str, str]:
    git = ["git", "-C", repo]
    names = [n for n in subprocess.run([*git, "ls-files"], capture_output=True, text=True, check=True).stdout.split()
             if n.endswith(".svg") and "/" in n]
    return {n: (Path(repo) / n).read_text(encoding="utf-8") for n in names}


def main(icons_json: str, repo: str) -> None:
    here = Path(__file__).parent
    raw = Path(icons_json).read_bytes()
    icons = json.loads(raw)["icons"]
    files = repository(repo)
    by_name = collections.defaultdict(list)
    by_start = collections.defaultdict(list)
    for path, svg in files.items():
        by_name[path.split("/", 1)[1][:-4]].append(path)
        by_start[start(svg)].append(path)
    drawn: dict[str, list[str]] = collections.defaultdict(list)
    for name, icon in sorted(icons.items()):
        found = by_name.get(name, [])
        if len(found) != 1:
            found = [p for p in found if start(files[p]) == start(icon["body"])] if found else by_start.get(start(icon["body"]), [])
        folder = found[0].split("/")[0] if len(found) == 1 else ""
        if folder in AUTHORS:
            drawn[folder].append(name)
    data = {"authors": AUTHORS, "icons": dict(sorted(drawn.items()))}
    (here / "icons.json.gz").write_bytes(gzip.compress(raw, 9, mtime=0))
    (here / "authors.json.gz").write_bytes(gzip.compress(json.dumps(data, separators=(",", ":")).encode(), 9, mtime=0))
    print(f"{len(icons)} icons, {sum(map(len, drawn.values()))} with their author")


if __name__ == "__main__":
    main(*sys.argv[1:])
