//! Property tests of the Morris engine over random games of every variant (NMM with
//! flying, NMM without, Tigadi), with the engine's own seeded `Rng`.
//!
//! The engine is compared at every position against `common::Reference`, the rule
//! book written out independently, and against counters kept here: pieces are conserved,
//! removals take one opponent piece at most, the draw counters and outcomes follow the
//! rules, Tigadi never blocks both players (TIG-15), and `play` accepts exactly the
//! generated moves.
//!
//! Game counts: `MORRIS_TEST_GAMES` sets the number of random games per variant; otherwise
//! a few hundred in debug builds (`cargo test`, a few seconds) and several thousand with
//! `cargo test --release` (as `scripts/test.sh` runs it). See `common::game_count`.

use super::common::*;
use std::collections::HashMap;
use ttakji_engine::morris::{MorrisGame, MorrisKind, Move, Point, Position, Variant};
use ttakji_engine::rng::Rng;
use ttakji_engine::{Outcome, Side};

/// What this file knows about a game independently of the engine.
struct Tracker {
    reference: Reference,
    limit: u32,
    /// Pieces removed from each side so far.
    removed: [u32; 2],
    /// Plies without removal since placement ended, per the rules (passes not counted).
    quiet: u32,
    /// Occurrences of (board, side to move) after placement.
    seen: HashMap<(u32, u32, Side), usize>,
    last_was_pass: bool,
}

impl Tracker {
    fn new(v: &'static Variant, start: &Position) -> Tracker {
        let mut t = Tracker {
            reference: Reference::new(v),
            limit: v.quiet_move_limit,
            removed: [9 - start.total(Side::First), 9 - start.total(Side::Second)],
            quiet: 0,
            seen: HashMap::new(),
            last_was_pass: false,
        };
        t.record(start);
        t
    }

    fn key(p: &Position) -> (u32, u32, Side) {
        (
            p.pieces(Side::First),
            p.pieces(Side::Second),
            p.side_to_move(),
        )
    }

    fn after_placement(p: &Position) -> bool {
        p.in_hand(Side::First) == 0 && p.in_hand(Side::Second) == 0
    }

    fn record(&mut self, p: &Position) {
        if Self::after_placement(p) {
            *self.seen.entry(Self::key(p)).or_default() += 1;
        }
    }

    /// The outcome the rules give; a draw may have either reason when both apply.
    fn expected_outcome(&self, p: &Position) -> Vec<Outcome> {
        let me = p.side_to_move();
        if p.total(me) < 3 {
            return vec![Outcome::Win {
                winner: me.other(),
                reason: "two-pieces",
            }];
        }
        if p.variant().kind == MorrisKind::NineMensMorris && !self.reference.has_real_move(p, me) {
            return vec![Outcome::Win {
                winner: me.other(),
                reason: "blocked",
            }];
        }
        let mut draws = Vec::new();
        if self.quiet >= self.limit {
            draws.push(Outcome::Draw {
                reason: "no-removal",
            });
        }
        if Self::after_placement(p) && self.seen.get(&Self::key(p)).copied().unwrap_or(0) >= 3 {
            draws.push(Outcome::Draw {
                reason: "repetition",
            });
        }
        if draws.is_empty() {
            vec![Outcome::Ongoing]
        } else {
            draws
        }
    }
}

