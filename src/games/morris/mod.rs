//! Nine Men's Morris and Tigadi (one engine, two variants): the board, and turning clicks
//! into moves. The game screen is the shared two-sided one (`crate::kit::duel`).

pub mod board;
pub mod pick;
pub mod rules;
pub mod words;

use crate::games::GameUi;
use crate::kit::archive::Archive;
use crate::kit::duel::{screen::GameScreen, session::GameKind};
use leptos::prelude::*;
use ttakji_engine::morris::{MorrisKind, Variant};

/// Nine Men's Morris's screen, in its own part of the page's wasm (loaded when first opened).
#[lazy]
pub fn nine_mens_morris_screen() -> AnyView {
    crate::shell::library::keep_games();
    view! { <GameScreen kind=GameKind::NineMensMorris /> }.into_any()
}

/// Tigadi's screen, in its own part of the page's wasm (loaded when first opened).
#[lazy]
pub fn tigadi_screen() -> AnyView {
    crate::shell::library::keep_games();
    view! { <GameScreen kind=GameKind::Tigadi /> }.into_any()
}

/// The rules page of either game, in its own part of the page's wasm (loaded when first
/// opened).
#[lazy]
pub fn rules_page(kind: MorrisKind) -> AnyView {
    view! { <rules::MorrisRulesPage kind=kind /> }.into_any()
}

pub const NINE_MENS_MORRIS: GameUi = GameUi {
    name: words::NAME_NINE_MENS_MORRIS,
    blurb: words::BLURB_NINE_MENS_MORRIS,
    art: || art(MorrisKind::NineMensMorris),
};

pub const NINE_MENS_MORRIS_ARCHIVE: Archive = crate::kit::duel::archive::duel_archive!(
    GameKind::NineMensMorris,
    ("pgn", "text/plain"),
    words::VALUES.amount
);

pub const TIGADI: GameUi = GameUi {
    name: words::NAME_TIGADI,
    blurb: words::BLURB_TIGADI,
    art: || art(MorrisKind::Tigadi),
};

pub const TIGADI_ARCHIVE: Archive = crate::kit::duel::archive::duel_archive!(
    GameKind::Tigadi,
    ("pgn", "text/plain"),
    words::VALUES.amount
);

/// The board without pieces, for the home page's card.
fn art(kind: MorrisKind) -> AnyView {
    view! { <board::BoardDrawing variant=Variant::preset(kind, false) /> }.into_any()
}

/// The game in progress of either game as it stands, for the home page's card; its code
/// comes with the games' (fetched only when a game is saved).
#[lazy]
pub fn in_progress(kind: GameKind) -> Option<AnyView> {
    let s = crate::kit::duel::session::game_in_progress(kind)?;
    let pos = *s.game.morris()?.position();
    Some(view! { <board::BoardDrawing variant=pos.variant() pos=pos /> }.into_any())
}
