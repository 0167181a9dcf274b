#!/usr/bin/env python3
"""How wide each engine's tree is: nodes at each finished depth of a timed search, from the
positions of makruk-depth.py, for ttakji builds and Fairy-Stockfish side by side.

    python3 scripts/makruk-width.py --movetime 1000 target/release/ttakji

Fairy-Stockfish reports every depth of one search; ttakji reports only its last, so it
searches `go depth 1`, `2`, ... in fresh processes until one search takes the movetime (its
nodes at depth D are then all of its iterations to D, as Fairy-Stockfish's count is).
For each engine it prints, per position, the deepest depth reported and its nodes, and the
growth of nodes from one depth to the next (geometric mean over the depths above 10,000
nodes): the effective branching factor. The two engines count depth differently (reductions
and extensions), so compare growth and nodes rather than the depth numbers alone. The
engines take turns position by position, one search at a time, each in a fresh process.
"""

import argparse
import math
import shutil
import time

from makruk_fairy import match, script

FAIRY_OPTIONS = ["UCI_Variant value makruk", "Threads value 1", "Hash value 16"]

# makruk-depth.py's positions (one list for both scripts).
POSITIONS = script("makruk-depth").POSITIONS


def nodes_by_depth(cmd, options, fen, ms):
    """{depth: nodes} from the last `info depth D ... nodes N` line of each depth of one
    search of `ms`."""
    return search(cmd, options, fen, f"go movetime {ms}")


def nodes_by_fixed_depth(cmd, options, fen, ms):
    """{depth: nodes} from `go depth D` searches, D = 1, 2, ... until one takes `ms`: for
    engines that report only their last depth (ttakji does)."""
    seen = {}
    for depth in range(1, 64):
        start = time.monotonic()
        seen[depth] = search(cmd, options, fen, f"go depth {depth}").get(depth, 0)
        if time.monotonic() - start > ms / 1000:
            return seen
    return seen


def search(cmd, options, fen, go):
    """{depth: nodes} from the `info` lines of one search, in a fresh process."""
    engine = match.Engine(cmd, cmd[0], None)
    for text in ["uci", *(f"setoption name {o}" for o in options), f"position fen {fen}", go]:
        engine.send(text)
    found = [match.depth_and_nodes(l) for l in engine.wait_for("bestmove", 600)]
    engine.quit()
    return dict(f for f in found if f)


def geomean(values):
    values = [v for v in values if not math.isnan(v)]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else float("nan")


def growth(seen):
    """The geometric mean of nodes(D) / nodes(D - 1) where nodes(D - 1) is over 10,000."""
    return geomean([seen[d] / seen[d - 1] for d in sorted(seen) if seen.get(d - 1, 0) > 10_000])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--movetime", type=int, default=1000, choices=range(50, 60_001), metavar="50..60000")
    ap.add_argument("--fairy", default=shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish")
    ap.add_argument("builds", nargs="+", help="ttakji binaries")
    a = ap.parse_args()
    engines = [(b, [b, "uci"], [], nodes_by_fixed_depth) for b in a.builds]
    engines.append(("fairy-stockfish", [a.fairy], FAIRY_OPTIONS, nodes_by_depth))
    growths = {name: [] for name, _, _, _ in engines}
    for fen in POSITIONS:
        for name, cmd, options, nodes in engines:
            seen = nodes(cmd, options, fen, a.movetime)
            deepest = max(seen, default=0)
            growths[name].append(growth(seen))
            print(f"{name}: {fen}: depth {deepest}, {seen.get(deepest, 0)} nodes, "
                  f"growth {growths[name][-1]:.2f} a ply", flush=True)
    for name, gs in growths.items():
        print(f"{name}: growth {geomean(gs):.2f} a ply over the positions, {a.movetime} ms each")


if __name__ == "__main__":
    main()
