//! The app frame: settings bar, notices, and the screen chosen by the URL hash (the router).

use super::library;
use super::notices::Notices;
use super::settings::SettingsBar;
use super::{home::Home, Ctx, Notice, Route};
use crate::games;
use crate::kit::i18n::{self, game_name};
use crate::shell::settings::{Settings, Theme};
use crate::worker_client;
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    let settings = RwSignal::new(Settings::load());
    let ctx = Ctx {
        settings,
        notices: RwSignal::new(Vec::new()),
    };
    provide_context(ctx);
    library::start(ctx);
    worker_client::set_restart_handler(move || ctx.notify(Notice::WorkerRestarted));
    // A part of the page's wasm that could not be fetched: its loader waits for "Try again".
    let _ = window_event_listener_untyped(super::notices::PART_FAILED, move |_| {
        ctx.notify(Notice::PartFailed)
    });

    let route = RwSignal::new(Route::parse(&current_hash()));
    // The listener lives as long as the page.
    let _ = window_event_listener(leptos::ev::hashchange, move |_| {
        route.set(Route::parse(&current_hash()));
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });

    // Settings go to <html> (language, theme, board style) and to storage.
    Effect::new(move |_| {
        let s = settings.get();
        s.save();
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", s.lang.code());
            let theme = match s.theme {
                Theme::Light => "light",
                Theme::Dark => "dark",
            };
            let _ = root.set_attribute("data-theme", theme);
            let _ = root.set_attribute("data-board", s.board.slug());
        }
    });
    Effect::new(move |_| {
        let lang = ctx.lang();
        let title = match route.get() {
            Route::Games | Route::Past(_) => format!("{} · Ttakji", i18n::GAMES_LINK.t(lang)),
            Route::Game(id) => format!("{} · Ttakji", game_name(id).t(lang)),
            Route::Rules(id) => format!(
                "{}: {} · Ttakji",
                game_name(id).t(lang),
                i18n::RULES.t(lang)
            ),
            _ => "Ttakji".to_string(),
        };
        document().set_title(&title);
    });

    view! {
        <header class="topbar">
            <a class="brand" href="#/">
                <svg class="brand-mark" viewBox="0 0 40 40" aria-hidden="true">
                    <rect x="4" y="4" width="32" height="32" rx="3"></rect>
                    <rect x="12" y="12" width="16" height="16" rx="2"></rect>
                    <circle cx="4" cy="4" r="3.5"></circle>
                    <circle cx="20" cy="12" r="3.5" class="dark"></circle>
                </svg>
                <span class="brand-name">"Ttakji"</span>
                <span class="brand-tag">{move || i18n::TAGLINE.t(ctx.lang())}</span>
            </a>
            <SettingsBar />
        </header>
        <Notices />
        <main id="main">
            {move || {
                let route = route.get();
                // A game's screen reads the game in progress, but for a past game's copy.
                crate::kit::storage::show_past(matches!(route, Route::Past(_)));
                match route {
                Route::Home => view! { <Home /> }.into_any(),
                Route::Games => library::games_page(),
                Route::Past(id) => library::past_game(id),
                Route::Game(id) => games::screen(id),
                Route::Rules(id) => games::rules_page(id),
                Route::NotFound => {
                    view! {
                        <section class="page narrow">
                            <h1>{move || i18n::NOT_FOUND.t(ctx.lang())}</h1>
                            <p>
                                <a class="button primary" href="#/">
                                    {move || i18n::HOME.t(ctx.lang())}
                                </a>
                            </p>
                        </section>
                    }
                        .into_any()
                }
            }}}
        </main>
    }
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}
