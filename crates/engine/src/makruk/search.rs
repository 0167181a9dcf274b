//! The Makruk computer player: iterative-deepening principal-variation search (negamax)
//! with a transposition table, check extension, quiescence on captures and promotions,
//! killer and history move ordering, and the evaluation of [`super::eval`] (weights
//! fitted on game results, corrected by the searches; in Bia-less endings a drive of the
//! enemy Khun to a corner).
//!
//! The counting rules are part of the tree: every searched position carries its count, so
//! a count running out is a draw and a mate by the board-counting side is only a draw
//! (MK-11). At the root the player also decides whether to start or stop board counting
//! with its move: both variants of each move are searched, and when they score the same
//! a side that is not better starts (or keeps) a count, and a side that is better does not
//! start one and stops its own.

use super::board::Board;
use super::position::{CountAction, Position, Turn, MOVE_LIMIT_PLIES};
use super::types::{Kind, Move};
use crate::core::{Clock, History};
use crate::Side;

const MAX_PLY: usize = 96;
const TABLE_BITS: u32 = 18;

pub use super::eval::evaluate;
use crate::search::{Entry, Killers, RootSearch, SearchState, Table, INF};
pub use crate::search::{Limits, SearchResult, WIN_BOUND, WIN_SCORE};

/// Chooses a turn for the side to move of `game`, or `None` when the game is over.
/// `clock` returns milliseconds from any fixed origin; `seed` drives the easy level's
/// randomness and nothing else.
pub fn best_move(
    game: &History<Position>,
    limits: &Limits,
    seed: u64,
    clock: Clock,
) -> Option<SearchResult<Turn>> {
    let moves: Vec<Move> = game.legal_moves().iter().map(|t| t.mv).collect();
    if moves.is_empty() {
        return None;
    }
    let root = *game.position();
    let turns = root_turns(&root, &moves);
    let mut s = Searcher::new(game, limits, clock);
    let result = if limits.noise > 0 {
        s.noisy_root(&root, turns, seed)
    } else {
        s.iterate(&root, turns)
    };
    s.keep();
    Some(result)
}

/// A root turn's handicap when it does not suit the player: it must score this much better
/// than the one that does to be chosen, not just by the noise of a different tree.
const COUNT_BIAS: i32 = 30;

/// What a count choice that does not suit the player costs in a ranking, when the search
/// sees no more than [`COUNT_BIAS`] between the two (a count's worth lies beyond its
/// horizon): an inaccuracy by [`super::Position`]'s marks.
pub const COUNT_CHOICE: i32 = 60;

/// Below this static lead (either way) neither count choice is worse than the other.
const COUNT_LEAD: i32 = 100;

/// The turns of `moves` at `root` with their handicaps: each move plain, and with the
/// counting action the rules allow now (MK-8, MK-10). The variant that suits the player
/// comes first with no handicap: a side that is not better starts or keeps a count, a
/// side that is better does not start one and stops its own.
fn root_turns(root: &Position, moves: &[Move]) -> Vec<(Turn, i32)> {
    let better = evaluate(root) > 0;
    let mut turns = Vec::with_capacity(moves.len() * 2);
    for &mv in moves {
        let plain = Turn::plain(mv);
        let counted = if root.can_start_counting() {
            Turn::start_counting(mv)
        } else if root.can_stop_counting() {
            Turn::stop_counting(mv)
        } else {
            turns.push((plain, 0));
            continue;
        };
        // Starting suits a side that is not better; stopping one that is.
        let counted_suits = better == (counted.action == Some(CountAction::Stop));
        let (first, second) = if counted_suits {
            (counted, plain)
        } else {
            (plain, counted)
        };
        turns.extend([(first, 0), (second, COUNT_BIAS)]);
    }
    turns
}

/// Every turn the player may choose (each legal move, and with the counting action the
/// rules allow now) with its score for the mover, best first: iterative deepening with a
/// full window on each turn, up to `limits.max_depth` or the last iteration the clock let
/// finish. Where the search finds the two variants of a move within [`COUNT_BIAS`], the
/// one that suits the player (see [`root_turns`]) takes the better score and the other is
/// worth [`COUNT_CHOICE`] less, when one side leads by [`COUNT_LEAD`] or more.
pub fn rank_turns(game: &History<Position>, limits: &Limits, clock: Clock) -> Vec<(Turn, i32)> {
    let root = *game.position();
    let moves: Vec<Move> = game.legal_moves().iter().map(|t| t.mv).collect();
    let turns = root_turns(&root, &moves);
    let plain: Vec<Turn> = turns.iter().map(|t| t.0).collect();
    let mut s = Searcher::new(game, limits, clock);
    let mut ranked = s.rank(&root, &plain);
    s.keep();
    let stake = if evaluate(&root).abs() >= COUNT_LEAD {
        COUNT_CHOICE
    } else {
        0
    };
    // Where counting may start or stop, every move comes as two turns, suited one first.
    if turns.len() > moves.len() {
        for pair in turns.chunks_exact(2) {
            price_count_choice(&mut ranked, pair[0].0, pair[1].0, stake);
        }
    }
    ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
    ranked
}

/// Unless the search finds `other` clearly better than `suited` (by [`COUNT_BIAS`]),
/// `suited` takes the better of their scores and `other` is worth `stake` less.
fn price_count_choice(ranked: &mut [(Turn, i32)], suited: Turn, other: Turn, stake: i32) {
    let score = |ranked: &[(Turn, i32)], t| ranked.iter().find(|r| r.0 == t).map(|r| r.1);
    let (Some(a), Some(b)) = (score(ranked, suited), score(ranked, other)) else {
        return;
    };
    if b > a + COUNT_BIAS {
        return;
    }
    let best = a.max(b);
    for r in ranked.iter_mut() {
        if r.0 == suited {
            r.1 = best;
        } else if r.0 == other {
            r.1 = b.min(best - stake);
        }
    }
}

