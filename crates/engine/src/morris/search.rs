//! The Morris computer player: iterative-deepening principal-variation search (negamax)
//! with a Zobrist-keyed transposition table, killer and history move ordering, and an
//! evaluation that knows mills, potential mills, blocked pieces, mobility, pieces in hand
//! and Tigadi's pass.

use super::board::Point;
use super::tables::{self, Proven};
use super::{Move, Position, WhenBlocked};
use crate::core::{Clock, History};
use crate::Side;

const MAX_PLY: usize = 128;
const TABLE_BITS: u32 = 18;

use crate::search::{Killers, RootSearch, SearchState, Table, INF};
pub use crate::search::{Limits, SearchResult, WIN_BOUND, WIN_SCORE};

/// Chooses a move for the side to move of `game`, or `None` when the game is over.
/// `clock` returns milliseconds from any fixed origin (`Instant` natively,
/// `performance.now()` or `Date.now()` in the browser); `seed` drives the easy level's
/// randomness and nothing else.
pub fn best_move(
    game: &History<Position>,
    limits: &Limits,
    seed: u64,
    clock: Clock,
) -> Option<SearchResult<Move>> {
    let mut moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let root = game.position();
    let mut s = Searcher::new(game, limits, clock);
    if limits.noise > 0 {
        let turns = moves.into_iter().map(|m| (m, 0)).collect();
        return Some(s.noisy_root(root, turns, seed));
    }
    s.order(root, &mut moves, None, 0);
    let turns = root_handicaps(root, &moves);
    Some(s.iterate(root, turns))
}

/// Every legal move with its score for the mover (as [`best_move`] scores), best first:
/// iterative deepening with a full window on each move, up to `limits.max_depth` or the
/// last iteration the clock let finish.
pub fn rank_moves(game: &History<Position>, limits: &Limits, clock: Clock) -> Vec<(Move, i32)> {
    let moves = game.legal_moves();
    Searcher::new(game, limits, clock).rank(game.position(), &moves)
}

struct Searcher<'a> {
    state: SearchState<'a, Move>,
    killers: Killers<Move, MAX_PLY>,
    history: Box<[[i32; 24 * 25]; 2]>,
}

impl<'a> RootSearch<'a> for Searcher<'a> {
    type Position = Position;
    type Turn = Move;
    type Move = Move;
    const RESEARCH_IS_A_NODE: bool = false;

    fn state(&mut self) -> &mut SearchState<'a, Move> {
        &mut self.state
    }

    fn enter(&mut self, pos: &Position, mv: Move) -> Position {
        let mut next = *pos;
        next.play_unchecked(mv);
        self.state.nodes += 1;
        self.state.path.push(next.hash());
        next
    }

    fn child(&mut self, child: &Position, depth: u32, alpha: i32, beta: i32) -> i32 {
        -self.negamax(child, depth - 1, 1, -beta, -alpha)
    }

    fn decisive(score: i32, _depth: u32) -> bool {
        score.abs() >= WIN_BOUND
    }
}

