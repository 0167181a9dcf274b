//! The game library: every game that ended, and every one left unfinished when a new game
//! took its place, kept in IndexedDB (`db.rs`) with its save (and so its analysis), a
//! summary and the date; the Games page (`page.rs`) lists, replays, exports and imports
//! them, with statistics (`stats.rs`). The games reach it through `kit::storage`'s keeper;
//! what each game gives is its `kit::archive::Archive`.
//!
//! Nothing is lost: a game that cannot be stored (the database cannot be opened) waits in
//! localStorage and goes in at the next open; a stored record that cannot be read is listed
//! as such and kept.

pub mod db;
mod page;
pub mod stats;
mod transfer;

/// The Games page, in its own part of the page's wasm, fetched when first opened.
pub fn games_page() -> AnyView {
    lazy_view(lazy_games_page())
}

/// A past game's screen (`#/games/<id>`), fetched as the Games page is.
pub fn past_game(id: String) -> AnyView {
    lazy_view(lazy_past_game(id))
}

#[lazy]
fn lazy_games_page() -> AnyView {
    keep_games();
    view! { <page::GamesPage /> }.into_any()
}

#[lazy]
fn lazy_past_game(id: String) -> AnyView {
    view! { <page::PastGame id=id /> }.into_any()
}
/// The library's words, for the check that every key has both languages.
#[cfg(test)]
pub const WORDS: &[(&str, crate::kit::i18n::Tr)] = page::words::ENTRIES;

use crate::games;
use crate::kit::archive::Summary;
use crate::kit::lazy_view;
use crate::kit::storage::{self, Kept, Stamp};
use crate::shell::{Ctx, Notice};
use idb::Database;
use leptos::prelude::*;
use leptos::task::spawn_local;
use serde::{Deserialize, Serialize};
use std::cell::Cell;
use ttakji_engine::GameId;

/// The record's format; older ones are read by [`Record::read`].
pub const RECORD_VERSION: u32 = 1;
/// The key prefix of the games waiting in localStorage for the database.
const WAITING: &str = "ttakji.library.waiting.";

/// One kept game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Record {
    pub v: u32,
    /// The game's uid (the save envelope's).
    pub id: String,
    pub game: String,
    /// When it was first kept, in milliseconds since 1970.
    pub date: f64,
    pub summary: Summary,
    /// The save's text, its analysis included.
    pub save: String,
}

impl Record {
    /// A record from its stored text; the error names what is wrong.
    pub fn read(text: &str) -> Result<Record, String> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("not a record: {e}"))?;
        match value.get("v").and_then(|v| v.as_u64()) {
            Some(v) if v == u64::from(RECORD_VERSION) => {}
            Some(v) => return Err(format!("unknown record format {v}")),
            None => return Err("not a record: no format".into()),
        }
        let record: Record =
            serde_json::from_value(value).map_err(|e| format!("not a record: {e}"))?;
        record.game_id()?;
        Ok(record)
    }

    pub fn game_id(&self) -> Result<GameId, String> {
        GameId::from_slug(&self.game).ok_or_else(|| format!("unknown game {}", self.game))
    }

    pub fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A record from a game's save, as the library keeps it now; none for a save that cannot
/// be read or an unfinished game without a move (a game resigned before any move is kept).
pub fn record_of(slug: &str, save: &str) -> Option<Record> {
    let id = GameId::from_slug(slug)?;
    let summary = (games::archive(id).summary)(save).ok()?;
    let mut uid = Stamp::of(save).uid;
    if uid.is_empty() {
        uid = storage::new_uid(slug);
    }
    (summary.plies > 0 || summary.over).then(|| Record {
        v: RECORD_VERSION,
        id: uid,
        game: slug.to_string(),
        date: js_sys::Date::now(),
        summary,
        save: save.to_string(),
    })
}

/// What the Games page shows: the records read, newest first, those that could not be read
/// (their key and why), and why the database could not be opened.
#[derive(Clone, Default, PartialEq, Debug)]
pub struct Shelf {
    pub records: Vec<Record>,
    pub unreadable: Vec<(String, String)>,
    pub closed: Option<String>,
    pub loaded: bool,
}

impl Shelf {
    fn put(&mut self, record: Record) {
        self.records.retain(|r| r.id != record.id);
        self.records.push(record);
        self.records.sort_by(|a, b| {
            b.date
                .partial_cmp(&a.date)
                .unwrap_or(std::cmp::Ordering::Equal)
        });
    }
}

/// The library the app shares (a context, and here for the keeper).
#[derive(Clone, Copy)]
pub struct Library {
    pub shelf: RwSignal<Shelf>,
    ctx: Ctx,
}

thread_local! {
    static LIBRARY: Cell<Option<Library>> = const { Cell::new(None) };
}

/// Sets the library up: the keeper the games' saves call, and the context.
pub fn start(ctx: Ctx) -> Library {
    let library = Library {
        shelf: RwSignal::new(Shelf::default()),
        ctx,
    };
    LIBRARY.with(|l| l.set(Some(library)));
    provide_context(library);
    // Games left waiting (a page closed before the database took them) go in now.
    if !storage::keys_with_prefix(WAITING).is_empty() {
        spawn_local(flush_waiting(library));
    }
    library
}

