#!/usr/bin/env bash
# Builds the audio of IELTS Academic Listening Practice Test 1 (Parts 1-4) with espeak-ng and ffmpeg.
# Each transcript line is spoken in its speaker's voice into a WAV file, short pauses go between
# the lines, and each part is encoded to Ogg Opus, mono, 24 kbit/s.
# Re-runnable: ./make-audio.sh   (writes listening-practice-1-part{1..4}.ogg next to this script)
# The words are the same as listening-practice-1-transcripts.md; edit both together.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

command -v espeak-ng >/dev/null || { echo 'espeak-ng is needed' >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo 'ffmpeg is needed' >&2; exit 1; }

# Speaker -> espeak-ng arguments (voice, pitch, speed).
declare -A VOICE=(
  [RECEPTIONIST]='-v en-gb+f3 -p 55 -s 155'
  [CALLER]='-v en-us+m3 -p 40 -s 150'
  [GUIDE]='-v en-gb-x-rp+m1 -p 45 -s 155'
  [TUTOR]='-v en-gb+m7 -p 35 -s 150'
  [MAYA]='-v en-gb+f4 -p 65 -s 160'
  [TOM]='-v en-us+m1 -p 50 -s 160'
  [LECTURER]='-v en-gb+f2 -p 50 -s 150'
)

silence() { # seconds, output
  ffmpeg -nostdin -loglevel error -y -f lavfi -i anullsrc=r=22050:cl=mono -t "$1" -c:a pcm_s16le "$2"
}

# make_part N < lines ("SPEAKER|text", blank lines ignored)
make_part() {
  local n="$1" i=0 list="$work/part$1.txt"
  : >"$list"
  silence 0.7 "$work/gap.wav"
  silence 1.5 "$work/lead.wav"
  echo "file '$work/lead.wav'" >>"$list"
  while IFS='|' read -r speaker text; do
    [[ -z "${speaker// /}" ]] && continue
    i=$((i + 1))
    local wav
    wav="$(printf '%s/p%s-%03d.wav' "$work" "$n" "$i")"
    # shellcheck disable=SC2086
    espeak-ng ${VOICE[$speaker]} -w "$wav" "$text"
    # espeak-ng writes 22050 Hz mono; normalise the format so the concat demuxer can join them.
    ffmpeg -nostdin -loglevel error -y -i "$wav" -ar 22050 -ac 1 -c:a pcm_s16le "$wav.norm.wav"
    echo "file '$wav.norm.wav'" >>"$list"
    echo "file '$work/gap.wav'" >>"$list"
  done
  ffmpeg -nostdin -loglevel error -y -f concat -safe 0 -i "$list" -ac 1 -c:a libopus -b:a 24k -application voip \
    "$here/listening-practice-1-part$n.ogg"
  echo "part $n: $(du -k "$here/listening-practice-1-part$n.ogg" | cut -f1) KB," \
    "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$here/listening-practice-1-part$n.ogg") s"
}

make_part 1 <<'LINES'
RECEPTIONIST|Good morning, Hartley Sports Centre, Emma speaking. How can I help you?
CALLER|Hi. I'd like to book a room for a children's birthday party, please.
RECEPTIONIST|Of course. Can I take your name first?
CALLER|Yes, it's Daniel Ferris. That's F, E, double R, I, S.
RECEPTIONIST|Thank you, Mr Ferris. And a contact number?
CALLER|It's oh seven nine five three, four four one, six eight two.
RECEPTIONIST|And your address?
CALLER|Twenty-two Malvern Road. That's M, A, L, V, E, R, N.
RECEPTIONIST|Lovely. What date were you thinking of?
CALLER|Saturday the fourteenth of June, in the afternoon.
RECEPTIONIST|Let me check. Yes, the Garden Room is free that afternoon. How many children will be coming?
CALLER|About eighteen.
RECEPTIONIST|Then the Garden Room is ideal. It holds up to twenty-five. The charge is forty-five pounds for two hours.
CALLER|Great. Can we bring our own food?
RECEPTIONIST|Yes, you can, but we don't allow anything containing nuts, because of allergies.
CALLER|That's fine. Do you offer any entertainment?
RECEPTIONIST|We usually have a magician, but he's already booked that day. We can offer a bouncy castle for an extra fifteen pounds.
CALLER|We'll take the bouncy castle, then.
RECEPTIONIST|To confirm the booking, there's a deposit of twenty pounds, which you can pay by card.
CALLER|No problem. Oh, and where should the parents park?
RECEPTIONIST|The main car park will be closed for repairs, so please use the one behind the library.
CALLER|Behind the library. Thanks very much.
LINES

