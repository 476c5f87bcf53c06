# pnp's messages in German, one per message of the English file (same ids and fields): a key's "." written --,
# a choice by position one message per position (key--0, key--1 ...). Written anew in German, not word for word.


## general

calibration = Mit 100 % drucken: Dieses Quadrat ist 50 mm breit.
calibration_bar = 2 Zoll = 50,8 mm
calibration_strip = ← 50 mm bei 100 %
page = Seite { $n }/{ $total }
kit_page = Bogen S. { $n }/{ $total }
sticker_help = An den Schnittmarken ausschneiden. Die zwei Seiten einer Spalte gehören auf gegenüberliegende Seiten des Würfels.
black_face = Schwarz
stickers = Würfelaufkleber
nets = Würfel zum Falten
net_help = An der durchgezogenen Linie ausschneiden, an den gestrichelten Linien falten (Druck nach außen), dann die grauen Laschen innen festkleben.
colon = :
and = { " " }und{ " " }
percent = { $n } %
quoted = „{ $name }“

## outcome

outcome--win = Sieg
outcome--tie = Unentschieden
outcome--lose = Niederlage

## stats

stats--die = Würfel
stats--first = Würfel 1
stats--second = Würfel 2
stats--play = Spielweise
stats--beats = { $a } schlägt { $b }.
stats--even = Keiner schlägt den anderen: Beide gewinnen gleich oft.
stats--matrix = Wer schlägt wen (Zeile gegen Spalte: Chance, dass die Zeile gewinnt)
stats--pairs = Paare
stats--against = gegen
stats--cycles = Kreisläufe
stats--no_cycle = kein Kreislauf
stats--variants = Varianten
stats--strength = Stärke
stats--weakest = das schwächste Glied entscheidet
stats--reading = Lesart
stats--base = Bezug
stats--same = gleicher Kreislauf
stats--reversed = Kreislauf umgekehrt
stats--other = anderer Kreislauf
stats--none = kein Kreislauf mehr
stats--claims = Was die Datei behauptet
stats--dice = Würfel
stats--one_roll = 1 Wurf
stats--sum = Summe aus { $n } Würfen
stats--higher = höhere Zahl gewinnt
stats--lower = niedrigere Zahl gewinnt
stats--series = Serie aus { $n }, gewonnen mit mehr gewonnenen als verlorenen Würfen
stats--same_die = beide Seiten werfen denselben Würfel
stats--written = Diagramm geschrieben: { $path }
stats--deck = Stapel { $deck }: { $n } Karten, davon { $m } mit { $where }; eine Hand aus { $hand } Karten
stats--at_least = Mindestens { $k }: { $fraction } = { $percent }
stats--holds = solche Karten
stats--chance = Chance
stats--mean = Im Schnitt: { $mean } ({ $fraction })

## stocks

stocks--paper = Papier
stocks--card = Karton, 200–300 g/m²
stocks--thin_card = Karton, 160–200 g/m²
stocks--sticker_paper = Etikettenpapier

## game_icons

game_icons--credit = Symbole von game-icons.net, unter der Lizenz CC BY 3.0 ({ $url }): { $who }.
game_icons--by = { $icons } von { $author }
game_icons--contributors = die Mitwirkenden von game-icons.net

## imposition

imposition--spare_words = ✂ Hier abschneiden: Die untere Hälfte bleibt leer, ein halbes Blatt für später.
imposition--cut_here = ✂ hier abschneiden

## tiles

tiles--glue = hier kleben
tiles--and = und
tiles--sheet = Blatt { $name } von { $count }: Spalte { $col }, Reihe { $row }
tiles--first_sheet = Startblatt: ganz lassen; die anderen Blätter werden auf seine schraffierten Streifen geklebt.
tiles--cut_left = An der linken Linie abschneiden
tiles--cut_top = An der oberen Linie abschneiden
tiles--cut_both = An der linken und der oberen Linie abschneiden
tiles--lay_on = , das Blatt so auf den schraffierten Streifen von { $names } legen, dass die halben Passkreuze sich treffen, dann kleben.
tiles--assembly = Dieser Spielplan wird auf { $count } Blätter gedruckt, { $columns } mal { $rows }, A1 oben links. Alle Blätter mit 100 % drucken. Bei A1 anfangen und Reihe für Reihe vorgehen: Jedes weitere Blatt an seiner linken oder oberen Linie abschneiden, so auf den { $glue } schraffierten Streifen der Nachbarn legen, dass die halben Passkreuze sich treffen, dann kleben.
tiles--map = Verkleinerter Plan der Blätter ({ $percent }): auf Papier drucken. Spaltenbuchstaben oben, Reihennummern links.
tiles--columns =
    { $count ->
        [one] { $n } Spalte ({ $names })
       *[other] { $n } Spalten ({ $names })
    }
tiles--rows =
    { $count ->
        [one] { $n } Reihe ({ $names })
       *[other] { $n } Reihen ({ $names })
    }

## board

