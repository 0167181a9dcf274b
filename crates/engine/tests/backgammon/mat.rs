//! A match exported as a Jellyfish `.mat` text, checked against GNU Backgammon: importing
//! each game's prefix of `data/bg-match.mat` there ends at the position and Match ID in
//! `data/bg-match.ids` (`scripts/bg-mat-check.sh` writes that file with the gnubg program).
//! And `.mat` texts read back: ours give the same games, gnubg's own exports
//! (`data/bg-gnubg-*.mat`, made by `scripts/bg-mat-gnubg.sh`) end where gnubg ends them.

use crate::common::{random_turn, Odds};
use ttakji_engine::backgammon::{mat, BgGame, GameState};
use ttakji_engine::core::registry::MAX_MOVES;
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
    random_games(6, 5, false, &ODDS, usize::MAX)
}

/// The games of a match to `length` (0: a money session of `most` games) of random play
/// from `rng_seed`, the dice of game `n` from seed 100 + n.
fn random_games(rng_seed: u64, length: u32, jacoby: bool, odds: &Odds, most: usize) -> Vec<BgGame> {
    let mut rng = Rng::new(rng_seed);
    let mut games = vec![BgGame::first_game(100, length, jacoby)];
    loop {
        let g = games.last_mut().expect("a game");
        while !g.is_over() {
            random_turn(g, &mut rng, odds);
        }
        if g.state().match_over() || games.len() >= most {
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
        over += usize::from(g.state().state == GameState::Over);
        assert_eq!(gnubg_ids(g), want);
    }
    assert!(
        over > 0 && over < games.len(),
        "games end in different ways"
    );
}

/// The Position ID and Match ID gnubg shows at the end of `g`: after the winning bear-off
/// gnubg passes the turn to the loser, where this engine leaves the winner on roll; after a
/// resignation that followed a roll, gnubg keeps the dice, where this engine clears them.
fn gnubg_ids(g: &BgGame) -> String {
    let (mut board, mut st) = (g.board(), *g.state());
    if st.state == GameState::Over {
        board = board.swapped();
        st.on_roll = 1 - st.on_roll;
        st.turn = st.on_roll;
    }
    if st.state == GameState::Resigned {
        let offered = g
            .replay_to(g.actions().len() - 2)
            .expect("the game before it ended");
        st.dice = offered.state().dice;
    }
    format!("{} {}", board.position_id(), st.match_id())
}

/// Random matches and money sessions, written as `.mat` and read back, are the same games:
/// the same text written again, the same scores and boards. (A rejected resignation leaves
/// no trace in the text, nor a resignation's roll.)
#[test]
fn our_mat_texts_read_back_as_the_same_games() {
    let odds = Odds {
        double: 6,
        drop: Some(3),
        resign: Some(60),
        resign_points: 3,
        resign_after_roll: true,
    };
    let mut checked = [0; 2];
    for seed in 0..30u64 {
        let length = [0, 1, 3, 5, 7][seed as usize % 5];
        let games = random_games(seed, length, seed % 3 == 0, &odds, 4);
        let names = ["White player", "Black"];
        let text = mat::match_text(&games, names);
        let m = mat::read_match(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(mat::match_text(&m.games, names), text);
        assert_eq!((m.names, m.length), (names.map(String::from), length));
        assert_eq!(m.jacoby, length == 0 && seed % 3 == 0, "{text}");
        assert_eq!(m.games.len(), games.len());
        for (back, g) in m.games.iter().zip(&games) {
            assert_eq!(back.state().score, g.state().score, "{text}");
            assert_eq!(back.state().winner, g.state().winner, "{text}");
            assert_eq!(back.board(), g.board(), "{text}");
            checked[usize::from(length == 0)] += 1;
        }
    }
    assert!(
        checked.iter().all(|&n| n > 10),
        "{checked:?} match and money games"
    );
}

/// gnubg's own exports (`scripts/bg-mat-gnubg.sh`): each reads with every play legal, ends
/// at the IDs gnubg ends its import at, and what is written again reads as the same games.
#[test]
fn gnubg_exports_read_as_gnubg_plays_them() {
    let files = [
        (
            "match3",
            include_str!("../data/bg-gnubg-match3.mat"),
            3,
            include_str!("../data/bg-gnubg-match3.ids"),
        ),
        (
            "match7",
            include_str!("../data/bg-gnubg-match7.mat"),
            7,
            include_str!("../data/bg-gnubg-match7.ids"),
        ),
        (
            "money",
            include_str!("../data/bg-gnubg-money.mat"),
            0,
            include_str!("../data/bg-gnubg-money.ids"),
        ),
        (
            "resign",
            include_str!("../data/bg-gnubg-resign.mat"),
            3,
            include_str!("../data/bg-gnubg-resign.ids"),
        ),
    ];
    let mut crawford = 0;
    for (name, text, length, ids) in files {
        let m = mat::read_match(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            (m.length, m.names.clone()),
            (length, ["gnubg", "root"].map(String::from))
        );
        assert_eq!(m.games.len(), text.matches(" Game ").count(), "{name}");
        assert!(m.games.iter().all(BgGame::is_over), "{name}");
        assert_eq!(gnubg_ids(m.games.last().unwrap()), ids.trim(), "{name}");
        crawford += m.games.iter().filter(|g| g.state().crawford).count();
        let windows = format!("\u{feff}{}", text.replace('\n', "\r\n"));
        let same = mat::read_match(&windows).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            same.games.last().unwrap().record(),
            m.games.last().unwrap().record()
        );
        let again = mat::match_text(&m.games, ["gnubg", "root"]);
        let back = mat::read_match(&again).unwrap_or_else(|e| panic!("{name}: {e}\n{again}"));
        for (a, b) in back.games.iter().zip(&m.games) {
            assert_eq!(a.record(), b.record(), "{name}");
        }
    }
    assert!(crawford > 0, "a Crawford game is among them");
}

/// The error of reading `text` with `from` replaced by `to` (once, which must be there).
fn error_of(text: &str, from: &str, to: &str) -> mat::MatError {
    assert!(text.contains(from), "{from}");
    mat::read_match(&text.replacen(from, to, 1)).expect_err(to)
}

#[test]
fn a_mat_text_that_does_not_replay_names_the_game_the_line_and_the_fault() {
    let text = include_str!("../data/bg-gnubg-match3.mat");
    let line_of = |s: &str| text.lines().position(|l| l.contains(s)).unwrap() + 1;
    let e = error_of(text, "52: 13/8 24/22", "52: 13/8 24/20");
    assert_eq!((e.line, e.game), (line_of("52: 13/8 24/22"), Some(1)));
    assert!(
        e.to_string()
            .contains("'13/8 24/20' is not a legal play with 52"),
        "{e}"
    );
    let e = error_of(text, " gnubg : 1 ", " gnubg : 2 ");
    assert_eq!(e.game, Some(2));
    assert!(
        e.why
            .contains("starts at 2-0, but the games before end at 1-0"),
        "{e}"
    );
    let e = error_of(text, "Game 2", "Game 3");
    assert!(e.why.contains("where Game 2 was expected"), "{e}");
    let e = error_of(text, " Drops", " Takes");
    assert!(
        e.why
            .contains("Wins 1 point' by gnubg: no play, drop or resignation"),
        "{e}"
    );
    let e = error_of(text, "21: 13/11", "22: 13/11");
    assert_eq!(e.line, line_of("21: 13/11"));
    assert!(e.why.contains("two different numbers"), "{e}");
    let e = error_of(text, " Doubles => 2", " Beavers => 2");
    assert!(e.why.contains("beavers are not played here"), "{e}");
    let e = error_of(text, " 3 point match", " three point match");
    assert!(e.why.contains("not a match length line"), "{e}");
    // gnubg's resignation: root gives up a single game at the 4-cube.
    let e = error_of(text, "Wins 4 points", "Wins 5 points");
    assert!(
        e.why
            .contains("a resignation at a 4-cube gives 4, 8 or 12 points"),
        "{e}"
    );
    let e = error_of(text, "Wins 1 point", "Wins 2 points");
    assert!(e.why.contains("by gnubg, but gnubg won 1 point(s)"), "{e}");
    // Without its Game line, game 2's names are read as entries of game 1.
    let e = error_of(text, " Game 2", "");
    assert_eq!((e.line, e.game), (line_of(" Game 2") + 1, Some(1)));
    assert!(e.why.contains("'gnubg' does not begin an entry"), "{e}");
    let e = error_of(text, "  1) 63: 24/18 18/15", "  1) 63: 24/18 18/15 Takes");
    assert!(
        e.why.contains("not a numbered line of one or two entries"),
        "{e}"
    );
    let e = mat::read_match(&" ".repeat(mat::MAX_TEXT + 1)).unwrap_err();
    assert_eq!(e.line, 0);
    assert!(e.to_string().contains("more than the 10485760 read"), "{e}");
}

/// A money session of more than `MAX_MOVES` actions is refused at the action past it.
#[test]
fn a_mat_text_of_too_many_actions_is_refused() {
    let odds = Odds {
        double: 1000,
        drop: None,
        resign: None,
        resign_points: 1,
        resign_after_roll: false,
    };
    let games = random_games(1, 0, true, &odds, 200);
    let actions: usize = games.iter().map(|g| g.actions().len()).sum();
    assert!(actions > MAX_MOVES, "{actions} actions");
    let e = mat::read_match(&mat::match_text(&games, ["a", "b"])).unwrap_err();
    assert!(e.why.contains("more than 10000 actions"), "{e}");
    assert!(e.game.is_some_and(|g| g < 200), "{e}");
}
