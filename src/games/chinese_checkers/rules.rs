//! The rules page of Chinese Checkers, for players, in both languages (CC-1..15 of the rule
//! book, in the words of the Hindi original where it has them).

use super::board::CcDrawing;
use crate::kit::i18n::Tr;
use crate::kit::rules::{rules_article, Block, Section};
use leptos::prelude::*;
use ttakji_engine::GameId;

pub(crate) const SECTIONS: &[Section] = &[
    Section {
        title: Tr("The board and the goal", "बिसात और मक़सद"),
        blocks: &[
            Block::P(Tr(
                "A six-pointed star of 121 holes: a hexagon of 61 in the middle and six corner triangles of 10. Each player starts with one corner full of marbles, and wins by moving all of them into the corner directly opposite. Nothing is ever captured: it is a pure race.",
                "121 छेदों वाला छह कोनों का सितारा: बीच में 61 छेदों का षट्भुज और छह कोनों में 10-10 छेदों के त्रिकोण। हर खिलाड़ी एक कोना कंचों से भरकर शुरू करता है, और जो अपने सारे कंचे ठीक सामने वाले कोने में पहुँचा दे, वह जीतता है। कोई कंचा कभी नहीं मरता: यह शुद्ध दौड़ है।",
            )),
            Block::List(&[
                Tr(
                    "Two players: opposite corners (South and North). Three: every other corner (South, North-west, North-east). Four: two opposite pairs (South, South-west, North, North-east). Six: all corners.",
                    "दो खिलाड़ी: आमने-सामने के कोने (दक्षिण और उत्तर)। तीन: एक-एक छोड़कर कोने (दक्षिण, उत्तर-पश्चिम, उत्तर-पूर्व)। चार: आमने-सामने के दो जोड़े (दक्षिण, दक्षिण-पश्चिम, उत्तर, उत्तर-पूर्व)। छह: सारे कोने।",
                ),
                Tr(
                    "South (red) moves first; play goes clockwise round the board.",
                    "पहली चाल दक्षिण (लाल) की; फिर बारी घड़ी की दिशा में घूमती है।",
                ),
                Tr(
                    "Ten marbles each in the standard game. With 15 marbles the star is bigger: 181 holes, corners of five rows.",
                    "मानक खेल में हर किसी के दस कंचे। पंद्रह कंचों के साथ सितारा बड़ा होता है: 181 छेद, पाँच पंक्तियों वाले कोने।",
                ),
            ]),
        ],
    },
    Section {
        title: Tr("Two ways to move: a step or jumps", "चलने के दो तरीक़े: क़दम या छलाँग"),
        blocks: &[
            Block::P(Tr(
                "On your turn you move one marble, in one of two ways, never both:",
                "अपनी बारी में आप एक कंचा चलाते हैं, दो में से किसी एक तरीक़े से, दोनों कभी नहीं:",
            )),
            Block::List(&[
                Tr(
                    "A step: to a neighbouring empty hole. Every hole has six neighbours: two in its row, two in the row above, two in the row below.",
                    "क़दम: पास वाले किसी ख़ाली छेद में। हर छेद के छह पड़ोसी होते हैं: दो अपनी पंक्ति में, दो ऊपर वाली पंक्ति में, दो नीचे वाली में।",
                ),
                Tr(
                    "A jump: over exactly one neighbouring marble, anyone's, into the empty hole right behind it on the same line. From there the marble may jump again, as often as the board allows, turning as it likes, and may stop after any jump.",
                    "छलाँग: ठीक एक पड़ोसी कंचे के ऊपर से, किसी का भी हो, उसी रेखा पर ठीक पीछे वाले ख़ाली छेद में। वहाँ से कंचा फिर छलाँग लगा सकता है, जितनी बार बिसात इजाज़त दे, मनचाही दिशा में, और किसी भी छलाँग के बाद रुक सकता है।",
                ),
                Tr(
                    "Never over two marbles at once, never over a gap; no step before or after jumps. Jumped marbles stay where they are.",
                    "एक साथ दो कंचे नहीं लाँघे जाते, ख़ाली जगह के ऊपर से भी नहीं; छलाँगों से पहले या बाद में क़दम नहीं। लाँघे गए कंचे जहाँ थे वहीं रहते हैं।",
                ),
            ]),
        ],
    },
    Section {
        title: Tr("Rules that keep the game moving", "खेल को अटकने से रोकने वाले नियम"),
        blocks: &[Block::List(&[
            Tr(
                "No camping: a marble may jump through a corner that is neither its start nor its goal, but may not stop there.",
                "दूसरे कोनों में डेरा नहीं: कंचा ऐसे कोने से छलाँग लगाकर गुज़र सकता है जो न उसकी शुरुआत है न मंज़िल, पर वहाँ रुक नहीं सकता।",
            ),
            Tr(
                "Occupation cannot block your goal: if an opponent's marble stays in your destination corner, you win by filling every other hole of it.",
                "क़ब्ज़ा मंज़िल नहीं रोक सकता: अगर किसी विरोधी का कंचा आपके मंज़िल-कोने में खड़ा रहे, तो उस कोने के बाक़ी सारे छेद भर देने पर आप जीत जाते हैं।",
            ),
            Tr(
                "A player with no legal move passes.",
                "जिसके पास कोई वैध चाल न हो, उसकी बारी छूट जाती है।",
            ),
        ])],
    },
    Section {
        title: Tr("Winning, places and teams", "जीत, स्थान और टीम"),
        blocks: &[Block::List(&[
            Tr(
                "The first to fill the opposite corner wins, and the game ends. With \"play on for places\" the others continue until only one is left.",
                "जो पहले सामने वाला कोना भर दे, वह जीतता है और खेल ख़त्म होता है। «बाक़ी स्थानों के लिए खेल जारी» चुना हो तो बाक़ी खिलाड़ी तब तक खेलते हैं जब तक एक ही न बचे।",
            ),
            Tr(
                "Teams (four or six players): partners sit in opposite corners, share one goal and may use each other's marbles as ladders. A team wins when both partners have filled their corners; a partner who has finished passes meanwhile.",
                "टीम (चार या छह खिलाड़ी): साथी आमने-सामने के कोनों में बैठते हैं, मंज़िल एक ही होती है, और एक-दूसरे के कंचों को सीढ़ी बना सकते हैं। टीम तब जीतती है जब दोनों साथी अपने कोने भर दें; तब तक पूरा कर चुका साथी अपनी बारी छोड़ता है।",
            ),
            Tr(
                "Any seat can be a person or the computer.",
                "कोई भी सीट किसी व्यक्ति या कंप्यूटर की हो सकती है।",
            ),
        ])],
    },
];

