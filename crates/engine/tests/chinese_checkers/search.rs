//! The Chinese Checkers computer player: legal moves for any seat of any configuration
//! (CC-6), wins it sees, end games without stragglers, finished self-play games, the solo
//! planner.

use super::common::*;
use ttakji_engine::chinese_checkers::search::{best_move, greedy_move, solo_plan};
use ttakji_engine::chinese_checkers::{Config, Corner, Game, Position};
use ttakji_engine::rng::Rng;
use ttakji_engine::search::Limits;
use ttakji_engine::{GameId, Level};
use Corner::*;

#[test]
fn cc_06_the_computer_plays_any_seat_of_any_configuration() {
    let mut rng = Rng::new(3);
    for config in every_config(false) {
        let players = config.players() as usize;
        let mut p = Position::start(&config);
        // Every seat moves twice, a random move then the computer's.
        for round in 0..2 * players {
            let mv = if round < players {
                random_move(&p, &mut rng)
            } else {
                let level = Level::ALL[round % 3];
                let r =
                    best_move(&alone(&p), &limits(level), round as u64, &ticks()).expect("a move");
                assert_eq!(p.parse_move(&r.best.to_string()).as_ref(), Ok(&r.best));
                r.best
            };
            p.play(&mv).unwrap();
        }
    }
}

#[test]
fn cc_13_every_level_takes_a_win_in_one() {
    let p = s_nearly_home(&two(), false);
    for level in Level::ALL {
        let r = best_move(&alone(&p), &limits(level), 1, &ticks()).unwrap();
        assert_eq!(r.best.to(), 9, "{level:?}");
    }
}

#[test]
fn cc_14_the_computer_fills_around_a_blocking_marble() {
    // N keeps a marble in hole 9 (S's destination); S holds 0-7 and can fill hole 8.
    let p = n_blocks_hole_9();
    let r = best_move(&alone(&p), &limits(Level::Normal), 1, &ticks()).unwrap();
    assert_eq!(r.best.to(), 8);
}

#[test]
fn the_last_marble_walks_to_the_free_hole_instead_of_wandering() {
    // S has nine marbles home and hole 9 free; its last marble is at (-4,4), four holes
    // away along row 4. N's marbles are far off, in the south of the centre.
    let mut s: Vec<usize> = (0..9).collect();
    s.push(at(-4, 4));
    let mut n: Vec<usize> = (-7..=7).step_by(2).map(|x| at(x, 9)).collect();
    n.extend([at(-2, 10), at(0, 10)]);
    let mut g = Game::from_position(setup(&two(), &[(S, &s), (N, &n)], S));
    for level in [Level::Normal, Level::Hard] {
        let mut g = g.clone();
        let mut rng = Rng::new(1);
        let mut own = 0;
        while !g.outcome().is_over() {
            let p = g.position();
            let mv = if p.to_move() == S {
                own += 1;
                best_move(&g, &limits(level), 1, &ticks()).unwrap().best
            } else {
                greedy_move(p, &mut rng).unwrap()
            };
            g.play(&mv).unwrap();
            assert!(own <= 4, "{level:?} needs more than four moves");
        }
        assert_eq!(g.outcome().winners(), Some(&[S][..]));
    }
    g.undo();
}

#[test]
fn computer_games_finish_in_every_configuration() {
    let mut rng = Rng::new(9);
    for (players, teams, play_on, level) in [
        (6, false, false, Level::Easy),
        (6, true, false, Level::Easy),
        (4, true, true, Level::Easy),
        (3, false, true, Level::Normal),
        (2, false, false, Level::Normal),
    ] {
        let config = Config::new(players, 10, teams, play_on).unwrap();
        let mut g = Game::new(&config);
        while !g.outcome().is_over() {
            assert!(g.moves().len() < 1000, "{players} players: no finish");
            // Every position of a game, finishes and play on included, reads back.
            let text = g.position().to_text();
            assert_eq!(
                Position::from_text(&text).as_ref(),
                Ok(g.position()),
                "{text}"
            );
            let l = Limits::for_level(GameId::ChineseCheckers, level);
            let r = best_move(&g, &l, rng.next_u64(), &ticks()).expect("a move");
            g.play(&r.best).unwrap();
        }
        let places = match g.outcome() {
            ttakji_engine::chinese_checkers::Outcome::Over { places } => places,
            o => panic!("{o}"),
        };
        let sides = config.sides().len();
        assert_eq!(places.len(), if play_on { sides } else { 1 });
    }
}

#[test]
fn the_solo_planner_crosses_in_at_most_thirty_two_moves() {
    // One plan of width 2000 (the hard player replans every move with up to 4000 boards a
    // ply and needs 27: scripts/cc-measure.sh).
    let config = Config::new(1, 10, false, false).unwrap();
    let start = Position::start(&config);
    let plan = solo_plan(&start, 2000, f64::INFINITY, &ticks());
    assert!(plan.len() <= 32, "{} moves", plan.len());
    let mut p = start;
    for m in &plan {
        assert_eq!(p.to_move(), S);
        p.play(m).unwrap();
    }
    assert_eq!(p.outcome().winners(), Some(&[S][..]));
}

#[test]
fn a_node_budget_ends_the_search_the_same_way_each_time() {
    // A clock that never moves: only the node budget can end the search.
    let still = || 0.0;
    let p = Position::start(&two());
    let mut l = limits(Level::Hard);
    let mut run = |max_nodes| {
        l.max_nodes = Some(max_nodes);
        best_move(&alone(&p), &l, 1, &still).expect("a move")
    };
    let (small, again, larger) = (run(3_000), run(3_000), run(30_000));
    assert!(small.nodes <= 3_000, "{} nodes", small.nodes);
    assert_eq!((small.best, small.nodes), (again.best, again.nodes));
    assert!(larger.nodes > small.nodes && larger.nodes <= 30_000);
}
