//! The game record reader (`core::record`) on mutated records of random games: no input
//! panics, a refused one says why, and an accepted one is written again and reads back the
//! same games (and the same text from there).

use crate::mutator::{refused, run, text};
use crate::play::{open, starts};
use ttakji_engine::core::record::{read_games, write_games, GameText};
use ttakji_engine::core::registry::GAMES;
use ttakji_engine::rng::Rng;

/// Mutated cases (about two seconds in release).
const CASES: usize = 10_000;

/// Records of short random games of every game that has them, and of games from their
/// last position: one game a text, and all of them in one.
fn seeds() -> Vec<Vec<u8>> {
    let mut rng = Rng::new(12);
    let mut games = Vec::new();
    for g in GAMES.iter().filter(|g| g.record_variant().is_some()) {
        for s in starts(g.id()) {
            let mut h = open(*g, &s, None);
            for _ in 0..rng.below(12) {
                let moves = h.legal_moves();
                h.play(&moves[rng.below(moves.len())]).unwrap();
            }
            games.push(GameText::of(g.id(), &s, h.as_ref()).unwrap());
            // And a game from that position (its FEN tag).
            let from = open(*g, &s, Some(&h.position_text()));
            games.push(GameText::of(g.id(), &s, from.as_ref()).unwrap());
        }
    }
    let mut seeds: Vec<Vec<u8>> = games
        .iter()
        .map(|g| write_games(std::slice::from_ref(g)).unwrap().into_bytes())
        .collect();
    seeds.push(write_games(&games).unwrap().into_bytes());
    seeds
}

#[test]
fn the_record_reader_refuses_or_reads_back_the_same() {
    run("records", &seeds(), (CASES, 3), |input| {
        let text = text(input);
        let games = match read_games(&text, None) {
            Ok(games) => games,
            Err(e) => return refused(&e),
        };
        let written = write_games(&games)
            .unwrap_or_else(|e| panic!("{text:?} is read, but not written: {e}"));
        let again = read_games(&written, None)
            .unwrap_or_else(|e| panic!("{text:?} is read, but its record {written:?} is not: {e}"));
        for (a, g) in again.iter().zip(&games) {
            assert_eq!(
                (a.game, &a.settings, &a.start, &a.moves),
                (g.game, &g.settings, &g.start, &g.moves),
                "{text:?}"
            );
        }
        assert_eq!(
            write_games(&again).unwrap(),
            written,
            "{text:?} written twice"
        );
        true
    });
}
