//! Backgammon on the common game interface: a position is the board with its match state,
//! written as GNU Backgammon's full ID `<Position ID>:<Match ID>` (the Match ID carries the
//! cube, the score, pending offers and the dice).
//!
//! Who acts: the player on roll once the dice are rolled; the opponent while a double or a
//! resignation waits for an answer; before the roll, chance ([`ToMove::Chance`]), whose
//! moves are the 21 rolls — and `double`, the player on roll's option before the dice fall.
//! A roll with no legal play is followed by the empty play, written `pass`.
//!
//! The analysis ([`Engine::review`]) also reviews the player on roll's choice before the
//! dice fall, where it has a cube decision ([`super::analysis::cube_decision`]): `double`,
//! or a roll (not doubling, `no-double` in a hint).

use super::ai::{choose_play, play_equity, position_probs, rank_plays, resignation_offer};
use super::analysis::{cube_decision, normalised};
use super::cube::{
    accept_resignation, cube_values, should_double, should_take, CubeContext, CubeOwner, MatchScore,
};
use super::{Board, Dice, GameState, MatchState, Play};
use crate::core::analysis::{review_by_ranking, Marks, Review};
use crate::core::{
    whole_number, Clock, Engine, History, Notation, Ranked, Rules, Setting, Settings, Think, ToMove,
};
use crate::rng::Rng;
use crate::search::SearchResult;
use crate::{GameId, Outcome, Side};

/// A board (from the side of the player on roll) and the match around it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BgPosition {
    pub board: Board,
    pub state: MatchState,
}

/// One action: a roll of chance, a play, a cube action or a resignation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BgMove {
    Roll(Dice),
    Play(Play),
    Double,
    /// Not doubling before the roll: how a hint and an analysis name the other choice of a
    /// cube decision. Never legal: the roll that follows is chance's move.
    NoDouble,
    Take,
    Drop,
    Resign(u8),
    Accept,
    Reject,
}

/// The cube and score as player `me` sees them.
pub fn cube_context(st: &MatchState, me: usize) -> CubeContext {
    CubeContext {
        cube: st.cube,
        owner: match st.cube_owner {
            None => CubeOwner::Centered,
            Some(o) if o == me => CubeOwner::Me,
            Some(_) => CubeOwner::Opponent,
        },
        score: (st.length > 0).then(|| MatchScore {
            length: st.length,
            me: st.score[me],
            opponent: st.score[1 - me],
            crawford: st.crawford,
        }),
        jacoby: st.jacoby,
        cube_in_play: st.cube_in_use,
    }
}

/// Whether `play` is a legal play of `dice` on `board` (BG-4..12): one of the legal plays'
/// positions reached by these very steps, or the empty play when no checker can move.
pub(crate) fn is_legal_play(board: &Board, dice: Dice, play: &Play) -> bool {
    let plays = board.legal_plays(dice);
    if play.is_empty() {
        plays.is_empty()
    } else {
        plays.iter().any(|p| p.resulting() == play.resulting())
            && board.apply(play) == play.resulting()
    }
}

/// After `play` by the player on roll: the game ends when a side has borne off all its
/// checkers (BG-13, BG-14), otherwise the turn passes and the board turns round. The
/// board that comes back is from the new player on roll's side (the winner's at the end).
pub(crate) fn after_play(state: &mut MatchState, play: &Play) -> Board {
    let after = play.resulting();
    match after.result() {
        Some((winner, multiplier)) => {
            let winner = if winner == 0 {
                state.on_roll
            } else {
                1 - state.on_roll
            };
            state.finish(winner, multiplier);
            after
        }
        None => {
            state
                .pass_turn()
                .expect("a rolled turn with nothing pending passes");
            after.swapped()
        }
    }
}

impl BgPosition {
    /// A money game (or a match to `length` points) at the start position, player 0 to roll.
    pub fn start(length: u32, jacoby: bool) -> BgPosition {
        let mut state = if length == 0 {
            MatchState::money(jacoby)
        } else {
            MatchState::new(length)
        };
        state.state = GameState::Playing;
        BgPosition {
            board: Board::start(),
            state,
        }
    }

    fn plays(&self) -> Vec<Play> {
        match self.state.dice {
            Some(d) => self.board.legal_plays(d),
            None => Vec::new(),
        }
    }

