//! `ttakji uci`, Makruk's UCI engine, run as a program: the protocol, its answers while it
//! searches (`isready`, `stop`), and the input it refuses (issue 12: bad numbers, lines that
//! are not UTF-8, a refused position).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

mod common;
use common::{bestmoves, spawn, stdout};

/// Runs `ttakji uci` with `input` on stdin; its standard output (it must succeed).
fn uci(input: &[u8]) -> String {
    let mut child = spawn();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn uci_plays_makruk_on_stdin_and_stdout() {
    let text = uci(b"uci\nsetoption name UCI_Variant value makruk\nisready\n\
              position startpos moves e3e4 d6d5\ngo depth 3\n\
              go perft 2\n\
              position fen k7/8/1K6/8/8/8/8/7R w - - 0 1\ngo movetime 200\n");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines.contains(&"uciok") && lines.contains(&"readyok"),
        "{text}"
    );
    let best = bestmoves(&text);
    assert_eq!(best.len(), 2, "{text}");
    let legal = stdout(&["moves", "makruk", "e3e4", "d6d5"]);
    assert!(legal.lines().any(|l| l == best[0]), "{}", best[0]);
    assert_eq!(best[1], "h1h8");
    assert!(text.contains("score mate 1"), "{text}");
    // go perft 2 after e3e4 d6d5, as Fairy-Stockfish prints it.
    let perft = stdout(&["perft", "makruk", "2", "e3e4", "d6d5"]);
    assert!(
        text.contains(&format!("Nodes searched: {}", perft.trim())),
        "{text}"
    );
}

#[test]
fn uci_announces_a_board_count_and_takes_counting_turns() {
    // Black, a Met against Rua and Ma, starts board counting (MK-8); then, counting,
    // it moves again after White's reply.
    let text = uci(
        b"uci\nposition fen 4k3/3m4/8/8/8/8/8/RN2K3 b - - 0 1\ngo depth 4\n\
              position fen 4k3/3m4/8/8/8/8/8/RN2K3 b - - 0 1 moves start:d7c6 a1a2\n\
              go depth 4\n",
    );
    let lines: Vec<&str> = text.lines().collect();
    let best = bestmoves(&text);
    assert_eq!(best.len(), 2, "{text}");
    let announced = lines
        .iter()
        .position(|l| l.starts_with("info string turn start:"))
        .unwrap_or_else(|| panic!("no counting announced: {text}"));
    assert_eq!(
        lines[announced],
        format!("info string turn start:{}", best[0])
    );
    assert_eq!(lines[announced + 1], format!("bestmove {}", best[0]));
    // Already counting, it neither starts nor (being behind) stops.
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string turn"))
            .count(),
        1,
        "{text}"
    );
}

