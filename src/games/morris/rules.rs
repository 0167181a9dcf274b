//! The rules pages of Nine Men's Morris and Tigadi, in English and Hindi, and how to play
//! them here.

use super::board::BoardDrawing;
use crate::kit::duel::session::GameKind;
use crate::kit::i18n::Tr;
use crate::kit::rules::{rules_article, Block, Section};
use leptos::prelude::*;
use ttakji_engine::morris::{MorrisKind, Variant};

const NMM: &[Section] = &[
    Section {
        title: Tr("The board", "बिसात"),
        blocks: &[
            Block::P(Tr(
                "Three squares, one inside the other, joined at the middle of each side. Pieces stand on the 24 points where lines meet; there is no point in the centre. The sides of the squares and the four joining lines make sixteen rows of three: the only places a mill can be made. Diagonals do not count.",
                "तीन वर्ग, एक के अंदर एक, जिनकी भुजाओं के बीच के बिंदु सीधी रेखाओं से जुड़े हैं। गोटियाँ उन 24 बिंदुओं पर रहती हैं जहाँ रेखाएँ मिलती हैं; बीच में कोई बिंदु नहीं है। वर्गों की भुजाएँ और चार जोड़ने वाली रेखाएँ मिलकर तीन-तीन बिंदुओं की सोलह पंक्तियाँ बनाती हैं: मिल सिर्फ़ इन्हीं पर बनती है। तिरछी पंक्ति नहीं गिनी जाती।",
            )),
            Block::P(Tr(
                "Each player has nine pieces, all in hand at the start. The board starts empty and White moves first.",
                "हर खिलाड़ी के पास नौ गोटियाँ होती हैं, शुरू में सब हाथ में। बिसात ख़ाली से शुरू होती है और पहली चाल सफ़ेद की होती है।",
            )),
        ],
    },
    Section {
        title: Tr("1. Placing", "1. गोटी रखना"),
        blocks: &[Block::P(Tr(
            "Players take turns putting one piece from hand on any empty point, until all eighteen are on the board. Nothing moves in this phase. Blocking your opponent's rows matters more now than building your own.",
            "दोनों खिलाड़ी बारी-बारी से हाथ की एक गोटी किसी भी ख़ाली बिंदु पर रखते हैं, जब तक अठारहों गोटियाँ बिसात पर न आ जाएँ। इस चरण में कोई गोटी चलती नहीं। इस समय अपनी पंक्ति बनाने से ज़्यादा ज़रूरी है विरोधी की पंक्तियाँ रोकना।",
        ))],
    },
    Section {
        title: Tr("Mills", "मिल"),
        blocks: &[
            Block::P(Tr(
                "Three of your pieces on one drawn row make a mill. The moment you complete one, by placing or by moving, you take one of your opponent's pieces off the board for good.",
                "किसी खिंची हुई पंक्ति पर आपकी तीन गोटियाँ मिल बनाती हैं। जिस पल आप मिल पूरी करते हैं, गोटी रखकर या चलकर, उसी पल विरोधी की एक गोटी बिसात से हमेशा के लिए हटा देते हैं।",
            )),
            Block::List(&[
                Tr(
                    "A piece in your opponent's mill is protected, unless all of their pieces stand in mills.",
                    "विरोधी की मिल में खड़ी गोटी नहीं हटती, जब तक उसकी सारी गोटियाँ मिलों में न हों।",
                ),
                Tr(
                    "One turn removes one piece, even if it closes two mills at once.",
                    "एक बारी में एक ही गोटी हटती है, चाहे एक चाल से दो मिलें बन जाएँ।",
                ),
                Tr(
                    "Open a mill and close it again on a later turn: it counts again.",
                    "मिल खोलकर किसी अगली बारी में फिर बंद करें, तो वह फिर गिनी जाती है।",
                ),
            ]),
        ],
    },
    Section {
        title: Tr("2. Moving", "2. चाल"),
        blocks: &[Block::P(Tr(
            "When all pieces are placed, each turn slides one of your pieces along a line to the next point, if it is empty. No jumping over pieces.",
            "सारी गोटियाँ रखी जाने के बाद हर बारी में अपनी एक गोटी रेखा के साथ अगले बिंदु पर सरकाइए, अगर वह ख़ाली हो। किसी गोटी के ऊपर से कूदना मना है।",
        ))],
    },
    Section {
        title: Tr("3. Flying", "3. उड़ान"),
        blocks: &[Block::P(Tr(
            "With flying on, a player down to exactly three pieces may move a piece to any empty point. Flying is on unless you turn it off when you start a new game; serious players often play without it.",
            "उड़ान चालू हो तो जिस खिलाड़ी के पास ठीक तीन गोटियाँ बचें, वह किसी भी ख़ाली बिंदु पर गोटी ले जा सकता है। नया खेल शुरू करते समय इसे बंद न करें तो उड़ान चालू रहती है; गंभीर खिलाड़ी अक्सर इसके बिना खेलते हैं।",
        ))],
    },
    Section {
        title: Tr("How the game ends", "खेल कैसे ख़त्म होता है"),
        blocks: &[Block::List(&[
            Tr(
                "A player left with two pieces loses; pieces still in hand count.",
                "जिसके पास दो गोटियाँ रह जाएँ, वह हारता है; हाथ की गोटियाँ भी गिनी जाती हैं।",
            ),
            Tr(
                "A player who cannot move on their turn loses, however many pieces they have.",
                "जो अपनी बारी पर कोई चाल न चल सके, वह हार जाता है, चाहे उसकी कितनी भी गोटियाँ हों।",
            ),
            Tr(
                "Draw: the same position with the same player to move comes up a third time, or 50 moves in a row pass without a removal. Both are counted from the end of placing.",
                "बराबरी: वही स्थिति उसी खिलाड़ी की बारी के साथ तीसरी बार बने, या लगातार 50 चालों में कोई गोटी न हटे। दोनों गिनतियाँ गोटी रखने का चरण ख़त्म होने के बाद शुरू होती हैं।",
            ),
        ])],
    },
    Section {
        title: Tr("A tip", "एक सुझाव"),
        blocks: &[Block::P(Tr(
            "The winning shape is two mills that share no piece, each with one empty point, where the two empty points are neighbours. One piece then swings between them and closes a mill on every move.",
            "जीत दिलाने वाली बनावट: दो मिलें जिनमें कोई गोटी साझा न हो, हर एक में एक बिंदु ख़ाली हो, और दोनों ख़ाली बिंदु आपस में पड़ोसी हों। तब एक ही गोटी उनके बीच आती-जाती है और हर चाल पर मिल बनाती है।",
        ))],
    },
];

