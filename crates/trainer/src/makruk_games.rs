//! `makruk-games`: positions for tuning the Makruk evaluation (Texel's method), from fast
//! games of a UCI engine (Fairy-Stockfish) against itself, judged by our rule book.
//!
//! cargo run --release -p ttakji-trainer --bin makruk-games -- --games 4000 --nodes 4000 \
//!     --seed 1 --out target/makruk-tune/games-seed1.txt
//!
//! Each game opens with `--opening-plies` random legal plies (from `--seed`), then the
//! engine plays both sides with `go nodes <n>`. The game ends as our rules say (MK-*: mate,
//! stalemate, bare Khun, the pieces' count, repetition, the move limit); nobody starts the
//! board's count. Every position after the opening is written as one line,
//! `<FEN>;<result>;<engine score>`: the result from White's view (1, 0.5 or 0) and the
//! engine's score of its move in centi-Bia from the side to move's view (`-` when it gave
//! none, `M` for a mate score). Lines are written per game, so the file can be read at any
//! time.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitCode, Stdio};
use ttakji_engine::core::number_in;
use ttakji_engine::makruk::{MakrukGame, Move};
use ttakji_engine::rng::Rng;
use ttakji_engine::{Outcome, Side};

const USAGE: &str = "usage: makruk-games --games <n> --out <file> [--nodes <n>] [--seed <n>]
  [--opening-plies <n>] [--fairy <command>]";

struct Args {
    games: u64,
    nodes: u64,
    seed: u64,
    opening_plies: u64,
    out: String,
    fairy: String,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        games: 0,
        nodes: 4000,
        seed: 1,
        opening_plies: 8,
        out: String::new(),
        fairy: "fairy-stockfish".into(),
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut it = argv.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--games" => a.games = number_in(value, flag, 1, 1_000_000)?,
            "--nodes" => a.nodes = number_in(value, flag, 1, 100_000_000)?,
            "--seed" => a.seed = number_in(value, flag, 0, u64::MAX)?,
            "--opening-plies" => a.opening_plies = number_in(value, flag, 0, 40)?,
            "--out" => a.out = value.clone(),
            "--fairy" => a.fairy = value.clone(),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if a.games == 0 || a.out.is_empty() {
        return Err("--games and --out are needed".into());
    }
    Ok(a)
}

/// A UCI engine over pipes.
struct Uci {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Uci {
    fn start(command: &str) -> Result<Uci, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("--fairy is empty")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut uci = Uci {
            child,
            input,
            output,
        };
        uci.send("uci")?;
        uci.until("uciok")?;
        for option in [
            "UCI_Variant value makruk",
            "Threads value 1",
            "Hash value 16",
        ] {
            uci.send(&format!("setoption name {option}"))?;
        }
        Ok(uci)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}").map_err(|e| format!("engine input: {e}"))
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Result<Vec<String>, String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let n = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("engine output: {e}"))?;
            if n == 0 {
                return Err("the engine exited".into());
            }
            let line = line.trim_end().to_string();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return Ok(lines);
            }
        }
    }

    /// The engine's move after `moves` from the start, and its last score.
    fn best(&mut self, moves: &[String], nodes: u64) -> Result<(String, String), String> {
        self.send(&format!("position startpos moves {}", moves.join(" ")))?;
        self.send(&format!("go nodes {nodes}"))?;
        let lines = self.until("bestmove")?;
        let mv = lines
            .last()
            .and_then(|l| l.split_whitespace().nth(1))
            .ok_or("bestmove without a move")?
            .to_string();
        Ok((mv, last_score(&lines)))
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// The last `score cp <n>` (as `n`) or `score mate <n>` (as `M`) among `lines`, or `-`.
fn last_score(lines: &[String]) -> String {
    for line in lines.iter().rev() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(i) = words.iter().position(|&w| w == "score") {
            return match (words.get(i + 1), words.get(i + 2)) {
                (Some(&"cp"), Some(n)) => n.to_string(),
                (Some(&"mate"), Some(_)) => "M".into(),
                _ => "-".into(),
            };
        }
    }
    "-".into()
}

/// `plies` random legal moves from the start (fewer if the game ends first).
fn opening(rng: &mut Rng, plies: u64) -> (MakrukGame, Vec<String>) {
    let mut game = MakrukGame::new();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        moves.push(mv.to_string());
        game.play(mv).expect("a legal move");
    }
    (game, moves)
}

/// Plays one game; returns its positions (FEN and score) after the opening and the
/// result from White's view.
fn play(uci: &mut Uci, rng: &mut Rng, a: &Args) -> Result<(Vec<(String, String)>, f32), String> {
    let (mut game, mut moves) = opening(rng, a.opening_plies);
    let mut seen = Vec::new();
    uci.send("ucinewgame")?;
    while !game.outcome().is_over() {
        let (mv, score) = uci.best(&moves, a.nodes)?;
        seen.push((game.position().to_fen(), score));
        let parsed: Move = mv
            .parse()
            .map_err(|e| format!("the engine played {mv}: {e}"))?;
        game.play(parsed)
            .map_err(|e| format!("the engine played {mv}: {e}"))?;
        moves.push(mv);
    }
    let result = match game.outcome() {
        Outcome::Win {
            winner: Side::First,
            ..
        } => 1.0,
        Outcome::Win { .. } => 0.0,
        _ => 0.5,
    };
    Ok((seen, result))
}

fn run(a: &Args) -> Result<(), String> {
    let mut uci = Uci::start(&a.fairy)?;
    let mut rng = Rng::new(a.seed);
    let mut out = std::fs::File::create(&a.out).map_err(|e| format!("{}: {e}", a.out))?;
    let (mut wins, mut draws, mut positions) = (0u64, 0u64, 0usize);
    for g in 1..=a.games {
        let (seen, result) = play(&mut uci, &mut rng, a)?;
        let mut text = String::new();
        for (fen, score) in &seen {
            text.push_str(&format!("{fen};{result};{score}\n"));
        }
        out.write_all(text.as_bytes())
            .map_err(|e| format!("{}: {e}", a.out))?;
        positions += seen.len();
        if result == 0.5 {
            draws += 1;
        } else {
            wins += 1;
        }
        if g % 50 == 0 || g == a.games {
            eprintln!("{g} games, {wins} decisive, {draws} drawn, {positions} positions");
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    match parse_args().and_then(|a| run(&a)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("makruk-games: {e}\n{USAGE}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_score_is_read_in_centipawns_or_as_a_mate() {
        let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let cp = lines(&[
            "info depth 4 score cp 12 nodes 900",
            "info depth 5 score cp -44 nodes 3000",
            "bestmove e3e4",
        ]);
        assert_eq!(last_score(&cp), "-44");
        let mate = lines(&["info depth 9 score mate -3 nodes 10", "bestmove a1a2"]);
        assert_eq!(last_score(&mate), "M");
        assert_eq!(last_score(&lines(&["bestmove a1a2"])), "-");
    }

    #[test]
    fn an_opening_is_the_seed_s_legal_plies() {
        let (game, moves) = opening(&mut Rng::new(3), 8);
        assert_eq!(moves.len(), 8);
        assert_eq!(game.turns().len(), 8);
        assert_eq!(opening(&mut Rng::new(3), 8).1, moves);
    }
}
