//! The `ttakji` commands for Chinese Checkers (`ttakji <command> chinese-checkers ...`).
//! Errors exit with status 2 and a message on stderr naming the bad move or option.

use std::process::ExitCode;
use std::time::Instant;
use ttakji_engine::chinese_checkers::search::{best_move, greedy_move, solo_plan};
use ttakji_engine::chinese_checkers::{Config, Game, Outcome, Position};
use ttakji_engine::rng::Rng;
use ttakji_engine::search::Limits;
use ttakji_engine::{GameId, Level};

pub const USAGE: &str = "  moves chinese-checkers [<setup>] [<move>...]
  status chinese-checkers [<setup>] [<move>...]
  position chinese-checkers [<setup>] [<move>...]
  bestmove chinese-checkers [<setup>] --level <easy|normal|hard> [--movetime <ms>] [--depth <layers>] [--seed <n>] [<move>...]
  selfplay chinese-checkers [<setup>] --level <level> [--versus <level|greedy>] --games <n> [--seed <n>] [--movetime <ms>] [--depth <layers>]
  solo chinese-checkers [--marbles 10|15] [--level <level>] [--width <n>]
  bench chinese-checkers
  <setup>: [--players 2|3|4|6] [--marbles 10|15] [--teams] [--play-on] [--position <text>]
  (a move is from-to, such as 111-102, or every landing hole, such as 115-102-77)";

/// The computer player of a seat in self-play: a level, or the greedy one-ply player.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Player {
    Level(Level),
    Greedy,
}

impl Player {
    fn name(self) -> &'static str {
        match self {
            Player::Level(l) => l.slug(),
            Player::Greedy => "greedy",
        }
    }
}

struct Options {
    config: Config,
    position: Option<String>,
    level: Option<Level>,
    versus: Option<Player>,
    movetime: Option<f64>,
    depth: Option<u32>,
    games: Option<u32>,
    width: Option<usize>,
    seed: u64,
    moves: Vec<String>,
}

fn number(s: &str, what: &str) -> Result<u64, String> {
    s.parse::<u64>()
        .map_err(|_| format!("{what} takes a whole number, not '{s}'"))
}

fn level(s: &str) -> Result<Level, String> {
    Level::from_slug(s).ok_or(format!("unknown level '{s}'"))
}

fn parse(args: &[String]) -> Result<Options, String> {
    let (mut players, mut marbles, mut teams, mut play_on) = (2u8, 10u8, false, false);
    let mut o = Options {
        config: Config::default(),
        position: None,
        level: None,
        versus: None,
        movetime: None,
        depth: None,
        games: None,
        width: None,
        seed: 1,
        moves: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--players" => players = number(&value("--players")?, "--players")?.min(255) as u8,
            "--marbles" => marbles = number(&value("--marbles")?, "--marbles")?.min(255) as u8,
            "--teams" => teams = true,
            "--play-on" => play_on = true,
            "--position" => o.position = Some(value("--position")?),
            "--level" => o.level = Some(level(&value("--level")?)?),
            "--versus" => {
                let v = value("--versus")?;
                o.versus = Some(if v == "greedy" {
                    Player::Greedy
                } else {
                    Player::Level(level(&v)?)
                });
            }
            "--movetime" => o.movetime = Some(number(&value("--movetime")?, "--movetime")? as f64),
            "--depth" => o.depth = Some(number(&value("--depth")?, "--depth")? as u32),
            "--games" => o.games = Some(number(&value("--games")?, "--games")? as u32),
            "--width" => o.width = Some(number(&value("--width")?, "--width")? as usize),
            "--seed" => o.seed = number(&value("--seed")?, "--seed")?,
            s if s.starts_with("--") => return Err(format!("unknown option '{s}'")),
            s => o.moves.push(s.to_string()),
        }
    }
    o.config = Config::new(players, marbles, teams, play_on).map_err(|e| e.to_string())?;
    Ok(o)
}

/// The game reached from the start (or `--position`) by the listed moves.
fn game(o: &Options) -> Result<Game, String> {
    let start = match &o.position {
        Some(text) => Position::from_text(text).map_err(|e| e.to_string())?,
        None => Position::start(&o.config),
    };
    Game::replay(start, &o.moves).map_err(|e| e.to_string())
}