make_part 2 <<'LINES'
GUIDE|Good morning, everyone, and welcome to Ashcombe Wetland Centre. My name's Peter, and I'm one of the volunteer wardens.
GUIDE|Many visitors think this land was always farmland. It was, a long time ago, but just before the centre opened in nineteen ninety-eight, it was a gravel quarry.
GUIDE|We do run school visits, but our main project this year is restoring the reed beds along the northern shore, to bring back rare birds such as the bittern.
GUIDE|Just two rules. Please don't feed the birds, as bread is bad for them, and please keep to the paths at all times. Photography is welcome, and so are dogs, on a lead.
GUIDE|Free guided walks normally leave at half past eleven and at two o'clock. Today, though, the eleven thirty walk is full with a school group, so the next walk with spaces is at two.
GUIDE|Now, please look at the plan. We're in the visitor centre, at the bottom. The gift shop is just to the left of the entrance as you go out.
GUIDE|The main path runs north and then divides. Take the left-hand path, and you'll see the small pond on your left. The cafe is right beside it, between the pond and the path.
GUIDE|Directly across the path from the cafe is the picnic area.
GUIDE|That path then takes you to the western shore of the lake, where you'll find the observation tower.
GUIDE|The right-hand path leads towards the woodland, and the children's play area is at the edge of the trees.
GUIDE|Finally, our biggest bird hide, the Kingfisher Hide, is on the northern shore of the lake, at the top of the plan. Enjoy your visit!
LINES

make_part 3 <<'LINES'
TUTOR|So, Maya, Tom, how's the library project going?
MAYA|Quite well, thanks. We chose the topic because we both kept failing to find anywhere to study during the exams last term.
TUTOR|Personal experience is a good starting point. And the survey?
TOM|We got over three hundred responses, so numbers weren't a problem. But lots of people misunderstood the question about group work, so that data isn't reliable.
TUTOR|That happens. Just be honest about it in the report. I'd suggest two additions. First, interview some of the library staff, so you have their point of view. Second, compare the library with at least one other university. You don't need to repeat the survey.
MAYA|OK. For the recommendations, we've gone area by area. For the ground floor, we first wanted a silent zone.
TOM|But it's by the entrance, so it'll never be quiet. So now we're suggesting more power sockets there, because everyone brings a laptop.
MAYA|Right. The silent zone will go in the reading room upstairs instead.
TOM|The group study rooms are fine, but they close at six, so we're recommending longer opening hours.
MAYA|And the basement is so dark. Better lighting is the main thing there.
TUTOR|Sensible. Remember, the final report must be no more than three thousand words, not including the appendices.
TOM|Three thousand. Got it.
TUTOR|And I'd like a draft by Friday, please, not Monday as we said before.
MAYA|Fine. Tom's writing the introduction, and I'm doing the methods section.
LINES

make_part 4 <<'LINES'
LECTURER|Today I want to look at an industry that has almost disappeared: the natural ice trade.
LECTURER|In the early nineteenth century, ice was cut each winter from frozen ponds in New England, in the north-east of the United States.
LECTURER|In eighteen oh six, a Boston merchant sent his first cargo of ice to the Caribbean. It was a commercial disaster. Most of the ice melted, and he lost a great deal of money.
LECTURER|Two developments changed everything. The first was a horse-drawn plough, which cut the ice into regular blocks, so they could be stacked tightly.
LECTURER|The second was insulation. The blocks were packed in sawdust, a cheap waste product from the timber mills.
LECTURER|By eighteen thirty-three, ice was reaching India, after a voyage of four months.
LECTURER|Ice was used to keep fish fresh on its way to market, and in hospitals it was used to bring down a patient's fever.
LECTURER|So why did the trade end? Rivers near the cities became polluted, and that certainly played a part. But the decisive factor was cost. By the eighteen nineties, ice made by machines had become cheaper than natural ice.
LECTURER|Perhaps the trade's most lasting effect was on diet. People came to expect fresh food and cold drinks all year round.
LINES
