#!/bin/sh
# Takes the referee's screenshots under Xvfb: builds small game logs with encarde-cli (hidden
# hands, as at a real table) and opens the app on them. Run from the source tree after building:
#   docs/screenshots/make.sh [build-dir]
set -e
build=${1:-build}
out=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
cli="$build/app/cli/encarde-cli"
app="$build/app/encarde-referee"
export HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
play() { for a in "$@"; do "$cli" game --db "$log" do "$a" >/dev/null; done; }

shot() {  # name size [app options...]
  name=$1; size=$2; shift 2
  xvfb-run -a -s "-screen 0 1400x1400x24" "$app" --size "$size" --no-camera --screenshot "$out/$name.png" "$@"
}

# A three-player game in Ante 2's discard rounds, with Jokers, Tarots and kept tokens.
log="$work/discard.sqlite"
"$cli" game --db "$log" new --players Ann,Bob,Cy >/dev/null
play '{"type":"deal","player":"Ann","count":8}' '{"type":"deal","player":"Bob","count":8}' '{"type":"deal","player":"Cy","count":8}' \
  '{"type":"discard","player":"Ann","cards":["2C","3C"]}' '{"type":"stand","player":"Bob"}' '{"type":"stand","player":"Cy"}' '{"type":"stand","player":"Ann"}' \
  '{"type":"lock_in","player":"Ann","cards":["AS","AH","AD","AC","KS"]}' '{"type":"lock_in","player":"Bob","cards":["9S"]}' '{"type":"lock_in","player":"Cy","cards":["QH","QD"]}' \
  '{"type":"reveal","player":"Ann"}' '{"type":"reveal","player":"Bob"}' '{"type":"reveal","player":"Cy"}'
cp "$log" "$work/draft.sqlite"
play '{"type":"deal_tarots","tarots":["The Magician","The Empress","The Hermit","Strength"]}' \
  '{"type":"take_tarot","player":"Ann","tarot":"The Empress"}' '{"type":"pass","player":"Bob"}' '{"type":"take_tarot","player":"Cy","tarot":"Strength"}'
cp "$log" "$work/jokers.sqlite"
play '{"type":"deal_jokers","jokers":["Baron","Business Suit","Juggler","Odd Todd"]}' \
  '{"type":"take_joker","player":"Bob","joker":"Baron"}' '{"type":"take_joker","player":"Ann","joker":"Odd Todd"}' '{"type":"take_joker","player":"Cy","joker":"Business Suit","suit":"H"}' \
  '{"type":"pass","player":"Ann"}' '{"type":"pass","player":"Bob"}' '{"type":"pass","player":"Cy"}' \
  '{"type":"deal","player":"Ann","count":8}' '{"type":"deal","player":"Bob","count":8}' '{"type":"deal","player":"Cy","count":8}' \
  '{"type":"discard","player":"Bob","cards":["4D","7C","JS"]}' '{"type":"stand","player":"Cy"}'
cp "$log" "$work/lockin.sqlite"
log="$work/lockin.sqlite"
play '{"type":"discard","player":"Ann","cards":["5S"]}' '{"type":"stand","player":"Bob"}' '{"type":"stand","player":"Ann"}' \
  '{"type":"play_tarot","player":"Ann","tarot":"The Empress"}'
cp "$log" "$work/reveal.sqlite"
log="$work/reveal.sqlite"
play '{"type":"lock_in","player":"Ann","cards":["AS:mult","AH","3D"]}' '{"type":"lock_in","player":"Bob","cards":["KS","KH"]}' \
  '{"type":"lock_in","player":"Cy","cards":["2H","5H","8H","9H","JH"]}'

shot new-game 1280x800 --log "$work/empty.sqlite"
shot table-ante-result 1280x800 --log "$work/draft.sqlite" --resume
shot table-draw-jokers 1280x800 --log "$work/jokers.sqlite" --resume
shot table-discard 1280x800 --log "$work/discard.sqlite" --resume
shot table-discard-portrait 800x1280 --log "$work/discard.sqlite" --resume
shot reveal-score 1280x800 --log "$work/reveal.sqlite" --resume --page reveal
ENCARDE_SCREENSHOT_DELAY_MS=4000 xvfb-run -a -s "-screen 0 1400x1400x24" "$app" --size 1280x800 --demo \
  --log "$work/lockin.sqlite" --resume --page reveal --screenshot "$out/lock-in-demo-camera.png"
ENCARDE_SCREENSHOT_DELAY_MS=4000 xvfb-run -a -s "-screen 0 1400x1400x24" "$app" --size 800x1280 --demo \
  --log "$work/lockin.sqlite" --resume --page reveal --screenshot "$out/lock-in-demo-camera-portrait.png"
rm -rf "$work"
