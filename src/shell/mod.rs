//! The app's frame: what every screen shares (settings, notices), the routes from the URL
//! hash, the home page and the settings bar. The games live in `crate::games`, the parts
//! their screens share in `crate::kit`.

pub mod app;
pub mod home;
pub mod notices;
pub mod settings;

pub use notices::Notice;

use crate::kit::duel::session::GameKind;
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

/// The screens, from the URL hash: `#/`, `#/tigadi`, `#/rules/tigadi`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Route {
    Home,
    Game(GameKind),
    Rules(GameKind),
    /// Chinese Checkers, whose two to six seats have their own screen.
    ChineseCheckers,
    ChineseCheckersRules,
    /// Backgammon has its own screen (dice, cube, match score), and its rules page.
    Backgammon,
    BackgammonRules,
    NotFound,
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path = hash
            .trim_start_matches('#')
            .trim_start_matches('/')
            .trim_end_matches('/');
        let kind = |slug: &str| GameId::from_slug(slug).and_then(GameKind::from_game);
        if path.is_empty() {
            return Route::Home;
        }
        // Backgammon and Chinese Checkers have screens of their own (dice and cube; two to six
        // seats), the other games share the two-sided game screen.
        let own_screen = |slug: &str| match GameId::from_slug(slug) {
            Some(GameId::Backgammon) => Some((Route::Backgammon, Route::BackgammonRules)),
            Some(GameId::ChineseCheckers) => {
                Some((Route::ChineseCheckers, Route::ChineseCheckersRules))
            }
            _ => None,
        };
        if let Some(slug) = path.strip_prefix("rules/") {
            if let Some((_, rules)) = own_screen(slug) {
                return rules;
            }
            return kind(slug).map_or(Route::NotFound, Route::Rules);
        }
        if let Some((game, _)) = own_screen(path) {
            return game;
        }
        kind(path).map_or(Route::NotFound, Route::Game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes() {
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("#/"), Route::Home);
        assert_eq!(Route::parse("#/tigadi"), Route::Game(GameKind::Tigadi));
        assert_eq!(
            Route::parse("#/nine-mens-morris/"),
            Route::Game(GameKind::NineMensMorris)
        );
        assert_eq!(
            Route::parse("#/rules/tigadi"),
            Route::Rules(GameKind::Tigadi)
        );
        assert_eq!(Route::parse("#/makruk"), Route::Game(GameKind::Makruk));
        assert_eq!(
            Route::parse("#/rules/makruk"),
            Route::Rules(GameKind::Makruk)
        );
        assert_eq!(Route::parse("#/backgammon"), Route::Backgammon);
        assert_eq!(Route::parse("#/rules/backgammon"), Route::BackgammonRules);
        assert_eq!(Route::parse("#/chess"), Route::NotFound);
        assert_eq!(Route::parse("#/chinese-checkers"), Route::ChineseCheckers);
        assert_eq!(
            Route::parse("#/rules/chinese-checkers/"),
            Route::ChineseCheckersRules
        );
        assert_eq!(Route::parse("#/rules/nope"), Route::NotFound);
    }
}
