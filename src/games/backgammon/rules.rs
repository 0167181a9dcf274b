//! Backgammon's rules page text (BG-1..17), in English and Hindi, and how to play it here.

use super::board::BgDrawing;
use crate::kit::i18n::Tr;
use crate::kit::rules::{rules_article, Block, Section};
use leptos::prelude::*;
use ttakji_engine::GameId;

pub(crate) const BACKGAMMON: &[Section] = &[
    Section {
        title: Tr("The board", "बोर्ड"),
        blocks: &[
            Block::P(Tr(
                "24 narrow triangles, the points, in four quarters of six: each player's home board and outer board. The raised strip in the middle is the bar. Each player has 15 checkers; the two move in opposite directions, each towards its own home board.",
                "बोर्ड पर 24 पतले तिकोन होते हैं, इन्हें बिंदु कहते हैं। ये छह-छह के चार हिस्सों में बँटे हैं: हर खिलाड़ी का घर-बोर्ड और बाहरी बोर्ड। बीच की उठी हुई पट्टी बार कहलाती है। हर खिलाड़ी के पास 15 गोटियाँ होती हैं; दोनों उलटी दिशाओं में, अपने-अपने घर-बोर्ड की ओर चलते हैं।",
            )),
            Block::P(Tr(
                "Points are numbered 1 to 24 from the side of the player who moves: your 1-point is the deepest point of your home board. Each player starts with two checkers on the 24-point, five on the 13, three on the 8 and five on the 6.",
                "बिंदु चलने वाले खिलाड़ी की ओर से 1 से 24 तक गिने जाते हैं: आपका 1-बिंदु आपके घर-बोर्ड का सबसे भीतरी बिंदु है। हर खिलाड़ी शुरू में 24-बिंदु पर दो, 13 पर पाँच, 8 पर तीन और 6 पर पाँच गोटियाँ रखता है।",
            )),
        ],
    },
    Section {
        title: Tr("The opening roll", "पहला पासा"),
        blocks: &[Block::P(Tr(
            "Each player rolls one die. The higher number moves first and plays the two numbers just rolled. Equal numbers: both roll again. After that the players take turns, rolling two dice each.",
            "दोनों खिलाड़ी एक-एक पासा फेंकते हैं। जिसका अंक बड़ा हो वह पहले चलता है और अभी आए दोनों अंक खेलता है। अंक बराबर हों तो दोनों फिर फेंकते हैं। उसके बाद बारी-बारी से, हर खिलाड़ी दो पासे फेंकता है।",
        ))],
    },
    Section {
        title: Tr("Moving", "चलना"),
        blocks: &[
            Block::P(Tr(
                "The two dice are two moves: with 5-3 one checker moves 5 and another 3, or one checker moves 8 in two steps. The point in between must be one it could land on. Doubles are played four times.",
                "दोनों पासे दो अलग चालें हैं: 5-3 आया तो एक गोटी 5 और दूसरी 3 चले, या एक ही गोटी दो कदमों में 8 चले। बीच का बिंदु ऐसा होना चाहिए जिस पर वह उतर सके। दुगने पर वही अंक चार बार खेला जाता है।",
            )),
            Block::List(&[
                Tr(
                    "A checker may land on an empty point, on its own checkers, or on a single opponent checker (a blot), which is hit and goes to the bar. Two or more opponent checkers close a point.",
                    "गोटी ख़ाली बिंदु पर, अपनी गोटियों पर, या प्रतिद्वंद्वी की अकेली गोटी (ब्लॉट) पर उतर सकती है; ब्लॉट मारा जाता है और बार पर जाता है। जिस बिंदु पर प्रतिद्वंद्वी की दो या ज़्यादा गोटियाँ हों, वह बंद है।",
                ),
                Tr(
                    "If both numbers can be played, both must be. If only one can, play it; if either could but not both, play the larger. With doubles, play as many as you can. The turn is lost only when nothing can move.",
                    "दोनों अंक खेले जा सकें तो दोनों खेलने होंगे। एक ही खेला जा सके तो वही; दोनों में से कोई भी पर दोनों साथ नहीं, तो बड़ा अंक। दुगने पर जितने खेल सकें, उतने। बारी तभी छूटती है जब कोई गोटी न चल सके।",
                ),
                Tr(
                    "A checker on the bar must enter first, on the opponent's home-board point of a rolled number (a 3 enters on your 22-point). If no number enters, you dance: the whole turn is lost.",
                    "बार पर गोटी हो तो पहले उसे भीतर लाना होगा, प्रतिद्वंद्वी के घर-बोर्ड में फेंके गए अंक वाले बिंदु पर (3 आया तो आपके 22-बिंदु पर)। कोई अंक भीतर न ला सके तो आप डांस कर जाते हैं: पूरी बारी छूट जाती है।",
                ),
            ]),
        ],
    },
    Section {
        title: Tr("Bearing off", "बाहर निकालना"),
        blocks: &[Block::List(&[
            Tr(
                "Once all 15 checkers are in your home board, a roll of n removes a checker from the n-point.",
                "जब पंद्रहों गोटियाँ घर-बोर्ड में हों, तब n आने पर n-बिंदु से एक गोटी बाहर निकलती है।",
            ),
            Tr(
                "A number higher than your highest occupied point bears off from that highest point. If the exact point is empty but higher points are not, the number is played inside the home board.",
                "फेंका अंक आपके सबसे ऊँचे भरे बिंदु से बड़ा हो, तो उसी सबसे ऊँचे बिंदु से गोटी निकलती है। ठीक उसी अंक का बिंदु ख़ाली हो पर ऊँचे बिंदुओं पर गोटियाँ हों, तो वह अंक घर-बोर्ड के भीतर चलना होगा।",
            ),
            Tr(
                "A checker hit while bearing off must come all the way home before bearing off goes on. The first to bear off all 15 wins.",
                "बाहर निकालते समय मारी गई गोटी को पूरा चक्कर लगाकर घर लौटना होगा, तब तक बाहर निकालना रुका रहता है। जो पंद्रहों गोटियाँ पहले निकाल ले, वह जीतता है।",
            ),
        ])],
    },
    Section {
        title: Tr("What a win is worth", "जीत कितने की"),
        blocks: &[Block::Table(&[
            (Tr("The loser has", "हारने वाले ने"), Tr("Points", "अंक")),
            (
                Tr("borne off at least one checker: single", "कम से कम एक गोटी निकाली: इकहरी"),
                Tr("1", "1"),
            ),
            (
                Tr("borne off none: gammon", "एक भी नहीं निकाली: गैमौन"),
                Tr("2", "2"),
            ),
            (
                Tr(
                    "none off, and a checker on the bar or in the winner's home board: backgammon",
                    "एक भी नहीं निकाली, और कोई गोटी बार पर या जीतने वाले के घर-बोर्ड में: बैकगैमौन",
                ),
                Tr("3", "3"),
            ),
        ])],
    },
    Section {
        title: Tr("The doubling cube", "डबलिंग क्यूब"),
        blocks: &[
            Block::P(Tr(
                "The cube starts at 1 in the middle (it shows 64). Before rolling, a player who owns the cube, or either player while it is in the middle, may double. The opponent takes (the stake doubles and the taker owns the cube) or drops (and loses the game at the current stake). Points won are the win's worth times the cube, up to 64.",
                "क्यूब 1 पर बीच में शुरू होता है (उस पर 64 दिखता है)। पासे फेंकने से पहले, क्यूब जिसके पास हो वह, या क्यूब बीच में हो तो कोई भी, दाँव दुगना कर सकता है। सामने वाला स्वीकार करे (दाँव दुगना, क्यूब उसके पास) या छोड़ दे (मौजूदा दाँव पर खेल हार जाए)। जीत के अंक उसके मूल्य गुणा क्यूब होते हैं, 64 तक।",
            )),
            Block::List(&[
                Tr(
                    "Match play to N points: the Crawford rule forbids doubling in the first game after a player reaches N−1.",
                    "N अंकों का मैच: क्रॉफ़र्ड नियम के अनुसार किसी खिलाड़ी के N−1 पर पहुँचने के बाद वाले पहले खेल में दुगना नहीं होता।",
                ),
                Tr(
                    "A money game is a single game; with the Jacoby rule (a setting) gammons and backgammons count only once the cube has been turned.",
                    "मनी गेम एक ही बाज़ी है; जैकोबी नियम (एक सेटिंग) में गैमौन और बैकगैमौन तभी गिने जाते हैं जब क्यूब घूम चुका हो।",
                ),
                Tr(
                    "A player may resign a single, a gammon or a backgammon; the opponent accepts or plays on.",
                    "खिलाड़ी इकहरी हार, गैमौन या बैकगैमौन मानने का प्रस्ताव दे सकता है; सामने वाला स्वीकार करे या खेल जारी रखे।",
                ),
            ]),
        ],
    },
    Section {
        title: Tr("A plan for beginners", "शुरुआती खिलाड़ी की योजना"),
        blocks: &[Block::List(&[
            Tr(
                "Make points rather than stack checkers; your 5-point is the most valuable.",
                "ढेर लगाने के बजाय बिंदु बनाइए; आपका 5-बिंदु सबसे कीमती है।",
            ),
            Tr(
                "Watch your blots: before you finish a move, ask which numbers hit you.",
                "अपने ब्लॉटों का ध्यान रखिए: चाल पूरी करने से पहले सोचिए कि किन अंकों पर आप मारे जा सकते हैं।",
            ),
            Tr(
                "Count the race: the pip count is the total distance your checkers still have to travel. Ahead with no contact left, run home; behind, look for hits.",
                "दौड़ गिनिए: पिप गिनती वह कुल दूरी है जो आपकी गोटियों को अभी तय करनी है। आगे हों और टकराव ख़त्म हो, तो घर भागिए; पीछे हों, तो मारने के मौक़े ढूँढिए।",
            ),
        ])],
    },
];

