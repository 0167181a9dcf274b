#!/usr/bin/env bash
# Sets everything up (idempotent) and runs every check and test: formatting, clippy
# (native and wasm32), the engine's native tests, the app's, protocol's and worker's unit
# tests, a release Trunk build and the browser tests in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$PATH"
step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all --check

step "clippy (native)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "clippy (wasm32)"
cargo clippy --workspace --lib --bins --locked --target wasm32-unknown-unknown -- -D warnings

step "app unit tests"
cargo test --locked -p ttakji-app

step "protocol and worker tests"
cargo test --locked -p ttakji-protocol -p ttakji-worker

step "engine and CLI tests (release: the search and property tests need the speed)"
cargo test --locked --release -p ttakji-engine -p ttakji-cli -p ttakji-trainer

step "trunk build --release"
trunk build --release

step "browser tests (headless Chromium)"
npm test