board--colour_n = Farbe { $n }
board--tiled--score_note = { " " }Eine Zählleiste von 0 bis { $top } rund um den Spielplan.
board--board = Spielplan
board--guide--name = Spielplan
board--guide--how = Ein Blatt in voller Größe: Es gibt nichts zusammenzusetzen.
board--guide--map = Plan der Blätter
board--guide--map_how = Ein verkleinerter Plan zum Zusammensetzen: Er zeigt, wohin jedes Blatt gehört.
board--tiled_how = { $count } Blätter: jedes außer A1 an seiner Linie abschneiden, mit passenden Passkreuzen auf den schraffierten Streifen des Nachbarn legen und kleben; der Plan zeigt, wohin jedes Blatt gehört.
board--shrunk = Auf { $scale } % verkleinert gedruckt (Felder von { $cell } statt { $was }), damit er auf { $fewer } statt { $count } Blätter passt.
board--art--note = Spielplan in voller Größe: { $w } × { $h }.
board--art--note_grid = { " " }Felder für Figuren bis { $base } Durchmesser.
board--art--components = illustrierter Spielplan, { $wide } breit
board--art--grid = , mit einem Raster aus { $columns } × { $rows } { $cells }
board--art--squares = Feldern
board--art--hexes = Sechsecken
board--art--how = Der Spielplan ist das Bild selbst.
board--neutral--rest = Ruhefeld: { $name }
board--cross--full_size = Spielplan in voller Größe: Felder von { $cell }, für Figuren bis { $base } Durchmesser.
board--cross--components = Kreuzspielplan mit { $t } Feldern und { $n } Treppen zu je { $s } Stufen
board--grid--full_size = Spielplan in voller Größe: Felder von { $cell }, für Plättchen bis { $base } Durchmesser.
board--grid--setup = Aufbau: { $n } Plättchen jeder Farbe mischen und zufällig verteilen, eines pro Feld.
board--grid--components = Spielplan mit { $c } × { $r } Feldern
board--hex--edge_words--top = oben
board--hex--edge_words--bottom = unten
board--hex--edge_words--left = links
board--hex--edge_words--right = rechts
board--hex--edge_words--top-left = oben links
board--hex--edge_words--top-right = oben rechts
board--hex--edge_words--bottom-left = unten links
board--hex--edge_words--bottom-right = unten rechts
board--hex--note = Spielplan in voller Größe: Sechsecke von { $flats } Schlüsselweite ({ $side } Kantenlänge), für Figuren bis { $base } Durchmesser.
board--hex--side = { $name }: Ränder { $edges }
board--hex--and = { " " }und{ " " }
board--hex--shape_words--rectangle = ein Rechteck aus { $c } × { $r }
board--hex--shape_words--rhombus = eine Raute aus { $c } × { $r }
board--hex--shape_words--hexagon = ein Sechseck mit Radius { $n }
board--hex--components = Spielplan aus { $n } Sechsecken ({ $shape })
board--hex--sides = , Ränder in { $n } Farben
board--hex--how--0 = Eine Figur pro Sechseck.
board--hex--how--1 = Eine Figur pro Sechseck; die farbigen Bänder an den Rändern zeigen, welche Seiten wem gehören.
board--points--note = Spielplan in voller Größe: Jeder Punkt hält eine Figur bis { $base } Durchmesser.
board--points--components = Spielplan aus { $n } Punkten, verbunden durch { $e } Linien
board--points--how = Jeder Punkt ist ein Platz für eine Figur; gezogen wird entlang der Linien von Punkt zu Punkt.
board--track--ends--0 = Start
board--track--ends--1 = Ziel
board--track--note = Spielplan in voller Größe: Felder von { $cell }, für Figuren bis { $base } Durchmesser.
board--track--link_words--ladder =
    { $count ->
        [one] Leiter
       *[other] Leitern
    }
board--track--link_words--snake =
    { $count ->
        [one] Schlange
       *[other] Schlangen
    }
board--track--link_words--arrow =
    { $count ->
        [one] Pfeil
       *[other] Pfeilen
    }
board--track--link_words--curve =
    { $count ->
        [one] Abkürzung
       *[other] Abkürzungen
    }
board--track--components = Laufbahn aus { $n } Feldern, nummeriert von { $first } bis { $last } ({ $a } Raster aus { $columns } × { $rows })
board--track--links = , mit { $links }
board--track--how--0 = Die Zahlen folgen der Laufbahn.
board--track--how--1 = Die Zahlen folgen der Laufbahn; Verbindungen beginnen und enden in der Mitte ihrer Felder.

## cards

cards--cards = Karten { $deck } ({ $n })
cards--sleeves =
    { $count ->
        [one] Nach Belieben { $count } Kartenhülle im Format { $w } × { $h } mm für { $deck } (sie hält auch eine Karte auf normalem Papier)
       *[other] Nach Belieben { $count } Kartenhüllen im Format { $w } × { $h } mm für { $deck } (sie halten auch Karten auf normalem Papier)
    }
cards--how--long = Beidseitig mit 100 % drucken, an der langen Kante gewendet. Auf jede Seite mit Vorderseiten folgt die Seite mit ihren Rückseiten. An den Marken schneiden: Die Karten liegen Kante an Kante, ein Schnitt trennt also zwei.
cards--how--short = Beidseitig mit 100 % drucken, an der kurzen Kante gewendet. Auf jede Seite mit Vorderseiten folgt die Seite mit ihren Rückseiten. An den Marken schneiden: Die Karten liegen Kante an Kante, ein Schnitt trennt also zwei.
cards--how--none = Einseitig drucken. Jedes Paar aus Karte und Rückseite an der durchgezogenen Linie ausschneiden, an den gestrichelten Linien falten (Bilder nach außen) und die Hälften zusammenkleben.
cards--how--single = Einseitig mit 100 % drucken. An den Marken schneiden: Die Karten liegen Kante an Kante, ein Schnitt trennt also zwei.
cards--card =
    { $count ->
        [one] Karte
       *[other] Karten
    }

## tokens

tokens--note_single = Jeden Spielstein entlang seines Umrisses ausschneiden.
tokens--letter--red = R
tokens--letter--blue = B
tokens--letter--yellow = G
tokens--letter--green = Gr
tokens--letter--orange = O
tokens--letter--purple = V
tokens--letter--pink = Ro
tokens--letter--brown = Br
tokens--guide--single = Plättchen
tokens--guide--single_how = Jedes Plättchen entlang seines Umrisses ausschneiden.
tokens--guide--double = Beidseitige Plättchen
tokens--guide--double_how = Beidseitig drucken (oder die zwei Blätter Rücken an Rücken kleben), dann ausschneiden.
tokens--guide--folded = Plättchen zum Falten
tokens--components = davon

## pawns

pawns--guide--name = Spielfiguren
pawns--guide--standees = Ausschneiden, an den gestrichelten Linien falten, Vorder- und Rückseite zusammenkleben, die Füße auseinanderbiegen.
pawns--guide--tokens = Beidseitig drucken, dann ausschneiden.
pawns--components = { $n } × { $name } ({ $colors })
pawns--note = An der durchgezogenen Linie ausschneiden und an den gestrichelten Linien falten: Vorder- und Rückseite der Figur zusammenkleben, dann die beiden Füße auseinanderbiegen, damit sie steht.

## halves

halves--back = Rückseite

## player_sheets

player_sheets--sheet = Spielerbogen
player_sheets--name = Name
player_sheets--round = Runde
player_sheets--total = Summe
player_sheets--player = Spieler { $n }
player_sheets--points = Punkte
player_sheets--how_player = Ein Bogen pro Person und Partie: diese Seite { $times } drucken für { $players }{ $cut }. Am besten einen Block vorab drucken oder einen leeren Bogen kopieren.
player_sheets--players =
    { $count ->
        [one] eine Person
       *[other] { $count } Personen
    }
player_sheets--up_to =
    { $count ->
        [one] bis zu einer Person
       *[other] bis zu { $count } Personen
    }
player_sheets--how_count =
    { $count ->
        [one] { $count } Bogen pro Partie: diese Seite { $times } drucken{ $cut }. Am besten einen Block vorab drucken oder einen leeren Bogen kopieren.
       *[other] { $count } Bögen pro Partie: diese Seite { $times } drucken{ $cut }. Am besten einen Block vorab drucken oder einen leeren Bogen kopieren.
    }
