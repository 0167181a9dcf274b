#!/usr/bin/env bash
# What scripts/bg-error-rate.py and scripts/bg-analysis-check.py need: a Python virtual environment (.venv-gnubg, git-ignored)
# with GNU Backgammon's neural-net evaluator (the gnubg-nn package), and the release build of
# the ttakji CLI. Safe to run again: an existing environment is reused.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v python3 >/dev/null 2>&1 || { echo "python3 is needed" >&2; exit 1; }
if [ ! -x .venv-gnubg/bin/python ]; then
    python3 -m venv .venv-gnubg
fi
if ! .venv-gnubg/bin/python -c 'import gnubg_nn' >/dev/null 2>&1; then
    .venv-gnubg/bin/pip install --quiet gnubg-nn
fi
cargo build --release -p ttakji-cli --bin ttakji
echo "ready: .venv-gnubg/bin/python (gnubg_nn) and target/release/ttakji"
