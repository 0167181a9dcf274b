//! `ttakji`: the command-line tool over the engines (legal moves, status, perft,
//! the computer player, self-play and benchmarks). See docs/cli.md for the commands.

mod bg_ai_cli;
mod cc_cli;
mod cli_backgammon;

use std::process::ExitCode;
use std::time::Instant;
use ttakji_engine::makruk::{self, MakrukGame};
use ttakji_engine::morris::search::{best_move, Limits};
use ttakji_engine::morris::{perft, MorrisGame, MorrisKind, Position, Variant};
use ttakji_engine::rng::Rng;
use ttakji_engine::{GameId, Level, Outcome, Side};

const USAGE: &str = "usage: ttakji <command> ...
  moves <game> [--flying off] [--position <text>] [<move>...]
  status <game> [--flying off] [--position <text>] [<move>...]
  bestmove <game> --level <easy|normal|hard> [--movetime <ms>] [--seed <n>] [--flying off] [--position <text>] [<move>...]
  perft <game> <depth> [--flying off] [--position <text>] [<move>...]
  selfplay <game> --level <easy|normal|hard> [--versus <level>] --games <n> [--seed <n>] [--movetime <ms>] [--flying off]
  bench
  uci                       (a UCI engine for makruk on stdin/stdout)
  moves makruk [--fen <FEN>] [<turn>...]
  bestmove makruk --level <easy|normal|hard> [--movetime <ms>] [--seed <n>] [--fen <FEN>] [<turn>...]
  status makruk [--fen <FEN>] [<turn>...]
  perft makruk <depth> [--fen <FEN>] [<turn>...]
  fen makruk [--fen <FEN>] [<turn>...]
  counting makruk [--fen <FEN>] [<turn>...]
  moves backgammon --position <Position ID> --dice <d1><d2>
  status backgammon --position <Position ID> [--match <Match ID>]
  bestmove backgammon --position <Position ID> --dice <d1><d2> --level <easy|normal|hard> [--seed <n>]
  selfplay backgammon --games <n> --level <easy|normal|hard> [--versus <level>] [--seed <n>]
  bench backgammon
games: nine-mens-morris, tigadi, makruk (a Makruk turn is e3e4, a5a6m, start:e3e4 or stop:e3e4),
backgammon, chinese-checkers:";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(code) = cli_backgammon::run(&args) {
        return code;
    }
    if let [cmd, game, rest @ ..] = args.as_slice() {
        if game == GameId::ChineseCheckers.slug() {
            return cc_cli::main(cmd, rest);
        }
    }
    match run(&args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            // Status 2 for every error, as for Chinese Checkers and Backgammon.
            eprintln!("ttakji: {e}");
            ExitCode::from(2)
        }
    }
}

/// The options common to the commands, and the words left over.
struct Options {
    game: GameId,
    flying: bool,
    position: Option<String>,
    level: Option<Level>,
    versus: Option<Level>,
    movetime: Option<f64>,
    games: Option<u32>,
    seed: u64,
    rest: Vec<String>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let slug = args.first().ok_or("missing <game>")?;
    let game = GameId::from_slug(slug).ok_or_else(|| format!("unknown game '{slug}'"))?;
    // Makruk, Backgammon and Chinese Checkers commands are dispatched before this; what is
    // left here for them is a command they do not have (`perft backgammon`).
    if MorrisKind::from_game(game).is_none() {
        return Err(format!("this command does not take {slug}"));
    }
    let mut o = Options {
        game,
        flying: true,
        position: None,
        level: None,
        versus: None,
        movetime: None,
        games: None,
        seed: 1,
        rest: Vec::new(),
    };
    let mut it = args[1..].iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--flying" => {
                o.flying = match value("--flying")?.as_str() {
                    "on" => true,
                    "off" => false,
                    v => return Err(format!("--flying takes on or off, not '{v}'")),
                }
            }
            "--position" => o.position = Some(value("--position")?),
            "--level" => {
                let v = value("--level")?;
                o.level = Some(Level::from_slug(&v).ok_or(format!("unknown level '{v}'"))?);
            }
            "--versus" => {
                let v = value("--versus")?;
                o.versus = Some(Level::from_slug(&v).ok_or(format!("unknown level '{v}'"))?);
            }
            "--movetime" => o.movetime = Some(number(&value("--movetime")?, "--movetime")?),
            "--games" => o.games = Some(number(&value("--games")?, "--games")? as u32),
            "--seed" => o.seed = number(&value("--seed")?, "--seed")? as u64,
            s if s.starts_with("--") => return Err(format!("unknown option '{s}'")),
            s => o.rest.push(s.to_string()),
        }
    }
    Ok(o)
}

