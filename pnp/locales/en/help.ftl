# pnp's help texts (pnp --help, pnp COMMAND --help): the headings, each command's description and each
# option's help (pnp/cli/__init__.py, pnp/cli/args.py; helper m-commands). pnp stats's own are in stats.ftl.

## the headings and the words of every help
help--usage = Usage:
help--options = Options:
help--commands = Commands:
help--arguments = Arguments:
help--help = Show this message and exit.
help--required = [required]
help--default = [default: { $value }]

## pnp --help
help--pnp = Print-and-play kits: boards, dice stickers and nets, tokens, rule books.
help--version = Print pnp's version and exit.
help--stats = Exact dice odds: compare dice, find cycles, the odds of a game.

## each command's description
help--dice = Stickers or fold-up nets for custom dice.
help--board = A game's board: on one sheet when it fits, else in tiles to glue together; plus the whole board as SVG.
help--tokens = Counters and pawns of a game on sheets ready to cut, with their backs.
help--rules = The rule book of a game as a PDF, with its player aids.
help--build = The print-and-play kit of a game (or of all built-in games): one PDF to print, each part alone, previews.
help--export = A game's pieces for digital tables: a Tabletop Simulator saved object, or one image per face.
help--proof = One piece of a game alone, as a PNG at its trim size: the card you just edited, at once.
help--showcase = A picture of a game's components for its page on a board-game site: a PNG, and the same page as a PDF.
help--new = A new game's folder that builds at once: a game file, a CSV, an SVG and a README to change.
help--watch = Build, serve a preview on http://127.0.0.1:PORT/, and build again on every save (Ctrl-C stops).
help--simulate = Play a game many times: win and tie rates with 95 % intervals, the first player's edge, game length, tips.
help--validate = Run every check on a game and report; exit 1 if any fails (warnings do not).
help--list = Name the built-in games.

## the options several commands share
help--option--paper = Paper: a4, letter or a3.
help--option--lang = Language of the printed texts: { $langs }.
help--option--format = Files to write: pdf, svg, png, comma-separated.
help--option--format--build = Files to write: kit (the one PDF to print), pdf and svg (each part), png (previews).
help--option--game = A built-in game, or the path of a game file.
help--option--game--all = A built-in game, 'all', or the path of a game file.
help--option--game--board = A built-in game, or the path of a game file that has a board section.
help--option--game--simulate = A built-in game, or a game file: a race ([simulation] kind = "race") or one that plays like a built-in game (plays_like).
help--option--out = Folder to write into.
help--option--out--game = Folder to write into; the game gets its own folder inside.
help--option--out--build = Folder to write into; each game gets its own folder inside.
help--option--out--export = Folder to write into; the export goes in OUT/<game>/<target>/.
help--option--out--showcase = Folder to write into; the pictures go in OUT/<game>/ (showcase.png, showcase.pdf).
help--option--out--watch = Folder to build into; the page serves it.
help--option--force = Overwrite files pnp did not write (or that were edited since).
help--option--bleed = Colour running past the cut line, e.g. 3mm or 0.125in.
help--option--refresh = Fetch again the deck data given as https:// links (else the copy kept in .pnp-cache/ beside the game file).
help--option--allow_local = Fetch deck data from links to this machine or its network too (loopback, private addresses): refused otherwise.
help--option--pawn = Pawns as standee (folding, stands up) or token (round, double-sided). (default: standee)
help--option--layout = Cards: sheet (the kit, imposed with crop marks) or shop (a print shop's files only; see --shop). (default: sheet)
help--option--shop = The print shop's files: tgc (The Game Crafter, PNGs), dtc (DriveThruCards, a vector PDF/X-1a in CMYK a deck), mpc (MakePlayingCards, PNGs) or dtc-raster (DriveThruCards' fallback: each page one CMYK image, by Ghostscript); implies --layout shop. (default: tgc)
help--option--ink = color, or bw: black and white, pieces told apart by pattern and letter.
help--option--duplex = Double-sided sheets: long or short (the edge the sheet flips on), or none.
help--option--dpi = Resolution of the image.

