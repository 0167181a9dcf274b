//! Fuzz tests of the `ttakji` program (issue 12): mutated UCI sessions on `ttakji uci`, and
//! command lines, each run as a process that must end by itself once its input closes,
//! without a panic. A session's answers are checked against a model of what it asked: a
//! `readyok` for every `isready`, one `bestmove` for every `go` (a legal move of the
//! position set, or `(none)`). Corpora: `crates/engine/tests/data/fuzz/uci.txt` and
//! `cli-args.txt`; `TTAKJI_FUZZ_CASES` and `TTAKJI_FUZZ_SEED` as in README.md, "Fuzz tests".

mod common;
#[path = "../../engine/tests/shared/mutator.rs"]
mod mutator;

use common::{bestmoves, run_within};
use mutator::{corpus, escape, run};
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::time::Duration;
use ttakji_engine::makruk::{MakrukGame, Position};
use ttakji_engine::rng::Rng;

/// How long a process may take after its input closed.
const LIMIT: Duration = Duration::from_secs(20);
/// The most thinking a session may ask for, in milliseconds: longer ones are not run (a
/// legal `go depth 30` is slow, not stuck).
const BUDGET_MS: f64 = 1500.0;

/// The `go` commands of the seed sessions: every limit, small.
const GOS: [&str; 9] = [
    "go depth 1",
    "go depth 2",
    "go movetime 20",
    "go wtime 300 btime 300 winc 10 binc 10 movestogo 10",
    "go wtime 400 btime 200",
    "go nodes 500 movetime 15",
    "go perft 2",
    "go depth 3 movetime 30",
    "go infinite",
];

/// A UCI session as a GUI sends it, over positions of a random game.
fn session(rng: &mut Rng) -> Vec<u8> {
    let mut game = MakrukGame::new();
    let mut moves = Vec::new();
    let mut lines = vec!["uci".to_string(), "isready".to_string()];
    if rng.below(2) == 0 {
        lines.push("setoption name UCI_Variant value makruk".into());
    }
    for _ in 0..2 + rng.below(4) {
        lines.push("ucinewgame".into());
        for _ in 0..rng.below(12) {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            game.play(mv).expect("a listed move plays");
            moves.push(mv.to_string());
        }
        lines.push(match rng.below(2) {
            0 => format!("position startpos moves {}", moves.join(" ")),
            _ => format!("position fen {}", game.position().to_fen()),
        });
        let go = GOS[rng.below(GOS.len())];
        lines.push(go.to_string());
        if go == "go infinite" || rng.below(4) == 0 {
            lines.push("stop".into());
        }
        lines.push("isready".into());
    }
    // A quit at the end drops the searches still waiting: only some sessions have one.
    if rng.below(4) == 0 {
        lines.push("quit".into());
    }
    (lines.join("\n") + "\n").into_bytes()
}

/// What a session asks, read as the engine reads it, up to `quit`.
#[derive(Default)]
struct Asked {
    readyok: usize,
    /// `isready` and lines not UTF-8 after `quit`: answered while a search ends.
    late_readyok: usize,
    late_not_utf8: usize,
    uciok: usize,
    not_utf8: usize,
    /// For each `go` that searches: the legal moves of its position (`(none)` without).
    bestmoves: Vec<Vec<String>>,
    perfts: usize,
    quit: bool,
    think_ms: f64,
}

fn asked(input: &[u8]) -> Asked {
    let mut a = Asked::default();
    let mut game = Some(MakrukGame::new());
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    for line in lines {
        let Ok(line) = std::str::from_utf8(line) else {
            *(if a.quit {
                &mut a.late_not_utf8
            } else {
                &mut a.not_utf8
            }) += 1;
            continue;
        };
        let words: Vec<&str> = line
            .trim_end_matches(['\n', '\r'])
            .split_whitespace()
            .collect();
        match words.first().copied() {
            Some("isready") if a.quit => a.late_readyok += 1,
            _ if a.quit => {}
            Some("quit") => a.quit = true,
            Some("isready") => a.readyok += 1,
            Some("uci") => a.uciok += 1,
            Some("ucinewgame") => game = Some(MakrukGame::new()),
            Some("position") => game = position(&words[1..]),
            Some("go") => a.go(&words[1..], game.as_ref()),
            _ => {}
        }
    }
    a
}

