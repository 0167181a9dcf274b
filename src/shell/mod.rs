//! The app's frame: what every screen shares (settings, notices), the routes from the URL
//! hash, the home page and the settings bar. The games live in `crate::games`, the parts
//! their screens share in `crate::kit`.

pub mod app;
pub mod home;
pub mod library;
pub mod notices;
pub mod settings;

pub use notices::Notice;

use crate::kit::i18n::Lang;
use crate::shell::settings::Settings;
use leptos::prelude::*;
use ttakji_engine::GameId;

/// What the whole app shares.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub settings: RwSignal<Settings>,
    pub notices: RwSignal<Vec<(u32, Notice)>>,
}

impl Ctx {
    pub fn lang(&self) -> Lang {
        self.settings.with(|s| s.lang)
    }

    pub fn lang_untracked(&self) -> Lang {
        self.settings.with_untracked(|s| s.lang)
    }

    /// Plays a sound cue, unless the player turned sound off.
    pub fn cue(&self, cue: crate::kit::sound::Cue) {
        if self.settings.with_untracked(|s| s.sound) {
            crate::kit::sound::play(cue);
        }
    }

    /// Shows a notice (once: an equal notice already shown is not repeated).
    pub fn notify(&self, n: Notice) {
        self.notices.update(|list| {
            if !list.iter().any(|(_, m)| *m == n) {
                let id = list.iter().map(|(i, _)| *i).max().unwrap_or(0) + 1;
                list.push((id, n));
            }
        });
    }

    pub fn dismiss(&self, id: u32) {
        self.notices.update(|list| list.retain(|(i, _)| *i != id));
    }
}

pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

/// The screens, from the URL hash: `#/`, `#/tigadi`, `#/rules/tigadi`, `#/games` (the
/// library) and `#/games/<id>` (a past game).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Route {
    Home,
    Game(GameId),
    Rules(GameId),
    Games,
    Past(String),
    NotFound,
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path = hash
            .trim_start_matches('#')
            .trim_start_matches('/')
            .trim_end_matches('/');
        if path.is_empty() {
            return Route::Home;
        }
        if path == "games" {
            return Route::Games;
        }
        if let Some(id) = path.strip_prefix("games/") {
            let ok = !id.is_empty()
                && id.len() <= 100
                && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
            return if ok {
                Route::Past(id.to_string())
            } else {
                Route::NotFound
            };
        }
        let (slug, route): (&str, fn(GameId) -> Route) = match path.strip_prefix("rules/") {
            Some(slug) => (slug, Route::Rules),
            None => (path, Route::Game),
        };
        GameId::from_slug(slug).map_or(Route::NotFound, route)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes() {
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("#/"), Route::Home);
        // The addresses people keep, written out so that a changed slug fails here.
        let games = [
            ("tigadi", GameId::Tigadi),
            ("nine-mens-morris", GameId::NineMensMorris),
            ("makruk", GameId::Makruk),
            ("backgammon", GameId::Backgammon),
            ("chinese-checkers", GameId::ChineseCheckers),
        ];
        for (slug, id) in games {
            for end in ["", "/"] {
                assert_eq!(Route::parse(&format!("#/{slug}{end}")), Route::Game(id));
                assert_eq!(
                    Route::parse(&format!("#/rules/{slug}{end}")),
                    Route::Rules(id)
                );
            }
        }
        assert_eq!(Route::parse("#/games"), Route::Games);
        assert_eq!(
            Route::parse("#/games/makruk-1f"),
            Route::Past("makruk-1f".into())
        );
        assert_eq!(Route::parse("#/games/a%20b"), Route::NotFound);
        assert_eq!(Route::parse("#/chess"), Route::NotFound);
        assert_eq!(Route::parse("#/rules/nope"), Route::NotFound);
    }
}
