//! The backgammon board as SVG: 24 points, the bar, the two bear-off trays, the dice, the
//! cube, the pip counts and the match score. Every point, both halves of the bar and both
//! trays are keyboard-operable buttons named in the game's notation, numbered from the
//! person against the computer, else from the player on roll ("point 13, 5 white").
//!
//! The board draws a [`BoardModel`]; what may be moved comes from the turn in progress
//! (`ttakji_engine::backgammon::partial`), never from here.

use crate::games::backgammon::words as t;
use crate::kit::board_key::{self, spot_name, BoardKey};
use crate::kit::drag::Dragger;
use crate::kit::hint::{hint_arrows, Arrow};
use crate::kit::i18n::Lang;
use crate::kit::motion::{self, Change, Motion, Via};
use leptos::prelude::*;
use ttakji_engine::backgammon::partial::{Step, BAR, OFF};

/// White is colour 0, Black colour 1.
pub const WHITE: usize = 0;
#[cfg(test)]
const BLACK: usize = 1;

/// The viewBox and its parts (board units).
const CUBE_COL: f64 = 84.0;
const FRAME: f64 = 30.0;
const PW: f64 = 66.0;
const BAR_W: f64 = 76.0;
const TRAY_W: f64 = 84.0;
const H: f64 = 760.0;
const PL: f64 = 300.0;
const R: f64 = 28.0;
const LEFT: f64 = CUBE_COL + 14.0;
const RIGHT: f64 = LEFT + 6.0 * PW + BAR_W;
const BAR_X: f64 = LEFT + 6.0 * PW;
const INNER_END: f64 = RIGHT + 6.0 * PW;
const TRAY_X: f64 = INNER_END + 14.0;
const W: f64 = TRAY_X + TRAY_W + 8.0;
const TOP: f64 = FRAME;
const BOTTOM: f64 = H - FRAME;
const MID: f64 = H / 2.0;

type Rect = (f64, f64, f64, f64);

/// How the board lies: `Wide`, the points running left and right as on a table; or `Tall`
/// for a phone held upright, the board turned a quarter clockwise so that the points run
/// top to bottom (the bottom player's home board at the lower left, the trays at the
/// bottom) while numbers and dice stay upright. Everything is laid out wide; `Tall` maps
/// each point and box of that layout onto the turned board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Lie {
    #[default]
    Wide,
    Tall,
}

/// The stylesheet's phone held upright, where the board lies tall.
const TALL_QUERY: &str = "(max-width: 560px) and (orientation: portrait)";

impl Lie {
    /// The viewBox's width and height.
    fn size(self) -> (f64, f64) {
        match self {
            Lie::Wide => (W, H),
            Lie::Tall => (H, W),
        }
    }

    /// A point of the wide layout on this board.
    fn pt(self, (x, y): (f64, f64)) -> (f64, f64) {
        match self {
            Lie::Wide => (x, y),
            Lie::Tall => (H - y, x),
        }
    }

    /// A box of the wide layout (left, top, width, height) on this board.
    fn rect(self, (x, y, w, h): Rect) -> Rect {
        match self {
            Lie::Wide => (x, y, w, h),
            Lie::Tall => (H - y - h, x, h, w),
        }
    }

    /// A point of this board in the wide layout.
    fn back(self, (x, y): (f64, f64)) -> (f64, f64) {
        match self {
            Lie::Wide => (x, y),
            Lie::Tall => (y, H - x),
        }
    }

    /// How the board lies now, following the window's size.
    fn follow_window() -> Signal<Lie> {
        let now = || {
            let tall = window()
                .match_media(TALL_QUERY)
                .ok()
                .flatten()
                .is_some_and(|q| q.matches());
            if tall {
                Lie::Tall
            } else {
                Lie::Wide
            }
        };
        let lie = RwSignal::new(now());
        let handle = window_event_listener(leptos::ev::resize, move |_| {
            if lie.get_untracked() != now() {
                lie.set(now());
            }
        });
        on_cleanup(move || handle.remove());
        lie.into()
    }
}

/// The place whose area holds a board point (of the wide layout).
fn place_at(m: &BoardModel, (x, y): (f64, f64)) -> Option<Place> {
    Place::all().find(|&p| {
        let (px, py, w, h) = hit_area(p, m);
        (px..px + w).contains(&x) && (py..py + h).contains(&y)
    })
}

/// What the board shows; colours are indices ([`WHITE`], [`BLACK`]).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct BoardModel {
    /// Checkers per colour, each from its own side: index `i < 24` is point `i + 1`, 24 the
    /// bar; the rest are off.
    pub counts: [[u8; 25]; 2],
    /// The player on roll (or to roll, or doubling): the checkers that move.
    pub on_roll: usize,
    /// The colour whose points are numbered: the person against the computer (also while the
    /// computer is on roll), else the player on roll.
    pub numbered: usize,
    /// The colour at the bottom of the screen (moving right to left along the bottom row).
    pub bottom: usize,
    /// Spots of the player on roll (its own index, or `BAR`) chosen to move.
    pub selected: Option<usize>,
    /// Where the selected checker may go (own index, or `OFF`).
    pub dests: Vec<usize>,
    /// Spots with a checker that may move now.
    pub movable: Vec<usize>,
    /// The last play, per colour index and own places: `(colour, from, to)`.
    pub last: Vec<(usize, usize, usize)>,
    /// The steps that led to the checkers drawn, for their motion: the turn they belong to
    /// (the game's number and the index of its action), and the colour that made them.
    pub moved: Moved,
    /// The dice of the turn, all of them (four for a double), and those not used yet.
    pub dice: Vec<u8>,
    pub left: Vec<u8>,
    /// A new roll: the dice tumble (unless the person prefers reduced motion).
    pub roll_id: u32,
    /// The cube's value and owner (`None`: in the middle); not drawn when unused.
    pub cube: Option<(u32, Option<usize>)>,
    /// Match score per colour and the match length (0 for a money game).
    pub score: [u32; 2],
    pub length: u32,
    /// The hint's plays, each as its steps `(colour, from, to)`, and the one drawn
    /// strongest.
    pub hinted: Vec<Vec<(usize, usize, usize)>>,
    pub hint_focus: usize,
}

