//! The same checks on every game of the registry, through the common interface.

// The fuzz tests' settings of every game (its other helpers are not used here).
#[allow(dead_code)]
#[path = "fuzz/play.rs"]
mod play;

use play::starts;
use std::time::Instant;
use ttakji_engine::core::record::{read_games, write_games, GameText, MAX_RECORD_BYTES};
use ttakji_engine::core::registry::{game, AnyGame, GAMES, MAX_MOVES};
use ttakji_engine::core::{Settings, Think, ToMove};
use ttakji_engine::rng::Rng;
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

/// A seeded random game of `g` (to its end or `plies` moves) as a record, with tags that
/// need escaping.
fn random_record(g: &dyn AnyGame, settings: &Settings, rng: &mut Rng, plies: usize) -> GameText {
    let mut h = g.open(settings, None, &[]).unwrap();
    // Every other game starts from a position reached by a few random moves.
    let from_position = rng.below(2) == 1;
    for i in 0..plies {
        let moves = h.legal_moves();
        if moves.is_empty() {
            break;
        }
        h.play(&moves[rng.below(moves.len())]).unwrap();
        if from_position && i == 3 {
            h = g.open(settings, Some(&h.position_text()), &[]).unwrap();
        }
    }
    let mut text = GameText::of(g.id(), settings, h.as_ref()).unwrap();
    text.set_tag("White", "A \"quoted\" name \\ with a backslash");
    text.set_tag("Annotator", "ttakji's tests");
    text
}

#[test]
fn random_games_written_as_records_read_back_the_same() {
    let mut rng = Rng::new(16);
    let mut games = Vec::new();
    for g in GAMES.iter().filter(|g| g.record_variant().is_some()) {
        for settings in starts(g.id()) {
            for plies in [0, 1, 30, 300] {
                games.push(random_record(*g, &settings, &mut rng, plies));
            }
        }
    }
    let text = write_games(&games).unwrap();
    let read = read_games(&text, None).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.len(), games.len());
    for (r, g) in read.iter().zip(&games) {
        assert_eq!(r, g, "{}", g.game);
        assert_eq!(r.open().unwrap().status(), g.open().unwrap().status());
    }
    // The starts from a position are there, and some games ended.
    assert!(games.iter().any(|g| g.start.is_some()));
    assert!(games.iter().any(|g| g.tag("Result") != Some("*")));
}

#[test]
fn records_of_a_game_exchanged_otherwise_are_refused_naming_the_format() {
    let h = game(GameId::Backgammon)
        .open(&Settings::default(), None, &[])
        .unwrap();
    let text = GameText::of(GameId::Backgammon, &Settings::default(), h.as_ref()).unwrap();
    let e = write_games(&[text]).unwrap_err();
    assert!(e.contains("game 1") && e.contains(".mat"), "{e}");
    let e = read_games("[Variant \"backgammon\"]\n\n*\n", None).unwrap_err();
    assert!(e.contains(".mat"), "{e}");
}

#[test]
fn malformed_record_texts_are_refused_naming_the_line_and_what_is_wrong() {
    let nmm = "[Variant \"Nine Men's Morris\"]\n";
    let cases = [
        ("", "no game found"),
        (
            "[Event Casual]\n",
            "line 1: malformed tag: the value of Event is not in quotes",
        ),
        (
            "[Event \"Casual\n\"]",
            "line 1: malformed tag: the value of Event is not closed",
        ),
        (
            "[\"x\"]",
            "line 1: malformed tag: a tag is [Name \"value\"]",
        ),
        (
            "[Event \"x\" *",
            "line 1: malformed tag: Event is not closed by ']'",
        ),
        (
            &format!("{nmm}\n1. d6 {{a note\n"),
            "line 3: a comment '{' is not closed by '}'",
        ),
        (
            &format!("{nmm}\n\n1. d6 )"),
            "line 4: ')' closes no variation",
        ),
        (
            &format!("{nmm}\n1. d6 zz9 *"),
            "game 1 (line 1): move 2 (zz9): ",
        ),
    ];
    for (text, message) in cases {
        let e = read_games(text, None).unwrap_err();
        assert!(e.contains(message), "{text:?}: {e}");
    }
}

#[test]
fn record_texts_past_the_limits_are_refused() {
    let big = " ".repeat(MAX_RECORD_BYTES + 1);
    let e = read_games(&big, None).unwrap_err();
    assert!(
        e.contains(&format!(
            "at most {MAX_RECORD_BYTES} bytes, not {}",
            big.len()
        )),
        "{e}"
    );
    let long = format!("[Variant \"tigadi\"]\n\n{}", "d6 ".repeat(MAX_MOVES + 1));
    let e = read_games(&long, None).unwrap_err();
    assert!(
        e.contains(&format!("at most {MAX_MOVES} moves, not {}", MAX_MOVES + 1)),
        "{e}"
    );
}

#[test]
fn escapes_percent_lines_and_semicolon_comments_are_skipped() {
    let text = "% an export escape line\n[Variant \"Tigadi\"]\n[Event \"a \\\"b\\\"\"]\n\n\
                1.d6 ; to the end of the line 2. x\n  f4 $3 {a} (2... d2) 2. d2 *";
    let g = &read_games(text, None).unwrap()[0];
    assert_eq!(g.moves, ["d6", "f4", "d2"]);
    assert_eq!(g.tag("Event"), Some("a \"b\""));
}
