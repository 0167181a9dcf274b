//! The backgammon rules BG-1..14 on the board (`shared/rules/backgammon.md`), and gnubg's
//! move notation.

use crate::common::board;
use ttakji_engine::backgammon::{Board, Dice, Play, START_ID};

fn dice(s: &str) -> Dice {
    s.parse().expect("dice")
}

/// The plays in notation, sorted.
fn plays(b: &Board, d: &str) -> Vec<String> {
    let mut v: Vec<String> = b.legal_plays(dice(d)).iter().map(Play::to_string).collect();
    v.sort();
    v
}

#[test]
fn bg_01_fifteen_checkers_each_and_no_shared_point() {
    let b = Board::start();
    for side in 0..2 {
        assert_eq!(b.checkers()[side].iter().sum::<u8>(), 15);
        assert_eq!(b.off(side), 0);
    }
    let mut c = *b.checkers();
    c[0][0] = 1;
    assert!(Board::from_checkers(c)
        .unwrap_err()
        .to_string()
        .contains("16 checkers"));
    // The mover's 1-point is the opponent's 24-point, where the opponent starts.
    let mut c = [[0u8; 25]; 2];
    c[0][0] = 1;
    c[1][23] = 1;
    assert!(Board::from_checkers(c)
        .unwrap_err()
        .to_string()
        .contains("point 1"));
    let e = Board::from_checkers([[0; 25]; 2]).unwrap_err().to_string();
    assert!(e.contains("both players have borne off"), "{e}");
    // The same faults in a Position ID.
    let e = Board::from_position_id("AAAAAAAAAAAAAA")
        .unwrap_err()
        .to_string();
    assert!(e.contains("both players have borne off"), "{e}");
    let e = Board::from_position_id("/////////////A")
        .unwrap_err()
        .to_string();
    assert!(e.contains("more than 30 checkers"), "{e}");
}

#[test]
fn bg_02_start_position_and_its_id() {
    let b = board(
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
    );
    assert_eq!(b, Board::start());
    assert_eq!(b.position_id(), START_ID);
    assert_eq!(Board::from_position_id(START_ID), Ok(b));
    assert_eq!((b.pips(0), b.pips(1)), (167, 167));
    assert!(!b.is_race());
    assert_eq!(b.result(), None);
}

#[test]
fn bg_04_a_checker_passes_only_through_an_open_point() {
    // 6-5 from the 13: the 7 is closed, so 13/2 must go by the 8.
    let b = board(&[(13, 1), (1, 14)], &[(18, 2)]);
    assert_eq!(plays(&b, "65"), ["13/2"]);
    // Both the 8 and the 7 closed: the checker cannot move 11, and no die alone either.
    let b = board(&[(13, 1), (1, 14)], &[(18, 2), (17, 2)]);
    assert!(b.legal_plays(dice("65")).is_empty());
}

#[test]
fn bg_05_land_on_open_own_or_blot_not_on_a_made_point() {
    // The opponent has a blot on the mover's 5 (its 20) and a made point on the mover's 4.
    let b = board(&[(8, 1), (24, 14)], &[(20, 1), (21, 2)]);
    let all = plays(&b, "31");
    assert!(all.iter().all(|p| !p.contains("/4")), "{all:?}");
    assert!(all.contains(&"24/23 8/5*".to_string()), "{all:?}");
    let hit = b.parse_play(dice("31"), "8/5* 24/23").expect("legal");
    assert_eq!(
        hit.resulting().checkers()[1][24],
        1,
        "the blot went to the bar"
    );
    assert_eq!(hit.resulting().checkers()[1][19], 0);
    assert!(
        b.parse_play(dice("31"), "8/5* 5/4").is_err(),
        "the 4 is closed"
    );
    // Own checkers: any number may stack.
    let b = board(&[(8, 1), (5, 13), (24, 1)], &[]);
    assert!(plays(&b, "31").contains(&"24/23 8/5".to_string()));
}

