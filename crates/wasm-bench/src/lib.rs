//! Perft of each game exported as plain WebAssembly functions (no JavaScript glue), so
//! that `scripts/wasm-bench.mjs` can time the same code natively and as wasm.

use ttakji_engine::makruk;
use ttakji_engine::morris::{self, MorrisKind, Position, Variant};

/// Makruk perft from the start position.
#[no_mangle]
pub extern "C" fn perft_makruk(depth: u32) -> u64 {
    makruk::Board::start().perft(depth)
}

/// Nine Men's Morris (flying on) perft from the empty board.
#[no_mangle]
pub extern "C" fn perft_nine_mens_morris(depth: u32) -> u64 {
    morris::perft(
        &Position::start(Variant::preset(MorrisKind::NineMensMorris, true)),
        depth,
    )
}

/// Tigadi perft from the empty board.
#[no_mangle]
pub extern "C" fn perft_tigadi(depth: u32) -> u64 {
    morris::perft(
        &Position::start(Variant::preset(MorrisKind::Tigadi, false)),
        depth,
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn exports_count_what_the_engine_counts() {
        assert_eq!(super::perft_makruk(3), 12_012);
        assert_eq!(super::perft_tigadi(2), 24 * 23);
        assert_eq!(super::perft_nine_mens_morris(1), 24);
    }
}
