//! The counting rules and the game's end: MK-8..17 (`shared/rules/makruk.md`).
//!
//! Board's honour (MK-8..11) is started and stopped by a player; pieces' honour
//! (MK-12..15) starts by itself against a lone Khun. Positions near a limit are set up with
//! the FEN's counting fields (Fairy-Stockfish's form, see `makruk_fen.rs`) or reached by
//! playing whole counts out.

use crate::common::{board_count, count_of, game, mv, pieces_count, Count};
use ttakji_engine::makruk::{
    Counting, CountingKind, MakrukGame, Position, Turn, TurnError, BOARD_LIMIT,
};
use ttakji_engine::rng::Rng;
use ttakji_engine::{Outcome, Side};

fn turn(s: &str) -> Turn {
    s.parse().expect("a turn")
}

fn play(g: &mut MakrukGame, turns: &[&str]) {
    for t in turns {
        g.play_turn(turn(t))
            .unwrap_or_else(|e| panic!("{t} in {}: {e}", g.position()));
    }
}

fn counting(g: &MakrukGame) -> Count {
    count_of(g.position())
}

const ONGOING: Outcome = Outcome::Ongoing;
const COUNTING_DRAW: Outcome = Outcome::Draw { reason: "counting" };
const COUNTING_MATE: Outcome = Outcome::Draw {
    reason: "counting-mate",
};

fn win(winner: Side) -> Outcome {
    Outcome::Win {
        winner,
        reason: "checkmate",
    }
}

/// On the last move before a draw: the mate `mate` still wins for `winner`, while the
/// quiet move `other` ends the game in `draw`.
fn mate_wins_other_moves_draw(
    g: &MakrukGame,
    mate: &str,
    winner: Side,
    other: &str,
    draw: Outcome,
) {
    let mut mated = g.clone();
    play(&mut mated, &[mate]);
    assert_eq!(mated.outcome(), win(winner), "{mate} mates");
    let mut drawn = g.clone();
    play(&mut drawn, &[other]);
    assert_eq!(drawn.outcome(), draw, "{other} does not mate");
}

// ---------------------------------------------------------------------------------------
// Board's honour

/// White: Khun b6 and Rua; Black: Khun a8 and a Met. No Bia: board counting may start.
const NO_BIA: &str = "k7/8/1K6/8/8/8/3m4/7R w - - 0 1";

#[test]
fn mk_08_board_counting_may_start_only_without_unpromoted_bia_and_bare_khun() {
    assert!(!MakrukGame::new().can_start_counting(), "Bia on the board");
    assert!(game(NO_BIA).can_start_counting());
    // One unpromoted Bia of either side is enough to forbid it.
    assert!(!game("k7/8/1K6/8/8/P7/3m4/7R w - - 0 1").can_start_counting());
    assert!(!game("k7/8/1K6/p7/8/8/3m4/7R w - - 0 1").can_start_counting());
    // A promoted Bia does not forbid it.
    assert!(game("k7/8/1K6/8/8/8/3m~4/7R w - - 0 1").can_start_counting());
    // A bare Khun on either side: pieces' honour instead, for either player to move.
    assert!(!game("k7/8/1K6/8/8/8/8/7R b - - 0 1").can_start_counting());
    assert!(!game("k7/8/1K6/8/8/8/8/7R w - - 0 1").can_start_counting());
    // Not once the game is over (here by checkmate), though the board would allow it.
    let mut g = game(NO_BIA);
    play(&mut g, &["h1h8"]);
    assert!(g.outcome().is_over());
    assert!(g.position().can_start_counting());
    assert!(!g.can_start_counting());
    // Starting when it is not allowed is refused, naming the turn.
    let mut g = MakrukGame::new();
    let err = g.play_turn(turn("start:e3e4")).unwrap_err();
    assert_eq!(err, TurnError::CannotStartCounting(turn("start:e3e4")));
    assert!(err.to_string().contains("start:e3e4"));
}

