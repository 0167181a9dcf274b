#!/usr/bin/env bash
# Builds the release into target/measure/names-dist with the page's split wasm keeping its
# function names (TTAKJI_SPLIT_KEEP_NAMES: wasm-opt -g, the same optimisation; the files are
# larger, so times are a little different, where they go is the same), and profiles its long
# tasks (scripts/long-tasks.mjs).
#   scripts/long-tasks.sh [home | a game's name]      CPU_THROTTLE=4: a slower CPU
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
DIST=target/measure/names-dist
TTAKJI_SPLIT_KEEP_NAMES=1 trunk build --release --quiet --dist "$DIST"
node scripts/long-tasks.mjs "$DIST" "$@"
