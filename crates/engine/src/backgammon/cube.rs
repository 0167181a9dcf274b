//! Cube decisions (double, take or drop), resignations and the worth of each result at a
//! match score — from the evaluator's cubeless probabilities.
//!
//! Cubeless probabilities become cubeful values with Janowski's model: the value of a position
//! is `x · live + (1 − x) · dead`, where *dead* is the cubeless value at the current cube and
//! *live* is the value with a perfectly efficient cube (piecewise linear in the winning
//! chance, with kinks at the take point and the cash point), `x` the cube efficiency. Values
//! are in the deciding player's utility: points in a money game, match-winning chance (MWC) in
//! a match, so one model covers both. Take and cash points are solved for each cube level from
//! 64 down, so recubes and "too good to double" come out of the model.
//!
//! Match play uses a match equity table computed at first use (see [`Met`]); the Crawford
//! rule (BG-16) forbids any double in the Crawford game; the Jacoby rule (money games, BG-16)
//! counts gammons as singles while the cube is in the middle.

use super::nn::{Probs, LOSE_BACKGAMMON, LOSE_GAMMON, WIN, WIN_BACKGAMMON, WIN_GAMMON};
use std::sync::OnceLock;

/// Who owns the cube, seen from the player the context is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CubeOwner {
    Centered,
    Me,
    Opponent,
}

/// A match score, seen from the player the context is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MatchScore {
    /// Points needed to win the match (1..=25).
    pub length: u32,
    /// Points won so far by this player and by the opponent.
    pub me: u32,
    pub opponent: u32,
    /// This game is the Crawford game (the first after a player reached `length − 1`).
    pub crawford: bool,
}

impl MatchScore {
    fn away(&self) -> (i32, i32) {
        (
            self.length as i32 - self.me as i32,
            self.length as i32 - self.opponent as i32,
        )
    }
}

/// What the cube and score are, for one player's decisions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CubeContext {
    /// Cube value, 1..=64.
    pub cube: u32,
    pub owner: CubeOwner,
    /// `None` for a money game.
    pub score: Option<MatchScore>,
    /// Money game: gammons count only once the cube was turned (BG-16).
    pub jacoby: bool,
    /// Whether the cube is in use at all (a money game may be played without it).
    pub cube_in_play: bool,
}

/// The highest cube (BG-15).
pub const MAX_CUBE: u32 = 64;

impl CubeContext {
    /// A money game with the cube in the middle at 1, no Jacoby rule.
    pub const MONEY: CubeContext = CubeContext {
        cube: 1,
        owner: CubeOwner::Centered,
        score: None,
        jacoby: false,
        cube_in_play: true,
    };

    /// The same situation seen by the opponent.
    pub fn flipped(&self) -> CubeContext {
        CubeContext {
            owner: match self.owner {
                CubeOwner::Centered => CubeOwner::Centered,
                CubeOwner::Me => CubeOwner::Opponent,
                CubeOwner::Opponent => CubeOwner::Me,
            },
            score: self.score.map(|s| MatchScore {
                me: s.opponent,
                opponent: s.me,
                ..s
            }),
            ..*self
        }
    }

    /// Utility for this player of a game won (`k > 0`) or lost (`k < 0`) by `|k|` points:
    /// `k` itself in a money game, the MWC afterwards in a match.
    pub fn utility(&self, k: i32) -> f32 {
        match self.score {
            None => k as f32,
            Some(s) => {
                let (a, b) = s.away();
                let (a2, b2) = if k > 0 { (a - k, b) } else { (a, b + k) };
                Met::get().after_game(a, b, a2, b2)
            }
        }
    }

    /// Whether gammons count in the current game at the current cube.
    fn gammons_count(&self) -> bool {
        !(self.score.is_none() && self.jacoby && self.owner == CubeOwner::Centered)
    }

    /// Whether doubling is allowed in this game at all (cube used, not the Crawford game).
    pub fn doubling_allowed(&self) -> bool {
        self.cube_in_play && !self.score.is_some_and(|s| s.crawford)
    }

    /// Whether this player may double now (owns the cube or it is in the middle).
    pub fn may_double(&self) -> bool {
        self.doubling_allowed() && self.owner != CubeOwner::Opponent && self.cube < MAX_CUBE
    }