impl<'a> Searcher<'a> {
    fn new(game: &History<Position>, limits: &Limits, clock: Clock<'a>) -> Searcher<'a> {
        // Only positions after placement can repeat.
        let path = game
            .positions()
            .iter()
            .filter(|p| placement_over(p))
            .map(|p| p.hash())
            .collect();
        let table = Table::new(TABLE_BITS);
        Searcher {
            state: SearchState::new(limits, clock, MAX_PLY as u32 - 8, MAX_PLY, table, path),
            killers: Killers::new(),
            history: Box::new([[0; 24 * 25]; 2]),
        }
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let me = pos.side_to_move();
        // Two pieces left (board and hand) lose (NMM-9, TIG-16).
        if pos.total(me) < 3 {
            return -(WIN_SCORE - ply as i32);
        }
        if pos.total(me.other()) < 3 {
            return WIN_SCORE - ply as i32;
        }
        let variant = pos.variant();
        if pos.quiet_plies() >= variant.quiet_move_limit {
            return 0;
        }
        let hash = pos.hash();
        let after_placement = pos.in_hand(me) == 0 && pos.in_hand(me.other()) == 0;
        // One repetition inside the search is scored as the draw it leads to.
        if after_placement && self.state.path.iter().rev().skip(1).any(|&h| h == hash) {
            return 0;
        }
        if after_placement {
            if let Some(score) = proven(pos, ply) {
                return score;
            }
        }
        if depth == 0 || ply >= MAX_PLY - 2 {
            return evaluate(pos);
        }
        if self.state.out_of_time() {
            return 0;
        }

        let mut tt_move = None;
        if let Some(e) = self.state.table.probe(hash) {
            if let Some(s) = e.cutoff(depth, ply, alpha, beta) {
                return s;
            }
            tt_move = e.best;
        }

        let mut moves = std::mem::take(&mut self.state.buffers[ply]);
        moves.clear();
        pos.generate(&mut moves);
        if moves.is_empty() {
            self.state.buffers[ply] = moves;
            return match variant.when_blocked {
                // Blocked loses in Nine Men's Morris (NMM-10)...
                WhenBlocked::Lose => -(WIN_SCORE - ply as i32),
                // ...and passes in Tigadi (TIG-14); both are never blocked at once (TIG-15).
                WhenBlocked::Pass => {
                    let next = self.enter(pos, Move::Pass);
                    let s = -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha);
                    self.state.path.pop();
                    s
                }
            };
        }
        self.order(pos, &mut moves, tt_move, ply);
        // A forced move costs no depth: blockades are long runs of them.
        let depth = if moves.len() == 1 && ply < MAX_PLY / 2 {
            depth + 1
        } else {
            depth
        };

        let original_alpha = alpha;
        let mut best_score = -INF;
        let mut best_move = None;
        for (i, &mv) in moves.iter().enumerate() {
            let next = self.enter(pos, mv);
            let score = if i == 0 {
                -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha)
            } else {
                let r = reduction(depth, i, mv, self.killers.contains(ply, mv));
                let mut s = -self.negamax(&next, depth - 1 - r, ply + 1, -alpha - 1, -alpha);
                if r > 0 && s > alpha && !self.state.stopped() {
                    s = -self.negamax(&next, depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if s > alpha && s < beta && !self.state.stopped() {
                    -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha)
                } else {
                    s
                }
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
                if mv.remove().is_none() {
                    self.killers.store(ply, mv);
                    self.history[me.index()][history_index(mv)] += (depth * depth) as i32;
                }
                break;
            }
        }
        self.state.buffers[ply] = moves;
        if self.state.stopped() {
            return 0;
        }
        self.state.table.store(
            hash,
            best_move,
            best_score,
            depth,
            ply,
            original_alpha,
            beta,
        );
        best_score
    }

    /// Best first: the table's move, mills (removing the most useful piece first),
    /// moves that block an enemy mill, killers, then history.
    fn order(&self, pos: &Position, moves: &mut [Move], tt_move: Option<Move>, ply: usize) {
        let me = pos.side_to_move();
        let geometry = pos.variant().geometry;
        let theirs = pos.pieces(me.other());
        let ours = pos.pieces(me);
        let empty = !(theirs | ours) & 0xFF_FFFF;
        // Points where the enemy would close a mill.
        let mut enemy_gaps = 0u32;
        for &l in geometry.line_masks() {
            if (theirs & l).count_ones() == 2 && l & empty != 0 {
                enemy_gaps |= l & empty;
            }
        }
        let key = |mv: &Move| -> i32 {
            if Some(*mv) == tt_move {
                return 1 << 30;
            }
            let mut k = 0;
            if let Some(r) = mv.remove() {
                k += 1 << 24;
                // Prefer removing pieces that stand in the enemy's open lines.
                k += geometry
                    .lines_through(r)
                    .iter()
                    .filter(|&&l| (theirs & l).count_ones() == 2 && l & ours == 0)
                    .count() as i32
                    * 1000;
            }
            if let Some(to) = mv.to() {
                if enemy_gaps & to.bit() != 0 {
                    k += 1 << 22;
                }
            }
            k += self.killers.bonus(ply, *mv, 1 << 21);
            k + self.history[me.index()][history_index(*mv)].min(1 << 19)
        };
        moves.sort_by_cached_key(|m| -key(m));
    }
}

/// Root rules of the searching levels, as handicaps that only a forced win overrules:
/// a mill in one is always taken, and, among the rest, a move that leaves the opponent a
/// mill in one is played only when every move does. A player sees a missed mill as a
/// blunder even where the search rates a quieter move a little higher.
fn root_handicaps(root: &Position, moves: &[Move]) -> Vec<(Move, i32)> {
    let opponent = root.side_to_move().other();
    let leaves_mill: Vec<bool> = moves
        .iter()
        .map(|&mv| {
            let mut next = *root;
            next.play_unchecked(mv);
            next.total(opponent) >= 3 && side_terms(&next, opponent).closable > 0
        })
        .collect();
    let some_move_is_safe = leaves_mill.iter().any(|l| !l);
    let some_move_removes = moves.iter().any(|m| m.remove().is_some());
    moves
        .iter()
        .zip(leaves_mill)
        .map(|(&mv, leaves)| {
            let mut h = 0;
            if some_move_removes && mv.remove().is_none() {
                h += 2000;
            }
            if leaves && some_move_is_safe {
                h += 1000;
            }
            (mv, h)
        })
        .collect()
}

