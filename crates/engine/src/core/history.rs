//! A game in progress, for every game: the start, the moves played and every position
//! reached (repetition and take-back need them).

use super::{Ending, Notation, RecordMove, Rules, ToMove};

/// The positions of a game from its start, and the moves between them.
#[derive(Clone, Debug)]
pub struct History<P: Rules> {
    positions: Vec<P>,
    moves: Vec<P::Move>,
}

impl<P: Rules> History<P> {
    /// A game that starts at `start` (its history before that is unknown, so repetitions
    /// count from there).
    pub fn new(start: P) -> History<P> {
        History {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions.last().expect("a game always has its start")
    }

    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// Every position from the start to now.
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The moves played.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// How often the current position has occurred (at least once), by [`Rules::repeats`].
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let seen = self.positions.iter().filter(|p| now.repeats(p)).count();
        seen.max(1)
    }

    /// How the game stands: the position's outcome, then the third repetition.
    pub fn outcome(&self) -> P::Outcome {
        let now = self.position();
        let outcome = now.outcome();
        if !outcome.is_over() && self.repetitions() >= 3 {
            if let Some(draw) = now.repetition_outcome() {
                return draw;
            }
        }
        outcome
    }

    /// Who acts now: nobody once the game is over.
    pub fn to_move(&self) -> ToMove {
        if self.outcome().is_over() {
            ToMove::Nobody
        } else {
            self.position().to_move()
        }
    }

    /// The legal moves now: none once the game is over.
    pub fn legal_moves(&self) -> Vec<P::Move> {
        if self.outcome().is_over() {
            return Vec::new();
        }
        self.position().legal_moves()
    }

    /// Whether `mv` may be played now.
    pub fn is_legal(&self, mv: &P::Move) -> bool {
        !self.outcome().is_over() && self.position().is_legal(mv)
    }

    /// Plays a move if it is legal; gives it back if not.
    pub fn try_play(&mut self, mv: P::Move) -> Result<(), P::Move> {
        if !self.is_legal(&mv) {
            return Err(mv);
        }
        let mut next = self.position().clone();
        next.play(&mv);
        self.push(next, mv);
        Ok(())
    }

    /// Records a move and the position it led to (for games whose own play gives more than
    /// the new position, such as the seats that passed).
    pub fn push(&mut self, next: P, mv: P::Move) {
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// The game as it stood before move `ply` (counted from 0) was played: the first
    /// `ply` moves (all of them when `ply` is past the end).
    pub fn before(&self, ply: usize) -> History<P> {
        let ply = ply.min(self.moves.len());
        History {
            positions: self.positions[..=ply].to_vec(),
            moves: self.moves[..ply].to_vec(),
        }
    }

    /// Takes back the last move, if any.
    pub fn undo(&mut self) -> Option<P::Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }
}

impl<P: Notation> History<P> {
    /// The game reached from `start` by move texts; the error names the first move that
    /// does not parse or cannot be played.
    pub fn replay(start: P, moves: &[impl AsRef<str>]) -> Result<History<P>, String> {
        let mut g = History::new(start);
        for text in moves {
            g.play_text(text.as_ref())?;
        }
        Ok(g)
    }

    /// Plays a move given as text; the error names it.
    pub fn play_text(&mut self, text: &str) -> Result<(), String> {
        self.play_read(text, |pos| pos.parse_move(text))
    }

    /// Plays a move as a game record writes it ([`Notation::read_record_move`], with the
    /// comments that follow it); the error names it.
    pub fn play_record(&mut self, text: &str, comments: &[String]) -> Result<(), String> {
        self.play_read(text, |pos| pos.read_record_move(text, comments))
    }

    /// Plays the move `read` finds in `text` on the current position.
    fn play_read(
        &mut self,
        text: &str,
        read: impl FnOnce(&P) -> Result<P::Move, String>,
    ) -> Result<(), String> {
        if self.outcome().is_over() {
            return Err(format!("the game is over: {text} cannot be played"));
        }
        let mv = read(self.position())?;
        self.try_play(mv)
            .map_err(|mv| self.position().refusal(&mv, text))
    }

    /// The current position's text.
    pub fn position_text(&self) -> String {
        self.position().to_text()
    }

    /// The move texts played, oldest first.
    pub fn move_texts(&self) -> Vec<String> {
        self.each_move(P::move_text)
    }

    /// The moves played as a game record writes them, oldest first.
    pub fn record_moves(&self) -> Vec<RecordMove> {
        self.each_move(P::record_move)
    }

    /// `write` of every move played on the position before it, oldest first.
    fn each_move<T>(&self, write: impl Fn(&P, &P::Move) -> T) -> Vec<T> {
        let pairs = self.positions.iter().zip(&self.moves);
        pairs.map(|(pos, mv)| write(pos, mv)).collect()
    }
}

/// A game type of one game over [`History`]: the newtype with `Deref` to its history, and
/// `from_position` and `undo`; the game adds its own methods beside.
macro_rules! history_game {
    ($(#[$doc:meta])* $name:ident, $pos:ty) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        pub struct $name($crate::core::History<$pos>);

        impl std::ops::Deref for $name {
            type Target = $crate::core::History<$pos>;
            fn deref(&self) -> &Self::Target {
                &self.0
            }
        }

        impl $name {
            /// A game that starts at any position (its history before that is unknown, so
            /// repetitions count from there).
            pub fn from_position(start: $pos) -> $name {
                $name($crate::core::History::new(start))
            }

            /// Takes back the last move, if any.
            pub fn undo(&mut self) -> Option<<$pos as $crate::core::Rules>::Move> {
                self.0.undo()
            }
        }
    };
}
pub(crate) use history_game;
