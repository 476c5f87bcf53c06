# pnp's messages in fr: one per catalogue key, its dots written --

calibration = Imprimer à 100 % : ce carré mesure 50 mm.
calibration_bar = 2 pouces = 50,8 mm
calibration_strip = ← 50 mm à 100 %
page = page { $n }/{ $total }
kit_page = kit p. { $n }/{ $total }
sticker_help = Découper en suivant les traits de coupe. Les deux faces d'une même colonne se collent sur des côtés opposés du dé.
black_face = Noir
stickers = Autocollants de dés
nets = Dés à plier
net_help = Découper le trait plein, plier sur les pointillés, le dessin vers l'extérieur, puis coller les languettes grises à l'intérieur.
colon = {" "}:
and = {" "}et{" "}
percent = { $n } %
quoted = « { $name } »
outcome--win = gagne
outcome--tie = égalité
outcome--lose = perd
stats--die = Dé
stats--first = le dé 1
stats--second = le dé 2
stats--play = Partie
stats--beats = { $a } bat { $b }.
stats--even = Aucun ne bat l'autre : ils gagnent aussi souvent l'un que l'autre.
stats--matrix = Qui bat qui (ligne contre colonne : chance que la ligne gagne)
stats--pairs = Paires
stats--against = contre
stats--cycles = Cycles
stats--no_cycle = aucun cycle
stats--variants = Variantes
stats--strength = force
stats--weakest = le maillon le plus faible gagne
stats--reading = Lecture
stats--base = référence
stats--same = même cycle
stats--reversed = cycle inversé
stats--other = autre cycle
stats--none = plus de cycle
stats--claims = Ce qu'annonce le fichier
stats--dice = Dés
stats--one_roll = 1 jet
stats--sum = somme de { $n } jets
stats--higher = le plus grand l'emporte
stats--lower = le plus petit l'emporte
stats--series = série de { $n }, gagnée avec plus de lancers gagnés que perdus
stats--same_die = les deux camps lancent le même dé
stats--written = Graphique écrit : { $path }
stats--deck = Paquet { $deck } : { $n } cartes, dont { $m } où { $where } ; une main de { $hand } cartes
stats--at_least = Au moins { $k } : { $fraction } = { $percent }
stats--holds = cartes de ce genre
stats--chance = chance
stats--mean = En moyenne : { $mean } ({ $fraction })
stocks--paper = papier
stocks--card = carte 200–300 g/m²
stocks--thin_card = carte 160–200 g/m²
stocks--sticker_paper = papier autocollant
game_icons--credit = Icônes de game-icons.net, sous licence CC BY 3.0 ({ $url }) : { $who }.
game_icons--by = { $icons } par { $author }
game_icons--contributors = les contributeurs de game-icons.net
imposition--spare_words = ✂ Couper ici : la moitié du bas reste vierge, une demi-feuille à imprimer plus tard.
imposition--cut_here = ✂ couper ici
tiles--glue = coller ici
tiles--and = et
tiles--sheet = Feuille { $name } sur { $count } : colonne { $col }, rangée { $row }
tiles--first_sheet = Feuille de départ : ne pas la découper, les autres feuilles se collent sur ses bandes hachurées.
tiles--cut_left = Couper le long du trait de gauche
tiles--cut_top = Couper le long du trait du haut
tiles--cut_both = Couper le long des traits de gauche et du haut
tiles--lay_on = , poser la feuille sur la bande hachurée de { $names } en faisant se rejoindre les demi-cibles, puis coller.
tiles--assembly = Ce plateau s'imprime sur { $count } feuilles, { $columns } sur { $rows }, A1 en haut à gauche. Imprimer les feuilles à 100 %. Partir de A1 et avancer rangée par rangée : découper chaque autre feuille le long de son trait de gauche ou du haut, la poser sur la bande hachurée de { $glue } de ses voisines, faire se rejoindre les demi-cibles, puis coller.
tiles--map = Plan réduit des feuilles ({ $percent }) : à imprimer sur papier. Lettres des colonnes en haut, numéros des rangées à gauche.
tiles--columns = 
    { $count ->
        [one] { $n } colonne ({ $names })
       *[other] { $n } colonnes ({ $names })
    }
tiles--rows = 
    { $count ->
        [one] { $n } rangée ({ $names })
       *[other] { $n } rangées ({ $names })
    }
