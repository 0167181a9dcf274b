//! The analysis as every game screen shows it: the "Analyse game" button, the progress bar
//! with Cancel, the evaluation graph (`analysis_graph.rs`) with its text alternative (the
//! marked moves, each a button to the position before it), the summary per player, and the
//! marks the move lists put on their moves.

use super::analysis::{marks, AnalysisCtl};
use super::analysis_graph::eval_graph;
use crate::kit::controller::Review;
use crate::kit::i18n::{self, Lang, Tr};
use crate::shell::ctx;
use leptos::prelude::*;
use ttakji_engine::backgammon::analysis::Rating;
use ttakji_engine::core::analysis::{Mark, Summary};
use ttakji_engine::GameId;

/// What a game screen gives its analysis.
pub(crate) trait Analysed: Review {
    fn analysis(&self) -> AnalysisCtl;
    /// Whether the game is over; tracked.
    fn game_over(&self) -> bool;
    /// Whether the computer is to play or thinking; tracked.
    fn computer_busy(&self) -> bool;
    /// Whether the game may be analysed now: it ended, or its review is shown, and no
    /// computer is thinking; tracked.
    fn may_analyse(&self) -> bool {
        (self.review().get().is_some() || self.game_over()) && !self.computer_busy()
    }
    /// Shows the position before move `ply` (from 0), where its better move is drawn.
    fn go_to(&self, ply: usize) {
        self.review_to(Some(ply));
    }
    /// Move `ply` as the move list names it ("Move 3, White: e3e4").
    fn move_label(&self, l: Lang, ply: usize) -> String;
    /// A move of the position before move `ply`, given in the engine's notation, in the
    /// screen's.
    fn move_text(&self, _ply: usize, engine: &str) -> String {
        engine.to_string()
    }
    fn seat_name(&self, l: Lang, seat: u8) -> String;
}

/// A mark's word ("mistake").
pub fn mark_word(mark: Mark) -> Tr {
    match mark {
        Mark::Inaccuracy => i18n::MARK_INACCURACY,
        Mark::Mistake => i18n::MARK_MISTAKE,
        Mark::Blunder => i18n::MARK_BLUNDER,
    }
}

/// The mark of move `ply` for its accessible name (", mistake"), empty without one.
pub fn mark_suffix(an: AnalysisCtl, l: Lang, ply: usize) -> String {
    an.state
        .with(|a| a.mark_at(ply))
        .map(|m| format!(", {}", mark_word(m).t(l)))
        .unwrap_or_default()
}

/// The mark of move `ply` as the move list shows it (`?!`, `?`, `??`), none without one;
/// hidden from screen readers, which hear [`mark_suffix`] in the move's name.
pub fn mark_badge(an: AnalysisCtl, ply: usize) -> impl IntoView {
    move || {
        an.state.with(|a| a.mark_at(ply)).map(|m| {
            view! {
                <span class=format!("move-mark mark-{}", m.slug()) aria-hidden="true">
                    {m.symbol()}
                </span>
            }
        })
    }
}

/// gnubg's rating words.
fn rating_word(r: Rating) -> Tr {
    match r {
        Rating::Awful => i18n::RATING_AWFUL,
        Rating::Beginner => i18n::RATING_BEGINNER,
        Rating::CasualPlayer => i18n::RATING_CASUAL,
        Rating::Intermediate => i18n::RATING_INTERMEDIATE,
        Rating::Advanced => i18n::RATING_ADVANCED,
        Rating::Expert => i18n::RATING_EXPERT,
        Rating::WorldClass => i18n::RATING_WORLD_CLASS,
        Rating::Supernatural => i18n::RATING_SUPERNATURAL,
    }
}

/// An average loss in the game's unit, in words.
fn loss_words(game: GameId, l: Lang, average: f64) -> String {
    match game {
        GameId::Makruk => i18n::loss_centipawns(l, &format!("{average:.0}")),
        GameId::NineMensMorris | GameId::Tigadi => i18n::loss_points(l, &format!("{average:.0}")),
        // Thousandths of a point a decision: gnubg's error rate.
        GameId::Backgammon => i18n::loss_memg(l, &format!("{average:.1}")),
        // Eighths of a row.
        GameId::ChineseCheckers => i18n::loss_rows(l, &format!("{:.2}", average / 8.0)),
    }
}

/// The analysis panel of a screen: shown once the game may be analysed or has been.
pub(crate) fn analysis_panel(screen: impl Analysed) -> impl IntoView {
    let an = screen.analysis();
    let shown =
        move || screen.may_analyse() || an.running.get() || an.state.with(|a| !a.plies.is_empty());
    move || shown().then(|| panel(screen))
}

fn panel(screen: impl Analysed) -> impl IntoView {
    let ctx = ctx();
    let an = screen.analysis();
    let lang = move || ctx.lang();
    let can_start = move || {
        let (done, total) = an.progress();
        screen.may_analyse() && !an.running.get() && done < total
    };
    let reviewed = move || an.state.with(|a| !a.plies.is_empty());
    view! {
        <section class="analysis" aria-labelledby="analysis-title">
            <h2 id="analysis-title">{move || i18n::ANALYSIS.t(lang())}</h2>
            {move || {
                can_start()
                    .then(|| {
                        view! {
                            <button class="button primary" on:click=move |_| an.start()>
                                {move || i18n::ANALYSE_GAME.t(lang())}
                            </button>
                        }
                    })
            }}
            {move || an.running.get().then(|| progress(an))}
            {move || reviewed().then(|| view! { {eval_graph(screen)} {marked_list(screen)} {summary(screen)} })}
        </section>
    }
}

