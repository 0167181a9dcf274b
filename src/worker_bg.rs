//! The worker's backgammon answers: a play for the dice, or a cube or resignation decision,
//! for a position given as a Position ID and a Match ID (part of `src/bin/worker.rs`).

use crate::protocol::{Reply, Request};
use ttakji_engine::backgammon::ai::{choose_play, position_probs, resignation_offer};
use ttakji_engine::backgammon::bearoff::Bearoff;
use ttakji_engine::backgammon::cube::{
    accept_resignation, should_double, should_take, CubeContext, CubeOwner, MatchScore,
};
use ttakji_engine::backgammon::{Board, GameState, MatchState};
use ttakji_engine::rng::Rng;
use ttakji_engine::{GameId, Level};

/// The cube and score as player `me` sees them.
fn context(st: &MatchState, me: usize) -> CubeContext {
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

/// Whether a request's JSON text asks about backgammon.
pub fn is_request(text: &str) -> bool {
    serde_json::from_str::<Request>(text).is_ok_and(|r| r.game == GameId::Backgammon.slug())
}

/// Builds what a game needs later (the bear-off database, built once per worker), so that
/// no answer in the middle of a game waits for it.
pub fn prepare() {
    Bearoff::get();
}

/// Answers a backgammon request.
pub fn answer(req: &Request) -> Result<Reply, String> {
    let level =
        Level::from_slug(&req.level).ok_or_else(|| format!("unknown level: {}", req.level))?;
    let board = Board::from_position_id(&req.start).map_err(|e| e.to_string())?;
    let mut st = MatchState::from_match_id(req.match_id.as_deref().unwrap_or(""))
        .map_err(|e| e.to_string())?;
    st.jacoby = req.jacoby && st.is_money();
    st.cube_in_use = !req.no_cube;
    if st.state != GameState::Playing || board.result().is_some() {
        return Err("the game is over".into());
    }
    let on_roll = st.on_roll;
    let ctx = context(&st, on_roll);
    let (race, pips) = (board.is_race(), board.pips(0));
    let mut reply = Reply {
        id: req.id,
        ..Reply::default()
    };
    match req.decision.as_deref() {
        Some("play") => {
            let dice = st.dice.ok_or("no dice to play")?;
            let mut rng = Rng::new(req.seed);
            // No legal play: the empty play (the turn is lost).
            let play = choose_play(&board, dice, level, &mut rng, &ctx);
            reply.mv = Some(play.map(|p| p.to_string()).unwrap_or_default());
        }
        Some("double") => {
            // Before rolling: resign when hopeless (BG-17), else double or not.
            reply.resign = resignation_offer(&board, &ctx);
            let p = position_probs(&board, level, &ctx);
            reply.decision = Some(should_double(p, &ctx, race, pips));
        }
        Some("take") => {
            let p = position_probs(&board, level, &ctx);
            reply.decision = Some(should_take(p, &ctx, race, pips));
        }
        Some("accept") => {
            if st.resigned == 0 {
                return Err("no resignation was offered".into());
            }
            let accepter = st.turn;
            let p = position_probs(&board, level, &ctx);
            let p = if accepter == on_roll { p } else { p.flip() };
            reply.decision = Some(accept_resignation(
                p,
                &context(&st, accepter),
                st.resigned,
                race,
                pips,
            ));
        }
        other => return Err(format!("unknown decision: {other:?}")),
    }
    Ok(reply)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttakji_engine::backgammon::{Dice, START_ID};

    fn request(decision: &str, st: &MatchState, start: &str) -> Request {
        Request {
            id: 4,
            game: "backgammon".into(),
            start: start.into(),
            level: "easy".into(),
            seed: 3,
            decision: Some(decision.into()),
            match_id: Some(st.match_id()),
            ..Request::default()
        }
    }

    #[test]
    fn plays_a_legal_opening() {
        let mut st = MatchState::new(5);
        st.start_game(0, Dice::new(3, 1).unwrap()).unwrap();
        let r = answer(&request("play", &st, START_ID)).unwrap();
        let text = r.mv.expect("a play");
        let board = Board::start();
        assert!(
            board.parse_play(Dice::new(3, 1).unwrap(), &text).is_ok(),
            "{text}"
        );
    }

    #[test]
    fn no_double_at_the_start_and_a_take_is_answered() {
        let mut st = MatchState::money(false);
        st.start_game(0, Dice::new(3, 1).unwrap()).unwrap();
        st.pass_turn().unwrap();
        let r = answer(&request("double", &st, START_ID)).unwrap();
        assert_eq!(r.decision, Some(false), "nobody doubles the start position");
        st.double().unwrap();
        let r = answer(&request("take", &st, START_ID)).unwrap();
        assert_eq!(r.decision, Some(true), "an even position is a take");
    }

    #[test]
    fn a_lost_race_is_resigned_as_a_gammon_bg_17() {
        // Black on roll with all fifteen on its 13-point; White bears off its last checker
        // next turn: a gammon, no backgammon.
        let mut c = [[0u8; 25]; 2];
        c[0][12] = 15;
        c[1][0] = 1;
        let board = Board::from_checkers(c).unwrap();
        let mut st = MatchState::money(false);
        st.start_game(1, ttakji_engine::backgammon::Dice::new(2, 1).unwrap())
            .unwrap();
        st.dice = None;
        let r = answer(&request("double", &st, &board.position_id())).unwrap();
        assert_eq!(r.resign, Some(2));
        let r = answer(&request("double", &st, START_ID)).unwrap();
        assert_eq!(r.resign, None);
    }

    #[test]
    fn backgammon_requests_are_told_apart_for_the_bear_off_build() {
        let st = MatchState::new(5);
        let bg = serde_json::to_string(&request("play", &st, START_ID)).unwrap();
        assert!(is_request(&bg));
        let mut other = request("play", &st, START_ID);
        other.game = "tigadi".into();
        assert!(!is_request(&serde_json::to_string(&other).unwrap()));
        assert!(!is_request("not json"));
    }

    #[test]
    fn bad_ids_are_errors() {
        let st = MatchState::new(5);
        assert!(answer(&request("play", &st, "nonsense")).is_err());
        let mut req = request("play", &st, START_ID);
        req.match_id = Some("AAAA".into());
        assert!(answer(&req).is_err());
        req.match_id = Some(st.match_id());
        assert!(answer(&req).is_err(), "no game being played");
    }
}
