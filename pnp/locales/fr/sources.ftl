# Les messages de pnp sur les sources d'un auteur et les fichiers que pnp écrit (pnp/model : art, remote, data,
# entries ; pnp/base : catalogue, colors, i18n, output, resources, texts, units) : ce qui ne va pas, puis quoi faire.
errors--lang--unknown = langue inconnue « { $lang } » ; choisissez parmi { $langs }
errors--catalogue--construct = les messages de pnp s'écrivent avec du texte, des champs ($nom), des chaînes littérales et des sélecteurs sur un champ, pas { $node }
errors--colors--unknown = couleur inconnue « { $name } » ; donnez #rrvvbb ou l'une de ces couleurs : { $names }

## longueurs et papiers
errors--units--not-length = « { $given } » n'est pas une longueur ; écrivez un nombre suivi d'une unité, comme 16mm ou 0.5in
errors--units--unit = unité inconnue « { $unit } » dans « { $given } » ; utilisez mm, cm, in ou pt
errors--units--not-finite = « { $given } » n'est pas une longueur utilisable par pnp ; écrivez un nombre fini suivi d'une unité, comme 16mm
errors--units--not-positive = doit être plus grand que zéro, et vaut « { $given } »
errors--units--too-small = « { $given } » est en dessous de la limite de { $least } mm ; une pièce aussi petite ne se découpe ni ne se lit
errors--units--too-large = « { $given } » dépasse la limite de { $most } mm
errors--units--paper = papier inconnu « { $name } » ; utilisez { $papers }

## ce qu'un texte ne peut contenir (dit après « contient »)
errors--texts--lone-accent = U+{ $code }, un accent qu'aucune lettre ne précède pour le porter
errors--texts--invisible = U+{ $code } ({ $name }), qui n'imprime rien
errors--texts--invisible-unnamed = U+{ $code }, un caractère de mise en forme, qui n'imprime rien
errors--texts--bidi = la marque de sens d'écriture U+{ $code }, qui fait lire le texte dans un autre ordre que celui imprimé
errors--texts--control = le caractère de contrôle U+{ $code }

## un fichier à côté du fichier de jeu ($what : art, data ou font)
errors--paths--control = « { $name } » contient un caractère de contrôle, ce qu'aucun nom de fichier n'a : retapez-le
errors--paths--absolute = « { $name } » est un chemin absolu ; donnez-le depuis le dossier du fichier de jeu
errors--paths--loop = un lien qui revient sur lui-même
errors--paths--unfollowed =
    impossible de suivre « { $name } » ({ $reason }) ; gardez { $what ->
        [art] l'image
        [font] la police
       *[data] les données
    } en simple fichier à côté du fichier de jeu
errors--paths--leaves =
    « { $name } » sort du dossier du fichier de jeu ; gardez { $what ->
        [art] l'image
        [font] la police
       *[data] les données
    } à côté du fichier de jeu
errors--paths--empty =
    est vide ; donnez le chemin du fichier { $what ->
        [art] d'image
        [font] de police
       *[data] de données
    }, depuis le dossier du fichier de jeu
errors--paths--kind = « { $name } » n'est pas { $kinds }
errors--paths--missing =
    aucun fichier { $what ->
        [art] d'image
        [font] de police
       *[data] de données
    } à « { $name } » (cherché dans { $folder }) ; vérifiez le nom
errors--files--unreadable = impossible de lire le fichier : { $reason }

## les images de l'auteur
errors--art--kinds = une image PNG, JPEG ou SVG ; enregistrez-la en .png, .jpg ou .svg
errors--art--too-large = pèse plus de { $most } Mo ; allégez le fichier
errors--art--pixels = { $width } × { $height } pixels, c'est plus que pnp n'en lit ({ $most })
errors--art--unreadable = n'est pas une image { $kind } lisible ({ $reason }) ; exportez-la de nouveau
errors--art--other-kind = contient une image { $found }, pas { $kind } ; corrigez son nom ou son format
errors--art--unknown-kind = contient une image d'un format que pnp ne connaît pas, pas { $kind } ; corrigez son nom ou son format
errors--art--blurred =
    « { $name } » s'imprime à { $dpi } dpi sur { $width } × { $height } mm, sous les { $least } ; elle sera floue : donnez-lui au moins { $wide } × { $high } px
