# Les messages de pnp sur un kit entier (pnp/kit.py, pnp/jobs.py, pnp/proof.py…) : ce qui ne va pas et que faire ;
# le fichier et le champ sont placés devant par l'erreur elle-même.
errors--kit--language-missing = ce texte est donné en { $given } mais pas en « { $lang } » ; ajoutez { $lang } = "…" à côté, ou construisez dans une langue que le fichier donne
errors--kit--no-piece = aucune pièce ne s'appelle « { $name } » ; le jeu a : { $pieces }
errors--kit--none = aucune
errors--kit--side = face « { $side } » inconnue ; choisissez front (recto) ou back (verso)
errors--kit--no-back = la pièce « { $name } » n'a pas de verso
