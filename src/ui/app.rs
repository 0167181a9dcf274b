//! The app frame: settings bar, notices, and the screen chosen by the URL hash.

use super::backgammon::screen::BgScreen;
use super::chinese_checkers::screen::CcScreen;
use super::rules::{BgRulesPage, CcRulesPage};
use super::{ctx, game::GameScreen, home::Home, rules::RulesPage, Ctx, Notice, Route};
use crate::i18n::{self, game_name};
use crate::settings::{Settings, Theme};
use crate::worker_client;
use leptos::prelude::*;
use ttakji_engine::GameId;

#[component]
pub fn App() -> impl IntoView {
    let settings = RwSignal::new(Settings::load());
    let ctx = Ctx {
        settings,
        notices: RwSignal::new(Vec::new()),
    };
    provide_context(ctx);
    worker_client::set_restart_handler(move || ctx.notify(Notice::WorkerRestarted));

    let route = RwSignal::new(Route::parse(&current_hash()));
    // The listener lives as long as the page.
    let _ = window_event_listener(leptos::ev::hashchange, move |_| {
        route.set(Route::parse(&current_hash()));
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });

    // Settings go to <html> (language, theme) and to storage.
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
        }
    });
    Effect::new(move |_| {
        let lang = ctx.lang();
        let title = match route.get() {
            Route::Game(k) => format!("{} · Ttakji", game_name(k.game()).t(lang)),
            Route::ChineseCheckers => {
                format!("{} · Ttakji", game_name(GameId::ChineseCheckers).t(lang))
            }
            Route::ChineseCheckersRules => format!(
                "{}: {} · Ttakji",
                game_name(GameId::ChineseCheckers).t(lang),
                i18n::RULES.t(lang)
            ),
            Route::Backgammon => format!("{} · Ttakji", game_name(GameId::Backgammon).t(lang)),
            Route::BackgammonRules => format!(
                "{}: {} · Ttakji",
                game_name(GameId::Backgammon).t(lang),
                i18n::RULES.t(lang)
            ),
            Route::Rules(k) => {
                format!(
                    "{}: {} · Ttakji",
                    game_name(k.game()).t(lang),
                    i18n::RULES.t(lang)
                )
            }
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
            {move || match route.get() {
                Route::Home => view! { <Home /> }.into_any(),
                Route::Game(kind) => view! { <GameScreen kind=kind /> }.into_any(),
                Route::Rules(kind) => view! { <RulesPage kind=kind /> }.into_any(),
                Route::ChineseCheckers => view! { <CcScreen /> }.into_any(),
                Route::ChineseCheckersRules => view! { <CcRulesPage /> }.into_any(),
                Route::Backgammon => view! { <BgScreen /> }.into_any(),
                Route::BackgammonRules => view! { <BgRulesPage /> }.into_any(),
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
            }}
        </main>
    }
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

#[component]
fn SettingsBar() -> impl IntoView {
    let ctx = ctx();
    let s = ctx.settings;
    let dark = move || s.with(|s| s.theme == Theme::Dark);
    let sound = move || s.with(|s| s.sound);
    view! {
        <nav class="settings" aria-label=move || i18n::SETTINGS_LABEL.t(ctx.lang())>
            <button
                class="chip"
                aria-label=move || i18n::LANGUAGE_LABEL.t(ctx.lang())
                on:click=move |_| s.update(|s| s.lang = s.lang.other())
            >
                <span aria-hidden="true" class="chip-glyph">
                    "अ/A"
                </span>
                <span lang=move || ctx.lang().other().code()>
                    {move || i18n::LANGUAGE_BUTTON.t(ctx.lang())}
                </span>
            </button>
            <button
                class="chip"
                aria-pressed=move || dark().to_string()
                on:click=move |_| {
                    s.update(|s| {
                        s.theme = if s.theme == Theme::Dark { Theme::Light } else { Theme::Dark };
                    })
                }
            >
                <svg class="chip-icon" viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"></path>
                </svg>
                <span class="chip-text">{move || i18n::THEME_DARK.t(ctx.lang())}</span>
            </button>
            <button
                class="chip"
                aria-pressed=move || sound().to_string()
                on:click=move |_| s.update(|s| s.sound = !s.sound)
            >
                <svg class="chip-icon" viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M4 9h4l5-4v14l-5-4H4z"></path>
                    {move || {
                        if sound() {
                            view! { <path class="stroke" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"></path> }
                        } else {
                            view! { <path class="stroke" d="M16 9l5 6M21 9l-5 6"></path> }
                        }
                    }}
                </svg>
                <span class="chip-text">{move || i18n::SOUND.t(ctx.lang())}</span>
            </button>
        </nav>
    }
}

#[component]
fn Notices() -> impl IntoView {
    let ctx = ctx();
    view! {
        <div class="notices">
            <For
                each=move || ctx.notices.get()
                key=|(id, _)| *id
                children=move |(id, notice)| {
                    view! {
                        <div class="notice" role="alert">
                            <p>{move || notice.text(ctx.lang())}</p>
                            <button class="button small" on:click=move |_| ctx.dismiss(id)>
                                {move || i18n::CLOSE.t(ctx.lang())}
                            </button>
                        </div>
                    }
                }
            />
        </div>
    }
}
