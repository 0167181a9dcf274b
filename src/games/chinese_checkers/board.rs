//! The star board as SVG: the six corner triangles tinted in their seat's colour, the holes,
//! the marbles as discs with their seat's mark, the chosen marble's destinations, the last
//! move's path, and a move shown hop by hop. Every hole is a button named `hole 102, …`,
//! reached with Tab (one stop) and the arrows along the lattice.

use super::notation::{hole_name, row_number};
use super::screen::CcCtl;
use super::session::CcSession;
use super::{marble_view, seat_class, words};
use crate::kit::board_key::{self, spot_name, BoardKey};
use crate::kit::drag::Dragger;
use crate::kit::hint::{hint_arrows, Arrow};
use crate::kit::i18n::Lang;
use crate::kit::motion::{self, Change, Motion, Via};
use leptos::prelude::*;
use ttakji_engine::chinese_checkers::{Corner, Geometry, Move as CcMove, SMALL};

/// Distance between neighbouring holes, in SVG units.
const UNIT: f64 = 40.0;
/// How far the star's edge lies beyond the outermost holes, in hole distances: little more
/// than a marble, so that on a phone's width the holes are 28 CSS px apart.
const EDGE: f64 = 0.45;
/// A row's height, in hole distances.
const ROW: f64 = 0.866_025_403_784_438_6;
const MARBLE_R: f64 = 0.37 * UNIT;
/// How far left of a row's first hole its number is drawn, in hole distances: clear of the
/// star's edge beside the corners' rows (inside the side corners' tips, which reach 1.6).
const ROW_LABEL: f64 = 1.3;
/// The least x of a row's number, in hole distances (a two-digit number is about half one wide).
const ROW_LABEL_MIN_X: f64 = 0.3;

/// Where the holes are drawn and the shapes around them, for one size of star.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Each hole's centre, in SVG units.
    pub xy: Vec<(f64, f64)>,
    /// Each hole's corner, if it lies in one.
    pub corner: Vec<Option<Corner>>,
    pub width: f64,
    pub height: f64,
    /// The two big triangles whose union is the star (SVG polygon points).
    pub star: [String; 2],
    /// Each corner's triangle, to be tinted in its seat's colour.
    pub tints: Vec<(Corner, String)>,
    /// Each hole's name on the board (`e5`).
    pub names: Vec<String>,
    /// Each row's number and where it is drawn: left of the row's first hole.
    pub row_labels: Vec<(usize, P)>,
}

type P = (f64, f64);

impl Layout {
    /// The layout of the star holding `marbles` marbles per corner (121 or 181 holes).
    pub fn new(marbles: u8) -> Layout {
        let g = Geometry::for_marbles(marbles).unwrap_or(&SMALL);
        let holes: Vec<usize> = (0..g.holes()).collect();
        // The engine's doubled x and rows, to unit distances between neighbours.
        let lattice: Vec<P> = holes
            .iter()
            .map(|&h| (f64::from(g.x(h)) / 2.0, g.row(h) as f64 * ROW))
            .collect();
        let corner = holes.iter().map(|&h| g.corner_of(h)).collect();
        let mut layout = Layout::from_lattice(&lattice, corner);
        layout.names = holes.iter().map(|&h| hole_name(g, h)).collect();
        layout.row_labels = (0..g.rows())
            .map(|r| {
                let first = g.row_holes(r).start;
                let (x, y) = layout.xy[first];
                // The widest rows start at the star's side points, next to the picture's
                // edge: their numbers stay inside it.
                let at = (x - ROW_LABEL * UNIT).max(ROW_LABEL_MIN_X * UNIT);
                (row_number(g, first), (at, y))
            })
            .collect();
        layout
    }

