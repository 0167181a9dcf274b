//! Backgammon's hint and coach, on the kit's (`kit::hint`, `kit::coach`): the plays of the
//! dice ranked with their equities and each one's difference to the best, as GNU
//! Backgammon's hint lists them, drawn on the board as arrows per step; before the roll,
//! the cube decision (the reply's `cube`: rows no double, double/take, double/pass with
//! their cubeful equities, the proper action first and named above them); with a double to answer, take and drop (in the
//! double's dialog). The coach looks at a play once it is complete, when
//! the person confirms it and before the dice pass; a forced play is not coached.

use super::screen::{key, request, BgCtl, BUDGET_MS};
use super::session::Phase;
use super::words as t;
use crate::kit::coach::{self, Coach};
use crate::kit::hint::{self, hint_list, Row};
use crate::kit::i18n::{Lang, Tr};
use crate::shell::Notice;
use crate::worker_client::{CubeHint, Reply};
use leptos::prelude::*;
use ttakji_engine::backgammon::partial::Turn;
use ttakji_engine::backgammon::{Action, Play};
use ttakji_engine::Level;

/// The hint's rows as the worker writes them (plays in gnubg's notation, or cube rows).
pub type Hint = hint::Hint<String>;

/// A cube row's words, for the rows the engine answers about the cube.
fn cube_row(text: &str) -> Option<Tr> {
    Some(match text {
        "no double" => t::CUBE_NO_DOUBLE,
        "double, take" => t::CUBE_DOUBLE_TAKE,
        "double, pass" => t::CUBE_DOUBLE_PASS,
        "no redouble" => t::CUBE_NO_REDOUBLE,
        "redouble, take" => t::CUBE_REDOUBLE_TAKE,
        "redouble, pass" => t::CUBE_REDOUBLE_PASS,
        "take" => t::TAKE,
        "drop" => t::DROP,
        _ => return None,
    })
}

/// The words of the engine's proper cube action (`CubeHint::proper`); "redouble" for a
/// cube the player owns, as gnubg says.
fn proper_words(slug: &str, redouble: bool) -> Option<Tr> {
    Some(match (slug, redouble) {
        ("no-double-take", false) => t::CUBE_NO_DOUBLE_TAKE,
        ("double-take", false) => t::CUBE_DOUBLE_TAKE,
        ("double-pass", false) => t::CUBE_DOUBLE_PASS,
        ("too-good-take", false) => t::CUBE_TOO_GOOD_TAKE,
        ("too-good-pass", false) => t::CUBE_TOO_GOOD_PASS,
        ("no-double-take", true) => t::CUBE_NO_REDOUBLE_TAKE,
        ("double-take", true) => t::CUBE_REDOUBLE_TAKE,
        ("double-pass", true) => t::CUBE_REDOUBLE_PASS,
        ("too-good-take", true) => t::CUBE_TOO_GOOD_REDOUBLE_TAKE,
        ("too-good-pass", true) => t::CUBE_TOO_GOOD_REDOUBLE_PASS,
        _ => return None,
    })
}

/// The cube decision's rows as gnubg lists them: the proper action first, then the others
/// in the order no double, double/take, double/pass.
fn cube_rows(c: &CubeHint) -> Vec<(String, i32)> {
    let first = match c.proper.as_str() {
        "double-take" => 1,
        "double-pass" => 2,
        _ => 0,
    };
    let double = if c.redouble { "redouble" } else { "double" };
    let mut rows = vec![
        (format!("no {double}"), c.no_double),
        (format!("{double}, take"), c.double_take),
        (format!("{double}, pass"), c.double_pass),
    ];
    let proper = rows.remove(first);
    rows.insert(0, proper);
    rows
}

