//! Small value types: squares, pieces and moves. Each keeps its own invariant, so a value
//! that exists is always a valid one (a square is on the board, a move's squares are squares).

use crate::Side;
use std::fmt;
use std::str::FromStr;

/// One of the 64 squares, `a1` = 0 ... `h8` = 63 (index = rank * 8 + file).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are below 8.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with this index (0..64).
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Index 0..64 (`a1` = 0, `b1` = 1, ..., `h8` = 63).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..8 (0 = `a`).
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// Rank 0..8 (0 = rank 1, White's back rank).
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// All 64 squares, `a1` first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    pub(crate) const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Caller guarantees `index < 64` (used on bit indices of a `u64`).
    pub(crate) const fn from_bit_index(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// Parses `a1` ... `h8` from the start of `s` (two bytes).
    fn parse_bytes(s: &[u8]) -> Option<Square> {
        match s {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Square::new(f - b'a', r - b'1'),
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = MoveSyntaxError;

    fn from_str(s: &str) -> Result<Square, MoveSyntaxError> {
        Square::parse_bytes(s.as_bytes()).ok_or_else(|| MoveSyntaxError(s.to_string()))
    }
}

crate::core::indexed_enum! {
    /// The kinds of piece. `BiaNgai` is a promoted Bia: it moves like a Met, but it is a
    /// different piece on the board (FEN `M~`).
    #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
    pub enum Kind {
        /// Bia (pawn), FEN `P`.
        Bia,
        /// Promoted Bia (bia ngai), FEN `M~`; moves like a Met.
        BiaNgai,
        /// Met, FEN `M`: one step diagonally.
        Met,
        /// Khon, FEN `S`: one step diagonally or straight forward.
        Khon,
        /// Ma (knight), FEN `N`.
        Ma,
        /// Rua (rook), FEN `R`.
        Rua,
        /// Khun (king), FEN `K`.
        Khun,
    }
}

impl Kind {
    /// English name as the rule book writes it (`Bia ngai` for the promoted Bia).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bia => "Bia",
            Kind::BiaNgai => "Bia ngai",
            Kind::Met => "Met",
            Kind::Khon => "Khon",
            Kind::Ma => "Ma",
            Kind::Rua => "Rua",
            Kind::Khun => "Khun",
        }
    }

    /// The FEN letter in upper case (`M` for both Met and Bia ngai; the latter adds `~`).
    pub fn letter(self) -> char {
        match self {
            Kind::Bia => 'P',
            Kind::BiaNgai | Kind::Met => 'M',
            Kind::Khon => 'S',
            Kind::Ma => 'N',
            Kind::Rua => 'R',
            Kind::Khun => 'K',
        }
    }
}

/// A piece: its side (`First` = White) and its kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

impl Piece {
    pub const fn new(side: Side, kind: Kind) -> Piece {
        Piece { side, kind }
    }
}

impl fmt::Display for Piece {
    /// FEN spelling: `P`, `M~`, `m`, `k`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.kind.letter();
        let c = match self.side {
            Side::First => c,
            Side::Second => c.to_ascii_lowercase(),
        };
        if self.kind == Kind::BiaNgai {
            write!(f, "{c}~")
        } else {
            write!(f, "{c}")
        }
    }
}

/// A move as UCI writes it: from, to, and whether a Bia promotes (`a5a6m`). It is only
/// syntax: whether it is legal is for a position to say. Promotion is never a choice in
/// Makruk, but the UCI text carries it, so the move does too.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Move(u16);

impl Move {
    pub const fn new(from: Square, to: Square, promotion: bool) -> Move {
        Move(from.0 as u16 | (to.0 as u16) << 6 | (promotion as u16) << 12)
    }

    pub const fn from(self) -> Square {
        Square((self.0 & 63) as u8)
    }

    pub const fn to(self) -> Square {
        Square(((self.0 >> 6) & 63) as u8)
    }

    /// A Bia reaching its sixth rank (MK-4).
    pub const fn is_promotion(self) -> bool {
        self.0 & (1 << 12) != 0
    }
}

impl fmt::Display for Move {
    /// `e3e4`, `a5a6m`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if self.is_promotion() {
            f.write_str("m")?;
        }
        Ok(())
    }
}

impl FromStr for Move {
    type Err = MoveSyntaxError;

    /// Reads `e3e4` or `a5a6m` (a promotion is always to a Met-like piece, written `m`).
    fn from_str(s: &str) -> Result<Move, MoveSyntaxError> {
        let b = s.as_bytes();
        let err = || MoveSyntaxError(s.to_string());
        let (squares, promotion) = match b.len() {
            4 => (b, false),
            5 if b[4] == b'm' => (&b[..4], true),
            _ => return Err(err()),
        };
        let from = Square::parse_bytes(&squares[..2]).ok_or_else(err)?;
        let to = Square::parse_bytes(&squares[2..]).ok_or_else(err)?;
        if from == to {
            return Err(err());
        }
        Ok(Move::new(from, to, promotion))
    }
}

crate::core::text_error!(
    /// A move string that does not parse.
    MoveSyntaxError,
    "'{}' is not a Makruk move (write UCI: e3e4, a5a6m; start:e3e4 or stop:e3e4 to start or stop board counting)"
);
