//! The controls bar under a game's board and the buttons every game's bar has: new game,
//! take back, redo, show the best move; and the review bar above the board.

use super::controller::{Controller, Review, Undoable};
use crate::kit::i18n::{self, game_name, Lang, Tr};
use crate::shell::ctx;
use leptos::prelude::*;
use ttakji_engine::GameId;

/// The controls bar: a labelled group of buttons.
pub(crate) fn controls_bar(children: impl IntoView + 'static) -> impl IntoView {
    let ctx = ctx();
    view! {
        <div class="controls" role="group" aria-label=move || i18n::GAME_CONTROLS.t(ctx.lang())>
            {children}
        </div>
    }
}

/// A plain button of the bar, disabled while `disabled` says so.
pub(crate) fn control(
    label: Tr,
    disabled: impl Fn() -> bool + Send + Sync + 'static,
    on: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = ctx();
    view! {
        <button class="button" disabled=disabled on:click=move |_| on()>
            {move || label.t(ctx.lang())}
        </button>
    }
}

/// The bar's first button: a new game (its dialog).
pub(crate) fn new_game_button(on: impl Fn() + Send + Sync + 'static) -> impl IntoView {
    let ctx = ctx();
    view! {
        <button class="button primary" on:click=move |_| on()>
            {move || i18n::NEW_GAME.t(ctx.lang())}
        </button>
    }
}

pub(crate) fn take_back_button(ctl: impl Controller) -> impl IntoView {
    jump_button(ctl, false)
}

pub(crate) fn redo_button(ctl: impl Controller) -> impl IntoView {
    jump_button(ctl, true)
}

/// Take back, or (`redo`) redo: enabled while the session can.
fn jump_button(ctl: impl Controller, redo: bool) -> impl IntoView {
    let session = ctl.session();
    let can = move || {
        session.with(|s| {
            if redo {
                s.can_redo()
            } else {
                s.can_take_back()
            }
        })
    };
    let label = if redo { i18n::REDO } else { i18n::TAKE_BACK };
    control(
        label,
        move || !can(),
        move || if redo { ctl.redo() } else { ctl.take_back() },
    )
}

/// Asks the computer for the best move of the player to move.
pub(crate) fn hint_button(
    disabled: impl Fn() -> bool + Send + Sync + 'static,
    on: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    control(i18n::SHOW_BEST_MOVE, disabled, on)
}

/// Which earlier position is shown: the start, or the one after move `n` of `total`.
pub fn review_words(lang: Lang, n: usize, total: usize, mv: &str) -> String {
    if n == 0 {
        i18n::REVIEW_START.t(lang).to_string()
    } else {
        i18n::review_line(lang, n, total, mv)
    }
}

/// The bar that says which earlier position the board shows (`text`, none for the game's
/// own; words, or a view such as Makruk's figurines) with the button back to the game.
pub fn review_bar<V: IntoView + 'static>(
    ctl: impl Review,
    text: impl Fn() -> Option<V> + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = ctx();
    move || {
        text().map(|t| {
            view! {
                <div class="review-bar" role="status">
                    <span>{t}</span>
                    <button class="button small primary" on:click=move |_| ctl.review_to(None)>
                        {move || i18n::BACK_TO_GAME.t(ctx.lang())}
                    </button>
                </div>
            }
        })
    }
}

/// A button that is pressed while `pressed` says so; `class` is its classes.
pub(crate) fn toggle(
    class: &'static str,
    label: impl IntoView + 'static,
    pressed: impl Fn() -> bool + Send + Sync + 'static,
    on: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <button class=class aria-pressed=move || pressed().to_string() on:click=move |_| on()>
            {label}
        </button>
    }
}

/// Turns the board round (pressed while it is).
pub(crate) fn flip_button(flipped: RwSignal<bool>) -> impl IntoView {
    let ctx = ctx();
    toggle(
        "button",
        move || i18n::FLIP_BOARD.t(ctx.lang()),
        move || flipped.get(),
        move || flipped.update(|f| *f = !*f),
    )
}

/// A button of the moment: there while `shown` says so (`class`: its classes).
pub(crate) fn button_while(
    class: &'static str,
    label: Tr,
    shown: impl Fn() -> bool + Send + Sync + 'static,
    on: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = ctx();
    move || {
        shown().then(|| {
            view! {
                <button class=class on:click=move |_| on()>
                    {move || label.t(ctx.lang())}
                </button>
            }
        })
    }
}