/// The progress bar, "12 / 60" and Cancel.
fn progress(an: AnalysisCtl) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    view! {
        <div class="analysis-progress">
            <progress
                aria-label=move || i18n::ANALYSIS_PROGRESS.t(lang())
                max=move || an.progress().1.max(1)
                value=move || an.progress().0
            ></progress>
            <span data-testid="analysis-count">
                {move || {
                    let (done, total) = an.progress();
                    i18n::progress_count(lang(), done, total)
                }}
            </span>
            <button class="button small" on:click=move |_| an.cancel()>
                {move || i18n::CANCEL.t(lang())}
            </button>
        </div>
    }
}

/// A marked move in words: the move list's name, its mark and the better move.
pub(crate) fn marked_words(screen: impl Analysed, l: Lang, ply: usize) -> Option<String> {
    let (mark, best) = screen.analysis().state.with(|a| {
        let p = a.at(ply)?;
        Some((p.mark()?, a.better_at(ply).unwrap_or_default().to_string()))
    })?;
    let best = screen.move_text(ply, &best);
    Some(i18n::marked_move(
        l,
        &screen.move_label(l, ply),
        mark_word(mark).t(l),
        &best,
    ))
}

/// The graph's text alternative: every marked move, a button to the position before it.
fn marked_list(screen: impl Analysed) -> impl IntoView {
    let ctx = ctx();
    let an = screen.analysis();
    let lang = move || ctx.lang();
    let marked = Memo::new(move |_| {
        an.state.with(|a| {
            a.plies
                .iter()
                .filter_map(|p| p.mark().map(|m| (p.ply, m)))
                .collect::<Vec<_>>()
        })
    });
    let item = move |(ply, mark): (usize, Mark)| {
        view! {
            <li>
                <button class="m marked" on:click=move |_| screen.go_to(ply)>
                    <span class=format!("move-mark mark-{}", mark.slug()) aria-hidden="true">
                        {mark.symbol()}
                    </span>
                    " "
                    {move || marked_words(screen, lang(), ply).unwrap_or_default()}
                </button>
            </li>
        }
    };
    view! {
        <h3>{move || i18n::MARKED_MOVES.t(lang())}</h3>
        {move || {
            if marked.with(Vec::is_empty) {
                view! { <p class="muted">{move || i18n::NO_MARKED_MOVES.t(lang())}</p> }.into_any()
            } else {
                view! {
                    <ul class="marked-moves" data-testid="marked-moves">
                        {move || marked.get().into_iter().map(item).collect_view()}
                    </ul>
                }
                .into_any()
            }
        }}
    }
}

/// The summary per player: moves, each mark's count and the average loss (backgammon: the
/// error rate, and gnubg's rating of it).
fn summary(screen: impl Analysed) -> impl IntoView {
    let ctx = ctx();
    let an = screen.analysis();
    let lang = move || ctx.lang();
    let game = an.subject.with_untracked(|s| s.game);
    let loss_head = if game == GameId::Backgammon {
        i18n::COL_ERROR_RATE
    } else {
        i18n::COL_AVERAGE_LOSS
    };
    let backgammon = game == GameId::Backgammon;
    let mut heads = vec![
        i18n::COL_PLAYER,
        i18n::COL_MOVES,
        i18n::COL_INACCURACIES,
        i18n::COL_MISTAKES,
        i18n::COL_BLUNDERS,
        loss_head,
    ];
    if backgammon {
        heads.push(i18n::COL_RATING);
    }
    let rows = move || {
        an.subject
            .with(|s| an.state.with(|a| a.summaries(&s.seats)))
    };
    let row = move |(seat, s): (u8, Summary)| {
        let l = lang();
        view! {
            <tr>
                <th scope="row">{screen.seat_name(l, seat)}</th>
                <td>{s.moves}</td>
                <td>{s.count(Mark::Inaccuracy)}</td>
                <td>{s.count(Mark::Mistake)}</td>
                <td>{s.count(Mark::Blunder)}</td>
                <td>{loss_words(game, l, s.average_loss())}</td>
                {backgammon.then(|| view! { <td>{rating_word(Rating::of(s.average_loss())).t(l)}</td> })}
            </tr>
        }
    };
    view! {
        <table class="analysis-summary" data-testid="analysis-summary">
            <caption>{move || i18n::ANALYSIS_SUMMARY.t(lang())}</caption>
            <thead>
                <tr>
                    {heads
                        .into_iter()
                        .map(|h| view! { <th scope="col">{move || h.t(lang())}</th> })
                        .collect_view()}
                </tr>
            </thead>
            <tbody>
                {move || rows().into_iter().filter(|(_, s)| s.moves > 0).map(row).collect_view()}
            </tbody>
        </table>
    }
}

/// The value range the graph shows, each way from the middle: five blunders.
pub(crate) fn graph_range(game: GameId) -> i32 {
    marks(game).blunder * 5
}
