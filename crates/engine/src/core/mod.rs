//! The interface every game implements, and what is built once on it: the game history
//! ([`History`]), perft, and the registry of games ([`registry`]) that the CLI, the worker
//! and the app loop over.
//!
//! A game is its position type: [`Rules`] (who is to move, legal moves, play, outcome, the
//! repetition rule), [`Notation`] (move and position text in the game's own notation) and
//! [`Engine`] (the computer player's move, and every legal move ranked with a value). Each
//! game keeps its rich types behind these; settings that change the rules (flying, seats,
//! cube) live in the position text or in [`Settings`].

pub mod analysis;
mod history;
mod macros;
pub mod record;
pub mod registry;

pub(crate) use history::history_game;
pub use history::History;
pub(crate) use macros::{indexed_enum, text_error};
pub use record::RecordMove;

use crate::search::SearchResult;
use crate::{GameId, Level};
use std::fmt;

/// Who acts next in a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ToMove {
    /// A player, by its seat number in the game's own order (0 moves first in two-player
    /// games; Chinese Checkers numbers its corners).
    Seat(u8),
    /// Nature: backgammon's dice.
    Chance,
    /// Nobody: the game is over.
    Nobody,
}

/// How a game ended or stands, as each game reports it.
pub trait Ending: Clone + PartialEq + fmt::Debug + fmt::Display {
    fn is_over(&self) -> bool;
}

impl Ending for crate::Outcome {
    fn is_over(&self) -> bool {
        crate::Outcome::is_over(*self)
    }
}

/// The rules of a game, on its position type.
pub trait Rules: Clone + fmt::Debug {
    type Move: Clone + PartialEq + fmt::Debug;
    type Outcome: Ending;

    /// Who acts now.
    fn to_move(&self) -> ToMove;
    /// The legal moves, in the engine's order; none when the position is over. Where a game
    /// lets a move carry an option (Makruk's counting), only the plain moves are listed and
    /// [`Rules::is_legal`] accepts the others.
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// Whether `mv` may be played now.
    fn is_legal(&self, mv: &Self::Move) -> bool {
        self.legal_moves().contains(mv)
    }
    /// Plays a legal move (one that [`Rules::is_legal`] accepts).
    fn play(&mut self, mv: &Self::Move);
    /// How the position stands, without its history.
    fn outcome(&self) -> Self::Outcome;
    /// Whether `earlier` counts as the same position as this one for the repetition rule;
    /// always false in games that have none.
    fn repeats(&self, _earlier: &Self) -> bool {
        false
    }
    /// The outcome once this position has occurred for the third time (games with a
    /// repetition rule).
    fn repetition_outcome(&self) -> Option<Self::Outcome> {
        None
    }
    /// Leaf positions `depth` plies below this one (a finished game has no children;
    /// repetition is not considered).
    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }
}

/// Counts the leaf positions `depth` plies below `pos`, with bulk counting at the last ply.
pub fn perft<P: Rules>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play(m);
            perft(&next, depth - 1)
        })
        .sum()
}

/// Named settings that a position text does not carry (`flying` = `off`), or that the
/// CLI's older options give (`dice`, `match`, `players`, ...), as name and value.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Settings(pub Vec<(String, String)>);

impl Settings {
    /// The value given for `name`, if any.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the flag `name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
}

fn all_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// `text` as a whole number written in digits only (leading zeros allowed; no sign, no
/// space), or `None` when it is not one or does not fit in `T`.
pub fn whole_number<T: std::str::FromStr>(text: &str) -> Option<T> {
    text.parse().ok().filter(|_| all_digits(text))
}

/// `text` as a whole number from `min` to `max` (as [`whole_number`] reads it), or an
/// error naming `what` (the option) and the limit it is past.
pub fn number_in(text: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    match whole_number::<u64>(text) {
        Some(n) if n < min => Err(format!("{what} takes at least {min}, not {text}")),
        Some(n) if n <= max => Ok(n),
        // Digits too many for a u64 are past the limit too, named by their number.
        _ if all_digits(text) && text.len() > 20 => Err(format!(
            "{what} takes at most {max}, not a number of {} digits",
            text.len()
        )),
        _ if all_digits(text) => Err(format!("{what} takes at most {max}, not {text}")),
        _ => Err(format!("{what} takes a whole number, not '{text}'")),
    }
}

/// A program's arguments as text, or an error naming the first that is not UTF-8 (by its
/// place, counted from 1), for the command-line tools.
pub fn text_args(args: impl Iterator<Item = std::ffi::OsString>) -> Result<Vec<String>, String> {
    args.enumerate()
        .map(|(i, a)| {
            a.into_string()
                .map_err(|a| format!("argument {} is not UTF-8 text: {a:?}", i + 1))
        })
        .collect()
}

/// One setting a game takes: its name (the CLI option without `--`), whether it takes a
/// value, and what it does.
#[derive(Clone, Copy, Debug)]
pub struct Setting {
    pub name: &'static str,
    pub takes_value: bool,
    pub help: &'static str,
}

