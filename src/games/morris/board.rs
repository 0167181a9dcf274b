//! The Morris board as SVG: a static drawing (home cards, rules pages) and the playable
//! board whose 24 points are keyboard-operable buttons; and the Morris parts of the game
//! screen (phase, hints, pieces in hand, the pass and cancel buttons, move announcements).

use super::words;
use crate::games::morris::pick::{self, Click, Stage};
use crate::kit::board_key::{self, spot_name, BoardKey};
use crate::kit::controls::button_while;
use crate::kit::duel::player_name;
use crate::kit::duel::screen::GameCtl;
use crate::kit::duel::session::{GameKind, GameMove};
use crate::kit::hint::{hint_arrows, Arrow};
use crate::kit::i18n::{self, game_name, Lang, Tr};
use crate::kit::motion::{self, Change, Motion, Via};
use leptos::prelude::*;
use ttakji_engine::morris::{MorrisGame, MorrisKind, Move, Point, Position, Variant};
use ttakji_engine::Side;

/// A click (or Enter/Space) on a point.
fn click_point(ctl: GameCtl, p: Point) {
    if !ctl.can_touch() {
        return;
    }
    let Some((pos, legal)) = ctl
        .session
        .try_with_untracked(|s| s.game.morris().map(|g| (*g.position(), s.morris_legal())))
        .flatten()
    else {
        return;
    };
    match pick::click(&legal, ctl.stage.get_untracked(), &pos, p) {
        Click::Play(mv) => {
            ctl.apply(GameMove::Morris(mv), false);
        }
        Click::Stage(st) => ctl.stage.set(st),
        Click::Ignore => {}
    }
}

/// A move in words, for the live region.
pub fn describe(lang: Lang, who: &str, mv: Move) -> String {
    let mut text = match mv {
        Move::Place { to, .. } => words::announce_place(lang, who, to.name()),
        Move::Step { from, to, .. } => words::announce_step(lang, who, from.name(), to.name()),
        Move::Pass => return words::announce_pass(lang, who),
    };
    if let Some(r) = mv.remove() {
        text.push_str(&words::announce_remove(lang, r.name()));
    }
    text
}

/// The phase of the player to move.
pub fn phase(p: &Position) -> Tr {
    if p.is_placement() {
        words::PHASE_PLACING
    } else if p.can_fly(p.side_to_move()) {
        words::PHASE_FLYING
    } else {
        words::PHASE_MOVING
    }
}

/// What the person to move should do now.
pub fn hint(ctl: GameCtl, g: &MorrisGame) -> Tr {
    let legal = g.legal_moves();
    match ctl.stage.get() {
        Stage::Removing { .. } => {
            words::hint_remove(g.position().variant().kind == MorrisKind::Tigadi)
        }
        Stage::Selected(_) => words::HINT_CHOOSE_TARGET,
        Stage::Idle if pick::must_pass(&legal) => words::HINT_BLOCKED,
        Stage::Idle if g.position().is_placement() => words::HINT_PLACE,
        Stage::Idle => words::HINT_CHOOSE_PIECE,
    }
}

/// A player's pieces in hand and on the board.
#[component]
pub fn PlayerCounts(ctl: GameCtl, side: Side) -> impl IntoView {
    let lang = move || ctl.lang();
    let counts = move || {
        ctl.session.with(|s| {
            s.game.morris().map_or((0, 0), |g| {
                (g.position().in_hand(side), g.position().on_board(side))
            })
        })
    };
    view! {
        <span class="counts">
            <span>{move || counts().0} " " {move || words::IN_HAND.t(lang())}</span>
            <span>{move || counts().1} " " {move || words::ON_BOARD.t(lang())}</span>
        </span>
    }
}

/// The blocked Tigadi player's pass, and cancelling a removal choice.
#[component]
pub fn MorrisControls(ctl: GameCtl) -> impl IntoView {
    let removing = move || matches!(ctl.stage.get(), Stage::Removing { .. });
    let must_pass = move || {
        ctl.review.get().is_none()
            && ctl
                .session
                .with(|s| s.person_to_move() && pick::must_pass(&s.morris_legal()))
    };
    view! {
        {button_while("button primary wide", words::PASS_TURN, must_pass, move || ctl.pass())}
        {button_while("button wide", words::CANCEL_CHOICE, removing, move || ctl.stage.set(Stage::Idle))}
    }
}

