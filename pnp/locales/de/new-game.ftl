# Meldungen von `pnp new` (pnp/newgame/): warum ein Ordnername oder Titel abgelehnt wird und was stattdessen zu tun
# ist; die Option (NAME, --title, --from) stellt der Fehler selbst voran.
errors--new--template = unbekannte Vorlage „{ $template }“; wählen Sie { $templates }
errors--new--not-id = „{ $id }“ ist keine ID; benennen Sie den Ordner mit Buchstaben oder Ziffern
errors--new--empty-name = leerer Ordnername; geben Sie den Ordner des neuen Spiels an, z. B. pnp new mein-spiel
errors--new--name-control = enthält das Steuerzeichen U+{ $code }; geben Sie einen Ordnernamen ohne dieses Zeichen an
errors--new--no-folder = „{ $name }“ bezeichnet keinen neuen Ordner; geben Sie den Ordner des neuen Spiels an, z. B. pnp new mein-spiel
errors--new--windows-character = „{ $name }“ enthält „{ $character }“, das unter Windows in keinem Ordnernamen stehen darf; lassen Sie es weg (der Titel darf es behalten: --title)
errors--new--windows-device = „{ $name }“ ist ein Name, den Windows für ein Gerät reserviert (CON, PRN, AUX, NUL, COM1-9, LPT1-9); wählen Sie einen anderen
errors--new--windows-end = „{ $name }“ endet mit { $end ->
    [dot] einem Punkt
   *[space] einem Leerzeichen
  }, und Windows entfernt dieses Zeichen; lassen Sie es weg
errors--new--name-long = der Ordnername hat { $count } Zeichen ({ $bytes } Byte), mehr als { $limit } ({ $limit_bytes } Byte); kürzen Sie ihn (ein längerer Titel gehört in --title)
errors--new--title-empty = ist leer; geben Sie dem Spiel einen Titel
errors--new--title-control = enthält das Steuerzeichen U+{ $code }; entfernen Sie es
errors--new--title-holds = enthält { $what }; entfernen Sie es
errors--new--title-long = { $count } Zeichen sind mehr als die Höchstzahl von { $limit } für einen Titel; kürzen Sie ihn
errors--new--title-glyphs = die Schriften können { $characters } nicht darstellen; verwenden Sie andere Zeichen, es wurde nichts geschrieben
errors--new--no-id = aus „{ $name }“ ergibt sich keine Spiel-ID; benennen Sie den Ordner mit Buchstaben oder Ziffern
errors--new--link = „{ $name }“ ist eine Verknüpfung; pnp new schreibt nur in einen gewöhnlichen Ordner
errors--new--file = „{ $name }“ ist eine Datei; geben Sie den Namen eines neuen Ordners an
errors--new--not-empty = „{ $name }“ enthält schon Dateien; geben Sie einen neuen oder leeren Ordner an, es wurde nichts geschrieben
errors--new--no-parent = der Ordner „{ $folder }“ existiert nicht; legen Sie ihn an oder wählen Sie einen anderen Ort (NAME ist ein Pfad: sein letzter Teil ist der neue Ordner)
errors--new--cannot-write-into = in „{ $folder }“ kann nicht geschrieben werden: { $reason }
errors--new--cannot-write = „{ $name }“ kann nicht geschrieben werden: { $reason }
errors--new--not-valid = das Spiel, das geschrieben würde, besteht die Prüfung nicht ({ $detail }); wählen Sie einen kürzeren Titel oder einen mit Leerzeichen, es wurde nichts geschrieben

