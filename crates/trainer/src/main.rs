//! `bg-train`: trains the backgammon nets by TD(λ) self-play (single thread, seeded).
//!
//! cargo run --release -p ttakji-trainer --bin bg-train -- --seed 1 --games 600000 \
//!     --out crates/engine/assets/bg-net.bin --log docs/measurements/bg-train.log
//!
//! The weights file is rewritten every `--checkpoint` games (atomically), with a log line
//! that includes a test against a fixed heuristic player, so a run can be stopped at any time
//! and its last checkpoint used. `--stop N` ends a run after N games (its schedule still
//! spans `--games`). `--resume FILE` continues from a weights file, with the schedule then
//! running from the file's game count to `--games`.

use std::fs;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;
use ttakji_engine::backgammon::ai::Evaluator;
use ttakji_engine::backgammon::nn::{Nets, MAX_HIDDEN};
use ttakji_engine::backgammon::train::{opening_roll, roll, Schedule, Trainer};
use ttakji_engine::backgammon::{Board, Play};
use ttakji_engine::core::number_in;
use ttakji_engine::rng::Rng;

const USAGE: &str = "usage: bg-train --games <n> --out <file> [--seed <n>] [--log <file>]
  [--contact-hidden <n>] [--race-hidden <n>] [--checkpoint <games>] [--eval-games <n>]
  [--alpha <start>,<end>] [--lambda <start>,<end>] [--resume <file>] [--stop <games>]
       bg-train --compare <a.bin> <b.bin> [games]";

struct Args {
    seed: u64,
    games: u64,
    out: String,
    log: Option<String>,
    contact_hidden: usize,
    race_hidden: usize,
    checkpoint: u64,
    eval_games: u32,
    alpha: (f32, f32),
    lambda: (f32, f32),
    resume: Option<String>,
    stop: Option<u64>,
}

/// The most games a run's schedule spans (about eight hours at 350 games a second; the
/// published nets took 1.5 million).
const MAX_GAMES: u64 = 10_000_000;
/// The most games of a progress test or a `--compare`.
const MAX_EVAL_GAMES: u64 = 100_000;

/// `<start>,<end>`, each a rate from 0 to 1.
fn pair(flag: &str, s: &str) -> Result<(f32, f32), String> {
    let (a, b) = s
        .split_once(',')
        .ok_or(format!("{flag}: '{s}' is not <start>,<end>"))?;
    let f = |x: &str| match x.parse::<f32>() {
        Ok(r) if (0.0..=1.0).contains(&r) => Ok(r),
        _ => Err(format!("{flag} takes rates from 0 to 1, not '{x}'")),
    };
    Ok((f(a)?, f(b)?))
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        seed: 1,
        games: 0,
        out: String::new(),
        log: None,
        contact_hidden: 128,
        race_hidden: 64,
        checkpoint: 50_000,
        eval_games: 1000,
        alpha: (0.1, 0.01),
        lambda: (0.7, 0.0),
        resume: None,
        stop: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let v = it.next().ok_or(format!("{flag} needs a value"))?;
        let num = |min: u64, max: u64| number_in(v, flag, min, max);
        let hidden = || num(1, MAX_HIDDEN as u64).map(|n| n as usize);
        match flag.as_str() {
            "--seed" => a.seed = num(0, u64::MAX)?,
            "--games" => a.games = num(1, MAX_GAMES)?,
            "--out" => a.out = v.clone(),
            "--log" => a.log = Some(v.clone()),
            "--contact-hidden" => a.contact_hidden = hidden()?,
            "--race-hidden" => a.race_hidden = hidden()?,
            "--checkpoint" => a.checkpoint = num(1, MAX_GAMES)?,
            "--eval-games" => a.eval_games = num(1, MAX_EVAL_GAMES)? as u32,
            "--alpha" => a.alpha = pair(flag, v)?,
            "--lambda" => a.lambda = pair(flag, v)?,
            "--resume" => a.resume = Some(v.clone()),
            "--stop" => a.stop = Some(num(1, MAX_GAMES)?),
            _ => return Err(format!("unknown option '{flag}'\n{USAGE}")),
        }
    }
    if a.games == 0 || a.out.is_empty() {
        return Err(USAGE.to_string());
    }
    Ok(a)
}

/// A fixed, simple opponent for measuring progress: makes points, hits, avoids blots,
/// races forward. Seen from the mover.
fn heuristic_score(b: &Board) -> i32 {
    let [me, opp] = b.checkers();
    let made = me[..18].iter().filter(|&&n| n >= 2).count() as i32;
    let home_made = me[..6].iter().filter(|&&n| n >= 2).count() as i32;
    let blots = me[..24].iter().filter(|&&n| n == 1).count() as i32;
    let on_bar = opp[24] as i32;
    4 * made + 2 * home_made - 3 * blots + 6 * on_bar - b.pips(0) as i32 / 8
}

fn heuristic_play(board: &Board, plays: &[Play]) -> Board {
    plays
        .iter()
        .map(|p| p.resulting())
        .max_by_key(heuristic_score)
        .unwrap_or(*board)
}

/// A player in the progress test: a net at 0-ply or the heuristic.
#[derive(Clone, Copy)]
enum Player<'a> {
    Net(&'a Evaluator),
    Heuristic,
}

