//! One folder per game: its board, its session glue, its words and its rules page.
//! Nine Men's Morris and Tigadi share one engine and one folder (`morris`).

pub mod backgammon;
pub mod chinese_checkers;
pub mod makruk;
pub mod morris;
