//! The game screen's dialogs: new game, resign, draw offer, result and (Makruk) the position
//! as FEN.

use super::player_name;
use crate::kit::duel::screen::{Dialog, GameCtl};
use crate::kit::duel::session::{Mode, Play, Setup};
use crate::kit::i18n::{self, game_name, level_name, Lang, Tr};
use leptos::prelude::*;
use ttakji_engine::makruk::{MakrukGame, Position};
use ttakji_engine::{Level, Outcome, Side};

/// A modal dialog: labelled by its heading, focus moved into it, Escape runs `on_escape`.
#[component]
pub(crate) fn Modal(
    label_id: &'static str,
    #[prop(optional)] alert: bool,
    #[prop(optional, into)] on_escape: Option<Callback<()>>,
    children: Children,
) -> impl IntoView {
    let panel = NodeRef::<leptos::html::Div>::new();
    // Focus goes back to the control that opened the dialog, if it still exists and the
    // focus has not been put anywhere else meanwhile.
    let body = document().body();
    let opener = StoredValue::new_local(
        document()
            .active_element()
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
            .filter(|e| Some(e) != body.as_ref()),
    );
    on_cleanup(move || {
        if let Some(Some(el)) = opener.try_get_value() {
            request_animation_frame(move || {
                let doc = document();
                let lost = match doc.active_element() {
                    None => true,
                    Some(active) => {
                        doc.body().is_some_and(|b| *b == active) || !active.is_connected()
                    }
                };
                if lost && el.is_connected() {
                    let _ = el.focus();
                }
            });
        }
    });
    Effect::new(move |_| {
        if let Some(el) = panel.get() {
            // The first control (or the first checked radio) gets the focus.
            let target = el
                .query_selector("input:checked, button:not([disabled])")
                .ok()
                .flatten()
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
            if let Some(t) = target {
                let _ = t.focus();
            }
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
                {children()}
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

#[component]
pub fn NewGameDialog(ctl: GameCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let current = ctl.session.with_untracked(|s| s.setup);
    let kind = ctl.kind;
    let (level0, human0) = match current.mode {
        Mode::Computer { level, human } => (level, human),
        Mode::PassAndPlay => (Level::Easy, Side::First),
    };
    let computer = RwSignal::new(matches!(current.mode, Mode::Computer { .. }));
    let level = RwSignal::new(level0);
    let human = RwSignal::new(human0);
    let flying = RwSignal::new(current.flying);
    let clock = RwSignal::new(current.clock);
    let name = move |side: Side| player_name(kind, side, lang());
    let tr = move |t: Tr| move || t.t(lang()).to_string();

    let start = move || {
        let mode = if computer.get_untracked() {
            Mode::Computer {
                level: level.get_untracked(),
                human: human.get_untracked(),
            }
        } else {
            Mode::PassAndPlay
        };
        ctl.new_game(Setup {
            kind,
            flying: flying.get_untracked(),
            mode,
            clock: clock.get_untracked(),
        });
    };
    let close = move || ctl.dialog.set(None);

    view! {
        <Modal label_id="newgame-title" on_escape=Callback::new(move |_| close())>
            <h2 id="newgame-title">
                {move || i18n::NEW_GAME.t(lang())}
                ": "
                {move || game_name(kind.game()).t(lang())}
            </h2>
            {radios(
                "opponent",
                tr(i18n::OPPONENT),
                computer,
                vec![(true, Box::new(tr(i18n::VS_COMPUTER))), (false, Box::new(tr(i18n::PASS_AND_PLAY)))],
            )}
            <Show when=move || computer.get()>
                {radios(
                    "level",
                    tr(i18n::LEVEL),
                    level,
                    Level::ALL
                        .into_iter()
                        .map(|l| (l, Box::new(tr(level_name(l))) as Box<dyn Fn() -> String + Send + Sync>))
                        .collect(),
                )}
                {radios(
                    "side",
                    tr(i18n::YOU_PLAY),
                    human,
                    vec![
                        (Side::First, Box::new(move || i18n::play_first(lang(), name(Side::First)))),
                        (Side::Second, Box::new(move || i18n::play_second(lang(), name(Side::Second)))),
                    ],
                )}
            </Show>
            {kind
                .has_flying()
                .then(|| {
                    radios(
                        "flying",
                        tr(i18n::FLYING_SETTING),
                        flying,
                        vec![(true, Box::new(tr(i18n::FLYING_ON))), (false, Box::new(tr(i18n::FLYING_OFF)))],
                    )
                })}
            {kind
                .has_clock()
                .then(|| {
                    view! {
                        <Show when=move || !computer.get()>
                            {radios(
                                "clock",
                                tr(i18n::CLOCK_SETTING),
                                clock,
                                vec![(false, Box::new(tr(i18n::CLOCK_OFF))), (true, Box::new(tr(i18n::CLOCK_ON)))],
                            )}
                        </Show>
                    }
                })}
            <div class="dialog-actions">
                <button class="button primary" on:click=move |_| start()>
                    {move || i18n::START.t(lang())}
                </button>
                <button class="button" on:click=move |_| close()>
                    {move || i18n::CANCEL.t(lang())}
                </button>
            </div>
        </Modal>
    }
}

#[component]
pub fn ResignDialog(ctl: GameCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let who = move || {
        ctl.session.with(|s| {
            let side = s.human().unwrap_or_else(|| s.to_move());
            i18n::resign_who(lang(), player_name(s.kind(), side, lang()))
        })
    };
    let close = move || ctl.dialog.set(None);
    view! {
        <Modal label_id="resign-title" alert=true on_escape=Callback::new(move |_| close())>
            <h2 id="resign-title">{move || i18n::RESIGN_CONFIRM.t(lang())}</h2>
            <p>{who}</p>
            <div class="dialog-actions">
                <button class="button" on:click=move |_| close()>
                    {move || i18n::CANCEL.t(lang())}
                </button>
                <button class="button danger" on:click=move |_| ctl.resign()>
                    {move || i18n::RESIGN.t(lang())}
                </button>
            </div>
        </Modal>
    }
}

#[component]
pub fn DrawOfferDialog(ctl: GameCtl, offerer: Side) -> impl IntoView {
    let lang = move || ctl.lang();
    let name = move |side: Side| player_name(ctl.kind, side, lang());
    view! {
        <Modal label_id="draw-title" alert=true>
            <h2 id="draw-title">{move || i18n::draw_offer_title(lang(), name(offerer))}</h2>
            <p>{move || i18n::draw_offer_question(lang(), name(offerer.other()))}</p>
            <div class="dialog-actions">
                <button class="button primary" on:click=move |_| ctl.answer_draw(true)>
                    {move || i18n::ACCEPT_DRAW.t(lang())}
                </button>
                <button class="button" on:click=move |_| ctl.answer_draw(false)>
                    {move || i18n::DECLINE_DRAW.t(lang())}
                </button>
            </div>
        </Modal>
    }
}

/// The title and reason of a finished game, in words.
fn result_words(ctl: &GameCtl, lang: Lang) -> (String, String) {
    ctl.session.with(|s| {
        let k = s.kind();
        let limit = s
            .game
            .morris()
            .map_or(0, |g| g.position().variant().quiet_move_limit);
        match s.outcome() {
            Outcome::Win { winner, reason } => {
                let title = match s.human() {
                    Some(h) if h == winner => i18n::YOU_WIN.t(lang).to_string(),
                    Some(_) => i18n::COMPUTER_WINS.t(lang).to_string(),
                    None => i18n::wins(lang, player_name(k, winner, lang)),
                };
                (
                    title,
                    i18n::reason(lang, reason, player_name(k, winner.other(), lang), limit),
                )
            }
            Outcome::Draw { reason } => (
                i18n::DRAW.t(lang).to_string(),
                i18n::reason(lang, reason, "", limit),
            ),
            Outcome::Ongoing => (String::new(), String::new()),
        }
    })
}

#[component]
pub fn ResultDialog(ctl: GameCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let words = move || result_words(&ctl, lang());
    let close = move || ctl.result_closed.set(true);
    view! {
        <Modal label_id="result-title" on_escape=Callback::new(move |_| close())>
            <h2 id="result-title">{move || words().0}</h2>
            <p class="reason">{move || words().1}</p>
            <div class="dialog-actions">
                <button class="button primary" on:click=move |_| ctl.dialog.set(Some(Dialog::NewGame))>
                    {move || i18n::NEW_GAME.t(lang())}
                </button>
                <button class="button" on:click=move |_| close()>
                    {move || i18n::LOOK_AT_BOARD.t(lang())}
                </button>
            </div>
        </Modal>
    }
}

/// The position as FEN: shown to copy, and a FEN to start a new game from. A FEN the engine
/// refuses gives its error here and changes nothing.
#[component]
pub fn FenDialog(ctl: GameCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let current = ctl.session.with_untracked(|s| {
        s.game
            .makruk()
            .map(|g| g.position().to_fen())
            .unwrap_or_default()
    });
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let copied = RwSignal::new(None::<bool>);
    let field = NodeRef::<leptos::html::Input>::new();
    let shown = current.clone();
    let copy = move || {
        copy_text(&current, move |ok| {
            if !ok {
                if let Some(el) = field.get_untracked() {
                    el.select();
                }
            }
            copied.set(Some(ok));
        });
    };
    let load = move || {
        let fen = text.get_untracked();
        match Position::from_fen(fen.trim()) {
            Ok(pos) => ctl.new_game_from(Play::Makruk(MakrukGame::from_position(pos))),
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    let close = move || ctl.dialog.set(None);
    view! {
        <Modal label_id="fen-title" on_escape=Callback::new(move |_| close())>
            <h2 id="fen-title">{move || i18n::FEN_BUTTON.t(lang())}</h2>
            <label class="field">
                <span>{move || i18n::FEN_THIS.t(lang())}</span>
                <input type="text" readonly value=shown node_ref=field class="fen" spellcheck="false" />
            </label>
            <div class="dialog-actions start">
                <button class="button" on:click=move |_| copy()>
                    {move || i18n::COPY.t(lang())}
                </button>
                <span class="copy-state" role="status">
                    {move || copied.get().map(|ok| if ok { i18n::COPIED.t(lang()) } else { i18n::COPY_BY_HAND.t(lang()) })}
                </span>
            </div>
            <label class="field">
                <span>{move || i18n::FEN_LOAD_LABEL.t(lang())}</span>
                <textarea
                    class="fen"
                    rows="3"
                    spellcheck="false"
                    prop:value=move || text.get()
                    on:input=move |ev| {
                        text.set(event_target_value(&ev));
                        error.set(None);
                    }
                ></textarea>
            </label>
            <p class="muted small">{move || i18n::FEN_LOAD_NOTE.t(lang())}</p>
            {move || {
                error
                    .get()
                    .map(|e| view! { <p class="form-error" role="alert">{move || i18n::fen_error(lang(), &e)}</p> })
            }}
            <div class="dialog-actions">
                <button class="button primary" on:click=move |_| load()>
                    {move || i18n::FEN_LOAD.t(lang())}
                </button>
                <button class="button" on:click=move |_| close()>
                    {move || i18n::CLOSE.t(lang())}
                </button>
            </div>
        </Modal>
    }
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
