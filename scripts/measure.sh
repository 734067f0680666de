#!/usr/bin/env bash
# measure.sh measures what the app costs the person using it (issue 36,
# docs/memory.md): the release binary (scripts/build-flags.sh) under Xvfb at
# 1280×800, played with real pointer and key events (xdotool), its resident
# memory (VmRSS from /proc) after each step and the time from launch to the
# first drawn home screen.
#
#   ./scripts/measure.sh                    # as the machine is
#   MEASURE_LOAD=2 ./scripts/measure.sh     # with two busy loops, as stress-test.sh makes
#   MEASURE_OUT=/tmp/m ./scripts/measure.sh # keep logs, traces, screenshots there
#   MEASURE_PROFILE=1 ./scripts/measure.sh  # and a heap profile at every step (go tool pprof)
#   MEASURE_SETTLE=5 MEASURE_EXPIRE=90      # seconds before each RSS; before the last
#                                           # one after the 20 tables (Fyne's minute)
#   MEASURE_BIN=/tmp/old/cardavia           # measure that binary, not a new build
#                                           # (before/after comparisons)
#   MEASURE_GAMES="gostop:1"                # step 2's deals (game:deals, in order)
#   MEASURE_STEPS="1 2"                     # only these steps (1 is always run)
#
# The steps, each in a fresh configuration folder (preferences: English, dark,
# easy computers, instant animations — the person's pace is not measured):
#   1. first start: launch to first frame; RSS at home after MEASURE_SETTLE s.
#   2. a deal of Scopa, two of Skat, two of Schnapsen, one of Go-Stop, each
#      table left for home (Esc) after its deals; RSS at every summary, at
#      home after all of them, and again MEASURE_EXPIRE s later.
#   3. 20 tables opened (Play, a new deal) and closed (Esc) in the same
#      session, the four games in turn; RSS at home after the 1st and the 20th,
#      and again MEASURE_EXPIRE s later, once Fyne's one-minute caches expired.
#   4. quit (SIGTERM, which Fyne turns into an orderly quit) and restart with
#      the saves the session left: launch to first frame again.
#   5. a 1 GiB save (a sparse file): launch to first frame, peak RSS (VmHWM),
#      and whether it was set aside.
#
# How a step's end is known: the app, started with CARDAVIA_TRACE=<file>
# (internal/trace), appends a line per milestone — "frame" once its first
# frame is painted and swapped to the screen, "screen <id>" when a screen is
# shown, "summary <game>" when a deal's summary opens, "dialog resume" when
# it asks whether to continue a saved match, "dialog course" when the first
# start notes that the course exists, "released" when memory was handed
# back (after the start has settled, and on leaving a table), and the
# centre of each Play button ("target play:<game> x y"). The script waits
# on those lines, never on pixels, and clicks and types as a person would:
# the app is told nothing and decides nothing for the script.
#
# The first-frame time is the app's "frame" line (wall clock, nanoseconds)
# less the script's clock just before it starts the binary, so it holds
# the exec, the dynamic loader, Go's start, main, the shell and the first
# paint. The mark is made by a function the painter queues while it paints
# the home screen, which Fyne's loop runs only after that frame is swapped
# (ui/trace.go). As a check from outside, the script then polls screenshots
# until one is not black and prints that time too ("on screen by"), and
# keeps a screenshot of the home screen (<run>-first-frame.png).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${MEASURE_OUT:-$(mktemp -d /tmp/cardavia-measure.XXXXXX)}
mkdir -p "$out"
out=$(cd "$out" && pwd)

if [ -z "${MEASURE_INSIDE:-}" ]; then
  CARDAVIA_WITH_XVFB=1 ./scripts/deps.sh
  if [ -n "${MEASURE_BIN:-}" ]; then
    cp "$MEASURE_BIN" "$out/cardavia"
  else
    source scripts/build-flags.sh
    echo "measure: building the release binary"
    release_build "$out/cardavia.built"
    # Measured as installed: copied, as a package manager writes it. The
    # linker writes its output through a memory map, and on this kernel
    # (6.18, ext4's large folios) that file's pages then map in larger
    # blocks: the executable's resident part was 23.6 MB run from the
    # linker's file, 19.5–19.7 MB from a copy and from a cold disk read.
    cp "$out/cardavia.built" "$out/cardavia"
    rm "$out/cardavia.built"
  fi
  export MEASURE_INSIDE=1 MEASURE_OUT="$out"
  exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi

bin=$out/cardavia
steps=" ${MEASURE_STEPS:-1 2 3 4 5} "
step() { [[ $steps == *" $1 "* ]]; }
settle=${MEASURE_SETTLE:-5}
expire=${MEASURE_EXPIRE:-90}
load=${MEASURE_LOAD:-0}
pid="" loads=()
cleanup() {
  [ -z "$pid" ] || kill "$pid" 2>/dev/null || true
  for p in "${loads[@]}"; do kill "$p" 2>/dev/null || true; done
}
trap cleanup EXIT

