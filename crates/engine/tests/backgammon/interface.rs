//! Backgammon on the common game interface (`BgPosition`): chance's rolls, the computer's
//! answers to offers, and the full ID as the position text.

use crate::common::board;
use ttakji_engine::backgammon::{BgMove, BgPosition, Dice, MatchState};
use ttakji_engine::core::{Engine, History, Notation, Rules, Think, ToMove};
use ttakji_engine::{GameId, Level};

fn clock() -> f64 {
    0.0
}

#[test]
fn a_roll_is_one_move_whichever_die_is_written_first() {
    let start = BgPosition::start(0, false);
    assert_eq!(start.to_move(), ToMove::Chance);
    let high = start.parse_move("51").unwrap();
    let low = start.parse_move("15").unwrap();
    assert_eq!(high, low);
    assert!(start.is_legal(&low));
    assert_eq!(start.move_text(&low), "51");
    // Chance has the 21 rolls, and the player on roll may double before them (BG-15).
    let moves = start.legal_moves();
    assert_eq!(moves.len(), 22);
    assert!(moves.contains(&BgMove::Double));
}

#[test]
fn the_computer_rolls_any_seed_legally_before_the_dice() {
    for seed in 0..40 {
        let h = History::new(BgPosition::start(0, false));
        let think = Think {
            level: Level::Easy,
            movetime_ms: None,
            seed,
        };
        let r = BgPosition::best_move(&h, &think, &clock).expect("a move");
        let text = h.position().move_text(&r.best);
        let mut again = History::new(BgPosition::start(0, false));
        again
            .play_text(&text)
            .unwrap_or_else(|e| panic!("seed {seed}: {text}: {e}"));
    }
}

#[test]
fn bg_17_a_resigned_gammon_that_is_certain_is_accepted_at_every_level() {
    // Black on roll with all fifteen on its 13-point; White bears off its last checker next
    // turn: a certain gammon, which Black resigns. Accepting and playing on are worth the
    // same, and the answer is to accept.
    let board = board(&[(13, 15)], &[(1, 1)]);
    let mut state = MatchState::money(false);
    state.start_game(1, Dice::new(2, 1).unwrap()).unwrap();
    state.dice = None;
    state.resign(2).unwrap();
    let text = BgPosition { board, state }.to_text();
    for level in Level::ALL {
        let start = BgPosition::from_text(GameId::Backgammon, &text, &Default::default()).unwrap();
        let h = History::new(start);
        let r = BgPosition::best_move(&h, &Think::level(level), &clock).expect("an answer");
        assert_eq!(r.best, BgMove::Accept, "{level:?}");
    }
}
