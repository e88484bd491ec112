#!/bin/sh
# Makes app/fonts/ (the Arabic face of the Arabic pages) from @fontsource's
# IBM Plex Sans Arabic, Arabic subset, weights 400/600/700 (issue 12). Run by
# hand when the font package changes; nothing runs it at build, test or start.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
#
# What it drops, and why the pages lose nothing:
# - Code points outside the Arabic block (U+0600-06FF) and the joiners and
#   direction marks (U+200C-200F): the Arabic Supplement and Extended blocks
#   and the presentation forms. Shaping goes through the font's GSUB tables,
#   whose glyphs the subset keeps (all layout features, closed over the kept
#   code points); a character outside the range is drawn by the fallback face
#   (app/[locale]/layout.tsx declares the same unicode-range).
# - TrueType hinting instructions, which today's browsers do not use for web
#   fonts on phones, Macs or DirectWrite (Google Fonts serves them unhinted too).
# Each file goes from about 44 kB to about 22 kB.
set -eu
cd "$(dirname "$0")/.."
PY=${PYTHON:-/usr/bin/python3}
for w in 400 600 700; do
  name=ibm-plex-sans-arabic-arabic-$w-normal.woff2
  "$PY" -m fontTools.subset "node_modules/@fontsource/ibm-plex-sans-arabic/files/$name" \
    --unicodes='U+0600-06FF,U+200C-200F' --layout-features='*' --no-hinting \
    --flavor=woff2 --output-file="app/fonts/$name"
done
ls -l app/fonts