player_sheets--cut = , dann an den Schnittmarken schneiden
player_sheets--back = { " " }Beidseitig: Jeder Bogen hat seine eigene Rückseite.
player_sheets--component = - { $name }: einer pro Person und Partie (ein Block oder Kopien)
player_sheets--component_count = - { $count } × { $name } pro Partie
player_sheets--shopping = Ein Stift pro Person, für die Bögen
player_sheets--times =
    { $count ->
        [1] einmal
        [2] zweimal
       *[other] { $count }-mal
    }

## credits

credits--font--preview = Die Schrift { $font } ist unter ihrer Lizenz für Ansicht und Druck in diese Dateien eingebettet: Sie dürfen angesehen und gedruckt, aber nicht bearbeitet werden.
credits--font--editable = Die Schrift { $font } ist unter ihrer Lizenz für bearbeitbare Einbettung in diese Dateien eingebettet: Sie dürfen angesehen, gedruckt und bearbeitet werden.

## book

book--players--0 = { $n } Spieler
book--players--1 = { $n } Spieler
book--players--2 = { $a } bis { $b } Spieler
book--change--reversed = der Kreislauf kehrt sich um: Jedes Tier wird zur Beute dessen, das es gejagt hat.
book--change--same = der Kreislauf bleibt, wie er ist.
book--change--none = kein Würfel schlägt mehr einen anderen: Jede Seite gewinnt so oft, wie sie verliert.
book--change--other = die Kräfteverhältnisse verschieben sich, ohne denselben Kreislauf zu bilden.
book--odds--rounding = Brüche sind exakt; Prozente und Dezimalzahlen sind kaufmännisch auf zwei Stellen gerundet.
book--odds--what--probability = Ergebnis
book--odds--what--mean = Größe
book--odds--what--count = Größe
book--odds--figure--probability = Chance
book--odds--figure--mean = Mittelwert
book--odds--figure--count = Anzahl
book--odds--or = { " " }oder{ " " }
book--odds--variant = Variante
book--odds--duel = Duell
book--odds--columns = Jede Spalte gibt die Chance des ersten Würfels gegen den zweiten an:
book--odds--rolls =
    { $count ->
        [one] { $count } Wurf
       *[other] { $count } Würfe
    }

## numbers

numbers--intro = Gemessen über { $n } Partien, gespielt von der Regel-Engine des Bogens, wobei alle nach derselben Strategie spielen – { $policy }.
numbers--greedy_means = „Gierig“ heißt: In jedem Zug wählt man den Zug, der sofort am meisten bringt, ohne weiter vorauszudenken.
numbers--length = { $who }Eine Partie dauert im Schnitt { $mean } Runden; 8 von 10 Partien dauern { $p10 } bis { $p90 } Runden.
numbers--usual = { $who }Eine Partie dauert im Schnitt { $mean } Runden; mindestens 8 von 10 Partien dauern genau { $p10 } Runden.
numbers--fixed = { $who }Eine Partie dauert immer { $mean } Runden.
numbers--share = Ein gerechter Anteil: je { $fair } % der Siege.
numbers--share_ties = { $ties } % der Partien enden unentschieden; ein gerechter Anteil der übrigen: je { $fair } % der Siege.
numbers--edge = Abstand des Startspielers zu diesem Anteil: { $edge } { $points } [{ $lo }; { $hi }] (95-%-Intervall): { $verdict }.
numbers--fair = nicht von gerecht zu unterscheiden
numbers--real = ein echter Vorteil
numbers--who = Bei { $k } Personen:{ " " }
numbers--variant = Variante – { $label }:{ " " }
numbers--wins = Siege: { $rates }
numbers--tied = Unentschieden
numbers--tips = Jeder Tipp, befolgt von einer von { $k } Personen gegen { $base } ({ $n } Partien, Plätze getauscht); die Zahl sagt, um wie viele Punkte ihr Anteil an den Siegen (ein Unentschieden geteilt unter den Gleichauf-Liegenden) über den gerechten { $fair } % liegt:
numbers--tip = *{ $label }*: { $worth } { $points } [{ $lo }; { $hi }], { $verdict }.
numbers--helps = es hilft
numbers--hurts = es schadet
numbers--not_distinguishable = keine Wirkung, die sich von null unterscheiden ließe
numbers--random = zufällig
numbers--greedy = gierig
numbers--against--random = Mitspielende, die einen erlaubten Zug zufällig wählen
numbers--against--same = Mitspielende, die wie oben spielen
numbers--points =
    { $count ->
        [one] Prozentpunkt
       *[other] Prozentpunkte
    }

## shops

shops--heading = { $title }: Dateien für { $shop }
shops--made = Von pnp für { $shop } erstellte Dateien, in dieser Reihenfolge hochzuladen.
shops--safe = Beschnitt: { $bleed } mm an jeder Seite, wird abgeschnitten. Sicherheitsbereich: Text und Bilder mindestens { $safe } mm innerhalb der Schnittlinie halten ({ $px } px bei 300 dpi vom Rand des Bildes oder der Seite). „pnp validate --shop { $name }“ nennt die Karten, die das nicht tun.
shops--deck = Stapel „{ $name }“: { $n } { $cards }, { $w } × { $h } mm ({ $size }).
shops--inch = Zoll
shops--turned = Diese Karten sind im Querformat: Jede Datei zeigt sie aufrecht, um eine Vierteldrehung im Uhrzeigersinn gedreht.
shops--pixels = { $w } × { $h } px bei 300 dpi
shops--pdf = Seiten von { $w } × { $h } { $inch }, CMYK, Gesamtfarbauftrag höchstens { $ink }
shops--steps--tgc = Fügen Sie Ihrem Spiel einen Kartenstapel im Format { $size } hinzu. Laden Sie zuerst die Rückseite hoch, dann jede Vorderseite in der Reihenfolge unten, und geben Sie jeder ihre Stückzahl.
shops--steps--dtc = Legen Sie einen Kartentitel im Format { $size } an und laden Sie dann das PDF des Stapels als Innendatei hoch: Seine Seiten kommen paarweise, Rückseite und dann Vorderseite jeder Karte, Kopien eingeschlossen.
shops--steps--mpc = Wählen Sie eigene Spielkarten im Format { $size } und die Kartenzahl des Stapels, laden Sie dann die Vorderseiten in der Reihenfolge unten hoch (jede so oft wie ihre Stückzahl) und die Rückseite.
shops--back_all = die Rückseite aller Karten
shops--back_of = die Rückseite der Karte { $card }
shops--front_of = die Vorderseite der Karte { $card }, Stückzahl { $n }
shops--whole = der ganze Stapel: { $pages } Seiten, Rückseite und dann Vorderseite jeder Karte

