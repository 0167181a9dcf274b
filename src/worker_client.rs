//! The page's side of the computer player: starts the Web Worker (`crates/worker`), waits
//! for its `"ready"`, sends one request at a time with an id, drops answers that are no
//! longer wanted, and replaces a worker that dies or stops answering, asking again so that
//! nothing is lost. The messages are `ttakji_protocol`'s; the screens read answers as a
//! [`Reply`].

pub use ttakji_protocol::{Ask, Request};

use leptos::prelude::{
    set_timeout_with_handle, Effect, GetValue, RwSignal, Set, SetValue, StoredValue, TimeoutHandle,
};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;
use ttakji_engine::GameId;
use ttakji_protocol::{Answer, READY};
pub use ttakji_protocol::{CubeHint, Reviewed};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Worker};

/// An answer of the worker as the screens read it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reply {
    pub id: u64,
    /// The move in the game's notation (a hint's best move). Backgammon: the play, with the
    /// empty play as `""`, as `Board::parse_play` reads it.
    pub mv: Option<String>,
    /// The search score of the move (a hint's value).
    pub score: Option<i32>,
    pub error: Option<String>,
    /// Backgammon's yes/no decisions: before the roll whether the computer doubles (a roll
    /// or a resignation is no), else whether it takes the double or accepts the resignation.
    pub decision: Option<bool>,
    /// Backgammon before the roll: the computer would rather resign this many points (1
    /// single, 2 gammon, 3 backgammon; BG-17).
    pub resign: Option<u8>,
    /// A hint's moves with their values, best first (the first is also `mv`, `score`).
    pub ranked: Vec<(String, i32)>,
    /// Backgammon's hint before the roll: the cube decision.
    pub cube: Option<CubeHint>,
    /// A review's answer: the move's place, and its review (none for nobody's choice).
    pub review: Option<(usize, Option<Reviewed>)>,
}

impl Reply {
    pub fn error(id: u64, message: impl Into<String>) -> Reply {
        Reply {
            id,
            error: Some(message.into()),
            ..Reply::default()
        }
    }

    /// The worker's reply to a request about `game`.
    fn read(game: GameId, reply: ttakji_protocol::Reply) -> Reply {
        let id = reply.id;
        let (mv, score) = match reply.answer {
            Answer::Move { mv, score, .. } => (mv, score),
            Answer::Hint { moves, cube } => match moves.first() {
                Some(best) => {
                    let best = best.clone();
                    return Reply {
                        ranked: moves,
                        cube,
                        ..Reply::read(game, move_answer(id, best))
                    };
                }
                None => return Reply::error(id, "no move to hint"),
            },
            Answer::Review { ply, review } => {
                return Reply {
                    id,
                    review: Some((ply, review)),
                    ..Reply::default()
                }
            }
            Answer::Error { message } => return Reply::error(id, message),
        };
        let mut r = Reply {
            id,
            score: Some(score),
            ..Reply::default()
        };
        if game == GameId::Backgammon {
            // Decisions are moves of the position: `double`, a roll (no double), `resign N`,
            // `take`/`drop`, `accept`/`reject`; a play, or `pass` for the empty one.
            match mv.as_str() {
                "double" | "take" | "accept" => r.decision = Some(true),
                "drop" | "reject" => r.decision = Some(false),
                t if t.starts_with("resign ") => {
                    r.resign = t["resign ".len()..].parse().ok();
                    r.decision = Some(false);
                }
                t if t.len() == 2 && t.bytes().all(|b| (b'1'..=b'6').contains(&b)) => {
                    r.decision = Some(false)
                }
                _ => {}
            }
            r.mv = Some(if mv == "pass" { String::new() } else { mv });
        } else {
            r.mv = Some(mv);
        }
        r
    }
}

/// A move answer with this move and value, read as the worker's.
fn move_answer(id: u64, (mv, score): (String, i32)) -> ttakji_protocol::Reply {
    ttakji_protocol::Reply {
        id,
        answer: Answer::Move {
            mv,
            score,
            depth: 0,
            nodes: 0,
        },
    }
}

