//! Generates the app's bilingual strings from the data files beside their code, into OUT_DIR;
//! each module takes its part with `include!(concat!(env!("OUT_DIR"), "/<path>.rs"))`.
//!
//! A words file (`words.toml`) has one table per key, each with both languages:
//!
//! ```toml
//! [to_move]                       # becomes `pub const TO_MOVE: Tr = Tr(en, hi);`
//! args = "who: &str"              # optional: also `pub fn to_move(lang, who: &str) -> String`
//! en = "{who} to move"            # {name} is filled at run time by i18n::fill,
//! hi = "{who:obl} की बारी"        # {name:obl} with the Hindi oblique form
//! ```
//!
//! With `args`, every placeholder must be one of them and each must be used; without, the
//! code fills the template itself (where it needs logic: plurals, colours, oblique seats).
//!
//! A rules file (`rules.toml`) holds rules-page sections: a top-level array of tables becomes
//! `const NAME: &[Section]`, a top-level table `const NAME: Section`. A section has `title`
//! (`en`, `hi`) and an array `blocks`; a block is one of `p` (`en`, `hi`), `list` (an array of
//! `en`, `hi` tables), `table` (an array of rows, each `en = [a, b]` and `hi = [a, b]`; the
//! first row is the header) or `legend = true` (Makruk's pieces).

use std::fmt::Write as _;
use std::path::Path;
use toml::{Table, Value};

#[path = "src/kit/words_format.rs"]
mod words_format;

/// Where the data files are: the kit's words, and each game folder's `words.toml` and
/// `rules.toml` (a new game's folder is found without a line here).
const KIT_WORDS: &str = "src/kit/words.toml";
const LIBRARY_WORDS: &str = "src/shell/library/words.toml";
const GAMES_DIR: &str = "src/games";

/// Every data file, relative to the crate root, in a fixed order; the output has the same
/// path below OUT_DIR, `src/` dropped and `.toml` turned into `.rs`.
fn data_files() -> Vec<String> {
    let mut games: Vec<_> = std::fs::read_dir(GAMES_DIR)
        .expect("src/games is readable")
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.is_dir())
        .collect();
    games.sort();
    let mut files = vec![KIT_WORDS.to_string(), LIBRARY_WORDS.to_string()];
    for dir in games {
        for name in ["words.toml", "rules.toml"] {
            let file = dir.join(name);
            if file.exists() {
                files.push(file.to_string_lossy().into_owned());
            }
        }
    }
    files
}

fn main() {
    // The page's wasm keeps its relocations, which Trunk's post_build hook (crates/split)
    // needs to split it at its `#[lazy]` functions.
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    // The folder too: a new game's files are then seen.
    println!("cargo:rerun-if-changed={GAMES_DIR}");
    let files = data_files();
    for file in &files {
        println!("cargo:rerun-if-changed={file}");
    }
    for file in &files {
        if let Err(e) = generate(file, Path::new(&out_dir)) {
            eprintln!("error: {file}: {e}");
            std::process::exit(1);
        }
    }
}

fn generate(file: &str, out_dir: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let table: Table = toml::from_str(&text).map_err(|e| e.to_string())?;
    let code = if file.ends_with("/rules.toml") {
        rules_code(&table)?
    } else {
        words_code(&table)?
    };
    let out = out_dir.join(file.trim_start_matches("src/").replace(".toml", ".rs"));
    std::fs::create_dir_all(out.parent().expect("a file has a folder"))
        .map_err(|e| e.to_string())?;
    std::fs::write(&out, code).map_err(|e| e.to_string())
}

/// The `Tr` constants of a words file, and `ENTRIES` (every key with its texts) for tests.
const TR: &str = "crate::kit::i18n::Tr";
const LANG: &str = "crate::kit::i18n::Lang";

fn words_code(table: &Table) -> Result<String, String> {
    let mut code = String::new();
    let mut entries = String::new();
    for (key, value) in table {
        let field = |lang| value.get(lang).and_then(Value::as_str);
        words_format::check_entry(key, field("en"), field("hi"))?;
        let tr = tr(value).map_err(|e| format!("{key}: {e}"))?;
        let name = key.to_uppercase();
        writeln!(code, "pub const {name}: {TR} = {tr};").unwrap();
        writeln!(entries, "    ({key:?}, {name}),").unwrap();
        if let Some(args) = value.get("args") {
            let args = args
                .as_str()
                .ok_or(format!("{key}: args is not a string"))?;
            let args = words_format::check_args(
                key,
                args,
                [field("en"), field("hi")].map(|t| t.unwrap_or_default()),
            )?;
            let params: String = args.iter().map(|(n, t)| format!(", {n}: {t}")).collect();
            let values: Vec<String> = args.iter().map(|(n, _)| format!("({n:?}, &{n})")).collect();
            writeln!(
                code,
                "pub fn {key}(lang: {LANG}{params}) -> String {{\n    {name}.fill(lang, &[{}])\n}}",
                values.join(", ")
            )
            .unwrap();
        }
    }
    writeln!(
        code,
        "#[cfg(test)]\npub(crate) const ENTRIES: &[(&str, {TR})] = &[\n{entries}];"
    )
    .unwrap();
    Ok(code)
}

