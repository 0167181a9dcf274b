//! Backgammon's own commands, in the forms that take a Position ID alone with `--dice` and
//! `--match` (the shared commands take the full `<Position ID>:<Match ID>`):
//! `moves` (each play with the Position ID it leads to), `status` (pips, race, score, cube),
//! `bestmove` (the play and its Position ID), `selfplay` (money games between two levels,
//! with the cube unless `--cubeless`), `mat` (a Jellyfish `.mat` file read and written again,
//! or its games' records), and `bench`.

use crate::common::per_game;
use crate::options::{parse, Options};
use std::io::Read;
use std::time::Instant;
use ttakji_engine::backgammon::ai::{choose_play_with, cube_plies, Evaluator};
use ttakji_engine::backgammon::analysis::{cube_decision, CubeDecision};
use ttakji_engine::backgammon::bearoff::Bearoff;
use ttakji_engine::backgammon::cube::{self, CubeContext, CubeOwner};
use ttakji_engine::backgammon::nn::Nets;
use ttakji_engine::backgammon::train::{opening_roll, roll};
use ttakji_engine::backgammon::{mat, BgPosition, Board, Dice, GameState, MatchState};
use ttakji_engine::core::{Engine, Notation};
use ttakji_engine::rng::Rng;
use ttakji_engine::{GameId, Level};

pub const USAGE: &str = "  moves backgammon --position <Position ID> --dice <d1><d2>
  status backgammon --position <Position ID> [--match <Match ID>]
  bestmove backgammon --position <Position ID> --dice <d1><d2> --level <easy|normal|hard> [--seed <n>] [--net <file>]
  selfplay backgammon --games <n> --level <easy|normal|hard> [--versus <level>] [--seed <n>] [--cubeless] [--net <file>]
  mat backgammon <file.mat> [--records]
  bench backgammon";

/// Runs backgammon's own commands, and the older forms of `moves`, `status` and
/// `bestmove` (a Position ID alone, or `--dice` / `--match`); `None` for the shared ones.
pub fn run(cmd: &str, args: &[String]) -> Option<Result<String, String>> {
    let command = match cmd {
        "hint" => return cube_hint(args),
        "mat" => return Some(mat(&args[1..])),
        "selfplay" => selfplay,
        "bench" => |_: &Options| Ok(bench()),
        "moves" | "status" | "bestmove" if older_form(args) => match cmd {
            "moves" => moves,
            "status" => status,
            _ => bestmove,
        },
        _ => return None,
    };
    Some(parse(args).and_then(|o| command(&o)))
}

/// `mat backgammon <file> [--records]`: the match of a `.mat` file, each play checked, written
/// again as `.mat` (the names, score and dice kept), or with `--records` each game's record
/// (`BgGame::record`) after a `Game <n>` line.
fn mat(args: &[String]) -> Result<String, String> {
    let (file, records) = match args {
        [f] => (f, false),
        [f, flag] if flag == "--records" => (f, true),
        _ => return Err("usage: mat backgammon <file.mat> [--records]".to_string()),
    };
    // One byte past the limit is enough for read_match to refuse the text (and a device or
    // a pipe that never ends is not read on).
    let mut text = String::new();
    std::fs::File::open(file)
        .and_then(|f| f.take(mat::MAX_TEXT as u64 + 1).read_to_string(&mut text))
        .map_err(|e| format!("{file}: {e}"))?;
    let m = mat::read_match(&text).map_err(|e| format!("{file}: {e}"))?;
    if !records {
        return Ok(mat::match_text(&m.games, [&m.names[0], &m.names[1]]));
    }
    Ok(m.games
        .iter()
        .enumerate()
        .map(|(i, g)| format!("Game {}\n{}", i + 1, g.record()))
        .collect())
}

/// `hint` before the roll where the player on roll has a cube decision: gnubg's three
/// cubeful equities and the proper action ([`cube_lines`]); `None` elsewhere, and for
/// arguments the shared `hint` refuses (it names what is wrong).
fn cube_hint(args: &[String]) -> Option<Result<String, String>> {
    let mut o = parse(args).ok()?;
    let level = *o.level.get_or_insert(Level::Hard);
    o.think("hint").ok()?;
    let h = o.open(&o.words).ok()?;
    let p = BgPosition::from_text(GameId::Backgammon, &h.position_text(), &o.settings).ok()?;
    let decision = cube_decision(&p, level)?;
    Some(Ok(cube_lines(&decision)))
}

