# Les textes d'aide de pnp (pnp --help, pnp COMMANDE --help) : les titres, la description de chaque commande et
# l'aide de chaque option (pnp/cli/__init__.py, pnp/cli/args.py ; assistant m-commands). Ceux de pnp stats sont dans stats.ftl.

## les titres et les mots de toute aide
help--usage = Usage :
help--options = Options :
help--commands = Commandes :
help--arguments = Arguments :
help--help = Afficher cette aide et quitter.
help--required = [obligatoire]
help--default = [par défaut : { $value }]

## pnp --help
help--pnp = Kits à imprimer et jouer : plateaux, autocollants et patrons de dés, jetons, livrets de règles.
help--version = Afficher la version de pnp et quitter.
help--stats = Chances exactes aux dés : comparer des dés, trouver des cycles, les chances d'un jeu.

## la description de chaque commande
help--dice = Des autocollants ou des patrons à plier pour des dés sur mesure.
help--board = Le plateau d'un jeu : sur une feuille s'il y tient, sinon en morceaux à coller ensemble ; et le plateau entier en SVG.
help--tokens = Les jetons et les pions d'un jeu sur des planches prêtes à découper, avec leurs dos.
help--rules = Le livret de règles d'un jeu en PDF, avec ses aides de jeu.
help--build = Le kit à imprimer d'un jeu (ou de tous les jeux intégrés) : un PDF à imprimer, chaque élément seul, des aperçus.
help--export = Les pièces d'un jeu pour les tables virtuelles : un objet sauvegardé de Tabletop Simulator, ou une image par face.
help--proof = Une seule pièce d'un jeu, en PNG à sa taille finale : la carte que vous venez de modifier, tout de suite.
help--showcase = Une image du matériel d'un jeu pour sa page sur un site de jeux de société : un PNG, et la même page en PDF.
help--new = Le dossier d'un nouveau jeu qui se construit d'emblée : un fichier de jeu, un CSV, un SVG et un README à modifier.
help--watch = Construire, servir un aperçu sur http://127.0.0.1:PORT/, et reconstruire à chaque enregistrement (Ctrl-C arrête).
help--simulate = Jouer une partie un grand nombre de fois : taux de victoire et d'égalité avec intervalles à 95 %, avantage du premier joueur, durée des parties, conseils.
help--validate = Lancer toutes les vérifications sur un jeu et en rendre compte ; code de sortie 1 si l'une échoue (pas pour un avertissement).
help--list = Nommer les jeux intégrés.

