//! The library's files: a game, or the games of one kind, in the format the game's other
//! programs read (its `Archive`'s export: PGN, `.mat`, ...), or the whole library as one
//! Ttakji file (every record as it is kept, analysis included); and reading any of them back.

use super::{record_of, Record};
use crate::games;
use crate::kit::storage;
use serde::{Deserialize, Serialize};
use ttakji_engine::GameId;

/// The largest file read: far more than 1,000 games in any format.
pub const MAX_FILE_BYTES: usize = 20 * 1024 * 1024;
/// The Ttakji library file's format.
const LIBRARY_FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
struct LibraryFile {
    #[serde(rename = "ttakji-library")]
    format: u32,
    records: Vec<serde_json::Value>,
}

/// A file to give: its name, media type and text.
pub struct File {
    pub name: String,
    pub mime: &'static str,
    pub text: String,
}

/// The whole of `records` as a Ttakji library file.
pub fn library_file(records: &[Record]) -> File {
    let file = LibraryFile {
        format: LIBRARY_FORMAT,
        records: records
            .iter()
            .filter_map(|r| serde_json::to_value(r).ok())
            .collect(),
    };
    File {
        name: "ttakji-games.json".into(),
        mime: "application/json",
        text: serde_json::to_string_pretty(&file).unwrap_or_default(),
    }
}

/// Games of one kind in their exchange format, in the order given.
pub fn game_file(game: GameId, records: &[&Record]) -> Result<File, String> {
    let archive = games::archive(game);
    let saves: Vec<(String, f64)> = records.iter().map(|r| (r.save.clone(), r.date)).collect();
    let (ext, mime) = archive.file;
    let name = match records {
        [one] => format!("{}-{}.{ext}", game.slug(), day(one.date)),
        _ => format!("{}-games.{ext}", game.slug()),
    };
    Ok(File {
        name,
        mime,
        text: (archive.export)(&saves)?,
    })
}

/// `YYYY-MM-DD` of a date in milliseconds (UTC).
fn day(ms: f64) -> String {
    let (y, m, d) = crate::kit::archive::civil_date(ms);
    format!("{y:04}-{m:02}-{d:02}")
}

/// What an import found: the new records, and how many were already in the library.
pub struct Imported {
    pub records: Vec<Record>,
    pub known: usize,
}

/// Reads a file of any of the library's formats (`first`: the game to try first); the error
/// names what is wrong, for each format when none reads it.
pub fn read(text: &str, existing: &[Record], first: Option<GameId>) -> Result<Imported, String> {
    if text.len() > MAX_FILE_BYTES {
        return Err(format!(
            "the file is {} bytes, more than the {MAX_FILE_BYTES} read",
            text.len()
        ));
    }
    if text.trim().is_empty() {
        return Err("the file is empty".into());
    }
    let records = if text.contains("\"ttakji-library\"") {
        read_library(text)?
    } else {
        read_games(text, first)?
    };
    let known = |r: &Record| {
        existing
            .iter()
            .any(|e| e.id == r.id || (e.game == r.game && storage::same_body(&e.save, &r.save)))
    };
    let total = records.len();
    let records: Vec<Record> = records.into_iter().filter(|r| !known(r)).collect();
    Ok(Imported {
        known: total - records.len(),
        records,
    })
}

fn read_library(text: &str) -> Result<Vec<Record>, String> {
    let file: LibraryFile =
        serde_json::from_str(text).map_err(|e| format!("not a Ttakji library file: {e}"))?;
    if file.format != LIBRARY_FORMAT {
        return Err(format!("unknown library file format {}", file.format));
    }
    file.records
        .iter()
        .enumerate()
        .map(|(i, v)| checked(v).map_err(|e| format!("game {}: {e}", i + 1)))
        .collect()
}

/// A record of a library file with its summary made again from its save (which must load),
/// keeping its id and date: what the file says of the game is not taken on trust.
fn checked(value: &serde_json::Value) -> Result<Record, String> {
    let record = Record::read(&value.to_string())?;
    let id = record.game_id()?;
    let summary = (games::archive(id).summary)(&record.save)?;
    Ok(Record { summary, ..record })
}

fn read_games(text: &str, first: Option<GameId>) -> Result<Vec<Record>, String> {
    let mut order: Vec<GameId> = first.into_iter().collect();
    order.extend(GameId::ALL.into_iter().filter(|g| Some(*g) != first));
    let mut errors = Vec::new();
    for game in order {
        match (games::archive(game).import)(text) {
            Ok(saves) if !saves.is_empty() => {
                return Ok(saves
                    .iter()
                    .filter_map(|s| record_of(game.slug(), s))
                    .collect())
            }
            Ok(_) => errors.push(format!("{}: no game", game.slug())),
            Err(e) => errors.push(format!("{}: {e}", game.slug())),
        }
    }
    Err(format!("no game could be read ({})", errors.join("; ")))
}
