//! Messages shown above the page until dismissed (a restarted computer player, a save that
//! could not be read, a failed computer move, a part of the app that could not be fetched).

use super::ctx;
use crate::kit::i18n::{self, Lang};
use crate::kit::modal::copy_text;
use crate::kit::storage::Unreadable;
use leptos::prelude::*;

/// Messages shown above the page until dismissed; worded at display time so that they
/// follow the language switch.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    WorkerRestarted,
    /// A saved game that could not be read (kept aside; its text can be copied out).
    UnreadableSave(Unreadable),
    ComputerFailed(String),
    /// A game's saved analysis that could not be read (dropped; the game loads).
    AnalysisDropped(String),
    /// The game library's database could not be opened (why): games wait in localStorage.
    LibraryClosed(String),
    /// Records of the library that could not be read (how many; they are kept).
    LibraryUnreadable(usize),
    /// A game that could not be written in its exchange format (why).
    ExportFailed(String),
    /// A part of the page's wasm (a screen's code) could not be fetched; its loader waits
    /// for "Try again" or "Close", which both try again ([`PART_FAILED`], [`PART_RETRY`]).
    PartFailed,
}

/// The event the loader of the page's split wasm dispatches on `window` when a part fails to
/// load (`crates/split` adds it to the loader), and the one it waits for to try again.
pub const PART_FAILED: &str = "ttakji-part-failed";
pub const PART_RETRY: &str = "ttakji-part-retry";

/// Tells the loader of the page's split wasm to fetch the parts that failed again.
fn retry_parts() {
    if let Ok(event) = web_sys::Event::new(PART_RETRY) {
        let _ = window().dispatch_event(&event);
    }
}

impl Notice {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::WorkerRestarted => i18n::WORKER_RESTARTED.t(lang).to_string(),
            Notice::UnreadableSave(u) => {
                let mut text = i18n::corrupt_save(lang, &u.reason);
                if let Some(key) = &u.kept_as {
                    text.push(' ');
                    text.push_str(&i18n::kept_aside(lang, key));
                }
                text
            }
            Notice::ComputerFailed(d) => i18n::computer_failed(lang, d),
            Notice::AnalysisDropped(reason) => i18n::analysis_dropped(lang, reason),
            Notice::LibraryClosed(why) => i18n::library_closed(lang, why),
            Notice::LibraryUnreadable(n) => i18n::library_unreadable(lang, *n),
            Notice::ExportFailed(why) => i18n::export_failed(lang, why),
            Notice::PartFailed => i18n::PART_FAILED.t(lang).to_string(),
        }
    }
}

#[component]
pub fn Notices() -> impl IntoView {
    let ctx = ctx();
    view! {
        <div class="notices">
            <For
                each=move || ctx.notices.get()
                key=|(id, _)| *id
                children=move |(id, notice)| {
                    let copy_out = match &notice {
                        Notice::UnreadableSave(u) => Some(copy_out(u.text.clone())),
                        _ => None,
                    };
                    // A failed part's loader waits for a retry: closing its notice
                    // sends one too, so that nothing waits unseen (it fails again
                    // with the notice back, or loads).
                    let part_failed = notice == Notice::PartFailed;
                    let try_again = part_failed
                        .then(|| {
                            view! {
                                <button
                                    class="button small primary"
                                    on:click=move |_| {
                                        ctx.dismiss(id);
                                        retry_parts();
                                    }
                                >
                                    {move || i18n::TRY_AGAIN.t(ctx.lang())}
                                </button>
                            }
                        });
                    view! {
                        <div class="notice" role="alert">
                            <div class="notice-body">
                                <p>{move || notice.text(ctx.lang())}</p>
                                {copy_out}
                            </div>
                            {try_again}
                            <button
                                class="button small"
                                on:click=move |_| {
                                    ctx.dismiss(id);
                                    if part_failed {
                                        retry_parts();
                                    }
                                }
                            >
                                {move || i18n::CLOSE.t(ctx.lang())}
                            </button>
                        </div>
                    }
                }
            />
        </div>
    }
}

/// The way to copy an unreadable save out: to the clipboard, or (where the browser refuses)
/// shown in a selected text area to copy by hand.
fn copy_out(text: String) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let copied = RwSignal::new(None::<bool>);
    let area = NodeRef::<leptos::html::Textarea>::new();
    let shown = text.clone();
    let copy = move || {
        copy_text(&text, move |ok| {
            copied.set(Some(ok));
            if !ok {
                // Once the text area is shown, its text is selected for copying by hand.
                request_animation_frame(move || {
                    if let Some(el) = area.get_untracked() {
                        let _ = el.focus();
                        el.select();
                    }
                });
            }
        })
    };
    view! {
        <div class="notice-copy">
            <button class="button small" on:click=move |_| copy()>
                {move || i18n::COPY_UNREADABLE.t(lang())}
            </button>
            <span class="copy-state" role="status">
                {move || copied.get().map(|ok| if ok { i18n::COPIED.t(lang()) } else { i18n::COPY_BY_HAND.t(lang()) })}
            </span>
            <Show when=move || copied.get() == Some(false)>
                <textarea
                    class="fen"
                    rows="4"
                    readonly
                    spellcheck="false"
                    aria-label=move || i18n::UNREADABLE_TEXT.t(lang())
                    node_ref=area
                    prop:value=shown.clone()
                ></textarea>
            </Show>
        </div>
    }
}
