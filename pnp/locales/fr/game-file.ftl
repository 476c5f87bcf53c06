# Les messages de pnp sur un fichier de jeu et les options d'impression (pnp/model : spec, explain, font_limits,
# budgets, options, typefaces) : ce qui ne va pas, puis quoi faire ; le fichier et le champ sont mis devant.
errors--budgets--cards =
    cette construction ferait { $count } { $count ->
        [one] carte
       *[other] cartes
    }, au-delà de la limite de { $limit } de { $over } ; baissez les nombres d'exemplaires ou répartissez les paquets entre plusieurs jeux
errors--budgets--faces =
    cette construction ferait { $count } { $count ->
        [one] face de dé
       *[other] faces de dés
    }, au-delà de la limite de { $limit } de { $over } ; imprimez moins de dés, ou moins d'exemplaires
errors--budgets--pieces =
    cette construction ferait { $count } { $count ->
        [one] pion
       *[other] pions et jetons
    }, au-delà de la limite de { $limit } de { $over } ; baissez les nombres d'exemplaires
errors--budgets--pages =
    cette construction ferait { $count } { $count ->
        [one] page
       *[other] pages
    }, au-delà de la limite de { $limit } de { $over } ; construisez moins de parties à la fois (--parts), ou baissez les nombres
errors--budgets--export = à { $dpi } dpi cet export dessinerait { $over } ; { $fix }
errors--budgets--dpi-none = même --dpi { $dpi } est trop : exportez moins de pièces, ou de plus petites
errors--budgets--dpi-most = donnez --dpi { $dpi } ou moins, le plus haut où tout tient
errors--budgets--image = une image de { $width } × { $height } pixels, au-delà de la limite de { $limit } pixels pour une image
errors--budgets--images =
    { $pixels } pixels en { $count } { $count ->
        [one] image
       *[other] images
    }, au-delà de la limite de { $limit } de { $over }
errors--options--format = format inconnu « { $given } » ; utilisez { $allowed } ou une liste comme pdf,svg
errors--options--value = valeur inconnue « { $value } » ; utilisez { $choices }
errors--options--no-such = l'option { $option } n'existe pas ; voyez --help
errors--options--bleed = « { $given } » n'est pas entre 0 et { $most } mm ; donnez un fond perdu de 0 à { $most } mm
errors--fonts--kinds = un fichier de police .ttf ou .otf ; donnez une police TrueType ou OpenType
errors--fonts--too-large = « { $name } » dépasse { $most } Mo ; ce n'est pas une police que pnp peut incorporer
errors--fonts--unreadable = impossible de lire la police « { $name } » : { $reason }
errors--fonts--not-a-font = « { $name } » n'est pas une police que fontTools sait lire (un fichier TrueType ou OpenType) ; exportez-la de nouveau en .ttf ou .otf
errors--fonts--no-cmap = « { $name } » n'a pas de table de caractères Unicode (police de symboles ou ancienne) ; choisissez une police Unicode
errors--fonts--variable = « { $name } » est une police variable ; donnez l'une de ses instances fixes (par exemple son -Regular.ttf)
errors--fonts--no-outlines = « { $name } » n'a pas de contours que pnp puisse incorporer (ni table glyf ni CFF) ; exportez-la en .ttf
errors--fonts--not-embeddable = « { $name } » ne peut pas être incorporée dans un PDF : { $reason } ; choisissez une police dont la licence le permet
errors--fonts--damaged = « { $name } » est endommagée (reportlab ne sait pas lire ses tables) ; exportez-la de nouveau en .ttf
errors--fonts--no-glyph = la police « { $name } » n'a pas le caractère « { $char } » ({ $code }) ; choisissez une police qui l'a, ou changez le texte
errors--fonts--no-glyph-in = la police « { $name } » n'a pas le caractère « { $char } » ({ $code }) dans { $what } ; choisissez une police qui l'a, ou changez le texte