/// Size of the square viewBox, distance between grid lines, and the margin (narrow, so that
/// on a phone's width the points are some 55 CSS px apart).
const STEP: f64 = 100.0;
const MARGIN: f64 = 52.0;
const SIZE: f64 = 2.0 * MARGIN + 6.0 * STEP;
const CENTRE: f64 = SIZE / 2.0;

/// Where a point is drawn (unflipped).
fn xy(p: Point) -> (f64, f64) {
    let (f, r) = p.grid();
    (MARGIN + f as f64 * STEP, MARGIN + (6 - r) as f64 * STEP)
}

/// A piece as the points draw it, centred on (0, 0); the point's class gives its colour.
fn piece_view() -> impl IntoView {
    view! {
        <g class="stone">
            <circle class="piece" r="30"></circle>
            <circle class="piece-ring" r="18"></circle>
        </g>
    }
}

fn point_sel(p: Point) -> String {
    format!("[data-point=\"{}\"]", p.name())
}

fn stone_sel(p: Point) -> String {
    format!("{} > .stone", point_sel(p))
}

/// The board's motions for a change of the moves shown: a placed stone drops in, a moved
/// one slides (or flies), a removed one fades; taken back, the stone slides back and the
/// removed one comes back. One move after the other.
fn motions(change: &Change<Move>) -> Vec<Motion> {
    let (back, moves) = match change {
        Change::On(m) => (false, m),
        Change::Back(m) => (true, m),
    };
    let mut out = Vec::new();
    for (i, &mv) in moves.iter().enumerate() {
        match (mv, back) {
            (Move::Place { to, .. }, false) => out.push(Motion::Drop {
                piece: stone_sel(to),
                delay: i,
            }),
            (Move::Step { from, to, .. }, _) => {
                let (a, b) = if back { (to, from) } else { (from, to) };
                out.push(Motion::Slide {
                    piece: stone_sel(b),
                    via: vec![Via::Spot(point_sel(a)), Via::Spot(point_sel(b))],
                    delay: i,
                });
            }
            _ => {}
        }
        if let Some(r) = mv.remove() {
            out.push(if back {
                Motion::Drop {
                    piece: stone_sel(r),
                    delay: i + 1,
                }
            } else {
                Motion::Fade {
                    piece: format!("{} > .ghost", point_sel(r)),
                    delay: i + 1,
                }
            });
        }
    }
    out
}

/// Plays the motions of each change of the moves leading to the position shown.
fn animate_moves(ctl: GameCtl) {
    let session = ctl.session;
    let moves = move || {
        session.with(|s| {
            let n = ctl.shown_ply(s);
            s.game.morris().map(|g| g.moves()[..n].to_vec())
        })
    };
    motion::animate_moves("svg.board.morris", 2, moves, motions);
}

