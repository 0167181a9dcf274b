//! Backgammon's analysis beyond the plays: the cube decision before the roll as GNU
//! Backgammon's hint gives it (the cubeful equities of no double, double/take and
//! double/pass, and the proper action), and gnubg's player rating from an error rate.
//!
//! Equities are for the player on roll in thousandths of a point, normalised to the cube
//! as it is (gnubg's convention: double/pass is +1.000 in a money game at any cube; in a
//! match the match-winning chances are turned into equity the same way).

use super::ai::position_probs;
use super::cube::{cube_values, CubeContext, CubeOwner};
use super::position::{cube_context, BgMove, BgPosition};
use crate::core::{best_first, Engine, Ranked};
use crate::Level;

/// The proper cube action, in gnubg's words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CubeAction {
    NoDoubleTake,
    DoubleTake,
    DoublePass,
    TooGoodTake,
    TooGoodPass,
}

impl CubeAction {
    /// `no-double-take`, `double-take`, `double-pass`, `too-good-take` or `too-good-pass`.
    pub fn slug(self) -> &'static str {
        match self {
            CubeAction::NoDoubleTake => "no-double-take",
            CubeAction::DoubleTake => "double-take",
            CubeAction::DoublePass => "double-pass",
            CubeAction::TooGoodTake => "too-good-take",
            CubeAction::TooGoodPass => "too-good-pass",
        }
    }

    /// `no double, take`, `double, take`, `double, pass`, `too good to double, take` or
    /// `too good to double, pass`; `redouble` for a cube the player owns.
    pub fn words(self, redouble: bool) -> String {
        let double = if redouble { "redouble" } else { "double" };
        match self {
            CubeAction::NoDoubleTake => format!("no {double}, take"),
            CubeAction::DoubleTake => format!("{double}, take"),
            CubeAction::DoublePass => format!("{double}, pass"),
            CubeAction::TooGoodTake => format!("too good to {double}, take"),
            CubeAction::TooGoodPass => format!("too good to {double}, pass"),
        }
    }
}

/// The cube decision of the player on roll: its three cubeful equities (thousandths of a
/// point, normalised to the current cube).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CubeDecision {
    pub no_double: i32,
    pub double_take: i32,
    pub double_pass: i32,
    /// The player owns the cube already (gnubg says "redouble").
    pub redouble: bool,
}

impl CubeDecision {
    /// What doubling is worth, the opponent answering at its best.
    pub fn double(&self) -> i32 {
        self.double_take.min(self.double_pass)
    }

    /// Whether the opponent should take a double.
    pub fn take(&self) -> bool {
        self.double_take <= self.double_pass
    }

    /// Whether doubling beats not doubling (on a tie, not doubling).
    pub fn should_double(&self) -> bool {
        self.double() > self.no_double
    }

    /// The equity of the proper action.
    pub fn best(&self) -> i32 {
        self.double().max(self.no_double)
    }

    pub fn action(&self) -> CubeAction {
        match (self.should_double(), self.take()) {
            (true, true) => CubeAction::DoubleTake,
            (true, false) => CubeAction::DoublePass,
            (false, false) => CubeAction::TooGoodPass,
            (false, true) if self.no_double > self.double_pass => CubeAction::TooGoodTake,
            (false, true) => CubeAction::NoDoubleTake,
        }
    }

    /// The player's two choices ranked, best first: `double` (worth [`CubeDecision::double`])
    /// and `no-double` (the roll without doubling), no double first on a tie.
    pub fn ranked(&self) -> Vec<Ranked<BgMove>> {
        best_first(vec![
            (BgMove::NoDouble, self.no_double).into(),
            (BgMove::Double, self.double()).into(),
        ])
    }

    /// The value of what the player did: `double`, or a roll (not doubling).
    pub fn value_of(&self, mv: &BgMove) -> Option<i32> {
        match mv {
            BgMove::Double => Some(self.double()),
            BgMove::Roll(_) | BgMove::NoDouble => Some(self.no_double),
            _ => None,
        }
    }

    /// Whether the decision counts in an error rate: gnubg counts the close cube decisions,
    /// those where doubling loses less than a very bad move (or is right).
    pub fn close(&self) -> bool {
        self.best() - self.double() < BgPosition::MARKS.blunder
    }
}

/// The player on roll's cube decision before the dice fall, at `level`'s look-ahead; `None`
/// where there is none: the dice are rolled or an offer waits, the cube is not in use, it is
/// the Crawford game, the opponent owns the cube, it is at 64, or it is dead (in a match, the
/// player wins the match by winning the game at the cube as it is).
pub fn cube_decision(p: &BgPosition, level: Level) -> Option<CubeDecision> {
    let st = &p.state;
    let me = st.on_roll;
    let dead = st.length > 0 && st.score[me] + st.cube >= st.length;
    if !st.can_double() || dead {
        return None;
    }
    let ctx = cube_context(st, me);
    let probs = position_probs(&p.board, level, &ctx);
    let v = cube_values(probs, &ctx, p.board.is_race(), p.board.pips(0));
    let milli = |u: f32| (normalised(&ctx, u) * 1000.0).round() as i32;
    Some(CubeDecision {
        no_double: milli(v.no_double),
        double_take: milli(v.double_take),
        double_pass: milli(v.double_pass),
        redouble: ctx.owner == CubeOwner::Me,
    })
}

/// A utility of `ctx`'s player (points, or match-winning chance) as equity at the current
/// cube: winning the game at it is +1, losing it −1.
pub fn normalised(ctx: &CubeContext, utility: f32) -> f32 {
    let v = ctx.cube as i32;
    let (win, lose) = (ctx.utility(v), ctx.utility(-v));
    let half = ((win - lose) / 2.0).max(1e-6);
    (utility - (win + lose) / 2.0) / half
}

/// GNU Backgammon's player ratings, from the error rate per move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Rating {
    Awful,
    Beginner,
    CasualPlayer,
    Intermediate,
    Advanced,
    Expert,
    WorldClass,
    Supernatural,
}

/// Each rating above Awful! with the error rate (thousandths of a point per move) it must
/// stay below: gnubg's `arThrsRating` in analysis.c (0.035, 0.026, 0.018, 0.012, 0.008,
/// 0.005, 0.002 EMG), best last, as its `GetRating` reads them.
pub const RATING_BELOW: [(Rating, f64); 7] = [
    (Rating::Beginner, 35.0),
    (Rating::CasualPlayer, 26.0),
    (Rating::Intermediate, 18.0),
    (Rating::Advanced, 12.0),
    (Rating::Expert, 8.0),
    (Rating::WorldClass, 5.0),
    (Rating::Supernatural, 2.0),
];

impl Rating {
    /// The best rating whose threshold `error_rate` (thousandths per move) is below.
    pub fn of(error_rate: f64) -> Rating {
        RATING_BELOW
            .iter()
            .rev()
            .find(|&&(_, below)| error_rate < below)
            .map_or(Rating::Awful, |&(r, _)| r)
    }

    /// gnubg's words: `Awful!`, `Beginner`, `Casual player`, `Intermediate`, `Advanced`,
    /// `Expert`, `World class`, `Supernatural`.
    pub fn words(self) -> &'static str {
        match self {
            Rating::Awful => "Awful!",
            Rating::Beginner => "Beginner",
            Rating::CasualPlayer => "Casual player",
            Rating::Intermediate => "Intermediate",
            Rating::Advanced => "Advanced",
            Rating::Expert => "Expert",
            Rating::WorldClass => "World class",
            Rating::Supernatural => "Supernatural",
        }
    }
}
