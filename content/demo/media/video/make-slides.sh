#!/usr/bin/env bash
# Builds a narrated slide video per <name>.card.txt in this folder: <name>/index.m3u8 (HLS whose
# fragmented-MP4 segments of up to 30 s are byte ranges of one <name>/video.mp4; H.264 + mono AAC,
# 640x360) and <name>/poster.jpg (the title card, 480x270). Every demo video is made this
# way: the lessons, the video library, the dashboard sections, the class recordings and the intro.
#
# <name>.card.txt:
#   line 1  the background colour (#rrggbb)
#   line 2  the title (the same as the lesson or dashboard entry that plays it)
#   line 3  the subtitle (the exam and the skill, for example)
#   then    narration lines (spoken with espeak-ng) and key points (lines starting with '- ');
#           a narration line starting with 'fr: ' is spoken in French (the French course's examples),
#           and an optional 'voice: <espeak-ng voice>' line sets the card's English voice (en-gb).
# The first narration line is spoken over the title card. When the card has key points, the rest is
# spoken over a second card that lists them: point k appears as narration line k+1 starts (the last
# points with the last line). Without key points the title card stays on (the acme cards).
# The video lasts as long as the narration.
#
# A still card costs little: 1 frame a second, x264's stillimage tuning at CRF 34 (CRF=.. to change
# it), a key frame every 30 s, and mono AAC at 16 kHz (~20 kbit/s, enough for espeak-ng's voice);
# fragmented MP4 rather than MPEG-TS saves the ~15% TS packet overhead: ~3.5 kB a second in all.
# H.264/AAC plays in Debian's Chromium (natively and through hls.js), Safari and Firefox.
# Needs ffmpeg and espeak-ng (apt-get install -y --no-install-recommends ffmpeg espeak-ng); run by
# a developer, the output is committed. Re-runnable.
#
# Usage: ./make-slides.sh            (every card)
#        ./make-slides.sh name ...   (only these, without .card.txt)
set -euo pipefail
cd "$(dirname "$0")"
command -v espeak-ng >/dev/null || { echo "espeak-ng is required" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }

bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
fps=1
CRF="${CRF:-34}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# seconds <wav>: its length, to the millisecond.
seconds() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

# text <file> <font> <size> <x> <y> [enable] [colour]: one drawtext filter (no % expansion).
text() {
  local f="drawtext=fontfile=$2:textfile=$1:expansion=none:fontcolor=${7:-white}:fontsize=$3"
  f="$f:line_spacing=8:x=$4:y=$5"
  [ -n "${6:-}" ] && f="$f:enable='$6'"
  printf '%s' "$f"
}

# lines <file>: how many lines it has.
lines() { wc -l < "$1" | tr -d ' '; }

