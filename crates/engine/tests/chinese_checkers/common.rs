//! Building Chinese Checkers positions for the tests.
#![allow(dead_code)]

use ttakji_engine::chinese_checkers::{Config, Corner, Geometry, Position};
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

/// The level's limits with 400 ticks of [`ticks`] to think.
pub fn limits(level: Level) -> Limits {
    let mut l = Limits::for_level(GameId::ChineseCheckers, level);
    l.movetime_ms = 400.0;
    l
}
