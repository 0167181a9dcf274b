//! The two-sided game screen's dialogs: new game, resign, draw offer and result.

use super::player_name;
use crate::kit::duel::screen::{Dialog, GameCtl};
use crate::kit::duel::session::{Session, Setup};
use crate::kit::i18n::{self, Lang};
use crate::kit::modal::{new_game_heading, start_cancel, word_radios, Act, Modal};
use crate::kit::opponent::Opponent;
use leptos::prelude::*;
use ttakji_engine::{Outcome, Side};

#[component]
pub fn NewGameDialog(ctl: GameCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let current = ctl.session.with_untracked(|s| s.setup);
    let kind = ctl.kind;
    let opponent = Opponent::new(current.mode);
    let computer = opponent.computer;
    let flying = RwSignal::new(current.flying);
    let clock = RwSignal::new(current.clock);
    let name = move |side: Side| player_name(kind, side, lang());

    let start = move || {
        let mode = opponent.mode();
        ctl.new_game(Setup {
            kind,
            flying: flying.get_untracked(),
            mode,
            clock: clock.get_untracked(),
        });
    };
    let close = move || ctl.dialog.set(None);

    let actions = start_cancel(start, close);
    view! {
        <Modal actions=actions label_id="newgame-title" on_escape=Callback::new(move |_| close())>
            {new_game_heading(kind.game())}
            {opponent
                .view(move |side| match side {
                    Side::First => i18n::play_first(lang(), name(Side::First)),
                    Side::Second => i18n::play_second(lang(), name(Side::Second)),
                })}
            {kind
                .has_flying()
                .then(|| {
                    word_radios(
                        "flying",
                        i18n::FLYING_SETTING,
                        flying,
                        [(true, i18n::FLYING_ON), (false, i18n::FLYING_OFF)],
                    )
                })}
            {kind
                .has_clock()
                .then(|| {
                    view! {
                        <Show when=move || !computer.get()>
                            {word_radios(
                                "clock",
                                i18n::CLOCK_SETTING,
                                clock,
                                [(false, i18n::CLOCK_OFF), (true, i18n::CLOCK_ON)],
                            )}
                        </Show>
                    }
                })}
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
    let actions = vec![
        Act::plain(i18n::CANCEL, close),
        Act::danger(i18n::RESIGN, move || ctl.resign()),
    ];
    view! {
        <Modal actions=actions label_id="resign-title" alert=true on_escape=Callback::new(move |_| close())>
            <h2 id="resign-title">{move || i18n::RESIGN_CONFIRM.t(lang())}</h2>
            <p>{who}</p>
        </Modal>
    }
}

#[component]
pub fn DrawOfferDialog(ctl: GameCtl, offerer: Side) -> impl IntoView {
    let lang = move || ctl.lang();
    let name = move |side: Side| player_name(ctl.kind, side, lang());
    let actions = vec![
        Act::primary(i18n::ACCEPT_DRAW, move || ctl.answer_draw(true)),
        Act::plain(i18n::DECLINE_DRAW, move || ctl.answer_draw(false)),
    ];
    view! {
        <Modal actions=actions label_id="draw-title" alert=true>
            <h2 id="draw-title">{move || i18n::draw_offer_title(lang(), name(offerer))}</h2>
            <p>{move || i18n::draw_offer_question(lang(), name(offerer.other()))}</p>
        </Modal>
    }
}

/// The title and reason of a finished game, in words.
fn result_words(ctl: &GameCtl, lang: Lang) -> (String, String) {
    ctl.session.with(|s| session_result_words(s, lang))
}

/// The title and reason of a session's finished game, in words (empty while it goes on).
pub fn session_result_words(s: &Session, lang: Lang) -> (String, String) {
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
}

#[component]
pub fn ResultDialog(ctl: GameCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let words = move || result_words(&ctl, lang());
    let close = move || ctl.result_closed.set(true);
    let actions = vec![
        Act::primary(i18n::NEW_GAME, move || {
            ctl.dialog.set(Some(Dialog::NewGame))
        }),
        Act::plain(i18n::LOOK_AT_BOARD, close).then_board(),
    ];
    view! {
        <Modal actions=actions label_id="result-title" on_escape=Callback::new(move |_| close())>
            <h2 id="result-title">{move || words().0}</h2>
            <p class="reason">{move || words().1}</p>
        </Modal>
    }
}
