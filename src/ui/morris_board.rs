//! The Morris board as SVG: a static drawing (home cards, rules pages) and the playable
//! board whose 24 points are keyboard-operable buttons.

use super::game::GameCtl;
use super::player_name;
use crate::i18n::{self, game_name, Lang};
use crate::pick::{self, Stage};
use leptos::prelude::*;
use ttakji_engine::morris::{Move, Point, Variant};
use ttakji_engine::Side;
use wasm_bindgen::JsCast;

/// Size of the square viewBox, distance between grid lines, and the margin.
const SIZE: f64 = 740.0;
const STEP: f64 = 100.0;
const MARGIN: f64 = 70.0;
const CENTRE: f64 = SIZE / 2.0;

/// Where a point is drawn (unflipped).
fn xy(p: Point) -> (f64, f64) {
    let (f, r) = p.grid();
    (MARGIN + f as f64 * STEP, MARGIN + (6 - r) as f64 * STEP)
}

/// The drawn lines (adjacent pairs) and point spots of a variant.
#[component]
pub fn BoardDrawing(variant: &'static Variant, #[prop(optional)] labels: bool) -> impl IntoView {
    view! {
        <svg class="board-drawing" viewBox=format!("0 0 {SIZE} {SIZE}") aria-hidden="true">
            <rect class="board-bg" x="0" y="0" width=SIZE height=SIZE rx="28"></rect>
            <Lines variant=variant />
            {Point::all()
                .map(|p| {
                    let (x, y) = xy(p);
                    view! { <circle class="spot" cx=x cy=y r="12"></circle> }
                })
                .collect_view()}
            {labels
                .then(|| {
                    Point::all()
                        .map(|p| {
                            let (x, y) = xy(p);
                            view! {
                                <text class="point-name" x=x + 16.0 y=y - 16.0>
                                    {p.name()}
                                </text>
                            }
                        })
                        .collect_view()
                })}
        </svg>
    }
}

#[component]
fn Lines(variant: &'static Variant) -> impl IntoView {
    view! {
        <g class="lines">
            {variant
                .geometry
                .edges()
                .map(|(a, b)| {
                    let (x1, y1) = xy(a);
                    let (x2, y2) = xy(b);
                    view! { <line x1=x1 y1=y1 x2=x2 y2=y2></line> }
                })
                .collect_view()}
        </g>
    }
}

/// What marks the board shows besides the pieces, derived from legal moves and the stage.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct Marks {
    selected: Option<Point>,
    /// The piece just placed or moved that closes a mill (removal stage).
    pending: Option<Point>,
    dest: u32,
    removable: u32,
    movable: u32,
    last_from: Option<Point>,
    last_to: Option<Point>,
    removed: Option<Point>,
}

fn has(mask: u32, p: Point) -> bool {
    mask & (1 << p.index()) != 0
}

