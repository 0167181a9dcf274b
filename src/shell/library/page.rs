//! The Games page (`#/games`): the statistics, the list of kept games (newest first, filtered
//! by game and opponent), each to replay, export or delete (with undo), and the library's
//! export and import. And a past game shown in its own screen (`#/games/<id>`): the screen's
//! review and analysis on a copy, with a way to continue it as a new game.

use super::stats::{self, Tally};
use super::transfer::{self, File};
use super::{library, Record};
use crate::games;
use crate::kit::archive::{Player, Summary};
use crate::kit::i18n::{self, game_name, level_name, Lang};
use crate::kit::modal::copy_text;
use crate::kit::seed::random_seed;
use crate::kit::storage;
use crate::shell::ctx;
use leptos::prelude::*;
use ttakji_engine::GameId;

pub(super) mod words {
    include!(concat!(env!("OUT_DIR"), "/shell/library/words.rs"));
}
use words as w;

/// A date and time in the language's way.
fn date_text(ms: f64, lang: Lang) -> String {
    let d = js_sys::Date::new(&ms.into());
    let locale = match lang {
        Lang::En => "en-GB",
        Lang::Hi => "hi-IN",
    };
    let options = js_sys::Object::new();
    for (k, v) in [
        ("day", "numeric"),
        ("month", "short"),
        ("year", "numeric"),
        ("hour", "2-digit"),
        ("minute", "2-digit"),
    ] {
        let _ = js_sys::Reflect::set(&options, &k.into(), &v.into());
    }
    d.to_locale_string(locale, &options).into()
}

fn player_word(p: Player, lang: Lang) -> &'static str {
    match p.level() {
        Some(level) => level_name(level).t(lang),
        None => w::PERSON.t(lang),
    }
}

/// "White: you – Black: Hard".
fn players_text(s: &Summary, lang: Lang) -> String {
    let me = s.person_seat();
    s.seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let who = if Some(i) == me {
                w::YOU.t(lang)
            } else {
                player_word(seat.player, lang)
            };
            format!("{}: {who}", seat.name.t(lang))
        })
        .collect::<Vec<_>>()
        .join(" – ")
}

/// Each player's errors in an analysed game ("Analysed: White 0.20 Bia a move, 1 blunder; …").
fn errors_text(s: &Summary, loss: fn(Lang, i32) -> String, lang: Lang) -> Option<String> {
    if s.errors.is_empty() {
        return None;
    }
    let seats: Vec<String> = s
        .errors
        .iter()
        .filter_map(|e| {
            let name = s.seats.get(e.seat)?.name.t(lang);
            Some(w::seat_errors(
                lang,
                name,
                &loss(lang, e.average_loss.round() as i32),
                e.marks[2],
            ))
        })
        .collect();
    Some(w::analysed(lang, &seats.join("; ")))
}

fn result_text(s: &Summary, lang: Lang) -> String {
    if s.over {
        s.result.t(lang).to_string()
    } else {
        w::UNFINISHED.t(lang).to_string()
    }
}

/// The filters' choice of opponent.
fn opponent_slug(p: Player) -> &'static str {
    match p {
        Player::Person => "person",
        Player::Easy => "easy",
        Player::Normal => "normal",
        Player::Hard => "hard",
    }
}

/// Rows shown at first and added by "Show more": a long library is not drawn in one task.
const PAGE: usize = 50;

const OPPONENTS: [Player; 4] = [Player::Person, Player::Easy, Player::Normal, Player::Hard];

