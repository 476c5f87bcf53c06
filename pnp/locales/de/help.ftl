# Die Hilfetexte von pnp (pnp --help, pnp BEFEHL --help): die Überschriften, die Beschreibung jedes Befehls und
# die Hilfe jeder Option (pnp/cli/__init__.py, pnp/cli/args.py; Helfer m-commands). Die von pnp stats stehen in stats.ftl.

## die Überschriften und die Wörter jeder Hilfe
help--usage = Aufruf:
help--options = Optionen:
help--commands = Befehle:
help--arguments = Argumente:
help--help = Diese Hilfe anzeigen und beenden.
help--required = [erforderlich]
help--default = [Standard: { $value }]

## pnp --help
help--pnp = Print-and-Play-Kits: Spielpläne, Würfelaufkleber und Würfelnetze, Spielsteine, Regelhefte.
help--version = Die Version von pnp ausgeben und beenden.
help--stats = Genaue Würfelchancen: Würfel vergleichen, Zyklen finden, die Chancen eines Spiels.

## die Beschreibung jedes Befehls
help--dice = Aufkleber oder faltbare Netze für eigene Würfel.
help--board = Der Spielplan eines Spiels: auf einem Blatt, wenn er darauf passt, sonst in Teilen zum Zusammenkleben; dazu der ganze Plan als SVG.
help--tokens = Marker und Spielfiguren eines Spiels auf Bögen zum Ausschneiden, mit ihren Rückseiten.
help--rules = Das Regelheft eines Spiels als PDF, mit seinen Spielhilfen.
help--build = Das Print-and-Play-Kit eines Spiels (oder aller eingebauten Spiele): ein PDF zum Drucken, jeder Teil einzeln, Vorschaubilder.
help--export = Die Spielteile eines Spiels für digitale Spieltische: ein gespeichertes Objekt für Tabletop Simulator oder ein Bild je Seite.
help--proof = Ein einzelnes Spielteil als PNG in seinem Endformat: die Karte, die Sie gerade bearbeitet haben, sofort.
help--showcase = Ein Bild des Spielmaterials für die Seite des Spiels auf einer Brettspiel-Website: ein PNG und dieselbe Seite als PDF.
help--new = Der Ordner eines neuen Spiels, der sofort baut: eine Spieldatei, eine CSV, ein SVG und ein README zum Anpassen.
help--watch = Bauen, eine Vorschau auf http://127.0.0.1:PORT/ bereitstellen und bei jedem Speichern neu bauen (Strg-C beendet).
help--simulate = Ein Spiel viele Male spielen: Gewinn- und Unentschiedenquoten mit 95-%-Intervallen, der Vorteil des Startspielers, Spieldauer, Tipps.
help--validate = Alle Prüfungen an einem Spiel ausführen und berichten; Exit-Status 1, wenn eine fehlschlägt (Warnungen nicht).
help--list = Die eingebauten Spiele nennen.

