//! The home page: the five games as cards, each with a picture of its board.

use crate::games::backgammon::board::BgDrawing;
use crate::games::backgammon::session as bg_session;
use crate::games::chinese_checkers::board::CcDrawing;
use crate::games::chinese_checkers::screen as cc_screen;
use crate::games::makruk::board::MakrukDrawing;
use crate::games::morris::board::BoardDrawing;
use crate::kit::duel::session::{self, GameKind};
use crate::kit::i18n::{self, game_blurb, game_name, pick};
use crate::kit::storage::saved_game;
use crate::shell::ctx;
use leptos::prelude::*;
use ttakji_engine::morris::Variant;
use ttakji_engine::GameId;

#[component]
pub fn Home() -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    view! {
        <section class="page home">
            <h1>{move || i18n::CHOOSE_GAME.t(lang())}</h1>
            <p class="lead">{move || i18n::HOME_INTRO.t(lang())}</p>
            <ul class="cards">
                {GameId::ALL
                    .into_iter()
                    .map(|id| {
                        let (in_progress, art) = match GameKind::from_game(id) {
                            Some(kind) => (has_game_in_progress(kind), board_art(kind)),
                            None if id == GameId::Backgammon => {
                                (bg_session::has_game_in_progress(), view! { <BgDrawing /> }.into_any())
                            }
                            None => {
                                (
                                    cc_screen::has_game_in_progress(),
                                    view! { <CcDrawing with_marbles=true /> }.into_any(),
                                )
                            }
                        };
                        view! { <PlayableCard id=id in_progress=in_progress art=art /> }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// Whether a game of this kind with at least one move is saved.
fn has_game_in_progress(kind: GameKind) -> bool {
    saved_game(kind.slug(), |t| session::load(t, kind))
        .is_some_and(|s| !s.game.is_empty() && !s.is_over())
}

/// A picture of the game's board for its card and its rules page.
pub fn board_art(kind: GameKind) -> AnyView {
    match kind.morris() {
        Some(mk) => view! { <BoardDrawing variant=Variant::preset(mk, false) /> }.into_any(),
        None => view! { <MakrukDrawing /> }.into_any(),
    }
}

#[component]
fn PlayableCard(id: GameId, in_progress: bool, art: AnyView) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let title_id = format!("card-{}", id.slug());
    let labelled_by = title_id.clone();
    view! {
        <li class="card playable" aria-labelledby=labelled_by>
            <div class="card-art">{art}</div>
            <div class="card-body">
                <h2 id=title_id>{move || game_name(id).t(lang())}</h2>
                <p>{move || game_blurb(id).t(lang())}</p>
                <div class="card-actions">
                    <a
                        class="button primary"
                        href=format!("#/{}", id.slug())
                        aria-label=move || {
                            let name = game_name(id).t(lang());
                            if in_progress {
                                pick(lang(), format!("Continue {name}"), format!("{name} जारी रखें"))
                            } else {
                                pick(lang(), format!("Play {name}"), format!("{name} खेलें"))
                            }
                        }
                    >
                        {move || if in_progress { i18n::CONTINUE.t(lang()) } else { i18n::PLAY.t(lang()) }}
                    </a>
                    <a
                        class="button"
                        href=format!("#/rules/{}", id.slug())
                        aria-label=move || {
                            let name = game_name(id).t(lang());
                            pick(lang(), format!("Rules of {name}"), format!("{name} के नियम"))
                        }
                    >
                        {move || i18n::RULES.t(lang())}
                    </a>
                </div>
            </div>
        </li>
    }
}
