//! The Makruk computer player: iterative-deepening principal-variation search (negamax)
//! with a transposition table, check extension, quiescence on captures and promotions,
//! killer and history move ordering, and a material and placement evaluation that in
//! Bia-less endings drives the enemy Khun to a corner.
//!
//! The counting rules are part of the tree: every searched position carries its count, so
//! a count running out is a draw and a mate by the board-counting side is only a draw
//! (MK-11). At the root the player also decides whether to start or stop board counting
//! with its move: both variants of each move are searched, and when they score the same
//! a side that is not better starts (or keeps) a count, and a side that is better does not
//! start one and stops its own.

use super::board::Board;
use super::position::{Position, Turn};
use super::types::{Kind, Move};
use super::MakrukGame;
use crate::rng::Rng;
use crate::Side;

const MAX_PLY: usize = 96;
const TABLE_BITS: u32 = 18;

use crate::search::{Deadline, Table, INF};
pub use crate::search::{Limits, SearchResult, WIN_BOUND, WIN_SCORE};

/// Chooses a turn for the side to move of `game`, or `None` when the game is over.
/// `clock` returns milliseconds from any fixed origin; `seed` drives the easy level's
/// randomness and nothing else.
pub fn best_move(
    game: &MakrukGame,
    limits: &Limits,
    seed: u64,
    clock: &dyn Fn() -> f64,
) -> Option<SearchResult<Turn>> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let root = *game.position();
    let better = evaluate(&root) > 0;
    // Both variants of each move where the player may start or stop a count; the one
    // preferred on equal scores first.
    let mut turns = Vec::with_capacity(moves.len() * 2);
    for &mv in &moves {
        let plain = Turn::plain(mv);
        if game.can_start_counting() {
            let start = Turn::start_counting(mv);
            if better {
                turns.extend([plain, start]);
            } else {
                turns.extend([start, plain]);
            }
        } else if game.can_stop_counting() {
            let stop = Turn::stop_counting(mv);
            if better {
                turns.extend([stop, plain]);
            } else {
                turns.extend([plain, stop]);
            }
        } else {
            turns.push(plain);
        }
    }
    let mut s = Searcher::new(game, limits, clock);
    if limits.noise > 0 {
        return Some(s.noisy_root(&root, turns, seed));
    }
    Some(s.iterate(&root, turns))
}

struct Searcher<'a> {
    deadline: Deadline<'a>,
    max_depth: u32,
    noise: i32,
    nodes: u64,
    table: Table<Move>,
    /// Board hashes of the game so far, then of the search path.
    path: Vec<u64>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Box<[[i32; 64 * 64]; 2]>,
    buffers: Vec<Vec<Move>>,
}

fn key(pos: &Position) -> u64 {
    pos.board().hash() ^ pos.counting_key()
}

impl<'a> Searcher<'a> {
    fn new(game: &MakrukGame, limits: &Limits, clock: &'a dyn Fn() -> f64) -> Searcher<'a> {
        Searcher {
            deadline: Deadline::new(clock, limits.movetime_ms),
            max_depth: limits.max_depth.clamp(1, MAX_PLY as u32 - 16),
            noise: limits.noise,
            nodes: 0,
            table: Table::new(TABLE_BITS),
            path: game.positions().iter().map(|p| p.board().hash()).collect(),
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[0; 64 * 64]; 2]),
            buffers: (0..MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
        }
    }

    fn out_of_time(&mut self) -> bool {
        self.deadline.passed(self.nodes)
    }

    fn stopped(&self) -> bool {
        self.deadline.stopped
    }

    /// The score of a root turn searched to `depth` in the window (alpha, beta).
    fn root_child(&mut self, root: &Position, t: Turn, depth: u32, alpha: i32, beta: i32) -> i32 {
        let mut next = *root;
        next.play_unchecked(t);
        self.nodes += 1;
        self.path.push(next.board().hash());
        let s = -self.negamax(&next, depth - 1, 1, -beta, -alpha);
        self.path.pop();
        s
    }

