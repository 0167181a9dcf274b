//! The two-sided games' part of the game library (`kit::archive`): Makruk, Nine Men's
//! Morris and Tigadi, through the engine's game records (`ttakji_engine::core::record`:
//! Makruk PGN, Sanmill's text for the Morris games).

use super::analysed::subject;
use super::dialogs::session_result_words;
use super::player_name;
use super::session::{load, SavedEnd, SavedGame, Session};
use crate::kit::analysis::Analysis;
use crate::kit::archive::{seats_of, Seat, Summary, Words};
use crate::kit::opponent::Mode;
use crate::kit::storage;
use ttakji_engine::core::record::{read_games, write_games, GameText};
use ttakji_engine::core::Settings;
use ttakji_engine::{Outcome, Side};

pub use super::session::GameKind;

/// The library's view of a two-sided game; `$kind` is its `GameKind`.
macro_rules! duel_archive {
    ($kind:expr, $file:expr, $loss:expr) => {
        $crate::kit::archive::Archive {
            summary: |t| $crate::kit::duel::archive::summary($kind, t),
            plies: |t| $crate::kit::duel::archive::plies($kind, t),
            continue_at: |t, n, seed| $crate::kit::duel::archive::continue_at($kind, t, n, seed),
            export: |games| $crate::kit::duel::archive::export($kind, games),
            import: |t| $crate::kit::duel::archive::import($kind, t),
            file: $file,
            loss_words: $loss,
        }
    };
}
pub(crate) use duel_archive;

pub fn summary(kind: GameKind, text: &str) -> Result<Summary, String> {
    let s = load(text, kind)?;
    let players = seats_of(s.setup.mode);
    let seats = [Side::First, Side::Second]
        .into_iter()
        .map(|side| Seat {
            name: Words::new(|l| player_name(kind, side, l).to_string()),
            player: players[side.index()],
        })
        .collect();
    let winner = match s.outcome() {
        Outcome::Win { winner, .. } => Some(winner.index()),
        _ => None,
    };
    let analysis = storage::analysis_of(text)
        .and_then(|a| Analysis::read(a).ok())
        .map(|a| a.kept_for(&subject(&s)));
    let plies = s.game.len();
    Ok(Summary {
        over: s.is_over(),
        seats,
        winner,
        result: Words::new(|l| {
            let (title, reason) = session_result_words(&s, l);
            if title.is_empty() {
                String::new()
            } else {
                format!("{title}: {reason}")
            }
        }),
        plies,
        errors: Vec::new(),
    }
    .with_analysis(analysis, &[0, 1], plies))
}

pub fn plies(kind: GameKind, text: &str) -> Result<usize, String> {
    Ok(load(text, kind)?.game.len())
}

/// The save of a new game: the saved one's first `ply` moves, the same players.
pub fn continue_at(kind: GameKind, text: &str, ply: usize, seed: u64) -> Result<String, String> {
    let mut saved: SavedGame = storage::decode(kind.slug(), text)?;
    saved.moves.truncate(ply);
    saved.redo.clear();
    saved.ended = None;
    saved.draw_offer = None;
    saved.seed = seed;
    saved.clock = saved.clock.map(|_| Default::default());
    Session::from_saved(&saved, kind)?;
    storage::encode(kind.slug(), &saved)
}

/// The registry's settings of a session (Morris: flying).
fn settings(s: &Session) -> Settings {
    let mut pairs = Vec::new();
    if s.kind().morris().is_some() {
        pairs.push((
            "flying".to_string(),
            if s.setup.flying { "on" } else { "off" }.to_string(),
        ));
    }
    Settings(pairs)
}

/// The PGN tag of a seat's player: "Ttakji hard", or the seat's name for a person.
fn tag_name(kind: GameKind, mode: Mode, side: Side) -> String {
    match seats_of(mode)[side.index()].level() {
        Some(level) => format!("Ttakji {}", level.slug()),
        None => player_name(kind, side, crate::kit::i18n::Lang::En).to_string(),
    }
}

/// One game as the engine's record: the result and reason the session knows (a resignation,
/// an agreed draw, time) over the rules', the date and the players.
fn game_text(kind: GameKind, text: &str, date: f64) -> Result<GameText, String> {
    let s = load(text, kind)?;
    let mut g = GameText::of(kind.game(), &settings(&s), s.game.as_text())?;
    g.set_tag("Event", "Ttakji");
    g.set_tag("Date", &pgn_date(date));
    g.set_tag("White", &tag_name(kind, s.setup.mode, Side::First));
    g.set_tag("Black", &tag_name(kind, s.setup.mode, Side::Second));
    match s.outcome() {
        Outcome::Win { winner, reason } => {
            g.set_tag("Result", if winner == Side::First { "1-0" } else { "0-1" });
            g.set_tag("Termination", reason);
        }
        Outcome::Draw { reason } => {
            g.set_tag("Result", "1/2-1/2");
            g.set_tag("Termination", reason);
        }
        Outcome::Ongoing => g.set_tag("Result", "*"),
    }
    Ok(g)
}

/// PGN's `YYYY.MM.DD` of a date in milliseconds (UTC).
pub fn pgn_date(ms: f64) -> String {
    let (y, m, d) = crate::kit::archive::civil_date(ms);
    format!("{y:04}.{m:02}.{d:02}")
}

