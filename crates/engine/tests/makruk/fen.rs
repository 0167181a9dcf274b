//! Makruk FEN and UCI text: Fairy-Stockfish's forms, round trips, errors naming their
//! field, and fuzzing (no input may panic).

use crate::common::{board_count, count_of, pieces_count, pos, sq};
use crate::mutator::{mutate, text};
use ttakji_engine::makruk::{
    Board, Kind, MakrukGame, Move, Piece, Position, Square, Turn, START_FEN,
};
use ttakji_engine::rng::Rng;
use ttakji_engine::{Outcome, Side};

/// Asserts which piece stands on `square`.
fn assert_piece(b: &Board, square: &str, side: Side, kind: Kind) {
    let want = Some(Piece::new(side, kind));
    assert_eq!(b.piece_at(sq(square)), want, "the piece on {square}");
}

#[test]
fn mk_02_start_position_fen() {
    let start = Position::start();
    assert_eq!(start.to_fen(), START_FEN);
    assert_eq!(Position::from_fen(START_FEN), Ok(start));
    let b = start.board();
    // MK-2: White's Khun on d1 and Met on e1; Black's Met on d8 and Khun on e8.
    for (square, side, kind) in [
        ("d1", Side::First, Kind::Khun),
        ("e1", Side::First, Kind::Met),
        ("d8", Side::Second, Kind::Met),
        ("e8", Side::Second, Kind::Khun),
        ("c1", Side::First, Kind::Khon),
        ("b8", Side::Second, Kind::Ma),
        ("h1", Side::First, Kind::Rua),
    ] {
        assert_piece(b, square, side, kind);
    }
    for file in 0..8 {
        let w = Square::new(file, 2).unwrap();
        let bl = Square::new(file, 5).unwrap();
        assert_eq!(b.piece_at(w), Some(Piece::new(Side::First, Kind::Bia)));
        assert_eq!(b.piece_at(bl), Some(Piece::new(Side::Second, Kind::Bia)));
    }
    assert_eq!(b.pieces().count(), 32);
    assert_eq!(b.side_to_move(), Side::First);
}

#[test]
fn promoted_bia_is_written_m_tilde_and_plain_m_reads_as_met() {
    let mut pos = Position::from_fen("4k3/8/8/2P5/8/8/8/4K3 w - - 0 1").unwrap();
    pos.play(Turn::plain("c5c6m".parse().unwrap())).unwrap();
    assert_piece(pos.board(), "c6", Side::First, Kind::BiaNgai);
    // Pieces' honour started by itself (MK-12): 3 pieces, so the ply is 6, limit 128.
    assert_eq!(pos.to_fen(), "4k3/8/2M~5/8/8/8/8/4K3 b - 128 6 1");
    let back = Position::from_fen(&pos.to_fen()).unwrap();
    assert_eq!(back.to_fen(), pos.to_fen());
    assert_piece(back.board(), "c6", Side::First, Kind::BiaNgai);
    // Fairy-Stockfish's own `d` output leaves the ~ out; a plain M is a Met.
    let plain = Position::from_fen("4k3/8/2M5/8/8/8/8/4K3 b - 128 6 1").unwrap();
    assert_piece(plain.board(), "c6", Side::First, Kind::Met);
    assert_eq!(plain.counting(), back.counting());
    // Beside a Met, a second plain M can only be a promoted Bia (Fairy-Stockfish wrote
    // this along a game, issue 12): it reads so, and is written M~.
    let two = Position::from_fen("4k3/8/2M5/8/8/8/8/3MK3 b - 128 8 1").unwrap();
    assert_piece(two.board(), "d1", Side::First, Kind::BiaNgai);
    assert_eq!(two.to_fen(), "4k3/8/2M5/8/8/8/8/3M~K3 b - 128 8 1");
    let black = Position::from_fen("4k3/8/8/8/8/2m~5/8/4K3 w - 128 6 1").unwrap();
    assert_piece(black.board(), "c3", Side::Second, Kind::BiaNgai);
    assert_eq!(black.to_fen(), "4k3/8/8/8/8/2m~5/8/4K3 w - 128 6 1");
}

