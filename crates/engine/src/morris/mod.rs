//! Nine Men's Morris and Tigadi: one engine, the variant as data (`../shared/rules/morris.md`).

mod board;
mod position;
pub mod sanmill;
pub mod search;
pub mod tables;
mod variant;

pub use board::{Geometry, Point};
pub use position::{IllegalMove, Move, MoveSyntaxError, Position, PositionError};
pub use variant::{MorrisKind, Variant, WhenBlocked};

use crate::core::analysis::Marks;
use crate::core::{
    Clock, Engine, History, Notation, Ranked, Rules, Setting, Settings, Think, ToMove,
};
use crate::search::SearchResult;
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

crate::core::history_game!(
    /// A game in progress ([`History`] of Morris positions), which repetition (NMM-11,
    /// TIG-17) and take-back need.
    MorrisGame,
    Position
);

impl MorrisGame {
    /// A new game from the empty board.
    pub fn new(variant: &'static Variant) -> MorrisGame {
        MorrisGame::from_position(Position::start(variant))
    }

    /// Replays move strings from a position; the error names the first move that does not
    /// parse or is illegal.
    pub fn replay(start: Position, moves: &[impl AsRef<str>]) -> Result<MorrisGame, String> {
        History::replay(start, moves).map(MorrisGame)
    }

    /// Hashes of every position so far, oldest first (for the search's repetition check).
    pub fn history_hashes(&self) -> Vec<u64> {
        self.positions().iter().map(|p| p.hash()).collect()
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.0.try_play(mv).map_err(|m| IllegalMove(m.to_string()))
    }
}

/// Same board and same side to move (the repetition rule's "same position").
fn same_placement(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.side_to_move() == b.side_to_move()
        && a.pieces(crate::Side::First) == b.pieces(crate::Side::First)
        && a.pieces(crate::Side::Second) == b.pieces(crate::Side::Second)
}

impl Rules for Position {
    type Move = Move;
    type Outcome = Outcome;

    fn to_move(&self) -> ToMove {
        ToMove::Seat(self.side_to_move().index() as u8)
    }
    fn legal_moves(&self) -> Vec<Move> {
        Position::legal_moves(self)
    }
    fn play(&mut self, mv: &Move) {
        self.play_unchecked(*mv)
    }
    fn outcome(&self) -> Outcome {
        Position::outcome(self)
    }
    /// Only positions after placement repeat (NMM-11, TIG-17).
    fn repeats(&self, earlier: &Position) -> bool {
        let me = self.side_to_move();
        self.in_hand(me) == 0 && self.in_hand(me.other()) == 0 && same_placement(self, earlier)
    }
    fn repetition_outcome(&self) -> Option<Outcome> {
        Some(Outcome::REPETITION)
    }
}

/// Counts the leaf positions `depth` plies below `pos` (a pass is a ply; a finished game
/// has no children). Repetition is not considered: it needs a history.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    crate::core::perft(pos, depth)
}

impl Notation for Position {
    const SETTINGS: &'static [Setting] = &[Setting {
        name: "flying",
        takes_value: true,
        help: "on or off: Nine Men's Morris flying with three pieces (NMM-8; on by default)",
    }];

    fn start(game: GameId, settings: &Settings) -> Result<Position, String> {
        Ok(Position::start(variant_of(game, settings)?))
    }
    fn from_text(game: GameId, text: &str, settings: &Settings) -> Result<Position, String> {
        Position::from_text(variant_of(game, settings)?, text).map_err(|e| e.to_string())
    }
    fn to_text(&self) -> String {
        Position::to_text(self)
    }
    fn move_text(&self, mv: &Move) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<Move, String> {
        text.parse().map_err(|e: MoveSyntaxError| e.to_string())
    }
    /// Sanmill's PGN-like text names Nine Men's Morris so; Sanmill has no Tigadi.
    fn record_variant(game: GameId) -> Option<&'static str> {
        match MorrisKind::from_game(game)? {
            MorrisKind::NineMensMorris => Some("Nine Men's Morris"),
            MorrisKind::Tigadi => Some("Tigadi"),
        }
    }
    /// Sanmill's FEN ([`sanmill`]), else (a ply its move number cannot give) the position
    /// text.
    fn record_position(&self) -> String {
        sanmill::fen(self).unwrap_or_else(|| self.to_text())
    }
    /// Sanmill's FEN, or the position text.
    fn read_record_position(_: GameId, text: &str) -> Result<String, String> {
        sanmill::position_text(text).unwrap_or(Ok(text.to_string()))
    }
    /// Sanmill writes the move text, in capitals for screen readers (`D6-D5xA1`).
    fn read_record_move(&self, text: &str, _: &[String]) -> Result<Move, String> {
        self.parse_move(&text.to_ascii_lowercase())
    }
}

/// The variant of `game` with the `flying` setting.
fn variant_of(game: GameId, settings: &Settings) -> Result<&'static Variant, String> {
    let kind = MorrisKind::from_game(game).ok_or(format!("{game} is not a Morris game"))?;
    let flying = match settings.get("flying") {
        None | Some("on") => true,
        Some("off") => false,
        Some(v) => return Err(format!("--flying takes on or off, not '{v}'")),
    };
    Ok(Variant::preset(kind, flying))
}

impl Engine for Position {
    /// Search scores: a piece is worth about 100; a forced win scores near
    /// [`search::WIN_SCORE`] (fewer plies to the win score higher).
    const VALUE_UNIT: &'static str =
        "search score (a piece is about 100; #N for a proven win in N moves)";
    const MAX_PERFT_DEPTH: u32 = 8;
    /// A third of a piece is an inaccuracy, most of a piece a mistake, two pieces or a
    /// proven result thrown away a blunder; values past 1000 (a proven win) count as 1000.
    const MARKS: Marks = Marks {
        inaccuracy: 30,
        mistake: 80,
        blunder: 200,
        cap: 1000,
    };

    fn best_move(h: &History<Position>, think: &Think, clock: Clock) -> Option<SearchResult<Move>> {
        search::best_move(h, &limits(h, think), think.seed, clock)
    }
    fn rank_moves(h: &History<Position>, think: &Think, clock: Clock) -> Vec<Ranked<Move>> {
        let mut limits = limits(h, think);
        limits.noise = 0;
        let ranked = search::rank_moves(h, &limits, clock);
        ranked.into_iter().map(Ranked::from).collect()
    }
    fn value_text(value: i32) -> String {
        crate::search::score_text(value)
    }
}

fn limits(game: &History<Position>, think: &Think) -> search::Limits {
    search::Limits::for_think(game.position().kind().game(), think)
}