build() {
  local name="$1" card="$1.card.txt" d="$tmp/$1"
  mkdir -p "$d"
  local colour
  colour="$(sed -n 1p "$card")"
  sed -n 2p "$card" | fold -s -w 30 | sed 's/ *$//' > "$d/title.txt"
  sed -n 3p "$card" | fold -s -w 50 | sed 's/ *$//' > "$d/subtitle.txt"
  sed -n 2p "$card" | fold -s -w 44 | sed 's/ *$//' > "$d/heading.txt"
  tail -n +4 "$card" | grep -v '^- \|^voice: \|^ *$' > "$d/narration.txt" || true
  tail -n +4 "$card" | grep '^- ' | sed 's/^- //' > "$d/points.txt" || true

  # The narration, a line at a time, to know when each starts.
  local starts=() at=0 i=0 list="$d/list.txt" english voice
  english="$(sed -n 's/^voice: //p' "$card")"
  english="${english:-en-gb}"
  : > "$list"
  while IFS= read -r line; do
    voice="$english"
    case "$line" in "fr: "*) voice=fr-fr; line="${line#fr: }" ;; esac
    printf '%s\n' "$line" > "$d/line-$i.txt"
    espeak-ng -v "$voice" -s 155 -g 4 -f "$d/line-$i.txt" -w "$d/line-$i.wav"
    starts+=("$at")
    at="$(awk -v a="$at" -v b="$(seconds "$d/line-$i.wav")" 'BEGIN { printf "%.3f", a + b }')"
    echo "file 'line-$i.wav'" >> "$list"
    i=$((i + 1))
  done < "$d/narration.txt"
  local spoken=$i
  ffmpeg -hide_banner -loglevel error -y -f concat -safe 0 -i "$list" -c copy "$d/narration.wav"

  # Card 1: the title, a bar and the subtitle, centred on the height.
  local tl sl points
  tl="$(lines "$d/title.txt")"
  sl="$(lines "$d/subtitle.txt")"
  points="$(lines "$d/points.txt")"
  local ty=$(((360 - tl * 42 - 28 - sl * 28) / 2))
  local by=$((ty + tl * 42 + 4))
  local first="1"
  [ "$points" -gt 0 ] && [ "$spoken" -gt 1 ] && first="lt(t,${starts[1]})"
  local vf="drawbox=x=48:y=$by:w=96:h=4:color=white@0.85:t=fill:enable='$first'"
  vf="$vf,$(text "$d/title.txt" "$bold" 32 48 "$ty" "$first")"
  vf="$vf,$(text "$d/subtitle.txt" "$regular" 19 48 $((by + 22)) "$first" white@0.9)"
  local poster="$vf"

  # Card 2: the title as a heading, then the key points one by one.
  if [ "$points" -gt 0 ] && [ "$spoken" -gt 1 ]; then
    local second="gte(t,${starts[1]})" hl y k=0
    hl="$(lines "$d/heading.txt")"
    vf="$vf,drawbox=x=0:y=0:w=640:h=$((hl * 30 + 34)):color=black@0.22:t=fill:enable='$second'"
    vf="$vf,$(text "$d/heading.txt" "$bold" 22 48 20 "$second")"
    vf="$vf,$(text "$d/subtitle.txt" "$regular" 15 48 330 "$second" white@0.7)"
    y=$((hl * 30 + 60))
    while IFS= read -r point; do
      local from=$((k + 1))
      [ "$from" -ge "$spoken" ] && from=$((spoken - 1))
      local on="gte(t,${starts[$from]})"
      printf '%s\n' "$point" | fold -s -w 46 | sed 's/ *$//' > "$d/point-$k.txt"
      vf="$vf,drawbox=x=50:y=$((y + 8)):w=9:h=9:color=white@0.9:t=fill:enable='$on'"
      vf="$vf,$(text "$d/point-$k.txt" "$regular" 21 74 "$y" "$on")"
      y=$((y + $(lines "$d/point-$k.txt") * 29 + 18))
      k=$((k + 1))
    done < "$d/points.txt"
    [ "$y" -le 330 ] || echo "$name: the key points overflow the card" >&2
  fi

  rm -rf "$name"
  mkdir -p "$name"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x${colour#\#}:s=640x360:r=$fps" \
    -i "$d/narration.wav" \
    -vf "$vf" -t "$at" \
    -c:v libx264 -preset veryslow -tune stillimage -crf "$CRF" -profile:v main -level 3.0 -pix_fmt yuv420p \
    -g $((fps * 30)) -keyint_min $((fps * 30)) -sc_threshold 0 \
    -c:a aac -b:a 16k -ac 1 -ar 16000 \
    -f hls -hls_time 30 -hls_segment_type fmp4 -hls_flags single_file -hls_playlist_type vod \
    -hls_segment_filename "$name/video.mp4" "$name/index.m3u8"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x${colour#\#}:s=640x360:d=1" -vf "$poster,scale=480:270" -frames:v 1 -q:v 13 "$name/poster.jpg"
  echo "$name: $(printf '%.0f' "$(seconds "$d/narration.wav")") s, $(du -ch "$name"/* | tail -1 | cut -f1)"
}

if [ "$#" -gt 0 ]; then names=("$@"); else names=(); for f in *.card.txt; do names+=("${f%.card.txt}"); done; fi
for name in "${names[@]}"; do build "$name"; done