fn number(s: &str, what: &str) -> Result<f64, String> {
    s.parse::<u64>()
        .map(|n| n as f64)
        .map_err(|_| format!("{what} takes a whole number, not '{s}'"))
}

fn variant(o: &Options) -> &'static Variant {
    let kind = MorrisKind::from_game(o.game).expect("only Morris games are playable");
    Variant::preset(kind, o.flying)
}

/// The game reached from the start (or `--position`) by the given moves.
fn game_from(o: &Options, moves: &[String]) -> Result<MorrisGame, String> {
    let v = variant(o);
    let start = match &o.position {
        Some(text) => Position::from_text(v, text).map_err(|e| e.to_string())?,
        None => Position::start(v),
    };
    MorrisGame::replay(start, moves)
}

fn clock() -> impl Fn() -> f64 {
    let t0 = Instant::now();
    move || t0.elapsed().as_secs_f64() * 1000.0
}

fn run(args: &[String]) -> Result<String, String> {
    let (cmd, rest) = args.split_first().ok_or(USAGE)?;
    if rest.first().map(String::as_str) == Some(GameId::Makruk.slug()) {
        return run_makruk(cmd, &rest[1..]);
    }
    if rest.first().map(String::as_str) == Some(GameId::Backgammon.slug()) {
        // The computer player's commands (bg_ai_cli.rs).
        match cmd.as_str() {
            "bestmove" => return bg_ai_cli::bestmove(&rest[1..]),
            "selfplay" => return bg_ai_cli::selfplay(&rest[1..]),
            _ => {}
        }
    }
    match cmd.as_str() {
        "moves" => {
            let o = parse_options(rest)?;
            let g = game_from(&o, &o.rest)?;
            let mut moves: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
            moves.sort();
            Ok(moves.iter().map(|m| format!("{m}\n")).collect())
        }
        "status" => {
            let o = parse_options(rest)?;
            Ok(format!("{}\n", game_from(&o, &o.rest)?.outcome()))
        }
        "bestmove" => {
            let o = parse_options(rest)?;
            let level = o.level.ok_or("bestmove needs --level")?;
            let g = game_from(&o, &o.rest)?;
            let mut limits = Limits::for_level(o.game, level);
            if let Some(ms) = o.movetime {
                limits.movetime_ms = ms;
            }
            let r = best_move(&g, &limits, o.seed, &clock()).ok_or("the game is over")?;
            eprintln!("info depth {} score {} nodes {}", r.depth, r.score, r.nodes);
            Ok(format!("{}\n", r.best))
        }
        "perft" => {
            let o = parse_options(rest)?;
            let (depth, moves) = o.rest.split_first().ok_or("perft needs <depth>")?;
            let depth = number(depth, "<depth>")? as u32;
            let g = game_from(&o, moves)?;
            Ok(format!("{}\n", perft(g.position(), depth)))
        }
        "selfplay" => {
            let o = parse_options(rest)?;
            selfplay(&o)
        }
        "bench" => Ok(bench()),
        "uci" => {
            uci(std::io::stdin().lock(), &mut std::io::stdout()).map_err(|e| e.to_string())?;
            Ok(String::new())
        }
        "help" | "--help" | "-h" => Ok(format!("{USAGE}\n{}\n", cc_cli::USAGE)),
        _ => Err(format!(
            "unknown command '{cmd}'\n{USAGE}\n{}",
            cc_cli::USAGE
        )),
    }
}

/// Plays the computer against itself, or `--level` against `--versus` with colours
/// alternating (the `--level` player is first in odd games). Each game opens with two
/// random placements (from the seed) so that the deterministic levels play different games.
fn selfplay(o: &Options) -> Result<String, String> {
    let level = o.level.ok_or("selfplay needs --level")?;
    let versus = o.versus.unwrap_or(level);
    let games = o.games.ok_or("selfplay needs --games")?;
    let limits_of = |l: Level| {
        let mut limits = Limits::for_level(o.game, l);
        if let Some(ms) = o.movetime {
            limits.movetime_ms = ms;
        }
        limits
    };
    let (a, b) = (limits_of(level), limits_of(versus));
    let mut rng = Rng::new(o.seed);
    let (mut first, mut second, mut draws, mut plies) = (0, 0, 0, 0);
    let (mut level_wins, mut versus_wins) = (0, 0);
    let mut out = String::new();
    for n in 1..=games {
        let mut g = game_from(o, &[])?;
        for _ in 0..2 {
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
                if winner == level_side {
                    level_wins += 1;
                } else {
                    versus_wins += 1;
                }
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
        plies as f64 / games.max(1) as f64
    ));
    if versus != level {
        out.push_str(&format!(
            "{} won {level_wins}, {} won {versus_wins}, draws {draws}\n",
            level.slug(),
            versus.slug()
        ));
    }
    Ok(out)
}

