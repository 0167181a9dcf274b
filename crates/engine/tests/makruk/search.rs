//! The Makruk computer player on constructed positions: it plays legal turns, mates, and
//! uses the counting rules (MK-8..11) to its side's advantage.

use crate::common::game;
use std::time::Instant;
use ttakji_engine::makruk::search::{best_move, evaluate, Limits, SearchResult, WIN_SCORE};
use ttakji_engine::makruk::{CountAction, MakrukGame, Position, Turn};
use ttakji_engine::rng::Rng;
use ttakji_engine::{GameId, Level, Outcome, Side};

fn think(g: &MakrukGame, limits: Limits) -> SearchResult<Turn> {
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    best_move(g, &limits, 1, &clock).expect("the game is not over")
}

fn quick(depth: u32) -> Limits {
    Limits {
        max_depth: depth,
        movetime_ms: 5000.0,
        noise: 0,
        max_nodes: None,
    }
}

/// White has mated.
const WHITE_MATES: Outcome = Outcome::Win {
    winner: Side::First,
    reason: "checkmate",
};

#[test]
fn every_level_plays_a_legal_turn() {
    let mut g = MakrukGame::new();
    for level in Level::ALL {
        let mut limits = Limits::for_level(GameId::Makruk, level);
        limits.movetime_ms = limits.movetime_ms.min(300.0);
        let r = think(&g, limits);
        assert!(
            g.legal_moves().contains(&r.best.mv),
            "{level:?}: {}",
            r.best
        );
        assert_eq!(r.best.action, None, "no count with Bia on the board");
        g.play_turn(r.best).unwrap();
    }
}

#[test]
fn a_finished_game_has_no_move() {
    let mut g = game("k7/8/1K6/8/8/8/8/7R w - - 0 1");
    g.play("h1h8".parse().unwrap()).unwrap();
    let clock = || 0.0;
    assert_eq!(best_move(&g, &quick(3), 1, &clock), None);
}

#[test]
fn it_mates_in_one() {
    let g = game("k7/8/1K6/8/8/8/8/7R w - - 0 1");
    for depth in [1, 3, 6] {
        let r = think(&g, quick(depth));
        assert_eq!(
            r.best,
            Turn::plain("h1h8".parse().unwrap()),
            "depth {depth}"
        );
        assert_eq!(r.score, WIN_SCORE - 1);
    }
}

#[test]
fn it_sees_a_mate_in_two_with_two_rua() {
    // Black's lone Khun on a8 must go to a7; then Ra2 mates (pieces' honour runs, with
    // moves to spare).
    let g = game("k7/8/8/8/4K3/8/7R/1R6 b - - 0 1");
    let r = think(&g, quick(4));
    assert_eq!(r.score, -(WIN_SCORE - 2));
    let mut g = g;
    g.play_turn(r.best).unwrap();
    let r = think(&g, quick(4));
    g.play_turn(r.best).unwrap();
    assert_eq!(g.outcome(), WHITE_MATES);
}

#[test]
fn mk_11_the_counting_side_stops_counting_before_it_mates() {
    // White counts board's honour and could mate at once with Rh8, which would only draw.
    let mut g = game("k7/8/1K6/8/8/8/7R/3m4 w - 128 10 40");
    let r = think(&g, quick(6));
    assert_ne!(r.best, Turn::plain("h2h8".parse().unwrap()));
    assert_eq!(r.best.action, Some(CountAction::Stop), "{}", r.best);
    assert!(r.score > WIN_SCORE - 10, "{}", r.score);
    // Played out, the stop then the mate win.
    while !g.outcome().is_over() {
        let r = think(&g, quick(6));
        g.play_turn(r.best).unwrap();
    }
    assert_eq!(g.outcome(), WHITE_MATES);
}

#[test]
fn mk_08_the_side_behind_starts_counting_and_the_side_ahead_does_not() {
    // Black has only a Met against White's Rua and Ma: Black starts board counting.
    let behind = game("4k3/3m4/8/8/8/8/8/RN2K3 b - - 0 1");
    assert!(behind.can_start_counting());
    assert!(evaluate(behind.position()) < 0);
    let r = think(&behind, quick(4));
    assert_eq!(r.best.action, Some(CountAction::Start), "{}", r.best);
    // White, ahead, does not.
    let ahead = game("4k3/3m4/8/8/8/8/8/RN2K3 w - - 0 1");
    assert!(evaluate(ahead.position()) > 0);
    let r = think(&ahead, quick(4));
    assert_eq!(r.best.action, None, "{}", r.best);
}

