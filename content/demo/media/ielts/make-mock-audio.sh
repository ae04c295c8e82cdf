#!/usr/bin/env bash
# Generates the Listening recordings of IELTS Academic Mock Test 1 from mock-1-transcripts.md:
# each speaker line is spoken by espeak-ng (one voice per speaker) to a WAV file, the lines are
# joined with short pauses, and the result is encoded to Ogg Opus, mono, 24 kbit/s:
#   mock-1-listening-part1.ogg … mock-1-listening-part4.ogg (next to this script).
# Re-runnable: the outputs are overwritten. Needs espeak-ng and ffmpeg (with libopus).
# Usage: content/demo/media/ielts/make-mock-audio.sh [part-number…]   (default: 1 2 3 4)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
transcripts="$here/mock-1-transcripts.md"
espeak="${ESPEAK:-espeak-ng}"
ffmpeg="${FFMPEG:-ffmpeg}"
rate=22050          # espeak-ng's native sample rate
gap_speaker=0.55    # seconds of silence between lines
lead_in=1.0         # seconds of silence at the start and the end

command -v "$espeak" >/dev/null || { echo "espeak-ng not found" >&2; exit 1; }
command -v "$ffmpeg" >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }
[[ -f "$transcripts" ]] || { echo "missing $transcripts" >&2; exit 1; }

# espeak-ng arguments per speaker: voice+variant, words per minute, pitch (0-99).
voice_for() {
  case "$1" in
    TOM)        echo "-v en-gb -s 160 -p 40" ;;
    HELEN)      echo "-v en-gb+f3 -s 160 -p 60" ;;
    CLAIRE)     echo "-v en-gb+f4 -s 165 -p 55" ;;
    "DR CLARKE") echo "-v en-gb-x-rp -s 160 -p 30" ;;
    MAYA)       echo "-v en-us+f2 -s 165 -p 65" ;;
    BEN)        echo "-v en-gb-scotland -s 165 -p 50" ;;
    LECTURER)   echo "-v en-us -s 165 -p 45" ;;
    *) echo "unknown speaker '$1' (add it to voice_for)" >&2; return 1 ;;
  esac
}

# The speaker lines of one part: "NAME<TAB>text", from its "## Part N" heading to the next heading.
lines_of_part() {
  awk -v part="$1" '
    /^## / { inpart = ($0 == "## Part " part); next }
    inpart && /^[A-Z][A-Z ]*: / {
      i = index($0, ": ")
      printf "%s\t%s\n", substr($0, 1, i - 1), substr($0, i + 2)
    }' "$transcripts"
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$ffmpeg" -nostdin -v error -f lavfi -i "anullsrc=r=$rate:cl=mono" -t "$gap_speaker" -c:a pcm_s16le "$work/gap.wav"
"$ffmpeg" -nostdin -v error -f lavfi -i "anullsrc=r=$rate:cl=mono" -t "$lead_in" -c:a pcm_s16le "$work/lead.wav"

parts=("$@")
[[ ${#parts[@]} -gt 0 ]] || parts=(1 2 3 4)

for part in "${parts[@]}"; do
  dir="$work/part$part"
  mkdir -p "$dir"
  list="$dir/list.txt"
  echo "file '$work/lead.wav'" >"$list"
  n=0
  while IFS=$'\t' read -r speaker text; do
    n=$((n + 1))
    wav="$dir/$(printf '%03d' "$n").wav"
    args="$(voice_for "$speaker")"
    # shellcheck disable=SC2086 # the voice arguments are meant to split
    "$espeak" $args -w "$dir/raw.wav" -- "$text" </dev/null
    # One format for every line so the concat demuxer can join them.
    "$ffmpeg" -nostdin -v error -y -i "$dir/raw.wav" -ar "$rate" -ac 1 -c:a pcm_s16le "$wav"
    echo "file '$wav'" >>"$list"
    echo "file '$work/gap.wav'" >>"$list"
  done < <(lines_of_part "$part")
  if [[ $n -eq 0 ]]; then
    echo "no lines found for Part $part in $transcripts" >&2
    exit 1
  fi
  echo "file '$work/lead.wav'" >>"$list"
  out="$here/mock-1-listening-part$part.ogg"
  "$ffmpeg" -nostdin -v error -y -f concat -safe 0 -i "$list" -ac 1 -c:a libopus -b:a 24k -application voip "$out"
  secs="$( ("$ffmpeg" -nostdin -i "$out" 2>&1 || true) | sed -n 's/.*Duration: \([0-9:.]*\).*/\1/p')"
  echo "Part $part: $n lines, $secs, $(( $(stat -c %s "$out") / 1024 )) KB -> $out"
done
