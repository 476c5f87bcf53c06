# Les messages de pnp sur un fichier de police lu dans ses limites (pnp/model/font_limits.py) : un fichier
# endommagé, un WOFF, un WOFF2 ou une collection, une licence qui interdit l'incorporation (fsType OS/2), une
# police CFF trop coûteuse à convertir.
errors--font-file--damaged = « { $name } » est endommagée ({ $what }) ; exportez-la de nouveau en .ttf
errors--font-file--header-short = son en-tête est tronqué
errors--font-file--directory = son répertoire annonce { $count } { $count ->
        [one] table
       *[other] tables
    }
errors--font-file--table-past-end = sa table « { $table } » dépasse la fin du fichier
errors--font-file--woff-header-short = son en-tête WOFF est tronqué
errors--font-file--woff-directory = son répertoire WOFF annonce { $count } { $count ->
        [one] table
       *[other] tables
    }
errors--font-file--woff-table-past-end = sa table WOFF « { $table } » dépasse la fin du fichier ou est plus grande compressée que décompressée
errors--font-file--woff-not-zlib = sa table WOFF « { $table } » n'est pas un flux zlib
errors--font-file--woff-table-size = sa table WOFF « { $table } » se décompresse en { $count } { $count ->
        [one] octet
       *[other] octets
    }, et non en les { $size } qu'elle annonce
errors--font-file--glyph-of-itself = son glyphe « { $glyph } » est fait de lui-même ou de pièces imbriquées sur plus de { $most } niveaux
errors--font-file--glyph-lacks-part = son glyphe « { $glyph } » est fait d'un glyphe « { $part } » qu'elle n'a pas
errors--font-file--woff2 = « { $name } » est une police WOFF2, que pnp ne décompresse pas ; convertissez-la en .ttf (par exemple avec `fonttools ttLib.woff2 decompress` de fontTools) et donnez ce fichier
errors--font-file--collection = « { $name } » est une collection de polices (plusieurs polices dans un seul fichier) ; donnez l'une de ses polices en .ttf ou .otf
errors--font-file--woff-wraps-no-font = « { $name } » n'est pas une police que fontTools sait lire (son WOFF ne contient aucune police TrueType ni OpenType) ; exportez-la de nouveau en .ttf ou .otf
errors--font-file--woff-too-large = « { $name } » est une police WOFF qui se décompresserait en { $size }, plus que les { $most } permis pour une police ; donnez la police en fichier .ttf ou .otf de taille raisonnable
errors--font-file--woff-bomb = « { $name } » est une police WOFF dont la table « { $table } » se décompresse en plus que les { $size } qu'elle annonce (une bombe de décompression) ; donnez la police en fichier .ttf ou .otf
errors--font-file--megabytes = { $count } Mo
errors--font-file--bytes = { $count } { $count ->
        [one] octet
       *[other] octets
    }
errors--font-file--not-embeddable = « { $name } » ne peut pas être incorporée (son fsType OS/2 vaut { $bits }) : { $why }
errors--font-file--licence-restricted = sa licence interdit de l'incorporer dans un document ; demandez à son auteur ou choisissez une autre police
errors--font-file--licence-bitmaps = sa licence ne permet d'incorporer que ses bitmaps, et pnp incorpore des contours ; demandez à son auteur ou choisissez une autre police
errors--font-file--licence-no-subsetting = sa licence interdit d'en incorporer une partie seulement, et pnp n'incorpore que les caractères dont un document se sert ; demandez à son auteur ou choisissez une autre police
errors--font-file--cff = « { $name } » a des contours PostScript (CFF) qui { $why } ; donnez la police en TrueType (.ttf), ou exportez-la de nouveau depuis un éditeur de polices
errors--font-file--cff-glyph-work = exécutent plus de { $most } octets d'instructions pour un seul glyphe
errors--font-file--cff-font-work = exécutent plus de { $most } octets d'instructions en tout
errors--font-file--cff-seconds = demandent plus de { $most } s de conversion
errors--font-file--cff-nested = appellent des sous-routines imbriquées sur plus de { $most } niveaux (une chaîne ou une boucle)
errors--font-file--cff-damaged = sont illisibles (un charstring endommagé)
errors--font-file--cff-glyphs = « { $name } » a { $count } { $count ->
        [one] glyphe
       *[other] glyphes
    } en contours PostScript (CFF), plus que les { $most } que pnp convertit en TrueType ; donnez la police en TrueType (.ttf)