/// Puts the games left waiting in the database; in a part of the page's wasm of its own,
/// fetched only when a game waits.
#[lazy]
async fn flush_waiting(library: Library) {
    if let Ok(db) = db::open().await {
        library.flush(&db).await;
    }
}

/// From now on the games that end or are left go to the library. Every screen that saves a
/// game calls it first (a game's screen, the Games page): the library's code that keeps a
/// game then comes with theirs, not with the home page's.
pub fn keep_games() {
    storage::set_keeper(keeper);
}

pub fn library() -> Library {
    expect_context::<Library>()
}

fn keeper(slug: &str, save: &str, why: Kept) {
    let Some(library) = LIBRARY.with(Cell::get) else {
        return;
    };
    let Some(record) = record_of(slug, save) else {
        return;
    };
    // A past game's copy only brings its analysis back, and only while it is the same game.
    let analysis_only = storage::showing_past() && why == Kept::Ended;
    spawn_local(async move { library.store(record, analysis_only).await });
}

fn waiting_key(id: &str) -> String {
    format!("{WAITING}{id}")
}

impl Library {
    /// Stores a record: first in localStorage, where a page closed at once cannot lose it,
    /// then in the database, which takes it from there.
    async fn store(self, record: Record, analysis_only: bool) {
        if !analysis_only {
            storage::storage_set(&waiting_key(&record.id), &record.text());
        }
        let result = match db::open().await {
            Ok(db) => self.put_in(&db, record.clone(), analysis_only).await,
            Err(e) => Err(e),
        };
        if let Err(e) = result {
            self.closed(record, e);
        }
    }

    /// Puts a record in the database, keeping the first date of its game (and, for an
    /// analysis only, only while the stored game is the same); then it waits no more.
    async fn put_in(
        self,
        db: &Database,
        mut record: Record,
        analysis_only: bool,
    ) -> Result<(), String> {
        let old = db::get(db, &record.id).await.ok().flatten();
        match old.as_deref().and_then(|t| Record::read(t).ok()) {
            Some(old) => {
                record.date = old.date;
                if analysis_only && !storage::same_body(&old.save, &record.save) {
                    return Ok(());
                }
            }
            None if analysis_only => return Ok(()),
            None => {}
        }
        db::put(db, &record.id, &record.text()).await?;
        storage::storage_remove(&waiting_key(&record.id));
        self.shelf.update(|s| s.put(record));
        Ok(())
    }

    /// Puts the games that wait in localStorage in the database.
    async fn flush(self, db: &Database) {
        for record in waiting() {
            let _ = self.put_in(db, record, false).await;
        }
    }

    /// A record the database did not take: it waits in localStorage, and is shown.
    fn closed(self, record: Record, why: String) {
        storage::storage_set(&waiting_key(&record.id), &record.text());
        self.shelf.update(|s| {
            s.closed = Some(why.clone());
            s.put(record);
        });
        self.ctx.notify(Notice::LibraryClosed(why));
    }

    /// Reads the whole library (after storing the games that waited).
    pub fn load(self) {
        spawn_local(async move { self.load_now().await });
    }

    async fn load_now(self) {
        let db = match db::open().await {
            Ok(db) => db,
            Err(e) => {
                let waiting = waiting();
                self.shelf.update(|s| {
                    for r in waiting {
                        s.put(r);
                    }
                    s.closed = Some(e.clone());
                    s.loaded = true;
                });
                self.ctx.notify(Notice::LibraryClosed(e));
                return;
            }
        };
        self.flush(&db).await;
        let entries = match db::all(&db).await {
            Ok(entries) => entries,
            Err(e) => {
                self.ctx.notify(Notice::LibraryClosed(e));
                Vec::new()
            }
        };
        let mut shelf = Shelf {
            loaded: true,
            ..Shelf::default()
        };
        for (key, text) in entries {
            match Record::read(&text) {
                Ok(r) => shelf.put(r),
                Err(why) => shelf.unreadable.push((key, why)),
            }
        }
        if !shelf.unreadable.is_empty() {
            self.ctx
                .notify(Notice::LibraryUnreadable(shelf.unreadable.len()));
        }
        // A game stored while this read went on is in the shelf already: it stays.
        self.shelf.update(|s| {
            let stored = std::mem::take(&mut s.records);
            *s = shelf;
            for r in stored {
                if !s.records.iter().any(|x| x.id == r.id) {
                    s.put(r);
                }
            }
        });
    }

    /// Deletes a record (the page keeps it to undo).
    pub fn delete(self, id: String) {
        self.shelf.update(|s| s.records.retain(|r| r.id != id));
        spawn_local(async move {
            storage::storage_remove(&waiting_key(&id));
            if let Ok(db) = db::open().await {
                let _ = db::delete(&db, &id).await;
            }
        });
    }

    /// Stores records as they are (an undone delete, an import).
    pub fn restore(self, records: Vec<Record>) {
        spawn_local(async move {
            let db = db::open().await;
            for record in records {
                let result = match &db {
                    Ok(db) => self.put_in(db, record.clone(), false).await,
                    Err(e) => Err(e.clone()),
                };
                if let Err(e) = result {
                    self.closed(record, e);
                }
            }
        });
    }
}

/// The games waiting in localStorage (those that cannot be read stay there).
fn waiting() -> Vec<Record> {
    storage::keys_with_prefix(WAITING)
        .into_iter()
        .filter_map(|key| Record::read(&storage::storage_get(&key)?).ok())
        .collect()
}
