#!/usr/bin/env python3
"""Where ttakji's lost games turn: the material balance of each lost game of a
`makruk-match.py` record, every 10 plies, from ttakji's side.

    python3 scripts/makruk-losses.py --ttakji target/release/ttakji \
        docs/measurements/fixed-main-seed1.pgn docs/measurements/fixed-main-seed2.pgn

For each lost game: its round, ttakji's colour, its length, the first sampled ply where ttakji is
two Bia or more behind (with the Bia then on the board), and the balance at each sample, in
makruk-match.py's material values (Bia 1, Met 2, Khon 3, Ma 3.5, Rua 5: a rough scale for reading
the games, not the engine's). The positions come from `ttakji position makruk <turns>`. Ends with
a summary.
"""

import argparse
import statistics

from makruk_fairy import games, match


def balance(ttakji, turns):
    """White's material less Black's after `turns` from the start (makruk-match.py's
    values), and the Bia on the board."""
    fen = match.cli(ttakji, "position", "makruk", *turns)
    white, black = match.material(fen)
    return white - black, sum(c in "pP" for c in fen.split()[0])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ttakji", default="target/release/ttakji")
    ap.add_argument("--every", type=int, choices=range(1, 101), default=10, metavar="1..100",
                    help="plies between samples")
    ap.add_argument("pgn", nargs="+")
    args = ap.parse_args()
    behind_at, bia_left, even_mates = [], [], 0
    for path in args.pgn:
        for headers, moves in games(path, choices=True):
            white = headers.get("White") == "ttakji"
            if headers.get("Result") != ("0-1" if white else "1-0"):
                continue
            samples, first = [], None
            for n in range(0, len(moves) + 1, args.every):
                diff, bia = balance(args.ttakji, moves[:n])
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
