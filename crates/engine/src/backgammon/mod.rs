//! Backgammon (`../shared/rules/backgammon.md`, BG-1..17): the board and legal plays, GNU
//! Backgammon's notation, Position ID and Match ID.
//!
//! - [`Board`]: the checkers of both players, each from its own side (`[0]` the player on
//!   roll); [`Board::legal_plays`] gives one [`Play`] per distinct resulting position.
//! - [`Dice`]: a roll of two dice. [`Play`]: the moves of one turn, shown and parsed in gnubg
//!   notation (`8/5 6/5`, `bar/22`, `6/off`, `13/7*`, `24/18(2)`).
//! - Position ID: [`Board::position_id`] / [`Board::from_position_id`].
//! - [`MatchState`]: score, cube, Crawford, Jacoby, pending offers (BG-15..17) and the
//!   Match ID ([`MatchState::match_id`] / [`MatchState::from_match_id`]).
//! - [`BgGame`]: one game from a seed (dice, opening roll BG-3) or with given dice (a game
//!   read from a file), its actions and a text record that replays it ([`BgGame::record`] /
//!   [`BgGame::from_record`]).
//! - [`mat::match_text`]: a match as a Jellyfish `.mat` text, which GNU Backgammon imports;
//!   [`mat::read_match`] reads one back (gnubg's exports too) with its dice.

pub mod ai;
pub mod analysis;
pub mod bearoff;
mod board;
pub mod cube;
mod game;
mod ids;
pub mod inputs;
pub mod mat;
mod match_state;
pub mod nn;
pub mod partial;
mod play;
pub mod position;
pub mod train;

pub use board::{Board, BoardError, Dice, DiceError, BAR, CHECKERS};
pub use game::{roll, Action, BgGame, RecordError, PLAYER_NAMES};
pub use ids::IdError;
pub use match_state::{ActionError, GameState, MatchState, MAX_CUBE, MAX_LENGTH};
pub use play::{Play, PlayError, Step};
pub use position::{BgMove, BgPosition};

/// The start position's Position ID (BG-2).
pub const START_ID: &str = "4HPwATDgc/ABMA";
