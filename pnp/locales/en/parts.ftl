# pnp's messages about a kit's parts (boards, tokens, pawns, spinners, examples, icons, rule books, tuck boxes,
# print shops) and the built-in games' own rules: the errors a designer's game file meets there, and the kit's words.

errors--board--none = game '{ $game }' has no board
parts--or_list = { $count ->
        [one] { $last }
       *[other] { $items } or { $last }
    }
errors--board--no_resize = only a { $takers } board takes { $option }; a { $kind } board takes its sizes from the game file
board--verify--graph = { $what }, its graph checked
errors--board--place = '{ $value }' is not between 0 and { $most } mm
errors--board--long_name = '{ $words }…' is longer than { $most } characters; shorten it
errors--board--long_label = '{ $words }' is longer than { $most } characters
errors--board--score_cell = a { $cell } mm square is too small for pawns with a { $base } mm base; give { $least } mm or more
errors--board--score_track = { $track } is not a score track; give 1 to 1000, or 0 for none
errors--board--no_fit = the board does not fit one { $paper } sheet with cells of at least { $least } mm (pawns of { $base } mm need them); drop --fit to print it over several sheets, choose larger paper, or give the base of smaller pawns with --pawn
errors--board--names = { $count } names for { $colours } colours; give one name per colour
errors--board--art--tall = the art is { $height } mm tall at that width, more than { $most } mm; give a smaller width
errors--board--art--small_cells = cells of { $room } mm across are too small for pawns with a { $base } mm base; they need { $least } mm or more
errors--board--art--beyond = the grid reaches { $right } mm × { $bottom } mm, beyond the art's { $width } mm × { $height } mm; give fewer columns or rows, or smaller cells
board--hint--art--printed = this grid's cells are named by the coordinates printed in them, from A1 at the top left to { $last }
board--hint--art--letters = this grid's cells are named by a column letter and a row number, from A1 at the top left to { $last }
board--hint--cross = a cross is 15 × 15 squares, A1 at the top left (the corners of its centre block, which belong to no path, are G7, I7, G9 and I9)
board--hint--cross_places = { $cross }; a stable's places are its colour and 1 to { $places }, like { $first }
errors--board--cross--retired_neutral = write a neutral piece with its own resting square instead: [[board.neutral]] with name, rest = "G7", icon and legend (docs/game-format.md)
errors--board--cross--colors_most = { $count } colours for a cross board with { $arms } arms; give at most { $arms }
errors--board--cross--colors_each = { $count } colours for a cross board with { $arms } arms; give one per arm
errors--board--cross--places = { $count } labels for the { $places } places of a stable; give { $places }
errors--board--cross--place_icons = { $count } icons for the { $places } places of a stable; give 1 or { $places }
board--verify--cross = { $track }-square closed circuit, { $stairs } stairs of { $steps }, starts { $apart } apart
board--hint--grid_rest = name a square by its column letter and row number, like B3
errors--board--grid--size = a grid board needs columns and rows, like columns = 6 and rows = 4
errors--board--grid--setup_each = { $each } tokens of each of { $colours } colours is more than the { $cells } cells of the grid
errors--board--grid--setup_colors = set-up tokens need their colours; list them, like colors = ["blue", "orange"]
board--hint--grid = this grid's cells run from A1 at the top left to { $last }
board--verify--grid = { $columns } × { $rows } grid, every cell room for a { $base } pawn
errors--board--grid--setup_more = { $each } × { $colours } set-up tokens are more than the { $cells } cells
errors--board--grid--setup_short = set-up needs { $each } tokens of { $colour }, the game file has { $count }
board--verify--setup = { $each } × { $colours } set-up tokens { $full ->
        [yes] fill
       *[no] fit on
    } the { $columns } × { $rows } cells