#[component]
pub fn GamesPage() -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let lib = library();
    lib.load();
    let game = RwSignal::new(None::<GameId>);
    let opponent = RwSignal::new(None::<Player>);
    let shown = Memo::new(move |_| {
        lib.shelf.with(|s| {
            s.records
                .iter()
                .filter(|r| game.get().is_none_or(|g| r.game == g.slug()))
                .filter(|r| {
                    opponent
                        .get()
                        .is_none_or(|o| stats::opponent(&r.summary) == o)
                })
                .cloned()
                .collect::<Vec<Record>>()
        })
    });
    let deleted = RwSignal::new(None::<Record>);
    let limit = RwSignal::new(PAGE);
    let more = move || shown.with(Vec::len).saturating_sub(limit.get());
    view! {
        <section class="page games-page">
            <h1>{move || w::GAMES.t(lang())}</h1>
            <p class="lead">{move || w::GAMES_INTRO.t(lang())}</p>
            <Filters game=game opponent=opponent />
            <Statistics shown=shown />
            <section class="library-list" aria-labelledby="past-games-title">
                <h2 id="past-games-title">
                    {move || w::past_games(lang(), shown.with(Vec::len))}
                </h2>
                <Deleted deleted=deleted />
                <Unreadable />
                {move || {
                    let loaded = lib.shelf.with(|s| s.loaded);
                    if !loaded {
                        view! { <p role="status">{move || w::LOADING.t(lang())}</p> }.into_any()
                    } else if shown.with(Vec::is_empty) {
                        view! { <p>{move || w::NO_GAMES.t(lang())}</p> }.into_any()
                    } else {
                        view! {
                            <ol class="game-rows">
                                <For
                                    each=move || shown.with(|rs| rs.iter().take(limit.get()).cloned().collect::<Vec<_>>())
                                    key=|r| (r.id.clone(), r.save.len())
                                    children=move |r| view! { <GameRow record=r deleted=deleted /> }
                                />
                            </ol>
                            <Show when=move || { more() > 0 }>
                                <button class="button" on:click=move |_| limit.update(|l| *l += PAGE)>
                                    {move || w::show_more(lang(), more().min(PAGE), more())}
                                </button>
                            </Show>
                        }
                            .into_any()
                    }
                }}
            </section>
            <Transfer shown=shown game=game />
        </section>
    }
}

