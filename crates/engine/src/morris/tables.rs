//! Endgame tables of Nine Men's Morris's moving phase, solved here by retrograde analysis.
//!
//! A table holds every position with `a` pieces for the side to move and `b` for the other
//! (3 ≤ a, b ≤ the build's maximum), both hands empty. Colours are symmetric, so the side to
//! move is always "the mover": the index is the colex rank of the mover's 24-bit set times
//! C(24 − a, b) plus the colex rank of the other side's set among the 24 − a free points.
//! Each position is one byte: 0 a draw, else the distance to the game's end in plies plus 1,
//! odd distances won by the mover and even ones lost (every win is one ply more than a loss
//! of the opponent, and the blocked mover's Loss(0) is the base). The winner takes the
//! shortest way, the loser the longest. Repetition and the 50 quiet plies (NMM-11) are not
//! seen: a table win is forced without repeating, and the search decides whether it fits.
//!
//! The tables of one material (`a`v`b` and `b`v`a`) are solved together: a move without a
//! removal stays there, and a removal goes to a smaller material solved before (or ends the
//! game, NMM-9). Moves come from [`Position::generate`], the rules' one home; the backward
//! moves (un-moves) are derived here and checked against them by the tests.

use super::board::Point;
use super::position::{Move, Position};
use super::variant::{MorrisKind, Variant, WhenBlocked};
use crate::Side;
use std::sync::OnceLock;

/// The fewest pieces a side has in a table: with two the game is over (NMM-9).
pub const MIN_PIECES: u8 = 3;
/// The most pieces a side may have in a build: 4v4 is 51.5 million positions, and 5v5
/// would be 494 million.
pub const MAX_PIECES: u8 = 4;
/// Longest distance one byte stores.
const MAX_DISTANCE: u32 = 254;
const FULL: u32 = (1 << 24) - 1;
/// A counter that never reaches zero: the position has an escape from losing.
const ESCAPE: u8 = u8::MAX;
const MAGIC: &[u8; 4] = b"TTMT";
const VERSION: u8 = 1;

/// A proven value for the side to move, in plies to the game's end with optimal play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Proven {
    Win(u32),
    Draw,
    Loss(u32),
}

impl Proven {
    /// The value one ply earlier, for the side that made the move.
    pub fn parent(self) -> Proven {
        match self {
            Proven::Win(n) => Proven::Loss(n + 1),
            Proven::Draw => Proven::Draw,
            Proven::Loss(n) => Proven::Win(n + 1),
        }
    }

    fn decode(byte: u8) -> Proven {
        match byte {
            0 => Proven::Draw,
            b if b % 2 == 0 => Proven::Win(u32::from(b) - 1),
            b => Proven::Loss(u32::from(b) - 1),
        }
    }
}

/// Byte of a decided distance (wins odd, losses even).
fn encode(distance: u32) -> u8 {
    (distance + 1) as u8
}

const BINOM: [[u32; 25]; 25] = {
    let mut c = [[0u32; 25]; 25];
    let mut n = 0;
    while n < 25 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= n {
            c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    c
};

fn binom(n: u32, k: u32) -> u32 {
    BINOM[n as usize][k as usize]
}

/// Colex rank of a set among the sets of its size: sum of C(p_i, i) over its points
/// p_1 < p_2 < ...
fn colex_rank(mut bits: u32) -> u32 {
    let (mut rank, mut i) = (0, 1);
    while bits != 0 {
        rank += binom(bits.trailing_zeros(), i);
        bits &= bits - 1;
        i += 1;
    }
    rank
}

/// The set of `k` points below `n` with this colex rank.
fn colex_unrank(mut rank: u32, k: u32, n: u32) -> u32 {
    let (mut bits, mut p) = (0, n);
    for i in (1..=k).rev() {
        p -= 1;
        while binom(p, i) > rank {
            p -= 1;
        }
        rank -= binom(p, i);
        bits |= 1 << p;
    }
    bits
}

/// `set` (disjoint from `taken`) renumbered over the points not in `taken`.
fn squeeze(set: u32, taken: u32) -> u32 {
    Point::iter_bits(set).fold(0, |out, p| {
        let i = p.index() as u32;
        out | 1 << (i - (taken & ((1 << i) - 1)).count_ones())
    })
}

/// The inverse of [`squeeze`].
fn spread(squeezed: u32, taken: u32) -> u32 {
    let free = FULL & !taken;
    Point::iter_bits(free)
        .enumerate()
        .filter(|(j, _)| squeezed >> j & 1 != 0)
        .fold(0, |out, (_, p)| out | p.bit())
}

/// One table: `mover` pieces for the side to move, `other` for the opponent.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Table {
    mover: u8,
    other: u8,
    data: Vec<u8>,
}

