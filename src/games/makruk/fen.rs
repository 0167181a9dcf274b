//! Makruk's position as FEN: shown to copy, and a FEN to start a new game from.

use super::words;
use crate::kit::duel::screen::GameCtl;
use crate::kit::duel::session::Play;
use crate::kit::i18n;
use crate::kit::modal::{copy_field, entry_field, form_error, Act, Entry, Modal};
use leptos::prelude::*;
use ttakji_engine::makruk::{MakrukGame, Position};

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
    let load = move || {
        let fen = text.get_untracked();
        match Position::from_fen(fen.trim()) {
            Ok(pos) => ctl.new_game_from(Play::Makruk(MakrukGame::from_position(pos))),
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    let close = move || ctl.dialog.set(None);
    let actions = vec![
        Act::primary(words::FEN_LOAD, load).then_board(),
        Act::plain(i18n::CLOSE, close),
    ];
    view! {
        <Modal actions=actions label_id="fen-title" on_escape=Callback::new(move |_| close())>
            <h2 id="fen-title">{move || words::FEN_BUTTON.t(lang())}</h2>
            {copy_field(words::FEN_THIS, current, false)}
            {entry_field(words::FEN_LOAD_LABEL, text, Entry::Lines(3), move || error.set(None))}
            <p class="muted small">{move || words::FEN_LOAD_NOTE.t(lang())}</p>
            {form_error(move || error.get().map(|e| words::fen_error(lang(), &e)))}
        </Modal>
    }
}
