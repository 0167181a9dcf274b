//! The Morris computer player on constructed positions: it takes a mill in one, stops the
//! opponent's mill in one, and wins clearly won endgames.

use std::time::Instant;
use ttakji_engine::morris::search::{best_move, Limits, WIN_SCORE};
use ttakji_engine::morris::{MorrisGame, MorrisKind, Move, Point, Position, Variant};
use ttakji_engine::{GameId, Level, Outcome, Side};

/// The points in the order of the position string's board field.
const ORDER: [&str; 24] = [
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4", "c3",
    "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
];

/// A position with the first player (`W`) on `w`, the second (`B`) on `b`.
fn position(v: &'static Variant, w: &[&str], b: &[&str], side: char, hands: (u8, u8)) -> Position {
    let mut board = String::new();
    for (i, name) in ORDER.iter().enumerate() {
        if [3, 6, 9, 15, 18, 21].contains(&i) {
            board.push('/');
        }
        board.push(if w.contains(name) {
            'W'
        } else if b.contains(name) {
            'B'
        } else {
            '.'
        });
    }
    let text = format!("{board} {side} {} {} 0 40", hands.0, hands.1);
    Position::from_text(v, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn clock() -> impl Fn() -> f64 {
    let t0 = Instant::now();
    move || t0.elapsed().as_secs_f64() * 1000.0
}

/// The hard level with a shorter budget, so the suite stays fast; depth still reaches
/// far beyond the two plies these tests need.
fn hard() -> Limits {
    Limits {
        movetime_ms: 400.0,
        ..Limits::for_level(GameId::Tigadi, Level::Hard)
    }
}

fn choose(pos: Position) -> Move {
    let game = MorrisGame::from_position(pos);
    best_move(&game, &hard(), 1, &clock())
        .expect("position is ongoing")
        .best
}

fn nmm() -> &'static Variant {
    Variant::preset(MorrisKind::NineMensMorris, false)
}

fn tigadi() -> &'static Variant {
    Variant::preset(MorrisKind::Tigadi, false)
}

#[test]
fn hard_takes_a_mill_in_one_when_sliding() {
    // White g4-g1 closes a1-d1-g1.
    let p = position(
        nmm(),
        &["a1", "d1", "g4", "b6", "d6"],
        &["a7", "d7", "f2", "f4", "c3"],
        'w',
        (0, 0),
    );
    let mv = choose(p);
    assert!(mv.remove().is_some(), "chose {mv}, which closes no mill");
}

#[test]
fn hard_takes_a_mill_in_one_when_placing() {
    let p = position(
        tigadi(),
        &["a1", "b2", "d6"],
        &["d1", "g1", "f4"],
        'w',
        (6, 6),
    );
    let mv = choose(p);
    assert_eq!(mv.to(), Point::parse("c3"), "chose {mv}");
    assert!(mv.remove().is_some());
}

#[test]
fn hard_blocks_a_mill_in_one_when_placing() {
    // Black threatens d7-d6-d5 at d5; White has no mill of its own to make.
    let p = position(nmm(), &["a1", "g7", "f2"], &["d7", "d6", "b4"], 'w', (6, 6));
    let mv = choose(p);
    assert_eq!(
        mv.to(),
        Point::parse("d5"),
        "chose {mv}, leaving the mill at d5 open"
    );
}

#[test]
fn hard_blocks_a_mill_in_one_when_sliding() {
    // Black threatens c5-d5 (closing d7-d6-d5); only e5-d5 stops it.
    let w = ["e5", "a1", "g1", "f4", "d3", "b6"];
    let b = ["d7", "d6", "c5", "g7", "g4"];
    for v in [nmm(), tigadi()] {
        let p = position(v, &w, &b, 'w', (0, 0));
        let mv = choose(p);
        assert_eq!(mv.to_string(), "e5-d5", "{:?}: chose {mv}", v.kind);
    }
}

/// A "running mill" (two mills sharing no piece, their gaps adjacent) against pieces that
/// cannot reach it in time: a clearly won endgame. Hard must win it against hard.
#[test]
fn hard_wins_with_a_running_mill() {
    for v in [nmm(), tigadi()] {
        let p = position(
            v,
            &["a1", "g1", "b2", "f2", "d1"],
            &["a7", "d7", "g7", "c5", "e5", "g4"],
            'w',
            (0, 0),
        );
        let mut game = MorrisGame::from_position(p);
        let limits = Limits {
            movetime_ms: 150.0,
            ..hard()
        };
        for seed in 0..40 {
            if game.outcome().is_over() {
                break;
            }
            let r = best_move(&game, &limits, seed, &clock()).expect("ongoing");
            game.play(r.best).expect("search plays legal moves");
        }
        assert_eq!(
            game.outcome(),
            Outcome::Win {
                winner: Side::First,
                reason: "two-pieces"
            },
            "{:?}: {:?}",
            v.kind,
            game.moves()
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn hard_sees_a_forced_win_score() {
    // White to move with a running mill against three black pieces: won.
    let p = position(
        nmm(),
        &["a1", "g1", "b2", "f2", "d1"],
        &["a7", "d7", "c5"],
        'w',
        (0, 0),
    );
    let r = best_move(&MorrisGame::from_position(p), &hard(), 1, &clock()).unwrap();
    assert!(r.score > WIN_SCORE - 100, "score {}", r.score);
}

#[test]
fn every_level_plays_legal_moves_to_the_end() {
    for level in Level::ALL {
        let mut limits = Limits::for_level(GameId::Tigadi, level);
        limits.movetime_ms = limits.movetime_ms.min(30.0);
        for v in [nmm(), tigadi()] {
            let mut game = MorrisGame::new(v);
            let mut seed = 0;
            while !game.outcome().is_over() && game.moves().len() < 300 {
                seed += 1;
                let r = best_move(&game, &limits, seed, &clock()).expect("ongoing");
                assert!(game.legal_moves().contains(&r.best));
                game.play(r.best).unwrap();
            }
            assert!(best_move(&game, &limits, 0, &clock()).is_none() || !game.outcome().is_over());
        }
    }
}
