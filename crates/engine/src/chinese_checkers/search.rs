//! The computer player: a best-reply search over marble-distance tables, for any seat of any
//! configuration, and a beam-search planner for a crossing without opponents.
//!
//! - **Evaluation.** Each seat's distance is the sum, over its marbles, of a table value per
//!   hole: rows still to go to the far tip of the destination (linear plus squared, so the
//!   rearmost marble matters most and none is left behind), plus a penalty for drifting off
//!   the axis between start and destination. A side (a seat, or a team of two, CC-5) sums its
//!   seats. The score is the nearest opponent side's distance minus one's own (with three
//!   or more sides, a quarter of the opponent's distance).
//! - **Search.** Best-reply search (Schadd & Winands): layers alternate between the searching
//!   side and all opponents together (the single most dangerous reply). In a team game the
//!   searching side's layers alternate between the seat and its partner, as their turns do,
//!   so a partner's moves are planned with one's own and walling it in costs its turns. With two players this is plain
//!   alpha-beta. Iterative deepening, a transposition table, moves ordered by progress.
//! - **Solo.** With no opponent (`players = 1`) the hard level plans the whole crossing by
//!   beam search and plays the first move of the shortest plan found.
//! - **Progress.** A side whose distance has not reached a new low in its last
//!   [`STALL_MOVES`] moves plays its shortest crossing's first move instead of the search's
//!   choice: two sides that each wait for the other to open a jump (shuffling inside their
//!   destination) would otherwise never finish. The hint's and the analysis' ranking
//!   ([`rank_game_moves`]) goes by the shortest crossing there too, and in a race.

use super::geometry::{Corner, Geometry, MAX_HOLES};
use super::position::{home, targets, Move, Position};
use crate::core::{Clock, History};
use crate::rng::{splitmix, Rng};
use crate::search::{Deadline, Limits, SearchResult, Table, INF, WIN_BOUND, WIN_SCORE};

/// Evaluation units per row of progress (the scale of [`Limits::noise`]).
pub const ROW: i32 = 8;

/// Per seat (start corner index), per hole: the distance value of a marble there.
pub(crate) struct Weights {
    w: [[i32; MAX_HOLES]; 6],
    /// Per seat: the sum over its destination's holes, the value of a finished seat.
    base: [i32; 6],
}

impl Weights {
    pub(crate) fn new(g: &Geometry) -> Weights {
        Weights::with(g, |d, lat| ROW * d + d * d + 2 * (lat - 2).max(0))
    }

    /// Tables from `f(rows to the tip, doubled-x offset from the axis)`.
    pub(crate) fn with(g: &Geometry, f: impl Fn(i32, i32) -> i32) -> Weights {
        let mut w = [[0; MAX_HOLES]; 6];
        let mut base = [0; 6];
        for c in Corner::ALL {
            let dest = c.opposite();
            for (h, w) in w[c.index()][..g.holes()].iter_mut().enumerate() {
                let d = g.depth(dest, h) as i32;
                // Off the axis: the difference of the depths from the two corners beside
                // the destination is the doubled-x offset from the axis through its tip.
                let lat = (g.depth(dest.clockwise(), h) as i32
                    - g.depth(dest.counter_clockwise(), h) as i32)
                    .abs();
                *w = f(d, lat);
            }
            base[c.index()] = g
                .corner_holes(dest)
                .iter()
                .map(|&h| w[c.index()][h as usize])
                .sum();
        }
        Weights { w, base }
    }
}

/// Zobrist keys per owner (corner index) and hole.
const fn zobrist() -> [[u64; MAX_HOLES]; 6] {
    let mut z = [[0; MAX_HOLES]; 6];
    let mut c = 0;
    while c < 6 {
        let mut h = 0;
        while h < MAX_HOLES {
            z[c][h] = splitmix((c * MAX_HOLES + h) as u64 + 0xC0FFEE);
            h += 1;
        }
        c += 1;
    }
    z
}

static ZOBRIST: [[u64; MAX_HOLES]; 6] = zobrist();
/// Mixed into the key of nodes where the searching side moves.
const MAX_LAYER: u64 = 0x5DEE_CE66_D1CE_4E5B;
/// Mixed into the key of the searching side's layers where the partner moves.
const PARTNER_LAYER: u64 = 0x2545_F491_4F6C_DD1D;

