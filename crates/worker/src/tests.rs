//! The dispatcher answers JSON text with JSON text, for every game.

use super::*;
use ttakji_engine::backgammon::{Board, Dice, MatchState, START_ID};
use ttakji_engine::chinese_checkers as cc;
use ttakji_engine::makruk;
use ttakji_engine::morris::{self, MorrisKind, Variant};
use ttakji_engine::Level;
use ttakji_protocol::VERSION;

fn clock() -> f64 {
    0.0
}

fn strings(moves: &[&str]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

fn easy(seed: u64) -> Ask {
    Ask::BestMove {
        level: Level::Easy,
        seed,
    }
}

fn request(game: GameId, position: &str, moves: &[&str], ask: Ask) -> Request {
    let mut req = Request::new(game, position, strings(moves), ask);
    req.id = 7;
    req
}

/// The reply to `req`, through JSON text both ways.
fn reply(req: &Request) -> Reply {
    reply_to(&req.encode())
}

fn reply_to(text: &str) -> Reply {
    let done = answer(text, &clock);
    Reply::decode(&done.reply).expect("the reply is readable")
}

/// The move answered, checking the id.
fn move_of(req: &Request) -> String {
    let r = reply(req);
    assert_eq!(r.id, req.id);
    match r.answer {
        Answer::Move { mv, .. } => mv,
        other => panic!("not a move: {other:?}"),
    }
}

/// The error answered, checking the id.
fn error_of(req: &Request) -> String {
    let r = reply(req);
    assert_eq!(r.id, req.id);
    message(r)
}

fn message(r: Reply) -> String {
    match r.answer {
        Answer::Error { message } => message,
        other => panic!("not an error: {other:?}"),
    }
}

/// Whether `mv` may follow the request's moves (through the registry, like the worker).
fn legal_next(req: &Request, mv: &str) -> bool {
    let mut moves = req.moves.clone();
    moves.push(mv.to_string());
    let position = Some(req.position.as_str()).filter(|p| !p.is_empty());
    registry::game(req.game)
        .open(&Settings(req.settings.clone()), position, &moves)
        .is_ok()
}

// Morris games.

fn tigadi(moves: &[&str]) -> Request {
    let v = Variant::preset(MorrisKind::Tigadi, false);
    request(
        GameId::Tigadi,
        &morris::Position::start(v).to_text(),
        moves,
        easy(1),
    )
    .with_setting("flying", "off")
}

#[test]
fn answers_a_legal_tigadi_move() {
    let req = tigadi(&["d6", "a1"]);
    let mv = move_of(&req);
    assert!(legal_next(&req, &mv), "{mv} is legal");
}

#[test]
fn answers_nine_mens_morris_with_or_without_flying() {
    for flying in ["on", "off"] {
        let req = request(GameId::NineMensMorris, "", &["d6", "a1"], easy(2))
            .with_setting("flying", flying);
        let mv = move_of(&req);
        assert!(legal_next(&req, &mv), "{mv} is legal");
    }
    let req = request(GameId::NineMensMorris, "", &[], easy(2)).with_setting("flying", "maybe");
    assert!(error_of(&req).contains("on or off"));
}

// Makruk.

fn makruk(start: &str, moves: &[&str]) -> Request {
    let mut req = request(GameId::Makruk, start, moves, easy(1));
    req.id = 3;
    req
}

#[test]
fn answers_a_makruk_turn() {
    let req = makruk(makruk::START_FEN, &["e3e4", "d6d5"]);
    let turn = move_of(&req);
    assert!(legal_next(&req, &turn), "{turn} is legal");
    // Mate in one is found, and the reply is the turn in UCI.
    let req = makruk("k7/8/1K6/8/8/8/8/7R w - - 0 1", &[]);
    assert_eq!(move_of(&req), "h1h8");
    // The start position by default.
    let req = makruk("", &["e3e4"]);
    assert!(legal_next(&req, &move_of(&req)));
}

#[test]
fn bad_makruk_input_is_an_error() {
    for (start, moves, wanted) in [
        ("not a fen", vec![], "bad FEN"),
        (makruk::START_FEN, vec!["e3e5"], "illegal move"),
        // A move that cannot start the count (MK-8): the reason is named.
        (
            makruk::START_FEN,
            vec!["start:e3e4"],
            "board counting cannot be started now: start:e3e4",
        ),
        (makruk::START_FEN, vec!["Nf3"], "not a Makruk move"),
        (
            "k7/8/1K6/8/8/8/8/7R w - - 0 1",
            vec!["h1h8"],
            "the game is over",
        ),
    ] {
        let e = error_of(&makruk(start, &moves));
        assert!(e.contains(wanted), "{e}");
    }
}

// Chinese Checkers.

fn cc_request(start: &str, moves: &[String], level: Level) -> Request {
    let mut req = Request::new(
        GameId::ChineseCheckers,
        start,
        moves.to_vec(),
        Ask::BestMove { level, seed: 3 },
    );
    req.id = 9;
    req
}

#[test]
fn answers_a_chinese_checkers_move_for_any_seat() {
    let config = cc::Config::new(3, 10, false, false).unwrap();
    let start = cc::Position::start(&config).to_text();
    let mut moves: Vec<String> = Vec::new();
    // Three moves: one for each seat, S, NW, NE, each answered and legal in turn.
    for _ in 0..3 {
        let req = cc_request(&start, &moves, Level::Easy);
        let mv = move_of(&req);
        assert!(legal_next(&req, &mv), "{mv} is legal");
        moves.push(mv);
    }
    let g = registry::game(GameId::ChineseCheckers)
        .open(&Settings::default(), Some(&start), &moves)
        .unwrap();
    assert_eq!(g.move_texts().len(), 3);
    assert_eq!(
        g.to_move(),
        ttakji_engine::core::ToMove::Seat(cc::Corner::S as u8)
    );
    // The page's moves list every hole visited; the answer is `from-to`, which the page's
    // position reads.
    let p = cc::Position::from_text(&start).unwrap();
    let mv = move_of(&cc_request(&start, &[], Level::Easy));
    assert!(p.parse_move(&mv).is_ok(), "{mv}");
    let full = p.parse_move(&mv).unwrap().to_string();
    let req = cc_request(&start, &[full], Level::Easy);
    assert!(legal_next(&req, &move_of(&req)));
}

#[test]
fn bad_chinese_checkers_input_is_an_error() {
    let start = cc::Position::start(&cc::Config::default()).to_text();
    for (start, moves, wanted) in [
        ("2 10 - nonsense S -", vec![], "bad position"),
        (start.as_str(), vec!["0-1"], "illegal move"),
        (start.as_str(), vec!["banana"], "malformed move"),
    ] {
        let e = error_of(&cc_request(start, &strings(&moves), Level::Easy));
        assert!(e.contains(wanted), "{e}");
    }
}

// Backgammon: the computer's plays and decisions are best moves of positions.

fn bg(position: &str, seed: u64) -> Request {
    let mut req = request(GameId::Backgammon, position, &[], easy(seed));
    req.id = 4;
    req
}

fn full_id(board: &str, st: &MatchState) -> String {
    format!("{board}:{}", st.match_id())
}

/// The Position ID of these checkers.
fn board_id(checkers: [[u8; 25]; 2]) -> String {
    Board::from_checkers(checkers).unwrap().position_id()
}

/// `st` with its game started by `first` rolling `dice`.
fn started(mut st: MatchState, first: usize, dice: Dice) -> MatchState {
    st.start_game(first, dice).unwrap();
    st
}

/// A money game (no Jacoby rule) that player 0 opens with 3-1.
fn money_opening() -> MatchState {
    started(MatchState::money(false), 0, Dice::new(3, 1).unwrap())
}

/// A money game, cube in the middle, in which `on_roll` is to roll (the opening 2-1 was
/// its).
fn to_roll(on_roll: usize) -> MatchState {
    let mut st = started(MatchState::money(false), on_roll, Dice::new(2, 1).unwrap());
    st.dice = None;
    st
}

// Black (the computer) to roll in a money game, cube in the middle, 25 pips ahead with
// contact: every level doubles, and takes (tests/backgammon.test.mjs, DOUBLE_TAKE).
const DOUBLE_TAKE: &str = "4Fvw4ADgc4cHAA:cAkAAAAAAAAE";
// Black to roll with all fifteen on its 13-point; White has one checker left.
const LOST_RACE: &str = "AQAAAMD/HwAAAA:cAkAAAAAAAAE";

fn every_level(req: &Request) -> Vec<String> {
    Level::ALL
        .iter()
        .map(|&level| {
            let mut r = req.clone();
            r.ask = Ask::BestMove { level, seed: 5 };
            move_of(&r)
        })
        .collect()
}

#[test]
fn plays_a_legal_opening() {
    let st = started(MatchState::new(5), 0, Dice::new(3, 1).unwrap());
    let req = bg(&full_id(START_ID, &st), 3);
    let text = move_of(&req);
    let board = Board::start();
    assert!(
        board.parse_play(Dice::new(3, 1).unwrap(), &text).is_ok(),
        "{text}"
    );
    assert!(legal_next(&req, &text));
}

#[test]
fn no_double_at_the_start_and_a_take_is_answered() {
    let mut st = money_opening();
    st.pass_turn().unwrap();
    // Before the roll, not doubling is a roll (drawn from the seed).
    let req = bg(&full_id(START_ID, &st), 3);
    for mv in every_level(&req) {
        assert!(
            mv.len() == 2 && mv.chars().all(|c| ('1'..='6').contains(&c)),
            "{mv}"
        );
    }
    let roll = move_of(&req);
    assert_eq!(
        move_of(&bg(&full_id(START_ID, &st), 3)),
        roll,
        "the seed decides"
    );
    st.double().unwrap();
    let req = bg(&full_id(START_ID, &st), 3);
    assert_eq!(every_level(&req), ["take"; 3], "an even position is a take");
}

#[test]
fn doubles_and_takes_a_strong_position() {
    let req = bg(DOUBLE_TAKE, 1);
    assert_eq!(every_level(&req), ["double"; 3]);
    let mut req = req;
    req.moves = strings(&["double"]);
    assert_eq!(every_level(&req), ["take"; 3]);
    // Without the cube, nobody doubles.
    let req = bg(DOUBLE_TAKE, 1).with_setting("no-cube", "");
    assert!(every_level(&req).iter().all(|mv| mv.parse::<u8>().is_ok()));
}

#[test]
fn drops_a_hopeless_double() {
    // White on roll with one checker left against fifteen on Black's 13-point doubles; Black
    // drops at every level.
    let mut c = [[0u8; 25]; 2];
    c[0][0] = 1;
    c[1][12] = 15;
    let mut st = to_roll(0);
    st.double().unwrap();
    let req = bg(&full_id(&board_id(c), &st), 1);
    assert_eq!(every_level(&req), ["drop"; 3]);
}

#[test]
fn bg_17_a_lost_race_is_resigned_as_a_gammon_and_answered() {
    // Black on roll with all fifteen on its 13-point; White bears off its last checker
    // next turn: a gammon, no backgammon.
    let mut c = [[0u8; 25]; 2];
    c[0][12] = 15;
    c[1][0] = 1;
    let st = to_roll(1);
    let position = full_id(&board_id(c), &st);
    assert_eq!(every_level(&bg(&position, 1)), ["resign 2"; 3]);
    assert_eq!(every_level(&bg(LOST_RACE, 1)), ["resign 2"; 3]);
    let no_resign = move_of(&bg(&full_id(START_ID, &st), 1));
    assert!(!no_resign.starts_with("resign"), "{no_resign}");
    // White accepts a gammon (at every level, although at the hard level accepting and
    // playing on are worth the same here, 2 points), and plays on against a single.
    let mut req = bg(&position, 1);
    req.moves = strings(&["resign 2"]);
    assert_eq!(every_level(&req), ["accept"; 3]);
    req.moves = strings(&["resign 1"]);
    assert_eq!(every_level(&req), ["reject"; 3]);
}

#[test]
fn backgammon_settings_and_bad_ids() {
    // The Jacoby rule and the cube are settings of a money game.
    let st = money_opening();
    let req = bg(&full_id(START_ID, &st), 3).with_setting("jacoby", "");
    assert!(legal_next(&req, &move_of(&req)));
    // A position with no legal play: the empty play, `pass`. White has two on the bar
    // against Black's closed home board.
    let mut c = [[0u8; 25]; 2];
    c[0][24] = 2;
    c[0][5] = 13;
    c[1][..6].fill(2);
    c[1][12] = 3;
    let closed = Board::from_checkers(c).unwrap();
    let dice = Dice::new(6, 5).unwrap();
    assert!(closed.legal_plays(dice).is_empty());
    let st = started(MatchState::money(false), 0, dice);
    let req = bg(&full_id(&closed.position_id(), &st), 3);
    assert_eq!(move_of(&req), "pass");
    assert!(legal_next(&req, "pass"));
    let st = MatchState::new(5);
    for (position, wanted) in [
        ("nonsense".to_string(), ""),
        (format!("{START_ID}:AAAA"), ""),
        (full_id(START_ID, &st), "the game is over"),
    ] {
        let e = error_of(&bg(&position, 3));
        assert!(e.contains(wanted), "{position}: {e}");
    }
    let st = money_opening();
    let e = error_of(&bg(&full_id(START_ID, &st), 3).with_setting("flying", "on"));
    assert!(e.contains("backgammon takes no setting 'flying'"), "{e}");
}

#[test]
fn backgammon_requests_are_told_apart_for_the_bear_off_build() {
    let st = started(MatchState::new(5), 0, Dice::new(3, 1).unwrap());
    let done = answer(&bg(&full_id(START_ID, &st), 3).encode(), &clock);
    assert_eq!(done.game, Some(GameId::Backgammon));
    assert_eq!(
        answer(&tigadi(&[]).encode(), &clock).game,
        Some(GameId::Tigadi)
    );
    assert_eq!(answer("not json", &clock).game, None);
    assert_eq!(Answered::not_text().game, None);
    prepare(None);
    prepare(Some(GameId::Tigadi));
}

// Reviews: a move played, against the best.

fn review_of(req: &Request) -> Option<ttakji_protocol::Reviewed> {
    let r = reply(req);
    assert_eq!(r.id, req.id);
    match r.answer {
        Answer::Review { ply, review } => {
            let Ask::Review { ply: asked, .. } = req.ask else {
                panic!("not a review request")
            };
            assert_eq!(ply, asked);
            review
        }
        other => panic!("not a review: {other:?}"),
    }
}

fn review_ask(ply: usize) -> Ask {
    Ask::Review {
        level: Level::Easy,
        ply,
        count: Some(2),
    }
}

#[test]
fn reviews_give_the_loss_of_a_move_in_every_game() {
    let cc_start = cc::Position::start(&cc::Config::default()).to_text();
    for (game, position, moves) in [
        (GameId::Makruk, "", vec!["e3e4", "d6d5"]),
        (GameId::NineMensMorris, "", vec!["d6", "a1"]),
        (GameId::Tigadi, "", vec!["d6", "a1"]),
        (GameId::ChineseCheckers, cc_start.as_str(), vec!["115-104"]),
        (GameId::Backgammon, "", vec!["31", "8/5 6/5"]),
    ] {
        let ply = moves.len() - 1;
        let req = request(game, position, &moves, review_ask(ply));
        let r = review_of(&req).unwrap_or_else(|| panic!("{game}: no review"));
        assert_eq!(r.played, *moves.last().unwrap(), "{game}");
        assert!(!r.best.is_empty() && r.best.len() <= 2, "{game}: {r:?}");
        assert_eq!(r.best_value, r.best[0].1, "{game}");
        let played = r.played_value.expect("every legal move is ranked");
        assert_eq!(r.loss, (r.best_value - played).max(0), "{game}: {r:?}");
        assert!(r.choice, "{game}");
    }
    // A roll with the cube available is reviewed as the player on roll's cube decision;
    // without the cube it is nobody's choice. A move past the end is refused.
    let req = request(GameId::Backgammon, "", &["31", "8/5 6/5"], review_ask(0));
    let cube = review_of(&req).expect("a cube decision");
    assert_eq!(
        (cube.seat, cube.best[0].0.as_str()),
        (0, "no-double"),
        "{cube:?}"
    );
    assert_eq!(review_of(&req.with_setting("no-cube", "")), None);
    let req = request(GameId::Makruk, "", &["e3e4"], review_ask(1));
    assert!(error_of(&req).contains("no move 1 to review"));
}

#[test]
fn a_review_counts_a_thrown_away_piece_as_a_blunder() {
    // White threatens a mill at a7 d7 g7 in placement; Black, to play, must block at g7:
    // the block is not marked, anything else throws a piece away.
    let moves = ["a7", "a1", "d7", "g7"];
    let req = request(GameId::NineMensMorris, "", &moves, review_ask(3));
    let best = review_of(&req).unwrap();
    assert_eq!(best.mark, None, "{best:?}");
    let blunder = ["a7", "a1", "d7", "b2"];
    let req = request(GameId::NineMensMorris, "", &blunder, review_ask(3));
    let r = review_of(&req).unwrap();
    assert_eq!(r.best[0].0, "g7", "{r:?}");
    assert!(r.mark.is_some(), "{r:?}");
}

#[test]
fn a_backgammon_hint_before_the_roll_gives_the_cube_decision() {
    let hint = Ask::Hint {
        level: Level::Easy,
        count: None,
    };
    let early = request(
        GameId::Backgammon,
        &full_id(START_ID, &to_roll(0)),
        &[],
        hint,
    );
    let Answer::Hint { moves, cube } = reply(&early).answer else {
        panic!("not a hint")
    };
    let cube = cube.expect("the cube is in the middle");
    assert_eq!(cube.proper, "no-double-take", "{cube:?}");
    assert!(
        cube.no_double > cube.double_take.min(cube.double_pass),
        "{cube:?}"
    );
    let names: Vec<&str> = moves.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(names, ["no-double", "double"]);
    // With the dice rolled there is no cube decision.
    let rolled = request(
        GameId::Backgammon,
        &full_id(START_ID, &money_opening()),
        &[],
        hint,
    );
    assert!(matches!(
        reply(&rolled).answer,
        Answer::Hint { cube: None, .. }
    ));
}

// Hints: the best moves of every game, ranked.

#[test]
fn hints_rank_legal_moves_in_every_game() {
    let st = money_opening();
    let bg_position = full_id(START_ID, &st);
    let cc_start = cc::Position::start(&cc::Config::default()).to_text();
    for (game, position, moves, settings) in [
        (GameId::Makruk, "", vec!["e3e4"], vec![]),
        (
            GameId::NineMensMorris,
            "",
            vec!["d6"],
            vec![("flying", "on")],
        ),
        (GameId::Tigadi, "", vec![], vec![("flying", "off")]),
        (GameId::ChineseCheckers, cc_start.as_str(), vec![], vec![]),
        (GameId::Backgammon, bg_position.as_str(), vec![], vec![]),
        (GameId::Backgammon, DOUBLE_TAKE, vec![], vec![]),
    ] {
        let mut req = request(
            game,
            position,
            &moves,
            Ask::Hint {
                level: Level::Easy,
                count: Some(3),
            },
        );
        for (n, v) in settings {
            req = req.with_setting(n, v);
        }
        let r = reply(&req);
        assert_eq!(r.id, 7);
        let Answer::Hint { moves: ranked, .. } = r.answer else {
            panic!("{game}: not a hint: {:?}", r.answer);
        };
        assert!(
            !ranked.is_empty() && ranked.len() <= 3,
            "{game}: {ranked:?}"
        );
        assert!(
            ranked.windows(2).all(|w| w[0].1 >= w[1].1),
            "{game}: best first: {ranked:?}"
        );
        for (mv, _) in &ranked {
            // Backgammon's cube decision before the roll: double against not doubling.
            let no_double = game == GameId::Backgammon && mv == "no-double";
            assert!(no_double || legal_next(&req, mv), "{game}: {mv} is legal");
        }
        if position == DOUBLE_TAKE {
            let names: Vec<&str> = ranked.iter().map(|(m, _)| m.as_str()).collect();
            assert_eq!(names, ["double", "no-double"], "{ranked:?}");
        }
        // All of them without a count.
        req.ask = Ask::Hint {
            level: Level::Easy,
            count: None,
        };
        let Answer::Hint { moves: all, .. } = reply(&req).answer else {
            panic!("{game}: not a hint");
        };
        assert!(all.len() >= ranked.len(), "{game}");
    }
    let e = error_of(&request(
        GameId::Makruk,
        "k7/8/1K6/8/8/8/8/7R w - - 0 1",
        &["h1h8"],
        Ask::Hint {
            level: Level::Easy,
            count: None,
        },
    ));
    assert!(e.contains("the game is over"), "{e}");
}

// Bad input of every kind.

#[test]
fn bad_input_is_an_error_not_a_panic() {
    assert!(message(reply_to("not json")).starts_with("bad request"));
    let r = reply_to(&format!(
        r#"{{"version":{VERSION},"id":5,"game":"chess","ask":{{"kind":"hint","level":"easy"}}}}"#
    ));
    assert_eq!(r.id, 5);
    assert!(message(r).contains("unknown game 'chess'"));
    let mut req = tigadi(&["d6", "d6"]);
    assert_eq!(error_of(&req), "illegal move: d6");
    req.moves.clear();
    req.position = "garbage".into();
    assert!(!error_of(&req).is_empty());
    let text = tigadi(&[]).encode().replace("\"easy\"", "\"expert\"");
    let r = reply_to(&text);
    assert_eq!(r.id, 7);
    assert!(message(r).contains("unknown level 'expert'"));
    for text in [
        "",
        "null",
        "[]",
        "{}",
        "\"ready\"",
        "{\"id\":18446744073709551615}",
    ] {
        assert!(
            matches!(reply_to(text).answer, Answer::Error { .. }),
            "{text:?}"
        );
    }
    // Garbage positions and moves of every game.
    for game in GameId::ALL {
        for position in ["x", "::::", "\u{1F600}", "9999999999999999999999", " "] {
            let req = request(game, position, &[], easy(1));
            assert!(!error_of(&req).is_empty(), "{game} {position:?}");
        }
        for mv in ["", "x", "-", "999-999", "resign 9", "\u{0}"] {
            let req = request(game, "", &[mv], easy(1));
            let r = reply(&req);
            assert!(
                matches!(r.answer, Answer::Error { .. }),
                "{game} {mv:?}: {r:?}"
            );
        }
    }
}

#[test]
fn another_version_is_refused_naming_both() {
    let mut req = tigadi(&[]);
    req.version = VERSION + 1;
    let e = error_of(&req);
    assert!(
        e.contains(&format!("version {}", VERSION + 1))
            && e.contains(&format!("version {VERSION}")),
        "{e}"
    );
    // The page before this protocol.
    let old =
        r#"{"id":7,"game":"tigadi","flying":false,"start":"x","moves":[],"level":"easy","seed":1}"#;
    let r = reply_to(old);
    assert_eq!(r.id, 7);
    assert!(message(r).contains("no protocol version"));
}

// Limits (issue 12): every number or list a page can send.

/// `count` moves of a two-player Chinese Checkers game played at random from a seed (no
/// rule ends a game that never crosses, so it runs as long as wanted).
fn random_cc_moves(count: usize) -> Vec<String> {
    let mut p = cc::Position::start(&cc::Config::default());
    let mut rng = ttakji_engine::rng::Rng::new(12);
    (0..count)
        .map(|_| {
            let moves = p.legal_moves();
            let mv = moves[rng.below(moves.len())].clone();
            p.play(&mv).expect("a legal move");
            mv.short()
        })
        .collect()
}

#[test]
fn a_move_list_up_to_the_limit_is_answered_and_a_longer_one_refused() {
    use ttakji_engine::core::registry::MAX_MOVES;
    let mut moves = random_cc_moves(MAX_MOVES + 1);
    let over = cc_request("", &moves, Level::Easy);
    let e = error_of(&over);
    assert!(
        e.contains(&format!("at most {MAX_MOVES} moves, not {}", MAX_MOVES + 1)),
        "{e}"
    );
    moves.pop();
    let req = cc_request("", &moves, Level::Easy);
    let mv = move_of(&req);
    let g = registry::game(GameId::ChineseCheckers)
        .open(&Settings::default(), None, &moves)
        .unwrap();
    assert!(g.legal_moves().contains(&mv), "{mv}");
}

#[test]
fn a_hint_count_from_one_to_the_limit_is_answered_and_others_refused() {
    use ttakji_engine::core::registry::MAX_HINT_COUNT;
    let hint = |count| {
        request(
            GameId::Makruk,
            "",
            &[],
            Ask::Hint {
                level: Level::Easy,
                count,
            },
        )
    };
    for count in [0, MAX_HINT_COUNT + 1, usize::MAX] {
        let e = error_of(&hint(Some(count)));
        assert!(
            e.contains(&format!("count takes 1 to {MAX_HINT_COUNT}, not {count}")),
            "{e}"
        );
    }
    // Makruk's start has 23 moves: a count of 1000 lists them all, 1 lists one.
    for (count, listed) in [(1, 1), (MAX_HINT_COUNT, 23)] {
        match reply(&hint(Some(count))).answer {
            Answer::Hint { moves, .. } => assert_eq!(moves.len(), listed, "{count}"),
            other => panic!("not a hint: {other:?}"),
        }
    }
}
