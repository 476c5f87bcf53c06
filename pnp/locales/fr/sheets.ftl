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
cards--option--layout = mise en page
cards--option--shop = imprimeur
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
errors--cards--filled = { $place } rempli par cette ligne fait { $count } caractères, { $over } de trop pour la limite de { $limit } ; raccourcissez la cellule
errors--cards--fit = le texte ne tient pas dans sa boîte de { $w } mm × { $h } mm, même à { $least } pt ; raccourcissez-le, ou donnez plus de place à la boîte
errors--cards--shop-layout = les fichiers pour un imprimeur se font avec --layout shop ; retirez --layout sheet (ou --shop pour le kit)

## dice

dice--folded =
    { $count ->
        [one] le patron de { $names } donne bien le dé annoncé une fois plié
       *[other] les patrons de { $names } donnent bien les dés annoncés une fois pliés
    }
dice--no_nets = aucun patron à plier
errors--dice--word = la face « { $word } » ne tient pas sur une face de { $side } mm ; raccourcissez-la ou agrandissez le dé
errors--dice--cube-net = un patron de cube demande un dé à six faces ; « { $name } » en a { $count } ; utilisez --style sticker
errors--dice--face-holds = la face { $face } contient { $why } ; retirez-le
errors--dice--pictures = { $count } images pour { $faces } faces ; donnez-en au plus une par face ("" pour aucune)
errors--dice--paper-none = { $name } occupe { $w } mm × { $h } mm avec ses marges et ses repères, plus que les { $room_w } mm × { $room_h } mm imprimables sur { $paper } ; aucun { $option } ne fait tenir un { $shape } lisible sur { $paper } : imprimez sur un papier plus grand
errors--dice--paper-most = { $name } occupe { $w } mm × { $h } mm avec ses marges et ses repères, plus que les { $room_w } mm × { $room_h } mm imprimables sur { $paper } ; un { $option } d'au plus { $most } mm tient, ou choisissez un papier plus grand
errors--dice--small-blank = un { $shape } de { $size } mm est trop petit pour des nombres lisibles ; l'arête du dé vierge doit faire au moins { $least } mm
errors--dice--small-sticker = un { $shape } de { $size } mm est trop petit pour des nombres lisibles ; l'arête de l'autocollant doit faire au moins { $least } mm
errors--dice--small-face = un { $shape } de { $size } mm est trop petit pour des nombres lisibles ; ses faces doivent faire au moins { $least } mm

## player sheets

errors--sheets--id-twice = « { $id } » sert deux fois ; donnez à chaque feuille son propre id
errors--sheets--no-block = une feuille demande au moins un bloc ; ajoutez une table [[sheets.blocks]]
errors--sheets--mixed = certains blocs ont at = [colonne, ligne] et d'autres non ; placez tous les blocs d'une face ou aucun (ils sont alors empilés)
errors--sheets--span-at = span demande at = [colonne, ligne] : l'endroit où le bloc commence
errors--sheets--leaves = le bloc en [{ $c }, { $r }] qui s'étend sur [{ $w }, { $h }] sort de la page : sa grille de mise en page a { $columns } colonnes × { $rows } lignes (grid = [{ $columns }, { $rows }]) ; déplacez-le ou réduisez son span
errors--sheets--overlap = chevauche { $other } en colonne { $x }, ligne { $y } ; déplacez l'un des deux
errors--sheets--cell = { $side } mm, c'est moins que les { $least } mm où une main écrit ; donnez au moins { $least }mm
errors--sheets--step = « { $step } » n'est pas une case de la piste (de { $first } à { $last })
errors--sheets--icon-or-art = donnez une icône ou un fichier d'image (l'un des deux)
errors--sheets--no-rows = aucune ligne ; ajoutez rows = [{"{"} label = "...", boxes = 5 {"}"}]
errors--sheets--csv-column = la colonne « { $column } » manque ; les cases d'une grille demandent les colonnes column et row (à partir de 1), et peuvent avoir { $optional }
errors--sheets--whole = « { $value } » n'est pas un nombre entier ; écrivez une colonne ou une ligne à partir de 1
errors--sheets--outside = {"["}{ $c }, { $r }] est hors de la grille de { $columns } colonnes × { $rows } lignes
errors--sheets--cell-room =
    { $count ->
        [one] sa { $count } colonne laisse des cases de { $side } mm dans sa place, moins que les { $least } mm où une main écrit ; donnez-lui un span plus large, moins de colonnes, ou un per_page plus petit
       *[other] ses { $count } colonnes laissent des cases de { $side } mm dans sa place, moins que les { $least } mm où une main écrit ; donnez-lui un span plus large, moins de colonnes, ou un per_page plus petit
    }
errors--sheets--grid-room = { $columns } × { $rows } cases de { $side } mm demandent { $w } mm × { $h } mm, plus que sa place ; donnez-lui un span plus grand ou des cases plus petites
errors--sheets--check-rows =
    { $count ->
        [one] { $count } ligne laisse des cases de { $side } mm, moins que les { $least } mm où une main écrit ; donnez-lui un span plus haut ou moins de lignes
       *[other] { $count } lignes laissent des cases de { $side } mm, moins que les { $least } mm où une main écrit ; donnez-lui un span plus haut ou moins de lignes
    }
errors--sheets--check-boxes =
    { $count ->
        [one] { $count } case de { $side } mm et son libellé ne tiennent pas dans sa place ; donnez-lui un span plus large
       *[other] { $count } cases de { $side } mm et leurs libellés ne tiennent pas dans sa place ; donnez-lui un span plus large
    }
errors--sheets--score-columns =
    { $count ->
        [one] { $count } colonne laisse des cases de { $side } mm, moins que les { $least } mm où une main écrit ; donnez-lui un span plus large
       *[other] { $count } colonnes laissent des cases de { $side } mm, moins que les { $least } mm où une main écrit ; donnez-lui un span plus large
    }
errors--sheets--score-rows =
    { $count ->
        [one] { $count } ligne laisse des lignes de { $side } mm, moins que les { $least } mm où une main écrit ; donnez-lui un span plus haut ou moins de lignes
       *[other] { $count } lignes laissent des lignes de { $side } mm, moins que les { $least } mm où une main écrit ; donnez-lui un span plus haut ou moins de lignes
    }
errors--sheets--rounds =
    { $count ->
        [one] { $count } manche laisse des ronds de { $side } mm, moins que les { $least } mm où une main coche ; donnez-lui un span plus large ou moins de manches
       *[other] { $count } manches laissent des ronds de { $side } mm, moins que les { $least } mm où une main coche ; donnez-lui un span plus large ou moins de manches
    }
errors--sheets--width = demande { $need } mm de largeur et sa place en donne { $room } mm ; donnez-lui un span plus large
errors--sheets--height = demande { $need } mm de hauteur et son span en donne { $room } mm ; donnez-lui un span plus haut ou moins de lignes
errors--sheets--page = les blocs sortent de la page : ils descendent à { $reach } mm sur une feuille de { $room } mm ; retirez un bloc, réduisez-en un, ou placez-les avec at et span