/// An internal move: seat, from, to.
type Mv = (u8, u8, u8);

/// The board as the search keeps it: cells, each seat's marbles, distances and the key.
#[derive(Clone)]
struct Board {
    g: &'static Geometry,
    cells: [u8; MAX_HOLES],
    /// Each seat's marble holes, and each hole's index in that list.
    pieces: [[u8; 15]; 6],
    slot: [u8; MAX_HOLES],
    dist: [i32; 6],
    key: u64,
}

impl Board {
    fn new(p: &Position, wt: &Weights) -> Board {
        let g = p.geometry();
        let mut b = Board {
            g,
            cells: *p.cells(),
            pieces: [[0; 15]; 6],
            slot: [0; MAX_HOLES],
            dist: [0; 6],
            key: 0,
        };
        let mut n = [0usize; 6];
        for (h, &v) in p.cells()[..g.holes()].iter().enumerate() {
            if v > 0 {
                let s = v as usize - 1;
                b.pieces[s][n[s]] = h as u8;
                b.slot[h] = n[s] as u8;
                n[s] += 1;
                b.dist[s] += wt.w[s][h];
                b.key ^= ZOBRIST[s][h];
            }
        }
        for (s, &count) in n.iter().enumerate() {
            if count > 0 {
                b.dist[s] -= wt.base[s];
            }
        }
        b
    }

    #[inline]
    fn apply(&mut self, wt: &Weights, (s, from, to): Mv) {
        let (s, from, to) = (s as usize, from as usize, to as usize);
        self.cells[to] = self.cells[from];
        self.cells[from] = 0;
        let i = self.slot[from];
        self.pieces[s][i as usize] = to as u8;
        self.slot[to] = i;
        self.dist[s] += wt.w[s][to] - wt.w[s][from];
        self.key ^= ZOBRIST[s][from] ^ ZOBRIST[s][to];
    }

    #[inline]
    fn undo(&mut self, wt: &Weights, (s, from, to): Mv) {
        self.apply(wt, (s, to, from));
    }

    /// Appends every move of seat `s`, with its progress as the ordering score.
    fn moves(&self, wt: &Weights, s: u8, out: &mut Vec<(Mv, i32)>) {
        let n = self.g.marbles();
        for i in 0..n {
            let from = self.pieces[s as usize][i] as usize;
            let w_from = wt.w[s as usize][from];
            targets(self.g, &self.cells, from, None, |to| {
                out.push(((s, from as u8, to as u8), w_from - wt.w[s as usize][to]));
            });
        }
    }

    /// Seat `s`'s distance: the table sum, plus the end-game filling term. Once some of its
    /// marbles are in the destination, a marble outside whose nearest empty hole of the
    /// destination is further than its rows to the corner costs extra, the more so the
    /// fuller the corner: the last marbles head for the holes still free instead of
    /// wandering along a row.
    fn distance(&self, s: u8) -> i32 {
        let (g, su) = (self.g, s as usize);
        let dest = (su + 3) % 6;
        let n = g.marbles();
        let pieces = &self.pieces[su][..n];
        let in_dest = pieces
            .iter()
            .filter(|&&h| g.corner_region(h as usize) as usize == dest)
            .count();
        if in_dest == 0 || in_dest == n {
            return self.dist[su];
        }
        let mut free = [0u8; 15];
        let mut nf = 0;
        for &h in &g.corner_holes[dest][..n] {
            // Empty holes only: another player's marble there may never leave (CC-14).
            if self.cells[h as usize] == 0 {
                free[nf] = h;
                nf += 1;
            }
        }
        let edge = g.corner_rows() as i32 - 1;
        let mut excess = 0;
        for &h in pieces {
            let h = h as usize;
            if g.corner_region(h) as usize == dest {
                continue;
            }
            let (x, r) = (g.x(h), g.row(h) as i32);
            let nearest = free[..nf]
                .iter()
                .map(|&f| {
                    let dr = (g.row(f as usize) as i32 - r).abs();
                    let dx = (g.x(f as usize) - x).abs();
                    dr + (dx - dr).max(0) / 2
                })
                .min()
                .unwrap_or(0);
            excess += (nearest - (g.depth[dest][h] as i32 - edge)).max(0);
        }
        self.dist[su] + excess * in_dest as i32 * ROW / 3
    }
}

