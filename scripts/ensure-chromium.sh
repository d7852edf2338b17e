#!/usr/bin/env bash
# Makes sure a Chromium is there for the browser tests, without downloading a browser build:
# CHROMIUM_PATH, else Debian's /usr/bin/chromium (installed with apt-get when running as root), else the browser
# Playwright already has on this machine. Otherwise it says what to install and fails.
# Then makes sure the system has a Chinese face, as every Chinese reader's machine has (docs/decisions.md, "Fonts").
set -euo pipefail

is_root_with_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

# Until a page's web fonts arrive, Chinese is drawn in a system CJK face sized like Noto Sans SC (the
# `Noto Sans SC Fallback` face), so the swap moves nothing. A machine with no CJK face at all draws it with the Latin
# fallback's metrics instead, and every Chinese line grows when Noto Sans SC arrives: a layout shift of about 0.06 on
# /cases/all whenever the fonts come after the first paint (seen under load). Debian's Noto Sans CJK SC is one of the
# faces the fallback names.
ensure_cjk_face() {
  if command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh-cn family)" ]; then return 0; fi
  if is_root_with_apt; then
    echo "Installing Debian's fonts-noto-cjk package (a system Chinese face)..."
    if apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends fonts-noto-cjk >/dev/null; then
      return 0
    fi
  fi
  # Not a reason to stop the other checks: only the Chinese pages' layout-shift tests depend on it.
  echo "No system Chinese face: the Chinese pages' layout-shift tests with late fonts will fail. Install one:" >&2
  echo "  sudo apt-get install fonts-noto-cjk" >&2
}

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    if [ -x "$CHROMIUM_PATH" ]; then echo "Chromium: $CHROMIUM_PATH"; return 0; fi
    echo "CHROMIUM_PATH is set to $CHROMIUM_PATH, which is not an executable." >&2
    return 1
  fi
  if [ -x /usr/bin/chromium ]; then echo "Chromium: /usr/bin/chromium"; return 0; fi
  if is_root_with_apt; then
    echo "Installing Debian's chromium package..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
    echo "Chromium: /usr/bin/chromium"
    return 0
  fi
  if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
    echo "Chromium: Playwright's own browser"
    return 0
  fi
  cat >&2 <<'MSG'
No Chromium found for the browser tests. Install one of:
  - Debian/Ubuntu:  sudo apt-get install chromium        (then it is found at /usr/bin/chromium)
  - any Chromium or Chrome, and point CHROMIUM_PATH at its executable
MSG
  return 1
}

# Called bare, not in a condition, so `set -e` still stops the script at a failed install inside it.
ensure_chromium
ensure_cjk_face