board--colour_n = Couleur { $n }
board--tiled--score_note = {" "}Piste de score de 0 à { $top } autour du plateau.
board--board = Plateau
board--guide--name = Plateau
board--guide--how = Une feuille, à taille réelle : rien à assembler.
board--guide--map = Plan du plateau
board--guide--map_how = Plan réduit, pour l'assemblage : il montre où va chaque feuille.
board--tiled_how = { $count } feuilles : découper chacune, sauf A1, le long de son trait, la poser sur la bande hachurée de sa voisine en alignant les cibles, et coller ; le plan montre où va chaque feuille.
board--shrunk = Imprimé à { $scale } % de sa taille (cases de { $cell } au lieu de { $was }) pour tenir sur { $fewer } feuilles au lieu de { $count }.
board--art--note = Plateau à taille réelle : { $w } × { $h }.
board--art--note_grid = {" "}Cases pour des pions de { $base } de large au plus.
board--art--components = plateau illustré de { $wide } de large
board--art--grid = , avec une grille de { $columns } × { $rows } { $cells }
board--art--squares = cases
board--art--hexes = hexagones
board--art--how = Le plateau est l'illustration elle-même.
board--neutral--rest = case de repos : { $name }
board--cross--full_size = Plateau à taille réelle : cases de { $cell }, pour des pions de { $base } de large au plus.
board--cross--components = plateau en croix de { $t } cases, avec { $n } escaliers de { $s } marches
board--grid--full_size = Plateau à taille réelle : cases de { $cell }, pour des jetons de { $base } de large au plus.
board--grid--setup = Mise en place : mélanger { $n } jetons de chaque couleur et les poser au hasard, un par case.
board--grid--components = plateau de { $c } × { $r } cases
board--hex--edge_words--top = haut
board--hex--edge_words--bottom = bas
board--hex--edge_words--left = gauche
board--hex--edge_words--right = droite
board--hex--edge_words--top-left = haut gauche
board--hex--edge_words--top-right = haut droit
board--hex--edge_words--bottom-left = bas gauche
board--hex--edge_words--bottom-right = bas droit
board--hex--note = Plateau à taille réelle : hexagones de { $flats } entre côtés opposés ({ $side } de côté), pour des pions de { $base } de large au plus.
board--hex--side = { $name } : bords { $edges }
board--hex--and = {" "}et{" "}
board--hex--shape_words--rectangle = rectangle de { $c } × { $r }
board--hex--shape_words--rhombus = losange de { $c } × { $r }
board--hex--shape_words--hexagon = hexagone de rayon { $n }
board--hex--components = plateau de { $n } hexagones ({ $shape })
board--hex--sides = , { $n } couleurs de bords
board--hex--how--0 = Une pièce par hexagone.
board--hex--how--1 = Une pièce par hexagone ; les bandes de couleur le long des bords montrent le camp de chaque joueur.
board--points--note = Plateau à taille réelle : chaque point tient un pion de { $base } de large au plus.
board--points--components = plateau de { $n } points reliés par { $e } traits
board--points--how = Chaque point est un rond où tient une pièce ; les pièces vont d'un point à l'autre le long des traits.
board--track--ends--0 = Départ
board--track--ends--1 = Arrivée
board--track--note = Plateau à taille réelle : cases de { $cell }, pour des pions de { $base } de large au plus.
board--track--link_words--ladder = 
    { $count ->
        [one] échelle
       *[other] échelles
    }
board--track--link_words--snake = 
    { $count ->
        [one] serpent
       *[other] serpents
    }
board--track--link_words--arrow = 
    { $count ->
        [one] flèche
       *[other] flèches
    }
board--track--link_words--curve = 
    { $count ->
        [one] raccourci
       *[other] raccourcis
    }
board--track--components = plateau-parcours de { $n } cases numérotées de { $first } à { $last } (grille de { $columns } × { $rows })
board--track--links = , avec { $links }
board--track--how--0 = Les numéros se lisent dans l'ordre du parcours.
board--track--how--1 = Les numéros se lisent dans l'ordre du parcours ; les liens partent et arrivent au centre des cases.
cards--cards = Cartes { $deck } ({ $n })
cards--sleeves =
    { $count ->
        [one] Au choix, { $count } pochette de carte de { $w } × { $h } mm pour { $deck } (elle tient aussi une carte imprimée sur papier ordinaire)
       *[other] Au choix, { $count } pochettes de cartes de { $w } × { $h } mm pour { $deck } (elles tiennent aussi des cartes imprimées sur papier ordinaire)
    }
cards--how--long = Imprimer en recto verso, retournement sur le bord long, à 100 %. Chaque page de dos suit ses faces. Couper le long des repères : les cartes se touchent, une coupe en sépare deux.
cards--how--short = Imprimer en recto verso, retournement sur le bord court, à 100 %. Chaque page de dos suit ses faces. Couper le long des repères : les cartes se touchent, une coupe en sépare deux.
cards--how--none = Imprimer d'un seul côté. Découper chaque paire carte et dos le long du trait plein, la plier sur les pointillés, dessins à l'extérieur, et coller les deux moitiés.
cards--how--single = Imprimer d'un seul côté, à 100 %. Couper le long des repères : les cartes se touchent, une coupe en sépare deux.
cards--card = 
    { $count ->
        [one] carte
       *[other] cartes
    }
tokens--note_single = Découper chaque jeton le long de son contour.
tokens--letter--red = R
tokens--letter--blue = B
tokens--letter--yellow = J
tokens--letter--green = V
tokens--letter--orange = O
tokens--letter--purple = Vi
tokens--letter--pink = Ro
tokens--letter--brown = M
tokens--guide--single = Jetons
tokens--guide--single_how = Découper chaque jeton le long de son contour.
tokens--guide--double = Jetons recto verso
tokens--guide--double_how = Imprimer en recto verso (ou coller les deux feuilles dos à dos), puis découper.
tokens--guide--folded = Jetons à plier
tokens--components = dont
pawns--guide--name = Pions
pawns--guide--standees = Découper, plier aux pointillés, coller l'avant et l'arrière dos à dos, écarter les pieds.
pawns--guide--tokens = Imprimer en recto verso, puis découper.
pawns--components = { $n } × { $name } ({ $colors })
pawns--note = Découper le long du trait plein et plier sur les pointillés : coller l'avant et l'arrière du personnage dos à dos, puis écarter les deux pieds pour qu'il tienne debout.
halves--back = verso
player_sheets--sheet = Feuille de joueur
player_sheets--name = Nom
player_sheets--round = Manche
player_sheets--total = Total
player_sheets--player = Joueur { $n }
player_sheets--points = Points
player_sheets--how_player = Une feuille par joueur à chaque partie : imprimer cette page { $times } pour { $players }{ $cut }. Imprimez-en un bloc d'avance, ou photocopiez une feuille vierge.
player_sheets--players =
    { $count ->
        [one] un joueur
       *[other] { $count } joueurs
    }
player_sheets--up_to =
    { $count ->
        [one] un joueur au plus
       *[other] { $count } joueurs au plus
    }
