//! A position: the board plus what the rules need besides it (the two counting rules,
//! the clocks), the turn type that carries a counting action, and the game's end.

use super::board::Board;
use super::types::{Kind, Move, MoveSyntaxError};
use crate::{Outcome, Side};
use std::fmt;
use std::str::FromStr;

/// The board's-honour limit: the counting side's 64th counted move (MK-9).
pub const BOARD_LIMIT: u16 = 64;
/// The game's length limit in plies: 400 moves in all, 200 each (MK-17).
pub const MOVE_LIMIT_PLIES: u32 = 400;

/// Which count is running.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CountingKind {
    /// Board's honour (นับศักดิ์กระดาน), started and stopped by a player (MK-8..11).
    Board,
    /// Pieces' honour (นับศักดิ์หมาก), started by itself against a lone Khun (MK-12..15).
    Pieces,
}

impl CountingKind {
    pub fn slug(self) -> &'static str {
        match self {
            CountingKind::Board => "board",
            CountingKind::Pieces => "pieces",
        }
    }
}

/// What the app shows under the board while a count runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Counting {
    pub kind: CountingKind,
    /// The counting side: the player who started board counting, or the lone Khun.
    pub side: Side,
    /// The number of the counting side's last counted move. Before the lone Khun's first
    /// counted move in pieces' honour it is one less than the first count (that is, the
    /// number of pieces on the board when the count started); the next counted move is
    /// always `count + 1`.
    pub count: u16,
    /// 64 for board's honour; the table's limit (8 ... 64) for pieces' honour.
    pub limit: u16,
}

impl Counting {
    /// The number the counting side's next move will have.
    pub fn next_count(&self) -> u16 {
        self.count.saturating_add(1)
    }

    /// Counted moves left to the counting side before the limit is reached (0 once it is:
    /// then only the other side's one last move remains, MK-9, MK-14).
    pub fn moves_left(&self) -> u16 {
        self.limit.saturating_sub(self.count)
    }
}

impl fmt::Display for Counting {
    /// `board first 12/64`, `pieces second 9/16`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}/{}",
            self.kind.slug(),
            self.side.word(),
            self.count,
            self.limit
        )
    }
}

/// The counting state kept in a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum CountState {
    None,
    /// Board's honour: the counting side and its counted moves so far (at least 1).
    Board {
        side: Side,
        count: u16,
    },
    /// Pieces' honour: the lone Khun's side, the fixed limit, the number its next counted
    /// move gets, and whether it has made a counted move yet.
    Pieces {
        side: Side,
        limit: u16,
        next: u16,
        moved: bool,
    },
}

/// Starting or stopping board counting together with a move (MK-8, MK-10).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CountAction {
    Start,
    Stop,
}

/// One turn: a move, possibly with a counting action. Written `e3e4`, `start:e3e4` or
/// `stop:e3e4` (the CLI's and saved games' form).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Turn {
    pub action: Option<CountAction>,
    pub mv: Move,
}

impl Turn {
    pub fn plain(mv: Move) -> Turn {
        Turn { action: None, mv }
    }

    pub fn start_counting(mv: Move) -> Turn {
        Turn {
            action: Some(CountAction::Start),
            mv,
        }
    }

    pub fn stop_counting(mv: Move) -> Turn {
        Turn {
            action: Some(CountAction::Stop),
            mv,
        }
    }
}

impl From<Move> for Turn {
    fn from(mv: Move) -> Turn {
        Turn::plain(mv)
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action {
            None => write!(f, "{}", self.mv),
            Some(CountAction::Start) => write!(f, "start:{}", self.mv),
            Some(CountAction::Stop) => write!(f, "stop:{}", self.mv),
        }
    }
}

impl FromStr for Turn {
    type Err = MoveSyntaxError;

    fn from_str(s: &str) -> Result<Turn, MoveSyntaxError> {
        let err = |_| MoveSyntaxError(s.to_string());
        if let Some(m) = s.strip_prefix("start:") {
            Ok(Turn::start_counting(m.parse().map_err(err)?))
        } else if let Some(m) = s.strip_prefix("stop:") {
            Ok(Turn::stop_counting(m.parse().map_err(err)?))
        } else {
            Ok(Turn::plain(s.parse()?))
        }
    }
}

/// Why a turn was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TurnError {
    /// The move is not legal here.
    Illegal(Turn),
    /// Board counting may not be started now (MK-8).
    CannotStartCounting(Turn),
    /// Board counting may not be stopped now: none runs, or it is not the counting
    /// side's turn (MK-10).
    CannotStopCounting(Turn),
    /// The game is over.
    GameOver(Turn),
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::Illegal(t) => write!(f, "illegal move: {t}"),
            TurnError::CannotStartCounting(t) => {
                write!(f, "board counting cannot be started now: {t}")
            }
            TurnError::CannotStopCounting(t) => {
                write!(f, "board counting cannot be stopped now: {t}")
            }
            TurnError::GameOver(t) => write!(f, "the game is over: {t}"),
        }
    }
}

