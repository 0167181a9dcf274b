#!/usr/bin/env python3
"""A Nine Men's Morris match: ttakji's computer player against Sanmill's C++ engine, or
one ttakji build against another (also in Tigadi, which no outside engine plays).

    # Sanmill: its `src/` and `include/` from tag v7.4.2 of calcitem/Sanmill (commit
    # 2db38bde3a3ea03e2669ea31bcba438b2f51decf), in a folder of your own; nothing of it
    # is kept in this repository. The script builds it into target/sanmill/.
    cargo build --release -p ttakji-cli --bin ttakji
    nohup python3 scripts/morris-match.py --sanmill-src ~/sanmill --games 40 --seed 1 \
        --out docs/measurements/morris-run1 > docs/measurements/morris-run1.out 2>&1 &

    # head to head: this build against an older one copied aside
    python3 scripts/morris-match.py --versus /tmp/ttakji-old --game tigadi --movetime 200 ...

Games come in pairs: each pair opens with the same random plies (from --seed, 4 by
default), and the colours swap inside a pair. One engine thinks at a time.

Sanmill is set to this project's rules (../shared/rules/morris.md, NMM-1..13): 9 pieces,
flying with 3 (NMM-8, `--flying off` turns it off for both), a blocked player loses, removal
from a mill only when every piece is in one, 50 plies without a removal and the third
repetition draw. It plays at `SkillLevel` --skill with `MoveTime` --sanmill-time seconds
(its option is whole seconds), `DeveloperMode false` so that the skill sets its depth, and its
own move shuffling on (as it plays people); no perfect database. It writes a removal as an
action of its own (`d6` then `xa1`): the script asks it again after a move that closes a mill
and joins the two into this engine's `d6xa1`.

ttakji thinks with `ttakji bestmove <game> --level hard --movetime <ms>` per move (a new
process each move, so its table starts empty). The games are judged by the rule book through
`ttakji status`, not by either engine. An engine that plays an illegal move, or does not
answer within 10 x its time + 5 s, loses the game.

Writes <out>.txt (each game's result, then the summary) and <out>.pgn (Sanmill-like move
lists with tags).
"""

import argparse
import datetime
import importlib.util
import os
import random
import shlex
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_spec = importlib.util.spec_from_file_location("makruk_match", os.path.join(ROOT, "scripts/makruk-match.py"))
match = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(match)

# Sanmill's options for this project's Nine Men's Morris rules.
SANMILL_RULES = {
    "PiecesCount": 9,
    "flyPieceCount": 3,
    "PiecesAtLeastCount": 3,
    "HasDiagonalLines": "false",
    "MayMoveInPlacingPhase": "false",
    "IsDefenderMoveFirst": "false",
    "MayRemoveMultiple": "false",
    "MayRemoveFromMillsAlways": "false",
    "StalemateAction": 0,  # endWithStalemateLoss: blocked loses (NMM-10)
    "NMoveRule": 50,
    "EndgameNMoveRule": 50,
    "ThreefoldRepetitionRule": "true",
    "UsePerfectDatabase": "false",
    "Threads": 1,
}


def build_sanmill(src):
    """Sanmill built from `src` (a folder holding src/ and include/, or its src/ itself)
    into target/sanmill/, rebuilt only when the sources are newer; the binary's path."""
    src = os.path.abspath(src)
    if os.path.isdir(os.path.join(src, "src")):
        src = os.path.join(src, "src")
    include = os.path.join(os.path.dirname(src), "include")
    if not os.path.isfile(os.path.join(src, "Makefile")) or not os.path.isdir(include):
        sys.exit(f"morris-match: {src} is not Sanmill's src/ (a Makefile beside ../include)")
    build = os.path.join(ROOT, "target/sanmill")
    binary = os.path.join(build, "src/sanmill")
    newest = max(os.path.getmtime(os.path.join(d, f)) for d, _, fs in os.walk(src) for f in fs)
    if os.path.exists(binary) and os.path.getmtime(binary) > newest:
        return binary
    shutil.rmtree(build, ignore_errors=True)
    shutil.copytree(src, os.path.join(build, "src"), ignore=shutil.ignore_patterns("ui", "*.o"))
    shutil.copytree(include, os.path.join(build, "include"))
    subprocess.run(["make", "-j2", "ARCH=x86-64-modern", "COMP=gcc", "optimize=yes", "debug=no", "sanmill"],
                   cwd=os.path.join(build, "src"), check=True, stdout=subprocess.DEVNULL)
    return binary


