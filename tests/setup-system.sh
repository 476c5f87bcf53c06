#!/bin/sh
# The system tools the tests read pnp's files with, installed where the machine allows it: Debian's or Ubuntu's
# apt-get, as root or through sudo without a password prompt. Elsewhere it says what is missing and goes on: each
# test that needs a missing tool skips with a one-line reason. It always exits 0, so the README's test command
# (and .ci/run, which runs that command) goes on to the tests.
#   pdftoppm, pdffonts (poppler-utils), qpdf, rsvg-convert (librsvg2-bin), gs (ghostscript),
#   chromium and chromedriver (chromium, chromium-driver: pnp watch's test in a real browser)
packages="poppler-utils qpdf librsvg2-bin ghostscript chromium chromium-driver"
missing=""
for tool in pdftoppm pdffonts qpdf rsvg-convert gs chromium chromedriver; do
  command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
[ -z "$missing" ] && exit 0
say() { echo "setup-system: $*" >&2; }
if ! command -v apt-get >/dev/null 2>&1; then
  say "no apt-get here; the tests that need$missing will skip (install them with your package manager)"
  exit 0
fi
if [ "$(id -u)" = 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  say "installing needs root; the tests that need$missing will skip (sudo apt-get install $packages)"
  exit 0
fi
say "installing $packages (for$missing)"
apt() { $as_root env DEBIAN_FRONTEND=noninteractive apt-get "$@" >/dev/null 2>&1; }
apt update -qq || say "apt-get update failed; trying with the lists already here"
# the browser apart: where it cannot be had (Ubuntu ships it as a snap), the other tools still install
for group in "poppler-utils qpdf librsvg2-bin ghostscript" "chromium chromium-driver"; do
  apt install -y -qq --no-install-recommends $group || say "apt-get could not install $group; the tests that need them will skip"
done
exit 0
