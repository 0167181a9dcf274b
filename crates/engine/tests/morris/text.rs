//! The Morris position string (`Position::to_text` / `Position::from_text`): its documented
//! layout, round trips over positions of random games, and every kind of malformed string
//! (an `Err` naming the field, never a panic).
//!
//! Random game counts scale with the build: see `common::game_count`
//! (`MORRIS_TEST_GAMES` overrides).

use super::common::*;
use super::mutator::{mutate, text};
use ttakji_engine::morris::{MorrisGame, Point, Position, Variant};
use ttakji_engine::rng::Rng;
use ttakji_engine::{Outcome, Side};

const START: &str = ".../.../.../....../.../.../... w 9 9 0 0";

/// Checks that a parsed position is internally consistent and survives a round trip.
fn check_parsed(v: &'static Variant, p: &Position, text: &str) {
    let again = p.to_text();
    let q = Position::from_text(v, &again)
        .unwrap_or_else(|e| panic!("{text:?} parsed, but its text {again:?} does not: {e}"));
    assert_eq!(&q, p, "{text:?}");
    assert_eq!(q.to_text(), again);
    assert_eq!(q.hash(), p.hash());
    for side in [Side::First, Side::Second] {
        assert!(p.total(side) <= 9, "{text:?}");
    }
    assert_eq!(p.pieces(Side::First) & p.pieces(Side::Second), 0);
    assert!(p.quiet_plies() <= v.quiet_move_limit);
    // Whatever parses can be asked for its moves and played without a panic.
    for m in p.legal_moves() {
        let mut r = *p;
        r.play(m).unwrap();
        let _ = r.outcome();
    }
}

/// The layout `to_text` documents: ranks from the top, `W`/`B`/`.`, side `w`/`b`, hands,
/// quiet plies, ply.
#[test]
fn documented_layout() {
    for (_, v) in all_variants() {
        assert_eq!(Position::start(v).to_text(), START);
        assert_eq!(Position::from_text(v, START).unwrap(), Position::start(v));
        let g = MorrisGame::replay(Position::start(v), &["a7", "g1"]).unwrap();
        assert_eq!(
            g.position().to_text(),
            "W../.../.../....../.../.../..B w 8 8 0 2"
        );
        // Each point sits where TEXT_RANKS says, for both colours (one piece placed each,
        // the other colour's on a1, or on g7 when the point is a1).
        for p in Point::all() {
            let other = Point::parse(if p.name() == "a1" { "g7" } else { "a1" }).unwrap();
            for (c, side) in [('W', Side::First), ('B', Side::Second)] {
                let mark = |n: &str| match n {
                    n if n == p.name() => c,
                    n if n == other.name() => {
                        if c == 'W' {
                            'B'
                        } else {
                            'W'
                        }
                    }
                    _ => '.',
                };
                let board: Vec<String> = TEXT_RANKS
                    .iter()
                    .map(|rank| rank.iter().map(|n| mark(n)).collect())
                    .collect();
                let text = format!("{} w 8 8 0 2", board.join("/"));
                let q = Position::from_text(v, &text).unwrap();
                assert_eq!(q.at(p), Some(side), "{text}");
                assert_eq!(q.pieces(side), 1 << p.index());
                assert_eq!(q.pieces(side.other()), 1 << other.index());
                assert_eq!(q.to_text(), text);
            }
        }
        let p = setup(v, "a1 d1", "g7", "b 7 8 0 3");
        assert_eq!(p.side_to_move(), Side::Second);
        assert_eq!((p.in_hand(Side::First), p.in_hand(Side::Second)), (7, 8));
        assert_eq!((p.quiet_plies(), p.ply()), (0, 3));
        let p = setup(v, "a1 d1 g4", "a7 b6 c5", "w 0 0 17 321");
        assert_eq!((p.quiet_plies(), p.ply()), (17, 321));
        // Any whitespace separates fields.
        let q = Position::from_text(v, "  ..W/.../.../....../.../.../...\tb\n8 9  0 1 ").unwrap();
        assert_eq!(q.to_text(), "..W/.../.../....../.../.../... b 8 9 0 1");
    }
}

/// Every position of many random games survives `to_text` → `from_text` unchanged:
/// board, side, hands, counters, hash, legal moves and outcome.
#[test]
fn round_trip_positions_of_random_games() {
    let games = game_count(100, 2000);
    for (label, v) in all_variants() {
        let mut rng = Rng::new(0x7E47 ^ v.quiet_move_limit as u64 ^ v.flying as u64);
        let mut positions = 0;
        for _ in 0..games {
            for p in random_game_positions(v, &mut rng, 2000) {
                let text = p.to_text();
                let q = Position::from_text(v, &text)
                    .unwrap_or_else(|e| panic!("{label}: {text}: {e}"));
                assert_eq!(q, p, "{label}: {text}");
                assert_eq!(q.to_text(), text);
                assert_eq!(
                    q.hash(),
                    p.hash(),
                    "{label}: incremental hash differs: {text}"
                );
                assert_eq!(q.ply(), p.ply());
                assert_eq!(q.legal_moves(), p.legal_moves(), "{label}: {text}");
                assert_eq!(q.outcome(), p.outcome());
                positions += 1;
            }
        }
        assert!(
            positions > games * 18,
            "{label}: games too short ({positions} positions)"
        );
    }
}

