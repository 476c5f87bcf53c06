# pnp's messages about a designer's font file read within limits (pnp/model/font_limits.py): a damaged file, a
# WOFF, WOFF2 or collection, a licence forbidding embedding (OS/2 fsType), a CFF font too costly to convert.
errors--font-file--damaged = '{ $name }' is damaged ({ $what }); export it again as .ttf
errors--font-file--header-short = its header is cut short
errors--font-file--directory = its directory lists { $count } { $count ->
        [one] table
       *[other] tables
    }
errors--font-file--table-past-end = its table '{ $table }' lies past the end of the file
errors--font-file--woff-header-short = its WOFF header is cut short
errors--font-file--woff-directory = its WOFF directory lists { $count } { $count ->
        [one] table
       *[other] tables
    }
errors--font-file--woff-table-past-end = its WOFF table '{ $table }' lies past the end of the file or is larger packed than unpacked
errors--font-file--woff-not-zlib = its WOFF table '{ $table }' is not a zlib stream
errors--font-file--woff-table-size = its WOFF table '{ $table }' unpacks to { $count } { $count ->
        [one] byte
       *[other] bytes
    }, not the { $size } it declares
errors--font-file--glyph-of-itself = its glyph '{ $glyph }' is built of itself or of parts nested over { $most } deep
errors--font-file--glyph-lacks-part = its glyph '{ $glyph }' is built of a glyph '{ $part }' it lacks
errors--font-file--woff2 = '{ $name }' is a WOFF2 font, which pnp does not unpack; convert it to .ttf (e.g. fontTools' `fonttools ttLib.woff2 decompress`) and give that file
errors--font-file--collection = '{ $name }' is a font collection (several fonts in one file); give one of its fonts as .ttf or .otf
errors--font-file--woff-wraps-no-font = '{ $name }' is not a font fontTools can read (its WOFF wraps no TrueType or OpenType font); export it again as .ttf or .otf
errors--font-file--woff-too-large = '{ $name }' is a WOFF font that would unpack to { $size }, more than the { $most } a font may take; give the font as a .ttf or .otf file of sensible size
errors--font-file--woff-bomb = '{ $name }' is a WOFF font whose table '{ $table }' unpacks to more than the { $size } it declares (a zip bomb); give the font as a .ttf or .otf file
errors--font-file--megabytes = { $count } MB
errors--font-file--bytes = { $count } { $count ->
        [one] byte
       *[other] bytes
    }
errors--font-file--not-embeddable = '{ $name }' cannot be embedded (its OS/2 fsType is { $bits }): { $why }
errors--font-file--licence-restricted = its licence forbids embedding it in a document; ask its author or choose another font
errors--font-file--licence-bitmaps = its licence allows embedding its bitmaps only, and pnp embeds outlines; ask its author or choose another font
errors--font-file--licence-no-subsetting = its licence forbids embedding part of it, and pnp embeds only the characters a document uses; ask its author or choose another font
errors--font-file--cff = '{ $name }' has PostScript (CFF) outlines that { $why }; give the font as TrueType (.ttf), or export it again from a font editor
errors--font-file--cff-glyph-work = run over { $most } bytes of instructions for one glyph
errors--font-file--cff-font-work = run over { $most } bytes of instructions in all
errors--font-file--cff-seconds = take over { $most } s to convert
errors--font-file--cff-nested = call subroutines nested over { $most } deep (a chain or a loop)
errors--font-file--cff-damaged = cannot be read (a damaged charstring)
errors--font-file--cff-glyphs = '{ $name }' has { $count } { $count ->
        [one] glyph
       *[other] glyphs
    } in PostScript (CFF) outlines, more than the { $most } pnp converts to TrueType; give the font as TrueType (.ttf)
