//! Makruk's game records: PGN as pychess-variants exports it, in Fairy-Stockfish's SAN
//! (checked against pyffish by scripts/makruk-pgn-check.py), counting kept as comments.

use ttakji_engine::core::record::{read_games, write_games, GameText};
use ttakji_engine::core::registry::game;
use ttakji_engine::core::Settings;
use ttakji_engine::makruk::san::{fairy_san, read_san};
use ttakji_engine::GameId;

use crate::common::{mv, pos};

/// The record of the game played from `start` (the standard one when `None`) by `moves`.
fn record(start: Option<&str>, moves: &[&str]) -> GameText {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let h = game(GameId::Makruk)
        .open(&Settings::default(), start, &moves)
        .unwrap();
    GameText::of(GameId::Makruk, &Settings::default(), h.as_ref()).unwrap()
}

#[test]
fn the_shortest_mate_is_written_as_pychess_writes_it() {
    let mut g = record(None, &["b1d2", "b8d7", "d2c4", "g8e7", "c4d6"]);
    g.set_tag("White", "Somchai");
    g.set_tag("Date", "2026.12.01");
    let text = write_games(&[g]).unwrap();
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"?\"]\n\
         [White \"Somchai\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[Variant \"makruk\"]\n\
         [Termination \"checkmate\"]\n\n1. Nd2 Nd7 2. Nc4 Ne7 3. Nxd6# 1-0\n"
    );
}

#[test]
fn a_start_position_is_a_fen_tag_and_black_to_move_numbers_from_1_dots() {
    let fen = "k7/8/1K6/8/8/8/3m4/7R b - - 0 1";
    let text = write_games(&[record(Some(fen), &["d2c3", "h1h2"])]).unwrap();
    assert!(
        text.contains("[SetUp \"1\"]\n[FEN \"k7/8/1K6/8/8/8/3m4/7R b - - 0 1\"]\n"),
        "{text}"
    );
    assert!(text.ends_with("\n1... Mc3 2. Rh2 *\n"), "{text}");
}

#[test]
fn counting_is_a_comment_after_its_move_and_reads_back() {
    let fen = "k7/8/1K6/8/8/8/3m4/7R w - - 0 1";
    let g = record(Some(fen), &["start:h1h2", "d2c3", "stop:h2h3"]);
    let text = write_games(std::slice::from_ref(&g)).unwrap();
    assert!(
        text.contains("1. Rh2 {counting starts} Mc3 2. Rh3 {counting stops} *"),
        "{text}"
    );
    assert_eq!(read_games(&text, None).unwrap(), [g]);
}

#[test]
fn fairy_stockfish_san_writes_a_promoted_bia_as_a_met() {
    let san = |fen: &str, m: &str| fairy_san(pos(fen).board(), mv(m)).unwrap();
    // As pyffish.get_san writes them (pyffish 0.0.90).
    assert_eq!(san("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", "e5e6m"), "e6=M");
    assert_eq!(san("4k3/8/3r4/4P3/8/8/8/4K3 w - - 0 1", "e5d6m"), "exd6=M");
    // A Met and a promoted Bia are both Mets to Fairy-Stockfish: same file, so the rank.
    assert_eq!(san("4k3/8/8/2M5/8/2M5/8/6K1 w - - 0 1", "c3d4"), "M3d4");
    let three = "4k3/8/8/2M5/8/2M1M3/8/6K1 w - - 0 1";
    assert_eq!(san(three, "c3d4"), "Mc3d4");
    assert_eq!(san(three, "e3d4"), "Med4");
    assert_eq!(san(three, "c5d4"), "M5d4");
}

#[test]
fn san_reads_in_either_style_without_its_check_sign() {
    let board = *pos("4k3/8/3M~4/8/8/8/8/4K3 w - - 0 1").board();
    assert_eq!(read_san(&board, "M~c5").unwrap(), mv("d6c5"));
    assert_eq!(read_san(&board, "Mc5").unwrap(), mv("d6c5"));
    let promote = *pos("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1").board();
    assert_eq!(read_san(&promote, "e6=M").unwrap(), mv("e5e6m"));
    assert_eq!(read_san(&promote, "e6=M~").unwrap(), mv("e5e6m"));
    let mate = *pos("k7/8/1K6/8/8/8/8/7R w - - 0 1").board();
    assert_eq!(read_san(&mate, "Rh8").unwrap(), mv("h1h8"));
    assert_eq!(read_san(&mate, "Rh8#").unwrap(), mv("h1h8"));
    let e = read_san(&mate, "Rh9").unwrap_err();
    assert!(
        e.contains("Rh9") && e.contains("neither SAN nor UCI"),
        "{e}"
    );
    let e = read_san(&mate, "Rg7").unwrap_err();
    assert!(e.contains("Rg7") && e.contains("no legal move"), "{e}");
}

/// A game as pychess-variants exports it, with what other programs add: NAGs, `!?`
/// marks, comments of both kinds, a variation, a UCI move and the check sign left out.
const PYCHESS: &str = r#"[Event "Casual game"]
[Site "https://www.pychess.org/abcdefgh"]
[Date "2026.11.30"]
[Round "-"]
[White "Anna"]
[Black "Fairy-Stockfish level 8"]
[Result "0-1"]
[TimeControl "300+5"]
[WhiteElo "1500"]
[BlackElo "2400"]
[Variant "Makruk"]
[FEN "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"]
[SetUp "1"]

1. e4 $1 d5!? {the centre} 2. exd5 (2. Nd2 {or} dxe4) exd5 ; takes back
3. c3c4 dxc4 0-1
"#;

#[test]
fn a_pychess_export_reads_with_its_tags_kept() {
    let games = read_games(PYCHESS, None).unwrap();
    let g = &games[0];
    assert_eq!(g.game, GameId::Makruk);
    assert_eq!(g.moves, ["e3e4", "d6d5", "e4d5", "e6d5", "c3c4", "d5c4"]);
    assert_eq!(g.tag("TimeControl"), Some("300+5"));
    assert_eq!(g.tag("Result"), Some("0-1"));
    assert!(g.start.is_some());
}

#[test]
fn a_bad_move_is_named_with_its_game_and_number() {
    let text = format!("{PYCHESS}\n[Variant \"makruk\"]\n\n1. e4 Kd5 *\n");
    let e = read_games(&text, None).unwrap_err();
    assert!(
        e.starts_with("game 2 (line 18): move 2 (Kd5): ") && e.contains("no legal move"),
        "{e}"
    );
}

#[test]
fn the_match_records_against_fairy_stockfish_read_and_round_trip_in_san() {
    // scripts/makruk-match.py's records: UCI moves, its own tags (Opening, Seed).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/measurements");
    let mut count = 0;
    for name in ["final.pgn", "fs2000-final.pgn"] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        let games = read_games(&text, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(games.iter().all(|g| g.tag("Seed").is_some()), "{name}");
        let san = write_games(&games).unwrap();
        assert_eq!(read_games(&san, None).unwrap(), games, "{name}");
        count += games.len();
    }
    assert_eq!(count, 80);
}