player_sheets--how_count =
    { $count ->
        [one] { $count } feuille par partie : imprimer cette page { $times }{ $cut }. Imprimez-en un bloc d'avance, ou photocopiez une feuille vierge.
       *[other] { $count } feuilles par partie : imprimer cette page { $times }{ $cut }. Imprimez-en un bloc d'avance, ou photocopiez une feuille vierge.
    }
player_sheets--cut = , puis couper le long des traits de coupe
player_sheets--back = {" "}Recto verso : chaque feuille a son verso.
player_sheets--component = - { $name } : une par joueur, à chaque partie (un bloc, ou des photocopies)
player_sheets--component_count = - { $count } × { $name } à chaque partie
player_sheets--shopping = Un crayon par joueur, pour les feuilles
player_sheets--times =
    { $count ->
        [1] une fois
        [2] deux fois
       *[other] { $count } fois
    }
credits--font--preview = La police { $font } est incorporée à ces fichiers sous sa licence d’aperçu et d’impression : ils peuvent être affichés et imprimés, non modifiés.
credits--font--editable = La police { $font } est incorporée à ces fichiers sous sa licence d’incorporation modifiable : ils peuvent être affichés, imprimés et modifiés.
book--players--0 = { $n } joueur
book--players--1 = { $n } joueurs
book--players--2 = de { $a } à { $b } joueurs
book--change--reversed = le cycle s'inverse : chaque animal devient la proie de celui qu'il chassait.
book--change--same = le cycle reste le même.
book--change--none = plus aucun dé n'en bat un autre : chaque camp gagne aussi souvent qu'il perd.
book--change--other = les rapports de force changent sans former le même cycle.
book--odds--rounding = Les fractions sont exactes ; pourcentages et décimales sont arrondis au centième, le demi vers le haut.
book--odds--what--probability = Résultat
book--odds--what--mean = Quantité
book--odds--what--count = Quantité
book--odds--figure--probability = Probabilité
book--odds--figure--mean = Moyenne
book--odds--figure--count = Nombre
book--odds--or = {" "}ou{" "}
book--odds--variant = Variante
book--odds--duel = Duel
book--odds--columns = Chaque colonne donne les chances du premier dé contre le second :
book--odds--rolls = 
    { $count ->
        [one] { $count } lancer
       *[other] { $count } lancers
    }
numbers--intro = Mesuré sur { $n } parties jouées par le moteur de règles du kit, tous les joueurs suivant la même conduite — { $policy }.
numbers--greedy_means = « Glouton » veut dire qu'à chaque tour le joueur prend le coup qui rapporte le plus tout de suite, sans voir plus loin.
numbers--length = { $who }une partie dure { $mean } manches en moyenne ; 8 parties sur 10 durent de { $p10 } à { $p90 } manches.
numbers--usual = { $who }une partie dure { $mean } manches en moyenne ; 8 parties sur 10 au moins durent { $p10 } manches tout juste.
numbers--fixed = { $who }une partie dure toujours { $mean } manches.
numbers--share = Part équitable : { $fair } % des victoires pour chacun.
numbers--share_ties = { $ties } % des parties finissent à égalité ; part équitable des autres : { $fair } % des victoires pour chacun.
numbers--edge = Écart du premier joueur à cette part : { $edge } { $points } de pourcentage [{ $lo } ; { $hi }] (intervalle à 95 %) : { $verdict }.
numbers--fair = impossible à distinguer d'un jeu équitable
numbers--real = un avantage réel
numbers--who = À { $k } joueurs,{" "}
numbers--variant = Variante — { $label } :{" "}
numbers--wins = Victoires : { $rates }
numbers--tied = égalités
numbers--tips = Chaque conseil, suivi par un joueur sur { $k } contre { $base } ({ $n } parties, places tournantes) ; le chiffre dit de combien de points sa part des victoires (une égalité partagée entre les ex æquo) dépasse la part équitable de { $fair } % :
numbers--tip = *{ $label }* : { $worth } { $points } [{ $lo } ; { $hi }], { $verdict }.
numbers--helps = il aide
numbers--hurts = il nuit
numbers--not_distinguishable = effet impossible à distinguer de zéro
numbers--random = au hasard
numbers--greedy = glouton
numbers--against--random = des joueurs qui choisissent au hasard parmi les coups permis
numbers--against--same = des joueurs qui jouent comme ci-dessus
numbers--points = 
    { $count ->
        [one] point
       *[other] points
    }
