//! Makruk (Thai chess): the board, its pieces, and turning taps, drags and keys into moves.
//! The game screen is the shared two-sided one (`crate::kit::duel`).

pub mod board;
pub mod fen;
pub mod pick;
pub mod pieces;
pub mod rules;
pub mod words;
