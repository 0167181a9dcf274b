//! The `ttakji` command-line tool's Chinese Checkers commands, run as a program.

mod common;
use common::{fails_naming, stdout};

const CC: &str = "chinese-checkers";

fn pairs(out: &str) -> Vec<(usize, usize)> {
    out.lines()
        .map(|l| {
            let (f, t) = l.split_once('-').expect("from-to");
            (f.parse().unwrap(), t.parse().unwrap())
        })
        .collect()
}

#[test]
fn moves_prints_the_sorted_from_to_pairs_of_the_player_to_move() {
    let out = stdout(&["moves", CC]);
    let p = pairs(&out);
    assert_eq!(p.len(), 14);
    let mut sorted = p.clone();
    sorted.sort();
    assert_eq!(p, sorted, "numerically by from, then to");
    assert_eq!(out.lines().next(), Some("111-102"));
    assert!(out.lines().any(|l| l == "115-102"));
    // After S's move, N's marbles (holes 0-9) move.
    let out = stdout(&["moves", CC, "111-102"]);
    assert!(pairs(&out).iter().all(|&(f, _)| f < 10), "{out}");
    // More players and the big star.
    let out = stdout(&["moves", CC, "--players", "6", "--marbles", "15"]);
    assert!(pairs(&out).iter().all(|&(f, _)| f >= 166), "{out}");
    let out = stdout(&["moves", CC, "--players", "4", "--teams", "111-102"]);
    // SW moves second in a four-player game.
    let sw = [65, 75, 76, 86, 87, 88, 98, 99, 100, 101];
    assert!(pairs(&out).iter().all(|(f, _)| sw.contains(f)), "{out}");
}

#[test]
fn moves_in_the_list_may_give_every_landing_hole() {
    // bestmove prints every landing hole; moves takes it back.
    let best = stdout(&["bestmove", CC, "--level", "easy", "111-102", "9-18"]);
    let best = best.trim();
    assert!(best.split('-').count() >= 2, "{best}");
    let out = stdout(&["moves", CC, "111-102", "9-18", best]);
    assert!(!out.is_empty());
    let (from, to) = (
        best.split('-').next().unwrap(),
        best.rsplit('-').next().unwrap(),
    );
    let short = format!("{from}-{to}");
    assert_eq!(out, stdout(&["moves", CC, "111-102", "9-18", &short]));
}

#[test]
fn an_illegal_or_malformed_move_exits_2_naming_it() {
    fails_naming(&["moves", CC, "111-101"], "111-101");
    fails_naming(&["moves", CC, "1-2"], "1-2");
    fails_naming(&["moves", CC, "111-102", "111-102"], "111-102");
    fails_naming(&["status", CC, "abc"], "abc");
    fails_naming(&["moves", CC, "111-999"], "111-999");
    // A step written as a path with a jump after it.
    fails_naming(&["moves", CC, "111-102-89"], "111-102-89");
    fails_naming(&["moves", CC, "--players", "5"], "players");
    fails_naming(&["moves", CC, "--marbles", "12"], "marbles");
    fails_naming(&["moves", CC, "--players", "3", "--teams"], "teams");
    fails_naming(&["moves", CC, "--position", "2 10 -"], "6 fields");
    fails_naming(&["moves", CC, "--colour", "red"], "--colour");
    fails_naming(&["bestmove", CC], "--level");
}

#[test]
fn status_and_position_texts() {
    assert_eq!(stdout(&["status", CC]), "ongoing\n");
    let text = stdout(&["position", CC, "111-102"]);
    assert!(text.ends_with(" N -\n"), "{text}");
    assert_eq!(
        stdout(&["moves", CC, "--position", text.trim()]),
        stdout(&["moves", CC, "111-102"])
    );
    // S's marbles fill N's corner (N's are in the centre): S has won.
    let won = "2 10 - 3/33/333/3333/............./............/.........../........../000000000/.0......../.........../............/............./..../.../../. N S";
    assert_eq!(stdout(&["status", CC, "--position", won]), "win S\n");
    assert_eq!(stdout(&["moves", CC, "--position", won]), "");
    // Not listed as finished, S is found home all the same.
    let unlisted = won.replace(" N S", " N -");
    assert_eq!(stdout(&["status", CC, "--position", &unlisted]), "win S\n");
}

#[test]
fn bestmove_and_selfplay_play_legal_games() {
    for level in ["easy", "normal", "hard"] {
        let best = stdout(&["bestmove", CC, "--level", level, "--players", "3"]);
        let best = best.trim();
        let moves = stdout(&["moves", CC, "--players", "3"]);
        let (from, to) = (
            best.split('-').next().unwrap(),
            best.rsplit('-').next().unwrap(),
        );
        assert!(moves.lines().any(|l| l == format!("{from}-{to}")), "{best}");
    }
    let out = stdout(&[
        "selfplay",
        CC,
        "--players",
        "2",
        "--level",
        "easy",
        "--versus",
        "greedy",
        "--games",
        "2",
        "--seed",
        "4",
    ]);
    assert!(out.contains("2 games, 0 unfinished"), "{out}");
    assert!(out.contains("easy won"), "{out}");
}

#[test]
fn the_self_play_game_of_seed_16262_ends() {
    // Before, both sides waited for the other inside their destination for 1000 moves.
    let args =
        "selfplay chinese-checkers --players 2 --marbles 15 --level normal --games 1 --seed 16262";
    let out = stdout(&args.split(' ').collect::<Vec<_>>());
    assert!(out.contains("1 games, 0 unfinished"), "{out}");
}
