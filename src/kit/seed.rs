//! Random seeds for new games (the computer's choices, Backgammon's dice).

/// A seed below 2^53, so that it survives JavaScript numbers unchanged: from the browser's
/// cryptographic source, else Math.random.
pub(crate) fn random_seed() -> u64 {
    let raw = getrandom::u64()
        .unwrap_or_else(|_| (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64);
    raw & ((1 << 53) - 1)
}
