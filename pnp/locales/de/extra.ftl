# German for the texts pnp keeps outside the catalogue today: tables keyed by language that no add_strings call
# registers (issue 37). Id: "module-key" (the module's name, then its table's key); for a built-in game's own
# module, "game-module-what". Each entry carries the English it answers to, so whoever moves these tables into
# the catalogue can match them.

## pnp/watch.py WORDS
# en: Built in {s} s
watch-built = In { $s } s gebaut
# en: The build failed; the preview is the last good one:
watch-failed = Der Bau ist fehlgeschlagen; die Vorschau zeigt den letzten gelungenen:
# en: Changed:
watch-changed = Geändert:
# en: First build…
watch-first = Erster Bau …
# en: Changed (the kit follows):
watch-early = Geändert (der Bogen folgt):

## pnp/games/clann/figures.py
# en: Each arrow points from the taker to the taken.
clann-figures-arrow = Jeder Pfeil zeigt von der schlagenden zur geschlagenen Figur.

## pnp/games/clann/odds.py
# en: The special die
clann-odds-black_die = Der Spezialwürfel
# en: The special die has two black faces out of six, where the 3 and the 4 were.
clann-odds-black_die_note = Der Spezialwürfel hat zwei schwarze von sechs Seiten, dort, wo die 3 und die 4 waren.
# en: A black face on a throw
clann-odds-noir = Schwarz bei einem Wurf
# en: Doubles and triples
clann-odds-doubles = Pasch und Dreierpasch
# en: A throw of the three dice makes a double when exactly two dice show the same face, …
clann-odds-doubles_note = Ein Wurf mit den drei Würfeln ist ein Pasch, wenn genau zwei Würfel dieselbe Seite zeigen, und ein Dreierpasch, wenn alle drei es tun. Eine schwarze Seite passt zu keiner Zahl: Sie ist weder eine 3 noch eine 4. Zwei schwarze Seiten wären ein Pasch, aber nur ein Würfel trägt sie.
# en: Double
clann-odds-double = Pasch
# en: Triple
clann-odds-triple = Dreierpasch
# en: Double or triple
clann-odds-any = Pasch oder Dreierpasch
# en: Dice played per turn
clann-odds-dice_per_turn = Eingesetzte Würfel pro Zug
# en: After a double or a triple, the dice that make it are played, then thrown again, …
clann-odds-dice_per_turn_note = Nach einem Pasch oder Dreierpasch werden die Würfel, die ihn bilden, eingesetzt, dann allein neu geworfen und wieder eingesetzt. Bilden die neu geworfenen Würfel untereinander wieder einen Pasch oder Dreierpasch, geht es ohne Grenze weiter. Der Mittelwert ist exakt: Er löst die Markow-Kette des Nachwürfelns.
# en: Dice played on average
clann-odds-mean_dice = Eingesetzte Würfel im Schnitt

## pnp/games/clann/play.py
# en: red, blue, yellow, green (the seats)
clann-play-red = Rot
clann-play-blue = Blau
clann-play-yellow = Gelb
clann-play-green = Grün
# en: quick finish (the Escale à jeux variant): the first home with 3 characters, or with the Small one alone, wins
clann-play-quick = schnelles Ende (Variante von „L’Escale à jeux“): Es gewinnt, wer zuerst 3 Figuren zu Hause hat oder den Kleinen allein
# en: The Petits chevaux board: 52 squares, start squares 13 apart, …
clann-play-board = Der Spielplan von „Petits chevaux“: 52 Felder, Startfelder im Abstand von 13, eine Treppe mit 6 Stufen, dann die Mitte, die man mit passender Augenzahl erreicht. Mit einer 6 kommt eine Figur auf ihr Startfeld.
# en: Circular taking: the Tall takes the Stout and the Thin, …
clann-play-taking = Schlagen im Kreis: Der Große schlägt den Dicken und den Dünnen, der Dicke den Dünnen und den Kleinen, der Dünne den Kleinen, der Kleine den Großen. Keine Figur bleibt auf einer stehen, die sie nicht schlagen darf, auf einer eigenen oder auf dem Schwarzen Ritter.
# en: Dice are played one at a time, in any order; …
clann-play-dice = Die Würfel werden einzeln eingesetzt, in beliebiger Reihenfolge; kann kein übriger Würfel eine eigene Figur ziehen, gehen sie an den Schwarzen Ritter. Bei Schwarz bekommt der Ritter einen der beiden anderen Würfel oder beide. Der Ritter beginnt auf seinem Feld in der Mitte und betritt die Laufbahn auf dem Startfeld dessen, der ihn zuerst zieht; er schickt alle Figuren auf den Feldern, die er überquert oder erreicht, in ihren Stall zurück.
# en: The dice of a double or a triple are thrown again, those alone, as long as they match again.
clann-play-rethrow = Die Würfel eines Paschs oder Dreierpaschs werden allein neu geworfen, solange sie wieder gleich fallen.
# en: random legal move
clann-play-random = zufälliger erlaubter Zug
# en: greedy: capture, home, shelter, out last; the Black Knight against the others
clann-play-greedy = gierig: schlagen, heimbringen, in Sicherheit bringen, zuletzt herausbringen; der Schwarze Ritter gegen die anderen
# en: dice thrown per turn
clann-play-thrown = geworfene Würfel pro Zug
# en: dice given to the Black Knight per turn
clann-play-knight = Würfel pro Zug für den Schwarzen Ritter

