# Meldungen von pnp zu einem ganzen Kit (pnp/kit.py, pnp/jobs.py, pnp/proof.py …): was nicht stimmt und was zu tun
# ist; Datei und Feld stellt der Fehler selbst voran.
errors--at = { $place }: { $message }
errors--kit--language-missing = dieser Text steht auf { $given }, aber nicht auf „{ $lang }“; ergänzen Sie { $lang } = "…" daneben oder bauen Sie in einer Sprache, die die Datei enthält
errors--kit--no-piece = kein Spielteil heißt „{ $name }“; das Spiel hat: { $pieces }
errors--kit--none = keines
errors--kit--side = unbekannte Seite „{ $side }“; nehmen Sie front (Vorderseite) oder back (Rückseite)
errors--kit--no-back = das Spielteil „{ $name }“ hat keine Rückseite

## die eigenen Zeilen der Befehlszeile (pnp/cli): ein Fehler, ein Abbruch, ein Aufruffehler (Helfer m-commands)
cli--error = pnp: Fehler: { $message }
cli--usage-error = pnp: Fehler: { $message } (siehe pnp --help)
cli--stopped = pnp: durch { $signal } beendet; der Ausgabeordner enthält einen vollständigen Build, den alten oder den neuen
cli--interrupted = pnp: abgebrochen; bereits vorhandene Dateien blieben unverändert
cli--internal = pnp: interner Fehler: { $error } (setzen Sie PNP_DEBUG=1 für Einzelheiten und melden Sie ihn bitte)
cli--failed =
    { $count ->
        [one] pnp: { $count } Prüfung fehlgeschlagen
       *[other] pnp: { $count } Prüfungen fehlgeschlagen
    }
errors--cli--empty-folder = ein leerer Ordnername; geben Sie den Ordner an, in den geschrieben werden soll, z. B. --out output

## was die Befehlszeile nicht annimmt (pnp/cli/args.py: die Fehler von argparse neu gesagt)
usage--no-option = Die Option { $option } gibt es nicht.
usage--no-command = Den Befehl „{ $command }“ gibt es nicht.
usage--unrecognized = unbekannte Argumente: { $words }
usage--required = diese Argumente fehlen: { $names }
usage--invalid-int = Argument { $option }: „{ $value }“ ist keine ganze Zahl
usage--invalid-float = Argument { $option }: „{ $value }“ ist keine Zahl
usage--expected-one = Argument { $option }: ein Wert erwartet
usage--expected-some = Argument { $option }: mindestens ein Wert erwartet
usage--no-value = Argument { $option }: nimmt keinen Wert an („{ $value }“ angegeben)

## pnp dice, board, tokens, build, simulate, export (pnp/jobs.py)
errors--jobs--faces-or-game = geben Sie entweder --faces oder --game an, nicht beides
errors--jobs--game-shape = die Würfel eines Spiels haben ihre eigenen Formen; geben Sie --shape nur mit --faces an
errors--jobs--no-dice = das Spiel „{ $game }“ hat keine Würfel
errors--jobs--which-dice = geben Sie an, welche Würfel entstehen sollen: --faces "1,2,Noir,Noir,5,6" (wiederholbar) oder --game SPIEL
errors--jobs--colours = { $colours } Farben für { $count } Würfel; geben Sie eine Farbe an oder eine je --faces
errors--jobs--sticker-larger = ein Aufkleber von { $sticker } mm ist größer als der Würfel von { $die } mm, für den er bestimmt ist
errors--jobs--style = unbekannter Stil „{ $style }“; nehmen Sie sticker oder net
errors--jobs--copies = { $count } liegt nicht zwischen 1 und { $most }
errors--jobs--ignore-claims = , oder bauen Sie trotzdem mit --ignore-claims
errors--jobs--part = unbekannter Teil „{ $part }“; die Teile sind: { $parts }
errors--jobs--shop-parts = ein Build für eine Druckerei erzeugt nur die Karten; lassen Sie --parts weg oder bauen Sie das Kit ohne --layout shop
jobs--kit = { $game }: Kit { $kit } ({ $pages }), { $files } in { $folder }
jobs--game = { $game }: { $files } in { $folder }
jobs--pages =
    { $count ->
        [one] { $count } Seite zum Drucken
       *[other] { $count } Seiten zum Drucken
    }
jobs--files =
    { $count ->
        [one] { $count } Datei
       *[other] { $count } Dateien
    }