/// How to play on this app's board.
pub(crate) const BG_IN_THE_APP: Section = Section {
    title: Tr("Playing here", "यहाँ कैसे खेलें"),
    blocks: &[Block::List(&[
        Tr(
            "Roll, or double first when you may. Tap a checker: the places it can reach are marked, the sum of both dice included. Tap a mark to move. Undo takes a step back; Confirm move ends the turn.",
            "पासे फेंकें, या जब कर सकें तो पहले दुगना करें। किसी गोटी पर टैप करें: जहाँ वह जा सकती है, वे जगहें चिह्नित हो जाती हैं, दोनों पासों का जोड़ भी। चलने के लिए निशान पर टैप करें। \"वापस लें\" एक कदम लौटाता है; \"चाल पक्की करें\" बारी ख़त्म करता है।",
        ),
        Tr(
            "Only moves that lead to a legal play are offered. A forced move, or a turn with no move at all, is shown and passed on by itself.",
            "केवल वही कदम दिखते हैं जिनसे कोई जायज़ चाल बनती हो। मजबूरी की एक ही चाल, या ऐसी बारी जिसमें कोई चाल न हो, दिखाकर अपने आप आगे बढ़ा दी जाती है।",
        ),
        Tr(
            "Keyboard: Tab to the board, arrow keys between points, the bar and the trays, Enter or Space to choose, Escape to cancel.",
            "कीबोर्ड: Tab से बोर्ड पर जाएँ, तीर वाली कुंजियों से बिंदु, बार और ट्रे बदलें, Enter या Space से चुनें, Escape से रद्द करें।",
        ),
        Tr(
            "Moves are written as GNU Backgammon writes them: 8/5 6/5, bar/22, 6/off, 13/7* (a star marks a hit). Positions travel as a Position ID and a Match ID.",
            "चालें वैसे लिखी जाती हैं जैसे GNU Backgammon लिखता है: 8/5 6/5, bar/22, 6/off, 13/7* (तारा यानी ब्लॉट मारा)। स्थिति पोज़िशन ID और मैच ID के रूप में कॉपी होती है।",
        ),
    ])],
};

/// Backgammon's rules page (its own route: the game has its own screen).
#[component]
pub fn BgRulesPage() -> impl IntoView {
    let figure = view! { <BgDrawing /> }.into_any();
    rules_article(GameId::Backgammon, figure, BACKGAMMON, &BG_IN_THE_APP)
}