## pnp/games/ludicitude/odds.py
# en: A simple strategy, computed exactly. …
ludicitude-odds-strategy = Eine einfache Strategie, exakt berechnet. Nach jedem Wurf legt man die Würfel beiseite, die mit den schon beiseitegelegten die meisten Gruppen vervollständigen, mit so wenigen neuen Würfeln wie möglich, dann lieber Drillinge, zuerst aus Sechsen und Fünfen (sie bringen die Zusatzpunkte), dann die niedrigeren; nie wird auf 2 Drillinge + 1 Trio gezielt, das nichts bringt. Vervollständigt sich nichts, legt man einen einzigen Würfel beiseite, nie eine 6: den Wert, der im Wurf und unter den beiseitegelegten Würfeln ohne Gruppe am häufigsten vorkommt, bei Gleichstand zuerst eine 5, sonst den höheren. Eine 6 bleibt nur in einem Drilling aus Sechsen liegen; bietet ein Wurf nur nutzlose Sechsen, wird eine beiseitegelegt und, wie die Regel erlaubt, mit den anderen neu geworfen. Am Ende des Zuges werden die 9 Würfel bestmöglich gruppiert, sechs gleiche zählen als zwei Drillinge. Die Zusatzpunkte (Drilling aus Sechsen: +3, aus Fünfen: +2) kommen nur zu einer Kombination, die punktet.
# en: 3 brelans (9 points)
ludicitude-odds-3B = 3 Drillinge (9 Punkte)
# en: 1 brelan + 2 trios (5 points)
ludicitude-odds-1B2T = 1 Drilling + 2 Trios (5 Punkte)
# en: 3 trios (5 points)
ludicitude-odds-3T = 3 Trios (5 Punkte)
# en: 2 brelans + 1 trio (0 points)
ludicitude-odds-2B1T = 2 Drillinge + 1 Trio (0 Punkte)
# en: no combination (0 points)
ludicitude-odds-none = keine Kombination (0 Punkte)
# en: The first throw
ludicitude-odds-first_throw = Der erste Wurf
# en: A throw of all 9 dice holds at least one set: a brelan (three alike) or a trio (1, 4 and 5, or 2, 3 and 5).
ludicitude-odds-first_throw_note = Ein Wurf mit allen 9 Würfeln enthält mindestens eine Gruppe: einen Drilling (drei gleiche) oder ein Trio (1, 4 und 5 oder 2, 3 und 5).
# en: At least one set
ludicitude-odds-any_set = Mindestens eine Gruppe
# en: End of the turn
ludicitude-odds-finals = Ende des Zuges
# en: Average points
ludicitude-odds-mean = Punkte im Schnitt
# en: Average points, with the options
ludicitude-odds-mean_options = Punkte im Schnitt, mit den Zusatzpunkten

## pnp/games/ludicitude/play.py
# en: Everyone plays {n} turns; the highest total wins; …
ludicitude-play-rules = Alle spielen { $n } Züge; die höchste Summe gewinnt; wer an der Spitze gleichauf liegt, spielt je einen weiteren Zug, bis jemand führt. Ein Zug bringt 9 Punkte (3 Drillinge), 5 (1 Drilling und 2 Trios oder 3 Trios) oder nichts; sechs gleiche Würfel ergeben zwei Drillinge.
# en: strong brelans (the options): a brelan of 6 adds 3 points, a brelan of 5 adds 2
ludicitude-play-strong = starke Drillinge (die Varianten): Ein Drilling aus Sechsen bringt 3 Punkte extra, einer aus Fünfen 2
# en: set aside at random at least one die of each throw
ludicitude-play-random = von jedem Wurf zufällig mindestens einen Würfel beiseitelegen
# en: the book's strategy (the one whose odds are computed exactly)
ludicitude-play-book = die Strategie der Anleitung (deren Chancen exakt berechnet sind)
# en: points per turn
ludicitude-play-points = Punkte pro Zug
# en: turns that score
ludicitude-play-scoring = Züge, die punkten
# en: player {i + 1}
ludicitude-play-player = Spieler { $n }

