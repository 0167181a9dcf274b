//! Backgammon's Position ID and Match ID, each alone: what is read reads again equal from
//! its own ID; what is refused says why. And `.mat` match texts: what is read is written as
//! a text that reads back to itself.

use crate::mutator::{refused, run, text};
use crate::play::positions;
use ttakji_engine::backgammon::{mat, Board, MatchState};
use ttakji_engine::core::registry::game;
use ttakji_engine::GameId;

/// Mutated cases per target.
const CASES: usize = 20_000;

/// The two IDs of positions from random play.
fn ids() -> Vec<(String, String)> {
    positions(game(GameId::Backgammon), 4, 120)
        .into_iter()
        .map(|(_, t)| {
            let (p, m) = t.split_once(':').expect("Position ID:Match ID");
            (p.to_string(), m.to_string())
        })
        .collect()
}

/// Fuzzes one ID reader: what `read` reads, it reads again equal from `write`'s ID.
fn round_trip<T: PartialEq + std::fmt::Debug, E: std::fmt::Display>(
    target: &str,
    seeds: Vec<String>,
    seed: u64,
    read: impl Fn(&str) -> Result<T, E>,
    write: impl Fn(&T) -> String,
) {
    let seeds: Vec<Vec<u8>> = seeds.into_iter().map(String::into_bytes).collect();
    run(target, &seeds, (CASES, seed), |input| {
        let id = text(input);
        match read(&id) {
            Ok(v) => {
                let again = read(&write(&v)).map_err(|e| e.to_string());
                assert_eq!(again.as_ref().ok(), Some(&v), "{id:?}: {again:?}");
                true
            }
            Err(e) => refused(&e.to_string()),
        }
    });
}

#[test]
fn position_ids_are_refused_or_round_trip() {
    let seeds = ids().into_iter().map(|(p, _)| p).collect();
    round_trip(
        "backgammon-position-id",
        seeds,
        3,
        Board::from_position_id,
        Board::position_id,
    );
}

#[test]
fn match_ids_are_refused_or_round_trip() {
    let seeds = ids().into_iter().map(|(_, m)| m).collect();
    round_trip(
        "backgammon-match-id",
        seeds,
        4,
        MatchState::from_match_id,
        MatchState::match_id,
    );
}

/// Mutated `.mat` texts (each a whole match replayed: fewer cases, about 3 s).
const MAT_CASES: usize = 5_000;

#[test]
fn mat_texts_are_refused_or_written_as_they_read() {
    let seeds = [
        include_str!("../data/bg-gnubg-match3.mat"),
        include_str!("../data/bg-gnubg-money.mat"),
        include_str!("../data/bg-gnubg-resign.mat"),
        include_str!("../data/bg-match.mat"),
    ];
    let seeds: Vec<Vec<u8>> = seeds.iter().map(|t| t.as_bytes().to_vec()).collect();
    let written =
        |t: &str| mat::read_match(t).map(|m| mat::match_text(&m.games, [&m.names[0], &m.names[1]]));
    run(
        "backgammon-mat",
        &seeds,
        (MAT_CASES, 5),
        |input| match written(&text(input)) {
            Ok(out) => {
                let again = written(&out).map_err(|e| e.to_string());
                assert_eq!(again.as_ref(), Ok(&out), "{out}");
                true
            }
            Err(e) => refused(&e.to_string()),
        },
    );
}
