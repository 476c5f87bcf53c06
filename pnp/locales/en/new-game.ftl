# The messages of `pnp new` (pnp/newgame/): its refusals of a folder name or a title, each naming what to do
# instead; the option (NAME, --title, --from) is put before them by the error.
errors--new--template = unknown template '{ $template }'; use { $templates }
errors--new--not-id = '{ $id }' is not an id; name the folder with letters or digits
errors--new--empty-name = an empty folder name; give the new game's folder, e.g. pnp new my-game
errors--new--name-control = holds the control character U+{ $code }; give a folder name without it
errors--new--no-folder = '{ $name }' names no new folder; give the new game's folder, e.g. pnp new my-game
errors--new--windows-character = '{ $name }' holds '{ $character }', which a folder name cannot hold on Windows; leave it out (the title may keep it: --title)
errors--new--windows-device = '{ $name }' is a name Windows reserves for a device (CON, PRN, AUX, NUL, COM1-9, LPT1-9); choose another
errors--new--windows-end = '{ $name }' ends in a { $end ->
    [dot] dot
   *[space] space
  }, which Windows drops; leave it out
errors--new--name-long = the folder name is { $count } characters ({ $bytes } bytes), more than { $limit } ({ $limit_bytes } bytes); shorten it (a longer title goes in --title)
errors--new--title-empty = is empty; give the game a title
errors--new--title-control = holds the control character U+{ $code }; remove it
errors--new--title-holds = holds { $what }; remove it
errors--new--title-long = { $count } characters is more than the limit of { $limit } for a title; shorten it
errors--new--title-glyphs = the fonts cannot draw { $characters }; use other characters, nothing was written
errors--new--no-id = '{ $name }' gives no game id; name the folder with letters or digits
errors--new--link = '{ $name }' is a link; pnp new writes only into a plain folder
errors--new--file = '{ $name }' is a file; give a new folder's name
errors--new--not-empty = '{ $name }' already holds files; give a new or an empty folder, nothing was written
errors--new--no-parent = folder '{ $folder }' does not exist; create it or choose another place (NAME is a path: its last part is the new folder)
errors--new--cannot-write-into = cannot write into '{ $folder }': { $reason }
errors--new--cannot-write = cannot write '{ $name }': { $reason }
errors--new--not-valid = the game this would write does not validate ({ $detail }); choose a shorter title, or one with spaces, nothing was written

