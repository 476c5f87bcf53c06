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
cards--option--layout = Layout
cards--option--shop = Druckerei
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
errors--cards--filled = { $place } ist, aus dieser Zeile gefüllt, { $count } Zeichen lang, { $over } mehr als die Grenze von { $limit }; kürzen Sie die Zelle
errors--cards--fit = der Text passt selbst mit { $least } pt nicht in sein Feld von { $w } mm × { $h } mm; kürzen Sie ihn oder geben Sie dem Feld mehr Platz
errors--cards--shop-layout = Dateien für eine Druckerei entstehen mit --layout shop; lassen Sie --layout sheet weg (oder --shop für das Kit)

## dice

dice--folded =
    { $count ->
        [one] { $names } lässt sich zum angegebenen Würfel falten
       *[other] { $names } lassen sich zu den angegebenen Würfeln falten
    }
dice--no_nets = keine Würfelnetze zu falten
errors--dice--word = die Seite „{ $word }“ passt nicht auf eine Würfelseite von { $side } mm; kürzen Sie sie oder machen Sie den Würfel größer
errors--dice--cube-net =
    { $count ->
        [one] ein Würfelnetz braucht einen sechsseitigen Würfel, „{ $name }“ hat { $count } Seite; verwenden Sie --style sticker
       *[other] ein Würfelnetz braucht einen sechsseitigen Würfel, „{ $name }“ hat { $count } Seiten; verwenden Sie --style sticker
    }
errors--dice--face-holds = die Seite { $face } enthält { $why }; entfernen Sie es
errors--dice--pictures =
    { $count ->
        [one] { $count } Bild für { $faces } Seiten; geben Sie höchstens eines pro Seite an ("" für keines)
       *[other] { $count } Bilder für { $faces } Seiten; geben Sie höchstens eines pro Seite an ("" für keines)
    }
errors--dice--paper-none = { $name } braucht mit Rändern und Marken { $w } mm × { $h } mm, mehr als die { $room_w } mm × { $room_h } mm, die auf { $paper } bedruckbar sind; bei keinem Wert von { $option } passt ein lesbarer { $shape } auf { $paper }: drucken Sie auf größerem Papier
errors--dice--paper-most = { $name } braucht mit Rändern und Marken { $w } mm × { $h } mm, mehr als die { $room_w } mm × { $room_h } mm, die auf { $paper } bedruckbar sind; ein Wert { $option } von höchstens { $most } mm passt, oder wählen Sie größeres Papier
errors--dice--small-blank = ein { $shape } von { $size } mm ist zu klein für lesbare Zahlen; die Kante des leeren Würfels muss mindestens { $least } mm messen
errors--dice--small-sticker = ein { $shape } von { $size } mm ist zu klein für lesbare Zahlen; die Kante des Aufklebers muss mindestens { $least } mm messen
errors--dice--small-face = ein { $shape } von { $size } mm ist zu klein für lesbare Zahlen; seine Seiten müssen mindestens { $least } mm messen

## player sheets

