# pnp's messages about a kit as a whole (pnp/kit.py, pnp/jobs.py, pnp/proof.py, ...): errors name what is wrong and
# what to do; the file and the field are put before them by the error itself.
errors--at = { $place }: { $message }
errors--kit--language-missing = this text is given in { $given } but not in '{ $lang }'; add { $lang } = "..." beside them, or build in a language the file gives
errors--kit--no-piece = no piece named '{ $name }'; the game has { $pieces }
errors--kit--none = none
errors--kit--side = unknown side '{ $side }'; use front or back
errors--kit--no-back = the piece '{ $name }' has no back

## the command line's own lines (pnp/cli): an error, a stop, a usage error (helper m-commands)
cli--error = pnp: error: { $message }
cli--usage-error = pnp: error: { $message } (see pnp --help)
cli--stopped = pnp: stopped by { $signal }; the output folder holds a whole build, old or new
cli--interrupted = pnp: interrupted; files already in place were left as they were
cli--internal = pnp: internal error: { $error } (set PNP_DEBUG=1 for details, and please report it)
cli--failed =
    { $count ->
        [one] pnp: { $count } check failed
       *[other] pnp: { $count } checks failed
    }
errors--cli--empty-folder = an empty folder name; give the folder to write into, e.g. --out output

## words the command line does not take (pnp/cli/args.py: argparse's errors said anew)
usage--no-option = No such option: { $option }
usage--no-command = No such command '{ $command }'.
usage--unrecognized = unrecognized arguments: { $words }
usage--required = the following arguments are required: { $names }
usage--invalid-int = argument { $option }: '{ $value }' is not a whole number
usage--invalid-float = argument { $option }: '{ $value }' is not a number
usage--expected-one = argument { $option }: expected one value
usage--expected-some = argument { $option }: expected at least one value
usage--no-value = argument { $option }: takes no value ('{ $value }' given)

## pnp dice, board, tokens, build, simulate, export (pnp/jobs.py)
errors--jobs--faces-or-game = give either --faces or --game, not both
errors--jobs--game-shape = a game's dice have their own shapes; give --shape with --faces only
errors--jobs--no-dice = game '{ $game }' has no dice
errors--jobs--which-dice = say which dice to make: --faces "1,2,Noir,Noir,5,6" (repeatable) or --game GAME
errors--jobs--colours =
    { $count ->
        [one] { $colours } colours for { $count } die; give one colour, or one per --faces
       *[other] { $colours } colours for { $count } dice; give one colour, or one per --faces
    }
errors--jobs--sticker-larger = a { $sticker } mm sticker is larger than the { $die } mm die it is for
errors--jobs--style = unknown style '{ $style }'; use sticker or net
errors--jobs--copies = { $count } is outside 1 to { $most }
errors--jobs--ignore-claims = , or build anyway with --ignore-claims
errors--jobs--part = unknown part '{ $part }'; parts: { $parts }
errors--jobs--shop-parts = a print shop build makes the cards only; drop --parts, or build the kit without --layout shop
jobs--kit = { $game }: kit { $kit } ({ $pages }), { $files } in { $folder }
jobs--game = { $game }: { $files } in { $folder }
jobs--pages =
    { $count ->
        [one] { $count } page to print
       *[other] { $count } pages to print
    }
jobs--files =
    { $count ->
        [one] { $count } file
       *[other] { $count } files
    }
jobs--index = every kit, with previews: { $index } (--verbose lists each file)
errors--jobs--engine = no rules engine for this game ({ $fix }); set plays_like to one of: { $engines }
errors--jobs--engine-none = '{ $like }' has none
errors--jobs--engine-add = add a [simulation] table with kind = "race" or plays_like
errors--jobs--board--track = a { $count }-cell track
errors--jobs--board--cross = a 52-square cross
errors--jobs--board--grid = a { $columns } × { $rows } grid
errors--jobs--board--other = a { $kind } board
errors--jobs--fit-board = { $mine } is not { $theirs }: { $like } is played on { $theirs }; give the file that board, or play it as a race ([simulation] kind = "race")
errors--jobs--fit-no-board = this file has no board, and { $like } is played on { $theirs }; give the file that board, or play it as a race ([simulation] kind = "race")
errors--jobs--fit-dice =
    { $count ->
        [one] { $count } die is not { $like }'s { $theirs }; give the file { $theirs } [[dice]] tables
       *[other] { $count } dice are not { $like }'s { $theirs }; give the file { $theirs } [[dice]] tables
    }
errors--jobs--fit-pawns = no pawns, and { $like } is played with pawns; add [[pawns]]
errors--jobs--fit-tokens = no tokens, and { $like } is played with tokens; add [[tokens]]
errors--jobs--players-range = { $game } plays { $least } to { $count } players, not { $given }
errors--jobs--players =
    { $count ->
        [one] { $game } plays { $count } player, not { $given }
       *[other] { $game } plays { $count } players, not { $given }
    }
errors--jobs--policy = unknown policy '{ $name }'; { $game } has { $policies }
errors--jobs--policies =
    { $count ->
        [one] { $count } policy for { $players } players; give one for all, or one per seat
       *[other] { $count } policies for { $players } players; give one for all, or one per seat
    }
