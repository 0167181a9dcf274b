//! The games, in one list: the CLI, the worker and the app loop over [`GAMES`] (the app's
//! page over [`RULES`], the same entries without their computer players). Each entry is the
//! game's position type seen through text only ([`AnyGame`], [`AnyHistory`]; [`AnyRules`],
//! [`AnyText`]), so the callers need no per-game code. Adding a game is one line here.

use super::analysis::{Mark, Marks};
use super::{Clock, Engine, History, Ranked, RecordMove, Setting, Settings, Think, ToMove};
use crate::search::SearchResult;
use crate::GameId;
use std::marker::PhantomData;

/// The longest move list a game is opened with (by the CLI, or a request to the worker):
/// far more than a game is played to, and replayed in well under a second.
pub const MAX_MOVES: usize = 10_000;

/// The most moves a hint lists.
pub const MAX_HINT_COUNT: usize = 1000;

/// A game of the registry through its rules and texts only: what reading and writing game
/// records needs. The page's own wasm uses this side alone ([`RULES`]), so that no search
/// code comes into it.
pub trait AnyRules: Sync {
    fn id(&self) -> GameId;
    /// The settings the game reads besides its position text.
    fn settings(&self) -> &'static [Setting];
    /// The `Variant` tag of its game records; `None` when they are exchanged in another
    /// format ([`super::record`]).
    fn record_variant(&self) -> Option<&'static str>;
    /// How many moves a record's movetext numbers together.
    fn record_round(&self) -> usize;
    /// The position a record's `FEN` tag gives, as the game's position text.
    fn read_record_position(&self, text: &str) -> Result<String, String>;
    /// The game from the start (or `position`) through `moves`, as text; the error names the
    /// first thing that is wrong.
    fn open_text(
        &self,
        settings: &Settings,
        position: Option<&str>,
        moves: &[String],
    ) -> Result<Box<dyn AnyText>, String>;
}

/// A game of the registry, through text, with its computer player.
pub trait AnyGame: AnyRules {
    /// What [`AnyHistory::hint`]'s values mean.
    fn value_unit(&self) -> &'static str;
    /// The analysis' loss thresholds, in the value unit.
    fn marks(&self) -> Marks;
    /// The deepest perft the tools run for this game.
    fn max_perft_depth(&self) -> u32;
    /// The game from the start (or `position`) through `moves`; the error names the first
    /// thing that is wrong.
    fn open(
        &self,
        settings: &Settings,
        position: Option<&str>,
        moves: &[String],
    ) -> Result<Box<dyn AnyHistory>, String>;
}

/// A move chosen by the computer, as text, with how it was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub mv: String,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
}

/// One move of a game, reviewed ([`AnyHistory::review`]).
#[derive(Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// The move's place in the game, from 0.
    pub ply: usize,
    /// Who played it.
    pub seat: u8,
    pub played: String,
    /// The best moves with their values for the mover, best first (as many as asked).
    pub best: Vec<(String, i32)>,
    /// The value of the best move, for the mover.
    pub best_value: i32,
    /// The value of the move played, when the ranking lists it.
    pub played_value: Option<i32>,
    /// Best minus played, never below 0 (values held within the marks' cap); 0 when the
    /// mover had no choice.
    pub loss: i32,
    pub mark: Option<Mark>,
    /// Whether the mover had more than one legal move.
    pub choice: bool,
}

/// A game in progress, through its rules and texts only.
pub trait AnyText {
    fn position_text(&self) -> String;
    fn start_text(&self) -> String;
    /// The start position as a game record's `FEN` tag writes it.
    fn record_start(&self) -> String;
    fn move_texts(&self) -> Vec<String>;
    /// The moves played as a game record writes them.
    fn record_moves(&self) -> Vec<RecordMove>;
    fn to_move(&self) -> ToMove;
    /// The legal moves as text, in the engine's order.
    fn legal_moves(&self) -> Vec<String>;
    /// `ongoing` or the game's own outcome text (`win first checkmate`, `win S+N`).
    fn status(&self) -> String;
    fn is_over(&self) -> bool;
    fn play(&mut self, mv: &str) -> Result<(), String>;
    /// Plays a move as a game record writes it, with the comments written after it.
    fn play_record(&mut self, mv: &str, comments: &[String]) -> Result<(), String>;
    fn undo(&mut self) -> Option<String>;
}

