#!/usr/bin/env python3
"""Agreement of ttakji's Makruk analysis with Fairy-Stockfish's judgement.

    cargo build --release -p ttakji-cli
    nohup python3 scripts/makruk-analysis-check.py --out docs/measurements/makruk-analysis \
        > /tmp/makruk-analysis.log 2>&1 &

Positions come from real games: those of docs/measurements/*.pgn (ttakji against
Fairy-Stockfish at UCI_Elo 2000 and 1350, see scripts/makruk-match.py), --positions of them
drawn with --seed, none of the first --skip plies nor any with fewer than three moves. In each, three moves are judged: Fairy-Stockfish's
best at --depth (its `go depth`), and two other legal moves drawn at random (so bad moves
come up as often as a random choice makes them, not as either engine would pick them).
Fairy-Stockfish's loss of a move is the score of its best minus the score of
`go depth <d> searchmoves <move>` (a mate counts as 10000 cp). ttakji's judgement is
`ttakji analyse makruk --position <FEN> <move>` at the analysis' default (core::analysis::REVIEW_MS, 200 ms a move).

Prints, with every judged move in the log:
- of the moves Fairy-Stockfish says lose >= 300 cp, the share ttakji marks mistake or
  blunder (the issue's goal: >= 90 %);
- of Fairy-Stockfish's best moves, the share ttakji marks at most an inaccuracy (>= 90 %).
Fairy-Stockfish thinks with 1 thread and a 64 MB table, cleared before each position; the
two engines never think at the same time.
"""

import argparse
import datetime
import glob
import os
import random
import re
import shlex
import shutil
import sys
import time

from makruk_fairy import games, match

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MATE_CP = 10000


def places(all_games, skip, rng):
    """Every (game, ply) place with ply >= skip, before the game's end, in a random order."""
    out = [(g, p) for g, turns in enumerate(all_games) for p in range(skip, len(turns))]
    rng.shuffle(out)
    return out


def fsf_score(fs, fen, depth, move=None):
    """(best move, score in cp for the side to move) of `go depth`, on `move` alone if given."""
    fs.send(f"position fen {fen}")
    fs.send(f"go depth {depth}" + (f" searchmoves {move}" if move else ""))
    lines = fs.wait_for("bestmove", 600)
    score = None
    for line in lines:
        m = re.search(r" score (cp|mate) (-?\d+)", line)
        if m and " upperbound" not in line and " lowerbound" not in line:
            v = int(m.group(2))
            score = v if m.group(1) == "cp" else (MATE_CP if v > 0 else -MATE_CP)
    if score is None:
        raise ValueError(f"Fairy-Stockfish gave no score for {fen} {move or ''}")
    return lines[-1].split()[1], score


def ours(ttakji, fen, move, movetime):
    """(loss, mark) of ttakji's analysis of `move` played at `fen`."""
    args = ["analyse", "makruk", "--position", fen]
    if movetime:
        args += ["--movetime", str(movetime)]
    line = match.cli(ttakji, *args, move).splitlines()[0].split()
    # <ply> <move> best <best> loss <n> <mark or ->
    return int(line[5]), line[6]


def share(hits, n):
    return f"{hits}/{n} = {100 * hits / n:.1f} %" if n else "none"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--positions", type=int, default=300)
    p.add_argument("--depth", type=int, default=14, help="Fairy-Stockfish's go depth")
    p.add_argument("--movetime", type=int, default=0, help="ttakji's ms a move (0: the analysis' default)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--skip", type=int, default=8, help="plies left out at the start of each game")
    p.add_argument("--pgn", nargs="*", default=sorted(glob.glob(os.path.join(ROOT, "docs/measurements/*.pgn"))))
    p.add_argument("--ttakji", default=os.path.join(ROOT, "target/release/ttakji"))
    p.add_argument("--fairy", default=shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish")
    p.add_argument("--out", default=os.path.join(ROOT, "docs/measurements/makruk-analysis"),
                   help="writes <out>.txt: every judged move, then the figures")
    args = p.parse_args()

    ttakji, log = match.run_files(args.out, args.ttakji)
    log(f"makruk analysis check: ttakji ({match.revision()}) against {args.fairy} at depth {args.depth}")
    log(f"command: python3 scripts/makruk-analysis-check.py {' '.join(shlex.quote(a) for a in sys.argv[1:])}")
    log(f"games from {', '.join(os.path.relpath(g, ROOT) for g in args.pgn)}; started "
        f"{datetime.datetime.now().isoformat(timespec='seconds')}")
    log("columns: <FEN> | <move> fsf-loss <cp> ours-loss <cp> <our mark> [fsf-best]")

    fs = match.Engine(shlex.split(args.fairy), "Fairy-Stockfish", log)
    fs.handshake()
    for option in ("UCI_Variant value makruk", "Threads value 1", "Hash value 64"):
        fs.send(f"setoption name {option}")

    rng = random.Random(args.seed)
    all_games = [turns for path in args.pgn for _, turns in games(path, choices=True)]
    started = time.time()
    bad = bad_marked = best = best_ok = judged = 0
    abs_diff = 0
    for g, ply in places(all_games, args.skip, rng):
        if best == args.positions:
            break
        fen = match.cli(ttakji, "fen", "makruk", *all_games[g][:ply]).strip()
        legal = match.cli(ttakji, "moves", "makruk", "--position", fen).split()
        if len(legal) < 3:
            continue
        fs.send("ucinewgame")
        top, top_score = fsf_score(fs, fen, args.depth)
        others = rng.sample([m for m in legal if m != top], 2)
        for mv in [top] + others:
            score = top_score if mv == top else fsf_score(fs, fen, args.depth, mv)[1]
            fsf_loss = max(0, top_score - score)
            loss, mark = ours(ttakji, fen, mv, args.movetime)
            judged += 1
            abs_diff += abs(min(fsf_loss, 1000) - loss)
            if mv == top:
                best += 1
                best_ok += mark in ("-", "inaccuracy")
            elif fsf_loss >= 300:
                bad += 1
                bad_marked += mark in ("mistake", "blunder")
            log(f"{fen} | {mv} fsf-loss {fsf_loss} ours-loss {loss} {mark}" + (" fsf-best" if mv == top else ""))
    fs.quit()
    os.remove(ttakji)
    log("")
    log(f"positions {best}, moves judged {judged}, duration {time.time() - started:.0f} s")
    log(f"moves Fairy-Stockfish says lose >= 300 cp, marked mistake or blunder: {share(bad_marked, bad)} (goal >= 90 %)")
    log(f"Fairy-Stockfish's best moves marked at most an inaccuracy: {share(best_ok, best)} (goal >= 90 %)")
    log(f"mean |fsf loss - our loss| (both held within 1000 cp): {abs_diff / max(judged, 1):.0f} cp")


if __name__ == "__main__":
    main()