/// Quiet moves' history, by side and (from, to): how often each made a cut-off.
type MoveHistory = Box<[[i32; 64 * 64]; 2]>;

/// How far the evaluation of positions with each Bia structure fell short of their
/// searches, by side to move and a hash of the structure ([`correction_slot`]): Stockfish's
/// correction history.
type Corrections = Box<[[i32; 1 << CORRECTION_BITS]; 2]>;

const CORRECTION_BITS: u32 = 14;

/// A correction's bound; the evaluation moves by a 32nd of it at most (32 centi-Bia).
const CORRECTION_MAX: i32 = 1024;

/// What a search leaves to the next on its thread.
struct Kept {
    table: Table<Move>,
    history: MoveHistory,
    corrections: Corrections,
    evals: Vec<(u64, i32)>,
}

thread_local! {
    /// The transposition table, the history, the corrections and the evaluations between
    /// searches on this thread: the next move's search starts with what this one learnt
    /// (positions are keyed with their counting state, so a table from another game is only
    /// stale, never wrong).
    static KEPT: std::cell::RefCell<Option<Kept>> = const { std::cell::RefCell::new(None) };
}

/// Forgets what this thread's searches keep (a new game: nothing of the last one is worth
/// keeping).
pub fn forget_game() {
    KEPT.with(|t| *t.borrow_mut() = None);
}

struct Searcher<'a> {
    /// Its path: board hashes of the game so far, then of the search path.
    state: SearchState<'a, Move>,
    killers: Killers<Move, MAX_PLY>,
    history: MoveHistory,
    corrections: Corrections,
    /// Late-move reductions by depth and move number: ln(d)·ln(m)/2.2, and for late quiet
    /// moves with Bia on the board the deeper ln(d)·ln(m)/1.6.
    reductions: Box<[[u8; 64]; 64]>,
    bia_quiet_reductions: Box<[[u8; 64]; 64]>,
    /// Evaluations by board hash, one per slot, always replaced: the same position is
    /// reached again by captures made in another order.
    evals: Vec<(u64, i32)>,
    /// Each ply's move keys for [`Searcher::pick`].
    keys: Vec<Vec<i64>>,
}

const EVAL_BITS: u32 = 16;

fn key(pos: &Position) -> u64 {
    pos.board().hash() ^ pos.counting_key()
}

/// Late-move reductions by depth and move number: ln(d)·ln(m)/`divisor`, rounded.
fn reduction_table(divisor: f64) -> Box<[[u8; 64]; 64]> {
    let mut table = Box::new([[0u8; 64]; 64]);
    for (d, row) in table.iter_mut().enumerate().skip(1) {
        for (m, r) in row.iter_mut().enumerate().skip(1) {
            *r = (0.5 + (d as f64).ln() * (m as f64).ln() / divisor) as u8;
        }
    }
    table
}

/// The reduction `table` gives the `i`-th move at `depth`.
fn lookup(table: &[[u8; 64]; 64], depth: u32, i: usize) -> u32 {
    table[depth.min(63) as usize][i.min(63)] as u32
}

/// Whether a null move is safe enough here: Bia on the board (no Bia-less ending, where
/// zugzwang is common and the counts run) and a piece besides Bia and Khun for the side
/// to move.
fn null_move_allowed(b: &Board) -> bool {
    let me = b.side_to_move();
    b.has_bia()
        && [Kind::Rua, Kind::Ma, Kind::Khon, Kind::Met, Kind::BiaNgai]
            .iter()
            .any(|&k| b.bitboard(me, k) != 0)
}

/// Whether a late quiet move is left out: near the leaves, the position is far below alpha;
/// or many quiet moves were tried already and it is not a killer. With Bia on the board,
/// 5 + depth² to depth 8 (about Stockfish 11's move-count pruning, which counts every move);
/// in Bia-less endings, where the counts run and the mating moves are quiet, only 4 + 3·depth²
/// to depth 3 (with the other, one Rua missed its mate within the count: MK-13's test).
fn late_pruned(
    depth: u32,
    (static_eval, alpha): (i32, i32),
    quiets_tried: usize,
    killer: bool,
    bia: bool,
) -> bool {
    let many = if bia {
        depth <= 8 && quiets_tried >= 5 + (depth * depth) as usize
    } else {
        depth <= 3 && quiets_tried >= 4 + 3 * (depth * depth) as usize
    };
    (depth <= 2 && static_eval + 120 * depth as i32 + 60 <= alpha) || (many && !killer)
}

/// How much material a late quiet move may lose by the exchange at `depth`, reduced by
/// `r`: (32 - d)·d²/2 at the reduced depth d, none at depth 0.
fn quiet_see_margin(depth: u32, r: u32) -> i32 {
    let d = depth.saturating_sub(1 + r).min(18) as i32;
    (32 - d) * d * d / 2
}

/// What the move loop knows of a move before searching it.
#[derive(Clone, Copy)]
struct MoveFacts {
    mv: Move,
    /// Its place in the ordered moves.
    i: usize,
    quiet: bool,
    gives_check: bool,
    killer: bool,
}

/// The history's bound: a cut-off's bonus near it at depth 17 (Stockfish 11's scale), so
/// that a move's history follows what the last searches found.
const HISTORY_MAX: i32 = 10692;

/// A cut-off's history bonus at `depth`: Stockfish 11's, none beyond depth 17.
fn history_bonus(depth: u32) -> i32 {
    let d = depth as i32;
    if d > 17 {
        0
    } else {
        29 * d * d + 138 * d - 134
    }
}

/// What a node's parent tells it: whether it may try a null move, whether it is
/// expected to cut off (Stockfish's cutNode: the reduced late moves, and the null-window
/// nodes under an expected fail-low, alternating down the tree), and whether the side to
/// move is in check (the parent tested it for the check extension).
#[derive(Clone, Copy)]
struct Node {
    allow_null: bool,
    cut: bool,
    in_check: bool,
}