/// A game in progress, through text, with its computer player.
pub trait AnyHistory: AnyText {
    fn perft(&self, depth: u32) -> u64;
    fn best_move(&self, think: &Think, clock: Clock) -> Option<Choice>;
    /// The `count` best moves (all with `None`), best first, with their values.
    fn hint(&self, think: &Think, count: Option<usize>, clock: Clock) -> Vec<(String, i32)>;
    /// A value as text in the game's unit.
    fn value_text(&self, value: i32) -> String;
    /// Move `ply` (from 0) of the game reviewed against every legal move of the position
    /// before it, with the `count` best listed; `None` when there is no such move or it was
    /// nobody's choice (backgammon's rolls, but for a cube decision before them).
    fn review(&self, ply: usize, count: usize, think: &Think, clock: Clock) -> Option<PlyReview>;
}

impl<P: super::Notation + 'static> AnyText for History<P> {
    fn position_text(&self) -> String {
        History::position_text(self)
    }
    fn start_text(&self) -> String {
        self.start().to_text()
    }
    fn record_start(&self) -> String {
        self.start().record_position()
    }
    fn move_texts(&self) -> Vec<String> {
        History::move_texts(self)
    }
    fn record_moves(&self) -> Vec<RecordMove> {
        History::record_moves(self)
    }
    fn to_move(&self) -> ToMove {
        History::to_move(self)
    }
    fn legal_moves(&self) -> Vec<String> {
        let pos = self.position();
        History::legal_moves(self)
            .iter()
            .map(|m| pos.move_text(m))
            .collect()
    }
    fn status(&self) -> String {
        self.outcome().to_string()
    }
    fn is_over(&self) -> bool {
        super::Ending::is_over(&self.outcome())
    }
    fn play(&mut self, mv: &str) -> Result<(), String> {
        self.play_text(mv)
    }
    fn play_record(&mut self, mv: &str, comments: &[String]) -> Result<(), String> {
        History::play_record(self, mv, comments)
    }
    fn undo(&mut self) -> Option<String> {
        let mv = History::undo(self)?;
        Some(self.position().move_text(&mv))
    }
}

impl<P: Engine + 'static> AnyHistory for History<P> {
    fn perft(&self, depth: u32) -> u64 {
        super::Rules::perft(self.position(), depth)
    }
    fn best_move(&self, think: &Think, clock: Clock) -> Option<Choice> {
        let r: SearchResult<P::Move> = P::best_move(self, think, clock)?;
        Some(Choice {
            mv: self.position().move_text(&r.best),
            score: r.score,
            depth: r.depth,
            nodes: r.nodes,
        })
    }
    fn hint(&self, think: &Think, count: Option<usize>, clock: Clock) -> Vec<(String, i32)> {
        let pos = self.position();
        let ranked: Vec<Ranked<P::Move>> = P::rank_moves(self, think, clock);
        ranked
            .iter()
            .take(count.unwrap_or(usize::MAX))
            .map(|r| (pos.move_text(&r.mv), r.value))
            .collect()
    }
    fn value_text(&self, value: i32) -> String {
        P::value_text(value)
    }
    fn review(&self, ply: usize, count: usize, think: &Think, clock: Clock) -> Option<PlyReview> {
        let mv = self.moves().get(ply)?;
        let before = self.before(ply);
        let r = P::review(&before, mv, think, clock)?;
        let pos = before.position();
        let loss = r.loss(&P::MARKS);
        Some(PlyReview {
            ply,
            seat: r.seat,
            played: pos.move_text(mv),
            best: r
                .ranked
                .iter()
                .take(count)
                .map(|b| (pos.move_text(&b.mv), b.value))
                .collect(),
            best_value: r.best_value(),
            played_value: r.played_value,
            loss,
            mark: P::MARKS.mark(loss).filter(|_| r.choice),
            choice: r.choice,
        })
    }
}

