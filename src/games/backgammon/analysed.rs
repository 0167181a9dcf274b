//! The backgammon screen's analysis (`kit::analysis`): the game of the match shown, as the
//! engine's registry reads it (from the position after the opening roll, each action a
//! move: a roll is its dice, a play in gnubg's notation, `pass` for none, the cube's and
//! resignations' words), and the screen's names for its actions.

use super::screen::{entry_words, request, BgCtl};
use super::session::{history, states_before, BgSession};
use super::words as t;
use crate::kit::analysis::{AnalysisCtl, Subject};
use crate::kit::analysis_view::Analysed;
use crate::kit::i18n::Lang;
use leptos::prelude::*;
use ttakji_engine::backgammon::{Action, BgGame, MatchState};
use ttakji_engine::Level;

/// The game shown as the analysis asks the worker about it (White is seat 0).
pub fn subject(s: &BgSession) -> Subject {
    let g = s.game();
    let mut req = request(s, "play", Level::Hard);
    if let Ok(start) = g.replay_to(0) {
        req.position = format!(
            "{}:{}",
            start.board().position_id(),
            start.state().match_id()
        );
    }
    req.moves = move_texts(g);
    Subject::of_request(req, vec![0, 1])
}

/// The actions of a game as the engine's moves.
fn move_texts(g: &BgGame) -> Vec<String> {
    let mut after: Vec<MatchState> = states_before(g).into_iter().skip(1).collect();
    after.push(*g.state());
    g.actions()
        .iter()
        .zip(after)
        .map(|(a, next)| match a {
            Action::Roll => next.dice.map_or_else(String::new, |d| {
                let (a, b) = d.values();
                format!("{a}{b}")
            }),
            Action::Play(p) if p.is_empty() => "pass".to_string(),
            Action::Play(p) => p.to_string(),
            Action::Double => "double".to_string(),
            Action::Take => "take".to_string(),
            Action::Drop => "drop".to_string(),
            Action::Resign(n) => format!("resign {n}"),
            Action::Accept => "accept".to_string(),
            Action::Reject => "reject".to_string(),
        })
        .collect()
}

impl Analysed for BgCtl {
    fn analysis(&self) -> AnalysisCtl {
        self.analysis
    }

    fn game_over(&self) -> bool {
        self.session.with(|s| s.game().is_over())
    }

    fn computer_busy(&self) -> bool {
        self.thinking.get() || self.session.with(|s| s.computer_to_act())
    }

    /// The move list's line of the action; a roll (where the cube was not turned) has
    /// none: "White: Roll dice".
    fn move_label(&self, l: Lang, ply: usize) -> String {
        self.session.with(|s| {
            let line = history(s.game()).into_iter().find(|(i, ..)| *i == ply);
            match line {
                Some((_, who, e)) => entry_words(l, who, &e),
                None => {
                    let who = states_before(s.game()).get(ply).map_or(0, |st| st.on_roll);
                    format!("{}: {}", t::colour(who).t(l), t::ROLL.t(l))
                }
            }
        })
    }

    fn seat_name(&self, l: Lang, seat: u8) -> String {
        t::colour(usize::from(seat)).t(l).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::backgammon::session::BgSetup;
    use crate::kit::opponent::Mode;
    use ttakji_engine::backgammon::Play;
    use ttakji_engine::core::registry;
    use ttakji_engine::core::Settings;
    use ttakji_engine::GameId;

    #[test]
    fn a_played_game_reads_as_the_registry_moves() {
        let setup = BgSetup {
            mode: Mode::PassAndPlay,
            ..BgSetup::default()
        };
        let mut s = BgSession::new(setup, 7);
        for _ in 0..30 {
            let g = s.game();
            if g.is_over() {
                break;
            }
            let a = match g.state().dice {
                Some(_) => Action::Play(
                    g.legal_plays()
                        .first()
                        .copied()
                        .unwrap_or_else(|| Play::none(&g.board())),
                ),
                None => Action::Roll,
            };
            s.act(a).unwrap();
        }
        let subject = subject(&s);
        assert!(subject.moves.len() > 10, "{:?}", subject.moves);
        let settings = Settings(subject.settings.clone());
        let game = registry::game(GameId::Backgammon);
        let h = game
            .open(&settings, Some(&subject.position), &subject.moves)
            .unwrap();
        assert_eq!(h.move_texts().len(), subject.moves.len());
    }
}
