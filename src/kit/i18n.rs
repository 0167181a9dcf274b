//! The strings the app frame and the kit share, in English and Hindi (each game's own words
//! are in `games/<game>/words.rs`).
//!
//! A fixed string is a [`Tr`] constant holding both languages; strings with parts filled in
//! at run time are small functions taking the language. Hindi is a first-class language here:
//! each Hindi string is written for Hindi readers, not word-for-word from the English.

use ttakji_engine::{GameId, Level};

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
}

/// Picks between two strings built at run time.
pub fn pick(lang: Lang, en: String, hi: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Hi => hi,
    }
}

// App frame.
pub const TAGLINE: Tr = Tr(
    "Traditional board games, in your browser",
    "पारंपरिक बोर्ड खेल, आपके ब्राउज़र में",
);
pub const HOME: Tr = Tr("All games", "सभी खेल");
pub const LANGUAGE_BUTTON: Tr = Tr("हिन्दी", "English");
pub const LANGUAGE_LABEL: Tr = Tr(
    "हिन्दी में देखें (switch to Hindi)",
    "Switch to English (अंग्रेज़ी में देखें)",
);
pub const THEME_DARK: Tr = Tr("Dark theme", "गहरी थीम");
pub const SOUND: Tr = Tr("Sound", "आवाज़");
pub const CLOSE: Tr = Tr("Close", "बंद करें");
pub const SETTINGS_LABEL: Tr = Tr("Settings", "सेटिंग");

// Home.
pub const CHOOSE_GAME: Tr = Tr("Choose a game", "खेल चुनें");
pub const HOME_INTRO: Tr = Tr(
    "Play against the computer or pass one device between two players. After the first visit everything works without the internet.",
    "कंप्यूटर से खेलिए या एक ही फ़ोन पर बारी-बारी से दो लोग खेलिए। पहली बार खुलने के बाद सब कुछ बिना इंटरनेट के चलता है।",
);
pub const PLAY: Tr = Tr("Play", "खेलें");
pub const CONTINUE: Tr = Tr("Continue game", "खेल जारी रखें");
pub const RULES: Tr = Tr("Rules", "नियम");

pub fn game_name(id: GameId) -> Tr {
    match id {
        GameId::NineMensMorris => Tr("Nine Men's Morris", "नाइन मेन्स मॉरिस"),
        GameId::Tigadi => Tr("Tigadi", "तिगड़ी"),
        GameId::Makruk => Tr("Makruk", "मकरुक"),
        GameId::Backgammon => Tr("Backgammon", "बैकगैमन"),
        GameId::ChineseCheckers => Tr("Chinese Checkers", "चाइनीज़ चेकर्स"),
    }
}

pub fn game_blurb(id: GameId) -> Tr {
    match id {
        GameId::NineMensMorris => Tr(
            "Three squares, nine pieces each. Line up three to make a mill and take a piece.",
            "तीन वर्ग, नौ-नौ गोटियाँ। तीन गोटियाँ एक रेखा में लाकर मिल बनाइए और विरोधी की गोटी हटाइए।",
        ),
        GameId::Tigadi => Tr(
            "The Indian morris with real diagonals: Kaudi against Imli, no flying, a blocked player passes.",
            "तिरछी लाइनों वाली देसी बिसात: कौड़ी बनाम इमली। उड़ान नहीं, और फँसा खिलाड़ी बारी छोड़ता है।",
        ),
        GameId::Makruk => Tr(
            "Thai chess: a slower queen, pawns that start on the third rank.",
            "थाई शतरंज: कमज़ोर वज़ीर, और प्यादे तीसरी पंक्ति से शुरू होते हैं।",
        ),
        GameId::Backgammon => Tr(
            "Two dice, fifteen checkers each: race home and bear off first.",
            "दो पासे, पंद्रह-पंद्रह गोटियाँ: सबसे पहले घर पहुँचकर गोटियाँ बाहर निकालिए।",
        ),
        GameId::ChineseCheckers => Tr(
            "Hop across the star to fill the opposite corner.",
            "सितारे के पार कूदते हुए सामने वाले कोने को भरिए।",
        ),
    }
}

