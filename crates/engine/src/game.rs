//! What all games share: their ids and the two sides of a two-player game.

use std::fmt;

/// The games of Ttakji, by their slug as used in the CLI, URLs and saved games.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameId {
    NineMensMorris,
    Tigadi,
    Makruk,
    Backgammon,
    ChineseCheckers,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::Makruk,
        GameId::Backgammon,
        GameId::NineMensMorris,
        GameId::Tigadi,
        GameId::ChineseCheckers,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            GameId::NineMensMorris => "nine-mens-morris",
            GameId::Tigadi => "tigadi",
            GameId::Makruk => "makruk",
            GameId::Backgammon => "backgammon",
            GameId::ChineseCheckers => "chinese-checkers",
        }
    }

    pub fn from_slug(s: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.slug() == s)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// One of the two players: `First` moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// `first` or `second`, as the CLI prints it.
    pub fn word(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }
}

/// How a game stands. Reasons are short slugs (`two-pieces`, `blocked`, `repetition`,
/// `no-removal`, `resignation`, `agreement`, ...), printed by the CLI and translated by the app.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    Ongoing,
    Win { winner: Side, reason: &'static str },
    Draw { reason: &'static str },
}

impl Outcome {
    /// The draw by the third occurrence of a position (NMM-11, TIG-17, MK-17).
    pub const REPETITION: Outcome = Outcome::Draw {
        reason: "repetition",
    };

    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }
}

impl fmt::Display for Outcome {
    /// `ongoing`, `win first two-pieces`, `draw repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Ongoing => f.write_str("ongoing"),
            Outcome::Win { winner, reason } => write!(f, "win {} {}", winner.word(), reason),
            Outcome::Draw { reason } => write!(f, "draw {reason}"),
        }
    }
}

/// Strength of a computer player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn slug(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn from_slug(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.slug() == s)
    }
}