## pnp/games/petits-chevaux/odds.py
# en: Waiting for a 6
petits-chevaux-odds-waiting = Warten auf eine 6
# en: While no horse is out, every roll starts afresh and shows a 6 once in six: …
petits-chevaux-odds-waiting_note = Solange kein Pferdchen draußen ist, beginnt jeder Wurf von vorn und zeigt in einem von sechs Fällen eine 6: Die Wartezeit ist geometrisch verteilt. Gezählt werden die Würfe bis einschließlich der 6.
# en: Three 6s in a row
petits-chevaux-odds-three_sixes = Drei Sechsen hintereinander
# en: The three 6s are counted within one turn: …
petits-chevaux-odds-three_sixes_note = Die drei Sechsen zählen innerhalb eines Zuges: sein erster Wurf, dann die zwei Extrawürfe, die eine 6 gewährt. Bei der dritten 6 ist der Zug verloren.
# en: Rolls on average
petits-chevaux-odds-mean_wait = Würfe im Schnitt
# en: Rolls for an even chance
petits-chevaux-odds-median = Würfe für eine Chance von eins zu eins
# en: A 6 within 3 rolls
petits-chevaux-odds-within_three = Eine 6 in höchstens 3 Würfen
# en: Still no 6 after 10 rolls
petits-chevaux-odds-after_ten = Nach 10 Würfen immer noch keine 6
# en: Turn lost
petits-chevaux-odds-lost_turn = Zug verloren
# en: Rolls per turn on average
petits-chevaux-odds-rolls_per_turn = Würfe pro Zug im Schnitt

## pnp/games/petits-chevaux/play.py
petits-chevaux-play-red = Rot
petits-chevaux-play-blue = Blau
petits-chevaux-play-yellow = Gelb
petits-chevaux-play-green = Grün
# en: without the three-sixes rule: a 6 always earns another throw
petits-chevaux-play-no_three_sixes = ohne die Regel der drei Sechsen: Eine 6 bringt immer einen weiteren Wurf
# en: safe squares: nobody is eaten on a start square (no move may stop there on a horse)
petits-chevaux-play-safe = sichere Felder: Auf einem Startfeld wird niemand geschlagen (kein Zug darf dort auf einem Pferdchen enden)
# en: out on a 1 or a 6
petits-chevaux-play-one_or_six = heraus mit 1 oder 6
# en: step by step: stop exactly at the stair's foot, then a 1 for the first step, …
petits-chevaux-play-steps = Stufe für Stufe: genau am Fuß der Treppe anhalten, dann eine 1 für die erste Stufe, eine 2 für die zweite … eine 6 für die sechste und noch eine 6, um in die Mitte zu kommen
# en: A 52-square track, start squares 13 apart; …
petits-chevaux-play-track = Eine Laufbahn mit 52 Feldern, Startfelder im Abstand von 13; ein Pferdchen läuft bis zum Eingang seiner Treppe, zwei Felder hinter seinem Start, steigt dann die 6 Stufen hinauf und kommt mit passender Augenzahl in die Mitte (ein zu hoher Wurf darf mit diesem Pferdchen nicht gezogen werden).
# en: A 6 brings a horse out on its start square (eating an opponent there) and earns another throw; …
petits-chevaux-play-sixes = Eine 6 bringt ein Pferdchen auf sein Startfeld (und schlägt einen Gegner, der dort steht) und gibt einen weiteren Wurf; bei der dritten 6 in einem Zug wird diese 6 nicht gezogen, und der Zug endet. Ein erlaubter Zug muss gespielt werden.
# en: A horse stopping on an opponent eats it; …
petits-chevaux-play-eating = Ein Pferdchen, das auf einem gegnerischen stehen bleibt, schlägt es; zwei Pferdchen einer Farbe stehen nie auf demselben Feld. Zu zweit sitzen sich die Farben gegenüber. Eine Runde: Alle machen einen Zug.
# en: random legal move
petits-chevaux-play-random = zufälliger erlaubter Zug
# en: greedy: capture, home, shelter, out, then the least exposed move
petits-chevaux-play-greedy = gierig: schlagen, heimbringen, in Sicherheit bringen, herausbringen, sonst der am wenigsten gefährdete Zug
# en: prefer capturing to progress
petits-chevaux-play-capture = lieber schlagen als vorankommen
# en: bring several horses out early, but not all (two on the track)
petits-chevaux-play-several = früh mehrere Pferdchen herausbringen, aber nicht alle (zwei auf der Laufbahn)
# en: count before moving: do not stop 6 squares or less ahead of an opponent
petits-chevaux-play-count = vor dem Ziehen zählen: nicht 6 Felder oder weniger vor einem Gegner stehen bleiben
# en: keep a horse back when leading
petits-chevaux-play-back = in Führung ein Pferdchen zurückhalten
# en: turns lost to three 6s
petits-chevaux-play-lost = durch drei Sechsen verlorene Züge
# en: rolls up to the first 6
petits-chevaux-play-first_six = Würfe bis zur ersten 6

