# Die Meldungen von pnp zu den Quellen eines Autors und zu den Dateien, die pnp schreibt (pnp/model: art, remote,
# data, entries; pnp/base: catalogue, colors, i18n, output, resources, texts, units): was falsch ist, dann was zu tun ist.
errors--lang--unknown = unbekannte Sprache „{ $lang }“; wählen Sie eine von { $langs }
errors--catalogue--construct = Meldungen von pnp bestehen aus Text, Feldern ($name), Zeichenkettenliteralen und Auswahlen nach einem Feld, nicht aus { $node }
errors--colors--unknown = unbekannte Farbe „{ $name }“; geben Sie #rrggbb oder eine dieser Farben an: { $names }

## Längen und Papierformate
errors--units--not-length = „{ $given }“ ist keine Länge; schreiben Sie eine Zahl mit Einheit, etwa 16mm oder 0.5in
errors--units--unit = unbekannte Einheit „{ $unit }“ in „{ $given }“; verwenden Sie mm, cm, in oder pt
errors--units--not-finite = „{ $given }“ ist keine Länge, mit der pnp arbeiten kann; schreiben Sie eine endliche Zahl mit Einheit, etwa 16mm
errors--units--not-positive = muss größer als null sein, ist aber „{ $given }“
errors--units--too-small = „{ $given }“ liegt unter der Grenze von { $least } mm; so etwas Kleines lässt sich weder ausschneiden noch lesen
errors--units--too-large = „{ $given }“ liegt über der Grenze von { $most } mm
errors--units--paper = unbekanntes Papierformat „{ $name }“; verwenden Sie { $papers }

## was ein Text nicht enthalten darf (nach „enthält“)
errors--texts--lone-accent = U+{ $code }, einen Akzent ohne Buchstaben davor, auf dem er sitzen könnte
errors--texts--invisible = U+{ $code } ({ $name }), das nichts druckt
errors--texts--invisible-unnamed = U+{ $code }, ein Formatzeichen, das nichts druckt
errors--texts--bidi = die Schreibrichtungsumkehr U+{ $code }, durch die der Text in anderer Reihenfolge gelesen wird, als er gedruckt ist
errors--texts--control = das Steuerzeichen U+{ $code }

## eine Datei neben der Spieldatei ($what: art, data oder font)
errors--paths--control = „{ $name }“ enthält ein Steuerzeichen, das in keinem Dateinamen vorkommt: Geben Sie den Namen neu ein
errors--paths--absolute = „{ $name }“ ist ein absoluter Pfad; geben Sie ihn relativ zum Ordner der Spieldatei an
errors--paths--loop = ein Link, der auf sich selbst zurückführt
errors--paths--unfollowed =
    „{ $name }“ lässt sich nicht verfolgen ({ $reason }); legen Sie { $what ->
        [art] das Bild
        [font] die Schrift
       *[data] die Daten
    } als gewöhnliche Datei neben die Spieldatei
errors--paths--leaves =
    „{ $name }“ verlässt den Ordner der Spieldatei; legen Sie { $what ->
        [art] das Bild
        [font] die Schrift
       *[data] die Daten
    } neben die Spieldatei
errors--paths--empty =
    ist leer; geben Sie den Pfad der { $what ->
        [art] Bilddatei
        [font] Schriftdatei
       *[data] Datendatei
    } relativ zur Spieldatei an
errors--paths--kind = „{ $name }“ ist { $kinds }
errors--paths--missing =
    keine { $what ->
        [art] Bilddatei
        [font] Schriftdatei
       *[data] Datendatei
    } unter „{ $name }“ (gesucht in { $folder }); prüfen Sie den Namen
errors--files--unreadable = die Datei kann nicht gelesen werden: { $reason }

## die Bilder des Autors
errors--art--kinds = kein PNG-, JPEG- oder SVG-Bild; speichern Sie es als .png, .jpg oder .svg
errors--art--too-large = ist größer als { $most } MB; verkleinern Sie die Datei
errors--art--pixels = { $width } × { $height } Pixel sind mehr, als pnp liest ({ $most })
errors--art--unreadable = ist kein lesbares { $kind }-Bild ({ $reason }); exportieren Sie es erneut
errors--art--other-kind = enthält ein { $found }-Bild, kein { $kind }; korrigieren Sie den Namen oder das Format
errors--art--unknown-kind = enthält ein Bild in einem Format, das pnp nicht kennt, kein { $kind }; korrigieren Sie den Namen oder das Format
errors--art--blurred =
    „{ $name }“ wird mit { $dpi } dpi auf { $width } × { $height } mm gedruckt, unter { $least }; es wird unscharf aussehen: Liefern Sie mindestens { $wide } × { $high } px