/// One malformed string per way of being wrong; the error must name `field`.
fn expect_err(v: &'static Variant, text: &str, field: &str) {
    match Position::from_text(v, text) {
        Ok(p) => panic!("{:?}: {text:?} was accepted as {}", v.kind, p.to_text()),
        Err(e) => {
            let msg = e.to_string();
            assert!(msg.starts_with("bad position string: "), "{msg}");
            assert!(
                msg.contains(field),
                "{text:?}: error {msg:?} does not name {field:?}"
            );
        }
    }
}

const E: &str = ".../.../.../....../.../.../...";

#[test]
fn malformed_field_count_and_board_name_the_field() {
    for (_, v) in all_variants() {
        // Field count.
        for text in [
            "",
            " ",
            "\t\n",
            E,
            "w 9 9 0 0",
            ".../.../.../....../.../.../... w 9 9 0",
            ".../.../.../....../.../.../... w 9 9 0 0 0",
            ".../.../.../....../.../.../... w 9 9 0 0 extra",
            ".../.../.../ ....../.../.../... w 9 9 0 0",
            ".../.../.../....../.../.../...w 9 9 0 0",
        ] {
            expect_err(v, text, "6 fields");
        }
        // Board: rank count, rank lengths, characters.
        for board in [
            ".../.../.../....../.../...",
            ".../.../.../....../.../.../.../...",
            ".../.../.../....../.../.../.../",
            "/.../.../.../....../.../.../...",
            "......................../",
            "..../.../.../....../.../.../...",
            "../.../.../....../.../.../...",
            ".../.../.../...../.../.../...",
            ".../.../.../......./.../.../...",
            ".../.../.../....../.../.../....",
            ".../.../.../....../.../.../..",
            "//////",
            "X../.../.../....../.../.../...",
            "w../.../.../....../.../.../...",
            "b../.../.../....../.../.../...",
            "0../.../.../....../.../.../...",
            ".../.../.../..-.../.../.../...",
            ".../.../.../....../.../.../..*",
            "é../.../.../....../.../.../...",
            "Ｗ../.../.../....../.../.../...",
            "🙂../.../.../....../.../.../...",
            ".../.../.../..\u{0}.../.../.../...",
            ".../.../.../....../.../.../..\u{301}",
        ] {
            expect_err(v, &format!("{board} w 9 9 0 0"), "board");
        }
    }
}

#[test]
fn malformed_side_and_hands_name_the_field() {
    for (_, v) in all_variants() {
        // Side to move.
        for side in ["x", "W", "B", "white", "ww", "0", "-", "ｗ"] {
            expect_err(v, &format!("{E} {side} 9 9 0 0"), "side to move");
        }
        // Hands out of range or not numbers.
        for hand in [
            "10",
            "-1",
            "a",
            "1.5",
            "256",
            "99999999999999",
            "９",
            "0x1",
            "9a",
            "½",
        ] {
            expect_err(
                v,
                &format!("{E} w {hand} 9 0 0"),
                "pieces in hand of the first player",
            );
            expect_err(
                v,
                &format!("{E} w 9 {hand} 0 0"),
                "pieces in hand of the second player",
            );
        }
        // Hands that cannot happen with this side to move (first places first).
        for (side, a, b) in [
            ('w', 3, 4),
            ('w', 4, 3),
            ('w', 0, 1),
            ('w', 1, 0),
            ('b', 3, 3),
            ('b', 4, 3),
            ('b', 1, 0),
            ('b', 0, 2),
            ('b', 9, 9),
            ('b', 8, 7),
        ] {
            expect_err(v, &format!("{E} {side} {a} {b} 0 0"), "pieces in hand:");
        }
    }
}

#[test]
fn too_many_pieces_name_the_player() {
    for (_, v) in all_variants() {
        // More than nine pieces, on the board or counting the hand.
        let ten = "WWW/WWW/WWW/W...../.../.../...";
        expect_err(v, &format!("{ten} w 0 0 0 40"), "first player");
        expect_err(
            v,
            &format!("{} b 0 0 0 40", ten.replace('W', "B")),
            "second player",
        );
        let five_w = board_field("a1 d1 g1 a4 a7", "");
        expect_err(
            v,
            &format!("{five_w} w 5 5 0 8"),
            "pieces of the first player",
        );
        let five_b = board_field("", "a1 d1 g1 a4 a7");
        expect_err(
            v,
            &format!("{five_b} b 4 5 0 9"),
            "pieces of the second player",
        );
    }
}

