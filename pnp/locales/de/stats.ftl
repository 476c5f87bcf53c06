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

## pnp stats: die Hilfe seiner Optionen und Befehle
help--stats--rolls = Jede Seite zählt so viele Würfe ihres eigenen Würfels zusammen.
help--stats--series = So viele Würfe spielen; wer mehr davon gewinnt, gewinnt die Serie.
help--stats--lower_wins = Der niedrigere Wurf gewinnt.
help--stats--json = Ein einziges JSON-Objekt ausgeben, die genauen Brüche als Zeichenketten.
help--stats--plot = Zusätzlich ein Diagramm in DATEI.svg oder DATEI.pdf zeichnen.
help--stats--force = Die Datei von --plot überschreiben, falls es sie schon gibt.
help--stats--lang = Sprache der Beschriftungen und Erläuterungen: { $langs }.
help--stats--first = Die Seiten des ersten Würfels, etwa 3,4,5,14,15,16 oder d6.
help--stats--second = Die Seiten des zweiten Würfels.
help--stats--compare = Die genauen Chancen, dass der erste Würfel gegen den zweiten gewinnt, unentschieden spielt oder verliert.
help--stats--faces = Zwei bis acht Würfel, jeder durch seine Seiten angegeben: 2,9,10,11,12,13 ...
help--stats--names = Namen für die Würfel, durch Kommas getrennt: huhn,fuchs,viper.
help--stats--dice = Wer wen schlägt in einem Satz Würfel, die nichttransitiven Zyklen und was die üblichen Varianten daran ändern.
help--stats--game_id = Die Kennung eines eingebauten Spiels (siehe pnp list) oder der Pfad einer Spieldatei.
help--stats--game = Die Wahrscheinlichkeiten, auf denen die Regeln eines Spiels beruhen, jeweils mit ihrer Deutung der Regeln.
help--stats--game_deck = Eine Spieldatei (oder ein eingebautes Spiel) mit einem Kartenstapel.
help--stats--hand = Die Zahl der Karten auf der Hand, gezogen aus dem ganzen gemischten Stapel.
help--stats--where = SPALTE=WERT: die Karten, die zählen (mehrfach angeben: alle Bedingungen müssen gelten).
help--stats--deck_id = Die Kennung des Stapels, wenn das Spiel mehrere hat.
help--stats--at_least = Die Chance auf K oder mehr solcher Karten; ohne diese Option die ganze Verteilung.
help--stats--deck = Die genaue Chance, dass eine Hand Karten einer Art enthält: hypergeometrisch, jede Zeile nach ihrer Anzahlspalte gezählt.
help--stats--game_claims = Die Kennung eines eingebauten Spiels oder der Pfad einer Spieldatei.
help--stats--claims = Jede Zahl prüfen, die die Spieldatei behauptet; beim ersten Fehler abbrechen und den wahren Wert nennen.

## pnp stats: seine Fehler und die Stellen, die sie nennen
errors--stats--names =
    { $given } Namen für { $count ->
        [one] { $count } Würfel; geben Sie einen Namen an oder keinen
       *[other] { $count } Würfel; geben Sie jedem Würfel einen Namen, durch Kommas getrennt
    }
errors--stats--same_name = zwei Würfel haben denselben Namen; geben Sie jedem seinen eigenen
errors--stats--no_odds = das Spiel hat keine Wahrscheinlichkeiten für ein Diagramm; dafür braucht es zwei Würfel mit Zahlen auf ihren Seiten
errors--stats--at_least =
    { $count ->
        [one] { $count } Karte liegt außerhalb des erlaubten Bereichs; geben Sie 0 bis 1000 an
       *[other] { $count } Karten liegen außerhalb des erlaubten Bereichs; geben Sie 0 bis 1000 an
    }
errors--stats--no_deck = das Spiel hat keinen Kartenstapel; fügen Sie eine Tabelle [[decks]] hinzu
errors--stats--decks = das Spiel hat { $count } Kartenstapel; nennen Sie einen davon: { $decks }
errors--stats--no_such_deck = kein Kartenstapel hat die Kennung „{ $name }“; vorhandene Stapel: { $decks }
stats--first_die = erster Würfel
stats--second_die = zweiter Würfel
stats--die_n = Würfel { $n }
stats--game_ref = Spiel „{ $name }“
