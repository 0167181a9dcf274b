//! Nine Men's Morris and Tigadi: one engine, the variant as data (`../shared/rules/morris.md`).

mod board;
mod position;
pub mod search;
mod variant;

pub use board::{Geometry, Point};
pub use position::{IllegalMove, Move, MoveSyntaxError, Position, PositionError};
pub use variant::{MorrisKind, Variant, WhenBlocked};

use crate::{GameId, Outcome};

impl MorrisKind {
    pub fn from_game(id: GameId) -> Option<MorrisKind> {
        match id {
            GameId::NineMensMorris => Some(MorrisKind::NineMensMorris),
            GameId::Tigadi => Some(MorrisKind::Tigadi),
            _ => None,
        }
    }

    pub fn game(self) -> GameId {
        match self {
            MorrisKind::NineMensMorris => GameId::NineMensMorris,
            MorrisKind::Tigadi => GameId::Tigadi,
        }
    }
}

/// A game in progress: the start position, the moves played and every position reached,
/// which repetition (NMM-11, TIG-17) needs.
#[derive(Clone, Debug)]
pub struct MorrisGame {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl MorrisGame {
    /// A new game from the empty board.
    pub fn new(variant: &'static Variant) -> MorrisGame {
        MorrisGame::from_position(Position::start(variant))
    }

    /// A game that starts at any position (its history before that is unknown).
    pub fn from_position(start: Position) -> MorrisGame {
        MorrisGame {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// Replays move strings from the start of a variant; the error names the first
    /// move that does not parse or is illegal.
    pub fn replay(start: Position, moves: &[impl AsRef<str>]) -> Result<MorrisGame, String> {
        let mut g = MorrisGame::from_position(start);
        for m in moves {
            let m = m.as_ref();
            let mv: Move = m.parse().map_err(|e: MoveSyntaxError| e.to_string())?;
            g.play(mv).map_err(|_| format!("illegal move: {m}"))?;
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

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Hashes of every position so far, oldest first (for the search's repetition check).
    pub fn history_hashes(&self) -> Vec<u64> {
        self.positions.iter().map(|p| p.hash()).collect()
    }

    /// How often the current position (board and side to move) has occurred. Only
    /// positions after placement count (NMM-11, TIG-17); before that the answer is 1.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        if now.in_hand(now.side_to_move()) > 0 || now.in_hand(now.side_to_move().other()) > 0 {
            return 1;
        }
        self.positions
            .iter()
            .filter(|p| same_placement(p, now))
            .count()
    }

    /// How the game stands, with repetition. A win by pieces or blocking is decided
    /// before a draw.
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
        self.position().legal_moves()
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if !self.legal_moves().contains(&mv) {
            return Err(IllegalMove(mv.to_string()));
        }
        let mut next = *self.position();
        next.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Takes back the last move, if any.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }
}

/// Same board and same side to move (the repetition rule's "same position").
fn same_placement(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.side_to_move() == b.side_to_move()
        && a.pieces(crate::Side::First) == b.pieces(crate::Side::First)
        && a.pieces(crate::Side::Second) == b.pieces(crate::Side::Second)
}

/// Counts the leaf positions `depth` plies below `pos` (a pass is a ply; a finished game
/// has no children). Repetition is not considered: it needs a history.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = *pos;
            next.play_unchecked(m);
            perft(&next, depth - 1)
        })
        .sum()
}
