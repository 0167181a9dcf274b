//! The backgammon computer player: the trained nets, play choice, cube decisions (BG-15,
//! BG-16), resignations (BG-17) and the match equity table.

use crate::common::board;
use ttakji_engine::backgammon::ai::{choose_play, position_probs, resignation_offer, Evaluator};
use ttakji_engine::backgammon::cube::{
    self, accept_resignation, resignation, should_double, should_take, CubeContext, CubeOwner,
    MatchScore, Met, Outcomes,
};
use ttakji_engine::backgammon::nn::Probs;
use ttakji_engine::backgammon::{Board, Dice};
use ttakji_engine::rng::Rng;
use ttakji_engine::Level;

fn play_text(b: &Board, d: (u8, u8), level: Level) -> String {
    let dice = Dice::new(d.0, d.1).expect("dice");
    choose_play(b, dice, level, &mut Rng::new(1), &CubeContext::MONEY)
        .expect("a legal play")
        .to_string()
}

#[test]
fn the_committed_net_is_trained() {
    let nets = Evaluator::builtin().nets();
    assert!(nets.games >= 100_000, "only {} games", nets.games);
}

#[test]
fn a_net_is_installed_once_and_only_from_a_net_file() {
    // The wasm32 worker installs the net it fetched; natively it is built in.
    let junk = Evaluator::install(b"not a net").expect_err("junk is no net file");
    assert!(junk.starts_with("bg-net.bin: "), "{junk}");
    Evaluator::builtin();
    let again = Evaluator::install(include_bytes!("../../assets/bg-net.bin"));
    assert_eq!(
        again,
        Err("the backgammon net is installed already".to_string())
    );
}

#[test]
fn opening_plays_make_points() {
    let start = Board::start();
    for level in [Level::Normal, Level::Hard] {
        assert_eq!(play_text(&start, (3, 1), level), "8/5 6/5", "{level:?}");
        assert_eq!(play_text(&start, (4, 2), level), "8/4 6/4", "{level:?}");
        assert_eq!(play_text(&start, (6, 1), level), "13/7 8/7", "{level:?}");
    }
}

#[test]
fn points_on_a_blot() {
    // The opponent has a blot on our 4-point (its 21-point); 4-2 points on it from 8 and 6.
    let b = board(
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(24, 1), (21, 1), (13, 5), (8, 3), (6, 5)],
    );
    assert_eq!(play_text(&b, (4, 2), Level::Normal), "8/4* 6/4");
}

#[test]
fn bears_off_rather_than_moving() {
    let b = board(
        &[(6, 4), (5, 4), (4, 3), (3, 2), (2, 2)],
        &[(6, 5), (5, 5), (4, 5)],
    );
    assert_eq!(play_text(&b, (6, 5), Level::Normal), "6/off 5/off");
}

#[test]
fn probabilities_are_sensible() {
    let eval = Evaluator::builtin();
    let start = eval.probs(&Board::start());
    assert!((0.45..0.62).contains(&start.win()), "{start:?}");
    assert!(start.equity().abs() < 0.2, "{start:?}");
    // A race far ahead: nearly sure to win, and never a gammon once the loser is off.
    let ahead = board(&[(2, 3), (1, 3)], &[(6, 5), (5, 5), (4, 2)]);
    let p = eval.probs(&ahead);
    assert!(p.win() > 0.97, "{p:?}");
    assert_eq!(
        p.0[1], 0.0,
        "the opponent has borne off checkers: no gammon"
    );
    // Seen from the other side, the same position is nearly lost.
    let q = eval.probs(&ahead.swapped());
    assert!(q.win() < 0.05, "{q:?}");
}

#[test]
fn look_ahead_agrees_with_the_net_in_a_quiet_race() {
    let b = board(&[(6, 3), (5, 3), (4, 3)], &[(6, 3), (5, 3), (3, 3)]);
    let p0 = position_probs(&b, Level::Easy, &CubeContext::MONEY);
    let p2 = position_probs(&b, Level::Hard, &CubeContext::MONEY);
    assert!((p0.win() - p2.win()).abs() < 0.08, "{p0:?} {p2:?}");
}

