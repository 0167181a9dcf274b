//! Everything the app keeps in localStorage goes through here: a small wrapper that quietly
//! does nothing where the browser has no storage, and the one envelope every game's save is
//! written in (`{"format": 2, "game": slug, "body": …}`, the body being the game's own saved
//! form). Saves written before the envelope (format 1: the body alone, which names its game
//! itself) still load. A save that cannot be read is never lost: it is kept aside under a
//! key of its own, `ttakji.unreadable.<slug>.<n>`, before a new game takes its place.
//! Beside the body, the envelope may hold the game's analysis (`"analysis"`, written by
//! `kit::analysis`): a save keeps the analysis already stored, which reads it on its own.
//! It also holds the game's `uid` (new with each new game, told by a new seed) and whether
//! it is `over`: the game library (`shell::library`, through [`set_keeper`]) keeps a game
//! when it ends, and one left unfinished when a new game takes its place.
//! While a past game of the library is shown in its screen ([`show_past`]), the screen reads
//! and writes a copy of it under a key of its own, never the game in progress.

use crate::shell::{Ctx, Notice};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The envelope's format; a body carries its own.
pub const ENVELOPE_FORMAT: u32 = 2;
/// The format of the saves written before the envelope (the body alone).
const BARE_FORMAT: u64 = 1;
/// How many unreadable saves of one game are kept aside; past it, the oldest goes.
pub const UNREADABLE_KEPT: usize = 50;

use std::cell::Cell;

/// Why a game is handed to the library.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kept {
    /// It ended, or its analysis changed.
    Ended,
    /// A new game took its place before it ended.
    Left,
}

/// The library's hand: the game's slug and its save text.
pub type Keeper = fn(&str, &str, Kept);

thread_local! {
    static KEEPER: Cell<Option<Keeper>> = const { Cell::new(None) };
    static PAST: Cell<bool> = const { Cell::new(false) };
}

/// Who keeps the games that end or are left (set by the screens that save games).
pub fn set_keeper(keeper: Keeper) {
    KEEPER.with(|k| k.set(Some(keeper)));
}

fn keep(slug: &str, text: &str, why: Kept) {
    if let Some(keeper) = KEEPER.with(Cell::get) {
        keeper(slug, text, why);
    }
}

/// Whether the screen about to show reads a past game's copy (the router sets it).
pub fn show_past(past: bool) {
    PAST.with(|p| p.set(past));
}

pub fn showing_past() -> bool {
    PAST.with(Cell::get)
}

fn storage() -> Option<web_sys::Storage> {
    // localStorage can be missing or throw (private modes, disabled storage): then nothing
    // is saved and the app still works.
    web_sys::window()?.local_storage().ok().flatten()
}

pub fn storage_get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

pub fn storage_set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

pub fn storage_remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// The keys that start with `prefix`.
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    let Some(s) = storage() else {
        return Vec::new();
    };
    (0..s.length().unwrap_or(0))
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
}

/// Whether two saves hold the same game as it stands (their bodies are equal).
pub fn same_body(a: &str, b: &str) -> bool {
    let body = |t: &str| {
        serde_json::from_str::<serde_json::Value>(t)
            .ok()
            .map(|mut v| v["body"].take())
    };
    matches!((body(a), body(b)), (Some(x), Some(y)) if x == y && !x.is_null())
}

/// The key of a game's save (of the past game shown, while one is).
pub fn save_key(slug: &str) -> String {
    if showing_past() {
        past_key(slug)
    } else {
        current_key(slug)
    }
}

/// The key of the game in progress.
pub fn current_key(slug: &str) -> String {
    format!("ttakji.game.{slug}")
}

/// The key of the copy of a past game its screen shows.
pub fn past_key(slug: &str) -> String {
    format!("ttakji.past.{slug}")
}

/// The key prefix of a game's unreadable saves kept aside.
fn unreadable_prefix(slug: &str) -> String {
    format!("ttakji.unreadable.{slug}.")
}

