//! Small helpers shared by the Makruk test files.

use std::collections::BTreeSet;
use ttakji_engine::makruk::{Board, CountingKind, MakrukGame, Move, Position, Square};
use ttakji_engine::Side;

/// The position of a FEN that must read.
pub fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A game from a FEN that must read.
pub fn game(fen: &str) -> MakrukGame {
    MakrukGame::from_position(pos(fen))
}

pub fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

pub fn mv(s: &str) -> Move {
    s.parse().expect("a move")
}

/// The legal moves of `board` as UCI text.
pub fn uci_moves(board: &Board) -> BTreeSet<String> {
    board.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// A count as (kind, counting side, count, limit), the form the tests compare.
pub type Count = Option<(CountingKind, Side, u16, u16)>;

/// The count running in `p`.
pub fn count_of(p: &Position) -> Count {
    p.counting().map(|c| (c.kind, c.side, c.count, c.limit))
}

/// Pieces' honour (MK-12..15): the lone Khun's side, count and limit.
pub fn pieces_count(side: Side, count: u16, limit: u16) -> Count {
    Some((CountingKind::Pieces, side, count, limit))
}

/// Board's honour (MK-8..11): the counting side, count and limit.
pub fn board_count(side: Side, count: u16, limit: u16) -> Count {
    Some((CountingKind::Board, side, count, limit))
}
