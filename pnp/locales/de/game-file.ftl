# Die Meldungen von pnp zu einer Spieldatei und den Druckoptionen (pnp/model: spec, explain, font_limits, budgets,
# options, typefaces): was falsch ist, dann was zu tun ist; Datei und Feld stellt der Fehler davor.
errors--budgets--cards =
    dieser Build ergäbe { $count } { $count ->
        [one] Karte
       *[other] Karten
    }, { $over } über der Grenze von { $limit }; verringern Sie die Anzahlen oder teilen Sie die Stapel auf mehrere Spiele auf
errors--budgets--faces =
    dieser Build ergäbe { $count } { $count ->
        [one] Würfelseite
       *[other] Würfelseiten
    }, { $over } über der Grenze von { $limit }; drucken Sie weniger Würfel oder weniger Exemplare
errors--budgets--pieces =
    dieser Build ergäbe { $count } { $count ->
        [one] Marker oder Spielfigur
       *[other] Marker und Spielfiguren
    }, { $over } über der Grenze von { $limit }; verringern Sie die Anzahlen
errors--budgets--pages =
    dieser Build ergäbe { $count } { $count ->
        [one] Seite
       *[other] Seiten
    }, { $over } über der Grenze von { $limit }; bauen Sie weniger Teile auf einmal (--parts) oder verringern Sie die Anzahlen
errors--budgets--export = bei { $dpi } dpi würde dieser Export { $over } zeichnen; { $fix }
errors--budgets--dpi-none = selbst --dpi { $dpi } ist zu viel: exportieren Sie weniger oder kleinere Teile
errors--budgets--dpi-most = geben Sie --dpi { $dpi } oder weniger an, den höchsten Wert, bei dem alles passt
errors--budgets--image = ein Bild mit { $width } × { $height } Pixeln, über der Grenze von { $limit } Pixeln für ein Bild
errors--budgets--images =
    { $pixels } Pixel in { $count } { $count ->
        [one] Bild
       *[other] Bildern
    }, { $over } über der Grenze von { $limit }
errors--options--format = unbekanntes Format „{ $given }“; nehmen Sie { $allowed } oder eine Liste wie pdf,svg
errors--options--value = unbekannter Wert „{ $value }“; nehmen Sie { $choices }
errors--options--no-such = die Option { $option } gibt es nicht; siehe --help
errors--options--bleed = „{ $given }“ liegt nicht zwischen 0 und { $most } mm; geben Sie einen Anschnitt von 0 bis { $most } mm an
errors--fonts--kinds = keine .ttf- oder .otf-Schriftdatei; geben Sie eine TrueType- oder OpenType-Schrift an
errors--fonts--too-large = „{ $name }“ ist größer als { $most } MB; diese Schrift kann pnp nicht einbetten
errors--fonts--unreadable = die Schrift „{ $name }“ lässt sich nicht lesen: { $reason }
errors--fonts--not-a-font = „{ $name }“ ist keine Schrift, die fontTools lesen kann (eine TrueType- oder OpenType-Datei); exportieren Sie sie erneut als .ttf oder .otf
errors--fonts--no-cmap = „{ $name }“ hat keine Unicode-Zeichentabelle (eine Symbol- oder Altschrift); wählen Sie eine Unicode-Schrift
errors--fonts--variable = „{ $name }“ ist eine variable Schrift; geben Sie einen ihrer statischen Schnitte an (etwa ihre -Regular.ttf)
errors--fonts--no-outlines = „{ $name }“ hat keine Umrisse, die pnp einbetten kann (weder glyf- noch CFF-Tabelle); exportieren Sie sie als .ttf
errors--fonts--not-embeddable = „{ $name }“ lässt sich nicht in ein PDF einbetten: { $reason }; wählen Sie eine Schrift, deren Lizenz das erlaubt
errors--fonts--damaged = „{ $name }“ ist beschädigt (reportlab kann ihre Tabellen nicht lesen); exportieren Sie sie erneut als .ttf
errors--fonts--no-glyph = der Schrift „{ $name }“ fehlt das Zeichen „{ $char }“ ({ $code }); wählen Sie eine Schrift, die es hat, oder ändern Sie den Text
errors--fonts--no-glyph-in = der Schrift „{ $name }“ fehlt das Zeichen „{ $char }“ ({ $code }) in { $what }; wählen Sie eine Schrift, die es hat, oder ändern Sie den Text

