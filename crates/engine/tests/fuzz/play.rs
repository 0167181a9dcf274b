//! Seed texts from random play through the registry.

use ttakji_engine::core::registry::{AnyGame, AnyHistory};
use ttakji_engine::core::Settings;
use ttakji_engine::rng::Rng;
use ttakji_engine::GameId;

/// The settings each game's random games start from: every board size and player count.
pub fn starts(id: GameId) -> Vec<Settings> {
    let one = |pairs: &[(&str, &str)]| {
        Settings(
            pairs
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect(),
        )
    };
    match id {
        GameId::ChineseCheckers => vec![
            one(&[]),
            one(&[("players", "3")]),
            one(&[("players", "4"), ("teams", "")]),
            one(&[("players", "6"), ("play-on", "")]),
            one(&[("marbles", "15")]),
        ],
        GameId::Backgammon => vec![one(&[]), one(&[("length", "5")])],
        GameId::NineMensMorris | GameId::Tigadi => vec![one(&[]), one(&[("flying", "off")])],
        GameId::Makruk => vec![one(&[])],
    }
}

/// `game` opened from `settings` (the start) or from `text`; it must open.
pub fn open(game: &dyn AnyGame, settings: &Settings, text: Option<&str>) -> Box<dyn AnyHistory> {
    game.open(settings, text, &[])
        .unwrap_or_else(|e| panic!("{} does not open {text:?}: {e}", game.id()))
}

/// Each position along `games` random games of up to `plies` plies from each start, with
/// the settings it was reached with; each one's text must read back as standing the same.
pub fn positions(game: &dyn AnyGame, games: usize, plies: usize) -> Vec<(Settings, String)> {
    let mut rng = Rng::new(7);
    let mut out = Vec::new();
    for settings in starts(game.id()) {
        for _ in 0..games {
            let mut h = open(game, &settings, None);
            out.push((settings.clone(), h.position_text()));
            for _ in 0..plies {
                let moves = h.legal_moves();
                if moves.is_empty() {
                    break;
                }
                h.play(&moves[rng.below(moves.len())])
                    .unwrap_or_else(|e| panic!("{}: a listed move is refused: {e}", game.id()));
                let text = h.position_text();
                let read = open(game, &settings, Some(&text));
                assert_eq!(read.status(), h.status(), "{}: {text} read back", game.id());
                out.push((settings.clone(), text));
            }
        }
    }
    out
}
