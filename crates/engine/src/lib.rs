//! Ttakji's game engines: rules, notation and computer players, in pure Rust.
//!
//! Each game lives in its own module. The web app, its worker and the `ttakji` command-line
//! tool all use these types; none of them decides a rule by itself.

pub mod backgammon;
pub mod chinese_checkers;
pub mod core;
pub mod game;
pub mod makruk;
pub mod morris;
pub mod rng;
pub mod search;

pub use game::{GameId, Level, Outcome, Side};
