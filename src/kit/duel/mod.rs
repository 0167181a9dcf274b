//! The two-sided game screen that Makruk and the Morris games (Nine Men's Morris, Tigadi)
//! share: one session type for the three, its controller, status, move list, controls and
//! dialogs. Each game's board and its own status pieces live in `crate::games`.

pub mod analysed;
pub mod archive;
pub mod dialogs;
pub mod screen;
pub mod session;

use crate::kit::i18n::Lang;
use session::GameKind;
use ttakji_engine::morris::Variant;
use ttakji_engine::Side;

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
