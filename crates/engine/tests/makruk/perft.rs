//! Makruk move generation (MK-1..7) by perft and by comparison with a slow reference.
//!
//! The reference below is written from the rule book alone, independently of the engine:
//! a mailbox board, pseudo-legal moves by (file, rank) steps, and legality by making the
//! move and looking whether any enemy piece could then step onto the own Khun. It is slow
//! and obvious; the engine's bitboard generator must agree with it everywhere.

use crate::common::uci_moves;
use std::collections::BTreeSet;
use ttakji_engine::makruk::{Board, Position, Square, START_FEN};
use ttakji_engine::rng::Rng;
use ttakji_engine::Side;

/// `go perft N` of Fairy-Stockfish (variant `makruk`, `position startpos`), depths 1-6.
const START_PERFT: [u64; 6] = [23, 529, 12_012, 273_026, 6_223_994, 142_078_049];

/// The positions of `data/makruk-perft.txt`, chosen for what they test, with their perft
/// to depth 5 as Fairy-Stockfish counts them: (name, FEN, counts for depths 1-5). The
/// reference generator below computes the shallower depths again on its own.
fn positions() -> Vec<(&'static str, &'static str, Vec<u64>)> {
    let rows: Vec<_> = include_str!("../data/makruk-perft.txt")
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let [name, fen, counts] = l.split("; ").collect::<Vec<_>>()[..] else {
                panic!("not name; FEN; counts: {l}")
            };
            let counts: Vec<u64> = counts.split(' ').map(|n| n.parse().unwrap()).collect();
            assert_eq!(counts.len(), 5, "{name}: depths 1 to 5");
            (name, fen, counts)
        })
        .collect();
    assert_eq!(rows.len(), 6, "the positions of data/makruk-perft.txt");
    rows
}

/// Asserts `perft(depth)` against `counts` (depth 1 first) for depths 1 to `deepest`.
fn assert_perft(what: &str, counts: &[u64], deepest: u32, perft: impl Fn(u32) -> u64) {
    for depth in 1..=deepest {
        let want = counts[depth as usize - 1];
        assert_eq!(perft(depth), want, "{what}, depth {depth}");
    }
}

#[test]
fn start_position_perft_matches_fairy_stockfish() {
    let start = Position::from_fen(START_FEN).expect("the start FEN reads");
    assert_eq!(start, Position::start());
    // Depth 5 takes 35 ms and depth 6 half a second in release; both are skipped in
    // unoptimised builds.
    let deepest = if cfg!(debug_assertions) { 4 } else { 6 };
    assert_perft("start", &START_PERFT, deepest, |d| start.board().perft(d));
}

#[test]
fn reference_generator_agrees_with_fairy_stockfish_on_the_start_position() {
    let start = reference::Board::from_fen(START_FEN);
    let deepest = if cfg!(debug_assertions) { 3 } else { 4 };
    assert_perft("start, reference", &START_PERFT, deepest, |d| {
        start.perft(d)
    });
}

#[test]
fn perft_of_positions_with_pins_checks_and_promotions() {
    let deepest = if cfg!(debug_assertions) { 3 } else { 5 };
    for (name, fen, counts) in positions() {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(pos.to_fen(), fen, "{name}: FEN round trip");
        assert_perft(name, &counts, deepest, |d| pos.board().perft(d));
        let slow = reference::Board::from_fen(fen);
        let what = format!("{name}, reference");
        assert_perft(&what, &counts, 3, |d| slow.perft(d));
    }
}

#[test]
fn divide_splits_perft_by_first_move() {
    let start = Position::start();
    let split = start.board().divide(3);
    assert_eq!(split.len(), 23);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), START_PERFT[2]);
    let names: Vec<String> = split.iter().map(|(m, _)| m.to_string()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
}

/// The engine's legal moves (as UCI text) and check flag against the reference's.
fn compare(fen: &str, what: &str) {
    let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{what}: {fen}: {e}"));
    let fast = uci_moves(pos.board());
    let slow_board = reference::Board::from_fen(fen);
    let slow: BTreeSet<String> = slow_board.legal_moves().into_iter().collect();
    assert_eq!(fast, slow, "{what}: legal moves of {fen}");
    assert_eq!(
        pos.board().is_check(),
        slow_board.in_check(),
        "{what}: check in {fen}"
    );
    assert_eq!(
        pos.board().count_legal_moves(),
        slow.len() as u64,
        "{what}: move count of {fen}"
    );
    for m in pos.board().legal_moves() {
        assert!(pos.board().is_legal(m), "{what}: {m} in {fen}");
        assert_eq!(pos.board().find_move(m.from(), m.to()), Some(m));
    }
}