## rules

rules--sections--players = Spieler
rules--sections--components = Spielmaterial
rules--sections--setup = Spielvorbereitung
rules--sections--turn = Spielablauf
rules--sections--end = Spielende
rules--sections--variants = Varianten
rules--sections--odds = Wahrscheinlichkeiten
rules--sections--credits = Mitwirkende
rules--sections--notes = Anmerkungen zum Spiel
rules--notes--numbers = In Zahlen
rules--book = Spielregel
rules--cover--age = Ab { $n } Jahren
rules--cover--time = { $low } bis { $high } Minuten
rules--cover--minutes = { $n } Minuten
rules--cover--notes = Notizen
rules--guide--name = Spielregel
rules--guide--how = Vor der ersten Partie lesen.

## score_sheet

score_sheet--score--0 = Wertungsblock
score_sheet--score--1 = Zug
score_sheet--guide--name = Wertungsblock
score_sheet--guide--how = Ein Blatt pro Partie; die Summen kommen nach unten.
score_sheet--guide--shopping = Ein Stift für den Wertungsblock

## spinners

spinners--note = Jede Scheibe an ihrem Kreis und jeden Zeiger an seinem Umriss ausschneiden, beide am Kreuz in der Mitte durchstechen und mit einer Musterbeutelklammer verbinden.
spinners--shopping = Eine Musterbeutelklammer pro Drehscheibe ({ $n })
spinners--component = Drehscheibe mit { $n } Feldern: { $labels }
spinners--name = Drehscheiben

## boxes

boxes--names = Kartenschachteln
boxes--note = An den durchgezogenen Linien schneiden, die gestrichelten mit einem Lineal vorfalzen und falten, Druck nach außen. Die graue Seitenlasche hinter die Vorderseite kleben, dann die Lasche des Bodens hinter die Rückseite.
boxes--cards =
    { $count ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }

## guide

guide--paper = Papier { $paper }
guide--kit = Print-and-Play-Bogen
guide--yes_no--0 = beidseitig
guide--yes_no--1 = einseitig
guide--flip--long = lange Kante
guide--flip--short = kurze Kante
guide--flip--none = gefaltet
guide--title = { $title }: der Print-and-Play-Bogen
guide--intro = { $players }. Dieser Bogen enthält alles, was man zum Spielen braucht.
guide--check = Zuerst den Maßstab prüfen.
guide--check_how = Diese Seite mit 100 % drucken („Tatsächliche Größe“, nicht „An Seite anpassen“) und das Quadrat messen: Es muss 50 mm breit sein und der Balken 2 Zoll lang. Wenn nicht, erst die Druckereinstellung korrigieren und dann den Rest drucken.
guide--need = Was man braucht
guide--print = Was drucken, und worauf
guide--print_how = Die Seitenzahlen sind die dieses PDFs und stehen in jeder Fußzeile („Bogen S. { $n }/{ $total }“): Jede Zeile unten kann so, wie sie ist, in einen Copyshop gehen.
guide--make = Basteln
guide--run--0 = Bogen Seite { $a }
guide--run--1 = Bogen Seiten { $a }–{ $b }
guide--on = { " " }auf { $stock }{ $times }: { $names }; { $sides }.
guide--twice = , zweimal
guide--times = , { $n }-mal
guide--tools--0 = Ein Lineal, eine Schere oder ein Bastelmesser
guide--tools--1 = Ein Lineal, eine Schere oder ein Bastelmesser, ein Klebestift
guide--online--title = Online spielen
guide--online--tts = Tabletop Simulator: { $file }, ein gespeichertes Objekt zum Kopieren nach Saves/Saved Objects, dann Objects → Saved Objects.
guide--online--images = Tabletopia, Screentop: ein Bild pro Seite in { $folder }, aufgelistet in { $file }.

## sheets

sheets--verso = Rückseiten
sheets--note_long = Beidseitig drucken, an der langen Kante gewendet. Jede gerade Seite trägt die Rückseiten der Teile der Seite davor, so platziert, dass sie nach dem Wenden genau dahinter liegen. Dann jedes Teil entlang seines Umrisses ausschneiden.
sheets--note_short = Beidseitig drucken, an der kurzen Kante gewendet. Jede gerade Seite trägt die Rückseiten der Teile der Seite davor, so platziert, dass sie nach dem Wenden genau dahinter liegen. Dann jedes Teil entlang seines Umrisses ausschneiden.
sheets--note_none = Einseitiger Druck: jedes Paar an der durchgezogenen Linie ausschneiden, an den gestrichelten Linien falten (Bilder nach außen) und die Hälften zusammenkleben. Dann runde Teile an ihrem Kreis durch beide Lagen ausschneiden.
sheets--note_fold = Teile mit zwei Seiten kommen hier als Paare: jedes Paar ausschneiden, an den gestrichelten Linien falten (Bilder nach außen) und kleben. Die übrigen Teile entlang ihres Umrisses ausschneiden.
sheets--how_fold = Einseitig drucken; jedes Paar ausschneiden, an den gestrichelten Linien falten, die Hälften kleben, dann runde Teile an ihrem Kreis ausschneiden.
sheets--note_spare = Nach dem Satz für das Spiel folgt ein Ersatzsatz, für einen schief geklebten oder verlorenen Aufkleber.
sheets--note_spares = Nach dem Satz für das Spiel folgen { $n } Ersatzsätze, für einen schief geklebten oder verlorenen Aufkleber.
sheets--with_spare = { " " }(ein Satz und ein Ersatz)
sheets--with_spares = { " " }(ein Satz und { $n } Ersatzsätze)
sheets--note_cut = Jedes Teil entlang seines Umrisses ausschneiden.
sheets--note_mixed = Mehrere Arten von Teilen, jede neben ihrem Namen: an den durchgezogenen Linien schneiden, an den gestrichelten falten.
sheets--note_mixed_flat = Mehrere Arten von Teilen, jede neben ihrem Namen: an den durchgezogenen Linien schneiden.
sheets--numbers--0 = zwei
sheets--numbers--1 = drei

## exports

exports--skipped = nicht exportiert: { $name } ({ $why })
exports--page = { $book }, Seite { $n }

## dice

