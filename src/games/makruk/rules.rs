//! Makruk's rules page, in English and Hindi, and how to play it here.

use super::board::MakrukDrawing;
use crate::kit::i18n::Tr;
use crate::kit::rules::{rules_article, Block, Section};
use leptos::prelude::*;
use ttakji_engine::GameId;

const MAKRUK: &[Section] = &[
    Section {
        title: Tr("The board and the pieces", "बिसात और मोहरे"),
        blocks: &[
            Block::P(Tr(
                "Makruk is Thai chess, played on 8 × 8 squares. On a Thai board all squares have one colour, with lines between them, and so they do here. Files run a to h from White's left, ranks 1 to 8 from White's side.",
                "मकरुक थाई शतरंज है, जो 8 × 8 खानों पर खेला जाता है। थाई बिसात पर सारे खाने एक ही रंग के होते हैं और उनके बीच रेखाएँ होती हैं; यहाँ भी ऐसा ही है। कॉलम सफ़ेद के बाएँ से a से h तक, और पंक्तियाँ सफ़ेद की ओर से 1 से 8 तक गिनी जाती हैं।",
            )),
            Block::P(Tr(
                "Each side has a Khun, a Met, two Khon, two Ma, two Rua and eight Bia. White: Rua on a1 and h1, Ma on b1 and g1, Khon on c1 and f1, the Khun on d1 and the Met on e1, the Bia on the third rank. Black mirrors this, but with the Met on d8 and the Khun on e8, so each Khun faces the other side's Met; Black's Bia stand on the sixth rank. White moves first.",
                "हर पक्ष के पास एक Khun, एक Met, दो Khon, दो Ma, दो Rua और आठ Bia होते हैं। सफ़ेद: a1 और h1 पर Rua, b1 और g1 पर Ma, c1 और f1 पर Khon, d1 पर Khun और e1 पर Met, और तीसरी पंक्ति पर Bia। काला भी ऐसे ही सजाता है, पर उसका Met d8 पर और Khun e8 पर होता है, इसलिए हर Khun दूसरे पक्ष के Met के सामने रहता है; काले के Bia छठी पंक्ति पर रहते हैं। पहली चाल सफ़ेद की होती है।",
            )),
            Block::Legend,
        ],
    },
    Section {
        title: Tr("Moving and taking", "चलना और काटना"),
        blocks: &[
            Block::List(&[
                Tr(
                    "Khun: one step in any of the eight directions, never onto a square the enemy attacks. There is no castling.",
                    "Khun: आठों दिशाओं में से किसी में एक कदम, पर कभी ऐसे खाने पर नहीं जिस पर विरोधी का हमला हो। कैसलिंग नहीं होती।",
                ),
                Tr(
                    "Met: one step diagonally. It stands where the chess queen does, but it is a small piece.",
                    "Met: तिरछा एक कदम। यह शतरंज के वज़ीर की जगह खड़ा होता है, पर छोटा मोहरा है।",
                ),
                Tr(
                    "Khon: one step diagonally, or one step straight forward. It cannot step straight back or sideways.",
                    "Khon: तिरछा एक कदम, या सीधा आगे एक कदम। यह सीधा पीछे या बगल में नहीं जा सकता।",
                ),
                Tr(
                    "Ma: the knight's jump, two squares one way and one to the side, over any pieces.",
                    "Ma: घोड़े की छलाँग, एक ओर दो खाने और बगल में एक, बीच के मोहरों के ऊपर से।",
                ),
                Tr(
                    "Rua: any distance along a rank or a file, without jumping.",
                    "Rua: पंक्ति या कॉलम में कितनी भी दूर, बिना कूदे।",
                ),
                Tr(
                    "Bia: one step straight forward; it takes one step diagonally forward. No double step and no en passant.",
                    "Bia: सीधा आगे एक कदम; काटता है तिरछा आगे एक कदम पर। दो कदम नहीं, और एन पासाँ नहीं।",
                ),
            ]),
            Block::P(Tr(
                "You take an enemy piece by moving onto its square; it leaves the board.",
                "विरोधी मोहरे के खाने पर जाकर आप उसे काटते हैं; वह बिसात से हट जाता है।",
            )),
        ],
    },
    Section {
        title: Tr("Promotion: the Bia ngai", "प्रमोशन: Bia ngai"),
        blocks: &[Block::P(Tr(
            "A Bia that reaches its sixth rank (rank 6 for White, rank 3 for Black, where the enemy Bia started) is turned over at once and becomes a Bia ngai (เบี้ยหงาย, the Bia face up). It moves like a Met. There is no choice and no waiting; a side may have several. On this board the Bia ngai is drawn as the shell turned over.",
            "जो Bia अपनी छठी पंक्ति (सफ़ेद के लिए पंक्ति 6, काले के लिए पंक्ति 3, जहाँ विरोधी के Bia शुरू हुए थे) पर पहुँचता है, वह उसी पल पलट दिया जाता है और Bia ngai (เบี้ยหงาย, यानी उल्टा रखा Bia) बन जाता है। यह Met की तरह चलता है। इसमें कोई विकल्प या इंतज़ार नहीं; एक पक्ष के कई Bia ngai हो सकते हैं। इस बिसात पर Bia ngai पलटी हुई सीप की तरह दिखता है।",
        ))],
    },
    Section {
        title: Tr("Check, checkmate, stalemate", "शह, शह-मात, स्टेलमेट"),
        blocks: &[Block::P(Tr(
            "A Khun under attack is in check, and its player must get it out at once; no move may leave your own Khun in check. In check with no legal move is checkmate: that player loses. Not in check but with no legal move is stalemate: a draw.",
            "जिस Khun पर हमला हो, उसे शह है, और उसके खिलाड़ी को तुरंत शह से निकलना होगा; ऐसी कोई चाल नहीं चल सकते जो अपने Khun को शह में छोड़े। शह हो और कोई वैध चाल न हो तो शह-मात है: वह खिलाड़ी हारता है। शह न हो पर कोई वैध चाल भी न हो तो स्टेलमेट है: बराबरी।",
        ))],
    },
    Section {
        title: Tr("Counting", "गिनती"),
        blocks: &[
            Block::P(Tr(
                "Makruk has no fifty-move rule. Instead, once no unpromoted Bia is left on the board (of either colour), the stronger side must checkmate within a counted number of moves, or the game is a draw. There are two counts; the app keeps both and shows, just under the board, which one runs, the count and the moves left.",
                "मकरुक में पचास-चाल नियम नहीं है। इसके बजाय, जब बिसात पर (किसी भी रंग का) कोई बिना प्रमोट हुआ Bia न बचे, तो मज़बूत पक्ष को गिनी हुई चालों के भीतर शह-मात देनी होती है, वरना खेल बराबरी पर ख़त्म होता है। गिनती दो तरह की है; ऐप दोनों रखता है और बिसात के ठीक नीचे दिखाता है कि कौन-सी चल रही है, गिनती कहाँ तक पहुँची और कितनी चालें बचीं।",
            )),
        ],
    },
    Section {
        title: Tr(
            "Board's honour counting (นับศักดิ์กระดาน)",
            "बोर्ड गिनती (นับศักดิ์กระดาน)",
        ),
        blocks: &[Block::List(&[
            Tr(
                "When no unpromoted Bia is left and neither side is down to a bare Khun, the player to move may start it: press \"Start counting\", then move. That move is count 1, and each of your later moves adds one. You are the counting side.",
                "जब कोई बिना प्रमोट हुआ Bia न बचे और किसी पक्ष के पास सिर्फ़ अकेला Khun न हो, तो चलने वाला खिलाड़ी इसे शुरू कर सकता है: \"गिनती शुरू\" दबाइए, फिर चाल चलिए। वह चाल गिनती 1 है, और आपकी हर अगली चाल एक जोड़ती है। आप गिनने वाला पक्ष हैं।",
            ),
            Tr(
                "Once you have made your 64th counted move, if your opponent's next move is not checkmate, the game is a draw.",
                "जब आप अपनी 64वीं गिनी हुई चाल चल लें, तब अगर विरोधी की अगली चाल शह-मात न हो, तो खेल बराबरी है।",
            ),
            Tr(
                "You may stop counting on any of your turns (\"Stop counting\"; the stopping move still counts). If anyone starts again, the count starts again from 1.",
                "आप अपनी किसी भी बारी पर गिनती रोक सकते हैं (\"गिनती रोकें\"; रोकने वाली चाल भी गिनी जाती है)। कोई फिर शुरू करे तो गिनती फिर 1 से शुरू होती है।",
            ),
            Tr(
                "While you are counting, checkmating your opponent is only a draw, even with the stopping move: stop first, then mate on a later move. That is why the side that is behind starts it.",
                "जब तक आप गिन रहे हैं, विरोधी को शह-मात देना सिर्फ़ बराबरी है, रोकने वाली चाल पर भी: पहले रोकिए, फिर बाद की चाल में मात दीजिए। इसीलिए इसे पीछे चल रहा पक्ष शुरू करता है।",
            ),
        ])],
    },
    Section {
        title: Tr(
            "Pieces' honour counting (นับศักดิ์หมาก)",
            "मोहरा गिनती (นับศักดิ์หมาก)",
        ),
        blocks: &[
            Block::List(&[
                Tr(
                    "When no unpromoted Bia is left and one side has only its Khun, this count starts by itself. The lone Khun counts.",
                    "जब कोई बिना प्रमोट हुआ Bia न बचे और एक पक्ष के पास सिर्फ़ उसका Khun रह जाए, तो यह गिनती अपने-आप शुरू होती है। अकेला Khun गिनता है।",
                ),
                Tr(
                    "Its first count is the number of all pieces on the board, both Khun and any Bia ngai included, plus one.",
                    "उसकी पहली गिनती बिसात पर सारे मोहरों की संख्या जमा एक होती है, दोनों Khun और Bia ngai समेत।",
                ),
                Tr(
                    "The limit is fixed at that moment by the strong side's pieces (table below) and never changes.",
                    "सीमा उसी पल मज़बूत पक्ष के मोहरों से तय होती है (नीचे तालिका) और फिर कभी नहीं बदलती।",
                ),
                Tr(
                    "After the lone Khun's move that reaches the limit, the strong side has one last move; if it is not checkmate, the game is a draw. If the first count is already above the limit, the strong side gets exactly one move.",
                    "अकेले Khun की जिस चाल से गिनती सीमा तक पहुँचे, उसके बाद मज़बूत पक्ष को एक आख़िरी चाल मिलती है; वह शह-मात न हो तो खेल बराबरी है। अगर पहली गिनती ही सीमा से ऊपर हो, तो मज़बूत पक्ष को ठीक एक चाल मिलती है।",
                ),
                Tr(
                    "It replaces a board count in progress and cannot be stopped.",
                    "यह चल रही बोर्ड गिनती की जगह ले लेती है और रोकी नहीं जा सकती।",
                ),
            ]),
            Block::Table(&[
                (
                    Tr("The strong side has (besides its Khun)", "मज़बूत पक्ष के पास (Khun के अलावा)"),
                    Tr("Limit", "सीमा"),
                ),
                (Tr("two Rua", "दो Rua"), Tr("8", "8")),
                (Tr("one Rua", "एक Rua"), Tr("16", "16")),
                (Tr("no Rua, two Khon", "कोई Rua नहीं, दो Khon"), Tr("22", "22")),
                (
                    Tr("no Rua, fewer than two Khon, two Ma", "कोई Rua नहीं, दो से कम Khon, दो Ma"),
                    Tr("32", "32"),
                ),
                (Tr("no Rua, one Khon", "कोई Rua नहीं, एक Khon"), Tr("44", "44")),
                (
                    Tr("anything else (one Ma, or only Met and Bia ngai)", "बाक़ी सब (एक Ma, या सिर्फ़ Met और Bia ngai)"),
                    Tr("64", "64"),
                ),
            ]),
        ],
    },
    Section {
        title: Tr("How the game ends", "खेल कैसे ख़त्म होता है"),
        blocks: &[Block::List(&[
            Tr(
                "Checkmate: the mating side wins, unless it is the board-counting side (then a draw).",
                "शह-मात: मात देने वाला जीतता है, अगर वह बोर्ड गिनती करने वाला पक्ष न हो (तब बराबरी)।",
            ),
            Tr(
                "Draw: stalemate; a count reaching its limit without checkmate; the same position a third time; only the two Khun left; 400 moves in all (200 each); or both players agree.",
                "बराबरी: स्टेलमेट; गिनती बिना शह-मात के सीमा तक पहुँचे; वही स्थिति तीसरी बार बने; सिर्फ़ दोनों Khun बचें; कुल 400 चालें (हर पक्ष की 200) हो जाएँ; या दोनों खिलाड़ी मान जाएँ।",
            ),
            Tr(
                "Resigning, or running out of time when the clock is used, loses.",
                "हार मानने वाला, या घड़ी के साथ खेलते समय जिसका समय ख़त्म हो जाए, वह हारता है।",
            ),
        ])],
    },
];

