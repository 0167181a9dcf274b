//! The computer player: position evaluation (nets, look-ahead over the 21 rolls) and the
//! choice of a play per level.
//!
//! - easy: 0-ply (the net on each resulting position) with noise added to every equity;
//! - normal: 1-ply (each candidate averaged over the opponent's 21 rolls and best replies);
//! - hard: 2-ply (one more roll of look-ahead), on the few candidates that 0-ply and 1-ply
//!   keep (pruning).
//!
//! Equities are from the point of view of the player choosing, cubeless, and at match play
//! weighted by what each result (single, gammon, backgammon, won or lost) is worth at the
//! score (see [`super::cube::Outcomes`]).

use super::bearoff::Bearoff;
use super::cube::{CubeContext, Outcomes};
use super::nn::{consistent, Nets, Probs, WIN};
use super::{inputs, Board, Dice, Play};
use crate::rng::Rng;
use crate::Level;
use std::sync::OnceLock;

/// The trained weights, committed with the source (see `bg-train` and docs/engines.md).
/// Natively they are built in; on wasm32 the worker fetches the file, a third of its bytes,
/// apart from its code and hands it over with [`Evaluator::install`].
#[cfg(not(target_arch = "wasm32"))]
static NET_FILE: &[u8] = include_bytes!("../../assets/bg-net.bin");

/// The evaluator with the trained weights, once parsed.
static BUILTIN: OnceLock<Evaluator> = OnceLock::new();

/// The evaluator: the nets, and the exact one-sided bear-off table for pure bear-offs.
#[derive(Clone, Debug)]
pub struct Evaluator {
    nets: Nets,
    /// Use [`Bearoff`] when both sides bear off (off while training: the nets learn alone).
    bearoff: bool,
}

/// A position after a play: the game is over (`finished` = the mover's points) or `next` holds
/// the opponent's probabilities (the opponent is on roll).
#[derive(Clone, Copy, Debug)]
pub struct AfterValue {
    pub finished: Option<u8>,
    pub next: Probs,
}

impl AfterValue {
    /// The probabilities for the player who just moved.
    pub fn mover(&self) -> Probs {
        match self.finished {
            Some(points) => Probs::won(points),
            None => self.next.flip(),
        }
    }
}

impl Evaluator {
    /// The nets, with the bear-off database for pure bear-offs.
    pub fn new(nets: Nets) -> Evaluator {
        Evaluator {
            nets,
            bearoff: true,
        }
    }

    /// The nets alone (for training).
    pub fn net_only(nets: Nets) -> Evaluator {
        Evaluator {
            nets,
            bearoff: false,
        }
    }

