//! The rules page of Chinese Checkers, for players, in both languages (CC-1..15 of the rule
//! book, in the words of the Hindi original where it has them).

use super::board::CcDrawing;
use crate::kit::rules::rules_article;
use leptos::prelude::*;
use ttakji_engine::GameId;

// The sections (`rules.toml`): the pages' constants and the one on playing here.
include!(concat!(env!("OUT_DIR"), "/games/chinese_checkers/rules.rs"));

/// The rules page of Chinese Checkers.
#[component]
pub fn CcRulesPage() -> impl IntoView {
    let figure = view! { <CcDrawing with_marbles=true /> }.into_any();
    rules_article(GameId::ChineseCheckers, figure, SECTIONS, &IN_THE_APP)
}
