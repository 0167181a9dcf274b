//! Makruk's pieces as SVG, drawn for this app: a Thai set in the shape of carved wooden
//! pieces (tiered Khun, bud-topped Met, bell-shaped Khon, horse-head Ma, block Rua, cowrie
//! Bia, and the Bia ngai as the same shell turned face up) and a Western-looking set.
//!
//! Each drawing is centred on (0, 0) and fits a 100 × 100 square. The outline parts have the
//! class `body`, the carved lines `line`, so that the stylesheet colours both sides.

use crate::shell::settings::PieceSet;
use leptos::prelude::*;
use ttakji_engine::makruk::Kind;
use ttakji_engine::Side;

/// The outline shapes (`body`) and the carved details (`line`) of a drawing.
struct Drawing {
    body: &'static [&'static str],
    line: &'static [&'static str],
}

const BASE_THAI: &str = "M-29 37H29L25 29H-25Z";

fn thai(kind: Kind) -> Drawing {
    match kind {
        // A tiered tower with a pointed spire.
        Kind::Khun => Drawing {
            body: &[
                BASE_THAI,
                "M-20 29H20L14 4H-14Z",
                "M-17 4H17L15 -3H-15Z",
                "M-12 -3H12L9 -17H-9Z",
                "M-11 -17H11L8 -23H-8Z",
                "M-7 -23C-6 -30 -2 -34 0 -44C2 -34 6 -30 7 -23Z",
            ],
            line: &["M-9 17H9", "M-5 -10H5"],
        },
        // Lower, with a lotus bud on top.
        Kind::Met => Drawing {
            body: &[
                BASE_THAI,
                "M-18 29H18L13 7H-13Z",
                "M-15 7H15L13 1H-13Z",
                "M-11 1C-14 -12 -6 -20 0 -27C6 -20 14 -12 11 1Z",
            ],
            line: &["M-8 19H8", "M0 -20V-4"],
        },
        // A bell-shaped body with a knob.
        Kind::Khon => Drawing {
            body: &[
                BASE_THAI,
                "M-22 29C-23 6 -14 -10 0 -13C14 -10 23 6 22 29Z",
                "M-6 -12A6 6 0 1 1 6 -12Z",
                "M-4 -17A4 4 0 1 1 4 -17A4 4 0 1 1 -4 -17Z",
            ],
            line: &["M-17 14H17", "M-12 3H12"],
        },
        // A horse's head looking left.
        Kind::Ma => Drawing {
            body: &[
                BASE_THAI,
                "M-13 29C-15 17 -9 8 -4 1L-19 6C-26 8 -31 0 -26 -7L-9 -25C-6 -31 0 -35 5 -38L8 -29C18 -23 23 -7 19 29Z",
            ],
            line: &[
                "M-3 -21A2.5 2.5 0 1 0 -3 -16A2.5 2.5 0 1 0 -3 -21",
                "M6 -27C12 -18 14 -2 12 20",
            ],
        },
        // A squared block with a sloping roof, as Thai Rua are carved.
        Kind::Rua => Drawing {
            body: &[BASE_THAI, "M-20 29V-6H20V29Z", "M-24 -6L-15 -21H15L24 -6Z"],
            line: &["M-20 10H20", "M-8 -6V29", "M8 -6V29"],
        },
        // A cowrie shell seen from above, its toothed mouth showing.
        Kind::Bia => Drawing {
            body: &["M-27 2C-27 -14 -13 -21 0 -21C13 -21 27 -14 27 2C27 17 13 23 0 23C-13 23 -27 17 -27 2Z"],
            line: &[
                "M-18 3C-8 -2 8 -2 18 3C8 7 -8 7 -18 3Z",
                "M-10 -1V1M-4 -2V0M2 -2V0M8 -1V1M-10 5V7M-4 6V8M2 6V8M8 5V7",
            ],
        },
        // The same shell turned over (หงาย, face up): its humped back with a ring.
        Kind::BiaNgai => Drawing {
            body: &["M-27 2C-27 -14 -13 -21 0 -21C13 -21 27 -14 27 2C27 17 13 23 0 23C-13 23 -27 17 -27 2Z"],
            line: &[
                "M-17 2C-17 -8 -8 -12 0 -12C8 -12 17 -8 17 2C17 11 8 14 0 14C-8 14 -17 11 -17 2Z",
                "M-6 -4A2 2 0 1 0 -6 -3.9M5 -5A2 2 0 1 0 5 -4.9M0 5A2 2 0 1 0 0 5.1M-9 6A1.6 1.6 0 1 0 -9 6.1M9 5A1.6 1.6 0 1 0 9 5.1",
            ],
        },
    }
}

