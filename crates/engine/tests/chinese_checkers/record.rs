//! Chinese Checkers game records: the PGN-like text with the players and marbles as tags,
//! the start as a FEN tag (the position text), a number for every move and the finishing
//! order as the Result.

use ttakji_engine::core::record::{read_games, write_games, GameText};
use ttakji_engine::core::registry::game;
use ttakji_engine::core::Settings;
use ttakji_engine::GameId;

use crate::common::{at, s_nearly_home, two};

fn record(settings: &Settings, start: Option<&str>, moves: &[String]) -> GameText {
    let h = game(GameId::ChineseCheckers)
        .open(settings, start, moves)
        .unwrap();
    GameText::of(GameId::ChineseCheckers, settings, h.as_ref()).unwrap()
}

#[test]
fn every_move_has_its_number_and_the_players_are_tags() {
    let three = Settings(vec![("players".into(), "3".into())]);
    let moves = ["111-102".to_string(), "12-14".into(), "19-18".into()];
    let text = write_games(&[record(&three, None, &moves)]).unwrap();
    assert!(
        text.ends_with(
            "[Variant \"Chinese Checkers\"]\n[Players \"3\"]\n\n1. 111-102 2. 12-14 3. 19-18 *\n"
        ),
        "{text}"
    );
    let read = read_games(&text, None).unwrap();
    assert_eq!(
        (read[0].settings.clone(), read[0].moves.clone()),
        (three, moves.to_vec())
    );
}

#[test]
fn the_finishing_order_is_the_result_and_the_start_a_fen_tag() {
    let start = s_nearly_home(&two(), false).to_text();
    let g = record(
        &Settings::default(),
        Some(&start),
        &[format!("{}-9", at(2, 4))],
    );
    assert_eq!(g.tag("Result"), Some("S"));
    let text = write_games(std::slice::from_ref(&g)).unwrap();
    assert!(
        text.contains(&format!("[SetUp \"1\"]\n[FEN \"{start}\"]\n")),
        "{text}"
    );
    // PGN's movetext ends in one of its four results: `*` for an order of places.
    assert!(text.ends_with(&format!("1. {}-9 *\n", at(2, 4))), "{text}");
    assert_eq!(read_games(&text, None).unwrap(), [g]);
}

#[test]
fn teams_and_play_on_are_yes_tags() {
    let four = Settings(vec![
        ("players".into(), "4".into()),
        ("teams".into(), String::new()),
    ]);
    let text = write_games(&[record(&four, None, &[])]).unwrap();
    assert!(
        text.contains("[Players \"4\"]\n[Teams \"yes\"]\n"),
        "{text}"
    );
    assert_eq!(read_games(&text, None).unwrap()[0].settings, four);
    let no = text.replace("[Teams \"yes\"]", "[Teams \"no\"]");
    assert_eq!(read_games(&no, None).unwrap()[0].settings.0.len(), 1);
    let bad = text.replace("[Teams \"yes\"]", "[Teams \"maybe\"]");
    let e = read_games(&bad, None).unwrap_err();
    assert!(e.contains("Teams takes yes or no, not 'maybe'"), "{e}");
}
