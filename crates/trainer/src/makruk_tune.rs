//! `makruk-tune`: fits the Makruk evaluation's weights to game results (Texel's method).
//!
//! cargo run --release -p ttakji-trainer --bin makruk-tune -- \
//!     --data target/makruk-tune/games-seed1.txt --out crates/engine/src/makruk/weights.rs
//!
//! Reads the positions `makruk-games` wrote, keeps the quiet ones with Bia on the board
//! (`search::is_quiet`; the Bia-less ending has its own hand-made terms), and records each
//! one's terms ([`eval::terms`]). Every run starts from material alone (the search's
//! values). The scale `K` is fitted first, to that, so that the evaluation stays in
//! centi-Bia; then full-batch Adam lowers the mean squared error between each target and
//! `sigmoid(K * eval / 400)`: the result (1, 0.5, 0 for White), or with `--blend` a share of
//! the odds the engine's score gives. Every tenth game is held out to check the fit, by the
//! results. Deterministic: the same data gives the same weights.

use std::process::ExitCode;
use ttakji_engine::core::number_in;
use ttakji_engine::makruk::eval::{self, Features, PHASE_MAX, TERMS};
use ttakji_engine::makruk::search::{is_quiet, value};
use ttakji_engine::makruk::{Kind, Position};
use ttakji_engine::Side;

const USAGE: &str = "usage: makruk-tune --data <file> [--data <file> ...] --out <weights.rs>
  [--epochs <n>] [--rate <centi-Bia>] [--l2 <millionths>] [--blend <percent>]";

struct Args {
    data: Vec<String>,
    out: String,
    epochs: u64,
    rate: f64,
    /// The weight of the squared weights (all but material) in the error, per million.
    l2: f64,
    /// The engine's score's share of each target, in percent (0: results only).
    blend: f64,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        data: Vec::new(),
        out: String::new(),
        epochs: 3000,
        rate: 2.0,
        l2: 0.0,
        blend: 0.0,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut it = argv.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--data" => a.data.push(value.clone()),
            "--out" => a.out = value.clone(),
            "--epochs" => a.epochs = number_in(value, flag, 1, 100_000)?,
            "--rate" => a.rate = number_in(value, flag, 1, 100)? as f64,
            "--l2" => a.l2 = number_in(value, flag, 0, 1_000_000)? as f64,
            "--blend" => a.blend = number_in(value, flag, 0, 100)? as f64,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if a.data.is_empty() || a.out.is_empty() {
        return Err("--data and --out are needed".into());
    }
    Ok(a)
}

/// One position: its terms (White less Black), phase, the game's result for White, the
/// engine's score for White where it gave one in centipawns, and the target the weights are
/// fitted to (the result, or a blend of it with the score's odds, see [`set_targets`]).
struct Sample {
    terms: Vec<(u16, i16)>,
    phase: f64,
    result: f64,
    score: Option<f64>,
    target: f64,
}

/// The quiet samples of one file, split into (training, held out): every tenth game is
/// held out. A game starts where the ply count does not grow.
fn read(path: &str) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    parse(path, &text)
}

/// [`read`] of a file's text; `path` names it in errors.
fn parse(path: &str, text: &str) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let (mut train, mut held) = (Vec::new(), Vec::new());
    let (mut games, mut last_ply) = (0usize, u32::MAX);
    for (i, line) in text.lines().enumerate() {
        let mut fields = line.split(';');
        let (Some(fen), Some(result), Some(score)) = (fields.next(), fields.next(), fields.next())
        else {
            return Err(format!("{path}:{}: not <FEN>;<result>;<score>", i + 1));
        };
        let pos = Position::from_fen(fen).map_err(|e| format!("{path}:{}: {e}", i + 1))?;
        let result: f64 = match result {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            _ => return Err(format!("{path}:{}: result '{result}'", i + 1)),
        };
        if pos.ply() <= last_ply {
            games += 1;
        }
        last_ply = pos.ply();
        let b = pos.board();
        if !b.has_bia() || !is_quiet(b) {
            continue;
        }
        let mut f = Features::default();
        eval::terms(b, &mut f);
        let white = if pos.side_to_move() == Side::First {
            1.0
        } else {
            -1.0
        };
        let sample = Sample {
            terms: f.0,
            phase: eval::phase(b) as f64 / PHASE_MAX as f64,
            result,
            score: score.parse::<f64>().ok().map(|cp| white * cp),
            target: result,
        };
        if games % 10 == 0 {
            held.push(sample);
        } else {
            train.push(sample);
        }
    }
    Ok((train, held))
}