const MAKRUK_IN_THE_APP: Section = Section {
    title: Tr("Playing here", "यहाँ कैसे खेलें"),
    blocks: &[Block::List(&[
        Tr(
            "Tap a piece, then one of the marked squares; or drag the piece there. Promotion happens by itself.",
            "किसी मोहरे को टैप करें, फिर निशान वाले किसी खाने को; या मोहरे को वहाँ खींच ले जाएँ। प्रमोशन अपने-आप होता है।",
        ),
        Tr(
            "Keyboard: Tab to the board, arrow keys between squares, Enter or Space to pick up and put down, Escape to cancel. Elsewhere on the page the left and right arrows step through the moves played.",
            "कीबोर्ड: Tab से बिसात पर जाएँ, तीर वाली कुंजियों से खाने बदलें, Enter या Space से मोहरा उठाएँ और रखें, Escape से रद्द करें। पन्ने पर बाक़ी जगह बाएँ-दाएँ तीर खेली गई चालों में आगे-पीछे ले जाते हैं।",
        ),
        Tr(
            "The \"Start counting\" and \"Stop counting\" buttons under the board appear exactly when the player to move may use them; press one, then make your move. The computer decides its own counting.",
            "बिसात के नीचे \"गिनती शुरू\" और \"गिनती रोकें\" बटन ठीक तभी दिखते हैं जब चलने वाला खिलाड़ी उनका इस्तेमाल कर सकता है; बटन दबाइए, फिर अपनी चाल चलिए। कंप्यूटर अपनी गिनती ख़ुद तय करता है।",
        ),
        Tr(
            "Moves are written in algebraic notation with these letters: K Khun, M Met, S Khon, N Ma, R Rua, M~ Bia ngai, none for a Bia. x takes, =M~ promotes, + is check and # checkmate; ▸ marks a move that starts board counting and ■ one that stops it. Click a move to see the position after it.",
            "चालें बीजगणितीय संकेतों में इन अक्षरों से लिखी जाती हैं: K Khun, M Met, S Khon, N Ma, R Rua, M~ Bia ngai, और Bia के लिए कोई अक्षर नहीं। x यानी काटना, =M~ यानी प्रमोशन, + शह और # शह-मात; ▸ उस चाल पर लगता है जिससे बोर्ड गिनती शुरू हुई और ■ उस पर जिससे रुकी। किसी चाल पर क्लिक करके उसके बाद की स्थिति देखें।",
        ),
        Tr(
            "Against the computer you choose your colour and the level, with no clock, and may take moves back. Between two people on one device there is no take-back; a clock of 5 minutes and then 3 periods of 30 seconds (byo-yomi) can be switched on: after the main time each move has 30 seconds, and every full 30 seconds used spends one period.",
            "कंप्यूटर के ख़िलाफ़ आप अपना रंग और स्तर चुनते हैं, घड़ी नहीं होती, और चालें वापस ले सकते हैं। एक डिवाइस पर दो लोगों के खेल में चाल वापस नहीं होती; चाहें तो घड़ी चालू कर सकते हैं: 5 मिनट, फिर 30 सेकंड के 3 पीरियड (ब्योयोमी)। मुख्य समय के बाद हर चाल के लिए 30 सेकंड मिलते हैं, और हर पूरे 30 सेकंड बीतने पर एक पीरियड ख़र्च होता है।",
        ),
        Tr(
            "\"Show the best move\" asks the computer and marks its choice on the board. \"Position (FEN)\" shows the position to copy, and starts a game from any FEN you paste.",
            "\"सबसे अच्छी चाल दिखाएँ\" कंप्यूटर से पूछता है और उसकी चाल बिसात पर दिखाता है। \"स्थिति (FEN)\" से स्थिति कॉपी कर सकते हैं, और कोई भी FEN चिपकाकर उससे खेल शुरू कर सकते हैं।",
        ),
    ])],
};

#[component]
pub fn MakrukRulesPage() -> impl IntoView {
    let figure = view! { <MakrukDrawing /> }.into_any();
    rules_article(GameId::Makruk, figure, MAKRUK, &MAKRUK_IN_THE_APP)
}
