#!/usr/bin/env bash
# Regenerates the demo HLS sample served at /demo-media/video/sample/index.m3u8:
# 20 s of ffmpeg's testsrc2 (a running timer and colour bars) with a 440 Hz tone and the caption
# 'Sample lesson video' (no company's name: every company's lessons may use it), 640x360,
# H.264 baseline + AAC in ~4 s MPEG-TS segments, plus poster.jpg. About 0.9 MB in all.
# H.264/AAC plays in Debian's Chromium (natively and through hls.js), Safari and Firefox.
# Needs ffmpeg (apt-get install -y ffmpeg).
set -euo pipefail
cd "$(dirname "$0")"
out=sample
rm -rf "$out"
mkdir -p "$out"

# A caption bar when a font is at hand; testsrc2 draws its own running timer either way.
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
vf="null"
if [ -f "$font" ]; then
  vf="drawbox=x=0:y=ih-40:w=iw:h=40:color=black@0.6:t=fill,drawtext=fontfile=$font:text='Sample lesson video':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=h-30"
fi

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=25:duration=20" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=20" \
  -vf "$vf" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 250k -maxrate 300k -bufsize 600k \
  -g 50 -keyint_min 50 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 \
  -f hls -hls_time 4 -hls_playlist_type vod \
  -hls_segment_filename "$out/segment-%03d.ts" "$out/index.m3u8"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=25:duration=3" -vf "$vf" -ss 2 -frames:v 1 -q:v 5 "$out/poster.jpg"

du -ch "$out"/* | tail -1
