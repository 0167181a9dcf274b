//! The kit: parts that more than one game's screen uses (words and languages, sound, rules
//! pages' frame, the two-sided game screen of Makruk and the Morris games).

pub mod analysis;
pub mod analysis_graph;
pub mod analysis_view;
pub mod archive;
pub mod board_key;
pub mod coach;
pub mod controller;
pub mod controls;
pub mod drag;
pub mod duel;
pub mod hint;
pub mod i18n;
pub mod modal;
pub mod motion;
pub mod opponent;
pub mod rules;
#[cfg(test)]
mod save_fuzz;
pub mod seed;
pub mod sound;
pub mod storage;

/// A view whose code is fetched first (a `#[lazy]` part of the page's wasm): nothing is shown
/// until it has come, in the same task when it is already there. Its owner is the caller's,
/// as it would be without the wait; when that owner is gone first (the route changed), the
/// view is never built.
pub fn lazy_view(
    view: impl std::future::Future<Output = leptos::prelude::AnyView> + 'static,
) -> leptos::prelude::AnyView {
    use leptos::prelude::*;
    use leptos::task::spawn_local_scoped_with_cancellation;
    let shown = RwSignal::new(false);
    let slot = StoredValue::new_local(None::<AnyView>);
    untrack(|| {
        spawn_local_scoped_with_cancellation(async move {
            let view = view.await;
            slot.try_update_value(|s| *s = Some(view));
            shown.try_set(true);
        })
    });
    (move || {
        shown
            .get()
            .then(|| slot.try_update_value(Option::take).flatten())
    })
    .into_any()
}
