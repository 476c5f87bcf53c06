# pnp's messages about a designer's sources and the files pnp writes (pnp/model: art, remote, data, entries;
# pnp/base: catalogue, colors, i18n, output, resources, texts, units): what is wrong, then what to do.
errors--lang--unknown = unknown language '{ $lang }'; use one of { $langs }
errors--catalogue--construct = pnp's messages use text, fields ($name), string literals and selectors on a field, not { $node }
errors--colors--unknown = unknown colour '{ $name }'; use #rrggbb or one of { $names }

## lengths and papers
errors--units--not-length = '{ $given }' is not a length; write a number and a unit, like 16mm or 0.5in
errors--units--unit = unknown unit '{ $unit }' in '{ $given }'; use mm, cm, in or pt
errors--units--not-finite = '{ $given }' is not a length pnp can use; write a finite number and a unit, like 16mm
errors--units--not-positive = must be greater than zero, got '{ $given }'
errors--units--too-small = '{ $given }' is smaller than the limit of { $least } mm; nothing that small can be cut and read
errors--units--too-large = '{ $given }' is larger than the limit of { $most } mm
errors--units--paper = unknown paper '{ $name }'; use { $papers }

## what a text may not hold (said after "holds")
errors--texts--lone-accent = U+{ $code }, an accent with no letter before it to sit on
errors--texts--invisible = U+{ $code } ({ $name }), which prints nothing
errors--texts--invisible-unnamed = U+{ $code }, a format character, which prints nothing
errors--texts--bidi = the text-direction override U+{ $code }, which makes text read in another order than it prints
errors--texts--control = the control character U+{ $code }

## a file beside the game file ($what: art, data or font)
errors--paths--control = '{ $name }' holds a control character; a file name has none: retype it
errors--paths--absolute = '{ $name }' is an absolute path; give it relative to the game file's folder
errors--paths--loop = a link that leads back to itself
errors--paths--unfollowed =
    '{ $name }' cannot be followed ({ $reason }); keep { $what ->
        [art] art
        [font] the font
       *[data] data
    } as a plain file beside the game file
errors--paths--leaves =
    '{ $name }' leaves the game file's folder; keep { $what ->
        [art] art
        [font] the font
       *[data] data
    } beside the game file
errors--paths--empty =
    is empty; give the { $what ->
        [art] art
        [font] font
       *[data] data
    } file's path, relative to the game file
errors--paths--kind = '{ $name }' is not { $kinds }
errors--paths--missing =
    no { $what ->
        [art] art
        [font] font
       *[data] data
    } file at '{ $name }' (looked in { $folder }); check the name
errors--files--unreadable = cannot read the file: { $reason }

## the designer's art
errors--art--kinds = PNG, JPEG or SVG; save it as .png, .jpg or .svg
errors--art--too-large = is larger than { $most } MB; make the file smaller
errors--art--pixels = { $width } × { $height } pixels is more than pnp reads ({ $most })
errors--art--unreadable = is not a readable { $kind } image ({ $reason }); export it again
errors--art--other-kind = holds a { $found } image, not { $kind }; fix its name or its format
errors--art--unknown-kind = holds an image of no format pnp knows, not { $kind }; fix its name or its format
errors--art--blurred =
    '{ $name }' prints at { $dpi } dpi at { $width } × { $height } mm, below { $least }; it will look blurred: give it at least { $wide } × { $high } px