const TIGADI: &[Section] = &[
    Section {
        title: Tr("The board", "बिसात"),
        blocks: &[
            Block::P(Tr(
                "The same three squares as Nine Men's Morris, with one difference that changes everything: the corners are joined by diagonal lines. The diagonals are real lines. Pieces move along them, and three pieces on a diagonal make a tigadi. That makes 20 rows of three in all.",
                "नाइन मेन्स मॉरिस वाले ही तीन वर्ग, पर एक फ़र्क़ के साथ जो सब कुछ बदल देता है: कोनों को तिरछी लाइनें भी जोड़ती हैं। ये तिरछी लाइनें असली हैं। इन पर गोटी चलती है, और इन पर तीन गोटियाँ आ जाएँ तो तिगड़ी बनती है। इस तरह तीन-तीन बिंदुओं की कुल 20 लाइनें हैं।",
            )),
            Block::P(Tr(
                "Each player has nine pieces. Kaudi (light pieces) plays first, Imli (dark pieces) second.",
                "हर खिलाड़ी की नौ गोटियाँ होती हैं। पहली बारी कौड़ी (हल्के रंग की गोटियाँ) की, दूसरी इमली (गहरे रंग की गोटियाँ) की।",
            )),
        ],
    },
    Section {
        title: Tr("1. Placing", "1. गोटी रखना"),
        blocks: &[Block::P(Tr(
            "Take turns putting one piece on any empty point until all eighteen are down. A tigadi made while placing removes a piece at once; it is not saved for later. Many games are decided before a single piece moves.",
            "बारी-बारी से किसी भी ख़ाली बिंदु पर एक गोटी रखिए, जब तक अठारहों गोटियाँ बिसात पर न आ जाएँ। रखते समय बनी तिगड़ी भी उसी वक़्त गोटी हटाती है, उसे बाद के लिए नहीं रखा जाता। बहुत से खेल एक भी गोटी चलने से पहले तय हो जाते हैं।",
        ))],
    },
    Section {
        title: Tr("Tigadi: removing a piece", "तिगड़ी: गोटी हटाना"),
        blocks: &[
            Block::P(Tr(
                "Your three pieces on one of the 20 lines are a tigadi. When you complete one, take one enemy piece off the board in the same turn.",
                "20 लाइनों में से किसी एक पर आपकी तीन गोटियाँ तिगड़ी हैं। तिगड़ी पूरी होते ही उसी बारी में विरोधी की एक गोटी बिसात से हटाइए।",
            )),
            Block::List(&[
                Tr(
                    "One piece per turn, even when one move completes two lines.",
                    "एक बारी में एक ही गोटी, चाहे एक चाल से दो लाइनें पूरी हों।",
                ),
                Tr(
                    "A piece inside an enemy tigadi is safe, unless every enemy piece stands in one.",
                    "विरोधी की तिगड़ी में खड़ी गोटी सुरक्षित है, जब तक उसकी हर गोटी किसी तिगड़ी में न हो।",
                ),
                Tr(
                    "A removed piece never comes back, not even to its owner's hand.",
                    "हटी हुई गोटी कभी नहीं लौटती, अपने मालिक के हाथ में भी नहीं।",
                ),
            ]),
        ],
    },
    Section {
        title: Tr("2. Moving", "2. चाल"),
        blocks: &[
            Block::P(Tr(
                "Once every piece is placed, each turn slides one of your pieces to a neighbouring empty point along any line, diagonals included. Pieces never jump and never fly, however few are left.",
                "सारी गोटियाँ रखी जाने के बाद हर बारी में अपनी एक गोटी किसी भी लाइन के साथ, तिरछी समेत, पास के ख़ाली बिंदु पर सरकाइए। गोटी कभी न कूदती है न उड़ती है, चाहे कितनी भी कम बचें।",
            )),
            Block::P(Tr(
                "If you can move, you must, even when every move breaks your own tigadi.",
                "चाल मौजूद हो तो चलना ही पड़ता है, चाहे हर चाल आपकी अपनी तिगड़ी तोड़े।",
            )),
            Block::P(Tr(
                "Running tigadi: move a piece out of a tigadi and bring it back on a later turn. The line counts again and removes again each time it closes. It is the strongest plan in the game.",
                "चलती तिगड़ी: तिगड़ी से एक गोटी बाहर निकालिए और अगली किसी बारी में वापस लाइए। लाइन हर बार बंद होने पर फिर गिनी जाती है और फिर गोटी हटाती है। यही इस खेल की सबसे मज़बूत योजना है।",
            )),
        ],
    },
    Section {
        title: Tr("Blocked", "फँस जाना"),
        blocks: &[Block::P(Tr(
            "A player with no legal move does not lose: the turn is skipped and play goes to the opponent (the app shows a pass button). Being stuck is a handicap, not a defeat. Both players are never stuck at the same time.",
            "जिसके पास कोई जायज़ चाल न हो, वह हारता नहीं: उसकी बारी छूट जाती है और खेल विरोधी के पास जाता है (ऐप में बारी छोड़ने का बटन आता है)। फँसना नुक़सान है, हार नहीं। दोनों खिलाड़ी एक साथ कभी नहीं फँसते।",
        ))],
    },
    Section {
        title: Tr("How the game ends", "खेल कैसे ख़त्म होता है"),
        blocks: &[Block::List(&[
            Tr(
                "Bring your opponent down to two pieces: that is the only way to win. Pieces in hand count, so having fewer than three on the board while placing is no loss.",
                "विरोधी को दो गोटियों पर ले आइए: जीतने का यही एक तरीक़ा है। हाथ की गोटियाँ भी गिनी जाती हैं, इसलिए गोटी रखते समय बिसात पर तीन से कम होना हार नहीं है।",
            ),
            Tr(
                "Draw: the same position with the same player to move comes up three times, or 100 moves in a row pass without a removal. Both counts start once all pieces are placed; a skipped turn is not counted as a move.",
                "बराबरी: वही स्थिति उसी खिलाड़ी की बारी के साथ तीन बार बने, या लगातार 100 चालों में कोई गोटी न हटे। दोनों गिनतियाँ सारी गोटियाँ रखी जाने के बाद शुरू होती हैं; छूटी हुई बारी चाल नहीं गिनी जाती।",
            ),
        ])],
    },
];