errors--sheets--id-twice = „{ $id }“ kommt zweimal vor; geben Sie jedem Bogen eine eigene id
errors--sheets--no-block = ein Bogen braucht mindestens einen Block; fügen Sie eine Tabelle [[sheets.blocks]] hinzu
errors--sheets--mixed = einige Blöcke haben at = [Spalte, Zeile], andere nicht; platzieren Sie alle Blöcke einer Seite oder keinen (dann werden sie gestapelt)
errors--sheets--span-at = span braucht at = [Spalte, Zeile]: die Stelle, an der der Block beginnt
errors--sheets--leaves = der Block bei [{ $c }, { $r }] mit der Ausdehnung [{ $w }, { $h }] ragt über die Seite hinaus: sein Layoutraster hat { $columns } Spalten × { $rows } Zeilen (grid = [{ $columns }, { $rows }]); verschieben Sie ihn oder verkleinern Sie seinen span
errors--sheets--overlap = überdeckt { $other } in Spalte { $x }, Zeile { $y }; verschieben Sie einen der beiden
errors--sheets--cell = { $side } mm ist weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie mindestens { $least }mm an
errors--sheets--step = „{ $step }“ ist kein Feld der Leiste ({ $first } bis { $last })
errors--sheets--icon-or-art = geben Sie ein Symbol oder eine Bilddatei an (genau eines davon)
errors--sheets--no-rows = keine Zeilen; fügen Sie rows = [{"{"} label = "...", boxes = 5 {"}"}] hinzu
errors--sheets--csv-column = die Spalte „{ $column }“ fehlt; die Zellen eines Rasters brauchen die Spalten column und row (ab 1) und können { $optional } haben
errors--sheets--whole = „{ $value }“ ist keine ganze Zahl; schreiben Sie eine Spalte oder Zeile ab 1
errors--sheets--outside = {"["}{ $c }, { $r }] liegt außerhalb des Rasters von { $columns } Spalten × { $rows } Zeilen
errors--sheets--cell-room =
    { $count ->
        [one] seine { $count } Spalte lässt in seinem Platz Zellen von { $side } mm, weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie ihm einen breiteren span, weniger Spalten oder ein kleineres per_page
       *[other] seine { $count } Spalten lassen in seinem Platz Zellen von { $side } mm, weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie ihm einen breiteren span, weniger Spalten oder ein kleineres per_page
    }
errors--sheets--grid-room = { $columns } × { $rows } Zellen von { $side } mm brauchen { $w } mm × { $h } mm, mehr als sein Platz; geben Sie ihm einen größeren span oder kleinere Zellen
errors--sheets--check-rows =
    { $count ->
        [one] { $count } Zeile lässt Kästchen von { $side } mm, weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie ihm einen höheren span oder weniger Zeilen
       *[other] { $count } Zeilen lassen Kästchen von { $side } mm, weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie ihm einen höheren span oder weniger Zeilen
    }
errors--sheets--check-boxes =
    { $count ->
        [one] { $count } Kästchen von { $side } mm mit seiner Beschriftung passt nicht in seinen Platz; geben Sie ihm einen breiteren span
       *[other] { $count } Kästchen von { $side } mm mit ihren Beschriftungen passen nicht in seinen Platz; geben Sie ihm einen breiteren span
    }
errors--sheets--score-columns =
    { $count ->
        [one] { $count } Spalte lässt Zellen von { $side } mm, weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie ihm einen breiteren span
       *[other] { $count } Spalten lassen Zellen von { $side } mm, weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie ihm einen breiteren span
    }
errors--sheets--score-rows =
    { $count ->
        [one] { $count } Zeile lässt Zeilen von { $side } mm, weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie ihm einen höheren span oder weniger Zeilen
       *[other] { $count } Zeilen lassen Zeilen von { $side } mm, weniger als die { $least } mm, in die eine Hand schreiben kann; geben Sie ihm einen höheren span oder weniger Zeilen
    }
errors--sheets--rounds =
    { $count ->
        [one] { $count } Runde lässt Kreise von { $side } mm, weniger als die { $least } mm, die eine Hand zum Ankreuzen braucht; geben Sie ihm einen breiteren span oder weniger Runden
       *[other] { $count } Runden lassen Kreise von { $side } mm, weniger als die { $least } mm, die eine Hand zum Ankreuzen braucht; geben Sie ihm einen breiteren span oder weniger Runden
    }
errors--sheets--width = braucht { $need } mm Breite, sein Platz bietet { $room } mm; geben Sie ihm einen breiteren span
errors--sheets--height = braucht { $need } mm Höhe, sein span bietet { $room } mm; geben Sie ihm einen höheren span oder weniger Zeilen
errors--sheets--page = die Blöcke ragen über die Seite hinaus, bis { $reach } mm tief auf einem Bogen von { $room } mm; nehmen Sie einen Block heraus, verkleinern Sie einen oder platzieren Sie sie mit at und span