## eine Spieldatei als Ganzes und ihre Grundprüfungen (pnp/model/spec.py): das Feld setzt der Fehler davor
errors--spec--no-file = unter „{ $ref }“ liegt keine Spieldatei
errors--spec--unknown-game = unbekanntes Spiel „{ $ref }“; eingebaute Spiele: { $games } (oder geben Sie den Pfad einer .toml-Datei an)
errors--spec--unknown-game-close = unbekanntes Spiel „{ $ref }“; meinten Sie „{ $close }“? Eingebaute Spiele: { $games } (oder geben Sie den Pfad einer .toml-Datei an)
errors--spec--too-large = die Datei ist größer als { $most } kB; eine Spieldatei enthält Text, keine Daten
errors--spec--not-utf8 = die Datei ist kein UTF-8-Text; speichern Sie sie als UTF-8
errors--spec--unreadable = die Datei lässt sich nicht lesen: { $reason }
errors--spec--not-toml = kein gültiges TOML: { $reason }
errors--spec--long-number = eine Zahl hat Tausende Ziffern; kein Schlüssel einer Spieldatei nimmt eine so große
errors--spec--too-deep = Listen oder Tabellen zu tief verschachtelt, um sie zu lesen; eine Spieldatei verschachtelt höchstens { $most } Ebenen
errors--spec--nested = Listen oder Tabellen über mehr als { $most } Ebenen verschachtelt; eine Spieldatei braucht weit weniger
errors--spec--top-level = oberste Ebene
errors--spec--control-key = ein Schlüssel enthält ein Steuerzeichen; benennen Sie ihn um
errors--spec--holds = enthält { $what }; entfernen Sie es
errors--spec--text-long = { $count } Zeichen sind mehr als die Grenze von { $most }
errors--spec--no-glyph = die Schrift kann { $chars } nicht darstellen; verwenden Sie andere Zeichen
errors--spec--not-finite = { $value } ist keine Zahl, mit der pnp rechnen kann (so liest TOML nan, inf und Zahlen über 1e308); schreiben Sie eine endliche Zahl
errors--spec--not-finite-range = { $value } ist keine Zahl, mit der pnp rechnen kann (so liest TOML nan, inf und Zahlen über 1e308); schreiben Sie eine endliche Zahl von { $least } bis { $most }
errors--spec--past-any = { $value } liegt jenseits jeder Zahl, die eine Spieldatei nimmt; schreiben Sie eine von { $least } bis { $most }
errors--spec--title-empty = ist leer; geben Sie dem Spiel einen Namen
errors--spec--title-long = { $count } Zeichen sind mehr als die Grenze von { $most } für einen Titel; kürzen Sie ihn
errors--spec--players = das Minimum ({ $min }) liegt über dem Maximum ({ $max })
errors--spec--time = das Minimum ({ $min }) liegt über dem Maximum ({ $max }); schreiben Sie zuerst die Minuten der kürzesten Partie
errors--spec--die-twice = „{ $id }“ kommt zweimal vor; geben Sie jedem Würfel eine eigene id
errors--spec--die-name = „{ $words }…“ ist länger als { $most } Zeichen; kürzen Sie den Namen
errors--spec--claim-twice = „{ $id }“ benennt schon eine frühere Behauptung; geben Sie jeder Behauptung eine eigene id
errors--spec--claim-win = fehlt; geben Sie die genaue Gewinnchance des ersten Würfels an, etwa win = "7/12" (oder, für eine Kartenhand, deck, hand, where und chance)
errors--spec--no-die = kein Würfel hat die id „{ $id }“; Würfel: { $dice }
errors--spec--none = keine
errors--spec--race-or-like = ein Spiel wird als Wettrennen oder wie „{ $like }“ gespielt, nicht beides; streichen Sie eines
errors--spec--race-key = gehört zu einem Wettrennen; ergänzen Sie kind = "race" oder streichen Sie den Schlüssel
errors--spec--race-word = der Würfel „{ $id }“ trägt ein Wort auf einer Seite; ein Wettrennen zieht nach Zahlen
errors--spec--race-no-die = ein Wettrennen braucht einen Würfel; fügen Sie eine Tabelle [[dice]] hinzu und nennen Sie ihn hier
errors--spec--race-first-die = der erste Würfel, „{ $id }“, trägt ein Wort auf einer Seite, und ein Wettrennen zieht nach Zahlen; nennen Sie hier einen Würfel mit Zahlen
errors--spec--hand-deck = fehlt; nennen Sie den Stapel, aus dem die Hand gegeben wird, etwa deck = "main"
errors--spec--hand-chance = fehlt; geben Sie die genaue Wahrscheinlichkeit der Hand an, etwa chance = "33/91"
errors--spec--hand-where = fehlt; nennen Sie die Karten, die zählen, etwa where = ["suit=moon"]
errors--spec--hand-dice-key = ist ein Schlüssel für Würfel-Behauptungen; eine Behauptung gilt Würfeln oder einer Hand, nicht beidem
errors--spec--odds-many = { $count } Würfel tragen auf jeder Seite Zahlen, und die Tabelle „wer schlägt wen“ im Regelheft vergleicht 2 bis { $most }; fügen Sie eine Tabelle [[odds]] hinzu, deren dice die zu vergleichenden aufzählt
errors--spec--table-twice = „{ $id }“ kommt zweimal vor; geben Sie jeder Tabelle eine eigene id
errors--spec--duel-word = der Würfel „{ $id }“ trägt ein Wort auf einer Seite; ein Duell vergleicht Zahlen
errors--spec--duel-dice = ein Duell braucht 2 bis { $most } verschiedene Würfel mit Zahlen auf jeder Seite, nicht { $ids }; zählen Sie ihre ids auf
errors--spec--series = geben Sie jede Serienlänge nur einmal an, etwa series = [1, 3, 5]
errors--spec--variant = unbekannte Variante „{ $value }“; schreiben Sie plain, sum2 (sum3 …), lower_wins oder equal_dice, oder eine Tabelle wie {"{"} sum = 2, lower_wins = true {"}"}
errors--spec--variant-twice = „{ $name }“ kommt zweimal vor; geben Sie jeder Variante eine eigene id
errors--spec--no-variant = geben Sie mindestens eine Variante an, etwa variants = ["plain"]
errors--spec--fraction = „{ $value }“ ist kein exakter Bruch; schreiben Sie ihn etwa als 7/12 oder 0