/// Trunk's loader for the `worker` binary (worker files keep their names: no hash).
const WORKER_URL: &str = "./worker_loader.js";
/// Time allowed beyond the search budget (start-up, a busy device) before the worker is
/// declared stuck.
const GRACE_MS: f64 = 10_000.0;
/// Restarts for one request before giving up on it.
const MAX_ATTEMPTS: u32 = 3;

type ReplyFn = Rc<dyn Fn(Reply)>;

struct Running {
    worker: Worker,
    ready: bool,
    generation: u64,
    // Kept alive as long as the worker is used.
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(Event)>,
}

struct Pending {
    id: u64,
    game: GameId,
    json: String,
    timeout_ms: f64,
    on_reply: ReplyFn,
    timer: Option<TimeoutHandle>,
    attempts: u32,
    sent: bool,
    /// A question asked in the background: told when a newer question drops it.
    on_drop: Option<Rc<dyn Fn()>>,
}

#[derive(Default)]
struct Client {
    running: Option<Running>,
    pending: Option<Pending>,
    on_restart: Option<Rc<dyn Fn()>>,
    next_id: u64,
    generation: u64,
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client::default());
}

/// Called whenever a stuck or dead worker has been replaced (to tell the player).
pub fn set_restart_handler(f: impl Fn() + 'static) {
    CLIENT.with(|c| c.borrow_mut().on_restart = Some(Rc::new(f)));
}

/// Starts the worker ahead of the first request, so that it is ready when needed.
pub fn warm_up() {
    CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if c.running.is_none() {
            start(&mut c);
        }
    });
}

/// Asks for a move; any earlier request is forgotten (its answer will be ignored).
/// `budget_ms` is the search's time budget. Returns the request id.
pub fn ask(mut req: Request, budget_ms: f64, on_reply: impl Fn(Reply) + 'static) -> u64 {
    CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        c.next_id += 1;
        let id = c.next_id;
        req.id = id;
        clear_pending(&mut c);
        let json = req.encode();
        c.pending = Some(Pending {
            id,
            game: req.game,
            json,
            timeout_ms: budget_ms + GRACE_MS,
            on_reply: Rc::new(on_reply),
            timer: None,
            attempts: 1,
            sent: false,
            on_drop: None,
        });
        arm_timer(&mut c);
        if c.running.is_none() {
            start(&mut c);
        }
        send_if_ready(&mut c);
        id
    })
}

/// Asks a question that can wait (the analysis of a game): only while no other question is
/// awaited (else nothing is asked and the answer is false). Any later question, or a
/// [`cancel`], drops it; `on_dropped` is then called, soon after and outside this module.
pub fn ask_background(
    req: Request,
    budget_ms: f64,
    on_reply: impl Fn(Reply) + 'static,
    on_dropped: impl Fn() + 'static,
) -> bool {
    if is_waiting() {
        return false;
    }
    ask(req, budget_ms, on_reply);
    CLIENT.with(|c| {
        if let Some(p) = c.borrow_mut().pending.as_mut() {
            p.on_drop = Some(Rc::new(on_dropped));
        }
    });
    true
}

/// Keeps the computer player asked about the position `want` names (by a key, with the
/// request and its time budget): asks once per key, forgets the question when `want` names
/// none. `thinking` tells whether an answer is awaited; `on_reply` gets the key and answer.
pub fn keep_asking(
    want: impl Fn() -> Option<(String, Request, f64)> + 'static,
    thinking: RwSignal<bool>,
    on_reply: impl Fn(&str, Reply) + Copy + 'static,
) {
    let asked = StoredValue::new(None::<String>);
    Effect::new(move |_| match want() {
        Some((key, req, budget)) => {
            if asked.get_value().as_deref() == Some(key.as_str()) && is_waiting() {
                return;
            }
            asked.set_value(Some(key.clone()));
            thinking.set(true);
            ask(req, budget, move |reply| on_reply(&key, reply));
        }
        None => {
            if asked.get_value().is_some() {
                cancel();
            }
            asked.set_value(None);
            thinking.set(false);
        }
    });
}