/// The checkers' moves of one turn: `turn` (game, action index) and its steps so far.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Moved {
    pub turn: (usize, usize),
    pub colour: usize,
    pub steps: Vec<Step>,
}

impl BoardModel {
    fn off(&self, colour: usize) -> u8 {
        15u8.saturating_sub(self.counts[colour].iter().sum::<u8>())
    }

    fn pips(&self, colour: usize) -> u32 {
        self.counts[colour]
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * n as u32)
            .sum()
    }

    /// The colour's own index of a point numbered `b` from the bottom player's side.
    fn own_index(&self, colour: usize, b: usize) -> usize {
        if colour == self.bottom {
            b - 1
        } else {
            24 - b
        }
    }

    /// Checkers on a point (bottom numbering): colour and count.
    fn at(&self, b: usize) -> Option<(usize, u8)> {
        (0..2).find_map(|c| {
            let n = self.counts[c][self.own_index(c, b)];
            (n > 0).then_some((c, n))
        })
    }
}

/// A place on the screen: a point (numbered from the bottom player's side), a half of the
/// bar or a tray, by the colour it belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Place {
    Point(usize),
    Bar(usize),
    Tray(usize),
}

impl Place {
    /// The place of the player on roll's own index (`BAR`, `OFF`, or a point).
    pub fn of_own(m: &BoardModel, i: usize) -> Place {
        match i {
            BAR => Place::Bar(m.on_roll),
            OFF => Place::Tray(m.on_roll),
            i if m.on_roll == m.bottom => Place::Point(i + 1),
            i => Place::Point(24 - i),
        }
    }

    /// The place of a colour's own index (`BAR`, `OFF`, or a point).
    pub fn of(m: &BoardModel, colour: usize, i: usize) -> Place {
        match i {
            BAR => Place::Bar(colour),
            OFF => Place::Tray(colour),
            i if colour == m.bottom => Place::Point(i + 1),
            i => Place::Point(24 - i),
        }
    }

    /// The player on roll's own index of this place, if it is theirs to use.
    pub fn own(self, m: &BoardModel) -> Option<usize> {
        match self {
            Place::Point(b) => Some(m.own_index(m.on_roll, b)),
            Place::Bar(c) if c == m.on_roll => Some(BAR),
            Place::Tray(c) if c == m.on_roll => Some(OFF),
            _ => None,
        }
    }

    fn key(self) -> String {
        match self {
            Place::Point(b) => format!("p{b}"),
            Place::Bar(c) => format!("bar{c}"),
            Place::Tray(c) => format!("tray{c}"),
        }
    }

    /// Screen cell: row 0 (top) or 1 (bottom), column 0..=13 (6 is the bar, 13 the tray).
    fn cell(self, m: &BoardModel) -> (usize, usize) {
        match self {
            Place::Point(b) if b >= 13 => {
                let c = b - 13;
                (0, if c < 6 { c } else { c + 1 })
            }
            Place::Point(b) => {
                let c = 12 - b;
                (1, if c < 6 { c } else { c + 1 })
            }
            // The bottom player's barred checkers wait in the top half, where they enter.
            Place::Bar(c) => (if c == m.bottom { 0 } else { 1 }, 6),
            Place::Tray(c) => (if c == m.bottom { 1 } else { 0 }, 13),
        }
    }

    fn from_cell(m: &BoardModel, row: usize, col: usize) -> Place {
        let top_colour = 1 - m.bottom;
        match (row, col) {
            (0, 6) => Place::Bar(m.bottom),
            (1, 6) => Place::Bar(top_colour),
            (0, 13) => Place::Tray(top_colour),
            (1, 13) => Place::Tray(m.bottom),
            (0, c) => Place::Point(13 + if c < 6 { c } else { c - 1 }),
            (_, c) => Place::Point(12 - if c < 6 { c } else { c - 1 }),
        }
    }

    /// The place one arrow press away on the screen.
    pub fn step(self, m: &BoardModel, dx: i8, dy: i8) -> Place {
        let (row, col) = self.cell(m);
        let row = if dy != 0 { 1 - row } else { row };
        let col = (col as i32 + dx as i32).clamp(0, 13) as usize;
        Place::from_cell(m, row, col)
    }

    pub fn all() -> impl Iterator<Item = Place> {
        (1..=24)
            .map(Place::Point)
            .chain((0..2).map(Place::Bar))
            .chain((0..2).map(Place::Tray))
    }
}

fn point_x(col: usize) -> f64 {
    if col < 6 {
        LEFT + col as f64 * PW
    } else {
        RIGHT + (col - 7) as f64 * PW
    }
}