#[derive(Serialize)]
struct Envelope<'a, T> {
    format: u32,
    game: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    uid: &'a str,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    over: bool,
    body: T,
    #[serde(skip_serializing_if = "Option::is_none")]
    analysis: Option<serde_json::Value>,
}

/// The field of the envelope that holds the game's analysis.
const ANALYSIS: &str = "analysis";

/// A game's save as text: its body in the envelope (the tests' way to write a save).
pub fn encode<T: Serialize>(slug: &str, body: &T) -> Result<String, String> {
    encode_with(slug, body, None, &Stamp::default())
}

/// What the envelope tells of the game beside its body.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Stamp {
    pub uid: String,
    pub over: bool,
    /// The body's seed (a new one is a new game).
    pub seed: Option<u64>,
}

impl Stamp {
    /// The stamp of a save's text (empty for one without).
    pub fn of(text: &str) -> Stamp {
        let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else {
            return Stamp::default();
        };
        Stamp {
            uid: value["uid"].as_str().unwrap_or_default().to_string(),
            over: value["over"].as_bool().unwrap_or(false),
            // A save from before the envelope is its body.
            seed: value["body"]["seed"].as_u64().or(value["seed"].as_u64()),
        }
    }
}

/// A game's save as text, with its analysis if any.
fn encode_with<T: Serialize>(
    slug: &str,
    body: &T,
    analysis: Option<serde_json::Value>,
    stamp: &Stamp,
) -> Result<String, String> {
    serde_json::to_string(&Envelope {
        format: ENVELOPE_FORMAT,
        game: slug,
        uid: &stamp.uid,
        over: stamp.over,
        body,
        analysis,
    })
    .map_err(|e| e.to_string())
}

/// A new game's uid: its game and a random number.
pub fn new_uid(slug: &str) -> String {
    format!("{slug}-{:x}", crate::kit::seed::random_seed())
}

/// The analysis field of a save's text, if it has one.
pub fn analysis_of(text: &str) -> Option<serde_json::Value> {
    let mut value: serde_json::Value = serde_json::from_str(text).ok()?;
    value.get_mut(ANALYSIS).map(serde_json::Value::take)
}

/// The analysis stored with the saved game of `slug`, as JSON (none without a save or an
/// analysis).
pub fn saved_analysis(slug: &str) -> Option<serde_json::Value> {
    analysis_of(&storage_get(&save_key(slug))?)
}

/// Stores `analysis` with the saved game of `slug` (none: drops it); nothing without a save
/// in the envelope. A game over goes to the library again, with its analysis.
pub fn save_analysis(slug: &str, analysis: Option<serde_json::Value>) {
    let key = save_key(slug);
    let Some(text) = storage_get(&key) else {
        return;
    };
    if let Some(text) = with_analysis(&text, analysis) {
        storage_set(&key, &text);
        if Stamp::of(&text).over {
            keep(slug, &text, Kept::Ended);
        }
    }
}

/// A save's text in the envelope with its analysis field set to `analysis` (or dropped);
/// none when that changes nothing or the save is not in the envelope.
fn with_analysis(text: &str, analysis: Option<serde_json::Value>) -> Option<String> {
    let mut value: serde_json::Value = serde_json::from_str(text).ok()?;
    let envelope = value.as_object_mut()?;
    if envelope.get("format")?.as_u64()? != u64::from(ENVELOPE_FORMAT) {
        return None;
    }
    if envelope.get(ANALYSIS) == analysis.as_ref() {
        return None;
    }
    match analysis {
        Some(a) => envelope.insert(ANALYSIS.to_string(), a),
        None => envelope.remove(ANALYSIS),
    };
    serde_json::to_string(&value).ok()
}

