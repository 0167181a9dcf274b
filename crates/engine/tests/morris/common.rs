//! Helpers shared by the Morris test files (`mod common;`).
//!
//! The board is written out again here from the rule book (`shared/rules/morris.md`,
//! "Shared board and notation"), independently of the engine's own tables, so that tests
//! compare the engine against the rule book and not against itself. Point names are mapped
//! to bits with the engine's `Point::index`, which is only a numbering.
#![allow(dead_code)]

use ttakji_engine::morris::{MorrisKind, Move, Point, Position, Variant};
use ttakji_engine::Side;

pub fn nmm() -> &'static Variant {
    Variant::preset(MorrisKind::NineMensMorris, true)
}

pub fn nmm_no_fly() -> &'static Variant {
    Variant::preset(MorrisKind::NineMensMorris, false)
}

pub fn tigadi() -> &'static Variant {
    Variant::preset(MorrisKind::Tigadi, false)
}

/// The three variants the engine ships, with a label for messages.
pub fn all_variants() -> [(&'static str, &'static Variant); 3] {
    [
        ("nmm-flying", nmm()),
        ("nmm-no-flying", nmm_no_fly()),
        ("tigadi", tigadi()),
    ]
}

/// Rule book: the outer, middle and inner squares.
pub const OUTER: [&str; 8] = ["a1", "d1", "g1", "g4", "g7", "d7", "a7", "a4"];
pub const MIDDLE: [&str; 8] = ["b2", "d2", "f2", "f4", "f6", "d6", "b6", "b4"];
pub const INNER: [&str; 8] = ["c3", "d3", "e3", "e4", "e5", "d5", "c5", "c4"];

/// Rule book: square sides (12 lines).
pub const SQUARE_SIDES: [[&str; 3]; 12] = [
    ["a1", "d1", "g1"],
    ["g1", "g4", "g7"],
    ["g7", "d7", "a7"],
    ["a7", "a4", "a1"],
    ["b2", "d2", "f2"],
    ["f2", "f4", "f6"],
    ["f6", "d6", "b6"],
    ["b6", "b4", "b2"],
    ["c3", "d3", "e3"],
    ["e3", "e4", "e5"],
    ["e5", "d5", "c5"],
    ["c5", "c4", "c3"],
];

/// Rule book: midpoint spokes (4 lines).
pub const SPOKES: [[&str; 3]; 4] = [
    ["d7", "d6", "d5"],
    ["g4", "f4", "e4"],
    ["d1", "d2", "d3"],
    ["a4", "b4", "c4"],
];

/// Rule book: corner diagonals (4 lines, Tigadi only).
pub const DIAGONALS: [[&str; 3]; 4] = [
    ["a1", "b2", "c3"],
    ["g1", "f2", "e3"],
    ["g7", "f6", "e5"],
    ["a7", "b6", "c5"],
];

/// The lines of a variant per the rule book (NMM-1, TIG-1).
pub fn rule_lines(kind: MorrisKind) -> Vec<[&'static str; 3]> {
    let mut lines: Vec<[&str; 3]> = SQUARE_SIDES.iter().chain(SPOKES.iter()).copied().collect();
    if kind == MorrisKind::Tigadi {
        lines.extend(DIAGONALS);
    }
    lines
}

/// The order of points in the board field of the position string, as
/// `Position::to_text` documents it: rank by rank from the top.
pub const TEXT_RANKS: [&[&str]; 7] = [
    &["a7", "d7", "g7"],
    &["b6", "d6", "f6"],
    &["c5", "d5", "e5"],
    &["a4", "b4", "c4", "e4", "f4", "g4"],
    &["c3", "d3", "e3"],
    &["b2", "d2", "f2"],
    &["a1", "d1", "g1"],
];

pub fn pt(name: &str) -> Point {
    Point::parse(name).unwrap_or_else(|| panic!("test bug: '{name}' is not a point"))
}

pub fn bit(name: &str) -> u32 {
    1 << pt(name).index()
}

/// Bit set of space-separated point names.
pub fn bits(names: &str) -> u32 {
    names.split_whitespace().fold(0, |m, n| m | bit(n))
}

pub fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|e| panic!("test bug: {e}"))
}

