//! FEN as Fairy-Stockfish writes it for `makruk`:
//!
//! `<placement> <side> - <counting limit or -> <counting ply or halfmove clock> <move number>`
//!
//! - Placement: ranks 8 to 1, `PNSRMK` for White and `pnsrmk` for Black, a digit for empty
//!   squares; a promoted Bia is `M~`/`m~` (a plain `M` is read as a Met, a side's second
//!   plain `M` as a promoted Bia: Fairy-Stockfish writes them without the `~`).
//! - Field 3 is castling, always `-`.
//! - Fields 4 and 5 carry the count in Fairy-Stockfish's form (its `Position::fen()` and
//!   `Position::set()` with `countingRule`): when a count runs, field 4 is its limit in
//!   plies (2 × the limit in moves: 128 for board's honour, 16 ... 128 for pieces' honour)
//!   and field 5 the counting ply. Otherwise field 4 is `-` and field 5 the halfmove clock.
//!   The counting ply is mapped onto this engine's counts as follows (it keeps the parity
//!   Fairy-Stockfish's counting plies have):
//!   - board's honour, counting side `S` having made `n` counted moves: `2n` when `S` is
//!     to move, `2n - 1` when its opponent is. Reading, an even ply means `S` is to move,
//!     an odd one that it is not; ply 0 (Fairy-Stockfish's just-started automatic count)
//!     reads as no board count running, since here a player starts it (MK-8).
//!   - pieces' honour, the lone Khun's next counted move being number `c`: `2c - 2` when
//!     the lone Khun is to move, `2c - 3` when the strong side is (so the first count
//!     `pieces + 1` is ply `2 × pieces`, as Fairy-Stockfish sets it).
//! - Field 6: the move number (0 is read as 1).
//!
//! Fields 3 to 6 may be left out (`- - 0 1` is assumed). Every error names its field.

use super::board::Board;
use super::position::{pieces_limit, CountState, Position, BOARD_LIMIT};
use super::types::{Kind, Piece, Square};
use crate::Side;
use std::fmt;
use std::str::FromStr;

/// A malformed FEN: which field (1 to 6) is wrong, and how.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FenError {
    /// 1 = placement, 2 = side to move, 3 = castling, 4 = counting limit, 5 = counting ply
    /// or halfmove clock, 6 = move number; 0 = the string as a whole.
    pub field: u8,
    pub message: String,
}

impl FenError {
    fn new(field: u8, message: impl Into<String>) -> FenError {
        FenError {
            field,
            message: message.into(),
        }
    }

    fn field_name(&self) -> &'static str {
        match self.field {
            1 => "placement",
            2 => "side to move",
            3 => "castling",
            4 => "counting limit",
            5 => "counting ply / halfmove clock",
            6 => "move number",
            _ => "fields",
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field == 0 {
            write!(f, "bad FEN: {}", self.message)
        } else {
            write!(
                f,
                "bad FEN: field {} ({}): {}",
                self.field,
                self.field_name(),
                self.message
            )
        }
    }
}

impl std::error::Error for FenError {}

/// The pieces'-honour limits in plies, as field 4 carries them.
const PIECES_LIMITS: [u16; 6] = [8, 16, 22, 32, 44, 64];

fn number<T: FromStr>(s: &str, field: u8, max: u64) -> Result<T, FenError> {
    let bad = || FenError::new(field, format!("'{s}' is not a whole number up to {max}"));
    match crate::core::whole_number::<u64>(s) {
        Some(n) if n <= max => s.parse().map_err(|_| bad()),
        _ => Err(bad()),
    }
}

