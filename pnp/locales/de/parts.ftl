# pnps Meldungen zu den Teilen eines Kits (Spielpläne, Marker, Figuren, Drehscheiben, Beispiele, Symbole, Regelhefte,
# Schachteln, Druckereien) und zu den Regeln der eingebauten Spiele: die Fehler, auf die eine Spieldatei dort stößt.

errors--board--none = das Spiel „{ $game }“ hat keinen Spielplan
parts--or_list = { $count ->
        [one] { $last }
       *[other] { $items } oder { $last }
    }
errors--board--no_resize = nur ein Spielplan der Art { $takers } nimmt { $option } an; ein Spielplan der Art { $kind } übernimmt seine Maße aus der Spieldatei
board--verify--graph = { $what }, Graph geprüft
errors--board--place = „{ $value }“ liegt nicht zwischen 0 und { $most } mm
errors--board--long_name = „{ $words }…“ ist länger als { $most } Zeichen; kürzen Sie es
errors--board--long_label = „{ $words }“ ist länger als { $most } Zeichen
errors--board--score_cell = ein Feld von { $cell } mm ist zu klein für Figuren mit { $base } mm Standfläche; geben Sie { $least } mm oder mehr an
errors--board--score_track = { $track } ist keine Punkteleiste; geben Sie 1 bis 1000 an, oder 0 für keine
errors--board--no_fit = der Spielplan passt nicht auf ein Blatt { $paper } mit Feldern von mindestens { $least } mm (die Figuren von { $base } mm brauchen sie); lassen Sie --fit weg, um ihn auf mehrere Blätter zu drucken, wählen Sie größeres Papier oder geben Sie mit --pawn die Standfläche kleinerer Figuren an
errors--board--names = { $count } Namen für { $colours } Farben; geben Sie je Farbe einen Namen an
errors--board--art--tall = bei dieser Breite ist das Bild { $height } mm hoch, mehr als { $most } mm; geben Sie eine kleinere Breite an
errors--board--art--small_cells = Felder von { $room } mm Breite sind zu klein für Figuren mit { $base } mm Standfläche; sie brauchen { $least } mm oder mehr
errors--board--art--beyond = das Raster reicht bis { $right } mm × { $bottom } mm, über die { $width } mm × { $height } mm des Bildes hinaus; geben Sie weniger Spalten oder Reihen oder kleinere Felder an
board--hint--art--printed = die Felder dieses Rasters heißen nach den darin gedruckten Koordinaten, von A1 oben links bis { $last }
board--hint--art--letters = die Felder dieses Rasters heißen nach Spaltenbuchstabe und Zeilennummer, von A1 oben links bis { $last }
board--hint--cross = ein Kreuz hat 15 × 15 Felder, A1 oben links (die Ecken seines Mittelblocks, die zu keinem Weg gehören, sind G7, I7, G9 und I9)
board--hint--cross_places = { $cross }; die Plätze eines Stalls heißen nach seiner Farbe und 1 bis { $places }, etwa { $first }
errors--board--cross--retired_neutral = schreiben Sie stattdessen eine neutrale Figur mit eigenem Ruhefeld: [[board.neutral]] mit name, rest = "G7", icon und legend (docs/game-format.md)
errors--board--cross--colors_most = { $count } Farben für einen Kreuzplan mit { $arms } Armen; geben Sie höchstens { $arms } an
errors--board--cross--colors_each = { $count } Farben für einen Kreuzplan mit { $arms } Armen; geben Sie je Arm eine an
errors--board--cross--places = { $count } Beschriftungen für die { $places } Plätze eines Stalls; geben Sie { $places } an
errors--board--cross--place_icons = { $count } Symbole für die { $places } Plätze eines Stalls; geben Sie 1 oder { $places } an
board--verify--cross = geschlossener Rundkurs aus { $track } Feldern, { $stairs } Treppen zu { $steps }, Startfelder { $apart } auseinander
board--hint--grid_rest = benennen Sie ein Feld mit Spaltenbuchstabe und Zeilennummer, etwa B3
errors--board--grid--size = ein Rasterplan braucht Spalten und Reihen, etwa columns = 6 und rows = 4
errors--board--grid--setup_each = { $each } Marker in jeder der { $colours } Farben sind mehr als die { $cells } Felder des Rasters
errors--board--grid--setup_colors = die Marker für den Aufbau brauchen ihre Farben; zählen Sie sie auf, etwa colors = ["blue", "orange"]
board--hint--grid = die Felder dieses Rasters reichen von A1 oben links bis { $last }
board--verify--grid = Raster von { $columns } × { $rows }, jedes Feld groß genug für eine Figur von { $base }
errors--board--grid--setup_more = { $each } × { $colours } Marker für den Aufbau sind mehr als die { $cells } Felder
errors--board--grid--setup_short = der Aufbau braucht { $each } Marker in { $colour }, die Spieldatei hat { $count }
board--verify--setup = { $each } × { $colours } Marker für den Aufbau { $full ->
        [yes] füllen
       *[no] passen auf
    } die { $columns } × { $rows } Felder
