#!/usr/bin/env bash
# Chinese Checkers measurements for docs/measurements.md and the issue note; logs in docs/measurements/cc-*.txt.
#   1. solo crossing: one player, no opponent, 10 marbles, every move by the hard level
#      (known optimum 27 moves);
#   2. hard against the greedy one-ply player, 2 players, GAMES games (default 100), the
#      hard player moving first in odd games, seeded;
#   3. 6-player games with every seat the computer (hard, and 15 marbles at normal): all
#      must finish (the self-play cap is 1000 moves).
# Usage: scripts/cc-measure.sh [solo|greedy|six]...   (all three without arguments)
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${GAMES:-100}
SEED=${SEED:-1}
cargo build --quiet --release -p ttakji-cli --bin ttakji
T=target/release/ttakji
mkdir -p docs/measurements
what=("$@")
[ ${#what[@]} -eq 0 ] && what=(solo greedy six)
run() { # log-file command... : runs the command, keeping it and its output in the log
  local log=$1; shift
  { echo "\$ ttakji $* (commit $(git rev-parse --short HEAD))"; "$T" "$@"; } | tee "$log" | tail -3
}
for w in "${what[@]}"; do
  case $w in
    solo)
      run docs/measurements/cc-solo.txt solo chinese-checkers --level hard
      run docs/measurements/cc-solo-15.txt solo chinese-checkers --marbles 15 --level hard ;;
    greedy)
      run docs/measurements/cc-hard-vs-greedy.txt selfplay chinese-checkers --players 2 --level hard \
        --versus greedy --games "$GAMES" --seed "$SEED" ;;
    six)
      run docs/measurements/cc-six-hard.txt selfplay chinese-checkers --players 6 --level hard --games 3 --seed "$SEED"
      run docs/measurements/cc-six-teams-normal.txt selfplay chinese-checkers --players 6 --teams --level normal --games 20 --seed "$SEED"
      run docs/measurements/cc-six-15-normal.txt selfplay chinese-checkers --players 6 --marbles 15 --level normal --games 20 --seed "$SEED" ;;
    *) echo "unknown measurement '$w' (solo, greedy, six)" >&2; exit 2 ;;
  esac
done
