//! The analysis of a played game, the same for every game: the worker reviews each move in
//! turn (`Ask::Review`, one question after the other's answer, so that a progress bar moves
//! and Cancel stops it by asking no more), and what it found is kept with the saved game.
//! The screens give what is analysed as a [`Subject`] (the game as the worker reads it);
//! the views are in `analysis_view.rs` and `analysis_graph.rs`.

use crate::kit::storage;
use crate::shell::{Ctx, Notice};
use crate::worker_client::{self, Ask, Reply, Request, Reviewed};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use ttakji_engine::core::analysis::{Mark, Marks, Summary};
use ttakji_engine::core::Engine;
use ttakji_engine::{backgammon, chinese_checkers, makruk, morris, GameId, Level};

/// The time a review may take before the worker counts as stuck (its own grace comes on
/// top): the hard level thinks [`ttakji_engine::core::analysis::REVIEW_MS`] a move.
const REVIEW_BUDGET_MS: f64 = 2000.0;
/// How long the analysis waits before asking again when the worker is busy with another
/// question (the computer's move, a hint).
const BUSY_RETRY_MS: u64 = 300;
/// The most best moves kept per move.
const BEST_COUNT: usize = 3;

/// The game as the worker reads it: the game, its start, the settings its text does not
/// carry, and the moves.
#[derive(Clone, PartialEq, Debug)]
pub struct Subject {
    pub game: GameId,
    pub position: String,
    pub settings: Vec<(String, String)>,
    pub moves: Vec<String>,
    /// The seats in play by their numbers (the engine's), the first player's first.
    pub seats: Vec<u8>,
}

impl Subject {
    /// The game a screen's request to the worker is about, with its seats.
    pub fn of_request(req: Request, seats: Vec<u8>) -> Subject {
        Subject {
            game: req.game,
            position: req.position,
            settings: req.settings,
            moves: req.moves,
            seats,
        }
    }

    /// What tells one game from another with the same moves: its game, start and settings.
    fn key(&self) -> String {
        format!("{}|{}|{:?}", self.game.slug(), self.position, self.settings)
    }

    /// The question about move `ply`: the moves up to it, reviewed at the hard level.
    fn request(&self, ply: usize) -> Request {
        let ask = Ask::Review {
            level: Level::Hard,
            ply,
            count: Some(BEST_COUNT),
        };
        let moves = self.moves[..=ply].to_vec();
        let mut req = Request::new(self.game, self.position.clone(), moves, ask);
        req.settings = self.settings.clone();
        req
    }
}

/// One move reviewed: its place in the game (from 0) and the worker's review.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Ply {
    pub ply: usize,
    #[serde(flatten)]
    pub review: Reviewed,
}

impl Ply {
    pub fn mark(&self) -> Option<Mark> {
        self.review.mark.as_deref().and_then(Mark::from_slug)
    }
}

/// What the analysis found so far: for the game `of` (a [`Subject`]'s key), the moves
/// asked about (the game's first ones, in order) and the reviews of those that were a
/// choice (a backgammon roll is none).
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Analysis {
    pub of: String,
    pub moves: Vec<String>,
    pub plies: Vec<Ply>,
}

impl Analysis {
    /// The analysis kept for `subject`: what still matches its moves (nothing of another
    /// game; past a move taken back or changed, nothing).
    pub fn kept_for(&self, subject: &Subject) -> Analysis {
        if self.of != subject.key() {
            return Analysis {
                of: subject.key(),
                ..Analysis::default()
            };
        }
        let same = self
            .moves
            .iter()
            .zip(&subject.moves)
            .take_while(|(a, b)| a == b)
            .count();
        Analysis {
            of: self.of.clone(),
            moves: self.moves[..same].to_vec(),
            plies: self
                .plies
                .iter()
                .filter(|p| p.ply < same)
                .cloned()
                .collect(),
        }
    }

