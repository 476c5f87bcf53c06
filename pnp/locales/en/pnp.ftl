# pnp's messages in en: one per catalogue key, its dots written --

calibration = Print at 100%: this square is 50 mm wide.
calibration_bar = 2 in = 50.8 mm
calibration_strip = ← 50 mm at 100%
page = page { $n }/{ $total }
kit_page = kit p. { $n }/{ $total }
sticker_help = Cut along the crop marks. The two faces in one column go on opposite sides of the die.
black_face = Black
stickers = Dice stickers
nets = Dice to fold
net_help = Cut the solid line, fold along the dashes with the print outside, then glue the grey tabs inside.
colon = :
and = {" "}and{" "}
percent = { $n }%
quoted = “{ $name }”
outcome--win = win
outcome--tie = tie
outcome--lose = lose
stats--die = Die
stats--first = die 1
stats--second = die 2
stats--play = Play
stats--beats = { $a } beats { $b }.
stats--even = Neither beats the other: they win equally often.
stats--matrix = Who beats whom (row against column: chance the row wins)
stats--pairs = Pairs
stats--against = against
stats--cycles = Cycles
stats--no_cycle = no cycle
stats--variants = Variants
stats--strength = strength
stats--weakest = the weakest link wins
stats--reading = Reading
stats--base = reference
stats--same = same cycle
stats--reversed = cycle reversed
stats--other = another cycle
stats--none = no cycle left
stats--claims = What the file claims
stats--dice = Dice
stats--one_roll = 1 roll
stats--sum = sum of { $n } rolls
stats--higher = higher wins
stats--lower = lower wins
stats--series = series of { $n }, won with more rolls won than lost
stats--same_die = both sides roll the same die
stats--written = Chart written: { $path }
stats--deck = Deck { $deck }: { $n } cards, { $m } of them where { $where }; a hand of { $hand } cards
stats--at_least = At least { $k }: { $fraction } = { $percent }
stats--holds = such cards
stats--chance = chance
stats--mean = On average: { $mean } ({ $fraction })
stocks--paper = paper
stocks--card = card, 200–300 g/m²
stocks--thin_card = card, 160–200 g/m²
stocks--sticker_paper = sticker paper
game_icons--credit = Icons from game-icons.net, under the CC BY 3.0 licence ({ $url }): { $who }.
game_icons--by = { $icons } by { $author }
game_icons--contributors = game-icons.net contributors
imposition--spare_words = ✂ Cut here: the lower half stays blank, a half sheet to print on later.
imposition--cut_here = ✂ cut here
tiles--glue = glue here
tiles--and = and
tiles--sheet = Sheet { $name } of { $count }: column { $col }, row { $row }
tiles--first_sheet = Starting sheet: leave it whole; the other sheets are glued onto its hatched strips.
tiles--cut_left = Cut along the left-hand line
tiles--cut_top = Cut along the top line
tiles--cut_both = Cut along the left-hand and top lines
tiles--lay_on = , lay the sheet over the hatched strip of { $names } so the half targets meet, then glue.
tiles--assembly = This board prints on { $count } sheets, { $columns } by { $rows }, A1 at the top left. Print the sheets at 100%. Start from A1 and go row by row: cut each other sheet along its left-hand or top line, lay it over the { $glue } hatched strip of its neighbours so the half targets meet, then glue.
tiles--map = Reduced map of the sheets ({ $percent }): print it on paper. Column letters above, row numbers on the left.
tiles--columns = 
    { $count ->
        [one] { $n } column ({ $names })
       *[other] { $n } columns ({ $names })
    }
tiles--rows = 
    { $count ->
        [one] { $n } row ({ $names })
       *[other] { $n } rows ({ $names })
    }