/// The move of an answer, or why there is none.
pub fn reply_move(reply: Reply) -> Result<String, String> {
    match (reply.mv, reply.error) {
        (Some(mv), _) => Ok(mv),
        (None, Some(e)) => Err(e),
        (None, None) => Err("empty answer".into()),
    }
}

/// Forgets the request in flight, if any (after a take-back, a new game, leaving the page).
pub fn cancel() {
    CLIENT.with(|c| clear_pending(&mut c.borrow_mut()));
}

/// Whether an answer is awaited.
pub fn is_waiting() -> bool {
    CLIENT.with(|c| c.borrow().pending.is_some())
}

fn clear_pending(c: &mut Client) {
    if let Some(p) = c.pending.take() {
        if let Some(t) = p.timer {
            t.clear();
        }
        // Told from a task of its own: the client is borrowed here.
        if let Some(f) = p.on_drop {
            leptos::prelude::set_timeout(move || f(), Duration::ZERO);
        }
    }
}

fn arm_timer(c: &mut Client) {
    let Some(p) = c.pending.as_mut() else { return };
    if let Some(t) = p.timer.take() {
        t.clear();
    }
    let id = p.id;
    let ms = p.timeout_ms.max(0.0) as u64;
    p.timer = set_timeout_with_handle(move || on_timeout(id), Duration::from_millis(ms)).ok();
}

fn start(c: &mut Client) {
    c.generation += 1;
    let generation = c.generation;
    let Ok(worker) = Worker::new(WORKER_URL) else {
        // Could not even create it: the timer of the pending request will retry.
        return;
    };
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |ev: MessageEvent| {
        on_message(generation, ev.data().as_string());
    });
    let on_error = Closure::<dyn Fn(Event)>::new(move |ev: Event| {
        ev.prevent_default();
        on_failure(generation);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
    c.running = Some(Running {
        worker,
        ready: false,
        generation,
        _on_message: on_message,
        _on_error: on_error,
    });
}

fn send_if_ready(c: &mut Client) {
    let Some(r) = c.running.as_ref() else { return };
    if !r.ready {
        return;
    }
    if let Some(p) = c.pending.as_mut() {
        if !p.sent && r.worker.post_message(&JsValue::from_str(&p.json)).is_ok() {
            p.sent = true;
        }
    }
}

fn on_message(generation: u64, data: Option<String>) {
    let deliver = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if c.running.as_ref().map(|r| r.generation) != Some(generation) {
            return None; // From a worker already replaced.
        }
        let data = data?;
        if data == READY {
            if let Some(r) = c.running.as_mut() {
                r.ready = true;
            }
            send_if_ready(&mut c);
            return None;
        }
        let (id, game) = c.pending.as_ref().map(|p| (p.id, p.game))?;
        let reply = match ttakji_protocol::Reply::decode(&data) {
            Ok(r) if r.id != id => return None, // A stale answer: the game has moved on.
            Ok(r) => Reply::read(game, r),
            Err(e) => Reply::error(id, e),
        };
        let p = c.pending.take()?;
        if let Some(t) = p.timer {
            t.clear();
        }
        Some((p.on_reply, reply))
    });
    // Called outside the borrow: the callback may well ask again.
    if let Some((f, reply)) = deliver {
        f(reply);
    }
}

fn on_failure(generation: u64) {
    let current =
        CLIENT.with(|c| c.borrow().running.as_ref().map(|r| r.generation) == Some(generation));
    if current {
        restart();
    }
}

fn on_timeout(id: u64) {
    let current = CLIENT.with(|c| c.borrow().pending.as_ref().map(|p| p.id) == Some(id));
    if current {
        restart();
    }
}

