//! A backgammon match as the file other programs read: the Jellyfish `.mat` that GNU
//! Backgammon exports and imports (`export match mat`, `import mat`), one match per file
//! (the format has no way to hold several).

use super::session::{game_texts, BgSession, BgSetup, SavedMatch};
use crate::kit::opponent::Mode;
use crate::kit::seed::random_seed;
use ttakji_engine::backgammon::{mat, MAX_LENGTH};

/// The `.mat` text of a saved match, player 0 (White) named `names[0]`. A match taken up
/// from a Position ID has no opening roll to write and is refused.
pub fn export_mat(save_body: &SavedMatch, names: [&str; 2]) -> Result<String, String> {
    let s = BgSession::from_saved(save_body)?;
    if s.games.iter().any(|g| g.opening().is_empty()) {
        return Err(
            "a match taken up from a position cannot be written as .mat, which starts each game from the opening roll"
                .into(),
        );
    }
    Ok(mat::match_text(&s.games, names))
}

/// The saved form of the match in a `.mat` text, as a pass-and-play match with the file's
/// games and dice (every play checked), and the players' names (player 0, White, first).
/// Dice rolled after the file's (an unfinished last game played on) come from a new seed.
pub fn import_mat(text: &str) -> Result<(SavedMatch, [String; 2]), String> {
    let m = mat::read_match(text).map_err(|e| e.to_string())?;
    if m.length > MAX_LENGTH {
        return Err(format!(
            "a match to {} points: the longest played here is {MAX_LENGTH}",
            m.length
        ));
    }
    let mut saved = empty_save(m.length, m.jacoby);
    saved.games = m.games.iter().map(game_texts).collect();
    // Checked as the app will load it.
    BgSession::from_saved(&saved)?;
    Ok((saved, m.names))
}

