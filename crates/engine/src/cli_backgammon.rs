//! The backgammon rules commands of `ttakji`: `moves`, `status` and `bench` (`bestmove` and
//! `selfplay` are in `bg_ai_cli.rs`). Malformed input exits with code 2.

use std::process::ExitCode;
use std::time::Instant;
use ttakji_engine::backgammon::{Board, Dice, GameState, MatchState};
use ttakji_engine::rng::Rng;

/// Usage lines of these commands.
pub const USAGE: &str = "  moves backgammon --position <Position ID> --dice <d1><d2>
  status backgammon --position <Position ID> [--match <Match ID>]
  bench backgammon";

/// The options of the backgammon commands.
#[derive(Default)]
pub struct BgOptions {
    pub board: Option<Board>,
    pub dice: Option<Dice>,
    pub state: Option<MatchState>,
    /// Options this module does not know, with their values, and other words, in order.
    pub rest: Vec<String>,
}

/// Reads `--position <Position ID>`, `--dice <d1><d2>` and `--match <Match ID>`; other
/// words are kept in `rest`. A malformed value is an error naming it.
pub fn parse_options(args: &[String]) -> Result<BgOptions, String> {
    let mut o = BgOptions::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--position" => {
                o.board = Some(
                    Board::from_position_id(&value("--position")?).map_err(|e| e.to_string())?,
                )
            }
            "--dice" => o.dice = Some(value("--dice")?.parse().map_err(|e| format!("{e}"))?),
            "--match" => {
                o.state =
                    Some(MatchState::from_match_id(&value("--match")?).map_err(|e| e.to_string())?)
            }
            s => o.rest.push(s.to_string()),
        }
    }
    Ok(o)
}

/// Runs `moves`, `status` or `bench` for backgammon; `None` for any other command line.
pub fn run(args: &[String]) -> Option<ExitCode> {
    let (cmd, rest) = args.split_first()?;
    if rest.first().map(String::as_str) != Some("backgammon") {
        return None;
    }
    let rest = &rest[1..];
    let out = match cmd.as_str() {
        "moves" => moves(rest),
        "status" => status(rest),
        // Legal plays here, then the computer player's evaluation speed (bg_ai_cli.rs).
        "bench" => Ok(bench() + &crate::bg_ai_cli::bench_lines()),
        _ => return None,
    };
    Some(match out {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("ttakji: {e}\nusage:\n{USAGE}");
            ExitCode::from(2)
        }
    })
}

fn no_extra(o: &BgOptions) -> Result<(), String> {
    match o.rest.first() {
        Some(w) => Err(format!("unexpected '{w}'")),
        None => Ok(()),
    }
}

/// One line per distinct legal play: the play in gnubg notation and the resulting Position
/// ID (seen by the same player), sorted as text; nothing when no play exists.
fn moves(args: &[String]) -> Result<String, String> {
    let o = parse_options(args)?;
    no_extra(&o)?;
    let board = o.board.unwrap_or_else(Board::start);
    let dice = o
        .dice
        .or(o.state.and_then(|s| s.dice))
        .ok_or("moves backgammon needs --dice, like --dice 31")?;
    let mut lines: Vec<String> = board
        .legal_plays(dice)
        .iter()
        .map(|p| format!("{p} {}\n", p.resulting().position_id()))
        .collect();
    lines.sort();
    Ok(lines.concat())
}

/// Pip counts, checkers off, race or contact, the result if the game is over, and with
/// `--match` the score, cube and turn.
fn status(args: &[String]) -> Result<String, String> {
    let o = parse_options(args)?;
    no_extra(&o)?;
    let b = o.board.unwrap_or_else(Board::start);
    let mut out = format!("position {}\n", b.position_id());
    out += &format!("pips {} {}\n", b.pips(0), b.pips(1));
    out += &format!("off {} {}\n", b.off(0), b.off(1));
    out += if b.is_race() { "race\n" } else { "contact\n" };
    out += &match b.result() {
        None => "ongoing\n".to_string(),
        Some((side, points)) => format!(
            "win {} {}\n",
            if side == 0 { "on-roll" } else { "opponent" },
            ["single", "gammon", "backgammon"][points as usize - 1]
        ),
    };
    if let Some(m) = o.state {
        out += &format!("match {}\n", m.match_id());
        out += &if m.is_money() {
            "length money\n".to_string()
        } else {
            format!("length {}\n", m.length)
        };
        out += &format!("score {}-{}\n", m.score[0], m.score[1]);
        out += &format!(
            "cube {} {}\n",
            m.cube,
            m.cube_owner
                .map_or("centred".to_string(), |p| format!("owner {p}"))
        );
        let state = match m.state {
            GameState::NotStarted => "not-started",
            GameState::Playing => "playing",
            GameState::Over => "over",
            GameState::Resigned => "resigned",
            GameState::Dropped => "dropped",
        };
        out += &format!("state {state}\n");
        out += &format!("on-roll {} turn {}\n", m.on_roll, m.turn);
        out += &format!(
            "dice {}\n",
            m.dice.map_or("none".to_string(), |d| d.to_string())
        );
        let yes = |b: bool| if b { "yes" } else { "no" };
        out += &format!("crawford {}\n", yes(m.crawford));
        out += &format!("doubled {}\n", yes(m.doubled));
        out += &format!("resigned {}\n", m.resigned);
        out += &format!("can-double {}\n", yes(m.can_double()));
    }
    Ok(out)
}

/// Positions for the benchmark: every position of games of random plays from a fixed seed.
pub fn bench_positions(count: usize, seed: u64) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut b = Board::start();
        while b.result().is_none() && out.len() < count {
            out.push(b);
            let plays = b.legal_plays(ttakji_engine::backgammon::roll(&mut rng));
            if !plays.is_empty() {
                b = plays[rng.below(plays.len())].resulting();
            }
            b = b.swapped();
        }
    }
    out
}

/// `legal_plays` throughput: 2,000 positions from random games (seed 1), each with all 21
/// rolls, repeated for at least a second.
pub fn bench() -> String {
    let positions = bench_positions(2000, 1);
    let rolls: Vec<Dice> = Dice::all().map(|(d, _)| d).collect();
    let t = Instant::now();
    let (mut calls, mut plays, mut rounds) = (0u64, 0u64, 0);
    while rounds == 0 || t.elapsed().as_secs_f64() < 1.0 {
        for b in &positions {
            for &d in &rolls {
                plays += b.legal_plays(d).len() as u64;
                calls += 1;
            }
        }
        rounds += 1;
    }
    let secs = t.elapsed().as_secs_f64();
    format!(
        "legal_plays backgammon: {calls} calls ({} positions x 21 rolls x {rounds}) in {secs:.2} s = {:.0} calls/s, {:.0} plays/s ({:.1} plays a call)\n",
        positions.len(),
        calls as f64 / secs,
        plays as f64 / secs,
        plays as f64 / calls as f64
    )
}