impl std::error::Error for TurnError {}

/// The pieces'-honour limit fixed by the strong side's pieces (MK-13's table).
pub fn pieces_limit(board: &Board, strong: Side) -> u16 {
    let rua = board.count(strong, Kind::Rua);
    let khon = board.count(strong, Kind::Khon);
    let ma = board.count(strong, Kind::Ma);
    if rua >= 2 {
        8
    } else if rua == 1 {
        16
    } else if khon >= 2 {
        22
    } else if ma >= 2 {
        32
    } else if khon == 1 {
        44
    } else {
        64
    }
}

/// A Makruk position: the board, the counting state and the clocks. It cannot know about
/// repetitions; [`super::MakrukGame`] keeps the history for that.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) count: CountState,
    /// Plies since the last capture or Bia move (FEN field 5 when no count runs; no rule
    /// uses it, Makruk has no fifty-move rule).
    pub(crate) halfmove: u16,
    /// Plies since the start of the game (from the FEN's move number).
    pub(crate) ply: u32,
    /// The move that led here was made by the board-counting side while its count ran,
    /// its starting and stopping moves included (MK-11).
    pub(crate) by_counting_side: bool,
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// The start position (MK-2).
    pub fn start() -> Position {
        Position {
            board: Board::start(),
            count: CountState::None,
            halfmove: 0,
            ply: 0,
            by_counting_side: false,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn side_to_move(&self) -> Side {
        self.board.side_to_move()
    }

    /// Plies played since the start of the game.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// FEN's move number (1 at the start, +1 after each Black move).
    pub fn fullmove_number(&self) -> u32 {
        1 + self.ply / 2
    }

    /// Plies since the last capture or Bia move.
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The count running, if any.
    pub fn counting(&self) -> Option<Counting> {
        match self.count {
            CountState::None => None,
            CountState::Board { side, count } => Some(Counting {
                kind: CountingKind::Board,
                side,
                count,
                limit: BOARD_LIMIT,
            }),
            CountState::Pieces {
                side, limit, next, ..
            } => Some(Counting {
                kind: CountingKind::Pieces,
                side,
                count: next.saturating_sub(1),
                limit,
            }),
        }
    }

    /// Whether the player to move may start board counting with this move (MK-8): no
    /// unpromoted Bia left, neither side down to a bare Khun, and no count running.
    /// (Whether the game is over is for [`Position::outcome`].)
    pub fn can_start_counting(&self) -> bool {
        let b = &self.board;
        self.count == CountState::None
            && !b.has_bia()
            && !b.is_bare(Side::First)
            && !b.is_bare(Side::Second)
    }

    /// Whether the player to move may stop board counting with this move (MK-10): a
    /// board count runs and the player to move is its counting side.
    pub fn can_stop_counting(&self) -> bool {
        matches!(self.count, CountState::Board { side, .. } if side == self.side_to_move())
    }

    /// The legal moves (none once the position is finished).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_over() {
            return Vec::new();
        }
        self.board.legal_moves()
    }

    /// Plays a turn after checking it: the move must be legal, the counting action
    /// allowed, and the game not over.
    pub fn play(&mut self, turn: Turn) -> Result<(), TurnError> {
        self.check(turn)?;
        self.play_unchecked(turn);
        Ok(())
    }

    pub(crate) fn check(&self, turn: Turn) -> Result<(), TurnError> {
        if self.outcome().is_over() {
            return Err(TurnError::GameOver(turn));
        }
        if !self.board.is_legal(turn.mv) {
            return Err(TurnError::Illegal(turn));
        }
        match turn.action {
            Some(CountAction::Start) if !self.can_start_counting() => {
                Err(TurnError::CannotStartCounting(turn))
            }
            Some(CountAction::Stop) if !self.can_stop_counting() => {
                Err(TurnError::CannotStopCounting(turn))
            }
            _ => Ok(()),
        }
    }

    /// Plays a turn known to be legal. An action that is not allowed is ignored.
    pub fn play_unchecked(&mut self, turn: Turn) {
        let mover = self.side_to_move();
        let effect = self.board.play_unchecked(turn.mv);
        self.halfmove = if effect.captured.is_some() || effect.moved == Kind::Bia {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        self.ply = self.ply.saturating_add(1);
        let mut by_counting_side = false;
        match turn.action {
            // MK-8: the starting move is count 1. MK-10: a restart counts from 1 again.
            Some(CountAction::Start) if self.count == CountState::None => {
                self.count = CountState::Board {
                    side: mover,
                    count: 1,
                };
                by_counting_side = true;
            }
            // MK-10: the stopping move also counts (so MK-11 covers it), then the count ends.
            Some(CountAction::Stop) if matches!(self.count, CountState::Board { side, .. } if side == mover) =>
            {
                self.count = CountState::None;
                by_counting_side = true;
            }
            _ => match &mut self.count {
                CountState::Board { side, count } if *side == mover => {
                    *count = count.saturating_add(1);
                    by_counting_side = true;
                }
                CountState::Pieces {
                    side, next, moved, ..
                } if *side == mover => {
                    *next = next.saturating_add(1);
                    *moved = true;
                }
                _ => {}
            },
        }
        self.by_counting_side = by_counting_side;
        self.start_pieces_counting_if_due();
    }

    /// MK-12, MK-13, MK-15: with no unpromoted Bia left and one side down to its Khun,
    /// pieces' honour starts by itself (replacing a board count), its first count the
    /// number of pieces on the board plus one and its limit fixed by the strong side's
    /// pieces now.
    pub(crate) fn start_pieces_counting_if_due(&mut self) {
        let b = &self.board;
        if b.has_bia() {
            return;
        }
        let lone = match (b.is_bare(Side::First), b.is_bare(Side::Second)) {
            (true, false) => Side::First,
            (false, true) => Side::Second,
            // Two bare Khun: the game is drawn and no count runs.
            (true, true) => {
                self.count = CountState::None;
                return;
            }
            (false, false) => return,
        };
        if matches!(self.count, CountState::Pieces { .. }) {
            return;
        }
        self.count = CountState::Pieces {
            side: lone,
            limit: pieces_limit(b, lone.other()),
            next: b.count_all() as u16 + 1,
            moved: false,
        };
    }

    /// How the position stands, without repetition (which needs the history).
    ///
    /// Checkmate and stalemate first (MK-6, MK-7, MK-16: a mate on the last allowed move
    /// still wins, and a mate by the board-counting side is only a draw, MK-11), then two
    /// bare Khun, an expired count (MK-9, MK-14) and the 400-move limit (MK-17).
    pub fn outcome(&self) -> Outcome {
        let b = &self.board;
        let stm = b.side_to_move();
        if !b.has_legal_move() {
            return if !b.is_check() {
                Outcome::Draw {
                    reason: "stalemate",
                }
            } else if self.by_counting_side {
                Outcome::Draw {
                    reason: "counting-mate",
                }
            } else {
                Outcome::Win {
                    winner: stm.other(),
                    reason: "checkmate",
                }
            };
        }
        match self.draw_besides_stalemate() {
            Some(reason) => Outcome::Draw { reason },
            None => Outcome::Ongoing,
        }
    }

    /// A key for the counting state and the MK-11 flag, to mix into the board's hash
    /// where a position's value depends on them (the search's table).
    pub(crate) fn counting_key(&self) -> u64 {
        let code: u64 = match self.count {
            CountState::None => 0,
            CountState::Board { side, count } => {
                1 | (side.index() as u64) << 2 | (count as u64) << 8
            }
            CountState::Pieces {
                side,
                limit,
                next,
                moved,
            } => {
                2 | (side.index() as u64) << 2
                    | (moved as u64) << 3
                    | (next as u64) << 8
                    | (limit as u64) << 24
            }
        };
        crate::rng::splitmix(code << 1 | self.by_counting_side as u64)
    }

    /// Whether the move that led here was made by the board-counting side while its count
    /// ran (a mate by it is only a draw, MK-11).
    pub fn last_move_was_counted(&self) -> bool {
        self.by_counting_side
    }

    /// The draws that do not need the legal moves: two bare Khun, an expired count, the
    /// move limit (in that order). Checkmate and stalemate come before these.
    pub(crate) fn draw_besides_stalemate(&self) -> Option<&'static str> {
        let b = &self.board;
        let stm = b.side_to_move();
        if b.is_bare(Side::First) && b.is_bare(Side::Second) {
            return Some("bare-khun");
        }
        let expired = match self.count {
            // The counting side has made its 64th counted move and the other side's
            // reply was not mate.
            CountState::Board { side, count } => {
                (side == stm && count >= BOARD_LIMIT) || count > BOARD_LIMIT
            }
            // The lone Khun's move reached the limit (or the first count was past it) and
            // the strong side's one last move was not mate.
            CountState::Pieces {
                side,
                limit,
                next,
                moved,
            } => side == stm && moved && next.saturating_sub(1) >= limit,
            CountState::None => false,
        };
        if expired {
            return Some("counting");
        }
        if self.ply >= MOVE_LIMIT_PLIES {
            return Some("move-limit");
        }
        None
    }
}
