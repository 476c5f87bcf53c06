#!/usr/bin/env bash
# Every printed file of the four kits in A4/Letter x fr/en x colour/B&W, hashed: run before and after a
# refactor and diff the two lists (pnp build writes the same bytes for the same input).
# usage: benchmarks/snapshot.sh PNP OUT_DIR > hashes.txt
set -euo pipefail
pnp=$1; out=$2
for paper in a4 letter; do for lang in fr en; do for ink in color bw; do
  "$pnp" build all --paper "$paper" --lang "$lang" --ink "$ink" --format kit,pdf,svg --out "$out/$paper-$lang-$ink" --force >/dev/null
done; done; done
cd "$out" && find . -type f ! -name '.pnp-manifest.json' ! -name 'index.html' -print0 | sort -z | xargs -0 sha256sum
