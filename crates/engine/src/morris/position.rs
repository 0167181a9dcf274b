//! Positions, moves, move generation and the position string of the Morris games.

use super::board::Point;
use super::variant::{MorrisKind, Variant, WhenBlocked};
use crate::rng::splitmix;
use crate::{Outcome, Side};
use std::fmt;
use std::str::FromStr;

/// One turn: a placement, a slide (or flight), each possibly with a removal, or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// `d6`, or `d6xa1` when it closes a mill.
    Place { to: Point, remove: Option<Point> },
    /// `d6-d5`, or `d6-d5xa1` when it closes a mill; flights are written the same way.
    Step {
        from: Point,
        to: Point,
        remove: Option<Point>,
    },
    /// A skipped turn of a blocked Tigadi player (TIG-14).
    Pass,
}

impl Move {
    pub fn remove(self) -> Option<Point> {
        match self {
            Move::Place { remove, .. } | Move::Step { remove, .. } => remove,
            Move::Pass => None,
        }
    }

    pub fn to(self) -> Option<Point> {
        match self {
            Move::Place { to, .. } | Move::Step { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    pub fn from(self) -> Option<Point> {
        match self {
            Move::Step { from, .. } => Some(from),
            _ => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Pass => return f.write_str("pass"),
            Move::Place { to, .. } => write!(f, "{to}")?,
            Move::Step { from, to, .. } => write!(f, "{from}-{to}")?,
        }
        match self.remove() {
            Some(r) => write!(f, "x{r}"),
            None => Ok(()),
        }
    }
}

crate::core::text_error!(
    /// A move string that does not parse.
    MoveSyntaxError,
    "'{}' is not a Morris move (write d6, d6-d5, d6xa1, d6-d5xa1 or pass)"
);

impl FromStr for Move {
    type Err = MoveSyntaxError;

    fn from_str(s: &str) -> Result<Move, MoveSyntaxError> {
        let err = || MoveSyntaxError(s.to_string());
        if s == "pass" {
            return Ok(Move::Pass);
        }
        let (body, remove) = match s.split_once('x') {
            Some((b, r)) => (b, Some(Point::parse(r).ok_or_else(err)?)),
            None => (s, None),
        };
        match body.split_once('-') {
            Some((a, b)) => Ok(Move::Step {
                from: Point::parse(a).ok_or_else(err)?,
                to: Point::parse(b).ok_or_else(err)?,
                remove,
            }),
            None => Ok(Move::Place {
                to: Point::parse(body).ok_or_else(err)?,
                remove,
            }),
        }
    }
}

crate::core::text_error!(
    /// A move that is well formed but not legal here.
    IllegalMove,
    "illegal move: {}"
);

crate::core::text_error!(
    /// What a malformed position string gets: which field is wrong, and how.
    PositionError,
    "bad position string: {}"
);

/// Zobrist keys: [side][point], side to move, and [side][pieces in hand].
struct Keys {
    piece: [[u64; 24]; 2],
    second_to_move: u64,
    hand: [[u64; 10]; 2],
}

const KEYS: Keys = {
    let mut piece = [[0u64; 24]; 2];
    let mut hand = [[0u64; 10]; 2];
    let mut n = 1u64;
    let mut s = 0;
    while s < 2 {
        let mut i = 0;
        while i < 24 {
            piece[s][i] = splitmix(n);
            n += 1;
            i += 1;
        }
        let mut h = 0;
        while h < 10 {
            hand[s][h] = splitmix(n);
            n += 1;
            h += 1;
        }
        s += 1;
    }
    Keys {
        piece,
        second_to_move: splitmix(n),
        hand,
    }
};

/// A Morris position: the board, who is to move, pieces in hand and the draw counter.
/// It cannot know about repetitions; [`super::MorrisGame`] keeps the history for that.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    variant: &'static Variant,
    board: [u32; 2],
    hand: [u8; 2],
    side: Side,
    /// Plies in a row without a removal since placement ended (NMM-11, TIG-17).
    quiet: u32,
    /// Plies played since the start of the game.
    ply: u32,
    hash: u64,
}

/// Two positions are equal when everything that decides the future play is equal.
impl PartialEq for Position {
    fn eq(&self, o: &Position) -> bool {
        self.variant == o.variant
            && self.board == o.board
            && self.hand == o.hand
            && self.side == o.side
            && self.quiet == o.quiet
    }
}

impl Eq for Position {}

/// Rank groups of the position string, top to bottom as the board is drawn.
pub(super) const RANKS: [&[&str]; 7] = [
    &["a7", "d7", "g7"],
    &["b6", "d6", "f6"],
    &["c5", "d5", "e5"],
    &["a4", "b4", "c4", "e4", "f4", "g4"],
    &["c3", "d3", "e3"],
    &["b2", "d2", "f2"],
    &["a1", "d1", "g1"],
];

impl Position {
    /// The empty board with every piece in hand, first player to move.
    pub fn start(variant: &'static Variant) -> Position {
        let mut p = Position {
            variant,
            board: [0, 0],
            hand: [variant.pieces, variant.pieces],
            side: Side::First,
            quiet: 0,
            ply: 0,
            hash: 0,
        };
        p.hash = p.compute_hash();
        p
    }

    /// A moving-phase position (both hands empty, counters at 0) from the two sides' bit
    /// sets (bit `i` is the point of index `i`), checked as [`Position::from_text`] checks
    /// a board: 24 points, no point taken twice, material that play can leave.
    pub fn from_masks(
        variant: &'static Variant,
        first: u32,
        second: u32,
        side: Side,
    ) -> Result<Position, PositionError> {
        if (first | second) >> Point::COUNT != 0 || first & second != 0 {
            return Err(PositionError(
                "board: pieces off the 24 points or two on one point".to_string(),
            ));
        }
        let n = u32::from(variant.pieces);
        if first.count_ones() > n || second.count_ones() > n {
            return Err(PositionError(format!(
                "board: more than {n} pieces of a side"
            )));
        }
        reachable_material(variant, &[first, second], &[0, 0]).map_err(PositionError)?;
        Ok(Position::moving(variant, [first, second], side))
    }

    /// [`Position::from_masks`] without the checks (the endgame tables' inner loop).
    pub(crate) fn moving(variant: &'static Variant, board: [u32; 2], side: Side) -> Position {
        let mut p = Position {
            variant,
            board,
            hand: [0, 0],
            side,
            quiet: 0,
            ply: 0,
            hash: 0,
        };
        p.hash = p.compute_hash();
        p
    }

    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// Bit set of a side's pieces on the board.
    pub fn pieces(&self, side: Side) -> u32 {
        self.board[side.index()]
    }

    /// Who stands on a point.
    pub fn at(&self, p: Point) -> Option<Side> {
        if self.board[0] & p.bit() != 0 {
            Some(Side::First)
        } else if self.board[1] & p.bit() != 0 {
            Some(Side::Second)
        } else {
            None
        }
    }

    pub fn on_board(&self, side: Side) -> u32 {
        self.board[side.index()].count_ones()
    }

    pub fn in_hand(&self, side: Side) -> u8 {
        self.hand[side.index()]
    }

    /// Pieces on the board plus pieces in hand: what counts for losing (NMM-9, TIG-18).
    pub fn total(&self, side: Side) -> u32 {
        self.on_board(side) + self.in_hand(side) as u32
    }

    /// Whether the side to move still places pieces (NMM-3, TIG-3).
    pub fn is_placement(&self) -> bool {
        self.hand[self.side.index()] > 0
    }

    /// Plies in a row without a removal, counted from the end of placement.
    pub fn quiet_plies(&self) -> u32 {
        self.quiet
    }

    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// A Zobrist hash of board, side to move and hands (not the counters).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether the side to move may fly (NMM-8): flying on and exactly three pieces.
    pub fn can_fly(&self, side: Side) -> bool {
        self.variant.flying && self.hand[side.index()] == 0 && self.on_board(side) == 3
    }

    fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for s in 0..2 {
            for p in Point::iter_bits(self.board[s]) {
                h ^= KEYS.piece[s][p.index()];
            }
            h ^= KEYS.hand[s][self.hand[s] as usize];
        }
        if self.side == Side::Second {
            h ^= KEYS.second_to_move;
        }
        h
    }

    fn empty(&self) -> u32 {
        !(self.board[0] | self.board[1]) & ((1 << 24) - 1)
    }

    /// The opponent pieces that a mill may remove: those not in mills, or all of them
    /// when every one stands in a mill (NMM-5, TIG-10, TIG-11).
    pub fn removable(&self, opponent: Side) -> u32 {
        let theirs = self.board[opponent.index()];
        let free = theirs & !self.variant.geometry.pieces_in_mills(theirs);
        if free != 0 {
            free
        } else {
            theirs
        }
    }

    /// Pushes `to` (from `from`) with every removal it allows, or bare if it closes no mill
    /// or no enemy piece stands on the board (NMM-13, TIG-19). One removal at most even for
    /// two mills at once (NMM-12, TIG-9).
    fn push_with_removals(&self, out: &mut Vec<Move>, from: Option<Point>, to: Point) {
        let me = self.side.index();
        let own = (self.board[me] & !from.map_or(0, |f| f.bit())) | to.bit();
        let make = |remove| match from {
            Some(from) => Move::Step { from, to, remove },
            None => Move::Place { to, remove },
        };
        let removable = if self.variant.geometry.in_mill(own, to) {
            self.removable(self.side.other())
        } else {
            0
        };
        if removable == 0 {
            out.push(make(None));
        } else {
            out.extend(Point::iter_bits(removable).map(|r| make(Some(r))));
        }
    }

    /// Appends the moves of the side to move by the movement rules alone, without asking
    /// whether the game is already over. Empty when a player is blocked.
    pub(crate) fn generate(&self, out: &mut Vec<Move>) {
        let empty = self.empty();
        let me = self.side.index();
        if self.hand[me] > 0 {
            for to in Point::iter_bits(empty) {
                self.push_with_removals(out, None, to);
            }
            return;
        }
        let fly = self.can_fly(self.side);
        for from in Point::iter_bits(self.board[me]) {
            let targets = if fly {
                empty
            } else {
                self.variant.geometry.adjacent_mask(from) & empty
            };
            for to in Point::iter_bits(targets) {
                self.push_with_removals(out, Some(from), to);
            }
        }
    }

    /// Whether the side to move has a move other than a pass.
    pub fn has_move(&self, side: Side) -> bool {
        let s = side.index();
        if self.hand[s] > 0 || self.can_fly(side) {
            return self.empty() != 0;
        }
        let empty = self.empty();
        Point::iter_bits(self.board[s]).any(|p| self.variant.geometry.adjacent_mask(p) & empty != 0)
    }

    /// How the game stands, from this position alone (repetition needs the history:
    /// see [`super::MorrisGame::outcome`]).
    pub fn outcome(&self) -> Outcome {
        let me = self.side;
        for side in [me.other(), me] {
            // Two pieces, counting those in hand, lose (NMM-9, TIG-16, TIG-18).
            if self.total(side) < 3 {
                return Outcome::Win {
                    winner: side.other(),
                    reason: "two-pieces",
                };
            }
        }
        if self.variant.when_blocked == WhenBlocked::Lose && !self.has_move(me) {
            return Outcome::Win {
                winner: me.other(),
                reason: "blocked",
            };
        }
        if self.quiet >= self.variant.quiet_move_limit {
            return Outcome::Draw {
                reason: "no-removal",
            };
        }
        Outcome::Ongoing
    }

    /// The legal moves, ignoring repetition: empty once the game is over, `[pass]` for a
    /// blocked Tigadi player (TIG-14).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        if self.outcome().is_over() {
            return out;
        }
        self.generate(&mut out);
        if out.is_empty() {
            out.push(Move::Pass);
        }
        out
    }

    /// Plays a move without checking it; `mv` must come from [`Position::legal_moves`].
    pub fn play_unchecked(&mut self, mv: Move) {
        let me = self.side.index();
        let them = 1 - me;
        match mv {
            Move::Pass => {}
            Move::Place { to, .. } => {
                self.hash ^= KEYS.hand[me][self.hand[me] as usize];
                self.hand[me] -= 1;
                self.hash ^= KEYS.hand[me][self.hand[me] as usize];
                self.board[me] |= to.bit();
                self.hash ^= KEYS.piece[me][to.index()];
            }
            Move::Step { from, to, .. } => {
                self.board[me] ^= from.bit() | to.bit();
                self.hash ^= KEYS.piece[me][from.index()] ^ KEYS.piece[me][to.index()];
                // Counts only in the movement phase (TIG-17); a pass does not count.
                self.quiet += 1;
            }
        }
        if let Some(r) = mv.remove() {
            self.board[them] &= !r.bit();
            self.hash ^= KEYS.piece[them][r.index()];
            self.quiet = 0;
        }
        self.side = self.side.other();
        self.hash ^= KEYS.second_to_move;
        // A position string may carry any ply up to u32::MAX: saturate, never overflow.
        self.ply = self.ply.saturating_add(1);
    }

    /// Plays a move if it is legal here.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if !self.legal_moves().contains(&mv) {
            return Err(IllegalMove(mv.to_string()));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    /// The position string, `<board> <side> <hand first> <hand second> <quiet plies> <ply>`:
    /// the board rank by rank from the top (a7 d7 g7 / b6 d6 f6 / ... / a1 d1 g1), `W` for
    /// the first player's pieces, `B` for the second's, `.` for empty; side `w` or `b`.
    /// The start is `.../.../.../....../.../.../... w 9 9 0 0`.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        for (i, rank) in RANKS.iter().enumerate() {
            if i > 0 {
                s.push('/');
            }
            for name in rank.iter() {
                s.push(match self.at(Point::parse(name).unwrap()) {
                    Some(Side::First) => 'W',
                    Some(Side::Second) => 'B',
                    None => '.',
                });
            }
        }
        let side = if self.side == Side::First { 'w' } else { 'b' };
        format!(
            "{s} {side} {} {} {} {}",
            self.hand[0], self.hand[1], self.quiet, self.ply
        )
    }

    /// Reads a position string (see [`Position::to_text`]) for a variant. Every field is
    /// checked; the error names the field that is wrong.
    pub fn from_text(variant: &'static Variant, text: &str) -> Result<Position, PositionError> {
        let err = |m: String| Err(PositionError(m));
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 6 {
            return err(format!(
                "expected 6 fields (board, side, hand of each player, quiet plies, ply), found {}",
                fields.len()
            ));
        }
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 7 {
            return err(format!(
                "board: expected 7 ranks separated by '/', found {}",
                ranks.len()
            ));
        }
        let mut board = [0u32; 2];
        for (rank, names) in ranks.iter().zip(RANKS) {
            if rank.chars().count() != names.len() {
                return err(format!(
                    "board: rank '{rank}' should have {} points ({})",
                    names.len(),
                    names.join(" ")
                ));
            }
            for (c, name) in rank.chars().zip(names.iter()) {
                let bit = Point::parse(name).unwrap().bit();
                match c {
                    'W' => board[0] |= bit,
                    'B' => board[1] |= bit,
                    '.' => {}
                    _ => return err(format!("board: '{c}' at {name} is not W, B or .")),
                }
            }
        }
        let side = match fields[1] {
            "w" => Side::First,
            "b" => Side::Second,
            f => return err(format!("side to move: '{f}' is not w or b")),
        };
        let mut hand = [0u8; 2];
        for (i, f) in fields[2..4].iter().enumerate() {
            let who = ["first", "second"][i];
            match digits(f).and_then(|n| u8::try_from(n).ok()) {
                Some(n) if n <= variant.pieces => hand[i] = n,
                _ => {
                    return err(format!(
                        "pieces in hand of the {who} player: '{f}' is not 0..{}",
                        variant.pieces
                    ))
                }
            }
            if board[i].count_ones() + hand[i] as u32 > variant.pieces as u32 {
                return err(format!(
                    "pieces of the {who} player: board and hand hold more than {}",
                    variant.pieces
                ));
            }
        }
        // The first player places first, so hands are equal before its turn and one
        // apart before the second player's.
        let expected_second = if side == Side::First {
            hand[0]
        } else {
            hand[0] + 1
        };
        if hand[1] != expected_second && !(hand[0] == 0 && hand[1] == 0) {
            return err(format!(
                "pieces in hand: {} and {} cannot happen with {} to move",
                hand[0], hand[1], fields[1]
            ));
        }
        let quiet = match digits(fields[4]) {
            Some(q) if q <= variant.quiet_move_limit && (q == 0 || hand == [0, 0]) => q,
            _ => {
                return err(format!(
                    "quiet plies: '{}' is not 0..{} (and 0 while pieces are in hand)",
                    fields[4], variant.quiet_move_limit
                ))
            }
        };
        let ply = match digits(fields[5]) {
            Some(p) => p,
            None => return err(format!("ply: '{}' is not a whole number", fields[5])),
        };
        reachable_material(variant, &board, &hand).map_err(PositionError)?;
        let mut p = Position {
            variant,
            board,
            hand,
            side,
            quiet,
            ply,
            hash: 0,
        };
        p.hash = p.compute_hash();
        Ok(p)
    }

    /// Which game this position belongs to.
    pub fn kind(&self) -> MorrisKind {
        self.variant.kind
    }
}

/// What play can leave of each side: a piece is lost only to a mill of the other side, which
/// needs three of its pieces placed, and the game ends as soon as one side is down to two.
fn reachable_material(variant: &Variant, board: &[u32; 2], hand: &[u8; 2]) -> Result<(), String> {
    let n = u32::from(variant.pieces);
    let left = |i: usize| board[i].count_ones() + u32::from(hand[i]);
    for (i, who) in ["first", "second"].iter().enumerate() {
        let (lost, placed) = (n - left(i), n - u32::from(hand[1 - i]));
        if lost > 0 && placed < 3 {
            return Err(format!(
                "the {who} player has lost {lost} pieces, but the other has placed {placed}: no mill yet"
            ));
        }
    }
    if left(0).min(left(1)) < 2 || left(0).max(left(1)) <= 2 {
        return Err(format!(
            "pieces: {} and {} left; the game ends when the first player to fall is down to two",
            left(0),
            left(1)
        ));
    }
    Ok(())
}

/// A whole number written with digits only (no sign), as `to_text` writes it.
fn digits(s: &str) -> Option<u32> {
    crate::core::whole_number(s)
}
