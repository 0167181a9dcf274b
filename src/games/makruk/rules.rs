//! Makruk's rules page, in English and Hindi, and how to play it here.

use super::board::MakrukDrawing;
use crate::kit::rules::rules_article;
use leptos::prelude::*;
use ttakji_engine::GameId;

// The sections (`rules.toml`): the pages' constants and the one on playing here.
include!(concat!(env!("OUT_DIR"), "/games/makruk/rules.rs"));

#[component]
pub fn MakrukRulesPage() -> impl IntoView {
    let figure = view! { <MakrukDrawing /> }.into_any();
    rules_article(GameId::Makruk, figure, MAKRUK, &MAKRUK_IN_THE_APP)
}