#[test]
fn malformed_quiet_plies_and_ply_name_the_field() {
    for (_, v) in all_variants() {
        // Quiet plies: not a number, too many, or counted during placement.
        let moving = board_field("a1 d1 g4", "a7 b6 c5");
        let limit = v.quiet_move_limit;
        let too_many = (limit + 1).to_string();
        for quiet in [
            "x",
            "-1",
            "1.0",
            "4294967296",
            "+-1",
            too_many.as_str(),
            "1000",
        ] {
            expect_err(v, &format!("{moving} w 0 0 {quiet} 40"), "quiet plies");
        }
        assert!(Position::from_text(v, &format!("{moving} w 0 0 {limit} 40")).is_ok());
        expect_err(v, &format!("{E} w 9 9 1 0"), "quiet plies");
        expect_err(v, &format!("{E} b 0 1 1 17"), "quiet plies");
        // Ply.
        for ply in ["x", "-1", "1.5", "4294967296", "0x10", "1e3", "٣"] {
            expect_err(v, &format!("{E} w 9 9 0 {ply}"), "ply");
        }
    }
}

#[test]
fn the_quiet_limit_is_the_variants() {
    // The quiet limit is the variant's: 51..=100 plies are fine in Tigadi, not in NMM.
    let moving = board_field("a1 d1 g4", "a7 b6 c5");
    let text = format!("{moving} w 0 0 60 200");
    assert!(Position::from_text(tigadi(), &text).is_ok());
    expect_err(nmm(), &text, "quiet plies");
}

/// Valid strings after the shared fuzzer's mutations: `Err` or a consistent position, never a
/// panic.
#[test]
fn mutated_strings_never_panic() {
    let rounds = game_count(3000, 30000);
    for (label, v) in all_variants() {
        let mut rng = Rng::new(0xF022 ^ v.quiet_move_limit as u64 ^ v.flying as u64);
        let mut sources = Vec::new();
        for _ in 0..20 {
            let game = random_game_positions(v, &mut rng, 300);
            for _ in 0..5 {
                sources.push(game[rng.below(game.len())].to_text());
            }
        }
        let (mut ok, mut err) = (0, 0);
        for _ in 0..rounds {
            let source = &sources[rng.below(sources.len())];
            let text = text(&mutate(&mut rng, source.as_bytes()));
            match Position::from_text(v, &text) {
                Ok(p) => {
                    ok += 1;
                    check_parsed(v, &p, &text);
                }
                Err(e) => {
                    err += 1;
                    assert!(!e.0.is_empty(), "{label}: empty message for {text:?}");
                }
            }
        }
        assert!(
            ok > 0 && err > 0,
            "{label}: mutations too mild or too wild ({ok} ok, {err} err)"
        );
    }
}

/// A position string may carry any ply up to `u32::MAX`; playing on from it must not
/// panic (the ply counter saturates).
#[test]
fn huge_ply_does_not_overflow() {
    for (_, v) in all_variants() {
        let mut p = Position::from_text(v, ".../.../.../....../.../.../... w 9 9 0 4294967295")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.ply(), u32::MAX);
        play(&mut p, "a1");
        assert_eq!(p.ply(), u32::MAX);
        assert_eq!(p.outcome(), Outcome::Ongoing);
        let mut g = MorrisGame::from_position(p);
        g.play(mv("d1")).unwrap();
        assert_eq!(g.position().ply(), u32::MAX);
    }
}

/// Numbers are written with digits only, as `to_text` writes them: a sign is refused.
#[test]
fn signed_numbers_are_refused() {
    let v =
        ttakji_engine::morris::Variant::preset(ttakji_engine::morris::MorrisKind::Tigadi, false);
    for text in [
        ".../.../.../....../.../.../... w +9 9 0 0",
        ".../.../.../....../.../.../... w 9 9 +0 0",
        ".../.../.../....../.../.../... w 9 9 0 +0",
    ] {
        assert!(
            ttakji_engine::morris::Position::from_text(v, text).is_err(),
            "{text}"
        );
    }
}

/// Positions play cannot reach are refused (issue 12): a piece lost before the other side
/// could close a mill, and both sides down to two (or an empty board with nothing in hand).
#[test]
fn nmm_04_nmm_09_unreachable_material_is_refused() {
    for (_, v) in all_variants() {
        for (text, says) in [
            (".../.../.../....../.../.../... w 0 0 0 18", "0 and 0 left"),
            ("WW./.../.../....../BB./.../... w 0 0 0 30", "2 and 2 left"),
            ("W../.../.../....../.../.../... w 8 8 0 2", "no mill yet"),
            ("WW./.../.../....../.../.../B.. w 7 7 0 4", "no mill yet"),
        ] {
            let e = Position::from_text(v, text).unwrap_err().to_string();
            assert!(e.contains(says), "{text}: {e}");
        }
        // One side down to two is the end a game reaches.
        assert!(Position::from_text(v, "WWW/.../.../....../BB./.../... b 0 0 0 30").is_ok());
    }
}
