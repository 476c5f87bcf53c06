# Die Meldungen von pnp stats sowie die der Druckereien und der geteilten Spielpläne an pnps Benutzer (Helfer t-stats)

errors--shops--no_decks = hat keine [[decks]], und ein Build für eine Druckerei erzeugt nur die Karten; fügen Sie einen Stapel hinzu oder bauen Sie das Kit ohne --layout shop
errors--shops--no_game = kein eingebautes Spiel hat einen Stapel für eine Druckerei; geben Sie eine Spieldatei mit [[decks]] an
shops--written =
    { $count ->
        [one] { $game }: { $count } Datei für { $shop } in { $folder }
       *[other] { $game }: { $count } Dateien für { $shop } in { $folder }
    }
shops--past_cut = über die Schnittlinie hinaus
shops--from_cut = { $mm } mm von der Schnittlinie
shops--unsafe = Stapel „{ $deck }“, Karte { $card } ({ $file }: { $row }), { $field } ({ $kind }): { $where }, innerhalb des { $safe }-mm-Sicherheitsrands von { $shop }