board--colour_n = Colour { $n }
board--tiled--score_note = {" "}A score track from 0 to { $top } round the board.
board--board = Board
board--guide--name = Board
board--guide--how = One sheet, at full size: nothing to assemble.
board--guide--map = Board map
board--guide--map_how = A reduced map for the assembly: it shows where each sheet goes.
board--tiled_how = { $count } sheets: cut each one but A1 along its line, lay it on its neighbour's hatched strip with the targets matching, and glue; the map shows where each sheet goes.
board--shrunk = Printed at { $scale }% of its size (cells of { $cell } instead of { $was }) to fit on { $fewer } sheets instead of { $count }.
board--art--note = Full-size board: { $w } × { $h }.
board--art--note_grid = {" "}Cells for pawns up to { $base } across.
board--art--components = illustrated board, { $wide } wide
board--art--grid = , with a grid of { $columns } × { $rows } { $cells }
board--art--squares = squares
board--art--hexes = hexes
board--art--how = The board is the picture itself.
board--neutral--rest = resting square: { $name }
board--cross--full_size = Full-size board: { $cell } squares, for pawns up to { $base } across.
board--cross--components = cross board of { $t } squares, with { $n } stairs of { $s } steps
board--grid--full_size = Full-size board: { $cell } squares, for tokens up to { $base } across.
board--grid--setup = Set-up: mix { $n } tokens of each colour and lay them out at random, one per cell.
board--grid--components = board of { $c } × { $r } cells
board--hex--edge_words--top = top
board--hex--edge_words--bottom = bottom
board--hex--edge_words--left = left
board--hex--edge_words--right = right
board--hex--edge_words--top-left = top left
board--hex--edge_words--top-right = top right
board--hex--edge_words--bottom-left = bottom left
board--hex--edge_words--bottom-right = bottom right
board--hex--note = Full-size board: hexes { $flats } across the flats ({ $side } sides), for pawns up to { $base } across.
board--hex--side = { $name }: { $edges } edges
board--hex--and = {" "}and{" "}
board--hex--shape_words--rectangle = { $a } { $c } × { $r } rectangle
board--hex--shape_words--rhombus = { $a } { $c } × { $r } rhombus
board--hex--shape_words--hexagon = a hexagon of radius { $n }
board--hex--components = board of { $n } hexes ({ $shape })
board--hex--sides = , edges in { $n } colours
board--hex--how--0 = One piece per hex.
board--hex--how--1 = One piece per hex; the coloured bands along the edges show which sides each player owns.
board--points--note = Full-size board: every point holds a pawn up to { $base } across.
board--points--components = board of { $n } points joined by { $e } lines
board--points--how = Each point is a spot that holds one piece; pieces go from point to point along the lines.
board--track--ends--0 = Start
board--track--ends--1 = Finish
board--track--note = Full-size board: { $cell } squares, for pawns up to { $base } across.
board--track--link_words--ladder = 
    { $count ->
        [one] ladder
       *[other] ladders
    }
board--track--link_words--snake = 
    { $count ->
        [one] snake
       *[other] snakes
    }
board--track--link_words--arrow = 
    { $count ->
        [one] arrow
       *[other] arrows
    }
board--track--link_words--curve = 
    { $count ->
        [one] shortcut
       *[other] shortcuts
    }
board--track--components = track board of { $n } squares numbered { $first } to { $last } ({ $a } { $columns } × { $rows } grid)
board--track--links = , with { $links }
board--track--how--0 = The numbers run in the order of the track.
board--track--how--1 = The numbers run in the order of the track; links start and end in the middle of their squares.
cards--cards = Cards { $deck } ({ $n })
cards--sleeves =
    { $count ->
        [one] If you like, { $count } card sleeve of { $w } × { $h } mm for { $deck } (it also holds a card printed on plain paper)
       *[other] If you like, { $count } card sleeves of { $w } × { $h } mm for { $deck } (they also hold cards printed on plain paper)
    }
cards--how--long = Print on both sides, flipping on the long edge, at 100%. Each page of backs follows its fronts. Cut along the marks: the cards touch, so one cut parts two of them.
cards--how--short = Print on both sides, flipping on the short edge, at 100%. Each page of backs follows its fronts. Cut along the marks: the cards touch, so one cut parts two of them.
cards--how--none = Print on one side. Cut each pair of card and back out along the solid line, fold it on the dashes with the pictures outside, and glue the halves together.
cards--how--single = Print on one side, at 100%. Cut along the marks: the cards touch, so one cut parts two of them.
cards--card = 
    { $count ->
        [one] card
       *[other] cards
    }
tokens--note_single = Cut each counter out along its outline.
tokens--letter--red = R
tokens--letter--blue = B
tokens--letter--yellow = Y
tokens--letter--green = G
tokens--letter--orange = O
tokens--letter--purple = P
tokens--letter--pink = Pi
tokens--letter--brown = Br
tokens--guide--single = Tokens
tokens--guide--single_how = Cut each token along its outline.
tokens--guide--double = Double-sided tokens
tokens--guide--double_how = Print double-sided (or glue the two sheets back to back), then cut.
tokens--guide--folded = Fold-over tokens
tokens--components = of which
pawns--guide--name = Pawns
pawns--guide--standees = Cut, fold on the dashes, glue front and back together, spread the feet.
pawns--guide--tokens = Print double-sided, then cut.
pawns--components = { $n } × { $name } ({ $colors })
pawns--note = Cut along the solid line and fold on the dashes: glue the figure's front and back together, then spread the two feet so that it stands.
halves--back = back
player_sheets--sheet = Player sheet
player_sheets--name = Name
player_sheets--round = Round
player_sheets--total = Total
player_sheets--player = Player { $n }
player_sheets--points = Points
player_sheets--how_player = One sheet per player each game: print this page { $times } for { $players }{ $cut }. Print a pad ahead, or photocopy a blank sheet.
player_sheets--players =
    { $count ->
        [one] one player
       *[other] { $count } players
    }
