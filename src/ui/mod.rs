//! The Leptos views: app frame, home page, game screen, board, dialogs and rules pages.

pub mod app;
pub mod backgammon;
pub mod chinese_checkers;
pub mod dialogs;
pub mod game;
pub mod home;
pub mod makruk_board;
pub mod morris_board;
pub mod pieces;
pub mod rules;

use crate::i18n::{self, Lang};
use crate::session::GameKind;
use crate::settings::Settings;
use leptos::prelude::*;
use ttakji_engine::morris::Variant;
use ttakji_engine::{GameId, Side};

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

/// Messages shown above the page until dismissed; worded at display time so that they
/// follow the language switch.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    WorkerRestarted,
    CorruptSave(String),
    ComputerFailed(String),
}

impl Notice {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::WorkerRestarted => i18n::WORKER_RESTARTED.t(lang).to_string(),
            Notice::CorruptSave(d) => i18n::corrupt_save(lang, d),
            Notice::ComputerFailed(d) => i18n::computer_failed(lang, d),
        }
    }
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

pub fn rules_href(kind: GameKind) -> String {
    format!("#/rules/{}", kind.slug())
}

/// A player's name in the game's own words (White/Black, Kaudi/Imli).
pub fn player_name(kind: GameKind, side: Side, lang: Lang) -> &'static str {
    let (en, hi) = match kind.morris() {
        Some(mk) => Variant::preset(mk, false).player_names[side.index()],
        None => [("White", "सफ़ेद"), ("Black", "काला")][side.index()],
    };
    match lang {
        Lang::En => en,
        Lang::Hi => hi,
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

/// What a key pressed on a board square means, the same on every board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardKey {
    /// Enter or Space: pick up, put down, or choose.
    Activate,
    /// Escape: drop the current choice.
    Cancel,
    /// An arrow: move the focus one step on screen (dx, dy), y growing downwards.
    Step(i8, i8),
}

impl BoardKey {
    /// The board meaning of a key; stops the browser's own handling (scrolling) of the keys
    /// the board uses to act or move.
    pub fn of(ev: &web_sys::KeyboardEvent) -> Option<BoardKey> {
        let key = match ev.key().as_str() {
            "Enter" | " " | "Spacebar" => BoardKey::Activate,
            "Escape" => return Some(BoardKey::Cancel),
            "ArrowUp" => BoardKey::Step(0, -1),
            "ArrowDown" => BoardKey::Step(0, 1),
            "ArrowLeft" => BoardKey::Step(-1, 0),
            "ArrowRight" => BoardKey::Step(1, 0),
            _ => return None,
        };
        ev.prevent_default();
        Some(key)
    }
}
