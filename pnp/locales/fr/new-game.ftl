# Les messages de `pnp new` (pnp/newgame/) : ses refus d'un nom de dossier ou d'un titre, chacun disant quoi faire
# à la place ; l'option (NAME, --title, --from) est placée devant par l'erreur.
errors--new--template = modèle « { $template } » inconnu ; choisissez parmi { $templates }
errors--new--not-id = « { $id } » n'est pas un identifiant ; nommez le dossier avec des lettres ou des chiffres
errors--new--empty-name = nom de dossier vide ; donnez le dossier du nouveau jeu, par exemple pnp new mon-jeu
errors--new--name-control = contient le caractère de contrôle U+{ $code } ; donnez un nom de dossier qui n'en a pas
errors--new--no-folder = « { $name } » ne nomme aucun nouveau dossier ; donnez le dossier du nouveau jeu, par exemple pnp new mon-jeu
errors--new--windows-character = « { $name } » contient « { $character } », qu'un nom de dossier ne peut pas contenir sous Windows ; retirez-le (le titre peut le garder : --title)
errors--new--windows-device = « { $name } » est un nom que Windows réserve à un périphérique (CON, PRN, AUX, NUL, COM1-9, LPT1-9) ; choisissez-en un autre
errors--new--windows-end = « { $name } » se termine par { $end ->
    [dot] un point
   *[space] une espace
  } que Windows supprime ; retirez ce caractère
errors--new--name-long = le nom du dossier fait { $count } caractères ({ $bytes } octets), plus que { $limit } ({ $limit_bytes } octets) ; raccourcissez-le (un titre plus long va dans --title)
errors--new--title-empty = est vide ; donnez un titre au jeu
errors--new--title-control = contient le caractère de contrôle U+{ $code } ; retirez-le
errors--new--title-holds = contient { $what } ; retirez-le
errors--new--title-long = { $count } caractères, c'est plus que la limite de { $limit } pour un titre ; raccourcissez-le
errors--new--title-glyphs = les polices ne savent pas dessiner { $characters } ; utilisez d'autres caractères, rien n'a été écrit
errors--new--no-id = « { $name } » ne donne aucun identifiant de jeu ; nommez le dossier avec des lettres ou des chiffres
errors--new--link = « { $name } » est un lien ; pnp new n'écrit que dans un vrai dossier
errors--new--file = « { $name } » est un fichier ; donnez le nom d'un nouveau dossier
errors--new--not-empty = « { $name } » contient déjà des fichiers ; donnez un dossier nouveau ou vide, rien n'a été écrit
errors--new--no-parent = le dossier « { $folder } » n'existe pas ; créez-le ou choisissez un autre endroit (NAME est un chemin : sa dernière partie est le nouveau dossier)
errors--new--cannot-write-into = impossible d'écrire dans « { $folder } » : { $reason }
errors--new--cannot-write = impossible d'écrire « { $name } » : { $reason }
errors--new--not-valid = le jeu qui serait écrit ne passe pas la validation ({ $detail }) ; choisissez un titre plus court, ou avec des espaces, rien n'a été écrit

