"""Whole kits: which parts a game prints, made with one set of print options, and written out."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pnp.parts import Part
from pnp.spec import Game, text
from pnp.units import paper_size, positive_length


@dataclass(frozen=True)
class PrintOptions:
    paper_name: str = "a4"
    lang: str = "fr"
    bleed: float = 0.0
    formats: tuple[str, ...] = ("pdf", "svg", "png")
    ink: str = "color"  # color | bw: black and white, every piece still told apart by shape, pattern, letter
    duplex: str = "long"  # long | short | none: how double-sided sheets are flipped
    pawn: str = "standee"  # standee | token: how pawns are printed

    @property
    def paper(self) -> tuple[float, float]:
        return paper_size(self.paper_name)

    @property
    def paper_label(self) -> str:
        return {"a4": "A4", "a3": "A3", "letter": "US Letter"}.get(self.paper_name, self.paper_name)


def notice(game: Game, lang: str) -> str:
    """The line every sheet of a game that is not free of rights carries."""
    if not game.personal_use_only:
        return ""
    return f"{text(game.credits, lang)} {text(game.licence, lang)}".strip()


def dice_parts(game: Game, opts: PrintOptions, where: str | None = None) -> list[Part]:
    """A sheet of stickers and a sheet of nets, as the game file asks; one sheet per size."""
    from pnp.errors import PnpError
    from pnp.parts.dice import default_sticker, dice_part, printed_die

    groups: dict[tuple[str, float], list] = {}
    for i, spec in enumerate(game.dice):
        if "net" in spec.forms and len(spec.faces) != 6:
            raise PnpError(f"dice[{i}].forms: a cube net needs six faces and '{spec.id}' has {len(spec.faces)}; "
                           "set forms = [\"sticker\"]", where=where)
        die = printed_die(spec, opts.lang)
        for form in ("sticker", "net"):
            if form in spec.forms:
                size = positive_length(spec.edge if form == "sticker" else spec.net_face, field="size")
                groups.setdefault((form, size), []).extend([die] * spec.count)
    title = text(game.title, opts.lang)
    parts = []
    for (form, size), dice in groups.items():
        stem = "dice-stickers" if form == "sticker" else "dice-nets"
        if sum(1 for f, _ in groups if f == form) > 1:
            stem += f"-{size:g}mm"
        side = default_sticker(size) if form == "sticker" else size
        parts.append(
            dice_part(dice, style=form, size=side, paper=opts.paper, paper_name=opts.paper_label, lang=opts.lang,
                      title=title, notice=notice(game, opts.lang), bleed=opts.bleed, name=stem)
        )
    return parts


def board_parts(game: Game, opts: PrintOptions, where: str | None = None) -> list[Part]:
    from pnp.parts.board import board_parts as build

    return build(game, opts)


def token_parts(game: Game, opts: PrintOptions, where: str | None = None) -> list[Part]:
    from pnp.parts.tokens import token_parts as build

    return build(game, opts, where=where)


def aid_parts(game: Game, opts: PrintOptions, where: str | None = None) -> list[Part]:
    from pnp.parts.aids import aid_parts as build

    return build(game, opts)


def rules_parts(game: Game, opts: PrintOptions, where: str | None = None) -> list[Part]:
    from pnp.parts.rules import rules_part

    return [rules_part(game, opts)]


BUILDERS = {"board": board_parts, "dice": dice_parts, "tokens": token_parts, "aids": aid_parts, "rules": rules_parts}


def build_game(game: Game, opts: PrintOptions, parts: tuple[str, ...] | None = None, where: str | None = None) -> list[Part]:
    """Every part of the game's kit (or the ones named), in kit order; greyed when the ink is black.
    `where` names the game file in messages."""
    made: list[Part] = []
    for name, builder in BUILDERS.items():
        if parts is None or name in parts:
            made.extend(builder(game, opts, where=where))
    if opts.ink == "bw":
        from pnp.colors import grey
        from pnp.scene import recolor

        memo: dict = {}
        for part in made:
            for page in (*part.document.pages, *part.svg_pages):
                page.items = recolor(page.items, grey, memo)
    return made


def kit_document(game: Game, parts: list[Part], opts: PrintOptions):
    """The one PDF to print: the guide page, then every part."""
    from pnp.imposition import add_footers
    from pnp.parts.guide import guide_pages
    from pnp.scene import Document

    title = text(game.title, opts.lang)
    guide = guide_pages(game, parts, opts)
    if opts.ink == "bw":
        from pnp.colors import grey
        from pnp.scene import recolor

        for page in guide:
            page.items = recolor(page.items, grey)
    kit = {"fr": "kit à imprimer", "en": "print-and-play kit"}[opts.lang]
    add_footers(guide, f"{title} · {kit}", opts.lang, notice(game, opts.lang))
    pages = guide + [page for part in parts for page in part.document.pages]
    return Document(f"{title} · {kit}", pages, opts.lang)


def kit_files(game: Game, parts: list[Part], opts: PrintOptions) -> dict[str, bytes]:
    """Everything written for one game: the kit PDF, each part's files, and kit.json for the index."""
    import msgspec

    from pnp.files import part_files
    from pnp.parts.guide import info

    files: dict[str, bytes] = {}
    kit = f"{game.id}-kit.pdf" if "kit" in opts.formats and parts else None  # --parts may leave nothing to print
    if kit:
        from pnp.render.pdf import render_pdf

        files[kit] = render_pdf(kit_document(game, parts, opts))
    listing = []
    for part in parts:
        produced = part_files(part, opts.formats)
        files.update(produced)
        i = info(part)
        listing.append({"part": part.name, "name": i.name[opts.lang], "stock": i.stock[opts.lang], "double": i.double,
                        "how": i.how[opts.lang], "pages": len(part.document.pages), "files": sorted(produced)})
    summary = {"id": game.id, "title": text(game.title, opts.lang), "lang": opts.lang, "paper": opts.paper_label,
               "kit": kit, "parts": listing}
    files["kit.json"] = msgspec.json.format(msgspec.json.encode(summary), indent=1)
    return files


def write_parts(folders: dict[str, list[Part]], out_dir: Path, formats: tuple[str, ...], force: bool) -> list[Path]:
    """Render every part (folder name -> parts, "" for the top) and write them all, or nothing."""
    from pnp.files import part_files
    from pnp.output import Writer

    writer = Writer(out_dir, force=force)
    for folder, parts in folders.items():
        for part in parts:
            for rel, data in part_files(part, formats).items():
                writer.add(f"{folder}/{rel}" if folder else rel, data)
    return writer.commit()
