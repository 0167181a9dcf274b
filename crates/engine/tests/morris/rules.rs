//! The Morris rules, one test (or more) per rule of `shared/rules/morris.md`: NMM-1..13 for
//! Nine Men's Morris and TIG-1..19 for Tigadi, on constructed positions and short games.
//!
//! Positions are written with `setup(variant, white, black, "<side> <hands> <quiet> <ply>")`
//! and `moving(variant, white, black, side)` (movement phase); `W`/white is the first player,
//! `B`/black the second. Expected move lists are derived by hand from the rule book's drawing.

use super::common::*;
use ttakji_engine::morris::{MorrisGame, MorrisKind, Move, Point, Position, Variant, WhenBlocked};
use ttakji_engine::rng::Rng;
use ttakji_engine::{Outcome, Side};

/// Eighteen placements that close no mill on either board (NMM and Tigadi), ending with
/// white `a7 d7 a4 d6 c5 f2 g1 e4 b2`, black `a1 d1 g4 f6 b6 c3 e5 d3 b4`, empty
/// `g7 f4 e3 d5 c4 d2`.
const QUIET_PLACEMENT: [&str; 18] = [
    "a7", "a1", "d7", "d1", "a4", "g4", "d6", "f6", "c5", "b6", "f2", "c3", "g1", "e5", "e4", "d3",
    "b2", "b4",
];

/// After `QUIET_PLACEMENT`: four plies that bring the board back, closing no mill.
const SHUTTLE: [&str; 4] = ["d7-g7", "d1-d2", "g7-d7", "d2-d1"];

fn win(winner: Side, reason: &'static str) -> Outcome {
    Outcome::Win { winner, reason }
}

fn draw(reason: &'static str) -> Outcome {
    Outcome::Draw { reason }
}

/// Plays `m` on a copy and says whether `play` accepted it.
fn accepts(p: &Position, m: &str) -> bool {
    let mut q = *p;
    q.play(mv(m)).is_ok()
}

fn names(set: u32) -> Vec<&'static str> {
    Point::all()
        .filter(|p| set & (1 << p.index()) != 0)
        .map(|p| p.name())
        .collect()
}

// ---------------------------------------------------------------------------------------
// Shared checks used by the NMM and the Tigadi tests.

/// The geometry of a variant is exactly the rule book's lines, and adjacency is exactly
/// "next to each other on a drawn line".
fn check_geometry(v: &'static Variant, lines: usize, pairs: usize) {
    let g = v.geometry;
    assert_eq!(g.line_masks().len(), lines);
    assert_eq!(g.lines().count(), lines);
    let mut engine_lines: Vec<Vec<&str>> = g
        .lines()
        .map(|l| {
            let mut n: Vec<&str> = l.iter().map(|p| p.name()).collect();
            n.sort();
            n
        })
        .collect();
    engine_lines.sort();
    let mut book_lines: Vec<Vec<&str>> = rule_lines(v.kind)
        .iter()
        .map(|l| {
            let mut n = l.to_vec();
            n.sort();
            n
        })
        .collect();
    book_lines.sort();
    assert_eq!(
        engine_lines, book_lines,
        "{:?}: lines differ from the rule book",
        v.kind
    );

    let mut engine_pairs: Vec<(&str, &str)> =
        g.edges().map(|(a, b)| (a.name(), b.name())).collect();
    engine_pairs.sort();
    engine_pairs.dedup();
    assert_eq!(engine_pairs.len(), pairs);
    let mut book_pairs: Vec<(&str, &str)> = rule_lines(v.kind)
        .iter()
        .flat_map(|l| [(l[0], l[1]), (l[1], l[2])])
        .map(|(a, b)| if pt(a) < pt(b) { (a, b) } else { (b, a) })
        .collect();
    book_pairs.sort();
    assert_eq!(
        engine_pairs, book_pairs,
        "{:?}: adjacency differs from the rule book",
        v.kind
    );
    // Adjacency is symmetric and agrees between the three accessors.
    for p in Point::all() {
        let mask = g.adjacent_mask(p);
        let listed: u32 = g.neighbours(p).fold(0, |m, q| m | (1 << q.index()));
        assert_eq!(mask, listed);
        assert_eq!(mask & (1 << p.index()), 0, "{p} is its own neighbour");
        for q in g.neighbours(p) {
            assert!(
                g.adjacent_mask(q) & (1 << p.index()) != 0,
                "{p}-{q} is one-way"
            );
        }
        let through = g.lines_through(p).len();
        let expected = rule_lines(v.kind)
            .iter()
            .filter(|l| l.contains(&p.name()))
            .count();
        assert_eq!(through, expected, "lines through {p}");
    }
}

/// Every line of the variant is a mill, and nothing else is: with two white pieces on
/// two points of a line, placing on the third (and only there) removes.
fn check_mills_are_exactly_lines(v: &'static Variant) {
    for line in rule_lines(v.kind) {
        for k in 0..3 {
            let third = line[k];
            let two: Vec<&str> = line.iter().copied().filter(|n| *n != third).collect();
            let black: Vec<&str> = Point::all()
                .map(|p| p.name())
                .filter(|n| !line.contains(n))
                .take(2)
                .collect();
            let p = setup(v, &two.join(" "), &black.join(" "), "w 6 6 0 6");
            let with_removal: Vec<String> = move_strings(&p)
                .into_iter()
                .filter(|m| m.contains('x'))
                .collect();
            let mut expected: Vec<String> = black.iter().map(|b| format!("{third}x{b}")).collect();
            expected.sort();
            assert_eq!(with_removal, expected, "{:?} line {line:?}", v.kind);
            assert!(
                !accepts(&p, third),
                "{third} closes {line:?} and must remove"
            );
        }
    }
}

/// Placement: players alternate, only placements are legal, each takes one piece from
/// hand, eighteen in all, then only slides (NMM-3, TIG-3).
fn check_placement_phase(v: &'static Variant) {
    let mut p = Position::start(v);
    for (i, m) in QUIET_PLACEMENT.iter().enumerate() {
        let side = if i % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        assert_eq!(p.side_to_move(), side, "placement {i}");
        assert!(p.is_placement());
        let legal = p.legal_moves();
        assert!(
            legal.iter().all(|m| matches!(m, Move::Place { .. })),
            "{legal:?}"
        );
        let targets = legal
            .iter()
            .fold(0u32, |b, m| b | 1 << m.to().unwrap().index());
        let empty = !(p.pieces(Side::First) | p.pieces(Side::Second)) & 0xFF_FFFF;
        assert_eq!(targets, empty, "any empty point, and only those");
        assert!(legal.contains(&mv(m)), "{m} closes no mill");
        // No piece moves in this phase: a slide of an own piece to an empty neighbour is
        // refused.
        for from in Point::all().filter(|q| p.at(*q) == Some(side)) {
            for to in v.geometry.neighbours(from).filter(|q| p.at(*q).is_none()) {
                assert!(
                    !accepts(&p, &format!("{from}-{to}")),
                    "{from}-{to} during placement"
                );
            }
        }
        assert!(!accepts(&p, "pass"));
        let hands = (p.in_hand(side), p.in_hand(side.other()));
        play(&mut p, m);
        assert_eq!(p.in_hand(side), hands.0 - 1);
        assert_eq!(p.in_hand(side.other()), hands.1);
        assert_eq!(p.at(pt(m)), Some(side));
        assert_eq!(p.ply(), i as u32 + 1);
        assert_eq!(p.outcome(), Outcome::Ongoing);
    }
    assert_eq!((p.in_hand(Side::First), p.in_hand(Side::Second)), (0, 0));
    assert_eq!((p.on_board(Side::First), p.on_board(Side::Second)), (9, 9));
    assert!(!p.is_placement());
    assert_eq!(p.side_to_move(), Side::First);
    let legal = p.legal_moves();
    assert!(!legal.is_empty());
    assert!(
        legal.iter().all(|m| matches!(m, Move::Step { .. })),
        "{legal:?}"
    );
    for to in Point::all().filter(|q| p.at(*q).is_none()) {
        assert!(!accepts(&p, to.name()), "placing {to} with an empty hand");
    }
}

