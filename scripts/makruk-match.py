#!/usr/bin/env python3
"""A Makruk match: ttakji's computer player (`ttakji uci`) against Fairy-Stockfish.

    scripts/setup-match.sh
    nohup python3 scripts/makruk-match.py --games 50 --movetime 200 --elo 1350 --seed 1 \
        --out docs/measurements/run1 > docs/measurements/run1.out 2>&1 &

`--elo full` (or `--elo 0`) plays Fairy-Stockfish at full strength; `--fairy "<cmd>" --elo 0`
plays any other UCI engine for Makruk, e.g. an older ttakji build copied aside, head to head.

Games come in pairs: each pair opens with the same random plies (from --seed), and the
colours swap inside a pair, so colours alternate game by game. Both engines get
`go movetime <ms>` on every move, one game at a time; nothing thinks on the other's time.
With `--nodes N` ttakji gets `go nodes N` instead, and with `--fairy-nodes N` the opponent:
with both, every game is the same on every machine and at any load (both engines search on
one thread and start each game with `ucinewgame`), so a build's games need playing only once.

The games are judged by the rule book (../shared/rules/makruk.md), not by either engine:
after every ply the ttakji CLI (`status makruk <turns>`) says whether the game is over
(checkmate, stalemate, repetition, bare Khun, an expired count, 400 moves). Counting:
- pieces' honour (MK-12..15) runs by itself, as the rules say;
- board's honour (MK-8..11) is started or stopped only with a side's move: ttakji says so
  with `info string turn start:<move>` / `stop:<move>` before its `bestmove`;
  Fairy-Stockfish cannot say so over UCI, so the script does it on its behalf, by a fixed
  rule: it starts board counting whenever it may and its material is not ahead, and stops
  its count whenever its material is ahead (material: Bia 1, Met and Bia ngai 2, Khon 3,
  Ma 3.5, Rua 5). Fairy-Stockfish is told the plain moves and keeps its own idea of the
  counts (its draws are not the ones that end the game here).
An engine that answers with an illegal move, or not at all within 10 x movetime + 5 s,
loses the game (with a node limit, movetime only sets that timeout).

Writes <out>.txt (the log: each engine's depth and nodes in 1 s from the start position, as the
day's machine runs them; every game's result, then the summary) and <out>.pgn (a PGN-like record:
headers and the turns in UCI form, `start:`/`stop:` included).
"""

import argparse
import datetime
import math
import os
import queue
import random
import shlex
import shutil
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VALUES = {"p": 1.0, "m": 2.0, "s": 3.0, "n": 3.5, "r": 5.0, "k": 0.0}


class Engine:
    """A UCI engine process; lines are read on a thread so that reads can time out."""

    def __init__(self, cmd, name, log):
        self.name = name
        self.log = log
        self.proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, text):
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix, timeout, anywhere=False):
        """The lines up to and including the first that starts with `prefix` (or, with
        `anywhere`, holds it as a word: Sanmill answers `info score 3 bestmove d6`)."""
        end = time.monotonic() + timeout
        got = []
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{self.name}: no '{prefix}' within {timeout:.1f} s")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise EOFError(f"{self.name} exited")
            got.append(line)
            if line.startswith(prefix) or (anywhere and prefix in line.split()):
                return got

    def handshake(self, timeout=30):
        """`uci` until `uciok`: the engine's `id name`, or None when it gives none."""
        self.send("uci")
        lines = self.wait_for("uciok", timeout)
        return next((l[8:] for l in lines if l.startswith("id name ")), None)

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


