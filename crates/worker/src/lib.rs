//! The computer player's dispatcher: a request (JSON text, [`ttakji_protocol`]) is decoded,
//! its game opened through the engine's registry, the question asked of it, and the answer
//! encoded. There is no per-game code here but [`prepare`]. Nothing in a message can make it
//! panic: whatever is wrong becomes an error answer, with the request's id when it has one.

use ttakji_engine::core::{analysis, registry};
use ttakji_engine::core::{Settings, Think};
use ttakji_engine::GameId;
use ttakji_protocol::{Answer, Ask, CubeHint, Reply, Request};

/// A reply as JSON text, and the game it was for (none when the request was unreadable).
#[derive(Clone, Debug, PartialEq)]
pub struct Answered {
    pub reply: String,
    pub game: Option<GameId>,
}

impl Answered {
    /// The answer to a message that is not text.
    pub fn not_text() -> Answered {
        Answered {
            reply: Reply::error(0, "bad request: not a string").encode(),
            game: None,
        }
    }
}

/// Answers one request given as JSON text; `clock` reads milliseconds.
pub fn answer(text: &str, clock: &dyn Fn() -> f64) -> Answered {
    match Request::decode(text) {
        Ok(req) => Answered {
            reply: respond(&req, clock).encode(),
            game: Some(req.game),
        },
        Err(refusal) => Answered {
            reply: refusal.encode(),
            game: None,
        },
    }
}

/// Answers one request.
pub fn respond(req: &Request, clock: &dyn Fn() -> f64) -> Reply {
    let answer = ask(req, clock).unwrap_or_else(|message| Answer::Error { message });
    Reply { id: req.id, answer }
}

fn ask(req: &Request, clock: &dyn Fn() -> f64) -> Result<Answer, String> {
    let game = registry::game(req.game);
    if let Some((name, _)) = req
        .settings
        .iter()
        .find(|(name, _)| !game.settings().iter().any(|s| s.name == name))
    {
        return Err(format!("{} takes no setting '{name}'", req.game));
    }
    let settings = Settings(req.settings.clone());
    let position = Some(req.position.as_str()).filter(|p| !p.is_empty());
    let history = game.open(&settings, position, &req.moves)?;
    let over = || "no move: the game is over".to_string();
    match req.ask {
        Ask::BestMove { level, seed } => {
            let think = Think {
                level,
                movetime_ms: None,
                seed,
            };
            let c = history.best_move(&think, clock).ok_or_else(over)?;
            Ok(Answer::Move {
                mv: c.mv,
                score: c.score,
                depth: c.depth,
                nodes: c.nodes,
            })
        }
        Ask::Hint { level, count } => {
            if history.is_over() {
                return Err(over());
            }
            // Before a backgammon roll the cube decision's two choices are the ranking, so
            // its evaluation serves both.
            let (moves, cube) = match cube_hint(req, &history.position_text(), level) {
                Some((ranked, cube)) => {
                    let moves = ranked.into_iter().take(count.unwrap_or(usize::MAX));
                    (moves.collect(), Some(cube))
                }
                None => (history.hint(&Think::level(level), count, clock), None),
            };
            Ok(Answer::Hint { moves, cube })
        }
        Ask::Review { level, ply, count } => {
            if ply >= req.moves.len() {
                return Err(format!(
                    "no move {ply} to review: the game has {} moves",
                    req.moves.len()
                ));
            }
            let think = Think {
                level,
                ..analysis::default_think()
            };
            let review = history.review(ply, count.unwrap_or(3), &think, clock);
            Ok(Answer::Review {
                ply,
                review: review.map(Into::into),
            })
        }
    }
}

/// Backgammon's cube decision for a hint before the roll, with its two choices ranked as
/// the registry ranks them (`no-double`, `double`); the one question that needs the game's
/// own type, as the three equities are not moves.
fn cube_hint(
    req: &Request,
    position: &str,
    level: ttakji_engine::Level,
) -> Option<(Vec<(String, i32)>, CubeHint)> {
    use ttakji_engine::backgammon::{analysis::cube_decision, BgPosition};
    use ttakji_engine::core::Notation;
    if req.game != GameId::Backgammon {
        return None;
    }
    let settings = Settings(req.settings.clone());
    let p = BgPosition::from_text(req.game, position, &settings).ok()?;
    let c = cube_decision(&p, level)?;
    let ranked = c
        .ranked()
        .iter()
        .map(|r| (p.move_text(&r.mv), r.value))
        .collect();
    Some((ranked, CubeHint::from(c)))
}

/// Builds what a game needs later, once per worker, after its first reply has been posted:
/// backgammon's bear-off database (about a second in wasm), so that no answer in the middle
/// of a game waits for it.
pub fn prepare(game: Option<GameId>) {
    if game == Some(GameId::Backgammon) {
        ttakji_engine::backgammon::bearoff::Bearoff::get();
    }
}

#[cfg(test)]
mod tests;