/// The save of a new pass-and-play match (or money session) with the cube in use.
fn empty_save(length: u32, jacoby: bool) -> SavedMatch {
    let setup = BgSetup {
        mode: Mode::PassAndPlay,
        length,
        jacoby,
        cube: true,
    };
    BgSession::new(setup, random_seed()).to_saved()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::backgammon::session::tests::{local, play_on};
    use crate::games::backgammon::session::{counts, history, load, phase, How, Phase};
    use ttakji_engine::backgammon::Action;
    use ttakji_engine::rng::Rng;

    const GNUBG_MATCH7: &str =
        include_str!("../../../crates/engine/tests/data/bg-gnubg-match7.mat");

    /// A match of first legal plays, doubles (taken, or dropped one time in three) and
    /// resignations accepted before the roll, until it is won or `most` games are played.
    fn played_match(length: u32, seed: u64, most: usize) -> BgSession {
        let mut rng = Rng::new(seed);
        let mut s = BgSession::new(local(length), seed);
        for _ in 0..3000 {
            if s.game().is_over() && (s.games.len() >= most || !s.next_game()) {
                break;
            }
            let a = match s.phase() {
                Phase::ToRoll if s.state().can_double() && rng.below(5) == 0 => Action::Double,
                Phase::ToRoll if rng.below(80) == 0 => Action::Resign(1 + rng.below(3) as u8),
                Phase::Doubled if rng.below(3) == 0 => Action::Drop,
                Phase::Doubled => Action::Take,
                Phase::Resigning { .. } => Action::Accept,
                _ => {
                    play_on(&mut s, 1);
                    continue;
                }
            };
            s.act(a).unwrap();
        }
        s
    }

    /// Both matches have the same games, actions and dice, and show the same: move list,
    /// checkers, phase and score.
    fn assert_same_games(a: &BgSession, b: &BgSession) {
        assert_eq!(a.games.len(), b.games.len());
        for (x, y) in a.games.iter().zip(&b.games) {
            assert_eq!(x.actions(), y.actions());
            assert_eq!(x.rolls(), y.rolls());
            assert_eq!(history(x), history(y));
            assert_eq!(counts(x), counts(y));
            assert_eq!(x.state(), y.state());
        }
        assert_eq!((a.phase(), a.score()), (b.phase(), b.score()));
    }

    #[test]
    fn a_played_match_exported_and_imported_loads_as_the_same_match() {
        let mut ends = Vec::new();
        for (length, seed) in [(3, 1), (5, 2), (7, 3), (1, 4), (5, 5)] {
            let s = played_match(length, seed, 9);
            ends.extend(s.games.iter().map(|g| match phase(g) {
                Phase::Over(end) => Some(end.how),
                _ => None,
            }));
            let text = export_mat(&s.to_saved(), ["Ann", "Bo"]).unwrap();
            let (saved, names) = import_mat(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(names, ["Ann".to_string(), "Bo".to_string()]);
            let back = BgSession::from_saved(&saved).unwrap();
            assert_eq!(back.setup, s.setup);
            assert_same_games(&back, &s);
            // The import's dice are its own: written as given, they export as they came.
            assert!(saved.games.iter().all(|g| g[0].starts_with("opening ")));
            assert_eq!(export_mat(&saved, ["Ann", "Bo"]).unwrap(), text);
        }
        for how in [How::BorneOff, How::Dropped, How::Resigned] {
            assert!(ends.contains(&Some(how)), "{how:?} among {ends:?}");
        }
    }

    #[test]
    fn a_gnubg_match_imports_and_an_unfinished_game_plays_on_and_reloads() {
        let (saved, names) = import_mat(GNUBG_MATCH7).unwrap();
        assert_eq!(names, ["gnubg".to_string(), "root".to_string()]);
        let s = BgSession::from_saved(&saved).unwrap();
        assert_eq!((s.games.len(), s.setup.length), (7, 7));
        assert!(s.match_winner().is_some());
        let again = import_mat(&export_mat(&saved, ["gnubg", "root"]).unwrap()).unwrap();
        assert_same_games(&BgSession::from_saved(&again.0).unwrap(), &s);
        // The file cut in game 2: its last game goes on with the seed's dice, and its save
        // (given rolls `roll 31`, the seed's `roll`) reloads.
        let cut: String = GNUBG_MATCH7
            .split(" Game 3")
            .next()
            .unwrap()
            .lines()
            .take(60)
            .map(|l| format!("{l}\n"))
            .collect();
        let (saved, _) = import_mat(&cut).unwrap();
        let mut s = BgSession::from_saved(&saved).unwrap();
        assert!(!s.game().is_over());
        play_on(&mut s, 4);
        let game: &Vec<String> = &s.to_saved().games[1];
        assert!(
            game.iter().any(|a| a.len() == 7 && a.starts_with("roll ")),
            "{game:?}"
        );
        assert!(game.iter().any(|a| a == "roll"), "{game:?}");
        let json = serde_json::to_string(&s.to_saved()).unwrap();
        assert_same_games(&load(&json).unwrap(), &s);
    }

    #[test]
    fn what_cannot_be_exported_or_imported_says_why() {
        let from_ids = BgSession::from_ids(local(0), 3, "4HPwATDgc/ABMA", "cAkAAAAAAAAA").unwrap();
        let e = export_mat(&from_ids.to_saved(), ["a", "b"]).unwrap_err();
        assert!(e.contains("taken up from a position"), "{e}");
        let long = GNUBG_MATCH7.replacen(" 7 point match", " 31 point match", 1);
        let e = import_mat(&long).unwrap_err();
        assert!(e.contains("the longest played here is 25"), "{e}");
        let e = import_mat(&GNUBG_MATCH7.replacen("Takes", "Drops", 1)).unwrap_err();
        assert!(e.starts_with(".mat line "), "{e}");
        // A saved opening roll in a game taken up from a position, or a tie, is refused.
        let mut bad = from_ids.to_saved();
        bad.games[0].insert(0, "opening 21".into());
        assert!(BgSession::from_saved(&bad)
            .unwrap_err()
            .contains("taken up from a position"));
        let (mut bad, _) = import_mat(GNUBG_MATCH7).unwrap();
        bad.games[0][0] = "opening 33".into();
        assert!(BgSession::from_saved(&bad).is_err());
        let (mut bad, _) = import_mat(GNUBG_MATCH7).unwrap();
        bad.games[0].truncate(3);
        let e = BgSession::from_saved(&bad).unwrap_err();
        assert!(e.contains("game 2 starts before game 1 ends"), "{e}");
    }
}