/// The drawn lines (adjacent pairs) and point spots of a variant, and the pieces of `pos`
/// if given, each naming its point (`data-point`).
#[component]
pub fn BoardDrawing(
    variant: &'static Variant,
    #[prop(optional)] labels: bool,
    #[prop(optional)] pos: Option<Position>,
) -> impl IntoView {
    let pieces = pos.map(|pos| {
        pick::shown_board(&pos, Stage::Idle)
            .into_iter()
            .zip(Point::all())
            .filter_map(|(side, p)| {
                let (x, y) = xy(p);
                side.map(|side| {
                    view! {
                        <g
                            class=point_class(p, Some(side), &Marks::default())
                            data-point=p.name()
                            transform=format!("translate({x} {y})")
                        >
                            {piece_view()}
                        </g>
                    }
                })
            })
            .collect_view()
    });
    view! {
        <svg
            class="board-drawing"
            class:tigadi=variant.kind == MorrisKind::Tigadi
            viewBox=format!("0 0 {SIZE} {SIZE}")
            aria-hidden="true"
        >
            <rect class="board-bg" x="0" y="0" width=SIZE height=SIZE rx="28"></rect>
            <Lines variant=variant />
            {Point::all()
                .map(|p| {
                    let (x, y) = xy(p);
                    view! { <circle class="spot" cx=x cy=y r="12"></circle> }
                })
                .collect_view()}
            {pieces}
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
    /// The best move asked for.
    hint_from: Option<Point>,
    hint_to: Option<Point>,
}

fn has(mask: u32, p: Point) -> bool {
    mask & (1 << p.index()) != 0
}

/// The position on the board (the game's, or an earlier one under review) and the move
/// that led there.
type Shown = Option<(Position, Option<Move>)>;

/// What the board marks, from the position shown, the legal moves and the stage of the
/// person's choice.
fn marks(ctl: GameCtl, at: Memo<Shown>) -> Memo<Marks> {
    let session = ctl.session;
    let stage = ctl.stage;
    Memo::new(move |_| {
        let st = stage.get();
        let live = ctl.review.get().is_none();
        let legal = if live {
            session.with(|s| s.morris_legal())
        } else {
            Vec::new()
        };
        let person = live && session.with(|s| s.person_to_move());
        let last = at.get().and_then(|(_, m)| m).unwrap_or(Move::Pass);
        let hinted = match ctl.hinted() {
            Some(GameMove::Morris(m)) => m,
            _ => Move::Pass,
        };
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
            hint_from: hinted.from(),
            hint_to: hinted.to(),
        }
    })
}

/// A point's accessible name: its name, its piece, and what is marked on it.
fn point_label(l: Lang, kind: GameKind, p: Point, here: Option<Side>, m: &Marks) -> String {
    let content = match here {
        Some(side) => player_name(kind, side, l).to_string(),
        None => i18n::EMPTY.t(l).to_string(),
    };
    let on = |a: Option<Point>, b: Option<Point>| a == Some(p) || b == Some(p);
    let marks = [
        (m.selected == Some(p), i18n::SELECTED),
        (has(m.dest, p), i18n::MOVE_HERE),
        (has(m.removable, p), words::CAN_REMOVE),
        (m.removed == Some(p) && here.is_none(), words::JUST_REMOVED),
        (on(m.last_to, m.last_from), i18n::LAST_MOVE),
        (on(m.hint_to, m.hint_from), i18n::BEST_MOVE_HERE),
    ];
    spot_name(l, [p.name().to_string(), content], &marks)
}

/// A point's classes for the stylesheet.
fn point_class(p: Point, here: Option<Side>, m: &Marks) -> String {
    let mut c = String::from("pt");
    match here {
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
        (m.hint_from == Some(p) || m.hint_to == Some(p), " hinted"),
    ] {
        if on {
            c.push_str(name);
        }
    }
    c
}

/// What the playable board shows: the pieces of the position shown (with a choice in
/// progress) and its marks (the screen works these out from the legal moves).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct BoardModel {
    shown: [Option<Side>; Point::COUNT],
    marks: Marks,
}

/// What one point of the playable board shares with the others.
#[derive(Clone, Copy)]
struct PointCtx {
    model: Memo<BoardModel>,
    kind: GameKind,
    flipped: Signal<bool>,
    lang: Signal<Lang>,
    on_point: Callback<Point>,
    on_cancel: Callback<()>,
}