// Game screen.
pub const NEW_GAME: Tr = Tr("New game", "नया खेल");
pub const TAKE_BACK: Tr = Tr("Take back", "चाल वापस");
pub const REDO: Tr = Tr("Redo", "फिर से चलें");
pub const RESIGN: Tr = Tr("Resign", "हार मानें");
pub const OFFER_DRAW: Tr = Tr("Offer draw", "बराबरी का प्रस्ताव");
pub const FLIP_BOARD: Tr = Tr("Flip board", "बिसात पलटें");
pub const MOVES: Tr = Tr("Moves", "चालें");
pub const NO_MOVES_YET: Tr = Tr("No moves yet.", "अभी कोई चाल नहीं चली गई।");
pub const GAME_CONTROLS: Tr = Tr("Game controls", "खेल के बटन");
pub const YOU: Tr = Tr("you", "आप");
pub const COMPUTER: Tr = Tr("computer", "कंप्यूटर");
pub const THINKING: Tr = Tr("The computer is thinking…", "कंप्यूटर सोच रहा है…");
pub const GAME_OVER: Tr = Tr("Game over", "खेल ख़त्म");
pub const WAIT_FOR_COMPUTER: Tr = Tr("Wait for the computer's move.", "कंप्यूटर की चाल का इंतज़ार करें।");
pub const STATUS_REGION: Tr = Tr("Game status", "खेल की स्थिति");

/// The Hindi oblique form of a player's name, used before a postposition (की, ने, के पास):
/// a masculine name ending in -आ takes -े ("काला" → "काले की बारी"); the others do not change.
pub fn oblique(name: &str) -> String {
    match name.strip_suffix('ा') {
        Some(stem) => format!("{stem}े"),
        None => name.to_string(),
    }
}

pub fn to_move(lang: Lang, name: &str) -> String {
    pick(
        lang,
        format!("{name} to move"),
        format!("{} की बारी", oblique(name)),
    )
}

pub fn repetition_counter(lang: Lang, n: usize) -> String {
    pick(
        lang,
        format!("This position has occurred {n} of 3 times"),
        format!("यह स्थिति 3 में से {n} बार बनी है"),
    )
}

// Point labels: the coordinate always comes first.
pub const EMPTY: Tr = Tr("empty", "खाली");
pub const SELECTED: Tr = Tr("selected", "चुनी हुई");
pub const MOVE_HERE: Tr = Tr("move here", "यहाँ चल सकते हैं");
pub const LAST_MOVE: Tr = Tr("last move", "पिछली चाल");

pub fn board_label(lang: Lang, game: &str, flipped: bool) -> String {
    let flip = if flipped {
        Tr(", flipped", ", पलटी हुई").t(lang)
    } else {
        ""
    };
    pick(
        lang,
        format!("{game} board{flip}"),
        format!("{game} की बिसात{flip}"),
    )
}

pub fn computer_named(lang: Lang, name: &str) -> String {
    pick(
        lang,
        format!("Computer ({name})"),
        format!("कंप्यूटर ({name})"),
    )
}

// Dialogs.
pub const OPPONENT: Tr = Tr("Opponent", "विरोधी");
pub const VS_COMPUTER: Tr = Tr("The computer", "कंप्यूटर");
pub const PASS_AND_PLAY: Tr = Tr(
    "Pass and play (two players, one device)",
    "एक ही डिवाइस पर दो खिलाड़ी",
);
pub const LEVEL: Tr = Tr("Level", "स्तर");
pub const YOU_PLAY: Tr = Tr("You play", "आप खेलेंगे");
pub const FLYING_SETTING: Tr = Tr("Flying at three pieces", "तीन गोटियाँ बचने पर उड़ान");
pub const FLYING_ON: Tr = Tr("On", "चालू");
pub const FLYING_OFF: Tr = Tr("Off", "बंद");
pub const START: Tr = Tr("Start", "शुरू करें");
pub const CANCEL: Tr = Tr("Cancel", "रद्द करें");
pub const ACCEPT_DRAW: Tr = Tr("Accept the draw", "बराबरी स्वीकार करें");
pub const DECLINE_DRAW: Tr = Tr("Decline", "मना करें");
pub const RESIGN_CONFIRM: Tr = Tr("Resign this game?", "क्या आप यह खेल हार मानते हैं?");
pub const LOOK_AT_BOARD: Tr = Tr("Look at the board", "बिसात देखें");
pub const DRAW: Tr = Tr("Draw", "बराबरी");
pub const YOU_WIN: Tr = Tr("You win!", "आपकी जीत!");
pub const COMPUTER_WINS: Tr = Tr("The computer wins", "कंप्यूटर की जीत");
pub const COMPUTER_CONSIDERS: Tr = Tr(
    "The computer considers your draw offer…",
    "कंप्यूटर आपके बराबरी के प्रस्ताव पर सोच रहा है…",
);
pub const COMPUTER_DECLINES: Tr = Tr(
    "The computer declines the draw: it plays on.",
    "कंप्यूटर ने बराबरी नहीं मानी: खेल जारी है।",
);
pub const DRAW_DECLINED: Tr = Tr(
    "The draw offer was declined.",
    "बराबरी का प्रस्ताव नहीं माना गया।",
);