fail() {
  echo "measure: FAIL: $*" >&2
  import -window root "$out/fail.png" 2>/dev/null && echo "measure: the screen then: $out/fail.png" >&2
  exit 1
}
report() { printf '%-58s %s\n' "$1" "$2"; }

for _ in $(seq "$load"); do
  ( while :; do :; done ) &
  loads+=("$!")
done
echo "measure: $(nproc) cores, $load busy loops; load average $(cut -d' ' -f1-3 /proc/loadavg); output in $out"

# fresh NAME makes an empty configuration for a session.
fresh() {
  home=$out/$1
  rm -rf "$home"
  mkdir -p "$home/config/fyne/app.cardavia.cardavia" "$home/cache"
  echo '{"anim.speed":"instant","ai.level":"easy","ui.language":"en","ui.theme":"dark"}' \
    >"$home/config/fyne/app.cardavia.cardavia/preferences.json"
}

# launch NAME starts the app in the current configuration; trace is its
# milestone file, t0 the launch time (ns).
launch() {
  run=$1 trace=$out/$1.trace notes=0
  : >"$trace"
  local prof=()
  [ -z "${MEASURE_PROFILE:-}" ] || prof=(CARDAVIA_PROFILE="$out/$1.profiles")
  t0=$(date +%s%N)
  env XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" LANG=en_US.UTF-8 \
    CARDAVIA_TRACE="$trace" "${prof[@]}" "$bin" >"$out/$1.log" 2>&1 &
  pid=$!
}

count() { grep -c -- "$1" "$trace" || true; }

# wait_for PATTERN N [SECONDS]: until the trace holds N lines matching.
wait_for() {
  local limit=$(( $(date +%s) + ${3:-120} ))
  while [ "$(count "$1")" -lt "$2" ]; do
    kill -0 "$pid" 2>/dev/null || fail "the app exited while waiting for '$1' (log: $(tail -3 "$out"/*.log))"
    [ "$(date +%s)" -lt "$limit" ] || fail "timed out waiting for '$1'"
    sleep 0.02
  done
}

rss() { awk '/^VmRSS/ {printf "%d", $2 / 1024}' "/proc/$pid/status"; }
hwm() { awk '/^VmHWM/ {printf "%d", $2 / 1024}' "/proc/$pid/status"; }

# first_frame: "<ms> <ms>": from launch to the app's "frame" mark, and to
# the first screenshot that is not black (an upper bound: the screenshot
# polls take 0.1–2 s each on a busy machine). The second is the check of
# the first: an X server may show a swapped frame a little after the swap.
first_frame() {
  wait_for '^[0-9]* frame$' 1 60
  local t shown="" now px
  t=$(awk '$2 == "frame" {print $1; exit}' "$trace")
  for _ in $(seq 100); do
    px=$(import -window root -resize '1x1!' -depth 8 txt:- 2>/dev/null | tail -1 | awk '{print $3}')
    now=$(date +%s%N)
    if [ -n "$px" ] && [ "$px" != "#000000" ]; then shown=$now; break; fi
  done
  import -window root "$out/$run-first-frame.png" 2>/dev/null || true
  echo "$(( (t - t0) / 1000000 )) $(( ${shown:-0} > 0 ? (shown - t0) / 1000000 : -1 ))"
}

# snap NAME: RSS now, and a heap profile when asked for.
snap() {
  [ -z "${MEASURE_PROFILE:-}" ] || kill -USR1 "$pid"
  rss
}

window() { xdotool search --sync --onlyvisible --pid "$pid" | head -1; }

# play GAME: click the game's Play button; answer "New game" if asked
# whether to continue its saved match; wait for its table. The first
# start's note that the course exists (ui/course.go) is closed with Enter
# (its OK) as a person would, and the click made again.
notes=0
play() {
  local xy tables dialogs
  xy=$(awk -v t="play:$1" '$2 == "target" && $3 == t {print $4, $5; exit}' "$trace")
  [ -n "$xy" ] || fail "no Play button for $1 in the trace"
  tables=$(count "screen table:$1\$")
  dialogs=$(count "dialog resume")
  # shellcheck disable=SC2086
  xdotool mousemove --window "$win" $xy click 1
  local limit=$(( $(date +%s) + 60 ))
  while [ "$(count "screen table:$1\$")" -le "$tables" ]; do
    if [ "$(count "dialog resume")" -gt "$dialogs" ]; then
      dialogs=$((dialogs + 1))
      sleep 0.3 # the dialog's buttons are laid out on its first frame
      xdotool key Tab space # the dialog's first button: "New game"
    fi
    if [ "$(count "dialog course")" -gt "$notes" ]; then
      notes=$((notes + 1))
      sleep 0.3
      xdotool key Return
      sleep 0.3
      # shellcheck disable=SC2086
      xdotool mousemove --window "$win" $xy click 1
    fi
    [ "$(date +%s)" -lt "$limit" ] || fail "the $1 table did not open"
    sleep 0.02
  done
}

