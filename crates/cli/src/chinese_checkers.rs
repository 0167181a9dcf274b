//! Chinese Checkers' own commands: `bestmove` (every landing hole), self-play (against a
//! level or the greedy one-ply player), the solo crossing and the benchmark. The settings
//! `--players 2|3|4|6`, `--marbles 10|15`, `--teams` and `--play-on` come from the registry.

use crate::common::{clock, per_game, timed_search, HeadToHead};
use crate::options::{parse, Options, Player};
use std::time::Instant;
use ttakji_engine::chinese_checkers::search::{best_move, greedy_move, solo_plan};
use ttakji_engine::chinese_checkers::{Config, Game, Outcome, Position};
use ttakji_engine::core::History;
use ttakji_engine::rng::Rng;
use ttakji_engine::search::Limits;
use ttakji_engine::{GameId, Level};

pub const USAGE: &str = "  bestmove chinese-checkers [<setup>] --level <easy|normal|hard> [--movetime <ms>] [--depth <layers>] [--seed <n>] [<move>...]
  selfplay chinese-checkers [<setup>] --level <level> [--versus <level|greedy>] --games <n> [--seed <n>] [--movetime <ms>] [--depth <layers>]
  solo chinese-checkers [--marbles 10|15] [--level <level>] [--width <n>]
  bench chinese-checkers
  <setup>: [--players 2|3|4|6] [--marbles 10|15] [--teams] [--play-on] [--position <text>]
  (a move is from-to, such as 111-102, or every landing hole, such as 115-102-77)";

fn limits(o: &Options, l: Level) -> Limits {
    let mut limits = Limits::for_level(GameId::ChineseCheckers, l);
    if let Some(ms) = o.movetime {
        limits.movetime_ms = ms;
    }
    if let Some(d) = o.own.depth {
        limits.max_depth = d;
    }
    limits
}

/// Runs a command only Chinese Checkers has (or writes differently: `bestmove` lists every
/// landing hole); `None` for the shared ones.
pub fn run(cmd: &str, args: &[String]) -> Option<Result<String, String>> {
    let command = match cmd {
        "bestmove" => bestmove,
        "selfplay" => selfplay,
        "solo" => solo,
        "bench" => |_: &Options| Ok(bench()),
        _ => return None,
    };
    Some(parse(args).and_then(|o| command(&o)))
}

/// The settings of a new game.
fn config(o: &Options) -> Result<Config, String> {
    Config::from_settings(&o.settings)
}

/// The game reached from the start (or `--position`) by the listed moves.
fn game(o: &Options) -> Result<Game, String> {
    let start = match &o.position {
        Some(text) => Position::from_text(text).map_err(|e| e.to_string())?,
        None => Position::start(&config(o)?),
    };
    Game::replay(start, &o.words).map_err(|e| e.to_string())
}

fn bestmove(o: &Options) -> Result<String, String> {
    let l = o.level.ok_or("bestmove needs --level")?;
    let g = game(o)?;
    let r = best_move(&g, &limits(o, l), o.seed, &clock()).ok_or("the game is over")?;
    eprintln!("info depth {} score {} nodes {}", r.depth, r.score, r.nodes);
    Ok(format!("{}\n", r.best))
}

/// Plays one game between computer players (`players[i]` plays seat i in turn order),
/// opening with one random move per seat from `rng`. Returns the game and whether it ended
/// within the move cap (1000 moves).
fn play_game(o: &Options, players: &[Player], rng: &mut Rng) -> Result<(Game, bool), String> {
    let mut g = game(o)?;
    let seats = config(o)?.seats();
    let mut n = 0;
    while !g.outcome().is_over() {
        if n >= 1000 {
            return Ok((g, false));
        }
        let p = g.position();
        let i = seats.iter().position(|&s| s == p.to_move()).unwrap_or(0);
        let mv = if n < seats.len() {
            let moves = p.legal_moves();
            moves[rng.below(moves.len())].clone()
        } else {
            match players[i] {
                Player::Greedy => greedy_move(p, rng).ok_or("no move")?,
                Player::Level(l) => {
                    best_move(&g, &limits(o, l), rng.next_u64(), &clock())
                        .ok_or("no move")?
                        .best
                }
            }
        };
        g.play(&mv).map_err(|e| e.to_string())?;
        n += 1;
    }
    Ok((g, true))
}

