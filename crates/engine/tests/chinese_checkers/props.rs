//! Chinese Checkers properties over random games in every configuration: every generated
//! move is legal by the rules' own definitions (CC-7..11), nothing leaves the board (CC-8),
//! and the position text round-trips.

use super::common::{every_config, random_move};
use ttakji_engine::chinese_checkers::{Corner, Position};
use ttakji_engine::rng::Rng;

fn check_move_list(p: &Position) {
    let g = p.geometry();
    let seat = p.to_move();
    let moves = p.legal_moves();
    let mut pairs: Vec<(usize, usize)> = moves.iter().map(|m| (m.from(), m.to())).collect();
    pairs.sort();
    let n = pairs.len();
    pairs.dedup();
    assert_eq!(pairs.len(), n, "one move per from-to pair");
    for m in &moves {
        let path: Vec<usize> = m.path().collect();
        assert_eq!(p.marble(path[0]), Some(seat));
        // CC-11: the stop is in the centre, the start corner or the destination.
        let stop = g.corner_of(m.to());
        assert!(
            stop.is_none() || stop == Some(seat) || stop == Some(seat.opposite()),
            "{m}: stops in {stop:?}"
        );
        let step = path.len() == 2 && g.neighbours(path[0]).contains(&Some(path[1]));
        if !step {
            // CC-7, CC-9, CC-10: every leg jumps over exactly one marble into an empty hole.
            for w in path.windows(2) {
                let (a, b) = (w[0], w[1]);
                let (dx, dr) = (g.x(b) - g.x(a), g.row(b) as i32 - g.row(a) as i32);
                let over = g
                    .hole_at(g.x(a) + dx / 2, g.row(a) as i32 + dr / 2)
                    .expect("a hole between");
                assert!(g.neighbours(a).contains(&Some(over)), "{m}");
                assert!(p.marble(over).is_some() && over != path[0], "{m}");
                assert!(p.marble(b).is_none() || b == path[0], "{m}");
            }
        }
        // Written out in full or as from-to, the move reads back.
        assert_eq!(p.parse_move(&m.to_string()).as_ref(), Ok(m));
        assert_eq!(p.parse_move(&m.short()).unwrap().to(), m.to());
    }
}

#[test]
fn random_games_keep_every_rule_in_every_configuration() {
    let mut rng = Rng::new(11);
    for config in every_config(true) {
        let mut p = Position::start(&config);
        for _ in 0..150 {
            if p.outcome().is_over() {
                break;
            }
            check_move_list(&p);
            assert_eq!(Position::from_text(&p.to_text()).as_ref(), Ok(&p));
            p.play(&random_move(&p, &mut rng)).unwrap();
            for &s in config.seats() {
                let count = (0..p.geometry().holes())
                    .filter(|&h| p.marble(h) == Some(s))
                    .count();
                assert_eq!(count, config.marbles() as usize, "CC-8: {s}");
            }
            for c in Corner::ALL {
                if !config.is_seated(c) {
                    assert!((0..p.geometry().holes()).all(|h| p.marble(h) != Some(c)));
                }
            }
        }
    }
}
