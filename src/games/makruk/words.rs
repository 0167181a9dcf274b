//! Makruk's words, in English and Hindi: its pieces (with their Thai names), check, the
//! two counts, move announcements, the FEN dialog and the piece sets. The texts are in
//! `words.toml`.

use crate::kit::hint::{score_text, score_words, Values};
use crate::kit::i18n::{Lang, Tr};
use ttakji_engine::makruk::Kind;
use ttakji_engine::Side;

include!(concat!(env!("OUT_DIR"), "/games/makruk/words.rs"));

/// A Makruk piece's name: the original writes them in Latin letters in Hindi too.
pub fn mk_piece(kind: Kind) -> &'static str {
    kind.name()
}

/// A piece's name in Thai script, as the original gives it, and what it is like in chess.
fn piece_words(kind: Kind) -> (&'static str, Tr) {
    match kind {
        Kind::Khun => ("ขุน", ROLE_KHUN),
        Kind::Met => ("เม็ด", ROLE_MET),
        Kind::Khon => ("โคน", ROLE_KHON),
        Kind::Ma => ("ม้า", ROLE_MA),
        Kind::Rua => ("เรือ", ROLE_RUA),
        Kind::Bia => ("เบี้ย", ROLE_BIA),
        Kind::BiaNgai => ("เบี้ยหงาย", ROLE_BIA_NGAI),
    }
}

/// A Makruk piece's name in Thai script, as the original gives it.
pub fn mk_piece_thai(kind: Kind) -> &'static str {
    piece_words(kind).0
}

/// What the piece is like in chess, for the legend.
pub fn mk_piece_role(kind: Kind) -> Tr {
    piece_words(kind).1
}

/// "white" / "black" before a piece's name.
pub fn colour_word(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::First => WHITE_ADJ,
        Side::Second => BLACK_ADJ,
    }
    .t(lang)
}

pub const COUNT_BOARD_THAI: &str = "นับศักดิ์กระดาน";

pub const COUNT_PIECES_THAI: &str = "นับศักดิ์หมาก";

/// Makruk's values (centipawns, mates as `#N`) for the hint and the coach.
pub const VALUES: Values = Values {
    text: value_text,
    words: value_words,
    amount: bia,
    diff_to_best: false,
};

fn value_text(v: i32) -> String {
    score_text(v, |v| format!("{:+.2}", f64::from(v) / 100.0))
}

fn value_words(l: Lang, who: &str, v: i32) -> String {
    // Within a tenth of a Bia the sides are called level.
    score_words(&VALUES, (l, who, v), [mates_in, mated_in], 10)
}

fn bia(l: Lang, v: i32) -> String {
    bia_amount(l, &format!("{:.2}", f64::from(v) / 100.0))
}
