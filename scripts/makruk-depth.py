#!/usr/bin/env python3
"""Fixed-depth Makruk searches from a few positions: nodes, CPU seconds and nodes a second
of one or more `ttakji` builds, for comparing two builds' trees and speed without a match.

    python3 scripts/makruk-depth.py --depth 12 target/release/ttakji /tmp/mk-bin/main

Each build searches each position once, in a fresh `ttakji uci` process (an empty table),
the builds taking turns position by position so that a busy machine slows both alike. CPU
time is the child process's user + system time (resource.getrusage), not wall time.
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


def search(binary, fen, depth):
    """(nodes, CPU seconds) of `go depth <depth>` from `fen`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(
        [binary, "uci"],
        input=f"uci\nisready\nposition fen {fen}\ngo depth {depth}\n",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    nodes = 0
    for line in out.splitlines():
        words = line.split()
        if line.startswith("info") and "nodes" in words:
            nodes = int(words[words.index("nodes") + 1])
    return nodes, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=12, choices=range(1, 31), metavar="1..30")
    ap.add_argument("builds", nargs="+")
    a = ap.parse_args()
    totals = {b: [0, 0.0] for b in a.builds}
    for fen in POSITIONS:
        for b in a.builds:
            nodes, cpu = search(b, fen, a.depth)
            totals[b][0] += nodes
            totals[b][1] += cpu
            print(f"{b}: {fen}: {nodes} nodes, {cpu:.2f} s CPU", flush=True)
    for b, (nodes, cpu) in totals.items():
        print(f"{b}: depth {a.depth}, {nodes} nodes, {cpu:.2f} s CPU, {nodes / max(cpu, 1e-9):.0f} nodes/s")


if __name__ == "__main__":
    main()
