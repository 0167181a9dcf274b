//! Makruk's board as SVG and its parts of the game screen: 64 squares of one colour with
//! lines between them (as on a Thai board), pieces from `pieces`, moving by tap-tap, by drag
//! or by keyboard; the counting panel under the board; the clock; the FEN button and the
//! piece set; move announcements.
//!
//! Every choice offered comes from the engine's legal moves and counting state.

use super::pieces::{piece, PieceIcon};
use super::words;
use crate::games::makruk::pick::{self as pick, Tap};
use crate::kit::board_key::{self, spot_name, BoardKey};
use crate::kit::controls::{control, toggle};
use crate::kit::drag::Dragger;
use crate::kit::duel::player_name;
use crate::kit::duel::screen::{Dialog, GameCtl};
use crate::kit::duel::session::GameMove;
use crate::kit::hint::{hint_arrows, Arrow};
use crate::kit::i18n::{self, game_name, Lang, Tr};
use crate::kit::motion::{self, Change, Motion};
use crate::shell::ctx;
use crate::shell::settings::PieceSet;
use leptos::prelude::*;
use ttakji_engine::makruk::{CountAction, CountingKind, Kind, Move, Piece, Position, Square, Turn};
use ttakji_engine::{GameId, Side};

/// The viewBox: a thin frame for the coordinates around eight squares of 100 (thin, so that
/// a board as wide as a phone has squares of 44 CSS px and more).
const CELL: f64 = 100.0;
const MARGIN: f64 = 30.0;
const SIZE: f64 = 2.0 * MARGIN + 8.0 * CELL;

/// Top-left corner of a square's cell on the screen.
fn cell_xy(sq: Square, flipped: bool) -> (f64, f64) {
    let (c, r) = pick::screen_cell(sq, flipped);
    (MARGIN + c as f64 * CELL, MARGIN + r as f64 * CELL)
}

/// The plain board: one colour, lines between the squares.
fn board_frame() -> impl IntoView {
    let lines = (0..=8)
        .map(|i| {
            let at = MARGIN + i as f64 * CELL;
            let (a, b) = (MARGIN, MARGIN + 8.0 * CELL);
            view! {
                <line x1=at y1=a x2=at y2=b></line>
                <line x1=a y1=at x2=b y2=at></line>
            }
        })
        .collect_view();
    view! {
        <rect class="mk-bg" x="0" y="0" width=SIZE height=SIZE rx="18"></rect>
        <rect class="mk-squares" x=MARGIN y=MARGIN width=8.0 * CELL height=8.0 * CELL></rect>
        <g class="mk-lines">{lines}</g>
    }
}

/// File letters and rank numbers around the board.
fn coordinates(flipped: bool) -> impl IntoView {
    let files = Square::all().filter(|sq| sq.rank() == 0).map(move |sq| {
        let (x, _) = cell_xy(sq, flipped);
        let name = ((b'a' + sq.file()) as char).to_string();
        view! { <text x=x + CELL / 2.0 y=SIZE - 8.0>{name}</text> }
    });
    let ranks = Square::all().filter(|sq| sq.file() == 0).map(move |sq| {
        let (_, y) = cell_xy(sq, flipped);
        view! { <text x=MARGIN / 2.0 y=y + CELL / 2.0 + 8.0>{(sq.rank() + 1).to_string()}</text> }
    });
    view! { <g class="coords" aria-hidden="true">{files.collect_view()} {ranks.collect_view()}</g> }
}

/// A position as a picture, the start unless `pos` says (home card, rules page); each
/// piece names its square (`data-square`).
#[component]
pub fn MakrukDrawing(#[prop(optional)] pos: Option<Position>) -> impl IntoView {
    let ctx = ctx();
    let pos = pos.unwrap_or_else(Position::start);
    let pieces = move || {
        let set = ctx.settings.with(|s| s.pieces);
        pos.board()
            .pieces()
            .map(|(sq, p)| {
                let (x, y) = cell_xy(sq, false);
                view! {
                    <g
                        data-square=sq.to_string()
                        transform=format!("translate({} {})", x + CELL / 2.0, y + CELL / 2.0)
                    >
                        {piece(p.kind, p.side, set)}
                    </g>
                }
            })
            .collect_view()
    };
    view! {
        <svg class="board-drawing makruk-drawing" viewBox=format!("0 0 {SIZE} {SIZE}") aria-hidden="true">
            {board_frame()}
            {coordinates(false)}
            {pieces}
        </svg>
    }
}

