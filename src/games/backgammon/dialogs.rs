//! Backgammon's dialogs: new game (money or match, opponent, seed), double (take or drop),
//! resigning and answering a resignation, the result, Position ID and Match ID, and the
//! game record.

use super::hint::{self as bg_hint, BgHintList};
use super::screen::{BgCtl, BgDialog};
use crate::games::backgammon::session::{BgSession, BgSetup, How, Phase, LENGTHS};
use crate::games::backgammon::words as t;
use crate::kit::i18n::{self, Lang, Tr};
use crate::kit::modal::{
    copy_field, copy_row, entry_field, form_error, new_game_heading, radios, start_cancel,
    word_radios, Act, Entry, Label, Modal,
};
use crate::kit::opponent::Opponent;
use leptos::prelude::*;
use ttakji_engine::GameId;

/// The new game's dice seed, under "More options" (empty: a random one).
fn seed_field(seed: RwSignal<String>, seed_error: RwSignal<bool>) -> impl IntoView {
    let ctx = crate::shell::ctx();
    let lang = move || ctx.lang();
    view! {
        <details class="legend-box">
            <summary>{move || t::MORE_OPTIONS.t(lang())}</summary>
            {entry_field(t::SEED, seed, Entry::Number, move || seed_error.set(false))}
            {form_error(move || seed_error.get().then(|| t::BAD_SEED.t(lang()).to_string()))}
        </details>
    }
}

#[component]
pub fn BgNewGameDialog(ctl: BgCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let current = ctl.session.with_untracked(|s| s.setup);
    let opponent = Opponent::new(current.mode);
    let is_match = RwSignal::new(current.length > 0);
    let length = RwSignal::new(if current.length > 0 {
        current.length
    } else {
        5
    });
    let jacoby = RwSignal::new(current.jacoby);
    let cube = RwSignal::new(current.cube);
    let seed = RwSignal::new(String::new());
    let seed_error = RwSignal::new(false);
    let tr = move |x: Tr| move || x.t(lang()).to_string();

    let start = move || {
        let text = seed.get_untracked();
        let chosen = if text.trim().is_empty() {
            None
        } else {
            match text.trim().parse::<u64>() {
                Ok(n) => Some(n),
                Err(_) => {
                    seed_error.set(true);
                    return;
                }
            }
        };
        let mode = opponent.mode();
        ctl.new_match(
            BgSetup {
                mode,
                length: if is_match.get_untracked() {
                    length.get_untracked()
                } else {
                    0
                },
                jacoby: jacoby.get_untracked(),
                cube: cube.get_untracked(),
            },
            chosen,
        );
    };
    let close = move || ctl.dialog.set(None);
    let actions = start_cancel(start, close);
    view! {
        <Modal actions=actions label_id="newgame-title" on_escape=Callback::new(move |_| close())>
            {new_game_heading(GameId::Backgammon)}
            {opponent.view(move |side| t::colour(side.index()).t(lang()).to_string())}
            {word_radios("kind", t::GAME_KIND, is_match, [(false, t::MONEY_GAME), (true, t::MATCH_GAME)])}
            <Show when=move || is_match.get()>
                {radios(
                    "length",
                    tr(t::MATCH_TO),
                    length,
                    LENGTHS
                        .into_iter()
                        .map(|n| (n, Box::new(move || t::match_of(lang(), n)) as Label))
                        .collect(),
                )}
            </Show>
            <Show when=move || !is_match.get()>
                {word_radios("cube", t::CUBE_SETTING, cube, [(true, t::ON), (false, t::OFF_WORD)])}
                <Show when=move || cube.get()>
                    {word_radios("jacoby", t::JACOBY, jacoby, [(true, t::ON), (false, t::OFF_WORD)])}
                </Show>
            </Show>
            {seed_field(seed, seed_error)}
        </Modal>
    }
}

/// The person to act offers to resign a single, a gammon or a backgammon (BG-17).
#[component]
pub fn BgResignDialog(ctl: BgCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let points = RwSignal::new(1u8);
    let state = ctl.session.with_untracked(|s| *s.state());
    let option = move |n: u8| {
        (
            n,
            Box::new(move || {
                format!(
                    "{} ({})",
                    t::kind_of_win(n).t(lang()),
                    t::points_now(lang(), state.game_points(n))
                )
            }) as Label,
        )
    };
    let close = move || ctl.dialog.set(None);
    let actions = vec![
        Act::plain(i18n::CANCEL, close),
        Act::danger(t::OFFER, move || ctl.resign(points.get_untracked())),
    ];
    view! {
        <Modal actions=actions label_id="resign-title" alert=true on_escape=Callback::new(move |_| close())>
            <h2 id="resign-title">{move || t::RESIGN_TITLE.t(lang())}</h2>
            {radios("resign", move || t::RESIGN_AS.t(lang()).to_string(), points, vec![option(1), option(2), option(3)])}
        </Modal>
    }
}

/// A double offered to a person: take or drop (BG-15).
#[component]
pub fn DoubleDialog(ctl: BgCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let state = move || ctl.session.with(|s| (s.state().on_roll, s.state().cube));
    let actions = vec![
        Act::primary(t::TAKE, move || ctl.answer_double(true)),
        Act::plain(t::DROP, move || ctl.answer_double(false)),
        Act::plain(i18n::SHOW_BEST_MOVE, move || {
            if bg_hint::can_hint(ctl) {
                bg_hint::ask_hint(ctl)
            }
        }),
    ];
    view! {
        <Modal actions=actions label_id="double-title" alert=true>
            <h2 id="double-title">{move || t::doubles_title(lang(), state().0, state().1 * 2)}</h2>
            <p>{move || t::double_question(lang(), 1 - state().0, state().1)}</p>
            <BgHintList ctl=ctl />
        </Modal>
    }
}

