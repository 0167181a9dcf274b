//! Dialogs' shared parts: the modal frame (focus in, in a task of its own; Tab kept inside,
//! Escape, focus back or to the board after a new game's Start, its body scrolling above a
//! row of buttons that stays in view), radio groups, the new-game dialog's heading and
//! buttons, and copying text out (clipboard, or selecting the text for copying by hand).

use crate::kit::board_key;
use crate::kit::i18n::{self, game_name, Tr};
use crate::shell::ctx;
use leptos::prelude::*;
use ttakji_engine::GameId;

/// A modal dialog: labelled by its heading, focus moved into it, Escape runs `on_escape`.
/// Its `children` scroll when the window is too short for them; its `actions`, the row of
/// buttons under them, stay in view.
#[component]
pub(crate) fn Modal(
    label_id: &'static str,
    #[prop(optional)] alert: bool,
    #[prop(optional, into)] on_escape: Option<Callback<()>>,
    #[prop(optional)] actions: Vec<Act>,
    children: Children,
) -> impl IntoView {
    let panel = NodeRef::<leptos::html::Div>::new();
    // When the dialog closes and the focus has not been put anywhere else meanwhile, it goes
    // to the board after a button that starts a game, else back to the control that opened
    // the dialog, if it still exists.
    let body = document().body();
    let opener = StoredValue::new_local(
        document()
            .active_element()
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
            .filter(|e| Some(e) != body.as_ref()),
    );
    let then = StoredValue::new(Then::Opener);
    on_cleanup(move || {
        let to_board = then.try_get_value() == Some(Then::Board);
        let opener = opener.try_get_value().flatten();
        request_animation_frame(move || {
            let doc = document();
            let lost = match doc.active_element() {
                None => true,
                Some(active) => doc.body().is_some_and(|b| *b == active) || !active.is_connected(),
            };
            if !lost || (to_board && board_key::focus_entry()) {
                return;
            }
            if let Some(el) = opener.filter(|el| el.is_connected()) {
                let _ = el.focus();
            }
        });
    });
    Effect::new(move |_| {
        if let Some(el) = panel.get() {
            // The first control (or the first checked radio) gets the focus, in a timer task
            // of its own: focusing lays the page out, and in the task that built the dialog
            // (a game's whole screen when it opens) that made one long task of both.
            set_timeout(
                move || {
                    if !el.is_connected() {
                        return;
                    }
                    let target = el
                        .query_selector("input:checked, button:not([disabled])")
                        .ok()
                        .flatten()
                        .and_then(|e| {
                            wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok()
                        });
                    if let Some(t) = target {
                        let _ = t.focus();
                    }
                },
                std::time::Duration::ZERO,
            );
        }
    });
    view! {
        <div
            class="overlay"
            on:keydown=move |ev: web_sys::KeyboardEvent| {
                if ev.key() == "Tab" {
                    if let Some(el) = panel.get_untracked() {
                        trap_tab(&el, &ev);
                    }
                }
                if ev.key() == "Escape" {
                    if let Some(f) = on_escape {
                        ev.stop_propagation();
                        then.set_value(Then::Opener);
                        f.run(());
                    }
                }
            }
        >
            <div
                class="dialog"
                role=if alert { "alertdialog" } else { "dialog" }
                aria-modal="true"
                aria-labelledby=label_id
                node_ref=panel
            >
                <div class="dialog-body">{children()}</div>
                {(!actions.is_empty())
                    .then(|| {
                        view! {
                            <div class="dialog-actions dialog-foot">
                                {actions.into_iter().map(|a| a.button(then)).collect_view()}
                            </div>
                        }
                    })}
            </div>
        </div>
    }
}

