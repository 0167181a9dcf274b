#!/usr/bin/env python3
"""Writes crates/engine/tests/data/bg-movegen.txt: legal backgammon plays as GNU Backgammon
generates them, for tests/backgammon_movegen.rs.

Needs gnubg-nn (`python3 -m venv /tmp/gv && /tmp/gv/bin/pip install gnubg-nn`), then
`/tmp/gv/bin/python scripts/bg-movegen-data.py`.

Positions come from games of random legal plays from the start (a fixed seed), so they cover
hits, the bar, closed boards, bearing off and races. Each line is
`<Position ID> <dice> <n> <resulting Position IDs, sorted>`: the position from the view of the
player on roll, and the distinct positions its legal plays reach, from the same view (before
the turn passes). n = 0 means no legal play.
"""
import random
import sys

import gnubg_nn as g

SEED = 20261129
LINES = 700
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
    with open(OUT, "w") as f:
        f.write("\n".join(lines[:LINES]) + "\n")
    print(f"wrote {LINES} lines to {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