pub fn export(kind: GameKind, games: &[(String, f64)]) -> Result<String, String> {
    let texts = games
        .iter()
        .enumerate()
        .map(|(i, (t, date))| game_text(kind, t, *date).map_err(|e| format!("game {}: {e}", i + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    write_games(&texts)
}

/// The saves of a file's games of this kind, each as a game between two people; a result
/// the rules do not give (a resignation, an agreed draw) comes from the Result tag.
pub fn import(kind: GameKind, text: &str) -> Result<Vec<String>, String> {
    let games = read_games(text, Some(kind.game()))?;
    games
        .iter()
        .filter(|g| g.game == kind.game())
        .enumerate()
        .map(|(i, g)| saved_of(kind, g).map_err(|e| format!("game {}: {e}", i + 1)))
        .collect()
}

fn saved_of(kind: GameKind, g: &GameText) -> Result<String, String> {
    let h = g.open()?;
    let mut saved = SavedGame {
        format: super::session::SAVE_FORMAT,
        game: kind.slug().to_string(),
        flying: g.settings.get("flying") != Some("off"),
        mode: Mode::PassAndPlay.to_saved(),
        start: h.start_text(),
        moves: h.move_texts(),
        redo: Vec::new(),
        ended: None,
        draw_offer: None,
        seed: crate::kit::seed::random_seed(),
        clock: None,
    };
    if !h.is_over() {
        saved.ended = ended_by_tags(g);
    }
    Session::from_saved(&saved, kind)?;
    storage::encode(kind.slug(), &saved)
}

/// A result the rules do not see, from the Result and Termination tags.
fn ended_by_tags(g: &GameText) -> Option<SavedEnd> {
    let termination = g
        .tag("Termination")
        .unwrap_or_default()
        .to_ascii_lowercase();
    let win = |winner: &str| SavedEnd {
        reason: if termination.contains("time") {
            "time"
        } else {
            "resignation"
        }
        .into(),
        winner: Some(winner.into()),
    };
    match g.tag("Result")? {
        "1-0" => Some(win("first")),
        "0-1" => Some(win("second")),
        "1/2-1/2" => Some(SavedEnd {
            reason: "agreement".into(),
            winner: None,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::archive::Player;

    /// Makruk against the hard level: the person (White) resigned after two moves.
    const RESIGNED: &str = r#"{"format":1,"game":"makruk","flying":false,"mode":"computer","level":"hard","human":"first","start":"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1","moves":["b1d2","g8e7"],"redo":[],"ended":{"reason":"resignation","winner":"second"},"seed":7}"#;

    #[test]
    fn a_resigned_game_is_summed_up() {
        let s = summary(GameKind::Makruk, RESIGNED).unwrap();
        assert!(s.over);
        assert_eq!(s.plies, 2);
        assert_eq!(s.winner, Some(1));
        let players: Vec<Player> = s.seats.iter().map(|x| x.player).collect();
        assert_eq!(players, [Player::Person, Player::Hard]);
        assert_eq!(s.seats[0].name.en, "White");
        assert_eq!(s.result.en, "The computer wins: White resigned.");
        assert!(s.result.hi.contains("हार मान ली"), "{}", s.result.hi);
        assert_eq!(s.person_score(), Some(0.0));
        assert!(
            summary(GameKind::Tigadi, RESIGNED).is_err(),
            "another game's save"
        );
    }

    #[test]
    fn a_game_continued_from_a_move_is_a_new_game_going_on() {
        let text = continue_at(GameKind::Makruk, RESIGNED, 1, 99).unwrap();
        let saved: SavedGame = storage::decode("makruk", &text).unwrap();
        assert_eq!(saved.moves, ["b1d2"]);
        assert_eq!((saved.ended, saved.seed), (None, 99));
        let s = summary(GameKind::Makruk, &text).unwrap();
        assert!(!s.over);
        assert_eq!(s.seats[1].player, Player::Hard, "the same players");
        assert!(
            continue_at(GameKind::Makruk, RESIGNED, 9, 1).is_ok(),
            "past the end: all of it"
        );
    }

    #[test]
    fn pgn_out_and_back_gives_the_same_game() {
        let pgn = export(
            GameKind::Makruk,
            &[(RESIGNED.to_string(), 1_796_169_599_000.0)],
        )
        .unwrap();
        for tag in [
            "[Variant \"makruk\"]",
            "[Date \"2026.12.01\"]",
            "[White \"White\"]",
            "[Black \"Ttakji hard\"]",
            "[Result \"0-1\"]",
            "[Termination \"resignation\"]",
        ] {
            assert!(pgn.contains(tag), "{tag} in {pgn}");
        }
        let saves = import(GameKind::Makruk, &pgn).unwrap();
        assert_eq!(saves.len(), 1);
        let s = summary(GameKind::Makruk, &saves[0]).unwrap();
        assert_eq!((s.over, s.plies, s.winner), (true, 2, Some(1)));
        let back: SavedGame = storage::decode("makruk", &saves[0]).unwrap();
        assert_eq!(back.moves, ["b1d2", "g8e7"]);
        assert!(import(GameKind::Makruk, "1. zz9 *").is_err());
    }

    #[test]
    fn a_morris_game_keeps_its_flying_setting() {
        let save = r#"{"format":1,"game":"nine-mens-morris","flying":false,"mode":"pass-and-play","start":".../.../.../....../.../.../... w 9 9 0 0","moves":["d6","a1"],"redo":[],"ended":{"reason":"agreement"},"seed":3}"#;
        let text = export(GameKind::NineMensMorris, &[(save.to_string(), 0.0)]).unwrap();
        let back = import(GameKind::NineMensMorris, &text).unwrap();
        let saved: SavedGame = storage::decode("nine-mens-morris", &back[0]).unwrap();
        assert_eq!((saved.flying, saved.moves.len()), (false, 2));
        let s = summary(GameKind::NineMensMorris, &back[0]).unwrap();
        assert_eq!((s.over, s.winner), (true, None));
    }
}