dice--guide--stickers = Würfelaufkleber
dice--guide--stickers_how = An den Schnittmarken schneiden und auf leere Würfel kleben; die zwei Seiten einer Spalte gehören auf gegenüberliegende Seiten.
dice--guide--nets = Würfel zum Falten
dice--guide--nets_how = An der durchgezogenen Linie ausschneiden, die gestrichelten Linien mit einem Lineal vorfalzen, falten und die Laschen innen festkleben.
dice--shaped--stickers = Aufkleber für einen { $shape }
dice--shaped--nets = { $shape } zum Falten
dice--shaped--stickers_how = Mit der Schere am grauen Umriss ausschneiden und auf einen leeren Würfel dieser Form kleben; die zwei Seiten einer Spalte gehören auf gegenüberliegende Seiten.
dice--shaped--d4_how = Mit der Schere am grauen Umriss ausschneiden und auf einen leeren W4 kleben: An jeder Ecke des Würfels zeigen die drei Seiten dieselbe Zahl, die gilt, wenn diese Ecke nach oben zeigt.
dice--shaped--nets_how = An der durchgezogenen Linie ausschneiden, die gestrichelten Linien mit einem Lineal vorfalzen, mit dem Druck nach außen falten und jede graue Lasche unter die angrenzende Seite kleben; mit der letzten Seite den Würfel schließen.
dice--shaped--sticker_help = Mit der Schere am grauen Umriss ausschneiden. Die zwei Seiten einer Spalte gehören auf gegenüberliegende Seiten des Würfels; bei einem W4 zeigt jede Ecke eine Zahl auf ihren drei Seiten.
dice--shopping--blank =
    { $count ->
        [one] { $count } leerer Würfel mit { $edge } mm Kantenlänge für „{ $name }“
       *[other] { $count } leere Würfel mit { $edge } mm Kantenlänge für „{ $name }“
    }
dice--shopping--shaped =
    { $count ->
        [one] { $count } leerer { $shape } mit { $edge } mm Kantenlänge für „{ $name }“
       *[other] { $count } leere { $shape } mit { $edge } mm Kantenlänge für „{ $name }“
    }
dice--shopping--plain =
    { $count ->
        [one] { $count } normaler Würfel oder der Faltwürfel aus dem Kit
       *[other] { $count } normale Würfel oder die Faltwürfel aus dem Kit
    }
dice--die =
    { $count ->
        [one] Würfel
       *[other] Würfel
    }
dice--components--plain =
    { $count ->
        [one] - { $count } Würfel (Seiten { $faces })
       *[other] - { $count } Würfel (Seiten { $faces })
    }
dice--components--named =
    { $count ->
        [one] - { $count } Würfel: { $name } (Seiten { $faces })
       *[other] - { $count } Würfel: { $name } (Seiten { $faces })
    }

## odds

odds--reading = Bei jedem Wurf tritt ein Würfel gegen den anderen an: Die höhere Zahl gewinnt, gleiche Zahlen sind ein Unentschieden und werden eigens gezählt. Ein Würfel schlägt einen anderen, wenn er öfter gewinnt als verliert. Über eine Serie gewinnt der erste Würfel, wenn er echt mehr Würfe gewinnt als verliert; gleich viele gewonnene wie verlorene lassen die Serie unentschieden.
odds--title = Wer schlägt wen
odds--variant--one = 1 Wurf
odds--variant--series3 = Serie aus 3
odds--variant--series5 = Serie aus 5
odds--variant--sum2 = Summe aus 2 Würfen
odds--variant--lower = niedrigere Zahl gewinnt
odds--label--plain = höhere Zahl gewinnt
odds--label--sum = Summe aus { $n } Würfen
odds--label--lower_wins = niedrigere Zahl gewinnt
odds--label--equal_dice = gleiche Würfel
odds--label--series =
    { $count ->
        [one] { $label }, { $count } Wurf
       *[other] { $label }, { $count } Würfe
    }
odds--reading--sum = Summe aus { $n } Würfen: Jeder Wurf ist die Summe aus { $n } Würfen des eigenen Würfels.
odds--reading--lower_wins = Niedrigere Zahl gewinnt: Die kleinere Zahl gewinnt den Wurf.
odds--reading--equal_dice = Gleiche Würfel: Beide Seiten werfen ein Exemplar desselben Würfels, nämlich des ersten; sie haben dann genau dieselben Chancen.

## index

index--words--title = Print-and-Play-Bögen
index--words--kit = Der ganze Bogen
index--words--pages = Seiten
index--words--on = auf
index--words--double = beidseitig
index--words--single = einseitig
index--words--exports = Online spielen
index--words--tts = Gespeichertes Objekt für Tabletop Simulator
index--words--images = ein Bild pro Seite (pieces.csv)

## general

aids = Spielhilfen

## aids

aids--how = Eine Karte pro Person, { $per } pro Blatt: { $players } das Blatt { $copies } drucken und dann jedes Blatt in zwei Hälften schneiden.
aids--players--0 = für { $n } Person
aids--players--1 = für { $n } Personen
aids--players--2 = für bis zu { $n } Personen
aids--times--0 = einmal
aids--times--1 = zweimal
aids--times--2 = { $n }-mal

## charts

charts--margin = gewonnene minus verlorene Würfe
charts--no_cycle = kein Kreislauf
charts--matrix = Zeile gegen Spalte: Chance, dass die Zeile gewinnt; fett: Die Zeile schlägt die Spalte

## race

race--player = Spieler { $n }
race--random = eine zufällige Figur unter denen, die ziehen können
race--greedy = gierig: eine Figur heimbringen, sonst schlagen, sonst am weitesten ziehen
race--track = Ein Wettlauf über { $cells } Felder, { $pawns } pro Person, Start { $start }; in jedem Zug wird { $dice } gewürfelt und um die Summe gezogen.
race--pawns =
    { $count ->
        [one] { $n } Figur
       *[other] { $n } Figuren
    }
race--off = außerhalb des Spielplans
race--on = auf Feld { $cell }
race--exact = Ins Ziel kommt man nur mit passender Augenzahl: Ein zu hoher Wurf wird nicht gezogen.
race--bounce = Ein zu hoher Wurf zieht vom letzten Feld um den Überschuss zurück.
race--overshoot = Ein Wurf über das letzte Feld hinaus beendet den Wettlauf.
race--links = Jede Verbindung bringt eine Figur von ihrem ersten zu ihrem letzten Feld: { $up } vorwärts, { $down } zurück.
race--again = { $rolls }: im selben Zug noch einmal würfeln.
race--max_again = Nach mehr als { $n } Extrawürfen hintereinander wird der Wurf nicht gezogen, und der Zug endet.
race--capture = Eine Figur, die auf einer gegnerischen stehen bleibt, schickt diese zurück zum Start.
race--round = Eine Runde: Alle machen einen Zug.
race--jumps_up = Verbindungen vorwärts pro Zug
race--jumps_down = Verbindungen zurück pro Zug
race--captures = Schlagen pro Zug
race--exact_box = Exakt berechnet (eine Markow-Kette): Jede Person zieht allein nach den Würfeln.
race--exact_line = Bei { $k } Personen dauert eine Partie im Schnitt { $mean } Runden; 8 von 10 Partien dauern { $p10 } bis { $p90 } Runden. Wer anfängt, gewinnt { $first } der Partien, bei einem gerechten Anteil von { $fair }.

