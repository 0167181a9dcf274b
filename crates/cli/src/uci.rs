//! `ttakji uci`: Makruk as a UCI engine (the variant Fairy-Stockfish calls `makruk`) on
//! stdin and stdout: `uci`, `isready`, `setoption` (`UCI_Variant` must be makruk),
//! `ucinewgame`, `position startpos|fen <FEN> [moves ...]`, `go [depth N] [nodes N]
//! [movetime MS] [wtime MS btime MS winc MS binc MS movestogo N] [infinite]`, `go perft N`,
//! `stop`, `quit`. A search limited by nodes alone is the same on every machine.
//!
//! The search runs on its own thread, so `isready` is answered and `stop` obeyed while it
//! thinks; other commands sent during a search wait for its `bestmove`, in order. UCI moves
//! cannot carry a counting action, so `bestmove` is always a plain move; when the engine
//! would start or stop board counting with it, an `info string turn start:e3e4` (or
//! `stop:`) line comes just before, and `position ... moves` also takes such `start:` /
//! `stop:` turns, so a match script can keep the counts (scripts/makruk-match.py).
//! At the end of the input a search with a limit (depth, time) finishes first; an
//! infinite one is stopped.

use crate::common::clock;
use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use ttakji_engine::core::Engine as _;
use ttakji_engine::makruk::{self, MakrukGame};
use ttakji_engine::{GameId, Level, Side};

/// The longest time `go` takes, in milliseconds (a day).
pub const MAX_MS: f64 = 86_400_000.0;
/// The deepest `go depth`.
pub const MAX_DEPTH: u64 = 64;
/// The most `movestogo`.
pub const MAX_MOVES_TO_GO: u64 = 1000;
/// The most `go nodes` (about a day of search).
pub const MAX_NODES: u64 = 1 << 40;

enum Event {
    /// A line of input, or the number of a line that is not UTF-8 text.
    Line(Result<String, usize>),
    End,
    /// A search's output, `bestmove` last.
    Done(String),
}

/// Work for the search thread.
enum Job {
    Search(Box<MakrukGame>, Go, Arc<AtomicBool>),
    /// `ucinewgame`: the next search starts with an empty table.
    NewGame,
}

/// The search thread: one for the engine's life, so that each move's search starts with
/// the table the previous one left (the search keeps it per thread, as the browser's
/// worker does), as Fairy-Stockfish keeps its own between moves.
fn searcher(jobs: mpsc::Receiver<Job>, events: mpsc::Sender<Event>) {
    for job in jobs {
        let text = match job {
            Job::NewGame => {
                makruk::search::forget_game();
                continue;
            }
            Job::Search(game, go, stop) => match go.perft {
                Some(depth) => perft(&game, depth),
                None => search(&game, &go, &stop),
            },
        };
        if events.send(Event::Done(text)).is_err() {
            return;
        }
    }
}

pub fn uci_main() -> Result<String, String> {
    uci(io::BufReader::new(io::stdin()), &mut io::stdout()).map_err(|e| e.to_string())?;
    Ok(String::new())
}

/// The engine over `input` and `out`.
pub fn uci(input: impl BufRead + Send + 'static, out: &mut impl Write) -> io::Result<()> {
    let (events, inbox) = mpsc::channel();
    let reader = events.clone();
    std::thread::spawn(move || read_lines(input, reader));
    let (jobs, job_inbox) = mpsc::channel();
    let done = events.clone();
    std::thread::spawn(move || searcher(job_inbox, done));
    let mut e = Engine {
        game: Some(MakrukGame::new()),
        running: None,
        waiting: VecDeque::new(),
        ended: false,
        quit: false,
        jobs,
    };
    for event in inbox {
        match event {
            Event::Line(Ok(line)) if e.running.is_some() && !urgent(&line) => {
                e.waiting.push_back(line)
            }
            Event::Line(Ok(line)) => e.command(&line, out)?,
            Event::Line(Err(n)) => writeln!(out, "info string line {n} is not UTF-8 text")?,
            Event::End => e.end(),
            Event::Done(text) => {
                out.write_all(text.as_bytes())?;
                e.running = None;
                e.drain(out)?;
            }
        }
        out.flush()?;
        if e.finished() {
            break;
        }
    }
    Ok(())
}

/// Sends each line of `input` (or the number of one that is not UTF-8), then the end.
fn read_lines(mut input: impl BufRead, events: mpsc::Sender<Event>) {
    let mut buf = Vec::new();
    for n in 1.. {
        match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8(std::mem::take(&mut buf))
            .map(|s| s.trim_end_matches(['\n', '\r']).to_string())
            .map_err(|_| n);
        if events.send(Event::Line(line)).is_err() {
            return;
        }
    }
    let _ = events.send(Event::End);
}