    /// From hole centres in lattice units (neighbours 1 apart, rows `ROW` apart).
    fn from_lattice(lattice: &[P], corner: Vec<Option<Corner>>) -> Layout {
        let min_x = lattice.iter().map(|p| p.0).fold(f64::MAX, f64::min);
        let max_x = lattice.iter().map(|p| p.0).fold(f64::MIN, f64::max);
        let min_y = lattice.iter().map(|p| p.1).fold(f64::MAX, f64::min);
        let max_y = lattice.iter().map(|p| p.1).fold(f64::MIN, f64::max);
        let pad = 2.0 * EDGE;
        let to_svg = |p: P| ((p.0 - min_x + pad) * UNIT, (p.1 - min_y + pad) * UNIT);
        let width = (max_x - min_x + 2.0 * pad) * UNIT;
        let height = (max_y - min_y + 2.0 * pad) * UNIT;

        // The rows with the most holes hold the tips of the side corners.
        let row_of = |p: P| (p.1 / ROW).round() as i64;
        let mut rows: Vec<i64> = lattice.iter().map(|&p| row_of(p)).collect();
        rows.sort_unstable();
        rows.dedup();
        let count = |r: i64| lattice.iter().filter(|&&p| row_of(p) == r).count();
        let widest = rows.iter().map(|&r| count(r)).max().unwrap_or(0);
        let wide: Vec<i64> = rows
            .iter()
            .copied()
            .filter(|&r| count(r) == widest)
            .collect();
        let ends = |r: i64| {
            let xs = lattice.iter().filter(|&&p| row_of(p) == r);
            let left = xs
                .clone()
                .copied()
                .fold((f64::MAX, 0.0), |a, p| if p.0 < a.0 { p } else { a });
            let right = xs
                .copied()
                .fold((f64::MIN, 0.0), |a, p| if p.0 > a.0 { p } else { a });
            (left, right)
        };
        let top = *lattice
            .iter()
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap_or(&(0.0, 0.0));
        let bottom = *lattice
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap_or(&(0.0, 0.0));
        let (ul, ur) = ends(*wide.last().unwrap_or(&0));
        let (dl, dr) = ends(*wide.first().unwrap_or(&0));
        let points = |t: [P; 3]| {
            t.iter()
                .map(|&p| {
                    let (x, y) = to_svg(p);
                    format!("{x:.1},{y:.1}")
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let star = [
            points(offset_triangle([top, ul, ur], [EDGE; 3])),
            points(offset_triangle([bottom, dl, dr], [EDGE; 3])),
        ];

        // Each corner's triangle: outer edges on the star's edge, the inner edge half-way to
        // the next row; where two triangles would overlap near the hexagon's corners, each
        // stops at the other's inner edge.
        let centre = ((min_x + max_x) / 2.0, (min_y + max_y) / 2.0);
        let mut triangles = Vec::new();
        for c in Corner::ALL {
            let own: Vec<P> = lattice
                .iter()
                .zip(&corner)
                .filter(|(_, k)| **k == Some(c))
                .map(|(p, _)| *p)
                .collect();
            let Some(&tip) = own
                .iter()
                .max_by(|a, b| dist(**a, centre).total_cmp(&dist(**b, centre)))
            else {
                continue;
            };
            let mut base = own.clone();
            base.sort_by(|a, b| dist(*b, tip).total_cmp(&dist(*a, tip)));
            if base.len() < 2 {
                continue;
            }
            let v = [tip, base[0], base[1]];
            let off = [ROW / 2.0, EDGE, EDGE];
            triangles.push((c, offset_triangle(v, off), edge_line(v, off, 0)));
        }
        let tints = triangles
            .iter()
            .map(|(c, t, _)| {
                let mut poly = t.to_vec();
                for (other, _, (n, k)) in &triangles {
                    if other != c {
                        poly = clip(&poly, *n, *k);
                    }
                }
                let pts = poly
                    .iter()
                    .map(|&p| {
                        let (x, y) = to_svg(p);
                        format!("{x:.1},{y:.1}")
                    })
                    .collect::<Vec<_>>()
                    .join(" ");
                (*c, pts)
            })
            .collect();
        Layout {
            xy: lattice.iter().map(|&p| to_svg(p)).collect(),
            corner,
            width,
            height,
            star,
            tints,
            names: Vec::new(),
            row_labels: Vec::new(),
        }
    }

    /// The hole next to `from` on the screen in the direction of an arrow key: along its row
    /// for ← and →; for ↑ and ↓ the row above or below, up-left or down-right first (so that
    /// ↑ then ↓ comes back), else the nearest hole of that row.
    pub fn step(&self, from: usize, (dx, dy): (i8, i8)) -> Option<usize> {
        let (x0, y0) = *self.xy.get(from)?;
        let eps = UNIT * 0.1;
        if dy == 0 {
            return self
                .xy
                .iter()
                .enumerate()
                .filter(|(_, p)| (p.1 - y0).abs() < eps && (p.0 - x0) * f64::from(dx) > eps)
                .min_by(|a, b| (a.1 .0 - x0).abs().total_cmp(&(b.1 .0 - x0).abs()))
                .map(|(i, _)| i);
        }
        let dir = f64::from(dy);
        let next_y = self
            .xy
            .iter()
            .map(|p| p.1)
            .filter(|y| (y - y0) * dir > eps)
            .min_by(|a, b| (a - y0).abs().total_cmp(&(b - y0).abs()))?;
        let row: Vec<(usize, f64)> = self
            .xy
            .iter()
            .enumerate()
            .filter(|(_, p)| (p.1 - next_y).abs() < eps)
            .map(|(i, p)| (i, p.0))
            .collect();
        let prefer = x0 + dir * UNIT / 2.0;
        let other = x0 - dir * UNIT / 2.0;
        let near = |x: f64| {
            row.iter()
                .find(|(_, rx)| (rx - x).abs() < eps)
                .map(|(i, _)| *i)
        };
        near(prefer).or_else(|| near(other)).or_else(|| {
            row.iter()
                .min_by(|a, b| (a.1 - x0).abs().total_cmp(&(b.1 - x0).abs()))
                .map(|(i, _)| *i)
        })
    }
}

fn dist(a: P, b: P) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// The edge of triangle `v` facing vertex `i`, moved outwards by `off[i]`, as a line
/// `n·p = k` with `n` pointing away from vertex `i`.
fn edge_line(v: [P; 3], off: [f64; 3], i: usize) -> (P, f64) {
    let (a, b) = (v[(i + 1) % 3], v[(i + 2) % 3]);
    let (ex, ey) = (b.0 - a.0, b.1 - a.1);
    let len = (ex * ex + ey * ey).sqrt().max(1e-9);
    let mut n = (-ey / len, ex / len);
    if n.0 * (v[i].0 - a.0) + n.1 * (v[i].1 - a.1) > 0.0 {
        n = (-n.0, -n.1);
    }
    (n, n.0 * a.0 + n.1 * a.1 + off[i])
}

/// A triangle with each edge moved outwards: `off[i]` for the edge facing vertex `i`.
fn offset_triangle(v: [P; 3], off: [f64; 3]) -> [P; 3] {
    let meet = |(n1, c1): (P, f64), (n2, c2): (P, f64)| {
        let det = n1.0 * n2.1 - n1.1 * n2.0;
        if det.abs() < 1e-12 {
            return (0.0, 0.0);
        }
        ((c1 * n2.1 - c2 * n1.1) / det, (n1.0 * c2 - n2.0 * c1) / det)
    };
    let l = [
        edge_line(v, off, 0),
        edge_line(v, off, 1),
        edge_line(v, off, 2),
    ];
    // Vertex i lies on the two edges that do not face it.
    [meet(l[1], l[2]), meet(l[2], l[0]), meet(l[0], l[1])]
}

/// The part of a convex polygon where `n·p >= k`.
fn clip(poly: &[P], n: P, k: f64) -> Vec<P> {
    let side = |p: P| n.0 * p.0 + n.1 * p.1 - k;
    let mut out = Vec::new();
    for (i, &a) in poly.iter().enumerate() {
        let b = poly[(i + 1) % poly.len()];
        let (sa, sb) = (side(a), side(b));
        if sa >= 0.0 {
            out.push(a);
        }
        if (sa >= 0.0) != (sb >= 0.0) {
            let t = sa / (sa - sb);
            out.push((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)));
        }
    }
    out
}

/// The star without marbles' play, for the home card and the rules page: with a marble in
/// each corner's every hole (`with_marbles`), or the marbles of `game` as they stand (its
/// seats' corners tinted), each naming its hole (`data-hole`).
#[component]
pub fn CcDrawing(
    #[prop(optional)] with_marbles: bool,
    #[prop(optional)] game: Option<CcSession>,
) -> impl IntoView {
    let layout = Layout::new(game.as_ref().map_or(10, |s| s.setup.marbles));
    let at: Vec<Option<Corner>> = match &game {
        Some(s) => (0..layout.xy.len())
            .map(|h| s.position().marble(h))
            .collect(),
        None if with_marbles => layout.corner.clone(),
        None => Vec::new(),
    };
    let marbles = at
        .iter()
        .zip(&layout.xy)
        .enumerate()
        .filter_map(|(h, (c, &(x, y)))| {
            c.map(|c| {
                view! {
                    <g data-hole=h transform=format!("translate({x:.1} {y:.1})")>
                        {marble_view(c, MARBLE_R)}
                    </g>
                }
            })
        })
        .collect_view();
    let seated = game.map(|s| Memo::new(move |_| s.setup.corners()));
    view! {
        <svg
            class="board-drawing cc-drawing"
            viewBox=format!("0 0 {:.0} {:.0}", layout.width, layout.height)
            aria-hidden="true"
        >
            {star_frame(&layout, seated)}
            {layout
                .xy
                .iter()
                .map(|&(x, y)| view! { <circle class="socket" cx=x cy=y r=UNIT * 0.13></circle> })
                .collect_view()}
            {marbles}
        </svg>
    }
}

/// The star and its corner triangles; the corners of seats not in the game (`seated`
/// says which are) are tinted more faintly.
fn star_frame(layout: &Layout, seated: Option<Memo<Vec<Corner>>>) -> impl IntoView {
    view! {
        // Edges first, both fills over them: the two triangles make one star.
        <g class="cc-star">
            <polygon class="star-edge" points=layout.star[0].clone()></polygon>
            <polygon class="star-edge" points=layout.star[1].clone()></polygon>
            <polygon class="star-bg" points=layout.star[0].clone()></polygon>
            <polygon class="star-bg" points=layout.star[1].clone()></polygon>
            {layout
                .tints
                .iter()
                .map(|(c, pts)| {
                    let c = *c;
                    let class = move || {
                        let off = seated.is_some_and(|s| !s.with(|s| s.contains(&c)));
                        format!("tint {}{}", seat_class(c), if off { " unseated" } else { "" })
                    };
                    view! { <polygon class=class points=pts.clone()></polygon> }
                })
                .collect_view()}
        </g>
    }
}

/// The rows' numbers on the star's left edge, which the holes' names use (`notation`).
fn row_numbers(layout: &Layout) -> impl IntoView {
    let labels = layout.row_labels.iter().map(|&(n, (x, y))| {
        view! { <text x=format!("{x:.1}") y=format!("{y:.1}")>{n}</text> }
    });
    view! { <g class="cc-rows" aria-hidden="true">{labels.collect_view()}</g> }
}

/// What the board marks besides the marbles.
#[derive(Clone, PartialEq, Default, Debug)]
struct Marks {
    selected: Option<usize>,
    dest: Vec<usize>,
    movable: Vec<usize>,
    /// The last move's holes, from the start to the end.
    last: Vec<usize>,
    /// The best move asked for: its first and last holes.
    hint: Option<(usize, usize)>,
}

/// A tap (or Enter/Space) on a hole: choose a marble, or play the chosen marble to a marked
/// hole.
fn tap(ctl: CcCtl, hole: usize) {
    ctl.cursor.set(hole);
    if !ctl.can_touch() {
        return;
    }
    let legal = ctl.session.with_untracked(|s| s.legal());
    if let Some(from) = ctl.selected.get_untracked() {
        if let Some(mv) = legal.iter().find(|m| m.from() == from && m.to() == hole) {
            ctl.apply(mv.clone(), false);
            return;
        }
        if from == hole {
            ctl.selected.set(None);
            return;
        }
    }
    let movable = legal.iter().any(|m| m.from() == hole);
    ctl.selected.set(movable.then_some(hole));
}

fn focus_hole(n: usize) {
    let selector = format!("svg.cc-board [data-hole=\"{n}\"]");
    board_key::focus(&selector);
}

/// What the playable star shows, each part its own signal: the seats in play, the marbles
/// of the position shown and the marks.
#[derive(Clone, Copy)]
pub struct StarModel {
    seated: Memo<Vec<Corner>>,
    board: Memo<Vec<Option<Corner>>>,
    marks: Memo<Marks>,
    /// The marbles the person to move may drag (those with a legal move).
    draggable: Memo<Vec<usize>>,
}

/// The screen's side of the star: the model from the session, the review and the choice
/// made, for a star of `n_holes`.
fn star_model(ctl: CcCtl, n_holes: usize) -> StarModel {
    let session = ctl.session;
    let board = Memo::new(move |_| {
        let at = ctl.review.get();
        session.with(|s| {
            let p = at.map_or_else(|| s.position(), |n| s.position_at(n));
            (0..n_holes)
                .map(|h| p.marble(h))
                .collect::<Vec<Option<Corner>>>()
        })
    });
    StarModel {
        seated: Memo::new(move |_| session.with(|s| s.setup.corners())),
        board,
        marks: marks(ctl),
        draggable: Memo::new(move |_| {
            let live = ctl.review.get().is_none();
            session.with(|s| {
                let mut from: Vec<usize> = if live && s.person_to_move() {
                    s.legal().iter().map(|m| m.from()).collect()
                } else {
                    Vec::new()
                };
                from.dedup();
                from
            })
        }),
    }
}

/// A marble dragged and let go: played if it was let go on one of its destinations (it is
/// already there, so it does not hop: `dropped`), else it stays chosen with its
/// destinations marked.
fn drop_marble(ctl: CcCtl, dropped: StoredValue<Option<usize>>, from: usize, to: Option<usize>) {
    let legal = ctl.session.with_untracked(|s| s.legal());
    match to.and_then(|to| legal.into_iter().find(|m| m.from() == from && m.to() == to)) {
        Some(mv) if ctl.can_touch() => {
            dropped.set_value(Some(mv.to()));
            ctl.apply(mv, false);
        }
        _ => ctl.selected.set(Some(from)),
    }
}

fn hole_sel(h: usize) -> String {
    format!("[data-hole=\"{h}\"]")
}

/// Each change of the moves leading to the position shown hops its marble hole to hole
/// along its path (backwards for a take-back), one move after the other; a marble dropped
/// by a drag where it moved does not hop.
fn animate_moves(ctl: CcCtl, dropped: StoredValue<Option<usize>>) {
    let session = ctl.session;
    let moves = move || {
        let at = ctl.review.get();
        session.with(|s| {
            let n = at.unwrap_or(s.moves().len()).min(s.moves().len());
            Some(s.moves()[..n].to_vec())
        })
    };
    motion::animate_moves("svg.board.cc-board", 2, moves, move |c| {
        let drop = dropped.get_value();
        dropped.set_value(None);
        hops(c, drop)
    });
}

/// The marbles' hops of a change of the moves shown (none for a move whose marble was
/// dropped at its end by a drag).
fn hops(change: &Change<CcMove>, dropped: Option<usize>) -> Vec<Motion> {
    let (back, moves) = match change {
        Change::On(m) => (false, m),
        Change::Back(m) => (true, m),
    };
    let mut delay = 0;
    let mut out = Vec::new();
    for m in moves {
        let mut path: Vec<usize> = m.path().collect();
        if back {
            path.reverse();
        }
        let Some(&end) = path.last() else { continue };
        if !back && dropped == Some(end) {
            continue;
        }
        out.push(Motion::Slide {
            piece: format!("{} > .marble", hole_sel(end)),
            via: path.iter().map(|&h| Via::Spot(hole_sel(h))).collect(),
            delay,
        });
        delay += path.len() - 1;
    }
    out
}

/// The playable board for the session's star; taps and keys go to the screen.
#[component]
pub fn CcBoard(ctl: CcCtl) -> impl IntoView {
    let marbles = Memo::new(move |_| ctl.session.with(|s| s.setup.marbles));
    let dropped = StoredValue::new(None::<usize>);
    animate_moves(ctl, dropped);
    move || {
        let layout = Layout::new(marbles.get());
        let model = star_model(ctl, layout.xy.len());
        let xy = StoredValue::new(layout.xy.clone());
        let arrows = move || hint_marks(ctl, xy);
        view! {
            <Holes
                model=model
                layout=layout
                cursor=ctl.cursor
                lang=Signal::derive(move || ctl.lang())
                on_hole=Callback::new(move |h| tap(ctl, h))
                on_cancel=Callback::new(move |_| ctl.selected.set(None))
                on_lift=Callback::new(move |h| ctl.selected.set(Some(h)))
                on_drop=Callback::new(move |(from, to)| drop_marble(ctl, dropped, from, to))
                over=move || hint_arrows(arrows, ctl.hint_focus.into(), UNIT * 0.3)
            />
        }
    }
}

/// The hinted moves as arrows from hole to hole (`xy`: the holes' centres).
fn hint_marks(ctl: CcCtl, xy: StoredValue<Vec<(f64, f64)>>) -> Vec<Vec<Arrow>> {
    let at = |h: usize| xy.with_value(|xy| xy.get(h).copied());
    let arrow = |(mv, _): (CcMove, i32)| {
        let to = at(mv.to())?;
        Some(vec![Arrow {
            from: at(mv.from()),
            to,
        }])
    };
    ctl.hinted_all().into_iter().filter_map(arrow).collect()
}

/// What the board marks, from the position shown, the legal moves and the choices made.
fn marks(ctl: CcCtl) -> Memo<Marks> {
    let session = ctl.session;
    Memo::new(move |_| {
        let selected = ctl.selected.get();
        let at = ctl.review.get();
        let (legal, person, last) = session.with(|s| {
            let n = at.unwrap_or(s.moves().len());
            let last = n
                .checked_sub(1)
                .and_then(|i| s.moves().get(i))
                .map(|m| m.path().collect())
                .unwrap_or_default();
            if at.is_some() {
                (Vec::new(), false, last)
            } else {
                (s.legal(), s.person_to_move(), last)
            }
        });
        let mut movable: Vec<usize> = if person && selected.is_none() {
            legal.iter().map(|m| m.from()).collect()
        } else {
            Vec::new()
        };
        movable.dedup();
        Marks {
            selected,
            dest: selected
                .map(|f| {
                    legal
                        .iter()
                        .filter(|m| m.from() == f)
                        .map(|m| m.to())
                        .collect()
                })
                .unwrap_or_default(),
            movable,
            last,
            hint: ctl.hinted().map(|m| (m.from(), m.to())),
        }
    })
}

/// A hole's accessible name: the hole, its marble, what is marked on it, its corner.
fn hole_label(
    l: Lang,
    (h, name): (usize, &str),
    content: Option<Corner>,
    corner: Option<Corner>,
    m: &Marks,
) -> String {
    let dest = m.dest.contains(&h);
    let content = match content {
        Some(c) => Some(words::marble(l, c)),
        None if dest => None,
        None => Some(words::EMPTY.t(l).to_string()),
    };
    let last_to = m.last.last() == Some(&h);
    let marks = [
        (m.selected == Some(h), words::SELECTED),
        (dest, words::DESTINATION),
        (last_to, words::LAST_TO),
        (!last_to && m.last.first() == Some(&h), words::LAST_FROM),
        (
            m.hint.is_some_and(|(a, b)| a == h || b == h),
            crate::kit::i18n::BEST_MOVE_HERE,
        ),
    ];
    let head = std::iter::once(words::hole(l, name)).chain(content);
    let mut name = spot_name(l, head, &marks);
    if let Some(c) = corner {
        name += ", ";
        name += &words::in_corner(l, c);
    }
    name
}

/// A hole's classes for the stylesheet.
fn hole_class(h: usize, m: &Marks, lifted: bool) -> String {
    let mut c = String::from("hole");
    for (on, name) in [
        (lifted, " lifted"),
        (m.selected == Some(h), " selected"),
        (m.dest.contains(&h), " dest"),
        (m.movable.contains(&h), " movable"),
        (m.last.last() == Some(&h), " last-to"),
        (m.last.first() == Some(&h), " last-from"),
        (m.hint.is_some_and(|(a, b)| a == h || b == h), " hinted"),
    ] {
        if on {
            c.push_str(name);
        }
    }
    c
}

/// What one hole of the playable star shares with the others.
#[derive(Clone, Copy)]
struct HoleCtx {
    model: StarModel,
    layout: StoredValue<Layout>,
    /// The hole that takes the Tab stop (roving tabindex); the arrows move it.
    cursor: RwSignal<usize>,
    lang: Signal<Lang>,
    on_hole: Callback<usize>,
    on_cancel: Callback<()>,
    /// The hole whose marble is being dragged.
    lifted: Memo<Option<usize>>,
    drag: Dragger<usize>,
}

/// One hole: a button with its marble and marks, operated by click or keyboard.
fn hole_view(c: HoleCtx, h: usize) -> impl IntoView {
    let (board, marks) = (c.model.board, c.model.marks);
    let keydown = move |ev: web_sys::KeyboardEvent| match BoardKey::of(&ev) {
        Some(BoardKey::Activate) => c.on_hole.run(h),
        Some(BoardKey::Cancel) => c.on_cancel.run(()),
        Some(BoardKey::Step(dx, dy)) => {
            if let Some(next) = c.layout.with_value(|l| l.step(h, (dx, dy))) {
                c.cursor.set(next);
                focus_hole(next);
            }
        }
        None => {}
    };
    let (name, corner) = c
        .layout
        .with_value(|lay| (lay.names[h].clone(), lay.corner[h]));
    let label = move || {
        let content = board.with(|b| b[h]);
        marks.with(|m| hole_label(c.lang.get(), (h, &name), content, corner, m))
    };
    let (x, y) = c.layout.with_value(|l| l.xy[h]);
    let content = Memo::new(move |_| board.with(|b| b.get(h).copied().flatten()));
    view! {
        <g
            class=move || marks.with(|m| hole_class(h, m, c.lifted.get() == Some(h)))
            role="button"
            tabindex=move || if c.cursor.get() == h { "0" } else { "-1" }
            data-hole=h
            aria-label=label
            transform=format!("translate({x:.1} {y:.1})")
            on:click=move |_| {
                if !c.drag.click_after_drop() {
                    c.on_hole.run(h);
                }
            }
            on:focus=move |_| c.cursor.set(h)
            on:keydown=keydown
        >
            <circle class="hit" r=UNIT * 0.5></circle>
            <circle class="last-tint" r=UNIT * 0.5></circle>
            <circle class="socket" r=UNIT * 0.13></circle>
            <circle class="halo" r=UNIT * 0.46></circle>
            {move || content.get().map(|c| marble_view(c, MARBLE_R))}
            <circle class="dot" r=UNIT * 0.27></circle>
            <circle class="focus-ring" r=UNIT * 0.48></circle>
        </g>
    }
}

/// The hole under a board point (within half a hole distance of its centre).
fn hole_under(layout: &Layout, (x, y): P) -> Option<usize> {
    layout
        .xy
        .iter()
        .position(|&p| dist(p, (x, y)) <= UNIT * 0.5)
}

/// The marble being dragged, under the pointer.
fn dragged_marble(model: StarModel, drag: Dragger<usize>) -> impl IntoView {
    move || {
        let d = drag.dragged()?;
        let c = model.board.with(|b| b.get(d.from).copied().flatten())?;
        Some(view! {
            <g class="dragged" transform=format!("translate({:.1} {:.1})", d.at.0, d.at.1)>
                {marble_view(c, MARBLE_R)}
            </g>
        })
    }
}

/// On a phone the 181-hole star is wider than the screen, so that its holes stay a finger
/// apart (the stylesheet), and its frame scrolls sideways: it opens on the star's middle.
fn centre_in_frame(svg: NodeRef<leptos::svg::Svg>) {
    Effect::new(move |_| {
        let Some(el) = svg.get() else { return };
        request_animation_frame(move || {
            if let Some(frame) = el.parent_element() {
                let spare = frame.scroll_width() - frame.client_width();
                if spare > 0 {
                    frame.set_scroll_left(spare / 2);
                }
            }
        });
    });
}

/// The star's holes: it shows `model` and reports a tap, Enter or Space on a hole, a marble
/// lifted and where it was dropped, and Escape; it decides no rule.
#[component]
fn Holes(
    model: StarModel,
    layout: Layout,
    cursor: RwSignal<usize>,
    lang: Signal<Lang>,
    on_hole: Callback<usize>,
    on_cancel: Callback<()>,
    /// A drag began: its marble is the chosen one.
    on_lift: Callback<usize>,
    /// A dragged marble was let go: where from, and the hole under the pointer if any.
    on_drop: Callback<(usize, Option<usize>)>,
    /// Drawn over the marbles (the hint's arrows).
    #[prop(optional, into)]
    over: Option<ViewFn>,
) -> impl IntoView {
    let layout = StoredValue::new(layout);
    let n_holes = layout.with_value(|l| l.xy.len());
    let StarModel { seated, marks, .. } = model;
    let drag = Dragger::<usize>::new(layout.with_value(|l| (l.width, l.height)));
    let c = HoleCtx {
        model,
        layout,
        cursor,
        lang,
        on_hole,
        on_cancel,
        lifted: Memo::new(move |_| drag.dragged().map(|d| d.from)),
        drag,
    };
    let under = move |at: P| layout.with_value(|l| hole_under(l, at));
    let pointerdown = move |ev: web_sys::PointerEvent| {
        drag.down(&ev, |at| {
            under(at).filter(|h| model.draggable.with_untracked(|d| d.contains(h)))
        })
    };
    let pointermove = move |ev: web_sys::PointerEvent| drag.moved(&ev, |h| on_lift.run(h));
    let pointerup = move |ev: web_sys::PointerEvent| {
        drag.up(&ev, |from, at| on_drop.run((from, at.and_then(under))))
    };
    let holes = (0..n_holes).map(|h| hole_view(c, h)).collect_view();

    // The last move's path, under the marbles.
    let path = move || {
        let last = marks.with(|m| m.last.clone());
        (last.len() >= 2).then(|| {
            let pts = layout.with_value(|l| {
                last.iter()
                    .filter_map(|&h| l.xy.get(h))
                    .map(|(x, y)| format!("{x:.1},{y:.1}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            });
            view! { <polyline class="last-path" points=pts></polyline> }
        })
    };
    let (w, h) = layout.with_value(|l| (l.width, l.height));
    let svg = NodeRef::<leptos::svg::Svg>::new();
    centre_in_frame(svg);
    let large = n_holes > SMALL.holes();
    view! {
        <svg
            class="board cc-board"
            class:large=large
            node_ref=svg
            viewBox=format!("0 0 {w:.0} {h:.0}")
            role="group"
            aria-label=move || words::board_label(lang.get(), n_holes)
            data-testid="board"
            on:pointerdown=pointerdown
            on:pointermove=pointermove
            on:pointerup=pointerup
            on:pointercancel=move |_| drag.cancel()
        >
            {layout.with_value(|l| star_frame(l, Some(seated)))}
            {layout.with_value(row_numbers)}
            <g class="path-layer" aria-hidden="true">{path}</g>
            {holes}
            {over.map(|f| f.run())}
            <g aria-hidden="true">{dragged_marble(model, drag)}</g>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cc_01_both_stars_are_laid_out_with_six_tinted_corners() {
        for (marbles, holes) in [(10, 121), (15, 181)] {
            let l = Layout::new(marbles);
            assert_eq!(l.xy.len(), holes);
            assert_eq!(l.tints.len(), 6);
            // Neighbours are one unit apart: hole 0 and its two neighbours below.
            let d = dist(l.xy[0], l.xy[1]);
            assert!((d - UNIT).abs() < 0.01, "{d}");
            assert!(l
                .xy
                .iter()
                .all(|&(x, y)| x > 0.0 && x < l.width && y > 0.0 && y < l.height));
        }
    }

    #[test]
    fn arrows_follow_the_lattice() {
        let l = Layout::new(10);
        // Row 0 holds 0, row 1 holds 1 2, row 2 holds 3 4 5.
        assert_eq!(l.step(0, (0, 1)), Some(2), "down goes down-right first");
        assert_eq!(
            l.step(2, (0, -1)),
            Some(0),
            "up goes up-left first: back again"
        );
        assert_eq!(
            l.step(1, (0, -1)),
            Some(0),
            "up-right when up-left is off the board"
        );
        assert_eq!(l.step(2, (-1, 0)), Some(1));
        assert_eq!(l.step(1, (-1, 0)), None);
        assert_eq!(l.step(0, (0, -1)), None);
        assert_eq!(l.step(1, (0, 1)), Some(4));
        // From the left end of the first long row, up goes to the nearest hole of row 3.
        assert_eq!(l.step(10, (0, -1)), Some(6));
        // Every hole can be reached from hole 0 with the arrows.
        let mut seen = vec![false; l.xy.len()];
        let mut todo = vec![0];
        while let Some(h) = todo.pop() {
            if std::mem::replace(&mut seen[h], true) {
                continue;
            }
            for d in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                todo.extend(l.step(h, d));
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn corner_triangles_hold_their_corners_holes() {
        let l = Layout::new(10);
        let inside = |pts: &str, p: P| {
            let v: Vec<P> = pts
                .split(' ')
                .map(|xy| {
                    let (x, y) = xy.split_once(',').unwrap();
                    (x.parse().unwrap(), y.parse().unwrap())
                })
                .collect();
            let side = |a: P, b: P| (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0);
            let s: Vec<f64> = (0..v.len())
                .map(|i| side(v[i], v[(i + 1) % v.len()]))
                .collect();
            s.iter().all(|&x| x > 0.0) || s.iter().all(|&x| x < 0.0)
        };
        for (c, pts) in &l.tints {
            for (h, &xy) in l.xy.iter().enumerate() {
                assert_eq!(inside(pts, xy), l.corner[h] == Some(*c), "hole {h}, {c}");
            }
        }
    }
}