player_sheets--up_to =
    { $count ->
        [one] up to one player
       *[other] up to { $count } players
    }
player_sheets--how_count =
    { $count ->
        [one] { $count } sheet a game: print this page { $times }{ $cut }. Print a pad ahead, or photocopy a blank sheet.
       *[other] { $count } sheets a game: print this page { $times }{ $cut }. Print a pad ahead, or photocopy a blank sheet.
    }
player_sheets--cut = , then cut along the crop marks
player_sheets--back = {" "}Double-sided: each sheet has its own back.
player_sheets--component = - { $name }: one per player, each game (a pad, or photocopies)
player_sheets--component_count = - { $count } × { $name } each game
player_sheets--shopping = A pencil for each player, for the sheets
player_sheets--times =
    { $count ->
        [1] once
        [2] twice
       *[other] { $count } times
    }
credits--font--preview = The font { $font } is embedded in these files under its preview-and-print licence: they may be viewed and printed, not edited.
credits--font--editable = The font { $font } is embedded in these files under its editable-embedding licence: they may be viewed, printed and edited.
book--players--0 = { $n } player
book--players--1 = { $n } players
book--players--2 = { $a } to { $b } players
book--change--reversed = the cycle reverses: each animal becomes the prey of the one it hunted.
book--change--same = the cycle stays as it is.
book--change--none = no die beats another any more: each side wins as often as it loses.
book--change--other = the balance of power shifts without forming the same cycle.
book--odds--rounding = Fractions are exact; percentages and decimals are rounded to two places, half up.
book--odds--what--probability = Outcome
book--odds--what--mean = Quantity
book--odds--what--count = Quantity
book--odds--figure--probability = Chance
book--odds--figure--mean = Average
book--odds--figure--count = Number
book--odds--or = {" "}or{" "}
book--odds--variant = Variant
book--odds--duel = Duel
book--odds--columns = Each column gives the first die's chance against the second:
book--odds--rolls = 
    { $count ->
        [one] { $count } roll
       *[other] { $count } rolls
    }
numbers--intro = Measured over { $n } games played by the kit's rules engine, all players following one policy — { $policy }.
numbers--greedy_means = “Greedy” means that each turn the player takes the move that gains the most at once, without looking further ahead.
numbers--length = { $who }a game lasts { $mean } rounds on average; 8 games in 10 last { $p10 } to { $p90 } rounds.
numbers--usual = { $who }a game lasts { $mean } rounds on average; at least 8 games in 10 last exactly { $p10 } rounds.
numbers--fixed = { $who }a game always lasts { $mean } rounds.
numbers--share = A fair share: { $fair }% of the wins each.
numbers--share_ties = { $ties }% of games end in a tie; a fair share of the others: { $fair }% of the wins each.
numbers--edge = The first player's gap to that share: { $edge } percentage { $points } [{ $lo }; { $hi }] (95% interval): { $verdict }.
numbers--fair = not distinguishable from fair
numbers--real = a real edge
numbers--who = With { $k } players,{" "}
numbers--variant = Variant — { $label }:{" "}
numbers--wins = Wins: { $rates }
numbers--tied = ties
numbers--tips = Each tip, followed by one player of { $k } against { $base } ({ $n } games, seats rotated); the figure is how many points that player's share of the wins (a tie shared among those tied) lies above the fair { $fair }%:
numbers--tip = *{ $label }*: { $worth } { $points } [{ $lo }; { $hi }], { $verdict }.
numbers--helps = it helps
numbers--hurts = it hurts
numbers--not_distinguishable = no effect distinguishable from zero
numbers--random = random
numbers--greedy = greedy
numbers--against--random = players who pick a legal move at random
numbers--against--same = players playing as above
numbers--points = 
    { $count ->
        [one] points
       *[other] points
    }
