#!/usr/bin/env bash
# Makes sure a Chromium is there for the browser tests, without downloading a browser build:
# CHROMIUM_PATH, else Debian's /usr/bin/chromium (installed with apt-get when running as root), else the browser
# Playwright already has on this machine. Otherwise it says what to install and fails.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then echo "Chromium: $CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH is set to $CHROMIUM_PATH, which is not an executable." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then echo "Chromium: /usr/bin/chromium"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  echo "Chromium: /usr/bin/chromium"
  exit 0
fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
  echo "Chromium: Playwright's own browser"
  exit 0
fi
cat >&2 <<'MSG'
No Chromium found for the browser tests. Install one of:
  - Debian/Ubuntu:  sudo apt-get install chromium        (then it is found at /usr/bin/chromium)
  - any Chromium or Chrome, and point CHROMIUM_PATH at its executable
MSG
exit 1
