//! The same checks on every game of the registry, through the common interface.

use std::time::Instant;
use ttakji_engine::core::registry::{game, GAMES};
use ttakji_engine::core::{Settings, Think, ToMove};
use ttakji_engine::{GameId, Level};

fn clock() -> impl Fn() -> f64 {
    let t0 = Instant::now();
    move || t0.elapsed().as_secs_f64() * 1000.0
}

fn easy() -> Think {
    Think {
        level: Level::Easy,
        movetime_ms: Some(300.0),
        seed: 7,
    }
}

#[test]
fn the_registry_lists_every_game_once_in_the_home_order() {
    let ids: Vec<GameId> = GAMES.iter().map(|g| g.id()).collect();
    assert_eq!(ids, GameId::ALL.to_vec());
    for id in GameId::ALL {
        assert_eq!(game(id).id(), id);
    }
}

#[test]
fn the_start_position_text_round_trips() {
    for g in GAMES {
        let start = g.open(&Settings::default(), None, &[]).unwrap();
        let text = start.position_text();
        let again = g.open(&Settings::default(), Some(&text), &[]).unwrap();
        assert_eq!(again.position_text(), text, "{}", g.id());
        assert_eq!(again.legal_moves(), start.legal_moves(), "{}", g.id());
        assert!(!start.legal_moves().is_empty(), "{}", g.id());
    }
}

#[test]
fn a_game_played_by_text_replays_from_its_move_texts() {
    for g in GAMES {
        let mut h = g.open(&Settings::default(), None, &[]).unwrap();
        for i in 0..12 {
            let moves = h.legal_moves();
            if moves.is_empty() {
                break;
            }
            h.play(&moves[(i * 7) % moves.len()]).unwrap();
        }
        let played = h.move_texts();
        let again = g.open(&Settings::default(), None, &played).unwrap();
        assert_eq!(again.position_text(), h.position_text(), "{}", g.id());
        let text = h.position_text();
        let from_text = g.open(&Settings::default(), Some(&text), &[]).unwrap();
        assert_eq!(from_text.position_text(), text, "{}", g.id());
        assert!(h.undo().is_some(), "{}", g.id());
    }
}

#[test]
fn bestmove_at_easy_is_legal() {
    for g in GAMES {
        let h = g.open(&Settings::default(), None, &[]).unwrap();
        let choice = h.best_move(&easy(), &clock()).expect("a move at the start");
        let mut after = g.open(&Settings::default(), None, &[]).unwrap();
        after
            .play(&choice.mv)
            .unwrap_or_else(|e| panic!("{}: {} is not legal: {e}", g.id(), choice.mv));
    }
}

#[test]
fn hint_lists_legal_distinct_moves_best_first() {
    for g in GAMES {
        // Backgammon's start is chance's turn; its players' choice comes after a roll.
        let moves: Vec<String> = match g.id() {
            GameId::Backgammon => vec!["31".into()],
            _ => Vec::new(),
        };
        let h = g.open(&Settings::default(), None, &moves).unwrap();
        assert!(matches!(h.to_move(), ToMove::Seat(_)), "{}", g.id());
        let hint = h.hint(&easy(), Some(3), &clock());
        assert_eq!(hint.len(), 3.min(h.legal_moves().len()), "{}", g.id());
        let legal = h.legal_moves();
        for (mv, _) in &hint {
            assert!(legal.contains(mv), "{}: {mv} is not legal", g.id());
        }
        let mut names: Vec<&String> = hint.iter().map(|(m, _)| m).collect();
        names.dedup();
        assert_eq!(names.len(), hint.len(), "{}: {hint:?}", g.id());
        assert!(
            hint.windows(2).all(|w| w[0].1 >= w[1].1),
            "{}: {hint:?}",
            g.id()
        );
    }
}

#[test]
fn bad_positions_and_moves_are_refused_with_a_reason() {
    for g in GAMES {
        let e = g.open(&Settings::default(), Some("nonsense"), &[]).err();
        assert!(e.is_some_and(|e| !e.is_empty()), "{}", g.id());
        let e = g
            .open(&Settings::default(), None, &["zz9".to_string()])
            .err()
            .unwrap_or_default();
        assert!(e.contains("zz9"), "{}: {e}", g.id());
    }
}