/// The seven pieces with their names in Latin and Thai letters and how they move.
#[component]
pub fn PieceLegend() -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let set = move || ctx.settings.with(|s| s.pieces);
    view! {
        <ul class="legend">
            {[Kind::Khun, Kind::Met, Kind::Khon, Kind::Ma, Kind::Rua, Kind::Bia, Kind::BiaNgai]
                .into_iter()
                .map(|k| {
                    view! {
                        <li>
                            {move || view! { <PieceIcon kind=k side=Side::First set=set() /> }}
                            <span class="legend-name">
                                <strong>{words::mk_piece(k)}</strong>
                                " "
                                <span lang="th">{words::mk_piece_thai(k)}</span>
                            </span>
                            <span class="legend-role">{move || words::mk_piece_role(k).t(lang())}</span>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

/// What the board marks besides the pieces.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct Marks {
    selected: Option<Square>,
    dest: u64,
    movable: u64,
    last_from: Option<Square>,
    last_to: Option<Square>,
    promoted: Option<Square>,
    check: Option<Square>,
    hint_from: Option<Square>,
    hint_to: Option<Square>,
}

/// Plays the person's move, with the counting action chosen by the buttons (if allowed).
fn play_move(ctl: GameCtl, mv: Move) {
    let (can_start, can_stop) = ctl.session.with_untracked(|s| {
        s.game.makruk().map_or((false, false), |g| {
            (g.can_start_counting(), g.can_stop_counting())
        })
    });
    let turn = match ctl.count_action.get_untracked() {
        Some(CountAction::Start) if can_start => Turn::start_counting(mv),
        Some(CountAction::Stop) if can_stop => Turn::stop_counting(mv),
        _ => Turn::plain(mv),
    };
    ctl.apply(GameMove::Makruk(turn), false);
}

/// A tap (or Enter/Space) on a square.
fn tap(ctl: GameCtl, sq: Square) {
    if !ctl.can_touch() {
        return;
    }
    let legal = ctl.session.with_untracked(|s| s.makruk_legal());
    match pick::tap(&legal, ctl.selected.get_untracked(), sq) {
        Tap::Play(m) => play_move(ctl, m),
        Tap::Select(s) => ctl.selected.set(s),
        Tap::Ignore => {}
    }
}

/// The square under a board point.
fn square_under((bx, by): (f64, f64), flipped: bool) -> Option<Square> {
    let col = ((bx - MARGIN) / CELL).floor();
    let row = ((by - MARGIN) / CELL).floor();
    if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
        return None;
    }
    pick::square_at_cell(col as u8, row as u8, flipped)
}

fn focus_square(sq: Square) {
    let selector = format!("svg.board [data-square=\"{sq}\"]");
    board_key::focus(&selector);
}

/// The position shown (the game's, or an earlier one under review) and the turn that led
/// there.
type Shown = Option<(Position, Option<Turn>)>;

/// What the board marks, from the position shown, the legal moves and the choices made.
fn marks(ctl: GameCtl, at: Memo<Shown>) -> Memo<Marks> {
    let session = ctl.session;
    Memo::new(move |_| {
        let live = ctl.review.get().is_none();
        let selected = ctl.selected.get();
        let legal = if live {
            session.with(|s| s.makruk_legal())
        } else {
            Vec::new()
        };
        let person = live && session.with(|s| s.person_to_move());
        let Some((pos, last)) = at.get() else {
            return Marks::default();
        };
        let b = pos.board();
        let hinted = match ctl.hinted() {
            Some(GameMove::Makruk(t)) => Some(t.mv),
            _ => None,
        };
        Marks {
            selected,
            dest: pick::destinations(&legal, selected),
            movable: if person && selected.is_none() {
                pick::movable(&legal)
            } else {
                0
            },
            last_from: last.map(|t| t.mv.from()),
            last_to: last.map(|t| t.mv.to()),
            promoted: last.filter(|t| t.mv.is_promotion()).map(|t| t.mv.to()),
            check: b.is_check().then(|| b.khun(b.side_to_move())).flatten(),
            hint_from: hinted.map(|m| m.from()),
            hint_to: hinted.map(|m| m.to()),
        }
    })
}

/// A square's accessible name: the square, its piece, and what is marked on it.
fn square_label(l: Lang, sq: Square, here: Option<Piece>, m: &Marks) -> String {
    let content = match here {
        Some(p) => format!(
            "{} {}",
            words::colour_word(l, p.side),
            words::mk_piece(p.kind)
        ),
        None => i18n::EMPTY.t(l).to_string(),
    };
    let on = |a: Option<Square>, b: Option<Square>| a == Some(sq) || b == Some(sq);
    let marks = [
        (m.check == Some(sq), words::IN_CHECK),
        (m.selected == Some(sq), i18n::SELECTED),
        (pick::has(m.dest, sq), i18n::MOVE_HERE),
        (on(m.last_from, m.last_to), i18n::LAST_MOVE),
        (on(m.hint_from, m.hint_to), i18n::BEST_MOVE_HERE),
    ];
    spot_name(l, [sq.to_string(), content], &marks)
}

/// A square's classes for the stylesheet.
fn square_class(sq: Square, occupied: bool, m: &Marks, lifted: bool) -> String {
    let mut c = String::from("sq");
    for (on, name) in [
        (occupied, " occupied"),
        (m.selected == Some(sq), " selected"),
        (pick::has(m.dest, sq), " dest"),
        (pick::has(m.movable, sq), " movable"),
        (m.last_from == Some(sq), " last-from"),
        (m.last_to == Some(sq), " last-to"),
        (m.check == Some(sq), " check"),
        (m.hint_from == Some(sq), " hint-from"),
        (m.hint_to == Some(sq), " hint-to"),
        (lifted, " lifted"),
    ] {
        if on {
            c.push_str(name);
        }
    }
    c
}

/// What the playable board shows: the pieces of the position shown, its marks, and the
/// pieces the person may drag now (the screen works these out from the legal moves).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct BoardModel {
    pieces: [Option<Piece>; 64],
    marks: Marks,
    draggable: u64,
    /// The piece the last move took, drawn transparent on its square to fade out.
    taken: Option<(Square, Piece)>,
}

/// The selectors of a square and of the piece drawn on it.
fn square_sel(sq: Square) -> String {
    format!("[data-square=\"{sq}\"]")
}

fn piece_sel(sq: Square) -> String {
    format!("[data-square=\"{sq}\"] > .piece-at")
}

/// The board's motions for a change of the moves shown: each move slides (its capture
/// fades), each move taken back slides back (its capture drops in again), one after the
/// other; a move whose piece was dropped there by a drag does not slide.
fn motions(change: &Change<Turn>, dropped: Option<Square>) -> Vec<Motion> {
    let mut out = Vec::new();
    let (back, turns) = match change {
        Change::On(t) => (false, t),
        Change::Back(t) => (true, t),
    };
    for (i, t) in turns.iter().enumerate() {
        let (from, to) = (t.mv.from(), t.mv.to());
        let (start, end) = if back { (to, from) } else { (from, to) };
        if back || dropped != Some(to) {
            out.push(Motion::Slide {
                piece: piece_sel(end),
                via: vec![
                    motion::Via::Spot(square_sel(start)),
                    motion::Via::Spot(square_sel(end)),
                ],
                delay: i,
            });
        }
        let piece = if back {
            piece_sel(to)
        } else {
            format!("{} > .ghost", square_sel(to))
        };
        out.push(if back {
            Motion::Drop {
                piece,
                delay: i + 1,
            }
        } else {
            Motion::Fade { piece, delay: i }
        });
    }
    out
}

/// Plays the motions of each change of the moves leading to the position shown.
fn animate_moves(ctl: GameCtl, dropped: StoredValue<Option<Square>>) {
    let session = ctl.session;
    let moves = move || {
        session.with(|s| {
            let n = ctl.shown_ply(s);
            s.game.makruk().map(|g| g.turns()[..n].to_vec())
        })
    };
    motion::animate_moves("svg.board.makruk", 2, moves, move |c| {
        let drop = dropped.get_value();
        dropped.set_value(None);
        motions(c, drop)
    });
}

/// The screen's side of the board: the model from the session and the person's choices,
/// and what a tap, a drag or a key on the board does.
pub fn playable_board(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let at = Memo::new(move |_| {
        session.with(|s| {
            let n = ctl.shown_ply(s);
            let g = s.game.makruk()?;
            Some((g.positions()[n], n.checked_sub(1).map(|i| g.turns()[i])))
        })
    });
    let marks = marks(ctl, at);
    let model = Memo::new(move |_| {
        let mut pieces = [None::<Piece>; 64];
        if let Some((pos, _)) = at.get() {
            for (sq, p) in pos.board().pieces() {
                pieces[sq.index()] = Some(p);
            }
        }
        let draggable = if ctl.review.get().is_none() && session.with(|s| s.person_to_move()) {
            session.with(|s| pick::movable(&s.makruk_legal()))
        } else {
            0
        };
        let taken = session.with(|s| {
            let n = ctl.shown_ply(s).checked_sub(1)?;
            let g = s.game.makruk()?;
            let to = g.turns()[n].mv.to();
            g.positions()[n].board().piece_at(to).map(|p| (to, p))
        });
        BoardModel {
            pieces,
            marks: marks.get(),
            draggable,
            taken,
        }
    });
    let dropped = StoredValue::new(None::<Square>);
    animate_moves(ctl, dropped);
    let on_drop = move |(from, to): (Square, Option<Square>)| {
        let legal = session.with_untracked(|s| s.makruk_legal());
        match to.and_then(|to| pick::find(&legal, from, to)) {
            Some(m) if ctl.can_touch() => {
                dropped.set_value(Some(m.to()));
                play_move(ctl, m);
            }
            // Dropped elsewhere: the piece stays chosen, its squares still marked.
            _ => ctl.selected.set(Some(from)),
        }
    };
    view! {
        <MakrukBoard
            model=model
            flipped=ctl.flipped.into()
            set=Signal::derive(move || ctl.piece_set())
            lang=Signal::derive(move || ctl.lang())
            on_tap=Callback::new(move |sq| tap(ctl, sq))
            on_lift=Callback::new(move |sq| ctl.selected.set(Some(sq)))
            on_drop=Callback::new(on_drop)
            on_cancel=Callback::new(move |_| ctl.selected.set(None))
            over=move || hint_arrows(move || hint_marks(ctl), ctl.hint_focus.into(), CELL / 5.0)
        />
    }
}

/// The hinted moves as arrows from square centre to square centre.
fn hint_marks(ctl: GameCtl) -> Vec<Vec<Arrow>> {
    let flipped = ctl.flipped.get();
    let centre = |sq: Square| {
        let (x, y) = cell_xy(sq, flipped);
        (x + CELL / 2.0, y + CELL / 2.0)
    };
    let arrow = |(mv, _): (GameMove, i32)| match mv {
        GameMove::Makruk(t) => vec![Arrow {
            from: Some(centre(t.mv.from())),
            to: centre(t.mv.to()),
        }],
        GameMove::Morris(_) => Vec::new(),
    };
    ctl.hinted_all().into_iter().map(arrow).collect()
}

/// What one square of the playable board shares with the others.
#[derive(Clone, Copy)]
struct SquareCtx {
    model: Memo<BoardModel>,
    flipped: Signal<bool>,
    set: Signal<PieceSet>,
    lang: Signal<Lang>,
    on_tap: Callback<Square>,
    on_cancel: Callback<()>,
    /// The square whose piece is being dragged (its own signal: the pointer's moves do not
    /// touch the 64 squares).
    lifted: Memo<Option<Square>>,
    /// The index of the square that takes the Tab stop (roving tabindex); the arrows move it.
    cursor: RwSignal<usize>,
    drag: Dragger<Square>,
}

/// One square: a button with its piece and marks, operated by tap, click or keyboard.
fn square_view(c: SquareCtx, sq: Square) -> impl IntoView {
    let transform = move || {
        let (x, y) = cell_xy(sq, c.flipped.get());
        format!("translate({x} {y})")
    };
    // Each square redraws its piece only when that piece (or the set) changes.
    let here = Memo::new(move |_| c.model.with(|m| m.pieces[sq.index()]));
    let marks = Memo::new(move |_| c.model.with(|m| m.marks));
    let promoted_here = Memo::new(move |_| marks.with(|m| m.promoted == Some(sq)));
    let content = move || {
        let set = c.set.get();
        let promoted = promoted_here.get();
        here.get().map(|p| {
            view! {
                <g class="piece-at" class:promoted=promoted transform="translate(50 50)">
                    {piece(p.kind, p.side, set)}
                </g>
            }
        })
    };
    let taken = Memo::new(move |_| c.model.with(|m| m.taken.filter(|t| t.0 == sq)));
    let ghost = move || {
        let set = c.set.get();
        taken.get().map(|(_, p)| {
            view! {
                <g class="ghost" opacity="0" transform="translate(50 50)">
                    {piece(p.kind, p.side, set)}
                </g>
            }
        })
    };
    let class = move || {
        marks.with(|m| square_class(sq, here.get().is_some(), m, c.lifted.get() == Some(sq)))
    };
    let label = move || marks.with(|m| square_label(c.lang.get(), sq, here.get(), m));
    let keydown = move |ev: web_sys::KeyboardEvent| match BoardKey::of(&ev) {
        Some(BoardKey::Activate) => c.on_tap.run(sq),
        Some(BoardKey::Cancel) => c.on_cancel.run(()),
        Some(BoardKey::Step(dx, dy)) => {
            if let Some(next) = pick::step(sq, (dx, dy), c.flipped.get_untracked()) {
                c.cursor.set(next.index());
                focus_square(next);
            }
        }
        None => {}
    };
    view! {
        <g
            class=class
            role="button"
            tabindex=move || if c.cursor.get() == sq.index() { "0" } else { "-1" }
            data-square=sq.to_string()
            aria-label=label
            transform=transform
            on:click=move |_| {
                if !c.drag.click_after_drop() {
                    c.on_tap.run(sq);
                }
            }
            on:focus=move |_| c.cursor.set(sq.index())
            on:keydown=keydown
        >
            <rect class="cell" width=CELL height=CELL></rect>
            <rect class="tint" x="3" y="3" width=CELL - 6.0 height=CELL - 6.0 rx="6"></rect>
            {ghost}
            {content}
            <circle class="dot" cx="50" cy="50" r="13"></circle>
            <circle class="ring" cx="50" cy="50" r="45"></circle>
            <rect class="focus-ring" x="4" y="4" width=CELL - 8.0 height=CELL - 8.0 rx="8"></rect>
        </g>
    }
}

/// Makruk's playable board, like a chess board component: it shows `model` and reports what
/// the person does (a tap, Enter or Space on a square; a piece lifted, and where it was
/// dropped; Escape); it decides no rule.
#[component]
pub fn MakrukBoard(
    model: Memo<BoardModel>,
    flipped: Signal<bool>,
    set: Signal<PieceSet>,
    lang: Signal<Lang>,
    on_tap: Callback<Square>,
    /// A drag began: its piece is the chosen one.
    on_lift: Callback<Square>,
    /// A dragged piece was let go: where from, and the square under the pointer if any.
    on_drop: Callback<(Square, Option<Square>)>,
    on_cancel: Callback<()>,
    /// Drawn over the squares (the hint's arrows).
    #[prop(optional, into)]
    over: Option<ViewFn>,
) -> impl IntoView {
    let drag = Dragger::<Square>::new((SIZE, SIZE));
    let c = SquareCtx {
        model,
        flipped,
        set,
        lang,
        on_tap,
        on_cancel,
        lifted: Memo::new(move |_| drag.dragged().map(|d| d.from)),
        // e3 holds the Tab stop at first.
        cursor: RwSignal::new(20usize),
        drag,
    };
    let squares = Square::all().map(|sq| square_view(c, sq)).collect_view();
    let square_at = move |at: (f64, f64)| square_under(at, flipped.get_untracked());
    let pointerdown = move |ev: web_sys::PointerEvent| {
        drag.down(&ev, |at| {
            square_at(at).filter(|&sq| model.with_untracked(|m| pick::has(m.draggable, sq)))
        })
    };
    let pointermove = move |ev: web_sys::PointerEvent| drag.moved(&ev, |from| on_lift.run(from));
    let pointerup = move |ev: web_sys::PointerEvent| {
        drag.up(&ev, |from, at| on_drop.run((from, at.and_then(square_at))))
    };
    let dragged = move || {
        let d = drag.dragged()?;
        let p = model.with(|m| m.pieces[d.from.index()])?;
        Some(view! {
            <g class="dragged" transform=format!("translate({} {})", d.at.0, d.at.1)>
                {piece(p.kind, p.side, set.get())}
            </g>
        })
    };

    view! {
        <svg
            class="board makruk"
            class:flipped=move || flipped.get()
            class:western=move || set.get() == PieceSet::Western
            viewBox=format!("0 0 {SIZE} {SIZE}")
            role="group"
            aria-label=move || {
                let l = lang.get();
                i18n::board_label(l, game_name(GameId::Makruk).t(l), flipped.get())
            }
            data-testid="board"
            on:pointerdown=pointerdown
            on:pointermove=pointermove
            on:pointerup=pointerup
            on:pointercancel=move |_| drag.cancel()
        >
            {board_frame()}
            {move || coordinates(flipped.get())}
            <g class="squares">{squares}</g>
            {over.map(|f| f.run())}
            {dragged}
        </svg>
    }
}

/// Under the board, always: which count runs, its count and the moves left; and the
/// "start counting" / "stop counting" button exactly when the player to move may use it.
#[component]
pub fn CountingPanel(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let counting = move || {
        session.with(|s| {
            let n = ctl.shown_ply(s);
            let g = s.game.makruk()?;
            g.positions()[n].counting()
        })
    };
    let title = move || {
        let l = lang();
        match counting().map(|c| c.kind) {
            Some(CountingKind::Board) => Some((words::COUNT_BOARD.t(l), words::COUNT_BOARD_THAI)),
            Some(CountingKind::Pieces) => {
                Some((words::COUNT_PIECES.t(l), words::COUNT_PIECES_THAI))
            }
            None => None,
        }
    };
    let line = move || {
        let l = lang();
        match counting() {
            Some(c) => words::counting_line(
                l,
                player_name(ctl.kind, c.side, l),
                c.count,
                c.limit,
                c.moves_left(),
            ),
            None => words::COUNT_NONE.t(l).to_string(),
        }
    };
    // The buttons only for a person to move, on the game itself.
    let may = move |f: fn(&ttakji_engine::makruk::MakrukGame) -> bool| {
        ctl.review.get().is_none()
            && session.with(|s| s.person_to_move() && s.game.makruk().is_some_and(f))
    };
    let can_start = move || may(|g| g.can_start_counting());
    let can_stop = move || may(|g| g.can_stop_counting());
    let button = move |action: CountAction, text: Tr| {
        let armed = move || ctl.count_action.get() == Some(action);
        view! {
            <button
                class="button count-button"
                aria-pressed=move || armed().to_string()
                on:click=move |_| {
                    ctl.count_action.update(|a| {
                        *a = if *a == Some(action) { None } else { Some(action) };
                    })
                }
            >
                {move || text.t(lang())}
            </button>
        }
    };
    let note = move || {
        let l = lang();
        match ctl.count_action.get() {
            Some(CountAction::Start) if can_start() => Some(words::ARMED_START.t(l)),
            Some(CountAction::Stop) if can_stop() => Some(words::ARMED_STOP.t(l)),
            _ => None,
        }
    };
    view! {
        <section
            class="counting"
            class:running=move || counting().is_some()
            aria-label=move || words::COUNTING_REGION.t(lang())
            data-testid="counting"
        >
            <p class="count-title">
                {move || {
                    title()
                        .map(|(name, thai)| {
                            view! {
                                <strong>{name}</strong>
                                " "
                                <span lang="th">"(" {thai} ")"</span>
                            }
                        })
                }}
            </p>
            <p class="count-line" aria-live="polite">{line}</p>
            <div class="count-actions">
                {move || can_start().then(|| button(CountAction::Start, words::START_COUNTING))}
                {move || can_stop().then(|| button(CountAction::Stop, words::STOP_COUNTING))}
            </div>
            {move || note().map(|n| view! { <p class="count-note">{n}</p> })}
            <details class="legend-box">
                <summary>{move || words::PIECES_LEGEND.t(lang())}</summary>
                <PieceLegend />
            </details>
        </section>
    }
}

/// A player's clock (pass-and-play with the clock on).
#[component]
pub fn PlayerClock(ctl: GameCtl, side: Side) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let state = move || {
        ctl.now.get();
        session.with(|s| {
            let mut c = s.clock?;
            let to_move = s.to_move() == side;
            let running = to_move && !s.is_over() && s.draw_offer.is_none();
            if running {
                c.spend(side, ctl.pending_ms());
            }
            Some((c, to_move, running))
        })
    };
    let text = move || {
        let l = lang();
        state().map(|(c, to_move, _)| {
            let ms = c.shown_ms(side, to_move);
            if c.in_byo_yomi(side) {
                i18n::byo_yomi(l, ms, c.periods[side.index()])
            } else {
                i18n::clock_time(ms)
            }
        })
    };
    view! {
        {move || {
            text()
                .map(|t| {
                    let running = state().is_some_and(|(_, _, r)| r);
                    let low = state().is_some_and(|(c, _, _)| c.in_byo_yomi(side));
                    view! {
                        <span class="clock" class:running=running class:low=low role="timer">
                            {t}
                        </span>
                    }
                })
        }}
    }
}

/// The FEN dialog and the choice of piece set.
#[component]
pub fn MakrukControls(ctl: GameCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let settings = ctl.ctx.settings;
    let western = move || settings.with(|s| s.pieces == PieceSet::Western);
    let swap = move || settings.update(|s| s.pieces = s.pieces.other());
    view! {
        {control(words::FEN_BUTTON, || false, move || ctl.dialog.set(Some(Dialog::Fen)))}
        {toggle("button", move || words::WESTERN_PIECES.t(lang()), western, swap)}
    }
}

/// What the person to move should do now.
pub fn hint(ctl: GameCtl) -> Tr {
    if ctl.selected.get().is_some() {
        words::HINT_MK_TARGET
    } else {
        words::HINT_MK_CHOOSE
    }
}

/// A turn in words, for the live region, and whether it captures.
pub fn describe(lang: Lang, who: &str, pos: &Position, turn: Turn) -> (String, bool) {
    let b = pos.board();
    let (from, to) = (turn.mv.from(), turn.mv.to());
    let Some(moved) = b.piece_at(from) else {
        return (String::new(), false);
    };
    let taken = b.piece_at(to);
    let mut text = words::announce_mk_move(
        lang,
        who,
        words::mk_piece(moved.kind),
        &from.to_string(),
        &to.to_string(),
    );
    if let Some(t) = taken {
        text.push_str(&words::announce_take(lang, words::mk_piece(t.kind)));
    }
    if turn.mv.is_promotion() {
        text.push_str(words::ANNOUNCE_PROMOTE.t(lang));
    }
    let mut after = *pos;
    if after.play(turn).is_ok() && after.board().is_check() {
        let mark = if after.board().has_legal_move() {
            words::ANNOUNCE_CHECK
        } else {
            words::ANNOUNCE_MATE
        };
        text.push_str(mark.t(lang));
    }
    match turn.action {
        Some(CountAction::Start) => text.push_str(words::ANNOUNCE_START_COUNT.t(lang)),
        Some(CountAction::Stop) => text.push_str(words::ANNOUNCE_STOP_COUNT.t(lang)),
        None => {}
    }
    (text, taken.is_some())
}