#[test]
fn mk_08_the_starting_move_is_count_1_and_only_the_counting_sides_moves_count() {
    let mut g = game(NO_BIA);
    assert_eq!(g.counting(), None);
    play(&mut g, &["start:h1h2"]);
    assert_eq!(counting(&g), board_count(Side::First, 1, BOARD_LIMIT));
    // Black's moves do not count, and Black may not start a second count.
    assert!(!g.can_start_counting());
    play(&mut g, &["d2c3"]);
    assert_eq!(counting(&g).unwrap().2, 1);
    play(&mut g, &["h2h3"]);
    assert_eq!(counting(&g).unwrap().2, 2);
    play(&mut g, &["c3d2", "h3h4"]);
    let c = g.counting().unwrap();
    assert_eq!((c.count, c.next_count(), c.moves_left()), (3, 4, 61));
    assert_eq!(c.to_string(), "board first 3/64");
    // Either player may be the one who counts.
    let mut g = game(NO_BIA);
    play(&mut g, &["h1h2", "start:d2c3"]);
    assert_eq!(counting(&g), board_count(Side::Second, 1, BOARD_LIMIT));
}

/// White counts, having made 63 (or 62) counted moves; Black can mate with Rh1.
fn near_64(counted: u16) -> MakrukGame {
    game(&format!("4M3/8/8/8/8/1k6/7r/K7 w - 128 {} 60", 2 * counted))
}

#[test]
fn mk_09_after_the_64th_counted_move_a_reply_that_is_not_mate_draws() {
    let mut g = near_64(63);
    assert_eq!(counting(&g), board_count(Side::First, 63, 64));
    play(&mut g, &["e8d7"]);
    let c = g.counting().unwrap();
    assert_eq!((c.count, c.moves_left()), (64, 0));
    assert_eq!(g.outcome(), ONGOING, "the reply is still to come");
    play(&mut g, &["h2h3"]);
    assert_eq!(g.outcome(), COUNTING_DRAW);
    assert!(g.legal_moves().is_empty());
    assert!(matches!(g.play(mv("d7e8")), Err(TurnError::GameOver(_))));
}

#[test]
fn mk_09_mk_16_a_mate_by_the_other_side_on_the_last_reply_wins() {
    let mut g = near_64(63);
    play(&mut g, &["e8d7", "h2h1"]);
    assert_eq!(g.outcome(), win(Side::Second));
}

#[test]
fn mk_09_one_move_earlier_the_game_goes_on() {
    let mut g = near_64(62);
    play(&mut g, &["e8d7"]);
    assert_eq!(counting(&g).unwrap().2, 63);
    play(&mut g, &["h2h3"]);
    assert_eq!(g.outcome(), ONGOING, "after the 63rd count and its reply");
    play(&mut g, &["d7e8"]);
    assert_eq!(g.outcome(), ONGOING);
    mate_wins_other_moves_draw(&g, "h3h1", Side::Second, "h3h4", COUNTING_DRAW);
}

/// Plays a whole count out: the counting side and its opponent make random quiet moves
/// (from a fixed seed) that take nothing, repeat no position, neither mate nor stalemate
/// and leave the other side a move that takes nothing, until the game ends. Returns the counting side's moves and the outcome.
fn play_out(g: &mut MakrukGame, counting_side: Side) -> (u32, Outcome) {
    let mut rng = Rng::new(11);
    let mut counted = 0;
    for _ in 0..400 {
        let mover = g.position().side_to_move();
        let before = g.position().board().count_all();
        let mut candidates = g.legal_moves();
        // Shuffle, then take the first quiet one.
        for i in (1..candidates.len()).rev() {
            candidates.swap(i, rng.below(i + 1));
        }
        let mv = candidates
            .iter()
            .copied()
            .find(|&m| {
                let mut next = g.clone();
                next.play(m).unwrap();
                next.position().board().count_all() == before
                    && next.repetitions() == 1
                    && (next.outcome() == COUNTING_DRAW
                        || next.outcome() == Outcome::Ongoing && has_quiet_reply(&next))
            })
            .unwrap_or_else(|| panic!("no quiet move in {}", g.position()));
        g.play(mv).unwrap();
        if mover == counting_side {
            counted += 1;
            let c = g.counting().expect("the count runs");
            assert_eq!(c.side, counting_side);
        }
        if g.outcome().is_over() {
            return (counted, g.outcome());
        }
    }
    panic!("the count never ended");
}