## Optionen, die mehrere Befehle teilen
help--option--paper = Papier: a4, letter oder a3.
help--option--lang = Sprache der gedruckten Texte: { $langs }.
help--option--format = Zu schreibende Dateien: pdf, svg, png, durch Kommas getrennt.
help--option--format--build = Zu schreibende Dateien: kit (das eine PDF zum Drucken), pdf und svg (jeder Teil), png (Vorschaubilder).
help--option--game = Ein eingebautes Spiel oder der Pfad einer Spieldatei.
help--option--game--all = Ein eingebautes Spiel, „all“ oder der Pfad einer Spieldatei.
help--option--game--board = Ein eingebautes Spiel oder der Pfad einer Spieldatei mit einem Abschnitt board.
help--option--game--simulate = Ein eingebautes Spiel oder eine Spieldatei: ein Wettrennen ([simulation] kind = "race") oder eines, das wie ein eingebautes Spiel gespielt wird (plays_like).
help--option--out = Ordner, in den geschrieben wird.
help--option--out--game = Ordner, in den geschrieben wird; das Spiel bekommt darin einen eigenen Ordner.
help--option--out--build = Ordner, in den geschrieben wird; jedes Spiel bekommt darin einen eigenen Ordner.
help--option--out--export = Ordner, in den geschrieben wird; der Export kommt nach OUT/<game>/<target>/.
help--option--out--showcase = Ordner, in den geschrieben wird; die Bilder kommen nach OUT/<game>/ (showcase.png, showcase.pdf).
help--option--out--watch = Ordner, in den gebaut wird; die Seite zeigt ihn an.
help--option--force = Dateien überschreiben, die nicht pnp geschrieben hat (oder die seitdem bearbeitet wurden).
help--option--bleed = Farbe, die über die Schnittlinie hinausläuft, z. B. 3mm oder 0.125in.
help--option--refresh = Die als https://-Links angegebenen Kartendaten neu abrufen (sonst die Kopie in .pnp-cache/ neben der Spieldatei).
help--option--allow_local = Kartendaten auch über Links zu diesem Rechner oder seinem Netz abrufen (Loopback, private Adressen): sonst abgelehnt.
help--option--pawn = Spielfiguren als standee (gefaltet, stehend) oder token (rund, beidseitig). (Standard: standee)
help--option--layout = Karten: sheet (das Kit, mit Schnittmarken ausgeschossen) oder shop (nur die Dateien für eine Druckerei; siehe --shop). (Standard: sheet)
help--option--shop = Die Dateien für die Druckerei: tgc (The Game Crafter, PNGs), dtc (DriveThruCards, ein Vektor-PDF/X-1a in CMYK je Kartenstapel), mpc (MakePlayingCards, PNGs) oder dtc-raster (Ausweichweg für DriveThruCards: jede Seite ein CMYK-Bild, mit Ghostscript); setzt --layout shop voraus. (Standard: tgc)
help--option--ink = color oder bw: schwarz-weiß, die Teile an Muster und Buchstabe zu unterscheiden.
help--option--duplex = Beidseitige Bögen: long oder short (die Kante, um die das Blatt gewendet wird) oder none.
help--option--dpi = Auflösung des Bildes.