impl Asked {
    fn go(&mut self, words: &[&str], game: Option<&MakrukGame>) {
        let go = Go::read(words);
        if let (Some(depth), Some(_)) = (go.perft, game) {
            self.perfts += 1;
            self.think_ms += if depth <= 4 { 50.0 } else { f64::INFINITY };
            return;
        }
        let legal = game.map_or(Vec::new(), |g| {
            g.legal_moves().iter().map(|m| m.to_string()).collect()
        });
        self.bestmoves.push(legal);
        if game.is_some() {
            self.think_ms += go.think_ms();
        }
    }
}

/// The limits of a `go`, as `crates/cli/src/uci.rs` reads them (the last of a name counts;
/// a refused value is left out).
#[derive(Default)]
struct Go {
    perft: Option<u64>,
    depth: Option<u64>,
    movetime: Option<f64>,
    times: Vec<f64>,
    infinite: bool,
}

impl Go {
    fn read(words: &[&str]) -> Go {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let value = words.get(i + 1).copied().unwrap_or("");
            let ms = value
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && (0.0..=86_400_000.0).contains(v));
            let whole = |max| value.parse::<u64>().ok().filter(|n| (1..=max).contains(n));
            match words[i] {
                "infinite" => {
                    go.infinite = true;
                    i += 1;
                    continue;
                }
                "movetime" => go.movetime = ms.or(go.movetime),
                "wtime" | "btime" | "winc" | "binc" => go.times.extend(ms),
                "perft" => go.perft = whole(8).or(go.perft),
                "depth" => go.depth = whole(64).or(go.depth),
                "movestogo" => {}
                _ => {
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
        go
    }

    /// At most how long the search thinks (an infinite one is stopped by `stop` or the end
    /// of the input).
    fn think_ms(&self) -> f64 {
        let shallow = self.depth.is_some_and(|d| d <= 4);
        match self.movetime {
            _ if self.infinite => 0.0,
            Some(ms) => ms,
            None if shallow => 300.0,
            // The clock's share is at most half the time left (or the whole increment).
            None if !self.times.is_empty() => self.times.iter().copied().fold(0.0, f64::max),
            None if self.depth.is_some() => f64::INFINITY,
            None => 2000.0,
        }
    }
}

/// The game of a `position` command, or `None` where it is refused.
fn position(words: &[&str]) -> Option<MakrukGame> {
    let at = words.iter().position(|w| *w == "moves");
    let (setup, moves) = at.map_or((words, &[][..]), |i| (&words[..i], &words[i + 1..]));
    let start = match setup.first() {
        Some(&"startpos") => Position::start(),
        Some(&"fen") => Position::from_fen(&setup[1..].join(" ")).ok()?,
        _ => return None,
    };
    MakrukGame::replay(start, moves).ok()
}

/// Runs a session on `ttakji uci` and checks its answers; false when it asks for too much
/// thinking to run.
fn check_session(input: &[u8]) -> bool {
    let a = asked(input);
    if a.think_ms > BUDGET_MS {
        return false;
    }
    let out = run_within(&[OsStr::new("uci")], input, LIMIT);
    let text = String::from_utf8(out.stdout).expect("UCI output is UTF-8");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {stderr}", out.status);
    assert!(!stderr.contains("panicked"), "{stderr}");
    let count = |word: &str| text.lines().filter(|l| *l == word).count();
    let readyok = count("readyok");
    assert!(
        readyok >= a.readyok && readyok <= a.readyok + a.late_readyok,
        "readyok: {text}"
    );
    let not_utf8 = text
        .lines()
        .filter(|l| l.ends_with("is not UTF-8 text"))
        .count();
    assert!(
        not_utf8 >= a.not_utf8 && not_utf8 <= a.not_utf8 + a.late_not_utf8,
        "{text}"
    );
    let best = bestmoves(&text);
    let perfts = text
        .lines()
        .filter(|l| l.starts_with("Nodes searched"))
        .count();
    // `quit` during a search drops the commands waiting for it.
    if a.quit {
        assert!(count("uciok") <= a.uciok && perfts <= a.perfts, "{text}");
        assert!(best.len() <= a.bestmoves.len(), "bestmove: {text}");
    } else {
        assert_eq!(count("uciok"), a.uciok, "uciok: {text}");
        assert_eq!(perfts, a.perfts, "go perft: {text}");
        assert_eq!(best.len(), a.bestmoves.len(), "bestmove: {text}");
    }
    for (mv, legal) in best.iter().zip(&a.bestmoves) {
        let ok = if legal.is_empty() {
            *mv == "(none)"
        } else {
            legal.iter().any(|l| l == mv)
        };
        assert!(ok, "bestmove {mv} is not one of {legal:?}: {text}");
    }
    true
}

#[test]
fn mutated_uci_sessions_end_and_answer_every_go_and_isready() {
    let mut rng = Rng::new(5);
    let seeds: Vec<Vec<u8>> = (0..20).map(|_| session(&mut rng)).collect();
    for s in seeds.iter().chain(&corpus("uci")) {
        assert!(
            asked(s).think_ms <= BUDGET_MS,
            "asks too much: {}",
            escape(s)
        );
    }
    run("uci", &seeds, (100, 6), check_session);
}

/// Command lines of quick commands (no search, no perft), arguments split at tabs.
const COMMANDS: [&str; 8] = [
    "moves\tmakruk\te3e4\ta6a5",
    "status\tmakruk\t--position\tk7/8/8/8/8/8/8/KR6 w - - 0 1",
    "fen\tmakruk\t--fen\trnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\te3e4",
    "counting\tmakruk\tstart:e3e4",
    "moves\tbackgammon\t--position\t4HPwATDgc/ABMA\t--dice\t31",
    "status\tbackgammon\t--position\t4HPwATDgc/ABMA:MAEAAAAAAAAE",
    "moves\tnine-mens-morris\t--flying\toff\ta1\td7",
    "position\tchinese-checkers\t--players\t3\t--marbles\t10",
];

/// The commands that answer at once: a mutated command line runs only with one of these
/// (`selfplay --games 65535` is long, not stuck); the corpus runs any.
const QUICK: [&[u8]; 6] = [
    b"moves",
    b"status",
    b"position",
    b"fen",
    b"counting",
    b"help",
];

/// Runs a command line: it ends in time, without a panic, succeeding or saying why not.
fn check_args(input: &[u8], any_command: bool) -> bool {
    let args: Vec<&OsStr> = input
        .split(|&b| b == b'\t')
        .map(OsStr::from_bytes)
        .collect();
    // No program argument can hold a NUL byte.
    if input.contains(&0) || !(any_command || QUICK.contains(&args[0].as_bytes())) {
        return false;
    }
    let out = run_within(&args, b"", LIMIT);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    match out.status.code() {
        Some(0) => true,
        Some(2) => mutator::refused(&stderr),
        other => panic!("exit {other:?}: {stderr}"),
    }
}

#[test]
fn mutated_command_lines_end_and_succeed_or_say_why() {
    let seeds: Vec<Vec<u8>> = COMMANDS.iter().map(|c| c.as_bytes().to_vec()).collect();
    let corpus = corpus("cli-args");
    run("cli-args", &seeds, (100, 7), |input| {
        check_args(input, corpus.iter().any(|c| c == input))
    });
}