/// Checks one move from `before` to `after` against the rules of removal, placement and
/// movement, and the counters. Returns whether it removed a piece.
fn check_move(before: &Position, mv: Move, after: &Position, ctx: &str) -> bool {
    let me = before.side_to_move();
    let them = me.other();
    assert_eq!(after.side_to_move(), them, "{ctx}");
    assert_eq!(after.ply(), before.ply() + 1, "{ctx}");
    // Text round trip of the move.
    assert_eq!(mv.to_string().parse::<Move>(), Ok(mv), "{ctx}");
    // The opponent loses exactly the removed piece, or nothing.
    let removed = match mv.remove() {
        Some(r) => {
            assert_eq!(before.at(r), Some(them), "{ctx}: removes a non-enemy point");
            assert_eq!(
                after.pieces(them),
                before.pieces(them) & !(1 << r.index()),
                "{ctx}"
            );
            true
        }
        None => {
            assert_eq!(after.pieces(them), before.pieces(them), "{ctx}");
            false
        }
    };
    assert_eq!(
        after.in_hand(them),
        before.in_hand(them),
        "{ctx}: enemy hand changed"
    );
    // The mover: a placement takes one piece from hand to an empty point; a step moves
    // one piece to an empty point; a pass changes nothing.
    let (own_before, own_after) = (before.pieces(me), after.pieces(me));
    let empty_before = !(before.pieces(me) | before.pieces(them)) & 0xFF_FFFF;
    match mv {
        Move::Place { to, .. } => {
            assert!(before.in_hand(me) > 0, "{ctx}");
            assert!(empty_before & (1 << to.index()) != 0, "{ctx}");
            assert_eq!(own_after, own_before | 1 << to.index(), "{ctx}");
            assert_eq!(after.in_hand(me), before.in_hand(me) - 1, "{ctx}");
        }
        Move::Step { from, to, .. } => {
            assert_eq!(before.in_hand(me), 0, "{ctx}: steps only after placement");
            assert!(own_before & (1 << from.index()) != 0, "{ctx}");
            assert!(empty_before & (1 << to.index()) != 0, "{ctx}");
            assert_eq!(
                own_after,
                own_before & !(1 << from.index()) | 1 << to.index(),
                "{ctx}"
            );
            assert_eq!(after.in_hand(me), 0, "{ctx}");
        }
        Move::Pass => {
            assert_eq!(
                before.kind(),
                MorrisKind::Tigadi,
                "{ctx}: pass outside Tigadi"
            );
            assert_eq!(own_after, own_before, "{ctx}");
            assert_eq!(after.in_hand(me), before.in_hand(me), "{ctx}");
        }
    }
    // The incremental hash equals a fresh one, and the position survives its text.
    let fresh = Position::from_text(after.variant(), &after.to_text()).unwrap();
    assert_eq!(&fresh, after, "{ctx}");
    assert_eq!(fresh.hash(), after.hash(), "{ctx}: incremental hash");
    removed
}

/// A movement-phase position with 7 to 9 pieces a side on random points.
fn random_crowded(v: &'static Variant, rng: &mut Rng) -> Position {
    let mut free: Vec<Point> = Point::all().collect();
    let mut take = |n: usize, rng: &mut Rng| -> Vec<&'static str> {
        (0..n)
            .map(|_| free.swap_remove(rng.below(free.len())).name())
            .collect()
    };
    let (nw, nb) = (7 + rng.below(3), 7 + rng.below(3));
    let (w, b) = (take(nw, rng), take(nb, rng));
    let side = if rng.below(2) == 0 { 'w' } else { 'b' };
    moving(v, &w.join(" "), &b.join(" "), side)
}

/// The move after which the opponent has the fewest slides (ties broken at random).
fn blocking_move(r: &Reference, p: &Position, legal: &[Move], rng: &mut Rng) -> Move {
    let them = p.side_to_move().other();
    let mut best = (u32::MAX, Vec::new());
    for &m in legal {
        let mut q = *p;
        q.play_unchecked(m);
        let theirs = q.pieces(them);
        let empty = !(theirs | q.pieces(them.other())) & 0xFF_FFFF;
        let mobility: u32 = Point::all()
            .filter(|x| theirs & (1 << x.index()) != 0)
            .map(|x| (r.adjacent[x.index()] & empty).count_ones())
            .sum();
        if mobility < best.0 {
            best = (mobility, vec![m]);
        } else if mobility == best.0 {
            best.1.push(m);
        }
    }
    best.1[rng.below(best.1.len())]
}

#[derive(Default, Debug)]
struct Stats {
    games: usize,
    plies: usize,
    passes: usize,
    flights: usize,
    outcomes: HashMap<String, usize>,
}