/// The accessible name of a place, with its marks.
fn place_label(l: Lang, m: &BoardModel, p: Place) -> String {
    let name = match p {
        Place::Point(b) => {
            let number = m.own_index(m.numbered, b) + 1;
            match m.at(b) {
                Some((c, n)) => t::point_with(l, number, n, c),
                None => t::point_empty(l, number),
            }
        }
        Place::Bar(c) => t::bar_label(l, m.counts[c][BAR], c),
        Place::Tray(c) => t::tray_label(l, c, m.off(c)),
    };
    let own = p.own(m);
    let last = m
        .last
        .iter()
        .any(|&(c, from, to)| Place::of(m, c, from) == p || Place::of(m, c, to) == p);
    let marks = [
        (own.is_some() && own == m.selected, t::SELECTED),
        (own.is_some_and(|i| m.dests.contains(&i)), t::MOVE_HERE),
        (last, t::LAST_MOVE),
    ];
    spot_name(l, [name], &marks)
}

/// A checker drawn at a centre.
fn checker(colour: usize, x: f64, y: f64, label: Option<u8>) -> impl IntoView {
    let class = if colour == WHITE {
        "ck white"
    } else {
        "ck black"
    };
    view! {
        <g class=class>
            <circle cx=x cy=y r=R></circle>
            <circle class="ck-ring" cx=x cy=y r=R * 0.62></circle>
            {label.map(|n| view! { <text class="ck-count" x=x y=y + 8.0>{n.to_string()}</text> })}
        </g>
    }
}

/// The checkers of one place, stacked from its outer end (five drawn, the rest counted).
fn stack(lie: Lie, m: &BoardModel, p: Place) -> impl IntoView {
    let (colour, n) = match p {
        Place::Point(b) => m.at(b).unwrap_or((WHITE, 0)),
        Place::Bar(c) => (c, m.counts[c][BAR]),
        Place::Tray(_) => (WHITE, 0),
    };
    (0..n.min(5))
        .map(|k| {
            let (x, y) = lie.pt(slot(m, p, k));
            let label = (k == 4 && n > 5).then_some(n);
            checker(colour, x, y, label)
        })
        .collect_view()
}

/// The centre of the `k`-th checker of a place's stack (from its outer end; five shown).
fn slot(m: &BoardModel, p: Place, k: u8) -> (f64, f64) {
    let (row, col) = p.cell(m);
    let k = k.min(4) as f64;
    match (p, row) {
        // The tray: its thin slabs, from the board's edge.
        (Place::Tray(_), 0) => (TRAY_X + TRAY_W / 2.0, TOP + 13.0 + k * 17.0),
        (Place::Tray(_), _) => (TRAY_X + TRAY_W / 2.0, BOTTOM - 13.0 - k * 17.0),
        // The bar fills from the middle outwards.
        (Place::Bar(_), 0) => (BAR_X + BAR_W / 2.0, MID - 50.0 - R - k * 2.0 * R),
        (Place::Bar(_), _) => (BAR_X + BAR_W / 2.0, MID + 50.0 + R + k * 2.0 * R),
        (_, 0) => (point_x(col) + PW / 2.0, TOP + R + k * 2.0 * R),
        _ => (point_x(col) + PW / 2.0, BOTTOM - R - k * 2.0 * R),
    }
}

/// How many checkers of `colour` a place holds (borne off: in its tray).
fn count_at(m: &BoardModel, colour: usize, p: Place) -> u8 {
    match p {
        Place::Point(b) => m.counts[colour][m.own_index(colour, b)],
        Place::Bar(c) => m.counts[c][BAR],
        Place::Tray(c) => m.off(c),
    }
}

/// The element drawn for the `j`-th checker from the top of a place's stack.
fn checker_sel(p: Place, j: usize) -> String {
    match p {
        Place::Tray(c) => format!(
            ".trays > [data-off=\"{c}\"] > rect:nth-last-of-type({})",
            j + 1
        ),
        p => format!(
            "[data-place=\"{}\"] > g.ck:nth-last-of-type({})",
            p.key(),
            j + 1
        ),
    }
}

/// The checkers' runs of a change of the turn's steps, on the board drawn after it: each
/// checker runs its steps point to point, one step after the other (a hit checker goes to
/// the bar as the hitter lands); taken back, in reverse.
fn motions(lie: Lie, m: &BoardModel, colour: usize, change: &Change<Step>) -> Vec<Motion> {
    // Where the checkers are drawn, as the board lies.
    let slot = |m: &BoardModel, p: Place, k: u8| lie.pt(slot(m, p, k));
    let (back, steps) = match change {
        Change::On(s) => (false, s),
        Change::Back(s) => (true, s),
    };
    // A checker's consecutive steps make one run.
    let mut runs: Vec<Vec<Place>> = Vec::new();
    let mut hits = Vec::new();
    for st in steps {
        let (a, b) = if back {
            (st.to, st.from)
        } else {
            (st.from, st.to)
        };
        let (a, b) = (Place::of(m, colour, a), Place::of(m, colour, b));
        match runs.iter_mut().find(|r| r.last() == Some(&a)) {
            Some(r) => r.push(b),
            None => runs.push(vec![a, b]),
        }
        if st.hit && !back {
            hits.push((b, runs.iter().map(|r| r.len() - 1).sum::<usize>()));
        }
    }
    let mut out = Vec::new();
    let mut delay = 0;
    for (i, run) in runs.iter().enumerate() {
        let end = *run.last().unwrap_or(&run[0]);
        let later = runs[i + 1..]
            .iter()
            .filter(|r| r.last() == Some(&end))
            .count();
        let landed = count_at(m, colour, end).saturating_sub(1 + later as u8);
        let mut via: Vec<Via> = run[..run.len() - 1]
            .iter()
            .map(|&p| {
                let (x, y) = slot(m, p, count_at(m, colour, p));
                Via::At(x, y)
            })
            .collect();
        let (x, y) = slot(m, end, landed);
        via.push(Via::At(x, y));
        out.push(Motion::Slide {
            piece: checker_sel(end, later),
            via,
            delay,
        });
        delay += run.len() - 1;
    }
    let other = 1 - colour;
    for (k, (at, when)) in hits.into_iter().enumerate() {
        let bar = Place::Bar(other);
        let (x, y) = slot(m, at, 0);
        let (bx, by) = slot(m, bar, m.counts[other][BAR].saturating_sub(1 + k as u8));
        out.push(Motion::Slide {
            piece: checker_sel(bar, k),
            via: vec![Via::At(x, y), Via::At(bx, by)],
            delay: when,
        });
    }
    out
}

