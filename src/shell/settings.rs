//! The player's settings (language, theme, sound, board style, Makruk's pieces), kept in storage,
//! and the settings bar.

use super::ctx;
use crate::kit::controls::toggle;
use crate::kit::i18n::{self, Lang};
use crate::kit::storage::{storage_get, storage_set};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

const SETTINGS_KEY: &str = "ttakji.settings";

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    Light,
    Dark,
}

/// How Makruk's pieces are drawn: carved Thai pieces or a Western-looking set.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum PieceSet {
    #[default]
    Thai,
    Western,
}

/// How every board is coloured: the wood of the boards as they came, or blue-grey slate. The
/// stylesheet's colours follow `data-board` on `<html>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum BoardStyle {
    #[default]
    Wood,
    Slate,
}

impl BoardStyle {
    pub const ALL: [BoardStyle; 2] = [BoardStyle::Wood, BoardStyle::Slate];

    /// The value of `data-board` (and of the stored setting).
    pub fn slug(self) -> &'static str {
        match self {
            BoardStyle::Wood => "wood",
            BoardStyle::Slate => "slate",
        }
    }

    pub fn name(self) -> i18n::Tr {
        match self {
            BoardStyle::Wood => i18n::BOARD_WOOD,
            BoardStyle::Slate => i18n::BOARD_SLATE,
        }
    }

    /// The next style, round again after the last.
    pub fn next(self) -> BoardStyle {
        let i = BoardStyle::ALL.iter().position(|&b| b == self).unwrap_or(0);
        BoardStyle::ALL[(i + 1) % BoardStyle::ALL.len()]
    }
}

impl Theme {
    pub fn other(self) -> Theme {
        match self {
            Theme::Light => Theme::Dark,
            Theme::Dark => Theme::Light,
        }
    }
}

impl PieceSet {
    pub fn other(self) -> PieceSet {
        match self {
            PieceSet::Thai => PieceSet::Western,
            PieceSet::Western => PieceSet::Thai,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    pub lang: Lang,
    pub theme: Theme,
    pub sound: bool,
    pub pieces: PieceSet,
    pub board: BoardStyle,
    /// The coach warns before a person's mistake is played (off by default).
    pub coach: bool,
}

/// The stored form; unknown or missing fields fall back to the defaults.
#[derive(Serialize, Default)]
struct Stored {
    lang: Option<String>,
    theme: Option<Theme>,
    sound: Option<bool>,
    pieces: Option<PieceSet>,
    board: Option<BoardStyle>,
    coach: Option<bool>,
}

impl Stored {
    /// The stored text read field by field: a field missing or unreadable is `None`, and
    /// the others are kept (one bad value loses only itself).
    fn read(text: &str) -> Stored {
        let v: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
        Stored {
            lang: field(&v, "lang"),
            theme: field(&v, "theme"),
            sound: field(&v, "sound"),
            pieces: field(&v, "pieces"),
            board: field(&v, "board"),
            coach: field(&v, "coach"),
        }
    }
}

fn field<T: serde::de::DeserializeOwned>(v: &serde_json::Value, name: &str) -> Option<T> {
    serde_json::from_value(v.get(name)?.clone()).ok()
}

impl Settings {
    /// The stored settings, or defaults from the browser (its languages, its colour scheme).
    pub fn load() -> Settings {
        Settings::read(
            storage_get(SETTINGS_KEY).as_deref(),
            browser_lang,
            browser_theme,
        )
    }

    /// The settings of the stored text, with these defaults for each one it lacks or does
    /// not say readably.
    pub fn read(text: Option<&str>, lang: fn() -> Lang, theme: fn() -> Theme) -> Settings {
        let stored = text.map(Stored::read).unwrap_or_default();
        Settings {
            lang: stored
                .lang
                .as_deref()
                .and_then(Lang::from_code)
                .unwrap_or_else(lang),
            theme: stored.theme.unwrap_or_else(theme),
            sound: stored.sound.unwrap_or(true),
            pieces: stored.pieces.unwrap_or_default(),
            board: stored.board.unwrap_or_default(),
            coach: stored.coach.unwrap_or(false),
        }
    }

    pub fn save(&self) {
        storage_set(SETTINGS_KEY, &self.to_text());
    }

    /// The stored form as text.
    pub fn to_text(self) -> String {
        let stored = Stored {
            lang: Some(self.lang.code().to_string()),
            theme: Some(self.theme),
            sound: Some(self.sound),
            pieces: Some(self.pieces),
            board: Some(self.board),
            coach: Some(self.coach),
        };
        serde_json::to_string(&stored).expect("the settings are plain JSON")
    }
}

/// Hindi when the browser asks for Hindi or an Indian locale first, else English.
fn browser_lang() -> Lang {
    let Some(window) = web_sys::window() else {
        return Lang::En;
    };
    let langs = window.navigator().languages();
    let first = langs
        .get(0)
        .as_string()
        .or_else(|| window.navigator().language());
    match first {
        Some(l) if l.starts_with("hi") || l.ends_with("-IN") => Lang::Hi,
        _ => Lang::En,
    }
}

fn browser_theme() -> Theme {
    let dark = web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|m| m.matches());
    if dark {
        Theme::Dark
    } else {
        Theme::Light
    }
}

#[component]
pub fn SettingsBar() -> impl IntoView {
    let ctx = ctx();
    let s = ctx.settings;
    let dark = move || s.with(|s| s.theme == Theme::Dark);
    let sound = move || s.with(|s| s.sound);
    let coach = move || s.with(|s| s.coach);
    let coach_label = view! {
        <svg class="chip-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path class="stroke" d="M12 3a6 6 0 0 1 3.5 10.9V17h-7v-3.1A6 6 0 0 1 12 3zM9.5 20h5"></path>
        </svg>
        <span class="chip-text">{move || i18n::COACH.t(ctx.lang())}</span>
    };
    let dark_label = view! {
        <svg class="chip-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"></path>
        </svg>
        <span class="chip-text">{move || i18n::THEME_DARK.t(ctx.lang())}</span>
    };
    let sound_label = view! {
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
    };
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
            {toggle("chip", dark_label, dark, move || s.update(|s| s.theme = s.theme.other()))}
            <BoardStyleChip />
            {toggle("chip", sound_label, sound, move || s.update(|s| s.sound = !s.sound))}
            {toggle("chip", coach_label, coach, move || s.update(|s| s.coach = !s.coach))}
        </nav>
    }
}

