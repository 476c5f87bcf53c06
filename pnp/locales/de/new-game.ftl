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
