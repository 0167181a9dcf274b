//! Backgammon's rules page text (BG-1..17), in English and Hindi, and how to play it here.

use super::board::BgDrawing;
use crate::kit::rules::rules_article;
use leptos::prelude::*;
use ttakji_engine::GameId;

// The sections (`rules.toml`): the pages' constants and the one on playing here.
include!(concat!(env!("OUT_DIR"), "/games/backgammon/rules.rs"));

/// Backgammon's rules page (its own route: the game has its own screen).
#[component]
pub fn BgRulesPage() -> impl IntoView {
    let figure = view! { <BgDrawing /> }.into_any();
    rules_article(GameId::Backgammon, figure, BACKGAMMON, &BG_IN_THE_APP)
}