/// The board style, changed round by one button: its name says the style shown now.
#[component]
fn BoardStyleChip() -> impl IntoView {
    let ctx = ctx();
    let s = ctx.settings;
    let style = move || s.with(|s| s.board);
    let name = move || style().name().t(ctx.lang());
    view! {
        <button
            class="chip board-style"
            aria-label=move || i18n::board_style(ctx.lang(), name())
            on:click=move |_| s.update(|s| s.board = s.board.next())
        >
            // Four squares in the board's colours, as the stylesheet gives them.
            <svg class="chip-icon board-swatch" viewBox="0 0 24 24" aria-hidden="true">
                <rect class="sw-a" x="2" y="2" width="10" height="10"></rect>
                <rect class="sw-b" x="12" y="2" width="10" height="10"></rect>
                <rect class="sw-b" x="2" y="12" width="10" height="10"></rect>
                <rect class="sw-a" x="12" y="12" width="10" height="10"></rect>
            </svg>
            <span class="chip-text">{name}</span>
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_stored_before_board_styles_still_load() {
        let old = Stored::read(r#"{"lang":"hi","theme":"dark","sound":false,"pieces":"western"}"#);
        assert_eq!(old.board, None);
        assert_eq!(old.coach, None);
        assert_eq!(old.pieces, Some(PieceSet::Western));
        let now = Stored::read(r#"{"board":"slate"}"#);
        assert_eq!(now.board, Some(BoardStyle::Slate));
        assert_eq!(BoardStyle::Wood.next(), BoardStyle::Slate);
        assert_eq!(BoardStyle::Slate.next(), BoardStyle::Wood);
    }

    #[test]
    fn a_stored_setting_of_the_wrong_kind_loses_only_itself() {
        let s = Stored::read(r#"{"lang":"hi","theme":"purple","sound":"yes","board":"slate"}"#);
        assert_eq!(s.lang.as_deref(), Some("hi"));
        assert_eq!((s.theme, s.sound), (None, None));
        assert_eq!(s.board, Some(BoardStyle::Slate));
    }
}