/// FENs as Fairy-Stockfish 11.1 wrote them (`position fen ... moves ...`, `d`), read
/// without error, with the count each one means here.
#[test]
fn fairy_stockfish_counting_fields_are_read() {
    let cases = [
        // After c5c6m: Black's lone Khun, 3 pieces, a Bia ngai only: limit 64.
        (
            "4k3/8/2M5/8/8/8/8/4K3 b - 128 6 1",
            pieces_count(Side::Second, 3, 64),
        ),
        // After c5c6m e8d8: the lone Khun's first count was 5; one Rua: limit 16.
        (
            "3k4/8/2M5/8/8/8/8/R3K3 w - 32 9 2",
            pieces_count(Side::Second, 5, 16),
        ),
        // White's Rua taken by Black's: White is the lone Khun.
        (
            "4k3/r7/8/8/8/8/8/4K3 w - 32 6 2",
            pieces_count(Side::First, 3, 16),
        ),
        (
            "8/8/8/8/3Rk3/8/3K4/8 b - 32 6 32",
            pieces_count(Side::Second, 3, 16),
        ),
        // Fairy-Stockfish starts board's honour by itself at ply 0: here nobody has.
        ("k7/8/1K6/8/8/8/3m3R/8 b - 128 0 1", None),
        // Two plies later: read as Black counting, one counted move made.
        (
            "k7/8/1K6/8/8/2m4R/8/8 b - 128 2 2",
            board_count(Side::Second, 1, 64),
        ),
        (
            "k7/8/1K6/8/8/2m4R/8/8 b - 128 9 2",
            board_count(Side::First, 5, 64),
        ),
        // Two bare Khun (Fairy-Stockfish keeps its old count): no count, a draw.
        ("8/8/4k3/8/8/2K5/8/8 b - 128 7 31", None),
    ];
    for (fen, count) in cases {
        let p = pos(fen);
        assert_eq!(count_of(&p), count, "{fen}");
        // What is read is written back the same way (for the two forms that this
        // engine does not keep, the count is left out or restarted).
        if count.is_some() {
            assert_eq!(p.to_fen(), fen);
        }
    }
    let drawn = Position::from_fen("8/8/4k3/8/8/2K5/8/8 b - 128 7 31").unwrap();
    assert_eq!(
        drawn.outcome(),
        Outcome::Draw {
            reason: "bare-khun"
        }
    );
}

#[test]
fn fields_3_to_6_may_be_left_out_and_move_number_0_reads_as_1() {
    let short = Position::from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w").unwrap();
    assert_eq!(short, Position::start());
    let zero = Position::from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 0").unwrap();
    assert_eq!(zero.fullmove_number(), 1);
    let black =
        Position::from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 7 12").unwrap();
    assert_eq!(black.ply(), 23);
    assert_eq!(black.halfmove_clock(), 7);
    assert_eq!(
        black.to_fen(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 7 12"
    );
}

#[test]
fn the_halfmove_clock_and_move_number_follow_fairy_stockfish() {
    let mut g = MakrukGame::new();
    for m in ["b1d2", "b8d7", "d2c4", "e6e5", "c4d6"] {
        g.play(m.parse().unwrap()).unwrap();
    }
    // Fairy-Stockfish 11.1 writes these two FENs after the same moves: the Ma's capture
    // resets the clock, and two quiet moves later it is 2.
    assert_eq!(
        g.position().to_fen(),
        "r1smksnr/3n4/pppN1ppp/4p3/8/PPPPPPPP/8/R1SKMSNR b - - 0 3"
    );
    assert!(g.position().board().is_check());
    g.play("e8e7".parse().unwrap()).unwrap();
    g.play("g1e2".parse().unwrap()).unwrap();
    assert_eq!(
        g.position().to_fen(),
        "r1sm1snr/3nk3/pppN1ppp/4p3/8/PPPPPPPP/4N3/R1SKMS1R b - - 2 4"
    );
}

/// Malformed FENs, each with the field its error must name.
#[test]
fn malformed_fen_errors_name_the_field() {
    let cases: [(&str, u8); 24] = [
        ("", 0),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR", 0),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1 x", 0),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8 w - - 0 1", 1),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR/8 w - - 0 1", 1),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN w - - 0 1", 1),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNRR w - - 0 1", 1),
        ("rnsmksnr/9/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 1),
        ("rnsmksnr//pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 1),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKQSNR w - - 0 1", 1),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSK~MSNR w - - 0 1", 1),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSMMSNR w - - 0 1", 1),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNKKMSNR w - - 0 1", 1),
        // An unpromoted Bia on its promotion rank (MK-4).
        ("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", 1),
        ("4k3/8/8/8/8/p7/8/4K3 w - - 0 1", 1),
        (
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR white - - 0 1",
            2,
        ),
        // Black, not to move, is in check from the Rua.
        ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", 2),
        (
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w KQkq - 0 1",
            3,
        ),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - e3 0 1", 4),
        // A count while Bia are on the board; a board count that is not 128 plies; a
        // pieces' honour limit that is not in the table.
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - 128 0 1", 4),
        ("k7/8/1K6/8/8/8/3m3R/8 b - 64 3 1", 4),
        ("k7/8/1K6/8/8/8/8/7R b - 30 3 1", 4),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - -3 1", 5),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 one", 6),
    ];
    for (fen, field) in cases {
        match Position::from_fen(fen) {
            Ok(p) => panic!("{fen:?} read as {p}"),
            Err(e) => {
                assert_eq!(e.field, field, "{fen:?}: {e}");
                let text = e.to_string();
                if field > 0 {
                    assert!(text.contains(&format!("field {field}")), "{text}");
                }
            }
        }
    }
}

