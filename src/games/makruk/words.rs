//! Makruk's words, in English and Hindi: its pieces (with their Thai names), check, the
//! two counts, move announcements, the FEN dialog and the piece sets.

use crate::kit::i18n::{oblique, pick, Lang, Tr};
use ttakji_engine::makruk::Kind;
use ttakji_engine::Side;

pub fn announce_mk_move(lang: Lang, who: &str, piece: &str, from: &str, to: &str) -> String {
    pick(
        lang,
        format!("{who} moves {piece} from {from} to {to}"),
        format!("{} ने {piece} को {from} से {to} पर चलाया", oblique(who)),
    )
}

pub fn announce_take(lang: Lang, piece: &str) -> String {
    pick(
        lang,
        format!(", taking {piece}"),
        format!(", और {piece} को काटा"),
    )
}

pub const ANNOUNCE_PROMOTE: Tr = Tr(
    ", which turns over into a Bia ngai",
    ", जो पलटकर Bia ngai बन गया",
);

pub const ANNOUNCE_CHECK: Tr = Tr(": check", ": शह");

pub const ANNOUNCE_MATE: Tr = Tr(": checkmate", ": शह-मात");

pub const ANNOUNCE_START_COUNT: Tr = Tr(". Board counting starts.", "। बोर्ड गिनती शुरू हुई।");

pub const ANNOUNCE_STOP_COUNT: Tr = Tr(". Board counting stops.", "। बोर्ड गिनती रुकी।");

/// A Makruk piece's name: the original writes them in Latin letters in Hindi too.
pub fn mk_piece(kind: Kind) -> &'static str {
    kind.name()
}

/// A Makruk piece's name in Thai script, as the original gives it.
pub fn mk_piece_thai(kind: Kind) -> &'static str {
    match kind {
        Kind::Khun => "ขุน",
        Kind::Met => "เม็ด",
        Kind::Khon => "โคน",
        Kind::Ma => "ม้า",
        Kind::Rua => "เรือ",
        Kind::Bia => "เบี้ย",
        Kind::BiaNgai => "เบี้ยหงาย",
    }
}

/// What the piece is like in chess, for the legend.
pub fn mk_piece_role(kind: Kind) -> Tr {
    match kind {
        Kind::Khun => Tr("king: one step any way", "राजा: किसी भी ओर एक कदम"),
        Kind::Met => Tr("one step diagonally", "तिरछा एक कदम"),
        Kind::Khon => Tr(
            "one step diagonally or straight forward",
            "तिरछा एक कदम या सीधा आगे एक कदम",
        ),
        Kind::Ma => Tr("knight's jump", "घोड़े की छलाँग"),
        Kind::Rua => Tr("any distance straight", "सीधा कितनी भी दूर"),
        Kind::Bia => Tr(
            "one step forward, takes diagonally forward",
            "सीधा आगे एक कदम, तिरछा आगे काटता है",
        ),
        Kind::BiaNgai => Tr(
            "promoted Bia, turned over: moves like a Met",
            "प्रमोट हुआ, पलटा हुआ Bia: Met की तरह चलता है",
        ),
    }
}

/// "white" / "black" before a piece's name.
pub fn colour_word(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::En, Side::First) => "white",
        (Lang::En, Side::Second) => "black",
        (Lang::Hi, Side::First) => "सफ़ेद",
        (Lang::Hi, Side::Second) => "काला",
    }
}

pub const IN_CHECK: Tr = Tr("in check", "शह में");

pub const CHECK: Tr = Tr("check", "शह");

pub const HINT_MK_CHOOSE: Tr = Tr(
    "Choose one of your pieces (tap or drag it).",
    "अपना एक मोहरा चुनें (टैप करें या खींचें)।",
);

pub const HINT_MK_TARGET: Tr = Tr(
    "Now choose a marked square (or another piece).",
    "अब निशान वाला खाना चुनें (या कोई दूसरा मोहरा)।",
);

pub const COUNTING_REGION: Tr = Tr("Counting", "गिनती");

pub const COUNT_NONE: Tr = Tr("No count is running.", "अभी कोई गिनती नहीं चल रही।");

pub const COUNT_BOARD: Tr = Tr("Board's honour counting", "बोर्ड गिनती");

pub const COUNT_BOARD_THAI: &str = "นับศักดิ์กระดาน";

pub const COUNT_PIECES: Tr = Tr("Pieces' honour counting", "मोहरा गिनती");

pub const COUNT_PIECES_THAI: &str = "นับศักดิ์หมาก";

pub const START_COUNTING: Tr = Tr("Start counting", "गिनती शुरू");

pub const STOP_COUNTING: Tr = Tr("Stop counting", "गिनती रोकें");

pub const ARMED_START: Tr = Tr(
    "Your next move starts board counting: it is count 1.",
    "आपकी अगली चाल से बोर्ड गिनती शुरू होगी: वह गिनती 1 है।",
);

pub const ARMED_STOP: Tr = Tr(
    "Your next move stops the count (that move still counts).",
    "आपकी अगली चाल गिनती रोकेगी (वह चाल भी गिनी जाएगी)।",
);

/// Who counts, the count and the moves left.
pub fn counting_line(lang: Lang, who: &str, count: u16, limit: u16, left: u16) -> String {
    pick(
        lang,
        format!("{who} counts: {count} of {limit} · {left} moves left"),
        format!(
            "{} की गिनती: {limit} में से {count} · {left} चालें बचीं",
            oblique(who)
        ),
    )
}

pub fn move_limit_counter(lang: Lang, plies: u32, limit: u32) -> String {
    pick(
        lang,
        format!("Moves played: {plies} of {limit}"),
        format!("चली गई चालें: {limit} में से {plies}"),
    )
}

pub const FEN_BUTTON: Tr = Tr("Position (FEN)", "स्थिति (FEN)");

pub const FEN_THIS: Tr = Tr("This position", "यह स्थिति");

pub const FEN_LOAD_LABEL: Tr = Tr("Start a new game from a FEN", "किसी FEN से नया खेल शुरू करें");

pub const FEN_LOAD_NOTE: Tr = Tr(
    "The opponent stays as it is now. Fairy-Stockfish's FEN, with counting fields, works here.",
    "विरोधी वही रहेगा जो अभी है। Fairy-Stockfish का FEN, गिनती वाले हिस्सों समेत, यहाँ चलता है।",
);

pub const FEN_LOAD: Tr = Tr("Load position", "स्थिति लोड करें");

pub fn fen_error(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("This FEN cannot be used ({detail}). Your game is unchanged."),
        format!("यह FEN इस्तेमाल नहीं हो सकता ({detail})। आपका खेल जैसा था वैसा है।"),
    )
}

pub const WESTERN_PIECES: Tr = Tr("Western pieces", "पश्चिमी मोहरे");

pub const PIECES_LEGEND: Tr = Tr("The pieces", "मोहरे");