/// Plays the checkers' motion of each change of the steps drawn: steps added to the turn
/// shown or taken back from it, or a new turn played at once (the computer's, a forced
/// one); not a play the person just confirmed, nor checkers dropped by a drag.
fn animate_moves(lie: Lie, model: Memo<BoardModel>, dropped: StoredValue<bool>) {
    motion::on_change(
        move || model.with(|m| m.moved.clone()),
        move |before, now| {
            if dropped.get_value() {
                dropped.set_value(false);
                return;
            }
            let change = if before.turn == now.turn {
                motion::change(&before.steps, &now.steps, 8)
            } else if before.turn.0 == now.turn.0 && before.turn.1 < now.turn.1 {
                (!now.steps.is_empty() && before.steps != now.steps)
                    .then(|| Change::On(now.steps.clone()))
            } else {
                None
            };
            if let Some(c) = change {
                let motions = model.with_untracked(|m| motions(lie, m, now.colour, &c));
                motion::play("svg.board.bg-board", motions);
            }
        },
    );
}

/// The borne-off checkers of a tray, as thin slabs.
fn tray_slabs(lie: Lie, m: &BoardModel, colour: usize) -> impl IntoView {
    let top = colour != m.bottom;
    let class = if colour == WHITE {
        "slab white"
    } else {
        "slab black"
    };
    let slabs = (0..m.off(colour))
        .map(|k| {
            let y = if top {
                TOP + 6.0 + k as f64 * 17.0
            } else {
                BOTTOM - 20.0 - k as f64 * 17.0
            };
            let (x, y, w, h) = lie.rect((TRAY_X + 8.0, y, TRAY_W - 16.0, 14.0));
            view! { <rect class=class x=x y=y width=w height=h rx="4"></rect> }
        })
        .collect_view();
    view! { <g data-off=colour>{slabs}</g> }
}

/// The hit area of a place in the wide layout (points: the whole triangle's column).
fn hit_area(p: Place, m: &BoardModel) -> Rect {
    let (row, col) = p.cell(m);
    let (x, w) = match col {
        6 => (BAR_X, BAR_W),
        13 => (TRAY_X, TRAY_W),
        c => (point_x(c), PW),
    };
    let (y, h) = if row == 0 {
        (TOP, MID - TOP)
    } else {
        (MID, BOTTOM - MID)
    };
    (x, y, w, h)
}

/// Pips of a die face.
fn pips(n: u8) -> &'static [(f64, f64)] {
    const C: f64 = 0.5;
    const A: f64 = 0.25;
    const B: f64 = 0.75;
    match n {
        1 => &[(C, C)],
        2 => &[(A, A), (B, B)],
        3 => &[(A, A), (C, C), (B, B)],
        4 => &[(A, A), (B, A), (A, B), (B, B)],
        5 => &[(A, A), (B, A), (C, C), (A, B), (B, B)],
        _ => &[(A, A), (B, A), (A, C), (B, C), (A, B), (B, B)],
    }
}

/// One die, named by its face (`die 5`).
fn die(
    lang: Signal<Lang>,
    (x, y, size, _): Rect,
    n: u8,
    used: impl Fn() -> bool + Send + Sync + 'static,
    colour: usize,
) -> impl IntoView {
    let class = move || {
        format!(
            "die {}{}",
            if colour == WHITE { "white" } else { "black" },
            if used() { " used" } else { "" }
        )
    };
    view! {
        <g
            class=class
            role="img"
            aria-label=move || t::die(lang.get(), n)
            transform=format!("translate({x} {y})")
        >
            <g class="die-body" aria-hidden="true">
                <rect width=size height=size rx=size * 0.18></rect>
                {pips(n)
                    .iter()
                    .map(|&(px, py)| view! { <circle cx=px * size cy=py * size r=size * 0.09></circle> })
                    .collect_view()}
            </g>
        </g>
    }
}

