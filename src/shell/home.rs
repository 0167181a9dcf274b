//! The home page: the five games as cards, each with a picture of its board.

use crate::games;
use crate::kit::i18n::{self, game_blurb, game_name, pick};
use crate::kit::{lazy_view, storage};
use crate::shell::ctx;
use leptos::prelude::*;
use std::time::Duration;
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
                        let in_progress = RwSignal::new(false);
                        let art = later(card_art(id, in_progress));
                        view! { <PlayableCard id=id in_progress=in_progress art=art /> }
                    })
                    .collect_view()}
            </ul>
            <p class="home-library">
                <a class="button" href="#/games">{move || i18n::GAMES_LINK.t(lang())}</a>
            </p>
        </section>
    }
}

/// The game in progress as it stands, else the card's picture. Reading a save needs the
/// game's own code: it is fetched only when the game has a save.
fn card_art(id: GameId, in_progress: RwSignal<bool>) -> AnyView {
    let art = games::ui(id).art;
    if !storage::has_saved_game(id.slug()) {
        return art();
    }
    lazy_view(async move {
        let saved = games::in_progress(id).await;
        in_progress.set(saved.is_some());
        saved.unwrap_or_else(art)
    })
}

/// A card's picture, drawn in a task of its own (a timer) after the page has shown: five
/// boards drawn in the first task made it one long task at start.
fn later(art: AnyView) -> AnyView {
    let shown = RwSignal::new(false);
    let art = StoredValue::new_local(Some(art));
    set_timeout(move || shown.set(true), Duration::ZERO);
    (move || {
        shown
            .get()
            .then(|| art.try_update_value(Option::take).flatten())
    })
    .into_any()
}

#[component]
fn PlayableCard(id: GameId, in_progress: RwSignal<bool>, art: AnyView) -> impl IntoView {
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
                            if in_progress.get() {
                                pick(lang(), format!("Continue {name}"), format!("{name} जारी रखें"))
                            } else {
                                pick(lang(), format!("Play {name}"), format!("{name} खेलें"))
                            }
                        }
                    >
                        {move || if in_progress.get() { i18n::CONTINUE.t(lang()) } else { i18n::PLAY.t(lang()) }}
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