/// `--games` games of `--level` against `--versus` (or itself): with two players the
/// `--level` player is S (moves first) in odd games and N in even ones; with more, the
/// `--level` player takes the seats of even index in turn order in odd games and the odd
/// ones in even games. Each game opens with one random move per seat (from the seed).
fn selfplay(o: &Options) -> Result<String, String> {
    let a = Player::Level(o.level.ok_or("selfplay needs --level")?);
    let b = o.versus.unwrap_or(a);
    let games = o.games.ok_or("selfplay needs --games")?;
    let seats = config(o)?.seats();
    let mut rng = Rng::new(o.seed);
    let mut out = String::new();
    let mut wins = HeadToHead::new(a.name(), b.name());
    let (mut unfinished, mut total_moves) = (0, 0);
    let t = Instant::now();
    for n in 1..=games {
        let players: Vec<Player> = (0..seats.len())
            .map(|i| if (i + n as usize) % 2 == 1 { a } else { b })
            .collect();
        let (g, finished) = play_game(o, &players, &mut rng)?;
        let outcome = g.outcome();
        total_moves += g.moves().len();
        let who: Vec<String> = seats
            .iter()
            .zip(&players)
            .map(|(s, p)| format!("{s}={}", p.name()))
            .collect();
        let result = if finished {
            outcome.to_string()
        } else {
            unfinished += 1;
            format!("unfinished at {}", g.position().to_text())
        };
        if let Outcome::Over { places } = &outcome {
            let winner = places[0][0];
            let i = seats.iter().position(|&s| s == winner).unwrap_or(0);
            wins.won(players[i] == a);
        }
        let per_seat: Vec<String> = seats
            .iter()
            .map(|&s| {
                let k = g.positions()[..g.moves().len()]
                    .iter()
                    .filter(|p| p.to_move() == s)
                    .count();
                format!("{s}:{k}")
            })
            .collect();
        out.push_str(&format!(
            "game {n}: {} -> {result} after {} moves ({})\n",
            who.join(" "),
            g.moves().len(),
            per_seat.join(" ")
        ));
    }
    out.push_str(&format!(
        "{games} games, {unfinished} unfinished, average {:.1} moves, {:.1} s\n",
        per_game(total_moves as f64, games),
        t.elapsed().as_secs_f64()
    ));
    out += &wins.line("");
    Ok(out)
}

/// A solo crossing: one player, no opponent, from its corner to the opposite one, each move
/// chosen by `--level` (default hard); or, with `--width`, one beam-search plan of that width.
fn solo(o: &Options) -> Result<String, String> {
    o.no_words()?;
    let config = Config::new(1, config(o)?.marbles(), false, false).map_err(|e| e.to_string())?;
    let mut g = Game::new(&config);
    let t = Instant::now();
    let mut moves = Vec::new();
    if let Some(width) = o.own.width {
        moves = solo_plan(g.position(), width, f64::INFINITY, &clock());
    } else {
        let l = limits(o, o.level.unwrap_or(Level::Hard));
        while !g.outcome().is_over() && moves.len() < 500 {
            let r = best_move(&g, &l, o.seed, &clock()).ok_or("no move")?;
            g.play(&r.best).map_err(|e| e.to_string())?;
            moves.push(r.best);
        }
    }
    let record: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    Ok(format!(
        "solo crossing, {} marbles: {} moves in {:.2} s\n{}\n",
        config.marbles(),
        moves.len(),
        t.elapsed().as_secs_f64(),
        record.join(" ")
    ))
}

/// Move generation and search speed.
pub fn bench() -> String {
    let mut out = String::new();
    let mut rng = Rng::new(5);
    for (players, marbles) in [(2, 10), (6, 10), (6, 15)] {
        let config = Config::new(players, marbles, false, false).expect("valid");
        // Positions from random play (30 moves a seat), then legal move lists repeatedly.
        let mut positions = Vec::new();
        let mut p = Position::start(&config);
        for _ in 0..30 * players {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.play(&moves[rng.below(moves.len())]).expect("legal");
            positions.push(p.clone());
        }
        let t = Instant::now();
        let mut n = 0;
        for _ in 0..20 {
            for p in &positions {
                n += p.legal_moves().len();
            }
        }
        let secs = t.elapsed().as_secs_f64();
        out.push_str(&format!(
            "moves chinese-checkers {players}p/{marbles}: {} lists ({n} moves) in {secs:.2} s = {:.0} lists/s\n",
            20 * positions.len(),
            20.0 * positions.len() as f64 / secs
        ));
        let mid = &positions[positions.len() / 2];
        let limits = Limits::for_level(GameId::ChineseCheckers, Level::Hard);
        let what = format!("chinese-checkers {players}p/{marbles} (hard)");
        out += &timed_search(&what, || {
            best_move(&History::new(mid.clone()), &limits, 1, &clock())
        });
    }
    out
}