impl Node {
    fn after_move(cut: bool, in_check: bool) -> Node {
        Node {
            allow_null: true,
            cut,
            in_check,
        }
    }
}

impl<'a> RootSearch<'a> for Searcher<'a> {
    type Position = Position;
    type Turn = Turn;
    type Move = Move;
    const RESEARCH_IS_A_NODE: bool = true;
    const ASPIRATION: i32 = 20;

    fn state(&mut self) -> &mut SearchState<'a, Move> {
        &mut self.state
    }

    fn enter(&mut self, pos: &Position, t: Turn) -> Position {
        let mut next = *pos;
        next.play_unchecked(t);
        self.state.nodes += 1;
        self.state.path.push(next.board().hash());
        next
    }

    fn child(&mut self, child: &Position, depth: u32, alpha: i32, beta: i32) -> i32 {
        // Every check at the root is searched a ply deeper (deeper down, see `negamax`).
        let check = child.board().is_check();
        // A null window's node is expected to cut off (a late turn's first search).
        let cut = beta - alpha == 1;
        -self.negamax(
            child,
            depth - 1 + u32::from(check),
            1,
            -beta,
            -alpha,
            Node::after_move(cut, check),
        )
    }

    /// A mate within the depth searched: deeper iterations find no nearer one.
    fn decisive(score: i32, depth: u32) -> bool {
        score.abs() >= WIN_BOUND && depth as i32 >= WIN_SCORE - score.abs()
    }
}