def cli(ttakji, *args):
    r = subprocess.run([ttakji, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise ValueError(r.stderr.strip())
    return r.stdout


def material(fen):
    """(white, black) material of a FEN's board."""
    w = b = 0.0
    for c in fen.split()[0]:
        if c.isalpha():
            v = VALUES[c.lower()]
            if c.isupper():
                w += v
            else:
                b += v
    return w, b


def fairy_turn(ttakji, turns, mv, fs_is_white):
    """Fairy-Stockfish's move with the board-counting action taken on its behalf."""
    counting = cli(ttakji, "counting", "makruk", *turns)
    can_start = "can-start yes" in counting
    can_stop = "can-stop yes" in counting
    if not (can_start or can_stop):
        return mv
    w, b = material(cli(ttakji, "fen", "makruk", *turns))
    mine, theirs = (w, b) if fs_is_white else (b, w)
    if can_start and mine <= theirs:
        return "start:" + mv
    if can_stop and mine > theirs:
        return "stop:" + mv
    return mv


def opening(ttakji, rng, plies, game=("makruk",)):
    """`plies` random legal moves of `game` (its name and settings for the CLI)."""
    turns = []
    for _ in range(plies):
        moves = cli(ttakji, "moves", *game, *turns).split()
        if not moves:
            break
        turns.append(rng.choice(moves))
    return turns


def play_game(args, ttakji, ours, fs, ours_white, opening_turns, log, thinking):
    """Plays one game; returns (result from ttakji's view 1/0.5/0, termination, turns).
    Adds each search's time, and nodes as its last `info` line gives them, to
    `thinking[engine]` ([seconds, searches, nodes])."""
    turns = list(opening_turns)
    for e in (ours, fs):
        e.send("ucinewgame")
        e.send("isready")
        e.wait_for("readyok", 30)
    timeout = args.movetime * 10 / 1000 + 5
    status = cli(ttakji, "status", "makruk", *turns).strip()
    while status == "ongoing":
        white_to_move = len(turns) % 2 == 0
        ours_to_move = white_to_move == ours_white
        engine = ours if ours_to_move else fs
        plain = [t.split(":")[-1] for t in turns]
        if ours_to_move:
            engine.send("position startpos moves " + " ".join(turns))
        else:
            engine.send("position startpos moves " + " ".join(plain))
        engine.send(go_command(args, ours_to_move))
        t0 = time.time()
        try:
            lines = engine.wait_for("bestmove", timeout)
        except (TimeoutError, EOFError) as e:
            log(f"  {e}")
            return (0.0 if ours_to_move else 1.0), f"{engine.name} did not answer", turns
        found = [f for f in map(depth_and_nodes, lines) if f]
        spent = thinking["ttakji" if ours_to_move else "opponent"]
        spent[0] += time.time() - t0
        spent[1] += 1
        spent[2] += found[-1][1] if found else 0
        mv = lines[-1].split()[1] if len(lines[-1].split()) > 1 else "(none)"
        if ours_to_move:
            for line in lines:
                if line.startswith("info string turn "):
                    announced = line.split()[-1]
                    if announced.split(":")[-1] == mv:
                        mv = announced
        else:
            mv = fairy_turn(ttakji, turns, mv, not ours_white)
        try:
            status = cli(ttakji, "status", "makruk", *turns, mv).strip()
        except ValueError as e:
            log(f"  {engine.name} played {mv}: {e}")
            return (0.0 if ours_to_move else 1.0), f"{engine.name} illegal move {mv}", turns
        turns.append(mv)
    words = status.split()
    if words[0] == "draw":
        return 0.5, status, turns
    winner_white = words[1] == "first"
    return (1.0 if winner_white == ours_white else 0.0), status, turns


def go_command(args, ours):
    """The `go` that each engine gets: its node limit if it has one, else the movetime."""
    nodes = args.nodes if ours else args.fairy_nodes
    return f"go nodes {nodes}" if nodes else f"go movetime {args.movetime}"


def time_control(args):
    """How the engines were limited, as the records' TimeControl tag says."""
    def one(nodes):
        return f"nodes {nodes}" if nodes else f"movetime {args.movetime} ms"
    ours, theirs = one(args.nodes), one(args.fairy_nodes)
    return ours if ours == theirs else f"ttakji {ours}, opponent {theirs}"


def pgn(headers, turns, result):
    out = [f'[{k} "{v}"]' for k, v in headers.items()]
    body = []
    for i, t in enumerate(turns):
        if i % 2 == 0:
            body.append(f"{i // 2 + 1}.")
        body.append(t)
    body.append(result)
    lines, line = [], ""
    for w in body:
        if len(line) + len(w) + 1 > 79:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    lines.append(line)
    return "\n".join(out) + "\n\n" + "\n".join(lines) + "\n\n"


def elo(score, n):
    """The Elo difference that a score fraction over n games suggests."""
    if n == 0 or score <= 0 or score >= 1:
        return None
    diff = -400 * math.log10(1 / score - 1)
    return diff


def summary(log, total, white, reasons, opponent, started, thinking):
    """A match log's closing lines; `total` and `white` are (wins, draws, losses) in all
    and as white, `reasons` the count of each way a game ended, `thinking` each engine's
    [seconds, searches, nodes]."""
    (wins, draws, losses), n = total, sum(total)
    score = (wins + draws / 2) / n if n else 0
    d = elo(score, n)
    log("")
    log(f"result: ttakji +{wins} ={draws} -{losses} of {n} games, score {100 * score:.1f}%"
        + (f", about {d:+.0f} Elo against {opponent}" if d is not None else ""))
    log(f"as white +{white[0]} ={white[1]} -{white[2]}; as black "
        f"+{wins - white[0]} ={draws - white[1]} -{losses - white[2]}")
    for k in sorted(reasons):
        log(f"  {reasons[k]:3} {k}")
    for name, (seconds, searches, nodes) in thinking.items():
        if searches:
            log(f"{name} thought {1000 * seconds / searches:.0f} ms and {nodes / searches:.0f} "
                f"nodes a move on average ({searches} moves)")
    log(f"duration {time.time() - started:.0f} s")


def run_files(out, binary):
    """A copy of `binary` beside `out` (so that a rebuild during the run changes nothing) and
    the log function, which writes each line to <out>.txt and to stdout."""
    ttakji = os.path.abspath(out) + ".ttakji"
    shutil.copy2(binary, ttakji)
    log_file = open(out + ".txt", "w")

    def log(text):
        print(text, file=log_file, flush=True)
        print(text, flush=True)

    return ttakji, log


def speed(engine, ms=1000):
    """`depth D, N nodes in ms`: one search from the start position, so that a log shows
    how fast each engine ran on the day's machine (scores move between sessions)."""
    engine.send("ucinewgame")
    engine.send("position startpos")
    engine.send(f"go movetime {ms}")
    found = [depth_and_nodes(l) for l in engine.wait_for("bestmove", ms / 1000 * 10 + 5)]
    depth, nodes = next((f for f in reversed(found) if f), ("?", "?"))
    return f"depth {depth}, {nodes} nodes in {ms} ms"


def depth_and_nodes(line):
    """(depth, nodes) of a UCI `info` line that gives both, else None."""
    words = line.split()
    if words[:1] != ["info"] or "depth" not in words or "nodes" not in words:
        return None
    return tuple(int(words[words.index(k) + 1]) for k in ("depth", "nodes"))


def revision():
    """The work tree's commit, with `+changes` when its engine is edited."""
    git = ["git", "-C", ROOT]
    rev = subprocess.run(git + ["rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(git + ["status", "--porcelain", "crates/engine"], capture_output=True, text=True).stdout.strip()
    return rev + ("+changes" if dirty else "")


def node_count(text):
    """A node limit: a whole number from 1 to 2^40."""
    n = int(text)
    if not 1 <= n <= 1 << 40:
        raise argparse.ArgumentTypeError(f"a node limit is from 1 to {1 << 40}, not {n}")
    return n


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--movetime", type=int, default=200, help="ms per move for both engines")
    p.add_argument("--nodes", type=node_count, help="nodes per move for ttakji instead of --movetime")
    p.add_argument("--fairy-nodes", type=node_count, help="nodes per move for the opponent instead of --movetime")
    p.add_argument("--elo", type=lambda v: 0 if v == "full" else int(v), default=1350,
                   help="Fairy-Stockfish's UCI_Elo; 0 or 'full': full strength (UCI_LimitStrength is not set)")
    p.add_argument("--seed", type=int, default=1, help="seed of the random openings")
    p.add_argument("--first-game", type=int, default=1,
                   help="the first game to play (1 to --games): a stopped run goes on with the "
                        "openings and colours it would have had, in a log of its own")
    p.add_argument("--opening-plies", type=int, default=4)
    p.add_argument("--ttakji", default=os.path.join(ROOT, "target/release/ttakji"))
    p.add_argument("--fairy", default=shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish",
                   help="the opponent's command line (any UCI engine for makruk: another ttakji build too)")
    p.add_argument("--out", default=os.path.join(ROOT, "docs/measurements/makruk"), help="writes <out>.txt and <out>.pgn")
    args = p.parse_args()
    if not 1 <= args.first_game <= args.games:
        p.error(f"--first-game must be between 1 and --games ({args.games}), not {args.first_game}")

    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    ttakji, log = run_files(args.out, args.ttakji)
    pgn_file = open(args.out + ".pgn", "w")
    started = time.time()
    log(f"makruk match: ttakji ({revision()}) vs {args.fairy} "
        f"{'UCI_Elo ' + str(args.elo) if args.elo else 'without UCI_Elo'}")
    log(f"command: python3 scripts/makruk-match.py {' '.join(shlex.quote(a) for a in sys.argv[1:])}")
    log(f"ttakji binary: {os.path.abspath(args.ttakji)} (the revision above is the work tree's)")
    first = f" from game {args.first_game}" if args.first_game > 1 else ""
    log(f"games {args.games}{first}, {time_control(args)} each, seed {args.seed}, "
        f"opening plies {args.opening_plies}, started {datetime.datetime.now().isoformat(timespec='seconds')}")

    ours = Engine([ttakji, "uci"], "ttakji", log)
    fs = Engine(shlex.split(args.fairy), "opponent", log)
    ours.handshake()
    fs_id = fs.handshake() or "opponent"
    fs.name = fs_id
    fs.send("setoption name UCI_Variant value makruk")
    fs.send("setoption name Threads value 1")
    fs.send("setoption name Hash value 16")
    if args.elo:
        fs.send("setoption name UCI_LimitStrength value true")
        fs.send(f"setoption name UCI_Elo value {args.elo}")
    fs_name = f"{fs_id} (UCI_Elo {args.elo})" if args.elo else fs_id
    log(f"speed from the start position: ttakji {speed(ours)}; {fs_id} {speed(fs)}")

    rng = random.Random(args.seed)
    wins = draws = losses = 0
    as_white = [0, 0, 0]
    reasons = {}
    current = None
    thinking = {"ttakji": [0.0, 0, 0], "opponent": [0.0, 0, 0]}
    for g in range(args.games):
        if g % 2 == 0:
            current = opening(ttakji, rng, args.opening_plies)
        if g + 1 < args.first_game:
            continue  # its opening was drawn, so that later games keep theirs
        ours_white = g % 2 == 0
        t0 = time.time()
        score, why, turns = play_game(args, ttakji, ours, fs, ours_white, current, log, thinking)
        if score == 1:
            wins += 1
        elif score == 0:
            losses += 1
        else:
            draws += 1
        if ours_white:
            as_white[{1.0: 0, 0.5: 1, 0.0: 2}[score]] += 1
        key = ("ttakji won: " if score == 1 else "ttakji lost: " if score == 0 else "") + why
        reasons[key] = reasons.get(key, 0) + 1
        white_score = score if ours_white else 1 - score
        result = {1.0: "1-0", 0.5: "1/2-1/2", 0.0: "0-1"}[white_score]
        log(f"game {g + 1:3}: ttakji {'white' if ours_white else 'black'} {result:7} "
            f"{why:40} {len(turns):3} plies {time.time() - t0:5.1f} s   "
            f"+{wins} ={draws} -{losses}")
        headers = {
            "Event": f"ttakji vs {fs_id}",
            "Site": "scripts/makruk-match.py",
            "Date": datetime.date.today().strftime("%Y.%m.%d"),
            "Round": g + 1,
            "White": "ttakji" if ours_white else fs_name,
            "Black": fs_name if ours_white else "ttakji",
            "Result": result,
            "Variant": "makruk",
            "TimeControl": time_control(args),
            "Opening": " ".join(current),
            "Termination": why,
            "Seed": args.seed,
        }
        pgn_file.write(pgn(headers, turns, result))
        pgn_file.flush()

    ours.quit()
    fs.quit()
    summary(log, (wins, draws, losses), as_white, reasons, fs_name, started, thinking)
    os.remove(ttakji)


if __name__ == "__main__":
    main()