#[test]
fn it_takes_a_hanging_rua() {
    let g = game("4k3/8/8/3r4/2P5/8/8/4K3 w - - 0 1");
    let r = think(&g, quick(3));
    assert_eq!(r.best.mv.to_string(), "c4d5");
    assert!(r.score > 0, "{}", r.score);
}

#[test]
fn fast_games_between_levels_end_and_every_turn_is_legal() {
    let mut rng = Rng::new(8);
    let easy = Limits {
        max_depth: 1,
        movetime_ms: 1000.0,
        noise: 60,
        max_nodes: None,
    };
    let normal = quick(2);
    let mut finished = 0;
    for n in 0..4 {
        let mut g = MakrukGame::new();
        for _ in 0..4 {
            let moves = g.legal_moves();
            g.play(moves[rng.below(moves.len())]).unwrap();
        }
        while !g.outcome().is_over() {
            let limits = if (g.position().side_to_move() == Side::First) == (n % 2 == 0) {
                easy
            } else {
                normal
            };
            let t0 = Instant::now();
            let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
            let r = best_move(&g, &limits, rng.next_u64(), &clock).unwrap();
            g.play_turn(r.best)
                .unwrap_or_else(|e| panic!("{e} in {}", g.position()));
        }
        finished += 1;
        assert!(g.turns().len() <= 400);
    }
    assert_eq!(finished, 4);
}

/// Plays the game out with the computer on both sides at a fixed depth; returns the end.
fn play_out(g: &mut MakrukGame, depth: u32) -> Outcome {
    while !g.outcome().is_over() {
        let r = think(g, quick(depth));
        g.play_turn(r.best)
            .unwrap_or_else(|e| panic!("{e} in {}", g.position()));
    }
    g.outcome()
}

#[test]
fn it_finds_a_mate_in_three_with_two_rua() {
    // Fairy-Stockfish: mate 3 (Rb7 Kd8 Rc2 Ke8 Rc8). The Bia keep the counts away.
    let mut g = game("4k3/8/p7/P7/8/8/R7/1R2K3 w - - 0 1");
    let r = think(&g, quick(10));
    assert_eq!(r.score, WIN_SCORE - 5, "{}", r.best);
    assert_eq!(
        play_out(&mut g, 10),
        Outcome::Win {
            winner: Side::First,
            reason: "checkmate"
        }
    );
    assert_eq!(g.turns().len(), 5, "mate on White's third move");
}

#[test]
fn mk_13_one_rua_mates_a_lone_khun_from_the_centre_within_the_count() {
    // Pieces' honour: three pieces, the lone Khun counts from 4 to 16, so White has 13
    // moves; the Khun must be driven from the centre to an edge and mated in time.
    let mut g = game("8/8/8/8/3k4/8/8/R3K3 w - - 0 1");
    let counting = g.counting().expect("pieces' honour starts by itself");
    assert_eq!((counting.count, counting.limit), (3, 16));
    assert_eq!(
        play_out(&mut g, 9),
        Outcome::Win {
            winner: Side::First,
            reason: "checkmate"
        },
        "{}",
        g.position()
    );
}

#[test]
fn a_lone_ma_or_met_is_no_win_but_a_rua_is() {
    // Without Bia, a Khun with one Ma or one Met cannot mate a bare Khun: the lead counts
    // for little; a Rua's does.
    let ma = evaluate(game("8/8/8/3k4/8/8/8/1N2K3 w - - 0 1").position());
    let met = evaluate(game("8/8/8/3k4/8/8/8/3MK3 w - - 0 1").position());
    let rua = evaluate(game("8/8/8/3k4/8/8/8/R3K3 w - - 0 1").position());
    assert!(ma.abs() < 100 && met.abs() < 100, "ma {ma} met {met}");
    assert!(rua > 500, "rua {rua}");
}

#[test]
fn the_next_search_starts_with_what_the_last_one_learnt() {
    // The transposition table stays with the thread between moves: searching the same
    // position again costs far fewer nodes.
    let g = MakrukGame::replay(Position::start(), &["e3e4", "d6d5", "b1d2"]).unwrap();
    let first = think(&g, quick(7));
    let again = think(&g, quick(7));
    assert_eq!(again.depth, 7);
    assert!(
        again.nodes * 4 < first.nodes,
        "{} then {} nodes",
        first.nodes,
        again.nodes
    );
}
