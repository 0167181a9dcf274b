//! The `ttakji` command-line tool's backgammon rules commands, run as a program.

mod common;
use common::{fails_naming, on_the_bar_against_a_closed_board, prints, sorted_lines, stdout};
use ttakji_engine::backgammon::{Board, Dice, START_ID};

#[test]
fn moves_prints_each_distinct_play_with_its_position_id_sorted() {
    let out = stdout(&[
        "moves",
        "backgammon",
        "--position",
        START_ID,
        "--dice",
        "31",
    ]);
    let lines = sorted_lines(&out, 16);
    let dice: Dice = "31".parse().unwrap();
    let made = Board::start().parse_play(dice, "8/5 6/5").unwrap();
    let want = format!("8/5 6/5 {}", made.resulting().position_id());
    assert!(lines.contains(&want.as_str()), "{out}");
    // Every id is the position after the play, from the same player's view.
    for l in &lines {
        let (play, id) = l.rsplit_once(' ').unwrap();
        let p = Board::start().parse_play(dice, play).unwrap();
        assert_eq!(p.resulting().position_id(), id);
    }
    // 3-1 written 3-1 is the same roll.
    assert_eq!(
        stdout(&[
            "moves",
            "backgammon",
            "--position",
            START_ID,
            "--dice",
            "1-3"
        ]),
        out
    );
}

#[test]
fn moves_prints_nothing_when_no_play_exists() {
    // A checker on the bar against a closed board.
    let c = on_the_bar_against_a_closed_board(12);
    let id = Board::from_checkers(c).unwrap().position_id();
    assert_eq!(
        stdout(&["moves", "backgammon", "--position", &id, "--dice", "66"]),
        ""
    );
}

#[test]
fn malformed_ids_and_dice_exit_2_naming_the_fault() {
    fails_naming(
        &[
            "moves",
            "backgammon",
            "--position",
            "4HPwATDgc/ABM",
            "--dice",
            "31",
        ],
        "14 characters",
    );
    fails_naming(
        &[
            "moves",
            "backgammon",
            "--position",
            "4HPwATDgc/AB!A",
            "--dice",
            "31",
        ],
        "'!'",
    );
    fails_naming(
        &[
            "moves",
            "backgammon",
            "--position",
            "//////////////",
            "--dice",
            "31",
        ],
        "Position ID",
    );
    fails_naming(
        &[
            "moves",
            "backgammon",
            "--position",
            START_ID,
            "--dice",
            "71",
        ],
        "'71'",
    );
    fails_naming(&["moves", "backgammon", "--position", START_ID], "--dice");
    fails_naming(
        &["status", "backgammon", "--match", "QYkqASAAIAA"],
        "Match ID",
    );
    fails_naming(
        &["status", "backgammon", "--position", START_ID, "extra"],
        "extra",
    );
}

#[test]
fn status_prints_pips_contact_result_and_the_match() {
    let out = stdout(&["status", "backgammon", "--position", START_ID]);
    assert_eq!(
        out,
        format!("position {START_ID}\npips 167 167\noff 0 0\ncontact\nongoing\n")
    );
    let out = stdout(&[
        "status",
        "backgammon",
        "--position",
        START_ID,
        "--match",
        "QYkqASAAIAAA",
    ]);
    for line in [
        "length 9",
        "score 2-4",
        "cube 2 owner 0",
        "state playing",
        "on-roll 1 turn 1",
        "dice 52",
        "crawford no",
        "can-double no",
    ] {
        assert!(out.lines().any(|l| l == line), "{line}: {out}");
    }
    // A finished game: the opponent (all off) won a gammon.
    let mut c = [[0u8; 25]; 2];
    c[0][12] = 15;
    let id = Board::from_checkers(c).unwrap().position_id();
    let out = stdout(&["status", "backgammon", "--position", &id]);
    assert!(out.contains("race\nwin opponent gammon\n"), "{out}");
}

/// A race, money game, player 0 to roll: 69 pips against 78, a double and take.
const LEADS_BY_9: &str = "7L0HAgDcew8AAA:MAEAAAAAAAAE";