/// The no-removal draw comes exactly at the variant's limit of movement plies, counted
/// from 0 (NMM-11: 50, TIG-17: 100), on a position without history.
fn check_quiet_limit(v: &'static Variant, limit: u32) {
    assert_eq!(v.quiet_move_limit, limit);
    let mut p = moving(v, "a1 d7 g4 b4", "c3 e5 f2 d2", 'w');
    let cycle = ["a1-d1", "e5-e4", "d1-a1", "e4-e5"];
    for i in 1..=limit {
        assert_eq!(p.outcome(), Outcome::Ongoing, "after {} quiet plies", i - 1);
        play(&mut p, cycle[(i as usize - 1) % 4]);
        assert_eq!(p.quiet_plies(), i);
    }
    assert_eq!(p.outcome(), draw("no-removal"));
    assert_eq!(p.outcome().to_string(), "draw no-removal");
    assert!(p.legal_moves().is_empty());
    assert!(!accepts(&p, cycle[limit as usize % 4]));

    // One ply before the limit, a removal resets the count and the game goes on...
    let before = setup(
        v,
        "a1 d1 g4 b4",
        "c3 e5 f2 d2",
        &format!("w 0 0 {} 80", limit - 1),
    );
    assert_eq!(before.outcome(), Outcome::Ongoing);
    let mut p = before;
    play(&mut p, "g4-g1xc3");
    assert_eq!(p.quiet_plies(), 0);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // ...while a quiet ply reaches it.
    let mut p = before;
    play(&mut p, "b4-a4");
    assert_eq!(p.quiet_plies(), limit);
    assert_eq!(p.outcome(), draw("no-removal"));
}

/// Both draw counts start once placement is over: placements leave the quiet counter at
/// 0 and never repeat; the first position after placement counts as the first occurrence
/// and its third occurrence (not its second) draws (NMM-11, TIG-17).
fn check_counts_start_after_placement_and_threefold(v: &'static Variant) {
    let mut g = MorrisGame::new(v);
    for m in QUIET_PLACEMENT {
        assert_eq!(g.repetitions(), 1);
        g.play(mv(m)).unwrap();
        assert_eq!(g.position().quiet_plies(), 0, "placements are not counted");
        assert_eq!(g.outcome(), Outcome::Ongoing);
    }
    let after_placement = g.position().to_text();
    assert_eq!(g.repetitions(), 1);
    // Expected occurrences of the current position after each ply of two shuttle cycles.
    let expected = [1, 1, 1, 2, 2, 2, 2, 3];
    for (i, want) in expected.iter().enumerate() {
        assert_eq!(
            g.outcome(),
            Outcome::Ongoing,
            "before shuttle ply {}",
            i + 1
        );
        g.play(mv(SHUTTLE[i % 4])).unwrap();
        assert_eq!(g.repetitions(), *want, "after shuttle ply {}", i + 1);
        assert_eq!(g.position().quiet_plies(), i as u32 + 1);
    }
    assert_eq!(
        g.position().to_text().split(' ').next(),
        after_placement.split(' ').next()
    );
    assert_eq!(g.outcome(), draw("repetition"));
    assert_eq!(g.outcome().to_string(), "draw repetition");
    assert!(g.legal_moves().is_empty());
    assert!(g.play(mv(SHUTTLE[0])).is_err());
    // The position alone does not know its history.
    assert_eq!(g.position().outcome(), Outcome::Ongoing);
    // Taking the last move back leaves two occurrences: play goes on.
    assert_eq!(g.undo(), Some(mv(SHUTTLE[3])));
    assert_eq!(g.outcome(), Outcome::Ongoing);
    assert!(g.legal_moves().contains(&mv(SHUTTLE[3])));
}

// ---------------------------------------------------------------------------------------
// Nine Men's Morris

/// NMM-1: 24 points, the 12 square sides and 4 spokes are the 16 lines, no diagonals, no
/// centre; 32 adjacent pairs.
#[test]
fn nmm_01_board_24_points_16_lines_32_pairs() {
    let mut names: Vec<&str> = Point::all().map(|p| p.name()).collect();
    names.sort();
    let mut book: Vec<&str> = OUTER.iter().chain(&MIDDLE).chain(&INNER).copied().collect();
    book.sort();
    assert_eq!(names, book);
    for (i, p) in Point::all().enumerate() {
        assert_eq!(p.index(), i);
        assert_eq!(Point::from_index(i), Some(p));
        assert_eq!(Point::parse(p.name()), Some(p));
        assert_eq!(p.to_string(), p.name());
    }
    assert_eq!(Point::from_index(24), None);
    for not_a_point in [
        "d4", "a2", "b1", "h1", "a0", "a8", "A1", "", "a", "a11", "d 4",
    ] {
        assert_eq!(Point::parse(not_a_point), None, "{not_a_point}");
    }
    check_geometry(nmm(), 16, 32);
    check_geometry(nmm_no_fly(), 16, 32);
    let g = nmm().geometry;
    for [a, b, c] in DIAGONALS {
        assert_eq!(
            g.adjacent_mask(pt(a)) & bit(b),
            0,
            "{a}-{b} is no line in NMM"
        );
        assert_eq!(
            g.adjacent_mask(pt(b)) & bit(c),
            0,
            "{b}-{c} is no line in NMM"
        );
    }
    // Square corners have two neighbours, midpoints of the middle square four, the other
    // midpoints three.
    let corners = "a1 g1 g7 a7 b2 f2 f6 b6 c3 e3 e5 c5";
    for p in Point::all() {
        let expected = if bits(corners) & (1 << p.index()) != 0 {
            2
        } else if ["d2", "f4", "d6", "b4"].contains(&p.name()) {
            4
        } else {
            3
        };
        assert_eq!(
            g.adjacent_mask(p).count_ones(),
            expected,
            "neighbours of {p}"
        );
    }
}

/// NMM-2: nine pieces each, all in hand, an empty board, White (the first player) moves
/// first.
#[test]
fn nmm_02_nine_pieces_in_hand_white_moves_first() {
    for v in [nmm(), nmm_no_fly()] {
        assert_eq!(v.kind, MorrisKind::NineMensMorris);
        assert_eq!(v.pieces, 9);
        assert_eq!(v.player_name(Side::First), "White");
        assert_eq!(v.player_name(Side::Second), "Black");
        let p = Position::start(v);
        assert_eq!(p.to_text(), ".../.../.../....../.../.../... w 9 9 0 0");
        assert_eq!(p.side_to_move(), Side::First);
        assert_eq!((p.in_hand(Side::First), p.in_hand(Side::Second)), (9, 9));
        assert_eq!((p.pieces(Side::First), p.pieces(Side::Second)), (0, 0));
        assert_eq!(p.outcome(), Outcome::Ongoing);
        let mut expected: Vec<String> = Point::all().map(|q| q.name().to_string()).collect();
        expected.sort();
        assert_eq!(move_strings(&p), expected);
        let g = MorrisGame::new(v);
        assert_eq!(g.position(), &p);
        assert_eq!(g.outcome(), Outcome::Ongoing);
    }
}

