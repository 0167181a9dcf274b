//! Makruk's own commands: `fen` (the position's FEN, as `position` prints it), `counting`
//! (the counts and whether board counting may start or stop), the `uci` engine and the
//! benchmark. Makruk takes `--fen <FEN>` as another name for `--position`.

use crate::common::{clock, timed_search};
use crate::options::{parse, Options};
use std::time::Instant;
use ttakji_engine::makruk::{self, MakrukGame};
use ttakji_engine::{GameId, Level};

pub const USAGE: &str = "  fen makruk [--fen <FEN>] [<turn>...]
  counting makruk [--fen <FEN>] [<turn>...]
  uci                       (a UCI engine for makruk on stdin/stdout)
  (a Makruk turn is e3e4, a5a6m, start:e3e4 or stop:e3e4)";

/// Runs a command only Makruk has; `None` for the shared ones.
pub fn run(cmd: &str, args: &[String]) -> Option<Result<String, String>> {
    match cmd {
        "fen" => crate::common::run("position", args),
        "counting" => Some(parse(args).and_then(|o| counting(&o))),
        _ => None,
    }
}

fn game(o: &Options) -> Result<MakrukGame, String> {
    let start = match &o.position {
        Some(text) => makruk::Position::from_fen(text).map_err(|e| e.to_string())?,
        None => makruk::Position::start(),
    };
    MakrukGame::replay(start, &o.words)
}

fn counting(o: &Options) -> Result<String, String> {
    let g = game(o)?;
    let count = match g.counting() {
        None => "none".to_string(),
        Some(c) => format!(
            "{} {} {} {} {}",
            c.kind.slug(),
            c.side.word(),
            c.count,
            c.limit,
            c.moves_left()
        ),
    };
    let yes = |b: bool| if b { "yes" } else { "no" };
    Ok(format!(
        "counting {count}\ncan-start {}\ncan-stop {}\n",
        yes(g.can_start_counting()),
        yes(g.can_stop_counting())
    ))
}

/// Fairy-Stockfish's `go perft <depth>` for Makruk from the start position, if the program
/// is installed (`fairy-stockfish` on the PATH, or Debian's `/usr/games/fairy-stockfish`):
/// the node count and the seconds from the `go` command to its answer.
fn fairy_stockfish_perft(depth: u32) -> Option<(u64, f64)> {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = ["fairy-stockfish", "/usr/games/fairy-stockfish"]
        .into_iter()
        .find_map(|p| {
            Command::new(p)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .ok()
        })?;
    let mut stdin = child.stdin.take()?;
    let mut lines = BufReader::new(child.stdout.take()?).lines();
    let mut wait_for = |prefix: &str| -> Option<String> {
        lines
            .by_ref()
            .map_while(Result::ok)
            .find(|l| l.starts_with(prefix))
    };
    let result = (|| {
        write!(
            stdin,
            "uci\nsetoption name UCI_Variant value makruk\nposition startpos\nisready\n"
        )
        .ok()?;
        stdin.flush().ok()?;
        wait_for("readyok")?;
        let t = Instant::now();
        writeln!(stdin, "go perft {depth}").ok()?;
        stdin.flush().ok()?;
        let line = wait_for("Nodes searched")?;
        let secs = t.elapsed().as_secs_f64();
        let nodes = line.rsplit(' ').next()?.trim().parse().ok()?;
        Some((nodes, secs))
    })();
    let _ = writeln!(stdin, "quit");
    // Closing the pipe lets the engine exit; on targets without processes (wasm32)
    // the type has no destructor, which clippy would flag.
    #[allow(clippy::drop_non_drop)]
    drop(stdin);
    let _ = child.wait();
    result
}

/// Makruk perft and search speed, with Fairy-Stockfish's perft beside it when installed.
pub fn bench() -> String {
    let mut out = String::new();
    // Makruk perft 6 from the start (bulk counting at depth 1), and Fairy-Stockfish's
    // `go perft 6` side by side when it is installed.
    let depth = 6;
    let start = makruk::Position::start();
    let t = Instant::now();
    let nodes = start.board().perft(depth);
    let secs = t.elapsed().as_secs_f64();
    out.push_str(&format!(
        "perft makruk depth {depth}: {nodes} nodes in {secs:.2} s = {:.0} nodes/s\n",
        nodes as f64 / secs
    ));
    // Makruk search from the start position, hard level for 2 s.
    let g = MakrukGame::new();
    let limits = makruk::search::Limits::for_level(GameId::Makruk, Level::Hard);
    out += &timed_search("makruk (hard, 2 s) from the start", || {
        makruk::search::best_move(&g, &limits, 1, &clock())
    });
    match fairy_stockfish_perft(depth) {
        Some((n, s)) => out.push_str(&format!(
            "perft makruk depth {depth} (Fairy-Stockfish): {n} nodes in {s:.2} s = {:.0} nodes/s\n",
            n as f64 / s
        )),
        None => out.push_str("perft makruk (Fairy-Stockfish): not installed\n"),
    }
    out
}
