# Les messages de pnp sur les parties d'un kit (plateaux, jetons, pions, roues, exemples, icônes, livrets de règles,
# étuis, imprimeurs) et les règles propres aux jeux intégrés : les erreurs qu'un fichier de jeu y rencontre.

errors--board--none = le jeu « { $game } » n'a pas de plateau
parts--or_list = { $count ->
        [one] { $last }
       *[other] { $items } ou { $last }
    }
errors--board--no_resize = seul un plateau { $takers } accepte { $option } ; un plateau { $kind } prend ses dimensions dans le fichier de jeu
board--verify--graph = { $what }, graphe vérifié
errors--board--place = « { $value } » n'est pas compris entre 0 et { $most } mm
errors--board--long_name = « { $words }… » dépasse { $most } caractères ; raccourcissez-le
errors--board--long_label = « { $words } » dépasse { $most } caractères
errors--board--score_cell = une case de { $cell } mm est trop petite pour des pions de { $base } mm de base ; donnez { $least } mm ou plus
errors--board--score_track = { $track } n'est pas une piste de score ; donnez 1 à 1000, ou 0 pour aucune
errors--board--no_fit = le plateau ne tient pas sur une feuille { $paper } avec des cases d'au moins { $least } mm (il les faut pour des pions de { $base } mm) ; retirez --fit pour l'imprimer sur plusieurs feuilles, choisissez un papier plus grand, ou donnez la base de pions plus petits avec --pawn
errors--board--names = { $count } noms pour { $colours } couleurs ; donnez un nom par couleur
errors--board--art--tall = à cette largeur, l'image fait { $height } mm de haut, plus que { $most } mm ; donnez une largeur plus petite
errors--board--art--small_cells = des cases de { $room } mm de large sont trop petites pour des pions de { $base } mm de base ; il leur faut { $least } mm ou plus
errors--board--art--beyond = la grille atteint { $right } mm × { $bottom } mm, au-delà des { $width } mm × { $height } mm de l'image ; donnez moins de colonnes ou de rangées, ou des cases plus petites
board--hint--art--printed = les cases de cette grille portent les coordonnées imprimées dedans, de A1 en haut à gauche à { $last }
board--hint--art--letters = les cases de cette grille se nomment par une lettre de colonne et un numéro de rangée, de A1 en haut à gauche à { $last }
board--hint--cross = une croix fait 15 × 15 cases, A1 en haut à gauche (les coins de son bloc central, qui n'appartiennent à aucun chemin, sont G7, I7, G9 et I9)
board--hint--cross_places = { $cross } ; les places d'une écurie se nomment par sa couleur et 1 à { $places }, comme { $first }
errors--board--cross--retired_neutral = écrivez plutôt une pièce neutre avec sa propre case de repos : [[board.neutral]] avec name, rest = "G7", icon et legend (docs/game-format.md)
errors--board--cross--colors_most = { $count } couleurs pour un plateau en croix à { $arms } branches ; donnez-en { $arms } au plus
errors--board--cross--colors_each = { $count } couleurs pour un plateau en croix à { $arms } branches ; donnez-en une par branche
errors--board--cross--places = { $count } étiquettes pour les { $places } places d'une écurie ; donnez-en { $places }
errors--board--cross--place_icons = { $count } icônes pour les { $places } places d'une écurie ; donnez-en 1 ou { $places }
board--verify--cross = circuit fermé de { $track } cases, { $stairs } escaliers de { $steps }, départs espacés de { $apart }
board--hint--grid_rest = nommez une case par sa lettre de colonne et son numéro de rangée, comme B3
errors--board--grid--size = un plateau en grille a besoin de colonnes et de rangées, comme columns = 6 et rows = 4
errors--board--grid--setup_each = { $each } jetons de chacune des { $colours } couleurs, c'est plus que les { $cells } cases de la grille
errors--board--grid--setup_colors = les jetons de mise en place ont besoin de leurs couleurs ; listez-les, comme colors = ["blue", "orange"]
board--hint--grid = les cases de cette grille vont de A1 en haut à gauche à { $last }
board--verify--grid = grille de { $columns } × { $rows }, chaque case assez grande pour un pion de { $base }
errors--board--grid--setup_more = { $each } × { $colours } jetons de mise en place, c'est plus que les { $cells } cases
errors--board--grid--setup_short = la mise en place demande { $each } jetons { $colour }, le fichier de jeu en a { $count }
board--verify--setup = { $each } × { $colours } jetons de mise en place { $full ->
        [yes] remplissent
       *[no] tiennent sur
    } les { $columns } × { $rows } cases
errors--board--hex--side_or_width = donnez le côté de l'hexagone ou sa largeur, pas les deux
errors--board--hex--radius = un hexagone d'hexagones a besoin de son rayon, comme radius = 4 (61 hexagones)
errors--board--hex--no_columns = un hexagone d'hexagones a un rayon, pas de colonnes ni de rangées ; retirez ce champ
errors--board--hex--columns = un plateau d'hexagones de forme { $shape } a besoin de colonnes et de rangées, comme columns = 11 et rows = 11
errors--board--hex--no_radius = seul un hexagone d'hexagones a un rayon ; la forme { $shape } a des colonnes et des rangées
errors--board--hex--many = { $count } hexagones, c'est plus que la limite de { $most }
errors--board--hex--no_folder = ce fichier de jeu n'a pas de dossier où lire les données
errors--board--hex--column = colonne « { $column } » inconnue ; utilisez { $columns }
errors--board--hex--small = des hexagones de { $flats } mm entre côtés opposés sont trop petits pour des pions de { $base } mm de base ; il leur faut { $least } mm (un côté de { $side } mm) ou plus
errors--board--hex--no_hex = ce plateau n'a pas d'hexagone « { $hex } »
errors--board--hex--no_hex_hole = ce plateau n'a pas d'hexagone « { $hex } » (c'est un trou)
errors--board--hex--icon_or_art = un hexagone montre une icône ou une image, pas les deux
errors--board--hex--side = un plateau d'hexagones de forme { $shape } n'a pas de côté « { $side } » ; ses côtés sont { $sides }
board--hint--hex--printed = les hexagones de ce plateau se nomment comme il les imprime, de { $first } à { $last }
board--hint--hex--letters = les hexagones de ce plateau se nomment par lettre de colonne et numéro de rangée, de { $first } à { $last }
errors--board--neutral--name = une pièce neutre a besoin d'un nom ; écrivez-le, comme name = {"{"} fr = "…", en = "…" {"}"}
errors--board--neutral--rest = « { $square } » n'est pas une case de ce plateau ; { $hint }
errors--board--neutral--shared = les pièces neutres { $a } et { $b } reposent toutes deux sur { $square } ; donnez à chacune sa case
errors--board--points--which = donnez les points, un lattice = [colonnes, rangées] ou un star = n (un seul des trois)
errors--board--points--lattice = { $columns } × { $rows } points ; donnez 1 à 40 pour chacun, deux points au moins
errors--board--points--many = { $count } points, c'est plus que la limite de { $most }
errors--board--points--diagonals = seul un lattice a des diagonales ; tracez-les comme des lignes entre les points
errors--board--points--no_point = il n'y a pas de point { $point } ; le plateau a les points 1 à { $last }
board--hint--spots = des emplacements de { $base } mm, la base d'un pion, plus { $room } mm
errors--board--points--over = la ligne du point { $a } au point { $b } passe sur le point { $point } ; placez le point { $point } dans la ligne entre eux
board--hint--points--numbers = les points de ce plateau se nomment par les numéros imprimés à côté, de 1 à { $last }
board--hint--points--chess = les points de ce plateau se nomment comme les cases d'un échiquier, une lettre de colonne depuis a (à gauche) et un numéro de rangée depuis 1 (en bas), comme { $first }
errors--board--track--ladder = une échelle qui descend de { $a } à { $b } ; une échelle monte : échangez from et to, ou faites-en un serpent
errors--board--track--snake = un serpent qui monte de { $a } à { $b } ; un serpent fait descendre : échangez from et to, ou faites-en une échelle
errors--board--track--cell_name = « { $cell } » n'est pas un nom de case ; écrivez une lettre de colonne et un numéro de rangée, comme B3
errors--board--track--outside = { $cell } est hors de la grille de { $columns } × { $rows }
errors--board--track--small = une case de { $cell } mm est trop petite pour des pions de { $base } mm de base ; il faut des cases de { $least } mm ou plus (la base plus { $room } mm)
board--hint--track_runs = le parcours va de { $first } à { $last }
board--hint--track = les cases de ce parcours se nomment par les numéros imprimés dedans, de { $first } à { $last }
errors--rules--quotes = le livret de règles de « { $game } » cite { $what }, que les dés et les probabilités de ce fichier ne donnent pas ; gardez les dés du jeu intégré, ou donnez au jeu un id à lui
errors--rules--quoted--figure = le chiffre « { $key } »
errors--rules--quoted--duel = la variante « { $variant } » avec { $a } contre { $b }
errors--rules--quoted--variant = la variante « { $variant } »
errors--rules--quoted--section = la section « { $section } »
errors--rules--quoted--series = la variante « { $variant } » jouée en séries
errors--rules--figure--unknown = le livret de règles demande une figure inconnue, « { $name } » ; figures : { $figures }
errors--rules--figure--cycle = la figure « dice-cycle » demande un duel de dés ; { $game } a { $rows }
errors--rules--figure--cycle_row = la figure « dice-cycle » demande un duel de dés avec une ligne « { $row } » ; { $game } a { $rows }
errors--rules--figure--groups_line = la figure « dice-groups » lit un groupe par ligne, comme « trio: 1 4 5 », et non « { $line } »
errors--rules--figure--groups_none = la figure « dice-groups » demande un groupe par ligne après son nom, comme « trio: 1 4 5 »
errors--rules--template = le modèle de livret de règles { $name } utilise quelque chose que le jeu n'a pas : { $error }
errors--rules--cites = cite le chiffre « { $name } », que ce jeu n'a pas ; ses chiffres : { $figures }
errors--rules--aid = l'aide de jeu de { $game } ({ $lang }) ne tient pas sur sa carte d'une demi-page ; raccourcissez { $file }
errors--examples--id = l'exemple « { $example } » est nommé deux fois ou pas du tout ; donnez à chaque exemple son propre id
errors--examples--cell = « { $cell } » n'est pas une case de ce plateau (exemple « { $example } ») ; { $hint }
errors--examples--beside = aucun jeton ni aucune carte ne s'appelle « { $name } » ; le jeu a : { $names }
errors--examples--listed = { $names } … ({ $count } en tout)
errors--examples--no_cells = l'exemple « { $example } » pose quelque chose sur une case, et ce jeu { $board ->
        [none] n'a pas de plateau
       *[unnamed] a un plateau dont les cases n'ont pas de nom (une image sans grille)
    } ; montrez seulement ses dés et les jetons ou cartes à côté, ou retirez l'exemple
errors--examples--empty = l'exemple « { $example } » ne montre rien : ce jeu n'a pas de plateau à dessiner, et l'exemple ne donne ni dés ni rien à côté ; donnez-lui des dés, ou un jeton ou une carte à côté
errors--examples--piece = nommez une seule pièce : pawn = "<id>" avec sa color, ou token = "<id>"
errors--examples--pawn = aucun pion ne s'appelle « { $pawn } » ; le jeu a : { $pawns }
errors--examples--color = le pion « { $pawn } » existe en { $colours }, pas en « { $colour } » ; nommez l'une de ces couleurs
errors--examples--token = aucun jeton ne s'appelle « { $token } » ; le jeu a : { $tokens }
errors--examples--die = aucun dé ne s'appelle « { $die } » ; le jeu a : { $dice }
errors--examples--face = le dé « { $die } » n'a pas de face { $face } ; ses faces sont { $faces }
errors--examples--cited = le livret de règles cite l'exemple « { $name } », que le fichier de jeu ne déclare pas ; exemples : { $examples }
errors--tokens--pattern = motif « { $pattern } » inconnu ; utilisez { $patterns }
errors--tokens--count = { $count } n'est pas un nombre de pièces ; donnez 1 à { $most }
errors--tokens--twice = « { $id } » sert deux fois ; donnez à chaque sorte de jeton ou de pion son propre id
errors--tokens--variants = { $count } jetons dans variants, plus que les { $most } de count ; augmentez count ou réduisez-les
errors--tokens--counter = jeton « { $id } »
errors--tokens--wide = { $what } : { $size } de large, plus que les cases de { $cell } mm du plateau où il se pose ; ramenez-le à { $cell } mm au plus ou agrandissez les cases
errors--tokens--label = l'étiquette « { $label } » ne tient pas sur un jeton de { $size } mm ; raccourcissez-la ou agrandissez le jeton
errors--tokens--glyphs = { $key } « { $words } » emploie { $missing }, que la police fournie ne sait pas dessiner
errors--pawns--icon = un pion a besoin d'une icône, ou de art = "fichier.svg" (une image à côté du fichier de jeu)
errors--pawns--colors = aucune couleur donnée ; listez une couleur par jeu de pions, comme ["red", "blue"]
errors--pawns--budget = jetons et pions
errors--pawns--pawn = pion « { $id } »
parts--room--counter = un jeton { $shape ->
        [round] rond
       *[square] carré
    } de { $size } mm
parts--room--standee = une figurine debout de { $width } mm × { $height } mm
parts--room--pawn_token = un pion plat de { $size } mm
parts--room--spinner = une roue de { $size } mm
errors--spinners--twice = « { $id } » sert deux fois ; donnez à chaque roue son propre id
errors--spinners--sectors = { $count } secteurs ; donnez-en 2 à { $most }, comme sectors = ["1", "2", "3"]
errors--spinners--label = un secteur a besoin d'une étiquette ; écrivez-en une, comme "1" ou "Perdu"
errors--spinners--glyphs = « { $words } » emploie { $missing }, que la police fournie ne sait pas dessiner
errors--spinners--fit = l'étiquette « { $label } » ne tient pas dans son secteur d'un cadran de { $size } mm ; raccourcissez-la, prenez moins de secteurs ou un plus grand diamètre
errors--imposition--room = { $what } prend { $width } mm × { $height } mm avec ses marges et ses repères, plus que les { $room_width } mm × { $room_height } mm imprimables sur { $paper } ; choisissez une taille plus petite ou un papier plus grand
errors--imposition--crop = { $what } ne tient pas sur { $paper } avec ses traits de coupe ; choisissez une taille plus petite ou un papier plus grand
errors--icons--unknown_game_icon = icône « { $name } » inconnue ; les noms sont ceux de game-icons.net, en minuscules avec des traits d'union
errors--icons--unknown_game_icon_close = icône « { $name } » inconnue ; vouliez-vous dire « { $close } » ? les noms sont ceux de game-icons.net, en minuscules avec des traits d'union
errors--icons--unknown = icône « { $name } » inconnue ; icônes : { $icons }, ou game-icons:NOM
errors--icons--unknown_close = icône « { $name } » inconnue ; vouliez-vous dire « { $close } » ? icônes : { $icons }, ou game-icons:NOM
errors--icons--nothing = ne dessine rien ; une icône a besoin d'au moins un chemin ou une forme
errors--icons--bytes = { $count } octets, c'est plus que { $what ->
        [art] une image
       *[icons] une icône
    } ne peut en contenir ({ $most })
