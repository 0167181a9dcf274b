//! The form of a words template, shared by `build.rs` (which checks every entry of the words
//! files when it generates the `Tr` constants) and by `i18n::fill` (which fills them in).
//!
//! A template is text with placeholders: `{name}` is replaced by the value the code gives for
//! `name`; `{name:obl}` by its Hindi oblique form (see `i18n::oblique`). Braces are used for
//! nothing else.

// build.rs uses the checks, the app only `pieces`.
#![allow(dead_code)]

/// What a placeholder's modifier does to its value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Modifier {
    /// The value as it is.
    Plain,
    /// The Hindi oblique form, before a postposition.
    Oblique,
}

/// One part of a template.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Piece<'a> {
    Text(&'a str),
    Slot(&'a str, Modifier),
}

/// A template cut into text and placeholders, or what is wrong with it.
pub fn pieces(template: &str) -> Result<Vec<Piece<'_>>, String> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find(['{', '}']) {
        if rest[open..].starts_with('}') {
            return Err(format!("a '}}' without '{{' in {template:?}"));
        }
        if open > 0 {
            out.push(Piece::Text(&rest[..open]));
        }
        let after = &rest[open + 1..];
        let close = after
            .find(['{', '}'])
            .filter(|&i| after[i..].starts_with('}'))
            .ok_or_else(|| format!("a '{{' without '}}' in {template:?}"))?;
        out.push(slot(&after[..close], template)?);
        rest = &after[close + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    Ok(out)
}

/// The inside of `{...}`: a name in lower snake case, then an optional `:obl`.
fn slot<'a>(inner: &'a str, template: &str) -> Result<Piece<'a>, String> {
    let (name, modifier) = match inner.split_once(':') {
        None => (inner, Modifier::Plain),
        Some((name, "obl")) => (name, Modifier::Oblique),
        Some((_, m)) => return Err(format!("unknown modifier {m:?} in {template:?}")),
    };
    if !is_snake(name) {
        return Err(format!("bad placeholder name {name:?} in {template:?}"));
    }
    Ok(Piece::Slot(name, modifier))
}

/// A key or placeholder name: lower-case letters, digits and `_`, starting with a letter.
pub fn is_snake(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_lowercase())
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Checks one entry of a words file: its key, and both languages present, non-empty and
/// well-formed.
pub fn check_entry(key: &str, en: Option<&str>, hi: Option<&str>) -> Result<(), String> {
    if !is_snake(key) {
        return Err(format!("key {key:?} is not lower snake case"));
    }
    for (lang, text) in [("en", en), ("hi", hi)] {
        match text {
            None => return Err(format!("{key}: no {lang:?} text")),
            Some(t) if t.trim().is_empty() => return Err(format!("{key}: empty {lang:?} text")),
            Some(t) => {
                pieces(t).map_err(|e| format!("{key}.{lang}: {e}"))?;
            }
        }
    }
    Ok(())
}

/// The arguments of an entry's generated function (`args = "who: &str, n: usize"`), as
/// (name, type) pairs, checked against the placeholders: each one is filled, each one is used.
pub fn check_args<'a>(
    key: &str,
    args: &'a str,
    texts: [&str; 2],
) -> Result<Vec<(&'a str, &'a str)>, String> {
    let mut out = Vec::new();
    for arg in args.split(',') {
        let (name, ty) = arg
            .split_once(':')
            .ok_or(format!("{key}: bad argument {arg:?}"))?;
        let (name, ty) = (name.trim(), ty.trim());
        if !is_snake(name) || ty.is_empty() {
            return Err(format!("{key}: bad argument {arg:?}"));
        }
        out.push((name, ty));
    }
    let mut used = Vec::new();
    for text in texts {
        for piece in pieces(text).map_err(|e| format!("{key}: {e}"))? {
            match piece {
                Piece::Slot(name, _) if !out.iter().any(|&(n, _)| n == name) => {
                    return Err(format!("{key}: {{{name}}} is not one of its args"));
                }
                Piece::Slot(name, _) => used.push(name),
                Piece::Text(_) => {}
            }
        }
    }
    match out.iter().find(|(n, _)| !used.contains(n)) {
        Some((n, _)) => Err(format!("{key}: argument {n} is used by neither text")),
        None => Ok(out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_cut_into_text_and_placeholders() {
        assert_eq!(
            pieces("{who:obl} की बारी ({n})").unwrap(),
            [
                Piece::Slot("who", Modifier::Oblique),
                Piece::Text(" की बारी ("),
                Piece::Slot("n", Modifier::Plain),
                Piece::Text(")"),
            ]
        );
        assert_eq!(pieces("").unwrap(), []);
    }

    #[test]
    fn a_bad_entry_is_refused_with_its_key() {
        let err = |en, hi| check_entry("to_move", en, hi).unwrap_err();
        assert!(err(Some("{who} to move"), None).contains("to_move: no \"hi\""));
        assert!(err(Some("x"), Some(" ")).contains("empty \"hi\""));
        assert!(err(Some("{who to move"), Some("x")).contains("to_move.en"));
        assert!(err(Some("who} to move"), Some("x")).contains("without"));
        assert!(err(Some("{Who}"), Some("x")).contains("bad placeholder"));
        assert!(err(Some("x"), Some("{who:dat}")).contains("unknown modifier"));
        assert!(check_entry("Bad-Key", Some("x"), Some("y")).is_err());
        assert!(check_entry("to_move", Some("{who} to move"), Some("{who:obl} की बारी")).is_ok());
    }

    #[test]
    fn the_args_of_a_generated_function_match_its_placeholders() {
        let texts = ["{who} has {n}", "{who:obl} के पास {n}"];
        assert_eq!(
            check_args("k", "who: &str, n: usize", texts).unwrap(),
            [("who", "&str"), ("n", "usize")]
        );
        let err = check_args("k", "who: &str", texts).unwrap_err();
        assert!(err.contains("k: {n} is not one of its args"), "{err}");
        let err = check_args("k", "who: &str, n: usize, m: u8", texts).unwrap_err();
        assert!(err.contains("argument m is used by neither"), "{err}");
        assert!(check_args("k", "who &str", texts).is_err());
    }
}