/// The cube: value (64 in the middle at 1, as on a real cube) and where it stands.
fn cube(lie: Lie, value: u32, owner: Option<usize>, bottom: usize) -> impl IntoView {
    let size = 56.0;
    let y = match owner {
        None => MID - size / 2.0,
        Some(c) if c == bottom => BOTTOM - size - 6.0,
        Some(_) => TOP + 6.0,
    };
    let shown = if owner.is_none() && value == 1 {
        64
    } else {
        value
    };
    let (x, y, _, _) = lie.rect(((CUBE_COL - size) / 2.0, y, size, size));
    view! {
        <g class="cube" transform=format!("translate({x} {y})")>
            <rect width=size height=size rx="8"></rect>
            <text x=size / 2.0 y=size / 2.0 + 9.0>{shown.to_string()}</text>
        </g>
    }
}

/// What one place of the playable board shares with the others.
#[derive(Clone, Copy)]
struct PlaceCtx {
    lie: Lie,
    model: Memo<BoardModel>,
    lang: Signal<Lang>,
    on_place: Callback<Place>,
    on_cancel: Callback<()>,
    cursor: RwSignal<Place>,
    drag: Dragger<Place>,
}

/// A place's classes for the stylesheet.
fn place_class(m: &BoardModel, p: Place) -> String {
    let own = p.own(m);
    let mut c = String::from("spot");
    for (on, name) in [
        (own.is_some() && own == m.selected, " selected"),
        (own.is_some_and(|i| m.dests.contains(&i)), " dest"),
        (own.is_some_and(|i| m.movable.contains(&i)), " movable"),
    ] {
        if on {
            c.push_str(name);
        }
    }
    c
}

/// One place (a point, the bar, a tray): a button with its checkers, operated by click,
/// drag or keyboard.
fn place_view(c: PlaceCtx, p: Place) -> impl IntoView {
    let keydown = move |ev: web_sys::KeyboardEvent| match BoardKey::of(&ev) {
        Some(BoardKey::Activate) => c.on_place.run(p),
        Some(BoardKey::Cancel) => c.on_cancel.run(()),
        Some(BoardKey::Step(dx, dy)) => {
            let next = c.model.with_untracked(|m| p.step(m, dx, dy));
            c.cursor.set(next);
            focus_place(next);
        }
        None => {}
    };
    let area = move || c.model.with(|m| c.lie.rect(hit_area(p, m)));
    view! {
        <g
            class=move || c.model.with(|m| place_class(m, p))
            role="button"
            tabindex=move || if c.cursor.get() == p { "0" } else { "-1" }
            data-place=p.key()
            aria-label=move || c.model.with(|m| place_label(c.lang.get(), m, p))
            on:click=move |_| {
                if !c.drag.click_after_drop() {
                    c.on_place.run(p);
                }
            }
            on:focus=move |_| c.cursor.set(p)
            on:keydown=keydown
        >
            <rect class="spot-area" x=move || area().0 y=move || area().1 width=move || area().2 height=move || area().3></rect>
            <rect class="spot-focus" x=move || area().0 + 3.0 y=move || area().1 + 3.0 width=move || area().2 - 6.0 height=move || area().3 - 6.0 rx="8"></rect>
            {move || c.model.with(|m| stack(c.lie, m, p).into_any())}
        </g>
    }
}

/// The playable board. `on_place` gets a click (or Enter/Space) on a place. It lies wide,
/// or tall on a phone held upright (drawn anew when that changes).
#[component]
pub fn BgBoard(
    model: Memo<BoardModel>,
    lang: Signal<Lang>,
    on_place: Callback<Place>,
    on_cancel: Callback<()>,
    /// A drag begins on this place: its checker is chosen (not toggled).
    on_pick: Callback<Place>,
) -> impl IntoView {
    let lie = Lie::follow_window();
    let acts = Acts {
        on_place,
        on_cancel,
        on_pick,
    };
    move || board_view(lie.get(), model, lang, acts)
}

/// What the person's gestures on the board report.
#[derive(Clone, Copy)]
struct Acts {
    on_place: Callback<Place>,
    on_cancel: Callback<()>,
    on_pick: Callback<Place>,
}