/// How to play on this app's board, for both Morris games.
const MORRIS_IN_THE_APP: Section = Section {
    title: Tr("Playing here", "यहाँ कैसे खेलें"),
    blocks: &[Block::List(&[
        Tr(
            "To place, tap an empty point. To move, tap your piece, then one of the marked points.",
            "गोटी रखने के लिए ख़ाली बिंदु पर टैप करें। चलाने के लिए पहले अपनी गोटी, फिर निशान वाला बिंदु टैप करें।",
        ),
        Tr(
            "After a mill, the pieces you may remove are marked in red: tap one.",
            "मिल या तिगड़ी बनने पर जो गोटियाँ हटाई जा सकती हैं, उन पर लाल निशान आता है: उनमें से एक टैप करें।",
        ),
        Tr(
            "Keyboard: Tab to the board, arrow keys between points, Enter or Space to choose, Escape to cancel.",
            "कीबोर्ड: Tab से बिसात पर जाएँ, तीर वाली कुंजियों से बिंदु बदलें, Enter या Space से चुनें, Escape से रद्द करें।",
        ),
        Tr(
            "Moves are written with point names: d6 places, d6-d5 moves, d6xa1 also removes the piece on a1, pass skips a turn.",
            "चालें बिंदुओं के नाम से लिखी जाती हैं: d6 यानी गोटी रखना, d6-d5 यानी चलना, d6xa1 यानी साथ में a1 की गोटी हटाना, pass यानी बारी छोड़ना।",
        ),
    ])],
};

/// The rules page of one Morris game.
#[component]
pub fn MorrisRulesPage(kind: MorrisKind) -> impl IntoView {
    let (sections, game) = match kind {
        MorrisKind::NineMensMorris => (NMM, GameKind::NineMensMorris),
        MorrisKind::Tigadi => (TIGADI, GameKind::Tigadi),
    };
    let figure =
        view! { <BoardDrawing variant=Variant::preset(kind, false) labels=true /> }.into_any();
    rules_article(game.game(), figure, sections, &MORRIS_IN_THE_APP)
}