/// The registry entry of a position type.
pub struct Entry<P> {
    id: GameId,
    game: PhantomData<fn() -> P>,
}

impl<P> Entry<P> {
    pub const fn new(id: GameId) -> Entry<P> {
        Entry {
            id,
            game: PhantomData,
        }
    }
}

impl<P: super::Notation + 'static> AnyRules for Entry<P> {
    fn id(&self) -> GameId {
        self.id
    }
    fn settings(&self) -> &'static [Setting] {
        P::SETTINGS
    }
    fn record_variant(&self) -> Option<&'static str> {
        P::record_variant(self.id)
    }
    fn record_round(&self) -> usize {
        P::RECORD_ROUND
    }
    fn read_record_position(&self, text: &str) -> Result<String, String> {
        P::read_record_position(self.id, text)
    }
    fn open_text(
        &self,
        settings: &Settings,
        position: Option<&str>,
        moves: &[String],
    ) -> Result<Box<dyn AnyText>, String> {
        Ok(Box::new(self.replay(settings, position, moves)?))
    }
}

impl<P: super::Notation> Entry<P> {
    fn replay(
        &self,
        settings: &Settings,
        position: Option<&str>,
        moves: &[String],
    ) -> Result<History<P>, String> {
        if moves.len() > MAX_MOVES {
            return Err(format!("at most {MAX_MOVES} moves, not {}", moves.len()));
        }
        let start = match position {
            Some(text) => P::from_text(self.id, text, settings)?,
            None => P::start(self.id, settings)?,
        };
        History::replay(start, moves)
    }
}

impl<P: Engine + 'static> AnyGame for Entry<P> {
    fn value_unit(&self) -> &'static str {
        P::VALUE_UNIT
    }
    fn marks(&self) -> Marks {
        P::MARKS
    }
    fn max_perft_depth(&self) -> u32 {
        P::MAX_PERFT_DEPTH
    }
    fn open(
        &self,
        settings: &Settings,
        position: Option<&str>,
        moves: &[String],
    ) -> Result<Box<dyn AnyHistory>, String> {
        Ok(Box::new(self.replay(settings, position, moves)?))
    }
}

use crate::{backgammon, chinese_checkers, makruk, morris};

/// Every game, in the home page's order, one line each: [`GAMES`] and the same entries
/// seen through their rules only, [`RULES`].
macro_rules! registry {
    ($($position:ty => $id:expr),* $(,)?) => {
        /// Every game, with its computer player.
        pub static GAMES: [&dyn AnyGame; 5] = [$(&Entry::<$position>::new($id)),*];
        /// Every game through its rules and texts only.
        pub static RULES: [&dyn AnyRules; 5] = [$(&Entry::<$position>::new($id)),*];
    };
}

registry! {
    makruk::Position => GameId::Makruk,
    backgammon::BgPosition => GameId::Backgammon,
    morris::Position => GameId::NineMensMorris,
    morris::Position => GameId::Tigadi,
    chinese_checkers::Position => GameId::ChineseCheckers,
}

/// The registry entry of `id`.
pub fn game(id: GameId) -> &'static dyn AnyGame {
    *GAMES
        .iter()
        .find(|g| g.id() == id)
        .expect("every game is in the registry")
}

/// The registry entry of `id`, through its rules only.
pub fn rules(id: GameId) -> &'static dyn AnyRules {
    *RULES
        .iter()
        .find(|g| g.id() == id)
        .expect("every game is in the registry")
}
