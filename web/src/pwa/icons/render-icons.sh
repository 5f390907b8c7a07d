#!/usr/bin/env bash
# Renders the app icons in web/public from these SVGs with headless Chromium (run from anywhere):
#   any.svg      -> public/icons/icon-192.png, icon-512.png (rounded square, purpose "any")
#   maskable.svg -> public/icons/icon-maskable-512.png (full bleed, crown inside the 80% safe zone)
#   apple.svg    -> public/apple-touch-icon.png (180 px, opaque: iOS rounds the corners itself)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
public="$here/../../../public"
chrome=${CHROME_PATH:-/usr/bin/chromium}
tmp=$(mktemp -d)
render() { # svg size out
  printf '<html><body style="margin:0;overflow:hidden"><img src="file://%s" style="display:block;width:%spx;height:%spx"></body></html>' \
    "$here/$1" "$2" "$2" >"$tmp/page.html"
  "$chrome" --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --default-background-color=00000000 \
    --window-size="$2,$2" --screenshot="$3" "file://$tmp/page.html" 2>/dev/null
}
render any.svg 192 "$public/icons/icon-192.png"
render any.svg 512 "$public/icons/icon-512.png"
render maskable.svg 512 "$public/icons/icon-maskable-512.png"
render apple.svg 180 "$public/apple-touch-icon.png"
rm -rf "$tmp"
