# pnp's messages about a kit as a whole (pnp/kit.py, pnp/jobs.py, pnp/proof.py, ...): errors name what is wrong and
# what to do; the file and the field are put before them by the error itself.
errors--kit--language-missing = this text is given in { $given } but not in '{ $lang }'; add { $lang } = "..." beside them, or build in a language the file gives
errors--kit--no-piece = no piece named '{ $name }'; the game has { $pieces }
errors--kit--none = none
errors--kit--side = unknown side '{ $side }'; use front or back
errors--kit--no-back = the piece '{ $name }' has no back
