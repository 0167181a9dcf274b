//! The evaluation graph of an analysed game (SVG): one point per reviewed move, the value of
//! the position before it (the mover's best) from the first player's side, so that above
//! the middle line the first player is ahead. Chinese Checkers with more than two players
//! plots each point for its own mover (there is no one side to take). Values are held
//! within five blunders each way. A marked move's point is a dot in its mark's colour,
//! reachable by keyboard; a click (or Enter) on a point shows the position before its move.

use super::analysis::Ply;
use super::analysis_view::{graph_range, marked_words, Analysed};
use crate::kit::i18n;
use crate::shell::ctx;
use leptos::prelude::*;

const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;
/// Room kept above and below the extreme values (a dot's radius and some).
const MARGIN: f64 = 6.0;

/// A point's value: the mover's best, for the first player (the first of `seats`) when two
/// play.
fn plotted(p: &Ply, seats: &[u8]) -> i32 {
    let v = p.review.best_value;
    if seats.len() == 2 && seats.first() != Some(&p.review.seat) {
        -v
    } else {
        v
    }
}

/// Where the `i`th of `n` points with value `v` lies, within ±`range`.
fn place(i: usize, n: usize, v: i32, range: i32) -> (f64, f64) {
    let x = if n < 2 {
        WIDTH / 2.0
    } else {
        MARGIN + (WIDTH - 2.0 * MARGIN) * i as f64 / (n - 1) as f64
    };
    let held = f64::from(v.clamp(-range, range)) / f64::from(range.max(1));
    let y = HEIGHT / 2.0 - held * (HEIGHT / 2.0 - MARGIN);
    (x, y)
}

pub(crate) fn eval_graph(screen: impl Analysed) -> impl IntoView {
    let ctx = ctx();
    let an = screen.analysis();
    let lang = move || ctx.lang();
    let range = graph_range(an.subject.with_untracked(|s| s.game));
    // Each point: its move, where it lies and its mark.
    let points = Memo::new(move |_| {
        an.subject.with(|s| {
            an.state.with(|a| {
                let seats = &s.seats;
                let n = a.plies.len();
                a.plies
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (p.ply, place(i, n, plotted(p, seats), range), p.mark()))
                    .collect::<Vec<_>>()
            })
        })
    });
    let line = move || {
        points.with(|pts| {
            pts.iter()
                .enumerate()
                .map(|(i, (_, (x, y), _))| {
                    format!("{}{x:.1} {y:.1}", if i == 0 { "M" } else { " L" })
                })
                .collect::<String>()
        })
    };
    let dot = move |(ply, (x, y), mark): (
        usize,
        (f64, f64),
        Option<ttakji_engine::core::analysis::Mark>,
    )| {
        let go = move || screen.go_to(ply);
        match mark {
            None => view! {
                <circle class="pt" cx=x cy=y r="2.5" data-ply=ply on:click=move |_| go()></circle>
            }
            .into_any(),
            Some(m) => view! {
                <circle
                    class=format!("pt marked mark-{}", m.slug())
                    cx=x
                    cy=y
                    r="4.5"
                    data-ply=ply
                    tabindex="0"
                    role="button"
                    aria-label=move || marked_words(screen, lang(), ply).unwrap_or_default()
                    on:click=move |_| go()
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            go();
                        }
                    }
                ></circle>
            }
            .into_any(),
        }
    };
    view! {
        <svg
            class="eval-graph"
            data-testid="eval-graph"
            viewBox=format!("0 0 {WIDTH} {HEIGHT}")
            role="group"
            aria-label=move || i18n::EVAL_GRAPH.t(lang())
        >
            <rect class="ahead-second" x="0" y=HEIGHT / 2.0 width=WIDTH height=HEIGHT / 2.0></rect>
            <line class="mid" x1="0" y1=HEIGHT / 2.0 x2=WIDTH y2=HEIGHT / 2.0></line>
            <path class="eval-line" d=line></path>
            {move || points.get().into_iter().map(dot).collect_view()}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_spread_across_and_values_are_held_within_the_range() {
        assert_eq!(place(0, 1, 0, 100), (WIDTH / 2.0, HEIGHT / 2.0));
        let (x0, top) = place(0, 3, 500, 100);
        let (x2, bottom) = place(2, 3, -100, 100);
        assert_eq!((x0, x2), (MARGIN, WIDTH - MARGIN));
        assert_eq!((top, bottom), (MARGIN, HEIGHT - MARGIN));
        let (_, half) = place(1, 3, 50, 100);
        assert!((half - HEIGHT / 4.0 - MARGIN / 2.0).abs() < 1e-9, "{half}");
    }
}