errors--board--hex--side_or_width = give the hex's side or its width, not both
errors--board--hex--radius = a hexagon of hexes needs its radius, like radius = 4 (61 hexes)
errors--board--hex--no_columns = a hexagon of hexes has a radius, not columns and rows; remove it
errors--board--hex--columns = a { $shape } of hexes needs columns and rows, like columns = 11 and rows = 11
errors--board--hex--no_radius = only a hexagon of hexes has a radius; a { $shape } has columns and rows
errors--board--hex--many = { $count } hexes is more than the limit of { $most }
errors--board--hex--no_folder = this game file has no folder to read the data from
errors--board--hex--column = unknown column '{ $column }'; use { $columns }
errors--board--hex--small = hexes of { $flats } mm across the flats are too small for pawns with a { $base } mm base; they need { $least } mm (a side of { $side } mm) or more
errors--board--hex--no_hex = there is no hex '{ $hex }' on this board
errors--board--hex--no_hex_hole = there is no hex '{ $hex }' on this board (it is a hole)
errors--board--hex--icon_or_art = a hex shows an icon or art, not both
errors--board--hex--side = a { $shape } of hexes has no side '{ $side }'; its sides are { $sides }
board--hint--hex--printed = this board's hexes are named as it prints them, from { $first } to { $last }
board--hint--hex--letters = this board's hexes are named by column letter and row number, from { $first } to { $last }
errors--board--neutral--name = a neutral piece needs a name; write it, like name = {"{"} fr = "…", en = "…" {"}"}
errors--board--neutral--rest = '{ $square }' is not a square of this board; { $hint }
errors--board--neutral--shared = neutral pieces { $a } and { $b } both rest on { $square }; give each its own square
errors--board--points--which = give the points, a lattice = [columns, rows], or a star = n (one of the three)
errors--board--points--lattice = { $columns } × { $rows } points; give 1 to 40 each, two points at least
errors--board--points--many = { $count } points is more than the limit of { $most }
errors--board--points--diagonals = only a lattice has diagonals; draw them as lines between the points
errors--board--points--no_point = there is no point { $point }; the board has points 1 to { $last }
board--hint--spots = spots of { $base } mm, the pawn base, plus { $room } mm
errors--board--points--over = the line from point { $a } to point { $b } runs over point { $point }; list point { $point } in the line between them
board--hint--points--numbers = this board's points are named by the numbers printed beside them, 1 to { $last }
board--hint--points--chess = this board's points are named like a chess board's squares, a column letter from a (left) and a row number from 1 (bottom), like { $first }
errors--board--track--ladder = a ladder from { $a } down to { $b }; a ladder climbs: swap from and to, or make it a snake
errors--board--track--snake = a snake from { $a } up to { $b }; a snake slides down: swap from and to, or make it a ladder
errors--board--track--cell_name = '{ $cell }' is not a cell name; write a column letter and a row number, like B3
errors--board--track--outside = { $cell } is outside the { $columns } × { $rows } grid
errors--board--track--small = a { $cell } mm cell is too small for pawns with a { $base } mm base; cells need { $least } mm or more (the base plus { $room } mm)
board--hint--track_runs = the track runs from { $first } to { $last }
board--hint--track = this track's squares are named by the numbers printed in them, { $first } to { $last }
errors--rules--quotes = the rule book of '{ $game }' quotes { $what }, which this file's dice and odds do not give; keep the built-in game's dice, or give the game an id of its own
errors--rules--quoted--figure = the figure '{ $key }'
errors--rules--quoted--duel = the variant '{ $variant }' with { $a } against { $b }
errors--rules--quoted--variant = the variant '{ $variant }'
errors--rules--quoted--section = the section '{ $section }'
errors--rules--quoted--series = the variant '{ $variant }' played in series
errors--rules--figure--unknown = the rule book asks for an unknown figure '{ $name }'; figures: { $figures }
errors--rules--figure--cycle = the figure 'dice-cycle' needs a duel of dice; { $game } has { $rows }
errors--rules--figure--cycle_row = the figure 'dice-cycle' needs a duel of dice with a row '{ $row }'; { $game } has { $rows }
errors--rules--figure--groups_line = the figure 'dice-groups' reads one group a line, like 'trio: 1 4 5', not '{ $line }'
errors--rules--figure--groups_none = the figure 'dice-groups' needs a group a line after its name, like 'trio: 1 4 5'
errors--rules--template = the rule book template { $name } uses something the game does not have: { $error }
errors--rules--cites = cites the figure '{ $name }', which this game does not have; its figures: { $figures }
errors--rules--aid = the player aid of { $game } ({ $lang }) does not fit its half-page card; shorten { $file }
errors--examples--id = example '{ $example }' is named twice or not at all; give each example its own id
errors--examples--cell = '{ $cell }' is not a cell of this board (example '{ $example }'); { $hint }
errors--examples--beside = no token or card '{ $name }'; the game has { $names }
errors--examples--listed = { $names } … ({ $count } in all)
errors--examples--no_cells = example '{ $example }' puts something on a cell, and this game has { $board ->
        [none] no board
       *[unnamed] a board whose cells have no names (a picture without a grid)
    }; show its dice and the tokens or cards beside them alone, or leave the example out
