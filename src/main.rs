//! Ttakji: a game room for traditional board games, as a Leptos single-page app.
//!
//! The rules live in `ttakji_engine`; the computer player runs in a Web Worker
//! (`crates/worker`). This binary holds the views and the page's side of everything.

mod games;
mod kit;
mod shell;
mod worker_client;

fn main() {
    console_error_panic_hook::set_once();
    register_service_worker();
    leptos::mount::mount_to_body(shell::app::App);
    // The static "loading" text of index.html has done its job.
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
}

/// Registers `sw.js`, which keeps the app working offline after the first visit.
fn register_service_worker() {
    let Some(window) = web_sys::window() else {
        return;
    };
    // Absent on plain http other than localhost, and in some private modes.
    let has_sw =
        js_sys::Reflect::has(&window.navigator(), &"serviceWorker".into()).unwrap_or(false);
    if has_sw {
        let _ = window.navigator().service_worker().register("./sw.js");
    }
}
