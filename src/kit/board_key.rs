//! The key map every board shares: Enter/Space act, Escape cancels, arrows move the focus;
//! focusing a board's spot, and the board's keyboard entry point.

/// What a key pressed on a board square means, the same on every board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardKey {
    /// Enter or Space: pick up, put down, or choose.
    Activate,
    /// Escape: drop the current choice.
    Cancel,
    /// An arrow: move the focus one step on screen (dx, dy), y growing downwards.
    Step(i8, i8),
}

impl BoardKey {
    /// The board meaning of a key; stops the browser's own handling (scrolling) of the keys
    /// the board uses to act or move.
    pub fn of(ev: &web_sys::KeyboardEvent) -> Option<BoardKey> {
        let key = match ev.key().as_str() {
            "Enter" | " " | "Spacebar" => BoardKey::Activate,
            "Escape" => return Some(BoardKey::Cancel),
            "ArrowUp" => BoardKey::Step(0, -1),
            "ArrowDown" => BoardKey::Step(0, 1),
            "ArrowLeft" => BoardKey::Step(-1, 0),
            "ArrowRight" => BoardKey::Step(1, 0),
            _ => return None,
        };
        ev.prevent_default();
        Some(key)
    }
}

/// A board spot's accessible name: `parts` (its name in the game's notation, what stands
/// on it), then the words of each mark that is on, all joined by commas.
pub fn spot_name(
    l: crate::kit::i18n::Lang,
    parts: impl IntoIterator<Item = String>,
    marks: &[(bool, crate::kit::i18n::Tr)],
) -> String {
    let marked = marks.iter().filter(|(on, _)| *on);
    let parts: Vec<String> = parts
        .into_iter()
        .chain(marked.map(|(_, t)| t.t(l).to_string()))
        .collect();
    parts.join(", ")
}

/// Focuses the board's spot `selector` finds; false if there is none.
pub fn focus(selector: &str) -> bool {
    use wasm_bindgen::JsCast;
    leptos::prelude::document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok())
        .is_some_and(|el| el.focus().is_ok())
}

/// Focuses the board's keyboard entry point: the spot that holds the board's Tab stop (a
/// roving `tabindex="0"`; on the Morris boards, where every point is a stop, the first).
pub fn focus_entry() -> bool {
    focus("svg.board[role=group] [tabindex=\"0\"]")
}
