#!/usr/bin/env python3
"""Fixed-depth Makruk searches from a few positions: nodes, CPU seconds and nodes a second
of one or more `ttakji` builds, for comparing two builds' trees and speed without a match.

    python3 scripts/makruk-depth.py --depth 12 target/release/ttakji /tmp/mk-bin/main

Each build searches each position once, in a fresh `ttakji uci` process (an empty table),
the builds taking turns position by position so that a busy machine slows both alike. CPU
time is the child process's user + system time (resource.getrusage), not wall time.

With `--instructions` each search runs under valgrind (`apt-get install valgrind`), which
counts the instructions it executes: a figure of speed that the machine's load does not
change (on a machine whose CPU counters perf cannot read), though blind to cache misses.
"""

import argparse
import resource
import subprocess

POSITIONS = [
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    "r1sm1snr/4k3/pp1ppp1p/2n3p1/3P4/P1P1PPPP/3N2S1/R1SKM1NR b - - 2 9",
    "rn1mk2r/3s1s2/pppppnp1/5p1p/P6P/1PPPPPP1/1S2R3/RN1KMSN1 w - - 1 6",
    "r3k2r/3sm3/1pp1pnp1/p2p1p1p/P1PP3P/1P2PPP1/3MS3/R2K2NR w - - 0 14",
    "4k3/3r4/2p1sp2/p2pp1p1/P1P1P1P1/3P1P2/4K3/2R5 b - - 0 30",
]


VALGRIND = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]


def search(binary, fen, depth, counted=False):
    """(nodes, CPU seconds or, when `counted`, instructions) of `go depth <depth>` from
    `fen`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run(
        (VALGRIND if counted else []) + [binary, "uci"],
        input=f"uci\nisready\nposition fen {fen}\ngo depth {depth}\nisready\n",
        capture_output=True,
        text=True,
        check=True,
    )
    out = run.stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if counted:
        refs = [l for l in run.stderr.splitlines() if "I   refs:" in l]
        cpu = int(refs[-1].split()[-1].replace(",", ""))
    nodes = 0
    for line in out.splitlines():
        words = line.split()
        if line.startswith("info") and "nodes" in words:
            nodes = int(words[words.index("nodes") + 1])
    return nodes, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=12, choices=range(1, 31), metavar="1..30")
    ap.add_argument("--instructions", action="store_true", help="count instructions (valgrind)")
    ap.add_argument("builds", nargs="+")
    a = ap.parse_args()
    totals = {b: [0, 0] for b in a.builds}
    for fen in POSITIONS:
        for b in a.builds:
            nodes, cost = search(b, fen, a.depth, a.instructions)
            totals[b][0] += nodes
            totals[b][1] += cost
            print(f"{b}: {fen}: {nodes} nodes, {spent(cost, a.instructions)}", flush=True)
    for b, (nodes, cost) in totals.items():
        if a.instructions:
            rate = f"{cost / max(nodes, 1):.0f} instructions a node"
        else:
            rate = f"{nodes / max(cost, 1e-9):.0f} nodes/s"
        print(f"{b}: depth {a.depth}, {nodes} nodes, {spent(cost, a.instructions)}, {rate}")


def spent(cost, counted):
    return f"{cost} instructions" if counted else f"{cost:.2f} s CPU"


if __name__ == "__main__":
    main()
