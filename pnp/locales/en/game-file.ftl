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