shops--heading = { $title }: files for { $shop }
shops--made = Files made by pnp for { $shop }, to upload in this order.
shops--safe = Bleed: { $bleed } mm on every side, cut away. Safe zone: keep text and art at least { $safe } mm inside the cut line ({ $px } px at 300 dpi from the edge of the image or page). "pnp validate --shop { $name }" names the cards that do not.
shops--deck = Deck "{ $name }": { $n } { $cards }, { $w } × { $h } mm ({ $size }).
shops--inch = in
shops--turned = These cards are landscape: each file holds them upright, turned a quarter turn clockwise.
shops--pixels = { $w } × { $h } px at 300 dpi
shops--pdf = pages of { $w } × { $h } { $inch }, CMYK, total ink at most { $ink }
shops--steps--tgc = In your game, add a deck of the { $size } size. Upload the back first, then each face in the order below, and give each one its quantity.
shops--steps--dtc = Create a card title of the { $size } size, then upload the deck's PDF as its interior file: its pages go in pairs, the back then the front of each card, copies included.
shops--steps--mpc = Choose custom game cards of the { $size } size and the deck's number of cards, then upload the faces in the order below (each as many times as its quantity) and the back.
shops--back_all = the back of every card
shops--back_of = the back of card { $card }
shops--front_of = the front of card { $card }, quantity { $n }
shops--whole = the whole deck: { $pages } pages, back then front of each card
rules--sections--players = Players
rules--sections--components = Components
rules--sections--setup = Setup
rules--sections--turn = A turn
rules--sections--end = End of the game
rules--sections--variants = Variants
rules--sections--odds = Odds
rules--sections--credits = Credits
rules--sections--notes = Designer's notes
rules--notes--numbers = In numbers
rules--book = Rules
rules--cover--age = Ages { $n } and up
rules--cover--time = { $low } to { $high } minutes
rules--cover--minutes = { $n } minutes
rules--cover--notes = Notes
rules--guide--name = Rules
rules--guide--how = Read before the first game.
score_sheet--score--0 = Score sheet
score_sheet--score--1 = Turn
score_sheet--guide--name = Score sheet
score_sheet--guide--how = One sheet a game; totals go at the bottom.
score_sheet--guide--shopping = A pencil, for the score sheet
spinners--note = Cut each dial along its circle and each arrow along its outline, pierce both at the cross in the middle and join them with a paper fastener.
spinners--shopping = A paper fastener (split pin) per spinner ({ $n })
spinners--component = spinner of { $n } sectors: { $labels }
spinners--name = Spinners
boxes--names = Card boxes
boxes--note = Cut the solid lines, score the dashes with a ruler and fold them, print outside. Glue the grey side tab behind the front, then the bottom's tab behind the back.
boxes--cards = 
    { $count ->
        [one] { $n } card
       *[other] { $n } cards
    }
guide--paper = { $paper } paper
guide--kit = print-and-play kit
guide--yes_no--0 = double-sided
guide--yes_no--1 = single-sided
guide--flip--long = long edge
guide--flip--short = short edge
guide--flip--none = folded
guide--title = { $title }: the print-and-play kit
guide--intro = { $players }. This kit holds everything you need to play.
guide--check = First, check the scale.
guide--check_how = Print this page at 100% ("actual size", not "fit to page") and measure the square: it must be 50 mm wide, and the bar 2 inches long. If not, fix the printer setting before printing the rest.
guide--need = What you need
guide--print = What to print, and on what
guide--print_how = Page numbers are those of this PDF, repeated in each footer ("kit p. { $n }/{ $total }"): each line below can go to a print shop as it stands.
guide--make = Making it
guide--run--0 = Kit page { $a }
guide--run--1 = Kit pages { $a }–{ $b }
guide--on = {" "}on { $stock }{ $times }: { $names }; { $sides }.
guide--twice = , twice
guide--times = , { $n } times
guide--tools--0 = A ruler, scissors or a craft knife
guide--tools--1 = A ruler, scissors or a craft knife, a glue stick
guide--online--title = To play online
guide--online--tts = Tabletop Simulator: { $file }, a saved object to copy into Saves/Saved Objects, then Objects → Saved Objects.
guide--online--images = Tabletopia, Screentop: one image per face in { $folder }, listed in { $file }.
sheets--verso = backs
sheets--note_long = Print on both sides, flipping on the long edge. Each even page holds the backs of the pieces on the page before, placed to meet them once the sheet is turned over. Then cut each piece out along its outline.
sheets--note_short = Print on both sides, flipping on the short edge. Each even page holds the backs of the pieces on the page before, placed to meet them once the sheet is turned over. Then cut each piece out along its outline.
sheets--note_none = Single-sided printing: cut each pair out along the solid line, fold it on the dashes with the pictures outside, and glue the halves together. Then cut round pieces along their circle, through both layers.
sheets--note_fold = Pieces with two faces come here as pairs: cut each pair out, fold it on the dashes with the pictures outside, and glue. Cut the other pieces along their outlines.
sheets--how_fold = Print single-sided; cut each pair out, fold it on the dashes, glue the halves, then cut round pieces along their circle.
sheets--note_spare = After the game's own set comes a spare set, for a sticker put on askew or lost.
sheets--note_spares = After the game's own set come { $n } spare sets, for a sticker put on askew or lost.
sheets--with_spare = {" "}(a set and a spare)
sheets--with_spares = {" "}(a set and { $n } spares)
sheets--note_cut = Cut each piece out along its outline.
sheets--note_mixed = Several kinds of pieces, each beside its name: cut along the solid lines, fold on the dashes.
sheets--note_mixed_flat = Several kinds of pieces, each beside its name: cut along the solid lines.
sheets--numbers--0 = two
sheets--numbers--1 = three
exports--skipped = not exported: { $name } ({ $why })
exports--page = { $book }, page { $n }
dice--guide--stickers = Dice stickers
dice--guide--stickers_how = Cut at the crop marks and stick onto blank dice; the two faces of a column go on opposite sides.
dice--guide--nets = Dice to fold
dice--guide--nets_how = Cut the solid line, score the dashes with a ruler, fold and glue the tabs inside.
dice--shaped--stickers = Stickers for a { $shape }
dice--shaped--nets = { $shape } to fold
dice--shaped--stickers_how = Cut along the grey outline with scissors and stick onto a blank die of that shape; the two faces of a column go on opposite faces.
dice--shaped--d4_how = Cut along the grey outline with scissors and stick onto a blank d4: at each corner of the die the three faces show the same number, the one read when that corner points up.
dice--shaped--nets_how = Cut the solid line, score the dashes with a ruler, fold with the print outside and glue each grey tab under the face that meets it; close the die with the last face.
dice--shaped--sticker_help = Cut along the grey outline with scissors. The two faces of a column go on opposite faces of the die; on a d4, each corner shows one number on its three faces.
dice--shopping--blank =
    { $count ->
        [one] { $count } blank { $edge } mm die for "{ $name }"
       *[other] { $count } blank { $edge } mm dice for "{ $name }"
    }
