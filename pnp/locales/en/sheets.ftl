# Messages of cards, dice and player sheets (pnp/parts/cards.py, dice.py, player_sheets.py): a kit's lines
# (its component list, its shopping list, its guide) and the errors a designer meets in a game file's [[decks]],
# [[dice]] and [[sheets]]; the file and the field are put before an error by the error itself.

## cards

cards--component =
    { $count ->
        [one] - { $count } card { $deck } ({ $w } × { $h } mm)
       *[other] - { $count } cards { $deck } ({ $w } × { $h } mm)
    }
cards--component_named =
    { $count ->
        [one] - { $count } card { $deck } ({ $size }, { $w } × { $h } mm)
       *[other] - { $count } cards { $deck } ({ $size }, { $w } × { $h } mm)
    }
cards--size--poker = poker
cards--size--bridge = bridge
cards--size--tarot = tarot
cards--size--mini = mini
cards--size--square = square
cards--option--layout = layout
cards--option--shop = print shop
cards--verify = deck '{ $name }'
cards--verified =
    { $count ->
        [one] { $count } card, its text fits its box
       *[other] { $count } cards, every text fits its box
    }
errors--cards--size = '{ $size }' is not a card size; use { $sizes }, or a width and height with a unit, like "63x88mm" or "2.5x3.5in"
errors--cards--side = '{ $size }' is { $w } mm × { $h } mm; a card is { $least } to { $most } mm a side
errors--cards--template-format = '{ $shown }' formats the column { $name }; a template only names columns
errors--cards--template-empty = {"{}"} names no column
errors--cards--template-read = cannot read the template '{ $template }' ({ $why }); write a column as {"{"}name{"}"} and a brace as {"{{"}
errors--cards--template-fill = cannot fill the template '{ $template }' ({ $why }); write a column as {"{"}name{"}"} and a brace as {"{{"}
errors--cards--box-numbers =
    { $count ->
        [one] a box is [x, y, width, height] from the card's top-left corner, got { $count } number
       *[other] a box is [x, y, width, height] from the card's top-left corner, got { $count } numbers
    }
