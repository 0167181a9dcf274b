#!/usr/bin/env python3
"""Error rate of Ttakji's backgammon computer player, measured by GNU Backgammon.

Plays seeded games in which our computer (``ttakji bestmove backgammon``) chooses every play
for both sides at the given level. For each unforced move (two or more legal plays) GNU
Backgammon's evaluator (the gnubg-nn package, cubeless, ``--plies`` look-ahead) values every
legal play; the equity our play loses against gnubg's best is the error. The report gives the
mean error per unforced move in thousandths of a point (mEMP) — gnubg's own "error rate".

Setup: scripts/setup-gnubg.sh (a .venv-gnubg with gnubg-nn, and the release ttakji build).
Usage:  .venv-gnubg/bin/python scripts/bg-error-rate.py --level hard --positions 300 --seed 1

Board orientation: gnubg-nn boards are [player not on roll, player on roll], each listed from
its own side (index 0..23 = points 1..24, 24 = bar) — the order of a gnubg Position ID, which
is also what ``ttakji`` reads and writes. The script checks this at start on asymmetric plays.
"""

import argparse
import os
import random
import subprocess
import sys
import time

import gnubg_nn as gnubg

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
START_ID = "4HPwATDgc/ABMA"


def cubeless_equity(p):
    """Money equity for the player on roll from gnubg's five probabilities."""
    win, wg, wbg, lg, lbg = p
    return 2 * win - 1 + wg - lg + wbg - lbg


def swapped(board):
    return [list(board[1]), list(board[0])]


def finished_points(board_after):
    """Points won by the mover (board as the mover left it: mover = index 1), or None."""
    mover, opp = board_after[1], board_after[0]
    if sum(mover) > 0:
        return None
    if sum(opp) < 15:
        return 1
    # Backgammon: a loser's checker on the bar or in the winner's home board (loser's 19..24).
    if opp[24] > 0 or any(opp[i] > 0 for i in range(18, 24)):
        return 3
    return 2


def value_after(board_after, plies):
    """Cubeless equity for the mover of a position it has just reached."""
    pts = finished_points(board_after)
    if pts is not None:
        return float(pts)
    return -cubeless_equity(gnubg.probabilities(swapped(board_after), plies))


def candidates(board, d1, d2):
    """Every legal play's resulting board (mover = index 1, not swapped), by its Position ID
    as the mover sees it (what ``ttakji moves`` and ``ttakji bestmove`` print)."""
    out = {}
    for key in gnubg.moves(board, d1, d2):
        after = [list(s) for s in gnubg.boardfromkey(key)]
        out[gnubg.position_id(after)] = after
    return out


def next_turn(after_id):
    """The Position ID the opponent faces after a play."""
    return gnubg.position_id(swapped(gnubg.board_from_position_id(after_id)))


def ttakji(args_list, binary):
    r = subprocess.run([binary] + args_list, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"ttakji {' '.join(args_list)} failed: {r.stderr.strip()}")
    return r.stdout.strip()


def check_orientation(binary):
    """Our Position IDs and gnubg-nn's boards agree: after the computer's play, the ID it
    prints must be one of gnubg's resulting positions, for asymmetric positions too."""
    board = gnubg.board_from_position_id(START_ID)
    assert gnubg.position_id(board) == START_ID
    for d1, d2 in [(3, 1), (6, 4), (5, 5), (2, 1)]:
        line = ttakji(["bestmove", "backgammon", "--position", START_ID,
                       "--dice", f"{d1}{d2}", "--level", "easy"], binary)
        after_id = line.split()[-1]
        assert after_id in candidates(board, d1, d2), (d1, d2, line)
        # One more ply from the asymmetric position, with the other player on roll.
        b2 = gnubg.board_from_position_id(next_turn(after_id))
        line2 = ttakji(["bestmove", "backgammon", "--position", next_turn(after_id),
                        "--dice", "62", "--level", "easy"], binary)
        assert line2.split()[-1] in candidates(b2, 6, 2), (after_id, line2)
    # A checker on the bar of the player on roll (index 1); the opponent's 6-point is the
    # mover's 19-point, so 6-5 enters with the 5 on the 20-point and plays 20/14.
    bar = [[0] * 25, [0] * 25]
    bar[1][24] = 1
    bar[1][5] = 14
    bar[0][5] = 15
    afters = list(candidates(bar, 6, 5).values())
    assert len(afters) == 1 and afters[0][1][13] == 1 and afters[0][1][24] == 0, afters
    line = ttakji(["bestmove", "backgammon", "--position", gnubg.position_id(bar),
                   "--dice", "65", "--level", "easy"], binary)
    assert line.startswith("bar/14 "), line