/// Who plays for whom, from the searching seat's view.
struct Sides {
    /// Seats of the searching side still playing (the root seat first).
    own: Vec<u8>,
    /// Opponent seats still playing.
    opp: Vec<u8>,
    /// The searching side's seats (all, for its distance) and each opponent side's seats.
    own_all: Vec<u8>,
    opp_sides: Vec<Vec<u8>>,
    /// Partner (corner index) of each seat in a team game.
    partner: [Option<u8>; 6],
}

impl Sides {
    fn new(p: &Position) -> Sides {
        let cfg = p.config();
        let root = p.to_move();
        let mut partner = [None; 6];
        for &s in cfg.seats() {
            partner[s.index()] = cfg.partner(s).map(|c| c as u8);
        }
        let playing = |s: &Corner| !p.has_finished(*s);
        let mut own: Vec<u8> = vec![root as u8];
        own.extend(cfg.partner(root).filter(playing).map(|c| c as u8));
        let opp = cfg
            .seats()
            .iter()
            .filter(|s| playing(s) && !cfg.same_side(root, **s))
            .map(|&s| s as u8)
            .collect();
        let mut own_all = Vec::new();
        let mut opp_sides = Vec::new();
        for side in cfg.sides() {
            let seats: Vec<u8> = side.iter().map(|&c| c as u8).collect();
            if side.contains(&root) {
                own_all = seats;
            } else if !side.iter().all(|s| p.has_finished(*s)) {
                opp_sides.push(seats);
            }
        }
        Sides {
            own,
            opp,
            own_all,
            opp_sides,
            partner,
        }
    }
}

struct Searcher<'a> {
    wt: &'a Weights,
    board: Board,
    sides: Sides,
    /// Seats finished inside the search (bit per corner index).
    finished: u8,
    tt: Table<(u8, u8, u8)>,
    buffers: Vec<Vec<(Mv, i32)>>,
    nodes: u64,
    deadline: Deadline<'a>,
}