/// Plays `games` random games of `v` and checks every position and move.
fn random_games(label: &str, v: &'static Variant, games: usize, seed: u64) -> Stats {
    let mut rng = Rng::new(seed);
    let mut stats = Stats::default();
    for game_no in 0..games {
        // One game in four starts from a random crowded board after placement, where
        // blocks (NMM-10) and passes (TIG-14) are frequent.
        let start = if game_no % 4 == 3 {
            random_crowded(v, &mut rng)
        } else {
            Position::start(v)
        };
        let mut g = MorrisGame::from_position(start);
        let mut t = Tracker::new(v, g.position());
        let mut history = vec![*g.position()];
        let mut last_own_step: [Option<(Point, Point)>; 2] = [None, None];
        loop {
            let p = *g.position();
            let ctx = format!("{label} game {game_no} ply {}: {}", p.ply(), p.to_text());
            let me = p.side_to_move();
            let outcome = check_position(&g, &t, &ctx);
            let legal = g.legal_moves();
            if outcome.is_over() {
                assert!(legal.is_empty(), "{ctx}: moves after the end");
                *stats.outcomes.entry(outcome.to_string()).or_default() += 1;
                break;
            }
            check_legal(&p, &legal, &t, &ctx);
            // A few generated moves besides the one played: `play` accepts them and they
            // obey the move rules.
            for _ in 0..3 {
                let m = legal[rng.below(legal.len())];
                let mut q = p;
                q.play(m)
                    .unwrap_or_else(|e| panic!("{ctx}: generated {m} refused: {e}"));
                check_move(&p, m, &q, &format!("{ctx} {m}"));
            }
            let mv = choose(&t, &p, &legal, last_own_step[me.index()], game_no, &mut rng);
            g.play(mv).unwrap_or_else(|e| panic!("{ctx}: {e}"));
            let after = *g.position();
            let removed = check_move(&p, mv, &after, &format!("{ctx} {mv}"));
            if let Move::Step { from, to, .. } = mv {
                last_own_step[me.index()] = Some((from, to));
                if v.geometry.adjacent_mask(from) & (1 << to.index()) == 0 {
                    stats.flights += 1;
                    assert!(v.flying && p.on_board(me) == 3, "{ctx}: {mv} jumps");
                }
            }
            if removed {
                t.removed[me.other().index()] += 1;
                t.quiet = 0;
            } else if matches!(mv, Move::Step { .. }) {
                t.quiet += 1;
            }
            t.last_was_pass = mv == Move::Pass;
            stats.passes += t.last_was_pass as usize;
            stats.plies += 1;
            t.record(&after);
            history.push(after);
            assert!(history.len() < 20_000, "{ctx}: the game does not end");
        }
        check_undo_and_replay(&g, &history, game_no);
        stats.games += 1;
    }
    stats
}

/// The invariants of a position of a random game, and its outcome (checked against the rule
/// book's).
fn check_position(g: &MorrisGame, t: &Tracker, ctx: &str) -> Outcome {
    let p = *g.position();
    let v = p.variant();
    let me = p.side_to_move();
    // Conservation: board + hand + removed = 9 for both sides.
    for s in [Side::First, Side::Second] {
        assert_eq!(
            p.total(s) + t.removed[s.index()],
            9,
            "{ctx}: pieces of {s:?}"
        );
    }
    assert_eq!(p.quiet_plies(), t.quiet, "{ctx}: quiet plies");
    // TIG-15: never both without a real move after placement; no two passes.
    if v.kind == MorrisKind::Tigadi && p.outcome() == Outcome::Ongoing {
        assert!(
            t.reference.has_real_move(&p, me) || t.reference.has_real_move(&p, me.other()),
            "{ctx}: both players blocked"
        );
    }
    let outcome = g.outcome();
    let expected = t.expected_outcome(&p);
    assert!(
        expected.contains(&outcome),
        "{ctx}: outcome {outcome}, rules say {expected:?}"
    );
    assert_eq!(
        g.repetitions() >= 3,
        t.seen.get(&Tracker::key(&p)).is_some_and(|&n| n >= 3)
    );
    outcome
}