errors--svg--elements = a plus de { $most } éléments ; simplifiez le dessin
errors--svg--depth = a des éléments imbriqués sur plus de { $most } niveaux ; aplatissez les groupes
errors--svg--text = <{ $tag }> n'est pas admis dans une image ; convertissez le texte en tracés et enregistrez le SVG de nouveau
errors--svg--refused = <{ $tag }> n'est pas admis dans une image ; retirez-le et enregistrez le SVG de nouveau
errors--svg--script = a un attribut de script « { $name } » ; une image ne peut pas lancer de script : retirez-le
errors--svg--outside = renvoie à « { $target } », hors du fichier ; une image doit se suffire à elle-même : retirez le lien, ou dessinez dans le fichier ce qu'il désigne
errors--svg--import = sa feuille de style importe un autre fichier (@import) ; une image doit se suffire à elle-même : recopiez-y les règles
errors--svg--no-size = n'a pas de taille utilisable ({ $width } × { $height }) ; donnez-lui une viewBox dont la largeur et la hauteur sont entre { $least } et { $most }
errors--svg--view-box = { $what } « { $given } » ne donne pas de taille utilisable : il faut quatre nombres (x, y, largeur, hauteur), la largeur et la hauteur entre { $least } et { $most }
errors--svg--its-size = sa taille { $width } × { $height }
errors--svg--width-or-height = la largeur ou la hauteur
errors--svg--aspect = { $what } est { $ratio } fois plus long que large, au-delà de { $most } : cela dessine un trait, pas une image ; donnez-lui les proportions du dessin
errors--svg--beyond = { $what } contient { $given }, au-delà de ±{ $most } ; redessinez-le à une échelle raisonnable
errors--svg--numbers = { $what } « { $given } » n'est pas une liste de nombres
errors--svg--flat-viewport = <svg> { $attribute } « { $given } » écrase sa viewBox (une échelle sous { $least }) ; donnez au <svg> imbriqué une taille raisonnable, ou retirez-le
errors--svg--keyword = { $what } « { $given } » n'est pas un mot-clé que pnp lit
errors--svg--length = { $what } « { $given } » n'est ni un nombre ni une longueur
errors--svg--flat = { $what } « { $given } » écrase le dessin (une échelle sous { $least }) ; retirez-le
errors--svg--path = { $what } contient des caractères étrangers aux données de tracé ; enregistrez le SVG de nouveau
errors--svg--reaches = { $what } va au-delà de ±{ $most } ; redessinez-le à une échelle raisonnable
errors--svg--paint = { $what } « { $given } » n'est ni une couleur, ni none, ni url(#id) ; pnp ne lit que ceux-là
errors--svg--rules = ses feuilles de style ont plus de { $most } règles ; simplifiez-les
errors--svg--use-depth = a des éléments imbriqués sur plus de { $most } niveaux, en comptant ce que <use> répète ; aplatissez les groupes
errors--svg--use-loop = a un <use> qui se répète lui-même, ou répète un élément qui le contient ; supprimez la boucle
errors--svg--use-elements = a plus de { $most } éléments, en comptant ce que <use> répète ; simplifiez le dessin
warnings--line = pnp : attention : { $line }

## la feuille de données d'un paquet
errors--data--kinds = un fichier .csv, .tsv ou .xlsx
errors--data--no-column = la colonne « { $column } » est nommée par { $by }, mais les données n'ont pas de telle colonne ; leurs colonnes sont { $columns }
errors--data--copies = « { $given } » n'est pas un nombre entier d'exemplaires ; écrivez de 0 à { $most }
errors--data--too-large = pèse plus de { $most } Mo ; un paquet tient en une page de lignes, ce n'est pas une base de données
errors--data--rows =
    { $count } { $count ->
        [one] ligne
       *[other] lignes
    }, au-delà de la limite de { $limit } de { $over } ; un paquet n'en a pas plus (utilisez count pour les exemplaires)
