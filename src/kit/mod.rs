//! The kit: parts that more than one game's screen uses (words and languages, sound, rules
//! pages' frame, the two-sided game screen of Makruk and the Morris games).

pub mod board_key;
pub mod duel;
pub mod i18n;
pub mod rules;
pub mod sound;
pub mod storage;
