#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; no test tool may download a browser of its own.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing it with apt-get (one time)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then run the tests again." >&2
exit 1
