# The engine's messages (pnp/engine/: dice, odds, races, boards, cards drawn, tiles): it knows no game, so they
# speak of dice, faces, cells, tracks and decks in general. The file and the field are put before them by the error.

## a die's faces (engine/faces.py, engine/dice.py)
errors--engine--die--place = die
errors--engine--die--named = die { $die }
errors--engine--die--no-face = a die needs at least one face
errors--engine--die--too-many = { $count } faces is more than the limit of { $limit }
errors--engine--die--empty-face = a face is empty; write a number or a word
errors--engine--die--control = face '{ $face }' holds a control character; remove it
errors--engine--die--long-word = face '{ $face }…' is longer than { $limit } characters
errors--engine--die--out-of-range = face { $face } is outside { $low }..{ $high }
errors--engine--die--long-number = face '{ $face }…' ({ $count } characters) is outside { $low }..{ $high }
errors--engine--die--bad-count = face '{ $face }' has count { $n }; counts are whole numbers, 0 or more
errors--engine--die--bad-face = face '{ $face }' is neither a whole number nor a word
errors--engine--die--empty = the die is empty; list its faces separated by commas, like 1,2,Noir,Noir,5,6
errors--engine--die--empty-between = an empty face in '{ $die }'; separate faces with single commas
errors--engine--die--not-whole = face '{ $face }' is not a whole number; faces are whole numbers or words
errors--engine--die--sides = '{ $die }': a die has 1 to { $limit } faces
errors--engine--die--word = face '{ $face }' is a word, and { $what ->
    [average] an average
    [summing] summing rolls
    [comparing] comparing faces by size
   *[adding] adding dice
  } needs numbers; give every face as a whole number
errors--engine--die--unknown-shape = unknown shape '{ $shape }'; shapes: { $shapes }
errors--engine--die--unknown-shape-hint = unknown shape '{ $shape }'; did you mean '{ $hint }'? shapes: { $shapes }
errors--engine--die--shape-faces = { $count ->
    [one] one face
   *[other] { $count } faces
  } for a { $shape }, which has { $sides }; list { $sides } faces
errors--engine--die--shape-faces-or = { $count ->
    [one] one face
   *[other] { $count } faces
  } for a { $shape }, which has { $sides }; list { $sides } faces, or { $option ->
    [cli] give --shape
   *[file] set shape
  } { $other }

## sums of rolls and their exact tables (engine/dice.py, engine/odds.py, engine/race.py, engine/throws.py)
errors--engine--rolls--sum = cannot sum { $n } rolls; give a whole number of rolls, 1 or more
errors--engine--rolls--none = no dice to roll; name at least one
errors--engine--rolls--range = { $n } rolls is out of range; give 1 to { $limit }
errors--engine--rolls--series = a series of { $n } is out of range; give 1 to { $limit } rolls
errors--engine--rolls--too-big = the exact answer needs { $count } counts of about { $bits } bits each, too big to compute in a few seconds; { $fix }
errors--engine--rolls--fix-rolls = use fewer rolls or dice with fewer, closer faces
errors--engine--rolls--fix-series = play a shorter series or sum fewer rolls
errors--engine--rolls--fix-race = roll fewer dice, or dice with fewer faces closer together
errors--engine--rolls--throws = a throw of these { $dice } dice shows { $count } different sets of faces, more than the { $limit } an exact count goes through; give the dice fewer faces

## races on a track (engine/race.py, engine/markov.py, engine/simulate.py)
errors--engine--race--endless-turn = every roll gives another roll, so a turn never ends; set max_again or change again_on
errors--engine--race--link-home = a link leaves the last cell, where a pawn is home; end the track elsewhere or drop the link
errors--engine--race--link-loop = the links make a loop through cell position { $position }; a pawn would never stop
errors--engine--race--unfinished = a pawn is still on its way after { $count } turns with chance { $chance }; the track may not let it finish (a roll too high, links back); check the links and finish
errors--engine--race--not-exact = --exact solves races whose pawns never meet (one pawn each, capture = false); this one's pawns interact, so drop --exact and simulate it
errors--engine--race--start-home = the pawns start home; start them before the last cell
errors--engine--race--precision = { $points } points is not a precision; give a positive number, e.g. 0.5
errors--engine--race--precision-games = ± { $points } points may take { $count } games, more than { $limit }; ask for { $finest } points or more

