//! Backgammon's strings, in English and Hindi (kept apart from `i18n.rs`, which the other
//! games share). The Hindi follows the original rule book's words: बिंदु (point), बार,
//! गोटी (checker), घर-बोर्ड, ब्लॉट, भीतर आना (enter), बाहर निकालना (bear off), गैमौन.

use crate::kit::i18n::{Lang, Tr};

/// A colour's name: White (0) or Black (1).
pub fn colour(c: usize) -> Tr {
    if c == 0 {
        Tr("White", "सफ़ेद")
    } else {
        Tr("Black", "काला")
    }
}

/// A colour's Hindi name before a postposition (काला → काले को).
fn obl(c: usize) -> String {
    crate::kit::i18n::oblique(colour(c).t(Lang::Hi))
}

/// The colour as an adjective after a number ("5 white").
fn colour_word(l: Lang, c: usize) -> &'static str {
    match (l, c) {
        (Lang::En, 0) => "white",
        (Lang::En, _) => "black",
        (Lang::Hi, 0) => "सफ़ेद",
        (Lang::Hi, _) => "काली",
    }
}

pub const BOARD: Tr = Tr("Backgammon board", "बैकगैमन का बोर्ड");
pub const SELECTED: Tr = Tr("selected", "चुनी हुई");
pub const MOVE_HERE: Tr = Tr("move here", "यहाँ चल सकते हैं");
pub const LAST_MOVE: Tr = Tr("last move", "पिछली चाल");

pub fn point_with(l: Lang, n: usize, count: u8, c: usize) -> String {
    match l {
        Lang::En => format!("point {n}, {count} {}", colour_word(l, c)),
        Lang::Hi => format!("बिंदु {n}, {count} {}", colour_word(l, c)),
    }
}

pub fn point_empty(l: Lang, n: usize) -> String {
    match l {
        Lang::En => format!("point {n}, empty"),
        Lang::Hi => format!("बिंदु {n}, खाली"),
    }
}

pub fn bar_label(l: Lang, count: u8, c: usize) -> String {
    match (l, count) {
        (Lang::En, 0) => format!("bar, no {} checkers", colour_word(l, c)),
        (Lang::En, n) => format!("bar, {n} {}", colour_word(l, c)),
        (Lang::Hi, 0) => format!("बार, कोई {} गोटी नहीं", colour_word(l, c)),
        (Lang::Hi, n) => format!("बार, {n} {}", colour_word(l, c)),
    }
}

pub fn tray_label(l: Lang, c: usize, off: u8) -> String {
    match l {
        Lang::En => format!("{}'s tray, {off} off", colour(c).t(l)),
        Lang::Hi => format!("{} की ट्रे, {off} बाहर", obl(c)),
    }
}

pub fn pips_short(l: Lang, pips: u32) -> String {
    match l {
        Lang::En => format!("{pips} pips"),
        Lang::Hi => format!("{pips} पिप"),
    }
}

pub fn pip_count(l: Lang, pips: u32) -> String {
    match l {
        Lang::En => format!("pip count {pips}"),
        Lang::Hi => format!("पिप गिनती {pips}"),
    }
}

/// The race hint (the original: "count the race").
pub fn race_line(l: Lang, pips: [u32; 2]) -> String {
    let (a, b) = (pips[0], pips[1]);
    if a == b {
        return match l {
            Lang::En => format!("The race is even: {a} pips each."),
            Lang::Hi => format!("दौड़ बराबर है: दोनों के {a} पिप।"),
        };
    }
    let (lead, by) = if a < b { (0, b - a) } else { (1, a - b) };
    match l {
        Lang::En => format!("{} leads the race by {by} pips.", colour(lead).t(l)),
        Lang::Hi => format!("दौड़ में {} {by} पिप आगे है।", colour(lead).t(l)),
    }
}

pub const NO_CONTACT: Tr = Tr(
    "No contact left: a pure race.",
    "अब कोई टकराव नहीं: सीधी दौड़ है।",
);

pub fn dice_words(l: Lang, a: u8, b: u8) -> String {
    match l {
        Lang::En => format!("Dice: {a} and {b}"),
        Lang::Hi => format!("पासे: {a} और {b}"),
    }
}