## les options communes à plusieurs commandes
help--option--paper = Papier : a4, letter ou a3.
help--option--lang = Langue des textes imprimés : { $langs }.
help--option--format = Fichiers à écrire : pdf, svg, png, séparés par des virgules.
help--option--format--build = Fichiers à écrire : kit (le PDF unique à imprimer), pdf et svg (chaque élément), png (aperçus).
help--option--game = Un jeu intégré, ou le chemin d'un fichier de jeu.
help--option--game--all = Un jeu intégré, « all », ou le chemin d'un fichier de jeu.
help--option--game--board = Un jeu intégré, ou le chemin d'un fichier de jeu qui a une section board.
help--option--game--simulate = Un jeu intégré, ou un fichier de jeu : une course ([simulation] kind = "race") ou un jeu qui se joue comme un jeu intégré (plays_like).
help--option--out = Dossier où écrire.
help--option--out--game = Dossier où écrire ; le jeu y a son propre dossier.
help--option--out--build = Dossier où écrire ; chaque jeu y a son propre dossier.
help--option--out--export = Dossier où écrire ; l'export va dans OUT/<game>/<target>/.
help--option--out--showcase = Dossier où écrire ; les images vont dans OUT/<game>/ (showcase.png, showcase.pdf).
help--option--out--watch = Dossier où construire ; la page le sert.
help--option--force = Écraser les fichiers que pnp n'a pas écrits (ou qui ont été modifiés depuis).
help--option--bleed = Fond perdu au-delà du trait de coupe, par exemple 3mm ou 0.125in.
help--option--refresh = Télécharger à nouveau les données de cartes données par des liens https:// (sinon la copie gardée dans .pnp-cache/ à côté du fichier de jeu).
help--option--allow_local = Télécharger aussi les données de cartes depuis cette machine ou son réseau (boucle locale, adresses privées) : refusé sinon.
help--option--pawn = Pions en standee (plié, debout) ou en token (rond, recto verso). (par défaut : standee)
help--option--layout = Cartes : sheet (le kit, imposé avec traits de coupe) ou shop (les seuls fichiers d'un imprimeur ; voir --shop). (par défaut : sheet)
help--option--shop = Les fichiers de l'imprimeur : tgc (The Game Crafter, PNG), dtc (DriveThruCards, un PDF/X-1a vectoriel en CMJN par paquet), mpc (MakePlayingCards, PNG) ou dtc-raster (le repli de DriveThruCards : chaque page une image CMJN, par Ghostscript) ; implique --layout shop. (par défaut : tgc)
help--option--ink = color, ou bw : noir et blanc, les pièces distinguées par motif et lettre.
help--option--duplex = Planches recto verso : long ou short (le bord autour duquel la feuille tourne), ou none.
help--option--dpi = Résolution de l'image.

## pnp dice
help--option--faces = Les faces d'un dé, séparées par des virgules, par exemple "1,2,Noir,Noir,5,6". À répéter pour d'autres dés.
help--option--color = Couleur des dés (un nom ou #rrggbb) : une fois pour tous, ou une fois par --faces.
help--option--dice-game = Prendre les dés d'un jeu intégré, ou d'un fichier de jeu.
help--option--shape = d4, d6, d8, d10, d12 ou d20, avec autant de --faces.  [par défaut : d6]
help--option--style = sticker : autocollants pour dés vierges ; net : dés en papier à plier.
help--option--die = Arête du dé vierge auquel vont les autocollants (la grande arête d'un d10).  [par défaut : celle de la forme, 16mm pour un d6]
help--option--sticker = Arête d'un autocollant.  [par défaut : environ 80 % de --die]
help--option--face = Arête d'une face du dé en papier (--style net).  [par défaut : celle de la forme, 20mm pour un d6]
help--option--count = Combien de chaque dé.
help--option--pips = Dessiner les nombres de 1 à 6 en points.
help--option--ink--dice = color, ou bw : noir et blanc, les dés de couleurs différentes distingués par une bande à motif.

## pnp board, pnp tokens, pnp rules, pnp build
help--option--cell = Côté d'une case, par exemple 25mm (par défaut : celui du fichier de jeu).
help--option--fit = Réduire les cases jusqu'à ce que le plateau tienne sur une feuille de --paper.
help--option--pawn--board = Base du pion le plus large qu'une case doit accueillir, par exemple 11mm (par défaut : celle du fichier de jeu).
help--option--duplex--tokens = Pièces recto verso : long ou short (le bord autour duquel la feuille tourne), ou none (paires à plier).
help--option--booklet = Pages demi-format, deux par feuille à l'italienne, dans l'ordre d'un livret, à plier.
help--option--aids = Écrire aussi les aides de jeu (et la feuille de score).
help--option--parts = Seulement ces éléments, séparés par des virgules (voir pnp build --help).
help--option--parts--named = Seulement ces éléments, séparés par des virgules : { $parts }.
help--option--ignore_claims = Construire même si un chiffre annoncé par le fichier de jeu est faux (pnp validate échoue toujours).
help--option--verbose = Lister chaque fichier écrit (par défaut : une ligne par jeu).

## pnp export, pnp proof, pnp showcase, pnp new, pnp watch
help--option--to = tts : un objet sauvegardé de Tabletop Simulator, ses images et le PDF du livret de règles ; images : un PNG par face de pièce et pieces.csv.
help--option--base_url = Avec --to tts : où les images seront hébergées (http ou https) ; chaque adresse est celle-ci suivie du nom du fichier. Par défaut : des chemins file:///.
help--option--dpi--export = Résolution des images (tts : au plus celle-ci, dans la limite de 4096 px de côté).
help--option--piece = La pièce : son nom (un paquet et sa ligne, astres-3), son identifiant, ou le titre d'une carte.
help--option--side = front (recto) ou back (verso).
help--option--out--proof = Le fichier PNG à écrire.  [par défaut : PIECE-SIDE.png ici]
help--option--size = Largeur du PNG en pixels, de 200 à 6000.
help--option--name = Le dossier à créer : son nom est l'identifiant et le titre du jeu.
help--option--from = cards, board, dice ou roll-and-write.
help--option--title = Le titre du jeu, s'il n'est pas le nom du dossier : il peut contenir ce qu'un nom de dossier ne peut pas (guillemets, deux-points).
help--option--new-lang = La langue des commentaires du fichier de jeu : { $langs }. Ses textes d'exemple et son README sont écrits dans toutes les langues.  [par défaut : la vôtre]
help--option--port = Le port de l'aperçu, sur 127.0.0.1.
help--option--open = Ouvrir l'aperçu dans le navigateur.

## pnp simulate, pnp validate
help--option--games = Parties à jouer.  [par défaut : 10000]
help--option--precision = Au lieu de --games : jouer jusqu'à connaître chaque taux de victoire à ± ce nombre de points.
help--option--players = Joueurs (par défaut : le maximum du jeu, ou un par --policy).
help--option--seed = Graine : la même graine donne les mêmes chiffres.
help--option--policy = Stratégie de chaque place, dans l'ordre du tour : à répéter ou en liste séparée par des virgules ; une seule stratégie joue toutes les places.
help--option--variant = Une variante des règles (répétable).
help--option--tips = Mesurer chaque conseil de stratégie : un joueur le suit face à la stratégie de base, les places tournant.
help--option--vs = Une autre version du jeu (un fichier de jeu), jouée avec les mêmes graines, côte à côte.
help--option--json = Afficher un seul objet JSON.
help--option--jobs = Processus sur lesquels jouer ; les chiffres n'en dépendent pas.
help--option--plot = Dessiner aussi les taux de victoire et les durées des parties dans FICHIER.pdf, .svg ou .png.
help--option--store = Renouveler le résultat enregistré du jeu intégré (balance.json), que lit son livret de règles.
help--option--exact = Une course dont les pions ne se croisent jamais : la résoudre comme une chaîne de Markov au lieu de la jouer.
help--option--shop--validate = Avertir aussi des cartes dont le texte ou l'image entre dans la marge de sécurité de cet imprimeur : tgc, dtc, mpc ou dtc-raster.