/// Text in the game's own notation.
pub trait Notation: Rules + Sized {
    /// The settings this game reads (see [`Settings`]).
    const SETTINGS: &'static [Setting] = &[];
    /// The start position of `game` (one position type may serve several games) with
    /// these settings.
    fn start(game: GameId, settings: &Settings) -> Result<Self, String>;
    /// A position from its text (with settings the text does not carry); the error names
    /// what is wrong.
    fn from_text(game: GameId, text: &str, settings: &Settings) -> Result<Self, String>;
    fn to_text(&self) -> String;
    fn move_text(&self, mv: &Self::Move) -> String;
    /// A move from its text; the error names what is wrong. Whether it is legal is not
    /// decided here (but it may be, where the text is only readable against the position).
    fn parse_move(&self, text: &str) -> Result<Self::Move, String>;
    /// Why `mv` (read from `text`) cannot be played now; games with more than one reason
    /// name it.
    fn refusal(&self, _mv: &Self::Move, text: &str) -> String {
        format!("illegal move: {text}")
    }
    /// The `Variant` tag naming `game` in a game record ([`record`]); `None` for a game
    /// whose records are exchanged in another format (backgammon's `.mat`).
    fn record_variant(_game: GameId) -> Option<&'static str> {
        None
    }
    /// A start position as a game record's `FEN` tag writes it: its text by default.
    fn record_position(&self) -> String {
        self.to_text()
    }
    /// The position a record's `FEN` tag gives (another program's text of it) as this
    /// game's position text: the text itself by default.
    fn read_record_position(_game: GameId, text: &str) -> Result<String, String> {
        Ok(text.to_string())
    }
    /// How many moves a record's movetext numbers together: White's and Black's.
    const RECORD_ROUND: usize = 2;
    /// A move as a game record writes it: its move text by default.
    fn record_move(&self, mv: &Self::Move) -> RecordMove {
        RecordMove::plain(self.move_text(mv))
    }
    /// A move of a game record read back, with the comments written after it: its move
    /// text by default.
    fn read_record_move(&self, text: &str, _comments: &[String]) -> Result<Self::Move, String> {
        self.parse_move(text)
    }
}

/// Milliseconds from any fixed origin (`Instant` natively, `performance.now()` in a worker).
pub type Clock<'a> = &'a dyn Fn() -> f64;

/// How to think: the level, an optional time limit that overrides the level's, and the
/// seed for the easy level's noise (and backgammon's dice).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Think {
    pub level: Level,
    pub movetime_ms: Option<f64>,
    pub seed: u64,
}

impl Think {
    pub fn level(level: Level) -> Think {
        Think {
            level,
            movetime_ms: None,
            seed: 1,
        }
    }
}

/// A legal move with its value for the mover, in the game's unit ([`Engine::VALUE_UNIT`]);
/// higher is better.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked<M> {
    pub mv: M,
    pub value: i32,
}

impl<M> From<(M, i32)> for Ranked<M> {
    fn from((mv, value): (M, i32)) -> Ranked<M> {
        Ranked { mv, value }
    }
}

/// The computer player.
pub trait Engine: Notation {
    /// What a value means: `centipawns`, `search score`, `millipoints`, `rows` ...
    const VALUE_UNIT: &'static str;
    /// The deepest perft the tools run: the deepest that takes minutes, not hours, from the
    /// start on a desktop (each ply multiplies the time by some 10 to 30).
    const MAX_PERFT_DEPTH: u32;
    /// The move chosen for the player to act, or `None` when nobody is to act.
    fn best_move(
        h: &History<Self>,
        think: &Think,
        clock: Clock,
    ) -> Option<SearchResult<Self::Move>>;
    /// Every legal move with its value for the mover, best first (ties in the engine's
    /// order); empty when nobody is to act.
    fn rank_moves(
        game: &History<Self>,
        think: &Think,
        clock: &dyn Fn() -> f64,
    ) -> Vec<Ranked<Self::Move>>;
    /// A value as the CLI prints it (`mate 3`, `+0.125`, ...); the plain number by default.
    fn value_text(value: i32) -> String {
        value.to_string()
    }
    /// The loss thresholds of the analysis' marks, in [`Engine::VALUE_UNIT`].
    const MARKS: analysis::Marks;
    /// The move `mv` played by whoever is to act in `game`, against every legal move;
    /// `None` when nobody chooses (chance, the game's end).
    fn review(
        game: &History<Self>,
        mv: &Self::Move,
        think: &Think,
        clock: Clock,
    ) -> Option<analysis::Review<Self::Move>> {
        analysis::review_by_ranking(game, mv, think, clock)
    }
}

/// Sorts ranked moves best first, keeping the engine's order among equal values.
pub fn best_first<M>(mut ranked: Vec<Ranked<M>>) -> Vec<Ranked<M>> {
    ranked.sort_by_key(|r| std::cmp::Reverse(r.value));
    ranked
}
