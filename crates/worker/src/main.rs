//! The computer player, run in a Web Worker so that the page never searches: it posts
//! `"ready"`, then answers each request (JSON text) with a reply (JSON text) through
//! [`ttakji_worker::answer`]. Natively this binary does nothing (the dispatcher's tests are
//! the library's).

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |ev: MessageEvent| {
        let done = match ev.data().as_string() {
            Some(text) => ttakji_worker::answer(&text, &js_sys::Date::now),
            None => ttakji_worker::Answered::not_text(),
        };
        let _ = reply_scope.post_message(&JsValue::from_str(&done.reply));
        // With the reply on its way, build what the game needs later.
        ttakji_worker::prepare(done.game);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(ttakji_protocol::READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker runs in a browser (trunk build); its tests: cargo test -p ttakji-worker");
}