def play_games(level, positions, seed, plies, binary, net, log):
    rng = random.Random(seed)
    errors = []
    game = 0
    started = time.time()
    while len(errors) < positions:
        game += 1
        pos_id = START_ID
        while True:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if pos_id == START_ID:
                while d1 == d2:  # BG-3: the opening roll is never a double
                    d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            board = gnubg.board_from_position_id(pos_id)
            cands = candidates(board, d1, d2)
            args = ["bestmove", "backgammon", "--position", pos_id, "--dice", f"{d1}{d2}",
                    "--level", level, "--seed", str(rng.randrange(1 << 30))]
            if net:
                args += ["--net", net]
            line = ttakji(args, binary)
            after_id = line.split()[-1]
            if len(cands) >= 2:
                if after_id not in cands:
                    sys.exit(f"{pos_id} {d1}{d2}: ttakji played '{line}', not a gnubg play")
                values = {k: value_after(b, plies) for k, b in cands.items()}
                best = max(values.values())
                err = best - values[after_id]
                errors.append(err)
                if log:
                    log.write(f"{pos_id} {d1}{d2} {line} error {err * 1000:.1f}\n")
                if len(errors) >= positions:
                    break
            elif cands and after_id not in cands:
                sys.exit(f"{pos_id} {d1}{d2}: ttakji played '{line}', not the forced play")
            after = gnubg.board_from_position_id(after_id)
            if sum(after[0]) == 0 or sum(after[1]) == 0:
                break
            pos_id = next_turn(after_id)
    return errors, game, time.time() - started


def replay_positions(level, path, plies, binary, net, log):
    """Scores the plays our computer chooses at `level` in the positions (Position ID and
    dice) listed in an earlier --log file: the same positions for every version compared."""
    errors = []
    started = time.time()
    for n, line in enumerate(open(path)):
        pos_id, dice = line.split()[:2]
        d1, d2 = int(dice[0]), int(dice[1])
        board = gnubg.board_from_position_id(pos_id)
        cands = candidates(board, d1, d2)
        args = ["bestmove", "backgammon", "--position", pos_id, "--dice", dice,
                "--level", level, "--seed", str(n)]
        if net:
            args += ["--net", net]
        out = ttakji(args, binary)
        after_id = out.split()[-1]
        if after_id not in cands:
            sys.exit(f"{pos_id} {dice}: ttakji played '{out}', not a gnubg play")
        values = {k: value_after(b, plies) for k, b in cands.items()}
        errors.append(max(values.values()) - values[after_id])
        if log:
            log.write(f"{pos_id} {dice} {out} error {errors[-1] * 1000:.1f}\n")
    return errors, 0, time.time() - started


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--level", nargs="+", default=["hard"], choices=["easy", "normal", "hard"])
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plies", type=int, default=0, help="gnubg look-ahead for the reference")
    ap.add_argument("--ttakji", default=os.path.join(ROOT, "target", "release", "ttakji"))
    ap.add_argument("--net", help="a weights file instead of the built-in one")
    ap.add_argument("--log", help="write every scored position to this file")
    ap.add_argument("--out", help="append the summary to this file")
    ap.add_argument("--replay", help="score the positions of an earlier --log file instead "
                    "of playing new games")
    a = ap.parse_args()
    check_orientation(a.ttakji)
    log = open(a.log, "w") if a.log else None
    command = "scripts/bg-error-rate.py " + " ".join(sys.argv[1:])
    lines = []
    for level in a.level:
        if a.replay:
            errors, games, secs = replay_positions(level, a.replay, a.plies, a.ttakji, a.net, log)
        else:
            errors, games, secs = play_games(level, a.positions, a.seed, a.plies, a.ttakji,
                                             a.net, log)
        mean = 1000 * sum(errors) / len(errors)
        big = sum(1 for e in errors if e > 0.08)
        lines.append(f"{level}: {mean:.2f} mEMP per unforced move over {len(errors)} positions "
                     f"({games} games, {big} errors above 80 mEMP, gnubg {a.plies}-ply "
                     f"cubeless reference, {secs:.0f} s)")
        print(lines[-1], flush=True)
    summary = f"$ {command}\n" + "\n".join(lines) + "\n"
    if a.out:
        with open(a.out, "a") as f:
            f.write(summary)
    if log:
        log.close()


if __name__ == "__main__":
    main()
