# Les messages de pnp sur un fichier de jeu et les options d'impression (pnp/model : spec, explain, font_limits,
# budgets, options, typefaces) : ce qui ne va pas, puis quoi faire ; le fichier et le champ sont mis devant.
errors--budgets--figure = { $count }
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
errors--options--value = valeur inconnue « { $value } » ; utilisez { $first } ou { $last }
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