impl Searcher<'_> {
    /// The score of the root side's move `mv` searched to `depth` with the window (alpha, ∞):
    /// a win when it finishes the side.
    fn root_child(&mut self, mv: Mv, depth: i32, alpha: i32) -> i32 {
        let root = mv.0;
        self.board.apply(self.wt, mv);
        let partner = self.sides.partner[root as usize];
        let done = home(self.board.g, &self.board.cells, root, partner);
        if done {
            self.finished |= 1 << root;
        }
        let score = if done && self.side_done(root) {
            WIN_SCORE
        } else {
            self.search(depth - 1, 1, alpha, INF, false)
        };
        self.finished &= !(1 << root);
        self.board.undo(self.wt, mv);
        score
    }

    /// Root side's view: the nearest opponent side's distance (a quarter of it with three
    /// sides or more) minus its own.
    fn eval(&self) -> i32 {
        let b = &self.board;
        let own: i32 = self.sides.own_all.iter().map(|&s| b.distance(s)).sum();
        let opp = self
            .sides
            .opp_sides
            .iter()
            .map(|side| side.iter().map(|&s| b.distance(s)).sum::<i32>())
            .min()
            .unwrap_or(0);
        if self.sides.opp_sides.len() > 1 {
            // Among three or more sides one's own progress counts most: holding back the
            // leader costs oneself and helps the rest, and six computers that all block
            // each other jam the centre (the 15-marble game took half as long again).
            opp / 4 - own
        } else {
            opp - own
        }
    }

    fn side_done(&self, s: u8) -> bool {
        let bit = |c: u8| self.finished & (1 << c) != 0;
        bit(s) && self.sides.partner[s as usize].is_none_or(bit)
    }

    fn search(&mut self, depth: i32, ply: usize, mut alpha: i32, mut beta: i32, max: bool) -> i32 {
        self.nodes += 1;
        if self.deadline.passed(self.nodes) {
            return 0;
        }
        if depth <= 0 {
            return self.eval();
        }
        // Partners take turns as in play (CC-5): the root seat at plies 0, 4, 8..., its
        // partner at 2, 6, ... (the searching side moves at even plies). Letting either
        // move in every layer would hide the cost of walling the partner in: the root seat
        // would simply move instead. Once one of them has finished, the other moves.
        let own = &self.sides.own;
        let partner_layer = max && own.len() == 2 && (ply / 2) % 2 == 1;
        let turn = own[usize::from(partner_layer)];
        let single = [turn];
        let movers: &[u8] = if !max {
            &self.sides.opp
        } else if own.len() == 2 && self.finished & (1 << turn) == 0 {
            &single
        } else {
            own
        };
        let key = self.board.key
            ^ match (max, partner_layer) {
                (false, _) => 0,
                (true, false) => MAX_LAYER,
                (true, true) => MAX_LAYER ^ PARTNER_LAYER,
            };
        let mut tt_move = None;
        if let Some(e) = self.tt.probe(key) {
            if let Some(s) = e.cutoff(depth as u32, ply, alpha, beta) {
                return s;
            }
            tt_move = e.best;
        }
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        for &s in movers {
            if self.finished & (1 << s) == 0 {
                self.board.moves(self.wt, s, &mut moves);
            }
        }
        if moves.is_empty() {
            // Nobody on this side can move: they pass (CC-12).
            self.buffers[ply] = moves;
            return self.search(depth - 1, ply + 1, alpha, beta, !max);
        }
        for m in moves.iter_mut() {
            if Some(m.0) == tt_move {
                m.1 = i32::MAX;
            }
        }
        moves.sort_unstable_by_key(|m| std::cmp::Reverse(m.1));
        let (alpha0, beta0) = (alpha, beta);
        let mut best = if max { -INF } else { INF };
        let mut best_move = None;
        for &(mv, _) in moves.iter() {
            self.board.apply(self.wt, mv);
            let s = mv.0;
            let newly_home = home(
                self.board.g,
                &self.board.cells,
                s,
                self.sides.partner[s as usize],
            );
            if newly_home {
                self.finished |= 1 << s;
            }
            let score = if newly_home && self.side_done(s) {
                if max {
                    WIN_SCORE - ply as i32
                } else {
                    -WIN_SCORE + ply as i32
                }
            } else {
                self.search(depth - 1, ply + 1, alpha, beta, !max)
            };
            if newly_home {
                self.finished &= !(1 << s);
            }
            self.board.undo(self.wt, mv);
            if self.deadline.stopped {
                self.buffers[ply] = moves;
                return 0;
            }
            if max {
                if score > best {
                    best = score;
                    best_move = Some(mv);
                }
                alpha = alpha.max(score);
            } else {
                if score < best {
                    best = score;
                    best_move = Some(mv);
                }
                beta = beta.min(score);
            }
            if alpha >= beta {
                break;
            }
        }
        self.buffers[ply] = moves;
        self.tt
            .store(key, best_move, best, depth as u32, ply, alpha0, beta0);
        best
    }
}

/// The computer's move for the player to move, within `limits` (easy adds `noise` to the
/// root moves' scores). `None` when the game is over. With no opponent left in the game
/// (a solo crossing) the move comes from [`solo_plan`].
pub fn best_move(
    h: &History<Position>,
    limits: &Limits,
    seed: u64,
    clock: Clock,
) -> Option<SearchResult<Move>> {
    let p = h.position();
    let t0 = clock();
    if stalled(h) {
        if let Some(r) = solo_choice(p, limits, clock) {
            return Some(r);
        }
    }
    let left = Limits {
        movetime_ms: (limits.movetime_ms - (clock() - t0)).max(0.0),
        ..*limits
    };
    root_search(p, &left, seed, clock, false).map(|(r, _)| r)
}

/// The side to move's own moves without a new low of its distance, after which it is
/// stalled (see [`stalled`]). In play a side reaches a new low nearly every move; the
/// waiting games that never end do not reach one at all.
pub const STALL_MOVES: usize = 8;

/// Whether the side to move (the seat, with its partner's marbles) has made [`STALL_MOVES`]
/// or more moves since its distance (the tables' sum, without the end-game term) last
/// reached a new low in this game's history. A side's distance changes only on its own
/// moves (marbles are never taken), so a side that keeps reaching new lows must finish:
/// the distance is a whole number that cannot fall below the finished side's.
pub fn stalled(h: &History<Position>) -> bool {
    let p = h.position();
    let seat = p.to_move();
    let partner = p.config().partner(seat);
    let wt = Weights::new(p.geometry());
    let side = |q: &Position| {
        let b = Board::new(q, &wt);
        b.dist[seat.index()] + partner.map_or(0, |c| b.dist[c.index()])
    };
    let (mut low, mut since) = (i32::MAX, 0);
    let positions = h.positions();
    for (i, q) in positions.iter().enumerate() {
        let d = side(q);
        if d < low {
            (low, since) = (d, 0);
        }
        if i + 1 < positions.len() && q.to_move() == seat {
            since += 1;
        }
    }
    since >= STALL_MOVES
}

