#!/usr/bin/env python3
"""Positions of scripts/makruk-match.py's records, each with its game's result and
Fairy-Stockfish's score, as makruk-tune reads them (`<FEN>;<result>;<score>`, the result
for White, the score in centi-Bia for the side to move, `M` for a mate): tuning data
from the positions ttakji's games against Fairy-Stockfish reach, judged by the stronger
engine.

    python3 scripts/makruk-label.py docs/measurements/*.pgn --out target/makruk-tune/label.txt

Every `--every`-th position from ply `--from` on, each board (with the side to move) once,
searched with `go nodes --nodes`; `--jobs` Fairy-Stockfish processes. The games are written
in the order read, so the same records and options give the same file.
"""

import argparse
import sys
import threading

from makruk_fairy import Fairy, games

RESULT = {"1-0": "1", "0-1": "0", "1/2-1/2": "0.5"}


def label(fairy, moves, plies, nodes):
    """(FEN, score) of the position after each of `plies` moves of `moves`."""
    out = []
    for n in plies:
        kind, value = fairy.score(moves[:n], f"nodes {nodes}")
        out.append((fairy.fen(moves[:n]), str(value) if kind == "cp" else "M"))
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("pgn", nargs="+")
    p.add_argument("--out", required=True)
    p.add_argument("--nodes", type=int, default=6000)
    p.add_argument("--from", dest="first", type=int, default=8)
    p.add_argument("--every", type=int, default=2)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--fairy", default="/usr/games/fairy-stockfish")
    args = p.parse_args()
    if not 1 <= args.nodes <= 10_000_000 or not 1 <= args.every <= 100 or not 1 <= args.jobs <= 64:
        raise SystemExit("--nodes 1..10000000, --every 1..100, --jobs 1..64")
    todo = [
        (tags, moves)
        for path in args.pgn
        for tags, moves in games(path)
        if tags.get("Result") in RESULT
    ]
    done = [None] * len(todo)
    lock = threading.Lock()
    next_game = iter(range(len(todo)))

    def work():
        fairy = Fairy(args.fairy)
        while True:
            with lock:
                i = next(next_game, None)
            if i is None:
                break
            tags, moves = todo[i]
            plies = range(args.first, len(moves), args.every)
            done[i] = (RESULT[tags["Result"]], label(fairy, moves, plies, args.nodes))
            if i % 100 == 0:
                print(f"game {i} of {len(todo)}", file=sys.stderr, flush=True)
        fairy.close()

    threads = [threading.Thread(target=work) for _ in range(args.jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    seen = set()
    with open(args.out, "w", encoding="utf-8") as f:
        for result, positions in done:
            for fen, score in positions:
                board = " ".join(fen.split()[:2])
                if board not in seen:
                    seen.add(board)
                    f.write(f"{fen};{result};{score}\n")
    print(f"{len(seen)} positions of {len(todo)} games", file=sys.stderr)


if __name__ == "__main__":
    main()