errors--board--hex--side_or_width = geben Sie die Seite des Sechsecks oder seine Breite an, nicht beides
errors--board--hex--radius = ein Sechseck aus Sechsecken braucht seinen Radius, etwa radius = 4 (61 Felder)
errors--board--hex--no_columns = ein Sechseck aus Sechsecken hat einen Radius, keine Spalten und Reihen; entfernen Sie dieses Feld
errors--board--hex--columns = ein Sechseckplan der Form { $shape } braucht Spalten und Reihen, etwa columns = 11 und rows = 11
errors--board--hex--no_radius = nur ein Sechseck aus Sechsecken hat einen Radius; die Form { $shape } hat Spalten und Reihen
errors--board--hex--many = { $count } Sechsecke sind mehr als die Grenze von { $most }
errors--board--hex--no_folder = diese Spieldatei hat keinen Ordner, aus dem die Daten gelesen werden könnten
errors--board--hex--column = unbekannte Spalte „{ $column }“; verwenden Sie { $columns }
errors--board--hex--small = Sechsecke von { $flats } mm Schlüsselweite sind zu klein für Figuren mit { $base } mm Standfläche; sie brauchen { $least } mm (eine Seite von { $side } mm) oder mehr
errors--board--hex--no_hex = auf diesem Spielplan gibt es kein Sechseck „{ $hex }“
errors--board--hex--no_hex_hole = auf diesem Spielplan gibt es kein Sechseck „{ $hex }“ (es ist ein Loch)
errors--board--hex--icon_or_art = ein Sechseck zeigt ein Symbol oder ein Bild, nicht beides
errors--board--hex--side = ein Sechseckplan der Form { $shape } hat keine Seite „{ $side }“; seine Seiten sind { $sides }
board--hint--hex--printed = die Sechsecke dieses Spielplans heißen so, wie er sie druckt, von { $first } bis { $last }
board--hint--hex--letters = die Sechsecke dieses Spielplans heißen nach Spaltenbuchstabe und Zeilennummer, von { $first } bis { $last }
errors--board--neutral--name = eine neutrale Figur braucht einen Namen; schreiben Sie ihn, etwa name = {"{"} fr = "…", de = "…" {"}"}
errors--board--neutral--rest = „{ $square }“ ist kein Feld dieses Spielplans; { $hint }
errors--board--neutral--shared = die neutralen Figuren { $a } und { $b } ruhen beide auf { $square }; geben Sie jeder ihr eigenes Feld
errors--board--points--which = geben Sie die Punkte, ein lattice = [Spalten, Reihen] oder ein star = n an (genau eines der drei)
errors--board--points--lattice = { $columns } × { $rows } Punkte; geben Sie je 1 bis 40 an, mindestens zwei Punkte
errors--board--points--many = { $count } Punkte sind mehr als die Grenze von { $most }
errors--board--points--diagonals = nur ein lattice hat Diagonalen; zeichnen Sie sie als Linien zwischen den Punkten
errors--board--points--no_point = es gibt keinen Punkt { $point }; der Spielplan hat die Punkte 1 bis { $last }
board--hint--spots = Plätze von { $base } mm, der Standfläche einer Figur, plus { $room } mm
errors--board--points--over = die Linie von Punkt { $a } zu Punkt { $b } läuft über Punkt { $point }; führen Sie Punkt { $point } in der Linie zwischen beiden auf
board--hint--points--numbers = die Punkte dieses Spielplans heißen nach den daneben gedruckten Nummern, 1 bis { $last }
board--hint--points--chess = die Punkte dieses Spielplans heißen wie die Felder eines Schachbretts, ein Spaltenbuchstabe ab a (links) und eine Zeilennummer ab 1 (unten), etwa { $first }
errors--board--track--ladder = eine Leiter von { $a } hinab nach { $b }; eine Leiter führt nach oben: tauschen Sie from und to oder machen Sie eine Schlange daraus
errors--board--track--snake = eine Schlange von { $a } hinauf nach { $b }; auf einer Schlange rutscht man hinab: tauschen Sie from und to oder machen Sie eine Leiter daraus
errors--board--track--cell_name = „{ $cell }“ ist kein Feldname; schreiben Sie einen Spaltenbuchstaben und eine Zeilennummer, etwa B3
errors--board--track--outside = { $cell } liegt außerhalb des Rasters von { $columns } × { $rows }
errors--board--track--small = ein Feld von { $cell } mm ist zu klein für Figuren mit { $base } mm Standfläche; Felder brauchen { $least } mm oder mehr (die Standfläche plus { $room } mm)
board--hint--track_runs = die Strecke reicht von { $first } bis { $last }
board--hint--track = die Felder dieser Strecke heißen nach den darin gedruckten Nummern, { $first } bis { $last }
errors--rules--quotes = das Regelheft von „{ $game }“ zitiert { $what }, was die Würfel und Wahrscheinlichkeiten dieser Datei nicht liefern; behalten Sie die Würfel des eingebauten Spiels oder geben Sie dem Spiel eine eigene id
errors--rules--quoted--figure = die Kennzahl „{ $key }“
errors--rules--quoted--duel = die Variante „{ $variant }“ mit { $a } gegen { $b }
errors--rules--quoted--variant = die Variante „{ $variant }“
errors--rules--quoted--section = den Abschnitt „{ $section }“
errors--rules--quoted--series = die in Serien gespielte Variante „{ $variant }“
errors--rules--figure--unknown = das Regelheft verlangt eine unbekannte Abbildung „{ $name }“; Abbildungen: { $figures }
errors--rules--figure--cycle = die Abbildung „dice-cycle“ braucht ein Würfelduell; { $game } hat { $rows }
errors--rules--figure--cycle_row = die Abbildung „dice-cycle“ braucht ein Würfelduell mit einer Zeile „{ $row }“; { $game } hat { $rows }
errors--rules--figure--groups_line = die Abbildung „dice-groups“ liest eine Gruppe je Zeile, etwa „trio: 1 4 5“, nicht „{ $line }“
errors--rules--figure--groups_none = die Abbildung „dice-groups“ braucht nach ihrem Namen eine Gruppe je Zeile, etwa „trio: 1 4 5“
errors--rules--template = die Regelheft-Vorlage { $name } verwendet etwas, das das Spiel nicht hat: { $error }
errors--rules--cites = zitiert die Kennzahl „{ $name }“, die dieses Spiel nicht hat; seine Kennzahlen: { $figures }
errors--rules--aid = die Spielhilfe von { $game } ({ $lang }) passt nicht auf ihre halbseitige Karte; kürzen Sie { $file }
errors--examples--id = das Beispiel „{ $example }“ ist doppelt oder gar nicht benannt; geben Sie jedem Beispiel eine eigene id
errors--examples--cell = „{ $cell }“ ist kein Feld dieses Spielplans (Beispiel „{ $example }“); { $hint }
errors--examples--beside = kein Marker und keine Karte heißt „{ $name }“; das Spiel hat: { $names }
errors--examples--listed = { $names } … ({ $count } insgesamt)
errors--examples--no_cells = das Beispiel „{ $example }“ stellt etwas auf ein Feld, und dieses Spiel { $board ->
        [none] hat keinen Spielplan
       *[unnamed] hat einen Spielplan, dessen Felder keine Namen haben (ein Bild ohne Raster)
    }; zeigen Sie nur seine Würfel und die Marker oder Karten daneben, oder lassen Sie das Beispiel weg
