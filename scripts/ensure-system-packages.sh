#!/usr/bin/env bash
# Installs the Debian packages the tests and benchmarks use (Chromium for the browser tests, ffmpeg
# and MediaInfo for generated media and reference probes) when they are missing: as root directly,
# otherwise through sudo when it needs no password. Nothing else is downloaded.
set -euo pipefail
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v mediainfo >/dev/null || missing+=(mediainfo)
((${#missing[@]})) || exit 0
if [ "$(id -u)" = 0 ]; then
  run=()
elif sudo -n true 2>/dev/null; then
  run=(sudo)
else
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
