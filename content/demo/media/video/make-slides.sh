#!/usr/bin/env bash
# Builds a narrated title-card video per <name>.card.txt in this folder: <name>/index.m3u8 (HLS,
# ~4 s MPEG-TS segments, H.264 baseline + AAC, 640x360) and <name>/poster.jpg. A company's own
# dashboard videos are made this way, so no portal shows another company's name.
#
# <name>.card.txt: line 1 the background colour (#rrggbb), line 2 the title, line 3 the subtitle,
# the remaining lines the narration (spoken with espeak-ng; the video lasts as long as it does).
# Needs ffmpeg and espeak-ng (apt-get install -y ffmpeg espeak-ng). Re-runnable.
#
# Usage: ./make-slides.sh            (every card)
#        ./make-slides.sh name ...   (only these, without .card.txt)
set -euo pipefail
cd "$(dirname "$0")"
command -v espeak-ng >/dev/null || { echo "espeak-ng is required" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }

bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

if [ "$#" -gt 0 ]; then names=("$@"); else names=(); for f in *.card.txt; do names+=("${f%.card.txt}"); done; fi

for name in "${names[@]}"; do
  card="$name.card.txt"
  colour="$(sed -n 1p "$card")"
  sed -n 2p "$card" > "$tmp/title.txt"
  sed -n 3p "$card" > "$tmp/subtitle.txt"
  tail -n +4 "$card" > "$tmp/narration.txt"
  espeak-ng -v en-gb -s 150 -f "$tmp/narration.txt" -w "$tmp/narration.wav"
  # The picture: the title, the subtitle and a thin bar, on the company's colour.
  vf="drawbox=x=40:y=200:w=120:h=4:color=white@0.8:t=fill"
  vf="$vf,drawtext=fontfile=$bold:textfile=$tmp/title.txt:fontcolor=white:fontsize=30:x=40:y=140"
  vf="$vf,drawtext=fontfile=$regular:textfile=$tmp/subtitle.txt:fontcolor=white@0.9:fontsize=18:x=40:y=224"
  rm -rf "$name"
  mkdir -p "$name"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x${colour#\#}:s=640x360:r=25" \
    -i "$tmp/narration.wav" \
    -vf "$vf" -shortest \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 150k -maxrate 200k -bufsize 400k \
    -g 50 -keyint_min 50 -sc_threshold 0 \
    -c:a aac -b:a 48k -ac 1 -ar 44100 \
    -f hls -hls_time 4 -hls_playlist_type vod \
    -hls_segment_filename "$name/segment-%03d.ts" "$name/index.m3u8"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x${colour#\#}:s=640x360:d=1" -vf "$vf" -frames:v 1 -q:v 5 "$name/poster.jpg"
  seconds="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$tmp/narration.wav")"
  echo "$name: ${seconds%.*} s, $(du -ch "$name"/* | tail -1 | cut -f1)"
done
