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
