# Meldungen der Engine (pnp/engine/: Würfel, Wahrscheinlichkeiten, Rennen, Spielpläne, gezogene Karten, Kacheln):
# Sie kennt kein bestimmtes Spiel und spricht daher allgemein von Würfeln, Seiten, Feldern, Strecken und Stapeln.
# Datei und Feld stellt der Fehler selbst voran.

## die Seiten eines Würfels (engine/faces.py, engine/dice.py)
errors--engine--die--place = Würfel
errors--engine--die--named = Würfel { $die }
errors--engine--die--no-face = ein Würfel braucht mindestens eine Seite
errors--engine--die--too-many = { $count } Seiten sind mehr als die Höchstzahl von { $limit }
errors--engine--die--empty-face = eine Seite ist leer; schreiben Sie eine Zahl oder ein Wort
errors--engine--die--control = die Seite „{ $face }“ enthält ein Steuerzeichen; entfernen Sie es
errors--engine--die--long-word = die Seite „{ $face }…“ ist länger als { $limit } Zeichen
errors--engine--die--out-of-range = die Seite { $face } liegt außerhalb von { $low }..{ $high }
errors--engine--die--long-number = die Seite „{ $face }…“ ({ $count } Zeichen) liegt außerhalb von { $low }..{ $high }
errors--engine--die--bad-count = die Seite „{ $face }“ hat die Anzahl { $n }; eine Anzahl ist eine ganze Zahl ab 0
errors--engine--die--bad-face = die Seite „{ $face }“ ist weder eine ganze Zahl noch ein Wort
errors--engine--die--empty = der Würfel ist leer; geben Sie seine Seiten durch Kommas getrennt an, etwa 1,2,Schwarz,Schwarz,5,6
errors--engine--die--empty-between = eine leere Seite in „{ $die }“; trennen Sie die Seiten durch je ein Komma
errors--engine--die--not-whole = die Seite „{ $face }“ ist keine ganze Zahl; Seiten sind ganze Zahlen oder Wörter
errors--engine--die--sides = „{ $die }“: ein Würfel hat 1 bis { $limit } Seiten
errors--engine--die--word = die Seite „{ $face }“ ist ein Wort, { $what ->
    [average] ein Mittelwert braucht
    [summing] das Addieren von Würfen braucht
    [comparing] der Vergleich der Seiten nach Größe braucht
   *[adding] das Addieren von Würfeln braucht
  } aber Zahlen; geben Sie jede Seite als ganze Zahl an
errors--engine--die--unknown-shape = unbekannte Form „{ $shape }“; mögliche Formen: { $shapes }
errors--engine--die--unknown-shape-hint = unbekannte Form „{ $shape }“; meinten Sie „{ $hint }“? Mögliche Formen: { $shapes }
errors--engine--die--shape-faces = { $count ->
    [one] eine Seite
   *[other] { $count } Seiten
  } für einen { $shape }, der { $sides } hat; geben Sie { $sides } Seiten an
errors--engine--die--shape-faces-or = { $count ->
    [one] eine Seite
   *[other] { $count } Seiten
  } für einen { $shape }, der { $sides } hat; geben Sie { $sides } Seiten an oder { $option ->
    [cli] wählen Sie --shape
   *[file] setzen Sie shape auf
  } { $other }

