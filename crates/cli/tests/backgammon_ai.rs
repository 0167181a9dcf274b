//! `ttakji bestmove backgammon` and `ttakji selfplay backgammon`, run as a program.

mod common;
use common::{fails_naming, on_the_bar_against_a_closed_board, stdout};

use ttakji_engine::backgammon::{Board, Dice, START_ID};

#[test]
fn bestmove_prints_a_legal_play_and_the_position_it_leads_to() {
    let start = Board::start();
    for level in ["easy", "normal", "hard"] {
        for dice in ["31", "64", "55", "21"] {
            let out = stdout(&[
                "bestmove",
                "backgammon",
                "--position",
                START_ID,
                "--dice",
                dice,
                "--level",
                level,
                "--seed",
                "7",
            ]);
            let (play, id) = out.trim().rsplit_once(' ').expect("<play> <id>");
            let d: Dice = dice.parse().expect("dice");
            let legal = start.legal_plays(d);
            let chosen = legal
                .iter()
                .find(|p| p.to_string() == play)
                .unwrap_or_else(|| panic!("{level} {dice}: '{play}' is not a legal play"));
            // The Position ID after the play, seen by the mover (as `moves` prints it).
            assert_eq!(id, chosen.resulting().position_id());
        }
    }
    // The opening 3-1 makes the 5-point.
    let out = stdout(&[
        "bestmove",
        "backgammon",
        "--dice",
        "31",
        "--level",
        "normal",
    ]);
    assert!(out.starts_with("8/5 6/5 "), "{out}");
}

#[test]
fn bestmove_with_no_legal_play_says_so() {
    // On the bar against a closed board: the turn is lost (BG-9).
    let mut c = on_the_bar_against_a_closed_board(5);
    c[1][23] = 3;
    let b = Board::from_checkers(c).expect("board");
    let out = stdout(&[
        "bestmove",
        "backgammon",
        "--position",
        &b.position_id(),
        "--dice",
        "65",
        "--level",
        "hard",
    ]);
    assert_eq!(out.trim(), format!("(no move) {}", b.position_id()));
}

#[test]
fn bestmove_refuses_bad_input() {
    fails_naming(
        &["bestmove", "backgammon", "--dice", "71", "--level", "hard"],
        "71",
    );
    // A Position ID alone is the older form, which needs the dice apart.
    fails_naming(
        &[
            "bestmove",
            "backgammon",
            "--position",
            START_ID,
            "--level",
            "hard",
        ],
        "--dice",
    );
    fails_naming(&["bestmove", "backgammon", "--dice", "31"], "--level");
    fails_naming(
        &[
            "bestmove",
            "backgammon",
            "--position",
            "nonsense",
            "--dice",
            "31",
            "--level",
            "easy",
        ],
        "Position ID",
    );
}

#[test]
fn selfplay_plays_whole_games_reproducibly() {
    let args = [
        "selfplay",
        "backgammon",
        "--games",
        "2",
        "--level",
        "easy",
        "--versus",
        "normal",
        "--seed",
        "5",
    ];
    let a = stdout(&args);
    assert_eq!(a, stdout(&args), "same seed, same games");
    assert_eq!(
        a.lines().filter(|l| l.starts_with("game ")).count(),
        2,
        "{a}"
    );
    assert!(a.contains("points per game"), "{a}");
}
