# Die Meldungen von pnp zu einer Spieldatei und den Druckoptionen (pnp/model: spec, explain, font_limits, budgets,
# options, typefaces): was falsch ist, dann was zu tun ist; Datei und Feld stellt der Fehler davor.
errors--budgets--figure = { $count }
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
errors--options--value = unbekannter Wert „{ $value }“; nehmen Sie { $first } oder { $last }
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
