//! The backgammon computer player's CLI commands (included by main.rs):
//!
//! - `bestmove backgammon --position <ID> --dice <d1d2> --level <L> [--seed <n>] [--net <file>]`
//!   prints `<play> <Position ID after the play>` (as `moves` does: still seen by the player
//!   who moved), or `(no move) <Position ID>` when no checker can move;
//! - `selfplay backgammon --games <n> --level <L> [--versus <L2>] [--seed <n>] [--cubeless]`
//!   plays whole money games with seeded dice (and the cube unless `--cubeless`);
//! - [`bench_lines`]: net evaluations per second and the time of a hard move.

use std::time::Instant;
use ttakji_engine::backgammon::ai::{choose_play_with, cube_plies, Evaluator};
use ttakji_engine::backgammon::bearoff::Bearoff;
use ttakji_engine::backgammon::cube::{self, CubeContext, CubeOwner};
use ttakji_engine::backgammon::nn::Nets;
use ttakji_engine::backgammon::train::{opening_roll, roll};
use ttakji_engine::backgammon::{Board, Dice};
use ttakji_engine::rng::Rng;
use ttakji_engine::Level;

struct Args {
    position: Option<String>,
    dice: Option<Dice>,
    level: Option<Level>,
    versus: Option<Level>,
    seed: u64,
    games: Option<u32>,
    net: Option<String>,
    cubeless: bool,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        position: None,
        dice: None,
        level: None,
        versus: None,
        seed: 1,
        games: None,
        net: None,
        cubeless: false,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--cubeless" {
            a.cubeless = true;
            continue;
        }
        let v = it.next().ok_or(format!("{flag} needs a value"))?;
        let level = |v: &str| Level::from_slug(v).ok_or(format!("unknown level '{v}'"));
        let num = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag} takes a whole number, not '{v}'"))
        };
        match flag.as_str() {
            "--position" => a.position = Some(v.clone()),
            "--dice" => a.dice = Some(v.parse().map_err(|e| format!("{e}"))?),
            "--level" => a.level = Some(level(v)?),
            "--versus" => a.versus = Some(level(v)?),
            "--seed" => a.seed = num(v)?,
            "--games" => a.games = Some(num(v)? as u32),
            "--net" => a.net = Some(v.clone()),
            _ => return Err(format!("unknown option '{flag}'")),
        }
    }
    Ok(a)
}

/// The evaluator: the built-in nets, or a weights file given with `--net` (to test a
/// training checkpoint).
fn evaluator(a: &Args) -> Result<Evaluator, String> {
    match &a.net {
        None => Ok(Evaluator::builtin().clone()),
        Some(file) => {
            let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
            Ok(Evaluator::new(
                Nets::from_bytes(&bytes).map_err(|e| format!("{file}: {e}"))?,
            ))
        }
    }
}

/// `bestmove backgammon ...`: the computer's play and the Position ID it leads to, seen by the
/// player who moved (the form of `moves backgammon`).
pub fn bestmove(args: &[String]) -> Result<String, String> {
    let a = parse(args)?;
    let level = a.level.ok_or("bestmove needs --level")?;
    let dice = a
        .dice
        .ok_or("bestmove backgammon needs --dice (e.g. --dice 31)")?;
    let board = match &a.position {
        Some(id) => Board::from_position_id(id).map_err(|e| e.to_string())?,
        None => Board::start(),
    };
    if board.result().is_some() {
        return Err("the game is over in this position".to_string());
    }
    let eval = evaluator(&a)?;
    let mut rng = Rng::new(a.seed);
    let play = choose_play_with(&eval, &board, dice, level, &mut rng, &CubeContext::MONEY);
    let after = play.map_or(board, |p| p.resulting());
    let text = play.map_or(String::new(), |p| p.to_string());
    let shown = if text.is_empty() { "(no move)" } else { &text };
    Ok(format!("{shown} {}\n", after.position_id()))
}

