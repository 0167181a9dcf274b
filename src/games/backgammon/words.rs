//! Backgammon's strings, in English and Hindi (kept apart from `i18n.rs`, which the other
//! games share); the texts are in `words.toml`. The Hindi follows the original rule book's
//! words: बिंदु (point), बार, गोटी (checker), घर-बोर्ड, ब्लॉट, भीतर आना (enter), बाहर निकालना
//! (bear off), गैमौन.

use crate::kit::hint::Values;
use crate::kit::i18n::{Lang, Tr};
use std::fmt::Display;

include!(concat!(env!("OUT_DIR"), "/games/backgammon/words.rs"));

/// A colour's name: White (0) or Black (1).
pub fn colour(c: usize) -> Tr {
    if c == 0 {
        WHITE
    } else {
        BLACK
    }
}

/// The colour as an adjective after a number ("5 white").
fn colour_word(c: usize) -> Tr {
    if c == 0 {
        WHITE_ADJ
    } else {
        BLACK_ADJ
    }
}

/// A template about colour `c`: `{colour}` is its name (`{colour:obl}` before a Hindi
/// postposition), `more` fills the rest.
fn about(tr: Tr, l: Lang, c: usize, more: &[(&str, &dyn Display)]) -> String {
    let name: [(&str, &dyn Display); 1] = [("colour", &colour(c).t(l))];
    tr.fill(l, &[&name[..], more].concat())
}

pub fn point_with(l: Lang, n: usize, count: u8, c: usize) -> String {
    let colour = colour_word(c).t(l);
    POINT_WITH.fill(l, &[("n", &n), ("count", &count), ("colour", &colour)])
}

pub fn bar_label(l: Lang, count: u8, c: usize) -> String {
    let tr = if count == 0 { BAR_NONE } else { BAR_WITH };
    tr.fill(l, &[("n", &count), ("colour", &colour_word(c).t(l))])
}

pub fn tray_label(l: Lang, c: usize, off: u8) -> String {
    about(TRAY, l, c, &[("off", &off)])
}

/// The race hint (the original: "count the race").
pub fn race_line(l: Lang, pips: [u32; 2]) -> String {
    let (a, b) = (pips[0], pips[1]);
    if a == b {
        return RACE_EVEN.fill(l, &[("a", &a)]);
    }
    let (lead, by) = if a < b { (0, b - a) } else { (1, a - b) };
    about(RACE_LEAD, l, lead, &[("by", &by)])
}

pub fn to_roll(l: Lang, c: usize) -> String {
    about(TO_ROLL, l, c, &[])
}

pub fn to_play(l: Lang, c: usize, a: u8, b: u8) -> String {
    about(TO_PLAY, l, c, &[("a", &a), ("b", &b)])
}

pub fn opening(l: Lang, c: usize, a: u8, b: u8) -> String {
    about(OPENING, l, c, &[("a", &a), ("b", &b)])
}

/// "1 point", "5 points" (a match's length, a game's worth).
pub fn points_now(l: Lang, n: u32) -> String {
    let tr = if n == 1 { POINT } else { POINTS };
    tr.fill(l, &[("n", &n)])
}

pub fn dance(l: Lang, c: usize) -> String {
    about(DANCE, l, c, &[])
}

pub fn forced(l: Lang, c: usize, play: &str) -> String {
    about(FORCED, l, c, &[("play", &play)])
}

// The cube.
pub fn cube_label(l: Lang, value: u32, owner: Option<usize>) -> String {
    match owner {
        None => CUBE_MIDDLE.fill(l, &[("value", &value)]),
        Some(c) => about(CUBE_OWNED, l, c, &[("value", &value)]),
    }
}

pub fn doubles_title(l: Lang, c: usize, to: u32) -> String {
    about(DOUBLES_TITLE, l, c, &[("to", &to)])
}

pub fn double_question(l: Lang, c: usize, now: u32) -> String {
    about(
        DOUBLE_QUESTION,
        l,
        c,
        &[("stake", &(now * 2)), ("now", &now)],
    )
}

pub fn kind_of_win(points: u8) -> Tr {
    match points {
        1 => SINGLE,
        2 => GAMMON,
        _ => BACKGAMMON,
    }
}

/// A resignation offer: its kind and the points it gives (`total`, cube and rules applied).
pub fn resign_offer_title(l: Lang, c: usize, points: u8, total: u32) -> String {
    let kind = kind_of_win(points).t(l);
    let pts = points_now(l, total);
    about(RESIGN_OFFER_TITLE, l, c, &[("kind", &kind), ("pts", &pts)])
}

pub fn resign_question(l: Lang, c: usize) -> String {
    about(RESIGN_QUESTION, l, c, &[])
}

// Results.
pub fn game_won(l: Lang, c: usize, points: u8, total: u32) -> String {
    // In Hindi a single game won is not the same word as one lost (इकहरी जीत, हार).
    let kind = if points == 1 {
        WON_SINGLE
    } else {
        kind_of_win(points)
    };
    let pts = points_now(l, total);
    about(GAME_WON, l, c, &[("kind", &kind.t(l)), ("pts", &pts)])
}

pub fn by_drop(l: Lang, c: usize) -> String {
    about(BY_DROP, l, c, &[])
}

pub fn by_resign(l: Lang, c: usize) -> String {
    about(BY_RESIGN, l, c, &[])
}

pub fn match_won(l: Lang, c: usize, a: u32, b: u32) -> String {
    about(MATCH_WON, l, c, &[("a", &a), ("b", &b)])
}

pub fn score_line(l: Lang, length: u32, score: [u32; 2]) -> String {
    SCORE_LINE.fill(
        l,
        &[
            ("length", &length),
            ("white", &score[0]),
            ("black", &score[1]),
        ],
    )
}

pub fn match_of(l: Lang, n: u32) -> String {
    points_now(l, n)
}

/// Backgammon's values (equity in thousandths of a point) for the hint and the coach.
pub const VALUES: Values = Values {
    text: equity_text,
    words: equity_words,
    amount: equity,
    diff_to_best: true,
};

/// Equity as gnubg writes it: `+0.312`.
pub fn equity_text(v: i32) -> String {
    format!("{:+.3}", f64::from(v) / 1000.0)
}

fn equity_words(l: Lang, who: &str, v: i32) -> String {
    // Within a hundredth of a point the sides are called level.
    VALUES.ahead_or_behind(l, who, v, 10)
}

fn equity(l: Lang, v: i32) -> String {
    equity_amount(l, &format!("{:.2}", f64::from(v) / 1000.0))
}