## pnp dice
help--option--faces = One die's faces, comma-separated, e.g. "1,2,Noir,Noir,5,6". Repeat for more dice.
help--option--color = Colour of the dice (a name or #rrggbb): once for all, or once per --faces.
help--option--dice-game = Take the dice of a built-in game, or of a game file.
help--option--shape = d4, d6, d8, d10, d12 or d20, with as many --faces.  [default: d6]
help--option--style = sticker: stickers for blank dice; net: fold-up paper dice.
help--option--die = Edge of the blank die the stickers are for (a d10's long edge).  [default: the shape's, 16mm for a d6]
help--option--sticker = Edge of a sticker.  [default: about 80% of --die]
help--option--face = Edge of a face of the paper die (--style net).  [default: the shape's, 20mm for a d6]
help--option--count = How many of each die.
help--option--pips = Draw the numbers 1 to 6 as pips.
help--option--ink--dice = color, or bw: black and white, dice of different colours told apart by a patterned band.

## pnp board, pnp tokens, pnp rules, pnp build
help--option--cell = Side of a square, e.g. 25mm (default: the game file's).
help--option--fit = Shrink the squares until the board fits one sheet of --paper.
help--option--pawn--board = Base of the widest pawn a square must hold, e.g. 11mm (default: the game file's).
help--option--duplex--tokens = Double-sided pieces: long or short (the edge the sheet flips on), or none (fold-over pairs).
help--option--booklet = Half-size pages two-up on landscape sheets, in booklet order, to fold.
help--option--aids = Also write the player aids (and score sheet).
help--option--parts = Only these parts, comma-separated (see pnp build --help).
help--option--parts--named = Only these parts, comma-separated: { $parts }.
help--option--ignore_claims = Build even if a figure the game file claims is wrong (pnp validate still fails).
help--option--verbose = List every file written (default: a line per game).

## pnp export, pnp proof, pnp showcase, pnp new, pnp watch
help--option--to = tts: a Tabletop Simulator saved object, its images and the rule book's PDF; images: one PNG per piece face and pieces.csv.
help--option--base_url = With --to tts: where the images will be hosted (http or https); each address is this plus the file name. Default: file:/// paths.
help--option--dpi--export = Resolution of the images (tts: at most that, within 4096 px a side).
help--option--piece = The piece: its name (a deck and its row, astres-3), its id, or a card's title.
help--option--side = front or back.
help--option--out--proof = The PNG file to write.  [default: PIECE-SIDE.png here]
help--option--size = Width of the PNG in pixels, 200 to 6000.
help--option--name = The folder to make: its name is the game's id and title.
help--option--from = cards, board, dice or roll-and-write.
help--option--title = The game's title, if not the folder's name: it may hold what a folder name cannot (quotes, a colon).
help--option--new-lang = The language of the game file's comments: { $langs }. Its sample texts and README are written in every language.  [default: yours]
help--option--port = The port of the preview, on 127.0.0.1.
help--option--open = Open the preview in the web browser.

## pnp simulate, pnp validate
help--option--games = Games to play.  [default: 10000]
help--option--precision = Instead of --games: play until every win rate is known to ± this many points.
help--option--players = Players (default: the game's most, or one per --policy).
help--option--seed = Seed: the same seed gives the same figures.
help--option--policy = Policy of each seat, in turn order: repeat it or give a comma list; one policy plays every seat.
help--option--variant = A variant of the rules (repeatable).
help--option--tips = Measure each strategy tip: one player follows it against the baseline, seats rotated.
help--option--vs = Another version of the game (a game file), played with the same seeds, side by side.
help--option--json = Print one JSON object.
help--option--jobs = Processes to play on; the figures do not depend on it.
help--option--plot = Also draw the win rates and the game lengths into FILE.pdf, .svg or .png.
help--option--store = Refresh the built-in game's stored result (balance.json), which its rule book reads.
help--option--exact = A race whose pawns never meet: solve it as a Markov chain instead of playing it.
help--option--shop--validate = Also warn of cards whose text or art comes inside this print shop's safe margin: tgc, dtc, mpc or dtc-raster.