fn parse_placement(s: &str, side: Side) -> Result<Board, FenError> {
    let err = |m: String| FenError::new(1, m);
    let ranks: Vec<&str> = s.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(format!("{} ranks instead of 8", ranks.len())));
    }
    let mut board = Board::empty(side);
    for (i, text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u8;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(err(format!("rank {}: bad empty count '{c}'", rank + 1)));
                }
                file += d as u8;
                if file > 8 {
                    return Err(err(format!("rank {} is longer than 8 squares", rank + 1)));
                }
                continue;
            }
            let kind = match c.to_ascii_uppercase() {
                'P' => Kind::Bia,
                'M' => Kind::Met,
                'S' => Kind::Khon,
                'N' => Kind::Ma,
                'R' => Kind::Rua,
                'K' => Kind::Khun,
                _ => return Err(err(format!("rank {}: unknown piece '{c}'", rank + 1))),
            };
            let side = if c.is_ascii_uppercase() {
                Side::First
            } else {
                Side::Second
            };
            let kind = if chars.peek() == Some(&'~') {
                chars.next();
                if kind != Kind::Met {
                    return Err(err(format!(
                        "rank {}: '~' (promoted) only follows M or m, not '{c}'",
                        rank + 1
                    )));
                }
                Kind::BiaNgai
            } else if kind == Kind::Met && board.count(side, Kind::Met) == 1 {
                // A second plain M: Fairy-Stockfish does not mark promoted Bia, and moves
                // and counts do not tell them from a Met.
                Kind::BiaNgai
            } else {
                kind
            };
            let sq = Square::new(file, rank)
                .ok_or_else(|| err(format!("rank {} is longer than 8 squares", rank + 1)))?;
            if kind == Kind::Bia {
                // MK-4: a Bia on its sixth rank or beyond would have been promoted.
                let relative = if side == Side::First { rank } else { 7 - rank };
                if relative >= 5 {
                    return Err(err(format!(
                        "an unpromoted Bia on {sq}, past its promotion rank"
                    )));
                }
                // Bia start on the third rank and never move back.
                if relative < 2 {
                    return Err(err(format!(
                        "a {} Bia on {sq}, behind the rank Bia start on",
                        colour(side)
                    )));
                }
            }
            board.put(sq, Piece::new(side, kind));
            file += 1;
        }
        if file != 8 {
            return Err(err(format!(
                "rank {} has {file} squares instead of 8",
                rank + 1
            )));
        }
    }
    for s in [Side::First, Side::Second] {
        let n = board.count(s, Kind::Khun);
        if n != 1 {
            return Err(err(format!("{} has {n} Khun instead of 1", colour(s))));
        }
        material(&board, s).map_err(err)?;
    }
    Ok(board)
}

/// What one side can have in play: at most its starting pieces of each kind (a second Met
/// is read as a promoted Bia), and no more Bia and promoted Bia together than its eight Bia.
fn material(board: &Board, side: Side) -> Result<(), String> {
    let who = colour(side);
    for (kind, name, most) in [
        (Kind::Khon, "Khon", 2),
        (Kind::Ma, "Ma", 2),
        (Kind::Rua, "Rua", 2),
    ] {
        let n = board.count(side, kind);
        if n > most {
            return Err(format!("{who} has {n} {name}; at most {most}"));
        }
    }
    let (bia, ngai) = (
        board.count(side, Kind::Bia),
        board.count(side, Kind::BiaNgai),
    );
    if bia + ngai > 8 {
        return Err(format!(
            "{who} has {bia} Bia and {ngai} promoted Bia; at most 8 together"
        ));
    }
    Ok(())
}

fn colour(s: Side) -> &'static str {
    match s {
        Side::First => "White",
        Side::Second => "Black",
    }
}

impl Position {
    /// Reads a FEN (see the module documentation); never panics.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() < 2 {
            return Err(FenError::new(
                0,
                format!(
                    "{} field(s); at least placement and side to move are needed",
                    fields.len()
                ),
            ));
        }
        if fields.len() > 6 {
            return Err(FenError::new(
                0,
                format!("{} fields; at most 6", fields.len()),
            ));
        }
        let side = match fields[1] {
            "w" => Side::First,
            "b" => Side::Second,
            s => return Err(FenError::new(2, format!("'{s}' is not w or b"))),
        };
        let board = parse_placement(fields[0], side)?;
        if board.opponent_in_check() {
            return Err(FenError::new(
                2,
                format!(
                    "{} is not to move but its Khun is in check",
                    colour(side.other())
                ),
            ));
        }
        if let Some(&c) = fields.get(2) {
            if c != "-" {
                return Err(FenError::new(
                    3,
                    format!("'{c}': Makruk has no castling, write -"),
                ));
            }
        }
        let limit: Option<u16> = match fields.get(3) {
            None | Some(&"-") => None,
            Some(s) => Some(number(s, 4, 1000)?),
        };
        let field5: u16 = match fields.get(4) {
            None => 0,
            Some(s) => number(s, 5, 10_000)?,
        };
        let fullmove: u32 = match fields.get(5) {
            None => 1,
            Some(s) => number(s, 6, 1_000_000)?,
        };
        let ply = 2 * fullmove.max(1).saturating_sub(1) + (side == Side::Second) as u32;

        let mut pos = Position {
            board,
            count: CountState::None,
            halfmove: 0,
            ply,
            by_counting_side: false,
        };
        match limit {
            None => pos.halfmove = field5,
            Some(limit) => pos.count = counting_from_fen(&board, limit, field5)?,
        }
        if matches!(pos.count, CountState::Board { side: s, .. } if s != side) {
            // The counting side made the last move under its count (MK-11).
            pos.by_counting_side = true;
        }
        pos.start_pieces_counting_if_due();
        if !matches!(pos.count, CountState::None) {
            // A running count takes the halfmove clock's field, so a FEN cannot carry both:
            // a count started here by itself drops the clock, as reading the FEN written
            // from it would (no position before the FEN can repeat anyway).
            pos.halfmove = 0;
        }
        Ok(pos)
    }

    /// The FEN, in Fairy-Stockfish's form with promoted Bia marked `~`.
    pub fn to_fen(&self) -> String {
        self.to_string()
    }
}

