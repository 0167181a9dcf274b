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
import importlib.util
import os
import re
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The UCI engine process of the match script.
_spec = importlib.util.spec_from_file_location("makruk_match", os.path.join(ROOT, "scripts/makruk-match.py"))
match = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(match)


def games(path):
    """(headers, moves) of each game of a PGN written by scripts/makruk-match.py."""
    text = open(path, encoding="utf-8").read()
    for block in re.split(r"\n(?=\[Event )", text):
        headers = dict(re.findall(r'\[(\w+) "([^"]*)"\]', block))
        body = re.sub(r"\[[^\]]*\]", "", block)
        moves = [w.split(":")[-1] for w in body.split() if re.match(r"^(start:|stop:)?[a-h][1-8][a-h][1-8]m?$", w)]
        if headers:
            yield headers, moves


def fairy(cmd):
    """Fairy-Stockfish, ready to play Makruk."""
    fs = match.Engine([cmd], "Fairy-Stockfish", None)
    fs.send("uci")
    fs.wait_for("uciok", 10)
    fs.send("setoption name UCI_Variant value makruk")
    fs.send("isready")
    fs.wait_for("readyok", 10)
    return fs


def score(fs, moves, movetime):
    """The side to move's score after `moves` from the start."""
    fs.send("position startpos moves " + " ".join(moves) if moves else "position startpos")
    fs.send(f"go movetime {movetime}")
    value = 0
    for line in fs.wait_for("bestmove", 10 * movetime / 1000 + 5):
        m = re.search(r"score (cp|mate) (-?\d+)", line)
        if m:
            n = int(m.group(2))
            value = n if m.group(1) == "cp" else (10000 - abs(n)) * (1 if n > 0 else -1)
    return value


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pgn")
    ap.add_argument("--movetime", type=int, default=100, choices=range(10, 10001), metavar="10..10000")
    ap.add_argument("--drop", type=int, default=100, choices=range(10, 10001), metavar="10..10000")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    fs = fairy(shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish")
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
    fs.quit()


if __name__ == "__main__":
    main()
