#!/usr/bin/env python3
"""Fairy-Stockfish's score, for ttakji's side, of the last position of every game of
scripts/makruk-match.py's records that ended with a given termination (by default the
match's move limit): whether those draws were won positions given away or dead even.

    python3 scripts/makruk-final-scores.py docs/measurements/full-search-bundle*.pgn

Needs /usr/games/fairy-stockfish (scripts/setup-match.sh); searches each position to
`--depth` (14) with `UCI_Variant makruk`.
"""

import argparse

from makruk_fairy import Fairy, games


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("pgn", nargs="+")
    p.add_argument("--termination", default="draw move-limit")
    p.add_argument("--depth", type=int, default=14)
    p.add_argument("--fairy", default="/usr/games/fairy-stockfish")
    args = p.parse_args()
    fairy = Fairy(args.fairy)
    for path in args.pgn:
        for tags, moves in games(path):
            if tags.get("Termination") != args.termination:
                continue
            kind, value = fairy.score(moves, f"depth {args.depth}")
            white_to_move = len(moves) % 2 == 0
            for_white = value if white_to_move else -value
            ours = for_white if tags.get("White") == "ttakji" else -for_white
            print(f"{path.split('/')[-1]} game {tags.get('Round')}: {kind} {ours} for ttakji")


if __name__ == "__main__":
    main()
