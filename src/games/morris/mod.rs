//! Nine Men's Morris and Tigadi (one engine, two variants): the board, and turning clicks
//! into moves. The game screen is the shared two-sided one (`crate::kit::duel`).

pub mod board;
pub mod pick;
pub mod rules;
pub mod words;

use crate::games::GameUi;
use crate::kit::duel::{screen::GameScreen, session::GameKind};
use leptos::prelude::*;
use ttakji_engine::morris::{MorrisKind, Variant};

pub const NINE_MENS_MORRIS: GameUi = GameUi {
    name: words::NAME_NINE_MENS_MORRIS,
    blurb: words::BLURB_NINE_MENS_MORRIS,
    screen: || view! { <GameScreen kind=GameKind::NineMensMorris /> }.into_any(),
    rules: || view! { <rules::MorrisRulesPage kind=MorrisKind::NineMensMorris /> }.into_any(),
    art: || art(MorrisKind::NineMensMorris),
    in_progress: || in_progress(GameKind::NineMensMorris),
    archive: crate::kit::duel::archive::duel_archive!(
        GameKind::NineMensMorris,
        ("pgn", "text/plain"),
        words::VALUES.amount
    ),
};

pub const TIGADI: GameUi = GameUi {
    name: words::NAME_TIGADI,
    blurb: words::BLURB_TIGADI,
    screen: || view! { <GameScreen kind=GameKind::Tigadi /> }.into_any(),
    rules: || view! { <rules::MorrisRulesPage kind=MorrisKind::Tigadi /> }.into_any(),
    art: || art(MorrisKind::Tigadi),
    in_progress: || in_progress(GameKind::Tigadi),
    archive: crate::kit::duel::archive::duel_archive!(
        GameKind::Tigadi,
        ("pgn", "text/plain"),
        words::VALUES.amount
    ),
};

/// The board without pieces, for the home page's card.
fn art(kind: MorrisKind) -> AnyView {
    view! { <board::BoardDrawing variant=Variant::preset(kind, false) /> }.into_any()
}

/// The game in progress as it stands, for the home page's card.
fn in_progress(kind: GameKind) -> Option<AnyView> {
    let s = crate::kit::duel::session::game_in_progress(kind)?;
    let pos = *s.game.morris()?.position();
    Some(view! { <board::BoardDrawing variant=pos.variant() pos=pos /> }.into_any())
}
