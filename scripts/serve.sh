#!/usr/bin/env bash
# Sets everything up (idempotent), builds the app and serves it on http://127.0.0.1:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$PATH"
exec trunk serve --release "$@"
