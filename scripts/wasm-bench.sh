#!/usr/bin/env bash
# Perft speed of the engine natively and as WebAssembly (run by Node's V8, the engine of
# Chromium), same code, same machine, same run. Prints nodes per second and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
DEPTH_MAKRUK=${DEPTH_MAKRUK:-6}
cargo build --quiet --release -p ttakji-wasm-bench --target wasm32-unknown-unknown
cargo build --quiet --release -p ttakji-cli --bin ttakji
WASM=target/wasm32-unknown-unknown/release/ttakji_wasm_bench.wasm
native_ms() { # command... -> milliseconds of wall time
  local t0 t1; t0=$(date +%s%N); "$@" >/dev/null; t1=$(date +%s%N); echo $(( (t1 - t0) / 1000000 ));
}
for spec in "makruk $DEPTH_MAKRUK" "nine-mens-morris 6" "tigadi 6"; do
  set -- $spec
  game=$1 depth=$2
  ms=$(native_ms target/release/ttakji perft "$game" "$depth")
  nodes=$(target/release/ttakji perft "$game" "$depth")
  node -e '
    const fs = require("fs");
    const [wasm, game, depth, nodes, nativeMs] = process.argv.slice(1);
    WebAssembly.instantiate(fs.readFileSync(wasm)).then(({ instance }) => {
      const f = instance.exports["perft_" + game.replace(/-/g, "_")];
      f(1); // warm up
      const t0 = performance.now();
      const n = f(Number(depth));
      const ms = performance.now() - t0;
      if (String(n) !== nodes) throw new Error(`wasm counted ${n}, native ${nodes}`);
      const nps = (x) => Math.round(Number(nodes) / (x / 1000)).toLocaleString("en");
      console.log(`${game} perft ${depth}: ${nodes} nodes; native ${nativeMs} ms = ${nps(nativeMs)} nodes/s; ` +
        `wasm ${Math.round(ms)} ms = ${nps(ms)} nodes/s; wasm/native time ${(ms / nativeMs).toFixed(2)}x`);
    });
  ' "$WASM" "$game" "$depth" "$nodes" "$ms"
done
