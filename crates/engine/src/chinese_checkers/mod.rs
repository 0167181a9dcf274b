//! Chinese Checkers (Stern-Halma) on the 121-hole star (10 marbles) or the 181-hole star
//! (15 marbles), for 2, 3, 4 or 6 players, with teams and play on for places
//! (`../shared/rules/chinese-checkers.md`, CC-1..15).
//!
//! - [`Geometry`]: hole numbers (row by row from the top, left to right, from 0), drawing
//!   coordinates, neighbours and corners of both stars ([`SMALL`], [`LARGE`]).
//! - [`Config`]: players, marbles, teams, play on; the seats in turn order (CC-2).
//! - [`Position`]: the marbles, the seat to move and who has finished; legal moves (steps and
//!   jump chains, CC-7..11), playing a move, the outcome (CC-5, CC-12..15), a text form.
//! - [`Game`]: a position with its history.
//!
//! Both anti-blocking rules are always on: no camping (CC-11) and occupation cannot block a
//! destination (CC-14).

mod geometry;
mod position;
pub mod search;

use crate::core::analysis::Marks;
use crate::core::{
    whole_number, Clock, Ending, Engine, History, Notation, Ranked, Rules, Setting, Settings,
    Think, ToMove,
};
use crate::search::{Limits, SearchResult};
use crate::GameId;
pub use geometry::{Corner, Geometry, Region, DIRECTIONS, LARGE, MAX_HOLES, SMALL};

pub use position::{
    Config, ConfigError, Move, MoveError, MoveText, Outcome, Position, PositionError,
};

crate::core::history_game!(
    /// A game in progress ([`History`] of positions).
    Game,
    Position
);

impl Game {
    /// A new game with these settings.
    pub fn new(config: &Config) -> Game {
        Game::from_position(Position::start(config))
    }

    /// Replays moves (`from-to` or with every landing hole) from `start`; the error names the
    /// first move that does not parse or is illegal.
    pub fn replay(start: Position, moves: &[impl AsRef<str>]) -> Result<Game, MoveError> {
        let mut g = Game::from_position(start);
        for m in moves {
            let mv = g.position().parse_move(m.as_ref())?;
            g.play(&mv)?;
        }
        Ok(g)
    }

    /// Plays a legal move; returns the seats that passed after it for want of a move (CC-12).
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Corner>, MoveError> {
        let mut p = self.position().clone();
        let passed = p.play(mv)?;
        self.0.push(p, mv.clone());
        Ok(passed)
    }
}

impl Ending for Outcome {
    fn is_over(&self) -> bool {
        Outcome::is_over(self)
    }
}

impl Rules for Position {
    type Move = Move;
    type Outcome = Outcome;

    /// The seat is its corner's number ([`Corner::ALL`]: N 0, NE 1, SE 2, S 3, SW 4, NW 5).
    fn to_move(&self) -> ToMove {
        ToMove::Seat(Position::to_move(self) as u8)
    }
    fn legal_moves(&self) -> Vec<Move> {
        Position::legal_moves(self)
    }
    fn play(&mut self, mv: &Move) {
        Position::play(self, mv).expect("a legal move");
    }
    fn outcome(&self) -> Outcome {
        Position::outcome(self)
    }
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "players",
        takes_value: true,
        help: "2, 3, 4 or 6 (2 by default; 1 is a solo crossing)",
    },
    Setting {
        name: "marbles",
        takes_value: true,
        help: "10 (the 121-hole star, by default) or 15 (the 181-hole star)",
    },
    Setting {
        name: "teams",
        takes_value: false,
        help: "opposite corners play as partners (4 or 6 players, CC-5)",
    },
    Setting {
        name: "play-on",
        takes_value: false,
        help: "play on for places after the first finishes (CC-15)",
    },
];

impl Config {
    /// The settings of a new game from the registry's settings `players`, `marbles`,
    /// `teams` and `play-on` (a position text carries its own).
    pub fn from_settings(settings: &Settings) -> Result<Config, String> {
        let number = |name: &str, default: u8, allowed: &str| -> Result<u8, String> {
            match settings.get(name) {
                None => Ok(default),
                Some(v) => whole_number(v).ok_or(format!("--{name} takes {allowed}, not '{v}'")),
            }
        };
        let players = number("players", 2, "1 (a solo crossing), 2, 3, 4 or 6")?;
        let marbles = number("marbles", 10, "10 or 15")?;
        Config::new(
            players,
            marbles,
            settings.has("teams"),
            settings.has("play-on"),
        )
        .map_err(|e| e.to_string())
    }
}

impl Notation for Position {
    const SETTINGS: &'static [Setting] = SETTINGS;

    fn start(_: GameId, settings: &Settings) -> Result<Position, String> {
        Ok(Position::start(&Config::from_settings(settings)?))
    }
    fn from_text(_: GameId, text: &str, _: &Settings) -> Result<Position, String> {
        Position::from_text(text).map_err(|e| e.to_string())
    }
    fn to_text(&self) -> String {
        Position::to_text(self)
    }
    /// `from-to`, as `moves` lists them (the path is the engine's: fewest jumps).
    fn move_text(&self, mv: &Move) -> String {
        mv.short()
    }
    fn parse_move(&self, text: &str) -> Result<Move, String> {
        Position::parse_move(self, text).map_err(|e| e.to_string())
    }
    fn record_variant(_: GameId) -> Option<&'static str> {
        Some("Chinese Checkers")
    }
    /// Seats take turns by twos to six: each move has its number.
    const RECORD_ROUND: usize = 1;
}

impl Engine for Position {
    /// Eighths of a row of progress ([`search::ROW`]): the mover's lead over the nearest
    /// opponent side after the search, as the search scores it.
    const VALUE_UNIT: &'static str = "eighths of a row of progress against the nearest opponent";
    const MAX_PERFT_DEPTH: u32 = 7;
    /// One row of progress lost is an inaccuracy, two a mistake, four a blunder.
    const MARKS: Marks = Marks {
        inaccuracy: 8,
        mistake: 16,
        blunder: 32,
        cap: 10_000,
    };

    fn best_move(h: &History<Position>, think: &Think, clock: Clock) -> Option<SearchResult<Move>> {
        search::best_move(
            h,
            &Limits::for_think(GameId::ChineseCheckers, think),
            think.seed,
            clock,
        )
    }
    fn rank_moves(h: &History<Position>, think: &Think, clock: Clock) -> Vec<Ranked<Move>> {
        search::rank_game_moves(h, &Limits::for_think(GameId::ChineseCheckers, think), clock)
            .into_iter()
            .map(Ranked::from)
            .collect()
    }
}