impl<'a> Searcher<'a> {
    fn new(game: &History<Position>, limits: &Limits, clock: Clock<'a>) -> Searcher<'a> {
        let kept = KEPT
            .with(|t| t.borrow_mut().take())
            .unwrap_or_else(|| Kept {
                table: Table::new(TABLE_BITS),
                history: Box::new([[0; 64 * 64]; 2]),
                corrections: Box::new([[0; 1 << CORRECTION_BITS]; 2]),
                evals: vec![(0, 0); 1 << EVAL_BITS],
            });
        let path = game.positions().iter().map(|p| p.board().hash()).collect();
        Searcher {
            state: SearchState::new(
                limits,
                clock,
                MAX_PLY as u32 - 16,
                MAX_PLY,
                kept.table,
                path,
            ),
            killers: Killers::new(),
            history: kept.history,
            corrections: kept.corrections,
            reductions: reduction_table(2.2),
            bia_quiet_reductions: reduction_table(1.6),
            evals: kept.evals,
            keys: (0..MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
        }
    }

    /// [`evaluate`], through the cache of evaluations.
    fn evaluate(&mut self, pos: &Position) -> i32 {
        let hash = pos.board().hash();
        let slot = &mut self.evals[(hash >> (64 - EVAL_BITS)) as usize];
        if slot.0 != hash {
            *slot = (hash, evaluate(pos));
        }
        slot.1
    }

    /// [`evaluate`], corrected by what the searches found of positions with the same Bia
    /// (Bia-less endings keep their hand-made evaluation: the counts run there).
    fn corrected_eval(&mut self, pos: &Position) -> i32 {
        let eval = self.evaluate(pos);
        match correction_slot(pos.board()) {
            Some((side, i)) => eval + self.corrections[side][i] / 32,
            None => eval,
        }
    }

    /// Moves the correction of `pos`'s Bia structure towards `score - eval` (`eval`: the
    /// corrected evaluation), by more the deeper the search that found `score`.
    fn correct(&mut self, pos: &Position, depth: u32, score: i32, eval: i32) {
        let Some((side, i)) = correction_slot(pos.board()) else {
            return;
        };
        let bonus =
            ((score - eval) * depth as i32 / 8).clamp(-CORRECTION_MAX / 4, CORRECTION_MAX / 4);
        toward(&mut self.corrections[side][i], bonus, CORRECTION_MAX);
    }

    /// Leaves the table, the history, the corrections and the evaluations to the thread's
    /// next search.
    fn keep(self) {
        let kept = Kept {
            table: self.state.table,
            history: self.history,
            corrections: self.corrections,
            evals: self.evals,
        };
        KEPT.with(|t| *t.borrow_mut() = Some(kept));
    }

    /// Mate, stalemate and the draws: the score of a finished position, if it is one.
    /// `has_moves`: whether it has a legal move.
    fn terminal(pos: &Position, has_moves: bool, ply: usize) -> Option<i32> {
        if !has_moves {
            return Some(if !pos.board().is_check() || pos.last_move_was_counted() {
                0 // stalemate, or a mate by the counting side (MK-11)
            } else {
                -(WIN_SCORE - ply as i32)
            });
        }
        pos.draw_besides_stalemate().map(|_| 0)
    }

    /// Whether the position repeats one earlier in the game or on the search path. Only
    /// positions since the last capture or Bia move can, and only with the same side to
    /// move.
    fn repeats(&self, pos: &Position) -> bool {
        let hash = pos.board().hash();
        let n = self.state.path.len();
        let reach = (pos.halfmove as usize).min(n.saturating_sub(1));
        (2..=reach)
            .step_by(2)
            .any(|back| self.state.path[n - 1 - back] == hash)
    }

    /// Null move: if passing still holds beta, a real move will too. `Some` with the score
    /// to return (0 when the clock stopped the search), `None` to search on.
    fn null_move(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: usize,
        beta: i32,
        static_eval: i32,
        cut: bool,
    ) -> Option<i32> {
        // Shallower the further the evaluation stands above beta.
        let r = 3 + depth / 6 + ((static_eval - beta) / 200).min(3) as u32;
        let mut next = *pos;
        next.board.pass();
        next.ply += 1;
        next.halfmove = 0;
        next.by_counting_side = false;
        self.state.path.push(next.board().hash());
        let s = -self.negamax(
            &next,
            depth.saturating_sub(1 + r),
            ply + 1,
            -beta,
            -beta + 1,
            Node {
                allow_null: false,
                cut: !cut,
                // Passing cannot give check: the side to move was not in check.
                in_check: false,
            },
        );
        self.state.path.pop();
        if self.state.stopped() {
            return Some(0);
        }
        (s >= beta).then_some(if s >= WIN_BOUND { beta } else { s })
    }

    /// The table's reduction for the `i`-th move at `depth`: ln(d)·ln(m)/2.2.
    fn base_reduction(&self, depth: u32, i: usize) -> u32 {
        lookup(&self.reductions, depth, i)
    }

    /// How much shallower the late quiet move `mv` (the `i`-th) is searched first.
    /// `cut`: a node expected to cut off, where a late move is least likely to matter.
    /// With Bia on the board deeper (160 games at the fixed count, docs/measurements.md);
    /// not in Bia-less endings, where the mating moves are quiet and the counts run (with
    /// it there, one Rua missed its mate within the count: MK-13's test).
    fn reduction(
        &self,
        (depth, i): (u32, usize),
        (pv, cut, bia): (bool, bool, bool),
        me: Side,
        mv: Move,
    ) -> u32 {
        let table = if bia {
            &self.bia_quiet_reductions
        } else {
            &self.reductions
        };
        let mut r = lookup(table, depth, i);
        if pv {
            r = r.saturating_sub(1);
        } else if cut {
            r += 1;
        }
        // With Bia, a ply less or more for each third of the bound the move's history
        // stands above or below nothing (Stockfish's `r -= statScore / 16384`, on our one
        // table). In Bia-less endings only a ply less above half the bound (the counts
        // run: more changes there missed MK-13's one-Rua mate).
        let h = self.history[me.index()][history_index(mv)];
        let by_history = if bia {
            h / (HISTORY_MAX / 3)
        } else {
            i32::from(h > HISTORY_MAX / 2)
        };
        (r as i32 - by_history).clamp(0, depth as i32 - 2) as u32
    }

    /// How much shallower the late capture `mv` (the `i`-th) is searched first: as a quiet
    /// move where the node is expected to cut off or the capture cannot lift the evaluation
    /// to alpha, a ply more when far from it (Stockfish 11's rule); otherwise not at all.
    fn capture_reduction(
        &self,
        board: &Board,
        mv: Move,
        depth: u32,
        i: usize,
        (static_eval, alpha, cut): (i32, i32, bool),
    ) -> u32 {
        let gain = static_eval + board.kind_on(mv.to()).map_or(0, value);
        if mv.is_promotion() || !(cut || gain <= alpha) {
            return 0;
        }
        let r = self.base_reduction(depth, i);
        let far = gain + 200 * depth as i32 <= alpha;
        (r + u32::from(far)).min(depth - 2)
    }

    /// Whether a move after the first is left out unsearched (the node has a score that is
    /// not a lost mate), given the node's depth, whether it is a principal-variation node, in
    /// check and has Bia on the board, its static evaluation, alpha and the quiet moves it
    /// tried so far. A check never is.
    fn pruned(
        &self,
        board: &Board,
        m: MoveFacts,
        (depth, pv, in_check, bia): (u32, bool, bool, bool),
        (static_eval, alpha, quiets_tried): (i32, i32, usize),
    ) -> bool {
        if m.gives_check {
            return false;
        }
        if !m.quiet {
            // A capture that loses the exchange by more than the depth can repair.
            return !pv && !in_check && depth <= 3 && !see_ge(board, m.mv, -80 * depth as i32);
        }
        // A late quiet move by `late_pruned`, or one that loses the exchange by more than
        // its reduced depth can repair (Stockfish 11's rule, its threshold halved: our Ma
        // and Rua are worth about half its Knight and Rook). The latter not in Bia-less
        // endings, where the counts run: with it there, one Rua missed its mate within the
        // count (MK-13's test).
        (!pv && !in_check && late_pruned(depth, (static_eval, alpha), quiets_tried, m.killer, bia))
            || (bia
                && !see_ge(
                    board,
                    m.mv,
                    -quiet_see_margin(depth, self.base_reduction(depth, m.i)),
                ))
    }

    /// The quiet move last in `tried` made a cut-off: it becomes a killer and gains history,
    /// the quiet moves tried before it lose some.
    fn reward_cutoff(&mut self, pos: &Position, tried: &[Move], depth: u32, ply: usize) {
        let (&mv, before) = tried.split_last().expect("the cut-off move");
        let me = pos.side_to_move().index();
        self.killers.store(ply, mv);
        let bonus = history_bonus(depth);
        toward(&mut self.history[me][history_index(mv)], bonus, HISTORY_MAX);
        for &other in before {
            if is_quiet_move(pos.board(), other) {
                toward(
                    &mut self.history[me][history_index(other)],
                    -bonus,
                    HISTORY_MAX,
                );
            }
        }
    }

    /// A move after the first: a null window at `depth - 1 - r`, again at full depth when a
    /// reduced search rose above alpha, then the full window when it lands inside it.
    fn late_child(
        &mut self,
        next: &Position,
        depth: u32,
        r: u32,
        ply: usize,
        (alpha, beta): (i32, i32),
        (cut, check): (bool, bool),
    ) -> i32 {
        // A reduced child is expected to cut off; one at full depth is not (where this
        // node is expected to, its child is expected to fail low: Stockfish's cutNode).
        let (a, b) = (-alpha - 1, -alpha);
        if r > 0 {
            let node = Node::after_move(true, check);
            let s = -self.negamax(next, depth - 1 - r, ply + 1, a, b, node);
            if s <= alpha || self.state.stopped() {
                return s;
            }
        }
        let s = -self.negamax(
            next,
            depth - 1,
            ply + 1,
            a,
            b,
            Node::after_move(!cut, check),
        );
        if s > alpha && s < beta && !self.state.stopped() {
            -self.negamax(
                next,
                depth - 1,
                ply + 1,
                -beta,
                -alpha,
                Node::after_move(false, check),
            )
        } else {
            s
        }
    }

    /// A score without searching: a repetition or a stopped clock (0), or a window that
    /// the mate distance closes; narrows (alpha, beta) by the mate distance.
    fn settled(
        &mut self,
        pos: &Position,
        ply: usize,
        alpha: &mut i32,
        beta: &mut i32,
    ) -> Option<i32> {
        // One repetition inside the search is scored as the draw it leads to. (A small
        // contempt for it, 15, scored +2 =11 -4 against none: not kept.)
        if self.repeats(pos) || self.state.out_of_time() {
            return Some(0);
        }
        // Mate distance: nothing here can beat a mate already found nearer the root.
        *alpha = (*alpha).max(-(WIN_SCORE - ply as i32));
        *beta = (*beta).min(WIN_SCORE - ply as i32 - 1);
        (*alpha >= *beta).then_some(*alpha)
    }

    /// The table's entry for `key`, and its score where it settles the node.
    fn probe(
        &self,
        key: u64,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> (Option<Entry<Move>>, Option<i32>) {
        let entry = self.state.table.probe(key);
        let settles = entry.and_then(|e| e.cutoff(depth, ply, alpha, beta));
        (entry, settles)
    }

    /// The position's corrected evaluation, and that refined by the table's bound.
    fn static_eval(
        &mut self,
        pos: &Position,
        entry: Option<Entry<Move>>,
        ply: usize,
    ) -> (i32, i32) {
        let eval = self.corrected_eval(pos);
        (eval, entry.map_or(eval, |e| e.refine(eval, ply)))
    }

    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: u32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        node: Node,
    ) -> i32 {
        let Node {
            allow_null,
            cut,
            in_check,
        } = node;
        debug_assert_eq!(in_check, pos.board().is_check(), "{pos}");
        if let Some(s) = self.settled(pos, ply, &mut alpha, &mut beta) {
            return s;
        }
        if depth == 0 || ply >= MAX_PLY - 8 {
            return self.quiesce(pos, ply, alpha, beta, in_check);
        }
        // The table first: a finished position (mate, a draw) is never stored, so an
        // entry that settles the node spares generating its moves. Only the game's move
        // limit is not in the key: past it, the stored score is another node's.
        let key = key(pos);
        let (entry, tt_score) = self.probe(key, depth, ply, alpha, beta);
        let tt_move = entry.and_then(|e| e.best);
        if let Some(s) = tt_score.filter(|_| pos.ply() < MOVE_LIMIT_PLIES) {
            return s;
        }
        let mut moves = std::mem::take(&mut self.state.buffers[ply]);
        pos.board().legal_moves_into(&mut moves);
        if let Some(score) = Self::terminal(pos, !moves.is_empty(), ply) {
            self.state.buffers[ply] = moves;
            return score;
        }
        // No table move this deep: this node's first search is mostly its ordering's.
        if tt_move.is_none() && depth >= 4 {
            depth -= 1;
        }
        let pv = beta - alpha > 1;
        let (eval, static_eval) = if in_check {
            (-INF, -INF)
        } else {
            self.static_eval(pos, entry, ply)
        };
        if !pv && !in_check && beta.abs() < WIN_BOUND {
            // Reverse futility: far enough above beta that a quiet move will not lose it.
            if depth <= 3 && static_eval - 110 * depth as i32 >= beta {
                self.state.buffers[ply] = moves;
                return static_eval;
            }
            // Null move: if passing still holds beta, a real move will too (not where
            // zugzwang is likely, see `null_move_allowed`).
            if allow_null && depth >= 3 && static_eval >= beta && null_move_allowed(pos.board()) {
                if let Some(s) = self.null_move(pos, depth, ply, beta, static_eval, cut) {
                    self.state.buffers[ply] = moves;
                    return s;
                }
            }
        }
        let tt_at = tt_move.and_then(|t| to_front(&mut moves, t));
        let tt_first = tt_at.is_some();
        self.score(pos.board(), &moves, tt_at, ply, false);

        let me = pos.side_to_move();
        let bia = pos.board().has_bia();
        let original_alpha = alpha;
        let mut best_score = -INF;
        let mut best_move = None;
        let mut quiets_tried = 0usize;
        for i in 0..moves.len() {
            let mv = if i == 0 && tt_first {
                moves[0]
            } else {
                self.pick(&mut moves, i, ply)
            };
            let board = pos.board();
            let quiet = is_quiet_move(board, mv);
            let mut next = *pos;
            next.play_unchecked(Turn::plain(mv));
            let gives_check = next.board().is_check();
            let killer = self.killers.contains(ply, mv);
            // A check is searched a ply deeper, unless it gives material away while Bia
            // are on the board (without them the mating net is made of checks).
            let ext =
                u32::from(gives_check && ply < MAX_PLY - 24 && (!bia || see_ge(board, mv, 0)));
            let move_facts = MoveFacts {
                mv,
                i,
                quiet,
                gives_check,
                killer,
            };
            if i > 0
                && best_score > -WIN_BOUND
                && self.pruned(
                    board,
                    move_facts,
                    (depth, pv, in_check, bia),
                    (static_eval, alpha, quiets_tried),
                )
            {
                continue;
            }
            if quiet {
                quiets_tried += 1;
            }
            self.state.nodes += 1;
            self.state.path.push(next.board().hash());
            let score = if i == 0 {
                -self.negamax(
                    &next,
                    depth - 1 + ext,
                    ply + 1,
                    -beta,
                    -alpha,
                    Node::after_move(!cut && !pv, gives_check),
                )
            } else {
                // Late quiet moves are searched shallower first, and late captures that
                // are not expected to matter.
                let r = if depth < 3 || in_check || gives_check || killer {
                    0
                } else if quiet {
                    self.reduction((depth, i), (pv, cut, bia), me, mv)
                } else {
                    self.capture_reduction(board, mv, depth, i, (static_eval, alpha, cut))
                };
                let node = (cut, gives_check);
                self.late_child(&next, depth + ext, r, ply, (alpha, beta), node)
            };
            self.state.path.pop();
            if self.state.stopped() {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    self.reward_cutoff(pos, &moves[..=i], depth, ply);
                }
                break;
            }
        }
        self.state.buffers[ply] = moves;
        if self.state.stopped() {
            return 0;
        }
        if best_move.is_none() {
            // Every move was pruned: the position is far below alpha.
            return alpha;
        }
        // The evaluation learns from the score where the bound says which way it erred (a
        // fail high above it, a fail low below it, an exact score), unless a capture or
        // promotion made the score: the evaluation is of the quiet position.
        let fail_high = best_score >= beta;
        let fail_low = best_score <= original_alpha;
        let tactical = !fail_low && best_move.is_some_and(|m| !is_quiet_move(pos.board(), m));
        let telling = if fail_high {
            best_score > eval
        } else if fail_low {
            best_score < eval
        } else {
            true
        };
        if !in_check && !tactical && best_score.abs() < WIN_BOUND && telling {
            self.correct(pos, depth, best_score, eval);
        }
        self.state
            .table
            .store(key, best_move, best_score, depth, ply, original_alpha, beta);
        best_score
    }

    /// Captures and promotions only, standing pat on the evaluation. Captures that lose
    /// the exchange ([`see_ge`]), and captures that cannot lift the score to alpha, are
    /// skipped.
    /// `in_check`: whether the side to move is in check (the caller knows). A finished
    /// position scores as such.
    fn quiesce(
        &mut self,
        pos: &Position,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        in_check: bool,
    ) -> i32 {
        let board = pos.board();
        // In check there is no standing pat: every evasion is tried (with none, mate).
        let evading = in_check && ply < MAX_PLY - 2;
        let mut moves = std::mem::take(&mut self.state.buffers[ply]);
        let has_moves = if evading {
            board.legal_moves_into(&mut moves);
            !moves.is_empty()
        } else {
            board.has_legal_move()
        };
        if let Some(score) = Self::terminal(pos, has_moves, ply) {
            self.state.buffers[ply] = moves;
            return score;
        }
        let stand = if evading {
            -INF
        } else {
            self.corrected_eval(pos)
        };
        if stand >= beta || ply >= MAX_PLY - 2 {
            self.state.buffers[ply] = moves;
            return stand;
        }
        if stand > alpha {
            alpha = stand;
        }
        // Every evasion is searched (they are in `moves` already); of the captures, those
        // that can matter.
        if !evading {
            board.captures_into(&mut moves);
            let few = board.count_all() <= 6;
            moves.retain(|m| {
                let victim = board.kind_on(m.to()).map_or(0, value);
                if m.is_promotion() {
                    return true;
                }
                if victim == 0 {
                    return false;
                }
                if !few && stand + victim + 200 <= alpha {
                    return false;
                }
                see_ge(board, *m, 0)
            });
        }
        self.score(board, &moves, None, ply, !evading);
        let mut best = stand;
        for i in 0..moves.len() {
            let mv = self.pick(&mut moves, i, ply);
            let mut next = *pos;
            next.play_unchecked(Turn::plain(mv));
            self.state.nodes += 1;
            // Checked before the capture is searched too, so a node budget is not overrun
            // by a chain of captures each entered before the count is read.
            if self.state.out_of_time() {
                break;
            }
            let check = next.board().is_check();
            let score = -self.quiesce(&next, ply + 1, -beta, -alpha, check);
            if self.state.stopped() {
                break;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        self.state.buffers[ply] = moves;
        best
    }

    /// Keys the moves for [`Searcher::pick`], best first: captures that do not lose the
    /// exchange (most valuable victim, least valuable attacker), promotions, killers,
    /// history, then the captures that lose the exchange; equal keys in the order of
    /// generation. `tt_at`: where the table's move stood before [`to_front`] swapped it
    /// to the front (it is not keyed). `exchanges_checked`: every capture but a
    /// promotion's is known not to lose the exchange (quiescence's).
    fn score(
        &mut self,
        board: &Board,
        moves: &[Move],
        tt_at: Option<usize>,
        ply: usize,
        exchanges_checked: bool,
    ) {
        let me = board.side_to_move();
        let key = |mv: &Move| -> i32 {
            let mut k = 0;
            if let Some(victim) = board.kind_on(mv.to()) {
                let attacker = board.kind_on(mv.from()).map_or(0, value);
                let mvv_lva = value(victim) * 16 - attacker;
                let known = exchanges_checked && !mv.is_promotion();
                // A capture that loses the exchange comes after the quiet moves.
                if known || see_ge(board, *mv, 0) {
                    k += (1 << 24) + mvv_lva;
                } else {
                    return -(1 << 20) + mvv_lva;
                }
            }
            if mv.is_promotion() {
                k += 1 << 23;
            }
            k += self.killers.bonus(ply, *mv, 1 << 22);
            k + self.history[me.index()][history_index(*mv)]
        };
        let from = usize::from(tt_at.is_some());
        let mut keys = std::mem::take(&mut self.keys[ply]);
        keys.clear();
        keys.resize(from, i64::MIN);
        for (i, m) in moves.iter().enumerate().skip(from) {
            // The first move generated stands where the table's move stood.
            let generated = if Some(i) == tt_at { 0 } else { i };
            keys.push(((-key(m) as i64) << 16) | generated as i64);
        }
        self.keys[ply] = keys;
    }

    /// The `i`th move in the order that [`Searcher::score`] keyed: the best of `moves[i..]`,
    /// swapped to `i` (so that `moves[..=i]` are the moves tried).
    fn pick(&mut self, moves: &mut [Move], i: usize, ply: usize) -> Move {
        let keys = &mut self.keys[ply];
        let best = (i..moves.len())
            .min_by_key(|&j| keys[j])
            .expect("a move left");
        keys.swap(i, best);
        moves.swap(i, best);
        moves[i]
    }
}

/// Swaps `tt_move` to the front of `moves` if it is one of them; returns where it was.
fn to_front(moves: &mut [Move], tt_move: Move) -> Option<usize> {
    let at = moves.iter().position(|&m| m == tt_move)?;
    moves.swap(0, at);
    Some(at)
}

/// The cheapest first: the order in which the exchange on a square sends its pieces in.
const EXCHANGE_ORDER: [Kind; 6] = [
    Kind::Bia,
    Kind::Met,
    Kind::BiaNgai,
    Kind::Khon,
    Kind::Ma,
    Kind::Rua,
];

/// Static exchange evaluation: whether `mv` gains at least `threshold` once both sides
/// have recaptured on its square as long as it pays, the cheapest piece first (Rua behind
/// Rua join as the front one leaves). A Khun recaptures only onto an undefended square.
fn see_ge(b: &Board, mv: Move, threshold: i32) -> bool {
    let (from, to) = (mv.from().index(), mv.to().index());
    let mut swap = b.kind_on(mv.to()).map_or(0, value) - threshold;
    if swap < 0 {
        return false;
    }
    let mover = match b.kind_on(mv.from()) {
        Some(Kind::Khun) | None => return true,
        Some(_) if mv.is_promotion() => Kind::BiaNgai,
        Some(k) => k,
    };
    swap = value(mover) - swap;
    if swap <= 0 {
        return true;
    }
    let mut occ = b.occupied() ^ (1u64 << from);
    let mut stm = b.side_to_move();
    let mut res = 1;
    loop {
        stm = stm.other();
        let attackers = b.attackers(to, stm, occ) & occ;
        if attackers == 0 {
            break;
        }
        res ^= 1;
        let Some((kind, bb)) = EXCHANGE_ORDER
            .iter()
            .map(|&k| (k, attackers & b.bitboard(stm, k)))
            .find(|&(_, bb)| bb != 0)
        else {
            // Only the Khun: it may take if nothing defends the square.
            let defended = b.attackers(to, stm.other(), occ) & occ != 0;
            return (if defended { res ^ 1 } else { res }) != 0;
        };
        swap = value(kind) - swap;
        if swap < res {
            break;
        }
        occ ^= bb & bb.wrapping_neg();
    }
    res != 0
}

/// Whether the position is quiet: no check, and no capture that wins material by the
/// static exchange, nor a promotion, for the side to move. The evaluation's tuner learns
/// from quiet positions only.
pub fn is_quiet(b: &Board) -> bool {
    !b.is_check()
        && b.legal_moves()
            .iter()
            .all(|&m| !m.is_promotion() && (b.kind_on(m.to()).is_none() || !see_ge(b, m, 1)))
}

/// The side to move and the hash of its Bia structure that index its correction, or
/// `None` in a Bia-less ending.
fn correction_slot(b: &Board) -> Option<(usize, usize)> {
    if !b.has_bia() {
        return None;
    }
    let (white, black) = (
        b.bitboard(Side::First, Kind::Bia),
        b.bitboard(Side::Second, Kind::Bia),
    );
    let mixed =
        white.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    Some((
        b.side_to_move().index(),
        (mixed >> (64 - CORRECTION_BITS)) as usize,
    ))
}

/// Whether `mv` neither captures nor promotes.
fn is_quiet_move(b: &Board, mv: Move) -> bool {
    b.kind_on(mv.to()).is_none() && !mv.is_promotion()
}

/// Moves a bounded statistic by `bonus`, the less the nearer it stands to `bound` in the
/// bonus's direction (Stockfish's history update), so it never passes the bound.
fn toward(entry: &mut i32, bonus: i32, bound: i32) {
    *entry += bonus - *entry * bonus.abs() / bound;
}

fn history_index(mv: Move) -> usize {
    mv.from().index() * 64 + mv.to().index()
}

/// Material value; a Bia is 100. The ratios follow Fairy-Stockfish's values for these
/// pieces (Fers, Silver, Knight, Rook), with the Bia a little dearer than its pawn: a Met
/// is about two Bia, a Khon three, a Ma nearly four, a Rua six.
pub fn value(kind: Kind) -> i32 {
    match kind {
        Kind::Bia => 100,
        Kind::BiaNgai => 200,
        Kind::Met => 210,
        Kind::Khon => 300,
        Kind::Ma => 370,
        Kind::Rua => 600,
        Kind::Khun => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::MakrukGame;

    fn board(fen: &str) -> Board {
        *Position::from_fen(fen).expect("valid FEN").board()
    }

    /// A clock that never moves: the tests' searches stop by their depth.
    const STILL: Clock<'static> = &|| 0.0;

    /// A searcher for `game` at the normal level.
    fn searcher(game: &History<Position>) -> Searcher<'static> {
        let limits = Limits::for_level(crate::GameId::Makruk, crate::Level::Normal);
        Searcher::new(game, &limits, STILL)
    }

    /// A searcher from the start position.
    fn searcher_at_start() -> Searcher<'static> {
        searcher(&MakrukGame::replay(Position::start(), &[] as &[&str]).expect("legal"))
    }

    #[test]
    fn no_null_move_without_bia_or_without_pieces() {
        assert!(null_move_allowed(&Position::start().board().clone()));
        // Bia-less endings: zugzwang is common and the counts run.
        assert!(!null_move_allowed(&board("8/8/3k4/8/8/2K5/8/R7 w - - 0 1")));
        assert!(!null_move_allowed(&board(
            "4k3/3m4/8/8/8/8/8/RN2K3 b - - 0 1"
        )));
        // Khun and Bia only, for the side to move: the classic zugzwang ending.
        assert!(!null_move_allowed(&board(
            "4k3/8/4p3/4P3/8/8/8/4K2R b - - 0 1"
        )));
        assert!(null_move_allowed(&board(
            "4k3/8/4p3/4P3/8/8/8/4K2R w - - 0 1"
        )));
    }

    #[test]
    fn late_quiet_moves_are_pruned_by_their_count() {
        let even = (0, 0);
        // With Bia, 5 + depth² quiet moves tried to depth 8: the next is left out, unless it
        // is a killer.
        assert!(!late_pruned(5, even, 29, false, true));
        assert!(late_pruned(5, even, 30, false, true));
        assert!(!late_pruned(5, even, 30, true, true));
        assert!(late_pruned(8, even, 69, false, true));
        assert!(!late_pruned(9, even, 200, false, true));
        // Without Bia, 4 + 3·depth² to depth 3.
        assert!(!late_pruned(3, even, 30, false, false));
        assert!(late_pruned(3, even, 31, false, false));
        assert!(!late_pruned(4, even, 200, false, false));
        // Near the leaves, far below alpha: any late quiet move.
        assert!(late_pruned(2, (-400, 0), 0, false, true));
        assert!(!late_pruned(3, (-400, 0), 0, false, true));
    }

    #[test]
    fn late_quiet_moves_with_bia_are_reduced_deeper() {
        let s = searcher_at_start();
        let mv = "e3e4".parse().expect("a move");
        let r = |depth, i, bia| s.reduction((depth, i), (false, false, bia), Side::First, mv);
        // ln 8 · ln 10 = 4.79: 3 plies with Bia, 2 without.
        assert_eq!((r(8, 10, true), r(8, 10, false)), (3, 2));
        // The move after the first is not reduced (ln 1 = 0).
        assert_eq!((r(8, 1, true), r(3, 1, true)), (0, 0));
        // Never below depth 1 at the child.
        assert_eq!(r(4, 63, true), 2);
    }

    #[test]
    fn one_deep_cut_off_gives_a_move_good_history() {
        let mut s = searcher_at_start();
        let (pos, mv, other) = (
            Position::start(),
            "e3e4".parse().expect("a move"),
            "d3d4".parse().expect("a move"),
        );
        let r = |s: &Searcher, mv| s.reduction((8, 10), (false, false, true), Side::First, mv);
        assert_eq!(r(&s, mv), 3);
        // Beyond depth 17 a cut-off gives no history (Stockfish 11's rule).
        s.reward_cutoff(&pos, &[mv], 18, 1);
        assert_eq!(s.history[Side::First.index()][history_index(mv)], 0);
        // One cut-off at depth 12 is a ply less for the move; the move tried before it in
        // vain loses as much.
        s.reward_cutoff(&pos, &[other, mv], 12, 1);
        assert_eq!(r(&s, mv), 2);
        assert!(s.history[Side::First.index()][history_index(other)] < -HISTORY_MAX / 2);
        // With Bia that bad history is a ply more for it; in a Bia-less ending it is not.
        assert_eq!(r(&s, other), 4);
        let bare = s.reduction((8, 10), (false, false, false), Side::First, other);
        assert_eq!(bare, 2);
    }

    #[test]
    fn searches_correct_the_evaluation_of_a_bia_structure_within_its_bound() {
        let mut s = searcher_at_start();
        let start = Position::start();
        let eval = evaluate(&start);
        assert_eq!(s.corrected_eval(&start), eval);
        // A deep search that finds the position two Bia better moves its evaluation up, by
        // no more than the bound's 32nd however often it is found.
        s.correct(&start, 16, eval + 200, eval);
        let once = s.corrected_eval(&start);
        assert!(once > eval, "{once} after one search, {eval} before");
        for _ in 0..100 {
            let now = s.corrected_eval(&start);
            s.correct(&start, 16, eval + 200, now);
        }
        assert_eq!(s.corrected_eval(&start), eval + CORRECTION_MAX / 32);
        // The same Bia with the other side to move are another slot.
        let mut moved = start;
        moved.play_unchecked(Turn::plain("b1c3".parse().expect("a move")));
        assert_eq!(s.corrected_eval(&moved), evaluate(&moved));
        // A Bia-less ending keeps its evaluation.
        let bare = Position::from_fen("8/8/3k4/8/8/2K5/8/R7 w - - 0 1").expect("valid FEN");
        s.correct(&bare, 16, 900, evaluate(&bare));
        assert_eq!(s.corrected_eval(&bare), evaluate(&bare));
    }

    #[test]
    fn the_exchange_counts_defenders_and_rua_behind_rua() {
        let m = |s: &str| s.parse::<Move>().expect("a move");
        // A Rua for a Bia that a Bia defends.
        let b = board("4k3/8/3p4/4p3/8/8/8/4R1K1 w - - 0 1");
        assert!(!see_ge(&b, m("e1e5"), 0));
        assert!(see_ge(&b, m("e1e5"), -500));
        // An undefended Bia is worth exactly a Bia.
        let b = board("4k3/8/8/4p3/8/8/8/4R1K1 w - - 0 1");
        assert!(see_ge(&b, m("e1e5"), 100));
        assert!(!see_ge(&b, m("e1e5"), 101));
        // Two Rua against one defender: the second recaptures through the first.
        let b = board("4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1");
        assert!(see_ge(&b, m("e2e5"), 100));
        assert!(!see_ge(&b, m("e2e5"), 101));
    }

    #[test]
    fn repetitions_are_found_only_since_the_last_irreversible_move() {
        let game = MakrukGame::replay(
            Position::start(),
            &["b1d2", "b8d7", "d2b1", "d7b8", "b1d2", "b8d7"],
        )
        .expect("legal");
        let s = searcher(&game);
        // The position after b1d2 b8d7 is on the path twice: it repeats.
        assert!(s.repeats(game.position()));
        // After a Bia move the clock restarts, and nothing before it can repeat.
        let mut pushed = *game.position();
        pushed.play_unchecked(Turn::plain("e3e4".parse().expect("a move")));
        let mut s = searcher(&game);
        s.state.path.push(pushed.board().hash());
        assert!(!s.repeats(&pushed));
    }
}