fn gammonless(win: f32) -> Probs {
    Probs([win, 0.0, 0.0, 0.0, 0.0])
}

#[test]
fn bg_15_doubles_a_near_certain_win_and_it_is_dropped() {
    let p = gammonless(0.95);
    assert!(should_double(p, &CubeContext::MONEY, true, 40));
    assert!(!should_take(p, &CubeContext::MONEY, true, 40));
}

#[test]
fn bg_15_takes_a_marginal_double_and_drops_a_hopeless_one() {
    // The taker has 28%: above the money take point (about 22% with a live cube).
    assert!(should_take(gammonless(0.72), &CubeContext::MONEY, true, 80));
    assert!(should_double(
        gammonless(0.72),
        &CubeContext::MONEY,
        true,
        80
    ));
    // 10% for the taker: drop.
    assert!(!should_take(
        gammonless(0.90),
        &CubeContext::MONEY,
        false,
        150
    ));
}

#[test]
fn bg_15_no_double_too_early_or_when_too_good() {
    assert!(!should_double(
        gammonless(0.55),
        &CubeContext::MONEY,
        false,
        150
    ));
    // Winning a gammon more than half the time: playing on beats cashing one point.
    let gammonish = Probs([0.92, 0.6, 0.05, 0.0, 0.0]);
    assert!(!should_double(gammonish, &CubeContext::MONEY, false, 150));
}

#[test]
fn bg_15_the_cube_stops_at_64_and_the_owner_alone_redoubles() {
    let at_64 = CubeContext {
        cube: 64,
        owner: CubeOwner::Me,
        ..CubeContext::MONEY
    };
    assert!(!should_double(gammonless(0.95), &at_64, true, 40));
    let theirs = CubeContext {
        cube: 2,
        owner: CubeOwner::Opponent,
        ..CubeContext::MONEY
    };
    assert!(!should_double(gammonless(0.95), &theirs, true, 40));
    let mine = CubeContext {
        owner: CubeOwner::Me,
        ..theirs
    };
    assert!(should_double(gammonless(0.95), &mine, true, 40));
}

#[test]
fn bg_16_no_double_in_the_crawford_game() {
    let crawford = CubeContext {
        score: Some(MatchScore {
            length: 5,
            me: 2,
            opponent: 4,
            crawford: true,
        }),
        ..CubeContext::MONEY
    };
    assert!(!should_double(gammonless(0.8), &crawford, false, 120));
    assert!(!crawford.may_double());
}

#[test]
fn bg_16_the_trailer_doubles_after_the_crawford_game() {
    // Post-Crawford, 4-away against 1-away: the trailer doubles at once, the leader takes.
    let post = CubeContext {
        score: Some(MatchScore {
            length: 5,
            me: 1,
            opponent: 4,
            crawford: false,
        }),
        ..CubeContext::MONEY
    };
    let p = Probs([0.5, 0.13, 0.01, 0.13, 0.01]);
    assert!(should_double(p, &post, false, 167));
    assert!(should_take(p, &post, false, 167));
}

#[test]
fn bg_16_jacoby_gammons_count_only_after_a_double() {
    let jacoby = CubeContext {
        jacoby: true,
        ..CubeContext::MONEY
    };
    let o = jacoby.outcomes();
    assert_eq!(o.win, [1.0, 1.0, 1.0]);
    let turned = CubeContext {
        cube: 2,
        owner: CubeOwner::Opponent,
        ..jacoby
    };
    assert_eq!(turned.outcomes(), Outcomes::MONEY);
}