/// The playable board lying one way.
fn board_view(lie: Lie, model: Memo<BoardModel>, lang: Signal<Lang>, acts: Acts) -> impl IntoView {
    let Acts {
        on_place,
        on_cancel,
        on_pick,
    } = acts;
    // The dice are drawn again only for a new roll; which are used follows the steps.
    let roll = Memo::new(move |_| model.with(Roll::of));
    let used = Memo::new(move |_| model.with(|m| used_dice(&m.dice, &m.left)));
    let (vw, vh) = lie.size();
    let drag = Dragger::<Place>::new((vw, vh));
    let under = move |m: &BoardModel, at: (f64, f64)| place_at(m, lie.back(at));
    let dropped = StoredValue::new(false);
    animate_moves(lie, model, dropped);
    let pointerdown = move |ev: web_sys::PointerEvent| {
        drag.down(&ev, |at| {
            model.with_untracked(|m| {
                under(m, at).filter(|p| p.own(m).is_some_and(|i| m.movable.contains(&i)))
            })
        })
    };
    let pointermove = move |ev: web_sys::PointerEvent| drag.moved(&ev, |from| on_pick.run(from));
    let pointerup = move |ev: web_sys::PointerEvent| {
        drag.up(&ev, |_, at| {
            let to = at.and_then(|at| {
                model.with_untracked(|m| {
                    under(m, at).filter(|p| p.own(m).is_some_and(|i| m.dests.contains(&i)))
                })
            });
            if let Some(to) = to {
                dropped.set_value(true);
                on_place.run(to);
            }
        })
    };
    let dragged = move || {
        let d = drag.dragged()?;
        let colour = model.with_untracked(|m| m.on_roll);
        Some(view! { <g class="dragged">{checker(colour, d.at.0, d.at.1, None)}</g> })
    };
    // The place holding the Tab stop; the arrows move it.
    let cursor = RwSignal::new(Place::Point(1));
    let c = PlaceCtx {
        lie,
        model,
        lang,
        on_place,
        on_cancel,
        cursor,
        drag,
    };
    let places = Place::all().map(|p| place_view(c, p)).collect_view();
    view! {
        <svg
            class="board bg-board"
            class:tall=lie == Lie::Tall
            viewBox=format!("0 0 {vw} {vh}")
            role="group"
            aria-label=move || t::BOARD.t(lang.get())
            data-testid="board"
            on:pointerdown=pointerdown
            on:pointermove=pointermove
            on:pointerup=pointerup
            on:pointercancel=move |_| drag.cancel()
        >
            <BoardFrame lie=lie />
            {move || model.with(|m| numbers(lie, m).into_any())}
            <g class="trays">
                {move || model.with(|m| (0..2).map(|c| tray_slabs(lie, m, c)).collect_view().into_any())}
            </g>
            <g class="marks" aria-hidden="true">
                {move || model.with(|m| marks(lie, m).into_any())}
            </g>
            <g class="places">{places}</g>
            <g class="last-arrows" aria-hidden="true" pointer-events="none">
                {move || model.with(|m| last_arrows(lie, m).into_any())}
            </g>
            {hint_arrows(
                move || model.with(|m| hint_marks(lie, m)),
                Signal::derive(move || model.with(|m| m.hint_focus)),
                14.0,
            )}
            <g aria-hidden="true">{dragged}</g>
            <g class="dice">
                {move || roll.with(|r| dice(lie, lang, r, used).into_any())}
            </g>
            <g aria-hidden="true">
                {move || model.with(|m| m.cube.map(|(v, o)| cube(lie, v, o, m.bottom).into_any()))}
                {move || model.with(|m| side_texts(lie, lang.get(), m).into_any())}
            </g>
        </svg>
    }
}

/// The board's wood, its 24 triangles, the bar and the trays (no checkers).
#[component]
pub fn BoardFrame(#[prop(optional)] lie: Lie) -> impl IntoView {
    let triangles = (0..13usize)
        .filter(|&c| c != 6)
        .flat_map(|col| [(point_x(col), true, col), (point_x(col), false, col)])
        .map(|(x, top, col)| {
            let (base, tip) = if top {
                (TOP, TOP + PL)
            } else {
                (BOTTOM, BOTTOM - PL)
            };
            let k = if col < 6 { col } else { col - 7 };
            let dark = (k + usize::from(top)) % 2 == 0;
            let class = if dark { "tri dark" } else { "tri light" };
            let [a, b, c] = [(x, base), (x + PW, base), (x + PW / 2.0, tip)].map(|p| lie.pt(p));
            let path = format!("M{} {} L{} {} L{} {} Z", a.0, a.1, b.0, b.1, c.0, c.1);
            view! { <path class=class d=path></path> }
        })
        .collect_view();
    let part = move |class: &'static str, r: Rect, rx: f64| {
        let (x, y, w, h) = lie.rect(r);
        view! { <rect class=class x=x y=y width=w height=h rx=rx></rect> }
    };
    view! {
        {part("bg-wood", (0.0, 0.0, W, H), 16.0)}
        {part("bg-field", (LEFT, TOP, 6.0 * PW, BOTTOM - TOP), 0.0)}
        {part("bg-field", (RIGHT, TOP, 6.0 * PW, BOTTOM - TOP), 0.0)}
        {part("bg-bar", (BAR_X, 0.0, BAR_W, H), 0.0)}
        {part("bg-tray", (TRAY_X, TOP, TRAY_W, MID - TOP - 10.0), 8.0)}
        {part("bg-tray", (TRAY_X, MID + 10.0, TRAY_W, BOTTOM - MID - 10.0), 8.0)}
        <g class="tris">{triangles}</g>
    }
}

/// Point numbers from the numbered player's side, in the frame beyond the points' bases.
fn numbers(lie: Lie, m: &BoardModel) -> impl IntoView {
    (1..=24)
        .map(|b| {
            let (row, col) = Place::Point(b).cell(m);
            let x = point_x(col) + PW / 2.0;
            let y = if row == 0 { TOP / 2.0 } else { H - FRAME / 2.0 };
            let (x, y) = lie.pt((x, y));
            let n = m.own_index(m.numbered, b) + 1;
            view! { <text class="pt-num" x=x y=y aria-hidden="true">{n.to_string()}</text> }
        })
        .collect_view()
}

/// Where a place's marks are drawn: the tip of a point's triangle, the bar, the tray.
fn mark_centre(m: &BoardModel, p: Place) -> (f64, f64) {
    let (row, col) = p.cell(m);
    let x = match col {
        6 => BAR_X + BAR_W / 2.0,
        13 => TRAY_X + TRAY_W / 2.0,
        c => point_x(c) + PW / 2.0,
    };
    let y = if row == 0 {
        TOP + PL + 24.0
    } else {
        BOTTOM - PL - 24.0
    };
    let y = if col == 13 {
        MID + if row == 0 { -90.0 } else { 90.0 }
    } else {
        y
    };
    (x, y)
}