/// Commands read at once even during a search.
fn urgent(line: &str) -> bool {
    matches!(
        line.split_whitespace().next(),
        Some("isready" | "stop" | "quit")
    )
}

struct Running {
    stop: Arc<AtomicBool>,
    infinite: bool,
}

struct Engine {
    /// `None` after a refused `position`, until the next one.
    game: Option<MakrukGame>,
    running: Option<Running>,
    /// Commands sent during the search, run after it.
    waiting: VecDeque<String>,
    ended: bool,
    quit: bool,
    jobs: mpsc::Sender<Job>,
}

impl Engine {
    fn finished(&self) -> bool {
        self.running.is_none() && (self.quit || (self.ended && self.waiting.is_empty()))
    }

    fn stop(&self) {
        if let Some(r) = &self.running {
            r.stop.store(true, Ordering::Relaxed);
        }
    }

    fn end(&mut self) {
        self.ended = true;
        if self.running.as_ref().is_some_and(|r| r.infinite) {
            self.stop();
        }
    }

    /// Runs the commands that waited for the search, up to the next search.
    fn drain(&mut self, out: &mut impl Write) -> io::Result<()> {
        while self.running.is_none() && !self.quit {
            let Some(line) = self.waiting.pop_front() else {
                break;
            };
            self.command(&line, out)?;
        }
        Ok(())
    }

    fn command(&mut self, line: &str, out: &mut impl Write) -> io::Result<()> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                writeln!(out, "id name ttakji makruk")?;
                writeln!(out, "id author the Ttakji developers")?;
                writeln!(
                    out,
                    "option name UCI_Variant type combo default makruk var makruk"
                )?;
                writeln!(out, "uciok")?;
            }
            Some("isready") => writeln!(out, "readyok")?,
            Some("ucinewgame") => {
                self.game = Some(MakrukGame::new());
                let _ = self.jobs.send(Job::NewGame);
            }
            Some("setoption") => {
                if let Some(i) = words.iter().position(|w| *w == "value") {
                    if words.contains(&"UCI_Variant") && words.get(i + 1) != Some(&"makruk") {
                        writeln!(out, "info string only makruk is supported")?;
                    }
                }
            }
            Some("position") => match position(&words[1..]) {
                Ok(g) => self.game = Some(g),
                Err(e) => {
                    self.game = None;
                    writeln!(out, "info string {e}; no position until the next")?;
                }
            },
            Some("go") => self.go(&words[1..], out)?,
            Some("stop") => self.stop(),
            Some("quit") => {
                self.quit = true;
                self.stop();
            }
            _ => {}
        }
        Ok(())
    }

    fn go(&mut self, words: &[&str], out: &mut impl Write) -> io::Result<()> {
        let (go, errors) = Go::parse(words);
        for e in errors {
            writeln!(out, "info string {e}")?;
        }
        let Some(game) = self.game.clone() else {
            writeln!(
                out,
                "info string go: no position (the last one was refused)"
            )?;
            return writeln!(out, "bestmove (none)");
        };
        let stop = Arc::new(AtomicBool::new(false));
        let infinite = go.is_infinite();
        self.running = Some(Running {
            stop: stop.clone(),
            infinite,
        });
        if self.ended && infinite {
            self.stop();
        }
        if self
            .jobs
            .send(Job::Search(Box::new(game), go, stop))
            .is_err()
        {
            self.running = None;
            writeln!(out, "info string go: the search thread has ended")?;
            writeln!(out, "bestmove (none)")?;
        }
        Ok(())
    }
}

/// What `go` asks; values that were refused are left out.
#[derive(Default)]
struct Go {
    depth: Option<u32>,
    nodes: Option<u64>,
    perft: Option<u32>,
    movetime: Option<f64>,
    time: [Option<f64>; 2],
    inc: [Option<f64>; 2],
    moves_to_go: Option<f64>,
    infinite: bool,
}