shops--heading = { $title } : fichiers pour { $shop }
shops--made = Fichiers faits par pnp pour { $shop }, à envoyer dans cet ordre.
shops--safe = Fond perdu : { $bleed } mm de chaque côté, coupés. Zone sûre : textes et dessins à au moins { $safe } mm à l'intérieur du trait de coupe ({ $px } px à 300 dpi du bord de l'image ou de la page). « pnp validate --shop { $name } » signale les cartes qui en sortent.
shops--deck = Paquet « { $name } » : { $n } { $cards }, { $w } × { $h } mm ({ $size }).
shops--inch = po
shops--turned = Ces cartes sont en largeur : chaque fichier les tient debout, tournées d'un quart de tour vers la droite.
shops--pixels = { $w } × { $h } px à 300 dpi
shops--pdf = pages de { $w } × { $h } { $inch }, CMJN, encrage total d'au plus { $ink }
shops--steps--tgc = Dans votre jeu, ajoutez un paquet au format { $size }. Envoyez d'abord le dos, puis chaque face dans l'ordre ci-dessous, et donnez à chacune sa quantité.
shops--steps--dtc = Créez un titre de cartes au format { $size }, puis envoyez le PDF du paquet comme fichier intérieur : ses pages vont par deux, le dos puis la face de chaque carte, copies comprises.
shops--steps--mpc = Choisissez des cartes de jeu personnalisées au format { $size }, le nombre de cartes du paquet, puis envoyez les faces dans l'ordre ci-dessous (chacune autant de fois que sa quantité) et le dos.
shops--back_all = le dos de toutes les cartes
shops--back_of = le dos de la carte { $card }
shops--front_of = la face de la carte { $card }, quantité { $n }
shops--whole = tout le paquet : { $pages } pages, dos puis face de chaque carte
rules--sections--players = Joueurs
rules--sections--components = Matériel
rules--sections--setup = Mise en place
rules--sections--turn = Tour de jeu
rules--sections--end = Fin de la partie
rules--sections--variants = Variantes
rules--sections--odds = Probabilités
rules--sections--credits = Crédits
rules--sections--notes = Notes de conception
rules--notes--numbers = En chiffres
rules--book = Règle du jeu
rules--cover--age = Dès { $n } ans
rules--cover--time = { $low } à { $high } minutes
rules--cover--minutes = { $n } minutes
rules--cover--notes = Notes
rules--guide--name = Règle du jeu
rules--guide--how = À lire avant la première partie.
score_sheet--score--0 = Feuille de marque
score_sheet--score--1 = Tour
score_sheet--guide--name = Feuille de marque
score_sheet--guide--how = Une feuille par partie ; les totaux se font en bas.
score_sheet--guide--shopping = Un crayon, pour la feuille de marque
spinners--note = Découper chaque cadran le long de son cercle et chaque flèche le long de son contour, percer les deux à la croix du centre et les assembler avec une attache parisienne.
spinners--shopping = Une attache parisienne par roulette ({ $n })
spinners--component = roulette de { $n } secteurs : { $labels }
spinners--name = Roulettes
boxes--names = Boîtes des cartes
boxes--note = Découper les traits pleins, marquer les pointillés à la règle et les plier, image à l'extérieur. Coller la languette grise du côté derrière la face avant, puis celle du fond derrière le dos.
boxes--cards = 
    { $count ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
guide--paper = Du papier { $paper }
guide--kit = kit à imprimer
guide--yes_no--0 = recto verso
guide--yes_no--1 = recto
guide--flip--long = bord long
guide--flip--short = bord court
guide--flip--none = à plier
guide--title = { $title } : le kit à imprimer
guide--intro = { $players }. Ce kit rassemble tout ce qu'il faut pour jouer.
guide--check = Avant tout, vérifiez l'échelle.
guide--check_how = Imprimez cette page à 100 % (« taille réelle », sans « ajuster à la page ») et mesurez le carré : il doit faire 50 mm de côté, et la barre 2 pouces. Sinon, corrigez le réglage de l'imprimante avant d'imprimer la suite.
guide--need = Ce qu'il vous faut
guide--print = Quoi imprimer, et sur quoi
guide--print_how = Les pages sont celles de ce PDF, rappelées en pied de page (« kit p. { $n }/{ $total } ») : chaque ligne ci-dessous peut se dire telle quelle à un imprimeur.
guide--make = Fabrication
guide--run--0 = Page { $a } du kit
guide--run--1 = Pages { $a } à { $b } du kit
guide--on = {" "}sur { $stock }{ $times } : { $names } ; { $sides }.
guide--twice = , deux fois
guide--times = , { $n } fois
guide--tools--0 = Une règle, des ciseaux ou un cutter
guide--tools--1 = Une règle, des ciseaux ou un cutter, de la colle en bâton
guide--online--title = Pour jouer en ligne
guide--online--tts = Tabletop Simulator : { $file }, objet sauvegardé à copier dans Saves/Saved Objects, puis Objets → Objets sauvegardés.
guide--online--images = Tabletopia, Screentop : une image par face dans { $folder }, listées dans { $file }.
sheets--verso = verso
sheets--note_long = Imprimer en recto verso, retournement sur le bord long. Chaque page paire porte les dos des pièces de la page d'avant, placés pour tomber juste une fois la feuille retournée. Découper ensuite chaque pièce le long de son contour.
sheets--note_short = Imprimer en recto verso, retournement sur le bord court. Chaque page paire porte les dos des pièces de la page d'avant, placés pour tomber juste une fois la feuille retournée. Découper ensuite chaque pièce le long de son contour.
sheets--note_none = Impression d'un seul côté : découper chaque paire le long du trait plein, la plier sur les pointillés, dessins à l'extérieur, et coller les deux moitiés. Les pièces rondes se découpent ensuite le long du cercle, à travers les deux épaisseurs.
sheets--note_fold = Les pièces à deux faces sont ici en paires : découper chaque paire, la plier sur les pointillés, dessins à l'extérieur, et coller. Découper les autres pièces le long de leur contour.
sheets--how_fold = Imprimer d'un seul côté ; découper chaque paire, la plier sur les pointillés, coller les deux moitiés, puis découper les pièces rondes le long du cercle.
sheets--note_spare = Après le jeu d'autocollants de la partie, un jeu de rechange, pour un autocollant mal posé ou perdu.
sheets--note_spares = Après le jeu d'autocollants de la partie, { $n } jeux de rechange, pour un autocollant mal posé ou perdu.
sheets--with_spare = {" "}(un jeu et un de rechange)
sheets--with_spares = {" "}(un jeu et { $n } de rechange)
sheets--note_cut = Découper chaque pièce le long de son contour.
sheets--note_mixed = Plusieurs sortes de pièces, chacune à côté de son nom : découper les traits pleins, plier les pointillés.
sheets--note_mixed_flat = Plusieurs sortes de pièces, chacune à côté de son nom : découper les traits pleins.
sheets--numbers--0 = deux
sheets--numbers--1 = trois
exports--skipped = non exporté : { $name } ({ $why })
exports--page = { $book }, page { $n }
dice--guide--stickers = Autocollants de dés
dice--guide--stickers_how = Découper aux traits de coupe et coller sur des dés vierges ; les deux faces d'une colonne vont sur des côtés opposés.
dice--guide--nets = Dés à plier
dice--guide--nets_how = Découper le trait plein, marquer les pointillés à la règle, plier et coller les languettes à l'intérieur.
dice--shaped--stickers = Autocollants pour { $shape }
dice--shaped--nets = { $shape } à plier
dice--shaped--stickers_how = Découper au ciseau le long du contour gris et coller sur un dé vierge de cette forme ; les deux faces d'une colonne vont sur des faces opposées.
dice--shaped--d4_how = Découper au ciseau le long du contour gris et coller sur un d4 vierge : à chaque coin du dé, les trois faces montrent le même nombre, celui qu'on lit quand ce coin est en haut.
dice--shaped--nets_how = Découper le trait plein, marquer les pointillés à la règle, plier le dessin vers l'extérieur et coller chaque languette grise sous la face qui la recouvre ; fermer par la dernière face.
dice--shaped--sticker_help = Découper au ciseau le long du contour gris. Les deux faces d'une colonne vont sur des faces opposées du dé ; sur un d4, chaque coin montre le même nombre sur ses trois faces.
dice--shopping--blank =
    { $count ->
        [one] { $count } dé vierge de { $edge } mm pour « { $name } »
       *[other] { $count } dés vierges de { $edge } mm pour « { $name } »
    }
dice--shopping--shaped =
    { $count ->
        [one] { $count } { $shape } vierge de { $edge } mm pour « { $name } »
       *[other] { $count } { $shape } vierges de { $edge } mm pour « { $name } »
    }
dice--shopping--plain =
    { $count ->
        [one] { $count } dé ordinaire, ou le dé à plier du kit
       *[other] { $count } dés ordinaires, ou les dés à plier du kit
    }
dice--die =
    { $count ->
        [one] dé
       *[other] dés
    }
dice--components--plain =
    { $count ->
        [one] - { $count } dé (faces { $faces })
       *[other] - { $count } dés (faces { $faces })
    }
dice--components--named =
    { $count ->
        [one] - { $count } dé : { $name } (faces { $faces })
       *[other] - { $count } dés : { $name } (faces { $faces })
    }
odds--reading = Chaque lancer oppose un dé à l'autre : le plus grand nombre l'emporte, et deux nombres égaux font une égalité, comptée à part. Un dé en bat un autre quand il gagne plus souvent qu'il ne perd. Dans une série, le premier dé l'emporte s'il gagne strictement plus de lancers qu'il n'en perd ; autant de gagnés que de perdus font une série nulle.
odds--title = Qui bat qui
odds--variant--one = 1 lancer
odds--variant--series3 = série de 3
odds--variant--series5 = série de 5
odds--variant--sum2 = somme de 2 jets
odds--variant--lower = le plus petit gagne
odds--label--plain = le plus grand gagne
odds--label--sum = somme de { $n } jets
odds--label--lower_wins = le plus petit gagne
odds--label--equal_dice = dés égaux
odds--label--series = 
    { $count ->
        [one] { $label }, { $count } lancer
       *[other] { $label }, { $count } lancers
    }
odds--reading--sum = Somme de { $n } jets : chaque lancer est la somme de { $n } jets de son dé.
odds--reading--lower_wins = Le plus petit gagne : le plus petit nombre emporte le lancer.
odds--reading--equal_dice = Dés égaux : les deux camps lancent chacun un exemplaire du même dé, celui du premier ; ils ont alors exactement les mêmes chances.
index--words--title = Kits à imprimer
index--words--kit = Le kit complet
index--words--pages = pages
index--words--on = sur
index--words--double = recto verso
index--words--single = recto
index--words--exports = Pour jouer en ligne
index--words--tts = objet sauvegardé Tabletop Simulator
index--words--images = une image par face (pieces.csv)
aids = Aides de jeu
aids--how = Une carte par joueur, { $per } par feuille : { $players }, imprimer la feuille { $copies }, puis couper chaque feuille en deux.
aids--players--0 = pour { $n } joueur
aids--players--1 = pour { $n } joueurs
aids--players--2 = pour { $n } joueurs au plus
aids--times--0 = une fois
aids--times--1 = deux fois
aids--times--2 = { $n } fois
charts--margin = lancers gagnés moins perdus
charts--no_cycle = aucun cycle
charts--matrix = ligne contre colonne : chance que la ligne gagne ; en gras, la ligne bat la colonne
race--player = joueur { $n }
race--random = au hasard parmi les pions qui peuvent avancer
race--greedy = glouton : rentrer un pion, puis prendre, puis avancer le plus loin
race--track = Une course sur { $cells } cases, { $pawns } par joueur, départ { $start } ; chaque tour, on lance { $dice } et on avance de la somme.
race--pawns = 
    { $count ->
        [one] { $n } pion
       *[other] { $n } pions
    }
race--off = hors du plateau
race--on = sur la case { $cell }
race--exact = Il faut le compte exact pour finir : un lancer trop fort ne se joue pas.
race--bounce = Un lancer trop fort fait reculer de l'excédent depuis la dernière case.
race--overshoot = Un lancer qui dépasse la dernière case finit la course.
race--links = Chaque lien mène de sa case de départ à sa case d'arrivée : { $up } vers l'avant, { $down } vers l'arrière.
race--again = { $rolls } : on relance dans le même tour.
race--max_again = Au-delà de { $n } relances d'affilée, le lancer n'est pas joué et le tour s'arrête.
race--capture = Un pion qui s'arrête sur un adversaire le renvoie au départ.
race--round = Une manche : chacun joue son tour une fois.
race--jumps_up = liens vers l'avant par coup joué
race--jumps_down = liens vers l'arrière par coup joué
race--captures = prises par coup joué
race--exact_box = Calculé exactement (une chaîne de Markov) : chaque joueur n'avance qu'au gré des dés.
race--exact_line = À { $k } joueurs, une partie dure { $mean } manches en moyenne ; 8 parties sur 10 durent de { $p10 } à { $p90 } manches. Le premier à jouer gagne { $first } des parties, pour une part équitable de { $fair }.
simulate--games = { $n } parties, { $k } joueurs, graine { $seed }
simulate--one_game = 1 partie, { $k } joueurs, graine { $seed }
simulate--policies = stratégies
simulate--variants = variantes
simulate--readings = Lecture des règles
simulate--side = camp
simulate--policy = stratégie
simulate--wins = victoires
simulate--ties = égalités
simulate--position = { $p } à jouer
simulate--first = 1er à jouer
simulate--edge = Avantage du premier joueur
simulate--fair = impossible à distinguer d'un jeu équitable avec { $n } parties
simulate--unfair = réel : l'intervalle à 95 % exclut zéro
simulate--length = Durée (manches)
simulate--length_line = moyenne { $mean }, médiane { $median }, 10e centile { $p10 }, 90e centile { $p90 }
simulate--tie_games = Parties à égalité
simulate--unfinished = parties inachevées
simulate--measures = Mesures
simulate--tips = Conseils contre la référence ({ $base }, { $n } parties chacun, places tournantes)
simulate--helps = aide
simulate--hurts = nuit
simulate--not_distinguishable = effet impossible à distinguer de zéro
simulate--points = points
simulate--none = aucune
simulate--rotated = places tournantes
simulate--by_policy = Par stratégie
simulate--exact = Exact (moteur de probabilités), score d'un joueur sur { $turns } tours : moyenne { $mean } ; aucun point { $zero } ; médiane { $median }, 10e centile { $p10 }, 90e centile { $p90 }
simulate--no_tips = La source du jeu ne donne aucun conseil de stratégie à mesurer.
simulate--compare = Comparaison
simulate--change = écart
simulate--excludes_zero = l'intervalle à 95 % exclut zéro
simulate--plot_title = { $name } : { $games } parties
simulate--plot_wins = victoires, intervalles à 95 % ; en tirets, la part équitable
simulate--plot_edge = avantage du premier joueur { $edge } points
simulate--plot_plays = joue { $nth }
simulate--plot_rounds = manches
simulate--plot_exact = { $name } : exact (chaîne de Markov)
simulate--paired = Comparaison : { $a } moins { $b }, { $n } paires de parties sur les mêmes graines (écarts appariés, intervalles à 95 %)
simulate--no_interval = pas d'intervalle sous { $n } parties
simulate--more_wins = { $side } : { $d } points de victoires en plus (±{ $h })
simulate--fewer_wins = { $side } : { $d } points de victoires en moins (±{ $h })
simulate--more_ties = { $d } points d'égalités en plus (±{ $h })
simulate--fewer_ties = { $d } points d'égalités en moins (±{ $h })
simulate--longer = les parties durent { $d } manches de plus (±{ $h })
simulate--shorter = les parties durent { $d } manches de moins (±{ $h })
simulate--clauses = {" "};{" "}
simulate--no_change = Aucun écart ne se distingue du hasard sur { $n } paires de parties.
simulate--exact_head = { $game } : exact (chaîne de Markov), { $k } joueurs
simulate--exact_edge = Avantage du premier joueur : { $edge } points (exact)
simulate--exact_length = moyenne { $mean }, écart type { $sd }, médiane { $median }, 10e centile { $p10 }, 90e centile { $p90 }
simulate--exact_lengths = Durées les plus probables
progress--of = { $done } parties jouées sur { $total }, encore { $left } environ
progress--so_far = { $done } parties jouées jusqu'ici
claims--against = contre
claims--wrong = faux
claims--claimed_tie = { $win }, égalité { $tie }
claims--truth = vrai : gagne { $win }, égalité { $tie }, perd { $lose }
claims--one_roll = 1 jet
claims--sum = somme de { $n } jets
claims--series = série de { $n }
claims--lower_wins = le plus petit gagne
claims--hand = main de { $n } cartes de { $deck }, au moins { $k } × { $where }
claims--hand_truth = vrai : { $true }
# 1er, 2e ...: $form is CLDR's ordinal category of $n
ordinal = { $form ->
    [one] { $n }er
   *[other] { $n }e
}

## Les jeux intégrés : leurs camps, stratégies, variantes, règles simulées, mesures et chances (pnp/games/<id>/)
games--clann--policy--random = au hasard parmi les coups permis
games--clann--policy--greedy = glouton : prise, rentrée, abri, sortie en dernier ; le Chevalier noir contre les autres
games--clann--variant--escale = fin rapide (variante de l'Escale à jeux) : gagne qui rentre 3 personnages, ou le Petit seul
games--clann--reading--0 = Plateau des petits chevaux : 52 cases, départs espacés de 13, escalier de 6 marches puis le centre, qu'on atteint avec le compte exact. Un 6 sort un personnage sur sa case de départ.
games--clann--reading--1 = Prise circulaire : le Grand prend le Gros et le Mince, le Gros le Mince et le Petit, le Mince le Petit, le Petit le Grand. On ne s'arrête ni sur un personnage qu'on ne peut prendre, ni sur un des siens, ni sur le Chevalier noir.
games--clann--reading--2 = Les dés se jouent un à un, dans l'ordre qu'on veut ; quand aucun dé restant ne peut déplacer un de ses personnages, ils vont au Chevalier noir. Sur une face Noir, on donne au Chevalier un des deux autres dés ou les deux. Le Chevalier part de sa case centrale et entre sur la case de départ du joueur qui le déplace le premier ; il renvoie à l'écurie tout personnage des cases qu'il traverse ou atteint.
games--clann--reading--3 = Les dés d'un double ou d'un triple sont relancés, eux seuls, tant qu'ils refont un double ou un triple.
games--clann--measure--dice-per-turn = dés lancés par tour
games--clann--measure--knight = dés donnés au Chevalier noir par tour
games--clann--side--0 = rouge
games--clann--side--1 = bleu
games--clann--side--2 = jaune
games--clann--side--3 = vert
games--clann--odds--black-die--title = Le dé spécial
games--clann--odds--black-die--reading = Le dé spécial porte deux faces Noir (à la place du 3 et du 4) sur six.
games--clann--odds--black-die--noir = Noir sur un jet
games--clann--odds--doubles--title = Doubles et triples
games--clann--odds--doubles--reading = Un jet des trois dés fait un double quand exactement deux dés montrent la même face, un triple quand les trois la montrent. Une face Noir ne fait paire avec aucun chiffre : ce n'est ni un 3 ni un 4. Deux faces Noir compteraient pour un double, mais un seul dé en porte.
games--clann--odds--doubles--double = Double
games--clann--odds--doubles--triple = Triple
games--clann--odds--doubles--any = Double ou triple
games--clann--odds--dice-per-turn--title = Dés joués par tour
games--clann--odds--dice-per-turn--reading = Après un double ou un triple, les dés qui le forment sont joués, puis relancés, eux seuls, et joués à nouveau. Si ces dés relancés refont un double ou un triple entre eux, on recommence, sans limite. La moyenne est exacte : elle résout la chaîne de Markov des relances.
games--clann--odds--dice-per-turn--mean-dice = Dés joués en moyenne
games--clann--figure--legend = Une flèche va de celui qui prend vers celui qui est pris.
games--ludicitude--policy--random = écarter au hasard au moins un dé de chaque lancer
games--ludicitude--policy--greedy = la stratégie du livret (celle dont les chances sont calculées exactement)
games--ludicitude--variant--options = brelans forts (les options) : un brelan de 6 ajoute 3 points, un brelan de 5 en ajoute 2
games--ludicitude--measure--points = points par tour
games--ludicitude--measure--scoring = tours qui marquent
games--ludicitude--odds--first-throw--title = Le premier lancer
games--ludicitude--odds--first-throw--reading = Un lancer des 9 dés contient au moins une combinaison : un brelan (trois faces pareilles) ou un trio (1, 4 et 5, ou 2, 3 et 5).
games--ludicitude--odds--first-throw--any-set = Au moins une combinaison
games--ludicitude--odds--finals--title = Fin du tour
games--ludicitude--odds--finals--reading = Stratégie simple, calculée exactement. Après chaque lancer, on écarte les dés qui complètent le plus de combinaisons avec ceux déjà écartés, en prenant le moins de dés neufs, puis en préférant les brelans, ceux de 6 et de 5 d'abord (ils rapportent les points des options), puis les plus bas ; on ne vise jamais 2 brelans + 1 trio, qui ne rapporte rien. Si rien ne se complète, on écarte un seul dé, jamais un 6 : la valeur la plus fréquente parmi le lancer et les dés écartés encore hors combinaison, le 5 d'abord à égalité, puis la plus haute. Un 6 n'est gardé que dans un brelan de 6 ; quand un lancer n'offre que des 6 inutiles, on en écarte un, puis on le relance avec les autres, comme la règle le permet. En fin de tour, les 9 dés sont rangés au mieux ; six dés pareils y comptent pour deux brelans. Les options (brelan de 6 : +3, brelan de 5 : +2) ne s'ajoutent qu'à une combinaison qui marque.
games--ludicitude--odds--finals--3B = 3 brelans (9 points)
games--ludicitude--odds--finals--1B2T = 1 brelan + 2 trios (5 points)
games--ludicitude--odds--finals--3T = 3 trios (5 points)
games--ludicitude--odds--finals--2B1T = 2 brelans + 1 trio (0 point)
games--ludicitude--odds--finals--none = aucune combinaison (0 point)
games--ludicitude--odds--finals--points = Points en moyenne
games--ludicitude--odds--finals--points-options = Points en moyenne, avec les options
games--ludicitude--reading--rules = Chacun joue { $n } tours ; le plus haut total gagne ; les joueurs à égalité en tête rejouent un tour chacun jusqu'à se départager. Un tour marque 9 points (3 brelans), 5 (1 brelan et 2 trios, ou 3 trios) ou rien ; six dés pareils font deux brelans.
games--ludicitude--side = joueur { $n }
games--petits-chevaux--policy--random = au hasard parmi les coups permis
games--petits-chevaux--policy--greedy = glouton : prise, rentrée, abri, sortie, puis le coup le moins exposé
games--petits-chevaux--policy--capture = privilégier la prise au progrès
games--petits-chevaux--policy--out-early = sortir plusieurs chevaux tôt, mais pas tous (deux en piste)
games--petits-chevaux--policy--count = compter avant d'avancer : ne pas se poser à 6 cases ou moins devant un adversaire
games--petits-chevaux--policy--keep-back = garder un cheval en retard quand on mène
games--petits-chevaux--variant--no-three-sixes = sans la règle des trois 6 : on relance après chaque 6, sans limite
games--petits-chevaux--variant--safe-squares = cases refuges : personne n'est mangé sur une case de départ (on ne peut s'y poser)
games--petits-chevaux--variant--out-on-1 = sortie sur un 1 ou un 6
games--petits-chevaux--variant--step-by-step = montée marche par marche : arrêt exact au pied de l'escalier, puis un 1 pour la première marche, un 2 pour la deuxième… un 6 pour la sixième, et encore un 6 pour entrer au centre
games--petits-chevaux--reading--0 = Circuit de 52 cases, départs espacés de 13 ; un cheval fait le tour jusqu'à la case d'entrée de son escalier, deux cases avant son départ, puis monte les 6 marches et entre au centre avec le compte exact (un lancer trop grand ne se joue pas avec ce cheval).
games--petits-chevaux--reading--1 = Un 6 sort un cheval sur sa case de départ (en mangeant un adversaire qui s'y trouve) et fait relancer ; au troisième 6 d'un même tour, ce 6 n'est pas joué et le tour s'arrête. Un coup permis doit être joué.
games--petits-chevaux--reading--2 = Un cheval qui s'arrête sur un adversaire le mange ; deux chevaux d'une couleur ne partagent jamais une case. À deux joueurs, les couleurs se font face. Une manche : chacun joue son tour une fois.
games--petits-chevaux--measure--lost-turn = tours perdus sur trois 6
games--petits-chevaux--measure--wait-six = lancers jusqu'au premier 6
games--petits-chevaux--side--0 = rouge
games--petits-chevaux--side--1 = bleu
games--petits-chevaux--side--2 = jaune
games--petits-chevaux--side--3 = vert
games--petits-chevaux--odds--waiting--title = Attendre un 6
games--petits-chevaux--odds--waiting--reading = Tant qu'aucun cheval n'est sorti, chaque lancer est neuf et donne un 6 une fois sur six : l'attente suit une loi géométrique. On compte les lancers jusqu'au 6 compris.
games--petits-chevaux--odds--waiting--mean-wait = Lancers en moyenne
games--petits-chevaux--odds--waiting--median-wait = Lancers pour avoir une chance sur deux
games--petits-chevaux--odds--waiting--six-within-3 = Un 6 en 3 lancers au plus
games--petits-chevaux--odds--waiting--no-six-in-10 = Toujours pas de 6 après 10 lancers
games--petits-chevaux--odds--three-sixes--title = Trois 6 d'affilée
games--petits-chevaux--odds--three-sixes--reading = Les trois 6 se comptent dans un même tour : le premier lancer du tour, puis les deux relances qu'un 6 accorde. Au troisième 6, le tour est perdu.
games--petits-chevaux--odds--three-sixes--lost-turn = Tour perdu
games--petits-chevaux--odds--three-sixes--rolls-per-turn = Lancers par tour en moyenne
games--renards-poules-viperes--policy--random = cible et nombre de lancers au hasard
games--renards-poules-viperes--policy--greedy = glouton : la cible et le nombre de lancers aux meilleures chances, selon la météo
games--renards-poules-viperes--policy--prey = attaquer sa proie (celle que son dé bat par temps calme)
games--renards-poules-viperes--policy--rolls = 5 lancers contre sa proie, 1 seul contre son prédateur
games--renards-poules-viperes--variant--weather = la météo des jetons temps (×2, =, ↔)
games--renards-poules-viperes--variant--x2-attacker = ×2 pour l'attaquant seul
games--renards-poules-viperes--reading--0 = Chaque joueur envahit à son tour une case d'une autre couleur qui touche par un côté une des siennes, en annonçant 1, 3 ou 5 lancers ; il prend la case s'il gagne plus de lancers que le défenseur (le plus grand nombre gagne un lancer, deux nombres égaux ne le donnent à personne). Sans cible, il passe.
games--renards-poules-viperes--reading--1 = Les jetons lancers reviennent à chacun après chaque invasion : on peut toujours annoncer 5 lancers. La partie dure autant de manches que de jetons temps ; l'animal qui tient le plus de cases gagne, une égalité en tête est partagée. Qui commence change d'une partie à l'autre ; l'ordre reste poule, renard, vipère.
games--renards-poules-viperes--measure--success = invasions réussies
games--renards-poules-viperes--side--0 = poule
games--renards-poules-viperes--side--1 = renard
games--renards-poules-viperes--side--2 = vipère
games--renards-poules-viperes--reading--x2-attacker = ×2 lu autrement : « lancer son dé deux fois » pour l'attaquant seul ; il additionne deux jets, le défenseur lance une fois.
games--renards-poules-viperes--reading--weather = Météo : le jeton du dessus, retourné au début de la manche, vaut pour toute la manche. ×2 : deux cases du même défenseur (une seule s'il n'y en a qu'une), chaque lancer est la somme de deux jets. = : les deux joueurs lancent chacun le dé de l'attaquant. ↔ : le plus petit nombre gagne.
games--renards-poules-viperes--reading--tokens = { $n } jetons temps
games--renards-poules-viperes--reading--weathers = { $tokens } : { $calm } calmes, { $x2 } ×2, { $equal } =, { $reverse } ↔.
games--renards-poules-viperes--reading--calm = { $tokens }, tous par temps calme.

## Les couleurs (pnp/base/colors.py) : le nom d'une couleur de la palette, ou d'une nuance la plus proche
colour--black = noir
colour--white = blanc
colour--grey = gris
colour--blue = bleu
colour--orange = orange
colour--green = vert
colour--red = rouge
colour--yellow = jaune
colour--purple = violet
colour--brown = marron
colour--pink = rose
colour--ivory = ivoire
colour--dark_grey = gris foncé
colour--light_grey = gris clair
colour--dark_blue = bleu foncé
colour--light_blue = bleu clair
colour--dark_green = vert foncé
colour--light_green = vert clair
colour--dark_red = rouge foncé
colour--beige = beige
colour--teal = turquoise

watch--built = Construit en { $s } s
watch--failed = La construction a échoué ; l'aperçu est le dernier réussi :
watch--changed = Modifié :
watch--first = Première construction…
watch--early = Modifié (le kit suit) :