#[test]
fn uci_moves_and_turns_read_and_write() {
    let m: Move = "a5a6m".parse().unwrap();
    assert_eq!(
        (m.from(), m.to(), m.is_promotion()),
        (sq("a5"), sq("a6"), true)
    );
    assert_eq!(m.to_string(), "a5a6m");
    let m: Move = "h8a1".parse().unwrap();
    assert_eq!((m.from().index(), m.to().index()), (63, 0));
    for bad in [
        "", "e3", "e3e", "e3e4q", "e3e4M", "i3e4", "e9e4", "e3e3", "e3e4mm", "E3E4", "e3-e4",
        "start:", "stop:xx", "go:e3e4",
    ] {
        assert!(bad.parse::<Turn>().is_err(), "{bad:?}");
        let err = bad.parse::<Turn>().unwrap_err().to_string();
        assert!(err.contains(bad), "{err}");
    }
    for t in ["e3e4", "start:e3e4", "stop:a5a6m"] {
        assert_eq!(t.parse::<Turn>().unwrap().to_string(), t);
    }
    assert_eq!(sq("e4").to_string(), "e4");
    assert_eq!(Square::new(8, 0), None);
    assert_eq!(Square::from_index(64), None);
    assert_eq!(
        Square::all().map(|s| s.to_string()).collect::<Vec<_>>()[..3],
        ["a1", "b1", "c1"]
    );
}

/// Valid FENs after the shared fuzzer's mutations: reading never panics, and
/// whatever reads writes a FEN that reads back to the same FEN.
#[test]
fn fuzzed_fen_never_panics_and_round_trips() {
    let mut rng = Rng::new(99);
    let seeds = [
        START_FEN,
        "4k3/8/2M~5/8/8/8/8/4K3 b - 128 6 1",
        "k7/8/1K6/8/8/2m4R/8/8 b - 128 9 2",
        "4k3/8/1n1r4/2P2P2/1p2p3/R1N5/8/4K3 w - - 0 1",
        "3k4/8/2M5/8/8/8/8/R3K3 w - 32 9 2",
    ];
    let mut read = 0;
    for _ in 0..40_000 {
        let seed = seeds[rng.below(seeds.len())];
        let text = text(&mutate(&mut rng, seed.as_bytes()));
        if let Ok(pos) = Position::from_fen(&text) {
            read += 1;
            let fen = pos.to_fen();
            let again =
                Position::from_fen(&fen).unwrap_or_else(|e| panic!("{text:?} -> {fen}: {e}"));
            assert_eq!(again.to_fen(), fen, "{text:?}");
            assert_eq!(again.counting(), pos.counting(), "{text:?}");
            // And every read position is usable.
            let _ = pos.outcome();
            let _ = pos.board().perft(2);
        }
    }
    assert!(read > 300, "only {read} fuzzed FENs were valid");
    // Unicode and odd whitespace too.
    for s in ["ขุน", "é/é/é/é/é/é/é/é w", "8/8/8/8/8/8/8/8 w", "\u{0}"] {
        assert!(Position::from_fen(s).is_err());
    }
}