## the words `pnp new` writes into a new game's files: game.toml's comments (in its user's language) and the
## README's sections (one per language); `pnp build game.toml` and the like are commands, kept as they are
new--cards--header = a card game made by `pnp new`. Each key below is explained in pnp's docs/game-format.md, at the
    section named after it (# docs: ...). Build it with `pnp build game.toml`, check it with
    `pnp validate game.toml`, and look at one card with `pnp proof game.toml deck-1`.
new--board--header = a board game made by `pnp new`. Each key below is explained in pnp's docs/game-format.md, at the
    section named after it (# docs: ...). Build it with `pnp build game.toml`, check it with
    `pnp validate game.toml`.
new--dice--header = a dice game made by `pnp new`. Each key below is explained in pnp's docs/game-format.md, at the
    section named after it (# docs: ...). Build it with `pnp build game.toml`, check it with
    `pnp validate game.toml` (it checks the claim below exactly), and play it many times with
    `pnp stats compare game.toml`.
new--roll-and-write--header = a roll-and-write game made by `pnp new`: dice everyone shares, and a player sheet each (a grid to
    fill in with what the dice say, a bonus track, a score table). Each key below is explained in pnp's
    docs/game-format.md, at the section named after it (# docs: ...). Build it with `pnp build game.toml`,
    check it with `pnp validate game.toml`.
new--key--id = the kit's folder name: lowercase letters, digits, - and _
new--key--pawn_base = the widest pawn a hex must hold
new--key--hex_width = each hex, across the flats
new--key--coordinates = A1, B1 ... printed in each hex
new--key--terrain_file = what some hexes show: colour, icon, picture, label
new--key--token_art = your own picture
new--key--deck_id = its cards are deck-1, deck-2 ... (pnp proof game.toml deck-2)
new--key--size = 63.5 x 88.9 mm; or bridge, tarot, mini, square, "63x88mm"
new--key--data = one card a row; the count column makes copies
new--key--one_card = one card a row
new--key--layout = the layout table: one element each
new--key--band = a column of cards.csv, in braces
new--key--art = your own PNG, JPEG or SVG, beside this file
new--key--sixth_face = a picture on the sixth face
new--key--goal_text = the goal's words in the middle of the card, in the kit's language
new--key--players = the guide asks for one sheet per player, up to max
new--key--who_beats_whom = the dice are read by everyone, never pitted against each other: no odds table in the book
new--key--per_page = two half sheets to a page, cut along the crop marks; 1 for a whole page
new--key--grid = the layout grid the blocks sit on: columns, rows
new--key--sums = write the sums here; cells.csv shades some and marks others
new--key--points = one column of points and the total under it
new--cards--about = This folder is a card game: a deck whose cards are the rows of `cards.csv`, and `star.svg`, a picture on every card.
new--board--about = This folder is a board game: a board of hexes, some coloured by `terrain.csv`, pawns, and `tree.svg` counters.
new--dice--about = This folder is a dice game: two dice with faces of your own (`crown.svg` on one face), a claim `pnp validate` checks exactly, goal cards from `goals.csv` and a score sheet.
new--roll-and-write--about = This folder is a roll-and-write game: dice everyone shares (`pencil.svg` on one face) and a player sheet, two to a page, with a grid to fill in (its grey cells and bonuses come from `cells.csv`), a bonus track to cross off and a score table. The kit's guide says how many sheets to print: one per player each game.
new--readme--set = Everything is set in `game.toml`; each key there points to the section of pnp's `docs/game-format.md` that explains it. Your own pictures (SVG, PNG, JPEG) go beside it.
new--readme--build = the kit to print, in output/{ $id }/
new--readme--validate = every check
new--readme--watch = a preview rebuilt on every save
new--cards--more = One card alone: `pnp proof game.toml deck-1`.

## the game's own sample texts, which a new game holds in every language (@TEXT:key@ in pnp/newgame/*/): its
## credits, names, rules and the words of its CSV, for the designer to replace
new--sample--credits = Your name here.
new--sample--licence = For your own use.
new--sample--cards--deck = Cards
new--sample--cards--star = Star
new--sample--cards--comet = Comet
new--sample--cards--star-1 = The smallest star.
new--sample--cards--star-2 = It beats the 1.
new--sample--cards--star-3 = It beats the 1 and the 2.
new--sample--cards--comet-4 = **Comet**: play one more card.
new--sample--cards--tagline = A small card game to make your own.
new--sample--cards--setup = Shuffle the cards and deal three to each player.
new--sample--cards--turn = Play one card: the highest value takes the trick.
new--sample--cards--end = When every hand is empty, whoever took most tricks wins.
new--sample--board--red-start = Red's start
new--sample--board--green-start = Green's start
new--sample--board--walker = Walker
new--sample--board--tree = Tree
new--sample--board--tree-letter = T
new--sample--board--glade = Glade
new--sample--board--tagline = Cross the forest before the other does.
new--sample--board--setup = Each player puts their walker on a hex of their own edge.
new--sample--board--turn = Move one hex, or lay a **tree** to bar the way.
new--sample--board--end = The first to reach the far edge wins.
new--sample--dice--bold = Bold
new--sample--dice--steady = Steady
new--sample--dice--claim = The bold die beats the steady one half the time.
new--sample--dice--goals = Goals
new--sample--dice--goal = Goal
new--sample--dice--goal-1 = Win three rounds in a row
new--sample--dice--goal-2 = Win the last round
new--sample--dice--goal-3 = Roll the crown twice
new--sample--dice--tagline = Bold or steady: choose your die.
new--sample--dice--setup = Each player picks a die and draws a goal.
new--sample--dice--turn = Both players roll together: the higher number scores a point.
new--sample--dice--end = After six rounds, most points wins; a goal met is worth two more points.
new--sample--roll-and-write--number = Number
new--sample--roll-and-write--bonus = Bonus
new--sample--roll-and-write--score = Score
new--sample--roll-and-write--grid = Grid
new--sample--roll-and-write--tagline = Roll, write, fill the grid.
new--sample--roll-and-write--setup = Everyone takes a player sheet and a pencil.
new--sample--roll-and-write--turn = Roll the three dice. Everyone writes the sum of the two Number dice in an empty cell of their grid, and crosses off as many boxes of their bonus track as the Bonus die shows.
new--sample--roll-and-write--end = When a grid is full, each row or column whose sums go up scores 5 points, plus the bonuses reached; most points wins.
