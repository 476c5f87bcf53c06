# Les messages des cartes, des dés et des feuilles de joueur (pnp/parts/cards.py, dice.py, player_sheets.py) : les
# lignes d'un kit (sa liste de matériel, ses achats, son guide) et les erreurs qu'un auteur rencontre dans les
# [[decks]], [[dice]] et [[sheets]] d'un fichier de jeu ; l'erreur elle-même fait précéder le fichier et le champ.

## cards

cards--component =
    { $count ->
        [one] - { $count } carte { $deck } ({ $w } × { $h } mm)
       *[other] - { $count } cartes { $deck } ({ $w } × { $h } mm)
    }
cards--component_named =
    { $count ->
        [one] - { $count } carte { $deck } ({ $size }, { $w } × { $h } mm)
       *[other] - { $count } cartes { $deck } ({ $size }, { $w } × { $h } mm)
    }
cards--size--poker = poker
cards--size--bridge = bridge
cards--size--tarot = tarot
cards--size--mini = mini
cards--size--square = carrée
cards--verify = paquet « { $name } »
cards--verified =
    { $count ->
        [one] { $count } carte, son texte tient dans sa boîte
       *[other] { $count } cartes, chaque texte tient dans sa boîte
    }
errors--cards--size = « { $size } » n'est pas une taille de carte ; utilisez { $sizes }, ou une largeur et une hauteur avec leur unité, comme "63x88mm" ou "2.5x3.5in"
errors--cards--side = « { $size } » mesure { $w } mm × { $h } mm ; une carte fait de { $least } à { $most } mm de côté
errors--cards--template-format = « { $shown } » met en forme la colonne { $name } ; un modèle ne fait que nommer des colonnes
errors--cards--template-empty = {"{}"} ne nomme aucune colonne
errors--cards--template-read = impossible de lire le modèle « { $template } » ({ $why }) ; écrivez une colonne {"{"}nom{"}"} et une accolade {"{{"}
errors--cards--template-fill = impossible de remplir le modèle « { $template } » ({ $why }) ; écrivez une colonne {"{"}nom{"}"} et une accolade {"{{"}
errors--cards--box-numbers =
    { $count ->
        [one] une boîte s'écrit [x, y, largeur, hauteur] depuis le coin supérieur gauche de la carte, et { $count } nombre est donné
       *[other] une boîte s'écrit [x, y, largeur, hauteur] depuis le coin supérieur gauche de la carte, et { $count } nombres sont donnés
    }
errors--cards--box-outside = la boîte { $x } mm, { $y } mm, { $w } mm × { $h } mm déborde de la carte de { $card_w } mm × { $card_h } mm
errors--cards--when-syntax = écrivez une colonne ("cost" : dessiné quand la ligne y a une valeur), ou une colonne, == ou != et une valeur ("type == spell")
errors--cards--when = impossible de lire « { $when } » : { $why }
errors--cards--data-and-rows = a à la fois data et rows ; n'en gardez qu'un
errors--cards--no-rows = n'a aucune carte ; donnez data = "cards.csv" (un fichier à côté du fichier de jeu) ou rows = [...]
errors--cards--named-by-layouts = { $place } (chaque ligne nomme sa mise en page)
errors--cards--named-by-back = { $place }.background, color ou back
errors--cards--no-card = la colonne { $column } vaut 0 sur chaque ligne : le paquet n'a aucune carte ; donnez à une ligne un { $column } de 1 ou plus
errors--cards--text-size = { $size } pt n'est pas une taille de texte ; donnez de { $least } à { $most } (ou ne la donnez pas pour garder celle de l'élément)
errors--cards--layout-none = ne nomme aucune mise en page, et le paquet n'en a pas en propre ; écrivez l'une de celles-ci : { $names }
errors--cards--layout = aucune mise en page « { $name } » dans { $field } ; ses mises en page : { $names }
errors--cards--layout-hint = aucune mise en page « { $name } » dans { $field } ; vouliez-vous dire « { $hint } » ? ses mises en page : { $names }
errors--cards--font = police inconnue « { $font } » ; utilisez { $names }, ou un fichier .ttf ou .otf à côté du fichier de jeu
# un nombre entier, ses milliers groupés comme la langue du lecteur les groupe (champ d'un autre message)
errors--cards--number = { $count }
errors--cards--filled = { $place } rempli par cette ligne fait { $count } caractères, { $over } de trop pour la limite de { $limit } ; raccourcissez la cellule
errors--cards--fit = le texte ne tient pas dans sa boîte de { $w } mm × { $h } mm, même à { $least } pt ; raccourcissez-le, ou donnez plus de place à la boîte
errors--cards--shop-layout = les fichiers pour un imprimeur se font avec --layout shop ; retirez --layout sheet (ou --shop pour le kit)