/// Replaces the worker and asks again; after too many attempts the request fails.
fn restart() {
    let (notify, give_up) = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if let Some(r) = c.running.take() {
            r.worker.terminate();
        }
        let mut give_up = None;
        let mut asking = false;
        if let Some(p) = c.pending.as_mut() {
            p.attempts += 1;
            p.sent = false;
            if p.attempts > MAX_ATTEMPTS {
                give_up = c.pending.take().map(|p| (p.on_reply, p.id));
            } else {
                asking = true;
            }
        }
        // A new worker only for a request: a worker that cannot even load (say, offline
        // before the app was cached) must not be restarted in a loop while idle.
        if asking {
            start(&mut c);
            arm_timer(&mut c);
        }
        (if asking { c.on_restart.clone() } else { None }, give_up)
    });
    if let Some(f) = notify {
        f();
    }
    if let Some((f, id)) = give_up {
        f(Reply::error(id, "the computer player failed to start"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(game: GameId, answer: Answer) -> Reply {
        Reply::read(game, ttakji_protocol::Reply { id: 3, answer })
    }

    fn mv(text: &str) -> Answer {
        Answer::Move {
            mv: text.into(),
            score: 12,
            depth: 2,
            nodes: 9,
        }
    }

    #[test]
    fn answers_read_as_moves_and_backgammon_decisions() {
        let r = read(GameId::Tigadi, mv("pass"));
        assert_eq!(
            (r.id, r.mv.as_deref(), r.score),
            (3, Some("pass"), Some(12))
        );
        assert_eq!((r.decision, r.resign, r.error), (None, None, None));
        assert_eq!(read(GameId::Makruk, mv("e3e4")).mv.as_deref(), Some("e3e4"));
        let bg = |text: &str| {
            let r = read(GameId::Backgammon, mv(text));
            (r.decision, r.resign)
        };
        assert_eq!(bg("double"), (Some(true), None));
        assert_eq!(bg("31"), (Some(false), None));
        assert_eq!(bg("66"), (Some(false), None));
        assert_eq!(bg("resign 2"), (Some(false), Some(2)));
        assert_eq!(bg("take"), (Some(true), None));
        assert_eq!(bg("drop"), (Some(false), None));
        assert_eq!(bg("accept"), (Some(true), None));
        assert_eq!(bg("reject"), (Some(false), None));
        assert_eq!(bg("24/18 13/11"), (None, None));
        let play = read(GameId::Backgammon, mv("24/18 13/11"));
        assert_eq!(play.mv.as_deref(), Some("24/18 13/11"));
        assert_eq!(read(GameId::Backgammon, mv("pass")).mv.as_deref(), Some(""));
    }

    #[test]
    fn hints_and_errors() {
        let r = read(
            GameId::ChineseCheckers,
            Answer::Hint {
                moves: vec![("1-2".into(), 40), ("3-4".into(), 8)],
                cube: None,
            },
        );
        assert_eq!((r.mv.as_deref(), r.score), (Some("1-2"), Some(40)));
        assert_eq!(r.ranked, vec![("1-2".into(), 40), ("3-4".into(), 8)]);
        // Backgammon's hint reads its first move as a decision, as a move answer is read.
        let r = read(
            GameId::Backgammon,
            Answer::Hint {
                moves: vec![("double".into(), 300), ("31".into(), 250)],
                cube: None,
            },
        );
        assert_eq!((r.decision, r.ranked.len()), (Some(true), 2));
        let r = read(
            GameId::Makruk,
            Answer::Review {
                ply: 4,
                review: None,
            },
        );
        assert_eq!((r.review, r.error), (Some((4, None)), None));
        let r = read(
            GameId::Makruk,
            Answer::Hint {
                moves: vec![],
                cube: None,
            },
        );
        assert!(r.error.is_some() && r.mv.is_none());
        let r = read(
            GameId::Backgammon,
            Answer::Error {
                message: "no".into(),
            },
        );
        assert_eq!(
            (r.mv, r.error.as_deref(), r.decision),
            (None, Some("no"), None)
        );
    }
}
