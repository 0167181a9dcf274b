#!/usr/bin/env bash
# Builds the release into target/measure/names-dist with the page's wasm as wasm-bindgen makes
# it from Cargo's output, function names kept (not shrunk by wasm-opt: times are a little
# different, where they go is the same; the glue JS is the same file), and profiles its long tasks (scripts/long-tasks.mjs).
#   scripts/long-tasks.sh [home | a game's name]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
DIST=target/measure/names-dist
trunk build --release --quiet --dist "$DIST"
NAMED=target/measure/names-wasm
wasm-bindgen --target web --keep-debug --no-typescript --out-dir "$NAMED" --out-name ttakji-app \
  target/wasm32-unknown-unknown/web/ttakji-app.wasm
cp "$NAMED/ttakji-app_bg.wasm" "$DIST"/ttakji-app-*_bg.wasm
node scripts/long-tasks.mjs "$DIST" "$@"
