#!/usr/bin/env python3
"""Makruk PGN from ttakji read back by Fairy-Stockfish (pyffish).

    cargo build --release -p ttakji-cli
    pip install pyffish
    python3 scripts/makruk-pgn-check.py [--games 20] [--seed 1] [--plies 150]

Plays --games seeded random games (random legal moves from `ttakji moves`, to the game's
end or --plies; every other one from the FEN reached by a few random plies), has `ttakji record makruk` write each as PGN, and reads each back
with pyffish: the Variant and FEN tags, then every SAN of the movetext matched to the one
legal move whose `pyffish.get_san` is that SAN, which must be the move played; the FEN
pyffish reaches must be ttakji's (`ttakji fen makruk`), but for the `~` Fairy-Stockfish
leaves out and the counting fields where it counts board's honour by itself (no Bia left)
while ttakji waits for a player to start it (MK-8). All games in one file must also read
back through `ttakji read-games` with the same moves.

Prints one line: games, plies and mismatches; exits 1 on any mismatch.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

import pyffish as sf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TTAKJI = os.path.join(ROOT, "target/release/ttakji")
V = "makruk"
START = sf.start_fen(V)


def ttakji(*args):
    out = subprocess.run([TTAKJI, *args], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"ttakji {args[0]}: {out.stderr.strip()}")
    return out.stdout


def random_game(rng, where, plies):
    """Random legal moves (ttakji's `moves`) until the game ends or plies are played."""
    moves = []
    while len(moves) < plies:
        legal = ttakji("moves", V, *where, *moves).split()
        if not legal:
            break
        moves.append(rng.choice(legal))
    return moves


def parse_pgn(text):
    """The tags and the SAN of a one-game PGN."""
    tags = dict(re.findall(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]$', text, re.M))
    body = "\n".join(l for l in text.splitlines() if not l.startswith("["))
    body = re.sub(r"\{[^}]*\}", " ", body)
    words = [w for w in body.split() if not re.fullmatch(r"\d+\.+|1-0|0-1|1/2-1/2|\*", w)]
    return tags, words


def replay_san(fen, sans):
    """The UCI moves pyffish finds for the SANs from fen; raises on a SAN it cannot match.
    Only the legal moves to the SAN's square are asked for their SAN (a pyffish call takes
    milliseconds)."""
    moves = []
    for i, san in enumerate(sans):
        to = re.findall(r"[a-h][1-8]", san)[-1]
        legal = [m for m in sf.legal_moves(V, fen, []) if m[2:4] == to]
        found = [m for m in legal if sf.get_san(V, fen, m) == san]
        if len(found) != 1:
            raise ValueError(f"ply {i + 1}: SAN {san} matches {found} in {fen}")
        moves.append(found[0])
        fen = sf.get_fen(V, fen, found)
    return moves


def same_fen(ours, theirs):
    """FENs equal but for the `~`, and the counting fields once no Bia is left."""
    a, b = ours.replace("~", "").split(), theirs.split()
    if a == b:
        return True
    no_bia = not re.search("[Pp]", a[0])
    return no_bia and a[:3] + a[5:] == b[:3] + b[5:]


def check(rng, index, plies):
    """The problems of one game (an empty list when it reads back), its PGN and moves."""
    fen = START
    if index % 2:
        fen = ttakji("fen", V, *random_game(rng, [], rng.randint(6, 30))).strip()
    where = [] if fen == START else ["--fen", fen]
    moves = random_game(rng, where, plies)
    pgn = ttakji("record", V, *where, *moves)
    tags, sans = parse_pgn(pgn)
    problems = []
    if tags.get("Variant") != V:
        problems.append(f"Variant tag {tags.get('Variant')!r}")
    if tags.get("FEN", START) != fen or (fen != START) != (tags.get("SetUp") == "1"):
        problems.append(f"FEN/SetUp tags {tags.get('FEN')!r} {tags.get('SetUp')!r} for {fen}")
    if sf.get_san_moves(V, fen, moves) != sans:
        problems.append(f"SAN {sans}, pyffish's {sf.get_san_moves(V, fen, moves)}")
    try:
        read = replay_san(tags.get("FEN", START), sans)
        if read != moves:
            problems.append(f"SAN read as {read}, played {moves}")
    except ValueError as e:
        problems.append(str(e))
    ours = ttakji("fen", V, *where, *moves).strip()
    theirs = sf.get_fen(V, fen, moves)
    if not same_fen(ours, theirs):
        problems.append(f"FEN after the game: ttakji {ours}, pyffish {theirs}")
    return problems, pgn, moves


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plies", type=int, default=150)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    bad, plies, pgns, played = 0, 0, [], []
    for i in range(a.games):
        problems, pgn, moves = check(rng, i, a.plies)
        plies += len(moves)
        pgns.append(pgn)
        played.append(moves)
        for p in problems:
            print(f"game {i + 1}: {p}", file=sys.stderr)
        bad += bool(problems)
    with tempfile.NamedTemporaryFile("w", suffix=".pgn", delete=False) as f:
        f.write("\n".join(pgns))
    read = [l.split()[1:] for l in ttakji("read-games", f.name).splitlines() if l.startswith("moves")]
    os.unlink(f.name)
    if read != played:
        print("read-games: the file of all games reads back other moves", file=sys.stderr)
        bad += 1
    print(f"makruk PGN: {a.games} games, {plies} plies, {bad} mismatches (pyffish {sf.version()})")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
