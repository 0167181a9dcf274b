//! The computer player, run in a Web Worker so that the page never searches: it fetches the
//! backgammon net (`bg-net.bin`, a file of its own), posts `"ready"`, then answers each
//! request (JSON text) with a reply (JSON text) through [`ttakji_worker::answer`]. Natively
//! this binary does nothing (the dispatcher's tests are the library's).

/// The backgammon net, fetched apart from the code (it is cached and updated on its own).
#[cfg(target_arch = "wasm32")]
const NET_URL: &str = "./bg-net.bin";

/// Fetches the backgammon net and installs it, then answers requests; without the net only
/// backgammon fails (its requests make the worker panic, naming the file).
#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, Response};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    settle(&scope.fetch_with_str(NET_URL), |response| {
        let response: Response = response.unchecked_into();
        match response.array_buffer() {
            Ok(bytes) if response.ok() => settle(&bytes, install),
            _ => without_net(&format!("HTTP {}", response.status()).into()),
        }
    });
}

/// Calls `then` with the promise's value, or goes on without the net.
#[cfg(target_arch = "wasm32")]
fn settle(promise: &js_sys::Promise, then: impl FnOnce(wasm_bindgen::JsValue) + 'static) {
    use wasm_bindgen::prelude::*;
    let ok = Closure::once(then);
    let failed = Closure::once(|error: JsValue| without_net(&error));
    let _ = promise.then2(&ok, &failed);
    // Each runs at most once, while the worker lives.
    ok.forget();
    failed.forget();
}

#[cfg(target_arch = "wasm32")]
fn install(bytes: wasm_bindgen::JsValue) {
    let bytes = js_sys::Uint8Array::new(&bytes).to_vec();
    if let Err(e) = ttakji_engine::backgammon::ai::Evaluator::install(&bytes) {
        web_sys::console::error_1(&e.into());
    }
    listen();
}

#[cfg(target_arch = "wasm32")]
fn without_net(error: &wasm_bindgen::JsValue) {
    let what = format!("{NET_URL} could not be fetched:");
    web_sys::console::error_2(&what.into(), error);
    listen();
}

/// Answers each request, and says `"ready"`.
#[cfg(target_arch = "wasm32")]
fn listen() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

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