/// Whether a hint can be asked now: a person's turn with a choice of plays, before the
/// person's roll with the cube available, or a double to answer.
pub fn can_hint(ctl: BgCtl) -> bool {
    let idle = !ctl.hint.with(Hint::asking) && !ctl.coach.with(Coach::busy);
    idle && ctl.session.with(|s| {
        let person = s.setup.computer() != Some(s.to_act());
        person
            && match s.phase() {
                Phase::Moving(_) => s.game().legal_plays().len() > 1,
                Phase::ToRoll => s.state().can_double(),
                Phase::Doubled => true,
                _ => false,
            }
    })
}

/// Asks the worker for the best plays (or the cube decision) of the position now.
pub fn ask_hint(ctl: BgCtl) {
    let (k, req, to_roll) = ctl.session.with_untracked(|s| {
        let to_roll = matches!(s.phase(), Phase::ToRoll);
        (key(s), request(s, "hint", Level::Hard), to_roll)
    });
    let parse = move |text: &str| {
        let readable = ctl.session.with_untracked(|s| match s.phase() {
            Phase::Moving(d) => s.game().board().parse_play(d, text).is_ok(),
            _ => cube_row(text).is_some(),
        });
        readable.then(|| text.to_string())
    };
    let here = move |k: &str| ctl.session.try_with_untracked(key).as_deref() == Some(k);
    let failed = move |detail| {
        ctl.ctx.notify(Notice::ComputerFailed(detail));
    };
    // Before the roll the rows are the cube decision's.
    let read = move |reply: Reply| match reply.cube {
        Some(c) if to_roll => {
            let rows = cube_rows(&c);
            ctl.cube.set(Some(c));
            Ok(rows)
        }
        _ => hint::read_ranked(reply, parse),
    };
    let asked = (k, req, BUDGET_MS);
    hint::ask_with(ctl.hint, ctl.hint_focus, asked, read, here, failed);
}

/// The hinted rows with their equities, best first, for the position now.
pub fn hinted_all(ctl: BgCtl) -> Vec<(String, i32)> {
    match ctl.hint.get() {
        Hint::Found(k, rows) if ctl.session.with(key) == k => rows,
        _ => Vec::new(),
    }
}

/// The hinted plays as the board draws them: per play its steps, `(colour, from, to)` in
/// the colour's own places.
pub fn hinted_steps(ctl: BgCtl) -> Vec<Vec<(usize, usize, usize)>> {
    let rows = hinted_all(ctl);
    ctl.session.with(|s| {
        let Phase::Moving(d) = s.phase() else {
            return Vec::new();
        };
        let board = s.game().board();
        let who = s.state().on_roll;
        let steps = |text: &String| {
            let play = board.parse_play(d, text).ok()?;
            let end = *play.resulting().checkers();
            let path = Turn::new(*board.checkers(), d.values(), [end]).path_to(&end)?;
            Some(path.iter().map(|st| (who, st.from, st.to)).collect())
        };
        rows.iter().filter_map(|(text, _)| steps(text)).collect()
    })
}

/// The hinted plays (or cube rows) beside the board, with the proper cube action.
#[component]
pub fn BgHintList(ctl: BgCtl) -> impl IntoView {
    let rows = move || {
        let rows = hinted_all(ctl);
        let l = ctl.lang();
        let text = |mv: &str| cube_row(mv).map_or_else(|| mv.to_string(), |w| w.t(l).to_string());
        let rows: Vec<Row> = rows
            .iter()
            .map(|(mv, value)| Row::new(text(mv), *value))
            .collect();
        (!rows.is_empty()).then_some(rows)
    };
    // Values are for the player to act: the one on roll, or the one doubled.
    let who = move |l| {
        let c = ctl.session.with_untracked(|s| s.to_act());
        t::colour(c).t(l).to_string()
    };
    // The proper cube action, while the rows shown are the cube decision's.
    let caption = move |l: Lang| {
        let cube = !hinted_all(ctl).is_empty() && ctl.session.with(|s| s.phase() == Phase::ToRoll);
        let proper = ctl
            .cube
            .with(|c| c.as_ref().and_then(|c| proper_words(&c.proper, c.redouble)));
        proper
            .filter(|_| cube)
            .map(|a| t::proper_cube_action(l, a.t(l)))
    };
    hint_list(rows, who, &t::VALUES, ctl.hint_focus, caption)
}

