//! The computer player in a team game (CC-5): it plans its partner's moves with its own, so
//! it does not wall in its partner's marble when an equally good move leaves the way open,
//! and it uses its partner's marbles as ladders.

use super::common::*;
use ttakji_engine::chinese_checkers::search::best_move;
use ttakji_engine::chinese_checkers::{Config, Corner, Position, SMALL};
use ttakji_engine::Level;
use Corner::*;

/// The hole at doubled-x `x` in row `r`; `m` mirrors it across the vertical axis.
fn at(x: i32, r: i32, m: i32) -> usize {
    SMALL.hole_at(m * x, r).unwrap()
}

fn teams4() -> Config {
    Config::new(4, 10, true, false).unwrap()
}

/// S to move; S's partner N has nine marbles home (in the S corner) and one, X at
/// (-2,8), still out. X's way forward is a step to (-1,9) only: (-3,9) is taken and the
/// jump over it lands on (-4,10), taken too; a jump over (-1,9) would land on (0,10),
/// taken. S has eight marbles home and two out, at (-2,10) and (2,10), whose best moves
/// are the mirror-image steps to (-1,9) and (1,9): equal for S alone, but the first walls
/// X in. `m = -1` mirrors the whole board (N then goes down the other side).
fn walled_partner(m: i32) -> Position {
    let s_home: Vec<usize> = (0..8).collect();
    let s_out = [at(-2, 10, m), at(2, 10, m)];
    let mut s: Vec<usize> = s_home;
    s.extend(s_out);
    let mut n: Vec<usize> = SMALL.corner_holes(S)[..9]
        .iter()
        .map(|&h| h as usize)
        .collect();
    n.push(at(-2, 8, m));
    // Opponents: SW's marbles at (-3,9) and (-4,10) block X's other way; NE's at (0,10)
    // and (-4,8) stop the jumps from (-1,9) and over (-3,9).
    let sw = [at(-3, 9, m), at(-4, 10, m)];
    let ne = [at(0, 10, m), at(-4, 8, m)];
    setup(&teams4(), &[(S, &s), (N, &n), (SW, &sw), (NE, &ne)], S)
}

#[test]
fn cc_05_the_computer_does_not_wall_in_its_partner() {
    for m in [1, -1] {
        let p = walled_partner(m);
        let blocking = at(-1, 9, m);
        for level in [Level::Normal, Level::Hard] {
            let r = best_move(&alone(&p), &limits(level), 1, &ticks()).unwrap();
            assert_ne!(r.best.to(), blocking, "{level:?}, mirrored {m}: {}", r.best);
        }
    }
}

#[test]
fn cc_05_the_computer_climbs_its_partners_marbles() {
    // S's last marble out is at (0,12); N's marbles at (1,11) and (1,9), on their way
    // south, make a ladder: (0,12) over (1,11) to (2,10), over (1,9) to (0,8), four rows.
    let mut s: Vec<usize> = (0..9).collect();
    s.push(at(0, 12, 1));
    let mut n: Vec<usize> = SMALL.corner_holes(S)[..8]
        .iter()
        .map(|&h| h as usize)
        .collect();
    n.extend([at(1, 11, 1), at(1, 9, 1)]);
    let p = setup(&teams4(), &[(S, &s), (N, &n)], S);
    for level in [Level::Normal, Level::Hard] {
        let r = best_move(&alone(&p), &limits(level), 1, &ticks()).unwrap();
        assert_eq!(r.best.to(), at(0, 8, 1), "{level:?}: {}", r.best);
    }
    let ladder = p
        .parse_move(&format!("{}-{}", at(0, 12, 1), at(0, 8, 1)))
        .unwrap();
    let path: Vec<usize> = ladder.path().collect();
    assert_eq!(path, [at(0, 12, 1), at(2, 10, 1), at(0, 8, 1)]);
}
