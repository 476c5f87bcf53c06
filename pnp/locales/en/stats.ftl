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
