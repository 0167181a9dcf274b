//! The kit: parts that more than one game's screen uses (words and languages, sound, rules
//! pages' frame, the two-sided game screen of Makruk and the Morris games).

pub mod analysis;
pub mod analysis_graph;
pub mod analysis_view;
pub mod archive;
pub mod board_key;
pub mod coach;
pub mod controller;
pub mod controls;
pub mod drag;
pub mod duel;
pub mod hint;
pub mod i18n;
pub mod modal;
pub mod motion;
pub mod opponent;
pub mod rules;
#[cfg(test)]
mod save_fuzz;
pub mod seed;
pub mod sound;
pub mod storage;