    /// The worth of each result at the current cube and score, for choosing plays (normalised
    /// so a single game won is +1 and lost is −1).
    pub fn outcomes(&self) -> Outcomes {
        let v = self.cube as i32;
        let gammons = self.gammons_count();
        let u = |k: i32| self.utility(k * v);
        let (w1, l1) = (u(1), u(-1));
        let (mid, half) = ((w1 + l1) / 2.0, (w1 - l1) / 2.0);
        if half <= 1e-6 {
            return Outcomes::MONEY;
        }
        let norm = |x: f32| (x - mid) / half;
        let pick = |k: i32| if gammons { k } else { k.signum() };
        Outcomes {
            win: [1, 2, 3].map(|k| norm(u(pick(k)))),
            lose: [1, 2, 3].map(|k| norm(u(-pick(k)))),
        }
    }
}

/// The worth of a single, gammon and backgammon won and lost (money: ±1, ±2, ±3).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Outcomes {
    pub win: [f32; 3],
    pub lose: [f32; 3],
}

impl Outcomes {
    pub const MONEY: Outcomes = Outcomes {
        win: [1.0, 2.0, 3.0],
        lose: [-1.0, -2.0, -3.0],
    };

    /// Expected worth of these probabilities.
    pub fn equity(&self, p: Probs) -> f32 {
        let p = p.0;
        let (w, l) = (&self.win, &self.lose);
        p[WIN] * w[0]
            + p[WIN_GAMMON] * (w[1] - w[0])
            + p[WIN_BACKGAMMON] * (w[2] - w[1])
            + (1.0 - p[WIN]) * l[0]
            + p[LOSE_GAMMON] * (l[1] - l[0])
            + p[LOSE_BACKGAMMON] * (l[2] - l[1])
    }
}

/// Cube efficiency: how much of the live-cube value a real cube keeps. Contact positions ~0.68
/// (Janowski's and gnubg's usual figure); races more the longer they are.
fn efficiency(race: bool, pips: u32) -> f32 {
    if race {
        (0.55 + 0.00125 * pips as f32).clamp(0.6, 0.7)
    } else {
        0.68
    }
}

/// Janowski's model for one player ("X") at one moment.
struct Model<'a> {
    ctx: &'a CubeContext,
    /// Fractions of X's wins that are single, gammon, backgammon; same for X's losses.
    win_frac: [f32; 3],
    lose_frac: [f32; 3],
    x: f32,
    /// Take point of X (when the opponent doubles from cube `v`) and cash point of X (when X
    /// doubles from `v`), by log2(v); `None` where that double is impossible.
    take: [Option<f32>; 7],
    cash: [Option<f32>; 7],
}

fn log2(v: u32) -> usize {
    v.max(1).trailing_zeros() as usize
}

