//! TD(λ) self-play training of the evaluator's nets (run by the `bg-train` binary).
//!
//! The nets play both sides at 0-ply (the dice give all the exploration needed). After each
//! game every position `s_t` (before its player rolls) is trained towards its λ-return
//! `G_t = (1 − λ)·V(s_{t+1}) + λ·G_{t+1}` (seen from `s_t`'s player, so each step flips the
//! view), with `G` of the last position the game's actual result. That is the offline
//! λ-return algorithm, equivalent to offline TD(λ) with accumulating traces, and much cheaper
//! than keeping an eligibility trace for every weight. Everything is single-threaded and
//! seeded, so a run is reproducible from its seed.

use super::ai::Evaluator;
use super::nn::{Net, Nets, Probs};
use super::{Board, Dice};
use crate::rng::Rng;

/// Learning-rate and λ schedule: both fall linearly from their start value (at game `from`,
/// 0 for a fresh run, the resume point otherwise) to their end value (at game `games`).
#[derive(Clone, Copy, Debug)]
pub struct Schedule {
    pub from: u64,
    pub games: u64,
    pub alpha: (f32, f32),
    pub lambda: (f32, f32),
}

impl Schedule {
    fn at(&self, game: u64) -> (f32, f32) {
        let span = self.games.saturating_sub(self.from).max(1);
        let t = (game.saturating_sub(self.from) as f32 / span as f32).min(1.0);
        (
            self.alpha.0 + (self.alpha.1 - self.alpha.0) * t,
            self.lambda.0 + (self.lambda.1 - self.lambda.0) * t,
        )
    }
}

/// What one training game looked like.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameStats {
    pub plies: u32,
    /// 1, 2 or 3 (the first player's result is `+points` when it won).
    pub points: u8,
    pub first_won: bool,
    /// Mean absolute error of the first output (win) against its λ-return target.
    pub win_error: f32,
}

/// A training run in progress.
pub struct Trainer {
    pub eval: Evaluator,
    rng: Rng,
    schedule: Schedule,
}

/// Games longer than this are abandoned untrained (two hopeless nets can hit each other for a
/// very long time early in training).
const MAX_PLIES: usize = 3000;

/// Rolls the dice: two independent dice from the seeded generator.
pub fn roll(rng: &mut Rng) -> Dice {
    Dice::new(rng.below(6) as u8 + 1, rng.below(6) as u8 + 1).expect("1..=6")
}

/// The opening roll (BG-3): the first roll of a game is never a double.
pub fn opening_roll(rng: &mut Rng) -> Dice {
    loop {
        let (a, b) = (rng.below(6) as u8 + 1, rng.below(6) as u8 + 1);
        if a != b {
            return Dice::new(a, b).expect("1..=6");
        }
    }
}

impl Trainer {
    /// Fresh nets with random weights (from `seed`).
    pub fn new(
        seed: u64,
        contact_hidden: usize,
        race_hidden: usize,
        schedule: Schedule,
    ) -> Trainer {
        let mut rng = Rng::new(seed);
        let contact = Net::random(contact_hidden, &mut rng);
        let race = Net::random(race_hidden, &mut rng);
        Trainer {
            eval: Evaluator::net_only(Nets {
                contact,
                race,
                games: 0,
            }),
            rng,
            schedule,
        }
    }

    /// Continues training these nets.
    pub fn resume(seed: u64, nets: Nets, schedule: Schedule) -> Trainer {
        let mut rng = Rng::new(seed ^ nets.games.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        rng.next_u64();
        Trainer {
            eval: Evaluator::net_only(nets),
            rng,
            schedule,
        }
    }

    pub fn games(&self) -> u64 {
        self.eval.nets().games
    }

    /// The current learning rate and λ.
    pub fn rates(&self) -> (f32, f32) {
        self.schedule.at(self.games())
    }

    /// Plays one game against itself and learns from it.
    pub fn play_and_learn(&mut self) -> GameStats {
        let (alpha, lambda) = self.rates();
        // positions[t] is s_t; next[t] is V(s_{t+1}) from s_{t+1}'s player's view.
        let mut positions: Vec<Board> = Vec::with_capacity(128);
        let mut next: Vec<Probs> = Vec::with_capacity(128);
        let mut board = Board::start();
        let mut dice = opening_roll(&mut self.rng);
        let mut result = None;
        while positions.len() < MAX_PLIES {
            positions.push(board);
            let (after, value) = self.eval.best_after_0ply(&board, dice);
            if let Some(points) = value.finished {
                result = Some(points);
                break;
            }
            next.push(value.next);
            board = after.swapped();
            dice = roll(&mut self.rng);
        }
        let Some(points) = result else {
            self.eval.nets_mut().games += 1;
            return GameStats::default();
        };
        let plies = positions.len();
        let mut targets = vec![Probs::won(points); plies];
        for t in (0..plies - 1).rev() {
            let (v, g) = (next[t].0, targets[t + 1].0);
            let mut mix = [0f32; 5];
            for k in 0..5 {
                mix[k] = (1.0 - lambda) * v[k] + lambda * g[k];
            }
            targets[t] = Probs(mix).flip();
        }
        let mut err = 0.0;
        for (pos, target) in positions.iter().zip(&targets) {
            let out = self.eval.train(pos, &target.0, alpha);
            err += (out[0] - target.0[0]).abs();
        }
        self.eval.nets_mut().games += 1;
        GameStats {
            plies: plies as u32,
            points,
            // The last position's player won; s_0 is the first player's.
            first_won: plies % 2 == 1,
            win_error: err / plies as f32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schedule() -> Schedule {
        Schedule {
            from: 0,
            games: 10,
            alpha: (0.1, 0.01),
            lambda: (0.7, 0.0),
        }
    }

    #[test]
    fn training_is_reproducible_from_the_seed() {
        let run = |seed| {
            let mut t = Trainer::new(seed, 8, 4, schedule());
            let stats: Vec<u32> = (0..3).map(|_| t.play_and_learn().plies).collect();
            (t.eval.nets().to_bytes(), stats)
        };
        let (a, sa) = run(7);
        let (b, sb) = run(7);
        assert_eq!(a, b);
        assert_eq!(sa, sb);
        assert!(sa.iter().all(|&p| p > 0), "every game finished: {sa:?}");
        assert_ne!(a, run(8).0, "another seed trains other nets");
    }

    #[test]
    fn schedule_runs_from_the_resume_point() {
        let s = Schedule {
            from: 300,
            games: 900,
            ..schedule()
        };
        let close = |(a, l): (f32, f32), (a2, l2): (f32, f32)| {
            assert!((a - a2).abs() < 1e-6 && (l - l2).abs() < 1e-6, "{a} {l}");
        };
        close(s.at(300), (0.1, 0.7));
        close(s.at(600), (0.055, 0.35));
        close(s.at(900), (0.01, 0.0));
        close(s.at(2000), (0.01, 0.0));
    }
}