jobs--index = alle Kits, mit Vorschau: { $index } (--verbose listet jede Datei auf)
errors--jobs--engine = keine Regel-Engine für dieses Spiel ({ $fix }); setzen Sie plays_like auf eines von: { $engines }
errors--jobs--engine-none = „{ $like }“ hat keine
errors--jobs--engine-add = fügen Sie eine Tabelle [simulation] mit kind = "race" oder plays_like hinzu
errors--jobs--board--track = eine Laufstrecke mit { $count } Feldern
errors--jobs--board--cross = ein Kreuz mit 52 Feldern
errors--jobs--board--grid = ein Raster von { $columns } × { $rows } Feldern
errors--jobs--board--other = ein Spielbrett der Art { $kind }
errors--jobs--fit-board = { $like } braucht { $theirs }, diese Datei hat { $mine }; geben Sie der Datei diesen Spielplan oder spielen Sie es als Wettrennen ([simulation] kind = "race")
errors--jobs--fit-no-board = diese Datei hat keinen Spielplan, und { $like } braucht { $theirs }; geben Sie der Datei diesen Spielplan oder spielen Sie es als Wettrennen ([simulation] kind = "race")
errors--jobs--fit-dice =
    { $count ->
        [one] { $count } Würfel entspricht nicht den { $theirs } von { $like }; geben Sie der Datei { $theirs } Tabellen [[dice]]
       *[other] { $count } Würfel entsprechen nicht den { $theirs } von { $like }; geben Sie der Datei { $theirs } Tabellen [[dice]]
    }
errors--jobs--fit-pawns = keine Spielfiguren, aber { $like } wird mit Spielfiguren gespielt; fügen Sie [[pawns]] hinzu
errors--jobs--fit-tokens = keine Spielsteine, aber { $like } wird mit Spielsteinen gespielt; fügen Sie [[tokens]] hinzu
errors--jobs--players-range = { $game } wird von { $least } bis { $count } Personen gespielt, nicht von { $given }
errors--jobs--players =
    { $count ->
        [one] { $game } wird von { $count } Person gespielt, nicht von { $given }
       *[other] { $game } wird von { $count } Personen gespielt, nicht von { $given }
    }
errors--jobs--policy = unbekannte Strategie „{ $name }“; { $game } hat { $policies }
errors--jobs--policies =
    { $count ->
        [one] { $count } Strategie für { $players } Personen; geben Sie eine für alle an oder eine je Platz
       *[other] { $count } Strategien für { $players } Personen; geben Sie eine für alle an oder eine je Platz
    }
errors--jobs--variant = unbekannte Variante „{ $name }“; { $game } hat { $known }
errors--jobs--no-variants = keine
errors--jobs--seed = { $seed } ist kein Startwert; geben Sie eine ganze Zahl ab 0 an
errors--jobs--vs-engine = { $vs } wird von der Regel-Engine { $theirs } gespielt und { $game } von { $mine }; vergleichen Sie zwei Fassungen desselben Spiels
errors--jobs--vs-no-engine = { $vs } wird von keiner Regel-Engine gespielt und { $game } von { $mine }; vergleichen Sie zwei Fassungen desselben Spiels
errors--jobs--vs-players =
    { $count ->
        [one] { $vs } wird nicht von { $count } Person gespielt
       *[other] { $vs } wird nicht von { $count } Personen gespielt
    }
errors--jobs--vs-policy = { $vs } hat keine Strategie „{ $name }“
errors--jobs--games-or-precision = geben Sie --games oder --precision an, nicht beides
errors--jobs--games =
    { $count ->
        [one] { $count } Partie liegt außerhalb des Bereichs; geben Sie 1 bis { $most } an
       *[other] { $count } Partien liegen außerhalb des Bereichs; geben Sie 1 bis { $most } an
    }
errors--jobs--workers =
    { $count ->
        [one] { $count } Prozess liegt außerhalb des Bereichs; geben Sie 1 bis { $most } an
       *[other] { $count } Prozesse liegen außerhalb des Bereichs; geben Sie 1 bis { $most } an
    }
errors--jobs--exact-plays = --exact spielt keine Partie; lassen Sie --games, --precision, --vs und --tips weg
errors--jobs--exact-race = --exact löst Wettrennen ([simulation] kind = "race"); dieses Spiel spielt eine andere Engine, lassen Sie --exact also weg
errors--jobs--precision = { $points } Punkte liegen außerhalb des Bereichs; geben Sie { $finest } bis { $coarsest } Punkte an (± so viel auf jede Quote: { $coarsest } braucht mindestens { $fewest } Partien, { $finest } höchstens { $most })
errors--jobs--cell-or-fit = geben Sie entweder --cell oder --fit an, nicht beides
errors--jobs--no-board = das Spiel „{ $game }“ hat keinen Spielplan zum Drucken
errors--jobs--no-tokens = keine [[tokens]] oder [[pawns]] zum Drucken; fügen Sie der Spieldatei welche hinzu
errors--jobs--store = nur ein eingebautes Spiel hat ein gespeichertes Ergebnis; lassen Sie --store bei einer Spieldatei weg
errors--jobs--target = unbekanntes Ziel „{ $target }“; nehmen Sie { $targets }
errors--jobs--base-url = --base-url gilt nur für --to tts, dessen gespeichertes Objekt seine Bilder über Adressen nennt

