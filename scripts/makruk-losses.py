#!/usr/bin/env python3
"""Where ttakji's lost games turn: the material balance of each lost game of a
`makruk-match.py` record, every 10 plies, from ttakji's side.

    python3 scripts/makruk-losses.py --ttakji target/release/ttakji \
        docs/measurements/fixed-main-seed1.pgn docs/measurements/fixed-main-seed2.pgn

For each lost game: its round, ttakji's colour, its length, the first sampled ply where ttakji is
two Bia or more behind (with the Bia then on the board), and the balance at each sample. Material
in Bia: Bia 1, Met and Bia ngai 2, Khon 2.5, Ma 3, Rua 5 (a rough scale, for reading the games, not
the engine's). The positions come from `ttakji position makruk <moves>`. Ends with a summary.
"""

import argparse
import re
import statistics
import subprocess

VALUE = {"p": 1, "m": 2, "s": 2.5, "n": 3, "r": 5}
MOVE = re.compile(r"(?:start:|stop:)?[a-h][1-8][a-h][1-8]m?")  # a turn, with its counting action


def games(path):
    """(headers, moves) of each game of a PGN file."""
    text = open(path, encoding="utf-8").read()
    for block in re.split(r"\n(?=\[Event )", text):
        headers = dict(re.findall(r'\[(\w+) "([^"]*)"\]', block))
        body = re.sub(r"\[.*?\]\n", "", block)
        moves = [t for t in body.split() if MOVE.fullmatch(t)]
        if moves:
            yield headers, moves


def board_after(ttakji, moves):
    """The board field of the FEN after `moves` from the start."""
    out = subprocess.run([ttakji, "position", "makruk", *moves],
                         capture_output=True, text=True, check=True).stdout
    return out.split()[0]


def balance(board):
    """White's material less Black's, in Bia, and the Bia on the board."""
    white = sum(VALUE.get(c.lower(), 0) for c in board if c.isupper())
    black = sum(VALUE.get(c, 0) for c in board if c.islower())
    return white - black, sum(c in "pP" for c in board)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ttakji", default="target/release/ttakji")
    ap.add_argument("--every", type=int, choices=range(1, 101), default=10, metavar="1..100",
                    help="plies between samples")
    ap.add_argument("pgn", nargs="+")
    args = ap.parse_args()
    behind_at, bia_left, even_mates = [], [], 0
    for path in args.pgn:
        for headers, moves in games(path):
            white = headers.get("White") == "ttakji"
            if headers.get("Result") != ("0-1" if white else "1-0"):
                continue
            samples, first = [], None
            for n in range(0, len(moves) + 1, args.every):
                diff, bia = balance(board_after(args.ttakji, moves[:n]))
                diff = diff if white else -diff
                samples.append(diff)
                if first is None and diff <= -2:
                    first = (n, bia)
            if first:
                behind_at.append(first[0])
                bia_left.append(first[1])
            elif samples[-1] >= 0:
                even_mates += 1
            print(f"{path} game {headers.get('Round'):>3} {'white' if white else 'black'} "
                  f"{len(moves):3} plies, two Bia behind at {first or '-'}: "
                  + " ".join(f"{x:g}" for x in samples))
    if behind_at:
        print(f"{len(behind_at)} lost games went two Bia behind: at ply {statistics.median(behind_at):g}"
              f" (median), with {statistics.median(bia_left):g} Bia on the board (median, "
              f"{min(bia_left)} to {max(bia_left)})")
    print(f"{even_mates} lost games ended with ttakji not behind in material")


if __name__ == "__main__":
    main()