## simulate

simulate--games = { $n } Partien, { $k } Personen, Startwert { $seed }
simulate--one_game = 1 Partie, { $k } Personen, Startwert { $seed }
simulate--policies = Strategien
simulate--variants = Varianten
simulate--readings = Lesarten der Regel
simulate--side = Seite
simulate--policy = Strategie
simulate--wins = Siege
simulate--ties = Unentschieden
simulate--position = spielt als { $p }
simulate--first = spielt als 1.
simulate--edge = Vorteil des Startspielers
simulate--fair = bei { $n } Partien nicht von gerecht zu unterscheiden
simulate--unfair = echt: Das 95-%-Intervall schließt null aus
simulate--length = Dauer (Runden)
simulate--length_line = Mittel { $mean }, Median { $median }, 10. Perzentil { $p10 }, 90. Perzentil { $p90 }
simulate--tie_games = Unentschiedene Partien
simulate--unfinished = nicht beendete Partien
simulate--measures = Messungen
simulate--tips = Tipps gegen die Bezugsstrategie ({ $base }, je { $n } Partien, Plätze getauscht)
simulate--helps = hilft
simulate--hurts = schadet
simulate--not_distinguishable = nicht von wirkungslos zu unterscheiden
simulate--points = Punkte
simulate--none = keine
simulate--rotated = Plätze getauscht
simulate--by_policy = Nach Strategie
simulate--exact = Exakt (Wahrscheinlichkeits-Engine), Punkte einer Person über { $turns } Züge: Mittel { $mean }; gar keine Punkte { $zero }; Median { $median }, 10. Perzentil { $p10 }, 90. Perzentil { $p90 }
simulate--no_tips = Die Quelle des Spiels nennt keinen Strategietipp, den man messen könnte.
simulate--compare = Im Vergleich
simulate--change = Änderung
simulate--excludes_zero = das 95-%-Intervall schließt null aus
simulate--plot_title = { $name }: { $games } Partien
simulate--plot_wins = Siege, 95-%-Intervalle; gestrichelt der gerechte Anteil
simulate--plot_edge = Vorteil des Startspielers { $edge } Punkte
simulate--plot_plays = spielt als { $nth }
simulate--plot_rounds = Runden
simulate--plot_exact = { $name }: exakt (Markow-Kette)
simulate--paired = Im Vergleich: { $a } minus { $b }, { $n } Paare von Partien mit denselben Startwerten (gepaarte Differenzen, 95-%-Intervalle)
simulate--no_interval = kein Intervall unter { $n } Partien
simulate--more_wins = { $side }: { $d } Punkte mehr Siege (±{ $h })
simulate--fewer_wins = { $side }: { $d } Punkte weniger Siege (±{ $h })
simulate--more_ties = { $d } Punkte mehr Unentschieden (±{ $h })
simulate--fewer_ties = { $d } Punkte weniger Unentschieden (±{ $h })
simulate--longer = Partien dauern { $d } Runden länger (±{ $h })
simulate--shorter = Partien dauern { $d } Runden kürzer (±{ $h })
simulate--clauses = ;{ " " }
simulate--no_change = Über { $n } Paare von Partien hebt sich kein Unterschied vom Zufall ab.
simulate--exact_head = { $game }: exakt (Markow-Kette), { $k } Personen
simulate--exact_edge = Vorteil des Startspielers: { $edge } Punkte (exakt)
simulate--exact_length = Mittel { $mean }, Standardabweichung { $sd }, Median { $median }, 10. Perzentil { $p10 }, 90. Perzentil { $p90 }
simulate--exact_lengths = Wahrscheinlichste Dauern

## progress

progress--of = { $done } von { $total } Partien gespielt, noch etwa { $left }
progress--so_far = bisher { $done } Partien gespielt

## claims

claims--against = gegen
claims--wrong = falsch
claims--claimed_tie = { $win }, Unentschieden { $tie }
claims--truth = tatsächlich: Sieg { $win }, Unentschieden { $tie }, Niederlage { $lose }
claims--one_roll = 1 Wurf
claims--sum = Summe aus { $n } Würfen
claims--series = Serie aus { $n }
claims--lower_wins = niedrigere Zahl gewinnt
claims--hand = Hand aus { $n } Karten von { $deck }, mindestens { $k } × { $where }
claims--hand_truth = tatsächlich: { $true }
# 1., 2. ...: German writes an ordinal as the number and a full stop ($form is CLDR's ordinal category, always other)
ordinal =
    { $form ->
       *[other] { $n }.
    }