/// The move list's frame: its heading, `empty` while no move is played (`count` is 0), else
/// `list`, then `after`. On a phone it is a strip of one line under the board (style only).
/// The move `reviewed` (its button marked `aria-current`) is kept in view, else the newest.
pub(crate) fn move_list(
    count: impl Fn() -> usize + Copy + Send + Sync + 'static,
    reviewed: impl Fn() -> Option<usize> + Send + Sync + 'static,
    empty: Tr,
    list: impl Fn() -> AnyView + Send + Sync + 'static,
    after: impl IntoView + 'static,
) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let scroller = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        count();
        reviewed();
        if let Some(el) = scroller.get() {
            request_animation_frame(move || keep_in_view(&el));
        }
    });
    let played = Memo::new(move |_| count() != 0);
    view! {
        <section class="movelist" aria-labelledby="moves-title">
            <h2 id="moves-title">{move || i18n::MOVES.t(lang())}</h2>
            <div class="moves-scroll" node_ref=scroller>
                {move || {
                    if played.get() {
                        list()
                    } else {
                        view! { <p class="muted">{move || empty.t(lang())}</p> }.into_any()
                    }
                }}
            </div>
            {after}
        </section>
    }
}

/// Scrolls the list's own box (never the page) to its reviewed move, else to its end.
fn keep_in_view(el: &web_sys::HtmlDivElement) {
    let Ok(Some(current)) = el.query_selector("[aria-current]") else {
        el.set_scroll_top(el.scroll_height());
        el.set_scroll_left(el.scroll_width());
        return;
    };
    let (outer, inner) = (
        el.get_bounding_client_rect(),
        current.get_bounding_client_rect(),
    );
    // How far the move lies outside the box, on each axis (0 inside).
    let past = |lo: f64, hi: f64, box_lo: f64, box_hi: f64| {
        if lo < box_lo {
            lo - box_lo
        } else if hi > box_hi {
            (hi - box_hi).min(lo - box_lo)
        } else {
            0.0
        }
    };
    let dy = past(inner.top(), inner.bottom(), outer.top(), outer.bottom());
    let dx = past(inner.left(), inner.right(), outer.left(), outer.right());
    el.set_scroll_top(el.scroll_top() + dy.round() as i32);
    el.set_scroll_left(el.scroll_left() + dx.round() as i32);
}

/// A game screen's heading: the game's name and the way to its rules.
pub(crate) fn game_head(id: GameId) -> impl IntoView {
    let ctx = ctx();
    view! {
        <div class="game-head">
            <h1 id="game-title">{move || game_name(id).t(ctx.lang())}</h1>
            <a class="button small" href=format!("#/rules/{}", id.slug())>
                {move || i18n::RULES.t(ctx.lang())}
            </a>
        </div>
    }
}

/// The parts of a game screen, each game's own.
pub(crate) struct Screen<Board, Below, Side, Moves, Dialogs> {
    pub id: GameId,
    /// The section's classes after `page game`.
    pub class: String,
    /// The board.
    pub board: Board,
    /// What goes with the board (Makruk's counting, Backgammon's turn): under the status on
    /// a phone, above the moves on a wide screen.
    pub below: Below,
    /// The side: review bar, status, controls.
    pub side: Side,
    /// The move list: a column beside the board, a strip under it on a phone.
    pub moves: Moves,
    /// What a screen reader is told after a move.
    pub announce: RwSignal<String>,
    pub dialogs: Dialogs,
}

/// A game screen: its heading, board, side, what goes with the board and the move list, laid
/// out by `style/main.css` to fit the window (board and moves side by side, or on a phone the
/// board, the move strip, the status); the spoken announcements and the dialogs.
pub(crate) fn game_screen(
    s: Screen<
        impl IntoView + 'static,
        impl IntoView + 'static,
        impl IntoView + 'static,
        impl IntoView + 'static,
        impl IntoView + 'static,
    >,
) -> impl IntoView {
    let announce = s.announce;
    view! {
        <section class=format!("page game {}", s.class) aria-labelledby="game-title">
            <div class="game-layout">
                <div class="board-wrap">{s.board}</div>
                <div class="game-side">{game_head(s.id)} {s.side}</div>
                <div class="game-below">{s.below}</div>
                {s.moves}
            </div>
            <p class="sr-only" aria-live="polite" aria-atomic="true">
                {move || announce.get()}
            </p>
            {s.dialogs}
        </section>
    }
}

/// A player's line in a status panel: the swatch of its side (`first`: the first side's),
/// its name and role (you, the computer), and the game's own details; marked while it is
/// to move.
pub(crate) fn player_item(
    first: bool,
    to_move: impl Fn() -> bool + Send + Sync + 'static,
    name: impl Fn() -> String + Send + Sync + 'static,
    role: impl Fn() -> Option<&'static str> + Send + Sync + 'static,
    details: impl IntoView + 'static,
) -> impl IntoView {
    let class = if first {
        "player first"
    } else {
        "player second"
    };
    view! {
        <li class=class class:to-move=to_move>
            <span class="swatch" aria-hidden="true"></span>
            <span class="player-name">
                {name}
                {move || role().map(|r| view! { <span class="role">" (" {r} ")"</span> })}
            </span>
            {details}
        </li>
    }
}
