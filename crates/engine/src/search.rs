//! What the games' searches share: limits per level, the result, mate scores, the
//! transposition table and the clock.

use crate::core::Think;
use crate::{GameId, Level};

/// A won game, from the side to move's view; wins found nearer the root score higher.
pub const WIN_SCORE: i32 = 30_000;
/// Above every score, including wins.
pub(crate) const INF: i32 = 32_000;
/// Scores beyond this (in absolute value) are forced wins or losses.
pub const WIN_BOUND: i32 = WIN_SCORE - 1000;

/// How hard to think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub max_depth: u32,
    /// Time budget in milliseconds; the search stops between and inside iterations.
    pub movetime_ms: f64,
    /// Random noise added to root move scores (easy level), in evaluation units
    /// (a Morris piece, or a Makruk Bia, is worth 100).
    pub noise: i32,
}

impl Limits {
    /// The levels of each game: easy is shallow and noisy (it sees a capture in one but
    /// sometimes prefers another move), normal searches a few plies, hard uses about two
    /// seconds at full strength.
    pub fn for_level(game: GameId, level: Level) -> Limits {
        if game == GameId::ChineseCheckers {
            return Limits::chinese_checkers(level);
        }
        let makruk = game == GameId::Makruk;
        match level {
            Level::Easy => Limits {
                max_depth: 2,
                movetime_ms: 300.0,
                noise: if makruk { 90 } else { 120 },
            },
            Level::Normal => Limits {
                max_depth: 5,
                movetime_ms: if makruk { 800.0 } else { 700.0 },
                noise: 0,
            },
            Level::Hard => Limits {
                max_depth: 64,
                movetime_ms: 2000.0,
                noise: 0,
            },
        }
    }
}

impl Limits {
    /// The limits of `think`'s level in `game`, with its time limit where it gives one.
    pub fn for_think(game: GameId, think: &Think) -> Limits {
        let mut limits = Limits::for_level(game, think.level);
        if let Some(ms) = think.movetime_ms {
            limits.movetime_ms = ms;
        }
        limits
    }

    /// Chinese Checkers (layers of a best-reply search; noise in eighths of a row): easy
    /// looks at its own move only and errs by up to three rows, normal searches three layers
    /// (own move, best reply, own move), hard five in at most 1.3 s a move (natively about
    /// 0.1 s with two players, 0.6 s with six), which stays under 2 s in the browser's
    /// worker, and plans a solo crossing to the end.
    fn chinese_checkers(level: Level) -> Limits {
        match level {
            Level::Easy => Limits {
                max_depth: 1,
                movetime_ms: 300.0,
                noise: 24,
            },
            Level::Normal => Limits {
                max_depth: 3,
                movetime_ms: 700.0,
                noise: 0,
            },
            Level::Hard => Limits {
                max_depth: 5,
                movetime_ms: 1300.0,
                noise: 0,
            },
        }
    }
}

/// The answer of a search: the chosen move (or turn) and how it was found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    pub best: M,
    /// From the side to move's view; above [`WIN_BOUND`] is a forced win.
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry<M> {
    key: u64,
    pub best: Option<M>,
    score: i32,
    depth: u8,
    bound: Bound,
}

/// A transposition table: one entry per slot, always replaced, keyed by a Zobrist hash.
pub(crate) struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    bits: u32,
}

impl<M: Copy> Table<M> {
    pub fn new(bits: u32) -> Table<M> {
        Table {
            slots: vec![None; 1 << bits],
            bits,
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key >> (64 - self.bits)) as usize
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[self.slot(key)].filter(|e| e.key == key)
    }

    /// Stores the result of searching `key` to `depth` at distance `ply` from the root.
    /// `alpha` is the window's lower end as the node began; `beta` its upper end.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        key: u64,
        best: Option<M>,
        score: i32,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) {
        let bound = if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let slot = self.slot(key);
        self.slots[slot] = Some(Entry {
            key,
            best,
            score: to_table(score, ply),
            depth: depth.min(255) as u8,
            bound,
        });
    }
}