impl Table {
    fn len(mover: u8, other: u8) -> usize {
        let (a, b) = (u32::from(mover), u32::from(other));
        binom(24, a) as usize * binom(24 - a, b) as usize
    }

    fn index(&self, mover: u32, other: u32) -> usize {
        let a = u32::from(self.mover);
        let inner = binom(24 - a, u32::from(self.other)) as usize;
        colex_rank(mover) as usize * inner + colex_rank(squeeze(other, mover)) as usize
    }

    fn masks(&self, index: usize) -> (u32, u32) {
        let (a, b) = (u32::from(self.mover), u32::from(self.other));
        let inner = binom(24 - a, b) as usize;
        let mover = colex_unrank((index / inner) as u32, a, 24);
        let other = spread(colex_unrank((index % inner) as u32, b, 24 - a), mover);
        (mover, other)
    }
}

/// Positions and outcomes of one table, for the build's log and the docs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TableStats {
    pub mover: u8,
    pub other: u8,
    pub positions: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// The longest win (0 with none), in plies.
    pub longest_win: u32,
}

/// Every table of one Nine Men's Morris variant (flying on or off) up to `max` pieces a side.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tables {
    flying: bool,
    max: u8,
    /// `tables[(a - 3) * (max - 2) + (b - 3)]` is `a`v`b`.
    tables: Vec<Table>,
}

impl Tables {
    /// Solves every table of `variant` up to `max` pieces a side.
    pub fn build(variant: &'static Variant, max: u8) -> Result<Tables, String> {
        Tables::build_with(variant, max, &mut |_, _| {})
    }

    /// As [`Tables::build`], calling `done(a, b)` after the material `a`v`b` (with
    /// `b`v`a`) is solved, for a log with times.
    pub fn build_with(
        variant: &'static Variant,
        max: u8,
        done: &mut dyn FnMut(u8, u8),
    ) -> Result<Tables, String> {
        check_variant(variant)?;
        check_max(max)?;
        let mut t = Tables::empty(variant.flying, max);
        for total in 2 * MIN_PIECES..=2 * max {
            for a in MIN_PIECES..=total / 2 {
                let b = total - a;
                if b <= max {
                    Solver::new(&mut t, variant, a, b).solve()?;
                    done(a, b);
                }
            }
        }
        Ok(t)
    }

    fn empty(flying: bool, max: u8) -> Tables {
        let mut tables = Vec::new();
        for a in MIN_PIECES..=max {
            for b in MIN_PIECES..=max {
                tables.push(Table {
                    mover: a,
                    other: b,
                    data: vec![0; Table::len(a, b)],
                });
            }
        }
        Tables {
            flying,
            max,
            tables,
        }
    }

    fn slot(&self, a: u8, b: u8) -> usize {
        usize::from(a - MIN_PIECES) * usize::from(self.max - 2) + usize::from(b - MIN_PIECES)
    }

    fn table(&self, a: u8, b: u8) -> &Table {
        &self.tables[self.slot(a, b)]
    }

    /// Whether the tables are of the flying variant (NMM-8).
    pub fn flying(&self) -> bool {
        self.flying
    }

    /// The most pieces a side has in them.
    pub fn max_pieces(&self) -> u8 {
        self.max
    }

    /// The value of a moving-phase position of the tables' variant with 3..=max pieces a
    /// side, for the side to move; `None` outside them (placement, more pieces, another
    /// variant). The quiet-ply count and repetitions are not considered.
    pub fn probe(&self, pos: &Position) -> Option<Proven> {
        let v = pos.variant();
        let me = pos.side_to_move();
        let (mine, theirs) = (pos.pieces(me), pos.pieces(me.other()));
        let (a, b) = (mine.count_ones() as u8, theirs.count_ones() as u8);
        let inside = |n: u8| (MIN_PIECES..=self.max).contains(&n);
        if v.kind != MorrisKind::NineMensMorris
            || v.flying != self.flying
            || pos.in_hand(me) + pos.in_hand(me.other()) > 0
            || !inside(a)
            || !inside(b)
        {
            return None;
        }
        let t = self.table(a, b);
        Some(Proven::decode(t.data[t.index(mine, theirs)]))
    }

