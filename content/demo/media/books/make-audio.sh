#!/usr/bin/env bash
# Rebuilds this folder's demo audio clips from their transcripts: <name>.txt -> <name>.ogg
# (Ogg Opus, mono, 24 kbit/s) with espeak-ng and ffmpeg. Re-runnable: existing clips are replaced.
#
# A transcript line starting with "A: " is spoken by speaker A's voice, "B: " by speaker B's;
# any other line by speaker A. Blank lines are skipped; a short pause separates the lines.
# Voices per clip are set in VOICES below ("voiceA voiceB"); clips not listed use DEFAULT_VOICES.
#
# Usage: ./make-audio.sh            (all clips)
#        ./make-audio.sh name ...   (only these clips, without .txt)
# CLIPS_DIR=<folder> runs it on another folder's transcripts and voices.conf (media/speaking does).
set -euo pipefail
cd "${CLIPS_DIR:-$(dirname "$0")}"

DEFAULT_VOICES="en-us en-us+f3"
SPEED=150          # words per minute
PAUSE=0.5          # seconds of silence between lines
MAX_BYTES=153600   # every clip must stay under 150 KB
source ./voices.conf 2>/dev/null || true
declare -p VOICES >/dev/null 2>&1 || declare -A VOICES=()

command -v espeak-ng >/dev/null || { echo "espeak-ng is required" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
ffmpeg -loglevel error -f lavfi -i "anullsrc=r=22050:cl=mono" -t "$PAUSE" -c:a pcm_s16le "$tmp/pause.wav"

if [ "$#" -gt 0 ]; then names=("$@"); else names=(); for f in *.txt; do names+=("${f%.txt}"); done; fi

for name in "${names[@]}"; do
  read -r voice_a voice_b <<<"${VOICES[$name]:-$DEFAULT_VOICES}"
  voice_b="${voice_b:-$voice_a}"
  : >"$tmp/list.txt"
  i=0
  while IFS= read -r line || [ -n "$line" ]; do
    [ -z "${line// /}" ] && continue
    voice="$voice_a"
    case "$line" in
      "A: "*) line="${line#A: }" ;;
      "B: "*) line="${line#B: }"; voice="$voice_b" ;;
    esac
    i=$((i + 1))
    espeak-ng -v "$voice" -s "$SPEED" -w "$tmp/$i.wav" "$line"
    [ "$i" -gt 1 ] && echo "file '$tmp/pause.wav'" >>"$tmp/list.txt"
    echo "file '$tmp/$i.wav'" >>"$tmp/list.txt"
  done <"$name.txt"
  ffmpeg -loglevel error -y -f concat -safe 0 -i "$tmp/list.txt" -map_metadata -1 -fflags +bitexact \
    -ac 1 -c:a libopus -b:a 24k -flags:a +bitexact "$name.ogg"
  size=$(stat -c %s "$name.ogg")
  if [ "$size" -ge "$MAX_BYTES" ]; then echo "$name.ogg is $size bytes (limit $MAX_BYTES)" >&2; exit 1; fi
  echo "$name.ogg  $size bytes"
done