pub fn level_name(level: Level) -> Tr {
    match level {
        Level::Easy => Tr("Easy", "आसान"),
        Level::Normal => Tr("Normal", "सामान्य"),
        Level::Hard => Tr("Hard", "कठिन"),
    }
}

pub fn play_first(lang: Lang, name: &str) -> String {
    pick(lang, format!("First ({name})"), format!("पहले ({name})"))
}

pub fn play_second(lang: Lang, name: &str) -> String {
    pick(lang, format!("Second ({name})"), format!("दूसरे ({name})"))
}

pub fn draw_offer_title(lang: Lang, who: &str) -> String {
    pick(
        lang,
        format!("{who} offers a draw"),
        format!("{who} बराबरी का प्रस्ताव रखते हैं"),
    )
}

pub fn draw_offer_question(lang: Lang, other: &str) -> String {
    pick(
        lang,
        format!("{other}, do you accept? The game then ends as a draw."),
        format!("{other}, क्या आप मानते हैं? तब खेल बराबरी पर ख़त्म होगा।"),
    )
}

pub fn resign_who(lang: Lang, who: &str) -> String {
    pick(
        lang,
        format!("{who} gives up and loses the game."),
        format!("{who} हार मानेंगे और खेल हार जाएँगे।"),
    )
}

pub fn wins(lang: Lang, who: &str) -> String {
    pick(
        lang,
        format!("{who} wins"),
        format!("{} की जीत", oblique(who)),
    )
}

/// The reason of a result, in words. `loser` is the losing player's name (unused for draws).
pub fn reason(lang: Lang, reason: &str, loser: &str, quiet_limit: u32) -> String {
    match reason {
        "two-pieces" => pick(
            lang,
            format!("{loser} has only two pieces left."),
            format!("{} के पास सिर्फ़ दो गोटियाँ बचीं।", oblique(loser)),
        ),
        "blocked" => pick(
            lang,
            format!("{loser} has no legal move."),
            format!("{} के पास कोई जायज़ चाल नहीं बची।", oblique(loser)),
        ),
        "repetition" => pick(
            lang,
            "The same position occurred for the third time.".into(),
            "एक ही स्थिति तीसरी बार बनी।".into(),
        ),
        "no-removal" => pick(
            lang,
            format!("{quiet_limit} moves in a row without a removal."),
            format!("लगातार {quiet_limit} चालों में कोई गोटी नहीं हटी।"),
        ),
        "resignation" => pick(
            lang,
            format!("{loser} resigned."),
            format!("{} ने हार मान ली।", oblique(loser)),
        ),
        "agreement" => pick(
            lang,
            "The players agreed to a draw.".into(),
            "दोनों खिलाड़ी बराबरी पर सहमत हुए।".into(),
        ),
        "checkmate" => pick(
            lang,
            format!("{loser} is checkmated."),
            format!("{} को शह-मात हुई।", oblique(loser)),
        ),
        "stalemate" => pick(
            lang,
            "The player to move has no legal move and is not in check: stalemate.".into(),
            "चलने वाले के पास कोई वैध चाल नहीं और शह भी नहीं: स्टेलमेट।".into(),
        ),
        "counting" => pick(
            lang,
            "The count reached its limit without checkmate.".into(),
            "गिनती बिना शह-मात के अपनी सीमा तक पहुँच गई।".into(),
        ),
        "counting-mate" => pick(
            lang,
            "Checkmate by the side that was counting is only a draw.".into(),
            "गिनती कर रहे पक्ष की शह-मात सिर्फ़ बराबरी होती है।".into(),
        ),
        "bare-khun" => pick(
            lang,
            "Only the two Khun are left.".into(),
            "सिर्फ़ दोनों Khun बचे हैं।".into(),
        ),
        "move-limit" => pick(
            lang,
            "400 moves have been played.".into(),
            "400 चालें पूरी हो गईं।".into(),
        ),
        "time" => pick(
            lang,
            format!("{loser} ran out of time."),
            format!("{} का समय ख़त्म हो गया।", oblique(loser)),
        ),
        other => other.to_string(),
    }
}
pub const BEST_MOVE_HERE: Tr = Tr("best move", "सबसे अच्छी चाल");