#[test]
fn bg_06_doubles_play_four_times() {
    let b = Board::start();
    let all = b.legal_plays(dice("66"));
    assert!(all.iter().all(|p| p.steps().len() == 4));
    let s: Vec<String> = all.iter().map(Play::to_string).collect();
    assert!(s.contains(&"24/18(2) 13/7(2)".to_string()), "{s:?}");
    assert!(s.contains(&"13/7(2) 8/2(2)".to_string()), "{s:?}");
    // gnubg counts 11 distinct plays of 6-6 and 4 of 5-5 from the start.
    assert_eq!(all.len(), 11);
    assert_eq!(b.legal_plays(dice("55")).len(), 4);
}

#[test]
fn bg_07_larger_die_when_only_one_fits() {
    // 6-5: 13/7 or 13/8, never both (the 2 is closed, the 1-point checkers cannot bear off).
    let b = board(&[(13, 1), (1, 14)], &[(23, 2)]);
    assert_eq!(plays(&b, "65"), ["13/7"]);
    // Only the smaller die fits: it is played.
    let b = board(&[(13, 1), (1, 14)], &[(23, 2), (18, 2)]);
    assert_eq!(plays(&b, "65"), ["13/8"]);
}

#[test]
fn bg_07_both_dice_when_both_can_be_played() {
    // 6-1: 13/12 alone would be a legal move, but 13/12/6 plays both dice (the 7 is closed).
    let b = board(&[(13, 1), (1, 14)], &[(18, 2)]);
    assert_eq!(plays(&b, "61"), ["13/6"]);
    // Two checkers: every play uses both dice (the 1-point checkers cannot bear off).
    let b = board(&[(13, 1), (9, 1), (1, 13)], &[(18, 2)]);
    assert_eq!(plays(&b, "61"), ["13/12 9/3", "13/6", "9/2"]);
}

#[test]
fn bg_07_doubles_as_many_as_possible() {
    // 4-4: 13/9, then the 5 is closed and the 1-point checkers cannot bear off.
    let b = board(&[(13, 1), (1, 14)], &[(20, 2)]);
    assert_eq!(plays(&b, "44"), ["13/9"]);
    // Two checkers: three moves fit (13/9, 9/5... closed), so: 13/9 and 10/6, 6/2.
    let b = board(&[(13, 1), (10, 1), (1, 13)], &[(20, 2)]);
    let all = b.legal_plays(dice("44"));
    assert!(!all.is_empty());
    let most = all.iter().map(|p| p.steps().len()).max().unwrap();
    assert!(all.iter().all(|p| p.steps().len() == most));
    assert_eq!(
        most,
        3,
        "{:?}",
        all.iter().map(Play::to_string).collect::<Vec<_>>()
    );
}

#[test]
fn bg_07_no_legal_move_forfeits_the_turn() {
    // Every point 6 or 5 away from the checker is closed, and it cannot bear off.
    let b = board(&[(13, 1), (1, 14)], &[(17, 2), (18, 2)]);
    assert!(b.legal_plays(dice("65")).is_empty());
    assert_eq!(b.parse_play(dice("65"), "").map(|p| p.is_empty()), Ok(true));
    assert!(Board::start().parse_play(dice("65"), "").is_err());
}

#[test]
fn bg_08_a_hit_checker_goes_to_the_bar() {
    let b = board(&[(8, 1), (6, 14)], &[(20, 1), (6, 14)]);
    let p = b.parse_play(dice("32"), "8/5*/3").expect("legal");
    let after = p.resulting();
    assert_eq!(after.checkers()[1][24], 1);
    assert_eq!(after.pips(1), b.pips(1) - 20 + 25);
    assert_eq!(p.to_string(), "8/5*/3");
}