/// One point: a button with its piece and marks, operated by click or keyboard.
fn point_view(c: PointCtx, p: Point) -> impl IntoView {
    let shown = Memo::new(move |_| c.model.with(|m| m.shown));
    let marks = Memo::new(move |_| c.model.with(|m| m.marks));
    let (x, y) = xy(p);
    let here = move || shown.with(|b| b[p.index()]);
    // The stone the last move removed here, drawn transparent (it fades out in motion).
    let ghost = move || {
        let taken = marks.with(|m| {
            let mover = m.last_to.and_then(|t| shown.with(|b| b[t.index()]));
            mover.filter(|_| m.removed == Some(p)).map(Side::other)
        });
        taken.map(|side| {
            let class = match side {
                Side::First => "ghost first",
                Side::Second => "ghost second",
            };
            view! {
                <g class=class opacity="0">
                    <circle class="piece" r="30"></circle>
                    <circle class="piece-ring" r="18"></circle>
                </g>
            }
        })
    };
    let keydown = move |ev: web_sys::KeyboardEvent| match BoardKey::of(&ev) {
        Some(BoardKey::Activate) => c.on_point.run(p),
        Some(BoardKey::Cancel) => c.on_cancel.run(()),
        Some(BoardKey::Step(dx, dy)) => {
            if let Some(q) = next_point(p, (dx.into(), dy.into()), c.flipped.get_untracked()) {
                focus_point(q);
            }
        }
        None => {}
    };
    view! {
        <g
            class=move || marks.with(|m| point_class(p, here(), m))
            role="button"
            tabindex="0"
            data-point=p.name()
            aria-label=move || marks.with(|m| point_label(c.lang.get(), c.kind, p, here(), m))
            transform=format!("translate({x} {y})")
            on:click=move |_| c.on_point.run(p)
            on:keydown=keydown
        >
            <circle class="hit" r="46"></circle>
            <rect class="last-tint" x="-42" y="-42" width="84" height="84" rx="14"></rect>
            <circle class="spot" r="11"></circle>
            <circle class="halo" r="41"></circle>
            {ghost}
            {piece_view()}
            <circle class="hint" r="22"></circle>
            <path class="cross" d="M-15 -15 L15 15 M15 -15 L-15 15"></path>
            <circle class="focus-ring" r="45"></circle>
        </g>
    }
}

/// The files and ranks around the board, turned with it.
fn coordinates(f: bool) -> impl IntoView {
    let files = (0..7u8).map(move |i| {
        let col = if f { 6 - i } else { i };
        let x = MARGIN + col as f64 * STEP;
        let name = ((b'a' + i) as char).to_string();
        view! { <text x=x y=SIZE - 6.0>{name}</text> }
    });
    let ranks = (0..7u8).map(move |i| {
        let row = if f { i } else { 6 - i };
        let y = MARGIN + row as f64 * STEP + 8.0;
        view! { <text x="13" y=y>{(i + 1).to_string()}</text> }
    });
    (files.collect_view(), ranks.collect_view())
}

/// The screen's side of the board: the model from the session and the stage of the
/// person's choice, and what a click or a key on a point does.
pub fn playable_board(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let stage = ctl.stage;
    let variant = session.with_untracked(|s| {
        s.game.morris().map_or_else(
            || Variant::preset(MorrisKind::NineMensMorris, true),
            |g| g.position().variant(),
        )
    });
    let at = Memo::new(move |_| {
        session.with(|s| {
            let n = ctl.shown_ply(s);
            let g = s.game.morris()?;
            Some((g.positions()[n], n.checked_sub(1).map(|i| g.moves()[i])))
        })
    });
    let marks = marks(ctl, at);
    animate_moves(ctl);
    let model = Memo::new(move |_| {
        let st = stage.get();
        let shown = at
            .get()
            .map(|(pos, _)| pick::shown_board(&pos, st))
            .unwrap_or([None; Point::COUNT]);
        BoardModel {
            shown,
            marks: marks.get(),
        }
    });
    let hand = move |top| {
        let in_hand = Memo::new(move |_| {
            let side = hand_side(ctl, top);
            let n = at
                .get()
                .map_or(0, |(pos, _)| pick::shown_in_hand(&pos, stage.get(), side));
            (side, n)
        });
        hand_row(ctl, in_hand, top)
    };
    view! {
        <div class="mm-stack" class:tigadi=variant.kind == MorrisKind::Tigadi>
            {hand(true)}
            <MorrisBoard
                model=model
                variant=variant
                kind=ctl.kind
                flipped=ctl.flipped.into()
                lang=Signal::derive(move || ctl.lang())
                on_point=Callback::new(move |p| click_point(ctl, p))
                on_cancel=Callback::new(move |_| ctl.stage.set(Stage::Idle))
                over=move || hint_arrows(move || hint_marks(ctl), ctl.hint_focus.into(), STEP / 5.0)
            />
            {hand(false)}
        </div>
    }
}