/// The engine's moves are exactly the rule book's, without duplicates; a closed mill always
/// removes.
fn check_legal(p: &Position, legal: &[Move], t: &Tracker, ctx: &str) {
    let me = p.side_to_move();
    // The engine's moves are exactly the rule book's, without duplicates.
    assert_eq!(strings(legal), strings(&t.reference.moves(p)), "{ctx}");
    let mut dedup = strings(legal);
    dedup.dedup();
    assert_eq!(dedup.len(), legal.len(), "{ctx}: duplicate moves");
    assert_eq!(p.legal_moves(), legal, "{ctx}");
    if t.last_was_pass {
        assert!(!legal.contains(&Move::Pass), "{ctx}: two passes in a row");
    }
    // In these games a closed mill always removes: an enemy piece is always on the
    // board then (NMM-13 and TIG-19 need a constructed position with none).
    for m in legal {
        if let Some(to) = m.to() {
            let own = p.pieces(me) & !m.from().map_or(0, |f| 1 << f.index()) | 1 << to.index();
            let closes = t.reference.in_mill(own, 1 << to.index());
            assert_eq!(closes, m.remove().is_some(), "{ctx}: {m}");
        }
    }
}

/// The move to play, by the game's style: uniform; avoiding mills (long, crowded games:
/// blocks, passes, no-removal draws); or often stepping back (repetitions).
fn choose(
    t: &Tracker,
    p: &Position,
    legal: &[Move],
    last_step: Option<(Point, Point)>,
    game_no: usize,
    rng: &mut Rng,
) -> Move {
    // Choose by the game's style: uniform; avoiding mills (long, crowded games:
    // blocks, passes, no-removal draws); or often stepping back (repetitions).
    let back = last_step
        .map(|(from, to)| Move::Step {
            from: to,
            to: from,
            remove: None,
        })
        .filter(|m| legal.contains(m));
    let quiet_moves: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.remove().is_none())
        .collect();
    match (game_no % 4, back) {
        // Crowded starts play to hem the opponent in.
        (3, _) if rng.below(4) > 0 => blocking_move(&t.reference, p, legal, rng),
        (1 | 3, _) if !quiet_moves.is_empty() && rng.below(16) > 0 => {
            quiet_moves[rng.below(quiet_moves.len())]
        }
        (2, Some(b)) if rng.below(2) == 0 => b,
        _ => legal[rng.below(legal.len())],
    }
}

/// Undo walks back through the same positions, and the game replays from its move strings.
fn check_undo_and_replay(g: &MorrisGame, history: &[Position], game_no: usize) {
    // Undo walks back through the same positions.
    if game_no.is_multiple_of(8) {
        let mut g2 = g.clone();
        for expected in history.iter().rev().skip(1) {
            assert!(g2.undo().is_some());
            assert_eq!(g2.position(), expected);
        }
        assert!(g2.undo().is_none());
    }
    // The game replays from its move strings.
    if game_no % 8 == 1 || game_no % 8 == 7 {
        let texts: Vec<String> = g.moves().iter().map(|m| m.to_string()).collect();
        let again = MorrisGame::replay(*g.start(), &texts).unwrap();
        assert_eq!(again.position(), g.position());
        assert_eq!(again.outcome(), g.outcome());
    }
}

fn check_variant(label: &str, v: &'static Variant, seed: u64, allowed: &[&str]) {
    let games = game_count(200, 5000);
    let stats = random_games(label, v, games, seed);
    println!("{label}: {stats:?}");
    assert_eq!(stats.games, games);
    assert_eq!(stats.outcomes.values().sum::<usize>(), games);
    for outcome in stats.outcomes.keys() {
        assert!(
            allowed.contains(&outcome.as_str()),
            "{label}: unexpected outcome {outcome}"
        );
    }
    if v.kind == MorrisKind::NineMensMorris {
        assert_eq!(stats.passes, 0);
    }
    if !v.flying {
        assert_eq!(stats.flights, 0);
    }
    // With enough games, the interesting cases must really have been played, or the
    // checks above proved little.
    if games >= 100 {
        let seen = |o: &str| stats.outcomes.get(o).copied().unwrap_or(0) > 0;
        assert!(
            seen("draw no-removal") && seen("draw repetition"),
            "{label}: {stats:?}"
        );
        assert!(
            seen("win first two-pieces") && seen("win second two-pieces"),
            "{label}"
        );
        match v.kind {
            MorrisKind::NineMensMorris => {
                assert!(
                    seen("win first blocked") || seen("win second blocked"),
                    "{label}"
                )
            }
            MorrisKind::Tigadi => assert!(stats.passes > 0, "{label}: no pass was played"),
        }
        if v.flying {
            assert!(stats.flights > 0, "{label}: no flight was played");
        }
    }
}