/// NMM-3: placement alternates, any empty point, 18 placements, nothing moves.
#[test]
fn nmm_03_placement_alternates_eighteen_placements_no_moving() {
    check_placement_phase(nmm());
    check_placement_phase(nmm_no_fly());
    // Any empty point, not only neighbours of own pieces.
    let p = setup(nmm(), "a1", "g7", "w 8 8 0 2");
    assert_eq!(p.legal_moves().len(), 22);
    assert!(accepts(&p, "e4"));
    assert!(!accepts(&p, "g7"), "occupied");
    assert!(!accepts(&p, "a1"), "occupied by own piece");
}

/// NMM-4: a mill completed by placing or by moving removes one opponent piece from the
/// board; it never returns to play. Mills are exactly the 16 lines.
#[test]
fn nmm_04_mill_by_placing_or_moving_removes_one_enemy_piece() {
    // By placing: a1 d1 + g1.
    let p = setup(nmm(), "a1 d1", "a7 d6", "w 7 7 0 4");
    assert_eq!(moves_starting(&p, "g1"), sorted(&["g1xa7", "g1xd6"]));
    assert!(!accepts(&p, "g1"), "the removal is part of the move");
    assert!(!accepts(&p, "g1xa1"), "never an own piece");
    assert!(!accepts(&p, "g1xb2"), "never an empty point");
    assert!(!accepts(&p, "b2xa7"), "no mill, no removal");
    let mut q = p;
    play(&mut q, "g1xd6");
    assert_eq!(q.pieces(Side::Second), bits("a7"));
    assert_eq!(q.pieces(Side::First), bits("a1 d1 g1"));
    assert_eq!((q.in_hand(Side::First), q.in_hand(Side::Second)), (6, 7));
    assert_eq!(
        q.total(Side::Second),
        8,
        "the removed piece is gone, not back in hand"
    );
    assert_eq!(q.side_to_move(), Side::Second);

    // By moving: d2-d1 closes a1-d1-g1.
    let p = moving(nmm(), "a1 g1 d2 f6", "a7 b4 c3 e5", 'w');
    assert_eq!(
        moves_starting(&p, "d2-d1"),
        sorted(&["d2-d1xa7", "d2-d1xb4", "d2-d1xc3", "d2-d1xe5"])
    );
    assert!(!accepts(&p, "d2-d1"));
    let mut q = p;
    play(&mut q, "d2-d1xb4");
    assert_eq!(q.pieces(Side::Second), bits("a7 c3 e5"));
    assert_eq!(q.pieces(Side::First), bits("a1 d1 g1 f6"));
    assert_eq!(q.in_hand(Side::Second), 0);
    assert!(q
        .legal_moves()
        .iter()
        .all(|m| matches!(m, Move::Step { .. })));

    check_mills_are_exactly_lines(nmm());
}

/// NMM-5: a piece in an opponent's mill may not be removed unless all of the opponent's
/// pieces on the board stand in mills. Three in a row without a drawn line, and
/// diagonals, are not mills.
#[test]
fn nmm_05_mill_pieces_protected_unless_all_in_mills() {
    // Black's a7-d7-g7 is a mill: only c3 can go.
    let p = setup(nmm(), "a1 d1 f4 e3", "a7 d7 g7 c3", "w 5 5 0 8");
    assert_eq!(moves_starting(&p, "g1"), sorted(&["g1xc3"]));
    assert!(!accepts(&p, "g1xd7"));

    // Every black piece in a mill (two of them): any may go.
    let p = moving(nmm(), "a1 d1 g4 f4", "a7 d7 g7 b2 d2 f2", 'w');
    assert_eq!(
        moves_starting(&p, "g4-g1"),
        sorted(&["g4-g1xa7", "g4-g1xb2", "g4-g1xd2", "g4-g1xd7", "g4-g1xf2", "g4-g1xg7"])
    );
    let with_removal: Vec<String> = move_strings(&p)
        .into_iter()
        .filter(|m| m.contains('x'))
        .collect();
    assert_eq!(
        with_removal.len(),
        6,
        "only g4-g1 closes a mill: {with_removal:?}"
    );

    // One free black piece more, and the protection is back for the other six.
    let p = moving(nmm(), "a1 d1 g4 f4", "a7 d7 g7 b2 d2 f2 c5", 'w');
    assert_eq!(moves_starting(&p, "g4-g1"), sorted(&["g4-g1xc5"]));

    // Not mills in NMM: c4 e4 f4 (across the centre), d2 d3 d5, the diagonal a1 b2 c3.
    let (white, black, rest) = ("c4 e4 d2 d3 a1 b2", "a7 g7 b6 g1 f2 d6", "w 3 3 0 12");
    let p = setup(nmm(), white, black, rest);
    for point in ["f4", "d5", "c3"] {
        assert_eq!(
            moves_starting(&p, point),
            sorted(&[point]),
            "{point} is no mill in NMM"
        );
    }
    // d1 does close d1-d2-d3 in the same position.
    assert!(moves_starting(&p, "d1")
        .iter()
        .all(|m| m.starts_with("d1x")));
    // In Tigadi the diagonal is a mill, the others still are not.
    let t = setup(tigadi(), white, black, rest);
    assert_eq!(moves_starting(&t, "c3").len(), 6);
    assert!(moves_starting(&t, "c3")
        .iter()
        .all(|m| m.starts_with("c3x")));
    assert_eq!(moves_starting(&t, "f4"), sorted(&["f4"]));
    assert_eq!(moves_starting(&t, "d5"), sorted(&["d5"]));
    // A diagonal "mill" protects nothing in NMM.
    let p = moving(nmm(), "a1 d1 g4 f4", "a7 b6 c5 d5", 'w');
    assert_eq!(moves_starting(&p, "g4-g1").len(), 4);
}

/// NMM-6: after placement a move slides one own piece along a line to an adjacent empty
/// point; no jumping, no unconnected points.
#[test]
fn nmm_06_movement_slides_to_adjacent_empty_points() {
    for v in [nmm(), nmm_no_fly()] {
        let p = moving(v, "d7 a1 g1 c4", "d6 a4 g7 b4", 'w');
        assert_eq!(
            move_strings(&p),
            sorted(&["a1-d1", "c4-c3", "c4-c5", "d7-a7", "g1-d1", "g1-g4"])
        );
        for bad in [
            "d7-d5", // jumps over d6
            "c4-e4", // no line across the centre
            "a1-b2", // no diagonal in NMM
            "d7-d6", // occupied
            "g1-g7", // two points away
            "a1-a7", // two points away
            "b4-b6", // not own piece
            "e4-e5", // no piece there
            "a1",    // placement with an empty hand
            "pass",  // no pass in NMM
        ] {
            assert!(!accepts(&p, bad), "{bad}");
        }
        let mut q = p;
        play(&mut q, "g1-g4");
        assert_eq!(q.pieces(Side::First), bits("d7 a1 g4 c4"));
        assert_eq!(q.pieces(Side::Second), p.pieces(Side::Second));
    }
}