#[test]
fn hint_before_the_roll_gives_the_cube_decision_as_gnubg_does() {
    let out = stdout(&["hint", "backgammon", "--position", LEADS_BY_9]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    let mut best = 0;
    for (line, name) in lines
        .iter()
        .zip(["no-double", "double-take", "double-pass"])
    {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words[0], name, "{out}");
        let [equity, difference]: [f64; 2] = [1, 2].map(|i| words[i].parse().expect(line));
        if difference == 0.0 {
            best += 1;
        }
        assert!(difference <= 0.0 || name != "no-double", "{out}");
        if name == "double-pass" {
            assert_eq!(equity, 1.0, "{out}");
        }
    }
    assert_eq!(best, 1, "one proper action: {out}");
    assert_eq!(lines[3], "proper double, take", "{out}");
    // Without the cube there is no decision: chance's 21 rolls are ranked.
    let rolls = stdout(&["hint", "backgammon", "--no-cube", "--position", LEADS_BY_9]);
    assert_eq!(rolls.lines().count(), 21, "{rolls}");
}

#[test]
fn analyse_marks_a_missed_double_and_rates_each_side() {
    let out = stdout(&[
        "analyse",
        "backgammon",
        "--position",
        LEADS_BY_9,
        "31",
        "6/3 4/3",
    ]);
    let first = out.lines().next().expect(&out);
    assert!(first.starts_with("1 31 best double loss "), "{out}");
    assert!(
        first.ends_with(" mistake") || first.ends_with(" blunder"),
        "{out}"
    );
    let summary = out.lines().last().unwrap();
    assert!(summary.starts_with("first moves 2 "), "{out}");
    let (rate, rating) = summary.split_once(" mEMG rating ").expect(&out);
    let rate: f64 = rate.rsplit(' ').next().unwrap().parse().unwrap();
    // Above gnubg's Beginner threshold of 35 mEMG a move.
    assert!(rate > 35.0 && rating == "Awful!", "{out}");
}

#[test]
fn analyse_counts_a_forced_play_in_no_error_rate() {
    // One checker left on the 10-point: 2-1 has one resulting position (10/8/7 or 10/9/7).
    let mut c = [[0u8; 25]; 2];
    c[0][9] = 1;
    c[1][5] = 8;
    let id = Board::from_checkers(c).unwrap().position_id();
    let position = format!("{id}:MAEAAAAAAAAE");
    let out = stdout(&[
        "analyse",
        "backgammon",
        "--no-cube",
        "--position",
        &position,
        "21",
        "10/7",
    ]);
    assert_eq!(out, "2 10/7 best 10/7 loss 0 -\n", "{out}");
}

/// The engine's test data file `name`.
fn data(name: &str) -> String {
    format!("{}/../engine/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn mat_reads_a_match_file_and_writes_it_again_or_as_records() {
    // Our own export comes back as it was; gnubg's with its dice and plays.
    let ours = data("bg-match.mat");
    prints(
        &["mat", "backgammon", &ours],
        &std::fs::read_to_string(&ours).unwrap(),
    );
    let gnubg = data("bg-gnubg-match3.mat");
    let out = stdout(&["mat", "backgammon", &gnubg]);
    assert!(
        out.starts_with(" 3 point match\n\n Game 1\n gnubg : 0"),
        "{out}"
    );
    assert!(
        out.contains("  1)                             21: 13/11 24/23\n"),
        "{out}"
    );
    let records = stdout(&["mat", "backgammon", &gnubg, "--records"]);
    assert!(
        records.starts_with("Game 1\nTtakji backgammon\nSeed 0\nDice given 34\nMatch to 3\n"),
        "{records}"
    );
    assert!(
        records.contains("\nOpening 12\n1. X 21: 24/23 13/11\n2. O 52: 24/22 13/8\n"),
        "{records}"
    );
    assert_eq!(records.matches("Ttakji backgammon").count(), 2);
    // A play that is not legal, a missing file, a wrong flag.
    let bad = std::env::temp_dir().join(format!("ttakji-bad-{}.mat", std::process::id()));
    let text = std::fs::read_to_string(&gnubg).unwrap();
    std::fs::write(&bad, text.replacen("52: 13/8 24/22", "52: 13/8 24/20", 1)).unwrap();
    let bad_path = bad.to_str().unwrap();
    fails_naming(
        &["mat", "backgammon", bad_path],
        ".mat line 8, game 1: gnubg's '52: 13/8 24/20'",
    );
    std::fs::remove_file(&bad).unwrap();
    fails_naming(&["mat", "backgammon", bad_path], "No such file");
    fails_naming(
        &["mat", "backgammon", &gnubg, "--json"],
        "usage: mat backgammon",
    );
}

#[test]
fn mat_reads_no_more_than_its_limit_of_an_endless_file() {
    fails_naming(
        &["mat", "backgammon", "/dev/zero"],
        "more than the 10485760 read",
    );
}
