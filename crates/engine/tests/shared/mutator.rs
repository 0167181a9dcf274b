//! The seeded mutation fuzzer of the fuzz tests (issue 12), shared by the engine's, the
//! CLI's and the app's (each includes this file with `#[path]`): mutations of valid texts,
//! the corpus files of the cases found (`crates/engine/tests/data/fuzz/<target>.txt`), and
//! a runner that checks every corpus case and then a seeded number of mutated ones, each
//! under `catch_unwind` so that a panic names its input. `TTAKJI_FUZZ_CASES=<n>` runs `n`
//! mutated cases per target instead of the default, `TTAKJI_FUZZ_SEED=<n>` other ones.
#![allow(dead_code)] // each test crate uses part of it

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use ttakji_engine::rng::Rng;

/// Where the corpus files are (from the app at the root or from a crate in `crates/`).
pub fn corpus_dir() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = if here.join("crates").is_dir() {
        here
    } else {
        here.parent()
            .and_then(Path::parent)
            .expect("crates/<crate>")
    };
    root.join("crates/engine/tests/data/fuzz")
}

/// Numbers that readers get wrong: zero, negatives, byte and word edges, the largest
/// integer, floats that are not numbers or overflow, and a digit run no integer holds.
pub const EXTREMES: [&str; 12] = [
    "0",
    "-1",
    "255",
    "256",
    "65535",
    "4294967296",
    "18446744073709551615",
    "nan",
    "inf",
    "1e400",
    "-0",
    "99999999999999999999999999999999999999999",
];

/// Characters inserted by the mutations: separators, signs, and multi-byte and control
/// characters.
const CHARS: [&str; 16] = [
    " ", "/", ":", "-", "+", "~", ".", ",", "\t", "\0", "é", "€", "𝄞", "\u{200f}", "\u{fffd}", "\r",
];

/// Bytes that split a text into fields.
const SEPARATORS: &[u8] = b" /:,\n";

/// The number of mutated cases per target: `TTAKJI_FUZZ_CASES`, else `default`.
pub fn cases(default: usize) -> usize {
    env_number("TTAKJI_FUZZ_CASES").map_or(default, |n| n as usize)
}

/// The seed of the mutations: `TTAKJI_FUZZ_SEED`, else `default`.
pub fn seed(default: u64) -> u64 {
    env_number("TTAKJI_FUZZ_SEED").unwrap_or(default)
}

fn env_number(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    Some(
        text.parse()
            .unwrap_or_else(|_| panic!("{name} takes a whole number, not '{text}'")),
    )
}

/// `text` after random mutations: one in half the cases, up to five in the others.
pub fn mutate(rng: &mut Rng, text: &[u8]) -> Vec<u8> {
    let mut bytes = text.to_vec();
    let count = if rng.below(2) == 0 {
        1
    } else {
        1 + rng.below(5)
    };
    for _ in 0..count {
        bytes = mutate_once(rng, bytes);
    }
    bytes
}

fn mutate_once(rng: &mut Rng, mut b: Vec<u8>) -> Vec<u8> {
    let at = rng.below(b.len() + 1);
    match rng.below(16) {
        // A byte of the text put in place of another keeps to the text's own alphabet,
        // which the readers accept more often.
        12..=14 if at < b.len() => b[at] = b[rng.below(b.len())],
        15 if at + 1 < b.len() => b.swap(at, at + 1),
        0 if at < b.len() => b[at] ^= 1 << rng.below(8),
        1 => b.splice(at..at, pick(rng, &CHARS).bytes()).for_each(drop),
        2 if at < b.len() => {
            let end = (at + 1 + rng.below(4)).min(b.len());
            b.drain(at..end).for_each(drop);
        }
        3 if at < b.len() => {
            let end = (at + 1 + rng.below(6)).min(b.len());
            let piece = b[at..end].to_vec();
            b.splice(at..at, piece).for_each(drop);
        }
        4 => b.truncate(at),
        5 => b.insert(at, rng.next_u64() as u8),
        6 | 7 => return replace_number(rng, b),
        _ => return mutate_fields(rng, b),
    }
    b
}

fn pick<'a>(rng: &mut Rng, items: &[&'a str]) -> &'a str {
    items[rng.below(items.len())]
}

/// One run of digits (with its sign) replaced by an extreme number; a random place gets
/// one where the text has no digits.
fn replace_number(rng: &mut Rng, mut b: Vec<u8>) -> Vec<u8> {
    let starts: Vec<usize> = (0..b.len())
        .filter(|&i| b[i].is_ascii_digit() && (i == 0 || !b[i - 1].is_ascii_digit()))
        .collect();
    let extreme = pick(rng, &EXTREMES).bytes();
    if starts.is_empty() {
        let at = rng.below(b.len() + 1);
        b.splice(at..at, extreme).for_each(drop);
        return b;
    }
    let start = starts[rng.below(starts.len())];
    let start = if start > 0 && b[start - 1] == b'-' {
        start - 1
    } else {
        start
    };
    let end = (start + 1..b.len())
        .find(|&i| !b[i].is_ascii_digit())
        .unwrap_or(b.len());
    b.splice(start..end, extreme).for_each(drop);
    b
}