## cards drawn from a deck, and the claims on them (engine/draws.py, engine/claims.py)
errors--engine--cards--matching = { $matching } matching cards in a deck of { $count }; count them again
errors--engine--cards--hand = a hand of { $hand } cards from a deck of { $count }; give 1 to { $count }
errors--engine--cards--condition = '{ $text }' names no column; write COLUMN=VALUE, like suit=moon
errors--engine--cards--column = the deck has no column '{ $column }'; its columns are { $columns }
errors--engine--cards--no-deck = no deck with id '{ $deck }'; decks: { $decks }
errors--engine--cards--none = none
errors--engine--claims--hand = claims[{ $index }] says a hand of { $hand } from { $deck } holds at least { $least } of { $where } with chance { $claimed }, but the exact value is { $exact }; correct the claim{ $more }{ $hint }
errors--engine--claims--die = claims[{ $index }] says { $die } wins { $claimed } against { $against }, but the exact value is { $win } (tie { $tie }, lose { $lose }); correct the claim{ $more }{ $hint }
errors--engine--claims--and = { $first } and { $then }
errors--engine--claims--more = { " " }(and { $count } more wrong)

## a board's cells and links (engine/graph.py, engine/board.py)
errors--engine--graph--none = { $field }: the board has no { $what ->
    [point] points
    [space] spaces
   *[cell] cells
  }
errors--engine--graph--unreachable = { $field }: { $lost } cannot be reached from { $first }; join it with a line or remove it
errors--engine--graph--no-end = { $field }: there is no { $what ->
    [point] point
    [space] space
   *[cell] cell
  } { $end }
errors--engine--graph--no-end-known = { $field }: there is no { $what ->
    [point] point
    [space] space
   *[cell] cell
  } { $end }; { $known }
errors--engine--graph--self-link = { $field }: a link from { $what ->
    [point] point
    [space] space
   *[cell] cell
  } { $end } to itself; give two different { $what ->
    [point] points
    [space] spaces
   *[cell] cells
  }
errors--engine--graph--revisit = { $field }: the track comes back to { $what ->
    [point] point
    [space] space
   *[cell] cell
  } { $end }, already step { $step }; a track visits each { $what ->
    [point] point
    [space] space
   *[cell] cell
  } once
errors--engine--graph--gap = { $field }: { $what ->
    [point] point
    [space] space
   *[cell] cell
  } { $end } is not next to { $what ->
    [point] point
    [space] space
   *[cell] cell
  } { $before }; the track has a gap there
errors--engine--graph--close = { $field }: { $name } is { $gap } mm from { $other }; they need { $least } mm ({ $why })
errors--engine--graph--no-point = { $field }: there is no { $what ->
    [cell] cell
    [space] space
   *[point] point
  } { $end }; the board has { $what ->
    [cell] cells
    [space] spaces
   *[point] points
  } 1 to { $count }
errors--engine--graph--self-line = { $field }: a line from { $what ->
    [cell] cell
    [space] space
   *[point] point
  } { $end } to itself
errors--engine--board--cell-zero = a cell must be larger than zero, got { $cell } mm
errors--engine--board--cell-large = a { $cell } mm cell is larger than the limit of { $limit } mm
errors--engine--board--cell-small = a { $cell } mm cell is too small for pawns with a { $base } mm base; cells need { $least } mm or more (the base plus { $room } mm)
errors--engine--board--colours-many = { $count ->
    [one] one colour
   *[other] { $count } colours
  } for a cross board with { $arms } arms; give at most { $arms }
errors--engine--board--colours-few = { $count ->
    [one] one colour
   *[other] { $count } colours
  } for a cross board with { $arms } arms; give one colour per arm
errors--engine--board--grid = { $count } { $side ->
    [rows] { $count ->
        [one] row
       *[other] rows
      }
   *[columns] { $count ->
        [one] column
       *[other] columns
      }
  }; a grid has 1 to { $limit }

## a board cut into sheets (engine/tiling.py)
errors--engine--tiles--nothing = nothing to tile: the drawing is { $width } × { $height } mm
errors--engine--tiles--paper = { $paper } is too small to carry tiles with a { $strip } mm glue strip
errors--engine--tiles--many = the board would need { $count } sheets of { $paper } (more than { $limit }); choose a smaller cell or larger paper
