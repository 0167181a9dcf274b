//! The `ttakji` command-line tool's Makruk commands, run as a program.

mod common;
use common::{bestmove_is_legal_at_every_level, fails_naming, prints, sorted_lines, stdout};

/// White's Bia on c5 promotes on c6.
const PROMOTION: &str = "4k3/8/8/2P5/8/8/8/4K3 w - - 0 1";

#[test]
fn moves_prints_the_sorted_legal_uci_moves_and_nothing_else() {
    let out = stdout(&["moves", "makruk"]);
    let lines = sorted_lines(&out, 23);
    assert_eq!(lines.first(), Some(&"a1a2"));
    assert!(lines.contains(&"b1d2") && lines.contains(&"e3e4"));
    // After moves, and with a promotion written with its m.
    let out = stdout(&["moves", "makruk", "--fen", PROMOTION]);
    assert!(out.lines().any(|l| l == "c5c6m"), "{out}");
    assert!(!out.lines().any(|l| l == "c5c6"), "{out}");
    let out = stdout(&["moves", "makruk", "e3e4", "d6d5"]);
    assert!(out.lines().any(|l| l == "e4d5"), "{out}");
}

#[test]
fn an_illegal_move_or_turn_exits_non_zero_naming_it() {
    fails_naming(&["moves", "makruk", "e3e5"], "e3e5");
    fails_naming(&["status", "makruk", "e3e4", "zz99"], "zz99");
    // A promotion must carry its m, and a plain move must not.
    fails_naming(&["moves", "makruk", "--fen", PROMOTION, "c5c6"], "c5c6");
    fails_naming(&["moves", "makruk", "e3e4m"], "e3e4m");
    // Board counting cannot start while Bia are on the board (MK-8).
    fails_naming(&["moves", "makruk", "start:e3e4"], "start:e3e4");
    fails_naming(&["moves", "makruk", "stop:e3e4"], "stop:e3e4");
}

#[test]
fn bad_fen_is_refused_naming_the_field() {
    fails_naming(
        &[
            "moves",
            "makruk",
            "--fen",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8 w - - 0 1",
        ],
        "field 1",
    );
    fails_naming(
        &["status", "makruk", "--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"],
        "field 2",
    );
    fails_naming(&["perft", "makruk", "2", "--fen", "nonsense"], "FEN");
    fails_naming(&["moves", "makruk", "--fen"], "--fen");
    fails_naming(&["moves", "makruk", "--frobnicate"], "--frobnicate");
    fails_naming(&["perft", "makruk", "deep"], "deep");
    fails_naming(&["bestmove", "makruk"], "--level");
    fails_naming(&["bestmove", "makruk", "--level", "expert"], "expert");
}

#[test]
fn status_reports_checkmate_stalemate_and_draws() {
    prints(&["status", "makruk"], "ongoing\n");
    // The Rua mates on h8 (MK-6).
    let fen = "k7/8/1K6/8/8/8/8/7R w - - 0 1";
    prints(&["status", "makruk", "--fen", fen], "ongoing\n");
    prints(
        &["status", "makruk", "--fen", fen, "h1h8"],
        "win first checkmate\n",
    );
    prints(&["moves", "makruk", "--fen", fen, "h1h8"], "");
    // Stalemate (MK-7).
    let fen = "k7/2M5/K7/8/8/8/8/8 b - - 0 1";
    prints(&["status", "makruk", "--fen", fen], "draw stalemate\n");
    // Two bare Khun (MK-17).
    let fen = "k7/8/1K6/8/8/8/8/8 w - - 0 1";
    prints(&["status", "makruk", "--fen", fen], "draw bare-khun\n");
    // The 400th move without mate (MK-17).
    let fen = "k7/8/1K6/8/8/8/8/7R b - 32 8 200";
    prints(&["status", "makruk", "--fen", fen], "ongoing\n");
    prints(
        &["status", "makruk", "--fen", fen, "a8b8"],
        "draw move-limit\n",
    );
}

#[test]
fn counting_turns_start_and_stop_board_counting() {
    let fen = "k7/8/1K6/8/8/8/3m4/7R w - - 0 1";
    let none = "counting none\ncan-start yes\ncan-stop no\n";
    for (turns, want) in [
        (&[][..], none),
        (
            &["start:h1h2"],
            "counting board first 1 64 63\ncan-start no\ncan-stop no\n",
        ),
        (
            &["start:h1h2", "d2c3"],
            "counting board first 1 64 63\ncan-start no\ncan-stop yes\n",
        ),
        (
            &["start:h1h2", "d2c3", "h2h3"],
            "counting board first 2 64 62\ncan-start no\ncan-stop no\n",
        ),
        (&["start:h1h2", "d2c3", "stop:h2h3"], none),
        // Black may start its own count once White has stopped (MK-10).
        (
            &["start:h1h2", "d2c3", "stop:h2h3", "start:c3d2"],
            "counting board second 1 64 63\ncan-start no\ncan-stop no\n",
        ),
    ] {
        let args = [&["counting", "makruk", "--fen", fen][..], turns].concat();
        prints(&args, want);
    }
    // The other side cannot stop White's count.
    fails_naming(
        &["moves", "makruk", "--fen", fen, "start:h1h2", "stop:d2c3"],
        "stop:d2c3",
    );
    // The FEN carries the count in Fairy-Stockfish's form.
    prints(
        &["fen", "makruk", "--fen", fen, "start:h1h2"],
        "k7/8/1K6/8/8/8/3m3R/8 b - 128 1 1\n",
    );
    // Pieces' honour starts by itself against a lone Khun (MK-12): 3 pieces, one Rua.
    let fen = "k7/8/1K6/8/8/8/8/7R b - - 0 1";
    prints(
        &["counting", "makruk", "--fen", fen],
        "counting pieces second 3 16 13\ncan-start no\ncan-stop no\n",
    );
}

#[test]
fn perft_and_fen_commands() {
    prints(&["perft", "makruk", "3"], "12012\n");
    prints(&["perft", "makruk", "1", "e3e4"], "23\n");
    let fen = "4k3/8/1n1r4/2P2P2/1p2p3/R1N5/8/4K3 w - - 0 1";
    prints(&["perft", "makruk", "2", "--fen", fen], "553\n");
    prints(
        &["fen", "makruk"],
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\n",
    );
    // Fairy-Stockfish 11.1 writes 3k4/8/2M5/8/8/8/8/R3K3 w - 32 9 2 (without the ~ of the
    // promoted Bia, which its `d` command leaves out).
    let fen = "4k3/8/8/2P5/8/8/8/R3K3 w - - 0 1";
    prints(
        &["fen", "makruk", "--fen", fen, "c5c6m", "e8d8"],
        "3k4/8/2M~5/8/8/8/8/R3K3 w - 32 9 2\n",
    );
}

#[test]
fn bestmove_prints_one_legal_turn() {
    bestmove_is_legal_at_every_level("makruk", "100", &["e3e4"]);
    // With a count running it may stop it: White counts and mates only after stopping.
    let out = stdout(&[
        "bestmove",
        "makruk",
        "--level",
        "hard",
        "--movetime",
        "500",
        "--fen",
        "k7/8/1K6/8/8/8/7R/3m4 w - 128 10 40",
    ]);
    assert!(out.starts_with("stop:"), "{out}");
    fails_naming(
        &[
            "bestmove",
            "makruk",
            "--level",
            "easy",
            "--fen",
            "k7/8/1K6/8/8/8/8/7R w - - 0 1",
            "h1h8",
        ],
        "over",
    );
}
