//! The Morris games' words, in English and Hindi: phases, hints, pieces in hand and on the
//! board, removals, passes and move announcements. The texts are in `words.toml`.

use crate::kit::i18n::Tr;

include!(concat!(env!("OUT_DIR"), "/games/morris/words.rs"));

/// "Mill!" in the words of each game.
pub fn hint_remove(tigadi: bool) -> Tr {
    if tigadi {
        HINT_REMOVE_TIGADI
    } else {
        HINT_REMOVE_MILL
    }
}
