# pnp's messages about a game file and the print options (pnp/model: spec, explain, font_limits, budgets, options,
# typefaces): errors name what is wrong, then what to do; the file and the field are put before them by the error.
errors--budgets--figure = { $count }
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
errors--options--value = unknown value '{ $value }'; use { $first } or { $last }
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