    /// The review of move `ply`, if it has one.
    pub fn at(&self, ply: usize) -> Option<&Ply> {
        self.plies.iter().find(|p| p.ply == ply)
    }

    /// The mark of move `ply`, if it earned one.
    pub fn mark_at(&self, ply: usize) -> Option<Mark> {
        self.at(ply).and_then(Ply::mark)
    }

    /// The better move (the best, in the engine's notation) of a marked move `ply`.
    pub fn better_at(&self, ply: usize) -> Option<&str> {
        let p = self.at(ply).filter(|p| p.mark().is_some())?;
        p.review.best.first().map(|(mv, _)| mv.as_str())
    }

    /// What each of `seats` did: moves with a choice, losses and marks.
    pub fn summaries(&self, seats: &[u8]) -> Vec<(u8, Summary)> {
        let mut out: Vec<(u8, Summary)> = seats.iter().map(|&s| (s, Summary::default())).collect();
        for p in self.plies.iter().filter(|p| p.review.choice) {
            if let Some((_, s)) = out.iter_mut().find(|(s, _)| *s == p.review.seat) {
                s.add(p.review.loss, p.mark());
            }
        }
        out
    }

    /// The reason an analysis read from a save cannot be its game's (the moves and reviews
    /// out of order, a mark no game gives).
    fn check(&self) -> Result<(), String> {
        let mut last = None;
        for p in &self.plies {
            if p.ply >= self.moves.len() || last.is_some_and(|l| p.ply <= l) {
                return Err(format!("move {} reviewed out of order", p.ply + 1));
            }
            if let Some(m) = p
                .review
                .mark
                .as_deref()
                .filter(|m| Mark::from_slug(m).is_none())
            {
                return Err(format!("unknown mark {m}"));
            }
            last = Some(p.ply);
        }
        Ok(())
    }

    /// An analysis from a save's JSON, checked.
    pub fn read(value: serde_json::Value) -> Result<Analysis, String> {
        let a: Analysis = serde_json::from_value(value).map_err(|e| e.to_string())?;
        a.check()?;
        Ok(a)
    }
}

/// The marks' thresholds of a game (the engine's, in its value unit).
pub fn marks(game: GameId) -> Marks {
    match game {
        GameId::Makruk => makruk::Position::MARKS,
        GameId::NineMensMorris | GameId::Tigadi => morris::Position::MARKS,
        GameId::Backgammon => backgammon::BgPosition::MARKS,
        GameId::ChineseCheckers => chinese_checkers::Position::MARKS,
    }
}

/// A screen's analysis: what was found, whether it runs, and the game it is of.
#[derive(Clone, Copy)]
pub struct AnalysisCtl {
    ctx: Ctx,
    slug: &'static str,
    pub subject: Memo<Subject>,
    pub state: RwSignal<Analysis>,
    pub running: RwSignal<bool>,
    /// Bumped by each start and cancel: an older chain of questions stops.
    generation: StoredValue<u64>,
}

impl AnalysisCtl {
    /// The better move of a marked move `ply` (the board under review shows the position
    /// before it), read by `parse`, with its value: what the boards draw as a hint.
    pub fn better_move<M>(
        &self,
        ply: usize,
        parse: impl FnOnce(&str) -> Option<M>,
    ) -> Vec<(M, i32)> {
        let better = self.state.with(|a| {
            let value = a.at(ply).map_or(0, |p| p.review.best_value);
            a.better_at(ply).map(|m| (m.to_string(), value))
        });
        better
            .and_then(|(text, value)| parse(&text).map(|mv| vec![(mv, value)]))
            .unwrap_or_default()
    }