/// Every legal move with its score for the mover (eighths of a row, [`ROW`]), best first,
/// from the last iteration of the search that finished in time (a full window on each).
pub fn rank_moves(p: &Position, limits: &Limits, clock: Clock) -> Vec<(Move, i32)> {
    let limits = Limits {
        noise: 0,
        ..*limits
    };
    let Some((_, scored)) = root_search(p, &limits, 1, clock, true) else {
        return Vec::new();
    };
    let mut ranked: Vec<(Move, i32)> = scored
        .into_iter()
        .map(|(mv, score)| (searched_move(p, mv), score))
        .collect();
    ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
    ranked
}

/// Marbles out of their destination at most, for a side's crossing to be a race that
/// [`rank_game_moves`] checks the search against.
const RACE_OUT: usize = 3;

/// The beam of [`rank_by_plan`]'s crossings: a crossing of a few marbles is found as short
/// as with a wider beam, each in a few milliseconds.
const PLAN_WIDTH: usize = 50;

/// [`rank_moves`] for the player to move in a game, made honest where the search stops
/// making progress: when the side is [`stalled`], or it has at most [`RACE_OUT`] marbles
/// out and the search's best move is not the first of a shortest crossing (a marble moved
/// to and fro while both sides wait), the moves are ranked by the crossing each leaves
/// instead (see [`rank_by_plan`]): the search has half the time, the plans the whole.
pub fn rank_game_moves(h: &History<Position>, limits: &Limits, clock: Clock) -> Vec<(Move, i32)> {
    let p = h.position();
    let seat = p.to_move();
    let stalled = stalled(h);
    let race = p.marbles_home(seat) + RACE_OUT >= p.geometry().marbles();
    if !stalled && !race {
        return rank_moves(p, limits, clock);
    }
    let half = Limits {
        movetime_ms: limits.movetime_ms / 2.0,
        ..*limits
    };
    let ranked = rank_moves(p, &half, clock);
    let Some((best, top)) = ranked.first().cloned() else {
        return ranked;
    };
    match rank_by_plan(p, top, limits, clock) {
        Some(planned) if stalled || planned.iter().any(|r| r.0 == best && r.1 < top) => planned,
        _ => ranked,
    }
}

/// Every legal move of `p` by the moves its crossing still takes after it, as
/// [`solo_plan`] plans it without the opponents: the moves of the shortest keep `top`, and
/// each move more costs a row ([`ROW`]). `None` when the plans are not all found within
/// `limits.movetime_ms`.
fn rank_by_plan(p: &Position, top: i32, limits: &Limits, clock: Clock) -> Option<Vec<(Move, i32)>> {
    let seat = p.to_move();
    let moves = p.legal_moves();
    let t0 = clock();
    let mut lengths = Vec::with_capacity(moves.len());
    for m in &moves {
        let mut q = p.clone();
        q.play_alone(m);
        if q.is_home(seat) {
            lengths.push(0);
            continue;
        }
        let plan = solo_plan(&q, PLAN_WIDTH, limits.movetime_ms - (clock() - t0), clock);
        if plan.is_empty() {
            return None;
        }
        lengths.push(plan.len() as i32);
    }
    let shortest = *lengths.iter().min()?;
    let mut ranked: Vec<(Move, i32)> = moves
        .into_iter()
        .zip(lengths)
        .map(|(m, n)| (m, top - ROW * (n - shortest)))
        .collect();
    ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
    Some(ranked)
}

/// Root moves with their scores.
type Scored = Vec<(Mv, i32)>;

fn searched_move(p: &Position, mv: Mv) -> Move {
    p.parse_move(&format!("{}-{}", mv.1, mv.2))
        .expect("searched moves are legal")
}