## pnp/games/renards-poules-viperes/play.py
# en: ×2 read the other way: "roll your die twice" for the attacker alone; …
renards-poules-viperes-play-x2_attacker_note = ×2 anders gelesen: „zweimal würfeln“ nur für den Angreifer; er addiert zwei Würfe, die Verteidigung würfelt einmal.
# en: Weather: the top token, turned over at the start of the round, holds for the whole round. …
renards-poules-viperes-play-weather_rules = Wetter: Das oberste Plättchen, zu Beginn der Runde aufgedeckt, gilt für die ganze Runde. ×2: zwei Felder derselben Verteidigung (eines, wenn es nur eines gibt), jeder Wurf die Summe aus zwei Würfen. =: Beide würfeln mit dem Würfel des Angreifers. ↔: Die niedrigere Zahl gewinnt.
# en: the time tokens' weather (×2, =, ↔)
renards-poules-viperes-play-weather = das Wetter der Zeitplättchen (×2, =, ↔)
# en: ×2 for the attacker alone
renards-poules-viperes-play-x2_attacker = ×2 nur für den Angreifer
# en: On their turn each player invades a cell of another colour sharing a side with one of theirs, …
renards-poules-viperes-play-turn = In ihrem Zug greifen alle ein Feld einer anderen Farbe an, das eine Seite mit einem eigenen teilt, und sagen 1, 3 oder 5 Würfe an; sie erobern es, wenn sie mehr Würfe gewinnen als die Verteidigung (die höhere Zahl gewinnt einen Wurf, gleiche Zahlen geben ihn niemandem). Ohne Ziel setzen sie aus.
# en: Roll tokens come back after each invasion, …
renards-poules-viperes-play-end = Die Wurfplättchen kommen nach jeder Invasion zurück, sodass man immer 5 Würfe ansagen kann. Eine Partie dauert so viele Runden, wie es Zeitplättchen gibt; das Tier mit den meisten Feldern gewinnt, ein Gleichstand an der Spitze wird geteilt. Wer beginnt, wechselt von Partie zu Partie; die Reihenfolge bleibt Huhn, Fuchs, Viper.
# en: random target and number of rolls
renards-poules-viperes-play-random = zufälliges Ziel und zufällige Zahl von Würfen
# en: greedy: the target and number of rolls with the best chance, by the weather
renards-poules-viperes-play-greedy = gierig: Ziel und Zahl der Würfe mit der besten Chance, je nach Wetter
# en: attack your prey (the one your die beats in calm weather)
renards-poules-viperes-play-prey = die eigene Beute angreifen (die, die der eigene Würfel bei ruhigem Wetter schlägt)
# en: 5 rolls against your prey, only 1 against your predator
renards-poules-viperes-play-rolls = 5 Würfe gegen die Beute, nur 1 gegen den Feind
# en: invasions that succeed
renards-poules-viperes-play-invasions = gelungene Invasionen
# en: hen, fox, viper (the seats)
renards-poules-viperes-play-hen = Huhn
renards-poules-viperes-play-fox = Fuchs
renards-poules-viperes-play-viper = Viper
# en: {n} time tokens
renards-poules-viperes-play-time_tokens = { $n } Zeitplättchen
# en: {tokens}: {calm} calm, {x2} ×2, {equal} =, {reverse} ↔.
renards-poules-viperes-play-weathers = { $tokens }: { $calm } ruhig, { $x2 } ×2, { $equal } =, { $reverse } ↔.
# en: {tokens}, all in calm weather.
renards-poules-viperes-play-all_calm = { $tokens }, alle bei ruhigem Wetter.