dice--shopping--shaped =
    { $count ->
        [one] { $count } blank { $edge } mm { $shape } for "{ $name }"
       *[other] { $count } blank { $edge } mm { $shape }s for "{ $name }"
    }
dice--shopping--plain =
    { $count ->
        [one] { $count } ordinary die, or the kit's die to fold
       *[other] { $count } ordinary dice, or the kit's dice to fold
    }
dice--die =
    { $count ->
        [one] die
       *[other] dice
    }
dice--components--plain =
    { $count ->
        [one] - { $count } die (faces { $faces })
       *[other] - { $count } dice (faces { $faces })
    }
dice--components--named =
    { $count ->
        [one] - { $count } die: { $name } (faces { $faces })
       *[other] - { $count } dice: { $name } (faces { $faces })
    }
odds--reading = Each roll pits one die against the other: the higher number takes it, and equal numbers are a tie, counted on its own. A die beats another when it wins more often than it loses. Over a series, the first die takes it by winning strictly more rolls than it loses; as many won as lost leaves the series level.
odds--title = Who beats whom
odds--variant--one = 1 roll
odds--variant--series3 = series of 3
odds--variant--series5 = series of 5
odds--variant--sum2 = sum of 2 rolls
odds--variant--lower = lower wins
odds--label--plain = higher wins
odds--label--sum = sum of { $n } throws
odds--label--lower_wins = lower wins
odds--label--equal_dice = equal dice
odds--label--series = 
    { $count ->
        [one] { $label }, { $count } roll
       *[other] { $label }, { $count } rolls
    }
odds--reading--sum = Sum of { $n } throws: each roll is the sum of { $n } throws of one's die.
odds--reading--lower_wins = Lower wins: the lower number takes the roll.
odds--reading--equal_dice = Equal dice: both sides roll a copy of the same die, the first one's; they then have exactly the same chances.
index--words--title = Print-and-play kits
index--words--kit = The whole kit
index--words--pages = pages
index--words--on = on
index--words--double = double-sided
index--words--single = single-sided
index--words--exports = To play online
index--words--tts = Tabletop Simulator saved object
index--words--images = one image per face (pieces.csv)
aids = Player aids
aids--how = One card per player, { $per } to a sheet: { $players }, print the sheet { $copies }, then cut each sheet in two.
aids--players--0 = for { $n } player
aids--players--1 = for { $n } players
aids--players--2 = for up to { $n } players
aids--times--0 = once
aids--times--1 = twice
aids--times--2 = { $n } times
charts--margin = rolls won minus rolls lost
charts--no_cycle = no cycle
charts--matrix = row against column: chance the row wins; in bold, the row beats the column
race--player = player { $n }
race--random = a random pawn among those that can move
race--greedy = greedy: bring a pawn home, then capture, then go furthest
race--track = A race over { $cells } cells, { $pawns } a player, starting { $start }; each turn rolls { $dice } and moves by the sum.
race--pawns = 
    { $count ->
        [one] { $n } pawn
       *[other] { $n } pawns
    }
