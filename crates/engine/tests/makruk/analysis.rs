//! The hint and the review of Makruk turns with their counting choice (MK-8..11): the
//! better choice is named, a missed or harmful start or stop loses.

use crate::common::pos;
use ttakji_engine::core::analysis::Mark;
use ttakji_engine::core::{Engine, History, Ranked, Think};
use ttakji_engine::makruk::search::COUNT_CHOICE;
use ttakji_engine::makruk::{CountAction, Position, Turn};
use ttakji_engine::Level;

/// Depth 5 (the normal level) with time to spare: the same ranking every run.
const THINK: Think = Think {
    level: Level::Normal,
    movetime_ms: Some(20_000.0),
    seed: 1,
};

fn history(fen: &str) -> History<Position> {
    History::new(pos(fen))
}

fn hint(fen: &str) -> Vec<Ranked<Turn>> {
    Position::rank_moves(&history(fen), &THINK, &|| 0.0)
}

/// The loss and mark of `turn` played at `fen`.
fn review(fen: &str, turn: &str) -> (i32, Option<Mark>) {
    let h = history(fen);
    let turn: Turn = turn.parse().expect("a turn");
    let r = Position::review(&h, &turn, &THINK, &|| 0.0).expect("someone is to move");
    let loss = r.loss(&Position::MARKS);
    (loss, Position::MARKS.mark(loss))
}

/// `turn`, a count choice the rules of thumb advise against, loses at least its price and
/// earns a mark.
fn loses_the_count_choice(fen: &str, turn: &str) {
    let (loss, mark) = review(fen, turn);
    assert!(loss >= COUNT_CHOICE, "{turn} loses {loss}");
    assert!(mark >= Some(Mark::Inaccuracy), "{turn}: {loss} {mark:?}");
}

/// Black has only a Met against White's Rua and Ma, and may start board counting.
const BEHIND: &str = "4k3/3m4/8/8/8/8/8/RN2K3 b - - 0 1";
/// The same with White to move: White may start a count too, but should not.
const AHEAD: &str = "4k3/3m4/8/8/8/8/8/RN2K3 w - - 0 1";

#[test]
fn the_hint_lists_each_move_once_with_the_better_count_choice() {
    let behind = hint(BEHIND);
    let legal = history(BEHIND).legal_moves().len();
    assert_eq!(behind.len(), legal, "each move once: {behind:?}");
    assert!(
        behind
            .iter()
            .all(|r| r.mv.action == Some(CountAction::Start)),
        "the side behind starts counting with any move: {behind:?}"
    );
    let ahead = hint(AHEAD);
    assert!(
        ahead.iter().all(|r| r.mv.action.is_none()),
        "the side ahead starts no count: {ahead:?}"
    );
}

#[test]
fn a_missed_start_is_an_inaccuracy_and_a_start_with_the_best_move_is_none() {
    let best = hint(BEHIND)[0].mv;
    assert_eq!(review(BEHIND, &best.to_string()), (0, None));
    loses_the_count_choice(BEHIND, &best.mv.to_string());
    // A start by the side ahead is as harmful.
    let best = hint(AHEAD)[0].mv;
    loses_the_count_choice(AHEAD, &format!("start:{best}"));
}

#[test]
fn mk_10_stopping_the_count_of_the_side_behind_loses() {
    // Black (behind) counts board's honour, its count 10 made.
    let fen = "4k3/3m4/8/8/8/8/8/RN2K3 b - 128 20 40";
    assert!(pos(fen).can_stop_counting());
    let best = hint(fen)[0].mv;
    assert_eq!(best.action, None, "keeps counting: {best}");
    loses_the_count_choice(fen, &format!("stop:{best}"));
}

#[test]
fn mk_11_a_mate_while_counting_is_a_blunder_and_stopping_first_is_best() {
    // White counts board's honour: Rh8 mates, which is only a draw (MK-11), also as the
    // stopping move; stopping first and mating next wins.
    let fen = "k7/8/1K6/8/8/8/7R/3m4 w - 128 10 40";
    let best = hint(fen)[0].mv;
    assert_eq!(best.action, Some(CountAction::Stop), "{best}");
    assert_eq!(review(fen, &best.to_string()), (0, None));
    for drawn in ["h2h8", "stop:h2h8"] {
        assert_eq!(review(fen, drawn).1, Some(Mark::Blunder), "{drawn}");
    }
}