## Summen von Würfen und ihre exakten Tabellen (engine/dice.py, engine/odds.py, engine/race.py, engine/throws.py)
errors--engine--rolls--sum = { $n } Würfe lassen sich nicht addieren; geben Sie eine ganze Zahl von Würfen an, mindestens 1
errors--engine--rolls--none = keine Würfel zum Werfen; nennen Sie mindestens einen
errors--engine--rolls--range = { $n } Würfe liegen außerhalb des erlaubten Bereichs; geben Sie 1 bis { $limit } an
errors--engine--rolls--series = eine Serie von { $n } liegt außerhalb des erlaubten Bereichs; geben Sie 1 bis { $limit } Würfe an
errors--engine--rolls--too-big = die exakte Antwort braucht { $count } Zähler mit je etwa { $bits } Bit, zu viel für eine Rechnung von wenigen Sekunden; { $fix }
errors--engine--rolls--fix-rolls = würfeln Sie seltener oder nehmen Sie Würfel mit weniger, näher beieinander liegenden Seiten
errors--engine--rolls--fix-series = spielen Sie eine kürzere Serie oder addieren Sie weniger Würfe
errors--engine--rolls--fix-race = werfen Sie weniger Würfel oder Würfel mit weniger, näher beieinander liegenden Seiten
errors--engine--rolls--throws = ein Wurf dieser { $dice } Würfel ergibt { $count } verschiedene Kombinationen von Seiten, mehr als die { $limit }, die eine exakte Zählung durchgeht; geben Sie den Würfeln weniger Seiten

## Rennen auf einer Strecke (engine/race.py, engine/markov.py, engine/simulate.py)
errors--engine--race--endless-turn = jeder Wurf bringt einen weiteren, ein Zug endet also nie; setzen Sie max_again oder ändern Sie again_on
errors--engine--race--link-home = eine Verbindung führt vom letzten Feld weg, auf dem eine Figur im Ziel ist; lassen Sie die Strecke woanders enden oder entfernen Sie die Verbindung
errors--engine--race--link-loop = die Verbindungen bilden eine Schleife über Feld { $position }; eine Figur käme nie zum Stehen
errors--engine--race--unfinished = eine Figur ist nach { $count } Zügen mit Wahrscheinlichkeit { $chance } noch unterwegs; die Strecke lässt sie womöglich nicht ins Ziel (ein zu hoher Wurf, Verbindungen zurück); prüfen Sie die Verbindungen und das Ziel
errors--engine--race--not-exact = --exact löst nur Rennen, deren Figuren sich nie begegnen (je eine Figur, capture = false); hier beeinflussen sich die Figuren, lassen Sie --exact also weg und simulieren Sie das Rennen
errors--engine--race--start-home = die Figuren beginnen bereits im Ziel; lassen Sie sie vor dem letzten Feld starten
errors--engine--race--precision = { $points } Punkte sind keine Genauigkeit; geben Sie eine positive Zahl an, z. B. 0,5
errors--engine--race--precision-games = ± { $points } Punkte können { $count } Partien erfordern, mehr als { $limit }; verlangen Sie { $finest } Punkte oder mehr

## aus einem Stapel gezogene Karten und Behauptungen darüber (engine/draws.py, engine/claims.py)
errors--engine--cards--matching = { $matching } passende Karten in einem Stapel von { $count }; zählen Sie noch einmal nach
errors--engine--cards--hand = eine Hand von { $hand } Karten aus einem Stapel von { $count }; geben Sie 1 bis { $count } an
errors--engine--cards--condition = „{ $text }“ nennt keine Spalte; schreiben Sie SPALTE=WERT, etwa farbe=mond
errors--engine--cards--column = der Stapel hat keine Spalte „{ $column }“; seine Spalten sind { $columns }
errors--engine--cards--no-deck = kein Stapel hat die ID „{ $deck }“; Stapel: { $decks }
errors--engine--cards--none = keine
errors--engine--claims--hand = claims[{ $index }] behauptet, eine Hand von { $hand } Karten aus { $deck } enthalte mit Wahrscheinlichkeit { $claimed } mindestens { $least } Karten mit { $where }, der exakte Wert ist aber { $exact }; berichtigen Sie die Behauptung{ $more }{ $hint }
errors--engine--claims--die = claims[{ $index }] behauptet, { $die } gewinne { $claimed } gegen { $against }, der exakte Wert ist aber { $win } (Gleichstand { $tie }, Niederlage { $lose }); berichtigen Sie die Behauptung{ $more }{ $hint }
errors--engine--claims--and = { $first } und { $then }
errors--engine--claims--more = { " " }({ $count ->
    [one] und eine weitere falsche
   *[other] und { $count } weitere falsche
  })