## pnp proof (pnp/proof.py)
errors--proof--several = „{ $name }“ bezeichnet { $count } Spielteile nach { $by } ({ $pieces }); geben Sie einen dieser Namen an
errors--proof--by--name = Name
errors--proof--by--id = Kennung
errors--proof--by--title = Titel
errors--proof--by--shown = angezeigtem Namen
errors--proof--no-piece = kein Spielteil heißt „{ $name }“ (die Spielteile des Spiels: { $pieces })
errors--proof--no-piece-like = kein Spielteil heißt „{ $name }“; meinten Sie „{ $like }“? (die Spielteile des Spiels: { $pieces })
proof--run = { $first } bis { $last }
errors--proof--no-back = das Spielteil „{ $name }“ hat keine Rückseite; prüfen Sie seine Vorderseite
errors--proof--png = „{ $out }“ ist kein PNG-Dateiname; geben Sie einen an, der auf .png endet

## der Bericht von pnp validate (pnp/validate.py): das Ergebnis jeder Prüfung, ihr Name, ihr Befund
validate--ok = ok
validate--fail = FEHLER
validate--warn = Warnung
validate--game-file = Spieldatei
validate--claims = Angaben
validate--parts = Teile ({ $setting })
validate--parts-every = Teile (jedes Papier und jede Sprache)
validate--reads = „{ $game }“ lässt sich fehlerfrei lesen
validate--drawn = { $parts }, { $pages }, jedes Zeichen in der Schrift vorhanden
validate--parts-count =
    { $count ->
        [one] { $count } Teil
       *[other] { $count } Teile
    }
validate--pages-count =
    { $count ->
        [one] { $count } Seite
       *[other] { $count } Seiten
    }
errors--validate--glyphs = Zeichen, die die Schrift nicht darstellen kann: { $chars }
validate--safe = Text und Bild jeder Karte liegen innerhalb der Sicherheitszone von { $shop }
validate--no-deck = kein Kartenstapel zu drucken
validate--claimed = { $said } — behauptet { $claimed }; { $truth }

## die Zeilen von pnp watch im Terminal und seine Fehler (pnp/watch.py; die Wörter der Seite sind watch--* in pnp.ftl)
watch--said--built = pnp watch: gebaut in { $seconds } s
watch--said--built-changed = pnp watch: gebaut in { $seconds } s; geändert: { $names }
watch--said--early = pnp watch: { $names } in { $seconds } s gezeichnet; das Kit folgt
watch--said--serving = pnp watch: { $address } (Strg-C beendet)
watch--said--stopped = pnp watch: beendet
watch--said--server = pnp watch: Server: { $error }
errors--watch--port = { $port } ist kein Port; geben Sie einen von 1024 bis 65535 an
errors--watch--in-use = Port { $port } ist belegt; beenden Sie, was ihn belegt, oder wählen Sie mit --port einen anderen
errors--watch--listen = auf { $address } kann nicht gelauscht werden: { $reason }

## pnp showcase, pnp export (pnp/showcase.py, pnp/exports)
errors--showcase--size = { $size } px liegt nicht zwischen { $least } und { $most }; { $suits } passt für die Seite eines Spiels
errors--showcase--nothing = das Spiel hat kein Spielteil zum Zeigen (keinen Spielplan, keine Karte, keinen Würfel, keinen Spielstein, keine Spielfigur und keinen Bogen)
errors--exports--dpi = { $dpi } dpi liegt nicht zwischen { $least } und { $most }; { $suits } passt für digitale Spieltische
errors--exports--base-url = „{ $url }“ ist keine http(s)-Adresse; geben Sie eine wie https://example.org/my-game/ an
errors--exports--deck-sheets = der Kartenstapel „{ $deck }“ hat { $count } verschiedene Karten: { $sheets } Bögen zu je { $each }, mehr als die { $most }, die ein gespeichertes Objekt fassen kann (Tabletop Simulator hält jeden im Speicher, bis zu 64 MiB); teilen Sie den Stapel auf
