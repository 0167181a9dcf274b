//! Random text for the parsers' fuzz tests, shared by the game test crates (each includes
//! this file with `#[path]`; the folder holds no test target of its own).

use ttakji_engine::rng::Rng;

/// Up to `max_len - 1` random characters of `alphabet`.
pub fn garbage(rng: &mut Rng, alphabet: &[char], max_len: usize) -> String {
    (0..rng.below(max_len))
        .map(|_| alphabet[rng.below(alphabet.len())])
        .collect()
}

/// `text` after 1 to 3 random edits: a character replaced or removed, two swapped, or one
/// of `alphabet` inserted.
pub fn mutate(rng: &mut Rng, text: &str, alphabet: &[char]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        match rng.below(4) {
            0 if at < chars.len() => chars[at] = alphabet[rng.below(alphabet.len())],
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at + 1 < chars.len() => chars.swap(at, at + 1),
            _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
        }
    }
    chars.into_iter().collect()
}
