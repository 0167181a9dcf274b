#!/usr/bin/env python3
"""Two builds' matches against the same opponent, compared game by game on the same openings.

    python3 scripts/makruk-pairs.py --a docs/measurements/side-main-seed*.txt \
        --b docs/measurements/side-see-seed*.txt

Each argument is a `makruk-match.py` log (.txt). Games are matched by seed and game number:
the same seed gives the same opening plies and colours, so a game of A and the game of B with
the same seed and number differ only in the build (and in the opponent's own luck). Scores are
ttakji's points. The paired difference's standard error is smaller than the two scores'
errors together when the opening decides part of the result.
"""

import argparse
import math
import re
import sys

GAME = re.compile(r"^game\s+(\d+): ttakji (white|black) (1-0|0-1|1/2-1/2)")
SEED = re.compile(r"\bseed (\d+)\b")


def points(colour, result):
    if result == "1/2-1/2":
        return 0.5
    won_white = result == "1-0"
    return 1.0 if won_white == (colour == "white") else 0.0


def read(paths):
    """{(seed, game number): ttakji's points} over every log."""
    games = {}
    for path in paths:
        seed = None
        with open(path, encoding="utf-8") as f:
            for line in f:
                if seed is None and line.startswith("games "):
                    m = SEED.search(line)
                    seed = int(m.group(1)) if m else None
                m = GAME.match(line)
                if m and seed is not None:
                    games[(seed, int(m.group(1)))] = points(m.group(2), m.group(3))
        if seed is None:
            sys.exit(f"{path}: no 'games ..., seed N' line; is it a makruk-match.py log?")
    return games


def mean_se(xs):
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return m, math.sqrt(var / n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", nargs="+", required=True, help="logs of build A")
    ap.add_argument("--b", nargs="+", required=True, help="logs of build B")
    args = ap.parse_args()
    a, b = read(args.a), read(args.b)
    both = sorted(set(a) & set(b))
    if not both:
        sys.exit("no game is in both A and B (same seed and game number)")
    # An opening pair is games 2k-1 and 2k of a seed: the same plies, colours swapped.
    pairs = {}
    for key in both:
        pairs.setdefault((key[0], (key[1] + 1) // 2), []).append(b[key] - a[key])
    for seed in sorted({k[0] for k in both}):
        keys = [k for k in both if k[0] == seed]
        sa = sum(a[k] for k in keys) / len(keys)
        sb = sum(b[k] for k in keys) / len(keys)
        print(f"seed {seed}: {len(keys):3} games  A {100 * sa:5.1f} %  B {100 * sb:5.1f} %")
    ma, sea = mean_se([a[k] for k in both])
    mb, seb = mean_se([b[k] for k in both])
    md, sed = mean_se([sum(d) for d in pairs.values()])
    per_game = len(both) / len(pairs)
    print(f"all:    {len(both):3} games  A {100 * ma:5.1f} % ± {100 * sea:.1f}"
          f"  B {100 * mb:5.1f} % ± {100 * seb:.1f}")
    print(f"B - A by opening pair ({len(pairs)} pairs): {100 * md / per_game:+.1f} points"
          f" ± {100 * sed / per_game:.1f} (one standard error)")
    only = len(set(a) ^ set(b))
    if only:
        print(f"({only} games are in only one of A and B and are left out)")


if __name__ == "__main__":
    main()
