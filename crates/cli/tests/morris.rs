//! The `ttakji` command-line tool, run as a program: output formats and errors.

mod common;
use common::{
    bestmove_is_legal_at_every_level, fails_naming, prints, sorted_lines, stdout, ttakji,
};

#[test]
fn moves_prints_the_sorted_legal_moves_and_nothing_else() {
    let out = stdout(&["moves", "tigadi"]);
    let lines = sorted_lines(&out, 24);
    assert_eq!(lines[0], "a1");
    // After a mill in placement the moves carry their removals.
    let out = stdout(&["moves", "nine-mens-morris", "a1", "a7", "d1", "d7"]);
    assert!(out.lines().any(|l| l == "g1xa7"), "{out}");
    assert!(out.lines().any(|l| l == "g1xd7"), "{out}");
    assert!(!out.lines().any(|l| l == "g1"), "{out}");
}

#[test]
fn an_illegal_move_exits_non_zero_naming_it() {
    fails_naming(&["moves", "tigadi", "d6", "d6"], "d6");
    fails_naming(&["status", "nine-mens-morris", "z9"], "z9");
}

#[test]
fn status_reports_ongoing_wins_and_draws() {
    prints(&["status", "tigadi"], "ongoing\n");
    for (settings, position, want) in [
        // Black has two pieces left on the board and none in hand.
        (
            &[][..],
            "W../.../.../....../.../.B./WWB w 0 0 0 40",
            "win first two-pieces\n",
        ),
        // White (a1 d1 g1) to move is blocked in Nine Men's Morris without flying: it loses.
        (
            &["--flying", "off"],
            ".../.../.../B....B/.../.B./WWW w 0 0 0 40",
            "win second blocked\n",
        ),
        (
            &[],
            "WWW/.../.../....../.../.../BBB w 0 0 50 90",
            "draw no-removal\n",
        ),
    ] {
        let nmm = ["status", "nine-mens-morris"];
        prints(
            &[&nmm[..], settings, &["--position", position]].concat(),
            want,
        );
    }
}

#[test]
fn perft_counts_leaves() {
    // No mill is possible in the first four placements: 24 * 23 * 22 * 21.
    prints(&["perft", "tigadi", "4"], "255024\n");
    prints(&["perft", "nine-mens-morris", "1", "d6"], "23\n");
}

#[test]
fn bestmove_prints_one_legal_move() {
    bestmove_is_legal_at_every_level("tigadi", "50", &["d6"]);
}

#[test]
fn bad_arguments_are_refused_with_a_message() {
    for args in [
        &["moves", "chess"][..],
        // Every game takes every shared command, but not another game's settings, nor a
        // perft deeper than the limit.
        &["moves", "backgammon", "--flying", "off"],
        &["perft", "backgammon", "99"],
        &["bestmove", "tigadi"],
        &["bestmove", "tigadi", "--level", "expert"],
        &["perft", "tigadi", "deep"],
        &["moves", "tigadi", "--position", "nonsense"],
        &["moves", "nine-mens-morris", "--flying", "maybe"],
        &["frobnicate"],
    ] {
        let out = ttakji(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?} said nothing");
    }
}

#[test]
fn selfplay_refuses_a_game_over_at_the_start_and_plays_one_ending_in_its_opening() {
    for game in ["nine-mens-morris", "tigadi"] {
        // Black has two pieces: already lost.
        let over = "WW./.../.../....../BBB/.../... w 0 0 0 30";
        fails_naming(
            &[
                "selfplay",
                game,
                "--level",
                "easy",
                "--games",
                "2",
                "--position",
                over,
            ],
            "not over",
        );
    }
    // One quiet ply before the draw: the opening's random moves end the game.
    let late = "WWB/.../.../....../BBW/.../... w 0 0 49 130";
    let out = stdout(&[
        "selfplay",
        "nine-mens-morris",
        "--level",
        "easy",
        "--games",
        "2",
        "--position",
        late,
    ]);
    assert!(
        out.ends_with("2 games: first 0, second 0, draws 2, average 1.0 plies\n"),
        "{out}"
    );
}

