# Les messages de pnp sur un kit entier (pnp/kit.py, pnp/jobs.py, pnp/proof.py…) : ce qui ne va pas et que faire ;
# le fichier et le champ sont placés devant par l'erreur elle-même.
errors--at = { $place } : { $message }
errors--kit--language-missing = ce texte est donné en { $given } mais pas en « { $lang } » ; ajoutez { $lang } = "…" à côté, ou construisez dans une langue que le fichier donne
errors--kit--no-piece = aucune pièce ne s'appelle « { $name } » ; le jeu a : { $pieces }
errors--kit--none = aucune
errors--kit--side = face « { $side } » inconnue ; choisissez front (recto) ou back (verso)
errors--kit--no-back = la pièce « { $name } » n'a pas de verso

## les lignes propres à la ligne de commande (pnp/cli) : une erreur, un arrêt, une erreur d'usage (assistant m-commands)
cli--error = pnp : erreur : { $message }
cli--usage-error = pnp : erreur : { $message } (voir pnp --help)
cli--stopped = pnp : arrêté par { $signal } ; le dossier de sortie contient une construction entière, l'ancienne ou la nouvelle
cli--interrupted = pnp : interrompu ; les fichiers déjà en place sont restés tels quels
cli--internal = pnp : erreur interne : { $error } (définissez PNP_DEBUG=1 pour les détails, et signalez-la s'il vous plaît)
cli--failed =
    { $count ->
        [one] pnp : { $count } vérification a échoué
       *[other] pnp : { $count } vérifications ont échoué
    }
errors--cli--empty-folder = un nom de dossier vide ; donnez le dossier où écrire, par exemple --out output

## ce que la ligne de commande n'accepte pas (pnp/cli/args.py : les erreurs d'argparse dites à nouveau)
usage--no-option = L'option { $option } n'existe pas.
usage--no-command = La commande « { $command } » n'existe pas.
usage--unrecognized = arguments inconnus : { $words }
usage--required = ces arguments manquent : { $names }
usage--invalid-int = argument { $option } : « { $value } » n'est pas un nombre entier
usage--invalid-float = argument { $option } : « { $value } » n'est pas un nombre
usage--expected-one = argument { $option } : une valeur attendue
usage--expected-some = argument { $option } : au moins une valeur attendue
usage--no-value = argument { $option } : ne prend pas de valeur (« { $value } » donné)

## pnp dice, board, tokens, build, simulate, export (pnp/jobs.py)
errors--jobs--faces-or-game = donnez --faces ou --game, pas les deux
errors--jobs--game-shape = les dés d'un jeu ont leurs propres formes ; donnez --shape seulement avec --faces
errors--jobs--no-dice = le jeu « { $game } » n'a pas de dés
errors--jobs--which-dice = dites quels dés fabriquer : --faces "1,2,Noir,Noir,5,6" (répétable) ou --game JEU
errors--jobs--colours =
    { $count ->
        [one] { $colours } couleurs pour { $count } dé ; donnez une couleur, ou une par --faces
       *[other] { $colours } couleurs pour { $count } dés ; donnez une couleur, ou une par --faces
    }
errors--jobs--sticker-larger = un autocollant de { $sticker } mm est plus grand que le dé de { $die } mm auquel il est destiné
errors--jobs--style = style « { $style } » inconnu ; choisissez sticker ou net
errors--jobs--copies = { $count } n'est pas entre 1 et { $most }
errors--jobs--ignore-claims = , ou construisez quand même avec --ignore-claims
errors--jobs--part = élément « { $part } » inconnu ; les éléments : { $parts }
errors--jobs--shop-parts = une construction pour imprimeur ne fait que les cartes ; retirez --parts, ou construisez le kit sans --layout shop
jobs--kit = { $game } : kit { $kit } ({ $pages }), { $files } dans { $folder }
jobs--game = { $game } : { $files } dans { $folder }
jobs--pages =
    { $count ->
        [one] { $count } page à imprimer
       *[other] { $count } pages à imprimer
    }
jobs--files =
    { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    }
jobs--index = tous les kits, avec aperçus : { $index } (--verbose liste chaque fichier)
errors--jobs--engine = aucun moteur de règles pour ce jeu ({ $fix }) ; donnez à plays_like l'une de ces valeurs : { $engines }
errors--jobs--engine-none = « { $like } » n'en a pas
errors--jobs--engine-add = ajoutez une table [simulation] avec kind = "race" ou plays_like
errors--jobs--board--track = un parcours de { $count } cases
errors--jobs--board--cross = une croix de 52 cases
errors--jobs--board--grid = une grille de { $columns } × { $rows }
errors--jobs--board--other = un plateau de type { $kind }
errors--jobs--fit-board = { $mine } n'est pas { $theirs } : { $like } se joue sur { $theirs } ; donnez ce plateau au fichier, ou jouez-le comme une course ([simulation] kind = "race")
errors--jobs--fit-no-board = ce fichier n'a pas de plateau, et { $like } se joue sur { $theirs } ; donnez ce plateau au fichier, ou jouez-le comme une course ([simulation] kind = "race")
errors--jobs--fit-dice =
    { $count ->
        [one] { $count } dé ne correspond pas aux { $theirs } de { $like } ; donnez au fichier { $theirs } tables [[dice]]
       *[other] { $count } dés ne correspondent pas aux { $theirs } de { $like } ; donnez au fichier { $theirs } tables [[dice]]
    }
errors--jobs--fit-pawns = aucun pion, et { $like } se joue avec des pions ; ajoutez [[pawns]]
errors--jobs--fit-tokens = aucun jeton, et { $like } se joue avec des jetons ; ajoutez [[tokens]]
errors--jobs--players-range = { $game } se joue de { $least } à { $count } joueurs, pas à { $given }
errors--jobs--players =
    { $count ->
        [one] { $game } se joue à { $count } joueur, pas à { $given }
       *[other] { $game } se joue à { $count } joueurs, pas à { $given }
    }
errors--jobs--policy = stratégie « { $name } » inconnue ; { $game } a { $policies }
errors--jobs--policies =
    { $count ->
        [one] { $count } stratégie pour { $players } joueurs ; donnez-en une pour tous, ou une par place
       *[other] { $count } stratégies pour { $players } joueurs ; donnez-en une pour tous, ou une par place
    }
errors--jobs--variant = variante « { $name } » inconnue ; { $game } a { $known }
errors--jobs--no-variants = aucune
errors--jobs--seed = { $seed } n'est pas une graine ; donnez un nombre entier à partir de 0
errors--jobs--vs-engine = { $vs } se joue avec le moteur de règles { $theirs } et { $game } avec { $mine } ; comparez deux versions d'un même jeu
errors--jobs--vs-no-engine = { $vs } ne se joue avec aucun moteur de règles et { $game } avec { $mine } ; comparez deux versions d'un même jeu
errors--jobs--vs-players =
    { $count ->
        [one] { $vs } ne se joue pas à { $count } joueur
       *[other] { $vs } ne se joue pas à { $count } joueurs
    }
errors--jobs--vs-policy = { $vs } n'a pas de stratégie « { $name } »
errors--jobs--games-or-precision = donnez --games ou --precision, pas les deux
errors--jobs--games =
    { $count ->
        [one] { $count } partie est hors limites ; donnez de 1 à { $most }
       *[other] { $count } parties sont hors limites ; donnez de 1 à { $most }
    }
errors--jobs--workers =
    { $count ->
        [one] { $count } processus est hors limites ; donnez de 1 à { $most }
       *[other] { $count } processus sont hors limites ; donnez de 1 à { $most }
    }
errors--jobs--exact-plays = --exact ne joue aucune partie ; retirez --games, --precision, --vs et --tips
errors--jobs--exact-race = --exact résout les courses ([simulation] kind = "race") ; ce jeu se joue avec un autre moteur, retirez donc --exact
errors--jobs--precision = une précision de { $points } points est hors limites ; donnez de { $finest } à { $coarsest } points (± autant sur chaque taux : { $coarsest } demande au moins { $fewest } parties, { $finest } au plus { $most })
errors--jobs--cell-or-fit = donnez --cell ou --fit, pas les deux
errors--jobs--no-board = le jeu « { $game } » n'a pas de plateau à imprimer
errors--jobs--no-tokens = aucun [[tokens]] ni [[pawns]] à imprimer ; ajoutez-en au fichier de jeu
errors--jobs--store = seul un jeu intégré a un résultat enregistré ; retirez --store pour un fichier de jeu
errors--jobs--target = cible « { $target } » inconnue ; choisissez { $targets }
errors--jobs--base-url = --base-url sert à --to tts, dont l'objet sauvegardé nomme ses images par leur adresse

## pnp proof (pnp/proof.py)
errors--proof--several = « { $name } » désigne { $count } pièces par { $by } ({ $pieces }) ; donnez l'un de ces noms
errors--proof--by--name = leur nom
errors--proof--by--id = leur identifiant
errors--proof--by--title = leur titre
errors--proof--by--shown = leur nom affiché
errors--proof--no-piece = aucune pièce ne s'appelle « { $name } » (les pièces du jeu : { $pieces })
errors--proof--no-piece-like = aucune pièce ne s'appelle « { $name } » ; vouliez-vous dire « { $like } » ? (les pièces du jeu : { $pieces })
proof--run = { $first } à { $last }
errors--proof--no-back = la pièce « { $name } » n'a pas de verso ; faites l'épreuve de son recto
errors--proof--png = « { $out } » n'est pas un nom de fichier PNG ; donnez-en un qui finit par .png

## le rapport de pnp validate (pnp/validate.py) : le verdict de chaque vérification, son nom, ce qu'elle a trouvé
validate--ok = ok
validate--fail = ÉCHEC
validate--warn = attention
validate--game-file = fichier de jeu
validate--claims = annonces
validate--parts = éléments ({ $setting })
validate--parts-every = éléments (tous les papiers et toutes les langues)
validate--reads = « { $game } » se lit sans erreur
validate--drawn = { $parts }, { $pages }, chaque caractère présent dans la police
validate--parts-count =
    { $count ->
        [one] { $count } élément
       *[other] { $count } éléments
    }
validate--pages-count =
    { $count ->
        [one] { $count } page
       *[other] { $count } pages
    }
errors--validate--glyphs = caractères que la police ne sait pas dessiner : { $chars }
validate--safe = le texte et l'image de chaque carte sont dans la zone sûre de { $shop }
validate--no-deck = aucun paquet à imprimer
validate--claimed = { $said } — annoncé { $claimed } ; { $truth }

## les lignes de pnp watch dans le terminal et ses erreurs (pnp/watch.py ; les mots de la page sont watch--* dans pnp.ftl)
watch--said--built = pnp watch : construit en { $seconds } s
watch--said--built-changed = pnp watch : construit en { $seconds } s ; modifié : { $names }
watch--said--early = pnp watch : { $names } dessiné en { $seconds } s ; le kit suit
watch--said--serving = pnp watch : { $address } (Ctrl-C pour arrêter)
watch--said--stopped = pnp watch : arrêté
watch--said--server = pnp watch : serveur : { $error }
errors--watch--port = { $port } n'est pas un port ; donnez-en un de 1024 à 65535
errors--watch--in-use = le port { $port } est occupé ; arrêtez ce qui l'occupe ou choisissez-en un autre avec --port
errors--watch--listen = impossible d'écouter sur { $address } : { $reason }

## pnp showcase, pnp export (pnp/showcase.py, pnp/exports)
errors--showcase--size = { $size } px n'est pas entre { $least } et { $most } ; { $suits } convient à la page d'un jeu
errors--showcase--nothing = le jeu n'a aucune pièce à montrer (ni plateau, ni carte, ni dé, ni jeton, ni pion, ni feuille)
errors--exports--dpi = { $dpi } dpi n'est pas entre { $least } et { $most } ; { $suits } convient aux tables virtuelles
errors--exports--base-url = « { $url } » n'est pas une adresse http(s) ; donnez-en une comme https://example.org/mon-jeu/
errors--exports--deck-sheets = le paquet « { $deck } » a { $count } cartes différentes : { $sheets } planches de { $each }, au-delà des { $most } qu'un objet sauvegardé peut contenir (Tabletop Simulator garde chacune en mémoire, jusqu'à 64 Mio) ; partagez le paquet en plusieurs