const NMM_OUTCOMES: [&str; 6] = [
    "win first two-pieces",
    "win second two-pieces",
    "win first blocked",
    "win second blocked",
    "draw no-removal",
    "draw repetition",
];

/// NMM with flying (NMM-1..13).
#[test]
fn random_games_nmm_flying() {
    check_variant("nmm-flying", nmm(), 0x4E4D_4D01, &NMM_OUTCOMES);
}

/// NMM without flying (NMM-8 off).
#[test]
fn random_games_nmm_no_flying() {
    check_variant("nmm-no-flying", nmm_no_fly(), 0x4E4D_4D02, &NMM_OUTCOMES);
}

/// Tigadi (TIG-1..19): passes but never blocked twice, wins only by two pieces.
#[test]
fn random_games_tigadi() {
    check_variant(
        "tigadi",
        tigadi(),
        0x7164_AD11,
        &[
            "win first two-pieces",
            "win second two-pieces",
            "draw no-removal",
            "draw repetition",
        ],
    );
}

/// Every candidate move of positions from random games, generated or not: `play` accepts
/// exactly the generated moves, and each candidate's text parses back to it. All 15,001
/// shapes (pass, 24 × 25 placements, 24 × 24 × 25 steps with or without a removal) for
/// some positions, a sample of them for the others.
#[test]
fn play_accepts_exactly_the_generated_moves() {
    let positions_per_variant = game_count(40, 400);
    let full_every = if cfg!(debug_assertions) { 20 } else { 4 };
    let mut all: Vec<Move> = vec![Move::Pass];
    let removals: Vec<Option<Point>> = std::iter::once(None)
        .chain(Point::all().map(Some))
        .collect();
    for to in Point::all() {
        for &remove in &removals {
            all.push(Move::Place { to, remove });
            for from in Point::all() {
                all.push(Move::Step { from, to, remove });
            }
        }
    }
    assert_eq!(all.len(), 1 + 24 * 25 + 24 * 24 * 25);
    for (label, v) in all_variants() {
        let mut rng = Rng::new(0x00AC_CE97 ^ v.quiet_move_limit as u64 ^ v.flying as u64);
        let (mut checked, mut accepted) = (0usize, 0usize);
        for n in 0..positions_per_variant {
            let game = random_game_positions(v, &mut rng, 2000);
            let p = game[rng.below(game.len())];
            let legal = p.legal_moves();
            let candidates: Vec<Move> = if n % full_every == 0 {
                all.clone()
            } else {
                // Every generated move with every other removal, plus a random sample.
                let mut c: Vec<Move> = (0..1500).map(|_| all[rng.below(all.len())]).collect();
                for m in &legal {
                    for &remove in &removals {
                        c.push(match *m {
                            Move::Place { to, .. } => Move::Place { to, remove },
                            Move::Step { from, to, .. } => Move::Step { from, to, remove },
                            Move::Pass => Move::Pass,
                        });
                    }
                }
                c.push(Move::Pass);
                c
            };
            for m in candidates {
                let text = match m {
                    Move::Pass => "pass".to_string(),
                    Move::Place { to, remove } => format!("{to}{}", suffix(remove)),
                    Move::Step { from, to, remove } => format!("{from}-{to}{}", suffix(remove)),
                };
                assert_eq!(text.parse::<Move>(), Ok(m));
                assert_eq!(m.to_string(), text);
                let mut q = p;
                let ok = q.play(m).is_ok();
                assert_eq!(ok, legal.contains(&m), "{label}: {text} in {}", p.to_text());
                if !ok {
                    assert_eq!(q, p, "a refused move changed the position");
                }
                checked += 1;
                accepted += ok as usize;
            }
        }
        println!("{label}: {checked} candidates, {accepted} accepted");
        assert!(accepted > 0 && accepted < checked);
    }
}

fn suffix(remove: Option<Point>) -> String {
    remove.map_or(String::new(), |r| format!("x{r}"))
}