#[test]
fn hint_and_analyse_show_a_proven_win_and_its_loss() {
    // White closes a7-d7-g7 and takes a third piece: Black is left with two (NMM-9). A move
    // that opens c3-d3-e3 to Black's flying piece loses the same way.
    let pos = "WW./.../.../.....W/B.B/B../... w 0 0 0 40";
    let args = [
        "hint",
        "nine-mens-morris",
        "--level",
        "normal",
        "--position",
        pos,
    ];
    let hint = stdout(&args);
    let rows: Vec<&str> = hint.lines().collect();
    let wins = &rows[..3];
    assert!(
        wins.iter()
            .all(|r| r.starts_with("g4-g7x") && r.ends_with(" #1")),
        "{hint}"
    );
    let last = rows[rows.len() - 1];
    assert!(last.ends_with(" #-1"), "{hint}");
    let (mv, _) = last.split_once(' ').unwrap();
    let out = stdout(&["analyse", "nine-mens-morris", "--position", pos, mv]);
    assert!(out.starts_with(&format!("1 {mv} best g4-g7x")), "{out}");
    assert!(out.lines().next().unwrap().ends_with(" blunder"), "{out}");
}

#[test]
fn tables_builds_3v3_and_probe_reads_it() {
    let file = std::env::temp_dir().join(format!("ttakji-tables-{}.bin", std::process::id()));
    let path = file.to_str().unwrap();
    let out = stdout(&["tables", "nine-mens-morris", "--max", "3", "--out", path]);
    assert!(out.contains("3v3    2691920"), "{out}");
    assert!(out.contains("wrote 169641 bytes"), "{out}");
    // White flies c4 to g1, closes a1-d1-g1 and leaves black two pieces (NMM-8, NMM-9).
    let probe = ["probe", "nine-mens-morris", "--tables", path, "--position"];
    let mill = ".../.BB/.../..W.../..B/.../WW. w 0 0 0 40";
    let out = stdout(&[&probe[..], &[mill]].concat());
    assert!(
        out.lines().next().unwrap().ends_with(": win in 1 ply"),
        "{out}"
    );
    assert!(out.lines().nth(1).unwrap().starts_with("  c4-g1x"), "{out}");
    let four = "W../.BB/.../..W.../..B/.../WW. w 0 0 0 40";
    prints(
        &[&probe[..], &[four]].concat(),
        "outside the tables (moving phase with 3..3 pieces a side only)\n",
    );
    fails_naming(
        &[&probe[..], &[mill, "--flying", "off"]].concat(),
        "pass --flying on",
    );
    // The search takes the tables' values (`--tables` on hint): a win in 13 plies, and none
    // where the quiet plies run out before it ends (NMM-11).
    let hint = [
        "hint",
        "nine-mens-morris",
        "--count",
        "1",
        "--movetime",
        "300",
    ];
    let hint = [&hint[..], &["--tables", path, "--position"]].concat();
    let slow = "W.W/.../.B./.W.B../.../B../... b 0 0 30 80";
    prints(&[&hint[..], &[slow]].concat(), "e4-d7 #7\n");
    let late = "W.W/.../.B./.W.B../.../B../... b 0 0 40 80";
    let out = stdout(&[&hint[..], &[late]].concat());
    assert!(!out.contains('#'), "{out}");
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn tables_limits_are_named() {
    let tables = ["tables", "nine-mens-morris", "--out", "/nonexistent/x"];
    fails_naming(
        &[&tables[..], &["--max", "5"]].concat(),
        "--max takes at most 4, not 5",
    );
    fails_naming(
        &[&tables[..], &["--max", "2"]].concat(),
        "--max takes at least 3, not 2",
    );
    fails_naming(&["tables", "tigadi", "--out", "x"], "nine-mens-morris only");
    fails_naming(&["tables", "nine-mens-morris"], "--out");
    fails_naming(
        &["probe", "nine-mens-morris", "--tables", "/nonexistent/x"],
        "/nonexistent/x",
    );
}
