//! The frame of every rules page (title, board picture, sections, how to play here, the way
//! to the game); each game's words are in its own `rules` module.

use crate::games::makruk::board::PieceLegend;
use crate::kit::i18n::{self, game_name, Tr};
use crate::shell::ctx;
use leptos::prelude::*;
use ttakji_engine::GameId;

pub(crate) enum Block {
    P(Tr),
    List(&'static [Tr]),
    /// Makruk's pieces with their Thai names.
    Legend,
    /// A two-column table: a header row, then rows.
    Table(&'static [(Tr, Tr)]),
}

pub(crate) struct Section {
    pub(crate) title: Tr,
    pub(crate) blocks: &'static [Block],
}

/// A rules page: the title, a picture of the board, the sections, how to play here, and the
/// way to the game.
pub(crate) fn rules_article(
    id: GameId,
    figure: AnyView,
    sections: &'static [Section],
    in_the_app: &'static Section,
) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let render = move |s: &'static Section| {
        view! {
            <section>
                <h2>{move || s.title.t(lang())}</h2>
                {s
                    .blocks
                    .iter()
                    .map(|b| match b {
                        Block::P(t) => view! { <p>{move || t.t(lang())}</p> }.into_any(),
                        Block::List(items) => {
                            view! {
                                <ul>
                                    {items
                                        .iter()
                                        .map(|t| view! { <li>{move || t.t(lang())}</li> })
                                        .collect_view()}
                                </ul>
                            }
                                .into_any()
                        }
                        Block::Legend => view! { <PieceLegend /> }.into_any(),
                        Block::Table(rows) => {
                            let (head, body) = rows.split_first().map_or((None, &rows[..]), |(h, b)| (Some(h), b));
                            view! {
                                <table class="rules-table">
                                    {head
                                        .map(|(a, b)| {
                                            view! {
                                                <thead>
                                                    <tr>
                                                        <th scope="col">{move || a.t(lang())}</th>
                                                        <th scope="col">{move || b.t(lang())}</th>
                                                    </tr>
                                                </thead>
                                            }
                                        })}
                                    <tbody>
                                        {body
                                            .iter()
                                            .map(|(a, b)| {
                                                view! {
                                                    <tr>
                                                        <td>{move || a.t(lang())}</td>
                                                        <td>{move || b.t(lang())}</td>
                                                    </tr>
                                                }
                                            })
                                            .collect_view()}
                                    </tbody>
                                </table>
                            }
                                .into_any()
                        }
                    })
                    .collect_view()}
            </section>
        }
    };
    view! {
        <article class="page rules narrow">
            <h1>
                {move || game_name(id).t(lang())}
                ": "
                {move || i18n::RULES.t(lang())}
            </h1>
            <figure class="rules-board">{figure}</figure>
            {sections.iter().map(render).collect_view()}
            {render(in_the_app)}
            <p class="rules-actions">
                <a class="button primary" href=format!("#/{}", id.slug())>
                    {move || i18n::play_named(lang(), game_name(id).t(lang()))}
                </a>
                <a class="button" href="#/">
                    {move || i18n::HOME.t(lang())}
                </a>
            </p>
        </article>
    }
}
