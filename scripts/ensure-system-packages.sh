#!/usr/bin/env bash
# Installs the Debian packages the tests and benchmarks use (Chromium for the browser tests, ffmpeg,
# GStreamer and mkvtoolnix for generated media, MediaInfo for reference probes, poppler-utils to read and render
# the printed report's PDF) when they are missing: as root directly,
# otherwise through sudo when it needs no password. Nothing else is downloaded.
set -euo pipefail
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v mediainfo >/dev/null || missing+=(mediainfo)
command -v mkvmerge >/dev/null || missing+=(mkvtoolnix)
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
# The generated corpus's GStreamer pipelines: test sources, VP8/Opus/FLAC (good, base), libav encoders, muxers (bad).
command -v gst-launch-1.0 >/dev/null || missing+=(gstreamer1.0-tools)
for plugin in vp8enc:gstreamer1.0-plugins-good opusenc:gstreamer1.0-plugins-base avenc_aac:gstreamer1.0-libav mpegtsmux:gstreamer1.0-plugins-bad; do
  command -v gst-inspect-1.0 >/dev/null && gst-inspect-1.0 "${plugin%%:*}" >/dev/null 2>&1 || missing+=("${plugin#*:}")
done
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
