//! The messages between the page and the computer player's Web Worker, as JSON strings.
//!
//! Shared by both binaries (the worker includes this file with `#[path]`). The worker posts
//! the plain string `"ready"` once it can take requests; messages sent before are lost.

use serde::{Deserialize, Serialize};

/// What the worker posts first, once its message handler is installed.
pub const READY: &str = "ready";

/// "Find a move in this game": the game is replayed from `start` through `moves`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Request {
    pub id: u64,
    /// Game slug: `nine-mens-morris`, `tigadi`, `makruk` or `chinese-checkers`.
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
