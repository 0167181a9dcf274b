#!/usr/bin/env python3
"""Writes crates/engine/tests/data/bg-movegen.txt: legal backgammon plays as GNU Backgammon
generates them, for crates/engine/tests/backgammon/movegen.rs.

Needs gnubg-nn (`python3 -m venv /tmp/gv && /tmp/gv/bin/pip install gnubg-nn`), then
`/tmp/gv/bin/python scripts/bg-movegen-data.py`.

Positions come from games of random legal plays from the start (a fixed seed), so they cover
hits, the bar, closed boards, bearing off and races; then from random placements (any number
of checkers of each side on random points and bars), for odd positions games rarely reach. Each line is
`<Position ID> <dice> <n> <resulting Position IDs, sorted>`: the position from the view of the
player on roll, and the distinct positions its legal plays reach, from the same view (before
the turn passes). n = 0 means no legal play.
"""
import random
import sys

import gnubg_nn as g

SEED = 20261129
LINES = 700
PLACED = 300
OUT = "crates/engine/tests/data/bg-movegen.txt"


def main():
    rng = random.Random(SEED)
    start = g.board_from_position_id("4HPwATDgc/ABMA")
    seen = set()
    lines = []
    while len(lines) < LINES:
        # gnubg's board: [0] = the player not on roll, [1] = the player on roll.
        board = [list(start[0]), list(start[1])]
        while True:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            pid = g.position_id(board)
            keys = g.moves(board, d1, d2)
            results = sorted({g.position_id([list(x) for x in g.board_from_position_key(k)]) for k in keys})
            if (pid, d1, d2) not in seen and rng.random() < 0.25:
                seen.add((pid, d1, d2))
                lines.append(f"{pid} {d1}{d2} {len(results)} {' '.join(results)}".rstrip())
            if not keys:
                after = board
            else:
                after = [list(x) for x in g.board_from_position_key(rng.choice(keys))]
            if sum(after[1]) == 0:
                break
            board = [after[1], after[0]]
    lines = lines[:LINES]
    while len(lines) < LINES + PLACED:
        board = placed(rng)
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        keys = g.moves(board, d1, d2)
        results = sorted({g.position_id([list(x) for x in g.board_from_position_key(k)]) for k in keys})
        lines.append(f"{g.position_id(board)} {d1}{d2} {len(results)} {' '.join(results)}".rstrip())
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} lines to {OUT}", file=sys.stderr)


def placed(rng):
    """A random legal board: each side 1..15 checkers on random points (the bar included, the
    home board more often), no point held by both."""
    board = [[0] * 25, [0] * 25]
    for side in (1, 0):
        n = rng.randint(1, 15)
        home_only = rng.random() < 0.3
        for _ in range(n):
            while True:
                if home_only:
                    i = rng.randrange(6)
                else:
                    i = rng.choice([24] + list(range(24)) + list(range(6)))
                other = board[1 - side][23 - i] if i < 24 else 0
                if other == 0:
                    board[side][i] += 1
                    break
    return board


if __name__ == "__main__":
    main()