/// Whether the side to move has a move that takes nothing.
fn has_quiet_reply(g: &MakrukGame) -> bool {
    let before = g.position().board().count_all();
    g.legal_moves().into_iter().any(|m| {
        let mut b = *g.position().board();
        b.play_unchecked(m);
        b.count_all() == before
    })
}

#[test]
fn mk_09_a_board_count_played_out_ends_after_the_reply_to_the_64th_move() {
    // White starts counting with a Rua and a Khon against Black's Khun and Ma.
    let mut g = game("7k/8/8/4n3/8/8/8/KS4R1 w - - 0 1");
    play(&mut g, &["start:g1g2"]);
    let (counted, outcome) = play_out(&mut g, Side::First);
    // 1 (the starting move) + 63 more, then Black's reply drew.
    assert_eq!((counted + 1, outcome), (64, COUNTING_DRAW));
    assert_eq!(g.position().side_to_move(), Side::First);
    assert_eq!(counting(&g).unwrap().2, 64);
}

/// White counts (5 counted moves so far) and can mate with Rh8.
const COUNTING_SIDE_CAN_MATE: &str = "k7/8/1K6/8/8/8/7R/3m4 w - 128 10 40";

#[test]
fn mk_11_a_mate_by_the_counting_side_is_only_a_draw() {
    let mut g = game(COUNTING_SIDE_CAN_MATE);
    assert_eq!(counting(&g), board_count(Side::First, 5, 64));
    play(&mut g, &["h2h8"]);
    assert!(g.position().board().is_check() && g.legal_moves().is_empty());
    assert_eq!(g.outcome(), COUNTING_MATE);
    // Also on the stopping move itself.
    let mut g = game(COUNTING_SIDE_CAN_MATE);
    play(&mut g, &["stop:h2h8"]);
    assert_eq!(g.counting(), None);
    assert_eq!(g.outcome(), COUNTING_MATE);
    // Its FEN says so (count 1 of the side that moved) and reads back as the same draw.
    let fen = g.position().to_fen();
    assert_eq!(fen, "k6R/8/1K6/8/8/8/8/3m4 b - 128 1 40", "{fen}");
    assert_eq!(Position::from_fen(&fen).unwrap().outcome(), COUNTING_MATE);
    // Also on the starting move (it is count 1).
    let mut g = game("k7/8/1K6/8/8/8/7R/3m4 w - - 0 40");
    play(&mut g, &["start:h2h8"]);
    assert_eq!(g.outcome(), COUNTING_MATE);
    // Without a count the same mate wins.
    let mut g = game("k7/8/1K6/8/8/8/7R/3m4 w - - 0 40");
    play(&mut g, &["h2h8"]);
    assert_eq!(g.outcome(), win(Side::First));
}

#[test]
fn mk_11_stop_first_then_mate_on_a_later_move_wins() {
    let mut g = game(COUNTING_SIDE_CAN_MATE);
    play(&mut g, &["stop:h2h3", "d1c2", "h3h8"]);
    assert_eq!(g.outcome(), win(Side::First));
}

#[test]
fn mk_10_only_the_counting_side_stops_on_its_turn_and_a_restart_counts_from_1() {
    let mut g = game(NO_BIA);
    assert!(!g.can_stop_counting(), "no count runs");
    play(&mut g, &["start:h1h2"]);
    // Black's turn: Black cannot stop White's count.
    assert!(!g.can_stop_counting());
    let err = g.play_turn(turn("stop:d2c3")).unwrap_err();
    assert_eq!(err, TurnError::CannotStopCounting(turn("stop:d2c3")));
    assert!(err.to_string().contains("stop:d2c3"));
    play(&mut g, &["d2c3", "h2h3", "c3d2"]);
    assert!(g.can_stop_counting());
    assert_eq!(counting(&g).unwrap().2, 2);
    play(&mut g, &["stop:h3h4"]);
    assert_eq!(g.counting(), None);
    assert!(!g.can_stop_counting());
    // Anyone may start again, from 1: here Black.
    assert!(g.can_start_counting());
    play(&mut g, &["start:d2c3"]);
    assert_eq!(counting(&g), board_count(Side::Second, 1, 64));
    play(&mut g, &["h4h5", "c3d2"]);
    assert_eq!(counting(&g).unwrap().2, 2);
    // And White again after Black stops.
    play(&mut g, &["h5h6", "stop:d2c3", "start:h6h7"]);
    assert_eq!(counting(&g), board_count(Side::First, 1, 64));
}

