//! Every visible string of the Chinese Checkers screens, in English and Hindi (kept apart
//! from `crate::kit::i18n` so that the shared file stays small). The Hindi follows the words of
//! the original rule book: छेद for a hole, कंचा for a marble, कोना for a corner.

use crate::kit::i18n::{oblique, pick, Lang, Tr};
use ttakji_engine::chinese_checkers::Corner;

/// The compass name of a corner.
pub fn compass(c: Corner) -> Tr {
    match c {
        Corner::N => Tr("North", "उत्तर"),
        Corner::NE => Tr("North-east", "उत्तर-पूर्व"),
        Corner::SE => Tr("South-east", "दक्षिण-पूर्व"),
        Corner::S => Tr("South", "दक्षिण"),
        Corner::SW => Tr("South-west", "दक्षिण-पश्चिम"),
        Corner::NW => Tr("North-west", "उत्तर-पश्चिम"),
    }
}

/// The colour of the seat in a corner, as a name ("Red").
pub fn colour(c: Corner) -> Tr {
    match c {
        Corner::S => Tr("Red", "लाल"),
        Corner::N => Tr("Blue", "नीला"),
        Corner::SW => Tr("Purple", "बैंगनी"),
        Corner::NE => Tr("Green", "हरा"),
        Corner::NW => Tr("Yellow", "पीला"),
        Corner::SE => Tr("White", "सफ़ेद"),
    }
}

