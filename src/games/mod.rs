//! One folder per game: its board, its session glue, its words and its rules page.
//! Nine Men's Morris and Tigadi share one engine and one folder (`morris`).

pub mod backgammon;
pub mod chinese_checkers;
pub mod makruk;
pub mod morris;

use crate::kit::archive::Archive;
use crate::kit::duel::session::GameKind;
use crate::kit::i18n::Tr;
use crate::kit::lazy_view;
use leptos::prelude::AnyView;
use ttakji_engine::morris::MorrisKind;
use ttakji_engine::GameId;

/// What the home page needs of a game at once: its name, its line and the picture on its
/// card. The rest (its screen, rules page, game in progress and part of the library) is
/// reached through the functions below, in parts of the page's wasm fetched when needed.
#[derive(Clone, Copy)]
pub struct GameUi {
    pub name: Tr,
    pub blurb: Tr,
    pub art: fn() -> AnyView,
}

/// Every game's part of the app, one line each; the router and the home page loop over it.
pub fn ui(id: GameId) -> GameUi {
    match id {
        GameId::Makruk => makruk::UI,
        GameId::Backgammon => backgammon::UI,
        GameId::NineMensMorris => morris::NINE_MENS_MORRIS,
        GameId::Tigadi => morris::TIGADI,
        GameId::ChineseCheckers => chinese_checkers::UI,
    }
}

/// A game's screen; its code is a part of the page's wasm of its own (`#[lazy]`), fetched
/// the first time the screen is opened, with the parts it shares with other screens.
pub fn screen(id: GameId) -> AnyView {
    lazy_view(async move {
        match id {
            GameId::Makruk => makruk::screen().await,
            GameId::Backgammon => backgammon::screen().await,
            GameId::NineMensMorris => morris::nine_mens_morris_screen().await,
            GameId::Tigadi => morris::tigadi_screen().await,
            GameId::ChineseCheckers => chinese_checkers::screen().await,
        }
    })
}

/// A game's rules page, fetched as its screen is.
pub fn rules_page(id: GameId) -> AnyView {
    lazy_view(async move {
        match id {
            GameId::Makruk => makruk::rules_page().await,
            GameId::Backgammon => backgammon::rules_page().await,
            GameId::NineMensMorris => morris::rules_page(MorrisKind::NineMensMorris).await,
            GameId::Tigadi => morris::rules_page(MorrisKind::Tigadi).await,
            GameId::ChineseCheckers => chinese_checkers::rules_page().await,
        }
    })
}

/// The game of `id` in progress (saved with at least one move and not over) drawn as it
/// stands, for its home-page card; none when there is none or its save cannot be read (the
/// save is left as it is: the game's screen deals with it). Its code comes with the game's.
pub async fn in_progress(id: GameId) -> Option<AnyView> {
    match id {
        GameId::Makruk => makruk::in_progress().await,
        GameId::Backgammon => backgammon::in_progress().await,
        GameId::NineMensMorris => morris::in_progress(GameKind::NineMensMorris).await,
        GameId::Tigadi => morris::in_progress(GameKind::Tigadi).await,
        GameId::ChineseCheckers => chinese_checkers::in_progress().await,
    }
}

/// A game's part of the game library. Only the library's code and the games' screens reach
/// it, so it comes with theirs.
pub fn archive(id: GameId) -> Archive {
    match id {
        GameId::Makruk => makruk::ARCHIVE,
        GameId::Backgammon => backgammon::archive::ARCHIVE,
        GameId::NineMensMorris => morris::NINE_MENS_MORRIS_ARCHIVE,
        GameId::Tigadi => morris::TIGADI_ARCHIVE,
        GameId::ChineseCheckers => chinese_checkers::archive::ARCHIVE,
    }
}