pub fn to_roll(l: Lang, c: usize) -> String {
    match l {
        Lang::En => format!("{} to roll", colour(c).t(l)),
        Lang::Hi => format!("{} की बारी: पासे फेंकें", obl(c)),
    }
}

pub fn to_play(l: Lang, c: usize, a: u8, b: u8) -> String {
    match l {
        Lang::En => format!("{} to play {a}-{b}", colour(c).t(l)),
        Lang::Hi => format!("{} को {a}-{b} चलना है", obl(c)),
    }
}

pub fn opening(l: Lang, c: usize, a: u8, b: u8) -> String {
    match l {
        Lang::En => format!(
            "Opening roll: White {a}, Black {b}. {} starts.",
            colour(c).t(l)
        ),
        Lang::Hi => format!("पहला पासा: सफ़ेद {a}, काला {b}। {} शुरू करेगा।", colour(c).t(l)),
    }
}

pub const TURN_REGION: Tr = Tr("Dice and turn", "पासे और बारी");

pub fn points_now(l: Lang, n: u32) -> String {
    match (l, n) {
        (Lang::En, 1) => "1 point".to_string(),
        (Lang::En, n) => format!("{n} points"),
        (Lang::Hi, n) => format!("{n} अंक"),
    }
}

pub const ROLL: Tr = Tr("Roll dice", "पासे फेंकें");
pub const DOUBLE: Tr = Tr("Double", "दुगना करें");
pub const UNDO_STEP: Tr = Tr("Undo", "वापस लें");
pub const CONFIRM: Tr = Tr("Confirm move", "चाल पक्की करें");
pub const HINT_SELECT: Tr = Tr(
    "Choose a checker to move; the points it can reach are marked.",
    "चलाने के लिए गोटी चुनें; जहाँ वह जा सकती है, वे बिंदु चिह्नित हैं।",
);
pub const HINT_TARGET: Tr = Tr(
    "Choose a marked place, or another checker.",
    "कोई चिह्नित जगह चुनें, या दूसरी गोटी।",
);
pub const HINT_CONFIRM: Tr = Tr(
    "All dice played: confirm the move, or undo.",
    "सारे पासे चल दिए: चाल पक्की करें, या वापस लें।",
);
pub const HINT_ROLL: Tr = Tr("Roll the dice, or double first.", "पासे फेंकें, या पहले दुगना करें।");

pub fn dance(l: Lang, c: usize) -> String {
    match l {
        Lang::En => format!("{} cannot move and loses the turn.", colour(c).t(l)),
        Lang::Hi => format!("{} कोई चाल नहीं चल सकता: बारी छूट गई।", colour(c).t(l)),
    }
}

pub fn forced(l: Lang, c: usize, play: &str) -> String {
    match l {
        Lang::En => format!("{} has only one move: {play}.", colour(c).t(l)),
        Lang::Hi => format!("{} के पास एक ही चाल है: {play}।", obl(c)),
    }
}

pub fn played(l: Lang, who: &str, dice: &str, play: &str) -> String {
    match l {
        Lang::En => format!("{who} rolled {dice} and played {play}."),
        Lang::Hi => format!(
            "{} ने {dice} फेंका और {play} चला।",
            crate::kit::i18n::oblique(who)
        ),
    }
}

pub fn announce_step(l: Lang, step: &str) -> String {
    match l {
        Lang::En => format!("Moved {step}."),
        Lang::Hi => format!("चली: {step}।"),
    }
}

// The cube.
pub fn cube_label(l: Lang, value: u32, owner: Option<usize>) -> String {
    match (l, owner) {
        (Lang::En, None) => format!("Cube at {value}, in the middle"),
        (Lang::En, Some(c)) => format!("Cube at {value}, owned by {}", colour(c).t(l)),
        (Lang::Hi, None) => format!("क्यूब {value} पर, बीच में"),
        (Lang::Hi, Some(c)) => format!("क्यूब {value} पर, {} के पास", obl(c)),
    }
}