errors--examples--empty = example '{ $example }' shows nothing: this game has no board to draw, and the example gives no dice and nothing beside them; give it dice, or a token or card beside
errors--examples--piece = name one piece: pawn = "<id>" with its color, or token = "<id>"
errors--examples--pawn = no pawn '{ $pawn }'; the game has { $pawns }
errors--examples--color = pawn '{ $pawn }' comes in { $colours }, not '{ $colour }'; name one of them
errors--examples--token = no token '{ $token }'; the game has { $tokens }
errors--examples--die = no die '{ $die }'; the game has { $dice }
errors--examples--face = die '{ $die }' has no face { $face }; its faces are { $faces }
errors--examples--cited = the rule book cites the example '{ $name }', which the game file does not declare; examples: { $examples }
errors--tokens--pattern = unknown pattern '{ $pattern }'; use { $patterns }
errors--tokens--count = { $count } is not a number of pieces; give 1 to { $most }
errors--tokens--twice = '{ $id }' is used twice; give each kind of token or pawn its own id
errors--tokens--variants = { $count } counters in variants, more than the { $most } of count; raise count or lower them
errors--tokens--counter = counter '{ $id }'
errors--tokens--wide = the { $what } is { $size } across, wider than the board's { $cell } mm cells it stands on; make it at most { $cell } mm or the cells larger
errors--tokens--label = the label '{ $label }' does not fit a { $size } mm counter; shorten it or make the counter larger
errors--tokens--glyphs = { $key } '{ $words }' uses { $missing }, which the bundled font cannot draw
errors--pawns--icon = a pawn needs an icon, or art = "file.svg" (a picture beside the game file)
errors--pawns--colors = no colour given; list one colour per set of pawns, like ["red", "blue"]
errors--pawns--budget = tokens and pawns
errors--pawns--pawn = pawn '{ $id }'
parts--room--counter = a { $size } mm { $shape ->
        [round] round
       *[square] square
    } counter
parts--room--standee = a standee of { $width } mm × { $height } mm
parts--room--pawn_token = a { $size } mm pawn token
parts--room--spinner = a { $size } mm spinner
errors--spinners--twice = '{ $id }' is used twice; give each spinner its own id
errors--spinners--sectors = { $count } sectors; give 2 to { $most }, such as sectors = ["1", "2", "3"]
errors--spinners--label = a sector needs a label; write one, such as "1" or "Lost"
errors--spinners--glyphs = '{ $words }' uses { $missing }, which the bundled font cannot draw
errors--spinners--fit = the label '{ $label }' does not fit its sector of a { $size } mm dial; shorten it, use fewer sectors or a larger diameter
errors--imposition--room = { $what } takes { $width } mm × { $height } mm with its margins and marks, more than the { $room_width } mm × { $room_height } mm printable on { $paper }; choose a smaller size or larger paper
errors--imposition--crop = { $what } does not fit on { $paper } with its crop marks; choose a smaller size or larger paper
errors--icons--unknown_game_icon = unknown icon '{ $name }'; the names are those of game-icons.net, in lower case with hyphens
errors--icons--unknown_game_icon_close = unknown icon '{ $name }'; did you mean '{ $close }'? the names are those of game-icons.net, in lower case with hyphens
errors--icons--unknown = unknown icon '{ $name }'; icons: { $icons }, or game-icons:NAME
errors--icons--unknown_close = unknown icon '{ $name }'; did you mean '{ $close }'? icons: { $icons }, or game-icons:NAME
errors--icons--nothing = draws nothing; an icon needs at least one path or shape
errors--icons--bytes = { $count } bytes is more than { $what ->
        [art] art
       *[icons] icons
    } may hold ({ $most })
errors--icons--doctype = declares a DOCTYPE or entities; { $what ->
        [art] art
       *[icons] icons
    } must be plain SVG without them
errors--icons--refused = refused: { $error }; { $what ->
        [art] art
       *[icons] icons
    } must be plain SVG
