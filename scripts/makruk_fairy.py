"""What the Makruk measurement scripts share: the games of scripts/makruk-match.py's PGN
records, and Fairy-Stockfish (Debian's /usr/games/fairy-stockfish, scripts/setup-match.sh)
as a judge of positions."""

import importlib.util
import os
import re


def script(name):
    """Another script of this folder (a name with dashes, not importable), as a module."""
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location(name.replace("-", "_"), os.path.join(here, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# The UCI engine process of the match script (reads on a thread, so that a read can time out).
match = script("makruk-match")

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


def games(path, choices=False):
    """(tags, UCI moves) of each game in a makruk-match.py PGN; with `choices`, the turns
    as the ttakji CLI takes them, counting choices included (`start:<move>`)."""
    text = open(path, encoding="utf-8").read()
    for block in re.split(r"(?m)^(?=\[Event )", text)[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', block))
        body = re.sub(r"\{[^}]*\}", "", re.sub(r"\[[^\]]*\]", "", block))
        words = [w for w in body.split() if not re.match(r"^\d+\.$", w) and w not in RESULTS]
        # The records mark a counting choice with a "start:"/"stop:" prefix, which UCI
        # has not; a promotion's trailing "m" stays (Fairy-Stockfish needs it).
        yield tags, words if choices else [w.split(":")[-1] for w in words]


class Fairy:
    """One Fairy-Stockfish process playing Makruk; a search that gives no answer within
    `timeout` seconds is an error."""

    def __init__(self, binary, timeout=600):
        self.engine = match.Engine([binary], "Fairy-Stockfish", None)
        self.timeout = timeout
        self.engine.handshake(10)
        self.engine.send("setoption name UCI_Variant value makruk")
        self.engine.send("isready")
        self.engine.wait_for("readyok", 10)

    def score(self, moves, limit):
        """(kind, value) for the side to move after `moves`, searched with `limit` (a UCI
        `go` limit such as "depth 14" or "nodes 8000"): kind is cp or mate."""
        self.engine.send("position startpos moves " + " ".join(moves))
        self.engine.send(f"go {limit}")
        lines = self.engine.wait_for("bestmove", self.timeout)
        last = [l for l in lines if " score " in l][-1].split()
        i = last.index("score")
        return last[i + 1], int(last[i + 2])

    def fen(self, moves):
        """The FEN after `moves`, as Fairy-Stockfish writes it."""
        self.engine.send("position startpos moves " + " ".join(moves))
        self.engine.send("d")
        return self.engine.wait_for("Fen:", 10)[-1].split(":", 1)[1].strip()

    def close(self):
        self.engine.quit()