#[test]
fn legal_moves_agree_with_the_reference_over_random_games() {
    let mut rng = Rng::new(2024);
    let mut positions = 0;
    for game in 0..120 {
        let mut board = Board::start();
        for _ in 0..200 {
            let fen = Position::from_fen(&fen_of(&board))
                .expect("a played board reads back")
                .to_fen();
            compare(&fen, &format!("game {game}"));
            positions += 1;
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            board.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    assert!(positions > 10_000, "{positions}");
}

#[test]
fn legal_moves_and_perft_agree_with_the_reference_on_random_boards() {
    let mut rng = Rng::new(77);
    let mut tried = 0;
    let mut checked = 0;
    while checked < 3000 {
        tried += 1;
        assert!(tried < 100_000);
        let fen = random_board(&mut rng);
        // Boards where the side not to move is in check are refused; skip them.
        let Ok(pos) = Position::from_fen(&fen) else {
            continue;
        };
        compare(&fen, "random board");
        if checked % 20 == 0 {
            let slow = reference::Board::from_fen(&fen);
            assert_eq!(pos.board().perft(3), slow.perft(3), "perft 3 of {fen}");
        }
        checked += 1;
    }
}

/// A random legal-looking board: both Khun and up to 14 other pieces, any kinds, Bia
/// only where a Bia can stand.
fn random_board(rng: &mut Rng) -> String {
    let mut cells: [Option<char>; 64] = [None; 64];
    let mut free: Vec<usize> = (0..64).collect();
    let mut place = |c: char, rng: &mut Rng, cells: &mut [Option<char>; 64]| {
        for _ in 0..10 {
            let i = rng.below(free.len());
            let sq = free[i];
            let rank = sq / 8;
            let ok = match c {
                'P' => rank < 5,
                'p' => rank > 2,
                _ => true,
            };
            if ok {
                free.swap_remove(i);
                cells[sq] = Some(c);
                return;
            }
        }
    };
    place('K', rng, &mut cells);
    place('k', rng, &mut cells);
    let n = rng.below(15);
    const KINDS: [char; 12] = ['P', 'p', 'N', 'n', 'S', 's', 'R', 'r', 'M', 'm', 'P', 'p'];
    for _ in 0..n {
        let c = KINDS[rng.below(KINDS.len())];
        place(c, rng, &mut cells);
    }
    let mut fen = placement(|file, rank| {
        let c = cells[rank * 8 + file]?;
        // Some Met are promoted Bia.
        let promoted = (c == 'M' || c == 'm') && rng.below(2) == 0;
        Some(if promoted {
            format!("{c}~")
        } else {
            c.to_string()
        })
    });
    fen.push_str(if rng.below(2) == 0 { " w" } else { " b" });
    fen.push_str(" - - 0 1");
    fen
}

/// A FEN placement (rank 8 first) from the text of the piece on each (file, rank), `None`
/// where the square is empty.
fn placement(mut piece: impl FnMut(usize, usize) -> Option<String>) -> String {
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let Some(text) = piece(file, rank) else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                fen.push_str(&empty.to_string());
                empty = 0;
            }
            fen.push_str(&text);
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen
}

/// The FEN placement and side of an engine board, written here from `piece_at` (and the
/// pieces' own spelling) so that the random games do not depend on the engine's FEN writer.
fn fen_of(board: &Board) -> String {
    let s = placement(|file, rank| {
        let sq = Square::new(file as u8, rank as u8).unwrap();
        board.piece_at(sq).map(|p| p.to_string())
    });
    let side = if board.side_to_move() == Side::First {
        "w"
    } else {
        "b"
    };
    format!("{s} {side} - - 0 1")
}

/// The slow reference: a mailbox board and the rule book's piece moves.
mod reference {
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    enum K {
        Bia,
        Met, // Met or promoted Bia: they move alike
        Khon,
        Ma,
        Rua,
        Khun,
    }

    #[derive(Clone, Copy, Debug)]
    struct P {
        white: bool,
        kind: K,
    }

    #[derive(Clone, Debug)]
    pub struct Board {
        cells: [[Option<P>; 8]; 8], // [rank][file]
        white_to_move: bool,
    }

    fn on(f: i32, r: i32) -> bool {
        (0..8).contains(&f) && (0..8).contains(&r)
    }

    impl Board {
        pub fn from_fen(fen: &str) -> Board {
            let mut parts = fen.split(' ');
            let placement = parts.next().unwrap();
            let mut cells = [[None; 8]; 8];
            for (i, row) in placement.split('/').enumerate() {
                let rank = 7 - i;
                let mut file = 0;
                for c in row.chars() {
                    if let Some(d) = c.to_digit(10) {
                        file += d as usize;
                        continue;
                    }
                    if c == '~' {
                        continue;
                    }
                    let kind = match c.to_ascii_lowercase() {
                        'p' => K::Bia,
                        'm' => K::Met,
                        's' => K::Khon,
                        'n' => K::Ma,
                        'r' => K::Rua,
                        'k' => K::Khun,
                        _ => panic!("piece {c}"),
                    };
                    cells[rank][file] = Some(P {
                        white: c.is_ascii_uppercase(),
                        kind,
                    });
                    file += 1;
                }
            }
            Board {
                cells,
                white_to_move: parts.next() == Some("w"),
            }
        }

        fn at(&self, f: i32, r: i32) -> Option<P> {
            self.cells[r as usize][f as usize]
        }

        /// Squares (file, rank) the piece on (f, r) attacks or moves to, ignoring whose
        /// pieces stand there; Bia pushes are separate.
        fn reach(&self, f: i32, r: i32, p: P) -> Vec<(i32, i32)> {
            let fwd = if p.white { 1 } else { -1 };
            let steps: Vec<(i32, i32)> = match p.kind {
                K::Khun => vec![
                    (-1, -1),
                    (0, -1),
                    (1, -1),
                    (-1, 0),
                    (1, 0),
                    (-1, 1),
                    (0, 1),
                    (1, 1),
                ],
                K::Met => vec![(-1, -1), (1, -1), (-1, 1), (1, 1)],
                K::Khon => vec![(-1, -1), (1, -1), (-1, 1), (1, 1), (0, fwd)],
                K::Ma => vec![
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2),
                ],
                K::Bia => vec![(-1, fwd), (1, fwd)],
                K::Rua => {
                    let mut out = Vec::new();
                    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        let (mut x, mut y) = (f + df, r + dr);
                        while on(x, y) {
                            out.push((x, y));
                            if self.at(x, y).is_some() {
                                break;
                            }
                            x += df;
                            y += dr;
                        }
                    }
                    return out;
                }
            };
            steps
                .into_iter()
                .map(|(df, dr)| (f + df, r + dr))
                .filter(|&(x, y)| on(x, y))
                .collect()
        }

        fn attacked_by(&self, f: i32, r: i32, white: bool) -> bool {
            for y in 0..8 {
                for x in 0..8 {
                    if let Some(p) = self.at(x, y) {
                        if p.white == white && self.reach(x, y, p).contains(&(f, r)) {
                            return true;
                        }
                    }
                }
            }
            false
        }

        fn khun(&self, white: bool) -> (i32, i32) {
            for y in 0..8 {
                for x in 0..8 {
                    if let Some(p) = self.at(x, y) {
                        if p.white == white && p.kind == K::Khun {
                            return (x, y);
                        }
                    }
                }
            }
            panic!("no Khun")
        }

        pub fn in_check(&self) -> bool {
            let (f, r) = self.khun(self.white_to_move);
            self.attacked_by(f, r, !self.white_to_move)
        }

        /// Legal moves as (UCI text, board after).
        fn moves(&self) -> Vec<(String, Board)> {
            let us = self.white_to_move;
            let mut out = Vec::new();
            for r in 0..8 {
                for f in 0..8 {
                    let Some(p) = self.at(f, r) else { continue };
                    if p.white != us {
                        continue;
                    }
                    let mut targets: Vec<(i32, i32)> = self
                        .reach(f, r, p)
                        .into_iter()
                        .filter(|&(x, y)| match self.at(x, y) {
                            None => p.kind != K::Bia, // a Bia only captures diagonally
                            Some(q) => q.white != us,
                        })
                        .collect();
                    if p.kind == K::Bia {
                        let y = r + if us { 1 } else { -1 };
                        if on(f, y) && self.at(f, y).is_none() {
                            targets.push((f, y));
                        }
                    }
                    for (x, y) in targets {
                        let mut next = self.clone();
                        next.cells[r as usize][f as usize] = None;
                        // MK-4: a Bia reaching its sixth rank becomes a Met-like piece.
                        let promotes = p.kind == K::Bia && y == if us { 5 } else { 2 };
                        let moved = if promotes {
                            P {
                                white: us,
                                kind: K::Met,
                            }
                        } else {
                            p
                        };
                        next.cells[y as usize][x as usize] = Some(moved);
                        next.white_to_move = !us;
                        // MK-5: never leave one's own Khun attacked.
                        let (kf, kr) = next.khun(us);
                        if next.attacked_by(kf, kr, !us) {
                            continue;
                        }
                        let name =
                            |f: i32, r: i32| format!("{}{}", (b'a' + f as u8) as char, r + 1);
                        let mut uci = format!("{}{}", name(f, r), name(x, y));
                        if promotes {
                            uci.push('m');
                        }
                        out.push((uci, next));
                    }
                }
            }
            out
        }

        pub fn legal_moves(&self) -> Vec<String> {
            self.moves().into_iter().map(|(m, _)| m).collect()
        }

        pub fn perft(&self, depth: u32) -> u64 {
            if depth == 0 {
                return 1;
            }
            self.moves()
                .into_iter()
                .map(|(_, b)| b.perft(depth - 1))
                .sum()
        }
    }
}