const BASE_WEST: &str = "M-26 37H26V30C26 27 22 25 18 25H-18C-22 25 -26 27 -26 30Z";

fn western(kind: Kind) -> Drawing {
    match kind {
        // King: a crowned body with a cross.
        Kind::Khun => Drawing {
            body: &[
                BASE_WEST,
                "M-17 25L-21 -6C-14 -12 14 -12 21 -6L17 25Z",
                "M-3 -9V-19H-9V-25H-3V-31H3V-25H9V-19H3V-9Z",
            ],
            line: &["M-18 -1H18"],
        },
        // Met in the queen's place: a small coronet of balls.
        Kind::Met => Drawing {
            body: &[
                BASE_WEST,
                "M-17 25L-23 -10L-10 2L0 -16L10 2L23 -10L17 25Z",
                "M-27 -13A4 4 0 1 0 -19 -13A4 4 0 1 0 -27 -13",
                "M-4 -20A4 4 0 1 0 4 -20A4 4 0 1 0 -4 -20",
                "M19 -13A4 4 0 1 0 27 -13A4 4 0 1 0 19 -13",
            ],
            line: &["M-17 14H17"],
        },
        // Khon in the bishop's place: a mitre with its slit.
        Kind::Khon => Drawing {
            body: &[
                BASE_WEST,
                "M-12 25C-14 14 -18 4 -16 -6C-14 -18 -4 -26 0 -30C4 -26 14 -18 16 -6C18 4 14 14 12 25Z",
                "M-4 -33A4 4 0 1 0 4 -33A4 4 0 1 0 -4 -33",
            ],
            line: &["M3 -19L-7 -6", "M-13 14H13"],
        },
        // Knight.
        Kind::Ma => Drawing {
            body: &[
                BASE_WEST,
                "M-14 25C-14 13 -6 4 -2 -2L-18 4C-24 6 -29 -1 -25 -7L-8 -24C-5 -30 1 -33 4 -36L7 -28C17 -22 22 -8 18 25Z",
            ],
            line: &["M-4 -20A2.5 2.5 0 1 0 -4 -15A2.5 2.5 0 1 0 -4 -20"],
        },
        // Rook: a crenellated tower.
        Kind::Rua => Drawing {
            body: &[
                BASE_WEST,
                "M-15 25L-13 -12H13L15 25Z",
                "M-20 -12V-31H-12V-24H-4V-31H4V-24H12V-31H20V-12Z",
            ],
            line: &["M-14 8H14"],
        },
        // Pawn.
        Kind::Bia => Drawing {
            body: &[
                BASE_WEST,
                "M-14 25C-12 12 -7 4 -6 -3H6C7 4 12 12 14 25Z",
                "M-11 -14A11 11 0 1 0 11 -14A11 11 0 1 0 -11 -14",
            ],
            line: &["M-9 -3H9"],
        },
        // The pawn flipped over: promoted, it stands on its head.
        Kind::BiaNgai => Drawing {
            body: &[
                "M-26 -37H26V-30C26 -27 22 -25 18 -25H-18C-22 -25 -26 -27 -26 -30Z",
                "M-14 -25C-12 -12 -7 -4 -6 3H6C7 -4 12 -12 14 -25Z",
                "M-11 14A11 11 0 1 0 11 14A11 11 0 1 0 -11 14",
            ],
            line: &["M-9 3H9", "M-4 14H4M0 10V18"],
        },
    }
}

/// One piece, centred on (0, 0). `class` is added to the group (for animations).
pub fn piece(kind: Kind, side: Side, set: PieceSet) -> impl IntoView {
    let d = match set {
        PieceSet::Thai => thai(kind),
        PieceSet::Western => western(kind),
    };
    let class = match side {
        Side::First => "mk-piece first",
        Side::Second => "mk-piece second",
    };
    view! {
        <g class=class>
            {d.body.iter().map(|p| view! { <path class="body" d=*p></path> }).collect_view()}
            {d.line.iter().map(|p| view! { <path class="line" d=*p></path> }).collect_view()}
        </g>
    }
}

/// A piece in a small SVG of its own (legends, the rules page).
#[component]
pub fn PieceIcon(kind: Kind, side: Side, set: PieceSet) -> impl IntoView {
    view! {
        <svg class="piece-icon" viewBox="-50 -50 100 100" aria-hidden="true">
            {piece(kind, side, set)}
        </svg>
    }
}