/// NMM-7 and TIG-13: moving a piece out of a mill and back later closes the mill again
/// and removes again, each time ("running mill"); in Tigadi here on a diagonal.
#[test]
fn nmm_07_tig_13_running_mill_removes_each_time_it_closes() {
    let cases = [
        // No Black piece stands in a mill: each one may be taken.
        (
            "NMM-7",
            moving(nmm(), "a1 d1 g1 f6", "a4 b6 c3 e5 f2 d6", 'w'),
            "g1-g4 c3-c4 g4-g1xe5 c4-c3 g1-g4 c3-c4 g4-g1xf2",
            true,
            "a4 b6 c4 d6",
        ),
        // Black's a7 d7 g7 is a mill: those three cannot be taken (TIG-11).
        (
            "TIG-13",
            moving(tigadi(), "a1 b2 c3 g4", "a7 d7 g7 e5 f2 d5", 'w'),
            "c3-c4 e5-e4 c4-c3xf2 e4-e5 c3-c4 e5-e4 c4-c3xd5",
            false,
            "a7 d7 g7 e4",
        ),
    ];
    for (rule, start, script, every_piece_removable, black_left) in cases {
        let g = play_running_mill(rule, start, script, every_piece_removable);
        assert_eq!(
            g.position().pieces(Side::Second),
            bits(black_left),
            "{rule}"
        );
        assert_eq!(g.outcome(), Outcome::Ongoing, "{rule}");
    }
}

/// Plays the moves of `script` from `start` (White moving, Black replying): a move that
/// removes (`...xe5`) closes a mill (every move closing it there removes; one per Black
/// piece when `every_piece_removable`) and takes exactly that piece, the others take
/// nothing.
fn play_running_mill(
    rule: &str,
    start: Position,
    script: &str,
    every_piece_removable: bool,
) -> MorrisGame {
    let mut g = MorrisGame::from_position(start);
    for m in script.split(' ') {
        let before = *g.position();
        let (step, removed) = m.split_once('x').unzip();
        if let Some(step) = step {
            let closing = moves_starting(&before, step);
            assert!(!closing.is_empty(), "{rule}: {m}");
            assert!(
                closing.iter().all(|c| c.contains('x')),
                "{rule}: {closing:?}"
            );
            if every_piece_removable {
                let n = before.on_board(Side::Second);
                assert_eq!(closing.len() as u32, n, "{rule}: {closing:?}");
            }
        }
        g.play(mv(m))
            .unwrap_or_else(|e| panic!("{rule}: {e}: {:?}", strings(&g.legal_moves())));
        let lost = before.on_board(Side::Second) - g.position().on_board(Side::Second);
        assert_eq!(lost, removed.is_some() as u32, "{rule}: {m}");
        if let Some(r) = removed {
            assert_eq!(g.position().at(pt(r)), None, "{rule}: {m}");
        }
    }
    g
}

/// NMM-8: a player with exactly three pieces may move to any empty point; flying is a
/// setting of the game.
#[test]
fn nmm_08_flying_with_exactly_three_pieces_is_a_setting() {
    assert!(nmm().flying);
    assert!(!nmm_no_fly().flying);
    assert_eq!(Variant::nine_mens_morris(true), *nmm());
    assert_eq!(Variant::nine_mens_morris(false), *nmm_no_fly());

    let (white, black) = ("a1 d7 g4", "b2 d2 f4 c5 e3");
    let p = moving(nmm(), white, black, 'w');
    assert!(p.can_fly(Side::First));
    let empty: Vec<Point> = Point::all().filter(|q| p.at(*q).is_none()).collect();
    let mut expected: Vec<String> = ["a1", "d7", "g4"]
        .iter()
        .flat_map(|f| empty.iter().map(move |t| format!("{f}-{t}")))
        .collect();
    expected.sort();
    assert_eq!(expected.len(), 48);
    assert_eq!(
        move_strings(&p),
        expected,
        "any empty point, no mill possible"
    );
    assert!(accepts(&p, "a1-e5"));

    let p = moving(nmm_no_fly(), white, black, 'w');
    assert!(!p.can_fly(Side::First));
    assert_eq!(
        move_strings(&p),
        sorted(&["a1-a4", "a1-d1", "d7-a7", "d7-d6", "d7-g7", "g4-g1", "g4-g7"])
    );
    assert!(!accepts(&p, "a1-e5"));

    // Four pieces never fly, whatever the setting.
    let four = moving(nmm(), "a1 d7 g4 c4", black, 'w');
    assert!(!four.can_fly(Side::First));
    assert_eq!(
        move_strings(&four),
        move_strings(&moving(nmm_no_fly(), "a1 d7 g4 c4", black, 'w'))
    );

    // A flight that closes a mill removes.
    let p = moving(nmm(), "a1 d1 g7", black, 'w');
    assert_eq!(moves_starting(&p, "g7-g1").len(), 5);
    assert!(moves_starting(&p, "g7-g1").iter().all(|m| m.contains('x')));
    assert!(moves_starting(&moving(nmm_no_fly(), "a1 d1 g7", black, 'w'), "g7-g1").is_empty());

    // Only the side with three pieces flies; black flies on its own turn.
    let p = moving(nmm(), "a1 d1 g7 c4", "b2 f4 c5", 'b');
    assert!(p.can_fly(Side::Second) && !p.can_fly(Side::First));
    assert_eq!(p.legal_moves().len(), 3 * 17);
    let p = moving(nmm(), "a1 d1 g7 c4", "b2 f4 c5", 'w');
    assert!(!accepts(&p, "a1-e5"));
}

/// NMM-9: a player reduced to two pieces loses; pieces in hand count (board + hand).
#[test]
fn nmm_09_two_pieces_lose_counting_pieces_in_hand() {
    let mut p = moving(nmm(), "a1 d1 g4 f6", "a7 c3 e5", 'w');
    assert_eq!(p.outcome(), Outcome::Ongoing);
    play(&mut p, "g4-g1xa7");
    assert_eq!(p.outcome(), win(Side::First, "two-pieces"));
    assert_eq!(p.outcome().to_string(), "win first two-pieces");
    assert!(p.legal_moves().is_empty());
    assert!(!accepts(&p, "c3-d3"));

    // During placement, one piece on the board and four in hand is no loss...
    let p = setup(nmm(), "a1 d1 g4", "a7", "w 4 4 0 10");
    assert_eq!(p.total(Side::Second), 5);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // ...two on the board and one in hand make three...
    let p = setup(nmm(), "a1 d1 g4", "a7 d7", "b 0 1 0 17");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // ...one and one make two: lost, even with a piece still in hand.
    let p = setup(nmm(), "a1 d1 g4", "a7", "b 0 1 0 17");
    assert_eq!(p.outcome(), win(Side::First, "two-pieces"));
    // And a removal during placement can end the game.
    let mut p = setup(nmm(), "a1 d1 c4", "a7 b6", "w 1 1 0 16");
    play(&mut p, "g1xa7");
    assert_eq!(p.total(Side::Second), 2);
    assert_eq!(p.outcome(), win(Side::First, "two-pieces"));
    let mut p = setup(nmm(), "a1 d1 c4", "a7 b6 e4", "w 1 1 0 16");
    play(&mut p, "g1xa7");
    assert_eq!(p.outcome(), Outcome::Ongoing);
}