    /// What `mv` does to the match state; `Err` when it cannot be done now.
    fn act(&self, mv: &BgMove) -> Result<BgPosition, String> {
        let mut next = *self;
        let st = &mut next.state;
        let r = match *mv {
            BgMove::Roll(d) => st.roll(d),
            BgMove::Play(p) => {
                let legal = st.dice.is_some_and(|d| is_legal_play(&self.board, d, &p));
                if !legal || self.to_move() != ToMove::Seat(self.state.on_roll as u8) {
                    return Err(format!("'{p}' is not a legal play now"));
                }
                next.board = after_play(st, &p);
                Ok(())
            }
            BgMove::Double => st.double(),
            BgMove::NoDouble => return Err(NO_DOUBLE_REFUSAL.to_string()),
            BgMove::Take => st.take(),
            BgMove::Drop => st.drop_cube(),
            BgMove::Resign(n) => st.resign(n),
            BgMove::Accept => st.accept_resignation(),
            BgMove::Reject => st.reject_resignation(),
        };
        r.map_err(|e| e.to_string())?;
        Ok(next)
    }

    /// The player on roll's view of the cube and score.
    fn context(&self) -> CubeContext {
        cube_context(&self.state, self.state.on_roll)
    }
}

impl Rules for BgPosition {
    type Move = BgMove;
    type Outcome = Outcome;

    fn to_move(&self) -> ToMove {
        let st = &self.state;
        if st.state != GameState::Playing {
            ToMove::Nobody
        } else if st.doubled || st.resigned > 0 {
            ToMove::Seat(st.turn as u8)
        } else if st.dice.is_none() {
            ToMove::Chance
        } else {
            ToMove::Seat(st.on_roll as u8)
        }
    }
    fn legal_moves(&self) -> Vec<BgMove> {
        let st = &self.state;
        match self.to_move() {
            ToMove::Nobody => Vec::new(),
            _ if st.doubled => vec![BgMove::Take, BgMove::Drop],
            _ if st.resigned > 0 => vec![BgMove::Accept, BgMove::Reject],
            ToMove::Chance => {
                let mut moves: Vec<BgMove> = Dice::all().map(|(d, _)| BgMove::Roll(d)).collect();
                if st.can_double() {
                    moves.push(BgMove::Double);
                }
                moves
            }
            ToMove::Seat(_) => {
                let plays = self.plays();
                if plays.is_empty() {
                    vec![BgMove::Play(Play::none(&self.board))]
                } else {
                    plays.into_iter().map(BgMove::Play).collect()
                }
            }
        }
    }
    /// Also a resignation by the player to act (BG-17).
    fn is_legal(&self, mv: &BgMove) -> bool {
        match mv {
            BgMove::Resign(_) => self.act(mv).is_ok(),
            _ => self.legal_moves().contains(mv),
        }
    }
    fn play(&mut self, mv: &BgMove) {
        *self = self.act(mv).expect("a legal move");
    }
    fn outcome(&self) -> Outcome {
        let st = &self.state;
        let Some((winner, _)) = st.winner.filter(|_| st.state.is_over()) else {
            return Outcome::Ongoing;
        };
        let reason = match st.state {
            GameState::Dropped => "drop",
            GameState::Resigned => "resignation",
            _ => match self.board.result().map_or(1, |(_, m)| m) {
                3 => "backgammon",
                2 => "gammon",
                _ => "single",
            },
        };
        let winner = if winner == 0 {
            Side::First
        } else {
            Side::Second
        };
        Outcome::Win { winner, reason }
    }
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "length",
        takes_value: true,
        help: "a new match to this many points (0, the default, is a money game)",
    },
    Setting {
        name: "jacoby",
        takes_value: false,
        help: "money game: the Jacoby rule",
    },
    Setting {
        name: "no-cube",
        takes_value: false,
        help: "money game without the doubling cube (not in the Match ID)",
    },
    Setting {
        name: "match",
        takes_value: true,
        help: "the Match ID, where --position is a Position ID alone",
    },
    Setting {
        name: "dice",
        takes_value: true,
        help: "the dice rolled (31, 3-1), where --position is a Position ID alone",
    },
];

impl Notation for BgPosition {
    const SETTINGS: &'static [Setting] = SETTINGS;

