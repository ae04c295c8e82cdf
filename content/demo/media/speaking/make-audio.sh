#!/usr/bin/env bash
# Rebuilds the demo's spoken answers (a student's IELTS Speaking recordings, seeded into the
# Evaluations queue) from their transcripts: <name>.txt -> <name>.ogg, with media/books' script.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
CLIPS_DIR="$here" exec "$here/../books/make-audio.sh" "$@"