/// The text split into fields after each separator; one field removed, doubled, swapped
/// with another or replaced by an extreme number.
fn mutate_fields(rng: &mut Rng, b: Vec<u8>) -> Vec<u8> {
    let mut fields: Vec<Vec<u8>> = b
        .split_inclusive(|c| SEPARATORS.contains(c))
        .map(<[u8]>::to_vec)
        .collect();
    if fields.is_empty() {
        return pick(rng, &EXTREMES).into();
    }
    let i = rng.below(fields.len());
    let j = rng.below(fields.len());
    match rng.below(4) {
        0 => {
            fields.remove(i);
        }
        1 => fields.insert(i, fields[j].clone()),
        2 => fields.swap(i, j),
        _ => {
            let sep: Vec<u8> = fields[i]
                .last()
                .filter(|c| SEPARATORS.contains(c))
                .into_iter()
                .copied()
                .collect();
            fields[i] = [pick(rng, &EXTREMES).as_bytes(), &sep].concat();
        }
    }
    fields.concat()
}

/// The cases of corpus file `target`: one a line, `\n`, `\r`, `\t`, `\\` and `\xNN`
/// escaped; lines starting with `#` say what the cases below them found.
pub fn corpus(target: &str) -> Vec<Vec<u8>> {
    let path = corpus_dir().join(format!("{target}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(n, l)| unescape(l).unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), n + 1)))
        .collect()
}

fn unescape(line: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut rest = line.as_bytes();
    while let Some((&c, tail)) = rest.split_first() {
        rest = tail;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let (&e, tail) = rest.split_first().ok_or("a line ends in a lone \\")?;
        rest = tail;
        match e {
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b't' => out.push(b'\t'),
            b'\\' => out.push(b'\\'),
            b'x' if rest.len() >= 2 => {
                let hex = std::str::from_utf8(&rest[..2]).map_err(|e| e.to_string())?;
                out.push(u8::from_str_radix(hex, 16).map_err(|_| format!("bad \\x{hex}"))?);
                rest = &rest[2..];
            }
            _ => return Err(format!("unknown escape \\{}", e as char)),
        }
    }
    Ok(out)
}

/// `bytes` as one corpus line (printable ASCII as it is, the rest escaped).
pub fn escape(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&c| match c {
            b'\n' => "\\n".to_string(),
            b'\r' => "\\r".to_string(),
            b'\t' => "\\t".to_string(),
            b'\\' => "\\\\".to_string(),
            b' '..=b'~' => (c as char).to_string(),
            _ => format!("\\x{c:02x}"),
        })
        .collect()
}

/// Checks every corpus case of `target`, then `cases` mutations of random seeds (`seeds`
/// and the corpus; from `TTAKJI_FUZZ_SEED`, else `seed`); a check that panics fails the
/// test naming its input as a corpus line. `check` tells whether the input was accepted:
/// some mutated cases must be, or the mutations test only the first refusals.
pub fn run(
    target: &str,
    seeds: &[Vec<u8>],
    (cases, seed): (usize, u64),
    check: impl Fn(&[u8]) -> bool,
) {
    run_with(target, seeds, (cases, seed), mutate, check)
}

/// [`run`] with the mutations of `mutate`.
pub fn run_with(
    target: &str,
    seeds: &[Vec<u8>],
    (cases, seed): (usize, u64),
    mutate: impl Fn(&mut Rng, &[u8]) -> Vec<u8>,
    check: impl Fn(&[u8]) -> bool,
) {
    let corpus = corpus(target);
    for case in &corpus {
        check_one(target, "corpus case", case, &check);
    }
    let seeds = [seeds, &corpus].concat();
    assert!(!seeds.is_empty(), "{target}: no seed texts");
    let mut rng = Rng::new(self::seed(seed));
    let cases = self::cases(cases);
    let mut accepted = 0;
    for _ in 0..cases {
        let from = &seeds[rng.below(seeds.len())];
        let text = mutate(&mut rng, from);
        accepted += usize::from(check_one(target, "mutated case", &text, &check));
    }
    eprintln!(
        "{target}: {} corpus cases, {accepted} of {cases} mutated cases accepted",
        corpus.len()
    );
    assert!(
        cases == 0 || accepted > 0,
        "{target}: no mutated case was accepted"
    );
}

fn check_one(target: &str, what: &str, input: &[u8], check: &impl Fn(&[u8]) -> bool) -> bool {
    catch_unwind(AssertUnwindSafe(|| check(input))).unwrap_or_else(|e| {
        let message = e
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        panic!(
            "{target}: {what} failed: {message}\n  corpus line for {target}.txt: {}",
            escape(input)
        )
    })
}

/// A refusal, which must say what is wrong: not accepted.
pub fn refused(message: &str) -> bool {
    assert!(!message.trim().is_empty(), "refused with no message");
    false
}

/// `bytes` as text for the readers that take text (bytes that are not UTF-8 become U+FFFD).
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
