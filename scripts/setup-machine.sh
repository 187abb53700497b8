#!/usr/bin/env bash
# What the test suite needs beyond npm, from Debian's packages, installed where it can be (root on
# Debian) and named where it cannot. Called by `npm test` before anything runs and by CI (.ci/run).
#   Chromium     the end-to-end suite drives Debian's Chromium (or CHROMIUM_PATH); it never downloads one.
#   a CJK font   screenshots kept from the end-to-end suite show Chinese text.
#   nginx        the deploy doc's nginx config is checked with `nginx -t` (skipped without it).
# Exit 1, in its first seconds, when Chromium is missing and cannot be installed here.
set -uo pipefail

can_install() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }
apt_install() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1 \
    || { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1; }
}

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ -z "${CHROMIUM_PATH:-}" ] && can_install; then
    echo "Installing Chromium from Debian's packages..."
    apt_install chromium || true
  fi
  if [ ! -x "$chromium" ]; then
    echo "Chromium not found at $chromium: the end-to-end suite needs it." >&2
    echo "Install Debian's package (as root: apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again." >&2
    exit 1
  fi
fi

if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; then
  if can_install; then
    echo "Installing a Chinese font from Debian's packages..."
    apt_install fonts-wqy-zenhei || echo "No Chinese font could be installed: screenshots will show boxes for Chinese text."
  else
    echo "No Chinese font: screenshots will show boxes for Chinese text (apt-get install -y fonts-wqy-zenhei)."
  fi
fi

if [ ! -x /usr/sbin/nginx ] && can_install; then
  echo "Installing nginx from Debian's packages..."
  apt_install nginx || echo "nginx could not be installed: the nginx config check is skipped."
fi
exit 0
