//! The Morris games' words, in English and Hindi: phases, hints, pieces in hand and on the
//! board, removals, passes and move announcements.

use crate::kit::i18n::{oblique, pick, Lang, Tr};

pub const PASS_TURN: Tr = Tr("No move possible: pass", "कोई चाल नहीं: बारी छोड़ें");

pub const CANCEL_CHOICE: Tr = Tr("Cancel this move", "यह चाल रद्द करें");

pub const IN_HAND: Tr = Tr("in hand", "हाथ में");

pub const ON_BOARD: Tr = Tr("on board", "बिसात पर");

pub const PHASE_PLACING: Tr = Tr("placing pieces", "गोटी रखने का चरण");

pub const PHASE_MOVING: Tr = Tr("moving", "चाल का चरण");

pub const PHASE_FLYING: Tr = Tr("flying", "उड़ान का चरण");

pub const HINT_PLACE: Tr = Tr(
    "Place a piece on any empty point.",
    "किसी भी खाली बिंदु पर गोटी रखें।",
);

pub const HINT_CHOOSE_PIECE: Tr = Tr(
    "Choose one of your pieces to move.",
    "चलाने के लिए अपनी एक गोटी चुनें।",
);

pub const HINT_CHOOSE_TARGET: Tr = Tr(
    "Now choose a marked point to move to (or another piece).",
    "अब निशान वाला बिंदु चुनें जहाँ गोटी जाए (या कोई दूसरी गोटी)।",
);

pub const HINT_BLOCKED: Tr = Tr(
    "No piece can move. In Tigadi that is not a loss: pass the turn.",
    "कोई गोटी नहीं चल सकती। तिगड़ी में यह हार नहीं है: बारी छोड़ दें।",
);

/// "Mill!" in the words of each game.
pub fn hint_remove(tigadi: bool) -> Tr {
    if tigadi {
        Tr(
            "Tigadi made! Choose one of the opponent's marked pieces to remove.",
            "तिगड़ी बनी! विरोधी की निशान वाली गोटियों में से एक हटाने के लिए चुनें।",
        )
    } else {
        Tr(
            "Mill! Choose one of the opponent's marked pieces to remove.",
            "मिल बनी! विरोधी की निशान वाली गोटियों में से एक हटाने के लिए चुनें।",
        )
    }
}

pub fn quiet_counter(lang: Lang, n: u32, limit: u32) -> String {
    pick(
        lang,
        format!("Moves without a removal: {n} of {limit}"),
        format!("बिना गोटी हटे चालें: {limit} में से {n}"),
    )
}

pub const CAN_REMOVE: Tr = Tr("can be removed", "हटाई जा सकती है");

pub const JUST_REMOVED: Tr = Tr("piece just removed", "यहाँ से गोटी अभी हटी");

pub fn announce_place(lang: Lang, who: &str, to: &str) -> String {
    pick(
        lang,
        format!("{who} places on {to}"),
        format!("{} ने {to} पर गोटी रखी", oblique(who)),
    )
}

pub fn announce_step(lang: Lang, who: &str, from: &str, to: &str) -> String {
    pick(
        lang,
        format!("{who} moves {from} to {to}"),
        format!("{} ने {from} से {to} पर गोटी चलाई", oblique(who)),
    )
}

pub fn announce_remove(lang: Lang, at: &str) -> String {
    pick(
        lang,
        format!(" and removes the piece on {at}"),
        format!(" और {at} की गोटी हटाई"),
    )
}

pub fn announce_pass(lang: Lang, who: &str) -> String {
    pick(
        lang,
        format!("{who} cannot move and passes"),
        format!("{} के पास कोई चाल नहीं थी, बारी छूट गई", oblique(who)),
    )
}