/// `no-double`, `double-take` and `double-pass`, each with its equity and its difference
/// from the proper action's, then `proper <gnubg's words>` (`proper no double, take`).
fn cube_lines(c: &CubeDecision) -> String {
    let text = BgPosition::value_text;
    let options = [
        ("no-double", c.no_double),
        ("double-take", c.double_take),
        ("double-pass", c.double_pass),
    ];
    let mut out: String = options
        .iter()
        .map(|&(name, v)| format!("{name} {} {}\n", text(v), text(v - c.best())))
        .collect();
    out += &format!("proper {}\n", c.action().words(c.redouble));
    out
}

/// A Position ID without its Match ID, or the dice or Match ID given apart.
fn older_form(args: &[String]) -> bool {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--dice" | "--match" | "--net" => return true,
            "--position" if it.next().is_some_and(|v| !v.contains(':')) => return true,
            _ => {}
        }
    }
    false
}

/// The board of `--position` (a Position ID), the start by default.
fn board(o: &Options) -> Result<Board, String> {
    match &o.position {
        Some(id) => Board::from_position_id(id).map_err(|e| e.to_string()),
        None => Ok(Board::start()),
    }
}

fn dice(o: &Options) -> Result<Option<Dice>, String> {
    o.settings
        .get("dice")
        .map(|d| {
            d.parse()
                .map_err(|e: ttakji_engine::backgammon::DiceError| e.to_string())
        })
        .transpose()
}

fn match_state(o: &Options) -> Result<Option<MatchState>, String> {
    o.settings
        .get("match")
        .map(|m| MatchState::from_match_id(m).map_err(|e| e.to_string()))
        .transpose()
}

/// One line per distinct legal play: the play in gnubg notation and the resulting Position
/// ID (seen by the same player), sorted as text; nothing when no play exists.
fn moves(o: &Options) -> Result<String, String> {
    o.no_words()?;
    let board = board(o)?;
    let dice = dice(o)?
        .or(match_state(o)?.and_then(|s| s.dice))
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
fn status(o: &Options) -> Result<String, String> {
    o.no_words()?;
    let b = board(o)?;
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
    if let Some(m) = match_state(o)? {
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

/// The evaluator: the built-in nets, or a weights file given with `--net` (to test a
/// training checkpoint).
fn evaluator(a: &Options) -> Result<Evaluator, String> {
    match &a.own.net {
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
fn bestmove(a: &Options) -> Result<String, String> {
    let level = a.level.ok_or("bestmove needs --level")?;
    let dice = dice(a)?.ok_or("bestmove backgammon needs --dice (e.g. --dice 31)")?;
    let board = board(a)?;
    if board.result().is_some() {
        return Err("the game is over in this position".to_string());
    }
    let eval = evaluator(a)?;
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
fn selfplay(a: &Options) -> Result<String, String> {
    a.no_words()?;
    let level = a.level.ok_or("selfplay needs --level")?;
    let versus = a.versus_level().unwrap_or(level);
    let games = a.games.ok_or("selfplay needs --games")?;
    let eval = evaluator(a)?;
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
            cube_in_play: !a.own.cubeless,
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
        per_game((points[0] - points[1]) as f64, games),
        level.slug()
    ));
    Ok(out)
}

/// Bench lines: 0-ply evaluations per second over the positions of `bench backgammon`, and
/// the mean time of a hard (2-ply) choice over 20 of them with a roll each.
fn bench_lines() -> String {
    let eval = Evaluator::builtin();
    let positions = bench_positions(2000, 1);
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
/// Positions for the benchmark: every position of games of random plays from a fixed seed.
fn bench_positions(count: usize, seed: u64) -> Vec<Board> {
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
/// Legal-play generation, then the computer player's evaluation speed.
pub fn bench() -> String {
    play_bench() + &bench_lines()
}

fn play_bench() -> String {
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
