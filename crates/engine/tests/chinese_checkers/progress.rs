//! Computer games that end: every level finishes solo and two-player games from positions
//! reached in play, and the waiting game found by self-play (seed 16262: both sides move a
//! marble to and fro inside their destination while their last marble stays out) ends.

use super::common::*;
use ttakji_engine::chinese_checkers::search::{best_move, stalled, ROW, STALL_MOVES};
use ttakji_engine::chinese_checkers::{Config, Game, Position};
use ttakji_engine::core::analysis::Mark;
use ttakji_engine::core::{Engine, Notation, Think};
use ttakji_engine::rng::Rng;
use ttakji_engine::Level;

/// `ttakji selfplay chinese-checkers --players 2 --marbles 15 --level normal --games 1
/// --seed 16262` after 1000 moves: S and N each have 14 marbles home and one out.
const WAITING: &str = "2 15 - 3/33/333/3333/.3333/\
    ................/.............../............../............./\
    ....0......./.........../....3......./............./\
    ............../.............../................/0.000/0000/000/00/0 S -";

/// Plays `level` for every seat from `g` until the game ends, in at most `cap` moves. The
/// level thinks 20 ticks of [`ticks`] a move (about 20,000 nodes): what is tested is that
/// its games end, which must not depend on the time it has.
fn finish(mut g: Game, level: Level, cap: usize) {
    let mut l = limits(level);
    l.movetime_ms = 20.0;
    let from = g.position().to_text();
    for n in 0..cap {
        if g.outcome().is_over() {
            return;
        }
        let r = best_move(&g, &l, n as u64, &ticks()).expect("a move");
        g.play(&r.best).unwrap();
    }
    let now = g.position().to_text();
    panic!("{level:?} from {from}: no finish in {cap} moves, at {now}");
}

#[test]
fn every_level_finishes_solo_and_two_player_games_from_positions_reached_in_play() {
    let mut rng = Rng::new(16262);
    for (players, marbles) in [(1, 10), (1, 15), (2, 10), (2, 15)] {
        let config = Config::new(players, marbles, false, false).unwrap();
        for level in Level::ALL {
            // After 40 random moves: marbles scattered about, some walking away.
            let mut g = Game::new(&config);
            for _ in 0..40 {
                let mv = random_move(g.position(), &mut rng);
                g.play(&mv).unwrap();
            }
            finish(g, level, 500);
        }
    }
}

#[test]
fn the_waiting_game_ends_at_every_level() {
    let p = Position::from_text(WAITING).unwrap();
    for level in Level::ALL {
        finish(Game::from_position(p.clone()), level, 60);
    }
}

#[test]
fn a_side_is_stalled_after_eight_moves_without_a_new_low() {
    let p = Position::from_text(WAITING).unwrap();
    let mut g = Game::from_position(p);
    let play = |g: &mut Game, text: &str| {
        let mv = g.position().parse_move(text).unwrap();
        g.play(&mv).unwrap();
    };
    let to_and_fro = ["11-10", "168-167", "10-11", "167-168"];
    for i in 0..=2 * STALL_MOVES {
        assert_eq!(stalled(&g), i >= 2 * STALL_MOVES, "after {i} moves");
        if i < 2 * STALL_MOVES {
            play(&mut g, to_and_fro[i % 4]);
        }
    }
    // One step of S's last marble towards home is a new low.
    play(&mut g, "100-88");
    play(&mut g, "168-167");
    assert!(!stalled(&g));
}

/// The hint and the review in the waiting game, at the normal level (three layers) with no
/// clock to stop it: the same ranking every run.
fn review(g: &Game, text: &str) -> (Vec<(String, i32)>, i32, Option<Mark>) {
    let think = Think {
        level: Level::Normal,
        movetime_ms: None,
        seed: 1,
    };
    let clock = || 0.0;
    let p = g.position();
    let ranked = Position::rank_moves(g, &think, &clock);
    let mv = p.parse_move(text).unwrap();
    let r = Position::review(g, &mv, &think, &clock).expect("a player to move");
    let loss = r.loss(&Position::MARKS);
    let best = ranked.iter().map(|r| (p.move_text(&r.mv), r.value));
    (best.collect(), loss, Position::MARKS.mark(loss))
}

#[test]
fn a_marble_moved_to_and_fro_while_both_sides_wait_loses_a_move_of_the_crossing() {
    let mut g = Game::from_position(Position::from_text(WAITING).unwrap());
    // S's last marble steps towards home: the best plan, where the search alone would
    // rather wait and shuffle a marble inside the destination.
    let (best, loss, mark) = review(&g, "11-10");
    assert!(best[0].0.starts_with("100-"), "{best:?}");
    assert_eq!((loss, mark), (ROW, Some(Mark::Inaccuracy)), "{best:?}");
    assert_eq!(review(&g, &best[0].0).1, 0);
    // And back where it came from, after N's shuffle.
    for text in ["11-10", "168-167"] {
        g.play(&g.position().parse_move(text).unwrap()).unwrap();
    }
    let (best, loss, _) = review(&g, "10-11");
    assert!(best[0].0.starts_with("100-"), "{best:?}");
    assert!(loss >= ROW, "10-11 loses {loss}: {best:?}");
}
