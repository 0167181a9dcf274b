//! The messages between the page and the computer player's Web Worker, as JSON strings.
//!
//! Shared by both binaries (the worker includes this file with `#[path]`). The worker posts
//! the plain string `"ready"` once it can take requests; messages sent before are lost.

use serde::{Deserialize, Serialize};

/// What the worker posts first, once its message handler is installed.
pub const READY: &str = "ready";

/// "Find a move in this game": the game is replayed from `start` through `moves`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct Request {
    pub id: u64,
    /// Game slug: `nine-mens-morris`, `tigadi`, `makruk`, `backgammon` or `chinese-checkers`.
    pub game: String,
    pub flying: bool,
    /// The start: a Morris position string (`Position::to_text`), a Makruk FEN, or a
    /// Chinese Checkers position text, which carries that game's settings (players,
    /// marbles, teams, play on).
    pub start: String,
    /// The moves since the start; Makruk turns are UCI with `start:`/`stop:` for counting;
    /// Chinese Checkers moves list every hole visited (`115-102-77`).
    pub moves: Vec<String>,
    /// `easy`, `normal` or `hard`.
    pub level: String,
    pub seed: u64,
    /// Backgammon only: what to decide (`play`, `double`, `take` or `accept`). The position
    /// is `start` (a Position ID, from the side of the player on roll) with `match_id`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<String>,
    /// Backgammon: the GNU Backgammon Match ID (cube, score, dice, pending offers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<String>,
    /// Backgammon money game: the Jacoby rule (not in the Match ID).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub jacoby: bool,
    /// Backgammon money game played without the cube (not in the Match ID).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_cube: bool,
}

/// The answer: a move in notation with search statistics, or an error.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct Reply {
    pub id: u64,
    #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Backgammon: the answer to a yes/no decision (double, take, accept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<bool>,
    /// Backgammon, asked whether to double: the computer would rather resign this many
    /// points (1 single, 2 gammon, 3 backgammon; BG-17).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resign: Option<u8>,
}

impl Reply {
    pub fn error(id: u64, message: impl Into<String>) -> Reply {
        Reply {
            id,
            error: Some(message.into()),
            ..Reply::default()
        }
    }
}
