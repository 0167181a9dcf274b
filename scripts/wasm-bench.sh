#!/usr/bin/env bash
# Perft speed of the engine natively and as WebAssembly (run by Node's V8, the engine of
# Chromium), same code, same machine, same run. The wasm is the one the page's worker would
# get: built with the worker's profile, then wasm-opt at the level index.html gives the worker
# (`data-wasm-opt`), with the same wasm-opt (binaryen from npm, scripts/setup.sh). Times are
# CPU time (user + system), the best of RUNS runs each side (default 5): another process on
# the machine slows a run less than it would its wall time, and the best run is the one least
# disturbed. Prints nodes per second and the ratio of the times.
#   scripts/wasm-bench.sh      (DEPTH_MAKRUK=6, RUNS=5, WASM_OPT_LEVEL=<index.html's>)
set -euo pipefail
cd "$(dirname "$0")/.."
DEPTH_MAKRUK=${DEPTH_MAKRUK:-6}
RUNS=${RUNS:-5}
WASM_OPT=node_modules/.bin/wasm-opt
[ -x "$WASM_OPT" ] || { echo "no $WASM_OPT: run scripts/setup.sh" >&2; exit 1; }
cargo build --quiet --release -p ttakji-wasm-bench --target wasm32-unknown-unknown
cargo build --quiet --release -p ttakji-cli --bin ttakji
# The worker's wasm-opt level, from its line in index.html (WASM_OPT_LEVEL=z tries another).
LEVEL=${WASM_OPT_LEVEL:-$(grep 'data-bin="worker"' index.html | sed -n 's/.*data-wasm-opt="\([^"]*\)".*/\1/p')}
[ -n "$LEVEL" ] || { echo "index.html: no data-wasm-opt on the worker's line" >&2; exit 1; }
RAW=target/wasm32-unknown-unknown/release/ttakji_wasm_bench.wasm
WASM=target/wasm32-unknown-unknown/release/ttakji_wasm_bench.opt.wasm
"$WASM_OPT" "-O$LEVEL" "$RAW" -o "$WASM"
echo "wasm: $RAW after wasm-opt -O$LEVEL ($(stat -c %s "$WASM") B); best of $RUNS runs, CPU time"

# Per game: the native run (a process of its own, its CPU time from bash's `time`) and the
# wasm run (one Node process, its CPU time from process.cpuUsage(), compiler threads
# included: the best run is a late one, when the hot code has been optimised) taken in turn,
# RUNS times, so that both sides meet the same moments of the machine's load.
for spec in "makruk $DEPTH_MAKRUK" "nine-mens-morris 6" "tigadi 6"; do
  set -- $spec
  node -e '
    const fs = require("fs");
    const { execFileSync } = require("child_process");
    const [wasm, game, depth, runs] = process.argv.slice(1);
    const native = () => {
      const out = execFileSync("bash", ["-c",
        "TIMEFORMAT=\"%3U %3S\"; { time target/release/ttakji perft \"$0\" \"$1\" >&3; } 2>&1", game, depth],
        { stdio: ["ignore", "pipe", "inherit", "pipe"], encoding: "utf8" });
      const [user, sys] = out.trim().split(/\s+/).map(Number);
      return (user + sys) * 1000;
    };
    const nodes = execFileSync("target/release/ttakji", ["perft", game, depth], { encoding: "utf8" }).trim();
    WebAssembly.instantiate(fs.readFileSync(wasm)).then(({ instance }) => {
      const f = instance.exports["perft_" + game.replace(/-/g, "_")];
      f(1); // warm up
      let [nativeMs, ms] = [Infinity, Infinity];
      for (let i = 0; i < Number(runs); i += 1) {
        nativeMs = Math.min(nativeMs, native());
        const t0 = process.cpuUsage();
        const n = f(Number(depth));
        const t = process.cpuUsage(t0);
        ms = Math.min(ms, (t.user + t.system) / 1000);
        if (String(n) !== nodes) throw new Error(`wasm counted ${n}, native ${nodes}`);
      }
      const nps = (x) => Math.round(Number(nodes) / (x / 1000)).toLocaleString("en");
      console.log(`${game} perft ${depth}: ${nodes} nodes; native ${Math.round(nativeMs)} ms = ${nps(nativeMs)} nodes/s; ` +
        `wasm ${Math.round(ms)} ms = ${nps(ms)} nodes/s; wasm/native time ${(ms / nativeMs).toFixed(2)}x`);
    });
  ' "$WASM" "$1" "$2" "$RUNS"
done