## Die eingebauten Spiele: Seiten, Strategien, Varianten, simulierte Regeln, Messgrößen und Chancen (pnp/games/<id>/)
games--clann--policy--random = zufälliger erlaubter Zug
games--clann--policy--greedy = gierig: schlagen, heimbringen, in Sicherheit bringen, zuletzt herausbringen; der Schwarze Ritter gegen die anderen
games--clann--variant--escale = schnelles Ende (Variante von „L’Escale à jeux“): Es gewinnt, wer zuerst 3 Figuren zu Hause hat oder den Kleinen allein
games--clann--reading--0 = Der Spielplan von „Petits chevaux“: 52 Felder, Startfelder im Abstand von 13, eine Treppe mit 6 Stufen, dann die Mitte, die man mit passender Augenzahl erreicht. Mit einer 6 kommt eine Figur auf ihr Startfeld.
games--clann--reading--1 = Schlagen im Kreis: Der Große schlägt den Dicken und den Dünnen, der Dicke den Dünnen und den Kleinen, der Dünne den Kleinen, der Kleine den Großen. Keine Figur bleibt auf einer stehen, die sie nicht schlagen darf, auf einer eigenen oder auf dem Schwarzen Ritter.
games--clann--reading--2 = Die Würfel werden einzeln eingesetzt, in beliebiger Reihenfolge; kann kein übriger Würfel eine eigene Figur ziehen, gehen sie an den Schwarzen Ritter. Bei Schwarz bekommt der Ritter einen der beiden anderen Würfel oder beide. Der Ritter beginnt auf seinem Feld in der Mitte und betritt die Laufbahn auf dem Startfeld dessen, der ihn zuerst zieht; er schickt alle Figuren auf den Feldern, die er überquert oder erreicht, in ihren Stall zurück.
games--clann--reading--3 = Die Würfel eines Paschs oder Dreierpaschs werden allein neu geworfen, solange sie wieder gleich fallen.
games--clann--measure--dice-per-turn = geworfene Würfel pro Zug
games--clann--measure--knight = Würfel pro Zug für den Schwarzen Ritter
games--clann--side--0 = Rot
games--clann--side--1 = Blau
games--clann--side--2 = Gelb
games--clann--side--3 = Grün
games--clann--odds--black-die--title = Der Spezialwürfel
games--clann--odds--black-die--reading = Der Spezialwürfel hat zwei schwarze von sechs Seiten, dort, wo die 3 und die 4 waren.
games--clann--odds--black-die--noir = Schwarz bei einem Wurf
games--clann--odds--doubles--title = Pasch und Dreierpasch
games--clann--odds--doubles--reading = Ein Wurf mit den drei Würfeln ist ein Pasch, wenn genau zwei Würfel dieselbe Seite zeigen, und ein Dreierpasch, wenn alle drei es tun. Eine schwarze Seite passt zu keiner Zahl: Sie ist weder eine 3 noch eine 4. Zwei schwarze Seiten wären ein Pasch, aber nur ein Würfel trägt sie.
games--clann--odds--doubles--double = Pasch
games--clann--odds--doubles--triple = Dreierpasch
games--clann--odds--doubles--any = Pasch oder Dreierpasch
games--clann--odds--dice-per-turn--title = Eingesetzte Würfel pro Zug
games--clann--odds--dice-per-turn--reading = Nach einem Pasch oder Dreierpasch werden die Würfel, die ihn bilden, eingesetzt, dann allein neu geworfen und wieder eingesetzt. Bilden die neu geworfenen Würfel untereinander wieder einen Pasch oder Dreierpasch, geht es ohne Grenze weiter. Der Mittelwert ist exakt: Er löst die Markow-Kette des Nachwürfelns.
games--clann--odds--dice-per-turn--mean-dice = Eingesetzte Würfel im Schnitt
games--clann--figure--legend = Jeder Pfeil zeigt von der schlagenden zur geschlagenen Figur.
games--ludicitude--policy--random = von jedem Wurf zufällig mindestens einen Würfel beiseitelegen
games--ludicitude--policy--greedy = die Strategie der Anleitung (deren Chancen exakt berechnet sind)
games--ludicitude--variant--options = starke Drillinge (die Varianten): Ein Drilling aus Sechsen bringt 3 Punkte extra, einer aus Fünfen 2
games--ludicitude--measure--points = Punkte pro Zug
games--ludicitude--measure--scoring = Züge, die punkten
games--ludicitude--odds--first-throw--title = Der erste Wurf
games--ludicitude--odds--first-throw--reading = Ein Wurf mit allen 9 Würfeln enthält mindestens eine Gruppe: einen Drilling (drei gleiche) oder ein Trio (1, 4 und 5 oder 2, 3 und 5).
games--ludicitude--odds--first-throw--any-set = Mindestens eine Gruppe
games--ludicitude--odds--finals--title = Ende des Zuges
games--ludicitude--odds--finals--reading = Eine einfache Strategie, exakt berechnet. Nach jedem Wurf legt man die Würfel beiseite, die mit den schon beiseitegelegten die meisten Gruppen vervollständigen, mit so wenigen neuen Würfeln wie möglich, dann lieber Drillinge, zuerst aus Sechsen und Fünfen (sie bringen die Zusatzpunkte), dann die niedrigeren; nie wird auf 2 Drillinge + 1 Trio gezielt, das nichts bringt. Vervollständigt sich nichts, legt man einen einzigen Würfel beiseite, nie eine 6: den Wert, der im Wurf und unter den beiseitegelegten Würfeln ohne Gruppe am häufigsten vorkommt, bei Gleichstand zuerst eine 5, sonst den höheren. Eine 6 bleibt nur in einem Drilling aus Sechsen liegen; bietet ein Wurf nur nutzlose Sechsen, wird eine beiseitegelegt und, wie die Regel erlaubt, mit den anderen neu geworfen. Am Ende des Zuges werden die 9 Würfel bestmöglich gruppiert, sechs gleiche zählen als zwei Drillinge. Die Zusatzpunkte (Drilling aus Sechsen: +3, aus Fünfen: +2) kommen nur zu einer Kombination, die punktet.
games--ludicitude--odds--finals--3B = 3 Drillinge (9 Punkte)
games--ludicitude--odds--finals--1B2T = 1 Drilling + 2 Trios (5 Punkte)
games--ludicitude--odds--finals--3T = 3 Trios (5 Punkte)
games--ludicitude--odds--finals--2B1T = 2 Drillinge + 1 Trio (0 Punkte)
games--ludicitude--odds--finals--none = keine Kombination (0 Punkte)
games--ludicitude--odds--finals--points = Punkte im Schnitt
games--ludicitude--odds--finals--points-options = Punkte im Schnitt, mit den Zusatzpunkten
games--ludicitude--reading--rules = Alle spielen { $n } Züge; die höchste Summe gewinnt; wer an der Spitze gleichauf liegt, spielt je einen weiteren Zug, bis jemand führt. Ein Zug bringt 9 Punkte (3 Drillinge), 5 (1 Drilling und 2 Trios oder 3 Trios) oder nichts; sechs gleiche Würfel ergeben zwei Drillinge.
games--ludicitude--side = Spieler { $n }
games--petits-chevaux--policy--random = zufälliger erlaubter Zug
games--petits-chevaux--policy--greedy = gierig: schlagen, heimbringen, in Sicherheit bringen, herausbringen, sonst der am wenigsten gefährdete Zug
games--petits-chevaux--policy--capture = lieber schlagen als vorankommen
games--petits-chevaux--policy--out-early = früh mehrere Pferdchen herausbringen, aber nicht alle (zwei auf der Laufbahn)
games--petits-chevaux--policy--count = vor dem Ziehen zählen: nicht 6 Felder oder weniger vor einem Gegner stehen bleiben
games--petits-chevaux--policy--keep-back = in Führung ein Pferdchen zurückhalten
games--petits-chevaux--variant--no-three-sixes = ohne die Regel der drei Sechsen: Eine 6 bringt immer einen weiteren Wurf
games--petits-chevaux--variant--safe-squares = sichere Felder: Auf einem Startfeld wird niemand geschlagen (kein Zug darf dort auf einem Pferdchen enden)
games--petits-chevaux--variant--out-on-1 = heraus mit 1 oder 6
games--petits-chevaux--variant--step-by-step = Stufe für Stufe: genau am Fuß der Treppe anhalten, dann eine 1 für die erste Stufe, eine 2 für die zweite … eine 6 für die sechste und noch eine 6, um in die Mitte zu kommen
games--petits-chevaux--reading--0 = Eine Laufbahn mit 52 Feldern, Startfelder im Abstand von 13; ein Pferdchen läuft bis zum Eingang seiner Treppe, zwei Felder hinter seinem Start, steigt dann die 6 Stufen hinauf und kommt mit passender Augenzahl in die Mitte (ein zu hoher Wurf darf mit diesem Pferdchen nicht gezogen werden).
games--petits-chevaux--reading--1 = Eine 6 bringt ein Pferdchen auf sein Startfeld (und schlägt einen Gegner, der dort steht) und gibt einen weiteren Wurf; bei der dritten 6 in einem Zug wird diese 6 nicht gezogen, und der Zug endet. Ein erlaubter Zug muss gespielt werden.
games--petits-chevaux--reading--2 = Ein Pferdchen, das auf einem gegnerischen stehen bleibt, schlägt es; zwei Pferdchen einer Farbe stehen nie auf demselben Feld. Zu zweit sitzen sich die Farben gegenüber. Eine Runde: Alle machen einen Zug.
games--petits-chevaux--measure--lost-turn = durch drei Sechsen verlorene Züge
games--petits-chevaux--measure--wait-six = Würfe bis zur ersten 6
games--petits-chevaux--side--0 = Rot
games--petits-chevaux--side--1 = Blau
games--petits-chevaux--side--2 = Gelb
games--petits-chevaux--side--3 = Grün
games--petits-chevaux--odds--waiting--title = Warten auf eine 6
games--petits-chevaux--odds--waiting--reading = Solange kein Pferdchen draußen ist, beginnt jeder Wurf von vorn und zeigt in einem von sechs Fällen eine 6: Die Wartezeit ist geometrisch verteilt. Gezählt werden die Würfe bis einschließlich der 6.
games--petits-chevaux--odds--waiting--mean-wait = Würfe im Schnitt
games--petits-chevaux--odds--waiting--median-wait = Würfe für eine Chance von eins zu eins
games--petits-chevaux--odds--waiting--six-within-3 = Eine 6 in höchstens 3 Würfen
games--petits-chevaux--odds--waiting--no-six-in-10 = Nach 10 Würfen immer noch keine 6
games--petits-chevaux--odds--three-sixes--title = Drei Sechsen hintereinander
games--petits-chevaux--odds--three-sixes--reading = Die drei Sechsen zählen innerhalb eines Zuges: sein erster Wurf, dann die zwei Extrawürfe, die eine 6 gewährt. Bei der dritten 6 ist der Zug verloren.
games--petits-chevaux--odds--three-sixes--lost-turn = Zug verloren
games--petits-chevaux--odds--three-sixes--rolls-per-turn = Würfe pro Zug im Schnitt
games--renards-poules-viperes--policy--random = zufälliges Ziel und zufällige Zahl von Würfen
games--renards-poules-viperes--policy--greedy = gierig: Ziel und Zahl der Würfe mit der besten Chance, je nach Wetter
games--renards-poules-viperes--policy--prey = die eigene Beute angreifen (die, die der eigene Würfel bei ruhigem Wetter schlägt)
games--renards-poules-viperes--policy--rolls = 5 Würfe gegen die Beute, nur 1 gegen den Feind
games--renards-poules-viperes--variant--weather = das Wetter der Zeitplättchen (×2, =, ↔)
games--renards-poules-viperes--variant--x2-attacker = ×2 nur für den Angreifer
games--renards-poules-viperes--reading--0 = In ihrem Zug greifen alle ein Feld einer anderen Farbe an, das eine Seite mit einem eigenen teilt, und sagen 1, 3 oder 5 Würfe an; sie erobern es, wenn sie mehr Würfe gewinnen als die Verteidigung (die höhere Zahl gewinnt einen Wurf, gleiche Zahlen geben ihn niemandem). Ohne Ziel setzen sie aus.
games--renards-poules-viperes--reading--1 = Die Wurfplättchen kommen nach jeder Invasion zurück, sodass man immer 5 Würfe ansagen kann. Eine Partie dauert so viele Runden, wie es Zeitplättchen gibt; das Tier mit den meisten Feldern gewinnt, ein Gleichstand an der Spitze wird geteilt. Wer beginnt, wechselt von Partie zu Partie; die Reihenfolge bleibt Huhn, Fuchs, Viper.
games--renards-poules-viperes--measure--success = gelungene Invasionen
games--renards-poules-viperes--side--0 = Huhn
games--renards-poules-viperes--side--1 = Fuchs
games--renards-poules-viperes--side--2 = Viper
games--renards-poules-viperes--reading--x2-attacker = ×2 anders gelesen: „zweimal würfeln“ nur für den Angreifer; er addiert zwei Würfe, die Verteidigung würfelt einmal.
games--renards-poules-viperes--reading--weather = Wetter: Das oberste Plättchen, zu Beginn der Runde aufgedeckt, gilt für die ganze Runde. ×2: zwei Felder derselben Verteidigung (eines, wenn es nur eines gibt), jeder Wurf die Summe aus zwei Würfen. =: Beide würfeln mit dem Würfel des Angreifers. ↔: Die niedrigere Zahl gewinnt.
games--renards-poules-viperes--reading--tokens = { $n } Zeitplättchen
games--renards-poules-viperes--reading--weathers = { $tokens }: { $calm } ruhig, { $x2 } ×2, { $equal } =, { $reverse } ↔.
games--renards-poules-viperes--reading--calm = { $tokens }, alle bei ruhigem Wetter.

## Farben (pnp/base/colors.py): der Name einer Palettenfarbe oder des nächsten benennbaren Farbtons
colour--black = schwarz
colour--white = weiß
colour--grey = grau
colour--blue = blau
colour--orange = orange
colour--green = grün
colour--red = rot
colour--yellow = gelb
colour--purple = violett
colour--brown = braun
colour--pink = rosa
colour--ivory = elfenbein
colour--dark_grey = dunkelgrau
colour--light_grey = hellgrau
colour--dark_blue = dunkelblau
colour--light_blue = hellblau
colour--dark_green = dunkelgrün
colour--light_green = hellgrün
colour--dark_red = dunkelrot
colour--beige = beige
colour--teal = türkis

watch--built = In { $s } s gebaut
watch--failed = Der Bau ist fehlgeschlagen; die Vorschau zeigt den letzten gelungenen:
watch--changed = Geändert:
watch--first = Erster Bau …
watch--early = Geändert (der Bogen folgt):
