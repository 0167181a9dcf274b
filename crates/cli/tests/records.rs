//! `ttakji record` and `ttakji read-games`: game records written and read back by the tool.

mod common;
use common::{fails_naming, prints, run_within, stdout};
use std::ffi::OsStr;
use std::time::Duration;

#[test]
fn record_prints_the_game_with_the_tags_given() {
    prints(
        &[
            "record",
            "makruk",
            "--tag",
            "White=Ann Smith",
            "--tag",
            "Date=2026.12.01",
            "b1d2",
            "b8d7",
            "d2c4",
            "g8e7",
            "c4d6",
        ],
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"?\"]\n\
         [White \"Ann Smith\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[Variant \"makruk\"]\n\
         [Termination \"checkmate\"]\n\n1. Nd2 Nd7 2. Nc4 Ne7 3. Nxd6# 1-0\n",
    );
}

#[test]
fn read_games_lists_each_game_from_a_file_or_standard_input() {
    let morris = stdout(&["record", "nine-mens-morris", "--flying", "off", "a7", "b6"]);
    let cc = stdout(&["record", "chinese-checkers", "--players", "3", "111-102"]);
    let text = format!("{morris}\n{cc}");
    let want = "game 1 nine-mens-morris\ntag Event ?\ntag Site ?\ntag Date ????.??.??\n\
                tag Round ?\ntag White ?\ntag Black ?\ntag Result *\nsetting flying off\n\
                moves a7 b6\ngame 2 chinese-checkers\ntag Event ?\ntag Site ?\n\
                tag Date ????.??.??\ntag Round ?\ntag White ?\ntag Black ?\ntag Result *\n\
                setting players 3\nmoves 111-102\n";
    let path = std::env::temp_dir().join(format!("ttakji-records-{}.pgn", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let from_file = stdout(&["read-games", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(from_file, want);
    let args = [OsStr::new("read-games"), OsStr::new("-")];
    let out = run_within(&args, text.as_bytes(), Duration::from_secs(20));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), want);
}

#[test]
fn a_move_list_without_tags_reads_as_the_game_named() {
    let path = std::env::temp_dir().join(format!("ttakji-moves-{}.txt", std::process::id()));
    std::fs::write(&path, "1. d6 f4 2. d2 *").unwrap();
    let file = path.to_str().unwrap();
    let out = stdout(&["read-games", file, "--game", "tigadi"]);
    fails_naming(&["read-games", file], "no Variant tag");
    std::fs::remove_file(&path).unwrap();
    assert!(
        out.starts_with("game 1 tigadi\n") && out.ends_with("moves d6 f4 d2\n"),
        "{out}"
    );
}

#[test]
fn bad_arguments_and_records_exit_non_zero_naming_what_is_wrong() {
    fails_naming(&["read-games"], "read-games takes <file|-> [--game <game>]");
    fails_naming(
        &["read-games", "/nonexistent/ttakji.pgn"],
        "cannot open /nonexistent/ttakji.pgn",
    );
    fails_naming(
        &["read-games", "-", "--game", "chess"],
        "unknown game 'chess'",
    );
    fails_naming(
        &["record", "makruk", "--tag", "White"],
        "--tag takes <Name>=<value>, not 'White'",
    );
    fails_naming(&["record", "makruk", "--tag"], "--tag needs <Name>=<value>");
    fails_naming(
        &["record", "makruk", "--tag", "Two words=x"],
        "a tag is a name of letters",
    );
    fails_naming(&["record", "backgammon"], ".mat");
    fails_naming(&["record", "tigadi", "d6", "d6"], "d6");
    let args = [OsStr::new("read-games"), OsStr::new("-")];
    let out = run_within(
        &args,
        b"[Variant \"makruk\"]\n\n1. e4 e4 *",
        Duration::from_secs(20),
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("game 1 (line 1): move 2 (e4)"), "{err}");
    // Past the size limit (10 MB), without reading on.
    let big = vec![b' '; 10_000_001];
    let out = run_within(&args, &big, Duration::from_secs(20));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("- has more than 10000000 bytes"), "{err}");
}
