//! Backgammon's part of the game library (`kit::archive`): a match (or one money game) is
//! one kept game; it is exchanged as a Jellyfish `.mat` file, as GNU Backgammon reads it.

use super::analysed::subject;
use super::dialogs::result_words;
use super::library::{export_mat, import_mat};
use super::session::{dice_texts, load, BgSession, Phase, SavedMatch, GAME_SLUG};
use super::words as t;
use crate::kit::analysis::Analysis;
use crate::kit::archive::{seats_of, Archive, Dated, Seat, Summary, Words};
use crate::kit::storage;

pub const ARCHIVE: Archive = Archive {
    summary,
    plies,
    continue_at,
    export,
    import,
    file: ("mat", "text/plain"),
    loss_words: t::VALUES.amount,
};

/// The winner: of the match, or of a money game.
fn winner(s: &BgSession) -> Option<usize> {
    if s.setup.length > 0 {
        return s.match_winner();
    }
    match s.phase() {
        Phase::Over(end) => Some(end.winner),
        _ => None,
    }
}

fn summary(text: &str) -> Result<Summary, String> {
    let s = load(text)?;
    let players = seats_of(s.setup.mode);
    let seats = (0..2)
        .map(|c| Seat {
            name: Words::new(|l| t::colour(c).t(l).to_string()),
            player: players[c],
        })
        .collect();
    // The analysis is of the match's last game.
    let analysis = storage::analysis_of(text)
        .and_then(|a| Analysis::read(a).ok())
        .map(|a| a.kept_for(&subject(&s)));
    let moves = subject(&s).moves.len();
    Ok(Summary {
        over: s.is_over(),
        seats,
        winner: winner(&s),
        result: Words::new(|l| {
            let (title, reason, tail) = result_words(&s, l);
            match tail.filter(|_| s.match_winner().is_some()) {
                Some(tail) => tail,
                None if title.is_empty() => String::new(),
                None => format!("{title}: {reason}"),
            }
        }),
        plies: s.games.iter().map(|g| g.actions().len()).sum(),
        errors: Vec::new(),
    }
    .with_analysis(analysis, &[0, 1], moves))
}

fn plies(text: &str) -> Result<usize, String> {
    Ok(load(text)?.games.iter().map(|g| g.actions().len()).sum())
}

/// The match's actions up to `ply` (counted through its games) as a new match: the dice
/// already rolled written out, a new seed for those to come.
fn continue_at(text: &str, ply: usize, seed: u64) -> Result<String, String> {
    let mut saved: SavedMatch = storage::decode(GAME_SLUG, text)?;
    let mut left = ply;
    let mut games = Vec::new();
    for actions in saved.games {
        let n = actions.len().min(left);
        games.push(actions[..n].to_vec());
        left -= n;
        if left == 0 {
            break;
        }
    }
    saved.games = games;
    let kept = BgSession::from_saved(&saved)?;
    saved.games = kept.games.iter().map(dice_texts).collect();
    saved.seed = seed;
    BgSession::from_saved(&saved)?;
    storage::encode(GAME_SLUG, &saved)
}

/// The `.mat` names of the two players: the computer's level, or the colour for a person.
fn names(s: &BgSession) -> [String; 2] {
    let players = seats_of(s.setup.mode);
    [0, 1].map(|c| match players[c].level() {
        Some(level) => format!("Ttakji {}", level.slug()),
        None => t::colour(c).t(crate::kit::i18n::Lang::En).to_string(),
    })
}

/// The `.mat` of one match: the format holds one, so several are refused with the way out.
fn export(games: &[Dated]) -> Result<String, String> {
    let [(text, _)] = games else {
        return Err(format!(
            "a .mat file holds one match, not {}: export the matches one by one, or the whole library as a Ttakji file",
            games.len()
        ));
    };
    let s = load(text)?;
    let [a, b] = names(&s);
    export_mat(&s.to_saved(), [&a, &b])
}

/// A `.mat` file's match (the format holds one).
fn import(text: &str) -> Result<Vec<String>, String> {
    let (saved, _names) = import_mat(text)?;
    Ok(vec![storage::encode(GAME_SLUG, &saved)?])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::backgammon::session::tests::{local, play_on};
    use crate::kit::archive::Player;

    /// A money game between people, played a few turns, then resigned and accepted.
    fn resigned() -> String {
        let mut s = BgSession::new(local(0), 36);
        play_on(&mut s, 6);
        s.act(ttakji_engine::backgammon::Action::Resign(1)).unwrap();
        s.act(ttakji_engine::backgammon::Action::Accept).unwrap();
        storage::encode(GAME_SLUG, &s.to_saved()).unwrap()
    }

    #[test]
    fn a_resigned_money_game_is_summed_up() {
        let text = resigned();
        let s = summary(&text).unwrap();
        assert!(s.over);
        assert_eq!(
            s.seats.iter().map(|x| x.player).collect::<Vec<_>>(),
            [Player::Person; 2]
        );
        assert_eq!(s.seats[1].name.en, "Black");
        assert!(s.winner.is_some());
        assert!(s.result.en.contains("resigned"), "{}", s.result.en);
        assert_eq!(s.plies, plies(&text).unwrap());
    }

    #[test]
    fn a_continued_match_keeps_its_dice_and_rolls_new_ones() {
        let text = resigned();
        let n = plies(&text).unwrap() - 2;
        let next = continue_at(&text, n, 12345).unwrap();
        let before = load(&text).unwrap();
        let after = load(&next).unwrap();
        assert_eq!(after.seed, 12345);
        assert!(!after.is_over());
        assert_eq!(
            after.game().rolls(),
            &before.game().rolls()[..after.game().rolls().len()]
        );
        assert_eq!(after.game().actions(), &before.game().actions()[..n]);
    }

    #[test]
    fn a_match_goes_out_as_mat_and_back() {
        let text = resigned();
        let mat = export(&[(text.clone(), 0.0)]).unwrap();
        assert!(mat.contains("0 point match"), "{mat}");
        let back = import(&mat).unwrap();
        let (a, b) = (load(&text).unwrap(), load(&back[0]).unwrap());
        assert_eq!(a.game().actions(), b.game().actions());
        assert_eq!(a.game().rolls(), b.game().rolls());
        assert!(export(&[(text.clone(), 0.0), (text, 0.0)])
            .unwrap_err()
            .contains("one match"));
    }
}