/// The person confirms a complete play: with the coach on and a choice of plays it is
/// reviewed first, else played at once.
pub fn play_checked(ctl: BgCtl, play: Play, choice: bool) {
    if !choice || !coach::on(&ctl.ctx) {
        commit(ctl, play);
        return;
    }
    let (k, req) = ctl
        .session
        .with_untracked(|s| (key(s), request(s, "play", Level::Hard)));
    let here = move || ctl.session.try_with_untracked(key).as_deref() == Some(k.as_str());
    let text = play.to_string();
    coach::check(ctl.coach, req, play, text, here, move |p| commit(ctl, p));
}

fn commit(ctl: BgCtl, play: Play) {
    ctl.turn.set(None);
    ctl.act(Action::Play(play));
}

/// The coach lets go of the play: played (`play`), or taken back (the turn starts again).
pub fn coach_done(ctl: BgCtl, play: Option<Play>) {
    ctl.coach.set(Coach::Idle);
    match play {
        Some(p) => commit(ctl, p),
        None => {
            ctl.turn.set(None);
            ctl.person_turn();
        }
    }
}

/// The coach's dialog while it warns of the person's play; "Show the best move" takes the
/// play back and draws the review's best plays as a hint's.
#[component]
pub fn BgCoachDialog(ctl: BgCtl) -> impl IntoView {
    move || {
        let Coach::Warn(play, review) = ctl.coach.get() else {
            return None;
        };
        let best = review.best.clone();
        let words = move |l| {
            let who = ctl.session.with_untracked(|s| s.to_act());
            let best = review.best.first().map(|(t, _)| t.as_str()).unwrap_or("");
            coach::warning(l, &review, &t::VALUES, t::colour(who).t(l), best)
        };
        let show_best = move || {
            coach_done(ctl, None);
            let k = ctl.session.with_untracked(key);
            ctl.hint_focus.set(0);
            ctl.hint.set(Hint::Found(k, best.clone()));
        };
        Some(coach::coach_dialog(
            words,
            move || coach_done(ctl, Some(play)),
            move || coach_done(ctl, None),
            show_best,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cube(proper: &str) -> CubeHint {
        CubeHint {
            no_double: 815,
            double_take: 952,
            double_pass: 1000,
            redouble: false,
            proper: proper.into(),
        }
    }

    #[test]
    fn a_cube_the_player_owns_is_a_redouble() {
        let owned = CubeHint {
            redouble: true,
            ..cube("double-take")
        };
        let rows: Vec<String> = cube_rows(&owned).into_iter().map(|r| r.0).collect();
        assert_eq!(rows, ["redouble, take", "no redouble", "redouble, pass"]);
        assert!(rows.iter().all(|r| cube_row(r).is_some()));
        let words = proper_words("double-take", true).unwrap();
        assert_eq!(words.t(Lang::En), "Redouble, take");
    }

    #[test]
    fn the_cube_rows_put_the_proper_action_first() {
        let texts =
            |proper| -> Vec<String> { cube_rows(&cube(proper)).into_iter().map(|r| r.0).collect() };
        assert_eq!(
            texts("double-take"),
            ["double, take", "no double", "double, pass"]
        );
        assert_eq!(
            texts("double-pass"),
            ["double, pass", "no double", "double, take"]
        );
        assert_eq!(
            texts("too-good-pass"),
            ["no double", "double, take", "double, pass"]
        );
        assert_eq!(cube_rows(&cube("double-take"))[0].1, 952);
        for slug in [
            "no-double-take",
            "double-take",
            "double-pass",
            "too-good-take",
            "too-good-pass",
        ] {
            assert!(proper_words(slug, false).is_some(), "{slug}");
            assert!(proper_words(slug, true).is_some(), "{slug}");
            assert!(texts(slug).iter().all(|r| cube_row(r).is_some()));
        }
        assert_eq!(proper_words("redouble", false), None);
    }
}