/// The hinted moves as arrows between points (a placed stone: its disc alone), turned
/// with the board.
fn hint_marks(ctl: GameCtl) -> Vec<Vec<Arrow>> {
    let flipped = ctl.flipped.get();
    let at = |p: Point| {
        let (x, y) = xy(p);
        if flipped {
            (SIZE - x, SIZE - y)
        } else {
            (x, y)
        }
    };
    let arrow = |(mv, _): (GameMove, i32)| match mv {
        GameMove::Morris(m) => m
            .to()
            .map(|to| Arrow {
                from: m.from().map(at),
                to: at(to),
            })
            .into_iter()
            .collect(),
        GameMove::Makruk(_) => Vec::new(),
    };
    ctl.hinted_all().into_iter().map(arrow).collect()
}

/// Whose stones in hand are drawn above the board (`top`) or below it: the person's below,
/// the opponent's away from them (between people, the first player's below), turned with
/// the board.
fn hand_side(ctl: GameCtl, top: bool) -> Side {
    let near = ctl.session.with(|s| s.human()).unwrap_or(Side::First);
    let below = if ctl.flipped.get() {
        near.other()
    } else {
        near
    };
    if top {
        below.other()
    } else {
        below
    }
}

/// A row of the stones a side has still to place (`in_hand`: the side and how many), drawn
/// as the board draws its stones, one each; screen readers hear the count.
fn hand_row(ctl: GameCtl, in_hand: Memo<(Side, u8)>, top: bool) -> impl IntoView {
    let label = move || {
        let (side, n) = in_hand.get();
        let l = ctl.lang();
        words::hand_row(l, player_name(ctl.kind, side, l), usize::from(n))
    };
    let stones = move || {
        let (side, n) = in_hand.get();
        let class = match side {
            Side::First => "pt first",
            Side::Second => "pt second",
        };
        (0..n)
            .map(|_| {
                view! {
                    <svg class="hand-stone" viewBox="-36 -36 72 72" aria-hidden="true">
                        <g class=class>{piece_view()}</g>
                    </svg>
                }
            })
            .collect_view()
    };
    view! {
        <div class="hand" class:top=top class:bottom=!top data-testid=if top { "hand-top" } else { "hand-bottom" }>
            <span class="sr-only">{label}</span>
            {stones}
        </div>
    }
}

/// The playable Morris board: it shows `model` on `variant`'s lines and reports a click,
/// Enter or Space on a point, and Escape; it decides no rule.
#[component]
pub fn MorrisBoard(
    model: Memo<BoardModel>,
    variant: &'static Variant,
    kind: GameKind,
    flipped: Signal<bool>,
    lang: Signal<Lang>,
    on_point: Callback<Point>,
    on_cancel: Callback<()>,
    /// Drawn over the points (the hint's arrows), in the board's unturned coordinates.
    #[prop(optional, into)]
    over: Option<ViewFn>,
) -> impl IntoView {
    let c = PointCtx {
        model,
        kind,
        flipped,
        lang,
        on_point,
        on_cancel,
    };
    let points = Point::all().map(|p| point_view(c, p)).collect_view();

    view! {
        <svg
            class="board morris"
            class:tigadi=variant.kind == MorrisKind::Tigadi
            class:flipped=move || flipped.get()
            viewBox=format!("0 0 {SIZE} {SIZE}")
            role="group"
            aria-label=move || {
                board_label(lang.get(), variant, flipped.get())
            }
            data-testid="board"
        >
            <rect class="board-bg" x="0" y="0" width=SIZE height=SIZE rx="28"></rect>
            <g class="coords" aria-hidden="true">
                {move || coordinates(flipped.get())}
            </g>
            <g transform=move || {
                if flipped.get() { format!("rotate(180 {CENTRE} {CENTRE})") } else { String::new() }
            }>
                <Lines variant=variant />
                {points}
            </g>
            {over.map(|f| f.run())}
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
    board_key::focus(&selector);
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