pub fn doubles_title(l: Lang, c: usize, to: u32) -> String {
    match l {
        Lang::En => format!("{} doubles to {to}", colour(c).t(l)),
        Lang::Hi => format!("{} ने दाँव {to} कर दिया", obl(c)),
    }
}

pub fn double_question(l: Lang, c: usize, now: u32) -> String {
    match l {
        Lang::En => format!(
            "{}, take (play on for {} points at stake) or drop (lose {now} now)?",
            colour(c).t(l),
            now * 2
        ),
        Lang::Hi => format!(
            "{}, स्वीकार करें ({} अंकों के लिए खेल जारी) या छोड़ दें (अभी {now} अंक हारें)?",
            colour(c).t(l),
            now * 2
        ),
    }
}

pub const TAKE: Tr = Tr("Take", "स्वीकार करें");
pub const DROP: Tr = Tr("Drop", "छोड़ दें");
// Resigning.
pub const RESIGN: Tr = Tr("Resign", "हार मानें");
pub const RESIGN_TITLE: Tr = Tr("Resign this game", "यह खेल हार मानें");
pub const RESIGN_AS: Tr = Tr("Offer to lose", "किस तरह की हार मानें");
pub const SINGLE: Tr = Tr("a single game", "इकहरी हार");
pub const GAMMON: Tr = Tr("a gammon", "गैमौन");
pub const BACKGAMMON: Tr = Tr("a backgammon", "बैकगैमौन");
pub const OFFER: Tr = Tr("Offer", "प्रस्ताव दें");

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
    match l {
        Lang::En => format!("{} offers to resign {kind} ({pts})", colour(c).t(l)),
        Lang::Hi => format!("{} {kind} मानने को तैयार है ({pts})", colour(c).t(l)),
    }
}

pub fn resign_question(l: Lang, c: usize) -> String {
    match l {
        Lang::En => format!("{}, accept or play on?", colour(c).t(l)),
        Lang::Hi => format!("{}, स्वीकार करें या खेल जारी रखें?", colour(c).t(l)),
    }
}

pub const ACCEPT: Tr = Tr("Accept", "स्वीकार करें");
pub const PLAY_ON: Tr = Tr("Play on", "खेल जारी रखें");
pub const COMPUTER_PLAYS_ON: Tr = Tr("The computer plays on.", "कंप्यूटर खेल जारी रखता है।");

// Results.
pub fn game_won(l: Lang, c: usize, points: u8, total: u32) -> String {
    let kind = match (l, points) {
        (Lang::En, 1) => "a single game",
        (Lang::En, 2) => "a gammon",
        (Lang::En, _) => "a backgammon",
        (Lang::Hi, 1) => "इकहरी जीत",
        (Lang::Hi, 2) => "गैमौन",
        (Lang::Hi, _) => "बैकगैमौन",
    };
    let pts = |n: u32| match (l, n) {
        (Lang::En, 1) => "1 point".to_string(),
        (Lang::En, n) => format!("{n} points"),
        (Lang::Hi, n) => format!("{n} अंक"),
    };
    match l {
        Lang::En => format!("{} wins {kind}: {}", colour(c).t(l), pts(total)),
        Lang::Hi => format!("{} की {kind}: {}", obl(c), pts(total)),
    }
}

pub fn by_drop(l: Lang, c: usize) -> String {
    match l {
        Lang::En => format!("{} dropped the double.", colour(c).t(l)),
        Lang::Hi => format!("{} ने दुगना नहीं स्वीकारा।", obl(c)),
    }
}

pub fn by_resign(l: Lang, c: usize) -> String {
    match l {
        Lang::En => format!("{} resigned.", colour(c).t(l)),
        Lang::Hi => format!("{} ने हार मानी।", obl(c)),
    }
}

pub const BY_BEARING_OFF: Tr = Tr(
    "All fifteen checkers are borne off.",
    "पंद्रहों गोटियाँ बाहर निकल गईं।",
);

pub fn match_won(l: Lang, c: usize, a: u32, b: u32) -> String {
    match l {
        Lang::En => format!("{} wins the match {a}–{b}", colour(c).t(l)),
        Lang::Hi => format!("{} ने मैच {a}–{b} से जीता", obl(c)),
    }
}