class Sanmill:
    def __init__(self, binary, args, log):
        self.engine = match.Engine([binary], "Sanmill", log)
        self.timeout = args.sanmill_time * 10 + 5 if args.sanmill_time else 120
        e = self.engine
        ident = e.handshake() or "Sanmill"
        options = dict(SANMILL_RULES, SkillLevel=args.skill, MoveTime=args.sanmill_time, DeveloperMode="false",
                       MayFly="true" if args.flying == "on" else "false")
        for name, value in options.items():
            e.send(f"setoption name {name} value {value}")
        e.send("isready")
        e.wait_for("readyok", 30)
        self.name = f"{ident} (skill {args.skill}, {args.sanmill_time} s)"

    def new_game(self):
        self.engine.send("ucinewgame")
        self.engine.send("isready")
        self.engine.wait_for("readyok", 30)

    def _ask(self, actions):
        self.engine.send("position startpos moves " + " ".join(actions))
        self.engine.send("go")
        line = self.engine.wait_for("bestmove", self.timeout, anywhere=True)[-1].split()
        return line[line.index("bestmove") + 1] if line[-1] != "bestmove" else "none"

    def best(self, ttakji, game, moves):
        """Sanmill's move in this engine's text: its removal, asked for apart, joined on."""
        actions = [a for m in moves for a in sanmill_actions(m)]
        mv = self._ask(actions)
        legal = match.cli(ttakji, "moves", *game, *moves).split()
        if mv not in legal and any(m.startswith(mv + "x") for m in legal):
            mv += self._ask(actions + [mv])
        return mv

    def quit(self):
        self.engine.quit()


class Ttakji:
    def __init__(self, binary, args, name):
        self.binary, self.name = binary, name
        self.args = args
        self.timeout = args.movetime * 10 / 1000 + 5

    def new_game(self):
        pass

    def best(self, ttakji, game, moves):
        cmd = [self.binary, "bestmove", *game, "--level", "hard", "--movetime", str(self.args.movetime), *moves]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=self.timeout)
        if r.returncode != 0:
            raise ValueError(r.stderr.strip())
        return r.stdout.strip()

    def quit(self):
        pass


def sanmill_actions(mv):
    """`d6-d5xa1` as Sanmill's two actions `d6-d5`, `xa1`."""
    head, _, removed = mv.partition("x")
    return [head, "x" + removed] if removed else [head]