errors--svg--elements = has more than { $most } elements; simplify the drawing
errors--svg--depth = has elements nested more than { $most } deep; flatten the groups
errors--svg--text = <{ $tag }> is not allowed in art; convert text to paths and save the SVG again
errors--svg--refused = <{ $tag }> is not allowed in art; remove it and save the SVG again
errors--svg--script = has a script attribute '{ $name }'; art may not run scripts: remove it
errors--svg--outside = refers to '{ $target }' outside the file; art must be self-contained: remove the link, or draw what it points to in the file
errors--svg--import = its style sheet imports another file (@import); art must be self-contained: copy the rules in
errors--svg--no-size = has no usable size ({ $width } × { $height }); give it a viewBox whose width and height are between { $least } and { $most }
errors--svg--view-box = { $what } '{ $given }' gives no usable size: it needs four numbers (x, y, width, height), the width and height between { $least } and { $most }
errors--svg--its-size = its size { $width } × { $height }
errors--svg--width-or-height = width or height
errors--svg--aspect = { $what } is { $ratio } times longer than it is wide, more than { $most }: that draws a line, not a picture; give it the drawing's own proportions
errors--svg--beyond = { $what } holds { $given }, beyond ±{ $most }; redraw it at a sensible scale
errors--svg--numbers = { $what } '{ $given }' is not a list of numbers
errors--svg--flat-viewport = <svg> { $attribute } '{ $given }' squashes its viewBox flat (a scale below { $least }); give the nested <svg> a sensible size, or remove it
errors--svg--keyword = { $what } '{ $given }' is not a keyword pnp reads
errors--svg--length = { $what } '{ $given }' is not a number or a length
errors--svg--flat = { $what } '{ $given }' squashes the drawing flat (a scale below { $least }); remove it
errors--svg--path = { $what } holds characters path data does not have; save the SVG again
errors--svg--reaches = { $what } reaches beyond ±{ $most }; redraw it at a sensible scale
errors--svg--paint = { $what } '{ $given }' is not a colour, none or url(#id); pnp reads only those
errors--svg--rules = its style sheets have more than { $most } rules; simplify them
errors--svg--use-depth = has elements nested more than { $most } deep, counting what <use> repeats; flatten the groups
errors--svg--use-loop = has a <use> that repeats itself, or an element that holds it; remove the loop
errors--svg--use-elements = has more than { $most } elements, counting what <use> repeats; simplify the drawing
warnings--line = pnp: warning: { $line }

## a deck's data sheet
errors--data--kinds = a .csv, .tsv or .xlsx file
errors--data--no-column = column '{ $column }' is named by { $by } but the data has no such column; its columns are { $columns }
errors--data--copies = '{ $given }' is not a whole number of copies; write 0 to { $most }
errors--data--too-large = is larger than { $most } MB; a deck is a page of rows, not a database
errors--data--rows =
    { $count } { $count ->
        [one] row
       *[other] rows
    }, over the limit of { $limit } by { $over }; a deck holds at most that many (use count for copies)
errors--data--columns =
    { $count } { $count ->
        [one] column
       *[other] columns
    }, over the limit of { $limit } by { $over }; keep only the columns the cards show
errors--data--not-utf8 = byte 0x{ $byte } is not UTF-8 text; save the file as UTF-8 (CSV UTF-8 in a spreadsheet)
errors--data--too-many-rows = more than { $most } rows; a deck holds at most { $most }
errors--data--bad-row = cannot read the row ({ $reason }); check its quotes
errors--data--not-xlsx = is not a readable .xlsx workbook ({ $reason }); save it again as .xlsx
errors--data--no-sheet = has no sheet '{ $sheet }'; its sheets are { $sheets }
errors--data--bad-cell = a cell cannot be read ({ $reason }); save the file again as .xlsx
errors--data--too-many-columns = more than { $most } columns, over the limit; keep only the columns the cards show
errors--data--unpacks = unpacks to { $size } MB, over the limit of { $most } MB by { $over } MB; a deck is a page of rows: save only its sheet, or as CSV
errors--data--inflates = its part '{ $part }' inflates { $ratio } times, over the limit of { $most } times; it is not a sheet a spreadsheet saves. Save the deck again as .xlsx or CSV
errors--data--empty = is empty; its first row names the columns, and each row after it is a card
errors--data--header-empty = the header cell is empty; name every column
errors--data--two-columns = '{ $name }' names two columns; give each its own name
errors--data--cells =
    { $count } { $count ->
        [one] cell
       *[other] cells
    } where the header has { $columns }; give every row one cell per column (quote a cell that holds the separator)
errors--data--holds = holds { $why }; remove it
places--row = row { $row }
places--column = column '{ $column }'
places--in-column-number = { $place }, column { $column }
places--in-column = { $place }, column '{ $column }'

## a section's entries read from a sheet
errors--entries--no-id = names no id for its rows: add an 'id' column to the sheet, or an id here (its rows are then ID-1, ID-2 …)
errors--entries--faces-twice = gives its faces in data and in the game file; keep one
errors--entries--die-column = unknown column '{ $column }'; a die's sheet has a row per face and the columns { $face } and { $art }
errors--entries--faces =
    { $count } { $count ->
        [one] face
       *[other] faces
    }, a row each, for a { $shape }, which has { $faces }; give one row per face, or set shape in { $field }
errors--entries--data-text = data and sheet are text: a file beside the game file (and an .xlsx sheet's name)
errors--entries--unknown-column = unknown column '{ $column }'; the columns are the keys of { $section }: { $known } (a text per language as { $example })
errors--entries--too-long =
    { $count } { $count ->
        [one] character
       *[other] characters
    }, over the limit of { $most } for any text of a game file; shorten it
errors--entries--glyphs = the font cannot draw { $chars }; use other characters
errors--entries--row-key = { $problem } (a column of that name, or the key in { $entry })

## a deck's data from a link
errors--remote--unsafe = { $problem }; pnp will not follow it out of the cache nor read it: remove it, then build again (the sheet is fetched again)
errors--remote--is-link = { $path } is a link
errors--remote--not-folder = { $path } is not a folder
errors--remote--not-file = { $path } is not a plain file
errors--remote--changed = { $path } changed while it was read
errors--remote--cache = cannot keep the fetched copy in { $folder }: { $reason }; make the folder writable
errors--remote--no-copy = { $problem }, and no copy was fetched before; check the link and the network
warnings--remote--stale = { $link }: { $problem }; using the copy fetched { $ago }
remote--ago-seconds = { $count } s ago
remote--ago-minutes = { $count } min ago
remote--ago-hours = { $count } h ago
remote--ago-days =
    { $count } { $count ->
        [one] day
       *[other] days
    } ago
errors--remote--holds = the link holds { $what }; copy it again from the sheet's publish box (a space is written %20)
errors--remote--a-space = a space
errors--remote--character = the character { $code }
errors--remote--ipv6 = the link's host is not well formed (an IPv6 address goes between [ and ]); copy the link again
errors--remote--scheme = is a { $scheme }: link; give an https:// link to a sheet published as CSV, or a file beside the game file
errors--remote--port = the link's port '{ $port }' is not a number from 1 to 65535
errors--remote--no-host = the link names no host; give the whole link, https://host/…
errors--remote--timeout = no whole answer from { $host } within { $seconds } s
errors--remote--redirect-scheme = the link redirects to a { $scheme }: address; only http and https are followed
errors--remote--redirect-relative = the link redirects to an address that is not a link; only http and https are followed
errors--remote--redirects = the link redirects more than { $most } times; give the sheet's own link
errors--remote--closed = { $host } closed the connection without answering
errors--remote--tls = the secure connection to { $host } failed ({ $reason }); check that the link is the sheet's own
errors--remote--unknown-host = cannot find the host { $host } ({ $reason })
errors--remote--no-address = cannot find the host { $host }
errors--remote--bad-host = the link's host '{ $host }' is not a valid name
errors--remote--not-http = the server's answer is not well-formed HTTP ({ $reason })
errors--remote--unreachable = cannot reach { $host } ({ $reason })
errors--remote--status-line = the server's answer does not begin with an HTTP status line; the link is not a web page
errors--remote--long-header = the server sent a header line over 64 KB; the link is not a sheet published as CSV
errors--remote--cut = the server's body is cut short or its chunked encoding is broken
errors--remote--headers = the server sent more than 100 headers; the link is not a sheet published as CSV
errors--remote--local = { $host } is { $why }; pnp fetches only from public addresses (give --allow-local for a sheet served on this machine or its network)
errors--remote--local-at = { $host } is at { $address }, which is { $why }; pnp fetches only from public addresses (give --allow-local for a sheet served on this machine or its network)
errors--remote--address =
    { $kind ->
        [unspecified] an unspecified address
        [loopback] a loopback address
        [link_local] a link-local address
        [multicast] a multicast address
        [reserved] a reserved address
        [private] a private address
       *[other] not a public address
    }
errors--remote--status = the link answered { $status } { $reason }; check that the sheet is still published to the web as CSV
errors--remote--length = the server's Content-Length '{ $given }' is not a number
errors--remote--short = the connection closed after { $got } of the { $declared } bytes announced
errors--remote--too-large = the link sends more than { $most } MB; a deck is a page of rows, not a database

## the files pnp writes
errors--output--untrusted = { $why }; pnp will not follow it out of the output folder nor act on it: check it and remove it, then build again
errors--output--is =
    { $what ->
        [link] is a link
        [folder] is a folder
        [not-folder] is not a folder
       *[not-file] is not a plain file
    }
errors--output--stray = names '{ $name }', which is not a file of its folder
errors--output--staging = names '{ $name }' as its staging folder, which is not one of pnp's
errors--output--outside = names '{ $name }', outside the output folder
errors--output--leads = leads to { $path }, which { $why }
errors--output--leave = refusing to write '{ $name }': it would leave the output folder
errors--output--unchanged = cannot write into '{ $folder }': { $reason }; nothing was changed
errors--output--damaged = is damaged; remove it and the .pnp-staging-* folders, then build again with --force
errors--output--unfinished = cannot finish the build a stopped run left in '{ $folder }': { $reason }; free some space or fix the folder, then build again
output--waiting = pnp: another pnp is writing into '{ $folder }'; waiting for it to finish
errors--output--lock = cannot lock the folder '{ $folder }' ({ $lock }): { $reason }
errors--output--no-folder = folder '{ $folder }' does not exist; create it or choose another place
errors--output--is-folder = '{ $name }' is a folder; name a file
errors--output--not-plain = refusing to write { $name }: it { $why }; pnp writes only plain files, never through a link
errors--output--exists = '{ $name }' already exists; add --force to overwrite it
errors--output--write-into = cannot write into '{ $folder }': { $reason }
errors--output--write = cannot write '{ $name }': { $reason }
errors--output--not-a-folder = '{ $folder }' exists and is not a folder; choose another --out
errors--output--make = cannot make the folder '{ $folder }': { $reason }
errors--output--through-link = refusing to write { $name }: { $link } is a link; pnp writes nothing through a link, which could lead outside { $folder }
errors--output--file-not-folder = cannot write into { $path }: it is a file, not a folder
errors--output--in-the-way =
    refusing to write { $path }: { $what ->
        [folder] a folder of that name
       *[other] something that is not a plain file
    } is in the way
errors--output--not-pnps =
    { $name }{ $count ->
        [0] {""}
       *[other] {" "}and { $count } more
    } already exists and was not written by pnp; use --force to overwrite
errors--output--undo-failed = cannot write into '{ $folder }': { $reason }, and undoing the moves failed too ({ $again }); the next build there will finish them
