//! Chinese Checkers' part of the game library (`kit::archive`); a game is exchanged as its
//! tags, position text and moves (the engine's game records, `ttakji_engine::core::record`).

use super::analysed::subject;
use super::session::{load, CcSession, SavedCc, SeatPlayer, GAME_SLUG, SAVE_FORMAT};
use super::{result_title, words};
use crate::kit::analysis::Analysis;
use crate::kit::archive::{Archive, Player, Seat, Summary, Words};
use crate::kit::storage;
use ttakji_engine::chinese_checkers::Position;
use ttakji_engine::core::record::{read_games, write_games, GameText};
use ttakji_engine::core::{registry, Settings};
use ttakji_engine::GameId;

pub const ARCHIVE: Archive = Archive {
    summary,
    plies,
    continue_at,
    export,
    import,
    file: ("txt", "text/plain"),
    loss_words: words::VALUES.amount,
};

fn player(p: SeatPlayer) -> Player {
    match p {
        SeatPlayer::Person => Player::Person,
        SeatPlayer::Computer(level) => Player::computer(level),
    }
}

fn summary(text: &str) -> Result<Summary, String> {
    let s = load(text)?;
    let corners = s.setup.corners();
    let seats = corners
        .iter()
        .map(|&c| Seat {
            name: Words::new(|l| words::seat_name(l, c)),
            player: player(s.setup.seat(c)),
        })
        .collect();
    let winner = s
        .winners()
        .first()
        .and_then(|w| corners.iter().position(|c| c == w));
    let sub = subject(&s);
    let analysis = storage::analysis_of(text)
        .and_then(|a| Analysis::read(a).ok())
        .map(|a| a.kept_for(&sub));
    let over = s.is_over();
    Ok(Summary {
        over,
        seats,
        winner,
        result: Words::new(|l| {
            if over {
                result_title(&s, l)
            } else {
                String::new()
            }
        }),
        plies: s.moves().len(),
        errors: Vec::new(),
    }
    .with_analysis(analysis, &sub.seats, s.moves().len()))
}

fn plies(text: &str) -> Result<usize, String> {
    Ok(load(text)?.moves().len())
}

fn continue_at(text: &str, ply: usize, seed: u64) -> Result<String, String> {
    let mut saved: SavedCc = storage::decode(GAME_SLUG, text)?;
    saved.moves.truncate(ply);
    saved.redo.clear();
    saved.seed = seed;
    CcSession::from_saved(&saved)?;
    storage::encode(GAME_SLUG, &saved)
}

/// The registry's record of a session, with the date and the seats' players as tags.
fn game_text(s: &CcSession, date: f64) -> Result<GameText, String> {
    let moves: Vec<String> = s.moves().iter().map(|m| m.to_string()).collect();
    let settings = Settings(Vec::new());
    let h = registry::rules(GameId::ChineseCheckers).open_text(
        &settings,
        Some(&s.start().to_text()),
        &moves,
    )?;
    let mut g = GameText::of(GameId::ChineseCheckers, &settings, &*h)?;
    g.set_tag("Event", "Ttakji");
    g.set_tag("Date", &crate::kit::duel::archive::pgn_date(date));
    for c in s.setup.corners() {
        let who = match s.setup.seat(c) {
            SeatPlayer::Person => "person".to_string(),
            SeatPlayer::Computer(level) => format!("Ttakji {}", level.slug()),
        };
        g.set_tag(c.name(), &who);
    }
    Ok(g)
}

fn export(games: &[(String, f64)]) -> Result<String, String> {
    let texts = games
        .iter()
        .enumerate()
        .map(|(i, (t, date))| {
            load(t)
                .and_then(|s| game_text(&s, *date))
                .map_err(|e| format!("game {}: {e}", i + 1))
        })
        .collect::<Result<Vec<_>, _>>()?;
    write_games(&texts)
}

/// The saves of a file's games, each between people (the app starts its games from the
/// start only: a game from a set position is refused).
fn import(text: &str) -> Result<Vec<String>, String> {
    read_games(text, Some(GameId::ChineseCheckers))?
        .iter()
        .filter(|g| g.game == GameId::ChineseCheckers)
        .enumerate()
        .map(|(i, g)| saved_of(g).map_err(|e| format!("game {}: {e}", i + 1)))
        .collect()
}

fn saved_of(g: &GameText) -> Result<String, String> {
    let h = g.open()?;
    let start = Position::from_text(&h.start_text()).map_err(|e| e.to_string())?;
    let config = start.config();
    let saved = SavedCc {
        format: SAVE_FORMAT,
        game: GAME_SLUG.to_string(),
        players: config.players(),
        marbles: config.marbles(),
        teams: config.teams(),
        play_on: config.play_on(),
        seats: config
            .seats()
            .iter()
            .map(|c| format!("{}:person", c.name()))
            .collect(),
        moves: h.move_texts(),
        redo: Vec::new(),
        seed: crate::kit::seed::random_seed(),
    };
    let session = CcSession::from_saved(&saved)?;
    if session.start().to_text() != start.to_text() {
        return Err("a game from a set position cannot be played on here".into());
    }
    storage::encode(GAME_SLUG, &saved)
}
