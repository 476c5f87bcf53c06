# pnp stats's messages, and the print shops' and the tiled boards' messages to pnp's user (helper t-stats)

errors--shops--no_decks = has no [[decks]], and a print shop build makes the cards only; add a deck, or build the kit without --layout shop
errors--shops--no_game = no built-in game has a deck for a print shop; give a game file with [[decks]]
shops--written =
    { $count ->
        [one] { $game }: { $count } file for { $shop } in { $folder }
       *[other] { $game }: { $count } files for { $shop } in { $folder }
    }
shops--past_cut = past the cut
shops--from_cut = { $mm } mm from the cut
shops--unsafe = deck '{ $deck }', card { $card } ({ $file }: { $row }), { $field } ({ $kind }): { $where }, inside { $shop }'s { $safe } mm safe margin

## pnp stats: its options' and commands' help
help--stats--rolls = Each side sums this many rolls of its own die.
help--stats--series = Play this many rolls; the side winning more of them takes the series.
help--stats--lower_wins = The lower roll wins.
help--stats--json = Print one JSON object with exact fractions as strings.
help--stats--plot = Also draw a chart into FILE.svg or FILE.pdf.
help--stats--force = Overwrite the --plot file if it exists.
help--stats--lang = Language of labels and readings: { $langs }.
help--stats--first = The first die's faces, like 3,4,5,14,15,16 or d6.
help--stats--second = The second die's faces.
help--stats--compare = P(win), P(tie) and P(lose) of the first die against the second, exactly.
help--stats--faces = Two to eight dice, each as its faces: 2,9,10,11,12,13 ...
help--stats--names = Names for the dice, comma separated: hen,fox,viper.
help--stats--dice = Who beats whom among a set of dice, the intransitive cycles, and how the usual variants change them.
help--stats--game_id = A built-in game id (see pnp list) or the path of a game file.
help--stats--game = The odds a game's rules rest on, each with the reading of the rules it uses.
help--stats--game_deck = A game file (or built-in game) with a deck.
help--stats--hand = Cards in the hand, dealt from the whole shuffled deck.
help--stats--where = COLUMN=VALUE: the cards that count (repeat: all must hold).
help--stats--deck_id = The deck's id, when the game has several.
help--stats--at_least = The chance of K or more such cards; without it, the whole distribution.
help--stats--deck = The exact chance that a hand holds cards of a kind: hypergeometric, each row counted by its count column.
help--stats--game_claims = A built-in game id or the path of a game file.
help--stats--claims = Check every figure the game file claims; fail on the first wrong one, naming the true value.

## pnp stats: its errors, and the places they name
errors--stats--names =
    { $given } names for { $count ->
        [one] { $count } die; give one name, or none
       *[other] { $count } dice; give one name per die, comma separated
    }
errors--stats--same_name = two dice have the same name; give each its own
errors--stats--no_odds = the game has no odds to chart; a chart needs two dice with numbers on their faces
errors--stats--at_least =
    { $count ->
        [one] { $count } card is out of range; give 0 to 1000
       *[other] { $count } cards is out of range; give 0 to 1000
    }
errors--stats--no_deck = the game has no deck; add a [[decks]] table
errors--stats--decks = the game has { $count } decks; name one: { $decks }
errors--stats--no_such_deck = no deck with id '{ $name }'; decks: { $decks }
stats--first_die = first die
stats--second_die = second die
stats--die_n = die { $n }
stats--game_ref = game '{ $name }'
