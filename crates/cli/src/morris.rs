//! Nine Men's Morris's and Tigadi's own commands: self-play and the benchmark.

use crate::common::{clock, per_game, timed_search, HeadToHead};
use crate::options::{parse, Options};
use std::time::Instant;
use ttakji_engine::core::Notation;
use ttakji_engine::morris::search::{best_move, Limits};
use ttakji_engine::morris::{perft, MorrisGame, MorrisKind, Position, Variant};
use ttakji_engine::rng::Rng;
use ttakji_engine::{Level, Outcome, Side};

pub const USAGE: &str = "  selfplay <nine-mens-morris|tigadi> --level <easy|normal|hard> [--versus <level>] --games <n> [--seed <n>] [--movetime <ms>] [--flying off]
  (Morris settings: --flying on|off, Nine Men's Morris only)";

/// Runs a command only the Morris games have; `None` for the shared ones.
pub fn run(cmd: &str, args: &[String]) -> Option<Result<String, String>> {
    match cmd {
        "selfplay" => Some(parse(args).and_then(|o| selfplay(&o))),
        _ => None,
    }
}

/// The game at the start (or `--position`).
fn start(o: &Options) -> Result<MorrisGame, String> {
    let id = o.game.id();
    let start = match &o.position {
        Some(text) => <Position as Notation>::from_text(id, text, &o.settings)?,
        None => <Position as Notation>::start(id, &o.settings)?,
    };
    Ok(MorrisGame::from_position(start))
}

/// Plays the computer against itself, or `--level` against `--versus` with colours
/// alternating (the `--level` player is first in odd games). Each game opens with two
/// random placements (from the seed) so that the deterministic levels play different games.
fn selfplay(o: &Options) -> Result<String, String> {
    o.no_words()?;
    let game = o.game.id();
    let level = o.level.ok_or("selfplay needs --level")?;
    let versus = o.versus_level().unwrap_or(level);
    let games = o.games.ok_or("selfplay needs --games")?;
    let limits_of = |l: Level| {
        let mut limits = Limits::for_level(game, l);
        if let Some(ms) = o.movetime {
            limits.movetime_ms = ms;
        }
        limits
    };
    let (a, b) = (limits_of(level), limits_of(versus));
    let mut rng = Rng::new(o.seed);
    let (mut first, mut second, mut draws, mut plies) = (0, 0, 0, 0);
    let mut wins = HeadToHead::new(level.slug(), versus.slug());
    let mut out = String::new();
    for n in 1..=games {
        let mut g = start(o)?;
        if n == 1 && g.outcome().is_over() {
            return Err("selfplay needs a game that is not over at --position".to_string());
        }
        // The opening's random moves stop where the game ends (a draw by the ply count).
        for _ in 0..2 {
            if g.outcome().is_over() {
                break;
            }
            let moves = g.legal_moves();
            let mv = moves[rng.below(moves.len())];
            g.play(mv).map_err(|e| e.to_string())?;
        }
        // Side of the `--level` player in this game.
        let level_side = if n % 2 == 1 {
            Side::First
        } else {
            Side::Second
        };
        while !g.outcome().is_over() {
            let limits = if g.position().side_to_move() == level_side {
                &a
            } else {
                &b
            };
            let r = best_move(&g, limits, rng.next_u64(), &clock()).ok_or("no move")?;
            g.play(r.best).map_err(|e| e.to_string())?;
        }
        let outcome = g.outcome();
        match outcome {
            Outcome::Win { winner, .. } => {
                if winner == Side::First {
                    first += 1;
                } else {
                    second += 1;
                }
                wins.won(winner == level_side);
            }
            _ => draws += 1,
        }
        plies += g.moves().len();
        let record: Vec<String> = g.moves().iter().map(|m| m.to_string()).collect();
        out.push_str(&format!(
            "game {n}: {} first: {outcome} after {} plies: {}\n",
            if level_side == Side::First {
                level.slug()
            } else {
                versus.slug()
            },
            g.moves().len(),
            record.join(" ")
        ));
    }
    out.push_str(&format!(
        "{games} games: first {first}, second {second}, draws {draws}, average {:.1} plies\n",
        per_game(plies as f64, games)
    ));
    out += &wins.line(&format!(", draws {draws}"));
    Ok(out)
}

/// Nine Men's Morris and Tigadi perft and search speed.
pub fn bench() -> String {
    let mut out = String::new();
    for (name, kind, depth) in [
        ("nine-mens-morris", MorrisKind::NineMensMorris, 6),
        ("tigadi", MorrisKind::Tigadi, 6),
    ] {
        let start = Position::start(Variant::preset(kind, true));
        let t = Instant::now();
        let nodes = perft(&start, depth);
        let secs = t.elapsed().as_secs_f64();
        out.push_str(&format!(
            "perft {name} depth {depth}: {nodes} nodes in {secs:.2} s = {:.0} nodes/s\n",
            nodes as f64 / secs
        ));
    }
    // Search: the position after a placement phase played at random from a fixed seed,
    // hard level for 2 s.
    for (name, kind) in [
        ("nine-mens-morris", MorrisKind::NineMensMorris),
        ("tigadi", MorrisKind::Tigadi),
    ] {
        let mut g = MorrisGame::new(Variant::preset(kind, true));
        let mut rng = Rng::new(7);
        while g.position().is_placement() && !g.outcome().is_over() {
            let moves = g.legal_moves();
            g.play(moves[rng.below(moves.len())])
                .expect("generated moves are legal");
        }
        let limits = Limits {
            max_depth: 64,
            movetime_ms: 2000.0,
            noise: 0,
        };
        let what = format!("{name} (hard, 2 s) at {}", g.position().to_text());
        out += &timed_search(&what, || best_move(&g, &limits, 1, &clock()));
    }
    out
}