    /// The evaluator with the committed, trained weights (parsed once).
    pub fn builtin() -> &'static Evaluator {
        BUILTIN.get_or_init(|| {
            // The file is part of the source tree and checked by a test; a broken file is a
            // build error in all but name.
            #[cfg(not(target_arch = "wasm32"))]
            return Evaluator::new(
                Nets::from_bytes(NET_FILE).expect("assets/bg-net.bin is a net file"),
            );
            #[cfg(target_arch = "wasm32")]
            panic!("the backgammon net (bg-net.bin) was not installed (Evaluator::install)");
        })
    }

    /// Installs the trained weights from the bytes of `assets/bg-net.bin` (on wasm32, where
    /// they are not built in); an error if they are no net file or a net is installed already.
    pub fn install(net_file: &[u8]) -> Result<(), String> {
        let nets = Nets::from_bytes(net_file).map_err(|e| format!("bg-net.bin: {e}"))?;
        BUILTIN
            .set(Evaluator::new(nets))
            .map_err(|_| "the backgammon net is installed already".to_string())
    }

    pub fn nets(&self) -> &Nets {
        &self.nets
    }

    pub fn nets_mut(&mut self) -> &mut Nets {
        &mut self.nets
    }

    /// 0-ply: probabilities for the player on roll of a position where the game is not over.
    pub fn probs(&self, board: &Board) -> Probs {
        let race = board.is_race();
        let c = board.checkers();
        let mut out = self.nets.net_for(race).forward(&inputs::encode(c));
        let home = |s: usize| c[s][6..].iter().all(|&n| n == 0);
        if self.bearoff && home(0) && home(1) {
            let six = |s: usize| -> [u8; 6] { c[s][..6].try_into().expect("six points") };
            out[WIN] = Bearoff::get().win(&six(0), &six(1));
        }
        consistent(out, c, race)
    }

    /// One training step on a position (player on roll) towards `target`; the raw outputs
    /// before the step.
    pub fn train(&mut self, board: &Board, target: &[f32; 5], alpha: f32) -> [f32; 5] {
        let race = board.is_race();
        let net = if race {
            &mut self.nets.race
        } else {
            &mut self.nets.contact
        };
        net.train(&inputs::encode(board.checkers()), target, alpha)
    }

    /// 0-ply value of the board a play leads to (not swapped: the mover's view).
    pub fn after(&self, after: &Board) -> AfterValue {
        match after.result() {
            Some((_, points)) => AfterValue {
                finished: Some(points),
                next: Probs::won(points).flip(),
            },
            None => AfterValue {
                finished: None,
                next: self.probs(&after.swapped()),
            },
        }
    }

    /// The 0-ply best play for `dice` (money equity): the board it leads to and its value.
    /// With no legal play the board stays as it is.
    pub fn best_after_0ply(&self, board: &Board, dice: Dice) -> (Board, AfterValue) {
        self.best_after(board, dice, &Outcomes::MONEY)
    }

    fn best_after(&self, board: &Board, dice: Dice, w: &Outcomes) -> (Board, AfterValue) {
        let plays = board.legal_plays(dice);
        if plays.is_empty() {
            return (*board, self.after(board));
        }
        let mut best: Option<(f32, Board, AfterValue)> = None;
        for p in &plays {
            let after = p.resulting();
            let v = self.after(&after);
            let e = w.equity(v.mover());
            if best.as_ref().is_none_or(|b| e > b.0) {
                best = Some((e, after, v));
            }
        }
        let (_, after, v) = best.expect("at least one play");
        (after, v)
    }

    /// n-ply probabilities for the player on roll of a position where the game is not over:
    /// 0-ply is the net; n-ply averages over the 21 rolls the (n−1)-ply value of the reply
    /// that is best at 0-ply.
    pub fn probs_ply(&self, board: &Board, plies: u32, w: &Outcomes) -> Probs {
        if plies == 0 {
            return self.probs(board);
        }
        let mut sum = [0f32; 5];
        for (dice, weight) in Dice::all() {
            let (after, v0) = self.best_after(board, dice, w);
            let p = if plies == 1 || v0.finished.is_some() {
                v0.mover()
            } else {
                self.after_ply(&after, plies - 1, w)
            };
            for (s, q) in sum.iter_mut().zip(p.0) {
                *s += q * weight as f32;
            }
        }
        Probs(sum.map(|s| s / 36.0))
    }

    /// n-ply probabilities for the mover of the board a play led to.
    pub fn after_ply(&self, after: &Board, plies: u32, w: &Outcomes) -> Probs {
        match after.result() {
            Some((_, points)) => Probs::won(points),
            None => self.probs_ply(&after.swapped(), plies, w).flip(),
        }
    }
}

/// How many candidates each look-ahead keeps: at most `count`, and only those within
/// `margin` equity of the best.
struct Prune {
    count: usize,
    margin: f32,
}

const NORMAL_PRUNE: Prune = Prune {
    count: 10,
    margin: 0.25,
};
const HARD_PRUNE_0: Prune = Prune {
    count: 12,
    margin: 0.3,
};
const HARD_PRUNE_1: Prune = Prune {
    count: 8,
    margin: 0.16,
};

/// Standard deviation of the noise the easy level adds to each play's equity.
const EASY_NOISE: f32 = 0.06;

/// A candidate play with its current score.
#[derive(Clone, Copy, PartialEq)]
struct Candidate {
    play: Play,
    equity: f32,
}

fn keep_best(cands: &mut Vec<Candidate>, prune: &Prune) {
    cands.sort_by(|a, b| b.equity.total_cmp(&a.equity));
    let top = cands[0].equity;
    cands.truncate(prune.count);
    cands.retain(|c| c.equity >= top - prune.margin);
}