errors--examples--empty = das Beispiel „{ $example }“ zeigt nichts: Dieses Spiel hat keinen Spielplan zum Zeichnen, und das Beispiel nennt weder Würfel noch etwas daneben; geben Sie ihm Würfel oder einen Marker oder eine Karte daneben
errors--examples--piece = nennen Sie genau ein Spielteil: pawn = "<id>" mit seiner color, oder token = "<id>"
errors--examples--pawn = keine Figur heißt „{ $pawn }“; das Spiel hat: { $pawns }
errors--examples--color = die Figur „{ $pawn }“ gibt es in { $colours }, nicht in „{ $colour }“; nennen Sie eine dieser Farben
errors--examples--token = kein Marker heißt „{ $token }“; das Spiel hat: { $tokens }
errors--examples--die = kein Würfel heißt „{ $die }“; das Spiel hat: { $dice }
errors--examples--face = der Würfel „{ $die }“ hat keine Seite { $face }; seine Seiten sind { $faces }
errors--examples--cited = das Regelheft zitiert das Beispiel „{ $name }“, das die Spieldatei nicht angibt; Beispiele: { $examples }
errors--tokens--pattern = unbekanntes Muster „{ $pattern }“; verwenden Sie { $patterns }
errors--tokens--count = { $count } ist keine Anzahl von Spielteilen; geben Sie 1 bis { $most } an
errors--tokens--twice = „{ $id }“ kommt zweimal vor; geben Sie jeder Art von Marker oder Figur eine eigene id
errors--tokens--variants = { $count } Marker in variants, mehr als die { $most } von count; erhöhen Sie count oder verringern Sie sie
errors--tokens--counter = Marker „{ $id }“
errors--tokens--wide = { $what }: { $size } breit, breiter als die Felder von { $cell } mm, auf denen er steht; machen Sie ihn höchstens { $cell } mm groß oder die Felder größer
errors--tokens--label = die Beschriftung „{ $label }“ passt nicht auf einen Marker von { $size } mm; kürzen Sie sie oder vergrößern Sie den Marker
errors--tokens--glyphs = { $key } „{ $words }“ verwendet { $missing }, was die mitgelieferte Schrift nicht darstellen kann
errors--pawns--icon = eine Figur braucht ein Symbol oder art = "datei.svg" (ein Bild neben der Spieldatei)
errors--pawns--colors = keine Farbe angegeben; nennen Sie je Figurensatz eine Farbe, etwa ["red", "blue"]
errors--pawns--budget = Marker und Figuren
errors--pawns--pawn = Figur „{ $id }“
parts--room--counter = ein { $shape ->
        [round] runder
       *[square] quadratischer
    } Marker von { $size } mm