#[component]
fn Filters(game: RwSignal<Option<GameId>>, opponent: RwSignal<Option<Player>>) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    view! {
        <div class="library-filters">
            <label>
                <span>{move || w::FILTER_GAME.t(lang())}</span>
                <select on:change=move |ev| game.set(GameId::from_slug(&event_target_value(&ev)))>
                    <option value="" selected=move || game.get().is_none()>
                        {move || w::ALL_GAMES.t(lang())}
                    </option>
                    {GameId::ALL
                        .into_iter()
                        .map(|id| {
                            view! {
                                <option value=id.slug() selected=move || game.get() == Some(id)>
                                    {move || game_name(id).t(lang())}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <label>
                <span>{move || w::FILTER_OPPONENT.t(lang())}</span>
                <select on:change=move |ev| {
                    let v = event_target_value(&ev);
                    opponent.set(OPPONENTS.into_iter().find(|p| opponent_slug(*p) == v));
                }>
                    <option value="" selected=move || opponent.get().is_none()>
                        {move || w::ALL_OPPONENTS.t(lang())}
                    </option>
                    {OPPONENTS
                        .into_iter()
                        .map(|p| {
                            let word = move || match p {
                                Player::Person => w::OPPONENT_PERSON.t(lang()),
                                _ => player_word(p, lang()),
                            };
                            view! {
                                <option value=opponent_slug(p) selected=move || opponent.get() == Some(p)>
                                    {word}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
        </div>
    }
}

/// Per game with games shown: the tallies per opponent, the rating and the person's errors.
#[component]
fn Statistics(shown: Memo<Vec<Record>>) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let per_game = move || {
        shown.with(|records| {
            GameId::ALL
                .into_iter()
                .filter_map(|id| {
                    let mine: Vec<Summary> = records
                        .iter()
                        .filter(|r| r.game == id.slug())
                        .map(|r| r.summary.clone())
                        .collect();
                    (!mine.is_empty()).then_some((id, mine))
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="library-stats" aria-labelledby="stats-title">
            <h2 id="stats-title">{move || w::STATISTICS.t(lang())}</h2>
            {move || {
                per_game()
                    .into_iter()
                    .map(|(id, games)| view! { <GameStats id=id games=games /> })
                    .collect_view()
            }}
        </section>
    }
}

#[component]
fn GameStats(id: GameId, games: Vec<Summary>) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let rows = stats::tallies(&games);
    let rated = stats::rated(games.iter());
    let rating = stats::rating(&rated).map(|r| (r.round() as i64, rated.len()));
    let errors = stats::person_errors(&games);
    let loss_words = games::archive(id).loss_words;
    let title_id = format!("stats-{}", id.slug());
    let labelled = title_id.clone();
    let cell = |n: u32| view! { <td>{n}</td> };
    view! {
        <div class="game-stats">
            <h3 id=title_id>{move || game_name(id).t(lang())}</h3>
            <table aria-labelledby=labelled>
                <thead>
                    <tr>
                        <th scope="col">{move || w::COL_OPPONENT.t(lang())}</th>
                        <th scope="col">{move || w::COL_GAMES.t(lang())}</th>
                        <th scope="col">{move || w::COL_WINS.t(lang())}</th>
                        <th scope="col">{move || w::COL_DRAWS.t(lang())}</th>
                        <th scope="col">{move || w::COL_LOSSES.t(lang())}</th>
                        <th scope="col">{move || w::COL_UNFINISHED.t(lang())}</th>
                    </tr>
                </thead>
                <tbody>
                    {rows
                        .into_iter()
                        .map(|(p, t): (Player, Tally)| {
                            let name = move || match p {
                                Player::Person => w::PEOPLE.t(lang()),
                                _ => player_word(p, lang()),
                            };
                            let person = p == Player::Person;
                            let score = |n: u32| if person { view! { <td>"–"</td> }.into_any() } else { cell(n).into_any() };
                            view! {
                                <tr>
                                    <th scope="row">{name}</th>
                                    {cell(t.games)}
                                    {score(t.wins)}
                                    {score(t.draws)}
                                    {score(t.losses)}
                                    {cell(t.unfinished)}
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
            <p class="rating">
                {move || match rating {
                    Some((r, n)) => w::rating(lang(), r, n),
                    None => w::NO_STATISTICS.t(lang()).to_string(),
                }}
            </p>
            {errors
                .map(|e| {
                    view! {
                        <p class="errors">
                            {move || {
                                let l = lang();
                                w::your_errors(
                                    l,
                                    &loss_words(l, e.average_loss.round() as i32),
                                    &format!("{:.1}", e.blunders_per_game),
                                    e.games,
                                )
                            }}
                        </p>
                    }
                })}
        </div>
    }
}

#[component]
fn GameRow(record: Record, deleted: RwSignal<Option<Record>>) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let lib = library();
    let Ok(id) = record.game_id() else {
        return ().into_any();
    };
    let r = StoredValue::new(record);
    let s = move || r.with_value(|r| r.summary.clone());
    let date = move || date_text(r.with_value(|r| r.date), lang());
    let label = move || w::row_label(lang(), game_name(id).t(lang()), &date());
    let export = move |_| {
        let file = r.with_value(|r| transfer::game_file(id, &[r]));
        give(file, ctx);
    };
    let delete = move |_| {
        let record = r.get_value();
        deleted.set(Some(record.clone()));
        lib.delete(record.id);
    };
    let href = r.with_value(|r| format!("#/games/{}", r.id));
    view! {
        <li class="game-row">
            <article aria-label=label>
                <p class="row-head">
                    <strong>{move || game_name(id).t(lang())}</strong>
                    " · "
                    <time>{date}</time>
                </p>
                <p class="row-players">{move || players_text(&s(), lang())}</p>
                <p class="row-result">
                    {move || result_text(&s(), lang())}
                    " · "
                    {move || w::moves_count(lang(), s().plies)}
                </p>
                {move || errors_text(&s(), games::archive(id).loss_words, lang())
                    .map(|t| view! { <p class="row-errors">{t}</p> })}
                <div class="row-actions">
                    <a class="button small primary" href=href aria-label=move || format!("{}: {}", w::REPLAY.t(lang()), label())>
                        {move || w::REPLAY.t(lang())}
                    </a>
                    <button class="button small" on:click=export aria-label=move || format!("{}: {}", w::EXPORT.t(lang()), label())>
                        {move || w::EXPORT.t(lang())}
                    </button>
                    <button class="button small" on:click=delete aria-label=move || format!("{}: {}", w::DELETE.t(lang()), label())>
                        {move || w::DELETE.t(lang())}
                    </button>
                </div>
            </article>
        </li>
    }
    .into_any()
}

#[component]
fn Deleted(deleted: RwSignal<Option<Record>>) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let lib = library();
    let undo = move |_| {
        if let Some(r) = deleted.get_untracked() {
            deleted.set(None);
            lib.restore(vec![r]);
        }
    };
    view! {
        <div role="status" class="deleted-status">
            <Show when=move || deleted.with(Option::is_some)>
                <p>
                    {move || w::DELETED.t(lang())}
                    " "
                    <button class="button small" on:click=undo>{move || w::UNDO.t(lang())}</button>
                </p>
            </Show>
        </div>
    }
}

/// The records that could not be read, named, so that nothing kept goes unseen.
#[component]
fn Unreadable() -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let lib = library();
    let list = move || lib.shelf.with(|s| s.unreadable.clone());
    view! {
        <Show when=move || !list().is_empty()>
            <div class="unreadable-records">
                <p>{move || w::unreadable_records(lang(), list().len())}</p>
                <ul>
                    {move || {
                        list()
                            .into_iter()
                            .map(|(key, why)| view! { <li>{w::unreadable_record(lang(), &key, &why)}</li> })
                            .collect_view()
                    }}
                </ul>
            </div>
        </Show>
    }
}

/// Gives a file: downloads it, or says why it cannot be made.
fn give(file: Result<File, String>, ctx: crate::shell::Ctx) {
    match file {
        Ok(f) => download(&f),
        Err(e) => ctx.notify(crate::shell::Notice::ExportFailed(e)),
    }
}

/// Starts the download of a file made here.
fn download(file: &File) {
    use wasm_bindgen::JsCast;
    let parts = js_sys::Array::of1(&file.text.clone().into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(file.mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = document()
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(&file.name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

#[component]
fn Transfer(shown: Memo<Vec<Record>>, game: RwSignal<Option<GameId>>) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let lib = library();
    let said = RwSignal::new(String::new());
    let pasted = RwSignal::new(String::new());
    let file_of = move || -> Result<File, String> {
        match game.get_untracked() {
            Some(id) => {
                shown.with_untracked(|rs| transfer::game_file(id, &rs.iter().collect::<Vec<_>>()))
            }
            None => Ok(lib
                .shelf
                .with_untracked(|s| transfer::library_file(&s.records))),
        }
    };
    let download_shown = move |_| match file_of() {
        Ok(f) => {
            download(&f);
            said.set(w::EXPORTED.t(ctx.lang_untracked()).to_string());
        }
        Err(e) => said.set(i18n::export_failed(ctx.lang_untracked(), &e)),
    };
    // Where the clipboard is refused, the text is shown selected, to copy by hand.
    let by_hand = RwSignal::new(None::<String>);
    let copy_shown = move |_| match file_of() {
        Ok(f) => {
            let text = f.text.clone();
            copy_text(&f.text, move |ok| {
                let l = ctx.lang_untracked();
                let word = if ok { i18n::COPIED } else { i18n::COPY_BY_HAND };
                said.set(word.t(l).to_string());
                by_hand.set((!ok).then_some(text));
            })
        }
        Err(e) => said.set(i18n::export_failed(ctx.lang_untracked(), &e)),
    };
    let import = move |text: String| {
        let existing = lib.shelf.with_untracked(|s| s.records.clone());
        let l = ctx.lang_untracked();
        match transfer::read(&text, &existing, game.get_untracked()) {
            Ok(found) => {
                said.set(w::imported(l, found.records.len(), found.known));
                lib.restore(found.records);
            }
            Err(e) => said.set(w::import_failed(l, &e)),
        }
    };
    let on_file = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let input: Option<web_sys::HtmlInputElement> = ev.target().and_then(|t| t.dyn_into().ok());
        let Some(file) = input
            .as_ref()
            .and_then(|i| i.files())
            .and_then(|f| f.get(0))
        else {
            return;
        };
        if file.size() > transfer::MAX_FILE_BYTES as f64 {
            let l = ctx.lang_untracked();
            let why = format!(
                "the file is {} bytes, more than the {} read",
                file.size(),
                transfer::MAX_FILE_BYTES
            );
            said.set(w::import_failed(l, &why));
            return;
        }
        let promise = file.text();
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(v) => import(v.as_string().unwrap_or_default()),
                Err(_) => said.set(w::import_failed(
                    ctx.lang_untracked(),
                    "the file cannot be read",
                )),
            }
        });
        if let Some(i) = input {
            i.set_value("");
        }
    };
    let kind = move || game.get().map(|g| game_name(g).t(lang()));
    view! {
        <section class="library-transfer" aria-labelledby="transfer-title">
            <h2 id="transfer-title">{move || w::TRANSFER.t(lang())}</h2>
            <p>{move || w::TRANSFER_INTRO.t(lang())}</p>
            <div class="transfer-actions">
                <button class="button" on:click=download_shown>
                    {move || match kind() {
                        Some(k) => w::export_shown(lang(), k),
                        None => w::EXPORT_ALL.t(lang()).to_string(),
                    }}
                </button>
                <button class="button" on:click=copy_shown>
                    {move || match kind() {
                        Some(k) => w::copy_shown(lang(), k),
                        None => w::COPY_ALL.t(lang()).to_string(),
                    }}
                </button>
            </div>
            {move || {
                by_hand
                    .get()
                    .map(|text| {
                        view! {
                            <textarea
                                class="by-hand"
                                rows="5"
                                readonly
                                spellcheck="false"
                                aria-label=move || w::EXPORTED_TEXT.t(lang())
                                prop:value=text
                                on:focus=move |ev| {
                                    use wasm_bindgen::JsCast;
                                    if let Some(area) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                                        area.select();
                                    }
                                }
                            ></textarea>
                        }
                    })
            }}
            <label class="import-file">
                <span>{move || w::IMPORT_FILE.t(lang())}</span>
                <input type="file" accept=".pgn,.mat,.txt,.json,text/plain,application/json" on:change=on_file />
            </label>
            <label class="import-text">
                <span>{move || w::IMPORT_TEXT.t(lang())}</span>
                <textarea
                    rows="5"
                    spellcheck="false"
                    maxlength=transfer::MAX_FILE_BYTES
                    prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))
                ></textarea>
            </label>
            <button class="button" on:click=move |_| import(pasted.get_untracked())>
                {move || w::IMPORT_BUTTON.t(lang())}
            </button>
            <p role="status" class="transfer-said">{move || said.get()}</p>
        </section>
    }
}

/// A past game in its own screen, on a copy: the bar says which game it is and offers to
/// continue it as a new game from a chosen move.
#[component]
pub fn PastGame(id: String) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let lib = library();
    if !lib.shelf.with_untracked(|s| s.loaded) {
        lib.load();
    }
    // Only finding the game shows it: a later change of its record (its analysis) must not
    // draw the screen again over what is done on the copy.
    let found = Memo::new({
        let id = id.clone();
        move |_| lib.shelf.with(|s| s.records.iter().any(|r| r.id == id))
    });
    let loaded = Memo::new(move |_| lib.shelf.with(|s| s.loaded));
    move || {
        if !found.get() {
            return if loaded.get() {
                view! {
                    <section class="page narrow">
                        <h1>{move || w::PAST_NOT_FOUND.t(lang())}</h1>
                        <p><a class="button primary" href="#/games">{move || w::BACK_TO_GAMES.t(lang())}</a></p>
                    </section>
                }
                .into_any()
            } else {
                view! { <p role="status">{move || w::LOADING.t(lang())}</p> }.into_any()
            };
        }
        let record = lib
            .shelf
            .with_untracked(|s| s.records.iter().find(|r| r.id == id).cloned());
        let Some((r, game)) = record.and_then(|r| Some((r.clone(), r.game_id().ok()?))) else {
            return ().into_any();
        };
        storage::storage_set(&storage::past_key(&r.game), &r.save);
        storage::show_past(true);
        view! {
            <PastBar record=r game=game />
            {games::screen(game)}
        }
        .into_any()
    }
}

#[component]
fn PastBar(record: Record, game: GameId) -> impl IntoView {
    let ctx = ctx();
    let lang = move || ctx.lang();
    let archive = games::archive(game);
    let plies = (archive.plies)(&record.save).unwrap_or(record.summary.plies);
    let after = RwSignal::new(plies);
    let failed = RwSignal::new(None::<String>);
    let date = record.date;
    let save = StoredValue::new(record.save.clone());
    let summary = record.summary.clone();
    let go_on = move |_| {
        let n = after.get_untracked().min(plies);
        match save.with_value(|s| (archive.continue_at)(s, n, random_seed())) {
            Ok(text) => {
                storage::replace_current(game.slug(), &text);
                let _ = window().location().set_hash(&format!("#/{}", game.slug()));
            }
            Err(e) => failed.set(Some(e)),
        }
    };
    view! {
        <section class="past-bar" aria-labelledby="past-title">
            <h1 id="past-title" class="past-title">
                {move || w::past_game(lang(), &date_text(date, lang()))}
            </h1>
            <p>
                {
                    let summary = summary.clone();
                    move || players_text(&summary, lang())
                }
                " · "
                {move || result_text(&summary, lang())}
            </p>
            <p class="past-note">{move || w::PAST_NOTE.t(lang())}</p>
            <div class="past-actions">
                <a class="button" href="#/games">{move || w::BACK_TO_GAMES.t(lang())}</a>
                <label>
                    <span>{move || w::CONTINUE_FROM.t(lang())}</span>
                    <input
                        type="number"
                        min="0"
                        max=plies
                        prop:value=move || after.get().to_string()
                        on:input=move |ev| {
                            let n = event_target_value(&ev).parse::<usize>().unwrap_or(0);
                            after.set(n.min(plies));
                        }
                    />
                </label>
                <button class="button primary" on:click=go_on>
                    {move || w::CONTINUE_BUTTON.t(lang())}
                </button>
            </div>
            <p role="status">{move || failed.get().map(|e| w::continue_failed(lang(), &e))}</p>
        </section>
    }
}