/// Approximately normal noise (sum of four uniforms), mean 0 and standard deviation `sd`.
fn noise(rng: &mut Rng, sd: f32) -> f32 {
    let u: f32 = (0..4)
        .map(|_| (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32)
        .sum();
    // Four uniforms: mean 2, variance 4/12.
    (u - 2.0) * sd * 3f32.sqrt()
}

/// The computer's play for `dice` on `board` (player on roll) at `level`; `None` when no
/// checker can move. `rng` only matters for the easy level's noise. Ties keep the first play
/// in the engine's order, so the choice is reproducible.
pub fn choose_play(
    board: &Board,
    dice: Dice,
    level: Level,
    rng: &mut Rng,
    ctx: &CubeContext,
) -> Option<Play> {
    choose_play_with(Evaluator::builtin(), board, dice, level, rng, ctx)
}

/// [`choose_play`] with a given evaluator.
pub fn choose_play_with(
    eval: &Evaluator,
    board: &Board,
    dice: Dice,
    level: Level,
    rng: &mut Rng,
    ctx: &CubeContext,
) -> Option<Play> {
    let plays = board.legal_plays(dice);
    if plays.len() <= 1 {
        return plays.first().copied();
    }
    let w = ctx.outcomes();
    let mut cands: Vec<Candidate> = plays
        .iter()
        .map(|&play| Candidate {
            play,
            equity: w.equity(eval.after(&play.resulting()).mover()),
        })
        .collect();
    let deepen = |cands: &mut Vec<Candidate>, plies: u32| {
        for c in cands.iter_mut() {
            c.equity = w.equity(eval.after_ply(&c.play.resulting(), plies, &w));
        }
    };
    match level {
        Level::Easy => {
            for c in cands.iter_mut() {
                c.equity += noise(rng, EASY_NOISE);
            }
        }
        Level::Normal => {
            keep_best(&mut cands, &NORMAL_PRUNE);
            deepen(&mut cands, 1);
        }
        Level::Hard => {
            keep_best(&mut cands, &HARD_PRUNE_0);
            deepen(&mut cands, 1);
            keep_best(&mut cands, &HARD_PRUNE_1);
            deepen(&mut cands, 2);
        }
    }
    // The first of the best (stable), so ties resolve the same way every time.
    let mut best = cands[0];
    for c in &cands[1..] {
        if c.equity > best.equity {
            best = *c;
        }
    }
    Some(best.play)
}

/// Every legal play for `dice` with its cubeless equity for the mover (in `ctx`'s outcome
/// weights), best first, as the level sees them: all at 0-ply, then those the level keeps at
/// 1-ply and 2-ply (as [`choose_play`] prunes, without the easy level's noise). A play the
/// level dropped keeps its shallower equity and ranks after every deeper one, as gnubg's
/// hint lists them. Empty when no checker can move.
pub fn rank_plays(board: &Board, dice: Dice, level: Level, ctx: &CubeContext) -> Vec<(Play, f32)> {
    let eval = Evaluator::builtin();
    let w = ctx.outcomes();
    let mut cands: Vec<Candidate> = board
        .legal_plays(dice)
        .into_iter()
        .map(|play| Candidate {
            play,
            equity: w.equity(eval.after(&play.resulting()).mover()),
        })
        .collect();
    let steps: &[(&Prune, u32)] = match level {
        Level::Easy => &[],
        Level::Normal => &[(&NORMAL_PRUNE, 1)],
        Level::Hard => &[(&HARD_PRUNE_0, 1), (&HARD_PRUNE_1, 2)],
    };
    let mut dropped: Vec<Vec<Candidate>> = Vec::new();
    for &(prune, plies) in steps {
        if cands.len() <= 1 {
            break;
        }
        let all = cands.clone();
        keep_best(&mut cands, prune);
        dropped.push(all.into_iter().filter(|c| !cands.contains(c)).collect());
        for c in cands.iter_mut() {
            c.equity = w.equity(eval.after_ply(&c.play.resulting(), plies, &w));
        }
    }
    let mut out: Vec<(Play, f32)> = Vec::with_capacity(board.legal_plays(dice).len());
    for group in std::iter::once(cands).chain(dropped.into_iter().rev()) {
        let mut group = group;
        group.sort_by(|a, b| b.equity.total_cmp(&a.equity));
        out.extend(group.into_iter().map(|c| (c.play, c.equity)));
    }
    out
}

/// The cubeless equity for the mover of `play` (in `ctx`'s outcome weights) at `level`'s
/// deepest look-ahead, which [`rank_plays`] gives only the plays it keeps to the end: the
/// analysis values a play it dropped this way, as deep as the best.
pub fn play_equity(board: &Board, play: &Play, level: Level, ctx: &CubeContext) -> f32 {
    let w = ctx.outcomes();
    let after = board.apply(play);
    w.equity(Evaluator::builtin().after_ply(&after, cube_plies(level), &w))
}

/// Look-ahead used for cube decisions and resignations at each level (and the deepest
/// ranking of plays).
pub fn cube_plies(level: Level) -> u32 {
    match level {
        Level::Easy => 0,
        Level::Normal => 1,
        Level::Hard => 2,
    }
}

/// Probabilities for the player on roll of `board` (game not over) at the level's look-ahead.
pub fn position_probs(board: &Board, level: Level, ctx: &CubeContext) -> Probs {
    Evaluator::builtin().probs_ply(board, cube_plies(level), &ctx.outcomes())
}

/// Whether the computer, on roll in `board`, should resign, and as what (1 single, 2 gammon,
/// 3 backgammon; BG-17): only in a race (no contact left) with no chance to win and the gammon
/// and backgammon chances settled. It looks two rolls ahead at every level, so that a race
/// the opponent finishes next turn is judged exactly rather than by the net.
pub fn resignation_offer(board: &Board, ctx: &CubeContext) -> Option<u8> {
    if !board.is_race() {
        return None;
    }
    let p = Evaluator::builtin().probs_ply(board, 2, &ctx.outcomes());
    super::cube::resignation(p)
}
