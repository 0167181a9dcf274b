//! Makruk (Thai chess): rules, FEN and UCI moves as Fairy-Stockfish writes them, and both
//! counting rules (`../shared/rules/makruk.md`, MK-1..18).
//!
//! Layers, smallest first:
//! - [`Board`]: the pieces and the side to move; fast legal move generation (bitboards),
//!   check, [`Board::perft`].
//! - [`Position`]: a board with the counting state and the clocks; FEN in and out;
//!   [`Position::outcome`] (checkmate, stalemate, bare Khun, counting, move limit).
//! - [`MakrukGame`]: a position with its history, for repetition (MK-17) and take-back.
//!
//! A turn is a [`Move`] with an optional [`CountAction`]: `Turn::plain(mv)`,
//! `Turn::start_counting(mv)` (MK-8: this move is count 1) or `Turn::stop_counting(mv)`
//! (MK-10: this move still counts). [`MakrukGame::counting`] tells which count runs, its
//! count and the moves left; [`MakrukGame::can_start_counting`] and
//! [`MakrukGame::can_stop_counting`] tell whether to show the "start counting" / "stop
//! counting" button.

pub(crate) mod attacks;
mod board;
mod fen;
mod position;
pub mod san;
pub mod search;
mod types;

pub use board::{Board, MoveEffect};
pub use fen::FenError;
pub use position::{
    pieces_limit, CountAction, Counting, CountingKind, Position, Turn, TurnError, BOARD_LIMIT,
    MOVE_LIMIT_PLIES,
};
pub use types::{Kind, Move, MoveSyntaxError, Piece, Square};

use crate::Outcome;

/// The start position's FEN (MK-2).
pub const START_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

/// A game in progress: the start position, the turns played and every position reached.
#[derive(Clone, Debug)]
pub struct MakrukGame {
    positions: Vec<Position>,
    turns: Vec<Turn>,
}

impl Default for MakrukGame {
    fn default() -> MakrukGame {
        MakrukGame::new()
    }
}

impl MakrukGame {
    /// A new game from the start position.
    pub fn new() -> MakrukGame {
        MakrukGame::from_position(Position::start())
    }

    /// A game that starts at any position (its history before that is unknown, so
    /// repetitions count from there).
    pub fn from_position(start: Position) -> MakrukGame {
        MakrukGame {
            positions: vec![start],
            turns: Vec::new(),
        }
    }

    /// Replays turn strings (`e3e4`, `start:e3e4`, `stop:e3e4`) from a position; the error
    /// names the first one that does not parse or cannot be played.
    pub fn replay(start: Position, turns: &[impl AsRef<str>]) -> Result<MakrukGame, String> {
        let mut g = MakrukGame::from_position(start);
        for t in turns {
            let turn: Turn = t
                .as_ref()
                .parse()
                .map_err(|e: MoveSyntaxError| e.to_string())?;
            g.play_turn(turn).map_err(|e| e.to_string())?;
        }
        Ok(g)
    }

    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has its start")
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// Every position of the game, from the start to now.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// How often the current position has occurred: the same pieces on the same squares
    /// (a Bia ngai is not a Met) and the same side to move. The count does not matter.
    pub fn repetitions(&self) -> usize {
        let now = self.position().board();
        self.positions.iter().filter(|p| p.board() == now).count()
    }

    /// How the game stands: [`Position::outcome`], then the third repetition (MK-17).
    pub fn outcome(&self) -> Outcome {
        match self.position().outcome() {
            Outcome::Ongoing if self.repetitions() >= 3 => Outcome::Draw {
                reason: "repetition",
            },
            o => o,
        }
    }

    /// The legal moves now: none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_over() {
            return Vec::new();
        }
        self.position().board().legal_moves()
    }

    /// The count running, if any (see [`Counting`]).
    pub fn counting(&self) -> Option<Counting> {
        self.position().counting()
    }

    /// Whether the player to move may start board counting now (MK-8).
    pub fn can_start_counting(&self) -> bool {
        !self.outcome().is_over() && self.position().can_start_counting()
    }

    /// Whether the player to move may stop its board counting now (MK-10).
    pub fn can_stop_counting(&self) -> bool {
        !self.outcome().is_over() && self.position().can_stop_counting()
    }

    /// Plays a turn: a move with an optional counting action.
    pub fn play_turn(&mut self, turn: Turn) -> Result<(), TurnError> {
        if self.outcome().is_over() {
            return Err(TurnError::GameOver(turn));
        }
        let mut next = *self.position();
        next.play(turn)?;
        self.positions.push(next);
        self.turns.push(turn);
        Ok(())
    }

    /// Plays a move without a counting action.
    pub fn play(&mut self, mv: Move) -> Result<(), TurnError> {
        self.play_turn(Turn::plain(mv))
    }

    /// Starts board counting with this move, which is count 1 (MK-8).
    pub fn start_counting_and_play(&mut self, mv: Move) -> Result<(), TurnError> {
        self.play_turn(Turn::start_counting(mv))
    }

    /// Stops board counting with this move, which still counts (MK-10, MK-11).
    pub fn stop_counting_and_play(&mut self, mv: Move) -> Result<(), TurnError> {
        self.play_turn(Turn::stop_counting(mv))
    }

    /// Takes back the last turn, if any.
    pub fn undo(&mut self) -> Option<Turn> {
        let t = self.turns.pop()?;
        self.positions.pop();
        Some(t)
    }
}