/// The body of a save of game `slug`: from the envelope, or a save from before it.
pub fn decode<T: DeserializeOwned>(slug: &str, text: &str) -> Result<T, String> {
    let not_a_save = |e: serde_json::Error| format!("not a saved game: {e}");
    let mut value: serde_json::Value = serde_json::from_str(text).map_err(not_a_save)?;
    let format = value.get("format").and_then(|f| f.as_u64());
    let body = match format {
        Some(f) if f == u64::from(ENVELOPE_FORMAT) => {
            let game = value.get("game").and_then(|g| g.as_str()).unwrap_or("");
            if game != slug {
                return Err(format!("the save is for another game: {game}"));
            }
            value
                .get_mut("body")
                .map(serde_json::Value::take)
                .ok_or("not a saved game: no body")?
        }
        // Before the envelope the body stood alone (it checks its game and format itself).
        Some(BARE_FORMAT) => value,
        Some(f) => return Err(format!("unknown save format {f}")),
        None => return Err("not a saved game: no format".to_string()),
    };
    serde_json::from_value(body).map_err(not_a_save)
}

/// Writes a game's save (nothing where there is no storage), keeping the analysis stored
/// with it; `over` says whether the game has ended. The library gets the game when it ends,
/// and the one it replaces when that one was left unfinished. A past game's copy goes to
/// the library only with its analysis ([`save_analysis`]): playing on in it changes nothing
/// kept.
pub fn save_game<T: Serialize>(slug: &str, body: &T, over: bool) {
    let key = save_key(slug);
    let before = storage_get(&key);
    let old = before.as_deref().map(Stamp::of).unwrap_or_default();
    let Ok(value) = serde_json::to_value(body) else {
        return;
    };
    let seed = value["seed"].as_u64();
    let same_game = before.is_some() && old.seed == seed;
    let stamp = next_stamp(slug, before.as_ref().map(|_| &old), seed, over);
    let kept = if same_game {
        before.as_deref().and_then(analysis_of)
    } else {
        None
    };
    let Ok(text) = encode_with(slug, &value, kept, &stamp) else {
        return;
    };
    if before.as_deref() == Some(text.as_str()) {
        return;
    }
    storage_set(&key, &text);
    if showing_past() {
        return;
    }
    match before {
        Some(old_text) if !same_game && !old.over => keep(slug, &old_text, Kept::Left),
        _ => {}
    }
    if over {
        keep(slug, &text, Kept::Ended);
    }
}

/// The stamp of a save of a game with `seed` written over one stamped `old` (none: no save).
/// The same seed is the same game, with the same uid (a save from before uids had none: it
/// gets one now); but a game that ended and goes on (taken back, or a new game with a seed
/// given again) gets a new one, so that the ending already kept is never written over.
fn next_stamp(slug: &str, old: Option<&Stamp>, seed: Option<u64>, over: bool) -> Stamp {
    let uid = match old {
        Some(o) if o.seed == seed && !o.uid.is_empty() && (over || !o.over) => o.uid.clone(),
        _ => new_uid(slug),
    };
    Stamp { uid, over, seed }
}

/// Puts `text` in place of the game in progress of `slug` (a game continued from the
/// library); the game it replaces goes to the library when it was left unfinished.
pub fn replace_current(slug: &str, text: &str) {
    let key = current_key(slug);
    if let Some(old) = storage_get(&key) {
        if !Stamp::of(&old).over {
            keep(slug, &old, Kept::Left);
        }
    }
    storage_set(&key, text);
}

/// Whether there is a saved game of `slug`, readable or not.
pub fn has_saved_game(slug: &str) -> bool {
    storage_get(&save_key(slug)).is_some()
}

/// The saved game of `slug` if there is one and `read` can read it.
pub fn saved_game<T>(slug: &str, read: impl FnOnce(&str) -> Result<T, String>) -> Option<T> {
    storage_get(&save_key(slug)).and_then(|text| read(&text).ok())
}

/// A save that could not be read: why, its text, and the key it is kept under (none if the
/// storage refused to keep it; the notice still holds the text).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unreadable {
    pub reason: String,
    pub text: String,
    pub kept_as: Option<String>,
}