## was `pnp new` in die Dateien eines neuen Spiels schreibt: die Kommentare in game.toml (in der Sprache seines
## Benutzers) und die Abschnitte der README (einer je Sprache); `pnp build game.toml` und die anderen Befehle
## bleiben, wie sie sind
new--cards--header = ein Kartenspiel, erstellt mit `pnp new`. Jeder Schlüssel unten wird in docs/game-format.md von pnp
    erklärt, im Abschnitt, der seinen Namen trägt (# docs: ...). Bauen Sie es mit `pnp build game.toml`, prüfen
    Sie es mit `pnp validate game.toml` und sehen Sie sich eine einzelne Karte mit `pnp proof game.toml deck-1` an.
new--board--header = ein Brettspiel, erstellt mit `pnp new`. Jeder Schlüssel unten wird in docs/game-format.md von pnp
    erklärt, im Abschnitt, der seinen Namen trägt (# docs: ...). Bauen Sie es mit `pnp build game.toml`, prüfen
    Sie es mit `pnp validate game.toml`.
new--dice--header = ein Würfelspiel, erstellt mit `pnp new`. Jeder Schlüssel unten wird in docs/game-format.md von pnp
    erklärt, im Abschnitt, der seinen Namen trägt (# docs: ...). Bauen Sie es mit `pnp build game.toml`, prüfen
    Sie es mit `pnp validate game.toml` (das die Behauptung unten exakt nachrechnet) und spielen Sie es viele
    Male mit `pnp stats compare game.toml`.
new--roll-and-write--header = ein Roll-and-Write-Spiel, erstellt mit `pnp new`: Würfel, die alle gemeinsam nutzen, und ein
    Spielerbogen für jeden (ein Raster, das nach den Würfeln ausgefüllt wird, eine Bonusleiste, eine Punktetabelle).
    Jeder Schlüssel unten wird in docs/game-format.md von pnp erklärt, im Abschnitt, der seinen Namen trägt
    (# docs: ...). Bauen Sie es mit `pnp build game.toml`, prüfen Sie es mit `pnp validate game.toml`.
new--key--id = der Ordnername des Kits: Kleinbuchstaben, Ziffern, - und _
new--key--pawn_base = die breiteste Figur, die ein Sechseck aufnehmen muss
new--key--hex_width = jedes Sechseck, von einer flachen Seite zur gegenüberliegenden
new--key--coordinates = A1, B1 … in jedes Sechseck gedruckt
new--key--terrain_file = was manche Sechsecke zeigen: Farbe, Symbol, Bild, Beschriftung
new--key--token_art = Ihr eigenes Bild
new--key--deck_id = seine Karten heißen deck-1, deck-2 … (pnp proof game.toml deck-2)
new--key--size = 63,5 x 88,9 mm; oder bridge, tarot, mini, square, "63x88mm"
new--key--data = eine Karte je Zeile; die Spalte count erzeugt Kopien
new--key--one_card = eine Karte je Zeile
new--key--layout = die Layout-Tabelle: je ein Element
new--key--band = eine Spalte von cards.csv, in geschweiften Klammern
new--key--art = Ihr eigenes PNG, JPEG oder SVG, neben dieser Datei
new--key--sixth_face = ein Bild auf der sechsten Seite
new--key--goal_text = der Text des Ziels in der Mitte der Karte, in der Sprache des Kits
new--key--players = der Leitfaden verlangt einen Bogen je Spieler, bis max
new--key--who_beats_whom = die Würfel lesen alle, sie treten nie gegeneinander an: keine Gewinntabelle im Regelheft
new--key--per_page = zwei halbe Bögen je Seite, entlang der Schnittmarken zu schneiden; 1 für eine ganze Seite
new--key--grid = das Layout-Raster, auf dem die Blöcke sitzen: Spalten, Zeilen
new--key--sums = tragen Sie hier die Summen ein; cells.csv graut einige Felder aus und markiert andere
new--key--points = eine Punktespalte und darunter die Summe
new--cards--about = Dieser Ordner ist ein Kartenspiel: ein Stapel, dessen Karten die Zeilen von `cards.csv` sind, und `star.svg`, ein Bild auf jeder Karte.
new--board--about = Dieser Ordner ist ein Brettspiel: ein Spielplan aus Sechsecken, von denen `terrain.csv` einige einfärbt, Spielfiguren und Marker mit `tree.svg`.
new--dice--about = Dieser Ordner ist ein Würfelspiel: zwei Würfel mit eigenen Seiten (`crown.svg` auf einer Seite), eine Behauptung, die `pnp validate` exakt prüft, Zielkarten aus `goals.csv` und ein Wertungsblock.
new--roll-and-write--about = Dieser Ordner ist ein Roll-and-Write-Spiel: Würfel, die alle gemeinsam nutzen (`pencil.svg` auf einer Seite), und ein Spielerbogen, zwei je Seite, mit einem auszufüllenden Raster (seine grauen Felder und Boni kommen aus `cells.csv`), einer Bonusleiste zum Abhaken und einer Punktetabelle. Der Leitfaden des Kits sagt, wie viele Bögen zu drucken sind: einer je Spieler und Partie.
new--readme--set = Alles wird in `game.toml` eingestellt; jeder Schlüssel dort verweist auf den Abschnitt von `docs/game-format.md` (in pnp), der ihn erklärt. Ihre eigenen Bilder (SVG, PNG, JPEG) kommen daneben.
new--readme--build = das Kit zum Drucken, in output/{ $id }/
new--readme--validate = alle Prüfungen
new--readme--watch = eine Vorschau, die bei jedem Speichern neu entsteht
new--cards--more = Eine einzelne Karte: `pnp proof game.toml deck-1`.

## die Beispieltexte des Spiels selbst, die ein neues Spiel in jeder Sprache enthält (@TEXT:Schlüssel@ in
## pnp/newgame/*/): Mitwirkende, Namen, Regeln und die Wörter seiner CSV, zum Ersetzen durch eigene
new--sample--credits = Hier steht Ihr Name.
new--sample--licence = Nur für den eigenen Gebrauch.
new--sample--cards--deck = Karten
new--sample--cards--star = Stern
new--sample--cards--comet = Komet
new--sample--cards--star-1 = Der kleinste Stern.
new--sample--cards--star-2 = Er sticht die 1.
new--sample--cards--star-3 = Er sticht die 1 und die 2.
new--sample--cards--comet-4 = **Komet**: Spielen Sie gleich noch eine Karte aus.
new--sample--cards--tagline = Ein kleines Kartenspiel, das Sie nach Belieben ausbauen.
new--sample--cards--setup = Mischen Sie die Karten und teilen Sie jedem Spieler drei aus.
new--sample--cards--turn = Spielen Sie eine Karte aus: Der höchste Wert gewinnt den Stich.
new--sample--cards--end = Hat niemand mehr Karten auf der Hand, gewinnt, wer die meisten Stiche gemacht hat.
new--sample--board--red-start = Startrand von Rot
new--sample--board--green-start = Startrand von Grün
new--sample--board--walker = Wanderer
new--sample--board--tree = Baum
new--sample--board--tree-letter = B
new--sample--board--glade = Lichtung
new--sample--board--tagline = Durchqueren Sie den Wald schneller als Ihr Gegenüber.
new--sample--board--setup = Jeder stellt seinen Wanderer auf ein Sechseckfeld an seinem eigenen Rand.
new--sample--board--turn = Ziehen Sie ein Feld weiter oder legen Sie einen **Baum**, um den Weg zu versperren.
new--sample--board--end = Wer zuerst den gegenüberliegenden Rand erreicht, gewinnt.
new--sample--dice--bold = Wagemutig
new--sample--dice--steady = Besonnen
new--sample--dice--claim = Der wagemutige Würfel schlägt den besonnenen in der Hälfte der Fälle.
new--sample--dice--goals = Ziele
new--sample--dice--goal = Ziel
new--sample--dice--goal-1 = Drei Runden hintereinander gewinnen
new--sample--dice--goal-2 = Die letzte Runde gewinnen
new--sample--dice--goal-3 = Zweimal die Krone würfeln
new--sample--dice--tagline = Wagemut oder Besonnenheit: Sie wählen Ihren Würfel.
new--sample--dice--setup = Jeder wählt einen Würfel und zieht eine Zielkarte.
new--sample--dice--turn = Beide würfeln gleichzeitig: Die höhere Zahl bringt einen Punkt.
new--sample--dice--end = Nach sechs Runden gewinnt, wer die meisten Punkte hat; ein erreichtes Ziel zählt zwei Punkte extra.
new--sample--roll-and-write--number = Zahl
new--sample--roll-and-write--bonus = Bonus
new--sample--roll-and-write--score = Punkte
new--sample--roll-and-write--grid = Raster
new--sample--roll-and-write--tagline = Würfeln, eintragen, das Raster füllen.
new--sample--roll-and-write--setup = Jeder nimmt sich einen Spielerbogen und einen Stift.
new--sample--roll-and-write--turn = Werfen Sie die drei Würfel. Jeder trägt die Summe der beiden Zahl-Würfel in ein leeres Feld seines Rasters ein und streicht auf seiner Bonusleiste so viele Kästchen ab, wie der Bonus-Würfel zeigt.
new--sample--roll-and-write--end = Ist ein Raster voll, bringt jede Zeile und jede Spalte, deren Summen ansteigen, 5 Punkte, dazu kommen die erreichten Boni; wer die meisten Punkte hat, gewinnt.