fn clock() -> impl Fn() -> f64 {
    let t0 = Instant::now();
    move || t0.elapsed().as_secs_f64() * 1000.0
}

fn limits(o: &Options, l: Level) -> Limits {
    let mut limits = Limits::for_level(GameId::ChineseCheckers, l);
    if let Some(ms) = o.movetime {
        limits.movetime_ms = ms;
    }
    if let Some(d) = o.depth {
        limits.max_depth = d;
    }
    limits
}

/// Runs `ttakji <cmd> chinese-checkers <args>`: the output on success, else exit status 2.
pub fn main(cmd: &str, args: &[String]) -> ExitCode {
    match run(cmd, args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("ttakji: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(cmd: &str, args: &[String]) -> Result<String, String> {
    let o = parse(args)?;
    match cmd {
        "moves" => {
            // Sorted numerically by the hole the marble leaves, then the hole it stops in.
            let mut pairs: Vec<(usize, usize)> = game(&o)?
                .position()
                .legal_moves()
                .iter()
                .map(|m| (m.from(), m.to()))
                .collect();
            pairs.sort();
            Ok(pairs.iter().map(|(f, t)| format!("{f}-{t}\n")).collect())
        }
        "status" => Ok(format!("{}\n", game(&o)?.outcome())),
        "position" => Ok(format!("{}\n", game(&o)?.position().to_text())),
        "bestmove" => {
            let l = o.level.ok_or("bestmove needs --level")?;
            let g = game(&o)?;
            let r = best_move(g.position(), &limits(&o, l), o.seed, &clock())
                .ok_or("the game is over")?;
            eprintln!("info depth {} score {} nodes {}", r.depth, r.score, r.nodes);
            Ok(format!("{}\n", r.best))
        }
        "selfplay" => selfplay(&o),
        "solo" => solo(&o),
        "bench" => Ok(bench()),
        _ => Err(format!("unknown command '{cmd}' for chinese-checkers")),
    }
}

/// Plays one game between computer players (`players[i]` plays seat i in turn order),
/// opening with one random move per seat from `rng`. Returns the game and whether it ended
/// within the move cap (1000 moves).
fn play_game(o: &Options, players: &[Player], rng: &mut Rng) -> Result<(Game, bool), String> {
    let mut g = game(o)?;
    let seats = o.config.seats();
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
                    best_move(p, &limits(o, l), rng.next_u64(), &clock())
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
    let seats = o.config.seats();
    let mut rng = Rng::new(o.seed);
    let mut out = String::new();
    let (mut a_wins, mut b_wins, mut unfinished, mut total_moves) = (0, 0, 0, 0);
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
            if a != b {
                if players[i] == a {
                    a_wins += 1;
                } else {
                    b_wins += 1;
                }
            }
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
        total_moves as f64 / games.max(1) as f64,
        t.elapsed().as_secs_f64()
    ));
    if a != b {
        out.push_str(&format!(
            "{} won {a_wins}, {} won {b_wins}\n",
            a.name(),
            b.name()
        ));
    }
    Ok(out)
}

/// A solo crossing: one player, no opponent, from its corner to the opposite one, each move
/// chosen by `--level` (default hard); or, with `--width`, one beam-search plan of that width.
fn solo(o: &Options) -> Result<String, String> {
    let config = Config::new(1, o.config.marbles(), false, false).map_err(|e| e.to_string())?;
    let mut p = Position::start(&config);
    let t = Instant::now();
    let mut moves = Vec::new();
    if let Some(width) = o.width {
        moves = solo_plan(&p, width, f64::INFINITY, &clock());
    } else {
        let l = limits(o, o.level.unwrap_or(Level::Hard));
        while !p.outcome().is_over() && moves.len() < 500 {
            let r = best_move(&p, &l, o.seed, &clock()).ok_or("no move")?;
            p.play(&r.best).map_err(|e| e.to_string())?;
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
        let t = Instant::now();
        if let Some(r) = best_move(mid, &limits, 1, &clock()) {
            let secs = t.elapsed().as_secs_f64();
            out.push_str(&format!(
                "search chinese-checkers {players}p/{marbles} (hard): depth {} best {} {} nodes in {secs:.2} s = {:.0} nodes/s\n",
                r.depth,
                r.best,
                r.nodes,
                r.nodes as f64 / secs
            ));
        }
    }
    out
}