    /// The analysis of the game `subject` gives, read from the save of `slug` (a broken
    /// one is dropped with a notice), trimmed to the game's moves as they change and saved
    /// with the game.
    pub fn new(
        ctx: Ctx,
        slug: &'static str,
        subject: impl Fn() -> Subject + Send + Sync + 'static,
    ) -> AnalysisCtl {
        let subject = Memo::new(move |_| subject());
        let saved = storage::saved_analysis(slug).map(Analysis::read);
        let loaded = match saved {
            Some(Ok(a)) => a,
            Some(Err(reason)) => {
                ctx.notify(Notice::AnalysisDropped(reason));
                storage::save_analysis(slug, None);
                Analysis::default()
            }
            None => Analysis::default(),
        };
        let an = AnalysisCtl {
            ctx,
            slug,
            subject,
            state: RwSignal::new(subject.with_untracked(|s| loaded.kept_for(s))),
            running: RwSignal::new(false),
            generation: StoredValue::new(0),
        };
        an.follow_the_game();
        an
    }

    /// Keeps the analysis to what matches the game, and saved.
    fn follow_the_game(self) {
        let state = self.state;
        Effect::new(move |_| {
            let kept = self
                .subject
                .with(|s| state.with_untracked(|a| a.kept_for(s)));
            if state.with_untracked(|a| *a != kept) {
                state.set(kept);
            }
        });
        let slug = self.slug;
        Effect::new(move |_| {
            let value = state.with(|a| {
                (!a.moves.is_empty())
                    .then(|| serde_json::to_value(a).ok())
                    .flatten()
            });
            storage::save_analysis(slug, value);
        });
    }

    /// Moves asked about, and moves in the game.
    pub fn progress(&self) -> (usize, usize) {
        let done = self.state.with(|a| a.moves.len());
        (done, self.subject.with(|s| s.moves.len()))
    }

    /// Starts (or goes on with) the analysis of the moves not yet reviewed.
    pub fn start(self) {
        self.generation.update_value(|g| *g += 1);
        self.running.set(true);
        self.step(self.generation.get_value());
    }

    /// Stops asking; what was found stays.
    pub fn cancel(self) {
        self.generation.update_value(|g| *g += 1);
        self.running.set(false);
    }

    /// Whether the chain of questions `generation` is the one running.
    fn current(&self, generation: u64) -> bool {
        self.running.try_get_untracked() == Some(true)
            && self.generation.try_get_value() == Some(generation)
    }

    /// Asks about the next move, or waits while the worker answers another question.
    fn step(self, generation: u64) {
        if !self.current(generation) {
            return;
        }
        let next = self.state.with_untracked(|a| a.moves.len());
        let Some(req) = self
            .subject
            .with_untracked(|s| (next < s.moves.len()).then(|| s.request(next)))
        else {
            self.running.set(false);
            return;
        };
        let asked = worker_client::ask_background(
            req,
            REVIEW_BUDGET_MS,
            move |reply| self.on_answer(generation, next, reply),
            move || self.later(generation),
        );
        if !asked {
            self.later(generation);
        }
    }

    fn later(self, generation: u64) {
        set_timeout(
            move || self.step(generation),
            Duration::from_millis(BUSY_RETRY_MS),
        );
    }