    /// Every legal move of a position in the tables with its proven value for the mover,
    /// best first (the shortest win, then draws, then the longest loss); `None` outside them.
    pub fn rank_moves(&self, pos: &Position) -> Option<Vec<(Move, Proven)>> {
        self.probe(pos)?;
        let mut out: Vec<(Move, Proven)> = pos
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut child = *pos;
                child.play_unchecked(mv);
                let value = match self.probe(&child) {
                    Some(v) => v.parent(),
                    // A removal down to two pieces ends the game (NMM-9).
                    None => Proven::Win(1),
                };
                (mv, value)
            })
            .collect();
        out.sort_by_key(|&(_, v)| order_key(v));
        Some(out)
    }

    /// Counts of each table, `a`v`b` in order of `a` then `b`.
    pub fn stats(&self) -> Vec<TableStats> {
        self.tables.iter().map(table_stats).collect()
    }

    /// The file: `TTMT`, version, flying (0/1), max pieces, each table (3v3, 3v4, ..., in
    /// the order of [`Tables::stats`]) one byte per class of positions under the board's 16
    /// symmetries (see [`orbits`]), then an FNV-1a 64 checksum of all before it.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend([VERSION, u8::from(self.flying), self.max]);
        for t in &self.tables {
            orbits(t, |i, _| out.push(t.data[i]));
        }
        let sum = fnv1a(&out);
        out.extend(sum.to_le_bytes());
        out
    }

    /// Reads [`Tables::to_bytes`]; the error says what is wrong.
    pub fn from_bytes(bytes: &[u8]) -> Result<Tables, String> {
        if bytes.len() < 15 || &bytes[..4] != MAGIC {
            return Err("not a Morris endgame table file (no TTMT header)".to_string());
        }
        if bytes[4] != VERSION {
            return Err(format!(
                "table file version {}, expected {VERSION}",
                bytes[4]
            ));
        }
        let flying = match bytes[5] {
            0 => false,
            1 => true,
            f => return Err(format!("table file: flying byte {f} is not 0 or 1")),
        };
        let max = bytes[6];
        check_max(max)?;
        let (head, sum) = bytes.split_at(bytes.len() - 8);
        if fnv1a(head).to_le_bytes() != sum {
            return Err("table file: checksum does not match (damaged or cut short)".to_string());
        }
        let mut t = Tables::empty(flying, max);
        let mut body = head[7..].iter();
        for table in &mut t.tables {
            let mut data = std::mem::take(&mut table.data);
            let mut short = false;
            orbits(table, |i, images| {
                let b = body.next().copied().unwrap_or_else(|| {
                    short = true;
                    0
                });
                for &j in images {
                    data[j] = b;
                }
                data[i] = b;
            });
            table.data = data;
            if short {
                return Err("table file: shorter than its tables".to_string());
            }
        }
        if body.next().is_some() {
            return Err("table file: longer than its tables".to_string());
        }
        Ok(t)
    }
}

/// Calls `f(i, images)` for each class of positions of a table under the board's symmetries,
/// in the order of its smallest index `i`, with the indices of its other positions.
fn orbits(t: &Table, mut f: impl FnMut(usize, &[usize])) {
    let syms = &symmetries()[1..];
    let (a, b) = (u32::from(t.mover), u32::from(t.other));
    let inner = binom(24 - a, b) as usize;
    // The table's size from its material: the reader has taken its data out.
    let len = Table::len(t.mover, t.other);
    let mut seen = vec![0u64; len.div_ceil(64)];
    let mut images = Vec::with_capacity(16);
    for block in 0..binom(24, a) as usize {
        // The mover's set is the block's: its images and their blocks once for all.
        let mine = colex_unrank(block as u32, a, 24);
        let moved: Vec<([u8; 24], usize)> = (syms.iter())
            .map(|s| s.apply(mine))
            .map(|m| (free_numbers(m), colex_rank(m) as usize * inner))
            .collect();
        for c in 0..inner {
            let i = block * inner + c;
            if seen[i / 64] >> (i % 64) & 1 != 0 {
                continue;
            }
            let theirs = spread(colex_unrank(c as u32, b, 24 - a), mine);
            images.clear();
            for (s, (numbers, base)) in syms.iter().zip(&moved) {
                let j = base + squeezed_rank(s.apply(theirs), numbers) as usize;
                if j != i {
                    seen[j / 64] |= 1 << (j % 64);
                    images.push(j);
                }
            }
            f(i, &images);
        }
    }
}

