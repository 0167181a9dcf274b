//! Building Chinese Checkers positions for the tests.
#![allow(dead_code)]

use ttakji_engine::chinese_checkers::{Config, Corner, Geometry, Move, Position, SMALL};
use ttakji_engine::core::History;
use ttakji_engine::rng::Rng;
use ttakji_engine::search::Limits;
use ttakji_engine::{GameId, Level};

/// A position of `config` with the listed marbles placed; every seated player's remaining
/// marbles fill their own start corner from the back (tip first), skipping holes already used.
pub fn setup(config: &Config, placed: &[(Corner, &[usize])], to_move: Corner) -> Position {
    setup_finished(config, placed, to_move, &[])
}

/// As [`setup`], with seats already finished.
pub fn setup_finished(
    config: &Config,
    placed: &[(Corner, &[usize])],
    to_move: Corner,
    finished: &[Corner],
) -> Position {
    let g = config.geometry();
    let mut cells = vec!['.'; g.holes()];
    for (c, holes) in placed {
        for &h in *holes {
            assert_eq!(cells[h], '.', "hole {h} placed twice");
            cells[h] = digit(*c);
        }
    }
    for &s in config.seats() {
        let mut n = placed
            .iter()
            .filter(|(c, _)| *c == s)
            .map(|(_, h)| h.len())
            .sum::<usize>();
        for &h in g.corner_holes(s) {
            if n >= g.marbles() {
                break;
            }
            if cells[h as usize] == '.' {
                cells[h as usize] = digit(s);
                n += 1;
            }
        }
        assert_eq!(n, g.marbles(), "{s}: no room for its marbles");
    }
    let text = text_of(config, g, &cells, to_move, finished);
    Position::from_text(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn digit(c: Corner) -> char {
    (b'0' + c.index() as u8) as char
}

/// The position text of a board given hole by hole.
pub fn text_of(
    config: &Config,
    g: &Geometry,
    cells: &[char],
    to_move: Corner,
    finished: &[Corner],
) -> String {
    let rows: Vec<String> = (0..g.rows())
        .map(|r| g.row_holes(r).map(|h| cells[h]).collect())
        .collect();
    let options = match (config.teams(), config.play_on()) {
        (false, false) => "-",
        (true, false) => "teams",
        (false, true) => "playon",
        (true, true) => "teams,playon",
    };
    let finished = if finished.is_empty() {
        "-".to_string()
    } else {
        finished
            .iter()
            .map(|c| c.name())
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{} {} {options} {} {to_move} {finished}",
        config.players(),
        config.marbles(),
        rows.join("/")
    )
}

/// The sorted `from-to` pairs of the legal moves.
pub fn pairs(p: &Position) -> Vec<(usize, usize)> {
    let mut v: Vec<(usize, usize)> = p.legal_moves().iter().map(|m| (m.from(), m.to())).collect();
    v.sort();
    v
}

/// Every game the rules allow (2, 3, 4 or 6 players, 10 or 15 marbles, teams with 4 or 6:
/// CC-1, CC-5), with or without play on.
pub fn every_config(play_on: bool) -> Vec<Config> {
    let mut out = Vec::new();
    for players in [2, 3, 4, 6] {
        for marbles in [10, 15] {
            for teams in [false, true] {
                if !teams || players >= 4 {
                    out.push(Config::new(players, marbles, teams, play_on).unwrap());
                }
            }
        }
    }
    out
}

/// A random legal move of `p`, which must have one.
pub fn random_move(p: &Position, rng: &mut Rng) -> Move {
    let moves = p.legal_moves();
    moves[rng.below(moves.len())].clone()
}

/// The hole at doubled-x `x` in row `r` of the 121-hole star.
pub fn at(x: i32, r: i32) -> usize {
    SMALL
        .hole_at(x, r)
        .unwrap_or_else(|| panic!("no hole at ({x}, {r})"))
}

/// N's marbles in the centre: nine across row 8, and `tenth`.
pub fn n_in_the_centre(tenth: usize) -> Vec<usize> {
    let mut n: Vec<usize> = (-8..=8).step_by(2).map(|x| at(x, 8)).collect();
    n.push(tenth);
    n
}

/// S with nine marbles on N's holes 0-8, one at (2,4) next to hole 9, and N's marbles in the
/// centre; N's tenth in hole 9 when `n_in_nine`, else at (0,10).
pub fn s_nearly_home(cfg: &Config, n_in_nine: bool) -> Position {
    let mut s: Vec<usize> = (0..9).collect();
    s.push(at(2, 4));
    let n = n_in_the_centre(if n_in_nine { 9 } else { at(0, 10) });
    setup(cfg, &[(Corner::S, &s), (Corner::N, &n)], Corner::S)
}

/// Two players: N keeps a marble in hole 9 (S's destination); S holds holes 0-7, with a
/// marble at (2,4) next to hole 8, the last empty one, and one at (0,6).
pub fn n_blocks_hole_9() -> Position {
    let mut s: Vec<usize> = (0..8).collect();
    s.push(at(2, 4));
    s.push(at(0, 6));
    setup(
        &two(),
        &[(Corner::S, &s), (Corner::N, &n_in_the_centre(9))],
        Corner::S,
    )
}

/// Two players, 10 marbles.
pub fn two() -> Config {
    Config::new(2, 10, false, false).unwrap()
}

/// A clock that advances 1 ms per reading: searches end by depth or after a fixed number of
/// readings, the same on every machine.
pub fn ticks() -> impl Fn() -> f64 {
    let t = std::cell::Cell::new(0.0);
    move || {
        t.set(t.get() + 1.0);
        t.get()
    }
}

/// A game that starts at `p` (the computer's input: a position with its history).
pub fn alone(p: &Position) -> History<Position> {
    History::new(p.clone())
}

/// The level's limits with 400 ticks of [`ticks`] to think.
pub fn limits(level: Level) -> Limits {
    let mut l = Limits::for_level(GameId::ChineseCheckers, level);
    l.movetime_ms = 400.0;
    l
}
