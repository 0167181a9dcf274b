//! Every visible string of the Chinese Checkers screens, in English and Hindi (kept apart
//! from `crate::kit::i18n` so that the shared file stays small); the texts are in
//! `words.toml`. The Hindi follows the words of the original rule book: छेद for a hole, कंचा
//! for a marble, कोना for a corner.

use crate::kit::hint::Values;
use crate::kit::i18n::{oblique, Lang, Tr};
use std::fmt::Display;
use ttakji_engine::chinese_checkers::Corner;

include!(concat!(env!("OUT_DIR"), "/games/chinese_checkers/words.rs"));

/// Each corner's compass name, the colour of its seat as a name and as an adjective before
/// "marble", in the order of `Corner::ALL`.
const CORNERS: [[Tr; 3]; 6] = [
    [NORTH, BLUE, BLUE_ADJ],
    [NORTH_EAST, GREEN, GREEN_ADJ],
    [SOUTH_EAST, WHITE, WHITE_ADJ],
    [SOUTH, RED, RED_ADJ],
    [SOUTH_WEST, PURPLE, PURPLE_ADJ],
    [NORTH_WEST, YELLOW, YELLOW_ADJ],
];

/// The compass name of a corner.
pub fn compass(c: Corner) -> Tr {
    CORNERS[c.index()][0]
}

/// The colour of the seat in a corner, as a name ("Red").
pub fn colour(c: Corner) -> Tr {
    CORNERS[c.index()][1]
}

/// The colour as an adjective before "marble" ("red marble", "लाल कंचा").
pub fn colour_word(c: Corner) -> Tr {
    CORNERS[c.index()][2]
}

/// A seat's name: its colour and its corner, "Red (South)".
pub fn seat_name(lang: Lang, c: Corner) -> String {
    format!("{} ({})", colour(c).t(lang), compass(c).t(lang))
}

/// The seat's name before a Hindi postposition: "नीले (उत्तर) की बारी".
fn seat_oblique(lang: Lang, c: Corner) -> String {
    match lang {
        Lang::En => seat_name(lang, c),
        Lang::Hi => format!("{} ({})", oblique(colour(c).t(lang)), compass(c).t(lang)),
    }
}

/// A template about seat `c`: `{seat}` is its name, `{seat_obl}` the name before a Hindi
/// postposition; `more` fills the rest.
fn about(tr: Tr, lang: Lang, c: Corner, more: &[(&str, &dyn Display)]) -> String {
    let (name, obl) = (seat_name(lang, c), seat_oblique(lang, c));
    let seat: [(&str, &dyn Display); 2] = [("seat", &name), ("seat_obl", &obl)];
    tr.fill(lang, &[&seat[..], more].concat())
}

pub fn to_move(lang: Lang, c: Corner) -> String {
    about(TO_MOVE, lang, c, &[])
}

pub fn marble(lang: Lang, c: Corner) -> String {
    MARBLE.fill(lang, &[("colour", &colour_word(c).t(lang))])
}

pub fn in_corner(lang: Lang, c: Corner) -> String {
    IN_CORNER.fill(lang, &[("compass", &compass(c).t(lang))])
}

/// "1st place", "पहला स्थान".
pub fn place(lang: Lang, n: usize) -> String {
    const ORDINALS: [Tr; 6] = [FIRST, SECOND, THIRD, FOURTH, FIFTH, SIXTH];
    let ordinal = ORDINALS.get(n.wrapping_sub(1)).unwrap_or(&NTH);
    PLACE.fill(lang, &[("ordinal", &ordinal.fill(lang, &[("n", &n)]))])
}

pub fn team_with(lang: Lang, partner: Corner) -> String {
    about(TEAM_WITH, lang, partner, &[])
}

// Announcements.
/// A move in words: a step, or a chain of `jumps` jumps.
pub fn announce(lang: Lang, c: Corner, by_computer: bool, mv: &str, jumps: usize) -> String {
    let who = about(if by_computer { COMPUTER_SEAT } else { SEAT }, lang, c, &[]);
    let tr = match jumps {
        0 => STEPS,
        1 => JUMPS,
        _ => JUMPS_CHAIN,
    };
    tr.fill(lang, &[("who", &who), ("mv", &mv), ("n", &jumps)])
}

/// A seat with no move passes (CC-12).
pub fn passes(lang: Lang, c: Corner) -> String {
    about(PASSES, lang, c, &[])
}

pub fn finished(lang: Lang, c: Corner) -> String {
    about(FINISHED, lang, c, &[])
}

pub fn wins(lang: Lang, c: Corner) -> String {
    about(WINS, lang, c, &[])
}

pub fn team_wins(lang: Lang, a: Corner, b: Corner) -> String {
    about(TEAM_WINS, lang, b, &[("first", &seat_name(lang, a))])
}

/// Chinese Checkers' values (eighths of a row of progress against the nearest opponent)
/// for the hint and the coach.
pub const VALUES: Values = Values {
    text: rows_text,
    words: rows_words,
    amount: rows,
    diff_to_best: false,
};

fn rows_text(v: i32) -> String {
    format!("{:+.1}", f64::from(v) / 8.0)
}

fn rows_words(l: Lang, who: &str, v: i32) -> String {
    let x = format!("{:.1}", f64::from(v.abs()) / 8.0);
    match v {
        // Not an eighth of a row between them.
        0 => rows_level(l, who),
        v if v > 0 => rows_ahead(l, who, &x),
        _ => rows_behind(l, who, &x),
    }
}

fn rows(l: Lang, v: i32) -> String {
    rows_amount(l, &format!("{:.1}", f64::from(v) / 8.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_named_by_colour_and_corner_in_both_languages() {
        assert_eq!(to_move(Lang::En, Corner::S), "Red (South) to move");
        assert_eq!(to_move(Lang::Hi, Corner::S), "लाल (दक्षिण) की बारी");
        // A masculine colour ending in -आ takes the oblique -े before a postposition.
        assert_eq!(to_move(Lang::Hi, Corner::N), "नीले (उत्तर) की बारी");
        assert_eq!(marble(Lang::Hi, Corner::N), "नीला कंचा");
        assert_eq!(wins(Lang::Hi, Corner::NE), "हरे (उत्तर-पूर्व) की जीत");
        assert_eq!(place(Lang::En, 2), "2nd place");
        assert_eq!(place(Lang::Hi, 6), "छठा स्थान");
        // Every corner has its own colour and mark.
        let names: std::collections::HashSet<_> =
            Corner::ALL.iter().map(|&c| colour(c).0).collect();
        assert_eq!(names.len(), 6);
        let marks: std::collections::HashSet<_> = Corner::ALL
            .iter()
            .map(|&c| super::super::seat_mark(c))
            .collect();
        assert_eq!(marks.len(), 6);
    }
}