/// Each point's number among the points not in `taken` (as [`squeeze`] numbers them).
fn free_numbers(taken: u32) -> [u8; 24] {
    let mut out = [0; 24];
    let mut n = 0;
    for (p, slot) in out.iter_mut().enumerate() {
        *slot = n;
        n += u8::from(taken >> p & 1 == 0);
    }
    out
}

/// `colex_rank(squeeze(set, taken))` with the free points' numbers of `taken` at hand.
fn squeezed_rank(mut set: u32, numbers: &[u8; 24]) -> u32 {
    let (mut rank, mut i) = (0, 1);
    while set != 0 {
        rank += binom(u32::from(numbers[set.trailing_zeros() as usize]), i);
        set &= set - 1;
        i += 1;
    }
    rank
}

/// A symmetry of the board as a map of point sets, by bytes of the set.
struct Symmetry([[u32; 256]; 3]);

impl Symmetry {
    fn from_perm(perm: &[usize; 24]) -> Symmetry {
        let mut t = [[0u32; 256]; 3];
        for (k, part) in t.iter_mut().enumerate() {
            for (byte, out) in part.iter_mut().enumerate() {
                *out = (0..8)
                    .filter(|b| byte >> b & 1 != 0)
                    .fold(0, |m, b| m | 1 << perm[8 * k + b]);
            }
        }
        Symmetry(t)
    }

    fn apply(&self, set: u32) -> u32 {
        let t = &self.0;
        t[0][(set & 255) as usize] | t[1][(set >> 8 & 255) as usize] | t[2][(set >> 16) as usize]
    }
}

/// The 16 symmetries of the Nine Men's Morris board (identity first): 4 rotations, a mirror,
/// and the swap of the outer and inner squares. Each maps the 16 lines onto themselves, so it
/// keeps adjacency and mills and every position's value.
fn symmetries() -> &'static [Symmetry] {
    static S: OnceLock<Vec<Symmetry>> = OnceLock::new();
    S.get_or_init(|| {
        let lines = Variant::preset(MorrisKind::NineMensMorris, true)
            .geometry
            .line_masks();
        let mut out = Vec::new();
        for swap in [false, true] {
            for mirror in [false, true] {
                for turns in 0..4 {
                    let perm = point_map(|(mut u, mut v)| {
                        if swap {
                            (u, v) = (swap_radius(u), swap_radius(v));
                        }
                        if mirror {
                            u = -u;
                        }
                        for _ in 0..turns {
                            (u, v) = (v, -u);
                        }
                        (u, v)
                    });
                    let s = Symmetry::from_perm(&perm);
                    assert!(
                        lines.iter().all(|l| lines.contains(&s.apply(*l))),
                        "a board symmetry maps a line off the lines"
                    );
                    out.push(s);
                }
            }
        }
        out
    })
}

/// A grid coordinate centred on d4 with the outer square's radius 3 and the inner one's 1
/// traded; the middle square's 2 and the spokes' 0 stay.
fn swap_radius(c: i32) -> i32 {
    match c.abs() {
        3 | 1 => c.signum() * (4 - c.abs()),
        _ => c,
    }
}

/// The permutation of the points that `f` makes of their grid places, centred on d4.
fn point_map(f: impl Fn((i32, i32)) -> (i32, i32)) -> [usize; 24] {
    let centred = |p: Point| {
        let (x, y) = p.grid();
        (i32::from(x) - 3, i32::from(y) - 3)
    };
    let mut perm = [0; 24];
    for p in Point::all() {
        let to = f(centred(p));
        perm[p.index()] = Point::all()
            .find(|&q| centred(q) == to)
            .expect("a symmetry maps points to points")
            .index();
    }
    perm
}

/// Sort key: the shortest win first, then draws, then losses, the longest first (it gives
/// the opponent the most chances to go wrong).
fn order_key(v: Proven) -> (u8, i64) {
    match v {
        Proven::Win(n) => (0, i64::from(n)),
        Proven::Draw => (1, 0),
        Proven::Loss(n) => (2, -i64::from(n)),
    }
}