impl<M> Entry<M> {
    /// The stored score if it settles a node searched to `depth` in (alpha, beta).
    pub fn cutoff(&self, depth: u32, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
        if (self.depth as u32) < depth {
            return None;
        }
        let s = from_table(self.score, ply);
        match self.bound {
            Bound::Exact => Some(s),
            Bound::Lower if s >= beta => Some(s),
            Bound::Upper if s <= alpha => Some(s),
            _ => None,
        }
    }
}

/// A search score as the CLI prints it: `#N` (`#-N` when losing) for a forced win in N
/// moves of the winner, as lichess writes it, otherwise the number.
pub fn score_text(score: i32) -> String {
    if score.abs() >= WIN_BOUND {
        let plies = WIN_SCORE - score.abs();
        format!("#{}", score.signum() * (plies + 1) / 2)
    } else {
        score.to_string()
    }
}

/// Win scores count plies from the root; the table stores them from the node instead.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// Two killer moves per ply: quiet moves that caused a cut-off there, the latest first.
pub(crate) struct Killers<M, const PLIES: usize>([[Option<M>; 2]; PLIES]);

impl<M: Copy + PartialEq, const PLIES: usize> Killers<M, PLIES> {
    pub fn new() -> Self {
        Killers([[None; 2]; PLIES])
    }

    /// Keeps `mv` as the first killer at `ply` (the first becomes the second).
    pub fn store(&mut self, ply: usize, mv: M) {
        let k = &mut self.0[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
    }

    /// An ordering bonus: `first` for the first killer at `ply`, half of it for the second.
    pub fn bonus(&self, ply: usize, mv: M, first: i32) -> i32 {
        match &self.0[ply] {
            [Some(k), _] if *k == mv => first,
            [_, Some(k)] if *k == mv => first / 2,
            _ => 0,
        }
    }

    pub fn contains(&self, ply: usize, mv: M) -> bool {
        self.0[ply].contains(&Some(mv))
    }
}

/// The time budget of one search, read from the caller's clock every 1024 nodes.
pub(crate) struct Deadline<'a> {
    clock: &'a dyn Fn() -> f64,
    at: f64,
    pub stopped: bool,
}

impl<'a> Deadline<'a> {
    pub fn new(clock: &'a dyn Fn() -> f64, movetime_ms: f64) -> Deadline<'a> {
        Deadline {
            clock,
            at: clock() + movetime_ms,
            stopped: false,
        }
    }

    /// Whether the search must stop; checks the clock when `nodes` is a multiple of 1024.
    pub fn passed(&mut self, nodes: u64) -> bool {
        if nodes & 1023 == 0 && (self.clock)() >= self.at {
            self.stopped = true;
        }
        self.stopped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_scores_round_trip_through_the_table() {
        for (score, ply) in [(WIN_SCORE - 7, 3), (-WIN_SCORE + 9, 5), (250, 4), (-80, 2)] {
            assert_eq!(from_table(to_table(score, ply), ply), score);
        }
        // A win five plies below a node at ply 3 is a win two plies below a node at ply 6.
        assert_eq!(from_table(to_table(WIN_SCORE - 5, 3), 6), WIN_SCORE - 8);
    }

    #[test]
    fn bounds_settle_only_what_they_prove() {
        let mut t: Table<u8> = Table::new(4);
        t.store(0xABCD << 48, Some(1), 50, 4, 0, 0, 40);
        let e = t.probe(0xABCD << 48).expect("stored");
        assert_eq!(e.cutoff(4, 0, 0, 40), Some(50)); // a lower bound at or above beta
        assert_eq!(e.cutoff(4, 0, 0, 60), None);
        assert_eq!(e.cutoff(5, 0, 0, 40), None); // searched too shallow
        assert!(t.probe(0x1234 << 48).is_none());
    }
}
