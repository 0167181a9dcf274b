//! Chinese Checkers in the app: its own screen (two to six seats, each a person or the
//! computer), the star board as SVG, the new-game and result dialogs and the words of both.
//!
//! Every rule (moves, passes, the end and the places) comes from
//! `ttakji_engine::chinese_checkers` through [`crate::games::chinese_checkers::session`].

pub mod analysed;
pub mod archive;
pub mod board;
pub mod dialog;
pub mod notation;
pub mod rules;
pub mod screen;
pub mod session;
pub mod words;

use crate::games::chinese_checkers::session::CcSession;
use crate::kit::i18n::Lang;
use leptos::prelude::*;
use ttakji_engine::chinese_checkers::Corner;

/// The CSS class of a seat's colour (`seat-s`, `seat-ne`).
pub fn seat_class(c: Corner) -> &'static str {
    match c {
        Corner::N => "seat-n",
        Corner::NE => "seat-ne",
        Corner::SE => "seat-se",
        Corner::S => "seat-s",
        Corner::SW => "seat-sw",
        Corner::NW => "seat-nw",
    }
}

/// The mark drawn on a seat's marbles so that they differ without their colour: a shape
/// centred on (0, 0), about 12 units across.
pub fn seat_mark(c: Corner) -> &'static str {
    match c {
        // A ring, a square, a plus, a triangle, a diamond, two bars.
        Corner::S => "M0 -5.5A5.5 5.5 0 1 1 0 5.5A5.5 5.5 0 1 1 0 -5.5Z",
        Corner::N => "M-5 -5H5V5H-5Z",
        Corner::SW => "M-6 0H6M0 -6V6",
        Corner::NE => "M0 -6L6 5H-6Z",
        Corner::NW => "M0 -7L7 0L0 7L-7 0Z",
        Corner::SE => "M-6 -3H6M-6 3H6",
    }
}

/// A marble of a seat drawn at (0, 0) with radius `r`: the colour and the seat's mark.
pub fn marble_view(c: Corner, r: f64) -> impl IntoView {
    let scale = r / 14.0;
    view! {
        <g class=format!("marble {}", seat_class(c))>
            <circle class="body" r=r></circle>
            <circle class="shine" cx=-r * 0.35 cy=-r * 0.35 r=r * 0.28></circle>
            <path class="mark" d=seat_mark(c) transform=format!("scale({scale})")></path>
        </g>
    }
}

/// A small disc in a seat's colour with its mark (status, dialogs).
#[component]
pub fn Swatch(corner: Corner) -> impl IntoView {
    view! {
        <svg class="cc-swatch" viewBox="-16 -16 32 32" aria-hidden="true">
            {marble_view(corner, 14.0)}
        </svg>
    }
}

/// The title of a finished game: the winner, or the winning team; "You win!" for the only
/// person among computers.
pub fn result_title(s: &CcSession, lang: Lang) -> String {
    let winners = s.winners();
    let persons: Vec<Corner> = s
        .setup
        .corners()
        .into_iter()
        .filter(|&c| !s.setup.seat(c).is_computer())
        .collect();
    if let [person] = persons[..] {
        if s.setup.has_computer() && winners.contains(&person) {
            return crate::kit::i18n::YOU_WIN.t(lang).to_string();
        }
    }
    match *winners {
        [w] => words::wins(lang, w),
        [a, b] => words::team_wins(lang, a, b),
        _ => crate::kit::i18n::GAME_OVER.t(lang).to_string(),
    }
}

/// The places, best first (partners share theirs), then whoever did not finish.
pub fn place_lines(s: &CcSession, lang: Lang) -> Vec<(Corner, String)> {
    let mut lines = Vec::new();
    for (i, side) in s.places().iter().enumerate() {
        for &c in side {
            lines.push((
                c,
                format!(
                    "{} · {}",
                    words::seat_name(lang, c),
                    words::place(lang, i + 1)
                ),
            ));
        }
    }
    for c in s.setup.corners() {
        if !lines.iter().any(|&(p, _)| p == c) {
            lines.push((
                c,
                format!(
                    "{} · {}",
                    words::seat_name(lang, c),
                    words::NOT_FINISHED.t(lang)
                ),
            ));
        }
    }
    lines
}

use crate::games::GameUi;

/// The game's screen, in its own part of the page's wasm (loaded when first opened).
#[lazy]
pub fn screen() -> AnyView {
    crate::shell::library::keep_games();
    view! { <screen::CcScreen /> }.into_any()
}

/// The rules page, in its own part of the page's wasm (loaded when first opened).
#[lazy]
pub fn rules_page() -> AnyView {
    view! { <rules::CcRulesPage /> }.into_any()
}

pub const UI: GameUi = GameUi {
    name: words::NAME,
    blurb: words::BLURB,
    art: || view! { <board::CcDrawing with_marbles=true /> }.into_any(),
};

/// The game in progress as it stands, for the home page's card; its code comes with the
/// game's (fetched only when a game is saved).
#[lazy]
pub fn in_progress() -> Option<AnyView> {
    screen::in_progress()
}