    fn start(_: GameId, settings: &Settings) -> Result<BgPosition, String> {
        let length = match settings.get("length") {
            None => 0,
            Some(v) => match whole_number::<u32>(v) {
                Some(n) if n <= super::MAX_LENGTH => n,
                _ => {
                    return Err(format!(
                        "--length takes a match length of 0 to {} points, not '{v}'",
                        super::MAX_LENGTH
                    ))
                }
            },
        };
        let mut p = BgPosition::start(length, settings.has("jacoby"));
        p.state.cube_in_use = !settings.has("no-cube");
        Ok(p)
    }
    /// `<Position ID>:<Match ID>`, or a Position ID alone with the `match` and `dice`
    /// settings (a money game with player 0 on roll where no Match ID is given).
    fn from_text(_: GameId, text: &str, settings: &Settings) -> Result<BgPosition, String> {
        let (pos_id, match_id) = match text.split_once(':') {
            Some((p, m)) => (p, Some(m)),
            None => (text, settings.get("match")),
        };
        let board = Board::from_position_id(pos_id).map_err(|e| e.to_string())?;
        let mut state = match match_id {
            Some(m) => MatchState::from_match_id(m).map_err(|e| e.to_string())?,
            None => BgPosition::start(0, false).state,
        };
        if let Some(d) = settings.get("dice") {
            state.dice = Some(d.parse().map_err(|e: super::DiceError| e.to_string())?);
        }
        state.jacoby |= settings.has("jacoby") && state.is_money();
        state.cube_in_use = !settings.has("no-cube");
        state.winner = ended_winner(&board, &state)?;
        Ok(BgPosition { board, state })
    }
    fn to_text(&self) -> String {
        format!("{}:{}", self.board.position_id(), self.state.match_id())
    }
    /// Dice as `31`, plays in gnubg's notation (`pass` for the empty play), `double`,
    /// `take`, `drop`, `resign 1|2|3`, `accept`, `reject`.
    fn move_text(&self, mv: &BgMove) -> String {
        match mv {
            BgMove::Roll(d) => {
                let (a, b) = d.values();
                format!("{a}{b}")
            }
            BgMove::Play(p) if p.is_empty() => "pass".to_string(),
            BgMove::Play(p) => p.to_string(),
            BgMove::Double => "double".to_string(),
            BgMove::NoDouble => "no-double".to_string(),
            BgMove::Take => "take".to_string(),
            BgMove::Drop => "drop".to_string(),
            BgMove::Resign(n) => format!("resign {n}"),
            BgMove::Accept => "accept".to_string(),
            BgMove::Reject => "reject".to_string(),
        }
    }
    fn parse_move(&self, text: &str) -> Result<BgMove, String> {
        let t = text.trim();
        Ok(match t {
            "double" => BgMove::Double,
            "no-double" => BgMove::NoDouble,
            "take" => BgMove::Take,
            "drop" | "pass-cube" => BgMove::Drop,
            "accept" => BgMove::Accept,
            "reject" => BgMove::Reject,
            _ if t.starts_with("resign") => {
                let n = t["resign".len()..].trim();
                match whole_number::<u8>(n) {
                    Some(n @ 1..=3) => BgMove::Resign(n),
                    _ => return Err(format!("'{t}': resign takes 1, 2 or 3")),
                }
            }
            _ if self.state.dice.is_none() && !self.state.doubled && self.state.resigned == 0 => {
                roll_move(t.parse().map_err(|e: super::DiceError| e.to_string())?)
            }
            _ => {
                let dice = self.state.dice.ok_or("the dice are not rolled")?;
                let t = if t == "pass" { "" } else { t };
                BgMove::Play(self.board.parse_play(dice, t).map_err(|e| e.to_string())?)
            }
        })
    }
    fn refusal(&self, mv: &BgMove, text: &str) -> String {
        match mv {
            BgMove::NoDouble => NO_DOUBLE_REFUSAL.to_string(),
            _ => format!("illegal move: {text}"),
        }
    }
}

const NO_DOUBLE_REFUSAL: &str =
    "no-double is not played: not doubling is playing the roll that follows (31, 66, ...)";