## les mots que `pnp new` écrit dans les fichiers d'un nouveau jeu : les commentaires de game.toml (dans la langue
## de son utilisateur) et les sections du README (une par langue) ; `pnp build game.toml` et les autres commandes
## restent telles quelles
new--cards--header = un jeu de cartes créé par `pnp new`. Chaque clé ci-dessous est expliquée dans docs/game-format.md
    de pnp, à la section qui porte son nom (# docs: ...). Construisez-le avec `pnp build game.toml`, vérifiez-le
    avec `pnp validate game.toml`, et regardez une carte seule avec `pnp proof game.toml deck-1`.
new--board--header = un jeu de plateau créé par `pnp new`. Chaque clé ci-dessous est expliquée dans docs/game-format.md
    de pnp, à la section qui porte son nom (# docs: ...). Construisez-le avec `pnp build game.toml`, vérifiez-le
    avec `pnp validate game.toml`.
new--dice--header = un jeu de dés créé par `pnp new`. Chaque clé ci-dessous est expliquée dans docs/game-format.md
    de pnp, à la section qui porte son nom (# docs: ...). Construisez-le avec `pnp build game.toml`, vérifiez-le
    avec `pnp validate game.toml` (qui vérifie exactement l'affirmation ci-dessous), et jouez-le de nombreuses
    fois avec `pnp stats compare game.toml`.
new--roll-and-write--header = un jeu « lancer et écrire » créé par `pnp new` : des dés que tout le monde partage, et une
    feuille par joueur (une grille à remplir selon les dés, une piste de bonus, un tableau de points). Chaque clé
    ci-dessous est expliquée dans docs/game-format.md de pnp, à la section qui porte son nom (# docs: ...).
    Construisez-le avec `pnp build game.toml`, vérifiez-le avec `pnp validate game.toml`.
new--key--id = le nom du dossier du kit : lettres minuscules, chiffres, - et _
new--key--pawn_base = le pion le plus large qu'un hexagone doit contenir
new--key--hex_width = chaque hexagone, d'un côté plat à l'autre
new--key--coordinates = A1, B1… imprimé dans chaque hexagone
new--key--terrain_file = ce que montrent certains hexagones : couleur, icône, image, étiquette
new--key--token_art = votre propre dessin
new--key--deck_id = ses cartes sont deck-1, deck-2… (pnp proof game.toml deck-2)
new--key--size = 63,5 x 88,9 mm ; ou bridge, tarot, mini, square, "63x88mm"
new--key--data = une carte par ligne ; la colonne count fait des copies
new--key--one_card = une carte par ligne
new--key--layout = la table de mise en page : un élément chacune
new--key--band = une colonne de cards.csv, entre accolades
new--key--art = votre propre PNG, JPEG ou SVG, à côté de ce fichier
new--key--sixth_face = un dessin sur la sixième face
new--key--goal_text = les mots de l'objectif au milieu de la carte, dans la langue du kit
new--key--players = le guide demande une feuille par joueur, jusqu'à max
new--key--who_beats_whom = tout le monde lit les dés, ils ne s'affrontent jamais : pas de tableau de chances dans le livret
new--key--per_page = deux demi-feuilles par page, à couper le long des traits de coupe ; 1 pour une page entière
new--key--grid = la grille de mise en page où se placent les blocs : colonnes, lignes
new--key--sums = écrivez les sommes ici ; cells.csv en grise certaines et en marque d'autres
new--key--points = une colonne de points et le total en dessous
new--cards--about = Ce dossier est un jeu de cartes : un paquet dont les cartes sont les lignes de `cards.csv`, et `star.svg`, un dessin sur chaque carte.
new--board--about = Ce dossier est un jeu de plateau : un plateau d'hexagones dont `terrain.csv` colore quelques cases, des pions et des jetons `tree.svg`.
new--dice--about = Ce dossier est un jeu de dés : deux dés à faces personnalisées (`crown.svg` sur une face), une affirmation que `pnp validate` vérifie exactement, des cartes objectifs tirées de `goals.csv` et une feuille de score.
new--roll-and-write--about = Ce dossier est un jeu « lancer et écrire » : des dés que tout le monde partage (`pencil.svg` sur une face) et une feuille de joueur, deux par page, avec une grille à remplir (ses cases grisées et ses bonus viennent de `cells.csv`), une piste de bonus à cocher et un tableau de points. Le guide du kit dit combien de feuilles imprimer : une par joueur à chaque partie.
new--readme--set = Tout se règle dans `game.toml` ; chaque clé y renvoie à la section de `docs/game-format.md` (dans pnp) qui l'explique. Vos propres dessins (SVG, PNG, JPEG) vont à côté.
new--readme--build = le kit à imprimer, dans output/{ $id }/
new--readme--validate = toutes les vérifications
new--readme--watch = un aperçu qui se refait à chaque enregistrement
new--cards--more = Une carte seule : `pnp proof game.toml deck-1`.

## les textes d'exemple du jeu lui-même, qu'un nouveau jeu contient dans chaque langue (@TEXT:clé@ dans
## pnp/newgame/*/) : ses crédits, ses noms, ses règles et les mots de son CSV, que l'auteur remplace
new--sample--credits = Votre nom ici.
new--sample--licence = Pour votre usage personnel.
new--sample--cards--deck = Cartes
new--sample--cards--star = Étoile
new--sample--cards--comet = Comète
new--sample--cards--star-1 = La plus petite étoile.
new--sample--cards--star-2 = Elle bat le 1.
new--sample--cards--star-3 = Elle bat le 1 et le 2.
new--sample--cards--comet-4 = **Comète** : rejouez une carte.
new--sample--cards--tagline = Un petit jeu de cartes à compléter.
new--sample--cards--setup = Mélangez les cartes et donnez-en trois à chacun.
new--sample--cards--turn = Posez une carte : la plus forte valeur remporte le pli.
new--sample--cards--end = Quand les mains sont vides, le plus de plis l'emporte.
new--sample--board--red-start = Départ des rouges
new--sample--board--green-start = Départ des verts
new--sample--board--walker = Marcheur
new--sample--board--tree = Arbre
new--sample--board--tree-letter = A
new--sample--board--glade = Clairière
new--sample--board--tagline = Traversez la forêt avant l'autre.
new--sample--board--setup = Chacun pose son marcheur sur un hexagone de son bord.
new--sample--board--turn = Avancez d'un hexagone, ou posez un **arbre** pour barrer la route.
new--sample--board--end = Le premier sur le bord d'en face gagne.
new--sample--dice--bold = Audacieux
new--sample--dice--steady = Prudent
new--sample--dice--claim = L'audacieux bat le prudent une fois sur deux.
new--sample--dice--goals = Objectifs
new--sample--dice--goal = Objectif
new--sample--dice--goal-1 = Gagner trois manches de suite
new--sample--dice--goal-2 = Gagner la dernière manche
new--sample--dice--goal-3 = Lancer la couronne deux fois
new--sample--dice--tagline = Audace ou prudence : à vous de choisir votre dé.
new--sample--dice--setup = Chacun choisit un dé et tire un objectif.
new--sample--dice--turn = Les deux joueurs lancent ensemble : le plus grand nombre marque un point.
new--sample--dice--end = Après six manches, le plus de points l'emporte ; un objectif rempli vaut deux points de plus.
new--sample--roll-and-write--number = Nombre
new--sample--roll-and-write--bonus = Bonus
new--sample--roll-and-write--score = Points
new--sample--roll-and-write--grid = Grille
new--sample--roll-and-write--tagline = Lancez, écrivez, remplissez la grille.
new--sample--roll-and-write--setup = Chacun prend une feuille de joueur et un crayon.
new--sample--roll-and-write--turn = Lancez les trois dés. Chacun écrit la somme des deux dés Nombre dans une case vide de sa grille, et coche sur sa piste de bonus autant de cases que le dé Bonus l'indique.
new--sample--roll-and-write--end = Quand une grille est pleine, chaque ligne ou colonne dont les sommes montent vaut 5 points, plus les bonus atteints ; le plus de points l'emporte.