/// One player's cube action before rolling, in a money game (`ctx` its context): returns
/// `Some(points)` when the game ends by a dropped double.
fn cube_action(
    eval: &Evaluator,
    board: &Board,
    ctx: &mut CubeContext,
    mine: Level,
    theirs: Level,
) -> Option<u32> {
    if !ctx.may_double() {
        return None;
    }
    let w = ctx.outcomes();
    let p = eval.probs_ply(board, cube_plies(mine), &w);
    let (race, pips) = (board.is_race(), board.pips(0));
    if !cube::should_double(p, ctx, race, pips) {
        return None;
    }
    // The taker judges with its own level's look-ahead.
    let pt = eval.probs_ply(board, cube_plies(theirs), &w);
    if cube::should_take(pt, ctx, race, pips) {
        ctx.cube *= 2;
        ctx.owner = CubeOwner::Opponent;
        None
    } else {
        Some(ctx.cube)
    }
}

/// `selfplay backgammon ...`: whole money games between two levels; the first level plays
/// first in odd games. Prints each game and the points won by each level.
pub fn selfplay(args: &[String]) -> Result<String, String> {
    let a = parse(args)?;
    let level = a.level.ok_or("selfplay needs --level")?;
    let versus = a.versus.unwrap_or(level);
    let games = a.games.ok_or("selfplay needs --games")?;
    let eval = evaluator(&a)?;
    let mut rng = Rng::new(a.seed);
    let mut out = String::new();
    let mut points = [0i64; 2];
    for g in 0..games {
        // Player 0 is `level`; it moves first in the even games (0-based).
        let levels = [level, versus];
        let mut turn = (g % 2) as usize;
        let mut board = Board::start();
        let mut dice = opening_roll(&mut rng);
        let mut ctx = CubeContext {
            cube_in_play: !a.cubeless,
            ..CubeContext::MONEY
        };
        let mut plies = 0;
        let (winner, won) = loop {
            if plies > 0 {
                if let Some(v) =
                    cube_action(&eval, &board, &mut ctx, levels[turn], levels[1 - turn])
                {
                    break (turn, v);
                }
                dice = roll(&mut rng);
            }
            let play = choose_play_with(&eval, &board, dice, levels[turn], &mut rng, &ctx);
            let after = play.map_or(board, |p| p.resulting());
            plies += 1;
            if let Some((_, pts)) = after.result() {
                break (turn, pts as u32 * ctx.cube);
            }
            board = after.swapped();
            ctx = ctx.flipped();
            turn = 1 - turn;
        };
        points[winner] += won as i64;
        let kind = if won == ctx.cube {
            ""
        } else {
            " (gammon or more)"
        };
        out.push_str(&format!(
            "game {}: {} ({}) wins {won}{kind}, cube {}, {plies} plies\n",
            g + 1,
            if winner == 0 {
                "first level"
            } else {
                "second level"
            },
            levels[winner].slug(),
            ctx.cube
        ));
    }
    out.push_str(&format!(
        "{} {} points, {} {} points, {:+.3} points per game for {}\n",
        level.slug(),
        points[0],
        versus.slug(),
        points[1],
        (points[0] - points[1]) as f64 / games.max(1) as f64,
        level.slug()
    ));
    Ok(out)
}

/// Bench lines: 0-ply evaluations per second over the positions of `bench backgammon`, and
/// the mean time of a hard (2-ply) choice over 20 of them with a roll each.
pub fn bench_lines() -> String {
    let eval = Evaluator::builtin();
    let positions = crate::cli_backgammon::bench_positions(2000, 1);
    // The bear-off database is built on first use; time that apart.
    let t = Instant::now();
    Bearoff::get();
    let bearoff_ms = t.elapsed().as_secs_f64() * 1000.0;
    let t = Instant::now();
    let mut n = 0u64;
    let mut sink = 0f32;
    while n == 0 || t.elapsed().as_millis() < 500 {
        for b in &positions {
            sink += eval.probs(b).win();
            n += 1;
        }
    }
    let evals = n as f64 / t.elapsed().as_secs_f64();
    let mut rng = Rng::new(1);
    let t = Instant::now();
    let sample: Vec<&Board> = positions.iter().step_by(100).take(20).collect();
    for b in &sample {
        let dice = roll(&mut rng);
        choose_play_with(eval, b, dice, Level::Hard, &mut rng, &CubeContext::MONEY);
    }
    let hard_ms = t.elapsed().as_secs_f64() * 1000.0 / sample.len() as f64;
    format!(
        "backgammon bear-off database: built in {bearoff_ms:.0} ms\nbackgammon evaluations: {evals:.0}/s ({} positions, checksum {sink:.0})\nbackgammon hard move (2-ply): {hard_ms:.0} ms on average over {} positions\n",
        positions.len(),
        sample.len()
    )
}
