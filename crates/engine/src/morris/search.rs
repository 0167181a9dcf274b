//! The Morris computer player: iterative-deepening PVS with a transposition table.
//! (Being written; the public API below is fixed.)

use super::{Move, MorrisGame};
use crate::Level;

/// How hard to think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub max_depth: u32,
    /// Time budget in milliseconds; the search stops between and inside iterations.
    pub movetime_ms: f64,
    /// Random noise added to root move scores (easy level), in evaluation units.
    pub noise: i32,
}

impl Limits {
    pub fn for_level(level: Level) -> Limits {
        match level {
            Level::Easy => Limits { max_depth: 2, movetime_ms: 300.0, noise: 120 },
            Level::Normal => Limits { max_depth: 5, movetime_ms: 700.0, noise: 0 },
            Level::Hard => Limits { max_depth: 64, movetime_ms: 2000.0, noise: 0 },
        }
    }
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    pub best: Move,
    /// From the side to move's view; above `WIN_SCORE - 1000` is a forced win.
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
}

/// Chooses a move for the side to move of `game`, or `None` when the game is over.
/// `clock` returns milliseconds from any fixed origin (`Instant` natively,
/// `performance.now()` in the browser); `seed` drives the easy level's randomness.
pub fn best_move(
    game: &MorrisGame,
    limits: &Limits,
    seed: u64,
    clock: &dyn Fn() -> f64,
) -> Option<SearchResult> {
    let _ = (limits, seed, clock);
    game.legal_moves().first().map(|&best| SearchResult { best, score: 0, depth: 0, nodes: 0 })
}
