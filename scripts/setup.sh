#!/usr/bin/env bash
# Idempotent set-up: installs only what is missing. Safe to run on every build.
# Needs: Debian (apt-get), Rust via rustup, Node.js with npm.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
BINARYEN_BIN="$PWD/node_modules/.bin"
say() { printf '[setup] %s\n' "$*" >&2; }

# Rust's wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# Crates, so that Trunk and the tests build offline.
cargo fetch --locked >/dev/null 2>&1 || cargo fetch --locked

# Trunk at the pinned version (0.22 needs a newer rustc).
if [ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (several minutes)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install trunk --version "$TRUNK_VERSION" --locked --no-default-features
fi

# wasm-bindgen-cli at exactly the version Cargo.lock pins (without --locked: its own
# lock names a crate version the registry lacks).
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WB_VERSION" ]; then
  say "installing wasm-bindgen-cli $WB_VERSION (several minutes)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install wasm-bindgen-cli --version "$WB_VERSION" --force
fi
# Trunk.toml must name the same version.
if ! grep -q "wasm_bindgen = \"$WB_VERSION\"" Trunk.toml; then
  say "Trunk.toml names another wasm-bindgen than Cargo.lock ($WB_VERSION)"; exit 1
fi

# Chromium and its driver for the browser tests (Debian packages).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing chromium and chromium-driver"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# npm packages: playwright-core for the browser tests, binaryen (wasm-opt 132) for Trunk.
# Debian's binaryen 108 silently produces wasm that fails in the browser.
if [ ! -x "$BINARYEN_BIN/wasm-opt" ] || [ ! -d node_modules/playwright-core ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
say "ready"