parts--room--standee = ein Aufsteller von { $width } mm × { $height } mm
parts--room--pawn_token = ein Spielstein von { $size } mm
parts--room--spinner = eine Drehscheibe von { $size } mm
errors--spinners--twice = „{ $id }“ kommt zweimal vor; geben Sie jeder Drehscheibe eine eigene id
errors--spinners--sectors = { $count } Sektoren; geben Sie 2 bis { $most } an, etwa sectors = ["1", "2", "3"]
errors--spinners--label = ein Sektor braucht eine Beschriftung; schreiben Sie eine, etwa "1" oder "Verloren"
errors--spinners--glyphs = „{ $words }“ verwendet { $missing }, was die mitgelieferte Schrift nicht darstellen kann
errors--spinners--fit = die Beschriftung „{ $label }“ passt nicht in ihren Sektor einer Scheibe von { $size } mm; kürzen Sie sie, nehmen Sie weniger Sektoren oder einen größeren Durchmesser
errors--imposition--room = { $what } braucht mit Rändern und Marken { $width } mm × { $height } mm, mehr als die auf { $paper } bedruckbaren { $room_width } mm × { $room_height } mm; wählen Sie eine kleinere Größe oder größeres Papier
errors--imposition--crop = { $what } passt mit Schnittmarken nicht auf { $paper }; wählen Sie eine kleinere Größe oder größeres Papier
errors--icons--unknown_game_icon = unbekanntes Symbol „{ $name }“; die Namen sind die von game-icons.net, kleingeschrieben mit Bindestrichen
errors--icons--unknown_game_icon_close = unbekanntes Symbol „{ $name }“; meinten Sie „{ $close }“? Die Namen sind die von game-icons.net, kleingeschrieben mit Bindestrichen
errors--icons--unknown = unbekanntes Symbol „{ $name }“; Symbole: { $icons } oder game-icons:NAME
errors--icons--unknown_close = unbekanntes Symbol „{ $name }“; meinten Sie „{ $close }“? Symbole: { $icons } oder game-icons:NAME
errors--icons--nothing = zeichnet nichts; ein Symbol braucht mindestens einen Pfad oder eine Form
errors--icons--bytes = { $count } Bytes sind mehr, als { $what ->
        [art] ein Bild
       *[icons] ein Symbol
    } enthalten darf ({ $most })