race--off = off the board
race--on = on cell { $cell }
race--exact = Finishing takes the exact count: a roll too high is not played.
race--bounce = A roll too high moves back from the last cell by the excess.
race--overshoot = A roll past the last cell finishes the race.
race--links = Every link takes a pawn from its first cell to its last: { $up } forward, { $down } back.
race--again = { $rolls }: roll again in the same turn.
race--max_again = Past { $n } again-rolls in a row, the roll is not played and the turn ends.
race--capture = A pawn stopping on a rival's sends it back to the start.
race--round = A round: everyone plays one turn.
race--jumps_up = links forward per move
race--jumps_down = links back per move
race--captures = captures per move
race--exact_box = Worked out exactly (a Markov chain): each player moves by the dice alone.
race--exact_line = With { $k } players, a game lasts { $mean } rounds on average; 8 games in 10 last { $p10 } to { $p90 } rounds. The first to play wins { $first } of games, against a fair share of { $fair }.
simulate--games = { $n } games, { $k } players, seed { $seed }
simulate--one_game = 1 game, { $k } players, seed { $seed }
simulate--policies = policies
simulate--variants = variants
simulate--readings = Readings of the rules
simulate--side = side
simulate--policy = policy
simulate--wins = wins
simulate--ties = ties
simulate--position = plays { $p }
simulate--first = plays 1st
simulate--edge = First player's edge
simulate--fair = not distinguishable from fair at { $n } games
simulate--unfair = real: the 95 % interval excludes zero
simulate--length = Length (rounds)
simulate--length_line = mean { $mean }, median { $median }, 10th percentile { $p10 }, 90th percentile { $p90 }
simulate--tie_games = Tied games
simulate--unfinished = unfinished games
simulate--measures = Measures
simulate--tips = Tips against the baseline ({ $base }, { $n } games each, seats rotated)
simulate--helps = helps
simulate--hurts = hurts
simulate--not_distinguishable = not distinguishable from no effect
simulate--points = points
simulate--none = none
simulate--rotated = seats rotated
simulate--by_policy = By policy
simulate--exact = Exact (odds engine), one player's score over { $turns } turns: mean { $mean }; no points at all { $zero }; median { $median }, 10th percentile { $p10 }, 90th percentile { $p90 }
simulate--no_tips = The game's source gives no strategy tip to measure.
simulate--compare = Side by side
simulate--change = change
simulate--excludes_zero = the 95 % interval excludes zero
simulate--plot_title = { $name }: { $games } games
simulate--plot_wins = wins, 95 % intervals; dashed, the fair share
simulate--plot_edge = first player's edge { $edge } points
simulate--plot_plays = plays { $nth }
simulate--plot_rounds = rounds
simulate--plot_exact = { $name }: exact (Markov chain)
simulate--paired = Side by side: { $a } minus { $b }, { $n } pairs of games on the same seeds (paired differences, 95 % intervals)
simulate--no_interval = no interval under { $n } games
simulate--more_wins = { $side }: { $d } points more wins (±{ $h })
simulate--fewer_wins = { $side }: { $d } points fewer wins (±{ $h })
simulate--more_ties = { $d } points more ties (±{ $h })
simulate--fewer_ties = { $d } points fewer ties (±{ $h })
simulate--longer = games last { $d } rounds more (±{ $h })
simulate--shorter = games last { $d } rounds less (±{ $h })
simulate--clauses = ;{" "}
simulate--no_change = No difference stands out from chance over { $n } pairs of games.
simulate--exact_head = { $game }: exact (Markov chain), { $k } players
simulate--exact_edge = First player's edge: { $edge } points (exact)
simulate--exact_length = mean { $mean }, standard deviation { $sd }, median { $median }, 10th percentile { $p10 }, 90th percentile { $p90 }
simulate--exact_lengths = Most likely lengths
progress--of = played { $done } of { $total } games, about { $left } left
progress--so_far = played { $done } games so far
claims--against = vs
claims--wrong = wrong
claims--claimed_tie = { $win }, tie { $tie }
claims--truth = true: win { $win }, tie { $tie }, lose { $lose }
claims--one_roll = 1 roll
claims--sum = sum of { $n } rolls
claims--series = series of { $n }
claims--lower_wins = lower wins
claims--hand = hand of { $n } cards from { $deck }, at least { $k } × { $where }
claims--hand_truth = true: { $true }
# 1st, 2nd ...: $form is CLDR's ordinal category of $n
ordinal = { $form ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}