errors--data--columns =
    { $count } { $count ->
        [one] colonne
       *[other] colonnes
    }, au-delà de la limite de { $limit } de { $over } ; ne gardez que les colonnes que les cartes montrent
errors--data--not-utf8 = l'octet 0x{ $byte } n'est pas du texte UTF-8 ; enregistrez le fichier en UTF-8 (CSV UTF-8 dans un tableur)
errors--data--too-many-rows = plus de { $most } lignes ; un paquet en a au plus { $most }
errors--data--bad-row = impossible de lire la ligne ({ $reason }) ; vérifiez ses guillemets
errors--data--not-xlsx = n'est pas un classeur .xlsx lisible ({ $reason }) ; enregistrez-le de nouveau en .xlsx
errors--data--no-sheet = n'a pas de feuille « { $sheet } » ; ses feuilles sont { $sheets }
errors--data--bad-cell = une cellule ne peut pas être lue ({ $reason }) ; enregistrez le fichier de nouveau en .xlsx
errors--data--too-many-columns = plus de { $most } colonnes, au-delà de la limite ; ne gardez que les colonnes que les cartes montrent
errors--data--unpacks = se décompresse en { $size } Mo, au-delà de la limite de { $most } Mo de { $over } Mo ; un paquet tient en une page de lignes : n'enregistrez que sa feuille, ou en CSV
errors--data--inflates = sa partie « { $part } » gonfle { $ratio } fois, au-delà de la limite de { $most } fois ; ce n'est pas une feuille qu'un tableur enregistre. Enregistrez le paquet de nouveau en .xlsx ou en CSV
errors--data--empty = est vide ; sa première ligne nomme les colonnes, et chaque ligne suivante est une carte
errors--data--header-empty = la cellule d'en-tête est vide ; nommez chaque colonne
errors--data--two-columns = « { $name } » nomme deux colonnes ; donnez à chacune son propre nom
errors--data--cells =
    { $count } { $count ->
        [one] cellule
       *[other] cellules
    } là où l'en-tête en a { $columns } ; donnez à chaque ligne une cellule par colonne (mettez entre guillemets une cellule qui contient le séparateur)
errors--data--holds = contient { $why } ; retirez-le
places--row = ligne { $row }
places--column = colonne « { $column } »
places--in-column-number = { $place }, colonne { $column }
places--in-column = { $place }, colonne « { $column } »

## les entrées d'une section lues dans une feuille
errors--entries--no-id = ne donne pas d'id à ses lignes : ajoutez une colonne « id » à la feuille, ou un id ici (ses lignes sont alors ID-1, ID-2 …)
errors--entries--faces-twice = donne ses faces dans data et dans le fichier de jeu ; n'en gardez qu'un
errors--entries--die-column = colonne inconnue « { $column } » ; la feuille d'un dé a une ligne par face et les colonnes { $face } et { $art }
errors--entries--faces =
    { $count } { $count ->
        [one] face
       *[other] faces
    }, une par ligne, pour un { $shape }, qui en a { $faces } ; donnez une ligne par face, ou indiquez shape dans { $field }
