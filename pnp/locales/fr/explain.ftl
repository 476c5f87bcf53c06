# Les messages de pnp sur une valeur d'un fichier de jeu que son modèle refuse (pnp/model/explain.py) : les erreurs
# de validation de msgspec dites avec les mots d'un auteur de jeu ; la clé est mise devant.
explain--top-level = premier niveau
explain--quoted = « { $word } »
explain--either = { $first } ou { $second }
explain--counting = { $what } ({ $unit })
explain--amount = { $limit } { $unit }
explain--type--int = un nombre entier
explain--type--float = un nombre
explain--type--str = du texte
explain--type--bool = true ou false
explain--type--list = une liste [...]
explain--type--table = une table
explain--type--nothing = rien
explain--got--text = le texte { $value }
explain--got--number = le nombre { $value }
explain--got--list = une liste
explain--got--table = une table
explain--got--nothing = rien
explain--wanted--length = une longueur avec son unité, comme "{ $example }"
explain--wanted--length-or-mm = une longueur avec son unité, comme "12mm", ou un nombre de millimètres
explain--wanted--texts = du texte (ou une table de textes par langue, comme {"{"} fr = "…", en = "…" {"}"})
explain--unit--players = { $count ->
        [one] joueur
       *[other] joueurs
    }
explain--unit--copies = { $count ->
        [one] exemplaire
       *[other] exemplaires
    }
explain--unit--rolls = { $count ->
        [one] lancer
       *[other] lancers
    }
explain--unit--duels = { $count ->
        [one] duel
       *[other] duels
    }
explain--unit--cards = { $count ->
        [one] carte
       *[other] cartes
    }
explain--unit--throws = { $count ->
        [one] jet
       *[other] jets
    }
explain--unit--pawns-each = { $count ->
        [one] pion par joueur
       *[other] pions par joueur
    }
explain--unit--rolls-again = { $count ->
        [one] relance
       *[other] relances
    }
explain--unit--points = { $count ->
        [one] point
       *[other] points
    }
explain--unit--mm = mm
explain--unit--columns = { $count ->
        [one] colonne
       *[other] colonnes
    }
explain--unit--rows = { $count ->
        [one] rangée
       *[other] rangées
    }
explain--unit--hexes-from-centre = { $count ->
        [one] case depuis le centre
       *[other] cases depuis le centre
    }
explain--unit--track-points = { $count ->
        [one] point sur la piste de score
       *[other] points sur la piste de score
    }
explain--unit--tokens-each = { $count ->
        [one] jeton de chaque couleur
       *[other] jetons de chaque couleur
    }
explain--unit--holes-side = { $count ->
        [one] trou par côté
       *[other] trous par côté
    }
explain--unit--pips = { $count ->
        [one] point de dé
       *[other] points de dé
    }
explain--unit--rounds = { $count ->
        [one] manche
       *[other] manches
    }
errors--explain--missing = il manque la clé « { $name } » ; ajoutez-la
errors--explain--id = il faut un identifiant, pas { $value } ; écrivez de 1 à 40 lettres minuscules, chiffres, « - » et « _ », en commençant par une lettre ou un chiffre, comme "mon-jeu"
errors--explain--retired = pnp ne lit plus cette clé ; { $instead }
errors--explain--other-kind = { $count ->
        [one] seul le type { $kinds } a cette clé
       *[other] seuls les types { $kinds } ont cette clé
    } ; retirez-la, ou écrivez kind = "{ $kind }"
errors--explain--unknown-key-near = clé inconnue « { $name } » ; vouliez-vous dire « { $near } » ?
errors--explain--unknown-key = clé inconnue « { $name } » ; les clés connues : { $known }
errors--explain--unknown-word = { $value } n'est pas { $what ->
        [kind] un type
       *[other] une valeur
    } que pnp connaît
errors--explain--unknown-word-near = { $what ->
        [kind] type inconnu
       *[other] valeur inconnue
    } { $value } ; vouliez-vous dire « { $near } » ? { $what ->
        [kind] Les types possibles
       *[other] Les valeurs possibles
    } : { $words }
errors--explain--unknown-word-listed = { $what ->
        [kind] type inconnu
       *[other] valeur inconnue
    } { $value } ; { $what ->
        [kind] les types possibles
       *[other] les valeurs possibles
    } : { $words }
errors--explain--expected = il faut { $wanted }, pas { $got }
errors--explain--write-range = { $line } ; écrivez { $type } de { $low } à { $high }
errors--explain--unquote = { $line }, sans guillemets
errors--explain--quote = { $line } ; écrivez-la entre guillemets
errors--explain--bound = { $side ->
        [ge] au moins
        [le] au plus
        [gt] plus de
       *[lt] moins de
    } { $amount }, pas { $value }
errors--explain--write-bound = { $line } ; écrivez { $type } { $side ->
        [ge] supérieur ou égal à
        [le] inférieur ou égal à
        [gt] supérieur à
       *[lt] inférieur à
    } { $limit }
errors--explain--length--list = il faut une liste { $side ->
        [ge] d'au moins { $size }
        [le] d'au plus { $size }
       *[exact] de { $size }
    } { $count ->
        [one] élément
       *[other] éléments
    }
errors--explain--length--str = il faut un texte { $side ->
        [ge] d'au moins { $size }
        [le] d'au plus { $size }
       *[exact] de { $size }
    } { $count ->
        [one] caractère
       *[other] caractères
    }
errors--explain--length--table = il faut une table { $side ->
        [ge] d'au moins { $size }
        [le] d'au plus { $size }
       *[exact] de { $size }
    } { $count ->
        [one] clé
       *[other] clés
    }
errors--explain--not-length = { $line }, pas { $given }