/// The Makruk commands: `--fen <FEN>` and turn tokens (`e3e4`, `a5a6m`, `start:e3e4`,
/// `stop:e3e4`); a perft depth comes first for `perft`.
fn run_makruk(cmd: &str, args: &[String]) -> Result<String, String> {
    let mut fen = None;
    let mut level = None;
    let mut movetime = None;
    let mut seed = 1u64;
    let mut words = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--fen" => fen = Some(value("--fen")?),
            "--level" => {
                let v = value("--level")?;
                level = Some(Level::from_slug(&v).ok_or(format!("unknown level '{v}'"))?);
            }
            "--movetime" => movetime = Some(number(&value("--movetime")?, "--movetime")?),
            "--seed" => seed = number(&value("--seed")?, "--seed")? as u64,
            s if s.starts_with("--") => return Err(format!("unknown option '{s}'")),
            s => words.push(s.to_string()),
        }
    }
    let game_from = |turns: &[String]| -> Result<MakrukGame, String> {
        let start = match &fen {
            Some(text) => makruk::Position::from_fen(text).map_err(|e| e.to_string())?,
            None => makruk::Position::start(),
        };
        MakrukGame::replay(start, turns)
    };
    match cmd {
        "moves" => {
            let g = game_from(&words)?;
            let mut moves: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
            moves.sort();
            Ok(moves.iter().map(|m| format!("{m}\n")).collect())
        }
        "status" => Ok(format!("{}\n", game_from(&words)?.outcome())),
        "perft" => {
            let (depth, turns) = words.split_first().ok_or("perft needs <depth>")?;
            let depth = number(depth, "<depth>")? as u32;
            let g = game_from(turns)?;
            Ok(format!("{}\n", g.position().board().perft(depth)))
        }
        "fen" => Ok(format!("{}\n", game_from(&words)?.position().to_fen())),
        "counting" => {
            let g = game_from(&words)?;
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
        "bestmove" => {
            let level = level.ok_or("bestmove needs --level")?;
            let g = game_from(&words)?;
            let mut limits = makruk::search::Limits::for_level(GameId::Makruk, level);
            if let Some(ms) = movetime {
                limits.movetime_ms = ms;
            }
            let r =
                makruk::search::best_move(&g, &limits, seed, &clock()).ok_or("the game is over")?;
            eprintln!("info depth {} score {} nodes {}", r.depth, r.score, r.nodes);
            Ok(format!("{}\n", r.best))
        }
        _ => Err(format!("unknown command '{cmd}' for makruk\n{USAGE}")),
    }
}