#[test]
fn mk_10_stopping_with_the_64th_move_ends_the_count_without_a_draw() {
    // [decision] The stopping move counts (here it is the 64th), but the count is over
    // once stopped, so the reply does not draw.
    let mut g = near_64(63);
    play(&mut g, &["stop:e8d7", "h2h3"]);
    assert_eq!(g.counting(), None);
    assert_eq!(g.outcome(), ONGOING);
}

// ---------------------------------------------------------------------------------------
// Pieces' honour

#[test]
fn mk_12_mk_15_pieces_honour_starts_by_itself_and_replaces_a_board_count() {
    // White counts board's honour, then takes Black's last piece.
    let mut g = game("k7/8/1K6/8/8/8/3m4/3R4 w - 128 10 40");
    assert_eq!(counting(&g).unwrap().0, CountingKind::Board);
    play(&mut g, &["d1d2"]);
    // The lone Khun counts; 3 pieces on the board: its first count will be 4; one Rua: 16.
    assert_eq!(counting(&g), pieces_count(Side::Second, 3, 16));
    let c = g.counting().unwrap();
    assert_eq!((c.next_count(), c.moves_left()), (4, 13));
    // It cannot be stopped, and board counting cannot start.
    assert!(!g.can_stop_counting() && !g.can_start_counting());
    assert!(matches!(
        g.play_turn(turn("stop:a8b8")),
        Err(TurnError::CannotStopCounting(_))
    ));
    play(&mut g, &["a8b8"]);
    assert_eq!(counting(&g).unwrap().2, 4);
    assert!(!g.can_stop_counting() && !g.can_start_counting());
    // The board-counting side can become the lone Khun: Black counts board's honour and
    // White takes Black's last piece.
    let mut g = game("k7/8/1K6/8/8/8/3m4/3R4 w - 128 9 40");
    assert_eq!(counting(&g).unwrap().1, Side::Second);
    play(&mut g, &["d1d2"]);
    assert_eq!(counting(&g), pieces_count(Side::Second, 3, 16));
}

#[test]
fn mk_13_the_first_count_is_all_pieces_plus_one_khun_and_promoted_bia_included() {
    // White: Khun, Rua, two Bia ngai; Black: Khun and a Khon that the Rua takes.
    let mut g = game("k7/8/8/8/8/3s4/2M~1M~3/K2R4 w - - 0 1");
    play(&mut g, &["d1d3"]);
    assert_eq!(counting(&g), pieces_count(Side::Second, 5, 16));
    play(&mut g, &["a8b8"]);
    assert_eq!(counting(&g).unwrap().2, 6);
    // The last Bia promoting starts the count too (no unpromoted Bia is left).
    let mut g = game("k7/8/8/2P5/8/8/8/K7 w - - 0 1");
    assert_eq!(g.counting(), None, "a Bia is left");
    play(&mut g, &["c5c6m"]);
    assert_eq!(counting(&g), pieces_count(Side::Second, 3, 64));
}

#[test]
fn mk_13_the_limit_is_fixed_when_the_count_starts() {
    // Two Rua: 8. The lone Khun takes one; the limit stays 8 and the count goes on.
    let mut g = game("k7/R7/8/8/8/8/1R6/4K3 b - - 0 1");
    assert_eq!(counting(&g), pieces_count(Side::Second, 4, 8));
    play(&mut g, &["a8a7"]);
    assert_eq!(counting(&g), pieces_count(Side::Second, 5, 8));
}

