//! Makruk rules MK-1..7 (`shared/rules/makruk.md`) on constructed positions: how each
//! piece moves, promotion, check, checkmate and stalemate.

use crate::common::{mv, pos, sq, uci_moves};
use std::collections::BTreeSet;
use ttakji_engine::makruk::{Kind, MakrukGame, Piece, Position, Square, Turn};
use ttakji_engine::{Outcome, Side};

/// The destinations of the piece on `from`, as square names.
fn targets(fen: &str, from: &str) -> BTreeSet<String> {
    pos(fen)
        .board()
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == sq(from))
        .map(|m| m.to().to_string())
        .collect()
}

fn set(squares: &[&str]) -> BTreeSet<String> {
    squares.iter().map(|s| s.to_string()).collect()
}

#[test]
fn mk_01_squares_are_files_a_to_h_and_ranks_1_to_8_from_whites_side() {
    assert_eq!(Square::all().count(), 64);
    assert_eq!(sq("a1"), Square::new(0, 0).unwrap());
    assert_eq!(sq("h8"), Square::new(7, 7).unwrap());
    assert_eq!(sq("d1").file(), 3);
    assert_eq!(sq("d1").rank(), 0);
    // Rank 1 is White's side: White's back rank.
    let start = Position::start();
    assert_eq!(
        start.board().piece_at(sq("a1")),
        Some(Piece::new(Side::First, Kind::Rua))
    );
}

#[test]
fn mk_02_white_moves_first_and_each_khun_faces_the_other_sides_met() {
    let start = Position::start();
    assert_eq!(start.side_to_move(), Side::First);
    let b = start.board();
    assert_eq!(b.piece_at(sq("d1")).unwrap().kind, Kind::Khun);
    assert_eq!(b.piece_at(sq("d8")).unwrap().kind, Kind::Met);
    assert_eq!(b.piece_at(sq("e8")).unwrap().kind, Kind::Khun);
    assert_eq!(b.piece_at(sq("e1")).unwrap().kind, Kind::Met);
    // 8 Bia pushes, 2 moves of each Ma, and Met, Khon and Khun steps into rank 2.
    assert_eq!(b.legal_moves().len(), 23);
}

#[test]
fn mk_03_players_alternate_and_a_capture_removes_the_piece() {
    let mut g = MakrukGame::new();
    g.play(mv("e3e4")).unwrap();
    assert_eq!(g.position().side_to_move(), Side::Second);
    // White may not move twice.
    assert!(g.play(mv("d3d4")).is_err());
    g.play(mv("d6d5")).unwrap();
    let before = g.position().board().count_side(Side::Second);
    g.play(mv("e4d5")).unwrap();
    let b = g.position().board();
    assert_eq!(b.count_side(Side::Second), before - 1);
    assert_eq!(
        b.piece_at(sq("d5")),
        Some(Piece::new(Side::First, Kind::Bia))
    );
    assert_eq!(b.piece_at(sq("e4")), None);
    // Own pieces cannot be captured.
    assert!(!g.position().board().is_legal(mv("c6b6")));
}

#[test]
fn each_piece_moves_as_the_table_says() {
    // Khun: one step in any of 8 directions.
    let fen = "7k/8/8/8/3K4/8/8/8 w - - 0 1";
    assert_eq!(
        targets(fen, "d4"),
        set(&["c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"])
    );
    // Met: one step diagonally.
    let fen = "7k/8/8/8/3M4/8/8/K7 w - - 0 1";
    assert_eq!(targets(fen, "d4"), set(&["c3", "e3", "c5", "e5"]));
    // Khon: one step diagonally or straight forward (up for White, down for Black).
    let fen = "7k/8/8/8/3S4/8/8/K7 w - - 0 1";
    assert_eq!(targets(fen, "d4"), set(&["c3", "e3", "c5", "e5", "d5"]));
    let fen = "7k/8/8/8/3s4/8/8/K7 b - - 0 1";
    assert_eq!(targets(fen, "d4"), set(&["c3", "e3", "c5", "e5", "d3"]));
    // Ma: jumps, over pieces too.
    let fen = "7k/8/8/2PPP3/2PNP3/2PPP3/8/K7 w - - 0 1";
    assert_eq!(
        targets(fen, "d4"),
        set(&["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"])
    );
    // Rua: any distance along rank or file, stopped by pieces, capturing the first
    // enemy piece.
    let fen = "7k/3s4/8/8/1P1R4/8/8/K7 w - - 0 1";
    assert_eq!(
        targets(fen, "d4"),
        set(&["c4", "e4", "f4", "g4", "h4", "d1", "d2", "d3", "d5", "d6", "d7"])
    );
    // Bia ngai: moves like a Met.
    let fen = "7k/8/8/8/3M~4/8/8/K7 w - - 0 1";
    assert_eq!(targets(fen, "d4"), set(&["c3", "e3", "c5", "e5"]));
}