errors--icons--doctype = déclare un DOCTYPE ou des entités ; { $what ->
        [art] une image
       *[icons] une icône
    } doit être du SVG simple, sans eux
errors--icons--refused = refusé : { $error } ; { $what ->
        [art] une image
       *[icons] une icône
    } doit être du SVG simple
errors--icons--malformed = SVG mal formé : { $error }
errors--icons--top = l'élément racine est <{ $tag }>, et non <svg>
errors--icons--no_size = n'a pas de taille ; donnez-lui un viewBox, ou une largeur et une hauteur supérieures à zéro
errors--icons--deep = les éléments s'imbriquent sur plus de { $most } niveaux
errors--icons--elements = plus de { $most } éléments ; simplifiez l'icône
errors--icons--refused_tag = <{ $tag }> n'est pas permis dans une icône ; dessinez avec path, circle, ellipse, rect, polygon ou g
errors--icons--use = <use> désigne « { $ref } », qui n'est pas un élément de ce fichier
errors--icons--unknown_tag = <{ $tag }> n'est pas un élément que pnp lit dans les icônes
errors--icons--outside = renvoie à « { $value } » hors du fichier ; une icône doit se suffire à elle-même
errors--icons--stroke_width = stroke-width « { $value } » n'est pas une longueur
errors--icons--gradient = la peinture « { $value } » est un dégradé ou un motif ; les icônes n'emploient que des couleurs unies
errors--icons--transform = impossible de lire la transformation « { $text } »
errors--icons--transform_numbers = { $kind }() prend { $counts } nombres dans « { $text } »
errors--icons--path_bad = « { $bad } » inattendu dans les données du chemin « { $path } »
errors--icons--path_bad_at = « { $bad } » inattendu dans les données du chemin au caractère { $at }
errors--icons--path_number = les données du chemin commencent par un nombre, ou ont des nombres après Z : « { $path } »
errors--icons--path_args = « { $command } » demande { $count } nombres dans les données du chemin « { $path } »
errors--icons--path_m = les données du chemin doivent commencer par M : « { $path } »
errors--shops--unknown = imprimeur « { $name } » inconnu ; choisissez { $shops }
errors--shops--size = une carte de { $width } × { $height } mm n'est pas un format que { $shop } imprime ({ $sizes }) ; donnez au paquet l'une de ces tailles, par exemple size = "2.5x3.5in", ou choisissez un autre --shop
errors--shops--no_gs = Ghostscript n'est pas installé, et c'est avec lui que se fait le PDF CMJN de DriveThruCards ; installez-le (Debian/Ubuntu : apt-get install ghostscript ; macOS : brew install ghostscript) ou choisissez --shop tgc ou mpc
errors--shops--bad_gs = Ghostscript ({ $gs }) { $what }, donc le PDF CMJN de DriveThruCards ne peut pas être fait ; vérifiez que « gs --version » lance Ghostscript 9.50 ou plus récent, réinstallez-le (apt-get install ghostscript, brew install ghostscript), ou choisissez --shop tgc ou mpc
errors--shops--gs--hung = n'a pas donné de réponse complète en { $seconds } s
errors--shops--gs--more = a donné plus que les { $count } pages demandées
errors--shops--gs--failed = a échoué (sortie { $code } : { $output })
errors--shops--gs--silent = sans rien dire
errors--shops--gs--page = a donné la page { $number } sous la forme { $found }, et non une image CMJN de { $width } × { $height } pixels
errors--shops--gs--short = n'a donné que { $count } des { $total } pages demandées
errors--shops--gs--not_pam = a donné autre chose qu'une image PAM là où la page { $number } devait commencer
errors--shops--gs--stopped = s'est arrêté au milieu de la page { $number } (ligne { $row } sur { $height })
errors--boxes--ease = « { $ease } » n'est pas une aisance valable ; donnez de 0 à { $most } mm de jeu autour du paquet, comme "1mm"
parts--room--tuck_box = étui du paquet « { $deck } » ({ $width } × { $height } × { $depth } mm à l'intérieur)
errors--boxes--too_big = { $box } : déplié, il fait { $width } mm × { $height } mm, plus que les { $room_width } mm × { $room_height } mm imprimables sur { $paper } dans un sens comme dans l'autre ; imprimez sur un papier plus grand, ou faites un étui plus petit (moins de cartes, ou un [boxes].thickness plus mince)
errors--race--board = une course se joue sur un plateau de parcours, et ce jeu { $board ->
        [none] n'a pas de plateau
       *[other] a un plateau { $board }
    } ; donnez-lui un [board] avec kind = "track", ou retirez kind = "race"
errors--race--start = le départ { $start } est après la dernière case, { $last } ; donnez le numéro d'une case, ou un nombre inférieur à { $first } pour partir hors du plateau
errors--race--home = les pions partiraient arrivés, sur la dernière case ; faites-les partir avant
errors--charts--suffix = impossible de dessiner « { $path } » : nommez le fichier { $endings }
errors--games--players = { $game } se joue de { $least } à { $most } joueurs
errors--games--players_file = { $game } se joue de { $least } à { $most } joueurs, le fichier dit { $min } à { $max }
errors--games--needs_die = un jeu qui se joue comme { $game } a besoin d'un dé
errors--games--odds_die = les probabilités du jeu intégré « { $game } » demandent un dé d'id « { $die } » ; donnez à votre jeu un autre id
errors--games--clann--capture_cycle = la figure « capture-cycle » dessine quatre pions à rang et { $game } en a { $count }
errors--games--clann--dice = un jeu qui se joue comme clann a besoin d'un dé avec une face Noir et d'un dé ordinaire
errors--games--clann--faces = dé « { $die } » : les faces doivent être des nombres entiers à partir de 1 (ou Noir)
errors--games--ludicitude--dice = un jeu qui se joue comme ludicitude a besoin de { $count } dés ordinaires
errors--games--petits-chevaux--faces = le dé { $faces } ne peut pas jouer aux petits chevaux : il lui faut des nombres entiers et un 6
errors--games--petits-chevaux--horses = { $count } chevaux par couleur ; les petits chevaux se jouent avec 1 à 8
errors--games--renards-poules-viperes--dice = un jeu qui se joue comme renards-poules-vipères a besoin de 3 dés à nombres, il en a { $count }
errors--games--renards-poules-viperes--board = un jeu qui se joue comme renards-poules-vipères a besoin d'un plateau en grille
errors--games--renards-poules-viperes--setup = 3 × { $each } jetons ne tiennent pas sur { $columns } × { $rows } cases