    fn iterate(&mut self, root: &Position, mut turns: Vec<Turn>) -> SearchResult<Turn> {
        let mut result = SearchResult {
            best: turns[0],
            score: 0,
            depth: 0,
            nodes: 0,
        };
        for depth in 1..=self.max_depth {
            let mut alpha = -INF;
            let mut best = None;
            for (i, &t) in turns.iter().enumerate() {
                let score = if i == 0 {
                    self.root_child(root, t, depth, -INF, INF)
                } else {
                    let s = self.root_child(root, t, depth, alpha, alpha + 1);
                    if s > alpha && !self.stopped() {
                        self.root_child(root, t, depth, alpha, INF)
                    } else {
                        s
                    }
                };
                if self.stopped() {
                    break;
                }
                if score > alpha {
                    alpha = score;
                    best = Some((t, score));
                }
            }
            if let Some((t, score)) = best {
                let i = turns.iter().position(|x| *x == t).unwrap_or(0);
                turns[..=i].rotate_right(1);
                let done = if self.stopped() { depth - 1 } else { depth };
                result = SearchResult {
                    best: t,
                    score,
                    depth: done,
                    nodes: 0,
                };
                if score.abs() >= WIN_BOUND {
                    break;
                }
            }
            if self.stopped() {
                break;
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// Easy level: a shallow search of every root turn with noise on its score.
    fn noisy_root(&mut self, root: &Position, turns: Vec<Turn>, seed: u64) -> SearchResult<Turn> {
        let mut rng = Rng::new(seed);
        let depth = self.max_depth;
        let mut best = (turns[0], -INF, -INF);
        for t in turns {
            let score = self.root_child(root, t, depth, -INF, INF);
            let noise = self.noise.max(0);
            let noisy = score + rng.below(2 * noise as usize + 1) as i32 - noise;
            if noisy > best.2 {
                best = (t, score, noisy);
            }
        }
        SearchResult {
            best: best.0,
            score: best.1,
            depth,
            nodes: self.nodes,
        }
    }

    /// Mate, stalemate and the draws: the score of a finished position, if it is one.
    /// `moves` are its legal moves.
    fn terminal(pos: &Position, moves: &[Move], ply: usize) -> Option<i32> {
        if moves.is_empty() {
            return Some(if !pos.board().is_check() || pos.last_move_was_counted() {
                0 // stalemate, or a mate by the counting side (MK-11)
            } else {
                -(WIN_SCORE - ply as i32)
            });
        }
        pos.draw_besides_stalemate().map(|_| 0)
    }

    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let hash = pos.board().hash();
        // One repetition inside the search is scored as the draw it leads to.
        if self.path.iter().rev().skip(1).any(|&h| h == hash) {
            return 0;
        }
        if self.out_of_time() {
            return 0;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.board().legal_moves_into(&mut moves);
        if let Some(score) = Self::terminal(pos, &moves, ply) {
            self.buffers[ply] = moves;
            return score;
        }
        let in_check = pos.board().is_check();
        if in_check && ply < MAX_PLY - 24 {
            depth += 1;
        }
        if depth == 0 || ply >= MAX_PLY - 8 {
            self.buffers[ply] = moves;
            return self.quiesce(pos, ply, alpha, beta);
        }

        let key = key(pos);
        let mut tt_move = None;
        if let Some(e) = self.table.probe(key) {
            if let Some(s) = e.cutoff(depth, ply, alpha, beta) {
                self.buffers[ply] = moves;
                return s;
            }
            tt_move = e.best;
        }
        self.order(pos.board(), &mut moves, tt_move, ply);

        let me = pos.side_to_move();
        let original_alpha = alpha;
        let mut best_score = -INF;
        let mut best_move = None;
        for (i, &mv) in moves.iter().enumerate() {
            let mut next = *pos;
            next.play_unchecked(Turn::plain(mv));
            self.nodes += 1;
            self.path.push(next.board().hash());
            let score = if i == 0 {
                -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha)
            } else {
                let s = -self.negamax(&next, depth - 1, ply + 1, -alpha - 1, -alpha);
                if s > alpha && s < beta && !self.stopped() {
                    -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha)
                } else {
                    s
                }
            };
            self.path.pop();
            if self.stopped() {
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
                if pos.board().kind_on(mv.to()).is_none() {
                    let k = &mut self.killers[ply];
                    if k[0] != Some(mv) {
                        k[1] = k[0];
                        k[0] = Some(mv);
                    }
                    let h = &mut self.history[me.index()][history_index(mv)];
                    *h = (*h + (depth * depth) as i32).min(1 << 20);
                }
                break;
            }
        }
        self.buffers[ply] = moves;
        if self.stopped() {
            return 0;
        }
        self.table
            .store(key, best_move, best_score, depth, ply, original_alpha, beta);
        best_score
    }

    /// Captures and promotions only, standing pat on the evaluation.
    fn quiesce(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        let stand = evaluate(pos);
        if stand >= beta || ply >= MAX_PLY - 2 {
            return stand;
        }
        if stand > alpha {
            alpha = stand;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        let board = pos.board();
        moves.retain(|m| m.is_promotion() || board.kind_on(m.to()).is_some());
        self.order(board, &mut moves, None, ply);
        let mut best = stand;
        for &mv in moves.iter() {
            let mut next = *pos;
            next.play_unchecked(Turn::plain(mv));
            self.nodes += 1;
            let mut replies = std::mem::take(&mut self.buffers[ply + 1]);
            next.board().legal_moves_into(&mut replies);
            let score = match Self::terminal(&next, &replies, ply + 1) {
                Some(s) => {
                    self.buffers[ply + 1] = replies;
                    -s
                }
                None => {
                    self.buffers[ply + 1] = replies;
                    -self.quiesce(&next, ply + 1, -beta, -alpha)
                }
            };
            if self.out_of_time() {
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
        self.buffers[ply] = moves;
        best
    }

    /// Best first: the table's move, captures (most valuable victim, least valuable
    /// attacker), promotions, killers, then history.
    fn order(&self, board: &Board, moves: &mut [Move], tt_move: Option<Move>, ply: usize) {
        let me = board.side_to_move();
        let key = |mv: &Move| -> i32 {
            if Some(*mv) == tt_move {
                return 1 << 30;
            }
            let mut k = 0;
            if let Some(victim) = board.kind_on(mv.to()) {
                let attacker = board.kind_on(mv.from()).map_or(0, value);
                k += (1 << 24) + value(victim) * 16 - attacker;
            }
            if mv.is_promotion() {
                k += 1 << 23;
            }
            if self.killers[ply][0] == Some(*mv) {
                k += 1 << 22;
            } else if self.killers[ply][1] == Some(*mv) {
                k += 1 << 21;
            }
            k + self.history[me.index()][history_index(*mv)]
        };
        moves.sort_by_cached_key(|m| -key(m));
    }
}

fn history_index(mv: Move) -> usize {
    mv.from().index() * 64 + mv.to().index()
}

/// Material value; a Bia is 100.
pub fn value(kind: Kind) -> i32 {
    match kind {
        Kind::Bia => 100,
        Kind::BiaNgai | Kind::Met => 180,
        Kind::Khon => 280,
        Kind::Ma => 320,
        Kind::Rua => 520,
        Kind::Khun => 0,
    }
}

/// Nearness to the centre, 0 (edge) to 3 (the four centre squares).
fn centrality(sq: usize) -> i32 {
    let off = |x: i32| if x <= 3 { 3 - x } else { x - 4 };
    3 - off((sq & 7) as i32).max(off((sq >> 3) as i32))
}

/// Nearness to a corner, 0 (a corner) to 6.
fn corner_distance(sq: usize) -> i32 {
    let (f, r) = ((sq & 7) as i32, (sq >> 3) as i32);
    f.min(7 - f) + r.min(7 - r)
}

fn distance(a: usize, b: usize) -> i32 {
    let (fa, ra, fb, rb) = (
        (a & 7) as i32,
        (a >> 3) as i32,
        (b & 7) as i32,
        (b >> 3) as i32,
    );
    (fa - fb).abs().max((ra - rb).abs())
}

/// Static evaluation from the side to move's view; a Bia is worth 100.
pub fn evaluate(pos: &Position) -> i32 {
    let b = pos.board();
    let mut score = [0i32; 2];
    let mut material = [0i32; 2];
    for side in [Side::First, Side::Second] {
        let s = side.index();
        for kind in [
            Kind::Bia,
            Kind::BiaNgai,
            Kind::Met,
            Kind::Khon,
            Kind::Ma,
            Kind::Rua,
        ] {
            let bb = b.bitboard(side, kind);
            material[s] += value(kind) * bb.count_ones() as i32;
            for sq in super::attacks::Bits(bb) {
                score[s] += match kind {
                    Kind::Ma => 8 * centrality(sq),
                    Kind::Khon => 5 * centrality(sq),
                    Kind::Met | Kind::BiaNgai => 4 * centrality(sq),
                    Kind::Rua => 0,
                    // A Bia gains as it advances from its rank 3 towards promotion.
                    _ => {
                        let rank = (sq >> 3) as i32;
                        let advanced = if side == Side::First {
                            rank - 2
                        } else {
                            5 - rank
                        };
                        12 * advanced + 3 * centrality(sq)
                    }
                };
            }
        }
        score[s] += material[s];
    }
    // Without Bia, the side ahead drives the other Khun to a corner and brings its own.
    if !b.has_bia() {
        let (wk, bk) = (
            b.khun(Side::First).map_or(0, |q| q.index()),
            b.khun(Side::Second).map_or(0, |q| q.index()),
        );
        let lead = material[0] - material[1];
        if lead.abs() >= 150 {
            let (winner, loser_khun, winner_khun) =
                if lead > 0 { (0, bk, wk) } else { (1, wk, bk) };
            score[winner] += 12 * (6 - corner_distance(loser_khun))
                + 6 * (7 - distance(winner_khun, loser_khun));
        }
    }
    let white = score[0] - score[1];
    match pos.side_to_move() {
        Side::First => white,
        Side::Second => -white,
    }
}