fn table_stats(t: &Table) -> TableStats {
    let mut s = TableStats {
        mover: t.mover,
        other: t.other,
        positions: t.data.len() as u64,
        wins: 0,
        draws: 0,
        losses: 0,
        longest_win: 0,
    };
    for &b in &t.data {
        match Proven::decode(b) {
            Proven::Win(n) => {
                s.wins += 1;
                s.longest_win = s.longest_win.max(n);
            }
            Proven::Draw => s.draws += 1,
            Proven::Loss(_) => s.losses += 1,
        }
    }
    s
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn check_variant(v: &Variant) -> Result<(), String> {
    if v.kind != MorrisKind::NineMensMorris || v.when_blocked != WhenBlocked::Lose {
        return Err("endgame tables exist for Nine Men's Morris only".to_string());
    }
    Ok(())
}

fn check_max(max: u8) -> Result<(), String> {
    if !(MIN_PIECES..=MAX_PIECES).contains(&max) {
        return Err(format!(
            "pieces a side: {max} is not {MIN_PIECES}..{MAX_PIECES} (4v4 is 51.5 million positions)"
        ));
    }
    Ok(())
}

/// The solve of one material: `a`v`b` and, when `a != b`, `b`v`a`.
struct Solver<'t> {
    tables: &'t mut Tables,
    variant: &'static Variant,
    /// Slots of the material's tables, and a counter per position of each: the moves
    /// without removal not yet known to lose for the mover, or [`ESCAPE`].
    slots: Vec<usize>,
    counters: Vec<Vec<u8>>,
    moves: Vec<Move>,
    /// The predecessors of the position being swept.
    before: Vec<(usize, usize)>,
}

/// What the removals of a position lead to (in tables solved before).
#[derive(Default)]
struct Exits {
    shortest_win: Option<u32>,
    longest_loss: u32,
    escape: bool,
    quiet: u32,
}

