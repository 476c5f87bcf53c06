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
errors--cards--number = { $count }
errors--cards--filled = { $place } filled from this row is { $count } characters, over the limit of { $limit } by { $over }; shorten the cell
errors--cards--fit = the text does not fit its { $w } mm × { $h } mm box even at { $least } pt; shorten it, or give the box more room
errors--cards--shop-layout = a print shop's files are made with --layout shop; drop --layout sheet (or --shop for the kit)