#[component]
pub fn Board(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let stage = ctl.stage;
    let flipped = ctl.flipped;
    let lang = move || ctl.lang();
    let variant = session.with_untracked(|s| s.variant());

    let shown = Memo::new(move |_| {
        let st = stage.get();
        session.with(|s| pick::shown_board(s.position(), st))
    });
    let marks = Memo::new(move |_| {
        let st = stage.get();
        let legal = ctl.legal.get();
        session.with(|s| {
            let person = s.person_to_move();
            let last = s.game.moves().last().copied().unwrap_or(Move::Pass);
            Marks {
                selected: match st {
                    Stage::Selected(p) => Some(p),
                    _ => None,
                },
                pending: match st {
                    Stage::Removing { to, .. } => Some(to),
                    _ => None,
                },
                dest: pick::destinations(&legal, st),
                removable: pick::removable(&legal, st),
                movable: if person && st == Stage::Idle {
                    pick::movable(&legal)
                } else {
                    0
                },
                last_from: last.from(),
                last_to: last.to(),
                removed: last.remove(),
            }
        })
    });

    let label = move |p: Point| {
        let l = lang();
        let m = marks.get();
        let v = session.with(|s| s.variant());
        let mut parts = vec![p.name().to_string()];
        parts.push(match shown.get()[p.index()] {
            Some(side) => player_name(v, side, l).to_string(),
            None => i18n::EMPTY.t(l).to_string(),
        });
        let mut flag = |on: bool, t: i18n::Tr| {
            if on {
                parts.push(t.t(l).to_string());
            }
        };
        flag(m.selected == Some(p), i18n::SELECTED);
        flag(has(m.dest, p), i18n::MOVE_HERE);
        flag(has(m.removable, p), i18n::CAN_REMOVE);
        flag(
            m.removed == Some(p) && shown.get()[p.index()].is_none(),
            i18n::JUST_REMOVED,
        );
        flag(
            m.last_to == Some(p) || m.last_from == Some(p),
            i18n::LAST_MOVE,
        );
        parts.join(", ")
    };

    let class = move |p: Point| {
        let m = marks.get();
        let mut c = String::from("pt");
        match shown.get()[p.index()] {
            Some(Side::First) => c.push_str(" first"),
            Some(Side::Second) => c.push_str(" second"),
            None => {}
        }
        for (on, name) in [
            (m.selected == Some(p), " selected"),
            (m.pending == Some(p), " pending"),
            (has(m.dest, p), " dest"),
            (has(m.removable, p), " removable"),
            (has(m.movable, p), " movable"),
            (m.last_from == Some(p), " last-from"),
            (m.last_to == Some(p), " last-to"),
            (m.removed == Some(p), " removed"),
        ] {
            if on {
                c.push_str(name);
            }
        }
        c
    };

    let keydown = move |p: Point, ev: web_sys::KeyboardEvent| {
        let dir = match ev.key().as_str() {
            "Enter" | " " | "Spacebar" => {
                ev.prevent_default();
                ctl.click_point(p);
                return;
            }
            "Escape" => {
                ctl.cancel_stage();
                return;
            }
            "ArrowUp" => (0, -1),
            "ArrowDown" => (0, 1),
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            _ => return,
        };
        ev.prevent_default();
        if let Some(q) = next_point(p, dir, flipped.get_untracked()) {
            focus_point(q);
        }
    };

    let points = Point::all()
        .map(|p| {
            let (x, y) = xy(p);
            view! {
                <g
                    class=move || class(p)
                    role="button"
                    tabindex="0"
                    data-point=p.name()
                    aria-label=move || label(p)
                    transform=format!("translate({x} {y})")
                    on:click=move |_| ctl.click_point(p)
                    on:keydown=move |ev| keydown(p, ev)
                >
                    <circle class="hit" r="46"></circle>
                    <circle class="spot" r="11"></circle>
                    <circle class="halo" r="41"></circle>
                    <circle class="piece" r="30"></circle>
                    <circle class="piece-ring" r="18"></circle>
                    <circle class="hint" r="15"></circle>
                    <path class="cross" d="M-15 -15 L15 15 M15 -15 L-15 15"></path>
                    <circle class="focus-ring" r="45"></circle>
                </g>
            }
        })
        .collect_view();

    let coords = move || {
        let f = flipped.get();
        let files = (0..7u8).map(move |i| {
            let col = if f { 6 - i } else { i };
            let x = MARGIN + col as f64 * STEP;
            let name = ((b'a' + i) as char).to_string();
            view! { <text x=x y=SIZE - 14.0>{name}</text> }
        });
        let ranks = (0..7u8).map(move |i| {
            let row = if f { i } else { 6 - i };
            let y = MARGIN + row as f64 * STEP + 8.0;
            view! { <text x="18" y=y>{(i + 1).to_string()}</text> }
        });
        (files.collect_view(), ranks.collect_view())
    };

    view! {
        <svg
            class="board"
            class:tigadi=variant.kind == ttakji_engine::morris::MorrisKind::Tigadi
            class:flipped=move || flipped.get()
            viewBox=format!("0 0 {SIZE} {SIZE}")
            role="group"
            aria-label=move || {
                let l = lang();
                board_label(l, variant, flipped.get())
            }
            data-testid="board"
        >
            <rect class="board-bg" x="0" y="0" width=SIZE height=SIZE rx="28"></rect>
            <g class="coords" aria-hidden="true">
                {coords}
            </g>
            <g transform=move || {
                if flipped.get() { format!("rotate(180 {CENTRE} {CENTRE})") } else { String::new() }
            }>
                <Lines variant=variant />
                {points}
            </g>
        </svg>
    }
}

fn board_label(l: Lang, variant: &Variant, flipped: bool) -> String {
    i18n::board_label(l, game_name(variant.kind.game()).t(l), flipped)
}

/// The nearest point from `p` in a screen direction, on the same row or column of the grid.
fn next_point(p: Point, (dx, dy): (i32, i32), flipped: bool) -> Option<Point> {
    let screen = |q: Point| {
        let (f, r) = q.grid();
        let (col, row) = (f as i32, 6 - r as i32);
        if flipped {
            (6 - col, 6 - row)
        } else {
            (col, row)
        }
    };
    let (c0, r0) = screen(p);
    Point::all()
        .filter(|&q| q != p)
        .filter_map(|q| {
            let (c, r) = screen(q);
            let along = if dx != 0 {
                r == r0 && (c - c0) * dx > 0
            } else {
                c == c0 && (r - r0) * dy > 0
            };
            along.then_some(((c - c0).abs() + (r - r0).abs(), q))
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, q)| q)
}

fn focus_point(p: Point) {
    let selector = format!("svg.board [data-point=\"{}\"]", p.name());
    if let Ok(Some(el)) = document().query_selector(&selector) {
        if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
            let _ = el.focus();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn arrow_keys_follow_rows_and_columns() {
        assert_eq!(next_point(p("a1"), (0, -1), false), Some(p("a4")));
        assert_eq!(next_point(p("a4"), (0, -1), false), Some(p("a7")));
        assert_eq!(next_point(p("a7"), (0, -1), false), None);
        assert_eq!(next_point(p("c4"), (1, 0), false), Some(p("e4")));
        assert_eq!(next_point(p("d3"), (0, -1), false), Some(p("d5")));
        assert_eq!(next_point(p("d5"), (0, 1), false), Some(p("d3")));
        // Flipped, "up" on the screen goes down the ranks.
        assert_eq!(next_point(p("a4"), (0, -1), true), Some(p("a1")));
        assert_eq!(next_point(p("a1"), (1, 0), true), None);
    }
}
