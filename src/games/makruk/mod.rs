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
use crate::kit::duel::{screen::GameScreen, session::GameKind};
use leptos::prelude::*;

pub const UI: GameUi = GameUi {
    name: words::NAME,
    blurb: words::BLURB,
    screen: || view! { <GameScreen kind=GameKind::Makruk /> }.into_any(),
    rules: || view! { <rules::MakrukRulesPage /> }.into_any(),
    art: || view! { <board::MakrukDrawing /> }.into_any(),
    in_progress: || {
        let s = crate::kit::duel::session::game_in_progress(GameKind::Makruk)?;
        let pos = *s.game.makruk()?.position();
        Some(view! { <board::MakrukDrawing pos=pos /> }.into_any())
    },
    archive: crate::kit::duel::archive::duel_archive!(
        GameKind::Makruk,
        ("pgn", "application/x-chess-pgn"),
        words::VALUES.amount
    ),
};
