# Die Meldungen von pnp zu einem Wert einer Spieldatei, den ihr Modell ablehnt (pnp/model/explain.py): die
# Validierungsfehler von msgspec in den Worten eines Spieleautors; der Schlüssel wird davorgestellt.
explain--top-level = oberste Ebene
explain--quoted = „{ $word }“
explain--either = { $first } oder { $second }
explain--counting = { $what } ({ $unit })
explain--amount = { $limit } { $unit }
explain--type--int = eine ganze Zahl
explain--type--float = eine Zahl
explain--type--str = Text
explain--type--bool = true oder false
explain--type--list = eine Liste [...]
explain--type--table = eine Tabelle
explain--type--nothing = nichts
explain--got--text = der Text { $value }
explain--got--number = die Zahl { $value }
explain--got--list = eine Liste
explain--got--table = eine Tabelle
explain--got--nothing = nichts
explain--wanted--length = eine Länge mit Einheit, etwa "{ $example }"
explain--wanted--length-or-mm = eine Länge mit Einheit, etwa "12mm", oder eine Zahl in Millimetern
explain--wanted--texts = Text (oder eine Tabelle mit einem Text je Sprache, etwa {"{"} fr = "…", en = "…" {"}"})
explain--unit--players = { $count ->
        [one] Spieler
       *[other] Spieler
    }
explain--unit--copies = { $count ->
        [one] Exemplar
       *[other] Exemplare
    }
explain--unit--rolls = { $count ->
        [one] Wurf
       *[other] Würfe
    }
explain--unit--duels = { $count ->
        [one] Duell
       *[other] Duelle
    }
explain--unit--cards = { $count ->
        [one] Karte
       *[other] Karten
    }
explain--unit--throws = { $count ->
        [one] Wurf
       *[other] Würfe
    }
explain--unit--pawns-each = { $count ->
        [one] Figur je Spieler
       *[other] Figuren je Spieler
    }
explain--unit--rolls-again = { $count ->
        [one] erneuter Wurf
       *[other] erneute Würfe
    }
explain--unit--points = { $count ->
        [one] Punkt
       *[other] Punkte
    }
explain--unit--mm = mm
explain--unit--columns = { $count ->
        [one] Spalte
       *[other] Spalten
    }
explain--unit--rows = { $count ->
        [one] Reihe
       *[other] Reihen
    }
explain--unit--hexes-from-centre = { $count ->
        [one] Feld vom Mittelpunkt aus
       *[other] Felder vom Mittelpunkt aus
    }
explain--unit--track-points = { $count ->
        [one] Punkt auf der Zählleiste
       *[other] Punkte auf der Zählleiste
    }
explain--unit--tokens-each = { $count ->
        [one] Spielstein je Farbe
       *[other] Spielsteine je Farbe
    }
explain--unit--holes-side = { $count ->
        [one] Loch je Seite
       *[other] Löcher je Seite
    }
explain--unit--pips = { $count ->
        [one] Auge
       *[other] Augen
    }
explain--unit--rounds = { $count ->
        [one] Runde
       *[other] Runden
    }
errors--explain--missing = der Schlüssel „{ $name }“ fehlt; fügen Sie ihn hinzu
errors--explain--id = erwartet wird eine Kennung, gefunden wurde { $value }; schreiben Sie 1 bis 40 Kleinbuchstaben, Ziffern, „-“ und „_“, beginnend mit einem Buchstaben oder einer Ziffer, etwa "mein-spiel"
errors--explain--retired = pnp liest diesen Schlüssel nicht mehr; { $instead }
errors--explain--other-kind = { $count ->
        [one] nur die Art { $kinds } hat diesen Schlüssel
       *[other] nur die Arten { $kinds } haben diesen Schlüssel
    }; entfernen Sie ihn oder setzen Sie kind = "{ $kind }"
errors--explain--unknown-key-near = unbekannter Schlüssel „{ $name }“; meinten Sie „{ $near }“?
errors--explain--unknown-key = unbekannter Schlüssel „{ $name }“; bekannte Schlüssel sind: { $known }
errors--explain--unknown-word = { $value } ist { $what ->
        [kind] keine Art, die
       *[other] kein Wert, den
    } pnp kennt
errors--explain--unknown-word-near = { $what ->
        [kind] unbekannte Art
       *[other] unbekannter Wert
    } { $value }; meinten Sie „{ $near }“? Möglich sind: { $words }
errors--explain--unknown-word-listed = { $what ->
        [kind] unbekannte Art
       *[other] unbekannter Wert
    } { $value }; möglich sind: { $words }
errors--explain--expected = erwartet wird { $wanted }, gefunden wurde { $got }
errors--explain--write-range = { $line }; geben Sie { $type } von { $low } bis { $high } an
errors--explain--unquote = { $line }, ohne Anführungszeichen
errors--explain--quote = { $line }; setzen Sie den Wert in Anführungszeichen
errors--explain--bound = { $side ->
        [ge] mindestens
        [le] höchstens
        [gt] mehr als
       *[lt] weniger als
    } { $amount }, nicht { $value }
errors--explain--write-bound = { $line }; geben Sie { $type } an, die { $side ->
        [ge] mindestens
        [le] höchstens
        [gt] größer als
       *[lt] kleiner als
    } { $limit } ist
errors--explain--length--list = erwartet wird eine Liste mit { $side ->
        [ge] mindestens { $size }
        [le] höchstens { $size }
       *[exact] { $size }
    } { $count ->
        [one] Eintrag
       *[other] Einträgen
    }
errors--explain--length--str = erwartet wird ein Text mit { $side ->
        [ge] mindestens { $size }
        [le] höchstens { $size }
       *[exact] { $size }
    } { $count ->
        [one] Zeichen
       *[other] Zeichen
    }
errors--explain--length--table = erwartet wird eine Tabelle mit { $side ->
        [ge] mindestens { $size }
        [le] höchstens { $size }
       *[exact] { $size }
    } { $count ->
        [one] Schlüssel
       *[other] Schlüsseln
    }
errors--explain--not-length = { $line }, nicht { $given }