/// A resignation offered to a person: accept or play on (BG-17).
#[component]
pub fn ResignOfferDialog(ctl: BgCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let offer = move || {
        ctl.session.with(|s| match s.phase() {
            Phase::Resigning { by, points } => (by, points, s.state().game_points(points)),
            _ => (0, 1, 1),
        })
    };
    let actions = vec![
        Act::primary(t::ACCEPT, move || ctl.answer_resign(true)),
        Act::plain(t::PLAY_ON, move || ctl.answer_resign(false)),
    ];
    view! {
        <Modal actions=actions label_id="resign-offer-title" alert=true>
            <h2 id="resign-offer-title">
                {move || {
                    let (by, points, total) = offer();
                    t::resign_offer_title(lang(), by, points, total)
                }}
            </h2>
            <p>{move || t::resign_question(lang(), 1 - offer().0)}</p>
        </Modal>
    }
}

/// A finished game in words: who won what, how, and the match's score (or winner).
pub fn result_words(s: &BgSession, l: Lang) -> (String, String, Option<String>) {
    let Phase::Over(end) = s.phase() else {
        return (String::new(), String::new(), None);
    };
    let title = t::game_won(l, end.winner, end.kind, end.points);
    let reason = match end.how {
        How::BorneOff => t::BY_BEARING_OFF.t(l).to_string(),
        How::Dropped => t::by_drop(l, 1 - end.winner),
        How::Resigned => t::by_resign(l, 1 - end.winner),
    };
    let st = s.state();
    let tail = match s.match_winner() {
        Some(w) => Some(t::match_won(l, w, st.score[w], st.score[1 - w])),
        None if st.length > 0 => Some(t::score_line(l, st.length, st.score)),
        None => None,
    };
    (title, reason, tail)
}

/// A finished game: who won what, and the match score; the next game of a match.
#[component]
pub fn BgResultDialog(ctl: BgCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let session = ctl.session;
    let words = move || session.with(|s| result_words(s, lang()));
    let close = move || ctl.result_closed.set(true);
    // The dialog shows one game's end: whether a next game of the match follows is fixed.
    let go_on = if session.with_untracked(|s| s.can_start_next()) {
        Act::primary(t::NEXT_GAME, move || ctl.next_game()).then_board()
    } else {
        Act::primary(i18n::NEW_GAME, move || {
            ctl.dialog.set(Some(BgDialog::NewGame))
        })
    };
    let actions = vec![go_on, Act::plain(i18n::LOOK_AT_BOARD, close).then_board()];
    view! {
        <Modal actions=actions label_id="result-title" on_escape=Callback::new(move |_| close())>
            <h2 id="result-title">{move || words().0}</h2>
            <p class="reason">{move || words().1}</p>
            {move || words().2.map(|m| view! { <p data-testid="result-match">{m}</p> })}
        </Modal>
    }
}

/// The position as a Position ID and a Match ID, and IDs to play on from. IDs the engine
/// refuses give its reason and change nothing.
#[component]
pub fn IdsDialog(ctl: BgCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let (pid, mid) = ctl
        .session
        .with_untracked(|s| (s.game().board().position_id(), s.state().match_id()));
    let pos_in = RwSignal::new(String::new());
    let match_in = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let load = move || {
        // The dice go on from the match's seed (a new game's seed field fixes them).
        let (setup, seed) = ctl.session.with_untracked(|s| (s.setup, s.seed));
        match BgSession::from_ids(
            setup,
            seed,
            &pos_in.get_untracked(),
            &match_in.get_untracked(),
        ) {
            Ok(s) => ctl.load_match(s),
            Err(e) => error.set(Some(e)),
        }
    };
    let close = move || ctl.dialog.set(None);
    let input = move |label: Tr, value: RwSignal<String>| {
        entry_field(label, value, Entry::Line, move || error.set(None))
    };
    let actions = vec![
        Act::primary(t::IDS_LOAD, load).then_board(),
        Act::plain(i18n::CLOSE, close),
    ];
    view! {
        <Modal actions=actions label_id="ids-title" on_escape=Callback::new(move |_| close())>
            <h2 id="ids-title">{move || t::IDS_TITLE.t(lang())}</h2>
            {copy_field(t::POSITION_ID, pid, true)}
            {copy_field(t::MATCH_ID, mid, true)}
            <h3>{move || t::IDS_LOAD.t(lang())}</h3>
            <p class="muted small">{move || t::IDS_LOAD_NOTE.t(lang())}</p>
            {input(t::NEW_POSITION_ID, pos_in)}
            {input(t::NEW_MATCH_ID, match_in)}
            {form_error(move || error.get().map(|e| t::ids_error(lang(), &e)))}
        </Modal>
    }
}

/// The match record as text, to copy.
#[component]
pub fn RecordDialog(ctl: BgCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let text = ctl.session.with_untracked(|s| s.record_text());
    let area = NodeRef::<leptos::html::Textarea>::new();
    let shown = text.clone();
    let select = move || {
        if let Some(el) = area.get_untracked() {
            el.select();
        }
    };
    let close = move || ctl.dialog.set(None);
    let actions = vec![Act::plain(i18n::CLOSE, close)];
    view! {
        <Modal actions=actions label_id="record-title" on_escape=Callback::new(move |_| close())>
            <h2 id="record-title">{move || t::RECORD_BUTTON.t(lang())}</h2>
            <p class="muted small">{move || t::RECORD_NOTE.t(lang())}</p>
            <label class="field">
                <span>{move || t::RECORD_BUTTON.t(lang())}</span>
                <textarea class="fen" rows="12" readonly spellcheck="false" node_ref=area prop:value=shown></textarea>
            </label>
            {copy_row(text, false, select)}
        </Modal>
    }
}