errors--icons--malformed = not well-formed SVG: { $error }
errors--icons--top = the top element is <{ $tag }>, not <svg>
errors--icons--no_size = has no size; give it a viewBox, or a width and a height above zero
errors--icons--deep = elements nest more than { $most } deep
errors--icons--elements = more than { $most } elements; simplify the icon
errors--icons--refused_tag = <{ $tag }> is not allowed in an icon; draw with path, circle, ellipse, rect, polygon or g
errors--icons--use = <use> points at '{ $ref }', which is not an element of this file
errors--icons--unknown_tag = <{ $tag }> is not an element pnp reads in icons
errors--icons--outside = refers to '{ $value }' outside the file; icons must be self-contained
errors--icons--stroke_width = stroke-width '{ $value }' is not a length
errors--icons--gradient = paint '{ $value }' is a gradient or pattern; icons use plain colours
errors--icons--transform = cannot read the transform '{ $text }'
errors--icons--transform_numbers = { $kind }() takes { $counts } numbers in '{ $text }'
errors--icons--path_bad = unexpected '{ $bad }' in path data '{ $path }'
errors--icons--path_bad_at = unexpected '{ $bad }' in path data at character { $at }
errors--icons--path_number = path data starts with a number, or has numbers after Z: '{ $path }'
errors--icons--path_args = '{ $command }' needs { $count } numbers in path data '{ $path }'
errors--icons--path_m = path data must start with M: '{ $path }'
errors--shops--unknown = unknown print shop '{ $name }'; use { $shops }
errors--shops--size = a { $width } × { $height } mm card is not one { $shop } prints ({ $sizes }); give the deck one of these sizes, e.g. size = "2.5x3.5in", or choose another --shop
errors--shops--no_gs = Ghostscript is not installed, and DriveThruCards' CMYK PDF is made with it; install it (Debian/Ubuntu: apt-get install ghostscript; macOS: brew install ghostscript) or choose --shop tgc or mpc
errors--shops--bad_gs = Ghostscript ({ $gs }) { $what }, so DriveThruCards' CMYK PDF cannot be made; check that 'gs --version' runs Ghostscript 9.50 or later, reinstall it (apt-get install ghostscript, brew install ghostscript), or choose --shop tgc or mpc
errors--shops--gs--hung = gave no whole answer in { $seconds } s
errors--shops--gs--more = gave more than the { $count } pages asked for
errors--shops--gs--failed = failed (exit { $code }: { $output })
errors--shops--gs--silent = it said nothing
errors--shops--gs--page = gave page { $number } as { $found }, not a CMYK image of { $width } × { $height } pixels
errors--shops--gs--short = gave only { $count } of the { $total } pages asked for
errors--shops--gs--not_pam = gave something that is not a PAM image where page { $number } should start
errors--shops--gs--stopped = stopped in the middle of page { $number } (row { $row } of { $height })
errors--boxes--ease = '{ $ease }' is not an ease; give 0 to { $most } mm of room round the deck, such as "1mm"
parts--room--tuck_box = tuck box of deck '{ $deck }' ({ $width } × { $height } × { $depth } mm inside)
errors--boxes--too_big = the { $box } opens out to { $width } mm × { $height } mm, more than the { $room_width } mm × { $room_height } mm printable on { $paper } either way up; print on larger paper, or make the box smaller (fewer cards, or a thinner [boxes].thickness)
errors--race--board = a race is played on a track board, and this game has { $board ->
        [none] no board
       *[other] a { $board } board
    }; give it a [board] with kind = "track", or drop kind = "race"
errors--race--start = start { $start } is past the last cell, { $last }; give a cell's number, or a number below { $first } to start off the board
errors--race--home = the pawns would start home, on the last cell; start them before it
errors--charts--suffix = cannot draw '{ $path }': name the file { $endings }
errors--games--players = { $game } plays { $least } to { $most } players
errors--games--players_file = { $game } plays { $least } to { $most } players, the file says { $min } to { $max }
errors--games--needs_die = a game played like { $game } needs a die
errors--games--odds_die = the odds of the built-in game '{ $game }' need a die with id '{ $die }'; give your own game another id
errors--games--clann--capture_cycle = the figure 'capture-cycle' draws four ranked pawns and { $game } has { $count }
errors--games--clann--dice = a game played like clann needs a die with a Noir face and a plain die
errors--games--clann--faces = die '{ $die }': faces must be whole numbers from 1 (or Noir)
errors--games--ludicitude--dice = a game played like ludicitude needs { $count } ordinary dice
errors--games--petits-chevaux--faces = the die { $faces } cannot play petits-chevaux: it needs whole numbers and a 6
errors--games--petits-chevaux--horses = { $count } horses a colour; petits-chevaux plays 1 to 8
errors--games--renards-poules-viperes--dice = a game played like renards-poules-viperes needs 3 dice with numbers, it has { $count }
errors--games--renards-poules-viperes--board = a game played like renards-poules-viperes needs a grid board
errors--games--renards-poules-viperes--setup = 3 × { $each } tokens do not fit { $columns } × { $rows } cells