/// Keeps Tab and Shift+Tab inside the dialog, cycling from the last control to the first.
fn trap_tab(panel: &web_sys::HtmlDivElement, ev: &web_sys::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let Ok(list) = panel.query_selector_all(
        "button:not([disabled]), input:checked, input:not([type=radio]), textarea",
    ) else {
        return;
    };
    let items: Vec<web_sys::HtmlElement> = (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect();
    let (Some(first), Some(last)) = (items.first(), items.last()) else {
        return;
    };
    let active = document().active_element();
    let is = |e: &web_sys::HtmlElement| active.as_ref().is_some_and(|a| *a == **e);
    let target = if ev.shift_key() && is(first) {
        last
    } else if !ev.shift_key() && is(last) {
        first
    } else {
        return;
    };
    ev.prevent_default();
    let _ = target.focus();
}

/// A radio's words, in the language of the moment.
pub(crate) type Label = Box<dyn Fn() -> String + Send + Sync>;

/// The words of a fixed string, for a radio.
pub(crate) fn label(t: Tr) -> Label {
    let ctx = ctx();
    Box::new(move || t.t(ctx.lang()).to_string())
}

/// A group of radio buttons whose legend and options are fixed words.
pub(crate) fn word_radios<T: Copy + PartialEq + Send + Sync + 'static>(
    name: &'static str,
    legend: Tr,
    value: RwSignal<T>,
    options: impl IntoIterator<Item = (T, Tr)>,
) -> impl IntoView {
    let options = options.into_iter().map(|(v, w)| (v, label(w))).collect();
    radios(name, label(legend), value, options)
}