/// NMM-10: a player to move with no legal move loses at once, however many pieces remain.
#[test]
fn nmm_10_blocked_player_loses() {
    for v in [nmm(), nmm_no_fly()] {
        let p = moving(v, "a4 d2 g4 d7", "a1 d1 g1 a7", 'b');
        assert!(!p.has_move(Side::Second));
        assert_eq!(p.outcome(), win(Side::First, "blocked"));
        assert_eq!(p.outcome().to_string(), "win first blocked");
        assert!(p.legal_moves().is_empty());
        assert!(!accepts(&p, "pass"));
        assert_eq!(
            MorrisGame::from_position(p).outcome(),
            win(Side::First, "blocked")
        );
        // Only the player to move can be blocked out of the game.
        let w = moving(v, "a4 d2 g4 d7", "a1 d1 g1 a7", 'w');
        assert_eq!(w.outcome(), Outcome::Ongoing);
        // Six pieces against four, still lost.
        let p = moving(v, "a4 g4 d2 d6", "a1 d1 g1 a7 d7 g7", 'b');
        assert_eq!(p.outcome(), win(Side::First, "blocked"));
    }
    // Three pieces with flying on are never blocked; with flying off they are.
    let p = moving(nmm(), "a4 d2 g4 b6", "a1 d1 g1", 'b');
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(p.legal_moves().len(), 3 * 17);
    let p = moving(nmm_no_fly(), "a4 d2 g4 b6", "a1 d1 g1", 'b');
    assert_eq!(p.outcome(), win(Side::First, "blocked"));
}

/// NMM-11: threefold repetition (the third occurrence) draws; both counts start once
/// placement is over.
#[test]
fn nmm_11_threefold_repetition_counted_after_placement() {
    check_counts_start_after_placement_and_threefold(nmm());
    check_counts_start_after_placement_and_threefold(nmm_no_fly());
}

/// NMM-11: 50 plies in a row without a removal draw, exactly at the 50th.
#[test]
fn nmm_11_fifty_plies_without_removal_draw_exactly() {
    check_quiet_limit(nmm(), 50);
    check_quiet_limit(nmm_no_fly(), 50);
}

/// NMM-11: a win by pieces or blocking comes before the no-removal draw.
#[test]
fn nmm_11_win_is_decided_before_the_no_removal_draw() {
    // Black: a1 d1 g1 a7 d7, free only at d6 (g7 is white). d5-d6 blocks black on the
    // 50th quiet ply: the block wins; d5-e5 leaves d6 open: the draw.
    let before = setup(nmm(), "a4 d2 g4 g7 d5", "a1 d1 g1 a7 d7", "w 0 0 49 99");
    let mut p = before;
    play(&mut p, "d5-e5");
    assert_eq!(p.quiet_plies(), 50);
    assert_eq!(p.outcome(), draw("no-removal"));
    let mut p = before;
    play(&mut p, "d5-d6");
    assert_eq!(p.quiet_plies(), 50);
    assert!(!p.has_move(Side::Second));
    assert_eq!(p.outcome(), win(Side::First, "blocked"));
}

/// NMM-12: a move completing two mills removes one piece, not two: one generated move
/// per removable piece, each with a single removal.
#[test]
fn nmm_12_double_mill_removes_exactly_one_piece() {
    let p = setup(nmm(), "a1 d1 g4 g7", "b2 d6 c5 e3", "w 5 5 0 8");
    assert_eq!(
        moves_starting(&p, "g1"),
        sorted(&["g1xb2", "g1xc5", "g1xd6", "g1xe3"])
    );
    for m in p
        .legal_moves()
        .into_iter()
        .filter(|m| m.to() == Some(pt("g1")))
    {
        let mut q = p;
        q.play(m).unwrap();
        assert_eq!(q.on_board(Side::Second), 3, "{m}");
        assert_eq!(q.total(Side::Second), 8, "{m}");
        assert_eq!(q.side_to_move(), Side::Second, "no second removal turn");
        assert!(q
            .legal_moves()
            .iter()
            .all(|n| matches!(n, Move::Place { .. })));
    }
    assert!("g1xb2xd6".parse::<Move>().is_err());
}

/// NMM-13: with no opponent piece on the board, a mill removes nothing.
#[test]
fn nmm_13_no_enemy_piece_on_board_mill_removes_nothing() {
    let q = mill_without_enemy_pieces(nmm(), "a1 d1", "g1");
    assert_eq!(q.outcome(), Outcome::Ongoing);
}

/// White, with `two` on the board and six pieces in hand each, closes a mill by placing on
/// `third` while Black has no piece on the board: the only move there removes nothing.
fn mill_without_enemy_pieces(v: &'static Variant, two: &str, third: &str) -> Position {
    let p = setup(v, two, "", "w 6 6 0 6");
    assert_eq!(moves_starting(&p, third), sorted(&[third]));
    let mut q = p;
    play(&mut q, third);
    assert_eq!(q.pieces(Side::First), bits(&format!("{two} {third}")));
    assert_eq!(q.total(Side::Second), 6);
    q
}

// ---------------------------------------------------------------------------------------
// Tigadi

/// TIG-1: the NMM board plus the four corner diagonals: 20 lines, 40 adjacent pairs;
/// pieces move along diagonals and three on a diagonal are a mill.
#[test]
fn tig_01_board_20_lines_40_pairs_with_diagonals() {
    check_geometry(tigadi(), 20, 40);
    let g = tigadi().geometry;
    for [a, b, c] in DIAGONALS {
        assert!(g.adjacent_mask(pt(a)) & bit(b) != 0);
        assert!(g.adjacent_mask(pt(b)) & bit(c) != 0);
        assert_eq!(g.adjacent_mask(pt(a)) & bit(c), 0, "{a}-{c} skips {b}");
    }
    // Moving along a diagonal.
    let (white, black) = ("a1 d7 g4 e4", "d1 a4 c5 f6");
    let t = moving(tigadi(), white, black, 'w');
    assert_eq!(moves_starting(&t, "a1-"), sorted(&["a1-b2"]));
    let n = moving(nmm(), white, black, 'w');
    assert!(moves_starting(&n, "a1-").is_empty());
    // A diagonal mill by moving.
    let (white, black) = ("b2 c3 d1 f4", "a7 g7 e5 d5");
    let t = moving(tigadi(), white, black, 'w');
    assert_eq!(
        moves_starting(&t, "d1-a1"),
        sorted(&["d1-a1xa7", "d1-a1xd5", "d1-a1xe5", "d1-a1xg7"])
    );
    let n = moving(nmm(), white, black, 'w');
    assert_eq!(moves_starting(&n, "d1-a1"), sorted(&["d1-a1"]));
}

/// TIG-2: nine pieces each, empty board; Kaudi (light) first, Imli (dark) second.
#[test]
fn tig_02_kaudi_first_imli_second_nine_pieces_each() {
    let v = tigadi();
    assert_eq!(v.kind, MorrisKind::Tigadi);
    assert_eq!(v.pieces, 9);
    assert_eq!(v.player_name(Side::First), "Kaudi");
    assert_eq!(v.player_name(Side::Second), "Imli");
    assert_eq!(v.player_names[0].1, "कौड़ी");
    assert_eq!(v.player_names[1].1, "इमली");
    let p = Position::start(v);
    assert_eq!(p.to_text(), ".../.../.../....../.../.../... w 9 9 0 0");
    assert_eq!(p.side_to_move(), Side::First);
    assert_eq!(p.legal_moves().len(), 24);
    assert_eq!(
        MorrisKind::from_game(ttakji_engine::GameId::Tigadi),
        Some(MorrisKind::Tigadi)
    );
    assert_eq!(MorrisKind::Tigadi.game(), ttakji_engine::GameId::Tigadi);
}