# deal GAME: play on until the next summary of GAME: P (Skat: pass),
# S (Go-Stop: stop), a hand card by its digit, Enter to play it, 1 for a
# first offered choice.
deal() {
  local want k=0
  want=$(( $(count "summary $1\$") + 1 ))
  while [ "$(count "summary $1\$")" -lt "$want" ]; do
    k=$((k + 1))
    [ "$k" -lt 2000 ] || fail "no summary in $1"
    xdotool key P S $((k % 10))
    [ "$(count "summary $1\$")" -lt "$want" ] || break
    xdotool key Return 1
    sleep 0.05
  done
}

# next_deal: Enter deals the next deal of a match; N starts a new match once
# one is over (Skat plays one deal a match).
next_deal() { xdotool key Return N; }

leave() {
  local homes
  homes=$(count "screen home\$")
  xdotool key Escape
  wait_for "screen home\$" $((homes + 1)) 30
}

quit() {
  kill -TERM "$pid"
  local status=0
  wait "$pid" || status=$?
  pid=""
  [ "$status" = 0 ] || fail "the app quit with status $status"
}

echo "== 1. first start"
fresh session
launch start
read -r ms shown < <(first_frame)
report "launch to the first drawn home screen, first start" "$ms ms (on screen by $shown ms)"
win=$(window)
wait_for '^[0-9]* target play:' 4 30
# The start's garbage is handed back once it has settled (ui/release.go,
# a few seconds after the first frame): the home screen's size is read
# after that, as the person's idle home screen is.
wait_for '^[0-9]* released$' 1 60
sleep "$settle"
home_rss=$(snap)
report "RSS at home" "$home_rss MB"

if step 2; then
echo "== 2. deals: ${MEASURE_GAMES:-a deal of Scopa, two of Skat, two of Schnapsen, one of Go-Stop}"
peak=0
for step in ${MEASURE_GAMES:-scopa:1 skat:2 schnapsen:2 gostop:1}; do
  game=${step%:*} n=${step#*:}
  play "$game"
  for i in $(seq "$n"); do
    [ "$i" = 1 ] || next_deal
    deal "$game"
  done
  sleep "$settle"
  r=$(snap)
  peak=$((r > peak ? r : peak))
  report "RSS at the summary of $game (deal $n)" "$r MB"
  leave
done
sleep "$settle"
after_rss=$(snap)
report "RSS at home after them" "$after_rss MB"
report "  highest during / back home less first home" "$peak MB / $((after_rss - home_rss)) MB"
# What Fyne still holds of the closed tables (the texts' textures, the
# widgets it drew) it frees a minute after their last use; the app has it
# done then and hands the memory back (ui/release.go): the same figure once
# that is over.
sleep "$expire"
late_rss=$(snap)
report "RSS at home $expire s later (Fyne's caches expired)" "$late_rss MB"
report "  back home less first home" "$((late_rss - home_rss)) MB"
fi

if step 3; then
echo "== 3. 20 tables opened and closed"
games=(scopa skat gostop schnapsen)
for i in $(seq 20); do
  g=${games[$(( (i - 1) % 4 ))]}
  play "$g"
  sleep 1 # the deal is drawn
  leave
  if [ "$i" = 1 ]; then
    sleep "$settle"
    one_rss=$(snap)
    report "RSS at home after 1 table" "$one_rss MB"
  fi
done
sleep "$settle"
twenty_rss=$(snap)
report "RSS at home after 20 tables" "$twenty_rss MB"
report "  growth over 19 tables / since the first home" "$((twenty_rss - one_rss)) MB / $((twenty_rss - home_rss)) MB"
# Fyne keeps what it rendered (widgets, their GL textures) for a minute
# after its last use (docs/memory.md): the same figure once that is over.
sleep "$expire"
late_rss=$(snap)
report "RSS at home $expire s later (Fyne's caches expired)" "$late_rss MB"
report "  growth over 19 tables / since the first home" "$((late_rss - one_rss)) MB / $((late_rss - home_rss)) MB"
fi
quit

if step 4; then
echo "== 4. restart with the saved matches"
ls "$home/config/cardavia" >"$out/saves.txt" 2>&1 || true
launch restart
read -r ms shown < <(first_frame)
report "launch to the first drawn home screen, restart" "$ms ms (on screen by $shown ms)"
sleep "$settle"
report "RSS at home (restart, resume question open)" "$(snap) MB"
quit
fi

if step 5; then
echo "== 5. a 1 GiB save"
fresh hostile
mkdir -p "$home/config/cardavia"
truncate -s 1G "$home/config/cardavia/match-scopa.rec"
launch hostile
read -r ms shown < <(first_frame)
report "launch to the first drawn home screen, 1 GiB save" "$ms ms (on screen by $shown ms)"
sleep 1
report "peak RSS (VmHWM)" "$(hwm) MB"
quit
if [ -e "$home/config/cardavia/match-scopa.rec" ]; then
  report "the 1 GiB save" "still in place (not set aside)"
else
  report "the 1 GiB save" "set aside as $(cd "$home/config/cardavia" && ls | grep corrupt || echo '?')"
fi
fi
echo "measure: done; load average $(cut -d' ' -f1-3 /proc/loadavg)"
