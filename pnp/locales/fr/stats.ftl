# Les messages de pnp stats, et ceux des imprimeurs et des plateaux en feuilles à l'utilisateur de pnp (aide t-stats)

errors--shops--no_decks = n'a pas de [[decks]], et une construction pour un imprimeur ne fait que les cartes ; ajoutez un paquet, ou construisez le kit sans --layout shop
errors--shops--no_game = aucun jeu intégré n'a de paquet pour un imprimeur ; donnez un fichier de jeu avec [[decks]]
shops--written =
    { $count ->
        [one] { $game } : { $count } fichier pour { $shop } dans { $folder }
       *[other] { $game } : { $count } fichiers pour { $shop } dans { $folder }
    }
shops--past_cut = au-delà de la coupe
shops--from_cut = à { $mm } mm de la coupe
shops--unsafe = paquet « { $deck } », carte { $card } ({ $file } : { $row }), { $field } ({ $kind }) : { $where }, dans la marge de sécurité de { $safe } mm de { $shop }

## pnp stats : l'aide de ses options et de ses commandes
help--stats--rolls = Chaque camp additionne autant de jets de son propre dé.
help--stats--series = Jouer autant de jets ; le camp qui en gagne le plus remporte la série.
help--stats--lower_wins = Le plus petit jet l'emporte.
help--stats--json = Écrire un seul objet JSON, les fractions exactes en chaînes.
help--stats--plot = Dessiner aussi un graphique dans FICHIER.svg ou FICHIER.pdf.
help--stats--force = Remplacer le fichier de --plot s'il existe déjà.
help--stats--lang = Langue des étiquettes et des lectures : { $langs }.
help--stats--first = Les faces du premier dé, par exemple 3,4,5,14,15,16 ou d6.
help--stats--second = Les faces du second dé.
help--stats--compare = Les chances exactes que le premier dé gagne, fasse égalité ou perde contre le second.
help--stats--faces = De deux à huit dés, chacun donné par ses faces : 2,9,10,11,12,13 ...
help--stats--names = Les noms des dés, séparés par des virgules : poule,renard,vipere.
help--stats--dice = Qui bat qui dans un ensemble de dés, les cycles non transitifs, et ce qu'en font les variantes habituelles.
help--stats--game_id = L'identifiant d'un jeu intégré (voir pnp list) ou le chemin d'un fichier de jeu.
help--stats--game = Les chances sur lesquelles reposent les règles d'un jeu, chacune avec sa lecture des règles.
help--stats--game_deck = Un fichier de jeu (ou un jeu intégré) qui a un paquet.
help--stats--hand = Le nombre de cartes de la main, tirées du paquet entier mélangé.
help--stats--where = COLONNE=VALEUR : les cartes qui comptent (à répéter : toutes les conditions doivent valoir).
help--stats--deck_id = L'identifiant du paquet, quand le jeu en a plusieurs.
help--stats--at_least = La chance d'avoir au moins K de ces cartes ; sans elle, toute la distribution.
help--stats--deck = La chance exacte qu'une main contienne des cartes d'un genre : loi hypergéométrique, chaque ligne comptée selon sa colonne de quantité.
help--stats--game_claims = L'identifiant d'un jeu intégré ou le chemin d'un fichier de jeu.
help--stats--claims = Vérifier chaque chiffre qu'annonce le fichier de jeu ; échouer au premier faux en donnant la vraie valeur.

## pnp stats : ses erreurs, et les endroits qu'elles nomment
errors--stats--names =
    { $given } noms pour { $count ->
        [one] { $count } dé ; donnez un seul nom, ou aucun
       *[other] { $count } dés ; donnez un nom par dé, séparés par des virgules
    }
errors--stats--same_name = deux dés portent le même nom ; donnez à chacun le sien
errors--stats--no_odds = le jeu n'a pas de chances à dessiner ; un graphique demande deux dés avec des nombres sur leurs faces
errors--stats--at_least =
    { $count ->
        [one] { $count } carte, c'est hors limites ; donnez un nombre de 0 à 1000
       *[other] { $count } cartes, c'est hors limites ; donnez un nombre de 0 à 1000
    }
errors--stats--no_deck = le jeu n'a pas de paquet ; ajoutez une table [[decks]]
errors--stats--decks = le jeu a { $count } paquets ; nommez-en un : { $decks }
errors--stats--no_such_deck = aucun paquet n'a l'identifiant « { $name } » ; paquets : { $decks }
stats--first_die = premier dé
stats--second_die = second dé
stats--die_n = dé { $n }
stats--game_ref = jeu « { $name } »