/// The installed endgame tables' value of `pos` (natively, with `--tables`; the browser has
/// none): a draw holds as it is, since the quiet-move and repetition rules only add draws; a
/// win or loss only when it ends before the quiet plies run out.
fn proven(pos: &Position, ply: usize) -> Option<i32> {
    let fits = |n: u32| pos.quiet_plies() + n < pos.variant().quiet_move_limit;
    let mate = |n: u32| WIN_SCORE - ply as i32 - n as i32;
    match tables::probe_installed(pos)? {
        Proven::Draw => Some(0),
        Proven::Win(n) if fits(n) => Some(mate(n)),
        Proven::Loss(n) if fits(n) => Some(-mate(n)),
        _ => None,
    }
}

/// Late-move reduction: a quiet move late in the order is first searched one ply shallower
/// (two from the ninth on); one that beats alpha is searched again at full depth.
fn reduction(depth: u32, index: usize, mv: Move, killer: bool) -> u32 {
    if depth < 3 || index < 3 || killer || mv.remove().is_some() {
        0
    } else if index < 8 {
        1
    } else {
        2
    }
}

fn placement_over(p: &Position) -> bool {
    p.in_hand(Side::First) == 0 && p.in_hand(Side::Second) == 0
}

fn history_index(mv: Move) -> usize {
    let from = mv.from().map_or(24, |p| p.index());
    let to = mv.to().map_or(0, |p| p.index());
    from * 24 + to
}

/// Static evaluation from the side to move's view; a piece is worth 100.
pub fn evaluate(pos: &Position) -> i32 {
    let me = pos.side_to_move();
    let mut score = 100 * (pos.total(me) as i32 - pos.total(me.other()) as i32);
    let mine = side_terms(pos, me);
    let theirs = side_terms(pos, me.other());
    score += mine.static_score - theirs.static_score;
    // Whoever is to move closes an open mill at once: that is nearly a piece.
    if mine.closable > 0 {
        score += 80;
    }
    // One enemy threat can be blocked; two at different points cannot.
    if theirs.closable_points.count_ones() >= 2 && mine.closable == 0 {
        score -= 70;
    } else if theirs.closable > 0 {
        score -= 15;
    }
    let blocked = pos.variant().when_blocked;
    // Free neighbours in every phase, placement too: a side placed short of them is walled
    // in once the pieces move (Sanmill weighs each a fifth of a piece; a third scored better
    // against it, docs/measurements.md).
    let weight = mobility_weight(blocked);
    if !pos.can_fly(me) {
        score += weight * mine.mobility as i32;
    }
    if !pos.can_fly(me.other()) {
        score -= weight * theirs.mobility as i32;
    }
    if !pos.is_placement() {
        if theirs.mobility == 0 && !pos.can_fly(me.other()) {
            // A blocked opponent loses (NMM) or must pass (Tigadi) if it stays so.
            score += if blocked == WhenBlocked::Lose {
                300
            } else {
                60
            };
        }
        if mine.mobility == 0 && !pos.can_fly(me) && blocked == WhenBlocked::Pass {
            score -= 60;
        }
    }
    score
}

/// What one free neighbour of a piece is worth: where a blocked player loses, mobility is
/// life; where it passes (Tigadi), less.
fn mobility_weight(blocked: WhenBlocked) -> i32 {
    match blocked {
        WhenBlocked::Lose => 32,
        WhenBlocked::Pass => 8,
    }
}

struct SideTerms {
    static_score: i32,
    /// Open lines this side can close on its next move.
    closable: u32,
    closable_points: u32,
    mobility: u32,
}

fn side_terms(pos: &Position, side: Side) -> SideTerms {
    let geometry = pos.variant().geometry;
    let own = pos.pieces(side);
    let other = pos.pieces(side.other());
    let empty = !(own | other) & 0xFF_FFFF;
    let places = pos.in_hand(side) > 0 || pos.can_fly(side);
    let mut terms = SideTerms {
        static_score: 0,
        closable: 0,
        closable_points: 0,
        mobility: 0,
    };
    for &l in geometry.line_masks() {
        let o = (own & l).count_ones();
        if o == 3 {
            terms.static_score += 10;
        } else if o == 2 && other & l == 0 {
            let gap = l & empty;
            let gap_point = Point::from_index(gap.trailing_zeros() as usize).expect("gap");
            let reachable = places || geometry.adjacent_mask(gap_point) & own & !l != 0;
            terms.static_score += if reachable { 25 } else { 10 };
            if reachable {
                terms.closable += 1;
                terms.closable_points |= gap;
            }
        } else if o == 1 && other & l == 0 {
            terms.static_score += 2;
        }
    }
    for p in Point::iter_bits(own) {
        let free = (geometry.adjacent_mask(p) & empty).count_ones();
        terms.mobility += free;
        if free == 0 && !places {
            terms.static_score -= 6;
        }
    }
    terms
}
