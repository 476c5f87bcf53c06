# The messages of `pnp new` (pnp/newgame/): its refusals of a folder name or a title, each naming what to do
# instead; the option (NAME, --title, --from) is put before them by the error.
errors--new--template = unknown template '{ $template }'; use { $templates }
errors--new--not-id = '{ $id }' is not an id; name the folder with letters or digits
errors--new--empty-name = an empty folder name; give the new game's folder, e.g. pnp new my-game
errors--new--name-control = holds the control character U+{ $code }; give a folder name without it
errors--new--no-folder = '{ $name }' names no new folder; give the new game's folder, e.g. pnp new my-game
errors--new--windows-character = '{ $name }' holds '{ $character }', which a folder name cannot hold on Windows; leave it out (the title may keep it: --title)
errors--new--windows-device = '{ $name }' is a name Windows reserves for a device (CON, PRN, AUX, NUL, COM1-9, LPT1-9); choose another
errors--new--windows-end = '{ $name }' ends in a { $end ->
    [dot] dot
   *[space] space
  }, which Windows drops; leave it out
errors--new--name-long = the folder name is { $count } characters ({ $bytes } bytes), more than { $limit } ({ $limit_bytes } bytes); shorten it (a longer title goes in --title)
errors--new--title-empty = is empty; give the game a title
errors--new--title-control = holds the control character U+{ $code }; remove it
errors--new--title-holds = holds { $what }; remove it
errors--new--title-long = { $count } characters is more than the limit of { $limit } for a title; shorten it
errors--new--title-glyphs = the fonts cannot draw { $characters }; use other characters, nothing was written
errors--new--no-id = '{ $name }' gives no game id; name the folder with letters or digits
errors--new--link = '{ $name }' is a link; pnp new writes only into a plain folder
errors--new--file = '{ $name }' is a file; give a new folder's name
errors--new--not-empty = '{ $name }' already holds files; give a new or an empty folder, nothing was written
errors--new--no-parent = folder '{ $folder }' does not exist; create it or choose another place (NAME is a path: its last part is the new folder)
errors--new--cannot-write-into = cannot write into '{ $folder }': { $reason }
errors--new--cannot-write = cannot write '{ $name }': { $reason }
errors--new--not-valid = the game this would write does not validate ({ $detail }); choose a shorter title, or one with spaces, nothing was written
