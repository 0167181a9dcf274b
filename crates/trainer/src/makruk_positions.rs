//! `makruk-positions`: the positions of played games, as makruk-tune reads them, with
//! their games' results and no score (`<FEN>;<result>;-`): tuning data fitted to results
//! alone. `scripts/makruk-label.py --results-only` feeds it the games of
//! scripts/makruk-match.py's records.
//!
//! Reads one game a line on stdin, `<result> <turn> <turn> ...` (the result for White: 1,
//! 0.5 or 0; turns as the ttakji CLI takes them, `start:e3e4` included), and writes every
//! `--every`-th position from ply `--from` on, each board with its side to move once (where
//! it first comes). A game whose turns cannot be replayed is an error naming its line.

use std::collections::HashSet;
use std::io::{BufRead, Write};
use std::process::ExitCode;
use ttakji_engine::core::number_in;
use ttakji_engine::makruk::{MakrukGame, Turn};

const USAGE: &str = "usage: makruk-positions [--from <ply>] [--every <n>] < games > positions";

fn parse_args() -> Result<(usize, usize), String> {
    let (mut from, mut every) = (8, 2);
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut it = argv.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--from" => from = number_in(value, flag, 0, 10_000)? as usize,
            "--every" => every = number_in(value, flag, 1, 100)? as usize,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok((from, every))
}

/// The lines of one game (`<result> <turn>...`), leaving out boards already in `seen`.
fn positions(
    line: &str,
    (from, every): (usize, usize),
    seen: &mut HashSet<String>,
) -> Result<Vec<String>, String> {
    let mut words = line.split_whitespace();
    let result = match words.next() {
        Some(r @ ("1" | "0" | "0.5")) => r,
        other => return Err(format!("result {other:?}, not 1, 0.5 or 0")),
    };
    let mut game = MakrukGame::new();
    let mut out = Vec::new();
    for ply in 0.. {
        if ply >= from && (ply - from) % every == 0 {
            out.extend(written(&game, result, seen));
        }
        let Some(text) = words.next() else { break };
        let turn: Turn = text
            .parse()
            .map_err(|_| format!("turn {text} does not parse"))?;
        game.play_turn(turn)
            .map_err(|e| format!("turn {text} at ply {}: {e:?}", ply + 1))?;
    }
    Ok(out)
}

/// The line of `game`'s position, unless its board is in `seen` already.
fn written(game: &MakrukGame, result: &str, seen: &mut HashSet<String>) -> Option<String> {
    let fen = game.position().to_fen();
    // The board and the side to move: the same position whatever its counters.
    let board = fen.split(' ').take(2).collect::<Vec<_>>().join(" ");
    seen.insert(board).then(|| format!("{fen};{result};-"))
}

fn run(options: (usize, usize)) -> Result<(), String> {
    let mut seen = HashSet::new();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.map_err(|e| format!("stdin: {e}"))?;
        let lines =
            positions(&line, options, &mut seen).map_err(|e| format!("game {}: {e}", i + 1))?;
        for l in lines {
            writeln!(out, "{l}").map_err(|e| format!("stdout: {e}"))?;
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    match parse_args().and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("makruk-positions: {e}\n{USAGE}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_other_position_from_the_first_ply_once_each() {
        let mut seen = HashSet::new();
        let game = "0.5 b1d2 b8d7 d2b1 d7b8 b1d2";
        let got = positions(game, (1, 2), &mut seen).expect("legal");
        // Plies 1, 3 and 5: the board after b1d2 comes again at ply 5 and is written once.
        assert_eq!(got.len(), 2, "{got:?}");
        assert!(got[0].ends_with(";0.5;-"), "{}", got[0]);
        assert!(got[0].starts_with("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/3N4/R1SKMSNR b"));
        assert!(positions(game, (1, 2), &mut seen)
            .expect("legal")
            .is_empty());
    }

    #[test]
    fn a_bad_result_or_turn_is_named() {
        let mut seen = HashSet::new();
        let e = positions("1-0 e3e4", (0, 1), &mut seen).unwrap_err();
        assert!(e.contains("1-0"), "{e}");
        let e = positions("1 e3e5", (1, 1), &mut seen).unwrap_err();
        assert!(e.contains("e3e5"), "{e}");
    }
}
