#!/bin/sh
# Imports the games of crates/engine/tests/data/bg-match.mat into GNU Backgammon, the first
# game, the first two, ... (files bg-match-<k>.mat.tmp written by
# `BG_WRITE_MAT=1 cargo test --release -p ttakji-engine --test backgammon mat::`), and writes the
# Position ID and Match ID gnubg ends each at to crates/engine/tests/data/bg-match.ids, which
# that test compares with the engine's. Needs the gnubg program (Debian: apt-get install
# --no-install-recommends gnubg).
set -e
cd "$(dirname "$0")/../crates/engine/tests/data"
: > bg-match.ids
k=1
while [ -f "bg-match-$k.mat.tmp" ]; do
  out=$(printf 'import mat bg-match-%s.mat.tmp\nshow board\n' "$k" | gnubg -t -q 2>&1)
  echo "$out" | grep -E "rror|llegal" >&2 || true
  pid=$(echo "$out" | sed -n 's/.*Position ID: *//p' | tail -1)
  mid=$(echo "$out" | sed -n 's/.*Match ID *: *//p' | tail -1)
  echo "$pid $mid" >> bg-match.ids
  rm "bg-match-$k.mat.tmp"
  k=$((k + 1))
done
cat bg-match.ids