/// Destination dots.
fn marks(lie: Lie, m: &BoardModel) -> impl IntoView {
    m.dests
        .iter()
        .map(|&i| {
            let (x, y) = lie.pt(mark_centre(m, Place::of_own(m, i)));
            view! { <circle class="dest-dot" cx=x cy=y r="14"></circle> }
        })
        .collect_view()
}

/// The last play's arrows, one per step, drawn over the checkers.
fn last_arrows(lie: Lie, m: &BoardModel) -> impl IntoView {
    let last = m
        .last
        .iter()
        .map(|&(c, from, to)| {
            let (a, b) = (Place::of(m, c, from), Place::of(m, c, to));
            let d = arrow_path(lie, mark_centre(m, a), mark_centre(m, b));
            view! {
                <path
                    class="last-arrow"
                    data-from=a.key()
                    data-to=b.key()
                    d=d
                    marker-end="url(#bg-arrowhead)"
                ></path>
            }
        })
        .collect_view();
    let head = (!m.last.is_empty()).then(|| {
        view! {
            <defs>
                <marker
                    id="bg-arrowhead"
                    viewBox="0 0 10 10"
                    refX="5"
                    refY="5"
                    markerWidth="4"
                    markerHeight="4"
                    orient="auto-start-reverse"
                >
                    <path class="last-arrowhead" d="M0 0 L10 5 L0 10 Z"></path>
                </marker>
            </defs>
        }
    });
    view! { {head} {last} }
}

/// The hinted plays as straight arrows, a step each, from place to place as the board lies.
fn hint_marks(lie: Lie, m: &BoardModel) -> Vec<Vec<Arrow>> {
    let at = |c, own| lie.pt(mark_centre(m, Place::of(m, c, own)));
    let play = |steps: &Vec<(usize, usize, usize)>| {
        let arrow = |&(c, from, to)| Arrow {
            from: Some(at(c, from)),
            to: at(c, to),
        };
        steps.iter().map(arrow).collect()
    };
    m.hinted.iter().map(play).collect()
}

/// A step's arrow: a curve from one place to the other, bowed away from the board's middle
/// (so that two steps along a row stay apart), its head a little short of the end. Worked
/// out on the wide board, its three points then laid as the board lies.
fn arrow_path(lie: Lie, (x1, y1): (f64, f64), (x2, y2): (f64, f64)) -> String {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = dx.hypot(dy).max(1.0);
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let (mut nx, mut ny) = (-dy / len, dx / len);
    if nx * (mx - W / 2.0) + ny * (my - MID) < 0.0 {
        (nx, ny) = (-nx, -ny);
    }
    let bow = (len * 0.22).min(70.0);
    let (cx, cy) = (mx + nx * bow, my + ny * bow);
    // The end, pulled back along the curve's last direction.
    let (ex, ey) = (x2 - cx, y2 - cy);
    let el = ex.hypot(ey).max(1.0);
    let (x2, y2) = (x2 - ex * 16.0 / el, y2 - ey * 16.0 / el);
    let [(x1, y1), (cx, cy), (x2, y2)] = [(x1, y1), (cx, cy), (x2, y2)].map(|p| lie.pt(p));
    format!("M{x1:.1} {y1:.1} Q{cx:.1} {cy:.1} {x2:.1} {y2:.1}")
}

/// A roll as the board draws it: which roll, its dice, their colour and board half.
#[derive(Clone, PartialEq)]
struct Roll {
    id: u32,
    dice: Vec<u8>,
    colour: usize,
    right: bool,
}

impl Roll {
    fn of(m: &BoardModel) -> Roll {
        Roll {
            id: m.roll_id,
            dice: m.dice.clone(),
            colour: m.on_roll,
            right: m.on_roll == m.bottom,
        }
    }
}

/// The dice on the right half of the board for the bottom player, the left for the top.
/// Drawn anew (and tumbling) only for a new roll; `used` dims the dice played so far.
fn dice(lie: Lie, lang: Signal<Lang>, m: &Roll, used: Memo<Vec<bool>>) -> impl IntoView {
    let n = m.dice.len();
    let size = if n > 2 { 46.0 } else { 56.0 };
    let gap = 12.0;
    let total = n as f64 * size + (n.saturating_sub(1)) as f64 * gap;
    let half = if m.right { RIGHT } else { LEFT };
    let x0 = half + 3.0 * PW - total / 2.0;
    let y = MID - size / 2.0;
    let class = format!("dice-roll r{}", m.id % 2);
    let dice = m
        .dice
        .iter()
        .enumerate()
        .map(|(k, &d)| {
            let used = move || used.with(|u| u.get(k).copied().unwrap_or(false));
            die(
                lang,
                lie.rect((x0 + k as f64 * (size + gap), y, size, size)),
                d,
                used,
                m.colour,
            )
        })
        .collect_view();
    view! { <g class=class>{dice}</g> }
}

/// Which of the dice are used, given those left (a double's copies are used from the left).
fn used_dice(dice: &[u8], left: &[u8]) -> Vec<bool> {
    let mut left = left.to_vec();
    let mut used: Vec<bool> = dice
        .iter()
        .rev()
        .map(|d| match left.iter().position(|x| x == d) {
            Some(i) => {
                left.remove(i);
                false
            }
            None => true,
        })
        .collect();
    used.reverse();
    used
}