errors--entries--data-text = data et sheet sont du texte : un fichier à côté du fichier de jeu (et le nom d'une feuille .xlsx)
errors--entries--unknown-column = colonne inconnue « { $column } » ; les colonnes sont les clés de { $section } : { $known } (un texte par langue comme { $example })
errors--entries--too-long =
    { $count } { $count ->
        [one] caractère
       *[other] caractères
    }, au-delà de la limite de { $most } pour tout texte d'un fichier de jeu ; raccourcissez-le
errors--entries--glyphs = la police ne sait pas dessiner { $chars } ; utilisez d'autres caractères
errors--entries--row-key = { $problem } (une colonne de ce nom, ou la clé dans { $entry })

## les données d'un paquet données par un lien
errors--remote--unsafe = { $problem } ; pnp ne le suivra pas hors du cache et ne le lira pas : supprimez-le, puis reconstruisez (la feuille sera récupérée de nouveau)
errors--remote--is-link = { $path } est un lien
errors--remote--not-folder = { $path } n'est pas un dossier
errors--remote--not-file = { $path } n'est pas un simple fichier
errors--remote--changed = { $path } a changé pendant sa lecture
errors--remote--cache = impossible de garder la copie récupérée dans { $folder } : { $reason } ; rendez le dossier accessible en écriture
errors--remote--no-copy = { $problem }, et aucune copie n'a été récupérée auparavant ; vérifiez le lien et le réseau
warnings--remote--stale = { $link } : { $problem } ; pnp utilise la copie récupérée { $ago }
remote--ago-seconds = il y a { $count } s
remote--ago-minutes = il y a { $count } min
remote--ago-hours = il y a { $count } h
remote--ago-days =
    il y a { $count } { $count ->
        [one] jour
       *[other] jours
    }
errors--remote--holds = le lien contient { $what } ; copiez-le de nouveau depuis la fenêtre de publication de la feuille (une espace s'y écrit %20)
errors--remote--a-space = une espace
errors--remote--character = le caractère { $code }
errors--remote--ipv6 = l'hôte du lien est mal formé (une adresse IPv6 s'écrit entre [ et ]) ; copiez le lien de nouveau
errors--remote--scheme = est un lien { $scheme }: ; donnez un lien https:// vers une feuille publiée en CSV, ou un fichier à côté du fichier de jeu
errors--remote--port = le port « { $port } » du lien n'est pas un nombre de 1 à 65535
errors--remote--no-host = le lien ne nomme aucun hôte ; donnez le lien entier, https://hôte/…
errors--remote--timeout = pas de réponse complète de { $host } en { $seconds } s
errors--remote--redirect-scheme = le lien redirige vers une adresse { $scheme }: ; seuls http et https sont suivis
errors--remote--redirect-relative = le lien redirige vers une adresse qui n'est pas un lien ; seuls http et https sont suivis
errors--remote--redirects = le lien redirige plus de { $most } fois ; donnez le lien propre à la feuille
errors--remote--closed = { $host } a fermé la connexion sans répondre
errors--remote--tls = la connexion sécurisée à { $host } a échoué ({ $reason }) ; vérifiez que le lien est bien celui de la feuille
errors--remote--unknown-host = impossible de trouver l'hôte { $host } ({ $reason })
errors--remote--no-address = impossible de trouver l'hôte { $host }
errors--remote--bad-host = l'hôte « { $host } » du lien n'est pas un nom valide
errors--remote--not-http = la réponse du serveur n'est pas du HTTP bien formé ({ $reason })
errors--remote--unreachable = impossible de joindre { $host } ({ $reason })
errors--remote--status-line = la réponse du serveur ne commence pas par une ligne d'état HTTP ; le lien n'est pas une page web
errors--remote--long-header = le serveur a envoyé une ligne d'en-tête de plus de 64 Ko ; le lien n'est pas une feuille publiée en CSV
errors--remote--cut = le corps de la réponse du serveur est tronqué, ou son découpage (chunked) est cassé
errors--remote--headers = le serveur a envoyé plus de 100 en-têtes ; le lien n'est pas une feuille publiée en CSV
errors--remote--local = { $host } est { $why } ; pnp ne récupère que depuis des adresses publiques (donnez --allow-local pour une feuille servie sur cette machine ou son réseau)
errors--remote--local-at = { $host } est à { $address }, qui est { $why } ; pnp ne récupère que depuis des adresses publiques (donnez --allow-local pour une feuille servie sur cette machine ou son réseau)
errors--remote--address =
    { $kind ->
        [unspecified] une adresse non spécifiée
        [loopback] une adresse de bouclage
        [link_local] une adresse locale au lien
        [multicast] une adresse de multidiffusion
        [reserved] une adresse réservée
        [private] une adresse privée
       *[other] une adresse qui n'est pas publique
    }
errors--remote--status = le lien a répondu { $status } { $reason } ; vérifiez que la feuille est toujours publiée sur le web en CSV
errors--remote--length = le Content-Length « { $given } » du serveur n'est pas un nombre
errors--remote--short = la connexion s'est fermée après { $got } des { $declared } octets annoncés
errors--remote--too-large = le lien envoie plus de { $most } Mo ; un paquet tient en une page de lignes, ce n'est pas une base de données

## les fichiers que pnp écrit
errors--output--untrusted = { $why } ; pnp ne le suivra pas hors du dossier de sortie et n'y touchera pas : vérifiez-le et supprimez-le, puis reconstruisez
errors--output--is =
    { $what ->
        [link] est un lien
        [folder] est un dossier
        [not-folder] n'est pas un dossier
       *[not-file] n'est pas un simple fichier
    }
errors--output--stray = nomme « { $name } », qui n'est pas un fichier de son dossier
errors--output--staging = nomme « { $name } » comme dossier de préparation, qui n'est pas l'un de ceux de pnp
errors--output--outside = nomme « { $name } », hors du dossier de sortie
errors--output--leads = mène à { $path }, qui { $why }
errors--output--leave = pnp refuse d'écrire « { $name } » : ce fichier sortirait du dossier de sortie
errors--output--unchanged = impossible d'écrire dans « { $folder } » : { $reason } ; rien n'a été modifié
errors--output--damaged = est endommagé ; supprimez-le avec les dossiers .pnp-staging-*, puis reconstruisez avec --force
errors--output--unfinished = impossible de terminer la construction qu'un arrêt a laissée dans « { $folder } » : { $reason } ; libérez de la place ou réparez le dossier, puis reconstruisez
output--waiting = pnp : un autre pnp écrit dans « { $folder } » ; attente de la fin de son travail
errors--output--lock = impossible de verrouiller le dossier « { $folder } » ({ $lock }) : { $reason }
errors--output--no-folder = le dossier « { $folder } » n'existe pas ; créez-le ou choisissez un autre endroit
errors--output--is-folder = « { $name } » est un dossier ; nommez un fichier
errors--output--not-plain = pnp refuse d'écrire { $name } : il { $why } ; pnp n'écrit que des fichiers simples, jamais à travers un lien
errors--output--exists = « { $name } » existe déjà ; ajoutez --force pour le remplacer
errors--output--write-into = impossible d'écrire dans « { $folder } » : { $reason }
errors--output--write = impossible d'écrire « { $name } » : { $reason }
errors--output--not-a-folder = « { $folder } » existe et n'est pas un dossier ; choisissez un autre --out
errors--output--make = impossible de créer le dossier « { $folder } » : { $reason }
errors--output--through-link = pnp refuse d'écrire { $name } : { $link } est un lien ; pnp n'écrit rien à travers un lien, qui pourrait mener hors de { $folder }
errors--output--file-not-folder = impossible d'écrire dans { $path } : c'est un fichier, pas un dossier
errors--output--in-the-way =
    pnp refuse d'écrire { $path } : { $what ->
        [folder] un dossier de ce nom
       *[other] quelque chose qui n'est pas un simple fichier
    } est sur le chemin
errors--output--not-pnps =
    { $count ->
        [0] { $name } existe déjà et n'a pas été écrit par pnp ; utilisez --force pour le remplacer
        [one] { $name } et 1 autre fichier existent déjà et n'ont pas été écrits par pnp ; utilisez --force pour les remplacer
       *[other] { $name } et { $count } autres fichiers existent déjà et n'ont pas été écrits par pnp ; utilisez --force pour les remplacer
    }
errors--output--undo-failed = impossible d'écrire dans « { $folder } » : { $reason }, et l'annulation des déplacements a échoué elle aussi ({ $again }) ; la prochaine construction à cet endroit les terminera
