//! Makruk move generation by perft: the start position against Fairy-Stockfish's numbers.

use ttakji_engine::makruk::{Position, START_FEN};

/// `go perft N` of Fairy-Stockfish (variant `makruk`, `position startpos`), depths 1-6.
const START_PERFT: [u64; 6] = [23, 529, 12_012, 273_026, 6_223_994, 142_078_049];

#[test]
fn start_position_perft_matches_fairy_stockfish_to_depth_5() {
    let start = Position::from_fen(START_FEN).expect("the start FEN reads");
    assert_eq!(start, Position::start());
    for depth in 1..=5u32 {
        assert_eq!(
            start.board().perft(depth),
            START_PERFT[depth as usize - 1],
            "depth {depth}"
        );
    }
}