/// The weights as (middle game, ending) pairs in f64.
type Weights = Vec<[f64; 2]>;

fn eval(w: &Weights, s: &Sample) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(t, n) in &s.terms {
        mg += w[t as usize][0] * n as f64;
        eg += w[t as usize][1] * n as f64;
    }
    mg * s.phase + eg * (1.0 - s.phase)
}

fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + (-k * e / 400.0).exp())
}

fn error(w: &Weights, k: f64, samples: &[Sample]) -> f64 {
    error_by(w, k, samples, |s| s.result)
}

/// The mean squared error against `truth` of each sample.
fn error_by(w: &Weights, k: f64, samples: &[Sample], truth: impl Fn(&Sample) -> f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (truth(s) - sigmoid(k, eval(w, s))).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale that fits the weights in force best.
fn fit_k(w: &Weights, samples: &[Sample]) -> f64 {
    minimise(|k| error(w, k, samples))
}

/// The argument in 0.05..10 where `f` is least (golden-section search).
fn minimise(f: impl Fn(f64) -> f64) -> f64 {
    let (mut lo, mut hi) = (0.05f64, 10.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// The scale that turns the engine's scores of `samples` into the odds that fit their
/// results best.
fn score_scale(samples: &[Sample]) -> f64 {
    let scored: Vec<(f64, f64)> = samples
        .iter()
        .filter_map(|s| s.score.map(|cp| (cp, s.result)))
        .collect();
    minimise(|k| {
        let sum: f64 = scored
            .iter()
            .map(|&(cp, r)| (r - sigmoid(k, cp)).powi(2))
            .sum();
        sum / scored.len().max(1) as f64
    })
}

/// With `blend` percent, each target becomes that share of the odds the engine's score
/// gives (on the scale `ks`, see [`score_scale`]) and the rest the result; positions
/// without a score (mate scores) keep the result.
fn set_targets(samples: &mut [Sample], blend: f64, ks: f64) {
    let share = blend / 100.0;
    for s in samples.iter_mut() {
        s.target = match s.score {
            Some(cp) => share * sigmoid(ks, cp) + (1.0 - share) * s.result,
            None => s.result,
        };
    }
}

/// The error's gradient over all weights.
fn gradient(w: &Weights, k: f64, samples: &[Sample]) -> Weights {
    let mut g = vec![[0.0; 2]; w.len()];
    for s in samples {
        let p = sigmoid(k, eval(w, s));
        let d = -2.0 * (s.target - p) * p * (1.0 - p) * k / 400.0;
        for &(t, n) in &s.terms {
            g[t as usize][0] += d * n as f64 * s.phase;
            g[t as usize][1] += d * n as f64 * (1.0 - s.phase);
        }
    }
    let n = samples.len().max(1) as f64;
    for x in g.iter_mut().flatten() {
        *x /= n;
    }
    g
}

/// The gradient of the penalty `l2` millionths times the sum of the squared weights (in
/// Bia) of every term but material: it keeps weights the games say little about near 0.
fn add_l2(g: &mut Weights, w: &Weights, l2: f64) {
    for (gt, wt) in g.iter_mut().zip(w).skip(eval::SQUARES) {
        for (d, x) in gt.iter_mut().zip(wt) {
            *d += 2.0 * l2 * 1e-6 * x / 10_000.0;
        }
    }
}

/// Full-batch Adam; prints the errors every few hundred epochs.
fn adam(w: &mut Weights, k: f64, train: &[Sample], held: &[Sample], a: &Args) {
    let (b1, b2) = (0.9, 0.999);
    let mut m = vec![[0.0; 2]; w.len()];
    let mut v = vec![[0.0; 2]; w.len()];
    for epoch in 1..=a.epochs {
        let mut g = gradient(w, k, train);
        add_l2(&mut g, w, a.l2);
        for i in 0..w.len() {
            for j in 0..2 {
                m[i][j] = b1 * m[i][j] + (1.0 - b1) * g[i][j];
                v[i][j] = b2 * v[i][j] + (1.0 - b2) * g[i][j] * g[i][j];
                let mh = m[i][j] / (1.0 - b1.powi(epoch as i32));
                let vh = v[i][j] / (1.0 - b2.powi(epoch as i32));
                w[i][j] -= a.rate * mh / (vh.sqrt() + 1e-12);
            }
        }
        if epoch % 250 == 0 || epoch == a.epochs {
            eprintln!(
                "epoch {epoch}: training {:.6}, held out {:.6} (against the targets {:.6})",
                error(w, k, train),
                error(w, k, held),
                error_by(w, k, held, |s| s.target)
            );
        }
    }
}

/// Moves the mean of each kind's square weights (by how often each occurs in `samples`)
/// into its material weight, so that the tables read as "better or worse than usual
/// here". Each piece counts one material and one square term, so every evaluation stays
/// the same; the Khun, which has no material term, is one a side and its means cancel.
fn centre_squares(w: &mut Weights, samples: &[Sample]) {
    let mut seen = vec![0f64; TERMS];
    for s in samples {
        for &(t, n) in &s.terms {
            seen[t as usize] += (n as f64).abs();
        }
    }
    let tables = (0..7).map(|kind| {
        let at = eval::SQUARES + eval::PLACES * kind;
        (kind, at..at + eval::PLACES)
    });
    for (kind, table) in tables {
        let total: f64 = seen[table.clone()].iter().sum();
        if total == 0.0 {
            continue;
        }
        let mut mean = [0.0; 2];
        for t in table.clone() {
            for (m, x) in mean.iter_mut().zip(w[t]) {
                *m += x * seen[t] / total;
            }
        }
        for t in table {
            for (x, m) in w[t].iter_mut().zip(mean) {
                *x -= m;
            }
        }
        if kind < 6 {
            for (x, m) in w[eval::MATERIAL + kind].iter_mut().zip(mean) {
                *x += m;
            }
        }
    }
}

/// Where every run starts, so that the same games give the same weights: material at the
/// search's values (`search::value`), every other term 0.
fn start_weights() -> Weights {
    let mut w = vec![[0.0; 2]; TERMS];
    for (i, kind) in Kind::ALL.into_iter().take(6).enumerate() {
        w[eval::MATERIAL + i] = [value(kind) as f64; 2];
    }
    w
}

/// The weights file: a Rust table with the run that made it.
fn weights_file(w: &Weights, a: &Args, summary: &str) -> String {
    let mut out = String::from(
        "//! The Makruk evaluation's weights, (middle game, ending) per term of `super::eval`, in\n\
         //! centi-Bia. Made by `makruk-tune` (crates/trainer; docs/engines.md), do not edit:\n",
    );
    out.push_str(&format!(
        "//!     makruk-tune {} --epochs {} --rate {} --l2 {} --blend {} --out {}\n",
        a.data
            .iter()
            .map(|d| format!("--data {d}"))
            .collect::<Vec<_>>()
            .join(" "),
        a.epochs,
        a.rate,
        a.l2,
        a.blend,
        a.out
    ));
    for line in summary.lines() {
        out.push_str(&format!("//! {line}\n"));
    }
    out.push_str("\npub const WEIGHTS: [(i16, i16); super::eval::TERMS] = [\n");
    for [mg, eg] in w {
        out.push_str(&format!("    ({}, {}),\n", mg.round(), eg.round()));
    }
    out.push_str("];\n");
    out
}

fn run(a: &Args) -> Result<(), String> {
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for path in &a.data {
        let (t, h) = read(path)?;
        train.extend(t);
        held.extend(h);
    }
    eprintln!(
        "{} training and {} held-out quiet positions",
        train.len(),
        held.len()
    );
    let mut w = start_weights();
    // The held-out games' targets use the training games' scale: they only check the fit.
    let ks = score_scale(&train);
    set_targets(&mut train, a.blend, ks);
    set_targets(&mut held, a.blend, ks);
    eprintln!("the engine's scores' scale: {ks:.4}");
    let k = fit_k(&w, &train);
    let before = (error(&w, k, &train), error(&w, k, &held));
    eprintln!(
        "K {k:.4}: training {:.6}, held out {:.6}",
        before.0, before.1
    );
    adam(&mut w, k, &train, &held, a);
    centre_squares(&mut w, &train);
    let after = (error(&w, k, &train), error(&w, k, &held));
    let summary = format!(
        "{} training and {} held-out quiet positions with Bia on the board; K {k:.4}.\n\
         Mean squared error, training / held out: {:.6} / {:.6} with the weights before, \
         {:.6} / {:.6} after.",
        train.len(),
        held.len(),
        before.0,
        before.1,
        after.0,
        after.1
    );
    std::fs::write(&a.out, weights_file(&w, a, &summary)).map_err(|e| format!("{}: {e}", a.out))?;
    eprintln!("{summary}\nwritten to {}", a.out);
    Ok(())
}

fn main() -> ExitCode {
    match parse_args().and_then(|a| run(&a)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("makruk-tune: {e}\n{USAGE}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two games' lines: White a Rua ahead and winning, then an even draw.
    fn data() -> String {
        let won = "rnsmksn1/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 5;1;150\n\
                   rnsmksn1/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 5;1;-160\n";
        let drawn = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 5;0.5;10\n\
                     rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 5;0.5;M\n";
        format!("{won}{drawn}")
    }

    fn samples() -> Vec<Sample> {
        let (train, held) = parse("data", &data()).expect("readable");
        assert!(held.is_empty(), "only every tenth game is held out");
        train
    }

    #[test]
    fn samples_carry_the_result_and_the_score_for_white() {
        let s = samples();
        assert_eq!(s.len(), 4);
        assert_eq!(s[0].result, 1.0);
        assert_eq!(s[0].score, Some(150.0));
        // Black to move, its score -160: +160 for White.
        assert_eq!(s[1].score, Some(160.0));
        assert_eq!(s[3].score, None, "a mate score keeps the result");
    }

    #[test]
    fn the_material_start_prefers_the_side_a_rua_ahead() {
        let s = samples();
        let w = start_weights();
        assert!(eval(&w, &s[0]) >= 590.0);
        assert_eq!(eval(&w, &s[2]), 0.0);
    }

    #[test]
    fn centring_the_tables_changes_no_evaluation() {
        let s = samples();
        let mut w = start_weights();
        for (i, x) in w.iter_mut().enumerate().skip(eval::SQUARES) {
            *x = [(i % 7) as f64 * 3.0, (i % 5) as f64 * -2.0];
        }
        let before: Vec<f64> = s.iter().map(|x| eval(&w, x)).collect();
        centre_squares(&mut w, &s);
        for (x, b) in s.iter().zip(before) {
            assert!((eval(&w, x) - b).abs() < 1e-9);
        }
    }

    #[test]
    fn a_blend_moves_each_target_towards_the_score_s_odds() {
        let mut s = samples();
        let ks = score_scale(&s);
        set_targets(&mut s, 0.0, ks);
        assert_eq!(s[2].target, 0.5);
        set_targets(&mut s, 50.0, ks);
        assert!(s[2].target > 0.5 && s[2].target < 0.75, "{}", s[2].target);
        assert_eq!(s[3].target, 0.5);
    }
}
