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
