//! The rules pages of Nine Men's Morris and Tigadi, in English and Hindi, and how to play
//! them here.

use super::board::BoardDrawing;
use crate::kit::duel::session::GameKind;
use crate::kit::rules::rules_article;
use leptos::prelude::*;
use ttakji_engine::morris::{MorrisKind, Variant};

// The sections (`rules.toml`): the pages' constants and the one on playing here.
include!(concat!(env!("OUT_DIR"), "/games/morris/rules.rs"));

/// The rules page of one Morris game.
#[component]
pub fn MorrisRulesPage(kind: MorrisKind) -> impl IntoView {
    let (sections, game) = match kind {
        MorrisKind::NineMensMorris => (NMM, GameKind::NineMensMorris),
        MorrisKind::Tigadi => (TIGADI, GameKind::Tigadi),
    };
    let figure =
        view! { <BoardDrawing variant=Variant::preset(kind, false) labels=true /> }.into_any();
    rules_article(game.game(), figure, sections, &MORRIS_IN_THE_APP)
}