// Review of earlier positions.
pub const BACK_TO_GAME: Tr = Tr("Back to the game", "खेल पर लौटें");
pub const REVIEW_START: Tr = Tr("Looking at the start position.", "शुरुआती स्थिति देख रहे हैं।");

pub fn review_line(lang: Lang, n: usize, total: usize, mv: &str) -> String {
    pick(
        lang,
        format!("Looking at the position after move {n} of {total} ({mv})."),
        format!("{total} में से चाल {n} ({mv}) के बाद की स्थिति देख रहे हैं।"),
    )
}

pub fn move_button(lang: Lang, n: usize, who: &str, mv: &str) -> String {
    pick(
        lang,
        format!("Move {n}, {who}: {mv}"),
        format!("चाल {n}, {who}: {mv}"),
    )
}

// Hints.
pub const SHOW_BEST_MOVE: Tr = Tr("Show the best move", "सबसे अच्छी चाल दिखाएँ");
pub const SEARCHING_BEST: Tr = Tr("Looking for the best move…", "सबसे अच्छी चाल ढूँढी जा रही है…");

pub fn best_move_is(lang: Lang, mv: &str) -> String {
    pick(
        lang,
        format!("Best move: {mv} (marked on the board)"),
        format!("सबसे अच्छी चाल: {mv} (बिसात पर निशान लगा है)"),
    )
}
pub const COPY: Tr = Tr("Copy", "कॉपी करें");
pub const COPIED: Tr = Tr("Copied.", "कॉपी हो गया।");
pub const COPY_BY_HAND: Tr = Tr(
    "Copying is not allowed here: the text is selected, copy it yourself.",
    "यहाँ अपने-आप कॉपी नहीं हो सका: टेक्स्ट चुन लिया गया है, ख़ुद कॉपी करें।",
);

// Clock.
pub const CLOCK_SETTING: Tr = Tr("Clock", "घड़ी");
pub const CLOCK_OFF: Tr = Tr("No clock", "घड़ी नहीं");
pub const CLOCK_ON: Tr = Tr(
    "5 minutes, then 3 × 30 seconds byo-yomi",
    "5 मिनट, फिर 30 सेकंड के 3 ब्योयोमी",
);

/// `m:ss` of a number of milliseconds, rounded up (a clock shows 0:00 only at the end).
pub fn clock_time(ms: u32) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

pub fn byo_yomi(lang: Lang, ms: u32, periods: u8) -> String {
    let t = clock_time(ms);
    pick(
        lang,
        format!("byo-yomi {t} ({periods} left)"),
        format!("ब्योयोमी {t} ({periods} बचे)"),
    )
}

// Notices.
pub const WORKER_RESTARTED: Tr = Tr(
    "The computer player stopped responding and was restarted. Your game is safe; it is thinking again.",
    "कंप्यूटर खिलाड़ी ने जवाब देना बंद कर दिया था, इसलिए उसे फिर से चालू किया गया। आपका खेल सुरक्षित है, वह फिर से सोच रहा है।",
);

pub fn corrupt_save(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("The saved game could not be read ({detail}). A new game has started."),
        format!("सहेजा गया खेल पढ़ा नहीं जा सका ({detail})। नया खेल शुरू हो गया है।"),
    )
}

/// Where an unreadable save is kept.
pub fn kept_aside(lang: Lang, key: &str) -> String {
    pick(
        lang,
        format!("It is kept in this browser as \u{201c}{key}\u{201d}."),
        format!("वह इस ब्राउज़र में \u{201c}{key}\u{201d} नाम से रखा गया है।"),
    )
}

pub const COPY_UNREADABLE: Tr = Tr("Copy the unreadable save", "पढ़ा न जा सका सहेजा खेल कॉपी करें");
pub const UNREADABLE_TEXT: Tr = Tr("The unreadable save", "पढ़ा न जा सका सहेजा खेल");

pub fn computer_failed(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("The computer could not choose a move ({detail}). Take back a move or start a new game."),
        format!("कंप्यूटर चाल नहीं चुन सका ({detail})। एक चाल वापस लें या नया खेल शुरू करें।"),
    )
}

pub const NOT_FOUND: Tr = Tr("This page does not exist.", "यह पन्ना मौजूद नहीं है।");

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
}