impl<'t> Solver<'t> {
    fn new(tables: &'t mut Tables, variant: &'static Variant, a: u8, b: u8) -> Solver<'t> {
        let mut slots = vec![tables.slot(a, b)];
        if a != b {
            slots.push(tables.slot(b, a));
        }
        Solver {
            tables,
            variant,
            counters: vec![Vec::new(); slots.len()],
            slots,
            moves: Vec::with_capacity(64),
            before: Vec::with_capacity(64),
        }
    }

    fn solve(mut self) -> Result<(), String> {
        let mut highest = 0;
        for k in 0..self.slots.len() {
            highest = highest.max(self.init(k)?);
        }
        let mut level = 0;
        while level <= highest {
            for k in 0..self.slots.len() {
                highest = highest.max(self.sweep(k, level)?);
            }
            level += 1;
        }
        Ok(())
    }

    /// The position of table `k` at `index`, the mover first.
    fn position(&self, k: usize, index: usize) -> Position {
        let (mine, theirs) = self.tables.tables[self.slots[k]].masks(index);
        Position::moving(self.variant, [mine, theirs], Side::First)
    }

    /// Looks at the moves of a position: counts those without removal, and values those
    /// with one from the smaller tables (or as the end of the game).
    fn exits(&mut self, pos: &Position) -> Exits {
        let mut e = Exits::default();
        self.moves.clear();
        pos.generate(&mut self.moves);
        for &mv in &self.moves {
            if mv.remove().is_none() {
                e.quiet += 1;
                continue;
            }
            let mut child = *pos;
            child.play_unchecked(mv);
            let win = |w: Option<u32>, n: u32| Some(w.map_or(n, |w| w.min(n)));
            match self.tables.probe(&child).map(Proven::parent) {
                // A removal down to two pieces ends the game (NMM-9).
                None => e.shortest_win = win(e.shortest_win, 1),
                Some(Proven::Win(n)) => e.shortest_win = win(e.shortest_win, n),
                Some(Proven::Draw) => e.escape = true,
                Some(Proven::Loss(n)) => e.longest_loss = e.longest_loss.max(n),
            }
        }
        e
    }

    /// First values of table `k`: blocked movers lose (NMM-10), a removal's value is known;
    /// returns the longest distance set.
    fn init(&mut self, k: usize) -> Result<u32, String> {
        let len = self.tables.tables[self.slots[k]].data.len();
        let mut counters = vec![0u8; len];
        let mut highest = 0;
        for (i, counter) in counters.iter_mut().enumerate() {
            let pos = self.position(k, i);
            let e = self.exits(&pos);
            let value = if let Some(w) = e.shortest_win {
                // A win for now: a quiet move may find a shorter one.
                *counter = ESCAPE;
                w
            } else if e.escape {
                *counter = ESCAPE;
                continue;
            } else if e.quiet == 0 {
                // Blocked (Loss(0)), or every move a removal that loses.
                e.longest_loss
            } else {
                *counter = e.quiet as u8;
                continue;
            };
            highest = highest.max(check_distance(value)?);
            self.tables.tables[self.slots[k]].data[i] = encode(value);
        }
        self.counters[k] = counters;
        Ok(highest)
    }

    /// Spreads the values at distance `level` of table `k` to the positions one quiet move
    /// before them; returns the longest distance set.
    fn sweep(&mut self, k: usize, level: u32) -> Result<u32, String> {
        let byte = encode(level);
        let mut highest = 0;
        let len = self.tables.tables[self.slots[k]].data.len();
        for i in 0..len {
            if self.tables.tables[self.slots[k]].data[i] != byte {
                continue;
            }
            let (mine, theirs) = self.tables.tables[self.slots[k]].masks(i);
            let mut before = std::mem::take(&mut self.before);
            self.predecessors(mine, theirs, &mut before);
            for &(pk, pi) in &before {
                highest = highest.max(self.update(pk, pi, level)?);
            }
            self.before = before;
        }
        Ok(highest)
    }

    /// A predecessor of a position at `level`: a win one ply further if that position is
    /// lost, else one losing move fewer (and a loss when none is left).
    fn update(&mut self, k: usize, i: usize, level: u32) -> Result<u32, String> {
        let data = &mut self.tables.tables[self.slots[k]].data;
        let current = data[i];
        if level.is_multiple_of(2) {
            // The position at `level` is lost: moving there wins in level + 1, unless the
            // predecessor already wins as fast (a removal's win may be longer).
            let improves = match Proven::decode(current) {
                Proven::Draw => true,
                Proven::Win(n) => n > level + 1,
                Proven::Loss(_) => false,
            };
            if !improves {
                return Ok(0);
            }
            data[i] = encode(check_distance(level + 1)?);
            self.counters[k][i] = ESCAPE;
            return Ok(level + 1);
        }
        let counter = &mut self.counters[k][i];
        if current != 0 || *counter == ESCAPE {
            return Ok(0);
        }
        *counter -= 1;
        if *counter > 0 {
            return Ok(0);
        }
        let pos = self.position(k, i);
        let longest = (level + 1).max(self.exits(&pos).longest_loss);
        self.tables.tables[self.slots[k]].data[i] = encode(check_distance(longest)?);
        Ok(longest)
    }

    /// The positions, as (table of the material, index), whose mover (the side not to move
    /// in `mine`/`theirs`) reaches this one by a move that closes no mill.
    fn predecessors(&self, mine: u32, theirs: u32, out: &mut Vec<(usize, usize)>) {
        let geometry = self.variant.geometry;
        let empty = FULL & !(mine | theirs);
        let fly = self.variant.flying && theirs.count_ones() == 3;
        let (b, a) = (theirs.count_ones() as u8, mine.count_ones() as u8);
        let k = (self.slots.iter())
            .position(|&s| s == self.tables.slot(b, a))
            .expect("a quiet move keeps the material");
        let table = &self.tables.tables[self.slots[k]];
        out.clear();
        for to in Point::iter_bits(theirs) {
            // A move that closes a mill removes (NMM-4): it led to a smaller table.
            if geometry.in_mill(theirs, to) {
                continue;
            }
            let sources = if fly {
                empty
            } else {
                geometry.adjacent_mask(to) & empty
            };
            for from in Point::iter_bits(sources) {
                let before = theirs ^ to.bit() ^ from.bit();
                out.push((k, table.index(before, mine)));
            }
        }
    }
}

fn check_distance(d: u32) -> Result<u32, String> {
    if d > MAX_DISTANCE {
        return Err(format!(
            "a distance of {d} plies does not fit the table's byte"
        ));
    }
    Ok(d)
}

static INSTALLED: OnceLock<Tables> = OnceLock::new();

/// Installs the tables for [`installed`] (the search's probe); an error if some are
/// installed already.
pub fn install(tables: Tables) -> Result<(), String> {
    INSTALLED
        .set(tables)
        .map_err(|_| "Morris endgame tables are installed already".to_string())
}

/// The installed tables, if any.
pub fn installed() -> Option<&'static Tables> {
    INSTALLED.get()
}

/// The installed tables' value of a position (see [`Tables::probe`]).
pub fn probe_installed(pos: &Position) -> Option<Proven> {
    installed()?.probe(pos)
}
