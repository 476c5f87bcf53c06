# Les messages de `pnp new` (pnp/newgame/) : ses refus d'un nom de dossier ou d'un titre, chacun disant quoi faire
# à la place ; l'option (NAME, --title, --from) est placée devant par l'erreur.
errors--new--template = modèle « { $template } » inconnu ; choisissez parmi { $templates }
errors--new--not-id = « { $id } » n'est pas un identifiant ; nommez le dossier avec des lettres ou des chiffres
errors--new--empty-name = nom de dossier vide ; donnez le dossier du nouveau jeu, par exemple pnp new mon-jeu
errors--new--name-control = contient le caractère de contrôle U+{ $code } ; donnez un nom de dossier qui n'en a pas
errors--new--no-folder = « { $name } » ne nomme aucun nouveau dossier ; donnez le dossier du nouveau jeu, par exemple pnp new mon-jeu
errors--new--windows-character = « { $name } » contient « { $character } », qu'un nom de dossier ne peut pas contenir sous Windows ; retirez-le (le titre peut le garder : --title)
errors--new--windows-device = « { $name } » est un nom que Windows réserve à un périphérique (CON, PRN, AUX, NUL, COM1-9, LPT1-9) ; choisissez-en un autre
errors--new--windows-end = « { $name } » se termine par { $end ->
    [dot] un point
   *[space] une espace
  } que Windows supprime ; retirez ce caractère
errors--new--name-long = le nom du dossier fait { $count } caractères ({ $bytes } octets), plus que { $limit } ({ $limit_bytes } octets) ; raccourcissez-le (un titre plus long va dans --title)
errors--new--title-empty = est vide ; donnez un titre au jeu
errors--new--title-control = contient le caractère de contrôle U+{ $code } ; retirez-le
errors--new--title-holds = contient { $what } ; retirez-le
errors--new--title-long = { $count } caractères, c'est plus que la limite de { $limit } pour un titre ; raccourcissez-le
errors--new--title-glyphs = les polices ne savent pas dessiner { $characters } ; utilisez d'autres caractères, rien n'a été écrit
errors--new--no-id = « { $name } » ne donne aucun identifiant de jeu ; nommez le dossier avec des lettres ou des chiffres
errors--new--link = « { $name } » est un lien ; pnp new n'écrit que dans un vrai dossier
errors--new--file = « { $name } » est un fichier ; donnez le nom d'un nouveau dossier
errors--new--not-empty = « { $name } » contient déjà des fichiers ; donnez un dossier nouveau ou vide, rien n'a été écrit
errors--new--no-parent = le dossier « { $folder } » n'existe pas ; créez-le ou choisissez un autre endroit (NAME est un chemin : sa dernière partie est le nouveau dossier)
errors--new--cannot-write-into = impossible d'écrire dans « { $folder } » : { $reason }
errors--new--cannot-write = impossible d'écrire « { $name } » : { $reason }
errors--new--not-valid = le jeu qui serait écrit ne passe pas la validation ({ $detail }) ; choisissez un titre plus court, ou avec des espaces, rien n'a été écrit