/// TIG-3: placement alternates until all 18 are placed; nothing moves meanwhile.
#[test]
fn tig_03_placement_alternates_eighteen_placements_no_moving() {
    check_placement_phase(tigadi());
}

/// TIG-4: a mill made while placing counts and removes at once; it is not held over.
#[test]
fn tig_04_placement_mill_removes_at_once() {
    let mut g = MorrisGame::replay(Position::start(tigadi()), &["a1", "g7", "d1", "d7"]).unwrap();
    let p = *g.position();
    assert_eq!(moves_starting(&p, "g1"), sorted(&["g1xd7", "g1xg7"]));
    assert!(g.play(mv("g1")).is_err(), "the removal cannot be postponed");
    g.play(mv("g1xg7")).unwrap();
    let p = *g.position();
    assert_eq!(
        p.pieces(Side::Second),
        bits("d7"),
        "removed in the same turn"
    );
    assert_eq!(p.in_hand(Side::Second), 7);
    assert_eq!(p.side_to_move(), Side::Second);
    assert!(p.is_placement());
    assert!(p.legal_moves().iter().all(|m| m.remove().is_none()));
    g.play(mv("b6")).unwrap();
    // White's mill stands, but closes nothing new: no removal is carried over.
    let p = *g.position();
    assert!(
        p.legal_moves().iter().all(|m| m.remove().is_none()),
        "{:?}",
        move_strings(&p)
    );
}

/// TIG-5: after placement, one step per turn to an adjacent empty point along a line
/// (diagonals included).
#[test]
fn tig_05_movement_one_step_along_a_line() {
    let p = moving(tigadi(), "b2 d7 g4 e4", "d2 a4 c5 f6 b4", 'w');
    assert_eq!(
        move_strings(&p),
        sorted(&[
            "b2-a1", "b2-c3", "d7-a7", "d7-d6", "d7-g7", "e4-e3", "e4-e5", "e4-f4", "g4-f4",
            "g4-g1", "g4-g7"
        ])
    );
    for bad in [
        "b2-b6", "d7-d5", "e4-c4", "g4-e4", "b2-d2", "b2-e5", "b2", "pass",
    ] {
        assert!(!accepts(&p, bad), "{bad}");
    }
}

/// TIG-6: pieces never jump or fly, with nine, three or two pieces.
#[test]
fn tig_06_never_flying() {
    assert!(std::ptr::eq(
        Variant::preset(MorrisKind::Tigadi, true),
        Variant::preset(MorrisKind::Tigadi, false)
    ));
    assert!(!Variant::preset(MorrisKind::Tigadi, true).flying);
    assert!(!Variant::tigadi().flying);
    let p = moving(tigadi(), "a1 d7 g4", "b2 d2 f4 c5 e3", 'w');
    assert!(!p.can_fly(Side::First));
    assert_eq!(
        move_strings(&p),
        sorted(&["a1-a4", "a1-d1", "d7-a7", "d7-d6", "d7-g7", "g4-g1", "g4-g7"])
    );
    assert!(!accepts(&p, "a1-e5"));
    // Three pieces, all stuck: a pass, not a flight.
    let p = moving(tigadi(), "a4 b2 d2 g4 f2 b6", "a1 d1 g1", 'b');
    assert_eq!(p.legal_moves(), vec![Move::Pass]);
}

/// TIG-7: moving is compulsory, even when every move breaks one's own mill; no voluntary
/// pass.
#[test]
fn tig_07_moving_is_compulsory() {
    let p = moving(tigadi(), "a1 d1 g1", "a4 b2 d2 f2 c5", 'w');
    assert_eq!(move_strings(&p), sorted(&["g1-g4"]));
    assert!(!accepts(&p, "pass"));
    let mut g = MorrisGame::from_position(p);
    assert!(g.play(Move::Pass).is_err());
    g.play(mv("g1-g4")).unwrap();
    assert!(!g
        .position()
        .variant()
        .geometry
        .in_mill(g.position().pieces(Side::First), pt("a1")));
}

/// TIG-8: a mill is own pieces on all three points of one of the 20 lines; the player
/// removes one enemy piece in the same turn.
#[test]
fn tig_08_mill_on_any_of_the_twenty_lines_removes_in_the_same_turn() {
    check_mills_are_exactly_lines(tigadi());
    // Two own pieces and an enemy piece on a line are no mill.
    let p = setup(tigadi(), "a1 d1", "g1 c4", "w 7 7 0 4");
    assert!(p.legal_moves().iter().all(|m| m.remove().is_none()));
    // By moving, on a spoke: c5 steps to d5 (d7-d6-d5).
    let p = moving(tigadi(), "d7 d6 c5 g4", "a1 g1 e4 b4", 'w');
    assert_eq!(
        moves_starting(&p, "c5-d5"),
        sorted(&["c5-d5xa1", "c5-d5xb4", "c5-d5xe4", "c5-d5xg1"])
    );
    let mut q = p;
    play(&mut q, "c5-d5xa1");
    assert_eq!(q.at(pt("a1")), None);
    assert_eq!(q.side_to_move(), Side::Second);
    assert_eq!(q.ply(), p.ply() + 1);
}

/// TIG-9: exactly one removal per turn even when one move completes two lines.
#[test]
fn tig_09_one_removal_even_for_two_lines() {
    // a1-b2 closes b2-d2-f2 and b2-b4-b6 at once.
    let p = moving(tigadi(), "a1 d2 f2 b4 b6", "a7 g7 e5 d5 e3", 'w');
    let closing = moves_starting(&p, "a1-b2");
    assert_eq!(
        closing,
        sorted(&["a1-b2xa7", "a1-b2xd5", "a1-b2xe3", "a1-b2xe5", "a1-b2xg7"])
    );
    for m in closing {
        let mut q = p;
        play(&mut q, &m);
        assert_eq!(q.on_board(Side::Second), 4, "{m}");
        assert_eq!(q.side_to_move(), Side::Second);
    }
    // Placing: a1 closes the diagonal a1-b2-c3 and the side a1-d1-g1.
    let p = setup(tigadi(), "b2 c3 d1 g1", "a7 g7 e5 d5", "w 5 5 0 8");
    let closing = moves_starting(&p, "a1");
    assert_eq!(closing, sorted(&["a1xa7", "a1xd5", "a1xe5", "a1xg7"]));
    let mut q = p;
    play(&mut q, "a1xg7");
    assert_eq!(q.total(Side::Second), 8);
}

/// TIG-10: a piece inside an enemy mill is protected (diagonal mills too).
#[test]
fn tig_10_pieces_in_enemy_mills_are_protected() {
    let (white, black) = ("a1 d1 g4 f4", "a7 b6 c5 d5");
    let p = moving(tigadi(), white, black, 'w');
    assert_eq!(moves_starting(&p, "g4-g1"), sorted(&["g4-g1xd5"]));
    assert!(!accepts(&p, "g4-g1xb6"));
    // The same pieces are no mill in NMM, so none is protected there.
    assert_eq!(
        moves_starting(&moving(nmm(), white, black, 'w'), "g4-g1").len(),
        4
    );
}