/// The game screen's start: the saved game of `slug` read by `read` and `false`; or, with no
/// save, `fresh()` and `true` (a first visit: the new-game dialog opens). An unreadable save
/// is kept aside and named in a notice, and a fresh game starts.
pub fn open_game<T>(
    ctx: Ctx,
    slug: &str,
    read: impl FnOnce(&str) -> Result<T, String>,
    fresh: impl FnOnce() -> T,
) -> (T, bool) {
    let Some(text) = storage_get(&save_key(slug)) else {
        return (fresh(), true);
    };
    match read(&text) {
        Ok(game) => (game, false),
        Err(reason) => {
            let kept_as = keep_aside(slug, &text);
            ctx.notify(Notice::UnreadableSave(Unreadable {
                reason,
                text,
                kept_as,
            }));
            (fresh(), false)
        }
    }
}

/// Keeps an unreadable save under the next free number of its game, dropping the oldest
/// past [`UNREADABLE_KEPT`]; the key it is kept under.
fn keep_aside(slug: &str, text: &str) -> Option<String> {
    let storage = storage()?;
    let prefix = unreadable_prefix(slug);
    let numbers: Vec<u64> = (0..storage.length().ok()?)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|k| k.strip_prefix(&prefix)?.parse().ok())
        .collect();
    let (next, dropped) = next_kept(&numbers, UNREADABLE_KEPT);
    let key = format!("{prefix}{next}");
    storage.set_item(&key, text).ok()?;
    for n in dropped {
        let _ = storage.remove_item(&format!("{prefix}{n}"));
    }
    Some(key)
}

