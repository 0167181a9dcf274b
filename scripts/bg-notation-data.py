#!/usr/bin/env python3
"""Writes crates/engine/tests/data/bg-notation.txt: every legal play of positions written in
GNU Backgammon's own notation, as its `hint` command lists them, for
crates/engine/tests/backgammon/movegen.rs.

Needs the gnubg program (Debian: `apt-get install --no-install-recommends gnubg`), then
`python3 scripts/bg-notation-data.py`. The positions and rolls are the first lines of
crates/engine/tests/data/bg-movegen.txt (from random games) and its random placements.
Each line is `<Position ID> <dice> <n> <play>|<play>|...`, the plays sorted as text.
"""
import re
import subprocess
import sys

MOVEGEN = "crates/engine/tests/data/bg-movegen.txt"
OUT = "crates/engine/tests/data/bg-notation.txt"
FROM_GAMES = 250
FROM_PLACEMENTS = 100
GNUBG = "/usr/games/gnubg"


def main():
    lines = open(MOVEGEN).read().splitlines()
    cases = [l.split()[:2] for l in lines[:FROM_GAMES] + lines[700:700 + FROM_PLACEMENTS]]
    script = ["set player 0 human", "set player 1 human", "new game"]
    for pid, dice in cases:
        script += [f"set board {pid}", f"set dice {dice[0]} {dice[1]}", "hint 10000"]
    out = subprocess.run([GNUBG, "-t", "-q"], input="\n".join(script) + "\n",
                         capture_output=True, text=True, timeout=3600).stdout
    # One chunk per `set dice`: the hint list that follows it.
    chunks = re.split(r"The dice have been set to \d and \d\.", out)[1:]
    if len(chunks) != len(cases):
        sys.exit(f"expected {len(cases)} hint lists, got {len(chunks)}")
    move = re.compile(r"^\s+\d+\.\s+Cube\w+\s+\S+\s+(.+?)\s+Eq\.:", re.M)
    result = []
    for (pid, dice), chunk in zip(cases, chunks):
        plays = sorted(set(move.findall(chunk)))
        result.append(f"{pid} {dice} {len(plays)} {'|'.join(plays)}".rstrip())
    with open(OUT, "w") as f:
        f.write("\n".join(result) + "\n")
    print(f"wrote {len(result)} lines to {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