## pnp dice
help--option--faces = Die Seiten eines Würfels, durch Kommas getrennt, z. B. "1,2,Noir,Noir,5,6". Für weitere Würfel wiederholen.
help--option--color = Farbe der Würfel (ein Name oder #rrggbb): einmal für alle oder einmal je --faces.
help--option--dice-game = Die Würfel eines eingebauten Spiels oder einer Spieldatei nehmen.
help--option--shape = d4, d6, d8, d10, d12 oder d20, mit ebenso vielen --faces.  [Standard: d6]
help--option--style = sticker: Aufkleber für Blankowürfel; net: faltbare Papierwürfel.
help--option--die = Kantenlänge des Blankowürfels, für den die Aufkleber sind (bei einem W10 die lange Kante).  [Standard: die der Form, 16mm bei einem W6]
help--option--sticker = Kantenlänge eines Aufklebers.  [Standard: etwa 80 % von --die]
help--option--face = Kantenlänge einer Seite des Papierwürfels (--style net).  [Standard: die der Form, 20mm bei einem W6]
help--option--count = Wie viele von jedem Würfel.
help--option--pips = Die Zahlen 1 bis 6 als Augen zeichnen.
help--option--ink--dice = color oder bw: schwarz-weiß, verschiedenfarbige Würfel an einem gemusterten Band zu unterscheiden.

## pnp board, pnp tokens, pnp rules, pnp build
help--option--cell = Seitenlänge eines Feldes, z. B. 25mm (Standard: die der Spieldatei).
help--option--fit = Die Felder verkleinern, bis der Spielplan auf ein Blatt --paper passt.
help--option--pawn--board = Grundfläche der breitesten Spielfigur, die ein Feld fassen muss, z. B. 11mm (Standard: die der Spieldatei).
help--option--duplex--tokens = Beidseitige Teile: long oder short (die Kante, um die das Blatt gewendet wird) oder none (zum Falten gepaart).
help--option--booklet = Seiten in halber Größe, zu zweit auf Querformatbögen, in Heftreihenfolge, zum Falten.
help--option--aids = Auch die Spielhilfen (und den Wertungsbogen) schreiben.
help--option--parts = Nur diese Teile, durch Kommas getrennt (siehe pnp build --help).
help--option--parts--named = Nur diese Teile, durch Kommas getrennt: { $parts }.
help--option--ignore_claims = Auch bauen, wenn eine Zahl, die die Spieldatei angibt, falsch ist (pnp validate schlägt weiterhin fehl).
help--option--verbose = Jede geschriebene Datei auflisten (Standard: eine Zeile je Spiel).

## pnp export, pnp proof, pnp showcase, pnp new, pnp watch
help--option--to = tts: ein gespeichertes Objekt für Tabletop Simulator, seine Bilder und das PDF des Regelhefts; images: ein PNG je Seite eines Spielteils und pieces.csv.
help--option--base_url = Mit --to tts: wo die Bilder liegen werden (http oder https); jede Adresse ist diese plus der Dateiname. Standard: file:///-Pfade.
help--option--dpi--export = Auflösung der Bilder (tts: höchstens diese, innerhalb von 4096 px je Seite).
help--option--piece = Das Spielteil: sein Name (ein Kartenstapel und seine Zeile, astres-3), seine Kennung oder der Titel einer Karte.
help--option--side = front (Vorderseite) oder back (Rückseite).
help--option--out--proof = Die zu schreibende PNG-Datei.  [Standard: PIECE-SIDE.png hier]
help--option--size = Breite des PNG in Pixeln, 200 bis 6000.
help--option--name = Der anzulegende Ordner: sein Name ist Kennung und Titel des Spiels.
help--option--from = cards, board, dice oder roll-and-write.
help--option--title = Der Titel des Spiels, falls nicht der Ordnername: er darf enthalten, was ein Ordnername nicht kann (Anführungszeichen, einen Doppelpunkt).
help--option--new-lang = Die Sprache der Kommentare in der Spieldatei: { $langs }. Beispieltexte und README werden in allen Sprachen geschrieben.  [Standard: Ihre eigene]
help--option--port = Der Port der Vorschau, auf 127.0.0.1.
help--option--open = Die Vorschau im Webbrowser öffnen.

## pnp simulate, pnp validate
help--option--games = Zu spielende Partien.  [Standard: 10000]
help--option--precision = Statt --games: spielen, bis jede Gewinnquote auf ± so viele Prozentpunkte bekannt ist.
help--option--players = Anzahl der Spieler (Standard: das Maximum des Spiels oder einer je --policy).
help--option--seed = Startwert: derselbe Startwert ergibt dieselben Zahlen.
help--option--policy = Die Strategie jedes Platzes, in Zugreihenfolge: wiederholen oder als Kommaliste angeben; eine einzige Strategie spielt jeden Platz.
help--option--variant = Eine Regelvariante (wiederholbar).
help--option--tips = Jeden Strategietipp messen: ein Spieler befolgt ihn gegen die Grundstrategie, die Plätze rotieren.
help--option--vs = Eine andere Fassung des Spiels (eine Spieldatei), mit denselben Startwerten gespielt, nebeneinander.
help--option--json = Ein einziges JSON-Objekt ausgeben.
help--option--jobs = Anzahl der Prozesse, auf denen gespielt wird; die Zahlen hängen nicht davon ab.
help--option--plot = Zusätzlich die Gewinnquoten und die Spieldauern in DATEI.pdf, .svg oder .png zeichnen.
help--option--store = Das gespeicherte Ergebnis des eingebauten Spiels (balance.json) erneuern, das sein Regelheft liest.
help--option--exact = Ein Wettrennen, dessen Figuren sich nie begegnen: als Markow-Kette lösen, statt es zu spielen.
help--option--shop--validate = Auch vor Karten warnen, deren Text oder Bild in den Sicherheitsrand dieser Druckerei reicht: tgc, dtc, mpc oder dtc-raster.