/// Given the numbers of the saves kept aside, the number of the next one and those to drop
/// so that at most `limit` stay (the oldest, the smallest numbers, go first).
fn next_kept(numbers: &[u64], limit: usize) -> (u64, Vec<u64>) {
    let mut all = numbers.to_vec();
    all.sort_unstable();
    let next = all.last().map_or(1, |n| n + 1);
    all.push(next);
    let over = all.len().saturating_sub(limit);
    (next, all[..over].to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    struct Body {
        format: u32,
        game: String,
        moves: Vec<String>,
    }

    fn body() -> Body {
        Body {
            format: 1,
            game: "tigadi".into(),
            moves: vec!["d6".into()],
        }
    }

    #[test]
    fn the_envelope_round_trips() {
        let text = encode("tigadi", &body()).unwrap();
        assert!(
            text.starts_with(r#"{"format":2,"game":"tigadi","body":{"#),
            "{text}"
        );
        assert_eq!(decode::<Body>("tigadi", &text).unwrap(), body());
    }

    #[test]
    fn the_analysis_rides_beside_the_body() {
        let a = serde_json::json!({"done": 2});
        let text = encode_with("tigadi", &body(), Some(a.clone()), &Stamp::default()).unwrap();
        assert_eq!(decode::<Body>("tigadi", &text).unwrap(), body());
        assert_eq!(analysis_of(&text), Some(a.clone()));
        let dropped = with_analysis(&text, None).unwrap();
        assert_eq!(analysis_of(&dropped), None);
        assert_eq!(decode::<Body>("tigadi", &dropped).unwrap(), body());
        let plain = encode("tigadi", &body()).unwrap();
        let set = with_analysis(&plain, Some(a.clone())).unwrap();
        assert_eq!(analysis_of(&set), Some(a.clone()));
        // Nothing to write when nothing changes.
        assert_eq!(with_analysis(&plain, None), None);
        assert_eq!(with_analysis(&set, Some(a)), None);
        // A save from before the envelope takes none.
        let bare = r#"{"format":1,"game":"tigadi","moves":["d6"]}"#;
        assert_eq!(with_analysis(bare, Some(serde_json::json!(1))), None);
    }

    #[test]
    fn the_stamp_rides_in_the_envelope() {
        let seeded = serde_json::json!({"format": 1, "game": "tigadi", "moves": [], "seed": 9});
        let stamp = Stamp {
            uid: "tigadi-1".into(),
            over: true,
            seed: Some(9),
        };
        let text = encode_with("tigadi", &seeded, None, &stamp).unwrap();
        assert_eq!(Stamp::of(&text), stamp);
        // A game going on and without a uid writes neither.
        let plain = encode("tigadi", &seeded).unwrap();
        assert!(!plain.contains("uid") && !plain.contains("over"), "{plain}");
        assert_eq!(Stamp::of(&plain).seed, Some(9));
        assert_eq!(Stamp::of("not json"), Stamp::default());
    }

    #[test]
    fn a_game_keeps_its_uid_until_a_new_one_or_an_ending_goes_on() {
        let old = Stamp {
            uid: "tigadi-a".into(),
            over: false,
            seed: Some(1),
        };
        let next = |old: Option<&Stamp>, seed, over| next_stamp("tigadi", old, Some(seed), over);
        assert_eq!(next(Some(&old), 1, false).uid, "tigadi-a");
        assert_eq!(next(Some(&old), 1, true).uid, "tigadi-a", "the game ends");
        assert_ne!(next(Some(&old), 2, false).uid, "tigadi-a", "a new game");
        let ended = Stamp {
            over: true,
            ..old.clone()
        };
        assert_eq!(next(Some(&ended), 1, true).uid, "tigadi-a");
        assert_ne!(
            next(Some(&ended), 1, false).uid,
            "tigadi-a",
            "an ending goes on"
        );
        let before_uids = Stamp {
            uid: String::new(),
            ..old
        };
        let given = next(Some(&before_uids), 1, false).uid;
        assert!(given.starts_with("tigadi-") && given.len() > 7, "{given}");
        assert_ne!(next(None, 1, false).uid, next(None, 1, false).uid);
    }

    #[test]
    fn same_body_compares_the_games_not_their_envelopes() {
        let a = encode("tigadi", &body()).unwrap();
        let stamp = Stamp {
            uid: "x".into(),
            over: true,
            seed: None,
        };
        let b = encode_with("tigadi", &body(), Some(serde_json::json!(1)), &stamp).unwrap();
        assert!(same_body(&a, &b));
        let mut other = body();
        other.moves.push("d5".into());
        assert!(!same_body(&a, &encode("tigadi", &other).unwrap()));
        assert!(!same_body("{}", "{}"), "no body is no game");
    }

    #[test]
    fn a_save_from_before_the_envelope_is_its_body() {
        let text = r#"{"format":1,"game":"tigadi","moves":["d6"]}"#;
        assert_eq!(decode::<Body>("tigadi", text).unwrap(), body());
    }

    #[test]
    fn bad_envelopes_are_errors() {
        let other = encode("makruk", &body()).unwrap();
        assert_eq!(
            decode::<Body>("tigadi", &other).unwrap_err(),
            "the save is for another game: makruk"
        );
        for (text, starts) in [
            (r#"{"format": 1, "game": "tig"#, "not a saved game"),
            (
                r#"{"format":3,"game":"tigadi","body":{}}"#,
                "unknown save format 3",
            ),
            (
                r#"{"format":2,"game":"tigadi"}"#,
                "not a saved game: no body",
            ),
            (r#"{"game":"tigadi"}"#, "not a saved game: no format"),
            (
                r#"{"format":2,"game":"tigadi","body":{"moves":1}}"#,
                "not a saved game",
            ),
            ("[]", "not a saved game"),
        ] {
            let e = decode::<Body>("tigadi", text).unwrap_err();
            assert!(e.starts_with(starts), "{text}: {e}");
        }
    }

    #[test]
    fn unreadable_saves_are_numbered_and_the_oldest_go_past_the_limit() {
        assert_eq!(next_kept(&[], 3), (1, vec![]));
        assert_eq!(next_kept(&[2, 1], 3), (3, vec![]));
        assert_eq!(next_kept(&[3, 1, 2], 3), (4, vec![1]));
        assert_eq!(next_kept(&[7, 5, 6, 9, 8], 3), (10, vec![5, 6, 7]));
    }
}