/// How to play on this app's board.
pub(crate) const IN_THE_APP: Section = Section {
    title: Tr("Playing here", "यहाँ कैसे खेलें"),
    blocks: &[Block::List(&[
        Tr(
            "Tap one of your marbles: the holes it can reach are marked. Tap one of them and the marble hops there, jump by jump. The last move stays drawn on the board.",
            "अपना कोई कंचा टैप करें: जिन छेदों तक वह पहुँच सकता है, उन पर निशान आ जाता है। उनमें से एक टैप करें, और कंचा छलाँग-दर-छलाँग वहाँ पहुँचता है। पिछली चाल बिसात पर दिखती रहती है।",
        ),
        Tr(
            "Each colour has its own mark on its marbles (ring, square, plus, triangle, diamond, bars), so that they can be told apart without colour.",
            "हर रंग के कंचों पर अपना निशान है (छल्ला, चौकोर, धन, त्रिकोण, हीरा, दो रेखाएँ), ताकि रंग देखे बिना भी पहचाने जा सकें।",
        ),
        Tr(
            "Keyboard: Tab to the board, the arrow keys move along the rows and between rows, Enter or Space chooses a marble and then its hole, Escape cancels.",
            "कीबोर्ड: Tab से बिसात पर जाएँ, तीर वाली कुंजियों से पंक्ति में और पंक्तियों के बीच चलें, Enter या Space से कंचा और फिर उसका छेद चुनें, Escape से रद्द करें।",
        ),
        Tr(
            "Holes are numbered row by row from the top, from 0. A move lists every hole the marble visits: 111-102 is a step, 115-102-77 a chain of two jumps.",
            "छेदों पर ऊपर से पंक्ति-दर-पंक्ति 0 से नंबर हैं। चाल में वे सारे छेद लिखे जाते हैं जहाँ से कंचा गुज़रता है: 111-102 एक क़दम है, 115-102-77 दो छलाँगों की कड़ी।",
        ),
        Tr(
            "Take back returns to your previous turn, together with the computers' moves after it. Computer seats play one after another in the background; the page never waits for them.",
            "«चाल वापस» आपकी पिछली बारी पर ले जाता है, उसके बाद की कंप्यूटरों की चालों समेत। कंप्यूटर वाली सीटें पीछे-पीछे एक के बाद एक चलती हैं; पन्ना उनके लिए रुकता नहीं।",
        ),
        Tr(
            "\"Show the best move\" asks the computer and marks its choice on the board. Click a move in the list to see the position after it.",
            "«सबसे अच्छी चाल दिखाएँ» कंप्यूटर से पूछता है और उसकी चाल बिसात पर दिखाता है। सूची में किसी चाल पर क्लिक करके उसके बाद की स्थिति देखें।",
        ),
    ])],
};

/// The rules page of Chinese Checkers.
#[component]
pub fn CcRulesPage() -> impl IntoView {
    let figure = view! { <CcDrawing with_marbles=true /> }.into_any();
    rules_article(GameId::ChineseCheckers, figure, SECTIONS, &IN_THE_APP)
}
