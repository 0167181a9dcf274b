#!/usr/bin/env bash
# What scripts/makruk-match.py needs: Fairy-Stockfish (Debian's package, installed only when
# it is missing) and the release build of the ttakji CLI. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v fairy-stockfish >/dev/null 2>&1 && [ ! -x /usr/games/fairy-stockfish ]; then
    SUDO=""
    if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update
    $SUDO apt-get install -y fairy-stockfish
fi
command -v python3 >/dev/null 2>&1 || { echo "python3 is needed" >&2; exit 1; }

cargo build --release -p ttakji-cli --bin ttakji
echo "ready: target/release/ttakji and $(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"
