//! What every game screen's controller shares: taking moves back and playing them again,
//! then letting every choice in progress lapse; and stepping through the positions played
//! (review), by the move list, the review bar or the ← and → keys.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A game as a screen holds it: moves played, some of which may be taken back and redone.
pub(crate) trait Undoable: Send + Sync + 'static {
    /// How many moves have been played (the positions to review are 0 ..= this).
    fn moves_played(&self) -> usize;
    fn can_take_back(&self) -> bool;
    /// Takes back what the game's rules say one take-back is; false if nothing was.
    fn take_back(&mut self) -> bool;
    fn can_redo(&self) -> bool {
        false
    }
    fn redo(&mut self) -> bool {
        false
    }
}

/// Implements [`Undoable`] for a session type by its own methods of the same names;
/// `moves_played` is the closure's answer, `redo` says that the session can also redo.
macro_rules! undoable {
    ($t:ty, |$s:ident| $moves:expr $(, $redo:ident)?) => {
        impl $crate::kit::controller::Undoable for $t {
            fn moves_played(&self) -> usize {
                let $s = self;
                $moves
            }
            fn can_take_back(&self) -> bool {
                <$t>::can_take_back(self)
            }
            fn take_back(&mut self) -> bool {
                <$t>::take_back(self)
            }
            $(undoable!(@$redo $t);)?
        }
    };
    (@redo $t:ty) => {
        fn can_redo(&self) -> bool {
            <$t>::can_redo(self)
        }
        fn redo(&mut self) -> bool {
            <$t>::redo(self)
        }
    };
}
pub(crate) use undoable;

/// A game screen's controller: its session and what lapses when the position changes other
/// than by a move.
pub(crate) trait Controller: Copy + Send + Sync + 'static {
    type Session: Undoable;

    fn session(&self) -> RwSignal<Self::Session>;

    /// The position changed other than by a move: every choice in progress lapses.
    fn after_jump(&self);

    /// Before a take-back or redo (a question to the computer may have to go).
    fn before_jump(&self) {}

    fn take_back(&self) {
        self.before_jump();
        self.session().update(|s| {
            s.take_back();
        });
        self.after_jump();
    }

    fn redo(&self) {
        self.before_jump();
        self.session().update(|s| {
            s.redo();
        });
        self.after_jump();
    }
}

/// A controller whose screen can show earlier positions instead of the game's own.
pub(crate) trait Review: Controller {
    /// The earlier position shown: after move `n` (0: the start), or none.
    fn review(&self) -> RwSignal<Option<usize>>;

    /// The review moved: a half-made choice on the board lapses.
    fn review_moved(&self) {}

    /// Shows the position after move `n` (none, or the last: the game's own).
    fn review_to(&self, n: Option<usize>) {
        let len = self.session().with_untracked(|s| s.moves_played());
        self.review().set(n.filter(|&n| n < len));
        self.review_moved();
    }

    /// One move back (`-1`) or forward (`1`) through the game.
    fn review_step(&self, delta: i64) {
        let len = self.session().with_untracked(|s| s.moves_played());
        let at = self.review().get_untracked().unwrap_or(len) as i64 + delta;
        self.review_to(Some(at.clamp(0, len as i64) as usize));
    }
}

/// ← and → step through the game's positions while the screen is shown (unless the arrows
/// serve something else there).
pub(crate) fn review_keys(ctl: impl Review) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let delta = match ev.key().as_str() {
            "ArrowLeft" => -1,
            "ArrowRight" => 1,
            _ => return,
        };
        if arrows_taken(&ev) {
            return;
        }
        ev.prevent_default();
        ctl.review_step(delta);
    });
    on_cleanup(move || keys.remove());
}

/// Whether a key press comes from somewhere the arrows mean something else.
fn arrows_taken(ev: &web_sys::KeyboardEvent) -> bool {
    if ev.alt_key() || ev.ctrl_key() || ev.meta_key() || ev.shift_key() {
        return true;
    }
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| {
            el.closest("input, textarea, select, [role=dialog], [role=alertdialog], .board")
                .ok()
        })
        .flatten()
        .is_some()
}
