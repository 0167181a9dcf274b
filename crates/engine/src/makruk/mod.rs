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
pub mod eval;
mod fen;
mod position;
pub mod san;
pub mod search;
mod types;
mod weights;

pub use board::{Board, MoveEffect};
pub use fen::FenError;
pub use position::{
    pieces_limit, CountAction, Counting, CountingKind, Position, Turn, TurnError, BOARD_LIMIT,
    MOVE_LIMIT_PLIES,
};
pub use types::{Kind, Move, MoveSyntaxError, Piece, Square};

use crate::core::analysis::{Marks, Review};
use crate::core::{
    Clock, Engine, History, Notation, Ranked, RecordMove, Rules, Settings, Think, ToMove,
};
use crate::search::{Limits, SearchResult};
use crate::{GameId, Outcome};

/// Every turn the player may choose, ranked at `think` without the easy level's noise.
fn rank_turns(h: &History<Position>, think: &Think, clock: Clock) -> Vec<Ranked<Turn>> {
    let mut limits = Limits::for_think(GameId::Makruk, think);
    limits.noise = 0;
    search::rank_turns(h, &limits, clock)
        .into_iter()
        .map(Ranked::from)
        .collect()
}

/// A ranking best first with only the first turn of each move (its best counting choice).
fn one_per_move(ranked: Vec<Ranked<Turn>>) -> Vec<Ranked<Turn>> {
    let mut seen = Vec::with_capacity(ranked.len());
    ranked
        .into_iter()
        .filter(|r| {
            let new = !seen.contains(&r.mv.mv);
            seen.push(r.mv.mv);
            new
        })
        .collect()
}

/// The start position's FEN (MK-2).
pub const START_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

crate::core::history_game!(
    /// A game in progress ([`History`] of Makruk positions), for repetition (MK-17) and
    /// take-back.
    MakrukGame,
    Position
);

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

    /// Replays turn strings (`e3e4`, `start:e3e4`, `stop:e3e4`) from a position; the error
    /// names the first one that does not parse or cannot be played, and why.
    pub fn replay(start: Position, turns: &[impl AsRef<str>]) -> Result<MakrukGame, String> {
        History::replay(start, turns).map(MakrukGame)
    }

    pub fn turns(&self) -> &[Turn] {
        self.moves()
    }

    /// The legal moves now: none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.0.legal_moves().iter().map(|t| t.mv).collect()
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
        self.0.push(next, turn);
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
}

impl Rules for Position {
    type Move = Turn;
    type Outcome = Outcome;

    fn to_move(&self) -> ToMove {
        ToMove::Seat(self.side_to_move().index() as u8)
    }
    fn legal_moves(&self) -> Vec<Turn> {
        Position::legal_moves(self)
            .into_iter()
            .map(Turn::plain)
            .collect()
    }
    /// Also a move that starts or stops board counting, where the rules allow it now.
    fn is_legal(&self, turn: &Turn) -> bool {
        self.check(*turn).is_ok()
    }
    fn play(&mut self, turn: &Turn) {
        self.play_unchecked(*turn)
    }
    fn outcome(&self) -> Outcome {
        Position::outcome(self)
    }
    /// The same pieces on the same squares (a Bia ngai is not a Met) and the same side to
    /// move; the count does not matter (MK-17).
    fn repeats(&self, earlier: &Position) -> bool {
        self.board() == earlier.board()
    }
    fn repetition_outcome(&self) -> Option<Outcome> {
        Some(Outcome::REPETITION)
    }
    /// Moves only: counting and the move limit are not applied (as Fairy-Stockfish counts).
    fn perft(&self, depth: u32) -> u64 {
        self.board().perft(depth)
    }
}

