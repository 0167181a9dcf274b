//! Reviewing played moves, the same way in every game: a move's **loss** is the value of
//! the engine's best move minus the value of the move played, from the mover's side, in
//! the game's unit ([`super::Engine::VALUE_UNIT`]); its **mark** comes from the loss and
//! the game's thresholds ([`Marks`]). The hint, the analysis of a game and the coach all
//! read these.

use super::{Clock, Engine, History, Notation, Ranked, Think, ToMove};
use std::fmt;

/// The time an analysis thinks about each move by default, in milliseconds: a 60-move
/// Makruk game (120 plies) in about 25 s (250 ms took 32 s natively, over the 30 s wanted
/// in the browser's worker), a 30-move Morris game in about 13 s. Backgammon's look-ahead
/// is bounded by its level instead.
pub const REVIEW_MS: f64 = 200.0;

/// How an analysis thinks by default: the hard level, [`REVIEW_MS`] a move.
pub fn default_think() -> Think {
    Think {
        level: crate::Level::Hard,
        movetime_ms: Some(REVIEW_MS),
        seed: 1,
    }
}

/// How bad a move was, by its loss.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// `inaccuracy`, `mistake` or `blunder`, as the CLI prints it.
    pub fn slug(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    pub fn from_slug(s: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.slug() == s)
    }

    /// The annotation symbol: `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A game's thresholds, in its value unit: a loss of at least `inaccuracy` is an
/// inaccuracy, and so on. Values are held within `±cap` before a loss is taken, so that
/// a move from a won position to a still won one (a mate in 3 for a mate in 5, +15 for +9)
/// loses little, as a player sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Marks {
    pub inaccuracy: i32,
    pub mistake: i32,
    pub blunder: i32,
    pub cap: i32,
}

impl Marks {
    /// The mark of a loss, if it earns one.
    pub fn mark(&self, loss: i32) -> Option<Mark> {
        [
            (self.blunder, Mark::Blunder),
            (self.mistake, Mark::Mistake),
            (self.inaccuracy, Mark::Inaccuracy),
        ]
        .into_iter()
        .find(|&(at, _)| loss >= at)
        .map(|(_, m)| m)
    }

    /// The loss of playing a move worth `played` when the best is worth `best` (both for
    /// the mover), never below 0.
    pub fn loss(&self, best: i32, played: i32) -> i32 {
        let held = |v: i32| v.clamp(-self.cap, self.cap);
        (held(best) - held(played)).max(0)
    }
}

/// One move played, reviewed against every legal move of its position.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<M> {
    /// Who chose (the player to act, or backgammon's player on roll before the dice).
    pub seat: u8,
    /// Every legal move with its value, best first (as [`Engine::rank_moves`] gives them).
    pub ranked: Vec<Ranked<M>>,
    /// The value of the move played; `None` when the ranking does not list it.
    pub played_value: Option<i32>,
    /// Whether the mover had a choice: more than one legal move.
    pub choice: bool,
}

impl<M> Review<M> {
    /// The value of the best move (0 when there is no move).
    pub fn best_value(&self) -> i32 {
        self.ranked.first().map_or(0, |r| r.value)
    }

    /// The loss of the move played (0 when it is not ranked or there was no choice).
    pub fn loss(&self, marks: &Marks) -> i32 {
        match self.played_value {
            Some(v) if self.choice => marks.loss(self.best_value(), v),
            _ => 0,
        }
    }
}

/// The review of `mv` for the player to act in `game`: every legal move ranked, and the
/// played one found among them by the position it leads to (so that `6/3 8/5` is found as
/// `8/5 6/3`). `None` when nobody is to choose (chance or the game's end). This is
/// [`Engine::review`]'s default.
pub fn review_by_ranking<P: Engine>(
    game: &History<P>,
    mv: &P::Move,
    think: &Think,
    clock: Clock,
) -> Option<Review<P::Move>> {
    let ToMove::Seat(seat) = game.to_move() else {
        return None;
    };
    let ranked = P::rank_moves(game, think, clock);
    let pos = game.position();
    let played = text_after(pos, mv);
    let played_value = ranked
        .iter()
        .find(|r| r.mv == *mv || text_after(pos, &r.mv) == played)
        .map(|r| r.value);
    let choice = ranked.len() > 1;
    Some(Review {
        seat,
        ranked,
        played_value,
        choice,
    })
}

/// The text of the position a legal move leads to (one play written two ways leads to the
/// same).
fn text_after<P: Notation>(pos: &P, mv: &P::Move) -> String {
    let mut next = pos.clone();
    next.play(mv);
    next.to_text()
}

/// What one side did over a reviewed game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// Moves reviewed (each decision that had a choice).
    pub moves: u32,
    /// The sum of their losses.
    pub total_loss: i64,
    /// How many earned each mark, in [`Mark::ALL`]'s order.
    pub marks: [u32; 3],
}

impl Summary {
    /// Counts one reviewed move.
    pub fn add(&mut self, loss: i32, mark: Option<Mark>) {
        self.moves += 1;
        self.total_loss += i64::from(loss);
        if let Some(m) = mark {
            self.marks[m as usize] += 1;
        }
    }

    /// The average loss a move (0 with no move).
    pub fn average_loss(&self) -> f64 {
        self.total_loss as f64 / f64::from(self.moves.max(1))
    }

    pub fn count(&self, mark: Mark) -> u32 {
        self.marks[mark as usize]
    }
}
