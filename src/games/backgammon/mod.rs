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

/// The game's screen, in its own part of the page's wasm (loaded when first opened).
#[lazy]
pub fn screen() -> AnyView {
    crate::shell::library::keep_games();
    view! { <screen::BgScreen /> }.into_any()
}

/// The rules page, in its own part of the page's wasm (loaded when first opened).
#[lazy]
pub fn rules_page() -> AnyView {
    view! { <rules::BgRulesPage /> }.into_any()
}

pub const UI: GameUi = GameUi {
    name: words::NAME,
    blurb: words::BLURB,
    art: || view! { <board::BgDrawing /> }.into_any(),
};

/// The game in progress as it stands, for the home page's card; its code comes with the
/// game's (fetched only when a game is saved).
#[lazy]
pub fn in_progress() -> Option<AnyView> {
    screen::in_progress()
}