impl Notation for Position {
    fn start(_: GameId, _: &Settings) -> Result<Position, String> {
        Ok(Position::start())
    }
    fn from_text(_: GameId, text: &str, _: &Settings) -> Result<Position, String> {
        Position::from_fen(text).map_err(|e| e.to_string())
    }
    fn to_text(&self) -> String {
        self.to_fen()
    }
    fn move_text(&self, turn: &Turn) -> String {
        turn.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<Turn, String> {
        text.parse().map_err(|e: MoveSyntaxError| e.to_string())
    }
    /// An illegal move, or a count that may not be started or stopped now (MK-8, MK-10).
    fn refusal(&self, turn: &Turn, text: &str) -> String {
        match self.check(*turn) {
            Err(e) => e.to_string(),
            Ok(()) => format!("illegal move: {text}"),
        }
    }
    /// PGN as pychess-variants exports Makruk.
    fn record_variant(_: GameId) -> Option<&'static str> {
        Some("makruk")
    }
    /// Fairy-Stockfish's SAN; a counting action, which SAN has no sign for, is the comment
    /// after the move ([`COUNTING_COMMENTS`]).
    fn record_move(&self, turn: &Turn) -> RecordMove {
        let text = san::fairy_san(self.board(), turn.mv).unwrap_or_else(|| turn.mv.to_string());
        let comment = COUNTING_COMMENTS
            .iter()
            .find(|(a, _)| turn.action == Some(*a));
        RecordMove {
            text,
            comment: comment.map(|(_, c)| *c),
        }
    }
    /// SAN (Fairy-Stockfish's or the app's) with a counting comment after it, or a turn as
    /// the CLI writes it (`e3e4`, `start:e3e4`).
    fn read_record_move(&self, text: &str, comments: &[String]) -> Result<Turn, String> {
        if let Ok(turn) = text.parse::<Turn>() {
            return Ok(turn);
        }
        let mv = san::read_san(self.board(), text)?;
        let said = |c: &str| comments.iter().any(|said| said.trim() == c);
        let action = COUNTING_COMMENTS.iter().find(|(_, c)| said(c));
        Ok(Turn {
            action: action.map(|(a, _)| *a),
            mv,
        })
    }
}

/// The comment a game record writes after a move that starts or stops board counting.
pub const COUNTING_COMMENTS: [(CountAction, &str); 2] = [
    (CountAction::Start, "counting starts"),
    (CountAction::Stop, "counting stops"),
];

impl Engine for Position {
    /// Centipawns (a Bia is 100); a forced mate is printed as `#N` (`#-N` when mated).
    const VALUE_UNIT: &'static str = "centipawns (a Bia is 100; #N for a forced mate in N)";
    const MAX_PERFT_DEPTH: u32 = 8;
    /// Half a Bia is an inaccuracy, more than a Bia a mistake, a Ma or more (a Rua given
    /// for nothing) a blunder; values past 3000 (thirty Bia, or a mate) count as 3000. (A
    /// cap of 1000 left a Rua given away unmarked in a position already 1000 down: of the
    /// moves Fairy-Stockfish says lose 300 or more, it marked 102 of 146, 70 %, against the
    /// 90 % wanted; docs/measurements.md.)
    const MARKS: Marks = Marks {
        inaccuracy: 50,
        mistake: 120,
        blunder: 250,
        cap: 3000,
    };

    fn best_move(h: &History<Position>, think: &Think, clock: Clock) -> Option<SearchResult<Turn>> {
        search::best_move(
            h,
            &Limits::for_think(GameId::Makruk, think),
            think.seed,
            clock,
        )
    }
    /// Each move once, with the counting action that is the better choice now (see
    /// [`search::rank_turns`]): `start:e3e4` says that starting the count is.
    fn rank_moves(h: &History<Position>, think: &Think, clock: Clock) -> Vec<Ranked<Turn>> {
        one_per_move(rank_turns(h, think, clock))
    }
    /// The played turn with its own counting action (or none) against the best turn with
    /// any: a count not started or stopped when it should be, or one started or stopped
    /// when it should not, loses what [`search::rank_turns`] says.
    fn review(
        h: &History<Position>,
        turn: &Turn,
        think: &Think,
        clock: Clock,
    ) -> Option<Review<Turn>> {
        let ToMove::Seat(seat) = h.to_move() else {
            return None;
        };
        let all = rank_turns(h, think, clock);
        let played_value = all.iter().find(|r| r.mv == *turn).map(|r| r.value);
        let choice = all.len() > 1;
        Some(Review {
            seat,
            ranked: one_per_move(all),
            played_value,
            choice,
        })
    }
    fn value_text(value: i32) -> String {
        crate::search::score_text(value)
    }
}
