//! The computer player, run in a Web Worker so that the page never searches.
//!
//! It posts `"ready"`, then answers each JSON [`Request`] with a JSON [`Reply`]. Nothing that
//! arrives in a message can make it panic: bad input becomes `{id, error}`.

#[path = "../protocol.rs"]
mod protocol;
#[path = "../worker_bg.rs"]
mod worker_bg;

use protocol::{Reply, Request, READY};
use ttakji_engine::chinese_checkers as cc;
use ttakji_engine::makruk::{self, MakrukGame};
use ttakji_engine::morris::{self, MorrisGame, MorrisKind, Position, Variant};
use ttakji_engine::search::Limits;
use ttakji_engine::{GameId, Level};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |ev: MessageEvent| {
        let request = ev.data().as_string();
        let reply = match &request {
            Some(text) => answer(text, &js_sys::Date::now),
            None => Reply::error(0, "request is not a string"),
        };
        let text = serde_json::to_string(&reply).unwrap_or_else(|_| "{\"id\":0}".to_string());
        let _ = reply_scope.post_message(&JsValue::from_str(&text));
        // With the reply on its way, a backgammon game gets its bear-off database built now
        // (about a second in wasm) while the person plays, not at the first bear-off.
        if request.as_deref().is_some_and(worker_bg::is_request) {
            worker_bg::prepare();
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(READY));
}

/// Answers one request given as JSON text.
fn answer(text: &str, clock: &dyn Fn() -> f64) -> Reply {
    let req: Request = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => {
            // Still try to echo the id so that the page can match the error.
            let id = serde_json::from_str::<serde_json::Value>(text)
                .ok()
                .and_then(|v| v.get("id").and_then(|i| i.as_u64()))
                .unwrap_or(0);
            return Reply::error(id, format!("bad request: {e}"));
        }
    };
    match search(&req, clock) {
        Ok(reply) => reply,
        Err(e) => Reply::error(req.id, e),
    }
}

