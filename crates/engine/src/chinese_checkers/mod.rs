//! Chinese Checkers (Stern-Halma) on the 121-hole star (10 marbles) or the 181-hole star
//! (15 marbles), for 2, 3, 4 or 6 players, with teams and play on for places
//! (`../shared/rules/chinese-checkers.md`, CC-1..15).
//!
//! - [`Geometry`]: hole numbers (row by row from the top, left to right, from 0), drawing
//!   coordinates, neighbours and corners of both stars ([`SMALL`], [`LARGE`]).
//! - [`Config`]: players, marbles, teams, play on; the seats in turn order (CC-2).
//! - [`Position`]: the marbles, the seat to move and who has finished; legal moves (steps and
//!   jump chains, CC-7..11), playing a move, the outcome (CC-5, CC-12..15), a text form.
//! - [`Game`]: a position with its history.
//!
//! Both anti-blocking rules are always on: no camping (CC-11) and occupation cannot block a
//! destination (CC-14).

mod geometry;
mod position;
pub mod search;

pub use geometry::{Corner, Geometry, Region, DIRECTIONS, LARGE, MAX_HOLES, SMALL};
pub use position::{
    Config, ConfigError, Move, MoveError, MoveText, Outcome, Position, PositionError,
};

/// A game in progress: every position reached and the moves between them.
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    /// A new game with these settings.
    pub fn new(config: &Config) -> Game {
        Game::from_position(Position::start(config))
    }

    /// A game that starts at any position.
    pub fn from_position(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// Replays moves (`from-to` or with every landing hole) from `start`; the error names the
    /// first move that does not parse or is illegal.
    pub fn replay(start: Position, moves: &[impl AsRef<str>]) -> Result<Game, MoveError> {
        let mut g = Game::from_position(start);
        for m in moves {
            let mv = g.position().parse_move(m.as_ref())?;
            g.play(&mv)?;
        }
        Ok(g)
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has its start")
    }

    /// Every position from the start to now.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays a legal move; returns the seats that passed after it for want of a move (CC-12).
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Corner>, MoveError> {
        let mut p = self.position().clone();
        let passed = p.play(mv)?;
        self.positions.push(p);
        self.moves.push(mv.clone());
        Ok(passed)
    }

    /// Takes the last move back; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.moves.pop().is_some() {
            self.positions.pop();
            true
        } else {
            false
        }
    }

    /// How the game stands.
    pub fn outcome(&self) -> Outcome {
        self.position().outcome()
    }
}