#[test]
fn bia_steps_forward_captures_diagonally_forward_no_double_step_no_en_passant() {
    // From the start, one step only: no double step.
    assert_eq!(targets(&Position::start().to_fen(), "e3"), set(&["e4"]));
    // Blocked straight ahead, and a Bia does not capture straight ahead.
    let fen = "7k/8/8/8/3p4/3P4/8/K7 w - - 0 1";
    assert_eq!(targets(fen, "d3"), set(&[]));
    // Captures one step diagonally forward only (not backward, not sideways).
    let fen = "7k/8/8/8/2m~1m~3/2m~Pm~3/2m~1m~3/K7 w - - 0 1";
    assert_eq!(targets(fen, "d3"), set(&["c4", "d4", "e4"]));
    // Black moves down the board.
    let fen = "7k/8/8/3p4/2P1P3/8/8/K7 b - - 0 1";
    assert_eq!(targets(fen, "d5"), set(&["c4", "d4", "e4"]));
    // After Black's d6-d5 beside White's e5 there is no en passant capture on d6.
    let mut g = MakrukGame::from_position(pos("4k3/8/3p4/4P3/8/8/8/K7 b - - 0 1"));
    g.play(mv("d6d5")).unwrap();
    let moves: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
    assert!(!moves.iter().any(|m| m.starts_with("e5d")), "{moves:?}");
    assert!(moves.contains(&"e5e6m".to_string()));
}

#[test]
fn no_castling() {
    // Khun d1 with both Rua at home and nothing between: the Khun still only steps.
    let fen = "4k3/8/8/8/8/8/8/R2K3R w - - 0 1";
    assert_eq!(targets(fen, "d1"), set(&["c1", "c2", "d2", "e2", "e1"]));
    assert!(Position::from_fen("4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1").is_err());
}

#[test]
fn mk_04_bia_promotes_on_the_sixth_rank_by_move_or_capture_compulsorily() {
    let fen = "4k3/8/1n6/2P5/8/8/8/4K3 w - - 0 1";
    let p = pos(fen);
    let moves: BTreeSet<String> = p
        .board()
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == sq("c5"))
        .map(|m| m.to_string())
        .collect();
    // Both the step and the capture promote; the unpromoted forms are not moves.
    assert_eq!(moves, set(&["c5b6m", "c5c6m"]));
    assert!(!p.board().is_legal(mv("c5c6")));
    for m in ["c5c6m", "c5b6m"] {
        let mut q = p;
        q.play(Turn::plain(mv(m))).unwrap();
        let to = mv(m).to();
        assert_eq!(
            q.board().piece_at(to),
            Some(Piece::new(Side::First, Kind::BiaNgai)),
            "{m}"
        );
        assert_eq!(q.board().count(Side::First, Kind::Bia), 0);
    }
    // A Bia on rank 4 does not promote (no m), Black promotes on rank 3.
    let p = pos("4k3/8/8/8/3p4/2P5/8/4K3 w - - 0 1");
    assert!(p.board().is_legal(mv("c3c4")));
    assert!(!p.board().is_legal(mv("c3c4m")));
    let p = pos("4k3/8/8/8/3p4/2P5/8/4K3 b - - 0 1");
    let moves = uci_moves(p.board());
    assert!(moves.contains("d4d3m"));
    assert!(moves.contains("d4c3m"));
    // Several promoted Bia on one side.
    let mut g = MakrukGame::from_position(pos("4k3/8/8/P1P5/8/8/8/4K3 w - - 0 1"));
    for m in ["a5a6m", "e8e7", "c5c6m"] {
        g.play(mv(m)).unwrap();
    }
    assert_eq!(g.position().board().count(Side::First, Kind::BiaNgai), 2);
    // Promoted, it moves like a Met (and never promotes again).
    assert_eq!(
        targets(&g.position().to_fen().replace(" b ", " w "), "c6"),
        set(&["b5", "d5", "b7", "d7"])
    );
}