fn counting_from_fen(board: &Board, limit: u16, ply: u16) -> Result<CountState, FenError> {
    if board.has_bia() {
        return Err(FenError::new(
            4,
            format!("a counting limit ({limit}) while unpromoted Bia are on the board"),
        ));
    }
    let stm = board.side_to_move();
    let lone = match (board.is_bare(Side::First), board.is_bare(Side::Second)) {
        (true, true) => return Ok(CountState::None), // two bare Khun: drawn anyway
        (true, false) => Some(Side::First),
        (false, true) => Some(Side::Second),
        (false, false) => None,
    };
    match lone {
        None => {
            if limit != 2 * BOARD_LIMIT {
                return Err(FenError::new(
                    4,
                    format!(
                        "{limit}: board's honour counts to {} plies",
                        2 * BOARD_LIMIT
                    ),
                ));
            }
            if ply > 2 * BOARD_LIMIT {
                return Err(FenError::new(
                    5,
                    format!("{ply}: board's honour ends at ply {}", 2 * BOARD_LIMIT),
                ));
            }
            Ok(match ply {
                0 => CountState::None,
                p if p.is_multiple_of(2) => CountState::Board {
                    side: stm,
                    count: p / 2,
                },
                p => CountState::Board {
                    side: stm.other(),
                    count: p.div_ceil(2),
                },
            })
        }
        Some(lone) => {
            if !limit.is_multiple_of(2) || !PIECES_LIMITS.contains(&(limit / 2)) {
                return Err(FenError::new(
                    4,
                    format!("{limit}: pieces' honour limits are 16, 32, 44, 64, 88 or 128 plies"),
                ));
            }
            pieces_count_fits(board, lone, limit / 2)?;
            let next = if lone == stm {
                ply / 2 + 1
            } else {
                (ply + 3) / 2
            };
            pieces_next_fits(board, limit / 2, next)?;
            // The lone Khun has made a counted move exactly when its next count is past the
            // first one, which is at least the pieces now on the board plus one.
            let moved = next as u32 >= board.count_all() + 2;
            Ok(CountState::Pieces {
                side: lone,
                limit: limit / 2,
                next,
                moved,
            })
        }
    }
}

/// MK-13: the limit was fixed by the strong side's pieces when the count started, and it
/// can only have had more then (so a limit the table gives for more material or the same).
fn pieces_count_fits(board: &Board, lone: Side, limit: u16) -> Result<(), FenError> {
    let most = pieces_limit(board, lone.other());
    if limit > most {
        return Err(FenError::new(
            4,
            format!(
                "{}: {}'s pieces give a limit of at most {} plies",
                2 * limit,
                colour(lone.other()),
                2 * most
            ),
        ));
    }
    Ok(())
}

/// The next count lies between the first count (the pieces then plus one, at least the
/// pieces now plus one) and one past the last one the limit allows (MK-14; a first count
/// above the limit is at most 32 pieces plus one).
fn pieces_next_fits(board: &Board, limit: u16, next: u16) -> Result<(), FenError> {
    let least = board.count_all() + 1;
    let most = limit.max(33) + 1;
    if u32::from(next) < least || next > most {
        return Err(FenError::new(
            5,
            format!("the lone Khun's next count {next} is not from {least} to {most}"),
        ));
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = &self.board;
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let sq = Square::new(file, rank).expect("on the board");
                match b.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{p}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let stm = b.side_to_move();
        f.write_str(if stm == Side::First { " w - " } else { " b - " })?;
        match self.count {
            // MK-11: a mate by the move that stopped a count is a draw; written as count 1 of
            // the side that moved, it reads back as such.
            CountState::None if self.by_counting_side && b.is_check() && !b.has_legal_move() => {
                write!(f, "{} 1", 2 * BOARD_LIMIT)?
            }
            CountState::None => write!(f, "- {}", self.halfmove)?,
            CountState::Board { side, count } => {
                let n = 2 * count as u32;
                let p = if side == stm { n } else { n.saturating_sub(1) };
                write!(f, "{} {p}", 2 * BOARD_LIMIT)?
            }
            CountState::Pieces {
                side, limit, next, ..
            } => {
                let n = 2 * next as u32;
                let p = if side == stm {
                    n.saturating_sub(2)
                } else {
                    n.saturating_sub(3)
                };
                write!(f, "{} {p}", 2 * limit)?
            }
        }
        write!(f, " {}", self.fullmove_number())
    }
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}