impl<'a> Model<'a> {
    fn new(ctx: &'a CubeContext, p: Probs, race: bool, pips: u32) -> Model<'a> {
        let q = p.0;
        let frac = |total: f32, g: f32, bg: f32| {
            if total <= 1e-6 {
                [1.0, 0.0, 0.0]
            } else {
                [(total - g) / total, (g - bg) / total, bg / total]
            }
        };
        let mut m = Model {
            ctx,
            win_frac: frac(q[WIN], q[WIN_GAMMON], q[WIN_BACKGAMMON]),
            lose_frac: frac(1.0 - q[WIN], q[LOSE_GAMMON], q[LOSE_BACKGAMMON]),
            x: efficiency(race, pips),
            take: [None; 7],
            cash: [None; 7],
        };
        if ctx.doubling_allowed() {
            // From the highest cube down: the points at `v` need the values at `2v`.
            let mut v = MAX_CUBE / 2;
            while v >= ctx.cube.max(1) {
                let (u_lose, u_win) = (ctx.utility(-(v as i32)), ctx.utility(v as i32));
                m.take[log2(v)] = Some(m.solve(2 * v, CubeOwner::Me, u_lose));
                m.cash[log2(v)] = Some(m.solve(2 * v, CubeOwner::Opponent, u_win));
                v /= 2;
            }
        }
        m
    }

    /// Gammon-weighted utility of X winning / losing at cube `v`.
    fn win_lose(&self, v: u32, owner: CubeOwner) -> (f32, f32) {
        let gammons = owner != CubeOwner::Centered || self.ctx.gammons_count();
        let v = v as i32;
        let u = |k: i32| self.ctx.utility(k * v);
        if !gammons {
            return (u(1), u(-1));
        }
        let w = self.win_frac[0] * u(1) + self.win_frac[1] * u(2) + self.win_frac[2] * u(3);
        let l = self.lose_frac[0] * u(-1) + self.lose_frac[1] * u(-2) + self.lose_frac[2] * u(-3);
        (w, l)
    }

    /// Cubeful value for X with winning chance `p` at cube `v` owned by `owner`.
    fn value(&self, p: f32, v: u32, owner: CubeOwner) -> f32 {
        let (w, l) = self.win_lose(v, owner);
        let dead = l + p * (w - l);
        let mut knots: [(f32, f32); 4] = [(0.0, l); 4];
        let mut n = 1;
        let i = log2(v);
        if owner != CubeOwner::Me {
            if let Some(tp) = self.take.get(i).copied().flatten() {
                knots[n] = (tp, self.ctx.utility(-(v as i32)));
                n += 1;
            }
        }
        if owner != CubeOwner::Opponent {
            if let Some(cp) = self.cash.get(i).copied().flatten() {
                knots[n] = (cp, self.ctx.utility(v as i32));
                n += 1;
            }
        }
        knots[n] = (1.0, w);
        n += 1;
        let knots = &mut knots[..n];
        knots.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut live = w;
        for pair in knots.windows(2) {
            let ((p0, e0), (p1, e1)) = (pair[0], pair[1]);
            if p <= p1 {
                live = if p1 - p0 < 1e-9 {
                    e1
                } else {
                    e0 + (e1 - e0) * (p - p0) / (p1 - p0)
                };
                break;
            }
        }
        self.x * live + (1.0 - self.x) * dead
    }

    /// The winning chance at which X's value at cube `v` owned by `owner` equals `target`.
    fn solve(&self, v: u32, owner: CubeOwner, target: f32) -> f32 {
        let (mut lo, mut hi) = (0f32, 1f32);
        if self.value(lo, v, owner) >= target {
            return 0.0;
        }
        if self.value(hi, v, owner) <= target {
            return 1.0;
        }
        for _ in 0..30 {
            let mid = 0.5 * (lo + hi);
            if self.value(mid, v, owner) < target {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        0.5 * (lo + hi)
    }
}

/// The three values of a cube decision for the player who may double, in its utility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeValues {
    pub no_double: f32,
    pub double_take: f32,
    pub double_pass: f32,
}

impl CubeValues {
    /// Double when doubling (the opponent answering at its best) beats not doubling.
    pub fn should_double(&self) -> bool {
        self.double_take.min(self.double_pass) > self.no_double
    }

    /// The opponent takes when taking is better for it than passing.
    pub fn should_take(&self) -> bool {
        self.double_take <= self.double_pass
    }
}

/// Cubeful values for the player on roll (`p` its probabilities, `ctx` its context) of not
/// doubling, doubling and being taken, doubling and being passed.
pub fn cube_values(p: Probs, ctx: &CubeContext, race: bool, pips: u32) -> CubeValues {
    let m = Model::new(ctx, p, race, pips);
    let v = ctx.cube;
    let w = p.0[WIN];
    CubeValues {
        no_double: m.value(w, v, ctx.owner),
        double_take: m.value(w, 2 * v, CubeOwner::Opponent),
        double_pass: ctx.utility(v as i32),
    }
}

/// Whether the player on roll, with probabilities `p`, should double now.
pub fn should_double(p: Probs, ctx: &CubeContext, race: bool, pips: u32) -> bool {
    ctx.may_double() && cube_values(p, ctx, race, pips).should_double()
}

/// Whether a player offered the cube takes: `p` are the probabilities of the player who
/// doubled (on roll), `doubler_ctx` its context.
pub fn should_take(p: Probs, doubler_ctx: &CubeContext, race: bool, pips: u32) -> bool {
    cube_values(p, doubler_ctx, race, pips).should_take()
}

/// Whether to accept the opponent's resignation of `points` (1 single, 2 gammon,
/// 3 backgammon, times the cube): `p` are the accepting player's probabilities (on roll or
/// not, as the position is), `ctx` its context. Accept when the points offered are worth at
/// least playing on.
pub fn accept_resignation(p: Probs, ctx: &CubeContext, points: u8, race: bool, pips: u32) -> bool {
    let m = Model::new(ctx, p, race, pips);
    let offered = ctx.utility(points as i32 * ctx.cube as i32);
    offered + 1e-4 >= m.value(p.0[WIN], ctx.cube, ctx.owner)
}

/// Whether the player with probabilities `p` should resign, and as what (1, 2 or 3): only
/// when it cannot win and the gammon and backgammon chances are all but settled.
pub fn resignation(p: Probs) -> Option<u8> {
    let q = p.0;
    const NIL: f32 = 1e-4;
    if q[WIN] > NIL {
        return None;
    }
    if q[LOSE_GAMMON] < NIL {
        Some(1)
    } else if q[LOSE_GAMMON] > 1.0 - NIL && q[LOSE_BACKGAMMON] < NIL {
        Some(2)
    } else if q[LOSE_BACKGAMMON] > 1.0 - NIL {
        Some(3)
    } else {
        None
    }
}

/// A match equity table, computed at first use from a simple model of games between equal
/// players (no table is copied): `pre[a][b]` is the MWC of a player needing `a` points
/// against one needing `b` before the Crawford game; `post[b]` the trailer's MWC after it
/// (the leader needs 1); `crawford[b]` the leader's MWC in the Crawford game.
#[derive(Debug)]
pub struct Met {
    pre: Vec<Vec<f32>>,
    post: Vec<f32>,
    crawford: Vec<f32>,
}

/// Longest match the table covers.
pub const MET_SIZE: usize = 25;

/// Share of the games a player wins that are gammons (the model's only parameter besides the
/// cube levels below).
const GAMMON_RATE: f32 = 0.26;
/// Points a game is decided by before the Crawford game (a cube turned 0, 1, 2 or 3 times,
/// gammons included) and how often. Chosen so that the table stays within 1% (0.4% root mean
/// square) of the match equities gnubg-nn reports for scores from 2-away to 11-away; the
/// Crawford-game values match them to 0.1%.
const GAME_POINTS: [(i32, f32); 4] = [(1, 0.35), (2, 0.35), (4, 0.26), (8, 0.04)];

impl Met {
    pub fn get() -> &'static Met {
        static MET: OnceLock<Met> = OnceLock::new();
        MET.get_or_init(Met::compute)
    }

    fn compute() -> Met {
        let n = MET_SIZE + 1;
        let g = GAMMON_RATE;
        // Post-Crawford: the trailer doubles at once; the leader takes or passes, whichever
        // leaves the trailer less.
        let mut post = vec![1.0f32; n];
        let p = |post: &Vec<f32>, b: i32| if b <= 0 { 1.0 } else { post[b as usize] };
        post[1] = 0.5;
        for b in 2..n as i32 {
            let take = 0.5 * ((1.0 - g) * p(&post, b - 2) + g * p(&post, b - 4));
            let pass = p(&post, b - 1);
            post[b as usize] = take.min(pass);
        }
        // The Crawford game: no cube; the trailer wins a single or a gammon.
        let mut crawford = vec![1.0f32; n];
        for b in 2..n as i32 {
            let trailer = 0.5 * ((1.0 - g) * p(&post, b - 1) + g * p(&post, b - 2));
            crawford[b as usize] = 1.0 - trailer;
        }
        let mut met = Met {
            pre: vec![vec![0.5f32; n]; n],
            post,
            crawford,
        };
        for a in 2..n as i32 {
            for b in 2..n as i32 {
                let mut m = 0.0;
                for &(k, q) in &GAME_POINTS {
                    m +=
                        q * 0.5 * (met.after_game(a, b, a - k, b) + met.after_game(a, b, a, b - k));
                }
                met.pre[a as usize][b as usize] = m;
            }
        }
        met
    }

    /// MWC of a player who needed `a` (opponent `b`) and after a game needs `a2` (opponent `b2`).
    pub fn after_game(&self, a: i32, b: i32, a2: i32, b2: i32) -> f32 {
        let clamp = |x: i32| x.min(MET_SIZE as i32) as usize;
        if a2 <= 0 {
            return 1.0;
        }
        if b2 <= 0 {
            return 0.0;
        }
        if a2 == 1 && b2 == 1 {
            return 0.5;
        }
        let was_pre = a > 1 && b > 1;
        if a2 == 1 {
            if was_pre {
                self.crawford[clamp(b2)]
            } else {
                1.0 - self.post[clamp(b2)]
            }
        } else if b2 == 1 {
            if was_pre {
                1.0 - self.crawford[clamp(a2)]
            } else {
                self.post[clamp(a2)]
            }
        } else {
            self.pre[clamp(a2)][clamp(b2)]
        }
    }

    /// MWC before a game of a player needing `a` against `b` (`crawford`: this is the
    /// Crawford game).
    pub fn equity(&self, a: i32, b: i32, crawford: bool) -> f32 {
        let clamp = |x: i32| x.min(MET_SIZE as i32) as usize;
        match (a <= 0, b <= 0) {
            (true, _) => 1.0,
            (_, true) => 0.0,
            _ if a == 1 && b == 1 => 0.5,
            _ if a == 1 => {
                if crawford {
                    self.crawford[clamp(b)]
                } else {
                    1.0 - self.post[clamp(b)]
                }
            }
            _ if b == 1 => {
                if crawford {
                    1.0 - self.crawford[clamp(a)]
                } else {
                    self.post[clamp(a)]
                }
            }
            _ => self.pre[clamp(a)][clamp(b)],
        }
    }
}
