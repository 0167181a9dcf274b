#!/usr/bin/env python3
"""Positions of scripts/makruk-match.py's records, each with its game's result and
Fairy-Stockfish's score, as makruk-tune reads them (`<FEN>;<result>;<score>`, the result
for White, the score in centi-Bia for the side to move, `M` for a mate): tuning data
from the positions ttakji's games against Fairy-Stockfish reach, judged by the stronger
engine.

    python3 scripts/makruk-label.py docs/measurements/*.pgn --out target/makruk-tune/label.txt

Every `--every`-th position from ply `--from` on, each board (with the side to move) once
(where it first comes), searched with `go nodes --nodes`; `--jobs` Fairy-Stockfish
processes. With `--results-only` nothing is searched: the positions come from crates/trainer's
`makruk-positions` with the score `-` (makruk-tune fits them to their games' results alone), and
every game of the records is read, its counting choices included. The games are written in the
order read, so the same records and options give the same file.
"""

import argparse
import os
import subprocess
import sys
import threading

from makruk_fairy import Fairy, games

RESULT = {"1-0": "1", "0-1": "0", "1/2-1/2": "0.5"}


def board(fen):
    """A FEN's board and side to move: the same position whatever its counters."""
    return " ".join(fen.split()[:2])


def on_workers(jobs, fairy_binary, items, task):
    """[task(fairy, item) for item in items], on `jobs` threads with a Fairy-Stockfish each."""
    out = [None] * len(items)
    lock = threading.Lock()
    todo = iter(range(len(items)))

    def work():
        fairy = Fairy(fairy_binary)
        while True:
            with lock:
                i = next(todo, None)
            if i is None:
                break
            out[i] = task(fairy, items[i])
            if i % 100 == 0:
                print(f"{i} of {len(items)}", file=sys.stderr, flush=True)
        fairy.close()

    threads = [threading.Thread(target=work) for _ in range(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
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
    p.add_argument("--results-only", action="store_true", help="no search: every score '-'")
    args = p.parse_args()
    if not 1 <= args.nodes <= 10_000_000 or not 1 <= args.every <= 100 or not 1 <= args.jobs <= 64:
        raise SystemExit("--nodes 1..10000000, --every 1..100, --jobs 1..64")
    if args.results_only:
        return results_only(args)
    played = [
        (RESULT[tags["Result"]], moves)
        for path in args.pgn
        for tags, moves in games(path)
        if tags.get("Result") in RESULT
    ]
    todo = [
        (result, moves[:n])
        for result, moves in played
        for n in range(args.first, len(moves), args.every)
    ]
    # Every position's FEN first (cheap), so that each board is searched once: the first
    # time it comes, in the order read.
    fens = on_workers(args.jobs, args.fairy, todo, lambda fairy, t: fairy.fen(t[1]))
    seen = set()
    unique = []
    for (result, moves), fen in zip(todo, fens):
        key = board(fen)
        if key not in seen:
            seen.add(key)
            unique.append((result, moves, fen))

    def score(fairy, position):
        kind, value = fairy.score(position[1], f"nodes {args.nodes}")
        return str(value) if kind == "cp" else "M"

    scores = on_workers(args.jobs, args.fairy, unique, score)
    with open(args.out, "w", encoding="utf-8") as f:
        for (result, _, fen), value in zip(unique, scores):
            f.write(f"{fen};{result};{value}\n")
    print(f"{len(unique)} positions of {len(played)} games", file=sys.stderr)


def results_only(args):
    """Every game's positions with its result and no score, by makruk-positions."""
    lines = [
        " ".join([RESULT[tags["Result"]]] + turns)
        for path in args.pgn
        for tags, turns in games(path, choices=True)
        if tags.get("Result") in RESULT
    ]
    command = ["cargo", "run", "--release", "-q", "-p", "ttakji-trainer", "--bin", "makruk-positions"]
    options = ["--", "--from", str(args.first), "--every", str(args.every)]
    with open(args.out, "w", encoding="utf-8") as out:
        # The workspace's cargo, wherever the script is run from.
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
        text = "\n".join(lines) + "\n"
        subprocess.run(command + options, input=text, stdout=out, text=True, check=True, cwd=root)
    print(f"{len(lines)} games", file=sys.stderr)


if __name__ == "__main__":
    main()
