# Meldungen zu Karten, Würfeln und Spielerbögen (pnp/parts/cards.py, dice.py, player_sheets.py): die Zeilen eines
# Kits (Materialliste, Einkaufsliste, Anleitung) und die Fehler, auf die man in [[decks]], [[dice]] und [[sheets]]
# einer Spieldatei stößt; Datei und Feld stellt der Fehler selbst voran.

## cards

cards--component =
    { $count ->
        [one] - { $count } Karte { $deck } ({ $w } × { $h } mm)
       *[other] - { $count } Karten { $deck } ({ $w } × { $h } mm)
    }
cards--component_named =
    { $count ->
        [one] - { $count } Karte { $deck } ({ $size }, { $w } × { $h } mm)
       *[other] - { $count } Karten { $deck } ({ $size }, { $w } × { $h } mm)
    }
cards--size--poker = Pokerformat
cards--size--bridge = Bridgeformat
cards--size--tarot = Tarotformat
cards--size--mini = Miniformat
cards--size--square = quadratisch
cards--verify = Stapel „{ $name }“
cards--verified =
    { $count ->
        [one] { $count } Karte, ihr Text passt in sein Feld
       *[other] { $count } Karten, jeder Text passt in sein Feld
    }
errors--cards--size = „{ $size }“ ist keine Kartengröße; verwenden Sie { $sizes } oder Breite und Höhe mit Einheit, etwa "63x88mm" oder "2.5x3.5in"
errors--cards--side = „{ $size }“ misst { $w } mm × { $h } mm; die Seiten einer Karte messen { $least } bis { $most } mm
errors--cards--template-format = „{ $shown }“ formatiert die Spalte { $name }; eine Vorlage nennt nur Spalten
errors--cards--template-empty = {"{}"} nennt keine Spalte
errors--cards--template-read = die Vorlage „{ $template }“ ist nicht lesbar ({ $why }); schreiben Sie eine Spalte als {"{"}name{"}"} und eine geschweifte Klammer als {"{{"}
errors--cards--template-fill = die Vorlage „{ $template }“ lässt sich nicht füllen ({ $why }); schreiben Sie eine Spalte als {"{"}name{"}"} und eine geschweifte Klammer als {"{{"}
errors--cards--box-numbers =
    { $count ->
        [one] ein Feld wird als [x, y, Breite, Höhe] ab der linken oberen Ecke der Karte angegeben, hier steht aber { $count } Zahl
       *[other] ein Feld wird als [x, y, Breite, Höhe] ab der linken oberen Ecke der Karte angegeben, hier stehen aber { $count } Zahlen
    }
errors--cards--box-outside = das Feld { $x } mm, { $y } mm, { $w } mm × { $h } mm liegt nicht innerhalb der Karte von { $card_w } mm × { $card_h } mm
errors--cards--when-syntax = schreiben Sie eine Spalte ("cost": gezeichnet, wenn die Zeile dort einen Wert hat) oder eine Spalte, == oder != und einen Wert ("type == spell")
errors--cards--when = „{ $when }“ ist nicht lesbar: { $why }
errors--cards--data-and-rows = hat sowohl data als auch rows; behalten Sie nur eines davon
errors--cards--no-rows = hat keine Karten; geben Sie data = "cards.csv" (eine Datei neben der Spieldatei) oder rows = [...] an
errors--cards--named-by-layouts = { $place } (jede Zeile nennt ihr Layout)
errors--cards--named-by-back = { $place }.background, color oder back
errors--cards--no-card = die Spalte { $column } ist in jeder Zeile 0, der Stapel hat also keine Karte; geben Sie einer Zeile bei { $column } 1 oder mehr
errors--cards--text-size = { $size } pt ist keine Schriftgröße; geben Sie { $least } bis { $most } an (oder lassen Sie die Angabe weg, dann gilt die Größe des Elements)
errors--cards--layout-none = nennt kein Layout, und der Stapel hat kein eigenes; schreiben Sie eines davon: { $names }
errors--cards--layout = kein Layout „{ $name }“ in { $field }; vorhandene Layouts: { $names }
errors--cards--layout-hint = kein Layout „{ $name }“ in { $field }; meinten Sie „{ $hint }“? Vorhandene Layouts: { $names }
errors--cards--font = unbekannte Schrift „{ $font }“; verwenden Sie { $names } oder eine .ttf- oder .otf-Datei neben der Spieldatei
# eine ganze Zahl, die Tausender so gruppiert wie in der Sprache des Lesers (Feld einer anderen Meldung)
errors--cards--number = { $count }
errors--cards--filled = { $place } ist, aus dieser Zeile gefüllt, { $count } Zeichen lang, { $over } mehr als die Grenze von { $limit }; kürzen Sie die Zelle
errors--cards--fit = der Text passt selbst mit { $least } pt nicht in sein Feld von { $w } mm × { $h } mm; kürzen Sie ihn oder geben Sie dem Feld mehr Platz
errors--cards--shop-layout = Dateien für eine Druckerei entstehen mit --layout shop; lassen Sie --layout sheet weg (oder --shop für das Kit)
