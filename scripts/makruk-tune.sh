#!/usr/bin/env bash
# Tunes the Makruk evaluation's weights on game results (Texel's method; docs/engines.md):
# Fairy-Stockfish plays itself from random openings (makruk-games, one process per seed, in
# parallel), then makruk-tune fits crates/engine/src/makruk/weights.rs to the results.
#   scripts/makruk-tune.sh [games per seed, default 1000] [nodes per move, default 3000] [seeds, default "1 2"]
# The games go to target/makruk-tune/games-seed<N>.txt (with a .log each); a file that is
# already there is used again, not replayed. Rebuild the engine afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-1000}
NODES=${2:-3000}
SEEDS=${3:-"1 2"}
scripts/setup-match.sh >/dev/null
cargo build --release -p ttakji-trainer --bin makruk-games --bin makruk-tune
FAIRY=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
DIR=target/makruk-tune
mkdir -p "$DIR"
DATA=()
for seed in $SEEDS; do
  out="$DIR/games-seed$seed.txt"
  DATA+=(--data "$out")
  [ -s "$out" ] && continue
  target/release/makruk-games --games "$GAMES" --nodes "$NODES" --seed "$seed" \
    --fairy "$FAIRY" --out "$out" 2> "$DIR/games-seed$seed.log" &
done
wait
target/release/makruk-tune "${DATA[@]}" --epochs 1000 --rate 2 --l2 30 --blend 50 \
  --out crates/engine/src/makruk/weights.rs
