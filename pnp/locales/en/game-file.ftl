# pnp's messages about a game file and the print options (pnp/model: spec, explain, font_limits, budgets, options,
# typefaces): errors name what is wrong, then what to do; the file and the field are put before them by the error.
errors--budgets--cards =
    this build would make { $count } { $count ->
        [one] card
       *[other] cards
    }, over the limit of { $limit } by { $over }; lower the counts or split the decks into several games
errors--budgets--faces =
    this build would make { $count } { $count ->
        [one] dice face
       *[other] dice faces
    }, over the limit of { $limit } by { $over }; print fewer dice, or fewer copies
errors--budgets--pieces =
    this build would make { $count } { $count ->
        [one] counter or pawn
       *[other] counters and pawns
    }, over the limit of { $limit } by { $over }; lower the counts
errors--budgets--pages =
    this build would make { $count } { $count ->
        [one] page
       *[other] pages
    }, over the limit of { $limit } by { $over }; build fewer parts at a time (--parts), or lower the counts
errors--budgets--export = at { $dpi } dpi this export would draw { $over }; { $fix }
errors--budgets--dpi-none = even --dpi { $dpi } is too much: export fewer or smaller pieces
errors--budgets--dpi-most = give --dpi { $dpi } or lower, the most at which it fits
errors--budgets--image = an image of { $width } × { $height } pixels, over the limit of { $limit } pixels for one image
errors--budgets--images =
    { $pixels } pixels in { $count } { $count ->
        [one] image
       *[other] images
    }, over the limit of { $limit } by { $over }
errors--options--format = unknown format '{ $given }'; use { $allowed } or a list like pdf,svg
errors--options--value = unknown value '{ $value }'; use { $choices }
errors--options--no-such = no such option { $option }; see --help
errors--options--bleed = '{ $given }' is outside 0 to { $most } mm; give a bleed from 0 to { $most } mm
errors--fonts--kinds = a .ttf or .otf font file; give a TrueType or OpenType font
errors--fonts--too-large = '{ $name }' is larger than { $most } MB; it is not a font pnp can embed
errors--fonts--unreadable = cannot read the font '{ $name }': { $reason }
errors--fonts--not-a-font = '{ $name }' is not a font fontTools can read (a TrueType or OpenType file); export it again as .ttf or .otf
errors--fonts--no-cmap = '{ $name }' has no Unicode character map (a symbol or legacy font); choose a Unicode font
errors--fonts--variable = '{ $name }' is a variable font; give one of its static instances (e.g. its -Regular.ttf)
errors--fonts--no-outlines = '{ $name }' has no outlines pnp can embed (no glyf or CFF table); export it as .ttf
errors--fonts--not-embeddable = '{ $name }' cannot be embedded in a PDF: { $reason }; choose a font whose licence allows it
errors--fonts--damaged = '{ $name }' is damaged (reportlab cannot read its tables); export it again as .ttf
errors--fonts--no-glyph = the font '{ $name }' has no '{ $char }' ({ $code }); choose a font that has it, or change the text
errors--fonts--no-glyph-in = the font '{ $name }' has no '{ $char }' ({ $code }) in { $what }; choose a font that has it, or change the text

## a game file as a whole and its core checks (pnp/model/spec.py): the field is put before them by the error
errors--spec--no-file = no game file at '{ $ref }'
errors--spec--unknown-game = unknown game '{ $ref }'; built-in games: { $games } (or give the path of a .toml file)
errors--spec--unknown-game-close = unknown game '{ $ref }'; did you mean '{ $close }'? built-in games: { $games } (or give the path of a .toml file)
errors--spec--too-large = the file is larger than { $most } kB; a game file holds text, not data
errors--spec--not-utf8 = the file is not UTF-8 text; save it as UTF-8
errors--spec--unreadable = cannot read the file: { $reason }
errors--spec--not-toml = not valid TOML: { $reason }
errors--spec--long-number = a number has thousands of digits; no key of a game file takes one so large
errors--spec--too-deep = lists or tables nested too deep to read; a game file nests at most { $most } levels
errors--spec--nested = lists or tables nested more than { $most } deep; a game file needs far fewer
errors--spec--top-level = top level
errors--spec--control-key = a key holds a control character; rename it
errors--spec--holds = holds { $what }; remove it
errors--spec--text-long = { $count } characters is more than the limit of { $most }
errors--spec--no-glyph = the font cannot draw { $chars }; use other characters
errors--spec--not-finite = { $value } is not a number pnp can use (TOML reads nan, inf and numbers past 1e308 so); write a finite number
errors--spec--not-finite-range = { $value } is not a number pnp can use (TOML reads nan, inf and numbers past 1e308 so); write a finite number from { $least } to { $most }
errors--spec--past-any = { $value } is past any number a game file takes; write one from { $least } to { $most }
errors--spec--title-empty = is empty; give the game a name
errors--spec--title-long = { $count } characters is more than the limit of { $most } for a title; shorten it
errors--spec--players = min ({ $min }) is above max ({ $max })
errors--spec--time = min ({ $min }) is above max ({ $max }); write the shortest game's minutes first
errors--spec--die-twice = '{ $id }' is used twice; give each die its own id
errors--spec--die-name = '{ $words }…' is longer than { $most } characters; shorten it
errors--spec--claim-twice = '{ $id }' names an earlier claim too; give each claim its own id
errors--spec--claim-win = missing; give the first die's exact chance to win, like win = "7/12" (or, for a hand of cards, deck, hand, where and chance)
errors--spec--no-die = no die with id '{ $id }'; dice: { $dice }
errors--spec--none = none
errors--spec--race-or-like = a game is played as a race or like '{ $like }', not both; drop one
errors--spec--race-key = belongs to a race; add kind = "race" or drop it
errors--spec--race-word = die '{ $id }' has a word on a face; a race moves by numbers
errors--spec--race-no-die = a race needs a die; add a [[dice]] table and name it here
errors--spec--race-first-die = the first die, '{ $id }', has a word on a face, and a race moves by numbers; name a die with numbers here
errors--spec--hand-deck = missing; name the deck the hand is dealt from, like deck = "main"
errors--spec--hand-chance = missing; give the exact chance of the hand, like chance = "33/91"
errors--spec--hand-where = missing; name the cards that count, like where = ["suit=moon"]
errors--spec--hand-dice-key = is a dice claim's key; a claim is about dice or about a hand, not both
errors--spec--odds-many = { $count } dice have numbers on every face, and the rule book's table of who beats whom compares 2 to { $most }; add an [[odds]] table whose dice lists the ones to compare
errors--spec--table-twice = '{ $id }' is used twice; give each table its own id
errors--spec--duel-word = die '{ $id }' has a word on a face; a duel compares numbers
errors--spec--duel-dice = a duel needs 2 to { $most } different dice with numbers on every face, not { $ids }; list their ids
errors--spec--series = give each series length once, like series = [1, 3, 5]
errors--spec--variant = unknown variant '{ $value }'; write plain, sum2 (sum3 ...), lower_wins or equal_dice, or a table like {"{"} sum = 2, lower_wins = true {"}"}
errors--spec--variant-twice = '{ $name }' is used twice; give each variant its own id
errors--spec--no-variant = give at least one variant, like variants = ["plain"]
errors--spec--fraction = '{ $value }' is not an exact fraction; write it like 7/12 or 0
