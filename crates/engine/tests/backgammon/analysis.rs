//! Backgammon's analysis: cube decisions before the roll reviewed (a missed double, a wrong
//! double, a wrong take), no decision where the cube is not available, forced plays not
//! counted, and gnubg's player ratings at their thresholds.

use crate::common::board;
use ttakji_engine::backgammon::analysis::{cube_decision, CubeAction, Rating, RATING_BELOW};
use ttakji_engine::backgammon::{BgMove, BgPosition, Board, MatchState};
use ttakji_engine::core::analysis::{default_think, Mark};
use ttakji_engine::core::registry::{game, PlyReview};
use ttakji_engine::core::{Engine, History, Notation, Settings};
use ttakji_engine::{GameId, Level};

/// Races with the player on roll at 69 pips (on its 6 to 3 points): against 78 pips a
/// double and take, against 69 pips no double, against 95 pips a double and pass.
const LEADS_BY_9: &str = "7L0HAgDcew8AAA";
const EVEN: &str = "3HsPAADcew8AAA";
const FAR_AHEAD: &str = "8H0+AADu7g4AAA";

/// A money game at `id`, player 0 to roll, with `state` changed by `edit`.
fn position(id: &str, edit: impl FnOnce(&mut MatchState)) -> String {
    let mut state = BgPosition::start(0, false).state;
    edit(&mut state);
    let board = Board::from_position_id(id).unwrap();
    BgPosition { board, state }.to_text()
}

/// Move `ply` of `moves` played from `text`, reviewed at the analysis' default.
fn review(text: &str, moves: &[&str], ply: usize, settings: &Settings) -> Option<PlyReview> {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let h = game(GameId::Backgammon)
        .open(settings, Some(text), &moves)
        .unwrap_or_else(|e| panic!("{text} {moves:?}: {e}"));
    h.review(ply, 3, &default_think(), &|| 0.0)
}

#[test]
fn a_missed_double_is_marked_with_double_as_the_better_choice() {
    let text = position(LEADS_BY_9, |_| {});
    let r = review(&text, &["31"], 0, &Settings::default()).expect("a cube decision");
    assert_eq!((r.seat, r.played.as_str()), (0, "31"));
    assert_eq!(r.best[0].0, "double", "{r:?}");
    assert!(r.choice && r.mark >= Some(Mark::Mistake), "{r:?}");
    // The hint gives the decision: double, take.
    let p = BgPosition::from_text(GameId::Backgammon, &text, &Settings::default()).unwrap();
    let c = cube_decision(&p, Level::Hard).unwrap();
    assert_eq!(c.action(), CubeAction::DoubleTake);
    assert_eq!(c.action().words(c.redouble), "double, take");
    let h = History::new(p);
    let ranked = BgPosition::rank_moves(&h, &default_think(), &|| 0.0);
    let moves: Vec<BgMove> = ranked.iter().map(|r| r.mv).collect();
    assert_eq!(moves, [BgMove::Double, BgMove::NoDouble]);
    assert_eq!(ranked[1].value, c.no_double);
}

#[test]
fn a_wrong_double_is_marked_and_a_clear_no_double_is_not_counted() {
    let text = position(EVEN, |_| {});
    let r = review(&text, &["double"], 0, &Settings::default()).expect("a cube decision");
    assert_eq!(r.best[0].0, "no-double", "{r:?}");
    assert!(r.mark >= Some(Mark::Mistake), "{r:?}");
    // Rolling is right, and doubling so clearly wrong that the decision is not a close one:
    // no choice to count.
    let r = review(&text, &["42"], 0, &Settings::default()).expect("a cube decision");
    assert_eq!((r.loss, r.mark, r.choice), (0, None, false), "{r:?}");
}

#[test]
fn a_wrong_take_is_marked_and_the_right_double_is_not() {
    let text = position(FAR_AHEAD, |_| {});
    let double = review(&text, &["double", "take"], 0, &Settings::default()).unwrap();
    assert_eq!((double.loss, double.mark), (0, None), "{double:?}");
    let take = review(&text, &["double", "take"], 1, &Settings::default()).unwrap();
    assert_eq!(
        (take.seat, take.best[0].0.as_str()),
        (1, "drop"),
        "{take:?}"
    );
    assert_eq!(take.mark, Some(Mark::Blunder), "{take:?}");
    // Dropping is worth −1.000, normalised to the cube before the double as gnubg shows it.
    assert_eq!(take.best[0].1, -1000);
}

#[test]
fn no_cube_decision_where_the_cube_is_not_available() {
    let no_cube = Settings(vec![("no-cube".into(), String::new())]);
    let money = position(LEADS_BY_9, |_| {});
    assert_eq!(review(&money, &["31"], 0, &no_cube), None, "no cube");
    let theirs = position(LEADS_BY_9, |s| {
        s.cube = 2;
        s.cube_owner = Some(1);
    });
    assert_eq!(review(&theirs, &["31"], 0, &Settings::default()), None);
    // A match to 5 at 4-0: the Crawford game, then after it, and a dead cube at 3-0 with
    // the cube on 2 (winning the game wins the match).
    let at = |score: [u32; 2], crawford: bool, cube: u32| {
        position(LEADS_BY_9, |s| {
            *s = BgPosition::start(5, false).state;
            s.score = score;
            s.crawford = crawford;
            s.post_crawford = !crawford && score.contains(&4);
            s.cube = cube;
            s.cube_owner = (cube > 1).then_some(0);
        })
    };
    let reviewed = |text: &str| review(text, &["31"], 0, &Settings::default()).is_some();
    assert!(!reviewed(&at([4, 0], true, 1)), "Crawford");
    assert!(
        reviewed(&at([0, 4], false, 1)),
        "post-Crawford, the trailer on roll"
    );
    assert!(!reviewed(&at([3, 0], false, 2)), "dead cube");
    assert!(reviewed(&at([2, 0], false, 2)), "live cube");
}

#[test]
fn a_play_with_one_resulting_position_is_forced() {
    // One checker left on the 10-point: 2-1 plays 10/8/7 or 10/9/7, one position.
    let b = board(&[(10, 1)], &[(6, 5), (8, 3)]);
    let mut state = BgPosition::start(0, false).state;
    state.dice = Some("21".parse().unwrap());
    let text = BgPosition { board: b, state }.to_text();
    let r = review(&text, &["10/8/7"], 0, &Settings::default()).unwrap();
    assert_eq!((r.choice, r.loss, r.mark), (false, 0, None), "{r:?}");
}

#[test]
fn ratings_follow_gnubg_thresholds() {
    assert_eq!(Rating::of(0.0), Rating::Supernatural);
    for pair in RATING_BELOW.windows(2) {
        let ((worse, below), (better, _)) = (pair[0], pair[1]);
        // Below the better rating's threshold is the better rating; at it, the worse one.
        let at = pair[1].1;
        assert_eq!(Rating::of(at - 0.01), better);
        assert_eq!(Rating::of(at), worse);
        assert_eq!(Rating::of(below - 0.01), worse);
    }
    assert_eq!(Rating::of(35.0), Rating::Awful);
    assert_eq!(Rating::of(4.99).words(), "World class");
    assert_eq!(Rating::of(1e9).words(), "Awful!");
}