/// `Tr(en, hi)` of a table with the two strings, nothing else in it.
fn tr(value: &Value) -> Result<String, String> {
    let t = value.as_table().ok_or("not a table with en and hi")?;
    if let Some(extra) = t
        .keys()
        .find(|k| !["en", "hi", "args"].contains(&k.as_str()))
    {
        return Err(format!("unknown field {extra:?}"));
    }
    let text = |lang: &str| match t.get(lang).and_then(Value::as_str) {
        Some(s) if !s.trim().is_empty() => Ok(s),
        _ => Err(format!("no {lang:?} text")),
    };
    Ok(format!("{TR}({:?}, {:?})", text("en")?, text("hi")?))
}

const SECTION: &str = "crate::kit::rules::Section";
const BLOCK: &str = "crate::kit::rules::Block";

/// The sections of a rules file.
fn rules_code(table: &Table) -> Result<String, String> {
    let mut code = String::new();
    for (key, value) in table {
        let name = key.to_uppercase();
        match value {
            Value::Array(sections) => {
                let items = sections
                    .iter()
                    .enumerate()
                    .map(|(i, s)| section(s).map_err(|e| format!("{key}[{i}]: {e}")))
                    .collect::<Result<Vec<_>, _>>()?;
                let items = items.join(",\n");
                writeln!(
                    code,
                    "pub(crate) const {name}: &[{SECTION}] = &[\n{items}\n];"
                )
                .unwrap();
            }
            _ => {
                let s = section(value).map_err(|e| format!("{key}: {e}"))?;
                writeln!(code, "pub(crate) const {name}: {SECTION} = {s};").unwrap();
            }
        }
    }
    Ok(code)
}

fn section(value: &Value) -> Result<String, String> {
    let title = tr(value.get("title").ok_or("no title")?).map_err(|e| format!("title: {e}"))?;
    let blocks = value
        .get("blocks")
        .and_then(Value::as_array)
        .ok_or("no array of blocks")?
        .iter()
        .enumerate()
        .map(|(i, b)| block(b).map_err(|e| format!("blocks[{i}]: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(format!(
        "{SECTION} {{ title: {title}, blocks: &[{}] }}",
        blocks.join(", ")
    ))
}

fn block(value: &Value) -> Result<String, String> {
    let t = value.as_table().ok_or("not a table")?;
    let mut fields = t.iter();
    let (Some((kind, inner)), None) = (fields.next(), fields.next()) else {
        return Err("a block has exactly one of p, list, table, legend".into());
    };
    let each = |f: fn(&Value) -> Result<String, String>| -> Result<String, String> {
        let items = inner.as_array().ok_or(format!("{kind} is not an array"))?;
        let items = items
            .iter()
            .enumerate()
            .map(|(i, v)| f(v).map_err(|e| format!("{kind}[{i}]: {e}")))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(items.join(", "))
    };
    match (kind.as_str(), inner) {
        ("p", _) => Ok(format!(
            "{BLOCK}::P({})",
            tr(inner).map_err(|e| format!("p: {e}"))?
        )),
        ("list", _) => Ok(format!("{BLOCK}::List(&[{}])", each(tr)?)),
        ("table", _) => Ok(format!("{BLOCK}::Table(&[{}])", each(table_row)?)),
        ("legend", Value::Boolean(true)) => Ok(format!("{BLOCK}::Legend")),
        _ => Err(format!("unknown block {kind:?}")),
    }
}

/// A two-column row: `en = [a, b]`, `hi = [a, b]`.
fn table_row(value: &Value) -> Result<String, String> {
    let cells = |lang: &str| -> Result<[String; 2], String> {
        match value.get(lang).and_then(Value::as_array).map(Vec::as_slice) {
            Some([Value::String(a), Value::String(b)]) => Ok([a.clone(), b.clone()]),
            _ => Err(format!("{lang} is not two strings")),
        }
    };
    let ([en_a, en_b], [hi_a, hi_b]) = (cells("en")?, cells("hi")?);
    Ok(format!(
        "({TR}({en_a:?}, {hi_a:?}), {TR}({en_b:?}, {hi_b:?}))"
    ))
}