/// The board field with `W` on the points of `white` and `B` on those of `black`
/// (space-separated names).
pub fn board_field(white: &str, black: &str) -> String {
    let (w, b) = (bits(white), bits(black));
    assert_eq!(w & b, 0, "test bug: a point is both white and black");
    let ranks: Vec<String> = TEXT_RANKS
        .iter()
        .map(|rank| {
            rank.iter()
                .map(|n| {
                    if w & bit(n) != 0 {
                        'W'
                    } else if b & bit(n) != 0 {
                        'B'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect();
    ranks.join("/")
}

/// A position from its pieces and the rest of the position string
/// (`"<side> <hand first> <hand second> <quiet> <ply>"`).
pub fn setup(v: &'static Variant, white: &str, black: &str, rest: &str) -> Position {
    let text = format!("{} {rest}", board_field(white, black));
    Position::from_text(v, &text).unwrap_or_else(|e| panic!("test bug: {text}: {e}"))
}

/// A movement-phase position (both hands empty, quiet counter 0, ply 40).
pub fn moving(v: &'static Variant, white: &str, black: &str, side: char) -> Position {
    setup(v, white, black, &format!("{side} 0 0 0 40"))
}

/// The legal moves as sorted strings.
pub fn move_strings(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// Sorted strings of the legal moves whose text starts with `prefix`.
pub fn moves_starting(p: &Position, prefix: &str) -> Vec<String> {
    move_strings(p)
        .into_iter()
        .filter(|m| m.starts_with(prefix))
        .collect()
}

/// Sorted owned strings.
pub fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays a move string, panicking with the position if it is illegal.
pub fn play(p: &mut Position, m: &str) {
    let text = p.to_text();
    p.play(mv(m))
        .unwrap_or_else(|e| panic!("{e} in {text}; legal: {:?}", move_strings(p)));
}

/// The rule book's rules, written independently of the engine: lines, adjacency and
/// move generation (NMM-3..8, NMM-12, NMM-13, TIG-3..11, TIG-14, TIG-19).
pub struct Reference {
    pub kind: MorrisKind,
    pub flying: bool,
    pub lines: Vec<u32>,
    pub adjacent: [u32; 24],
}

impl Reference {
    pub fn new(v: &Variant) -> Reference {
        let lines: Vec<u32> = rule_lines(v.kind)
            .iter()
            .map(|l| l.iter().fold(0, |m, n| m | bit(n)))
            .collect();
        let mut adjacent = [0u32; 24];
        for l in rule_lines(v.kind) {
            for (a, b) in [(l[0], l[1]), (l[1], l[2])] {
                adjacent[pt(a).index()] |= bit(b);
                adjacent[pt(b).index()] |= bit(a);
            }
        }
        // Flying is never allowed in Tigadi (TIG-6), whatever the setting says.
        let flying = v.kind == MorrisKind::NineMensMorris && v.flying;
        Reference {
            kind: v.kind,
            flying,
            lines,
            adjacent,
        }
    }

    /// Whether the piece on `p` of the set `own` stands in a complete line.
    pub fn in_mill(&self, own: u32, p: u32) -> bool {
        self.lines.iter().any(|&l| l & p != 0 && own & l == l)
    }

    /// Opponent pieces a mill may take: those outside mills, or any when all stand in
    /// mills (NMM-5, TIG-10, TIG-11).
    pub fn removable(&self, theirs: u32) -> u32 {
        let in_mills = self
            .lines
            .iter()
            .filter(|&&l| theirs & l == l)
            .fold(0, |m, &l| m | l);
        let free = theirs & !in_mills;
        if free != 0 {
            free
        } else {
            theirs
        }
    }

    /// Every move the movement rules allow the side to move, ignoring whether the game
    /// is over; `[pass]` for a blocked Tigadi player, nothing for a blocked NMM player.
    pub fn moves(&self, p: &Position) -> Vec<Move> {
        let me = p.side_to_move();
        let own = p.pieces(me);
        let theirs = p.pieces(me.other());
        let empty = !(own | theirs) & 0xFF_FFFF;
        let mut out = Vec::new();
        let mut add = |from: Option<Point>, to: Point| {
            let to_bit = 1u32 << to.index();
            let after = (own & !from.map_or(0, |f| 1 << f.index())) | to_bit;
            let removals = if self.in_mill(after, to_bit) {
                self.removable(theirs)
            } else {
                0
            };
            let make = |remove| match from {
                Some(from) => Move::Step { from, to, remove },
                None => Move::Place { to, remove },
            };
            if removals == 0 {
                out.push(make(None));
            }
            for r in Point::all().filter(|r| removals & (1 << r.index()) != 0) {
                out.push(make(Some(r)));
            }
        };
        if p.in_hand(me) > 0 {
            for to in Point::all().filter(|q| empty & (1 << q.index()) != 0) {
                add(None, to);
            }
        } else {
            let fly = self.flying && own.count_ones() == 3;
            for from in Point::all().filter(|q| own & (1 << q.index()) != 0) {
                let targets = if fly {
                    empty
                } else {
                    self.adjacent[from.index()] & empty
                };
                for to in Point::all().filter(|q| targets & (1 << q.index()) != 0) {
                    add(Some(from), to);
                }
            }
        }
        if out.is_empty() && self.kind == MorrisKind::Tigadi {
            out.push(Move::Pass);
        }
        out
    }

    /// Whether `side` could make a move other than a pass if it were its turn.
    pub fn has_real_move(&self, p: &Position, side: Side) -> bool {
        let own = p.pieces(side);
        let empty = !(own | p.pieces(side.other())) & 0xFF_FFFF;
        if p.in_hand(side) > 0 || (self.flying && own.count_ones() == 3) {
            return empty != 0;
        }
        Point::all().any(|q| own & (1 << q.index()) != 0 && self.adjacent[q.index()] & empty != 0)
    }
}

/// Sorted strings of a move list.
pub fn strings(moves: &[Move]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// How many random games a property test plays per variant: `MORRIS_TEST_GAMES` if set,
/// else `debug` in debug builds (plain `cargo test`, kept fast) and `release` with
/// `cargo test --release` (what `scripts/test.sh` runs).
pub fn game_count(debug: usize, release: usize) -> usize {
    match std::env::var("MORRIS_TEST_GAMES") {
        Ok(n) => n
            .trim()
            .parse()
            .expect("MORRIS_TEST_GAMES must be a whole number"),
        Err(_) if cfg!(debug_assertions) => debug,
        Err(_) => release,
    }
}

/// Every position of a random game from the start, the last one over (or after
/// `max_plies`). Uniformly random legal moves; no repetition check.
pub fn random_game_positions(
    v: &'static Variant,
    rng: &mut ttakji_engine::rng::Rng,
    max_plies: usize,
) -> Vec<Position> {
    let mut p = Position::start(v);
    let mut out = vec![p];
    for _ in 0..max_plies {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        p.play_unchecked(legal[rng.below(legal.len())]);
        out.push(p);
    }
    out
}