/// A group of radio buttons.
pub(crate) fn radios<T: Copy + PartialEq + Send + Sync + 'static>(
    name: &'static str,
    legend: impl Fn() -> String + Send + Sync + 'static,
    value: RwSignal<T>,
    options: Vec<(T, Box<dyn Fn() -> String + Send + Sync>)>,
) -> impl IntoView {
    view! {
        <fieldset class="choice">
            <legend>{legend}</legend>
            {options
                .into_iter()
                .map(|(v, text)| {
                    view! {
                        <label class="radio">
                            <input
                                type="radio"
                                name=name
                                prop:checked=move || value.get() == v
                                on:change=move |_| value.set(v)
                            />
                            <span>{text}</span>
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}

/// The heading of a game's new-game dialog ("New game: Makruk"), which labels the dialog.
pub(crate) fn new_game_heading(id: GameId) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    view! {
        <h2 id="newgame-title">
            {move || i18n::NEW_GAME.t(lang())}
            ": "
            {move || game_name(id).t(lang())}
        </h2>
    }
}

/// Where the focus goes when a dialog closes through one of its buttons.
#[derive(Clone, Copy, PartialEq)]
enum Then {
    /// Back to the control that opened the dialog.
    Opener,
    /// To the board's keyboard entry point (a new game has started).
    Board,
}

/// One button of a dialog's row: its look, its words, what it does and where the focus
/// goes after it.
pub(crate) struct Act {
    class: &'static str,
    label: Tr,
    on: Callback<()>,
    then: Then,
}

impl Act {
    /// The main choice.
    pub(crate) fn primary(label: Tr, on: impl Fn() + Send + Sync + 'static) -> Act {
        Act::with("button primary", label, on)
    }

    /// A choice that loses something (resigning).
    pub(crate) fn danger(label: Tr, on: impl Fn() + Send + Sync + 'static) -> Act {
        Act::with("button danger", label, on)
    }

    /// Any other choice (cancel, close, decline).
    pub(crate) fn plain(label: Tr, on: impl Fn() + Send + Sync + 'static) -> Act {
        Act::with("button", label, on)
    }

    fn with(class: &'static str, label: Tr, on: impl Fn() + Send + Sync + 'static) -> Act {
        Act {
            class,
            label,
            on: Callback::new(move |_| on()),
            then: Then::Opener,
        }
    }

    /// The button starts a game: when it closes the dialog, the focus goes to the board.
    pub(crate) fn then_board(self) -> Act {
        Act {
            then: Then::Board,
            ..self
        }
    }

    /// The button; clicked, it tells `dialog` (its Modal) where the focus goes next.
    fn button(self, dialog: StoredValue<Then>) -> impl IntoView {
        let ctx = ctx();
        let Act {
            class,
            label,
            on,
            then,
        } = self;
        let click = move |_| {
            dialog.set_value(then);
            on.run(())
        };
        view! {
            <button class=class on:click=click>
                {move || label.t(ctx.lang())}
            </button>
        }
    }
}

/// The new-game dialog's buttons: Start (then the focus goes to the board) and Cancel.
pub(crate) fn start_cancel(
    start: impl Fn() + Send + Sync + 'static,
    cancel: impl Fn() + Send + Sync + 'static,
) -> Vec<Act> {
    vec![
        Act::primary(i18n::START, start).then_board(),
        Act::plain(i18n::CANCEL, cancel),
    ]
}

/// A copy button with its outcome beside it; where the browser refuses the clipboard,
/// `select` selects the text for copying by hand.
pub(crate) fn copy_row(
    text: String,
    small: bool,
    select: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let copied = RwSignal::new(None::<bool>);
    let copy = move || {
        copy_text(&text, move |ok| {
            if !ok {
                select();
            }
            copied.set(Some(ok));
        });
    };
    view! {
        <div class="dialog-actions start">
            <button class=if small { "button small" } else { "button" } on:click=move |_| copy()>
                {move || i18n::COPY.t(lang())}
            </button>
            <span class="copy-state" role="status">
                {move || copied.get().map(|ok| if ok { i18n::COPIED.t(lang()) } else { i18n::COPY_BY_HAND.t(lang()) })}
            </span>
        </div>
    }
}

/// A read-only one-line field with a copy button under it.
pub(crate) fn copy_field(label: Tr, value: String, small: bool) -> impl IntoView {
    let ctx = ctx();
    let field = NodeRef::<leptos::html::Input>::new();
    let text = value.clone();
    let select = move || {
        if let Some(el) = field.get_untracked() {
            el.select();
        }
    };
    view! {
        <label class="field">
            <span>{move || label.t(ctx.lang())}</span>
            <input type="text" readonly value=value node_ref=field class="fen" spellcheck="false" />
        </label>
        {copy_row(text, small, select)}
    }
}

/// What a dialog's entry field takes.
#[derive(Clone, Copy)]
pub(crate) enum Entry {
    /// One line of code-like text (a Position ID).
    Line,
    /// A number.
    Number,
    /// Several lines of code-like text (a FEN), this many shown.
    Lines(u32),
}

/// A labelled entry field bound to `value`; `edited` runs on every change (to clear an
/// error shown for the old text).
pub(crate) fn entry_field(
    label: Tr,
    value: RwSignal<String>,
    entry: Entry,
    edited: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = ctx();
    let on_input = move |ev: leptos::ev::Event| {
        value.set(event_target_value(&ev));
        edited();
    };
    let field = match entry {
        Entry::Lines(rows) => view! {
            <textarea class="fen" rows=rows spellcheck="false" prop:value=move || value.get() on:input=on_input></textarea>
        }
        .into_any(),
        Entry::Line => view! {
            <input type="text" spellcheck="false" class="fen" prop:value=move || value.get() on:input=on_input />
        }
        .into_any(),
        Entry::Number => view! {
            <input type="text" inputmode="numeric" spellcheck="false" prop:value=move || value.get() on:input=on_input />
        }
        .into_any(),
    };
    view! {
        <label class="field">
            <span>{move || label.t(ctx.lang())}</span>
            {field}
        </label>
    }
}

/// The error under a form, while there is one.
pub(crate) fn form_error(
    error: impl Fn() -> Option<String> + Send + Sync + 'static,
) -> impl IntoView {
    move || error().map(|e| view! { <p class="form-error" role="alert">{e}</p> })
}

/// Puts text on the clipboard where the browser allows it, then tells `done` whether it did.
pub(crate) fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    let get = |target: &JsValue, name: &str| {
        js_sys::Reflect::get(target, &name.into())
            .ok()
            .filter(|v| !v.is_undefined() && !v.is_null())
    };
    let function = |v: Option<JsValue>| v.and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let done = Rc::new(RefCell::new(Some(done)));
    let finish = {
        let done = done.clone();
        move |ok: bool| {
            if let Some(f) = done.borrow_mut().take() {
                f(ok);
            }
        }
    };
    let Some(clipboard) = get(&window().navigator(), "clipboard") else {
        return finish(false);
    };
    let promise = function(get(&clipboard, "writeText"))
        .and_then(|write| write.call1(&clipboard, &text.into()).ok());
    let Some((promise, then)) = promise.and_then(|p| function(get(&p, "then")).map(|t| (p, t)))
    else {
        return finish(false);
    };
    let resolved = {
        let finish = finish.clone();
        Closure::once_into_js(move |_: JsValue| finish(true))
    };
    let rejected = Closure::once_into_js(move |_: JsValue| finish(false));
    if then.call2(&promise, &resolved, &rejected).is_err() {
        if let Some(f) = done.borrow_mut().take() {
            f(false);
        }
    }
}
