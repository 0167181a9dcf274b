//! A match exported as a Jellyfish `.mat` text, checked against GNU Backgammon: importing
//! each game's prefix of `data/bg-match.mat` there ends at the position and Match ID in
//! `data/bg-match.ids` (`scripts/bg-mat-check.sh` writes that file with the gnubg program).

use crate::common::{random_turn, Odds};
use ttakji_engine::backgammon::{mat, BgGame, GameState};
use ttakji_engine::rng::Rng;

/// Rare doubles (taken and dropped) and resignations (rejected and accepted).
const ODDS: Odds = Odds {
    double: 25,
    drop: Some(3),
    resign: Some(150),
    resign_points: 2,
    resign_after_roll: false,
};

/// A 5-point match of random plays from fixed seeds, with doubles taken and dropped and
/// resignations rejected and accepted.
fn random_match() -> Vec<BgGame> {
    let mut rng = Rng::new(6);
    let mut games = vec![BgGame::first_game(100, 5, false)];
    loop {
        let g = games.last_mut().expect("a game");
        while !g.is_over() {
            random_turn(g, &mut rng, &ODDS);
        }
        if g.state().match_over() {
            return games;
        }
        let seed = 100 + games.len() as u64;
        let next = games.last().expect("a game").next_game(seed).unwrap();
        games.push(next);
    }
}

#[test]
fn a_match_exports_as_gnubg_imports_it() {
    let games = random_match();
    let text = mat::match_text(&games, ["gnubg", "root"]);
    if std::env::var_os("BG_WRITE_MAT").is_some() {
        std::fs::write("tests/data/bg-match.mat", &text).unwrap();
        // The first k games alone, for scripts/bg-mat-check.sh.
        for k in 1..=games.len() {
            let part = mat::match_text(&games[..k], ["gnubg", "root"]);
            std::fs::write(format!("tests/data/bg-match-{k}.mat.tmp"), part).unwrap();
        }
    }
    assert_eq!(text, include_str!("../data/bg-match.mat"));
    assert!(text.contains("Doubles => 2") && text.contains("Takes") && text.contains("Drops"));
    assert!(text.matches(" Game ").count() >= 3, "{text}");
    // gnubg, after importing the text, ends each game at the same position and Match ID
    // (seen by the player on roll). One difference: after the winning bear-off gnubg passes
    // the turn to the loser, where this engine leaves the winner on roll.
    let want: Vec<&str> = include_str!("../data/bg-match.ids").lines().collect();
    assert_eq!(want.len(), games.len());
    let mut over = 0;
    for (g, want) in games.iter().zip(want) {
        let (mut board, mut st) = (g.board(), *g.state());
        if st.state == GameState::Over {
            board = board.swapped();
            st.on_roll = 1 - st.on_roll;
            st.turn = st.on_roll;
            over += 1;
        }
        assert_eq!(format!("{} {}", board.position_id(), st.match_id()), want);
    }
    assert!(
        over > 0 && over < games.len(),
        "games end in different ways"
    );
}