#[test]
fn bg_09_enter_from_the_bar_first() {
    // A checker on the bar: with 3-1 it must enter (bar/22 or bar/24) before anything else.
    let b = board(&[(25, 1), (13, 14)], &[(6, 5)]);
    let all = b.legal_plays(dice("31"));
    assert!(
        all.iter().all(|p| p.steps()[0].from == 25),
        "entering comes first"
    );
    let s: Vec<String> = all.iter().map(Play::to_string).collect();
    assert!(
        s.contains(&"bar/22 13/12".to_string()) || s.contains(&"bar/21".to_string()),
        "{s:?}"
    );
    // The entry point is the opponent's home point of the die: a 3 enters on its 3-point.
    assert!(s.iter().any(|p| p.starts_with("bar/22")));
    assert!(s.iter().any(|p| p.starts_with("bar/24")));
    // Two on the bar and one number closed: enter with the other, then no other move.
    let b = board(&[(25, 2), (13, 13)], &[(3, 2)]);
    assert_eq!(plays(&b, "31"), ["bar/24"]);
    // A closed board: dancing.
    let b = board(
        &[(25, 1), (13, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)],
    );
    for (d, _) in Dice::all() {
        assert!(b.legal_plays(d).is_empty(), "{d}");
    }
}

#[test]
fn bg_10_bear_off_only_when_all_are_home() {
    let b = board(&[(7, 1), (6, 2), (1, 12)], &[]);
    // 6-1: 7/6 brings the last one home, then 6/off (gnubg writes the two as 7/off).
    let all = plays(&b, "61");
    assert!(all.contains(&"7/off".to_string()), "{all:?}");
    assert!(all.contains(&"7/1 6/5".to_string()), "{all:?}");
    let p = b.parse_play(dice("61"), "6/off 6/5");
    assert!(
        p.is_err(),
        "the 7 is not home, so nothing can bear off first"
    );
    let b = board(&[(6, 2), (4, 3)], &[]);
    assert_eq!(plays(&b, "64"), ["6/2 6/off", "6/off 4/off"]);
}

#[test]
fn bg_11_higher_number_from_the_highest_point() {
    let b = board(&[(3, 2), (1, 1)], &[]);
    assert_eq!(plays(&b, "65"), ["3/off(2)"]);
    // A 5 with checkers on the 6: the 5 must be played inside (6/1), not borne off from 4.
    let b = board(&[(6, 1), (4, 1)], &[]);
    // Then 4/off and 1/off: three of the four moves.
    assert_eq!(plays(&b, "55"), ["6/off 4/off"]);
    let p = b.legal_plays(dice("55"))[0];
    assert_eq!(p.steps().len(), 3);
    assert_eq!(p.resulting().off(0), 15, "both borne off");
}

#[test]
fn bg_12_a_checker_hit_in_bear_off_must_come_home_first() {
    let b = board(&[(25, 1), (3, 14)], &[(24, 1)]);
    let all = plays(&b, "63");
    assert!(all.iter().all(|p| p.starts_with("bar/")), "{all:?}");
    assert!(all.iter().all(|p| !p.contains("off")), "{all:?}");
}

#[test]
fn bg_13_and_14_the_winner_and_the_points() {
    // Single: the loser has borne off a checker.
    let b = board(&[], &[(6, 14)]);
    assert_eq!(b.result(), Some((0, 1)));
    // Gammon: none off, none in the winner's home board or on the bar.
    let b = board(&[], &[(6, 10), (13, 5)]);
    assert_eq!(b.result(), Some((0, 2)));
    // Backgammon: a checker in the winner's home board (the loser's 19..24) or on the bar.
    assert_eq!(board(&[], &[(6, 14), (19, 1)]).result(), Some((0, 3)));
    assert_eq!(board(&[], &[(6, 14), (25, 1)]).result(), Some((0, 3)));
    assert_eq!(board(&[(6, 14), (25, 1)], &[]).result(), Some((1, 3)));
    assert_eq!(Board::start().result(), None);
}