#[test]
fn bg_16_gammons_are_worth_less_when_one_point_wins_the_match() {
    // Needing 1 point: a gammon won is worth no more than a single.
    let one_away = CubeContext {
        score: Some(MatchScore {
            length: 7,
            me: 6,
            opponent: 3,
            crawford: true,
        }),
        ..CubeContext::MONEY
    };
    let o = one_away.outcomes();
    assert!((o.win[1] - o.win[0]).abs() < 1e-6, "{o:?}");
    assert!(
        o.lose[1] < o.lose[0],
        "losing a gammon still costs more: {o:?}"
    );
}

#[test]
fn match_equity_table_is_consistent() {
    let met = Met::get();
    for a in 1..=15 {
        for b in 1..=15 {
            let (x, y) = (met.equity(a, b, false), met.equity(b, a, false));
            assert!((x + y - 1.0).abs() < 1e-5, "{a} {b}: {x} + {y}");
            // Leading is better, except 1-away against 2-away after the Crawford game, where
            // the trailer's immediate double makes it one game for the match.
            if a < b && (a, b) != (1, 2) {
                assert!(x > 0.5, "leading {a}-away against {b}-away: {x}");
            }
        }
    }
    assert!((met.equity(5, 5, false) - 0.5).abs() < 1e-6);
    // The Crawford game, 1-away against 2-away: the leader's chance is about 68–70%.
    let c = met.equity(1, 2, true);
    assert!((0.66..0.72).contains(&c), "{c}");
    // More to go makes a lead worth less.
    assert!(met.equity(2, 4, false) > met.equity(8, 10, false));
}

#[test]
fn bg_17_resignations() {
    let ctx = CubeContext::MONEY;
    // Accept a single when no gammon is likely; refuse it when a gammon is nearly sure.
    assert!(accept_resignation(gammonless(0.97), &ctx, 1, true, 30));
    let gammon = Probs([0.99, 0.9, 0.0, 0.0, 0.0]);
    assert!(!accept_resignation(gammon, &ctx, 1, false, 60));
    assert!(accept_resignation(gammon, &ctx, 2, false, 60));
    // The computer resigns only with no chance at all, as what it will surely lose.
    assert_eq!(resignation(Probs([0.0, 0.0, 0.0, 0.0, 0.0])), Some(1));
    assert_eq!(resignation(Probs([0.0, 0.0, 0.0, 1.0, 0.0])), Some(2));
    assert_eq!(resignation(Probs([0.02, 0.0, 0.0, 0.0, 0.0])), None);
    assert_eq!(resignation(Probs([0.0, 0.0, 0.0, 0.5, 0.0])), None);
}

#[test]
fn cube_values_from_both_sides_agree() {
    // What the doubler expects from a take is what the taker gives up, in money.
    let p = Probs([0.7, 0.2, 0.01, 0.05, 0.0]);
    let v = cube::cube_values(p, &CubeContext::MONEY, false, 120);
    assert!(v.no_double < v.double_pass);
    assert_eq!(v.double_pass, 1.0);
}

#[test]
fn bg_17_the_computer_resigns_a_lost_race_only() {
    // On roll with seven checkers left against one on the opponent's 1-point: no roll
    // bears off seven, and eight are off, so it resigns a single.
    let single = board(&[(6, 4), (5, 3)], &[(1, 1)]);
    assert_eq!(resignation_offer(&single, &CubeContext::MONEY), Some(1));
    // Fifteen checkers on its 18-point: none can be borne off before the opponent's last
    // checker is, so a gammon (not a backgammon: none is in the opponent's home board).
    let gammon = board(&[(18, 15)], &[(1, 1)]);
    assert_eq!(resignation_offer(&gammon, &CubeContext::MONEY), Some(2));
    // Three checkers on the 6-point still win with 6-6: play on.
    let hope = board(&[(6, 3)], &[(1, 1)]);
    assert_eq!(resignation_offer(&hope, &CubeContext::MONEY), None);
    // In contact the computer never resigns.
    assert_eq!(
        resignation_offer(&Board::start(), &CubeContext::MONEY),
        None
    );
}
