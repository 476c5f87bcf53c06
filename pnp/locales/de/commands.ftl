# Meldungen von pnp zu einem ganzen Kit (pnp/kit.py, pnp/jobs.py, pnp/proof.py …): was nicht stimmt und was zu tun
# ist; Datei und Feld stellt der Fehler selbst voran.
errors--kit--language-missing = dieser Text steht auf { $given }, aber nicht auf „{ $lang }“; ergänzen Sie { $lang } = "…" daneben oder bauen Sie in einer Sprache, die die Datei enthält
errors--kit--no-piece = kein Spielteil heißt „{ $name }“; das Spiel hat: { $pieces }
errors--kit--none = keines
errors--kit--side = unbekannte Seite „{ $side }“; nehmen Sie front (Vorderseite) oder back (Rückseite)
errors--kit--no-back = das Spielteil „{ $name }“ hat keine Rückseite