## Felder und Verbindungen eines Spielplans (engine/graph.py, engine/board.py)
errors--engine--graph--none = { $field }: der Spielplan hat { $what ->
    [point] keine Punkte
    [space] keine Felder
   *[cell] keine Felder
  }
errors--engine--graph--unreachable = { $field }: { $lost } ist von { $first } aus nicht erreichbar; verbinden Sie es mit einer Linie oder entfernen Sie es
errors--engine--graph--no-end = { $field }: es gibt { $what ->
    [point] keinen Punkt
    [space] kein Feld
   *[cell] kein Feld
  } { $end }
errors--engine--graph--no-end-known = { $field }: es gibt { $what ->
    [point] keinen Punkt
    [space] kein Feld
   *[cell] kein Feld
  } { $end }; { $known }
errors--engine--graph--self-link = { $field }: eine Verbindung von { $what ->
    [point] Punkt
    [space] Feld
   *[cell] Feld
  } { $end } zu sich selbst; geben Sie zwei verschiedene { $what ->
    [point] Punkte
    [space] Felder
   *[cell] Felder
  } an
errors--engine--graph--revisit = { $field }: die Strecke kehrt zu { $what ->
    [point] Punkt
    [space] Feld
   *[cell] Feld
  } { $end } zurück, bereits Schritt { $step }; eine Strecke besucht jedes { $what ->
    [point] Punkt
    [space] Feld
   *[cell] Feld
  } nur einmal
errors--engine--graph--gap = { $field }: { $what ->
    [point] Punkt
    [space] Feld
   *[cell] Feld
  } { $end } grenzt nicht an { $what ->
    [point] Punkt
    [space] Feld
   *[cell] Feld
  } { $before }; die Strecke hat dort eine Lücke
errors--engine--graph--close = { $field }: { $name } liegt { $gap } mm von { $other } entfernt; nötig sind { $least } mm ({ $why })
errors--engine--graph--no-point = { $field }: es gibt { $what ->
    [cell] kein Feld
    [space] kein Feld
   *[point] keinen Punkt
  } { $end }; der Spielplan hat { $what ->
    [cell] die Felder
    [space] die Felder
   *[point] die Punkte
  } 1 bis { $count }
errors--engine--graph--self-line = { $field }: eine Linie von { $what ->
    [cell] Feld
    [space] Feld
   *[point] Punkt
  } { $end } zu sich selbst
errors--engine--board--cell-zero = ein Feld muss größer als null sein, es misst { $cell } mm
errors--engine--board--cell-large = ein Feld von { $cell } mm überschreitet die Höchstgröße von { $limit } mm
errors--engine--board--cell-small = ein Feld von { $cell } mm ist zu klein für Figuren mit { $base } mm Fuß; Felder brauchen mindestens { $least } mm (der Fuß plus { $room } mm)
errors--engine--board--colours-many = { $count ->
    [one] eine Farbe
   *[other] { $count } Farben
  } für einen Kreuzspielplan mit { $arms } Armen; geben Sie höchstens { $arms } an
errors--engine--board--colours-few = { $count ->
    [one] eine Farbe
   *[other] { $count } Farben
  } für einen Kreuzspielplan mit { $arms } Armen; geben Sie eine Farbe je Arm an
errors--engine--board--grid = { $count } { $side ->
    [rows] { $count ->
        [one] Zeile
       *[other] Zeilen
      }
   *[columns] { $count ->
        [one] Spalte
       *[other] Spalten
      }
  }; ein Raster hat 1 bis { $limit }

## ein auf Blätter verteilter Spielplan (engine/tiling.py)
errors--engine--tiles--nothing = nichts aufzuteilen: die Zeichnung misst { $width } × { $height } mm
errors--engine--tiles--paper = { $paper } ist zu klein für Kacheln mit einem Klebestreifen von { $strip } mm
errors--engine--tiles--many = der Spielplan bräuchte { $count } Blätter { $paper } (mehr als { $limit }); wählen Sie kleinere Felder oder größeres Papier
