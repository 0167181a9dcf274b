#!/usr/bin/env bash
# Two Makruk builds side by side against Fairy-Stockfish 11.1 at full strength: for each seed,
# one 40-game match per build at the same time (one per core) on the same openings, so that
# `scripts/makruk-pairs.py` can compare them game by game (docs/measurements/README.md).
#   nohup scripts/makruk-side.sh <name-a> <build-a> <name-b> <build-b> [prefix] [seeds] [movetime] \
#       > /tmp/side.log 2>&1 &
# Logs go to docs/measurements/<prefix>-<name>-seed<S>.{txt,pgn}; the prefix defaults to
# "side", the seeds to "1 2 3 4", the time to 200 ms a move. Build with
# `cargo build --release -p ttakji-cli` and copy target/release/ttakji aside for each build.
# MATCH_ARGS adds options to every match, e.g. MATCH_ARGS="--nodes 300000 --fairy-nodes 100000"
# for games that are the same at any load (a build's logs then serve again: rerun only the other).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 4 ] || { sed -n '2,11p' "$0"; exit 2; }
NAME_A=$1 BUILD_A=$2 NAME_B=$3 BUILD_B=$4
PREFIX=${5:-side} SEEDS=${6:-"1 2 3 4"} MOVETIME=${7:-200}
scripts/setup-match.sh >/dev/null
# One build's match on seed $3, in the background: name $1, binary $2.
match() {
  # shellcheck disable=SC2086 # MATCH_ARGS is words
  python3 scripts/makruk-match.py --games 40 --movetime "$MOVETIME" --elo full --seed "$3" \
    --ttakji "$2" --out "docs/measurements/$PREFIX-$1-seed$3" ${MATCH_ARGS:-} \
    > "/tmp/$PREFIX-$1-seed$3.out" 2>&1 &
}
for seed in $SEEDS; do
  echo "$(date -u +%FT%TZ) seed $seed"
  match "$NAME_A" "$BUILD_A" "$seed"
  match "$NAME_B" "$BUILD_B" "$seed"
  wait
done
echo "$(date -u +%FT%TZ) done"
python3 scripts/makruk-pairs.py --a docs/measurements/"$PREFIX-$NAME_A"-seed*.txt \
  --b docs/measurements/"$PREFIX-$NAME_B"-seed*.txt