    /// The worker's review of move `ply`: kept if the game still has that move next.
    fn on_answer(self, generation: u64, ply: usize, reply: Reply) {
        if !self.current(generation) {
            return;
        }
        let played = self.subject.with_untracked(|s| s.moves.get(ply).cloned());
        let next = self.state.with_untracked(|a| a.moves.len());
        let (Some(played), true) = (played, next == ply) else {
            self.step(generation);
            return;
        };
        match reply.review {
            Some((p, review)) if p == ply => {
                self.state.update(|a| {
                    a.moves.push(played);
                    a.plies.extend(review.map(|review| Ply { ply, review }));
                });
                self.step(generation);
            }
            _ => {
                self.running.set(false);
                let detail = reply
                    .error
                    .unwrap_or_else(|| format!("no review of move {}", ply + 1));
                self.ctx.notify(Notice::ComputerFailed(detail));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subject(moves: &[&str]) -> Subject {
        Subject {
            game: GameId::Tigadi,
            position: String::new(),
            settings: vec![("flying".into(), "off".into())],
            moves: moves.iter().map(|m| m.to_string()).collect(),
            seats: vec![0, 1],
        }
    }

    fn reviewed(seat: u8, loss: i32, mark: Option<&str>) -> Reviewed {
        Reviewed {
            seat,
            played: "x".into(),
            best: vec![("b".into(), 10)],
            best_value: 10,
            played_value: Some(10 - loss),
            loss,
            mark: mark.map(str::to_string),
            choice: true,
        }
    }

    fn analysis(of: &Subject) -> Analysis {
        Analysis {
            of: of.key(),
            moves: of.moves.clone(),
            plies: vec![
                Ply {
                    ply: 0,
                    review: reviewed(0, 0, None),
                },
                Ply {
                    ply: 1,
                    review: reviewed(1, 90, Some("mistake")),
                },
                Ply {
                    ply: 2,
                    review: reviewed(0, 40, Some("inaccuracy")),
                },
            ],
        }
    }

    #[test]
    fn a_changed_game_keeps_only_what_still_matches() {
        let s = subject(&["d6", "a1", "b2"]);
        let a = analysis(&s);
        assert_eq!(a.kept_for(&s), a);
        // More moves played: all kept, the new ones not yet asked about.
        assert_eq!(a.kept_for(&subject(&["d6", "a1", "b2", "c3"])), a);
        // The last move taken back and another played.
        let kept = a.kept_for(&subject(&["d6", "a1", "c3"]));
        assert_eq!((kept.moves.len(), kept.plies.len()), (2, 2));
        // Another game (another start) keeps nothing.
        let mut other = s.clone();
        other.position = "x".into();
        let none = a.kept_for(&other);
        assert!(none.moves.is_empty() && none.plies.is_empty() && none.of == other.key());
    }

    #[test]
    fn marks_summaries_and_the_better_move() {
        let a = analysis(&subject(&["d6", "a1", "b2"]));
        assert_eq!(a.mark_at(1), Some(Mark::Mistake));
        assert_eq!((a.mark_at(0), a.mark_at(7)), (None, None));
        assert_eq!((a.better_at(1), a.better_at(0)), (Some("b"), None));
        let sums = a.summaries(&[1, 0]);
        assert_eq!(
            (sums[1].0, sums[1].1.moves, sums[1].1.total_loss),
            (0, 2, 40)
        );
        assert_eq!(sums[1].1.count(Mark::Inaccuracy), 1);
        assert_eq!((sums[0].1.moves, sums[0].1.count(Mark::Mistake)), (1, 1));
    }

    #[test]
    fn a_saved_analysis_round_trips_and_a_broken_one_is_refused() {
        let a = analysis(&subject(&["d6", "a1", "b2"]));
        let value = serde_json::to_value(&a).unwrap();
        assert_eq!(Analysis::read(value.clone()).unwrap(), a);
        let mut bad = a.clone();
        bad.plies[1].review.mark = Some("awful".into());
        let e = Analysis::read(serde_json::to_value(&bad).unwrap()).unwrap_err();
        assert_eq!(e, "unknown mark awful");
        let mut bad = a.clone();
        bad.moves.truncate(1);
        let e = Analysis::read(serde_json::to_value(&bad).unwrap()).unwrap_err();
        assert_eq!(e, "move 2 reviewed out of order");
        let e = Analysis::read(serde_json::json!({"of": 3})).unwrap_err();
        assert!(e.contains("invalid type"), "{e}");
    }

    #[test]
    fn the_request_asks_about_one_move_with_the_moves_before_it() {
        let req = subject(&["d6", "a1", "b2"]).request(1);
        assert_eq!(req.moves, vec!["d6".to_string(), "a1".to_string()]);
        assert_eq!(req.settings, vec![("flying".into(), "off".into())]);
        assert!(matches!(
            req.ask,
            Ask::Review {
                ply: 1,
                count: Some(3),
                ..
            }
        ));
    }
}