impl Player<'_> {
    fn play(self, board: &Board, dice: ttakji_engine::backgammon::Dice) -> Board {
        match self {
            Player::Net(eval) => eval.best_after_0ply(board, dice).0,
            Player::Heuristic => heuristic_play(board, &board.legal_plays(dice)),
        }
    }
}

/// Points per game of `a` against `b` over `games` games (`a` moves first in the even
/// games), with the same dice every time this is called.
fn versus(a: Player, b: Player, games: u32) -> f64 {
    let mut rng = Rng::new(0xBAC6_4A11);
    let mut total = 0i64;
    for g in 0..games {
        let mut board = Board::start();
        let mut dice = opening_roll(&mut rng);
        let mut a_to_move = g % 2 == 0;
        for _ in 0..3000 {
            let after = if a_to_move {
                a.play(&board, dice)
            } else {
                b.play(&board, dice)
            };
            if let Some((_, points)) = after.result() {
                total += if a_to_move { 1 } else { -1 } * points as i64;
                break;
            }
            board = after.swapped();
            a_to_move = !a_to_move;
            dice = roll(&mut rng);
        }
    }
    total as f64 / games.max(1) as f64
}

fn load(file: &str) -> Result<Evaluator, String> {
    let bytes = fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    Ok(Evaluator::new(
        Nets::from_bytes(&bytes).map_err(|e| format!("{file}: {e}"))?,
    ))
}

fn save(path: &str, nets: &Nets) -> Result<(), String> {
    let tmp = format!("{path}.tmp");
    fs::write(&tmp, nets.to_bytes()).map_err(|e| format!("{tmp}: {e}"))?;
    fs::rename(&tmp, path).map_err(|e| format!("{path}: {e}"))
}

fn run(a: Args) -> Result<(), String> {
    let mut schedule = Schedule {
        from: 0,
        games: a.games,
        alpha: a.alpha,
        lambda: a.lambda,
    };
    let mut trainer = match &a.resume {
        Some(file) => {
            let nets = load(file)?.nets().clone();
            schedule.from = nets.games;
            Trainer::resume(a.seed, nets, schedule)
        }
        None => Trainer::new(a.seed, a.contact_hidden, a.race_hidden, schedule),
    };
    let end = a.stop.unwrap_or(a.games).min(a.games);
    let mut log: Box<dyn Write> = match &a.log {
        Some(path) => Box::new(
            fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("{path}: {e}"))?,
        ),
        None => Box::new(std::io::sink()),
    };
    let mut line = |text: String| {
        println!("{text}");
        let _ = writeln!(log, "{text}");
        let _ = log.flush();
    };
    let nets = trainer.eval.nets();
    line(format!(
        "bg-train seed {} games {} stop {:?} contact-hidden {} race-hidden {} alpha {:?} lambda {:?} resume {:?} (from {} games)",
        a.seed,
        a.games,
        a.stop,
        nets.contact.hidden(),
        nets.race.hidden(),
        a.alpha,
        a.lambda,
        a.resume,
        trainer.games()
    ));
    let t0 = Instant::now();
    let mut interval = Instant::now();
    let (mut plies, mut err, mut n, mut first_wins) = (0u64, 0f64, 0u64, 0u64);
    while trainer.games() < end {
        let s = trainer.play_and_learn();
        plies += s.plies as u64;
        err += s.win_error as f64;
        first_wins += s.first_won as u64;
        n += 1;
        let g = trainer.games();
        if g % a.checkpoint == 0 || g == end {
            save(&a.out, trainer.eval.nets())?;
            let secs = t0.elapsed().as_secs_f64();
            let (alpha, lambda) = trainer.rates();
            let ppg = versus(Player::Net(&trainer.eval), Player::Heuristic, a.eval_games);
            line(format!(
                "games {g} time {:.0}s rate {:.0} games/s alpha {alpha:.4} lambda {lambda:.3} plies/game {:.1} first-player wins {:.3} win-error {:.4} vs-heuristic {ppg:+.3} ppg ({} games) saved {}",
                secs,
                n as f64 / interval.elapsed().as_secs_f64(),
                plies as f64 / n.max(1) as f64,
                first_wins as f64 / n.max(1) as f64,
                err / n.max(1) as f64,
                a.eval_games,
                a.out
            ));
            (plies, err, first_wins) = (0, 0.0, 0);
            n = 0;
            interval = Instant::now();
        }
    }
    Ok(())
}

/// `bg-train --compare A.bin B.bin [games]`: points per game of net A against net B (0-ply).
fn compare(args: &[String]) -> Result<(), String> {
    let games = match args.get(2) {
        Some(g) => number_in(g, "[games]", 1, MAX_EVAL_GAMES)? as u32,
        None => 2000,
    };
    let (a, b) = (load(&args[0])?, load(&args[1])?);
    let ppg = versus(Player::Net(&a), Player::Net(&b), games);
    println!(
        "{} vs {}: {ppg:+.3} ppg over {games} games",
        args[0], args[1]
    );
    Ok(())
}

fn main() -> ExitCode {
    let result = ttakji_engine::core::text_args(std::env::args_os().skip(1)).and_then(|args| {
        if args.first().map(String::as_str) == Some("--compare") && args.len() >= 3 {
            compare(&args[1..])
        } else {
            parse(&args).and_then(run)
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Status 2 for every error, as `ttakji`.
            eprintln!("bg-train: {e}");
            ExitCode::from(2)
        }
    }
}
