//! Backgammon's screen: its own controller (dice, cube, match score), board, dialogs and
//! rules text. It shares the app's frame, dialogs, settings, sound, key map and worker.

pub mod analysed;
pub mod archive;
pub mod board;
pub mod dialogs;
pub mod hint;
pub mod library;
pub mod rules;
pub mod screen;
pub mod session;
pub mod words;

use crate::games::GameUi;
use leptos::prelude::*;

pub const UI: GameUi = GameUi {
    name: words::NAME,
    blurb: words::BLURB,
    screen: || view! { <screen::BgScreen /> }.into_any(),
    rules: || view! { <rules::BgRulesPage /> }.into_any(),
    art: || view! { <board::BgDrawing /> }.into_any(),
    in_progress: screen::in_progress,
    archive: archive::ARCHIVE,
};
