# Die Meldungen von pnp zu einer Schriftdatei, die in ihren Grenzen gelesen wird (pnp/model/font_limits.py): eine
# beschädigte Datei, WOFF, WOFF2 oder eine Sammlung, eine Lizenz, die das Einbetten verbietet (OS/2-fsType), eine
# CFF-Schrift, deren Umwandlung zu viel kostet.
errors--font-file--damaged = „{ $name }“ ist beschädigt ({ $what }); exportieren Sie die Schrift erneut als .ttf
errors--font-file--header-short = ihr Header ist unvollständig
errors--font-file--directory = ihr Tabellenverzeichnis nennt { $count } { $count ->
        [one] Tabelle
       *[other] Tabellen
    }
errors--font-file--table-past-end = ihre Tabelle „{ $table }“ reicht über das Dateiende hinaus
errors--font-file--woff-header-short = ihr WOFF-Header ist unvollständig
errors--font-file--woff-directory = ihr WOFF-Verzeichnis nennt { $count } { $count ->
        [one] Tabelle
       *[other] Tabellen
    }
errors--font-file--woff-table-past-end = ihre WOFF-Tabelle „{ $table }“ reicht über das Dateiende hinaus oder ist gepackt größer als entpackt
errors--font-file--woff-not-zlib = ihre WOFF-Tabelle „{ $table }“ ist kein zlib-Datenstrom
errors--font-file--woff-table-size = ihre WOFF-Tabelle „{ $table }“ ergibt entpackt { $count } Byte statt der angegebenen { $size }
errors--font-file--glyph-of-itself = ihre Glyphe „{ $glyph }“ besteht aus sich selbst oder aus Teilen, die über { $most } Ebenen tief verschachtelt sind
errors--font-file--glyph-lacks-part = ihre Glyphe „{ $glyph }“ besteht aus einer Glyphe „{ $part }“, die der Schrift fehlt
errors--font-file--woff2 = „{ $name }“ ist eine WOFF2-Schrift, die pnp nicht entpackt; wandeln Sie sie in .ttf um (etwa mit `fonttools ttLib.woff2 decompress` aus fontTools) und geben Sie diese Datei an
errors--font-file--collection = „{ $name }“ ist eine Schriftsammlung (mehrere Schriften in einer Datei); geben Sie eine ihrer Schriften als .ttf oder .otf an
errors--font-file--woff-wraps-no-font = „{ $name }“ ist keine Schrift, die fontTools lesen kann (ihr WOFF enthält keine TrueType- oder OpenType-Schrift); exportieren Sie sie erneut als .ttf oder .otf
errors--font-file--woff-too-large = „{ $name }“ ist eine WOFF-Schrift, die entpackt { $size } groß wäre, mehr als die { $most }, die eine Schrift belegen darf; geben Sie die Schrift als .ttf- oder .otf-Datei vernünftiger Größe an
errors--font-file--woff-bomb = „{ $name }“ ist eine WOFF-Schrift, deren Tabelle „{ $table }“ entpackt größer ist als die angegebenen { $size } (eine Zip-Bombe); geben Sie die Schrift als .ttf- oder .otf-Datei an
errors--font-file--megabytes = { $count } MB
errors--font-file--bytes = { $count } Byte
errors--font-file--not-embeddable = „{ $name }“ lässt sich nicht einbetten (ihr OS/2-fsType ist { $bits }): { $why }
errors--font-file--licence-restricted = ihre Lizenz verbietet, sie in ein Dokument einzubetten; fragen Sie ihren Urheber oder wählen Sie eine andere Schrift
errors--font-file--licence-bitmaps = ihre Lizenz erlaubt nur, ihre Bitmaps einzubetten, pnp bettet aber Umrisse ein; fragen Sie ihren Urheber oder wählen Sie eine andere Schrift
errors--font-file--licence-no-subsetting = ihre Lizenz verbietet, nur einen Teil von ihr einzubetten, pnp bettet aber nur die Zeichen ein, die ein Dokument verwendet; fragen Sie ihren Urheber oder wählen Sie eine andere Schrift
errors--font-file--cff = „{ $name }“ hat PostScript-Umrisse (CFF), die { $why }; geben Sie die Schrift als TrueType (.ttf) an oder exportieren Sie sie erneut aus einem Schrifteditor
errors--font-file--cff-glyph-work = für eine einzige Glyphe mehr als { $most } Byte an Anweisungen ausführen
errors--font-file--cff-font-work = insgesamt mehr als { $most } Byte an Anweisungen ausführen
errors--font-file--cff-seconds = mehr als { $most } s zur Umwandlung brauchen
errors--font-file--cff-nested = Unterprogramme aufrufen, die über { $most } Ebenen tief verschachtelt sind (eine Kette oder eine Schleife)
errors--font-file--cff-damaged = sich nicht lesen lassen (ein beschädigter Charstring)
errors--font-file--cff-glyphs = „{ $name }“ hat { $count } { $count ->
        [one] Glyphe
       *[other] Glyphen
    } in PostScript-Umrissen (CFF), mehr als die { $most }, die pnp in TrueType umwandelt; geben Sie die Schrift als TrueType (.ttf) an