/// The winner of a game that has ended, and its points, which the Match ID does not carry:
/// the doubler after a drop, the opponent of the player who resigned (`turn`), the player
/// whose side has borne off (the board is from the player on roll).
fn ended_winner(board: &Board, st: &MatchState) -> Result<Option<(usize, u32)>, String> {
    Ok(match st.state {
        GameState::NotStarted | GameState::Playing => None,
        GameState::Dropped => Some((st.on_roll, st.cube)),
        GameState::Resigned if st.resigned > 0 => Some((1 - st.turn, st.game_points(st.resigned))),
        GameState::Resigned => {
            return Err("the Match ID has the game resigned, but no points resigned".into())
        }
        GameState::Over => {
            let (side, multiplier) = board.result().ok_or(
                "the Match ID has the game over, but no side has borne off all its checkers",
            )?;
            let winner = if side == 0 {
                st.on_roll
            } else {
                1 - st.on_roll
            };
            Some((winner, st.game_points(multiplier)))
        }
    })
}

/// Equity as thousandths of a point.
fn milli(equity: f32) -> i32 {
    (equity * 1000.0).round() as i32
}

impl Engine for BgPosition {
    /// Thousandths of a point of equity for the player to act (printed as points, `+0.137`):
    /// cubeless for the plays (and for each roll, its best play at 0-ply), cubeful for the
    /// cube decision before the roll (`double` and `no-double`), the answers to a double
    /// (normalised to the cube as it is, as gnubg shows them) and to a resignation.
    const VALUE_UNIT: &'static str = "points of equity for the player to act (to thousandths)";
    const MAX_PERFT_DEPTH: u32 = 7;
    /// GNU Backgammon's thresholds: doubtful from 0.040, bad from 0.080, very bad from
    /// 0.160 points of equity (inaccuracy, mistake and blunder in the CLI).
    const MARKS: Marks = Marks {
        inaccuracy: 40,
        mistake: 80,
        blunder: 160,
        cap: 3000,
    };

    fn best_move(h: &History<BgPosition>, think: &Think, _: Clock) -> Option<SearchResult<BgMove>> {
        let p = h.position();
        let best = match h.to_move() {
            ToMove::Nobody => return None,
            _ if p.state.doubled || p.state.resigned > 0 => answer(p, think),
            ToMove::Chance => {
                let ctx = p.context();
                let probs = position_probs(&p.board, think.level, &ctx);
                let (race, pips) = (p.board.is_race(), p.board.pips(0));
                if let Some(n) = resignation_offer(&p.board, &ctx) {
                    BgMove::Resign(n)
                } else if p.state.can_double() && should_double(probs, &ctx, race, pips) {
                    BgMove::Double
                } else {
                    roll_move(super::roll(&mut Rng::new(think.seed)))
                }
            }
            ToMove::Seat(_) => {
                let dice = p.state.dice?;
                let mut rng = Rng::new(think.seed);
                let play = choose_play(&p.board, dice, think.level, &mut rng, &p.context());
                BgMove::Play(play.unwrap_or_else(|| Play::none(&p.board)))
            }
        };
        Some(SearchResult {
            best,
            score: 0,
            depth: super::ai::cube_plies(think.level),
            nodes: 0,
        })
    }

    fn rank_moves(h: &History<BgPosition>, think: &Think, _: Clock) -> Vec<Ranked<BgMove>> {
        let p = h.position();
        let ranked = |v: Vec<(BgMove, f32)>| {
            v.into_iter()
                .map(|(mv, e)| Ranked {
                    mv,
                    value: milli(e),
                })
                .collect()
        };
        match h.to_move() {
            ToMove::Nobody => Vec::new(),
            _ if p.state.doubled => ranked(take_values(p, think)),
            _ if p.state.resigned > 0 => ranked(resignation_values(p, think)),
            ToMove::Chance => match cube_decision(p, think.level) {
                Some(c) => c.ranked(),
                None => crate::core::best_first(ranked(roll_values(p))),
            },
            ToMove::Seat(_) => {
                let Some(dice) = p.state.dice else {
                    return Vec::new();
                };
                let plays = rank_plays(&p.board, dice, think.level, &p.context());
                if plays.is_empty() {
                    return vec![Ranked {
                        mv: BgMove::Play(Play::none(&p.board)),
                        value: 0,
                    }];
                }
                ranked(
                    plays
                        .into_iter()
                        .map(|(pl, e)| (BgMove::Play(pl), e))
                        .collect(),
                )
            }
        }
    }

    fn value_text(value: i32) -> String {
        format!("{:+.3}", value as f64 / 1000.0)
    }