/// A solo crossing's first move: beams of growing width, 250, 1000, 4000 boards a ply for
/// hard (which finds the 27-move crossing), each cut off by the time left; the shortest plan
/// found wins.
fn solo_choice(p: &Position, limits: &Limits, clock: Clock) -> Option<SearchResult<Move>> {
    let max_width = 250 * (limits.max_depth.clamp(1, 4) as usize).pow(2);
    let t0 = clock();
    let mut plan: Vec<Move> = Vec::new();
    let mut width = 250;
    while width <= max_width {
        let found = solo_plan(p, width, limits.movetime_ms - (clock() - t0), clock);
        if !found.is_empty() && (plan.is_empty() || found.len() < plan.len()) {
            plan = found;
        }
        width *= 4;
    }
    Some(SearchResult {
        best: plan.first()?.clone(),
        score: -(plan.len() as i32),
        depth: plan.len() as u32,
        nodes: 0,
    })
}

/// The root moves of `root` with their one-move progress, the first ordering.
fn first_order(moves: &[Move], wt: &Weights, root: u8) -> Scored {
    let w = &wt.w[root as usize];
    moves
        .iter()
        .map(|m| {
            let (f, t) = (m.from(), m.to());
            ((root, f as u8, t as u8), w[f] - w[t])
        })
        .collect()
}

/// The easy level's noise on each root move, from the seed (none without noise).
fn root_noise(count: usize, noise: i32, seed: u64) -> Vec<i32> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            if noise > 0 {
                rng.below(2 * noise as usize + 1) as i32 - noise
            } else {
                0
            }
        })
        .collect()
}

/// The search at the root; `exact` scores every move with a full window (and never plans a
/// solo crossing), and the scores of the last finished iteration come back with the result.
fn root_search(
    p: &Position,
    limits: &Limits,
    seed: u64,
    clock: Clock,
    exact: bool,
) -> Option<(SearchResult<Move>, Scored)> {
    let moves = p.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let wt = Weights::new(p.geometry());
    let sides = Sides::new(p);
    if sides.opp.is_empty() && limits.noise == 0 && !exact {
        if let Some(r) = solo_choice(p, limits, clock) {
            return Some((r, Vec::new()));
        }
    }
    let board = Board::new(p, &wt);
    let mut s = Searcher {
        wt: &wt,
        board,
        sides,
        finished: 0,
        tt: Table::new(16),
        buffers: Vec::new(),
        nodes: 0,
        deadline: Deadline::new(clock, limits.movetime_ms).with_max_nodes(limits.max_nodes),
    };
    let root = p.to_move() as u8;
    let mut root_moves = first_order(&moves, &wt, root);
    let noise = root_noise(root_moves.len(), limits.noise, seed);
    root_moves.sort_by_key(|m| std::cmp::Reverse(m.1));
    let mut best = (root_moves[0].0, -INF);
    let mut depth_done = 0;
    let mut last_scored = root_moves.clone();
    for depth in 1..=limits.max_depth.max(1) as i32 {
        let mut alpha = -INF;
        let mut scored: Vec<(Mv, i32)> = Vec::with_capacity(root_moves.len());
        let mut iteration_best = None;
        for (i, &(mv, _)) in root_moves.iter().enumerate() {
            // Easy's noise needs exact scores, so it searches every move with a full
            // window; the others only need to know which move is best.
            let a = if limits.noise > 0 || exact {
                -INF
            } else {
                alpha
            };
            let score = s.root_child(mv, depth, a);
            if s.deadline.stopped {
                break;
            }
            let score = if score.abs() < WIN_BOUND {
                score + noise[i]
            } else {
                score
            };
            scored.push((mv, score));
            if iteration_best.is_none_or(|(_, b)| score > b) {
                iteration_best = Some((mv, score));
            }
            alpha = alpha.max(score);
        }
        if s.deadline.stopped {
            // A partial iteration counts where a move beat the previous choice (searched
            // first).
            if let (Some((mv, sc)), Some(&(_, first))) = (iteration_best, scored.first()) {
                if sc > first {
                    best = (mv, sc);
                }
            }
            break;
        }
        let (mv, sc) = iteration_best.expect("there are root moves");
        best = (mv, sc);
        depth_done = depth as u32;
        // Next iteration: best first, the others by this iteration's (lower-bound) scores.
        scored.sort_by_key(|m| std::cmp::Reverse(m.1));
        last_scored.clone_from(&scored);
        root_moves = scored;
        if sc.abs() >= WIN_BOUND {
            break;
        }
    }
    let (mv, score) = best;
    let r = SearchResult {
        best: searched_move(p, mv),
        score,
        depth: depth_done,
        nodes: s.nodes,
    };
    Some((r, last_scored))
}

