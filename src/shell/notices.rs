//! Messages shown above the page until dismissed (a restarted computer player, a save that
//! could not be read, a failed computer move).

use super::ctx;
use crate::kit::i18n::{self, Lang};
use leptos::prelude::*;

/// Messages shown above the page until dismissed; worded at display time so that they
/// follow the language switch.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    WorkerRestarted,
    CorruptSave(String),
    ComputerFailed(String),
}

impl Notice {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::WorkerRestarted => i18n::WORKER_RESTARTED.t(lang).to_string(),
            Notice::CorruptSave(d) => i18n::corrupt_save(lang, d),
            Notice::ComputerFailed(d) => i18n::computer_failed(lang, d),
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
                    view! {
                        <div class="notice" role="alert">
                            <p>{move || notice.text(ctx.lang())}</p>
                            <button class="button small" on:click=move |_| ctx.dismiss(id)>
                                {move || i18n::CLOSE.t(ctx.lang())}
                            </button>
                        </div>
                    }
                }
            />
        </div>
    }
}
