//! The board: where the pieces stand and who is to move. Legal move generation, check and
//! perft live here; the counting rules and the clocks are the [`super::Position`]'s.

use super::attacks::{self, Bits, BETWEEN, BIA_CAPTURES, BIA_PUSHES, KHON, KHUN, MA, MET};
use super::eval::PLACED;
use super::types::{Kind, Move, Piece, Square};
use crate::rng::splitmix;
use crate::Side;

/// Zobrist keys: `[side][kind][square]`, then the key of Black to move.
static KEYS: [[[u64; 64]; 7]; 2] = {
    let mut k = [[[0u64; 64]; 7]; 2];
    let mut n = 0x4D41_4B52_554B_0000u64; // "MAKRUK"
    let mut s = 0;
    while s < 2 {
        let mut kind = 0;
        while kind < 7 {
            let mut sq = 0;
            while sq < 64 {
                k[s][kind][sq] = splitmix(n);
                n += 1;
                sq += 1;
            }
            kind += 1;
        }
        s += 1;
    }
    k
};
const BLACK_TO_MOVE: u64 = splitmix(0x4D41_4B52_554B_FFFF);

/// What a move did, for the clocks and the counting rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveEffect {
    /// The kind of the piece that moved, before any promotion.
    pub moved: Kind,
    pub captured: Option<Kind>,
}

/// Pieces on the board and the side to move. Small and `Copy`: search and perft copy it
/// instead of undoing moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    /// Occupancy by side (`First` = White).
    sides: [u64; 2],
    /// Occupancy by kind, both sides together.
    kinds: [u64; 7],
    side: Side,
    hash: u64,
    /// The evaluation's material and square weights (middle game, ending) of White's
    /// pieces less Black's, kept as pieces come and go ([`super::eval::PLACED`]).
    placed: (i32, i32),
}

impl Board {
    /// The start position (MK-2).
    pub fn start() -> Board {
        let mut b = Board::empty(Side::First);
        let back = |side, rank: u8, files: [Kind; 8], b: &mut Board| {
            for (file, kind) in files.into_iter().enumerate() {
                b.put(
                    Square::new(file as u8, rank).expect("on the board"),
                    Piece::new(side, kind),
                );
            }
        };
        use Kind::*;
        back(
            Side::First,
            0,
            [Rua, Ma, Khon, Khun, Met, Khon, Ma, Rua],
            &mut b,
        );
        back(Side::First, 2, [Bia; 8], &mut b);
        back(Side::Second, 5, [Bia; 8], &mut b);
        back(
            Side::Second,
            7,
            [Rua, Ma, Khon, Met, Khun, Khon, Ma, Rua],
            &mut b,
        );
        b
    }

    /// An empty board with `side` to move (to be filled by [`Board::put`]; not playable
    /// until each side has one Khun).
    pub(crate) fn empty(side: Side) -> Board {
        Board {
            sides: [0; 2],
            kinds: [0; 7],
            side,
            hash: if side == Side::Second {
                BLACK_TO_MOVE
            } else {
                0
            },
            placed: (0, 0),
        }
    }