/// A UCI engine for Makruk on stdin/stdout (the variant Fairy-Stockfish calls `makruk`):
/// `uci`, `isready`, `setoption` (accepted, `UCI_Variant` must be makruk), `ucinewgame`,
/// `position startpos|fen <FEN> [moves ...]`, `go [depth N] [movetime MS]
/// [wtime MS btime MS winc MS binc MS movestogo N]`, `go perft N`, `quit`. UCI moves
/// cannot carry a counting action, so `bestmove` is always a plain move; when the engine
/// would start or stop board counting with it, an `info string turn start:e3e4` (or
/// `stop:`) line comes just before, and `position ... moves` also takes such `start:` /
/// `stop:` turns, so a match script can keep the counts (scripts/makruk-match.py).
fn uci(input: impl std::io::BufRead, out: &mut impl std::io::Write) -> std::io::Result<()> {
    let mut game = MakrukGame::new();
    for line in input.lines() {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                writeln!(out, "id name ttakji makruk")?;
                writeln!(out, "id author the Ttakji developers")?;
                writeln!(
                    out,
                    "option name UCI_Variant type combo default makruk var makruk"
                )?;
                writeln!(out, "uciok")?;
            }
            Some("isready") => writeln!(out, "readyok")?,
            Some("ucinewgame") => game = MakrukGame::new(),
            Some("setoption") => {
                if let Some(i) = words.iter().position(|w| *w == "value") {
                    if words.contains(&"UCI_Variant") && words.get(i + 1) != Some(&"makruk") {
                        writeln!(out, "info string only makruk is supported")?;
                    }
                }
            }
            Some("position") => match uci_position(&words[1..]) {
                Ok(g) => game = g,
                Err(e) => writeln!(out, "info string {e}")?,
            },
            Some("go") => {
                let arg = |name: &str| -> Option<f64> {
                    let i = words.iter().position(|w| *w == name)?;
                    words.get(i + 1)?.parse().ok()
                };
                if let Some(depth) = arg("perft") {
                    let board = *game.position().board();
                    let split = board.divide(depth as u32);
                    for (m, n) in &split {
                        writeln!(out, "{m}: {n}")?;
                    }
                    let total: u64 = split.iter().map(|(_, n)| n).sum();
                    writeln!(out, "\nNodes searched: {total}")?;
                    continue;
                }
                let mut limits = makruk::search::Limits::for_level(GameId::Makruk, Level::Hard);
                limits.max_depth = arg("depth").map_or(64, |d| d as u32);
                let white = game.position().side_to_move() == Side::First;
                let (time, inc) = if white {
                    (arg("wtime"), arg("winc"))
                } else {
                    (arg("btime"), arg("binc"))
                };
                limits.movetime_ms = match (arg("movetime"), time) {
                    (Some(ms), _) => ms,
                    (None, Some(t)) => {
                        let moves_to_go = arg("movestogo").unwrap_or(30.0).max(1.0);
                        (t / moves_to_go + inc.unwrap_or(0.0) / 2.0).min(t / 2.0)
                    }
                    (None, None) if arg("depth").is_some() => f64::INFINITY,
                    (None, None) => 2000.0,
                };
                match makruk::search::best_move(&game, &limits, 1, &clock()) {
                    Some(r) => {
                        let win = makruk::search::WIN_SCORE;
                        let score = if r.score.abs() >= win - 1000 {
                            let plies = win - r.score.abs();
                            format!("mate {}", r.score.signum() * (plies + 1) / 2)
                        } else {
                            format!("cp {}", r.score)
                        };
                        writeln!(
                            out,
                            "info depth {} score {score} nodes {}",
                            r.depth, r.nodes
                        )?;
                        if r.best.action.is_some() {
                            writeln!(out, "info string turn {}", r.best)?;
                        }
                        writeln!(out, "bestmove {}", r.best.mv)?;
                    }
                    None => writeln!(out, "bestmove (none)")?,
                }
            }
            Some("quit") => break,
            _ => {}
        }
        out.flush()?;
    }
    Ok(())
}

/// `startpos|fen <FEN> [moves <move>...]` of a UCI `position` command.
fn uci_position(words: &[&str]) -> Result<MakrukGame, String> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let start = match setup.first() {
        Some(&"startpos") => makruk::Position::start(),
        Some(&"fen") => {
            makruk::Position::from_fen(&setup[1..].join(" ")).map_err(|e| e.to_string())?
        }
        _ => return Err("position needs startpos or fen".to_string()),
    };
    MakrukGame::replay(start, moves)
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

/// Perft speed and search speed, in nodes per second.
fn bench() -> String {
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
    let t = Instant::now();
    if let Some(r) = makruk::search::best_move(&g, &limits, 1, &clock()) {
        let secs = t.elapsed().as_secs_f64();
        out.push_str(&format!(
            "search makruk (hard, 2 s) from the start: depth {} best {} {} nodes = {:.0} nodes/s\n",
            r.depth,
            r.best,
            r.nodes,
            r.nodes as f64 / secs
        ));
    }
    match fairy_stockfish_perft(depth) {
        Some((n, s)) => out.push_str(&format!(
            "perft makruk depth {depth} (Fairy-Stockfish): {n} nodes in {s:.2} s = {:.0} nodes/s\n",
            n as f64 / s
        )),
        None => out.push_str("perft makruk (Fairy-Stockfish): not installed\n"),
    }
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
        let t = Instant::now();
        let Some(r) = best_move(&g, &limits, 1, &clock()) else {
            continue;
        };
        let secs = t.elapsed().as_secs_f64();
        out.push_str(&format!(
            "search {name} (hard, 2 s) at {}: depth {} best {} {} nodes = {:.0} nodes/s\n",
            g.position().to_text(),
            r.depth,
            r.best,
            r.nodes,
            r.nodes as f64 / secs
        ));
    }
    out.push_str(&cli_backgammon::bench());
    out.push_str(&bg_ai_cli::bench_lines());
    out.push_str(&cc_cli::bench());
    out
}
