//! The player's settings (language, theme, sound, Makruk's pieces) and the small localStorage wrapper.

use crate::i18n::Lang;
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

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    pub lang: Lang,
    pub theme: Theme,
    pub sound: bool,
    pub pieces: PieceSet,
}

/// The stored form; unknown or missing fields fall back to the defaults.
#[derive(Serialize, Deserialize, Default)]
struct Stored {
    #[serde(default)]
    lang: Option<String>,
    #[serde(default)]
    theme: Option<Theme>,
    #[serde(default)]
    sound: Option<bool>,
    #[serde(default)]
    pieces: Option<PieceSet>,
}

impl Settings {
    /// The stored settings, or defaults from the browser (its languages, its colour scheme).
    pub fn load() -> Settings {
        let stored: Stored = storage_get(SETTINGS_KEY)
            .and_then(|s| serde_json::from_str(&s).ok())
            .unwrap_or_default();
        Settings {
            lang: stored
                .lang
                .as_deref()
                .and_then(Lang::from_code)
                .unwrap_or_else(browser_lang),
            theme: stored.theme.unwrap_or_else(browser_theme),
            sound: stored.sound.unwrap_or(true),
            pieces: stored.pieces.unwrap_or_default(),
        }
    }

    pub fn save(&self) {
        let stored = Stored {
            lang: Some(self.lang.code().to_string()),
            theme: Some(self.theme),
            sound: Some(self.sound),
            pieces: Some(self.pieces),
        };
        if let Ok(json) = serde_json::to_string(&stored) {
            storage_set(SETTINGS_KEY, &json);
        }
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

fn storage() -> Option<web_sys::Storage> {
    // localStorage can be missing or throw (private modes, disabled storage): then nothing
    // is saved and the app still works.
    web_sys::window()?.local_storage().ok().flatten()
}

pub fn storage_get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

pub fn storage_set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}
