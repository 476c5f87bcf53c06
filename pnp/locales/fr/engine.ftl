# Les messages du moteur (pnp/engine/ : dés, chances, courses, plateaux, cartes tirées, tuiles) : il ne connaît
# aucun jeu, il parle donc de dés, de faces, de cases, de pistes et de paquets en général. Le fichier et le champ
# sont placés devant par l'erreur elle-même.

## les faces d'un dé (engine/faces.py, engine/dice.py)
errors--engine--die--place = dé
errors--engine--die--named = dé { $die }
errors--engine--die--no-face = un dé a besoin d'au moins une face
errors--engine--die--too-many = { $count } faces, c'est plus que la limite de { $limit }
errors--engine--die--empty-face = une face est vide ; écrivez un nombre ou un mot
errors--engine--die--control = la face « { $face } » contient un caractère de contrôle ; retirez-le
errors--engine--die--long-word = la face « { $face }… » dépasse { $limit } caractères
errors--engine--die--out-of-range = la face { $face } sort de l'intervalle { $low }..{ $high }
errors--engine--die--long-number = la face « { $face }… » ({ $count } caractères) sort de l'intervalle { $low }..{ $high }
errors--engine--die--bad-count = la face « { $face } » a pour nombre { $n } ; un nombre de faces est un entier, 0 ou plus
errors--engine--die--bad-face = la face « { $face } » n'est ni un nombre entier ni un mot
errors--engine--die--empty = le dé est vide ; donnez ses faces séparées par des virgules, par exemple 1,2,Noir,Noir,5,6
errors--engine--die--empty-between = une face vide dans « { $die } » ; séparez les faces par une seule virgule
errors--engine--die--not-whole = la face « { $face } » n'est pas un nombre entier ; une face est un entier ou un mot
errors--engine--die--sides = « { $die } » : un dé a de 1 à { $limit } faces
errors--engine--die--word = la face « { $face } » est un mot, alors que { $what ->
    [average] une moyenne
    [summing] additionner des lancers
    [comparing] comparer des faces par leur valeur
   *[adding] additionner des dés
  } demande des nombres ; donnez chaque face sous forme de nombre entier
errors--engine--die--unknown-shape = forme « { $shape } » inconnue ; formes possibles : { $shapes }
errors--engine--die--unknown-shape-hint = forme « { $shape } » inconnue ; vouliez-vous dire « { $hint } » ? Formes possibles : { $shapes }
errors--engine--die--shape-faces = { $count ->
    [one] une face
   *[other] { $count } faces
  } pour un { $shape }, qui en a { $sides } ; donnez { $sides } faces
errors--engine--die--shape-faces-or = { $count ->
    [one] une face
   *[other] { $count } faces
  } pour un { $shape }, qui en a { $sides } ; donnez { $sides } faces, ou { $option ->
    [cli] passez --shape
   *[file] indiquez shape =
  } { $other }

## sommes de lancers et leurs tables exactes (engine/dice.py, engine/odds.py, engine/race.py, engine/throws.py)
errors--engine--rolls--sum = impossible d'additionner { $n } lancers ; donnez un nombre entier de lancers, 1 ou plus
errors--engine--rolls--none = aucun dé à lancer ; nommez-en au moins un
errors--engine--rolls--range = { $n } lancers, c'est hors limites ; donnez de 1 à { $limit }
errors--engine--rolls--series = une série de { $n } est hors limites ; donnez de 1 à { $limit } lancers
errors--engine--rolls--too-big = la réponse exacte demande { $count } compteurs d'environ { $bits } bits chacun, trop pour un calcul de quelques secondes ; { $fix }
errors--engine--rolls--fix-rolls = lancez moins de fois, ou prenez des dés aux faces moins nombreuses et plus proches
errors--engine--rolls--fix-series = jouez une série plus courte ou additionnez moins de lancers
errors--engine--rolls--fix-race = lancez moins de dés, ou des dés aux faces moins nombreuses et plus proches
errors--engine--rolls--throws = un jet de ces { $dice } dés donne { $count } combinaisons de faces différentes, plus que les { $limit } qu'un compte exact peut parcourir ; donnez moins de faces aux dés

## courses sur une piste (engine/race.py, engine/markov.py, engine/simulate.py)
errors--engine--race--endless-turn = chaque lancer en donne un autre, un tour ne finit donc jamais ; indiquez max_again ou changez again_on
errors--engine--race--link-home = un lien part de la dernière case, où un pion est arrivé ; terminez la piste ailleurs ou retirez ce lien
errors--engine--race--link-loop = les liens forment une boucle qui passe par la case { $position } ; un pion ne s'arrêterait jamais
errors--engine--race--unfinished = un pion est encore en route après { $count } tours, avec une probabilité de { $chance } ; la piste ne le laisse peut-être pas arriver (un lancer trop fort, des liens en arrière) ; vérifiez les liens et l'arrivée
errors--engine--race--not-exact = --exact résout les courses dont les pions ne se croisent jamais (un pion chacun, capture = false) ; ici les pions interagissent : retirez --exact et simulez la partie
errors--engine--race--start-home = les pions partent déjà arrivés ; faites-les partir avant la dernière case
errors--engine--race--precision = { $points } points n'est pas une précision ; donnez un nombre positif, par exemple 0,5
errors--engine--race--precision-games = ± { $points } points peut demander { $count } parties, plus que { $limit } ; demandez { $finest } points ou plus