errors--icons--doctype = deklariert einen DOCTYPE oder Entitäten; { $what ->
        [art] ein Bild
       *[icons] ein Symbol
    } muss schlichtes SVG ohne sie sein
errors--icons--refused = abgelehnt: { $error }; { $what ->
        [art] ein Bild
       *[icons] ein Symbol
    } muss schlichtes SVG sein
errors--icons--malformed = kein wohlgeformtes SVG: { $error }
errors--icons--top = das oberste Element ist <{ $tag }>, nicht <svg>
errors--icons--no_size = hat keine Größe; geben Sie ihm eine viewBox oder eine Breite und Höhe über null
errors--icons--deep = die Elemente sind tiefer als { $most } Ebenen verschachtelt
errors--icons--elements = mehr als { $most } Elemente; vereinfachen Sie das Symbol
errors--icons--refused_tag = <{ $tag }> ist in einem Symbol nicht erlaubt; zeichnen Sie mit path, circle, ellipse, rect, polygon oder g
errors--icons--use = <use> verweist auf „{ $ref }“, das kein Element dieser Datei ist
errors--icons--unknown_tag = <{ $tag }> ist kein Element, das pnp in Symbolen liest
errors--icons--outside = verweist auf „{ $value }“ außerhalb der Datei; ein Symbol muss in sich geschlossen sein
errors--icons--stroke_width = stroke-width „{ $value }“ ist keine Länge
errors--icons--gradient = die Füllung „{ $value }“ ist ein Verlauf oder Muster; Symbole verwenden nur einfache Farben
errors--icons--transform = die Transformation „{ $text }“ ist nicht lesbar
errors--icons--transform_numbers = { $kind }() nimmt { $counts } Zahlen in „{ $text }“
errors--icons--path_bad = unerwartetes „{ $bad }“ in den Pfaddaten „{ $path }“
errors--icons--path_bad_at = unerwartetes „{ $bad }“ in den Pfaddaten bei Zeichen { $at }
errors--icons--path_number = die Pfaddaten beginnen mit einer Zahl oder haben Zahlen nach Z: „{ $path }“
errors--icons--path_args = „{ $command }“ braucht { $count } Zahlen in den Pfaddaten „{ $path }“
errors--icons--path_m = die Pfaddaten müssen mit M beginnen: „{ $path }“
errors--shops--unknown = unbekannte Druckerei „{ $name }“; wählen Sie { $shops }
errors--shops--size = eine Karte von { $width } × { $height } mm ist kein Format, das { $shop } druckt ({ $sizes }); geben Sie dem Stapel eine dieser Größen, etwa size = "2.5x3.5in", oder wählen Sie einen anderen --shop
errors--shops--no_gs = Ghostscript ist nicht installiert, und das CMYK-PDF für DriveThruCards wird damit erstellt; installieren Sie es (Debian/Ubuntu: apt-get install ghostscript; macOS: brew install ghostscript) oder wählen Sie --shop tgc oder mpc
errors--shops--bad_gs = Ghostscript ({ $gs }) { $what }, daher lässt sich das CMYK-PDF für DriveThruCards nicht erstellen; prüfen Sie, ob „gs --version“ Ghostscript 9.50 oder neuer startet, installieren Sie es neu (apt-get install ghostscript, brew install ghostscript) oder wählen Sie --shop tgc oder mpc
errors--shops--gs--hung = hat in { $seconds } s keine vollständige Antwort gegeben
errors--shops--gs--more = hat mehr als die { $count } verlangten Seiten geliefert
errors--shops--gs--failed = ist gescheitert (Exit-Code { $code }: { $output })
errors--shops--gs--silent = ohne Meldung
errors--shops--gs--page = hat Seite { $number } als { $found } geliefert, nicht als CMYK-Bild von { $width } × { $height } Pixeln
errors--shops--gs--short = hat nur { $count } der { $total } verlangten Seiten geliefert
errors--shops--gs--not_pam = hat dort, wo Seite { $number } beginnen sollte, etwas geliefert, das kein PAM-Bild ist
errors--shops--gs--stopped = hat mitten in Seite { $number } aufgehört (Zeile { $row } von { $height })
errors--boxes--ease = „{ $ease }“ ist kein gültiger Spielraum; geben Sie 0 bis { $most } mm Luft um den Stapel an, etwa "1mm"
parts--room--tuck_box = Schachtel des Stapels „{ $deck }“ ({ $width } × { $height } × { $depth } mm innen)
errors--boxes--too_big = { $box }: aufgeklappt misst sie { $width } mm × { $height } mm, mehr als die auf { $paper } bedruckbaren { $room_width } mm × { $room_height } mm, egal wie herum; drucken Sie auf größerem Papier oder machen Sie die Schachtel kleiner (weniger Karten oder ein dünneres [boxes].thickness)
errors--race--board = ein Rennen wird auf einem Streckenplan gespielt, und dieses Spiel { $board ->
        [none] hat keinen Spielplan
       *[other] hat einen Spielplan der Art { $board }
    }; geben Sie ihm einen [board] mit kind = "track" oder entfernen Sie kind = "race"