/// TIG-11: when every enemy piece is in a mill, any of them may be removed.
#[test]
fn tig_11_protection_lapses_when_all_are_in_mills() {
    let p = moving(tigadi(), "a1 d1 g4 f4", "a7 b6 c5 g7 f6 e5", 'w');
    assert_eq!(
        moves_starting(&p, "g4-g1"),
        sorted(&["g4-g1xa7", "g4-g1xb6", "g4-g1xc5", "g4-g1xe5", "g4-g1xf6", "g4-g1xg7"])
    );
    // One piece outside a mill brings the protection back.
    let p = moving(tigadi(), "a1 d1 g4 f4", "a7 b6 c5 g7 f6 e5 d3", 'w');
    assert_eq!(moves_starting(&p, "g4-g1"), sorted(&["g4-g1xd3"]));
}

/// TIG-12: a removed piece never comes back and does not return to its owner's hand.
#[test]
fn tig_12_removed_pieces_never_return() {
    let mut g = MorrisGame::replay(
        Position::start(tigadi()),
        &["a1", "g7", "d1", "d7", "g1xg7"],
    )
    .unwrap();
    assert_eq!(g.position().in_hand(Side::Second), 7);
    assert_eq!(g.position().total(Side::Second), 8);
    // Finish placement with quiet moves: black places exactly its seven remaining pieces.
    let mut black_placements = 0;
    while g.position().is_placement() {
        let p = *g.position();
        let m = p
            .legal_moves()
            .into_iter()
            .find(|m| m.remove().is_none())
            .expect("a quiet move");
        if p.side_to_move() == Side::Second {
            black_placements += 1;
        }
        g.play(m).unwrap();
        assert!(g.position().total(Side::Second) <= 8);
    }
    assert_eq!(black_placements, 7);
    let p = *g.position();
    assert_eq!((p.in_hand(Side::First), p.in_hand(Side::Second)), (0, 0));
    assert_eq!(p.on_board(Side::Second), 8);
    assert_eq!(p.on_board(Side::First), 9);
    // A removal in the movement phase: the hand stays empty.
    let mut q = moving(tigadi(), "a1 d1 g4 f4", "a7 c3 e5 b6", 'w');
    play(&mut q, "g4-g1xe5");
    assert_eq!((q.in_hand(Side::Second), q.total(Side::Second)), (0, 3));
    assert!(q
        .legal_moves()
        .iter()
        .all(|m| matches!(m, Move::Step { .. } | Move::Pass)));
}

// TIG-13, the running mill, is tested together with NMM-7:
// nmm_07_tig_13_running_mill_removes_each_time_it_closes.

/// The blocked Tigadi position used below: black (to move) has a1 d1 g1 a7, every
/// neighbour white.
fn blocked_black(quiet: u32) -> Position {
    setup(
        tigadi(),
        "a4 b2 d2 g4 f2 d7 b6",
        "a1 d1 g1 a7",
        &format!("b 0 0 {quiet} 60"),
    )
}

/// TIG-14: a blocked player does not lose: the only legal move is `pass`, and play goes
/// on with the opponent.
#[test]
fn tig_14_blocked_player_passes() {
    let p = blocked_black(0);
    assert_eq!(tigadi().when_blocked, WhenBlocked::Pass);
    assert_eq!(nmm().when_blocked, WhenBlocked::Lose);
    assert!(!p.has_move(Side::Second));
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(p.legal_moves(), vec![Move::Pass]);
    assert!(!accepts(&p, "a1-b2"));
    let mut g = MorrisGame::from_position(p);
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    g.play(Move::Pass).unwrap();
    let q = *g.position();
    assert_eq!(q.side_to_move(), Side::First);
    assert_eq!(q.pieces(Side::First), p.pieces(Side::First));
    assert_eq!(q.pieces(Side::Second), p.pieces(Side::Second));
    assert_eq!(q.ply(), p.ply() + 1);
    assert_eq!(g.outcome(), Outcome::Ongoing);
    assert!(!g.legal_moves().is_empty());
    assert!(
        !g.legal_moves().contains(&Move::Pass),
        "white is not blocked"
    );
    assert!(g.play(Move::Pass).is_err());
    // White opens d7; black can move again.
    g.play(mv("d7-d6")).unwrap();
    assert_eq!(move_strings(g.position()), sorted(&["a7-d7"]));
    assert_eq!(g.moves(), &[Move::Pass, mv("d7-d6")]);
    assert_eq!(Move::Pass.to_string(), "pass");
}

/// TIG-15: both players are never blocked at once: the board is connected and every
/// point has at least three neighbours. Checked here on the geometry and on thousands of
/// random movement-phase boards (see also `morris_props.rs` for real games).
#[test]
fn tig_15_never_both_blocked() {
    let g = tigadi().geometry;
    for p in Point::all() {
        assert!(
            g.adjacent_mask(p).count_ones() >= 3,
            "{p} has fewer than three neighbours"
        );
    }
    let mut seen = 1u32 << pt("a1").index();
    let mut frontier = seen;
    while frontier != 0 {
        let next = Point::all()
            .filter(|p| frontier & (1 << p.index()) != 0)
            .fold(0, |m, p| m | g.adjacent_mask(p));
        frontier = next & !seen;
        seen |= next;
    }
    assert_eq!(seen, 0xFF_FFFF, "the Tigadi board is connected");

    // After a pass the opponent always has a real move.
    let mut p = blocked_black(0);
    play(&mut p, "pass");
    assert!(p.legal_moves().iter().all(|m| *m != Move::Pass));

    // Random boards of 3..=9 pieces a side, both hands empty.
    let reference = Reference::new(tigadi());
    let mut rng = Rng::new(15);
    for _ in 0..5000 {
        let mut free: Vec<Point> = Point::all().collect();
        let mut take = |n: usize, rng: &mut Rng| {
            (0..n).fold(0u32, |m, _| {
                m | 1 << free.swap_remove(rng.below(free.len())).index()
            })
        };
        let nw = 3 + rng.below(7);
        let nb = 3 + rng.below(7);
        let (w, b) = (take(nw, &mut rng), take(nb, &mut rng));
        let side = if rng.below(2) == 0 { 'w' } else { 'b' };
        let p = moving(tigadi(), &names(w).join(" "), &names(b).join(" "), side);
        let me = p.side_to_move();
        assert!(
            p.has_move(me) || p.has_move(me.other()),
            "both blocked in {}",
            p.to_text()
        );
        assert_eq!(
            p.has_move(me),
            reference.has_real_move(&p, me),
            "{}",
            p.to_text()
        );
        if !p.has_move(me) {
            assert_eq!(p.legal_moves(), vec![Move::Pass]);
            let mut q = p;
            play(&mut q, "pass");
            assert!(
                !q.legal_moves().contains(&Move::Pass),
                "two passes in {}",
                p.to_text()
            );
        }
    }
}