/// Pip counts beside the trays and the match score beside the cube; on the tall board
/// both in the cube's strip at the top, each player's on its own side.
fn side_texts(lie: Lie, l: Lang, m: &BoardModel) -> impl IntoView {
    (0..2)
        .map(|c| {
            let own = c == m.bottom;
            let ((x, y), (sx, sy)) = match lie {
                Lie::Wide => (
                    (
                        TRAY_X + TRAY_W / 2.0,
                        if own { MID + 34.0 } else { MID - 20.0 },
                    ),
                    (CUBE_COL / 2.0, if own { MID + 70.0 } else { MID - 56.0 }),
                ),
                Lie::Tall => {
                    let y = CUBE_COL / 2.0 + 9.0;
                    let side = |d: f64| H / 2.0 + if own { -d } else { d };
                    ((side(190.0), y), (side(86.0), y + 2.0))
                }
            };
            let score = (m.length > 0).then(|| {
                view! { <text class="score-text" x=sx y=sy>{m.score[c].to_string()}</text> }
            });
            view! {
                <text class="pip-text" x=x y=y>{t::pips_short(l, m.pips(c))}</text>
                {score}
            }
        })
        .collect_view()
}

fn focus_place(p: Place) {
    let key = match p {
        Place::Point(b) => format!("p{b}"),
        Place::Bar(c) => format!("bar{c}"),
        Place::Tray(c) => format!("tray{c}"),
    };
    let selector = format!("svg.bg-board [data-place=\"{key}\"]");
    board_key::focus(&selector);
}

/// A position as a picture, the start unless `model` says (home card, rules page): the
/// checkers of each place (named by `data-place`) and those borne off.
#[component]
pub fn BgDrawing(#[prop(optional)] model: Option<BoardModel>) -> impl IntoView {
    let m = model.unwrap_or_else(|| BoardModel {
        // The start position (BG-2), the same from both sides.
        counts: *ttakji_engine::backgammon::Board::start().checkers(),
        ..BoardModel::default()
    });
    view! {
        <svg class="board-drawing bg-drawing" viewBox=format!("0 0 {W} {H}") aria-hidden="true">
            <BoardFrame />
            {(0..2).map(|c| tray_slabs(Lie::Wide, &m, c)).collect_view()}
            {Place::all()
                .map(|p| view! { <g data-place=p.key()>{stack(Lie::Wide, &m, p)}</g> })
                .collect_view()}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(bottom: usize, on_roll: usize) -> BoardModel {
        BoardModel {
            bottom,
            on_roll,
            ..BoardModel::default()
        }
    }

    #[test]
    fn cells_and_places_agree() {
        for bottom in 0..2 {
            let m = model(bottom, 0);
            for p in Place::all() {
                let (row, col) = p.cell(&m);
                assert_eq!(Place::from_cell(&m, row, col), p);
            }
        }
    }

    #[test]
    fn arrows_walk_rows_and_switch_halves() {
        let m = model(WHITE, WHITE);
        // Bottom row, right end: the 1-point; right again is the tray.
        assert_eq!(Place::Point(1).step(&m, 1, 0), Place::Tray(WHITE));
        assert_eq!(Place::Point(1).step(&m, -1, 0), Place::Point(2));
        assert_eq!(Place::Point(7).step(&m, 1, 0), Place::Bar(BLACK));
        assert_eq!(Place::Point(1).step(&m, 0, -1), Place::Point(24));
        assert_eq!(Place::Point(13).step(&m, -1, 0), Place::Point(13));
    }

    #[test]
    fn the_tall_board_is_the_wide_one_turned() {
        let m = model(WHITE, WHITE);
        for p in Place::all() {
            let (x, y, w, h) = Lie::Tall.rect(hit_area(p, &m));
            assert!(
                x >= 0.0 && y >= 0.0 && x + w <= H && y + h <= W,
                "{p:?} on the board"
            );
            // A press in the middle of its box on the tall board finds the place.
            let at = Lie::Tall.back((x + w / 2.0, y + h / 2.0));
            assert_eq!(place_at(&m, at), Some(p));
            assert_eq!(Lie::Tall.back(Lie::Tall.pt((x, y))), (x, y));
        }
        // Points lie across the tall board: the bottom player's on the left, 1 at the foot.
        let (x1, y1, w1, h1) = Lie::Tall.rect(hit_area(Place::Point(1), &m));
        let (x24, ..) = Lie::Tall.rect(hit_area(Place::Point(24), &m));
        assert!(w1 > h1 && x1 < x24 && y1 > W / 2.0);
    }

    #[test]
    fn used_dice_follow_the_dice_left() {
        assert_eq!(used_dice(&[6, 1], &[6, 1]), [false, false]);
        assert_eq!(used_dice(&[6, 1], &[6]), [false, true]);
        assert_eq!(used_dice(&[6, 1], &[1]), [true, false]);
        assert_eq!(used_dice(&[4, 4, 4, 4], &[4]), [true, true, true, false]);
    }

    #[test]
    fn own_indices_follow_the_player_on_roll() {
        // Black on roll with White at the bottom: White's 1-point is Black's 24-point.
        let m = model(WHITE, BLACK);
        assert_eq!(Place::Point(1).own(&m), Some(23));
        assert_eq!(Place::of_own(&m, 23), Place::Point(1));
        assert_eq!(Place::Bar(BLACK).own(&m), Some(BAR));
        assert_eq!(Place::Bar(WHITE).own(&m), None);
        assert_eq!(Place::of_own(&m, OFF), Place::Tray(BLACK));
    }
}
