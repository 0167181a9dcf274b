#!/usr/bin/env bash
# Builds the release into target/measure/dist (dist/ is left alone) and measures its first
# load in headless Chromium: file sizes, bytes before the home page and in all, paint and
# home-page times with and without 4x CPU throttling, and long tasks at start, at each game's
# start and while the computer thinks on hard (scripts/measure-load.mjs).
#   scripts/measure-load.sh [runs per timing, default 3]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
DIST=target/measure/dist
trunk build --release --quiet --dist "$DIST"
node scripts/measure-load.mjs "$DIST" "${1:-3}"