/// The table of MK-13, row by row: the strong side's pieces (besides the Khun), placed
/// around White's Khun a1, with Black's lone Khun on h8.
const TABLE: [(&str, &str, u16); 16] = [
    ("two Rua", "R7/KR6", 8),
    ("two Rua, Khon, Ma, Met", "RSNM4/KR6", 8),
    ("one Rua", "R7/K7", 16),
    ("one Rua, two Khon, two Ma, Met", "RSSNNM2/K7", 16),
    ("no Rua, two Khon", "SS6/K7", 22),
    ("no Rua, two Khon, two Ma", "SSNN4/K7", 22),
    ("no Rua, no Khon, two Ma", "NN6/K7", 32),
    ("no Rua, one Khon, two Ma", "NNS5/K7", 32),
    ("no Rua, one Khon", "S7/K7", 44),
    ("no Rua, one Khon, one Ma", "SN6/K7", 44),
    ("no Rua, one Khon, Met, Bia ngai", "SMM~5/K7", 44),
    ("one Ma", "N7/K7", 64),
    ("one Ma, Met", "NM6/K7", 64),
    ("only Met", "M7/K7", 64),
    ("Met and Bia ngai", "MM~6/K7", 64),
    ("two Bia ngai", "M~M~6/K7", 64),
];

fn table_fen(pieces: &str) -> String {
    format!("7k/8/8/8/8/8/{pieces} b - - 0 1")
}

#[test]
fn mk_13_limit_table_row_by_row() {
    for (row, pieces, limit) in TABLE {
        let g = game(&table_fen(pieces));
        let n = g.position().board().count_all() as u16;
        assert_eq!(counting(&g), pieces_count(Side::Second, n, limit), "{row}");
    }
}

#[test]
fn mk_14_each_table_row_played_out_draws_after_the_strong_sides_last_move() {
    for (row, pieces, limit) in TABLE {
        let mut g = game(&table_fen(pieces));
        let first = g.position().board().count_all() as u16 + 1;
        let (counted, outcome) = play_out(&mut g, Side::Second);
        // The lone Khun counted first ..= limit, then the strong side moved once more.
        assert_eq!(counted as u16, limit - first + 1, "{row}");
        assert_eq!(outcome, COUNTING_DRAW, "{row}");
        assert_eq!(g.position().side_to_move(), Side::Second, "{row}");
        assert_eq!(counting(&g).unwrap().2, limit, "{row}");
    }
}

/// Two Rua (limit 8) against Black's Khun a8; `next` is the lone Khun's next count.
fn two_rua(next: u16) -> MakrukGame {
    game(&format!("k7/8/8/8/4K3/8/7R/1R6 b - 16 {} 50", 2 * next - 2))
}

#[test]
fn mk_14_mate_on_the_strong_sides_last_move_wins() {
    let mut g = two_rua(8);
    assert_eq!(counting(&g), pieces_count(Side::Second, 7, 8));
    play(&mut g, &["a8a7"]);
    assert_eq!(counting(&g).unwrap().2, 8);
    assert_eq!(g.outcome(), ONGOING, "the strong side has one last move");
    mate_wins_other_moves_draw(&g, "h2a2", Side::First, "h2h3", COUNTING_DRAW);
}

#[test]
fn mk_14_one_count_earlier_the_mate_comes_a_move_later() {
    let mut g = two_rua(7);
    play(&mut g, &["a8a7", "h2h3"]);
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, &["a7a8"]);
    assert_eq!(counting(&g).unwrap().2, 8);
    mate_wins_other_moves_draw(&g, "h3a3", Side::First, "h3h4", COUNTING_DRAW);
}

#[test]
fn mk_14_a_first_count_above_the_limit_gives_exactly_one_move() {
    // 9 pieces: the first count is 10, above the limit 8 of two Rua.
    let fen = "k7/8/8/8/4K3/8/7R/1RSSNNM1 b - - 0 1";
    let mut g = game(fen);
    let c = g.counting().unwrap();
    assert_eq!((c.count, c.limit, c.moves_left()), (9, 8, 0));
    play(&mut g, &["a8a7"]);
    assert_eq!(counting(&g).unwrap().2, 10);
    assert_eq!(g.outcome(), ONGOING);
    mate_wins_other_moves_draw(&g, "h2a2", Side::First, "h2h3", COUNTING_DRAW);
}

