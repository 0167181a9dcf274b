//! The Morris games' words, in English and Hindi: phases, hints, pieces in hand and on the
//! board, removals, passes and move announcements. The texts are in `words.toml`.

use crate::kit::hint::{score_text, score_words, Values};
use crate::kit::i18n::{Lang, Tr};

include!(concat!(env!("OUT_DIR"), "/games/morris/words.rs"));

/// "Mill!" in the words of each game.
pub fn hint_remove(tigadi: bool) -> Tr {
    if tigadi {
        HINT_REMOVE_TIGADI
    } else {
        HINT_REMOVE_MILL
    }
}

/// The Morris games' values (search score, a proven win as `#N`) for the hint and the
/// coach.
pub const VALUES: Values = Values {
    text: value_text,
    words: value_words,
    amount: pieces,
    diff_to_best: false,
};

fn value_text(v: i32) -> String {
    score_text(v, |v| format!("{v:+}"))
}

fn value_words(l: Lang, who: &str, v: i32) -> String {
    // Within a tenth of a piece the sides are called level.
    score_words(&VALUES, (l, who, v), [proven_win, proven_loss], 10)
}

fn pieces(l: Lang, v: i32) -> String {
    pieces_amount(l, &format!("{:.1}", f64::from(v) / 100.0))
}