/// The colour as an adjective before "marble" ("red marble", "लाल कंचा").
pub fn colour_word(c: Corner) -> Tr {
    match c {
        Corner::S => Tr("red", "लाल"),
        Corner::N => Tr("blue", "नीला"),
        Corner::SW => Tr("purple", "बैंगनी"),
        Corner::NE => Tr("green", "हरा"),
        Corner::NW => Tr("yellow", "पीला"),
        Corner::SE => Tr("white", "सफ़ेद"),
    }
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

pub fn to_move(lang: Lang, c: Corner) -> String {
    pick(
        lang,
        format!("{} to move", seat_name(lang, c)),
        format!("{} की बारी", seat_oblique(lang, c)),
    )
}

// Holes.
pub fn hole(lang: Lang, n: usize) -> String {
    pick(lang, format!("hole {n}"), format!("छेद {n}"))
}

pub fn marble(lang: Lang, c: Corner) -> String {
    pick(
        lang,
        format!("{} marble", colour_word(c).t(lang)),
        format!("{} कंचा", colour_word(c).t(lang)),
    )
}

pub const EMPTY: Tr = Tr("empty", "ख़ाली");
pub const DESTINATION: Tr = Tr("destination", "यहाँ पहुँच सकता है");
pub const SELECTED: Tr = Tr("selected", "चुना हुआ");
pub const LAST_FROM: Tr = Tr("last move started here", "पिछली चाल यहाँ से चली");
pub const LAST_TO: Tr = Tr("last move", "पिछली चाल");

pub fn in_corner(lang: Lang, c: Corner) -> String {
    pick(
        lang,
        format!("{} corner", compass(c).t(lang)),
        format!("{} कोना", compass(c).t(lang)),
    )
}

pub fn board_label(lang: Lang, holes: usize) -> String {
    pick(
        lang,
        format!("Chinese Checkers board, {holes} holes"),
        format!("चाइनीज़ चेकर्स की बिसात, {holes} छेद"),
    )
}

// Status.
pub const PERSON: Tr = Tr("person", "व्यक्ति");
pub const SEATS_REGION: Tr = Tr("Players", "खिलाड़ी");

pub fn computer_level(lang: Lang, level: &str) -> String {
    pick(
        lang,
        format!("computer, {level}"),
        format!("कंप्यूटर, {level}"),
    )
}

pub fn home_count(lang: Lang, n: usize, of: usize) -> String {
    pick(
        lang,
        format!("{n} of {of} home"),
        format!("मंज़िल में {of} में से {n}"),
    )
}

/// "1st place", "पहला स्थान".
pub fn place(lang: Lang, n: usize) -> String {
    let en = match n {
        1 => "1st".to_string(),
        2 => "2nd".to_string(),
        3 => "3rd".to_string(),
        n => format!("{n}th"),
    };
    let hi = match n {
        1 => "पहला".to_string(),
        2 => "दूसरा".to_string(),
        3 => "तीसरा".to_string(),
        4 => "चौथा".to_string(),
        5 => "पाँचवाँ".to_string(),
        6 => "छठा".to_string(),
        n => format!("{n}वाँ"),
    };
    pick(lang, format!("{en} place"), format!("{hi} स्थान"))
}

pub fn team_with(lang: Lang, partner: Corner) -> String {
    pick(
        lang,
        format!("team with {}", seat_name(lang, partner)),
        format!("{} के साथ टीम", seat_oblique(lang, partner)),
    )
}

pub const HINT_CHOOSE_MARBLE: Tr = Tr("Choose one of your marbles.", "अपना एक कंचा चुनें।");
pub const HINT_CHOOSE_HOLE: Tr = Tr(
    "Now choose a marked hole (or another marble).",
    "अब निशान वाला छेद चुनें (या कोई दूसरा कंचा)।",
);

// Announcements.
/// A move in words: a step, or a chain of `jumps` jumps.
pub fn announce(lang: Lang, c: Corner, by_computer: bool, mv: &str, jumps: usize) -> String {
    let (who, who_hi) = if by_computer {
        (
            format!("Computer {}", seat_name(lang, c)),
            format!("कंप्यूटर {}", seat_oblique(lang, c)),
        )
    } else {
        (seat_name(lang, c), seat_oblique(lang, c))
    };
    match jumps {
        0 => pick(
            lang,
            format!("{who} steps {mv}"),
            format!("{who_hi} ने क़दम चला: {mv}"),
        ),
        1 => pick(
            lang,
            format!("{who} jumps {mv}"),
            format!("{who_hi} ने छलाँग लगाई: {mv}"),
        ),
        n => pick(
            lang,
            format!("{who} jumps {mv}, {n} jumps in a chain"),
            format!("{who_hi} ने {n} छलाँगों की कड़ी चली: {mv}"),
        ),
    }
}

/// A seat with no move passes (CC-12).
pub fn passes(lang: Lang, c: Corner) -> String {
    pick(
        lang,
        format!(". {} has no move and passes", seat_name(lang, c)),
        format!("। {} के पास कोई चाल नहीं, बारी छूटी", seat_oblique(lang, c)),
    )
}

pub fn finished(lang: Lang, c: Corner) -> String {
    pick(
        lang,
        format!(". {} has filled the opposite corner", seat_name(lang, c)),
        format!("। {} ने सामने वाला कोना भर दिया", seat_oblique(lang, c)),
    )
}

// The new-game dialog.
pub const PLAYERS: Tr = Tr("Players", "खिलाड़ी");
pub const SEATS: Tr = Tr("Who sits where", "कौन कहाँ बैठेगा");
pub const SEAT_PERSON: Tr = Tr("Person", "व्यक्ति");
pub const SEAT_OFF: Tr = Tr("Off: not in this game", "बंद: इस खेल में नहीं");
pub const TEAMS: Tr = Tr("Teams", "टीम");
pub const TEAMS_OFF: Tr = Tr("Everyone for themselves", "हर कोई अपने लिए");
pub const TEAMS_ON: Tr = Tr(
    "Partners in opposite corners share a goal",
    "आमने-सामने के साथी, एक ही मंज़िल",
);
pub const MARBLES: Tr = Tr("Marbles", "कंचे");
pub const MARBLES_10: Tr = Tr("10 each (121 holes)", "हर किसी के 10 (121 छेद)");
pub const MARBLES_15: Tr = Tr("15 each (181 holes)", "हर किसी के 15 (181 छेद)");
pub const AFTER_FIRST: Tr = Tr("When the first finishes", "जब पहला खिलाड़ी पूरा कर ले");
pub const END_AT_FIRST: Tr = Tr("The game ends", "खेल ख़त्म");
pub const PLAY_ON: Tr = Tr("Play on for places", "बाक़ी स्थानों के लिए खेल जारी");

pub fn players_option(lang: Lang, n: usize) -> String {
    pick(lang, format!("{n} players"), format!("{n} खिलाड़ी"))
}

pub fn computer_option(lang: Lang, level: &str) -> String {
    pick(
        lang,
        format!("Computer: {level}"),
        format!("कंप्यूटर: {level}"),
    )
}

// The end.
pub const PLACES: Tr = Tr("Places", "स्थान");
pub const NOT_FINISHED: Tr = Tr("did not finish", "पूरा नहीं कर पाए");

pub fn wins(lang: Lang, c: Corner) -> String {
    pick(
        lang,
        format!("{} wins", seat_name(lang, c)),
        format!("{} की जीत", seat_oblique(lang, c)),
    )
}

pub fn team_wins(lang: Lang, a: Corner, b: Corner) -> String {
    pick(
        lang,
        format!(
            "Team {} and {} wins",
            seat_name(lang, a),
            seat_name(lang, b)
        ),
        format!(
            "{} और {} की टीम जीती",
            seat_name(lang, a),
            seat_oblique(lang, b)
        ),
    )
}

pub const WIN_REASON: Tr = Tr(
    "The first to fill the opposite corner wins.",
    "जो पहले सामने वाला कोना भर दे, वही जीतता है।",
);
pub const TEAM_WIN_REASON: Tr = Tr(
    "Both partners have filled their corners.",
    "दोनों साथियों ने अपने कोने भर दिए।",
);

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