/// TIG-16: the only win is reducing the opponent to two pieces: no win by blocking, none
/// on points.
#[test]
fn tig_16_only_win_is_two_pieces() {
    // Blocked: ongoing in Tigadi, a loss on the same board in NMM.
    let p = blocked_black(0);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let n = moving(nmm(), "a4 b2 d2 g4 f2 d7 b6", "a1 d1 g1 a7", 'b');
    assert_eq!(n.outcome(), win(Side::First, "blocked"));
    // Nine against three is no win by itself...
    let p = moving(tigadi(), "a1 d1 g4 f4 b2 d2 f6 d6 c4", "a7 c3 e5", 'w');
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // ...two pieces is.
    let mut q = p;
    play(&mut q, "g4-g1xa7");
    assert_eq!(q.outcome(), win(Side::First, "two-pieces"));
    assert!(q.legal_moves().is_empty());
}

/// TIG-17: 100 consecutive movement plies without a removal draw, exactly at the 100th.
#[test]
fn tig_17_hundred_plies_without_removal_draw_exactly() {
    check_quiet_limit(tigadi(), 100);
}

/// TIG-17: a skipped turn is not a move for the 100-move count.
#[test]
fn tig_17_pass_does_not_count_for_the_quiet_limit() {
    let mut p = blocked_black(99);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    play(&mut p, "pass");
    assert_eq!(p.quiet_plies(), 99);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    play(&mut p, "d7-d6");
    assert_eq!(p.quiet_plies(), 100);
    assert_eq!(p.outcome(), draw("no-removal"));
}

/// TIG-17: threefold repetition (third occurrence, same player to move), counted only
/// once all pieces are placed.
#[test]
fn tig_17_threefold_repetition_counted_after_placement() {
    check_counts_start_after_placement_and_threefold(tigadi());
    // The same board with the other player to move is another position: a pass
    // position does not repeat its predecessor.
    let mut g = MorrisGame::from_position(blocked_black(0));
    g.play(Move::Pass).unwrap();
    assert_eq!(g.repetitions(), 1);
}

/// TIG-18: during placement fewer than three pieces on the board is no loss while the
/// total (board + hand) is three or more.
#[test]
fn tig_18_pieces_in_hand_count() {
    let g = MorrisGame::replay(
        Position::start(tigadi()),
        &["a1", "g7", "d1", "d7", "g1xg7"],
    )
    .unwrap();
    assert_eq!(g.position().on_board(Side::Second), 1);
    assert_eq!(g.outcome(), Outcome::Ongoing);
    let p = setup(tigadi(), "a1 d1 g4", "", "w 4 4 0 10");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let p = setup(tigadi(), "a1 d1 g4", "a7", "w 2 2 0 14");
    assert_eq!(p.total(Side::Second), 3);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let p = setup(tigadi(), "a1 d1 g4", "a7", "b 0 1 0 17");
    assert_eq!(p.outcome(), win(Side::First, "two-pieces"));
}

/// TIG-19: as NMM-13, with no enemy piece on the board a mill removes nothing.
#[test]
fn tig_19_no_enemy_piece_on_board_mill_removes_nothing() {
    mill_without_enemy_pieces(tigadi(), "a1 b2", "c3");
}

// ---------------------------------------------------------------------------------------
// Notation, outcomes and games

/// Rule book, notation: `d6`, `d6-d5`, `d6xa1`, `d6-d5xa1`, `pass`, exactly.
#[test]
fn notation_move_strings_are_exact() {
    let cases = [
        (
            "d6",
            Move::Place {
                to: pt("d6"),
                remove: None,
            },
        ),
        (
            "d6-d5",
            Move::Step {
                from: pt("d6"),
                to: pt("d5"),
                remove: None,
            },
        ),
        (
            "d6xa1",
            Move::Place {
                to: pt("d6"),
                remove: Some(pt("a1")),
            },
        ),
        (
            "d6-d5xa1",
            Move::Step {
                from: pt("d6"),
                to: pt("d5"),
                remove: Some(pt("a1")),
            },
        ),
        ("pass", Move::Pass),
    ];
    for (s, m) in cases {
        assert_eq!(s.parse::<Move>(), Ok(m), "{s}");
        assert_eq!(m.to_string(), s);
    }
    let m = mv("d6-d5xa1");
    assert_eq!(
        (m.from(), m.to(), m.remove()),
        (Some(pt("d6")), Some(pt("d5")), Some(pt("a1")))
    );
    assert_eq!(
        (Move::Pass.from(), Move::Pass.to(), Move::Pass.remove()),
        (None, None, None)
    );
    for bad in [
        "",
        " ",
        "d4",
        "h1",
        "D6",
        "d6 ",
        " d6",
        "d6-",
        "-d5",
        "d6x",
        "xa1",
        "d6--d5",
        "d6-d5-d4",
        "d6xa1xb2",
        "d6xa1-d5",
        "d6-d5xa1 ",
        "Pass",
        "PASS",
        "pass ",
        "d6 - d5",
        "d6–d5",
        "d６",
        "ｄ6",
        "d6-d5x",
        "x",
        "-",
        "--",
        "d6d5",
        "d6,d5",
        "d6-d5xd4",
        "\u{0}",
        "é",
        "d6-d5xa1\n",
        "a1a1",
    ] {
        let r = bad.parse::<Move>();
        assert!(r.is_err(), "{bad:?} parsed as {r:?}");
        let msg = r.unwrap_err().to_string();
        assert!(msg.contains("not a Morris move"), "{msg}");
    }
    // Every point pair prints and parses back.
    for a in Point::all() {
        for b in Point::all() {
            for m in [
                Move::Step {
                    from: a,
                    to: b,
                    remove: None,
                },
                Move::Step {
                    from: a,
                    to: b,
                    remove: Some(a),
                },
                Move::Place {
                    to: a,
                    remove: Some(b),
                },
            ] {
                assert_eq!(m.to_string().parse::<Move>(), Ok(m));
            }
        }
    }
}

#[test]
fn outcomes_display_as_documented() {
    assert_eq!(Outcome::Ongoing.to_string(), "ongoing");
    assert_eq!(
        win(Side::First, "two-pieces").to_string(),
        "win first two-pieces"
    );
    assert_eq!(
        win(Side::Second, "blocked").to_string(),
        "win second blocked"
    );
    assert_eq!(draw("repetition").to_string(), "draw repetition");
    assert!(!Outcome::Ongoing.is_over());
    assert!(draw("no-removal").is_over());
}

/// `MorrisGame::replay` names the first bad move; `undo` takes moves back exactly.
#[test]
fn game_replay_and_undo() {
    let start = Position::start(nmm());
    let err = MorrisGame::replay(start, &["a1", "a1"]).unwrap_err();
    assert!(err.contains("a1"), "{err}");
    let err = MorrisGame::replay(start, &["a1", "zz"]).unwrap_err();
    assert!(err.contains("zz"), "{err}");
    let err = MorrisGame::replay(start, &["a1", "g7", "d1", "d7", "g1"]).unwrap_err();
    assert!(err.contains("g1"), "{err}");
    let mut g = MorrisGame::replay(start, &QUIET_PLACEMENT).unwrap();
    assert_eq!(g.moves().len(), 18);
    let mut texts = vec![g.position().to_text()];
    for m in SHUTTLE {
        g.play(mv(m)).unwrap();
        texts.push(g.position().to_text());
    }
    for m in SHUTTLE.iter().rev() {
        texts.pop();
        assert_eq!(g.undo(), Some(mv(m)));
        assert_eq!(&g.position().to_text(), texts.last().unwrap());
    }
    while g.undo().is_some() {}
    assert_eq!(g.position(), &start);
    assert_eq!(g.start(), &start);
    assert!(g.moves().is_empty());
}