    /// Plays and answers to offers as every game's; before the roll, the cube decision where
    /// there is one (`double` against a roll, which is not doubling). Such a decision counts
    /// as a choice where it is close ([`super::analysis::CubeDecision::close`]) or was got
    /// wrong; the rolls themselves are nobody's choice.
    fn review(
        game: &History<BgPosition>,
        mv: &BgMove,
        think: &Think,
        clock: Clock,
    ) -> Option<Review<BgMove>> {
        let p = game.position();
        if game.to_move() != ToMove::Chance {
            let mut r = review_by_ranking(game, mv, think, clock)?;
            if let (BgMove::Play(play), true) = (mv, r.choice && r.played_value.is_some()) {
                // A play the ranking dropped early is valued as deep as the best.
                let e = play_equity(&p.board, play, think.level, &p.context());
                r.played_value = Some(milli(e));
            }
            return Some(r);
        }
        let c = cube_decision(p, think.level)?;
        let played = c.value_of(mv)?;
        let loss = Self::MARKS.loss(c.best(), played);
        Some(Review {
            seat: p.state.on_roll as u8,
            ranked: c.ranked(),
            played_value: Some(played),
            choice: c.close() || loss > 0,
        })
    }
}

/// A roll as chance's move: the higher die first, so `51` and `15` are one move.
fn roll_move(d: Dice) -> BgMove {
    BgMove::Roll(Dice::new(d.high(), d.low()).expect("dice are 1..=6"))
}

/// The computer's answer to a pending double or resignation: the better value, and on a
/// tie the first (the one the cube model prefers).
fn answer(p: &BgPosition, think: &Think) -> BgMove {
    let best = |v: Vec<(BgMove, f32)>| {
        v.into_iter()
            .reduce(|a, b| if b.1 > a.1 { b } else { a })
            .expect("two answers")
            .0
    };
    if p.state.doubled {
        best(take_values(p, think))
    } else {
        best(resignation_values(p, think))
    }
}

/// Take and drop, valued for the taker (cubeful, in the doubler's model turned round) and
/// normalised to the cube before the double, as gnubg shows them (drop: −1.000 in money).
fn take_values(p: &BgPosition, think: &Think) -> Vec<(BgMove, f32)> {
    let ctx = p.context();
    let probs = position_probs(&p.board, think.level, &ctx);
    let (race, pips) = (p.board.is_race(), p.board.pips(0));
    let v = cube_values(probs, &ctx, race, pips);
    let take_first = should_take(probs, &ctx, race, pips);
    let (take, drop) = (
        -normalised(&ctx, v.double_take),
        -normalised(&ctx, v.double_pass),
    );
    let mut out = vec![(BgMove::Take, take), (BgMove::Drop, drop)];
    if !take_first {
        out.reverse();
    }
    out
}

/// Accept and reject of the pending resignation, for the player who answers.
fn resignation_values(p: &BgPosition, think: &Think) -> Vec<(BgMove, f32)> {
    let st = &p.state;
    let accepter = st.turn;
    let ctx = cube_context(st, accepter);
    let probs = position_probs(&p.board, think.level, &p.context());
    let probs = if accepter == st.on_roll {
        probs
    } else {
        probs.flip()
    };
    let (race, pips) = (p.board.is_race(), p.board.pips(0));
    let offered = ctx.utility(st.resigned as i32 * ctx.cube as i32);
    let play_on = ctx.outcomes().equity(probs) * ctx.cube as f32;
    let accept = accept_resignation(probs, &ctx, st.resigned, race, pips);
    let mut out = vec![(BgMove::Accept, offered), (BgMove::Reject, play_on)];
    if !accept {
        out.reverse();
    }
    out
}

/// Each roll with the cubeless equity of its best play at 0-ply, for the player on roll.
fn roll_values(p: &BgPosition) -> Vec<(BgMove, f32)> {
    let ctx = p.context();
    Dice::all()
        .map(|(d, _)| {
            let best = rank_plays(&p.board, d, crate::Level::Easy, &ctx);
            let equity = match best.first() {
                Some(&(_, e)) => e,
                // A dance: the board stays as it is.
                None => ctx
                    .outcomes()
                    .equity(super::ai::Evaluator::builtin().after(&p.board).mover()),
            };
            (BgMove::Roll(d), equity)
        })
        .collect()
}
