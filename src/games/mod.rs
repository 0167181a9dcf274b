//! One folder per game: its board, its session glue, its words and its rules page.
//! Nine Men's Morris and Tigadi share one engine and one folder (`morris`).

pub mod backgammon;
pub mod chinese_checkers;
pub mod makruk;
pub mod morris;

use crate::kit::i18n::Tr;
use leptos::prelude::AnyView;
use ttakji_engine::GameId;

/// What the shell needs of a game: its name and its line on the home page, its screen, its
/// rules page, the picture on its home-page card, and the game of it in progress (saved with
/// at least one move and not over) drawn as it stands, for the card instead of the picture.
#[derive(Clone, Copy)]
pub struct GameUi {
    pub name: Tr,
    pub blurb: Tr,
    pub screen: fn() -> AnyView,
    pub rules: fn() -> AnyView,
    pub art: fn() -> AnyView,
    /// None when no game is in progress or its save cannot be read (the save is left as
    /// it is: the game's screen deals with it).
    pub in_progress: fn() -> Option<AnyView>,
    /// Its part of the game library.
    pub archive: crate::kit::archive::Archive,
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
