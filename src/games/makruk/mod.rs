//! Makruk (Thai chess): the board, its pieces, and turning taps, drags and keys into moves.
//! The game screen is the shared two-sided one (`crate::kit::duel`).

pub mod board;
pub mod fen;
pub mod figurine;
pub mod pick;
pub mod pieces;
pub mod rules;
pub mod words;

use crate::games::GameUi;
use crate::kit::archive::Archive;
use crate::kit::duel::{screen::GameScreen, session::GameKind};
use leptos::prelude::*;

/// The game's screen, in its own part of the page's wasm (loaded when first opened).
#[lazy]
pub fn screen() -> AnyView {
    crate::shell::library::keep_games();
    view! { <GameScreen kind=GameKind::Makruk /> }.into_any()
}

/// The rules page, in its own part of the page's wasm (loaded when first opened).
#[lazy]
pub fn rules_page() -> AnyView {
    view! { <rules::MakrukRulesPage /> }.into_any()
}

pub const UI: GameUi = GameUi {
    name: words::NAME,
    blurb: words::BLURB,
    art: || view! { <board::MakrukDrawing /> }.into_any(),
};

pub const ARCHIVE: Archive = crate::kit::duel::archive::duel_archive!(
    GameKind::Makruk,
    ("pgn", "application/x-chess-pgn"),
    words::VALUES.amount
);

/// The game in progress as it stands, for the home page's card; its code comes with the
/// game's (fetched only when a game is saved).
#[lazy]
pub fn in_progress() -> Option<AnyView> {
    let s = crate::kit::duel::session::game_in_progress(GameKind::Makruk)?;
    let pos = *s.game.makruk()?.position();
    Some(view! { <board::MakrukDrawing pos=pos /> }.into_any())
}
