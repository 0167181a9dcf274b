//! The game screen's dialogs: new game, resign, draw offer and result.

use super::game::{Dialog, GameCtl};
use super::player_name;
use crate::i18n::{self, game_name, level_name, Lang, Tr};
use crate::session::{Mode, Setup};
use leptos::prelude::*;
use ttakji_engine::morris::MorrisKind;
use ttakji_engine::{Level, Outcome, Side};

/// A modal dialog: labelled by its heading, focus moved into it, Escape runs `on_escape`.
#[component]
fn Modal(
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
    let Ok(list) = panel.query_selector_all("button:not([disabled]), input:checked") else {
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
fn radios<T: Copy + PartialEq + Send + Sync + 'static>(
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
    let variant = ctl.session.with_untracked(|s| s.variant());
    let name = move |side: Side| player_name(variant, side, lang());
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
        let flying = kind == MorrisKind::NineMensMorris && flying.get_untracked();
        ctl.new_game(Setup { kind, flying, mode });
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
            {(kind == MorrisKind::NineMensMorris)
                .then(|| {
                    radios(
                        "flying",
                        tr(i18n::FLYING_SETTING),
                        flying,
                        vec![(true, Box::new(tr(i18n::FLYING_ON))), (false, Box::new(tr(i18n::FLYING_OFF)))],
                    )
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
            i18n::resign_who(lang(), player_name(s.variant(), side, lang()))
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
    let name = move |side: Side| ctl.session.with(|s| player_name(s.variant(), side, lang()));
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
        let v = s.variant();
        let limit = v.quiet_move_limit;
        match s.outcome() {
            Outcome::Win { winner, reason } => {
                let title = match s.human() {
                    Some(h) if h == winner => i18n::YOU_WIN.t(lang).to_string(),
                    Some(_) => i18n::COMPUTER_WINS.t(lang).to_string(),
                    None => i18n::wins(lang, player_name(v, winner, lang)),
                };
                (
                    title,
                    i18n::reason(lang, reason, player_name(v, winner.other(), lang), limit),
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