errors--race--start = der Start { $start } liegt hinter dem letzten Feld, { $last }; geben Sie die Nummer eines Feldes an oder eine Zahl unter { $first }, um neben dem Spielplan zu beginnen
errors--race--home = die Figuren würden schon im Ziel beginnen, auf dem letzten Feld; lassen Sie sie davor beginnen
errors--charts--suffix = „{ $path }“ kann nicht gezeichnet werden: benennen Sie die Datei { $endings }
errors--games--players = { $game } wird von { $least } bis { $most } Personen gespielt
errors--games--players_file = { $game } wird von { $least } bis { $most } Personen gespielt, die Datei sagt { $min } bis { $max }
errors--games--needs_die = ein Spiel, das wie { $game } gespielt wird, braucht einen Würfel
errors--games--odds_die = die Wahrscheinlichkeiten des eingebauten Spiels „{ $game }“ brauchen einen Würfel mit der id „{ $die }“; geben Sie Ihrem Spiel eine andere id
errors--games--clann--capture_cycle = die Abbildung „capture-cycle“ zeigt vier Figuren mit Rang, und { $game } hat { $count }
errors--games--clann--dice = ein Spiel, das wie clann gespielt wird, braucht einen Würfel mit einer Seite Noir und einen gewöhnlichen Würfel
errors--games--clann--faces = Würfel „{ $die }“: die Seiten müssen ganze Zahlen ab 1 sein (oder Noir)
errors--games--ludicitude--dice = ein Spiel, das wie ludicitude gespielt wird, braucht { $count } gewöhnliche Würfel
errors--games--petits-chevaux--faces = mit dem Würfel { $faces } lässt sich petits-chevaux nicht spielen: er braucht ganze Zahlen und eine 6
errors--games--petits-chevaux--horses = { $count } Pferdchen je Farbe; petits-chevaux wird mit 1 bis 8 gespielt
errors--games--renards-poules-viperes--dice = ein Spiel, das wie renards-poules-viperes gespielt wird, braucht 3 Würfel mit Zahlen, es hat { $count }
errors--games--renards-poules-viperes--board = ein Spiel, das wie renards-poules-viperes gespielt wird, braucht einen Rasterplan
errors--games--renards-poules-viperes--setup = 3 × { $each } Marker passen nicht auf { $columns } × { $rows } Felder
