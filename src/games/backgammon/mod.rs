//! Backgammon's screen: its own controller (dice, cube, match score), board, dialogs and
//! rules text. It shares the app's frame, dialogs, settings, sound, key map and worker.

pub mod board;
pub mod dialogs;
pub mod rules;
pub mod screen;
pub mod session;
pub mod words;
