//! The library's IndexedDB database, through the `idb` crate: one store, `games`, of objects
//! `{id, text}` with `text` a [`Record`](super::Record) as JSON. Keeping the record as text
//! lets a record that cannot be read be shown as such and kept, never dropped by a failed
//! conversion. The database's version is its schema's; [`upgrade`] takes any older one to it.

use idb::{Database, Factory, KeyPath, ObjectStoreParams, TransactionMode};
use wasm_bindgen::JsValue;

pub const NAME: &str = "ttakji";
/// The schema's version: 1, the `games` store keyed by `id`.
pub const VERSION: u32 = 1;
const GAMES: &str = "games";

fn why(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Takes the database from `old` (0: new) to [`VERSION`].
fn upgrade(db: &Database, old: u32) -> Result<(), idb::Error> {
    if old < 1 {
        let mut params = ObjectStoreParams::new();
        params.key_path(Some(KeyPath::new_single("id")));
        db.create_object_store(GAMES, params)?;
    }
    Ok(())
}

pub async fn open() -> Result<Database, String> {
    let factory = Factory::new().map_err(why)?;
    let mut request = factory.open(NAME, Some(VERSION)).map_err(why)?;
    request.on_upgrade_needed(|event| {
        let old = event.old_version().unwrap_or(0);
        if let Ok(db) = idb::DatabaseEvent::database(&event) {
            let _ = upgrade(&db, old);
        }
    });
    request.await.map_err(why)
}

/// Every stored record's key and text (a value without a text string gives its JSON).
pub async fn all(db: &Database) -> Result<Vec<(String, String)>, String> {
    let tx = db
        .transaction(&[GAMES], TransactionMode::ReadOnly)
        .map_err(why)?;
    let store = tx.object_store(GAMES).map_err(why)?;
    let values = store.get_all(None, None).map_err(why)?.await.map_err(why)?;
    Ok(values.iter().map(entry).collect())
}

fn entry(value: &JsValue) -> (String, String) {
    let field = |name: &str| js_sys::Reflect::get(value, &JsValue::from_str(name)).ok();
    let id = field("id").and_then(|v| v.as_string()).unwrap_or_default();
    let text = field("text")
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| {
            js_sys::JSON::stringify(value)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_default()
        });
    (id, text)
}

/// The text stored under `id`, if any.
pub async fn get(db: &Database, id: &str) -> Result<Option<String>, String> {
    let tx = db
        .transaction(&[GAMES], TransactionMode::ReadOnly)
        .map_err(why)?;
    let store = tx.object_store(GAMES).map_err(why)?;
    let value = store
        .get(JsValue::from_str(id))
        .map_err(why)?
        .await
        .map_err(why)?;
    Ok(value.map(|v| entry(&v).1))
}

/// Stores `text` under `id` (replacing what was there).
pub async fn put(db: &Database, id: &str, text: &str) -> Result<(), String> {
    let tx = db
        .transaction(&[GAMES], TransactionMode::ReadWrite)
        .map_err(why)?;
    let store = tx.object_store(GAMES).map_err(why)?;
    let value = js_sys::Object::new();
    let set = |k: &str, v: &str| js_sys::Reflect::set(&value, &k.into(), &v.into());
    set("id", id)
        .and(set("text", text))
        .map_err(|_| "cannot build the record".to_string())?;
    store.put(&value, None).map_err(why)?.await.map_err(why)?;
    tx.commit().map_err(why)?.await.map_err(why)?;
    Ok(())
}

pub async fn delete(db: &Database, id: &str) -> Result<(), String> {
    let tx = db
        .transaction(&[GAMES], TransactionMode::ReadWrite)
        .map_err(why)?;
    let store = tx.object_store(GAMES).map_err(why)?;
    store
        .delete(JsValue::from_str(id))
        .map_err(why)?
        .await
        .map_err(why)?;
    tx.commit().map_err(why)?.await.map_err(why)?;
    Ok(())
}