errors--jobs--variant = unknown variant '{ $name }'; { $game } has { $known }
errors--jobs--no-variants = none
errors--jobs--seed = { $seed } is not a seed; give a whole number from 0
errors--jobs--vs-engine = { $vs } is played by the { $theirs } rules engine and { $game } by { $mine }; compare two versions of one game
errors--jobs--vs-no-engine = { $vs } is played by no rules engine and { $game } by { $mine }; compare two versions of one game
errors--jobs--vs-players =
    { $count ->
        [one] { $vs } does not play { $count } player
       *[other] { $vs } does not play { $count } players
    }
errors--jobs--vs-policy = { $vs } has no policy '{ $name }'
errors--jobs--games-or-precision = give --games or --precision, not both
errors--jobs--games =
    { $count ->
        [one] { $count } game is out of range; give 1 to { $most }
       *[other] { $count } games is out of range; give 1 to { $most }
    }
errors--jobs--workers =
    { $count ->
        [one] { $count } worker is out of range; give 1 to { $most }
       *[other] { $count } workers is out of range; give 1 to { $most }
    }
errors--jobs--exact-plays = --exact plays no game; drop --games, --precision, --vs and --tips
errors--jobs--exact-race = --exact solves races ([simulation] kind = "race"); this game is played by another engine, so drop --exact
errors--jobs--precision = { $points } points is out of range; give { $finest } to { $coarsest } points (± that much on every rate: { $coarsest } takes at least { $fewest } games, { $finest } at most { $most })
errors--jobs--cell-or-fit = give either --cell or --fit, not both
errors--jobs--no-board = game '{ $game }' has no board to print
errors--jobs--no-tokens = no [[tokens]] or [[pawns]] to print; add some to the game file
errors--jobs--store = only a built-in game has a stored result; drop --store for a game file
errors--jobs--target = unknown target '{ $target }'; use { $targets }
errors--jobs--base-url = --base-url is for --to tts, whose saved object names its images by address

## pnp proof (pnp/proof.py)
errors--proof--several = '{ $name }' names { $count } pieces by { $by } ({ $pieces }); give one of these names
errors--proof--by--name = name
errors--proof--by--id = id
errors--proof--by--title = title
errors--proof--by--shown = shown name
errors--proof--no-piece = no piece named '{ $name }' (the game's pieces: { $pieces })
errors--proof--no-piece-like = no piece named '{ $name }'; did you mean '{ $like }'? (the game's pieces: { $pieces })
proof--run = { $first } to { $last }
errors--proof--no-back = the piece '{ $name }' has no back; proof its front
errors--proof--png = '{ $out }' is not a PNG file name; give one ending in .png

## pnp validate's report (pnp/validate.py): each check's verdict, its name, what it found
validate--ok = ok
validate--fail = FAIL
validate--warn = warn
validate--game-file = game file
validate--claims = claims
validate--parts = parts ({ $setting })
validate--parts-every = parts (every paper and language)
validate--reads = '{ $game }' reads cleanly
validate--drawn = { $parts }, { $pages }, every glyph in the font
validate--parts-count =
    { $count ->
        [one] { $count } part
       *[other] { $count } parts
    }
validate--pages-count =
    { $count ->
        [one] { $count } page
       *[other] { $count } pages
    }
errors--validate--glyphs = characters the font cannot draw: { $chars }
validate--safe = every card's text and art inside { $shop }'s safe zone
validate--no-deck = no deck to print
validate--claimed = { $said } — claimed { $claimed }; { $truth }

## pnp watch's lines on the terminal and its errors (pnp/watch.py; the page's words are watch--* in pnp.ftl)
watch--said--built = pnp watch: built in { $seconds } s
watch--said--built-changed = pnp watch: built in { $seconds } s; changed: { $names }
watch--said--early = pnp watch: { $names } drawn in { $seconds } s; the kit follows
watch--said--serving = pnp watch: { $address } (Ctrl-C to stop)
watch--said--stopped = pnp watch: stopped
watch--said--server = pnp watch: server: { $error }
errors--watch--port = { $port } is not a port; give one from 1024 to 65535
errors--watch--in-use = port { $port } is in use; stop what holds it or choose another with --port
errors--watch--listen = cannot listen on { $address }: { $reason }

## pnp showcase, pnp export (pnp/showcase.py, pnp/exports)
errors--showcase--size = { $size } px is outside { $least } to { $most }; { $suits } suits a game's page
errors--showcase--nothing = the game has no piece to show (no board, card, die, token, pawn or sheet)
errors--exports--dpi = { $dpi } dpi is outside { $least } to { $most }; { $suits } suits digital tables
errors--exports--base-url = '{ $url }' is not an http(s) address; give one like https://example.org/my-game/
errors--exports--deck-sheets = deck '{ $deck }' has { $count } different cards: { $sheets } sheets of { $each }, over the { $most } one saved object may hold (Tabletop Simulator keeps each in memory, up to 64 MiB); split the deck into several