## cartes tirées d'un paquet, et les affirmations sur elles (engine/draws.py, engine/claims.py)
errors--engine--cards--matching = { $matching } cartes qui correspondent dans un paquet de { $count } ; recomptez-les
errors--engine--cards--hand = une main de { $hand } cartes dans un paquet de { $count } ; donnez de 1 à { $count }
errors--engine--cards--condition = « { $text } » ne nomme aucune colonne ; écrivez COLONNE=VALEUR, par exemple couleur=lune
errors--engine--cards--column = le paquet n'a pas de colonne « { $column } » ; ses colonnes sont { $columns }
errors--engine--cards--no-deck = aucun paquet n'a l'id « { $deck } » ; paquets : { $decks }
errors--engine--cards--none = aucun
errors--engine--claims--hand = claims[{ $index }] affirme qu'une main de { $hand } cartes de { $deck } contient au moins { $least } cartes { $where } avec une probabilité de { $claimed }, mais la valeur exacte est { $exact } ; corrigez l'affirmation{ $more }{ $hint }
errors--engine--claims--die = claims[{ $index }] affirme que { $die } gagne { $claimed } contre { $against }, mais la valeur exacte est { $win } (égalité { $tie }, défaite { $lose }) ; corrigez l'affirmation{ $more }{ $hint }
errors--engine--claims--and = { $first } et { $then }
errors--engine--claims--more = { " " }({ $count ->
    [one] et une autre fausse
   *[other] et { $count } autres fausses
  })

## les cases et les liens d'un plateau (engine/graph.py, engine/board.py)
errors--engine--graph--none = { $field } : le plateau n'a { $what ->
    [point] aucun point
    [space] aucune case
   *[cell] aucune case
  }
errors--engine--graph--unreachable = { $field } : on ne peut pas atteindre { $lost } depuis { $first } ; reliez-le par une ligne ou retirez-le
errors--engine--graph--no-end = { $field } : il n'y a pas de { $what ->
    [point] point
    [space] case
   *[cell] case
  } { $end }
errors--engine--graph--no-end-known = { $field } : il n'y a pas de { $what ->
    [point] point
    [space] case
   *[cell] case
  } { $end } ; { $known }
errors--engine--graph--self-link = { $field } : un lien { $what ->
    [point] du point
    [space] de la case
   *[cell] de la case
  } { $end } vers { $what ->
    [point] lui-même ; donnez deux points différents
    [space] elle-même ; donnez deux cases différentes
   *[cell] elle-même ; donnez deux cases différentes
  }
errors--engine--graph--revisit = { $field } : la piste revient { $what ->
    [point] au point
    [space] à la case
   *[cell] à la case
  } { $end }, déjà l'étape { $step } ; une piste passe une seule fois par { $what ->
    [point] chaque point
    [space] chaque case
   *[cell] chaque case
  }
errors--engine--graph--gap = { $field } : { $what ->
    [point] le point
    [space] la case
   *[cell] la case
  } { $end } ne touche pas { $what ->
    [point] le point
    [space] la case
   *[cell] la case
  } { $before } ; la piste a un trou à cet endroit
errors--engine--graph--close = { $field } : { $name } est à { $gap } mm de { $other } ; il faut { $least } mm ({ $why })
errors--engine--graph--no-point = { $field } : il n'y a pas de { $what ->
    [cell] case
    [space] case
   *[point] point
  } { $end } ; le plateau a des { $what ->
    [cell] cases
    [space] cases
   *[point] points
  } de 1 à { $count }
errors--engine--graph--self-line = { $field } : une ligne { $what ->
    [cell] de la case { $end } vers elle-même
    [space] de la case { $end } vers elle-même
   *[point] du point { $end } vers lui-même
  }
errors--engine--board--cell-zero = une case doit être plus grande que zéro, elle mesure { $cell } mm
errors--engine--board--cell-large = une case de { $cell } mm dépasse la limite de { $limit } mm
errors--engine--board--cell-small = une case de { $cell } mm est trop petite pour des pions à socle de { $base } mm ; il faut des cases de { $least } mm ou plus (le socle plus { $room } mm)
errors--engine--board--colours-many = { $count ->
    [one] une couleur
   *[other] { $count } couleurs
  } pour un plateau en croix à { $arms } branches ; donnez-en au plus { $arms }
errors--engine--board--colours-few = { $count ->
    [one] une couleur
   *[other] { $count } couleurs
  } pour un plateau en croix à { $arms } branches ; donnez une couleur par branche
errors--engine--board--grid = { $count } { $side ->
    [rows] { $count ->
        [one] ligne
       *[other] lignes
      }
   *[columns] { $count ->
        [one] colonne
       *[other] colonnes
      }
  } ; une grille en a de 1 à { $limit }

## un plateau découpé en feuilles (engine/tiling.py)
errors--engine--tiles--nothing = rien à découper : le dessin mesure { $width } × { $height } mm
errors--engine--tiles--paper = { $paper } est trop petit pour porter des tuiles avec une bande de collage de { $strip } mm
errors--engine--tiles--many = le plateau demanderait { $count } feuilles { $paper } (plus de { $limit }) ; choisissez des cases plus petites ou un papier plus grand
