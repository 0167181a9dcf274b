//! What the games' searches share: limits per level, the result, mate scores, the
//! transposition table and the clock.

use crate::core::{Clock, Think};
use crate::rng::Rng;
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
    /// Most nodes to search, if limited: the search stops at that count, between or
    /// inside iterations, so a search limited so is the same on every machine.
    pub max_nodes: Option<u64>,
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
                max_nodes: None,
            },
            Level::Normal => Limits {
                max_depth: 5,
                movetime_ms: if makruk { 800.0 } else { 700.0 },
                noise: 0,
                max_nodes: None,
            },
            Level::Hard => Limits {
                max_depth: 64,
                movetime_ms: 2000.0,
                noise: 0,
                max_nodes: None,
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
                max_nodes: None,
            },
            Level::Normal => Limits {
                max_depth: 3,
                movetime_ms: 700.0,
                noise: 0,
                max_nodes: None,
            },
            Level::Hard => Limits {
                max_depth: 5,
                movetime_ms: 1300.0,
                noise: 0,
                max_nodes: None,
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

    /// The static evaluation `eval` corrected by the stored score where its bound says
    /// the evaluation is wrong (Stockfish's ttValue over eval); mate scores are left out.
    pub fn refine(&self, eval: i32, ply: usize) -> i32 {
        let s = from_table(self.score, ply);
        let better = match self.bound {
            Bound::Exact => true,
            Bound::Lower => s > eval,
            Bound::Upper => s < eval,
        };
        if better && s.abs() < WIN_BOUND {
            s
        } else {
            eval
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

/// The time budget of one search, read from the caller's clock every 1024 nodes, and
/// its node budget.
pub(crate) struct Deadline<'a> {
    clock: &'a dyn Fn() -> f64,
    at: f64,
    max_nodes: u64,
    pub stopped: bool,
}

impl<'a> Deadline<'a> {
    pub fn new(clock: &'a dyn Fn() -> f64, movetime_ms: f64) -> Deadline<'a> {
        Deadline {
            clock,
            at: clock() + movetime_ms,
            max_nodes: u64::MAX,
            stopped: false,
        }
    }

    /// The same deadline, also passed once the search has counted `max_nodes` nodes.
    pub fn with_max_nodes(self, max_nodes: Option<u64>) -> Deadline<'a> {
        Deadline {
            max_nodes: max_nodes.unwrap_or(u64::MAX),
            ..self
        }
    }

    /// Whether the search must stop: `nodes` reached the node budget, or the clock (read
    /// when `nodes` is a multiple of 1024) passed the time budget.
    pub fn passed(&mut self, nodes: u64) -> bool {
        if nodes >= self.max_nodes || (nodes & 1023 == 0 && (self.clock)() >= self.at) {
            self.stopped = true;
        }
        self.stopped
    }
}

/// What the Makruk and Morris searchers keep alike: the clock, the limits, the node count,
/// the table, the path of position hashes and a move buffer per ply.
pub(crate) struct SearchState<'a, M> {
    pub deadline: Deadline<'a>,
    pub max_depth: u32,
    pub noise: i32,
    pub nodes: u64,
    pub table: Table<M>,
    /// Hashes of the game's positions that can repeat, then of the search path.
    pub path: Vec<u64>,
    pub buffers: Vec<Vec<M>>,
}

impl<'a, M> SearchState<'a, M> {
    /// `limits.max_depth` is kept within 1..=`deepest`; `plies` buffers.
    pub fn new(
        limits: &Limits,
        clock: Clock<'a>,
        deepest: u32,
        plies: usize,
        table: Table<M>,
        path: Vec<u64>,
    ) -> Self {
        SearchState {
            deadline: Deadline::new(clock, limits.movetime_ms).with_max_nodes(limits.max_nodes),
            max_depth: limits.max_depth.clamp(1, deepest),
            noise: limits.noise,
            nodes: 0,
            table,
            path,
            buffers: (0..plies).map(|_| Vec::with_capacity(64)).collect(),
        }
    }

    pub fn out_of_time(&mut self) -> bool {
        self.deadline.passed(self.nodes)
    }

    pub fn stopped(&self) -> bool {
        self.deadline.stopped
    }
}

/// A game's searcher as the root loops below use it. A root turn comes with a handicap:
/// it must score that much above the best so far to be chosen.
pub(crate) trait RootSearch<'a> {
    type Position;
    /// What the root chooses (a move, or a Makruk turn with its counting choice).
    type Turn: Copy + PartialEq;
    /// The move the table keeps.
    type Move;
    /// Whether a root re-search counts as a node of its own (Makruk's does, Morris's does
    /// not; kept so that node counts, and so the clock checks, stay as they were).
    const RESEARCH_IS_A_NODE: bool;
    /// The half-width of the aspiration window: from depth 5, each iteration first
    /// searches around the last one's score (when that is within 16 half-widths of even),
    /// wider where it falls outside; 0 (Morris) for the full window always.
    const ASPIRATION: i32 = 0;

    fn state(&mut self) -> &mut SearchState<'a, Self::Move>;

    /// `pos` after `t`, counted as a node and pushed on the path (the caller pops it).
    fn enter(&mut self, pos: &Self::Position, t: Self::Turn) -> Self::Position;

    /// The score for the root's mover of `child`, a position after a root turn, searched
    /// to `depth` (counting the root's turn) in the window (alpha, beta).
    fn child(&mut self, child: &Self::Position, depth: u32, alpha: i32, beta: i32) -> i32;

    /// Whether a best score found by the iteration at `depth` ends the search.
    fn decisive(score: i32, depth: u32) -> bool;

    /// The score of `t` played at `root`, searched to `depth` in the full window.
    fn full_width(&mut self, root: &Self::Position, t: Self::Turn, depth: u32) -> i32 {
        self.windowed(root, t, depth, (-INF, INF))
    }

    /// Principal-variation search of a root turn after the first: a null window at
    /// `alpha`, then a search above it where the turn rose above it.
    fn late_root(&mut self, root: &Self::Position, t: Self::Turn, depth: u32, a: i32) -> i32 {
        let next = self.enter(root, t);
        let mut s = self.child(&next, depth, a, a + 1);
        if s > a && !self.state().stopped() {
            if Self::RESEARCH_IS_A_NODE {
                self.state().nodes += 1;
            }
            s = self.child(&next, depth, a, INF);
        }
        self.state().path.pop();
        s
    }

    /// One iteration at `depth` in the window (lo, hi): the best turn above `lo` with its
    /// score and its score less its handicap, or `None` when none rose above it. Stops at
    /// the first turn scoring `hi` or more (the window is too low) and when the clock stops
    /// the search.
    fn root_pass(
        &mut self,
        root: &Self::Position,
        turns: &[(Self::Turn, i32)],
        depth: u32,
        (lo, hi): (i32, i32),
    ) -> Option<(Self::Turn, i32, i32)> {
        // `alpha` is the best handicapped score so far.
        let mut alpha = lo;
        let mut best = None;
        for (i, &(t, handicap)) in turns.iter().enumerate() {
            let score = if i == 0 {
                // The full window stays full: a handicap (Morris's are thousands) must
                // not cut real scores off it.
                let w = if (lo, hi) == (-INF, INF) {
                    (lo, hi)
                } else {
                    (lo + handicap, hi + handicap)
                };
                self.windowed(root, t, depth, w)
            } else {
                self.late_root(root, t, depth, alpha + handicap)
            };
            if self.state().stopped() {
                break;
            }
            if score - handicap > alpha {
                alpha = score - handicap;
                best = Some((t, score, alpha));
                if alpha >= hi {
                    break;
                }
            }
        }
        best
    }

    /// The score of `t` played at `root`, searched to `depth` in the window (lo, hi).
    fn windowed(&mut self, root: &Self::Position, t: Self::Turn, depth: u32, w: (i32, i32)) -> i32 {
        let next = self.enter(root, t);
        let s = self.child(&next, depth, w.0, w.1);
        self.state().path.pop();
        s
    }

    /// The iteration at `depth`: in the aspiration window around `guess` where there is
    /// one, searched again in a wider one while the best score falls outside it.
    fn aspire(
        &mut self,
        root: &Self::Position,
        turns: &[(Self::Turn, i32)],
        depth: u32,
        guess: Option<i32>,
    ) -> Option<(Self::Turn, i32)> {
        // Not where one side is far ahead: its scores move in large steps there (the
        // counts, the mate's distance), and a narrow window would only be searched again.
        let near = |g: &i32| g.abs() < 16 * Self::ASPIRATION;
        let Some(g) = guess.filter(|g| depth >= 5 && near(g)) else {
            return self
                .root_pass(root, turns, depth, (-INF, INF))
                .map(|(t, s, _)| (t, s));
        };
        let mut delta = Self::ASPIRATION;
        let (mut lo, mut hi) = (g - delta, g + delta);
        loop {
            let best = self.root_pass(root, turns, depth, (lo, hi));
            let stopped = self.state().stopped();
            match best {
                None if !stopped => lo = (g - delta * 4).max(-INF),
                Some((_, _, h)) if h >= hi && !stopped => hi = (h + delta * 4).min(INF),
                _ => return best.map(|(t, s, _)| (t, s)),
            }
            delta *= 4;
            if delta > 64 * Self::ASPIRATION {
                (lo, hi) = (-INF, INF);
            }
        }
    }

    /// Iterative deepening: each completed iteration's best turn is kept; an iteration
    /// cut short by the clock counts only if its first turn was searched.
    fn iterate(
        &mut self,
        root: &Self::Position,
        mut turns: Vec<(Self::Turn, i32)>,
    ) -> SearchResult<Self::Turn> {
        let mut result = SearchResult {
            best: turns[0].0,
            score: 0,
            depth: 0,
            nodes: 0,
        };
        for depth in 1..=self.state().max_depth {
            let guess =
                (result.depth > 0 && result.score.abs() < WIN_BOUND).then_some(result.score);
            if let Some((t, score)) = self.aspire(root, &turns, depth, guess) {
                // Searched best first next time.
                let i = turns.iter().position(|x| x.0 == t).unwrap_or(0);
                turns[..=i].rotate_right(1);
                // A cut-short iteration still searched the previous best first, so its
                // best so far is at least as good; it is reported as the depth before.
                let done = if self.state().stopped() {
                    depth - 1
                } else {
                    depth
                };
                result = SearchResult {
                    best: t,
                    score,
                    depth: done,
                    nodes: 0,
                };
                if Self::decisive(score, depth) {
                    break;
                }
            }
            if self.state().stopped() {
                break;
            }
        }
        result.nodes = self.state().nodes;
        result
    }

    /// Easy level: a search of every root turn to the full depth, with noise on its score.
    fn noisy_root(
        &mut self,
        root: &Self::Position,
        turns: Vec<(Self::Turn, i32)>,
        seed: u64,
    ) -> SearchResult<Self::Turn> {
        let mut rng = Rng::new(seed);
        let depth = self.state().max_depth;
        let mut best = (turns[0].0, -INF, -INF);
        for (t, handicap) in turns {
            let score = self.full_width(root, t, depth);
            let noise = self.state().noise.max(0);
            let noisy = score - handicap + rng.below(2 * noise as usize + 1) as i32 - noise;
            if noisy > best.2 {
                best = (t, score, noisy);
            }
        }
        SearchResult {
            best: best.0,
            score: best.1,
            depth,
            nodes: self.state().nodes,
        }
    }

    /// Every turn with its score, best first: iterative deepening with a full window on
    /// each turn, up to the last iteration the clock let finish.
    fn rank(&mut self, root: &Self::Position, turns: &[Self::Turn]) -> Vec<(Self::Turn, i32)> {
        let mut ranked: Vec<(Self::Turn, i32)> = turns.iter().map(|&t| (t, 0)).collect();
        for depth in 1..=self.state().max_depth {
            let this: Vec<(Self::Turn, i32)> = turns
                .iter()
                .map(|&t| (t, self.full_width(root, t, depth)))
                .collect();
            if self.state().stopped() {
                break;
            }
            ranked = this;
        }
        ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
        ranked
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

    #[test]
    fn a_bound_corrects_the_evaluation_only_where_it_says_more() {
        let mut t: Table<u8> = Table::new(4);
        let (lower, upper, mate) = (0x1 << 60, 0x2 << 60, 0x3 << 60);
        t.store(lower, None, 50, 4, 0, 0, 40); // at least 50
        t.store(upper, None, -30, 4, 0, 0, 40); // at most -30
        t.store(mate, None, WIN_SCORE - 5, 4, 0, 0, 40);
        let entry = |k| t.probe(k).expect("stored");
        assert_eq!(entry(lower).refine(20, 0), 50);
        assert_eq!(entry(lower).refine(70, 0), 70);
        assert_eq!(entry(upper).refine(0, 0), -30);
        assert_eq!(entry(upper).refine(-60, 0), -60);
        assert_eq!(entry(mate).refine(10, 0), 10); // mate scores are not evaluations
    }
}
