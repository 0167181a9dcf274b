#!/usr/bin/env python3
"""How far Ttakji's backgammon analysis agrees with GNU Backgammon's.

Plays seeded money games without the cube in which each play is gnubg's 0-ply best, one of
its five best or any legal play (so that the games hold good, poor and very bad plays), then
reviews each game with one ``ttakji analyse backgammon --no-cube`` run at the analysis'
default. For every unforced play it compares our loss (``loss <n>``, thousandths of a point)
with gnubg's: the cubeless money equity of gnubg's best play minus the played one's, each
valued by the gnubg-nn evaluator at ``--plies`` look-ahead (1 by default). It prints the
positions, the plays compared, the mean absolute difference in mEMG, and how many plays
gnubg calls very bad (a loss of 160 or more) with the share we mark mistake or blunder.

With ``--speed N`` it times instead ``ttakji analyse backgammon`` (its default, the cube in
play) on N games whose plays are all gnubg's 0-ply best.

Setup: scripts/setup-gnubg.sh (a .venv-gnubg with gnubg-nn, and the release ttakji build).
Usage:  .venv-gnubg/bin/python scripts/bg-analysis-check.py --positions 300 --seed 1
"""

import argparse
import importlib.util
import os
import random
import resource
import sys
import time

import gnubg_nn as gnubg

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The board helpers and the orientation check of scripts/bg-error-rate.py.
_spec = importlib.util.spec_from_file_location(
    "bg_error_rate", os.path.join(ROOT, "scripts", "bg-error-rate.py"))
er = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(er)

VERY_BAD = 160


def our_plays(pos_id, dice, binary):
    """Our play texts by the Position ID each leads to (``ttakji moves``)."""
    out = er.ttakji(["moves", "backgammon", "--position", pos_id, "--dice", dice], binary)
    return {line.rsplit(" ", 1)[1]: line.rsplit(" ", 1)[0] for line in out.splitlines()}


def choose(cands, rng, best_only=False):
    """gnubg's 0-ply best (60 %, or always), one of its five best (25 %) or any play (15 %)."""
    ranked = sorted(cands, key=lambda k: -er.value_after(cands[k], 0))
    r = 0 if best_only else rng.random()
    if r < 0.6:
        return ranked[0]
    if r < 0.85:
        return rng.choice(ranked[:5])
    return rng.choice(ranked)


def play_game(rng, binary, best_only=False):
    """One game: the move texts for ``ttakji analyse`` and, for each play among them, the
    position, the dice, the played Position ID and gnubg's candidates (None when forced)."""
    moves, plays = [], []
    pos_id, first = er.START_ID, True
    while True:
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        while first and d1 == d2:  # BG-3: the opening roll is never a double
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        first = False
        dice = f"{max(d1, d2)}{min(d1, d2)}"
        cands = er.candidates(gnubg.board_from_position_id(pos_id), d1, d2)
        moves.append(dice)
        if not cands:
            moves.append("pass")
            plays.append(None)
            pos_id = er.next_turn(pos_id)
            continue
        after_id = choose(cands, rng, best_only)
        moves.append(our_plays(pos_id, dice, binary)[after_id])
        plays.append((pos_id, dice, after_id, cands) if len(cands) > 1 else None)
        after = gnubg.board_from_position_id(after_id)
        if sum(after[0]) == 0 or sum(after[1]) == 0:
            return moves, plays
        pos_id = er.next_turn(after_id)


def analyse(moves, level, binary):
    """Our loss and mark of each play of the game, in order (without the cube, rolls are
    not reviewed)."""
    level = ["--level", level] if level else []
    out = er.ttakji(["analyse", "backgammon", "--no-cube"] + level + moves, binary)
    rows = []
    for line in out.splitlines():
        words = line.split()
        if "loss" in words and words[0].isdigit():
            i = words.index("loss")
            rows.append((int(words[i + 1]), words[i + 2]))
    return rows


def speed(games, seed, binary):
    """Times ``ttakji analyse backgammon`` at its default, with the cube, on games whose
    plays are all gnubg's 0-ply best (the length of a game between good players)."""
    rng = random.Random(seed)
    for n in range(games):
        moves, plays = play_game(rng, binary, best_only=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
        t0 = time.time()
        er.ttakji(["analyse", "backgammon"] + moves, binary)
        cpu = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before
        print(f"game {n + 1}: {len(plays)} plays analysed in {time.time() - t0:.1f} s "
              f"({cpu:.1f} s of CPU)", flush=True)


def gnubg_loss(cands, after_id, plies):
    values = {k: er.value_after(b, plies) for k, b in cands.items()}
    return round(1000 * (max(values.values()) - values[after_id]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plies", type=int, default=1, help="gnubg look-ahead for the reference")
    ap.add_argument("--level", choices=["easy", "normal", "hard"],
                    help="our analysis' level (its default, hard, when not given)")
    ap.add_argument("--ttakji", default=os.path.join(ROOT, "target", "release", "ttakji"))
    ap.add_argument("--log", help="write every play compared to this file")
    ap.add_argument("--speed", type=int, metavar="GAMES",
                    help="instead, time the analysis of this many games of good plays")
    a = ap.parse_args()
    er.check_orientation(a.ttakji)
    if a.speed:
        return speed(a.speed, a.seed, a.ttakji)
    rng = random.Random(a.seed)
    log = open(a.log, "w") if a.log else None
    compared, very_bad_marked, games, analyse_secs = [], 0, 0, 0.0
    started = time.time()
    while len(compared) < a.positions:
        moves, plays = play_game(rng, a.ttakji)
        games += 1
        t0 = time.time()
        rows = analyse(moves, a.level, a.ttakji)
        analyse_secs += time.time() - t0
        if len(rows) != len(plays):
            sys.exit(f"game {games}: {len(rows)} reviewed plays for {len(plays)} played")
        for play, (ours, mark) in zip(plays, rows):
            if play is None:
                continue
            pos_id, dice, after_id, cands = play
            theirs = gnubg_loss(cands, after_id, a.plies)
            compared.append((abs(ours - theirs), theirs >= VERY_BAD))
            if theirs >= VERY_BAD:
                very_bad_marked += mark in ("mistake", "blunder")
            if log:
                log.write(f"{pos_id} {dice} {after_id} ours {ours} {mark} gnubg {theirs}\n")
    mean = lambda xs: sum(xs) / max(len(xs), 1)
    bad = [d for d, very in compared if very]
    rest = [d for d, very in compared if not very]
    n = len(compared)
    print(f"positions {n} (one play each, {games} games, seed {a.seed})")
    print(f"plays compared {n}")
    print(f"mean absolute difference {mean([d for d, _ in compared]):.1f} mEMG (gnubg "
          f"{a.plies}-ply, cubeless money; our analysis at {a.level or 'its default'})")
    print(f"  on the plays gnubg calls very bad {mean(bad):.1f}, on the others {mean(rest):.1f}")
    print(f"gnubg very bad (>= {VERY_BAD}) {len(bad)}, marked mistake or blunder by us "
          f"{very_bad_marked} ({100 * very_bad_marked / max(len(bad), 1):.0f} %)")
    print(f"time {time.time() - started:.0f} s, of which ttakji analyse {analyse_secs:.0f} s "
          f"({analyse_secs / games:.1f} s a game)")
    if log:
        log.close()


if __name__ == "__main__":
    main()