/// The notation of the only play of `text`'s position: parsing `text` gives this play.
fn reads_as(b: &Board, d: &str, text: &str) -> String {
    b.parse_play(dice(d), text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .to_string()
}

#[test]
fn notation_as_gnubg_writes_and_reads_it() {
    let s = Board::start();
    // Sources highest first, whatever the order written.
    assert_eq!(reads_as(&s, "31", "6/5 8/5"), "8/5 6/5");
    assert_eq!(reads_as(&s, "61", "8/7 13/7"), "13/7 8/7");
    // One checker moving twice is joined; written in steps or with the point between.
    for t in ["24/14", "24/18 18/14", "24/20/14", "24/18/14"] {
        assert_eq!(reads_as(&s, "64", t), "24/14");
    }
    // Repeated moves are counted.
    for t in [
        "24/18 24/18 13/7 13/7",
        "13/7(2) 24/18(2)",
        "24/18(2) 13/7 13/7",
    ] {
        assert_eq!(reads_as(&s, "66", t), "24/18(2) 13/7(2)");
    }
    // Hits: marked on the point, kept as an intermediate point when the checker goes on.
    let b = board(&[(13, 1), (1, 14)], &[(15, 1), (18, 1)]);
    // 3-3: hits on the 10 and the 7 on the way to the 1.
    assert_eq!(plays(&b, "33"), ["13/10*/7*/1"]);
    assert_eq!(plays(&b, "63"), ["13/10*/4", "13/7*/4"]);
    let e = b.parse_play(dice("63"), "13/4").unwrap_err().to_string();
    assert!(
        e.contains("13/10*/4") && e.contains("13/7*/4") && e.contains('*'),
        "{e}"
    );
    assert_eq!(reads_as(&b, "63", "13/7*/4"), "13/7*/4");
    assert_eq!(reads_as(&b, "63", "13/10* 10/4"), "13/10*/4");
    // Two checkers landing on a blot: the first one hits.
    let b = board(&[(13, 13), (6, 2)], &[(23, 1)]);
    assert!(plays(&b, "44").contains(&"13/9(2) 6/2*(2)".to_string()));
    // Entering and bearing off.
    let b = board(&[(25, 1), (13, 14)], &[]);
    assert!(plays(&b, "31").contains(&"bar/21".to_string()));
    assert!(plays(&b, "31").contains(&"bar/22 13/12".to_string()));
    assert_eq!(reads_as(&b, "31", "25/22 13/12"), "bar/22 13/12");
    let b = board(&[(6, 1), (1, 1)], &[]);
    // 6/5/off is written 6/off, as gnubg joins one checker's moves.
    assert_eq!(plays(&b, "61"), ["6/off", "6/off 1/off"]);
    assert_eq!(reads_as(&b, "61", "1/0 6/0"), "6/off 1/off");
    // Text that is not a play, or not a legal one.
    let s = Board::start();
    for (t, word) in [
        ("13-7", "from/to"),
        ("7/13", "lower"),
        ("13/7(5)", "count"),
        ("13/x", "'x'"),
        ("*13/7", "not a point"),
        ("13/7 13/7", "not a legal play"),
        ("8/5* 6/5", "not a legal play"),
    ] {
        let e = s.parse_play(dice("61"), t).unwrap_err().to_string();
        assert!(e.contains(word), "{t}: {e}");
    }
}

#[test]
fn apply_reaches_the_generated_position_and_never_panics() {
    let s = Board::start();
    for (d, _) in Dice::all() {
        for p in s.legal_plays(d) {
            assert_eq!(s.apply(&p), p.resulting());
        }
    }
    // A play of another board: no panic.
    let other = board(&[(25, 2)], &[(1, 2)]);
    for p in other.legal_plays(dice("31")) {
        let _ = Board::start().apply(&p);
        let _ = board(&[(1, 1)], &[]).apply(&p);
    }
}