#[test]
fn mk_05_no_move_may_leave_ones_own_khun_in_check() {
    // The Khun may not step onto an attacked square (the Rua's rank 2), nor next to
    // the other Khun (rank 4).
    let fen = "8/8/8/3k4/8/3K4/r7/8 w - - 0 1";
    assert_eq!(targets(fen, "d3"), set(&["c3", "e3"]));
    // A pinned piece may not leave the line (the Ma on e2 is pinned by the Rua e8).
    let fen = "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1";
    assert_eq!(targets(fen, "e2"), set(&[]));
    // In check, only moves that end the check: capture the checker, block, or step away.
    let fen = "4r2k/8/8/8/8/8/2N5/R3K3 w - - 0 1";
    let p = pos(fen);
    assert!(p.board().is_check());
    assert_eq!(
        uci_moves(p.board()),
        set(&["c2e3", "e1d1", "e1d2", "e1f1", "e1f2"]),
        "block with the Ma or step aside"
    );
    // The Khun may not take a protected piece, and may take an unprotected one.
    let fen = "7k/8/8/8/8/4m3/3r4/3K4 w - - 0 1";
    assert_eq!(targets(fen, "d1"), set(&["c1", "e1"]));
    let fen = "7k/8/8/8/8/8/3r4/3K4 w - - 0 1";
    assert!(targets(fen, "d1").contains("d2"));
    // A Rua's attack goes on through the square the Khun leaves.
    let fen = "7k/8/8/8/8/8/8/r2K4 w - - 0 1";
    assert!(!targets(fen, "d1").contains("e1"));
}

#[test]
fn mk_06_checkmate_loses() {
    let mut g = MakrukGame::from_position(pos("k7/8/1K6/8/8/8/8/7R w - - 0 1"));
    g.play(mv("h1h8")).unwrap();
    assert!(g.position().board().is_check());
    assert!(g.legal_moves().is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Side::First,
            reason: "checkmate"
        }
    );
    // Black mates too: a Ma's check that nothing can answer.
    let p = pos("7k/8/8/8/8/8/SSn5/KR6 w - - 0 1");
    assert_eq!(
        p.outcome(),
        Outcome::Win {
            winner: Side::Second,
            reason: "checkmate"
        }
    );
    // Further moves are refused.
    assert!(g.play(mv("a8a7")).is_err());
}

#[test]
fn mk_07_stalemate_is_a_draw() {
    let p = pos("k7/2M5/K7/8/8/8/8/8 b - - 0 1");
    assert!(!p.board().is_check());
    assert!(p.board().legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Outcome::Draw {
            reason: "stalemate"
        }
    );
    // With Bia left (no count runs), and reached by a move.
    let mut g = MakrukGame::from_position(pos("7k/5K2/8/7M/P7/8/8/8 w - - 0 1"));
    assert_eq!(g.outcome(), Outcome::Ongoing);
    g.play(mv("h5g6")).unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: "stalemate"
        }
    );
}

#[test]
fn undo_takes_back_turns() {
    let mut g = MakrukGame::new();
    g.play(mv("e3e4")).unwrap();
    g.play(mv("d6d5")).unwrap();
    assert_eq!(g.undo(), Some(Turn::plain(mv("d6d5"))));
    assert_eq!(g.turns().len(), 1);
    assert_eq!(g.undo(), Some(Turn::plain(mv("e3e4"))));
    assert_eq!(g.undo(), None);
    assert_eq!(*g.position(), Position::start());
}
