//! Nine Men's Morris and Tigadi (one engine, two variants): the board, and turning clicks
//! into moves. The game screen is the shared two-sided one (`crate::kit::duel`).

pub mod board;
pub mod pick;
pub mod rules;
pub mod words;