## The built-in games' own texts: seats, policies, variants, the rules simulated, measures and odds (pnp/games/<id>/)
games--clann--policy--random = random legal move
games--clann--policy--greedy = greedy: capture, home, shelter, out last; the Black Knight against the others
games--clann--variant--escale = quick finish (the Escale à jeux variant): the first home with 3 characters, or with the Small one alone, wins
games--clann--reading--0 = The Petits chevaux board: 52 squares, start squares 13 apart, a stair of 6 steps then the centre, reached with the exact count. A 6 brings a character out on its start square.
games--clann--reading--1 = Circular taking: the Tall takes the Stout and the Thin, the Stout the Thin and the Small, the Thin the Small, the Small the Tall. No character stops on one it may not take, on one of its own, or on the Black Knight.
games--clann--reading--2 = Dice are played one at a time, in any order; when no die left can move one of your characters, they go to the Black Knight. On a Noir face, give the Knight one of the other two dice, or both. The Knight starts on its central square and enters the track on the start square of the first player to move it; it sends back to their stables all characters on the squares it crosses or reaches.
games--clann--reading--3 = The dice of a double or a triple are thrown again, those alone, as long as they match again.
games--clann--measure--dice-per-turn = dice thrown per turn
games--clann--measure--knight = dice given to the Black Knight per turn
games--clann--side--0 = red
games--clann--side--1 = blue
games--clann--side--2 = yellow
games--clann--side--3 = green
games--clann--odds--black-die--title = The special die
games--clann--odds--black-die--reading = The special die has two black faces out of six, where the 3 and the 4 were.
games--clann--odds--black-die--noir = A black face on a throw
games--clann--odds--doubles--title = Doubles and triples
games--clann--odds--doubles--reading = A throw of the three dice makes a double when exactly two dice show the same face, and a triple when all three do. A black face pairs with no number: it is neither a 3 nor a 4. Two black faces would count as a double, but only one die carries them.
games--clann--odds--doubles--double = Double
games--clann--odds--doubles--triple = Triple
games--clann--odds--doubles--any = Double or triple
games--clann--odds--dice-per-turn--title = Dice played per turn
games--clann--odds--dice-per-turn--reading = After a double or a triple, the dice that make it are played, then thrown again, those alone, and played again. If the rethrown dice make a double or a triple among themselves, it goes on, with no limit. The average is exact: it solves the Markov chain of the rethrows.
games--clann--odds--dice-per-turn--mean-dice = Dice played on average
games--clann--figure--legend = Each arrow points from the taker to the taken.
games--ludicitude--policy--random = set aside at random at least one die of each throw
games--ludicitude--policy--greedy = the book's strategy (the one whose odds are computed exactly)
games--ludicitude--variant--options = strong brelans (the options): a brelan of 6 adds 3 points, a brelan of 5 adds 2
games--ludicitude--measure--points = points per turn
games--ludicitude--measure--scoring = turns that score
games--ludicitude--odds--first-throw--title = The first throw
games--ludicitude--odds--first-throw--reading = A throw of all 9 dice holds at least one set: a brelan (three alike) or a trio (1, 4 and 5, or 2, 3 and 5).
games--ludicitude--odds--first-throw--any-set = At least one set
games--ludicitude--odds--finals--title = End of the turn
games--ludicitude--odds--finals--reading = A simple strategy, computed exactly. After each throw, set aside the dice that complete the most sets with those already aside, taking as few new dice as possible, then preferring brelans, those of 6 and 5 first (they earn the option points), then the lower; never aim at 2 brelans + 1 trio, which scores nothing. If nothing completes, set aside a single die, never a 6: the value seen most often in the throw and among the set-aside dice not yet in a set, a 5 first on a tie, then the higher. A 6 is kept only within a brelan of 6; when a throw offers nothing but useless 6s, one is set aside, then thrown again with the others, as the rule allows. At the end of the turn the 9 dice are grouped in the best way, six dice alike counting as two brelans. The options (brelan of 6: +3, brelan of 5: +2) only add to a combination that scores.
games--ludicitude--odds--finals--3B = 3 brelans (9 points)
games--ludicitude--odds--finals--1B2T = 1 brelan + 2 trios (5 points)
games--ludicitude--odds--finals--3T = 3 trios (5 points)
games--ludicitude--odds--finals--2B1T = 2 brelans + 1 trio (0 points)
games--ludicitude--odds--finals--none = no combination (0 points)
games--ludicitude--odds--finals--points = Average points
games--ludicitude--odds--finals--points-options = Average points, with the options
games--ludicitude--reading--rules = Everyone plays { $n } turns; the highest total wins; players tied at the top play one more turn each until one leads. A turn scores 9 points (3 brelans), 5 (1 brelan and 2 trios, or 3 trios) or nothing; six dice alike make two brelans.
games--ludicitude--side = player { $n }
games--petits-chevaux--policy--random = random legal move
games--petits-chevaux--policy--greedy = greedy: capture, home, shelter, out, then the least exposed move
games--petits-chevaux--policy--capture = prefer capturing to progress
games--petits-chevaux--policy--out-early = bring several horses out early, but not all (two on the track)
games--petits-chevaux--policy--count = count before moving: do not stop 6 squares or less ahead of an opponent
games--petits-chevaux--policy--keep-back = keep a horse back when leading
games--petits-chevaux--variant--no-three-sixes = without the three-sixes rule: a 6 always earns another throw
games--petits-chevaux--variant--safe-squares = safe squares: nobody is eaten on a start square (no move may stop there on a horse)
games--petits-chevaux--variant--out-on-1 = out on a 1 or a 6
games--petits-chevaux--variant--step-by-step = step by step: stop exactly at the stair's foot, then a 1 for the first step, a 2 for the second… a 6 for the sixth, and one more 6 to get into the centre
games--petits-chevaux--reading--0 = A 52-square track, start squares 13 apart; a horse goes round to its stair's entry, two squares behind its start, then climbs the 6 steps and enters the centre with the exact count (a throw too high cannot be played with that horse).
games--petits-chevaux--reading--1 = A 6 brings a horse out on its start square (eating an opponent there) and earns another throw; on the third 6 of one turn, that 6 is not played and the turn ends. A legal move must be played.
games--petits-chevaux--reading--2 = A horse stopping on an opponent eats it; two horses of one colour never share a square. With two players the colours face each other. A round: everyone plays one turn.
games--petits-chevaux--measure--lost-turn = turns lost to three 6s
games--petits-chevaux--measure--wait-six = rolls up to the first 6
games--petits-chevaux--side--0 = red
games--petits-chevaux--side--1 = blue
games--petits-chevaux--side--2 = yellow
games--petits-chevaux--side--3 = green
games--petits-chevaux--odds--waiting--title = Waiting for a 6
games--petits-chevaux--odds--waiting--reading = While no horse is out, every roll starts afresh and shows a 6 once in six: the wait is geometric. Rolls are counted up to and including the 6.
games--petits-chevaux--odds--waiting--mean-wait = Rolls on average
games--petits-chevaux--odds--waiting--median-wait = Rolls for an even chance
games--petits-chevaux--odds--waiting--six-within-3 = A 6 within 3 rolls
games--petits-chevaux--odds--waiting--no-six-in-10 = Still no 6 after 10 rolls
games--petits-chevaux--odds--three-sixes--title = Three 6s in a row
games--petits-chevaux--odds--three-sixes--reading = The three 6s are counted within one turn: its first roll, then the two extra rolls a 6 grants. On the third 6 the turn is lost.
games--petits-chevaux--odds--three-sixes--lost-turn = Turn lost
games--petits-chevaux--odds--three-sixes--rolls-per-turn = Rolls per turn on average
games--renards-poules-viperes--policy--random = random target and number of rolls
games--renards-poules-viperes--policy--greedy = greedy: the target and number of rolls with the best chance, by the weather
games--renards-poules-viperes--policy--prey = attack your prey (the one your die beats in calm weather)
games--renards-poules-viperes--policy--rolls = 5 rolls against your prey, only 1 against your predator
games--renards-poules-viperes--variant--weather = the time tokens' weather (×2, =, ↔)
games--renards-poules-viperes--variant--x2-attacker = ×2 for the attacker alone
games--renards-poules-viperes--reading--0 = On their turn each player invades a cell of another colour sharing a side with one of theirs, announcing 1, 3 or 5 rolls; they take it by winning more rolls than the defender (the higher number wins a roll, equal numbers give it to nobody). With no target, they pass.
games--renards-poules-viperes--reading--1 = Roll tokens come back after each invasion, so 5 rolls can always be announced. A game lasts as many rounds as there are time tokens; the animal holding the most cells wins, a tie at the top is shared. Who starts changes from game to game; the order stays hen, fox, viper.
games--renards-poules-viperes--measure--success = invasions that succeed
games--renards-poules-viperes--side--0 = hen
games--renards-poules-viperes--side--1 = fox
games--renards-poules-viperes--side--2 = viper
games--renards-poules-viperes--reading--x2-attacker = ×2 read the other way: “roll your die twice” for the attacker alone; they add two throws, the defender throws once.
games--renards-poules-viperes--reading--weather = Weather: the top token, turned over at the start of the round, holds for the whole round. ×2: two cells of the same defender (one if there is only one), each roll the sum of two throws. =: both players roll the attacker's die. ↔: the lower number wins.
games--renards-poules-viperes--reading--tokens = { $n } time tokens
games--renards-poules-viperes--reading--weathers = { $tokens }: { $calm } calm, { $x2 } ×2, { $equal } =, { $reverse } ↔.
games--renards-poules-viperes--reading--calm = { $tokens }, all in calm weather.

## Colours (pnp/base/colors.py): a palette colour's name, or the nearest shade a reader can name
colour--black = black
colour--white = white
colour--grey = grey
colour--blue = blue
colour--orange = orange
colour--green = green
colour--red = red
colour--yellow = yellow
colour--purple = purple
colour--brown = brown
colour--pink = pink
colour--ivory = ivory
colour--dark_grey = dark grey
colour--light_grey = light grey
colour--dark_blue = dark blue
colour--light_blue = light blue
colour--dark_green = dark green
colour--light_green = light green
colour--dark_red = dark red
colour--beige = beige
colour--teal = teal

watch--built = Built in { $s } s
watch--failed = The build failed; the preview is the last good one:
watch--changed = Changed:
watch--first = First build…
watch--early = Changed (the kit follows):
