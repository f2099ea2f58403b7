#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell (docs/decisions/186); no test tool may
# download a browser of its own. Hindi pages need a Devanagari font, or screenshots show empty boxes:
# Lohit Devanagari (under 200 kB), installed in the same step (docs/decisions/172).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
has_devanagari() { command -v fc-list >/dev/null && fc-list :lang=hi | grep -q .; }
if [ -x "$CHROMIUM" ] && has_devanagari; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium's headless shell or a Devanagari font is missing: installing them with apt-get (one time)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-lohit-deva >/dev/null
  exit 0
fi
echo "Chromium's headless shell or a Devanagari font is missing: install them with 'sudo apt-get install -y chromium-headless-shell fonts-lohit-deva' (or set CHROMIUM_PATH to a Chromium), then run the tests again." >&2
exit 1