    /// Puts a piece on an empty square.
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        debug_assert!(self.piece_at(sq).is_none());
        self.toggle(p.side, p.kind, sq.index());
    }

    #[inline(always)]
    fn toggle(&mut self, side: Side, kind: Kind, sq: usize) {
        let bit = 1u64 << sq;
        let (mg, eg) = PLACED[side.index()][kind.index()][sq];
        if self.sides[side.index()] & bit == 0 {
            self.placed = (self.placed.0 + mg, self.placed.1 + eg);
        } else {
            self.placed = (self.placed.0 - mg, self.placed.1 - eg);
        }
        self.sides[side.index()] ^= bit;
        self.kinds[kind.index()] ^= bit;
        self.hash ^= KEYS[side.index()][kind.index()][sq];
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// Gives the move to the other side without moving a piece (the search's null move;
    /// not a legal turn in Makruk).
    pub(crate) fn pass(&mut self) {
        self.side = self.side.other();
        self.hash ^= BLACK_TO_MOVE;
    }

    /// All pieces of both sides, as a bitboard.
    pub(crate) fn occupied(&self) -> u64 {
        self.sides[0] | self.sides[1]
    }

    /// The pieces of `side`, as a bitboard.
    pub(crate) fn occupied_by(&self, side: Side) -> u64 {
        self.sides[side.index()]
    }

    /// The evaluation's material and square weights (middle game, ending), White's less
    /// Black's.
    pub(crate) fn placed(&self) -> (i32, i32) {
        self.placed
    }

    /// Zobrist hash of the pieces and the side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = sq.bit();
        let side = if self.sides[0] & bit != 0 {
            Side::First
        } else if self.sides[1] & bit != 0 {
            Side::Second
        } else {
            return None;
        };
        let kind = self.kind_at(sq.index())?;
        Some(Piece::new(side, kind))
    }

    #[inline(always)]
    fn kind_at(&self, sq: usize) -> Option<Kind> {
        let bit = 1u64 << sq;
        Kind::ALL
            .into_iter()
            .find(|k| self.kinds[k.index()] & bit != 0)
    }

    /// Every piece with its square, `a1` first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// How many pieces of that side and kind are on the board.
    pub fn count(&self, side: Side, kind: Kind) -> u32 {
        (self.sides[side.index()] & self.kinds[kind.index()]).count_ones()
    }

    /// All pieces of one side, its Khun included.
    pub fn count_side(&self, side: Side) -> u32 {
        self.sides[side.index()].count_ones()
    }

    /// All pieces on the board, both Khun included.
    pub fn count_all(&self) -> u32 {
        (self.sides[0] | self.sides[1]).count_ones()
    }

    /// Whether any unpromoted Bia is left, of either side (the counting rules need none).
    pub fn has_bia(&self) -> bool {
        self.kinds[Kind::Bia.index()] != 0
    }

    /// Whether that side has nothing but its Khun.
    pub fn is_bare(&self, side: Side) -> bool {
        self.sides[side.index()] == self.kinds[Kind::Khun.index()] & self.sides[side.index()]
    }

    /// The square of that side's Khun (None only on a board still being set up).
    pub fn khun(&self, side: Side) -> Option<Square> {
        let bb = self.sides[side.index()] & self.kinds[Kind::Khun.index()];
        (bb != 0).then(|| Square::from_bit_index(bb.trailing_zeros()))
    }

    #[inline(always)]
    fn of(&self, side: Side, kind: Kind) -> u64 {
        self.sides[side.index()] & self.kinds[kind.index()]
    }

    /// The pieces of `by` that attack `sq`, with the occupancy `occ`.
    #[inline(always)]
    pub(crate) fn attackers(&self, sq: usize, by: Side, occ: u64) -> u64 {
        let target = by.other().index();
        let met_like = self.kinds[Kind::Met.index()] | self.kinds[Kind::BiaNgai.index()];
        ((MA[sq] & self.kinds[Kind::Ma.index()])
            | (KHUN[sq] & self.kinds[Kind::Khun.index()])
            | (MET[sq] & met_like)
            | (KHON[target][sq] & self.kinds[Kind::Khon.index()])
            | (BIA_CAPTURES[target][sq] & self.kinds[Kind::Bia.index()])
            | (attacks::rua(sq, occ) & self.kinds[Kind::Rua.index()]))
            & self.sides[by.index()]
    }

    /// Whether `sq` is attacked by a piece of `by`.
    pub fn is_attacked(&self, sq: Square, by: Side) -> bool {
        self.attackers(sq.index(), by, self.sides[0] | self.sides[1]) != 0
    }

    /// The squares of the enemy pieces giving check to the side to move.
    fn checkers(&self) -> u64 {
        match self.khun(self.side) {
            Some(k) => self.attackers(k.index(), self.side.other(), self.sides[0] | self.sides[1]),
            None => 0,
        }
    }

    /// Whether the side to move is in check (MK-5).
    pub fn is_check(&self) -> bool {
        self.checkers() != 0
    }

    /// Whether the side *not* to move is in check (no legal play reaches such a board).
    pub(crate) fn opponent_in_check(&self) -> bool {
        let them = self.side.other();
        match self.khun(them) {
            Some(k) => self.is_attacked(k, self.side),
            None => false,
        }
    }

    /// Calls `f(kind, from, targets)` for each piece of the side to move that has legal
    /// moves, with the set of its legal destinations. Stops early when `f` returns true.
    /// A Bia's targets all lie on one rank, so they all promote or none does.
    #[inline(always)]
    fn generate<F: FnMut(Kind, usize, u64) -> bool>(&self, mut f: F) {
        let us = self.side;
        let them = us.other();
        let own = self.sides[us.index()];
        let opp = self.sides[them.index()];
        let occ = own | opp;
        let kbb = own & self.kinds[Kind::Khun.index()];
        if kbb == 0 {
            return;
        }
        let ks = kbb.trailing_zeros() as usize;
        let checkers = self.attackers(ks, them, occ);

        // The Khun: never onto an attacked square (a Rua's attack goes through the
        // square it leaves).
        let occ_without_khun = occ ^ kbb;
        let mut targets = KHUN[ks] & !own;
        for t in Bits(targets) {
            if self.attackers(t, them, occ_without_khun) != 0 {
                targets ^= 1u64 << t;
            }
        }
        if targets != 0 && f(Kind::Khun, ks, targets) {
            return;
        }
        if checkers & checkers.wrapping_sub(1) != 0 {
            return; // double check: only the Khun moves
        }
        let check_mask = if checkers == 0 {
            !0u64
        } else {
            checkers | BETWEEN[ks][checkers.trailing_zeros() as usize]
        };

        // Pins: only a Rua slides, so a pin is always along a rank or a file.
        let mut pinned = 0u64;
        let snipers = attacks::rua(ks, opp) & opp & self.kinds[Kind::Rua.index()];
        for s in Bits(snipers) {
            let between = BETWEEN[ks][s] & occ;
            if between & between.wrapping_sub(1) == 0 {
                pinned |= between & own;
            }
        }

        let allowed = !own & check_mask;
        let restrict = |from: usize, t: u64| -> u64 {
            if pinned & (1u64 << from) != 0 {
                t & attacks::line(ks, from)
            } else {
                t
            }
        };

        let side = us.index();
        for from in Bits(self.of(us, Kind::Bia)) {
            let t =
                ((BIA_PUSHES[side][from] & !occ) | (BIA_CAPTURES[side][from] & opp)) & check_mask;
            let t = restrict(from, t);
            if t != 0 && f(Kind::Bia, from, t) {
                return;
            }
        }
        for kind in [Kind::BiaNgai, Kind::Met] {
            for from in Bits(self.of(us, kind)) {
                let t = restrict(from, MET[from] & allowed);
                if t != 0 && f(kind, from, t) {
                    return;
                }
            }
        }
        for from in Bits(self.of(us, Kind::Khon)) {
            let t = restrict(from, KHON[side][from] & allowed);
            if t != 0 && f(Kind::Khon, from, t) {
                return;
            }
        }
        // A pinned Ma can never move.
        for from in Bits(self.of(us, Kind::Ma) & !pinned) {
            let t = MA[from] & allowed;
            if t != 0 && f(Kind::Ma, from, t) {
                return;
            }
        }
        for from in Bits(self.of(us, Kind::Rua)) {
            let t = restrict(from, attacks::rua(from, occ) & allowed);
            if t != 0 && f(Kind::Rua, from, t) {
                return;
            }
        }
    }

    #[inline(always)]
    fn promotes(&self, kind: Kind, to: usize) -> bool {
        kind == Kind::Bia && attacks::PROMOTION_RANK[self.side.index()] & (1u64 << to) != 0
    }

    /// The legal moves of the side to move, in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.legal_moves_into(&mut moves);
        moves
    }

    /// How many legal moves the side to move has (without listing them).
    pub fn count_legal_moves(&self) -> u64 {
        let mut n = 0u64;
        self.generate(|_, _, t| {
            n += t.count_ones() as u64;
            false
        });
        n
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.generate(|_, _, _| {
            any = true;
            true
        });
        any
    }

    /// Whether the move is legal here (its promotion mark included: `a5a6` is not a move
    /// when `a5a6m` is).
    pub fn is_legal(&self, mv: Move) -> bool {
        let (from, to) = (mv.from().index(), mv.to().index());
        let mut legal = false;
        self.generate(|kind, f, targets| {
            if f == from {
                legal = targets & (1u64 << to) != 0 && self.promotes(kind, to) == mv.is_promotion();
                return true;
            }
            false
        });
        legal
    }

    /// The legal move from one square to another, if there is one (for a board UI, which
    /// knows squares, not promotion marks).
    pub fn find_move(&self, from: Square, to: Square) -> Option<Move> {
        [false, true]
            .into_iter()
            .map(|p| Move::new(from, to, p))
            .find(|&m| self.is_legal(m))
    }

    /// The legal moves, into a buffer (cleared first).
    pub(crate) fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        self.moves_into(moves, !0, !0);
    }

    /// The legal captures and promotions, into a buffer (cleared first), in the order of
    /// [`Board::legal_moves_into`].
    pub(crate) fn captures_into(&self, moves: &mut Vec<Move>) {
        let opp = self.sides[self.side.other().index()];
        self.moves_into(moves, opp, opp | attacks::PROMOTION_RANK[self.side.index()]);
    }

    /// The legal moves onto the squares of `onto` (a Bia's onto those of `bia_onto`).
    fn moves_into(&self, moves: &mut Vec<Move>, onto: u64, bia_onto: u64) {
        moves.clear();
        self.generate(|kind, from, targets| {
            let mask = if kind == Kind::Bia { bia_onto } else { onto };
            for to in Bits(targets & mask) {
                moves.push(Move::new(
                    Square::from_bit_index(from as u32),
                    Square::from_bit_index(to as u32),
                    self.promotes(kind, to),
                ));
            }
            false
        });
    }

    /// The kind of piece on a square, if any.
    pub fn kind_on(&self, sq: Square) -> Option<Kind> {
        self.kind_at(sq.index())
    }

    /// The squares of that side's pieces of that kind, as a bitboard (bit = square index).
    pub fn bitboard(&self, side: Side, kind: Kind) -> u64 {
        self.of(side, kind)
    }

    /// Plays a move known to be legal (from [`Board::legal_moves`] or checked by
    /// [`Board::is_legal`]); anything else leaves a board that breaks the rules, but
    /// never panics.
    pub fn play_unchecked(&mut self, mv: Move) -> MoveEffect {
        let from = mv.from().index();
        let moved = self.kind_at(from).unwrap_or(Kind::Bia);
        self.apply(moved, from, mv.to().index())
    }

    #[inline(always)]
    fn apply(&mut self, moved: Kind, from: usize, to: usize) -> MoveEffect {
        let us = self.side;
        let them = us.other();
        let to_bit = 1u64 << to;
        let captured = if self.sides[them.index()] & to_bit != 0 {
            let k = self.kind_at(to);
            if let Some(k) = k {
                self.toggle(them, k, to);
            }
            k
        } else {
            None
        };
        let promotes = self.promotes(moved, to);
        self.toggle(us, moved, from);
        self.toggle(us, if promotes { Kind::BiaNgai } else { moved }, to);
        self.side = them;
        self.hash ^= BLACK_TO_MOVE;
        MoveEffect { moved, captured }
    }

    /// Counts the leaf positions `depth` plies below this one. Only the moves count:
    /// checkmate and stalemate have no children, and the counting rules, repetition and
    /// the move limit (which need more than a board) are not applied.
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => {
                let mut n = 0;
                self.generate(|kind, from, targets| {
                    for to in Bits(targets) {
                        let mut child = *self;
                        child.apply(kind, from, to);
                        n += child.perft(depth - 1);
                    }
                    false
                });
                n
            }
        }
    }

    /// Perft split by the first move, as `go perft` prints it (sorted by move text).
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        let mut out: Vec<(Move, u64)> = self
            .legal_moves()
            .into_iter()
            .map(|m| {
                let mut child = *self;
                child.play_unchecked(m);
                (m, child.perft(depth.saturating_sub(1)))
            })
            .collect();
        out.sort_by_key(|(m, _)| m.to_string());
        out
    }
}
