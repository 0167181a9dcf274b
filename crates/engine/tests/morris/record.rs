//! Nine Men's Morris and Tigadi game records: the PGN-like text Sanmill (7.4.2) exports
//! and imports, with a Variant tag of our own for Tigadi and the flying setting as a tag.

use ttakji_engine::core::record::{read_games, write_games, GameText};
use ttakji_engine::core::registry::game;
use ttakji_engine::core::Settings;
use ttakji_engine::GameId;

/// A mill on the top row: White's third piece removes b6.
const MILL: [&str; 5] = ["a7", "b6", "d7", "b4", "g7xb6"];

fn record(id: GameId, settings: &Settings, moves: &[&str]) -> GameText {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let h = game(id).open(settings, None, &moves).unwrap();
    GameText::of(id, settings, h.as_ref()).unwrap()
}

#[test]
fn a_game_is_written_as_sanmill_writes_it_with_flying_as_a_tag() {
    let flying_off = Settings(vec![("flying".into(), "off".into())]);
    let text = write_games(&[record(GameId::NineMensMorris, &flying_off, &MILL)]).unwrap();
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[Variant \"Nine Men's Morris\"]\n[Flying \"off\"]\n\n\
         1. a7 b6 2. d7 b4 3. g7xb6 *\n"
    );
}

#[test]
fn tigadi_has_a_variant_tag_of_its_own() {
    let text = write_games(&[record(GameId::Tigadi, &Settings::default(), &["d6"])]).unwrap();
    assert!(text.contains("[Variant \"Tigadi\"]\n"), "{text}");
    let read = read_games(&text, None).unwrap();
    assert_eq!(
        (read[0].game, read[0].moves.clone()),
        (GameId::Tigadi, vec!["d6".into()])
    );
}

/// The same game as Sanmill 7.4.2 copies it: its tags (`ImportService.addTagPairs`), CRLF
/// line ends, a round a line, the result after a space; then with capitals, as it writes
/// for screen readers, and a `!?` mark.
const SANMILL: &str = "[Event \"Sanmill-Game\"]\r\n[Site \"Sanmill\"]\r\n[Date \"2026.1.5\"]\r\n\
    [Round \"3\"]\r\n[White \"Human\"]\r\n[Black \"AI\"]\r\n[Result \"*\"]\r\n\
    [Variant \"Nine Men's Morris\"]\r\n[PlyCount \"6\"]\r\n\r\n1. a7 b6\r\n2. d7 b4\r\n3. g7xb6 *\r\n\
    \r\n[Variant \"Nine Men's Morris\"]\r\n\r\n1. A7 B6\r\n2. D7 B4??\r\n3. G7xB6!? *";

#[test]
fn a_sanmill_export_reads_with_its_tags_kept() {
    let games = read_games(SANMILL, None).unwrap();
    assert_eq!(games.len(), 2);
    for g in &games {
        assert_eq!(g.game, GameId::NineMensMorris);
        assert_eq!(g.moves, MILL);
    }
    assert_eq!(games[0].tag("PlyCount"), Some("6"));
    assert_eq!(games[0].tag("Event"), Some("Sanmill-Game"));
}

#[test]
fn a_move_list_without_tags_reads_as_the_game_asked_for() {
    let moves = "1. a7 b6 2. d7 b4 3. g7xb6";
    let read = read_games(moves, Some(GameId::NineMensMorris)).unwrap();
    assert_eq!(read[0].moves, MILL);
    let e = read_games(moves, None).unwrap_err();
    assert!(e.contains("game 1") && e.contains("no Variant tag"), "{e}");
}

#[test]
fn bad_records_are_refused_naming_what_is_wrong() {
    let e = read_games("[Variant \"Twelve Men's Morris\"]\n\n1. a7 *", None).unwrap_err();
    assert!(
        e.contains("unknown Variant 'Twelve Men's Morris'") && e.contains("Tigadi"),
        "{e}"
    );
    let e = read_games("[Variant \"Nine Men's Morris\"]\n\n1. a7 a7 *", None).unwrap_err();
    assert!(e.starts_with("game 1 (line 1): move 2 (a7): "), "{e}");
    let e = read_games(
        "[Variant \"Nine Men's Morris\"]\n[Flying \"often\"]\n\n*",
        None,
    )
    .unwrap_err();
    assert!(e.contains("often"), "{e}");
}

#[test]
fn a_start_position_is_sanmills_fen_and_reads_back() {
    let start = "BW./.W./.../.B..B./.../.W./... w 6 6 0 6";
    let h = game(GameId::NineMensMorris)
        .open(&Settings::default(), Some(start), &["d1".into()])
        .unwrap();
    let g = GameText::of(GameId::NineMensMorris, &Settings::default(), h.as_ref()).unwrap();
    let text = write_games(std::slice::from_ref(&g)).unwrap();
    // The rings inner, middle, outer, each from its top middle point clockwise.
    let fen = "********/O*@*O*@*/O******@ w p p 3 6 3 6 0 0 0 0 0 0 0 0 4";
    assert!(
        text.contains(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n")),
        "{text}"
    );
    assert_eq!(read_games(&text, None).unwrap(), std::slice::from_ref(&g));
    // Sanmill writes FEN before SetUp; our own position text reads too.
    let sanmill = format!(
        "[FEN \"{fen}\"]\r\n[SetUp \"1\"]\r\n[Variant \"Nine Men's Morris\"]\r\n\r\n4. d1 *"
    );
    assert_eq!(
        read_games(&sanmill, None).unwrap()[0].start.as_deref(),
        Some(start)
    );
    let ours = text.replace(fen, start);
    assert_eq!(read_games(&ours, None).unwrap(), [g]);
}

#[test]
fn sanmill_fens_this_engine_cannot_hold_are_refused_saying_why() {
    let cases = [
        (
            "********/O*@*O*@*/O******@ w m r 3 6 3 6 1 0 0 0 0 0 0 0 4",
            "waiting for a removal",
        ),
        (
            "********/O*@*O*@*/O******@ w p p 3 6 3 6 0 0 0 0 0 0 0 0 4 c:w-0-|b-1-9",
            "capture markers",
        ),
        (
            "********/O*@*O*@*/O******@ w p p 4 6 3 6 0 0 0 0 0 0 0 0 4",
            "White has 3 pieces on the board, not 4",
        ),
        (
            "********/O*X*O*@*/O******@ w p p 3 6 3 6 0 0 0 0 0 0 0 0 4",
            "'X' on f4 is not O, @ or *",
        ),
    ];
    for (fen, message) in cases {
        let text = format!("[Variant \"Nine Men's Morris\"]\n[FEN \"{fen}\"]\n\n*");
        let e = read_games(&text, None).unwrap_err();
        assert!(
            e.contains("Sanmill FEN") && e.contains(message),
            "{fen}: {e}"
        );
    }
}
