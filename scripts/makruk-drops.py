#!/usr/bin/env python3
"""Where ttakji's games against Fairy-Stockfish were lost: Fairy-Stockfish scores every
position of the games ttakji lost, and each ttakji move after which the score (for ttakji)
fell by `--drop` or more is listed with the score before and after it, and each game's
scores move by move, so that one can see whether the games go wrong by tactics (sudden drops)
or by slow drift.

    python3 scripts/makruk-drops.py docs/measurements/full-tuned.pgn --movetime 100 \
        --out docs/measurements/drops-full-tuned.txt

Scores are in centipawns from White's view as Fairy-Stockfish gives them (`go movetime`);
a mate score counts as 10000 less the distance. Needs `fairy-stockfish` (scripts/setup-match.sh).
"""

import argparse
import shutil

from makruk_fairy import Fairy, games


def score(fs, moves, movetime):
    """The side to move's score after `moves` from the start."""
    kind, n = fs.score(moves, f"movetime {movetime}")
    return n if kind == "cp" else (10000 - abs(n)) * (1 if n > 0 else -1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pgn")
    ap.add_argument("--movetime", type=int, default=100, choices=range(10, 10001), metavar="10..10000")
    ap.add_argument("--drop", type=int, default=100, choices=range(10, 10001), metavar="10..10000")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    fs = Fairy(shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish")
    out = open(a.out, "w", encoding="utf-8")
    out.write(f"drops of {a.drop} cp or more in the games ttakji lost, {a.pgn}, Fairy-Stockfish movetime {a.movetime}\n")
    for h, moves in games(a.pgn):
        ours = "w" if h.get("White") == "ttakji" else "b"
        lost = h.get("Result") == ("0-1" if ours == "w" else "1-0")
        if not lost:
            continue
        # White's score before each ply and after the last.
        white = []
        for i in range(len(moves) + 1):
            s = score(fs, moves[:i], a.movetime)
            white.append(s if i % 2 == 0 else -s)
        sign = 1 if ours == "w" else -1
        first = 0 if ours == "w" else 1
        drops = []
        for i in range(first, len(moves), 2):
            before, after = sign * white[i], sign * white[i + 1]
            if before - after >= a.drop and before > -600:
                drops.append(f"ply {i + 1} {moves[i]} {before}->{after}")
        out.write(f"game {h.get('Round')} ({ours}, {h.get('Termination')}, {len(moves)} plies): "
                  + ("; ".join(drops) or "no drop") + "\n")
        out.write("  ttakji's score by move: " + " ".join(str(sign * white[i]) for i in range(first, len(white), 2)) + "\n")
        out.flush()
    fs.close()


if __name__ == "__main__":
    main()