/// The greedy one-ply player used to measure the search: the move that brings its marble
/// furthest towards the destination's tip (rows gained), ties broken at random.
pub fn greedy_move(p: &Position, rng: &mut Rng) -> Option<Move> {
    let g = p.geometry();
    let dest = p.to_move().opposite();
    let moves = p.legal_moves();
    let gain = |m: &Move| g.depth(dest, m.from()) as i32 - g.depth(dest, m.to()) as i32;
    let best = moves.iter().map(gain).max()?;
    let top: Vec<&Move> = moves.iter().filter(|m| gain(m) == best).collect();
    Some(top[rng.below(top.len())].clone())
}

/// Plans the rest of a crossing for the player to move as if nobody else moved: beam search
/// over its own moves, keeping the `width` best boards of each ply by distance. Returns the
/// moves of the shortest plan found (empty if none is found in time or the player cannot
/// move). Used for the solo crossing (CC measurements) and for `players = 1`.
pub fn solo_plan(p: &Position, width: usize, movetime_ms: f64, clock: Clock) -> Vec<Move> {
    let wt = Weights::new(p.geometry());
    let seat = p.to_move() as u8;
    let partner = p.config().partner(p.to_move()).map(|c| c as u8);
    let start = Board::new(p, &wt);
    if home(start.g, &start.cells, seat, partner) {
        return Vec::new();
    }
    let mut deadline = Deadline::new(clock, movetime_ms);
    // Each ply's beam: boards with the index of their parent in the previous ply and the
    // move that led there.
    let mut layers: Vec<Vec<(usize, Mv)>> = Vec::new();
    let mut beam: Vec<Board> = vec![start];
    let mut buf = Vec::new();
    let mut checks = 0u64;
    for _ in 0..200 {
        let mut children: Vec<(i32, u64, usize, Mv)> = Vec::new();
        for (i, b) in beam.iter().enumerate() {
            buf.clear();
            b.moves(&wt, seat, &mut buf);
            for &(mv, _) in &buf {
                let key = b.key
                    ^ ZOBRIST[seat as usize][mv.1 as usize]
                    ^ ZOBRIST[seat as usize][mv.2 as usize];
                let d = b.dist[seat as usize] + wt.w[seat as usize][mv.2 as usize]
                    - wt.w[seat as usize][mv.1 as usize];
                children.push((d, key, i, mv));
            }
            // The clock is read every 64 boards, under a millisecond of work.
            checks += 1;
            if deadline.passed(checks * 16) {
                return Vec::new();
            }
        }
        if children.is_empty() {
            return Vec::new();
        }
        // The same board reached twice has the same distance, so its copies sort together.
        children.sort_unstable_by_key(|c| (c.0, c.1));
        children.dedup_by_key(|c| c.1);
        children.truncate(width);
        let mut next = Vec::with_capacity(children.len());
        let mut layer = Vec::with_capacity(children.len());
        let mut done = None;
        for (j, &(_, _, i, mv)) in children.iter().enumerate() {
            let mut b = beam[i].clone();
            b.apply(&wt, mv);
            if done.is_none() && home(b.g, &b.cells, seat, partner) {
                done = Some(j);
            }
            next.push(b);
            layer.push((i, mv));
        }
        layers.push(layer);
        if let Some(mut j) = done {
            let mut plan = Vec::new();
            let mut pos_moves = Vec::new();
            for layer in layers.iter().rev() {
                let (i, mv) = layer[j];
                pos_moves.push(mv);
                j = i;
            }
            pos_moves.reverse();
            // Turn the plan into moves with their paths.
            let mut q = p.clone();
            for (n, mv) in pos_moves.iter().enumerate() {
                let m = q
                    .parse_move(&format!("{}-{}", mv.1, mv.2))
                    .expect("planned moves are legal");
                plan.push(m.clone());
                if n + 1 < pos_moves.len() {
                    q.play_alone(&m);
                }
            }
            return plan;
        }
        beam = next;
    }
    Vec::new()
}