/// A running `ttakji uci`: its stdin, and its stdout's lines as they come.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = spawn();
        let stdin = child.stdin.take().unwrap();
        let out = BufReader::new(child.stdout.take().unwrap());
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in out.lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, text: &str) {
        self.stdin.write_all(text.as_bytes()).unwrap();
        self.stdin.flush().unwrap();
    }

    /// The lines up to the first that starts with `prefix` (a minute at most: a guard
    /// against a hang, not a speed test).
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no '{prefix}' line after {seen:?}"));
            let found = line.starts_with(prefix);
            seen.push(line);
            if found {
                return seen;
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn uci_answers_isready_during_a_search_and_obeys_stop() {
    let mut e = Engine::start();
    e.send("uci\nposition startpos\ngo infinite\nisready\n");
    let before = e.until("readyok");
    assert!(
        !before.iter().any(|l| l.starts_with("bestmove")),
        "{before:?}"
    );
    // An infinite search is still thinking after the 2 s a bare `go` takes.
    std::thread::sleep(Duration::from_millis(2500));
    assert!(
        e.lines.try_recv().is_err(),
        "go infinite returned by itself"
    );
    e.send("stop\n");
    let best = e.until("bestmove");
    let mv = best
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .unwrap()
        .to_string();
    assert!(
        stdout(&["moves", "makruk"]).lines().any(|l| l == mv),
        "{best:?}"
    );
    // A deep search without a time limit stops too (`isready` is answered at once, before
    // or after the `bestmove`), and the engine goes on.
    e.send("go depth 64\nstop\nisready\n");
    let mut lines = e.until("bestmove");
    if !lines.iter().any(|l| l == "readyok") {
        lines = e.until("readyok");
    }
    assert!(lines.iter().any(|l| l == "readyok"), "{lines:?}");
    e.send("quit\n");
    assert!(e.child.wait().unwrap().success());
}

#[test]
fn uci_refuses_bad_numbers_naming_them_and_still_answers() {
    for (go, word) in [
        ("go movetime nan depth 2", "movetime"),
        ("go movetime inf depth 2", "movetime"),
        ("go movetime 1e400 depth 2", "movetime"),
        ("go movetime -5 depth 2", "movetime"),
        ("go wtime nan btime nan depth 2", "wtime"),
        ("go depth 1000 movetime 100", "depth"),
        ("go perft 20000", "perft"),
        ("go movestogo 0 wtime 1000 btime 1000 depth 2", "movestogo"),
        ("go nodes 0 depth 2", "nodes"),
        ("go nodes 2000000000000 depth 2", "nodes"),
    ] {
        let text = uci(format!("position startpos\n{go}\nisready\n").as_bytes());
        let error = text
            .lines()
            .find(|l| l.starts_with("info string go:"))
            .unwrap_or_else(|| panic!("{go}: no error in {text}"));
        assert!(error.contains(word), "{go}: {error}");
        assert!(text.contains("readyok"), "{go}: {text}");
        if !go.contains("perft") {
            assert_eq!(bestmoves(&text).len(), 1, "{go}: {text}");
        }
    }
}

#[test]
fn uci_reads_on_after_a_line_that_is_not_utf8() {
    let text = uci(b"uci\n\xff\xfe position\nisready\nposition startpos moves e3e4\ngo depth 1\n");
    assert!(
        text.contains("info string line 2 is not UTF-8 text"),
        "{text}"
    );
    assert!(text.contains("readyok"), "{text}");
    assert_eq!(bestmoves(&text).len(), 1, "{text}");
}

#[test]
fn uci_keeps_no_stale_position_after_a_refused_one() {
    let text = uci(
        b"position startpos moves e3e4\nposition startpos moves e3e5\ngo depth 1\n\
                     position startpos\ngo depth 1\n",
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("info string") && l.contains("no position until the next")),
        "{text}"
    );
    let best = bestmoves(&text);
    assert_eq!(best[0], "(none)", "{text}");
    assert!(
        stdout(&["moves", "makruk"]).lines().any(|l| l == best[1]),
        "{text}"
    );
}

/// The nodes of each `go`'s last `info depth` line.
fn nodes_per_search(text: &str) -> Vec<u64> {
    let mut found = Vec::new();
    let mut last = None;
    for line in text.lines() {
        if line.starts_with("info depth") {
            let words: Vec<&str> = line.split_whitespace().collect();
            let i = words.iter().position(|w| *w == "nodes").expect("nodes");
            last = words[i + 1].parse::<u64>().ok();
        } else if line.starts_with("bestmove") {
            found.push(last.take().expect("an info line before bestmove"));
        }
    }
    found
}

#[test]
fn uci_keeps_its_table_from_one_go_to_the_next_until_a_new_game() {
    // The same search again finds the first one's table (far fewer nodes); after
    // `ucinewgame` it starts afresh (the same nodes as the first).
    let go = "position startpos moves e3e4 d6d5\ngo depth 8\n";
    let text = uci(format!("uci\nucinewgame\n{go}{go}ucinewgame\n{go}").as_bytes());
    let nodes = nodes_per_search(&text);
    assert_eq!(nodes.len(), 3, "{text}");
    assert!(nodes[1] * 4 < nodes[0], "{nodes:?}");
    assert_eq!(nodes[2], nodes[0], "{nodes:?}");
}

#[test]
fn uci_searches_as_many_nodes_as_go_nodes_asks_the_same_way_each_time() {
    // A node limit, not the clock, ends these searches: the same game gives the same
    // moves and counts however fast the machine runs.
    let game = "ucinewgame\nposition startpos moves e3e4 d6d5\ngo nodes 20000\n\
                position startpos moves e3e4 d6d5 d3d4 e6e5\ngo nodes 20000\n";
    let first = uci(format!("uci\n{game}").as_bytes());
    let again = uci(format!("uci\n{game}").as_bytes());
    let nodes = nodes_per_search(&first);
    assert_eq!(nodes.len(), 2, "{first}");
    // The node that reaches the count is entered before the search sees it.
    assert!(
        nodes.iter().all(|&n| (19_000..=20_001).contains(&n)),
        "{nodes:?}"
    );
    assert_eq!(nodes, nodes_per_search(&again), "{first}{again}");
    assert_eq!(bestmoves(&first), bestmoves(&again), "{first}{again}");
}
