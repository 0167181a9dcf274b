//! The coach (GNU Backgammon's Tutor), a setting off by default: before a person's move is
//! committed the worker reviews it ([`Ask::Review`] of the move appended to the game); a move
//! that loses at least the game's mistake threshold opens the coach's dialog ("Play it
//! anyway", "Take it back", "Show the best move"), any other is committed at once. The
//! computer's moves are never coached. Every screen keeps a [`Coach`] of its move type.

use crate::kit::hint::{self, Values};
use crate::kit::i18n::{self, Lang};
use crate::kit::modal::{Act, Modal};
use crate::shell::{ctx, Ctx};
use crate::worker_client::{self, Ask, Request, Reviewed};
use leptos::prelude::*;
use ttakji_engine::core::analysis::REVIEW_MS;
use ttakji_engine::Level;

/// Where the coach is with a person's move `M`.
#[derive(Clone, PartialEq, Debug, Default)]
pub enum Coach<M> {
    #[default]
    Idle,
    /// The move is being reviewed; the board takes no other move meanwhile.
    Checking(M),
    /// The move loses too much: the dialog asks what to do with it.
    Warn(M, Reviewed),
}

impl<M> Coach<M> {
    /// Whether a move waits for the coach (reviewed, or its dialog open).
    pub fn busy(&self) -> bool {
        !matches!(self, Coach::Idle)
    }
}

/// Whether the coach is switched on in the settings.
pub fn on(ctx: &Ctx) -> bool {
    ctx.settings.with_untracked(|s| s.coach)
}

/// Time allowed for a review: the engine ranks every legal move at [`REVIEW_MS`] (the
/// client adds its grace for a busy device).
pub const BUDGET_MS: f64 = REVIEW_MS * 4.0;

/// The review of `mv` played after the moves of `req` (its position and settings kept).
pub fn review_request(mut req: Request, mv: String) -> Request {
    req.moves.push(mv);
    req.ask = Ask::Review {
        level: Level::Hard,
        ply: req.moves.len() - 1,
        count: Some(hint::COUNT),
    };
    req
}

/// Reviews the person's move `mv` (`req` asks about the position before it) and then, if
/// the position is still the one asked about (`here`), opens the dialog or plays it
/// (`commit`). A review that failed does not hold the game up: the move is played.
pub fn check<M>(
    coach: RwSignal<Coach<M>>,
    req: Request,
    mv: M,
    text: String,
    here: impl Fn() -> bool + 'static,
    commit: impl Fn(M) + 'static,
) where
    M: Clone + PartialEq + Send + Sync + 'static,
{
    coach.set(Coach::Checking(mv.clone()));
    worker_client::ask(review_request(req, text), BUDGET_MS, move |reply| {
        let asked = coach.try_with_untracked(|c| *c == Coach::Checking(mv.clone()));
        if asked != Some(true) || !here() {
            return;
        }
        match reply.review {
            Some((_, Some(r))) if warns(&r) => coach.set(Coach::Warn(mv.clone(), r)),
            _ => {
                coach.set(Coach::Idle);
                commit(mv.clone());
            }
        }
    });
}

/// The best moves of a review as a hint shows them, read by `parse`.
pub fn best_moves<M>(r: &Reviewed, parse: impl Fn(&str) -> Option<M>) -> Option<Vec<(M, i32)>> {
    r.best.iter().map(|(t, v)| Some((parse(t)?, *v))).collect()
}

/// Whether the coach speaks up: the move is marked a mistake or a blunder.
pub fn warns(r: &Reviewed) -> bool {
    matches!(r.mark.as_deref(), Some("mistake" | "blunder"))
}

/// What the coach says of a reviewed move, and of the best one (`best` in the game's
/// notation; `who` the player to move).
pub fn warning(l: Lang, r: &Reviewed, values: &Values, who: &str, best: &str) -> [String; 2] {
    let mark = match r.mark.as_deref() {
        Some("blunder") => i18n::MARK_BLUNDER,
        _ => i18n::MARK_MISTAKE,
    };
    let said = i18n::coach_warns(l, mark.t(l), &(values.amount)(l, r.loss));
    let best_words = (values.words)(l, who, r.best_value);
    [said, i18n::coach_best(l, best, &best_words)]
}

/// The coach's dialog: `words` what it says; the three choices.
pub fn coach_dialog(
    words: impl Fn(Lang) -> [String; 2] + Send + Sync + 'static,
    play: impl Fn() + Send + Sync + 'static,
    back: impl Fn() + Copy + Send + Sync + 'static,
    best: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = ctx();
    let text = move || {
        let [said, best] = words(ctx.lang());
        view! {
            <p class="coach-warning">{said}</p>
            <p class="coach-best">{best}</p>
        }
    };
    view! {
        <Modal
            label_id="coach-title"
            alert=true
            on_escape=Callback::new(move |_| back())
            actions=vec![
                Act::plain(i18n::TAKE_IT_BACK, back),
                Act::plain(i18n::SHOW_BEST_MOVE, best),
                Act::danger(i18n::PLAY_ANYWAY, play),
            ]
        >
            <h2 id="coach-title">{move || i18n::COACH_TITLE.t(ctx.lang())}</h2>
            {text}
        </Modal>
    }
}

/// The note while a move is checked.
pub fn checking_note(l: Lang) -> String {
    i18n::COACH_CHECKING.t(l).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttakji_engine::GameId;

    #[test]
    fn the_move_is_reviewed_after_the_game_and_only_mistakes_warn() {
        let req = Request::new(
            GameId::NineMensMorris,
            "",
            vec!["a7".into(), "a1".into()],
            Ask::BestMove {
                level: Level::Easy,
                seed: 1,
            },
        );
        let asked = review_request(req, "d7".into());
        assert_eq!(asked.moves, vec!["a7", "a1", "d7"]);
        assert_eq!(
            asked.ask,
            Ask::Review {
                level: Level::Hard,
                ply: 2,
                count: Some(3)
            }
        );
        let marked = |mark: Option<&str>| Reviewed {
            seat: 0,
            played: "d7".into(),
            best: vec![],
            best_value: 0,
            played_value: None,
            loss: 0,
            mark: mark.map(str::to_string),
            choice: true,
        };
        assert!(warns(&marked(Some("mistake"))));
        assert!(warns(&marked(Some("blunder"))));
        assert!(!warns(&marked(Some("inaccuracy"))));
        assert!(!warns(&marked(None)));
    }
}
