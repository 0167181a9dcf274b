//! The strings the app frame and the kit share, in English and Hindi (each game's own words
//! are in `games/<game>/words.rs`).
//!
//! The strings themselves are data: `words.toml` beside each module, from which `build.rs`
//! generates a [`Tr`] constant per key (and, for templates with `args`, the function that fills
//! them). Strings with parts filled in at run time are templates filled by [`fill`], so each
//! language places (and inflects) the parts its own way. Hindi is a first-class language here:
//! each Hindi string is written for Hindi readers, not word-for-word from the English.

use std::fmt::Display;
use ttakji_engine::{GameId, Level};

#[path = "words_format.rs"]
mod words_format;
use words_format::{Modifier, Piece};

include!(concat!(env!("OUT_DIR"), "/kit/words.rs"));

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    Hi,
}

impl Lang {
    /// The BCP 47 code, for `<html lang>` and the settings store.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hi => "hi",
        }
    }

    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "hi" => Some(Lang::Hi),
            _ => None,
        }
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Hi,
            Lang::Hi => Lang::En,
        }
    }
}

/// One string in both languages: English, then Hindi.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Tr(pub &'static str, pub &'static str);

impl Tr {
    pub fn t(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.0,
            Lang::Hi => self.1,
        }
    }

    /// This template in `lang`, filled with `values` (see [`fill`]).
    pub fn fill(self, lang: Lang, values: &[(&str, &dyn Display)]) -> String {
        fill(self.t(lang), values)
    }
}

/// Fills a template's placeholders: `{name}` with the value given for `name`, `{name:obl}`
/// with its Hindi oblique form. `build.rs` has checked the template's form.
pub fn fill(template: &str, values: &[(&str, &dyn Display)]) -> String {
    let pieces = words_format::pieces(template).unwrap_or_else(|_| vec![Piece::Text(template)]);
    let mut out = String::with_capacity(template.len() + 16);
    for piece in pieces {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Slot(name, modifier) => match values.iter().find(|(n, _)| *n == name) {
                Some((_, v)) if modifier == Modifier::Oblique => {
                    out.push_str(&oblique(&v.to_string()))
                }
                Some((_, v)) => out.push_str(&v.to_string()),
                None => {
                    debug_assert!(false, "no value for {{{name}}} in {template:?}");
                    out.push_str(&format!("{{{name}}}"));
                }
            },
        }
    }
    out
}

/// Picks between two strings built at run time.
pub fn pick(lang: Lang, en: String, hi: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Hi => hi,
    }
}

/// A game's name (each game's words hold it).
pub fn game_name(id: GameId) -> Tr {
    crate::games::ui(id).name
}

/// A game's line on the home page.
pub fn game_blurb(id: GameId) -> Tr {
    crate::games::ui(id).blurb
}

/// The Hindi oblique form of a player's name, used before a postposition (की, ने, के पास):
/// a masculine name ending in -आ takes -े ("काला" → "काले की बारी"); the others do not change.
pub fn oblique(name: &str) -> String {
    match name.strip_suffix('ा') {
        Some(stem) => format!("{stem}े"),
        None => name.to_string(),
    }
}

pub fn board_label(lang: Lang, game: &str, flipped: bool) -> String {
    let flip = if flipped { FLIPPED.t(lang) } else { "" };
    BOARD_OF.fill(lang, &[("game", &game), ("flip", &flip)])
}

pub fn level_name(level: Level) -> Tr {
    match level {
        Level::Easy => LEVEL_EASY,
        Level::Normal => LEVEL_NORMAL,
        Level::Hard => LEVEL_HARD,
    }
}

/// The reason of a result, in words. `loser` is the losing player's name (unused for draws).
pub fn reason(lang: Lang, reason: &str, loser: &str, quiet_limit: u32) -> String {
    let tr = match reason {
        "two-pieces" => REASON_TWO_PIECES,
        "blocked" => REASON_BLOCKED,
        "repetition" => REASON_REPETITION,
        "no-removal" => REASON_NO_REMOVAL,
        "resignation" => REASON_RESIGNATION,
        "agreement" => REASON_AGREEMENT,
        "checkmate" => REASON_CHECKMATE,
        "stalemate" => REASON_STALEMATE,
        "counting" => REASON_COUNTING,
        "counting-mate" => REASON_COUNTING_MATE,
        "bare-khun" => REASON_BARE_KHUN,
        "move-limit" => REASON_MOVE_LIMIT,
        "time" => REASON_TIME,
        other => return other.to_string(),
    };
    tr.fill(lang, &[("loser", &loser), ("quiet_limit", &quiet_limit)])
}

/// `m:ss` of a number of milliseconds, rounded up (a clock shows 0:00 only at the end).
pub fn clock_time(ms: u32) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

pub fn byo_yomi(lang: Lang, ms: u32, periods: u8) -> String {
    BYO_YOMI.fill(lang, &[("t", &clock_time(ms)), ("periods", &periods)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hindi_names_take_the_oblique_form_before_postpositions() {
        assert_eq!(oblique("काला"), "काले");
        assert_eq!(oblique("सफ़ेद"), "सफ़ेद");
        assert_eq!(oblique("कौड़ी"), "कौड़ी");
        assert_eq!(oblique("इमली"), "इमली");
        assert_eq!(to_move(Lang::Hi, "काला"), "काले की बारी");
        assert_eq!(to_move(Lang::En, "Black"), "Black to move");
    }

    #[test]
    fn fill_puts_each_value_in_its_place_in_each_language() {
        let tr = Tr("{who} has {n}", "{who:obl} के पास {n}");
        let values: &[(&str, &dyn Display)] = &[("n", &3), ("who", &"काला")];
        assert_eq!(tr.fill(Lang::En, values), "काला has 3");
        assert_eq!(tr.fill(Lang::Hi, values), "काले के पास 3");
        assert_eq!(fill("no placeholder", &[]), "no placeholder");
        assert_eq!(fill("{a}{a}-{b}", &[("a", &"x"), ("b", &1)]), "xx-1");
    }

    #[test]
    fn every_key_has_both_languages() {
        use crate::games::{backgammon, chinese_checkers, makruk, morris};
        let files = [
            ENTRIES,
            backgammon::words::ENTRIES,
            chinese_checkers::words::ENTRIES,
            makruk::words::ENTRIES,
            morris::words::ENTRIES,
            crate::shell::library::WORDS,
        ];
        for (key, tr) in files.concat() {
            assert!(!tr.0.trim().is_empty(), "{key} has no English");
            assert!(!tr.1.trim().is_empty(), "{key} has no Hindi");
        }
    }
}
