//! The page's side of the computer player: starts the Web Worker, waits for its `"ready"`,
//! sends one request at a time with an id, drops answers that are no longer wanted, and
//! replaces a worker that dies or stops answering, asking again so that nothing is lost.

use crate::protocol::{Reply, Request, READY};
use leptos::prelude::{
    set_timeout_with_handle, Effect, GetValue, RwSignal, Set, SetValue, StoredValue, TimeoutHandle,
};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Worker};

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
    json: String,
    timeout_ms: f64,
    on_reply: ReplyFn,
    timer: Option<TimeoutHandle>,
    attempts: u32,
    sent: bool,
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
        let json = serde_json::to_string(&req).unwrap_or_default();
        c.pending = Some(Pending {
            id,
            json,
            timeout_ms: budget_ms + GRACE_MS,
            on_reply: Rc::new(on_reply),
            timer: None,
            attempts: 1,
            sent: false,
        });
        arm_timer(&mut c);
        if c.running.is_none() {
            start(&mut c);
        }
        send_if_ready(&mut c);
        id
    })
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
        let reply: Reply = match serde_json::from_str(&data) {
            Ok(r) => r,
            Err(e) => Reply::error(
                c.pending.as_ref().map_or(0, |p| p.id),
                format!("bad reply: {e}"),
            ),
        };
        if c.pending.as_ref().map(|p| p.id) != Some(reply.id) {
            return None; // A stale answer: the game has moved on.
        }
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