impl Go {
    /// The request, and an error naming each value refused.
    fn parse(words: &[&str]) -> (Go, Vec<String>) {
        let mut go = Go::default();
        let mut errors = Vec::new();
        let mut i = 0;
        while i < words.len() {
            let name = words[i];
            if name == "infinite" {
                go.infinite = true;
                i += 1;
                continue;
            }
            let value = words.get(i + 1).copied().unwrap_or("");
            let mut ms = |slot: &mut Option<f64>| match millis(value) {
                Some(v) => *slot = Some(v),
                None => errors.push(format!(
                    "go: {name} takes milliseconds from 0 to {MAX_MS}, not '{value}'"
                )),
            };
            match name {
                "movetime" => ms(&mut go.movetime),
                "wtime" => ms(&mut go.time[0]),
                "btime" => ms(&mut go.time[1]),
                "winc" => ms(&mut go.inc[0]),
                "binc" => ms(&mut go.inc[1]),
                "depth" | "nodes" | "perft" | "movestogo" => {
                    let max = match name {
                        "depth" => MAX_DEPTH,
                        "nodes" => MAX_NODES,
                        "perft" => u64::from(makruk::Position::MAX_PERFT_DEPTH),
                        _ => MAX_MOVES_TO_GO,
                    };
                    match whole(value, max) {
                        Some(n) if name == "depth" => go.depth = Some(n as u32),
                        Some(n) if name == "nodes" => go.nodes = Some(n),
                        Some(n) if name == "perft" => go.perft = Some(n as u32),
                        Some(n) => go.moves_to_go = Some(n as f64),
                        None => errors.push(format!(
                            "go: {name} takes a whole number from 1 to {max}, not '{value}'"
                        )),
                    }
                }
                // Words the engine does not use (ponder, mate, searchmoves).
                _ => {
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
        (go, errors)
    }

    /// `go infinite`: no limit but `stop`.
    fn is_infinite(&self) -> bool {
        self.infinite && self.perft.is_none()
    }

    /// The time for the side to move, in milliseconds (infinite: no limit).
    fn movetime(&self, side: Side) -> f64 {
        let i = usize::from(side != Side::First);
        match (self.movetime, self.time[i]) {
            _ if self.infinite => f64::INFINITY,
            (Some(ms), _) => ms,
            (None, Some(t)) => {
                let moves_to_go = self.moves_to_go.unwrap_or(30.0);
                (t / moves_to_go + self.inc[i].unwrap_or(0.0) / 2.0).min(t / 2.0)
            }
            (None, None) if self.depth.is_some() || self.nodes.is_some() => f64::INFINITY,
            (None, None) => 2000.0,
        }
    }
}

fn millis(s: &str) -> Option<f64> {
    s.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && (0.0..=MAX_MS).contains(v))
}

fn whole(s: &str, max: u64) -> Option<u64> {
    s.parse::<u64>().ok().filter(|n| (1..=max).contains(n))
}

/// `go perft`, as Fairy-Stockfish prints it.
fn perft(game: &MakrukGame, depth: u32) -> String {
    let split = game.position().board().divide(depth);
    let mut text: String = split.iter().map(|(m, n)| format!("{m}: {n}\n")).collect();
    let total: u64 = split.iter().map(|(_, n)| n).sum();
    text += &format!("\nNodes searched: {total}\n");
    text
}

/// The hard level's search within `go`'s limits, stopped early when `stop` is set.
fn search(game: &MakrukGame, go: &Go, stop: &AtomicBool) -> String {
    let mut limits = makruk::search::Limits::for_level(GameId::Makruk, Level::Hard);
    limits.max_depth = go.depth.unwrap_or(MAX_DEPTH as u32);
    limits.movetime_ms = go.movetime(game.position().side_to_move());
    limits.max_nodes = go.nodes;
    let elapsed = clock();
    // A stop reads as the end of time to the search.
    let clock = move || {
        if stop.load(Ordering::Relaxed) {
            f64::INFINITY
        } else {
            elapsed()
        }
    };
    let Some(r) = makruk::search::best_move(game, &limits, 1, &clock) else {
        return "bestmove (none)\n".to_string();
    };
    let win = makruk::search::WIN_SCORE;
    let score = if r.score.abs() >= win - 1000 {
        let plies = win - r.score.abs();
        format!("mate {}", r.score.signum() * (plies + 1) / 2)
    } else {
        format!("cp {}", r.score)
    };
    let mut text = format!("info depth {} score {score} nodes {}\n", r.depth, r.nodes);
    if r.best.action.is_some() {
        text += &format!("info string turn {}\n", r.best);
    }
    text + &format!("bestmove {}\n", r.best.mv)
}

/// `startpos|fen <FEN> [moves <move>...]` of a UCI `position` command.
fn position(words: &[&str]) -> Result<MakrukGame, String> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let start = match setup.first() {
        Some(&"startpos") => makruk::Position::start(),
        Some(&"fen") => {
            makruk::Position::from_fen(&setup[1..].join(" ")).map_err(|e| e.to_string())?
        }
        _ => return Err("position needs startpos or fen".to_string()),
    };
    MakrukGame::replay(start, moves)
}
