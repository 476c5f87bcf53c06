# pnp's messages about a game file's value that its model refuses (pnp/model/explain.py): msgspec's validation
# errors said in a designer's words; the key is put before them.
explain--top-level = top level
explain--quoted = '{ $word }'
explain--either = { $first } or { $second }
explain--counting = { $what } of { $unit }
explain--amount = { $limit } { $unit }
explain--type--int = a whole number
explain--type--float = a number
explain--type--str = text
explain--type--bool = true or false
explain--type--list = a list [...]
explain--type--table = a table
explain--type--nothing = nothing
explain--got--text = the text { $value }
explain--got--number = the number { $value }
explain--got--list = a list
explain--got--table = a table
explain--got--nothing = nothing
explain--wanted--length = a length with its unit, like "{ $example }"
explain--wanted--length-or-mm = a length with its unit, like "12mm", or a number of mm
explain--wanted--texts = text (or a table of texts by language, like {"{"} fr = "…", en = "…" {"}"})
explain--unit--players = { $count ->
        [one] player
       *[other] players
    }
explain--unit--copies = { $count ->
        [one] copy
       *[other] copies
    }
explain--unit--rolls = { $count ->
        [one] roll
       *[other] rolls
    }
explain--unit--duels = { $count ->
        [one] duel
       *[other] duels
    }
explain--unit--cards = { $count ->
        [one] card
       *[other] cards
    }
explain--unit--throws = { $count ->
        [one] throw
       *[other] throws
    }
explain--unit--pawns-each = { $count ->
        [one] pawn a player
       *[other] pawns a player
    }
explain--unit--rolls-again = { $count ->
        [one] roll again
       *[other] rolls again
    }
explain--unit--points = { $count ->
        [one] point
       *[other] points
    }
explain--unit--mm = mm
explain--unit--columns = { $count ->
        [one] column
       *[other] columns
    }
explain--unit--rows = { $count ->
        [one] row
       *[other] rows
    }
explain--unit--hexes-from-centre = { $count ->
        [one] hex from the centre
       *[other] hexes from the centre
    }
explain--unit--track-points = { $count ->
        [one] point on the score track
       *[other] points on the score track
    }
explain--unit--tokens-each = { $count ->
        [one] token of each colour
       *[other] tokens of each colour
    }
explain--unit--holes-side = { $count ->
        [one] hole a side
       *[other] holes a side
    }
explain--unit--pips = { $count ->
        [one] pip
       *[other] pips
    }
explain--unit--rounds = { $count ->
        [one] round
       *[other] rounds
    }
errors--explain--missing = missing key '{ $name }'; add it
errors--explain--id = expected an id, got { $value }; write 1 to 40 lowercase letters, digits, '-' and '_', starting with a letter or a digit, like "my-game"
errors--explain--retired = pnp no longer reads it; { $instead }
errors--explain--other-kind = { $count ->
        [one] only kind { $kinds } has it
       *[other] only kinds { $kinds } have it
    }; remove it, or set kind = "{ $kind }"
errors--explain--unknown-key-near = unknown key '{ $name }'; did you mean '{ $near }'?
errors--explain--unknown-key = unknown key '{ $name }'; known keys: { $known }
errors--explain--unknown-word = { $value } is not a { $what ->
        [kind] kind
       *[other] value
    } pnp knows
errors--explain--unknown-word-near = unknown { $what ->
        [kind] kind
       *[other] value
    } { $value }; did you mean '{ $near }'? The { $what ->
        [kind] kinds
       *[other] values
    } are { $words }
errors--explain--unknown-word-listed = unknown { $what ->
        [kind] kind
       *[other] value
    } { $value }; the { $what ->
        [kind] kinds
       *[other] values
    } are { $words }
errors--explain--expected = expected { $wanted }, got { $got }
errors--explain--write-range = { $line }; write { $type } from { $low } to { $high }
errors--explain--unquote = { $line }, without quotes
errors--explain--quote = { $line }; write it in quotes
errors--explain--bound = { $side ->
        [ge] at least
        [le] at most
        [gt] more than
       *[lt] less than
    } { $amount }, not { $value }
errors--explain--write-bound = { $line }; write { $type } { $side ->
        [ge] at least
        [le] at most
        [gt] more than
       *[lt] less than
    } { $limit }
errors--explain--length--list = expected a list of { $side ->
        [ge] at least { $size }
        [le] at most { $size }
       *[exact] { $size }
    } { $count ->
        [one] item
       *[other] items
    }
errors--explain--length--str = expected text of { $side ->
        [ge] at least { $size }
        [le] at most { $size }
       *[exact] { $size }
    } { $count ->
        [one] character
       *[other] characters
    }
errors--explain--length--table = expected a table of { $side ->
        [ge] at least { $size }
        [le] at most { $size }
       *[exact] { $size }
    } { $count ->
        [one] key
       *[other] keys
    }
errors--explain--not-length = { $line }, not { $given }
