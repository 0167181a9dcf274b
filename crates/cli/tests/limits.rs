//! Every number a command takes has a limit (issue 12): the value at the limit is taken (run
//! where that is quick, or shown to pass the parser by an error about something else), the
//! value past it is refused with status 2 and a message naming the option and the limit.

mod common;
use common::{fails_naming, stdout};

#[test]
fn each_number_past_its_limit_is_refused_naming_the_option_and_the_limit() {
    let easy_cc = ["bestmove", "chinese-checkers", "--level", "easy"];
    for (args, option, message) in [
        (
            &easy_cc[..],
            ["--movetime", "3600001"],
            "--movetime takes at most 3600000, not 3600001",
        ),
        (
            &easy_cc[..],
            ["--seed", "18446744073709551616"],
            "--seed takes at most 18446744073709551615",
        ),
        (
            &easy_cc[..],
            ["--depth", "65"],
            "--depth takes at most 64, not 65",
        ),
        (
            &easy_cc[..],
            ["--depth", "0"],
            "--depth takes at least 1, not 0",
        ),
        (
            &["hint", "makruk"][..],
            ["--count", "1001"],
            "--count takes at most 1000, not 1001",
        ),
        (
            &["hint", "makruk"][..],
            ["--count", "0"],
            "--count takes at least 1, not 0",
        ),
        (
            &["selfplay", "tigadi", "--level", "easy"][..],
            ["--games", "10001"],
            "--games takes at most 10000, not 10001",
        ),
        (
            &["selfplay", "backgammon", "--level", "easy"][..],
            ["--games", "0"],
            "--games takes at least 1, not 0",
        ),
        (
            &["solo", "chinese-checkers"][..],
            ["--width", "10001"],
            "--width takes at most 10000, not 10001",
        ),
        (
            &["solo", "chinese-checkers"][..],
            ["--width", "0"],
            "--width takes at least 1, not 0",
        ),
    ] {
        fails_naming(&[args, &option[..]].concat(), message);
    }
}

#[test]
fn a_number_is_digits_only_and_a_huge_one_is_named_by_its_length() {
    let bestmove = ["bestmove", "makruk", "--level", "easy", "--movetime"];
    for bad in ["+5", "-1", " 5", "5 ", "5ms", "1e3", "0x10", ""] {
        fails_naming(
            &[&bestmove[..], &[bad]].concat(),
            &format!("--movetime takes a whole number, not '{bad}'"),
        );
    }
    let huge = "9".repeat(30);
    fails_naming(
        &[&bestmove[..], &[huge.as_str()]].concat(),
        "--movetime takes at most 3600000, not a number of 30 digits",
    );
    // Leading zeros are the number's own: 0007 is 7.
    assert_eq!(
        stdout(&["hint", "makruk", "--count", "0007"])
            .lines()
            .count(),
        7
    );
    fails_naming(
        &["perft", "makruk", "+1"],
        "<depth> takes a whole number, not '+1'",
    );
}

#[test]
fn each_number_at_its_limit_is_taken() {
    // Quick to run: an easy Chinese Checkers search looks one layer deep whatever its time.
    let easy_cc = ["bestmove", "chinese-checkers", "--level", "easy"];
    for option in [
        ["--movetime", "3600000"],
        ["--movetime", "0"],
        ["--seed", "18446744073709551615"],
        ["--depth", "64"],
    ] {
        let out = stdout(&[&easy_cc[..], &option[..]].concat());
        assert_eq!(out.trim().split('-').count(), 2, "{option:?}: {out}");
    }
    // The hard level at depth 64 stops at its own time limit.
    let out = stdout(&[&easy_cc[..2], &["--level", "hard", "--depth", "64"]].concat());
    assert!(!out.trim().is_empty());
    // Makruk's start has 23 moves: all of them at the limit.
    let hint = stdout(&["hint", "makruk", "--level", "easy", "--count", "1000"]);
    assert_eq!(hint.lines().count(), 23);
    // A solo plan at the widest beam: seconds (10 marbles).
    let solo = stdout(&["solo", "chinese-checkers", "--width", "10000"]);
    assert!(solo.starts_with("solo crossing, 10 marbles: "), "{solo}");
    // 10,000 games would take minutes: the parser takes the number, and the command fails on
    // the position, named after it.
    for game in ["tigadi", "chinese-checkers", "nine-mens-morris"] {
        let args = ["selfplay", game, "--level", "easy", "--games", "10000"];
        fails_naming(
            &[&args[..], &["--position", "nonsense"]].concat(),
            "bad position",
        );
    }
}

#[test]
fn a_setting_past_its_values_is_named_with_the_value_given() {
    // Chinese Checkers read 300 players as 255 and said so (issue 12).
    for (option, value, message) in [
        (
            "--players",
            "300",
            "--players takes 1 (a solo crossing), 2, 3, 4 or 6, not '300'",
        ),
        (
            "--players",
            "+2",
            "--players takes 1 (a solo crossing), 2, 3, 4 or 6, not '+2'",
        ),
        (
            "--players",
            "5",
            "players must be 2, 3, 4 or 6 (1 for a solo crossing), not 5",
        ),
        (
            "--marbles",
            "99999999999999999999999",
            "--marbles takes 10 or 15, not '99999999999999999999999'",
        ),
        ("--marbles", "-10", "--marbles takes 10 or 15, not '-10'"),
    ] {
        fails_naming(&["moves", "chinese-checkers", option, value], message);
    }
    for value in ["26", "+3", "-1", "99999999999"] {
        fails_naming(
            &["status", "backgammon", "--length", value],
            &format!("--length takes a match length of 0 to 25 points, not '{value}'"),
        );
    }
    let at_limit = stdout(&["position", "backgammon", "--length", "25"]);
    let again = stdout(&["status", "backgammon", "--position", at_limit.trim()]);
    assert_eq!(again, "ongoing\n");
    fails_naming(
        &["moves", "backgammon", "31", "resign +1"],
        "resign takes 1, 2 or 3",
    );
}

#[test]
fn a_move_list_past_the_limit_is_refused_before_it_is_read() {
    // 10,000 moves are far more than a game is played to; more could take hours to replay.
    let many = vec!["a1"; 10_002];
    fails_naming(
        &[&["counting", "makruk"][..], &many].concat(),
        "10002 words: at most 10000 moves (and perft's depth) are taken",
    );
    fails_naming(
        &[&["moves", "tigadi"][..], &many[1..]].concat(),
        "at most 10000 moves, not 10001",
    );
}

#[test]
fn commands_that_take_no_moves_refuse_words_left_over() {
    let selfplay = [
        "selfplay",
        "nine-mens-morris",
        "--level",
        "easy",
        "--games",
        "1",
    ];
    fails_naming(
        &[&selfplay[..], &["e3e4", "zz"]].concat(),
        "unexpected 'e3e4'",
    );
    let bg = [
        "selfplay",
        "backgammon",
        "--level",
        "easy",
        "--games",
        "1",
        "zz",
    ];
    fails_naming(&bg, "unexpected 'zz'");
    fails_naming(
        &["solo", "chinese-checkers", "111-102"],
        "unexpected '111-102'",
    );
}