errors--cards--box-outside = the box { $x } mm, { $y } mm, { $w } mm × { $h } mm is not inside the { $card_w } mm × { $card_h } mm card
errors--cards--when-syntax = write a column ("cost": drawn when the row has a value there), or a column, == or !=, and a value ("type == spell")
errors--cards--when = cannot read '{ $when }': { $why }
errors--cards--data-and-rows = has both data and rows; keep one
errors--cards--no-rows = has no cards; give data = "cards.csv" (a file beside the game file) or rows = [...]
errors--cards--named-by-layouts = { $place } (each row names its layout)
errors--cards--named-by-back = { $place }.background, color or back
errors--cards--no-card = every row's { $column } is 0, so the deck has no card; give a row a { $column } of 1 or more
errors--cards--text-size = { $size } pt is not a text size; give { $least } to { $most } (or leave it out for the kind's own)
errors--cards--layout-none = names no layout, and the deck has no layout of its own; write one of { $names }
errors--cards--layout = no layout '{ $name }' in { $field }; its layouts: { $names }
errors--cards--layout-hint = no layout '{ $name }' in { $field }; did you mean '{ $hint }'? its layouts: { $names }
errors--cards--font = unknown font '{ $font }'; use { $names }, or a .ttf or .otf file beside the game file
# a whole number, its thousands grouped as the reader's language does (a field of another message)
errors--cards--filled = { $place } filled from this row is { $count } characters, over the limit of { $limit } by { $over }; shorten the cell
errors--cards--fit = the text does not fit its { $w } mm × { $h } mm box even at { $least } pt; shorten it, or give the box more room
errors--cards--shop-layout = a print shop's files are made with --layout shop; drop --layout sheet (or --shop for the kit)

## dice

dice--folded =
    { $count ->
        [one] { $names } folds into the die it claims
       *[other] { $names } fold into the dice they claim
    }
dice--no_nets = no nets to fold
errors--dice--word = the face '{ $word }' does not fit a { $side } mm face; shorten it or make the die larger
errors--dice--cube-net =
    { $count ->
        [one] a cube net needs a six-sided die; '{ $name }' has { $count } face; use --style sticker
       *[other] a cube net needs a six-sided die; '{ $name }' has { $count } faces; use --style sticker
    }
errors--dice--face-holds = the face { $face } holds { $why }; remove it
errors--dice--pictures =
    { $count ->
        [one] { $count } picture for { $faces } faces; give at most one a face ("" for none)
       *[other] { $count } pictures for { $faces } faces; give at most one a face ("" for none)
    }
errors--dice--paper-none = { $name } takes { $w } mm × { $h } mm with its margins and marks, more than the { $room_w } mm × { $room_h } mm printable on { $paper }; no { $option } at which a { $shape } prints readably fits { $paper }: print on larger paper
errors--dice--paper-most = { $name } takes { $w } mm × { $h } mm with its margins and marks, more than the { $room_w } mm × { $room_h } mm printable on { $paper }; a { $option } of at most { $most } mm fits, or choose larger paper
errors--dice--small-blank = a { $shape } of { $size } mm is too small for readable numbers; its blank die's edge must be at least { $least } mm
errors--dice--small-sticker = a { $shape } of { $size } mm is too small for readable numbers; its sticker's edge must be at least { $least } mm
errors--dice--small-face = a { $shape } of { $size } mm is too small for readable numbers; its face must be at least { $least } mm

## player sheets

errors--sheets--id-twice = '{ $id }' is used twice; give each sheet its own id
errors--sheets--no-block = a sheet needs at least one block; add a [[sheets.blocks]] table
errors--sheets--mixed = some blocks have at = [column, row] and some not; place every block of a side or none (then they are stacked)
errors--sheets--span-at = span needs at = [column, row]: where the block starts
errors--sheets--leaves = the block at [{ $c }, { $r }] spanning [{ $w }, { $h }] leaves the page: its layout grid is { $columns } columns × { $rows } rows (grid = [{ $columns }, { $rows }]); move it or shrink its span
errors--sheets--overlap = overlaps { $other } at column { $x }, row { $y }; move one of them
errors--sheets--cell = { $side } mm is under the { $least } mm a hand writes in; write at least { $least }mm
errors--sheets--step = '{ $step }' is no step of the track ({ $first } to { $last })
errors--sheets--icon-or-art = give an icon or an art file (one of them)
errors--sheets--no-rows = no rows; add rows = [{"{"} label = "...", boxes = 5 {"}"}]
errors--sheets--csv-column = column '{ $column }' is missing; a grid's cells need columns column and row (from 1), and may have { $optional }
errors--sheets--whole = '{ $value }' is not a whole number; write a column or row from 1
errors--sheets--outside = {"["}{ $c }, { $r }] is outside the grid of { $columns } columns × { $rows } rows
errors--sheets--cell-room =
    { $count ->
        [one] its { $count } column leaves { $side } mm a cell in its room, under the { $least } mm a hand writes in; give it a wider span, fewer columns, or a smaller per_page
       *[other] its { $count } columns leave { $side } mm a cell in its room, under the { $least } mm a hand writes in; give it a wider span, fewer columns, or a smaller per_page
    }
errors--sheets--grid-room = { $columns } × { $rows } cells of { $side } mm need { $w } mm × { $h } mm, more than its room; give it a larger span or smaller cells
errors--sheets--check-rows =
    { $count ->
        [one] { $count } row leaves { $side } mm a box, under the { $least } mm a hand writes in; give it a taller span or fewer rows
       *[other] { $count } rows leave { $side } mm a box, under the { $least } mm a hand writes in; give it a taller span or fewer rows
    }
errors--sheets--check-boxes =
    { $count ->
        [one] { $count } box of { $side } mm and its label do not fit its room; give it a wider span
       *[other] { $count } boxes of { $side } mm and their labels do not fit its room; give it a wider span
    }
errors--sheets--score-columns =
    { $count ->
        [one] { $count } column leaves { $side } mm a cell, under the { $least } mm a hand writes in; give it a wider span
       *[other] { $count } columns leave { $side } mm a cell, under the { $least } mm a hand writes in; give it a wider span
    }
errors--sheets--score-rows =
    { $count ->
        [one] { $count } row leaves { $side } mm a row, under the { $least } mm a hand writes in; give it a taller span or fewer rows
       *[other] { $count } rows leave { $side } mm a row, under the { $least } mm a hand writes in; give it a taller span or fewer rows
    }
errors--sheets--rounds =
    { $count ->
        [one] { $count } round leaves { $side } mm a circle, under the { $least } mm a hand marks; give it a wider span or fewer rounds
       *[other] { $count } rounds leave { $side } mm a circle, under the { $least } mm a hand marks; give it a wider span or fewer rounds
    }
errors--sheets--width = needs { $need } mm of width and its room gives { $room } mm; give it a wider span
errors--sheets--height = needs { $need } mm of height and its span gives { $room } mm; give it a taller span or fewer rows
errors--sheets--page = the blocks leave the page: they reach { $reach } mm down a sheet of { $room } mm; take out a block, shrink one, or place them with at and span