pub const NEXT_GAME: Tr = Tr("Next game", "अगला खेल");

pub fn score_line(l: Lang, length: u32, score: [u32; 2]) -> String {
    match l {
        Lang::En => format!("Match to {length}: White {}, Black {}", score[0], score[1]),
        Lang::Hi => format!("{length} अंकों का मैच: सफ़ेद {}, काला {}", score[0], score[1]),
    }
}

pub const MONEY_GAME: Tr = Tr("Money game", "एक बाज़ी (मनी गेम)");
pub const CRAWFORD: Tr = Tr(
    "Crawford game: no doubling.",
    "क्रॉफ़र्ड खेल: इसमें दुगना नहीं होता।",
);
pub const JACOBY_NOTE: Tr = Tr(
    "Jacoby: gammons count once the cube is turned.",
    "जैकोबी: गैमौन तभी गिना जाएगा जब क्यूब घूमा हो।",
);

// New game.
pub const GAME_KIND: Tr = Tr("Game", "खेल");
pub const MATCH_TO: Tr = Tr("Match length", "मैच की लंबाई");

pub fn match_of(l: Lang, n: u32) -> String {
    match (l, n) {
        (Lang::En, 1) => "1 point".to_string(),
        (Lang::En, n) => format!("{n} points"),
        (Lang::Hi, n) => format!("{n} अंक"),
    }
}

pub const MATCH_GAME: Tr = Tr("Match", "मैच");
pub const CUBE_SETTING: Tr = Tr("Doubling cube", "डबलिंग क्यूब");
pub const NEW_POSITION_ID: Tr = Tr("Position ID to play from", "जिस पोज़िशन ID से खेलना है");
pub const NEW_MATCH_ID: Tr = Tr("Match ID to play from", "जिस मैच ID से खेलना है");
pub const JACOBY: Tr = Tr("Jacoby rule", "जैकोबी नियम");
pub const ON: Tr = Tr("On", "चालू");
pub const OFF_WORD: Tr = Tr("Off", "बंद");
pub const MORE_OPTIONS: Tr = Tr("More options", "और विकल्प");
pub const SEED: Tr = Tr("Dice seed (empty: random)", "पासों का बीज (खाली: कोई भी)");
pub const BAD_SEED: Tr = Tr(
    "The seed must be a whole number.",
    "बीज एक पूर्ण संख्या होनी चाहिए।",
);

// Position and record.
pub const IDS_BUTTON: Tr = Tr("Position ID", "पोज़िशन ID");
pub const IDS_TITLE: Tr = Tr("Position ID and Match ID", "पोज़िशन ID और मैच ID");
pub const POSITION_ID: Tr = Tr("Position ID", "पोज़िशन ID");
pub const MATCH_ID: Tr = Tr("Match ID", "मैच ID");
pub const IDS_LOAD_NOTE: Tr = Tr(
    "Paste a Position ID and a Match ID (as GNU Backgammon writes them) to play on from there. The current game is kept if they cannot be read.",
    "किसी पोज़िशन ID और मैच ID (जैसे GNU Backgammon लिखता है) को चिपकाकर वहीं से खेलिए। अगर वे पढ़ी न जा सकें, तो मौजूदा खेल जैसा है वैसा रहता है।",
);
pub const IDS_LOAD: Tr = Tr("Play from here", "यहाँ से खेलें");

pub fn ids_error(l: Lang, detail: &str) -> String {
    match l {
        Lang::En => format!("These IDs cannot be used: {detail}. Nothing was changed."),
        Lang::Hi => format!("ये ID काम नहीं आ सकतीं: {detail}। कुछ नहीं बदला गया।"),
    }
}

pub const RECORD_BUTTON: Tr = Tr("Game record", "खेल का रिकॉर्ड");
pub const RECORD_NOTE: Tr = Tr(
    "The moves as text, with the seed that replays the dice.",
    "सारी चालें लिखित रूप में, उस बीज के साथ जिससे पासे दोबारा वैसे ही आते हैं।",
);
pub const THINKING: Tr = Tr("The computer is thinking…", "कंप्यूटर सोच रहा है…");
