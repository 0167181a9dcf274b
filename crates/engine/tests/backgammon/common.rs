//! Boards from point lists, and random play with the cube and resignations, shared by the
//! backgammon tests.

use ttakji_engine::backgammon::{BgGame, Board, Play};
use ttakji_engine::rng::Rng;

/// A board from `(point, checkers)` lists, each side numbering its own points (25 = bar).
pub fn board(me: &[(usize, u8)], opp: &[(usize, u8)]) -> Board {
    let mut c = [[0u8; 25]; 2];
    for (side, list) in [me, opp].into_iter().enumerate() {
        for &(p, n) in list {
            c[side][p - 1] = n;
        }
    }
    Board::from_checkers(c).expect("a valid board")
}

/// How often random play doubles and resigns, each as "one time in n".
pub struct Odds {
    /// Doubles before rolling, when allowed.
    pub double: usize,
    /// The opponent drops a double; `None`: every double is taken.
    pub drop: Option<usize>,
    /// Resigns before rolling; `None`: never.
    pub resign: Option<usize>,
    /// A resignation offers 1 to this many points.
    pub resign_points: usize,
    /// Also resigns after rolling, with the same odds.
    pub resign_after_roll: bool,
}

/// One turn of random play (from `rng`): the cube and resignations as `odds` says, then a
/// random legal play. A dropped double or an accepted resignation ends the game early.
pub fn random_turn(g: &mut BgGame, rng: &mut Rng, odds: &Odds) {
    if g.state().dice.is_none() {
        if g.state().can_double() && rng.below(odds.double) == 0 {
            g.double().unwrap();
            if odds.drop.is_some_and(|n| rng.below(n) == 0) {
                g.drop_cube().unwrap();
                return;
            }
            g.take().unwrap();
        }
        if random_resignation(g, rng, odds) {
            return;
        }
        g.roll().unwrap();
    }
    // A resignation after rolling, too (BG-17 sets no moment).
    if odds.resign_after_roll && random_resignation(g, rng, odds) {
        return;
    }
    let plays = g.legal_plays();
    let p = if plays.is_empty() {
        Play::none(&g.board())
    } else {
        plays[rng.below(plays.len())]
    };
    g.play(&p).unwrap();
}

/// Resigns one time in `odds.resign`; the opponent accepts half the time. Whether that
/// ended the game.
fn random_resignation(g: &mut BgGame, rng: &mut Rng, odds: &Odds) -> bool {
    let Some(n) = odds.resign else {
        return false;
    };
    if rng.below(n) != 0 {
        return false;
    }
    g.resign(1 + rng.below(odds.resign_points) as u8).unwrap();
    if rng.below(2) == 0 {
        g.accept().unwrap();
        return true;
    }
    g.reject().unwrap();
    false
}