fn search(req: &Request, clock: &dyn Fn() -> f64) -> Result<Reply, String> {
    let game = GameId::from_slug(&req.game).ok_or_else(|| format!("unknown game: {}", req.game))?;
    if game == GameId::Backgammon {
        return worker_bg::answer(req);
    }
    let level =
        Level::from_slug(&req.level).ok_or_else(|| format!("unknown level: {}", req.level))?;
    let limits = Limits::for_level(game, level);
    let over = || "the game is over".to_string();
    // The chosen move (a Makruk turn carries its counting action) and how it was found.
    let (mv, score, depth, nodes) = match MorrisKind::from_game(game) {
        // Chinese Checkers: the start position's text carries the game's settings.
        None if game == GameId::ChineseCheckers => {
            let start = cc::Position::from_text(&req.start).map_err(|e| e.to_string())?;
            let g = cc::Game::replay(start, &req.moves).map_err(|e| e.to_string())?;
            let r =
                cc::search::best_move(g.position(), &limits, req.seed, clock).ok_or_else(over)?;
            (r.best.to_string(), r.score, r.depth, r.nodes)
        }
        Some(kind) => {
            let variant = Variant::preset(kind, req.flying);
            let start = Position::from_text(variant, &req.start).map_err(|e| e.to_string())?;
            let g = MorrisGame::replay(start, &req.moves)?;
            let r = morris::search::best_move(&g, &limits, req.seed, clock).ok_or_else(over)?;
            (r.best.to_string(), r.score, r.depth, r.nodes)
        }
        None => {
            let start = makruk::Position::from_fen(&req.start).map_err(|e| e.to_string())?;
            let g = MakrukGame::replay(start, &req.moves)?;
            let r = makruk::search::best_move(&g, &limits, req.seed, clock).ok_or_else(over)?;
            (r.best.to_string(), r.score, r.depth, r.nodes)
        }
    };
    Ok(Reply {
        id: req.id,
        mv: Some(mv),
        depth: Some(depth),
        score: Some(score),
        nodes: Some(nodes),
        error: None,
        decision: None,
        resign: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock() -> f64 {
        0.0
    }

    fn request(moves: &[&str]) -> Request {
        let v = Variant::preset(MorrisKind::Tigadi, false);
        Request {
            id: 7,
            game: "tigadi".into(),
            flying: false,
            start: Position::start(v).to_text(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level: "easy".into(),
            seed: 1,
            ..Request::default()
        }
    }

    #[test]
    fn answers_a_legal_move() {
        let req = request(&["d6", "a1"]);
        let reply = answer(&serde_json::to_string(&req).unwrap(), &clock);
        assert_eq!(reply.id, 7);
        let mv = reply.mv.expect("a move");
        let game = MorrisGame::replay(
            Position::from_text(Variant::preset(MorrisKind::Tigadi, false), &req.start).unwrap(),
            &["d6", "a1", mv.as_str()],
        );
        assert!(game.is_ok(), "{mv} is legal");
    }

    fn makruk_request(start: &str, moves: &[&str]) -> Request {
        Request {
            id: 3,
            game: "makruk".into(),
            flying: false,
            start: start.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level: "easy".into(),
            seed: 1,
            ..Request::default()
        }
    }

    #[test]
    fn answers_a_makruk_turn() {
        let req = makruk_request(makruk::START_FEN, &["e3e4", "d6d5"]);
        let reply = answer(&serde_json::to_string(&req).unwrap(), &clock);
        assert_eq!(reply.id, 3);
        let turn = reply.mv.expect("a turn");
        let game = MakrukGame::replay(makruk::Position::start(), &["e3e4", "d6d5", turn.as_str()]);
        assert!(game.is_ok(), "{turn} is legal");
        // Mate in one is found, and the reply is the turn in UCI.
        let req = makruk_request("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", &[]);
        let reply = answer(&serde_json::to_string(&req).unwrap(), &clock);
        assert_eq!(reply.mv.as_deref(), Some("a1a8"));
    }

    #[test]
    fn bad_makruk_input_is_an_error() {
        for (start, moves, wanted) in [
            ("not a fen", vec![], "bad FEN"),
            (makruk::START_FEN, vec!["e3e5"], "illegal move"),
            (makruk::START_FEN, vec!["start:e3e4"], "cannot be started"),
            (makruk::START_FEN, vec!["Nf3"], "not a Makruk move"),
            (
                "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1",
                vec!["a1a8"],
                "the game is over",
            ),
        ] {
            let req = makruk_request(start, &moves);
            let r = answer(&serde_json::to_string(&req).unwrap(), &clock);
            let e = r.error.unwrap_or_default();
            assert!(e.contains(wanted), "{e}");
        }
    }

    fn cc_request(start: &str, moves: &[&str], level: &str) -> Request {
        Request {
            id: 9,
            game: "chinese-checkers".into(),
            flying: false,
            start: start.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level: level.into(),
            seed: 3,
            ..Request::default()
        }
    }

    #[test]
    fn answers_a_chinese_checkers_move_for_any_seat() {
        let config = cc::Config::new(3, 10, false, false).unwrap();
        let start = cc::Position::start(&config).to_text();
        let mut moves: Vec<String> = Vec::new();
        // Three moves: one for each seat, S, NW, NE, each answered and legal in turn.
        for _ in 0..3 {
            let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
            let reply = answer(
                &serde_json::to_string(&cc_request(&start, &refs, "easy")).unwrap(),
                &clock,
            );
            assert_eq!(reply.id, 9);
            moves.push(reply.mv.expect("a move"));
        }
        let g = cc::Game::replay(cc::Position::from_text(&start).unwrap(), &moves).unwrap();
        assert_eq!(g.moves().len(), 3);
        assert_eq!(g.position().to_move(), cc::Corner::S);
    }

    #[test]
    fn bad_chinese_checkers_input_is_an_error() {
        let start = cc::Position::start(&cc::Config::default()).to_text();
        for (start, moves, wanted) in [
            ("2 10 - nonsense S -", vec![], "bad position"),
            (start.as_str(), vec!["0-1"], "illegal move"),
            (start.as_str(), vec!["banana"], "malformed move"),
        ] {
            let r = answer(
                &serde_json::to_string(&cc_request(start, &moves, "easy")).unwrap(),
                &clock,
            );
            let e = r.error.unwrap_or_default();
            assert!(e.contains(wanted), "{e}");
        }
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        assert!(answer("not json", &clock).error.is_some());
        let r = answer(r#"{"id": 5, "game": "chess"}"#, &clock);
        assert_eq!((r.id, r.error.is_some()), (5, true));
        let mut req = request(&["d6", "d6"]);
        let r = answer(&serde_json::to_string(&req).unwrap(), &clock);
        assert_eq!(r.error.as_deref(), Some("illegal move: d6"));
        req.moves.clear();
        req.start = "garbage".into();
        assert!(answer(&serde_json::to_string(&req).unwrap(), &clock)
            .error
            .is_some());
        req.start = request(&[]).start;
        req.level = "expert".into();
        assert!(answer(&serde_json::to_string(&req).unwrap(), &clock)
            .error
            .is_some());
    }
}