/// FEN round trips along random games with counting actions.
#[test]
fn played_positions_round_trip_through_fen() {
    let mut rng = Rng::new(5);
    let mut counted = 0;
    let mut stop_mates = 0;
    for _ in 0..200 {
        // Start from thinned-out positions so that the counting rules come into play.
        let mut g = MakrukGame::from_position(
            Position::from_fen("r2mks1r/8/1p4p1/8/8/1P4P1/8/R2KMS1R w - - 0 1").unwrap(),
        );
        while !g.outcome().is_over() {
            let moves = g.legal_moves();
            let mv = moves[rng.below(moves.len())];
            let turn = if g.can_start_counting() && rng.below(4) == 0 {
                Turn::start_counting(mv)
            } else if g.can_stop_counting() && rng.below(8) == 0 {
                Turn::stop_counting(mv)
            } else {
                Turn::plain(mv)
            };
            g.play_turn(turn).unwrap();
            let pos = g.position();
            if pos.counting().is_some() {
                counted += 1;
            }
            let fen = pos.to_fen();
            let back = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(back.to_fen(), fen);
            assert_eq!(back.board(), pos.board());
            assert_eq!(back.outcome(), pos.outcome(), "{fen}");
            // A mate on a stopping move (MK-11) is written as count 1 of the side that
            // moved, so that it reads back as the draw it is; everything else agrees too.
            if pos.counting().is_none() && back.counting().is_some() {
                stop_mates += 1;
                assert_eq!(
                    pos.outcome(),
                    Outcome::Draw {
                        reason: "counting-mate"
                    },
                    "{fen}"
                );
                continue;
            }
            assert_eq!(back.counting(), pos.counting(), "{fen}");
            assert_eq!(back.can_start_counting(), pos.can_start_counting(), "{fen}");
            assert_eq!(back.can_stop_counting(), pos.can_stop_counting(), "{fen}");
        }
    }
    assert!(counted > 1000, "{counted}");
    eprintln!("{stop_mates} mates on a stopping move");
}

/// Positions that cannot arise in play are refused, naming the field (issue 12's cases).
#[test]
fn mk_04_mk_13_impossible_positions_are_refused_naming_the_field() {
    let cases: [(&str, u8, &str); 9] = [
        (
            "4k3/8/pppppppp/pppppppp/8/PPPPPPPP/8/4K3 w - - 0 1",
            1,
            "16 Bia",
        ),
        ("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", 1, "behind the rank"),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", 1, "behind the rank"),
        ("4k3/p7/8/8/8/8/8/4K3 w - - 0 1", 1, "behind the rank"),
        (
            "4k3/8/8/8/PPPPPPPP/8/8/2MMK3 w - - 0 1",
            1,
            "8 Bia and 1 promoted Bia",
        ),
        ("4k3/8/8/8/8/8/8/RRRK4 w - - 0 1", 1, "3 Rua"),
        ("4k3/8/M~7/8/PPPPPPPP/P7/8/4K3 w - - 0 1", 1, "promoted Bia"),
        // One Rua gives pieces' honour 16 moves, not 64; a count far past its limit.
        ("k7/8/8/8/8/8/8/KR6 w - 128 9 1", 4, "at most 32 plies"),
        ("k7/8/8/8/8/8/8/KR6 w - 32 5000 1", 5, "next count"),
    ];
    for (fen, field, says) in cases {
        match Position::from_fen(fen) {
            Ok(p) => panic!("{fen:?} read as {p}"),
            Err(e) => {
                assert_eq!(e.field, field, "{fen:?}: {e}");
                assert!(e.to_string().contains(says), "{fen:?}: {e}");
            }
        }
    }
    // What play can reach still reads: a limit fixed by more pieces than are left (two Rua,
    // one taken by the lone Khun), and the last count the limit allows.
    for fen in [
        "k7/8/8/8/8/8/8/KR6 w - 16 9 1",
        "k7/8/8/8/8/8/8/KR6 b - 32 32 1",
    ] {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    }
}

#[test]
fn board_accessors() {
    let b = Board::start();
    assert_eq!(b.count(Side::First, Kind::Bia), 8);
    assert_eq!(b.count_side(Side::Second), 16);
    assert_eq!(b.count_all(), 32);
    assert!(b.has_bia());
    assert!(!b.is_bare(Side::First));
    assert_eq!(b.khun(Side::Second), Some(sq("e8")));
    assert!(!b.is_check());
    assert!(!b.is_attacked(sq("e4"), Side::Second));
    assert!(b.is_attacked(sq("e4"), Side::First));
    assert_eq!(Piece::new(Side::Second, Kind::BiaNgai).to_string(), "m~");
}
