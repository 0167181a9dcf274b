//! Figurine notation for the move list: each piece letter of a SAN move (`N`, `M~`, the
//! `M~` of a promotion) drawn as a small picture of that piece in the set the board shows.
//! The letter stays in the text, visually hidden (a zero-width box, not taken out of the
//! text's flow as `.sr-only` is), so that a copied list reads `Nf3`; the move's button names
//! the move with its letters.

use super::pieces::piece;
use crate::kit::duel::screen::GameCtl;
use crate::shell::settings::PieceSet;
use leptos::prelude::*;
use ttakji_engine::makruk::san::letter;
use ttakji_engine::makruk::Kind;
use ttakji_engine::Side;

/// A part of a SAN move: plain text, or a piece letter with its kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Part<'a> {
    Text(&'a str),
    Piece(Kind, &'a str),
}

/// The piece whose letter starts `text`, with the letter (the longest letter wins: `M~`
/// before `M`).
fn leading_piece(text: &str) -> Option<(Kind, &str)> {
    Kind::ALL
        .into_iter()
        .map(|k| (k, letter(k)))
        .filter(|(_, l)| !l.is_empty() && text.starts_with(l))
        .max_by_key(|(_, l)| l.len())
}

/// A SAN move cut into text and piece letters: the moving piece's letter first, if any,
/// and the piece after `=` of a promotion.
fn parts(san: &str) -> Vec<Part<'_>> {
    // A piece letter at the start of `text`, then the rest.
    fn lead<'a>(text: &'a str, out: &mut Vec<Part<'a>>) {
        match leading_piece(text) {
            Some((k, l)) => {
                out.push(Part::Piece(k, l));
                out.push(Part::Text(&text[l.len()..]));
            }
            None => out.push(Part::Text(text)),
        }
    }
    let mut out = Vec::new();
    match san.split_once('=') {
        Some((head, promotion)) => {
            lead(head, &mut out);
            out.push(Part::Text("="));
            lead(promotion, &mut out);
        }
        None => lead(san, &mut out),
    }
    out.retain(|p| *p != Part::Text(""));
    out
}

/// A SAN move drawn with figurines of `set`, in the mover's colour.
fn san_view(san: &str, side: Side, set: PieceSet) -> impl IntoView {
    let parts = parts(san)
        .into_iter()
        .map(|p| match p {
            Part::Text(t) => t.to_string().into_any(),
            Part::Piece(kind, l) => view! {
                <svg class="figurine" viewBox="-42 -46 84 86" aria-hidden="true">
                    {piece(kind, side, set)}
                </svg>
                <span class="letter">{l.to_string()}</span>
            }
            .into_any(),
        })
        .collect_view();
    view! { <span class="san">{parts}</span> }
}

/// Move `i` of the game (its SAN `san`) as the move list shows it: with figurines of the
/// piece set chosen, changing with it.
pub fn list_entry(ctl: GameCtl, i: usize, san: String) -> AnyView {
    let side = ctl.session.with_untracked(|s| s.mover_of(i));
    (move || san_view(&san, side, ctl.piece_set())).into_any()
}

/// Where a sentence holds a move to be drawn by [`sentence`].
pub const MOVE_MARK: &str = "\u{1}";

/// A sentence about move `i` (its SAN `san` in place of [`MOVE_MARK`]), the move drawn with
/// figurines as in the list.
pub fn sentence(ctl: GameCtl, i: usize, san: String, words: &str) -> AnyView {
    let (before, after) = words.split_once(MOVE_MARK).unwrap_or((words, ""));
    let (before, after) = (before.to_string(), after.to_string());
    view! { {before} {list_entry(ctl, i, san)} {after} }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_letters_are_found_in_san() {
        use Part::{Piece, Text};
        assert_eq!(parts("Nf3"), [Piece(Kind::Ma, "N"), Text("f3")]);
        assert_eq!(parts("M~xd5+"), [Piece(Kind::BiaNgai, "M~"), Text("xd5+")]);
        assert_eq!(parts("Mc3d4"), [Piece(Kind::Met, "M"), Text("c3d4")]);
        assert_eq!(parts("e4"), [Text("e4")]);
        assert_eq!(
            parts("dxe6=M~#"),
            [
                Text("dxe6"),
                Text("="),
                Piece(Kind::BiaNgai, "M~"),
                Text("#")
            ]
        );
        assert_eq!(parts("R1d3"), [Piece(Kind::Rua, "R"), Text("1d3")]);
        assert_eq!(parts("Kd2"), [Piece(Kind::Khun, "K"), Text("d2")]);
        assert_eq!(parts("Sxe3"), [Piece(Kind::Khon, "S"), Text("xe3")]);
    }
}
