//! Dragging a piece on an SVG board with a pointer (mouse, pen or finger), the same on every
//! board that has it: a press on a piece that may move, a move of a few pixels makes it a
//! drag (the pointer is captured), the release drops it; a press without that move is a tap,
//! left to the click that follows. The board says which piece a point holds and what a drop
//! means; every choice still comes from the engine's legal moves. A finger works as a mouse
//! does when the board's stylesheet says `touch-action: none` (else the browser takes the
//! move for a scroll and cancels the pointer).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A pointer moved this far (in CSS pixels) is a drag, not a tap.
const DRAG_PX: f64 = 6.0;

/// A piece being dragged: where it came from and where the pointer is (board units).
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) struct Drag<P> {
    pub from: P,
    pointer: i32,
    start: (f64, f64),
    pub at: (f64, f64),
    pub active: bool,
}

/// The board element and the pointer's position on it in board units (a viewBox `size`
/// wide and high).
fn pointer_at(
    ev: &web_sys::PointerEvent,
    size: (f64, f64),
) -> Option<(web_sys::Element, (f64, f64))> {
    let el = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
    let r = el.get_bounding_client_rect();
    if r.width() <= 0.0 || r.height() <= 0.0 {
        return None;
    }
    let x = (ev.client_x() as f64 - r.left()) / r.width() * size.0;
    let y = (ev.client_y() as f64 - r.top()) / r.height() * size.1;
    Some((el, (x, y)))
}

/// One board's drag: the piece in the air, and whether the click after a drop is to be
/// ignored (it is not a tap).
#[derive(Clone, Copy)]
pub(crate) struct Dragger<P: Send + Sync + 'static> {
    drag: RwSignal<Option<Drag<P>>>,
    swallow_click: StoredValue<bool>,
    size: (f64, f64),
}

impl<P: Copy + PartialEq + Send + Sync + 'static> Dragger<P> {
    pub(crate) fn new(size: (f64, f64)) -> Self {
        Dragger {
            drag: RwSignal::new(None),
            swallow_click: StoredValue::new(false),
            size,
        }
    }

    /// The piece being dragged, once the press has become a drag (tracked).
    pub(crate) fn dragged(&self) -> Option<Drag<P>> {
        self.drag.get().filter(|d| d.active)
    }

    /// A press: `piece_at` says which piece at this board point may be dragged, if any.
    pub(crate) fn down(
        &self,
        ev: &web_sys::PointerEvent,
        piece_at: impl FnOnce((f64, f64)) -> Option<P>,
    ) {
        self.swallow_click.set_value(false);
        if ev.button() != 0 {
            return;
        }
        let Some((_, at)) = pointer_at(ev, self.size) else {
            return;
        };
        if let Some(from) = piece_at(at) {
            self.drag.set(Some(Drag {
                from,
                pointer: ev.pointer_id(),
                start: (ev.client_x() as f64, ev.client_y() as f64),
                at,
                active: false,
            }));
        }
    }

    /// A move: far enough from the press, the drag begins and `lifted` runs once.
    pub(crate) fn moved(&self, ev: &web_sys::PointerEvent, lifted: impl FnOnce(P)) {
        let Some(mut d) = self.drag.get_untracked() else {
            return;
        };
        if d.pointer != ev.pointer_id() {
            return;
        }
        let Some((el, at)) = pointer_at(ev, self.size) else {
            return;
        };
        let (x, y) = (ev.client_x() as f64, ev.client_y() as f64);
        if !d.active {
            if (x - d.start.0).hypot(y - d.start.1) < DRAG_PX {
                return;
            }
            d.active = true;
            let _ = el.set_pointer_capture(d.pointer);
            lifted(d.from);
        }
        ev.prevent_default();
        d.at = at;
        self.drag.set(Some(d));
    }

    /// The release: after a drag, `dropped` gets the piece and the board point it was let
    /// go at (none if the board cannot say).
    pub(crate) fn up(
        &self,
        ev: &web_sys::PointerEvent,
        dropped: impl FnOnce(P, Option<(f64, f64)>),
    ) {
        let Some(d) = self.drag.get_untracked() else {
            return;
        };
        if d.pointer != ev.pointer_id() {
            return;
        }
        self.drag.set(None);
        if !d.active {
            return; // A tap: the click that follows does the work.
        }
        self.swallow_click.set_value(true);
        let at = pointer_at(ev, self.size).map(|(el, at)| {
            let _ = el.release_pointer_capture(d.pointer);
            at
        });
        dropped(d.from, at);
    }

    pub(crate) fn cancel(&self) {
        self.drag.set(None);
    }

    /// Whether this click ends a drag (then it is no tap); asking forgets it.
    pub(crate) fn click_after_drop(&self) -> bool {
        let was = self.swallow_click.get_value();
        self.swallow_click.set_value(false);
        was
    }
}