#[test]
fn mk_14_when_the_lone_khun_takes_the_last_bia_the_strong_side_moves_first_uncounted() {
    // Black's Khun takes White's last Bia: 8 pieces are left, first count 9 > 8. The
    // capture is not a counted move, so the strong side's next move is not its last.
    let mut g = game("8/8/k7/1P6/8/6N1/4R2S/3R1NSK b - - 0 1");
    assert_eq!(g.counting(), None);
    play(&mut g, &["a6b5"]);
    assert_eq!(counting(&g), pieces_count(Side::Second, 8, 8));
    // Fairy-Stockfish's form for this moment: ply 2 × 8 - 1.
    assert!(
        g.position().to_fen().ends_with(" w - 16 15 2"),
        "{}",
        g.position()
    );
    play(&mut g, &["e2e3"]);
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, &["b5b4"]);
    assert_eq!(counting(&g).unwrap().2, 9);
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, &["e3e2"]);
    assert_eq!(g.outcome(), COUNTING_DRAW);
}

// ---------------------------------------------------------------------------------------
// The end of the game

#[test]
fn mk_17_the_third_occurrence_of_a_position_draws() {
    let mut g = MakrukGame::new();
    play(&mut g, &["b1d2", "b8d7", "d2b1", "d7b8"]);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, &["b1d2", "b8d7", "d2b1"]);
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, &["d7b8"]);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: "repetition"
        }
    );
    assert!(g.legal_moves().is_empty());
    // Undo reopens the game.
    g.undo();
    assert_eq!(g.outcome(), ONGOING);
}

#[test]
fn mk_17_repetition_ignores_the_count_but_tells_a_bia_ngai_from_a_met() {
    // The count differs at each occurrence; the position is still the same.
    let mut g = game(NO_BIA);
    play(&mut g, &["start:h1h2", "d2c3", "h2h1", "c3d2"]);
    play(&mut g, &["h1h2", "d2c3", "h2h1", "c3d2"]);
    assert_eq!(counting(&g).unwrap().2, 4);
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: "repetition"
        }
    );
    // [decision] A Bia ngai and a Met that swapped squares make a different position.
    let mut g = game("k7/8/8/8/8/8/2M~1M3/K7 w - - 0 1");
    let cycle = [
        "c2d3", "a8b8", "e2d1", "b8a8", "d3e2", "a8b8", "d1c2", "b8a8",
    ];
    play(&mut g, &cycle);
    assert_eq!(
        g.position().to_fen().split(' ').next(),
        Some("k7/8/8/8/8/8/2M1M~3/K7")
    );
    assert_eq!(g.repetitions(), 1);
    play(&mut g, &cycle);
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn mk_17_two_bare_khun_draw() {
    let mut g = game("k7/1R6/8/8/8/8/8/7K b - - 0 1");
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, &["a8b7"]);
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: "bare-khun"
        }
    );
    assert_eq!(g.counting(), None);
}

#[test]
fn mk_17_four_hundred_moves_draw_but_a_mate_on_the_400th_wins() {
    // Black to move in move 200: its move is the game's 400th.
    let fen = "K7/8/1k6/8/8/8/8/7r b - - 0 200";
    let g = game(fen);
    assert_eq!(g.position().ply(), 399);
    assert_eq!(g.outcome(), ONGOING);
    let move_limit = Outcome::Draw {
        reason: "move-limit",
    };
    mate_wins_other_moves_draw(&g, "h1h8", Side::Second, "h1h2", move_limit);
    // One move earlier the game goes on.
    let mut g = game("K7/8/1k6/8/8/8/8/7r w - - 0 200");
    assert_eq!(g.position().ply(), 398);
    play(&mut g, &["a8b8"]);
    assert_eq!(g.outcome(), ONGOING);
}

#[test]
fn counting_display_and_moves_left() {
    let c = Counting {
        kind: CountingKind::Pieces,
        side: Side::Second,
        count: 9,
        limit: 8,
    };
    assert_eq!(c.moves_left(), 0);
    assert_eq!(c.next_count(), 10);
    assert_eq!(c.to_string(), "pieces second 9/8");
}
