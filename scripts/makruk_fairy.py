"""What the Makruk measurement scripts share: the games of scripts/makruk-match.py's PGN
records, and Fairy-Stockfish (Debian's /usr/games/fairy-stockfish, scripts/setup-match.sh)
as a judge of positions."""

import re
import subprocess

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


def games(path):
    """(tags, UCI moves) of each game in a makruk-match.py PGN."""
    text = open(path, encoding="utf-8").read()
    for block in re.split(r"(?m)^(?=\[Event )", text)[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', block))
        body = re.sub(r"\{[^}]*\}", "", re.sub(r"\[[^\]]*\]", "", block))
        words = [w for w in body.split() if not re.match(r"^\d+\.$", w) and w not in RESULTS]
        # The records mark a counting choice with a "start:"/"stop:" prefix, which UCI
        # has not; a promotion's trailing "m" stays (Fairy-Stockfish needs it).
        yield tags, [w.split(":")[-1] for w in words]


class Fairy:
    """One Fairy-Stockfish process playing Makruk."""

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

    def score(self, moves, limit):
        """(kind, value) for the side to move after `moves`, searched with `limit` (a UCI
        `go` limit such as "depth 14" or "nodes 8000"): kind is cp or mate."""
        self.send("position startpos moves " + " ".join(moves))
        self.send(f"go {limit}")
        last = [l for l in self.until("bestmove") if " score " in l][-1].split()
        i = last.index("score")
        return last[i + 1], int(last[i + 2])

    def fen(self, moves):
        """The FEN after `moves`, as Fairy-Stockfish writes it."""
        self.send("position startpos moves " + " ".join(moves))
        self.send("d")
        return self.until("Fen:")[-1].split(":", 1)[1].strip()

    def close(self):
        self.send("quit")
        self.proc.wait()
