//! Every game's position reader, through the registry and through the game's own type, and
//! move text on positions from random play: no input panics, a refused one says why, and
//! an accepted one reads back the same from its own text, with its moves computable.

use crate::mutator::{refused, run, text};
use crate::play::{open, positions, starts};
use ttakji_engine::core::registry::{AnyGame, AnyHistory, GAMES};
use ttakji_engine::core::{Notation, Settings, ToMove};
use ttakji_engine::{backgammon, chinese_checkers, makruk, morris, GameId};

/// Mutated cases per game and target (about a second each in release).
const CASES: usize = 20_000;

#[test]
fn every_position_reader_refuses_or_round_trips() {
    for game in GAMES {
        let seeds: Vec<Vec<u8>> = positions(game, 4, 80)
            .into_iter()
            .map(|(_, t)| t.into_bytes())
            .collect();
        let settings = starts(game.id());
        run(game.id().slug(), &seeds, (CASES, 1), |input| {
            let text = text(input);
            typed(game.id(), &text);
            let mut accepted = false;
            for s in &settings {
                accepted |= match game.open(s, Some(&text), &[]) {
                    Ok(h) => check_accepted(game, s, &text, h),
                    Err(e) => refused(&e),
                };
            }
            accepted
        });
    }
}

/// An accepted position: its text reads back to the same text; its moves, outcome and
/// perft agree; each move plays and is taken back.
fn check_accepted(
    game: &dyn AnyGame,
    s: &Settings,
    text: &str,
    mut h: Box<dyn AnyHistory>,
) -> bool {
    let written = h.position_text();
    let again = game
        .open(s, Some(&written), &[])
        .unwrap_or_else(|e| panic!("{text:?} is read, but its text {written:?} is not: {e}"));
    assert_eq!(again.position_text(), written, "{text:?} read back");
    let moves = h.legal_moves();
    // Makruk's perft counts the board's moves even once counting or the move limit has
    // ended the game (as Fairy-Stockfish does), so only a game on is compared.
    if !h.is_over() {
        assert_eq!(h.perft(1), moves.len() as u64, "{text:?}: perft 1");
    }
    assert!(!h.status().is_empty());
    // Backgammon's match before its first game is not over, yet nobody acts.
    assert_eq!(h.to_move() == ToMove::Nobody, moves.is_empty(), "{text:?}");
    assert!(
        !h.is_over() || moves.is_empty(),
        "{text:?}: moves after the end"
    );
    for mv in &moves {
        h.play(mv)
            .unwrap_or_else(|e| panic!("{text:?}: listed move {mv} refused: {e}"));
        let after = h.position_text();
        game.open(s, Some(&after), &[])
            .unwrap_or_else(|e| panic!("{text:?} after {mv}: {after:?} is not read: {e}"));
        assert_eq!(h.undo().as_deref(), Some(mv.as_str()), "{text:?}: undo");
        assert_eq!(h.position_text(), written, "{text:?}: undo of {mv}");
    }
    true
}

/// The game's own reader: what it reads, it reads again from its text as an equal value.
fn typed(id: GameId, text: &str) {
    match id {
        GameId::Makruk => same::<makruk::Position>(id, text),
        GameId::Backgammon => same::<backgammon::BgPosition>(id, text),
        GameId::NineMensMorris | GameId::Tigadi => same::<morris::Position>(id, text),
        GameId::ChineseCheckers => same::<chinese_checkers::Position>(id, text),
    }
}

fn same<P: Notation + PartialEq>(id: GameId, text: &str) {
    let none = Settings::default();
    if let Ok(p) = P::from_text(id, text, &none) {
        let written = p.to_text();
        let q = P::from_text(id, &written, &none)
            .unwrap_or_else(|e| panic!("{text:?} is read, but its text {written:?} is not: {e}"));
        assert_eq!(q, p, "{text:?} read back from {written:?}");
    }
}

#[test]
fn move_text_on_positions_from_play_is_refused_or_played() {
    for game in GAMES {
        let seeds: Vec<Vec<u8>> = positions(game, 2, 60)
            .into_iter()
            .flat_map(|(s, t)| {
                let h = open(game, &s, Some(&t));
                let moves = h.legal_moves();
                moves
                    .into_iter()
                    .take(3)
                    .map(move |m| format!("{t}|{m}").into_bytes())
            })
            .collect();
        let target = format!("moves-{}", game.id().slug());
        run(&target, &seeds, (CASES, 2), |input| {
            let text = text(input);
            let Some((position, mv)) = text.split_once('|') else {
                return false;
            };
            let mut accepted = false;
            for s in starts(game.id()) {
                let Ok(mut h) = game.open(&s, Some(position), &[]) else {
                    continue;
                };
                let legal = h.legal_moves();
                match h.play(mv) {
                    Ok(()) => {
                        let after = h.position_text();
                        game.open(&s, Some(&after), &[]).unwrap_or_else(|e| {
                            panic!("{text:?}: {after:?} after the move is not read: {e}")
                        });
                        let played = h.undo().expect("the move played is taken back");
                        assert!(legal.contains(&played), "{text:?}: {played} not listed");
                        accepted = true;
                    }
                    Err(e) => accepted |= refused(&e),
                }
            }
            accepted
        });
    }
}