## un fichier de jeu dans son ensemble et ses vérifications de base (pnp/model/spec.py) : le champ est placé devant par l'erreur
errors--spec--no-file = aucun fichier de jeu à l'emplacement « { $ref } »
errors--spec--unknown-game = jeu « { $ref } » inconnu ; jeux intégrés : { $games } (ou donnez le chemin d'un fichier .toml)
errors--spec--unknown-game-close = jeu « { $ref } » inconnu ; vouliez-vous dire « { $close } » ? jeux intégrés : { $games } (ou donnez le chemin d'un fichier .toml)
errors--spec--too-large = le fichier dépasse { $most } ko ; un fichier de jeu contient du texte, pas des données
errors--spec--not-utf8 = le fichier n'est pas du texte UTF-8 ; enregistrez-le en UTF-8
errors--spec--unreadable = impossible de lire le fichier : { $reason }
errors--spec--not-toml = TOML invalide : { $reason }
errors--spec--long-number = un nombre compte des milliers de chiffres ; aucune clé d'un fichier de jeu n'en prend d'aussi grand
errors--spec--too-deep = listes ou tables trop imbriquées pour être lues ; un fichier de jeu en imbrique { $most } niveaux au plus
errors--spec--nested = listes ou tables imbriquées sur plus de { $most } niveaux ; un fichier de jeu en demande bien moins
errors--spec--top-level = premier niveau
errors--spec--control-key = une clé contient un caractère de contrôle ; renommez-la
errors--spec--holds = contient { $what } ; retirez-le
errors--spec--text-long = { $count } caractères, c'est plus que la limite de { $most }
errors--spec--no-glyph = la police ne sait pas dessiner { $chars } ; employez d'autres caractères
errors--spec--not-finite = { $value } n'est pas un nombre utilisable par pnp (TOML lit ainsi nan, inf et les nombres au-delà de 1e308) ; écrivez un nombre fini
errors--spec--not-finite-range = { $value } n'est pas un nombre utilisable par pnp (TOML lit ainsi nan, inf et les nombres au-delà de 1e308) ; écrivez un nombre fini de { $least } à { $most }
errors--spec--past-any = { $value } dépasse tout nombre qu'accepte un fichier de jeu ; écrivez-en un de { $least } à { $most }
errors--spec--title-empty = est vide ; donnez un nom au jeu
errors--spec--title-long = { $count } caractères, c'est plus que la limite de { $most } pour un titre ; raccourcissez-le
errors--spec--players = le minimum ({ $min }) dépasse le maximum ({ $max })
errors--spec--time = le minimum ({ $min }) dépasse le maximum ({ $max }) ; écrivez d'abord la durée en minutes de la partie la plus courte
errors--spec--die-twice = « { $id } » sert deux fois ; donnez à chaque dé son propre id
errors--spec--die-name = « { $words }… » dépasse { $most } caractères ; raccourcissez-le
errors--spec--claim-twice = « { $id } » nomme déjà une affirmation précédente ; donnez à chaque affirmation son propre id
errors--spec--claim-win = manquant ; donnez la chance exacte de gagner du premier dé, comme win = "7/12" (ou, pour une main de cartes, deck, hand, where et chance)
errors--spec--no-die = aucun dé n'a l'id « { $id } » ; dés : { $dice }
errors--spec--none = aucun
errors--spec--race-or-like = un jeu se joue comme une course ou comme « { $like } », pas les deux ; retirez l'un des deux
errors--spec--race-key = ne sert qu'à une course ; ajoutez kind = "race" ou retirez cette clé
errors--spec--race-word = le dé « { $id } » porte un mot sur une face ; une course avance par des nombres
errors--spec--race-no-die = une course demande un dé ; ajoutez une table [[dice]] et nommez-la ici
errors--spec--race-first-die = le premier dé, « { $id } », porte un mot sur une face, et une course avance par des nombres ; nommez ici un dé à nombres
errors--spec--hand-deck = manquant ; nommez le paquet d'où la main est distribuée, comme deck = "main"
errors--spec--hand-chance = manquant ; donnez la chance exacte de la main, comme chance = "33/91"
errors--spec--hand-where = manquant ; nommez les cartes qui comptent, comme where = ["suit=moon"]
errors--spec--hand-dice-key = est une clé d'affirmation sur des dés ; une affirmation porte sur des dés ou sur une main, pas les deux
errors--spec--odds-many = { $count } dés ont des nombres sur toutes leurs faces, et la table « qui bat qui » du livret en compare de 2 à { $most } ; ajoutez une table [[odds]] dont la clé dice liste ceux à comparer
errors--spec--table-twice = « { $id } » sert deux fois ; donnez à chaque table son propre id
errors--spec--duel-word = le dé « { $id } » porte un mot sur une face ; un duel compare des nombres
errors--spec--duel-dice = un duel demande de 2 à { $most } dés différents portant des nombres sur toutes leurs faces, pas { $ids } ; listez leurs ids
errors--spec--series = donnez chaque longueur de série une seule fois, comme series = [1, 3, 5]
errors--spec--variant = variante « { $value } » inconnue ; écrivez plain, sum2 (sum3…), lower_wins ou equal_dice, ou une table comme {"{"} sum = 2, lower_wins = true {"}"}
errors--spec--variant-twice = « { $name } » sert deux fois ; donnez à chaque variante son propre id
errors--spec--no-variant = donnez au moins une variante, comme variants = ["plain"]
errors--spec--fraction = « { $value } » n'est pas une fraction exacte ; écrivez-la comme 7/12 ou 0