errors--svg--elements = hat mehr als { $most } Elemente; vereinfachen Sie die Zeichnung
errors--svg--depth = hat Elemente, die mehr als { $most } Ebenen tief verschachtelt sind; lösen Sie Gruppen auf
errors--svg--text = <{ $tag }> ist in Bildern nicht erlaubt; wandeln Sie Text in Pfade um und speichern Sie das SVG erneut
errors--svg--refused = <{ $tag }> ist in Bildern nicht erlaubt; entfernen Sie es und speichern Sie das SVG erneut
errors--svg--script = hat ein Skriptattribut „{ $name }“; Bilder dürfen keine Skripte ausführen: Entfernen Sie es
errors--svg--outside = verweist auf „{ $target }“ außerhalb der Datei; ein Bild muss in sich geschlossen sein: Entfernen Sie den Verweis oder zeichnen Sie das Ziel in der Datei selbst
errors--svg--import = sein Stylesheet importiert eine andere Datei (@import); ein Bild muss in sich geschlossen sein: Kopieren Sie die Regeln hinein
errors--svg--no-size = hat keine brauchbare Größe ({ $width } × { $height }); geben Sie ihm eine viewBox mit Breite und Höhe zwischen { $least } und { $most }
errors--svg--view-box = { $what } „{ $given }“ ergibt keine brauchbare Größe: nötig sind vier Zahlen (x, y, Breite, Höhe), Breite und Höhe zwischen { $least } und { $most }
errors--svg--its-size = seine Größe { $width } × { $height }
errors--svg--width-or-height = Breite oder Höhe
errors--svg--aspect = { $what } ist { $ratio }-mal so lang wie breit, mehr als { $most }: Das ergibt einen Strich, kein Bild; geben Sie ihm die Proportionen der Zeichnung
errors--svg--beyond = { $what } enthält { $given }, jenseits von ±{ $most }; zeichnen Sie es in einem vernünftigen Maßstab neu
errors--svg--numbers = { $what } „{ $given }“ ist keine Liste von Zahlen
errors--svg--flat-viewport = <svg> { $attribute } „{ $given }“ drückt seine viewBox flach (ein Maßstab unter { $least }); geben Sie dem verschachtelten <svg> eine vernünftige Größe oder entfernen Sie es
errors--svg--keyword = { $what } „{ $given }“ ist kein Schlüsselwort, das pnp liest
errors--svg--length = { $what } „{ $given }“ ist weder eine Zahl noch eine Länge
errors--svg--flat = { $what } „{ $given }“ drückt die Zeichnung flach (ein Maßstab unter { $least }); entfernen Sie es
errors--svg--path = { $what } enthält Zeichen, die in Pfaddaten nicht vorkommen; speichern Sie das SVG erneut
errors--svg--reaches = { $what } reicht über ±{ $most } hinaus; zeichnen Sie es in einem vernünftigen Maßstab neu
errors--svg--paint = { $what } „{ $given }“ ist weder eine Farbe noch none noch url(#id); pnp liest nur diese
errors--svg--rules = seine Stylesheets haben mehr als { $most } Regeln; vereinfachen Sie sie
errors--svg--use-depth = hat Elemente, die mehr als { $most } Ebenen tief verschachtelt sind, wenn man mitzählt, was <use> wiederholt; lösen Sie Gruppen auf
errors--svg--use-loop = hat ein <use>, das sich selbst wiederholt oder ein Element, das es enthält; entfernen Sie die Schleife
errors--svg--use-elements = hat mehr als { $most } Elemente, wenn man mitzählt, was <use> wiederholt; vereinfachen Sie die Zeichnung
warnings--line = pnp: Warnung: { $line }

## die Datentabelle eines Stapels
errors--data--kinds = keine .csv-, .tsv- oder .xlsx-Datei
errors--data--no-column = die Spalte „{ $column }“ wird von { $by } genannt, aber die Daten haben keine solche Spalte; ihre Spalten sind { $columns }
errors--data--copies = „{ $given }“ ist keine ganze Zahl von Exemplaren; schreiben Sie 0 bis { $most }
errors--data--too-large = ist größer als { $most } MB; ein Stapel ist eine Seite voller Zeilen, keine Datenbank
errors--data--rows =
    { $count } { $count ->
        [one] Zeile
       *[other] Zeilen
    }, { $over } über der Grenze von { $limit }; mehr fasst ein Stapel nicht (nutzen Sie count für Exemplare)
errors--data--columns =
    { $count } { $count ->
        [one] Spalte
       *[other] Spalten
    }, { $over } über der Grenze von { $limit }; behalten Sie nur die Spalten, die die Karten zeigen
errors--data--not-utf8 = das Byte 0x{ $byte } ist kein UTF-8-Text; speichern Sie die Datei als UTF-8 (in einer Tabellenkalkulation als „CSV UTF-8“)
errors--data--too-many-rows = mehr als { $most } Zeilen; ein Stapel hat höchstens { $most }
errors--data--bad-row = die Zeile kann nicht gelesen werden ({ $reason }); prüfen Sie ihre Anführungszeichen
errors--data--not-xlsx = ist keine lesbare .xlsx-Arbeitsmappe ({ $reason }); speichern Sie sie erneut als .xlsx
errors--data--no-sheet = hat kein Blatt „{ $sheet }“; seine Blätter sind { $sheets }
errors--data--bad-cell = eine Zelle kann nicht gelesen werden ({ $reason }); speichern Sie die Datei erneut als .xlsx
errors--data--too-many-columns = mehr als { $most } Spalten, über der Grenze; behalten Sie nur die Spalten, die die Karten zeigen
errors--data--unpacks = entpackt sich auf { $size } MB, { $over } MB über der Grenze von { $most } MB; ein Stapel ist eine Seite voller Zeilen: Speichern Sie nur sein Blatt, oder als CSV
errors--data--inflates = ihr Teil „{ $part }“ bläht sich um das { $ratio }-Fache auf, über der Grenze vom { $most }-Fachen; so speichert keine Tabellenkalkulation ein Blatt. Speichern Sie den Stapel erneut als .xlsx oder CSV
errors--data--empty = ist leer; die erste Zeile benennt die Spalten, jede weitere Zeile ist eine Karte
errors--data--header-empty = die Kopfzelle ist leer; benennen Sie jede Spalte
errors--data--two-columns = „{ $name }“ benennt zwei Spalten; geben Sie jeder ihren eigenen Namen
errors--data--cells =
    { $count } { $count ->
        [one] Zelle
       *[other] Zellen
    }, wo die Kopfzeile { $columns } hat; geben Sie jeder Zeile eine Zelle pro Spalte (setzen Sie eine Zelle mit dem Trennzeichen in Anführungszeichen)
errors--data--holds = enthält { $why }; entfernen Sie es
places--row = Zeile { $row }
places--column = Spalte „{ $column }“
places--in-column-number = { $place }, Spalte { $column }
places--in-column = { $place }, Spalte „{ $column }“

## die Einträge eines Abschnitts aus einer Tabelle
errors--entries--no-id = nennt keine id für seine Zeilen: Fügen Sie der Tabelle eine Spalte „id“ hinzu oder geben Sie hier eine id an (die Zeilen heißen dann ID-1, ID-2 …)
errors--entries--faces-twice = gibt seine Seiten in data und in der Spieldatei an; behalten Sie eines davon
errors--entries--die-column = unbekannte Spalte „{ $column }“; die Tabelle eines Würfels hat eine Zeile pro Seite und die Spalten { $face } und { $art }
errors--entries--faces =
    { $count } { $count ->
        [one] Seite
       *[other] Seiten
    }, eine pro Zeile, für einen { $shape }, der { $faces } hat; geben Sie eine Zeile pro Seite an oder setzen Sie shape in { $field }
errors--entries--data-text = data und sheet sind Text: eine Datei neben der Spieldatei (und der Name eines .xlsx-Blatts)
errors--entries--unknown-column = unbekannte Spalte „{ $column }“; die Spalten sind die Schlüssel von { $section }: { $known } (ein Text pro Sprache wie { $example })
errors--entries--too-long =
    { $count } { $count ->
        [one] Zeichen
       *[other] Zeichen
    }, über der Grenze von { $most } für jeden Text einer Spieldatei; kürzen Sie ihn
errors--entries--glyphs = die Schrift kann { $chars } nicht darstellen; verwenden Sie andere Zeichen
errors--entries--row-key = { $problem } (eine Spalte dieses Namens oder der Schlüssel in { $entry })

## die Daten eines Stapels über einen Link
errors--remote--unsafe = { $problem }; pnp folgt ihm nicht aus dem Cache hinaus und liest es nicht: Entfernen Sie es und bauen Sie erneut (die Tabelle wird dann neu abgerufen)
errors--remote--is-link = { $path } ist ein Link
errors--remote--not-folder = { $path } ist kein Ordner
errors--remote--not-file = { $path } ist keine gewöhnliche Datei
errors--remote--changed = { $path } hat sich beim Lesen geändert
errors--remote--cache = die abgerufene Kopie kann nicht in { $folder } abgelegt werden: { $reason }; machen Sie den Ordner beschreibbar
errors--remote--no-copy = { $problem }, und es wurde noch nie eine Kopie abgerufen; prüfen Sie den Link und das Netzwerk
warnings--remote--stale = { $link }: { $problem }; pnp verwendet die Kopie von { $ago }
remote--ago-seconds = vor { $count } s
remote--ago-minutes = vor { $count } min
remote--ago-hours = vor { $count } h
remote--ago-days =
    vor { $count ->
        [one] einem Tag
       *[other] { $count } Tagen
    }
errors--remote--holds = der Link enthält { $what }; kopieren Sie ihn erneut aus dem Veröffentlichungsfenster der Tabelle (ein Leerzeichen wird als %20 geschrieben)
errors--remote--a-space = ein Leerzeichen
errors--remote--character = das Zeichen { $code }
errors--remote--ipv6 = der Host des Links ist fehlerhaft (eine IPv6-Adresse steht zwischen [ und ]); kopieren Sie den Link erneut
errors--remote--scheme = ist ein { $scheme }:-Link; geben Sie einen https://-Link auf eine als CSV veröffentlichte Tabelle an oder eine Datei neben der Spieldatei
errors--remote--port = der Port „{ $port }“ des Links ist keine Zahl von 1 bis 65535
errors--remote--no-host = der Link nennt keinen Host; geben Sie den ganzen Link an, https://host/…
errors--remote--timeout = keine vollständige Antwort von { $host } innerhalb von { $seconds } s
errors--remote--redirect-scheme = der Link leitet auf eine { $scheme }:-Adresse um; nur http und https werden verfolgt
errors--remote--redirect-relative = der Link leitet auf eine Adresse um, die kein Link ist; nur http und https werden verfolgt
errors--remote--redirects = der Link leitet mehr als { $most }-mal um; geben Sie den eigenen Link der Tabelle an
errors--remote--closed = { $host } hat die Verbindung ohne Antwort geschlossen
errors--remote--tls = die sichere Verbindung zu { $host } ist fehlgeschlagen ({ $reason }); prüfen Sie, ob der Link wirklich der der Tabelle ist
errors--remote--unknown-host = der Host { $host } ist nicht auffindbar ({ $reason })
errors--remote--no-address = der Host { $host } ist nicht auffindbar
errors--remote--bad-host = der Host „{ $host }“ des Links ist kein gültiger Name
errors--remote--not-http = die Antwort des Servers ist kein wohlgeformtes HTTP ({ $reason })
errors--remote--unreachable = { $host } ist nicht erreichbar ({ $reason })
errors--remote--status-line = die Antwort des Servers beginnt nicht mit einer HTTP-Statuszeile; der Link ist keine Webseite
errors--remote--long-header = der Server hat eine Kopfzeile über 64 KB gesendet; der Link ist keine als CSV veröffentlichte Tabelle
errors--remote--cut = der Inhalt der Serverantwort ist abgeschnitten oder seine Chunked-Kodierung ist defekt
errors--remote--headers = der Server hat mehr als 100 Kopfzeilen gesendet; der Link ist keine als CSV veröffentlichte Tabelle
errors--remote--local = { $host } ist { $why }; pnp ruft nur von öffentlichen Adressen ab (geben Sie --allow-local für eine Tabelle an, die auf diesem Rechner oder in seinem Netzwerk bereitgestellt wird)
errors--remote--local-at = { $host } liegt bei { $address }, und das ist { $why }; pnp ruft nur von öffentlichen Adressen ab (geben Sie --allow-local für eine Tabelle an, die auf diesem Rechner oder in seinem Netzwerk bereitgestellt wird)
errors--remote--address =
    { $kind ->
        [unspecified] eine unspezifizierte Adresse
        [loopback] eine Loopback-Adresse
        [link_local] eine Link-Local-Adresse
        [multicast] eine Multicast-Adresse
        [reserved] eine reservierte Adresse
        [private] eine private Adresse
       *[other] keine öffentliche Adresse
    }
errors--remote--status = der Link antwortete mit { $status } { $reason }; prüfen Sie, ob die Tabelle noch als CSV im Web veröffentlicht ist
errors--remote--length = die Content-Length „{ $given }“ des Servers ist keine Zahl
errors--remote--short = die Verbindung wurde nach { $got } der angekündigten { $declared } Bytes geschlossen
errors--remote--too-large = der Link sendet mehr als { $most } MB; ein Stapel ist eine Seite voller Zeilen, keine Datenbank

## die Dateien, die pnp schreibt
errors--output--untrusted = { $why }; pnp folgt dem nicht aus dem Ausgabeordner hinaus und rührt es nicht an: Prüfen und entfernen Sie es, dann bauen Sie erneut
errors--output--is =
    { $what ->
        [link] ist ein Link
        [folder] ist ein Ordner
        [not-folder] ist kein Ordner
       *[not-file] ist keine gewöhnliche Datei
    }
errors--output--stray = nennt „{ $name }“, das keine Datei seines Ordners ist
errors--output--staging = nennt „{ $name }“ als Zwischenordner, der keiner von pnp ist
errors--output--outside = nennt „{ $name }“, außerhalb des Ausgabeordners
errors--output--leads = führt zu { $path }, das { $why }
errors--output--leave = pnp schreibt „{ $name }“ nicht: Die Datei läge außerhalb des Ausgabeordners
errors--output--unchanged = in „{ $folder }“ kann nicht geschrieben werden: { $reason }; es wurde nichts geändert
errors--output--damaged = ist beschädigt; entfernen Sie die Datei und die Ordner .pnp-staging-*, dann bauen Sie erneut mit --force
errors--output--unfinished = der Build, den ein abgebrochener Lauf in „{ $folder }“ hinterlassen hat, lässt sich nicht abschließen: { $reason }; schaffen Sie Platz oder reparieren Sie den Ordner, dann bauen Sie erneut
output--waiting = pnp: ein anderes pnp schreibt gerade in „{ $folder }“; warte, bis es fertig ist
errors--output--lock = der Ordner „{ $folder }“ lässt sich nicht sperren ({ $lock }): { $reason }
errors--output--no-folder = der Ordner „{ $folder }“ existiert nicht; legen Sie ihn an oder wählen Sie einen anderen Ort
errors--output--is-folder = „{ $name }“ ist ein Ordner; nennen Sie eine Datei
errors--output--not-plain = pnp schreibt { $name } nicht: Es { $why }; pnp schreibt nur gewöhnliche Dateien, niemals über einen Link
errors--output--exists = „{ $name }“ existiert bereits; geben Sie --force an, um die Datei zu überschreiben
errors--output--write-into = in „{ $folder }“ kann nicht geschrieben werden: { $reason }
errors--output--write = „{ $name }“ kann nicht geschrieben werden: { $reason }
errors--output--not-a-folder = „{ $folder }“ existiert und ist kein Ordner; wählen Sie ein anderes --out
errors--output--make = der Ordner „{ $folder }“ kann nicht angelegt werden: { $reason }
errors--output--through-link = pnp schreibt { $name } nicht: { $link } ist ein Link; pnp schreibt nichts über einen Link, der aus { $folder } hinausführen könnte
errors--output--file-not-folder = in { $path } kann nicht geschrieben werden: Das ist eine Datei, kein Ordner
errors--output--in-the-way =
    pnp schreibt { $path } nicht: { $what ->
        [folder] Ein Ordner dieses Namens
       *[other] Etwas, das keine gewöhnliche Datei ist,
    } steht im Weg
errors--output--not-pnps =
    { $count ->
        [0] { $name } existiert bereits und wurde nicht von pnp geschrieben; geben Sie --force an, um die Datei zu überschreiben
        [one] { $name } und 1 weitere Datei existieren bereits und wurden nicht von pnp geschrieben; geben Sie --force an, um sie zu überschreiben
       *[other] { $name } und { $count } weitere Dateien existieren bereits und wurden nicht von pnp geschrieben; geben Sie --force an, um sie zu überschreiben
    }
errors--output--undo-failed = in „{ $folder }“ kann nicht geschrieben werden: { $reason }, und auch das Rückgängigmachen der Verschiebungen ist fehlgeschlagen ({ $again }); der nächste Build dort schließt sie ab
