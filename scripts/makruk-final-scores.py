#!/usr/bin/env python3
"""Fairy-Stockfish's score, for ttakji's side, of the last position of every game of
scripts/makruk-match.py's records that ended with a given termination (by default the
match's move limit): whether those draws were won positions given away or dead even.

    python3 scripts/makruk-final-scores.py docs/measurements/full-search-bundle*.pgn

Needs /usr/games/fairy-stockfish (scripts/setup-match.sh); searches each position to
`--depth` (14) with `UCI_Variant makruk`.
"""

import argparse
import re
import subprocess

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


def games(path):
    """(tags, UCI moves) of each game in a makruk-match.py PGN."""
    text = open(path, encoding="utf-8").read()
    for block in text.split("[Event ")[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', block))
        body = re.sub(r"\{[^}]*\}", "", re.sub(r"\[[^\]]*\]", "", block))
        words = [w for w in body.split() if not re.match(r"^\d+\.$", w) and w not in RESULTS]
        # The records mark a promotion with a trailing "m"; UCI does not.
        yield tags, [w.rstrip("m") for w in words]


class Fairy:
    def __init__(self, binary):
        self.proc = subprocess.Popen(
            [binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.until("uciok")
        self.send("setoption name UCI_Variant value makruk")
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit("fairy-stockfish ended")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def score(self, moves, depth):
        """(kind, value) for the side to move after `moves`: kind is cp or mate."""
        self.send("position startpos moves " + " ".join(moves))
        self.send(f"go depth {depth}")
        last = [l for l in self.until("bestmove") if " score " in l][-1].split()
        i = last.index("score")
        return last[i + 1], int(last[i + 2])


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
            kind, value = fairy.score(moves, args.depth)
            white_to_move = len(moves) % 2 == 0
            for_white = value if white_to_move else -value
            ours = for_white if tags.get("White") == "ttakji" else -for_white
            print(f"{path.split('/')[-1]} game {tags.get('Round')}: {kind} {ours} for ttakji")


if __name__ == "__main__":
    main()
