//! Nine Men's Morris's and Tigadi's own commands: self-play and the benchmark.

use crate::common::{clock, per_game, timed_search, HeadToHead};
use crate::options::{number, parse, Options};
use std::time::Instant;
use ttakji_engine::core::Notation;
use ttakji_engine::morris::search::{best_move, Limits};
use ttakji_engine::morris::tables::{self, Proven, Tables, MAX_PIECES, MIN_PIECES};
use ttakji_engine::morris::{perft, MorrisGame, MorrisKind, Position, Variant};
use ttakji_engine::rng::Rng;
use ttakji_engine::{Level, Outcome, Side};

pub const USAGE: &str = "  selfplay <nine-mens-morris|tigadi> --level <easy|normal|hard> [--versus <level>] --games <n> [--seed <n>] [--movetime <ms>] [--flying off]
  tables nine-mens-morris [--flying on|off] [--max <3..4 pieces a side>] --out <file>
  probe nine-mens-morris --tables <file> [--flying on|off] --position <text> [<move>...]
  (Morris settings: --flying on|off, Nine Men's Morris only)";

/// Runs a command only the Morris games have; `None` for the shared ones.
pub fn run(cmd: &str, args: &[String]) -> Option<Result<String, String>> {
    match cmd {
        "selfplay" => Some(parse(args).and_then(|o| selfplay(&o))),
        "tables" => Some(build_tables(args)),
        "probe" => Some(probe(args)),
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
            max_nodes: None,
        };
        let what = format!("{name} (hard, 2 s) at {}", g.position().to_text());
        out += &timed_search(&what, || best_move(&g, &limits, 1, &clock()));
    }
    out
}

/// Takes `--name <value>` out of the arguments (the options only these commands have).
fn take(args: &[String], name: &str) -> Result<(Option<String>, Vec<String>), String> {
    let mut rest = Vec::new();
    let mut value = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == name {
            value = Some(it.next().cloned().ok_or(format!("{name} needs a value"))?);
        } else {
            rest.push(a.clone());
        }
    }
    Ok((value, rest))
}

fn nmm_only(o: &Options, command: &str) -> Result<&'static Variant, String> {
    let start = start(o)?;
    let v = start.position().variant();
    if v.kind != MorrisKind::NineMensMorris {
        return Err(format!(
            "{command}: endgame tables are for nine-mens-morris only"
        ));
    }
    Ok(v)
}

/// Solves the tables, writes them to `--out` and prints each table's counts and time.
fn build_tables(args: &[String]) -> Result<String, String> {
    let (out_file, args) = take(args, "--out")?;
    let (max, args) = take(&args, "--max")?;
    let out_file = out_file.ok_or("tables needs --out <file>")?;
    let max = match max {
        Some(m) => number(&m, "--max", MIN_PIECES.into(), MAX_PIECES.into())? as u8,
        None => MAX_PIECES,
    };
    let o = parse(&args)?;
    o.no_words()?;
    let variant = nmm_only(&o, "tables")?;
    let t0 = Instant::now();
    let mut lap = Instant::now();
    let mut times = Vec::new();
    let tables = Tables::build_with(variant, max, &mut |a, b| {
        times.push(((a, b), lap.elapsed().as_secs_f64()));
        lap = Instant::now();
    })?;
    let total = t0.elapsed().as_secs_f64();
    let bytes = tables.to_bytes();
    std::fs::write(&out_file, &bytes).map_err(|e| format!("{out_file}: {e}"))?;
    let mut out = format!(
        "nine-mens-morris endgame tables, flying {}, 3..{max} pieces a side\n",
        if variant.flying { "on" } else { "off" }
    );
    out += "table  positions     wins        draws       losses      longest win (plies)\n";
    let mut positions = 0;
    for s in tables.stats() {
        positions += s.positions;
        out += &format!(
            "{}v{}    {:<12}  {:<10}  {:<10}  {:<10}  {}\n",
            s.mover, s.other, s.positions, s.wins, s.draws, s.losses, s.longest_win
        );
    }
    for ((a, b), secs) in times {
        let what = if a == b {
            format!("{a}v{b}")
        } else {
            format!("{a}v{b} and {b}v{a}")
        };
        out += &format!("solved {what} in {secs:.1} s\n");
    }
    out += &format!(
        "{positions} positions in {total:.1} s; wrote {} bytes to {out_file}\n",
        bytes.len()
    );
    Ok(out)
}

/// The largest table file read: the 3..4 tables are 4.9 MB.
const MAX_TABLE_FILE: u64 = 64 << 20;

fn read_tables(file: &str) -> Result<Tables, String> {
    let len = std::fs::metadata(file)
        .map_err(|e| format!("{file}: {e}"))?
        .len();
    if len > MAX_TABLE_FILE {
        return Err(format!(
            "{file}: {len} bytes, more than a table file's {MAX_TABLE_FILE}"
        ));
    }
    let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    Tables::from_bytes(&bytes).map_err(|e| format!("{file}: {e}"))
}

/// `--tables <file>` on the other commands (`bestmove`, `hint`, `analyse`, `selfplay`):
/// installs the endgame tables for the search and gives back the other arguments. Tables of
/// the other flying setting are not used (the search probes only the variant they solve).
pub fn with_tables(args: &[String]) -> Result<Vec<String>, String> {
    let (file, rest) = take(args, "--tables")?;
    if let Some(file) = file {
        tables::install(read_tables(&file)?).map_err(|e| format!("{file}: {e}"))?;
    }
    Ok(rest)
}

/// The proven value of a position from a table file, and of each of its moves.
fn probe(args: &[String]) -> Result<String, String> {
    let (file, args) = take(args, "--tables")?;
    let file = file.ok_or("probe needs --tables <file>")?;
    let o = parse(&args)?;
    nmm_only(&o, "probe")?;
    let tables = read_tables(&file)?;
    let moves: Vec<&str> = o.words.iter().map(|w| w.as_str()).collect();
    let game = MorrisGame::replay(*start(&o)?.position(), &moves)?;
    let pos = game.position();
    if tables.flying() != pos.variant().flying {
        return Err(format!(
            "{file} holds the tables of flying {}; pass --flying {} to probe them",
            on_off(tables.flying()),
            on_off(tables.flying())
        ));
    }
    let Some(value) = tables.probe(pos) else {
        return Ok(format!(
            "outside the tables (moving phase with 3..{} pieces a side only)\n",
            tables.max_pieces()
        ));
    };
    let mut out = format!("{}: {}\n", pos.to_text(), proven_text(value));
    for (mv, v) in tables.rank_moves(pos).unwrap_or_default() {
        out += &format!("  {mv}: {}\n", proven_text(v));
    }
    Ok(out)
}

fn on_off(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

fn proven_text(v: Proven) -> String {
    let plies = |n: u32| {
        if n == 1 {
            "1 ply".to_string()
        } else {
            format!("{n} plies")
        }
    };
    match v {
        Proven::Win(n) => format!("win in {}", plies(n)),
        Proven::Draw => "draw".to_string(),
        Proven::Loss(n) => format!("loss in {}", plies(n)),
    }
}