def play_game(ttakji, game, ours, theirs, ours_first, start, log):
    """Plays one game; returns (result from ours' view 1/0.5/0, termination, moves)."""
    moves = list(start)
    for e in (ours, theirs):
        e.new_game()
    status = match.cli(ttakji, "status", *game, *moves).strip()
    while status == "ongoing":
        ours_to_move = (len(moves) % 2 == 0) == ours_first
        engine = ours if ours_to_move else theirs
        lost = 0.0 if ours_to_move else 1.0
        try:
            mv = engine.best(ttakji, game, moves)
        except (TimeoutError, EOFError, subprocess.TimeoutExpired, ValueError) as e:
            log(f"  {engine.name}: {e}")
            return lost, f"{engine.name} did not answer", moves
        try:
            status = match.cli(ttakji, "status", *game, *moves, mv).strip()
        except ValueError as e:
            log(f"  {engine.name} played {mv}: {e}")
            return lost, f"{engine.name} illegal move {mv}", moves
        moves.append(mv)
    words = status.split()
    if words[0] == "draw":
        return 0.5, status, moves
    return (1.0 if (words[1] == "first") == ours_first else 0.0), status, moves


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--game", default="nine-mens-morris", choices=["nine-mens-morris", "tigadi"])
    p.add_argument("--flying", default="on", choices=["on", "off"], help="Nine Men's Morris flying (NMM-8)")
    p.add_argument("--movetime", type=int, default=1000, help="ttakji's ms per move (both builds with --versus)")
    p.add_argument("--sanmill-src", help="Sanmill's source folder (built into target/sanmill/)")
    p.add_argument("--sanmill", help="a Sanmill binary already built (instead of --sanmill-src)")
    p.add_argument("--skill", type=int, default=30, help="Sanmill's SkillLevel (1-30)")
    p.add_argument("--sanmill-time", type=int, default=1, help="Sanmill's MoveTime in whole seconds (0: by depth)")
    p.add_argument("--versus", help="another ttakji binary as the opponent, instead of Sanmill")
    p.add_argument("--seed", type=int, default=1, help="seed of the random openings")
    p.add_argument("--opening-plies", type=int, default=4)
    p.add_argument("--ttakji", default=os.path.join(ROOT, "target/release/ttakji"))
    p.add_argument("--out", default=os.path.join(ROOT, "docs/measurements/morris"), help="writes <out>.txt and <out>.pgn")
    args = p.parse_args()
    if not (args.versus or args.sanmill or args.sanmill_src):
        p.error("name the opponent: --sanmill-src, --sanmill or --versus")
    if args.game == "tigadi" and not args.versus:
        p.error("Sanmill does not play Tigadi: use --versus")
    if not 1 <= args.skill <= 30 or not 0 <= args.sanmill_time <= 60:
        p.error("--skill takes 1 to 30 and --sanmill-time 0 to 60 (Sanmill's limits)")

    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    ttakji, log = match.run_files(args.out, args.ttakji)
    game = [args.game] + (["--flying", args.flying] if args.game == "nine-mens-morris" else [])
    ours = Ttakji(ttakji, args, "ttakji")
    if args.versus:
        versus = os.path.abspath(args.out) + ".versus"
        shutil.copy2(args.versus, versus)
        theirs = Ttakji(versus, args, f"ttakji {os.path.basename(args.versus)}")
    else:
        theirs = Sanmill(args.sanmill or build_sanmill(args.sanmill_src), args, log)
    pgn_file = open(args.out + ".pgn", "w")
    started = time.time()
    log(f"{' '.join(game)} match: ttakji ({match.revision()}, hard, {args.movetime} ms) vs {theirs.name}")
    log(f"command: python3 scripts/morris-match.py {' '.join(shlex.quote(a) for a in sys.argv[1:])}")
    log(f"ttakji binary: {os.path.abspath(args.ttakji)}" + (f", versus {os.path.abspath(args.versus)}" if args.versus else "")
        + " (the revision above is the work tree's)")
    log(f"games {args.games}, seed {args.seed}, opening plies {args.opening_plies}, "
        f"started {datetime.datetime.now().isoformat(timespec='seconds')}")

    rng = random.Random(args.seed)
    tally = {1.0: 0, 0.5: 0, 0.0: 0}
    as_first = {1.0: 0, 0.5: 0, 0.0: 0}
    reasons = {}
    start = None
    for g in range(args.games):
        if g % 2 == 0:
            start = match.opening(ttakji, rng, args.opening_plies, game)
        ours_first = g % 2 == 0
        t0 = time.time()
        score, why, moves = play_game(ttakji, game, ours, theirs, ours_first, start, log)
        tally[score] += 1
        if ours_first:
            as_first[score] += 1
        key = ("ttakji won: " if score == 1 else "ttakji lost: " if score == 0 else "") + why
        reasons[key] = reasons.get(key, 0) + 1
        first_score = score if ours_first else 1 - score
        result = {1.0: "1-0", 0.5: "1/2-1/2", 0.0: "0-1"}[first_score]
        log(f"game {g + 1:3}: ttakji {'white' if ours_first else 'black'} {result:7} {why:32} "
            f"{len(moves):3} plies {time.time() - t0:6.1f} s   +{tally[1.0]} ={tally[0.5]} -{tally[0.0]}")
        headers = {
            "Event": f"ttakji vs {theirs.name}",
            "Site": "scripts/morris-match.py",
            "Date": datetime.date.today().strftime("%Y.%m.%d"),
            "Round": g + 1,
            "White": "ttakji" if ours_first else theirs.name,
            "Black": theirs.name if ours_first else "ttakji",
            "Result": result,
            "Variant": "Tigadi" if args.game == "tigadi" else "Nine Men's Morris",
            "Opening": " ".join(start),
            "Termination": why,
            "Seed": args.seed,
        }
        pgn_file.write(match.pgn(headers, moves, result))
        pgn_file.flush()

    theirs.quit()
    wdl = lambda t: (t[1.0], t[0.5], t[0.0])
    match.summary(log, wdl(tally), wdl(as_first), reasons, theirs.name, started)
    os.remove(ttakji)
    if args.versus:
        os.remove(versus)


if __name__ == "__main__":
    main()
