#!/usr/bin/env python3
"""Whether two ttakji builds search the same trees through a game, as they play one: one
`ttakji uci` process per build, a `go depth N` after every ply of a recorded game, so that
each search starts with the table, history and caches the last one left (as in a match).

    python3 scripts/makruk-same-trees.py --depth 10 --plies 50 \
        docs/measurements/side-main-seed1.pgn /tmp/mk-bin/a /tmp/mk-bin/b

Prints each ply's best move and node count for both, the first ply where they differ, and
each build's nodes over all the searches (for a change meant to reach a depth sooner).
A build that searches the same trees at every fixed depth plays the same moves in a match,
but for its speed. Counting choices are left out: the record's moves are given plainly.
Exits with 1 when the builds differ.
"""

import argparse
import sys

from makruk_fairy import games, match


def searches(binary, moves, plies, depth):
    """(best move, nodes) of `binary`'s search after each of the first `plies` plies."""
    engine = match.Engine([binary, "uci"], binary, None)
    engine.handshake(10)
    engine.send("ucinewgame")
    out = []
    for i in range(min(plies, len(moves))):
        engine.send("position startpos moves " + " ".join(moves[:i]))
        engine.send(f"go depth {depth}")
        lines = engine.wait_for("bestmove", 600)
        nodes = [dn[1] for dn in map(match.depth_and_nodes, lines) if dn]
        out.append((lines[-1].split()[1], nodes[-1] if nodes else None))
    engine.quit()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pgn", help="a makruk-match.py record")
    ap.add_argument("a", help="ttakji build A")
    ap.add_argument("b", help="ttakji build B")
    ap.add_argument("--game", type=int, default=1, help="which game of the record (from 1)")
    ap.add_argument("--depth", type=int, default=8, choices=range(1, 21), metavar="1..20")
    ap.add_argument("--plies", type=int, default=60, choices=range(1, 401), metavar="1..400")
    args = ap.parse_args()
    record = list(games(args.pgn))
    if not 1 <= args.game <= len(record):
        sys.exit(f"{args.pgn} has {len(record)} games; --game {args.game} is not one")
    moves = record[args.game - 1][1]
    a = searches(args.a, moves, args.plies, args.depth)
    b = searches(args.b, moves, args.plies, args.depth)
    first = None
    for i, (x, y) in enumerate(zip(a, b)):
        print(f"ply {i:3}: A {x[0]:6} {x[1]:>10}   B {y[0]:6} {y[1]:>10}" + ("" if x == y else "  <"))
        if x != y and first is None:
            first = i
    total = [sum(n or 0 for _, n in x) for x in (a, b)]
    print(f"nodes over the {len(a)} searches: A {total[0]:,}  B {total[1]:,}")
    if first is None:
        print(f"the same trees: {len(a)} searches to depth {args.depth}, the same moves and nodes")
    else:
        print(f"the builds differ from ply {first}")
        sys.exit(1)


if __name__ == "__main__":
    main()
