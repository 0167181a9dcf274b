//! The Makruk evaluation: a sum of weighted terms, each with a middle-game and an ending
//! weight, blended by the game phase (tapered), plus the Bia-less ending's drive of the
//! weaker Khun to a corner.
//!
//! The weights ([`super::weights::WEIGHTS`]) are data, fitted on game results by Texel's
//! method (`makruk-tune` in crates/trainer; docs/engines.md). [`terms`] is the one place
//! that says what a position's terms are: the engine sums their weights ([`evaluate`]),
//! the tuner records them ([`Features`]).

use super::attacks::{rua, Bits, BIA_CAPTURES, BIA_PUSHES, FILE_A, KHON, KHUN, MA, MET, RANK_1};
use super::board::Board;
use super::position::Position;
use super::types::Kind;
use super::weights::WEIGHTS;
use crate::Side;

/// The phase with all pieces on the board (Rua 3, Ma and Khon 1 each, Met none).
pub const PHASE_MAX: i32 = 20;

/// The kinds with a material term: `Kind::ALL` but the Khun, in its order.
const MATERIAL_KINDS: [Kind; 6] = [
    Kind::Bia,
    Kind::BiaNgai,
    Kind::Met,
    Kind::Khon,
    Kind::Ma,
    Kind::Rua,
];

/// Where each group of terms starts.
pub const MATERIAL: usize = 0;
/// A piece's square, per kind: 32 terms, the file folded (a and h are one) and the square
/// seen from the side's own back rank (Black's board turned half round, as Makruk's start
/// position is).
pub const SQUARES: usize = MATERIAL + 6;
pub const PLACES: usize = 32;
/// Safe squares a piece reaches (not its own side's, not guarded by an enemy Bia), one
/// term per count: Met and Bia ngai (0 to 4), Khon (0 to 5), Ma (0 to 8), Rua (0 to 14).
pub const MOBILITY: usize = SQUARES + 7 * PLACES;
/// Where each mobility table starts within [`MOBILITY`], and the last.
const MOBILITY_AT: [usize; 5] = [0, 5, 11, 20, 35];
pub const BIA_GUARDED: usize = MOBILITY + MOBILITY_AT[4];
pub const BIA_ISOLATED: usize = BIA_GUARDED + 1;
pub const BIA_DOUBLED: usize = BIA_ISOLATED + 1;
/// A Bia no enemy Bia can stop, by its rank from the side's own (3rd, 4th, 5th).
pub const BIA_PASSED: usize = BIA_DOUBLED + 1;
pub const RUA_OPEN: usize = BIA_PASSED + 3;
pub const RUA_HALF_OPEN: usize = RUA_OPEN + 1;
/// Own Met, Bia ngai, Khon and Bia next to the Khun.
pub const KHUN_SHELTER: usize = RUA_HALF_OPEN + 1;
/// The attack on the enemy Khun's neighbourhood, one term per weight of attackers (Ma 2,
/// Rua 3, Khon, Met and Bia ngai 1 each), 0 to [`ATTACK_MAX`].
pub const KHUN_ATTACK: usize = KHUN_SHELTER + 1;
pub const ATTACK_MAX: usize = 12;
/// The squares of the enemy Khun's neighbourhood the side's pieces (not Bia) reach.
pub const ZONE_HITS: usize = KHUN_ATTACK + ATTACK_MAX + 1;
/// The side's Khun on a file without its own Bia while the other side has a Rua.
pub const KHUN_OPEN_FILE: usize = ZONE_HITS + 1;
/// The side's pieces an enemy Bia attacks, by kind: Met and Bia ngai, Khon, Ma, Rua.
pub const THREAT_BY_BIA: usize = KHUN_OPEN_FILE + 1;
/// The side's pieces an enemy Met, Bia ngai, Khon or Ma attacks, by kind: Bia, Met and Bia
/// ngai, Khon, Ma, Rua.
pub const THREAT_BY_MINOR: usize = THREAT_BY_BIA + 4;
/// The side's pieces an enemy Rua attacks, by kind as [`THREAT_BY_MINOR`].
pub const THREAT_BY_RUA: usize = THREAT_BY_MINOR + 5;
/// The side's pieces (not the Khun) that the enemy attacks and nothing of its own guards.
pub const HANGING: usize = THREAT_BY_RUA + 5;
/// Squares from which a Rua, a Ma, or a Khon or Met of the side could check the enemy Khun
/// this move, where the enemy guards nothing.
pub const SAFE_CHECKS: usize = HANGING + 1;
/// A Bia with an own Bia beside it on its rank, by its rank from the side's own (3rd, 4th,
/// 5th).
pub const BIA_PHALANX: usize = SAFE_CHECKS + 3;
/// A Bia that no own Bia beside or behind it can come to guard, whose next square an enemy
/// Bia guards.
pub const BIA_BACKWARD: usize = BIA_PHALANX + 3;
/// A Ma, then a Khon, on the side's 4th to 6th rank, guarded by an own Bia, where no enemy
/// Bia can ever attack it.
pub const OUTPOST: usize = BIA_BACKWARD + 1;
pub const TEMPO: usize = OUTPOST + 2;
pub const TERMS: usize = TEMPO + 1;

/// What [`terms`] reports to: each term with how often it counts for White, less for Black.
pub trait Sink {
    /// Whether the sink takes each piece's material and square terms; the engine's sum
    /// does not, as the board keeps their weights' sum ([`Board::placed`]).
    const PLACEMENT: bool = true;

    fn add(&mut self, term: usize, n: i32);
}

/// The weighted sums of the terms, middle game and ending.
#[derive(Default)]
struct Sum {
    mg: i32,
    eg: i32,
}

impl Sink for Sum {
    const PLACEMENT: bool = false;

    #[inline]
    fn add(&mut self, term: usize, n: i32) {
        let (mg, eg) = WEIGHTS[term];
        self.mg += mg as i32 * n;
        self.eg += eg as i32 * n;
    }
}

/// A position's terms, for the tuner: (term, count for White less count for Black).
#[derive(Default)]
pub struct Features(pub Vec<(u16, i16)>);

impl Sink for Features {
    fn add(&mut self, term: usize, n: i32) {
        if n == 0 {
            return;
        }
        match self.0.iter_mut().find(|(t, _)| *t as usize == term) {
            Some((_, c)) => *c += n as i16,
            None => self.0.push((term as u16, n as i16)),
        }
    }
}

/// The game phase: [`PHASE_MAX`] with all pieces on the board, down to 0 in a bare ending.
pub fn phase(b: &Board) -> i32 {
    let mut p = 0;
    for side in [Side::First, Side::Second] {
        p += 3 * b.bitboard(side, Kind::Rua).count_ones() as i32
            + b.bitboard(side, Kind::Ma).count_ones() as i32
            + b.bitboard(side, Kind::Khon).count_ones() as i32;
    }
    p.min(PHASE_MAX)
}

/// Static evaluation from the side to move's view, in centi-Bia.
pub fn evaluate(pos: &Position) -> i32 {
    let b = pos.board();
    let white = if b.has_bia() {
        let (mg, eg) = b.placed();
        let mut sum = Sum { mg, eg };
        terms(b, &mut sum);
        blend(sum.mg, sum.eg, phase(b))
    } else {
        bare_ending(b)
    };
    match pos.side_to_move() {
        Side::First => white,
        Side::Second => -white,
    }
}

/// The side to move's edge in a Bia-less ending.
const BARE_TEMPO: i32 = 8;

/// The middle-game and ending scores blended by the phase.
pub fn blend(mg: i32, eg: i32, phase: i32) -> i32 {
    (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX
}

/// Every term of the board, White's less Black's.
pub fn terms<S: Sink>(b: &Board, sink: &mut S) {
    let bia = [bia_attacks(b, Side::First), bia_attacks(b, Side::Second)];
    let reach = [Side::First, Side::Second].map(|side| pieces(b, side, bia, sink));
    for side in [Side::First, Side::Second] {
        let (mine, theirs) = (&reach[side.index()], &reach[side.other().index()]);
        side_terms(b, side, sign(side), bia[side.other().index()], sink);
        outposts(b, side, sign(side), bia[side.index()], sink);
        threats(b, side, sign(side), mine, theirs, sink);
        safe_checks(b, side, sign(side), mine, theirs, sink);
    }
    sink.add(TEMPO, sign(b.side_to_move()));
}

/// A side's terms count for White, against Black.
fn sign(side: Side) -> i32 {
    if side == Side::First {
        1
    } else {
        -1
    }
}

/// The square `sq` seen from `side`'s back rank, its file folded onto a to d: 0 to 31.
const fn seen_from(side: Side, sq: usize) -> usize {
    let sq = if matches!(side, Side::First) {
        sq
    } else {
        63 - sq
    };
    let file = sq & 7;
    let folded = if file < 4 { file } else { 7 - file };
    (sq >> 3) * 4 + folded
}

/// `PLACED[side][kind][sq]`: the weights (middle game, ending) of a piece's material and
/// square terms, for White (Black's negated): what the board adds up as pieces come and
/// go ([`Board::placed`]).
pub(super) static PLACED: [[[(i32, i32); 64]; 7]; 2] = {
    let mut t = [[[(0, 0); 64]; 7]; 2];
    let mut s = 0;
    while s < 2 {
        let (side, sign) = if s == 0 {
            (Side::First, 1)
        } else {
            (Side::Second, -1)
        };
        let mut kind = 0;
        while kind < 7 {
            let mut sq = 0;
            while sq < 64 {
                let (mut mg, mut eg) = WEIGHTS[SQUARES + PLACES * kind + seen_from(side, sq)];
                // The Khun, last of the kinds, has no material term.
                if kind < MATERIAL_KINDS.len() {
                    mg += WEIGHTS[MATERIAL + kind].0;
                    eg += WEIGHTS[MATERIAL + kind].1;
                }
                t[s][kind][sq] = (sign * mg as i32, sign * eg as i32);
                sq += 1;
            }
            kind += 1;
        }
        s += 1;
    }
    t
};

/// The squares `side`'s Bia guard.
fn bia_attacks(b: &Board, side: Side) -> u64 {
    Bits(b.bitboard(side, Kind::Bia)).fold(0, |a, sq| a | BIA_CAPTURES[side.index()][sq])
}

/// The squares one side's pieces attack, by kind.
#[derive(Clone, Copy, Default)]
struct Reach {
    bia: u64,
    /// Met and Bia ngai.
    met: u64,
    khon: u64,
    ma: u64,
    rua: u64,
    khun: u64,
}

impl Reach {
    fn minor(&self) -> u64 {
        self.met | self.khon | self.ma
    }

    fn all(&self) -> u64 {
        self.bia | self.minor() | self.rua | self.khun
    }
}

/// Each piece's square and mobility, and the attack on the enemy Khun's neighbourhood;
/// returns what the side's pieces attack. `bia`: the squares each side's Bia guard.
fn pieces<S: Sink>(b: &Board, side: Side, bia: [u64; 2], sink: &mut S) -> Reach {
    let (s, sign) = (side.index(), sign(side));
    let occ = b.occupied();
    let safe = !b.occupied_by(side) & !bia[side.other().index()];
    let enemy_khun = b.khun(side.other()).map_or(0, |q| q.index());
    let zone = KHUN[enemy_khun] | 1u64 << enemy_khun;
    let (mut attack, mut hits) = (0, 0);
    let mut r = Reach {
        bia: bia[s],
        ..Reach::default()
    };
    for kind in Kind::ALL {
        for sq in Bits(b.bitboard(side, kind)) {
            if S::PLACEMENT {
                sink.add(SQUARES + PLACES * kind.index() + seen_from(side, sq), sign);
            }
            let (reach, slot, weight) = match kind {
                Kind::Met | Kind::BiaNgai => (MET[sq], 0, 1),
                Kind::Khon => (KHON[s][sq], 1, 1),
                Kind::Ma => (MA[sq], 2, 2),
                Kind::Rua => (rua(sq, occ), 3, 3),
                Kind::Khun => {
                    r.khun = KHUN[sq];
                    continue;
                }
                Kind::Bia => continue,
            };
            *[&mut r.met, &mut r.khon, &mut r.ma, &mut r.rua][slot] |= reach;
            let n = ((reach & safe).count_ones() as usize).min(MOBILITY_AT[slot + 1] - 1);
            sink.add(MOBILITY + MOBILITY_AT[slot] + n, sign);
            if reach & zone != 0 {
                attack += weight;
                hits |= reach & zone;
            }
        }
    }
    sink.add(KHUN_ATTACK + attack.min(ATTACK_MAX), sign);
    sink.add(ZONE_HITS, sign * hits.count_ones() as i32);
    r
}

/// Material, the Khun's shelter and file, Bia structure and the Rua's files.
/// `enemy_guards`: the squares the enemy Bia guard.
fn side_terms<S: Sink>(b: &Board, side: Side, sign: i32, enemy_guards: u64, sink: &mut S) {
    for (i, &kind) in MATERIAL_KINDS.iter().enumerate().filter(|_| S::PLACEMENT) {
        sink.add(
            MATERIAL + i,
            sign * b.bitboard(side, kind).count_ones() as i32,
        );
    }
    let my_khun = b.khun(side).map_or(0, |q| q.index());
    if FILE_A << (my_khun & 7) & b.bitboard(side, Kind::Bia) == 0
        && b.bitboard(side.other(), Kind::Rua) != 0
    {
        sink.add(KHUN_OPEN_FILE, sign);
    }
    let guards = b.bitboard(side, Kind::Met)
        | b.bitboard(side, Kind::BiaNgai)
        | b.bitboard(side, Kind::Khon)
        | b.bitboard(side, Kind::Bia);
    sink.add(
        KHUN_SHELTER,
        sign * (KHUN[my_khun] & guards).count_ones() as i32,
    );
    bia_terms(b, side, sign, enemy_guards, sink);
    let own_bia = b.bitboard(side, Kind::Bia);
    let enemy_bia = b.bitboard(side.other(), Kind::Bia);
    for sq in Bits(b.bitboard(side, Kind::Rua)) {
        let file = FILE_A << (sq & 7);
        if file & own_bia == 0 {
            let term = if file & enemy_bia == 0 {
                RUA_OPEN
            } else {
                RUA_HALF_OPEN
            };
            sink.add(term, sign);
        }
    }
}

/// The side's pieces under attack: by enemy Bia, minor pieces and Rua, by the kind
/// attacked, and those that nothing guards. `mine` and `theirs`: what each side attacks.
fn threats<S: Sink>(b: &Board, side: Side, sign: i32, mine: &Reach, theirs: &Reach, sink: &mut S) {
    let bb = |k| b.bitboard(side, k);
    let victims = [
        bb(Kind::Bia),
        bb(Kind::Met) | bb(Kind::BiaNgai),
        bb(Kind::Khon),
        bb(Kind::Ma),
        bb(Kind::Rua),
    ];
    let minor = theirs.minor();
    for (i, v) in victims.into_iter().enumerate() {
        if i > 0 {
            sink.add(
                THREAT_BY_BIA + i - 1,
                sign * (v & theirs.bia).count_ones() as i32,
            );
        }
        sink.add(THREAT_BY_MINOR + i, sign * (v & minor).count_ones() as i32);
        sink.add(
            THREAT_BY_RUA + i,
            sign * (v & theirs.rua).count_ones() as i32,
        );
    }
    let pieces = b.occupied_by(side) & !bb(Kind::Khun);
    let hanging = pieces & theirs.all() & !mine.all();
    sink.add(HANGING, sign * hanging.count_ones() as i32);
}

/// The squares from which the side's Rua, Ma, and Khon or Met could give check this move
/// where the enemy attacks nothing (a check there costs no piece).
fn safe_checks<S: Sink>(
    b: &Board,
    side: Side,
    sign: i32,
    mine: &Reach,
    theirs: &Reach,
    sink: &mut S,
) {
    let Some(k) = b.khun(side.other()) else {
        return;
    };
    let k = k.index();
    let safe = !b.occupied_by(side) & !theirs.all();
    // A Khon of this side checks from where the other side's Khon would step to the Khun.
    let khon_from = KHON[side.other().index()][k] & mine.khon;
    let checks = [
        rua(k, b.occupied()) & mine.rua,
        MA[k] & mine.ma,
        khon_from | MET[k] & mine.met,
    ];
    for (i, c) in checks.into_iter().enumerate() {
        sink.add(SAFE_CHECKS + i, sign * (c & safe).count_ones() as i32);
    }
}

/// Bia structure: guarded, isolated, doubled, passed, phalanx and backward Bia.
/// `enemy_guards`: the squares the enemy Bia guard.
fn bia_terms<S: Sink>(b: &Board, side: Side, sign: i32, enemy_guards: u64, sink: &mut S) {
    let s = side.index();
    let own = b.bitboard(side, Kind::Bia);
    let enemy = b.bitboard(side.other(), Kind::Bia);
    for sq in Bits(own) {
        let files = FILE_A << (sq & 7);
        let beside = beside_files(sq);
        if BIA_CAPTURES[1 - s][sq] & own != 0 {
            sink.add(BIA_GUARDED, sign);
        }
        if beside & own == 0 {
            sink.add(BIA_ISOLATED, sign);
        }
        let ahead = ahead_of(side, sq);
        if ahead & files & own != 0 {
            sink.add(BIA_DOUBLED, sign);
        }
        let forward = seen_from(side, sq) / 4;
        if (2..=4).contains(&forward) {
            let by_rank = forward - 2;
            if ahead & (files | beside) & enemy == 0 {
                sink.add(BIA_PASSED + by_rank, sign);
            }
            if beside & RANK_1 << (sq & !7) & own != 0 {
                sink.add(BIA_PHALANX + by_rank, sign);
            }
        }
        if beside & !ahead & own == 0 && BIA_PUSHES[s][sq] & enemy_guards != 0 {
            sink.add(BIA_BACKWARD, sign);
        }
    }
}

/// Ma and Khon outposts: on the side's 4th to 6th rank, guarded by an own Bia, where no
/// enemy Bia can ever attack them. `guards`: the squares the side's Bia guard.
fn outposts<S: Sink>(b: &Board, side: Side, sign: i32, guards: u64, sink: &mut S) {
    let enemy = b.bitboard(side.other(), Kind::Bia);
    for (i, kind) in [Kind::Ma, Kind::Khon].into_iter().enumerate() {
        let n = Bits(b.bitboard(side, kind) & guards)
            .filter(|&sq| {
                (3..=5).contains(&(seen_from(side, sq) / 4))
                    && ahead_of(side, sq) & beside_files(sq) & enemy == 0
            })
            .count();
        sink.add(OUTPOST + i, sign * n as i32);
    }
}

/// The files on either side of `sq`'s.
fn beside_files(sq: usize) -> u64 {
    let (file, files) = (sq & 7, FILE_A << (sq & 7));
    (if file > 0 { files >> 1 } else { 0 }) | (if file < 7 { files << 1 } else { 0 })
}

/// The ranks in front of `sq` as `side` moves.
fn ahead_of(side: Side, sq: usize) -> u64 {
    let rank = sq >> 3;
    match side {
        Side::First if rank < 7 => !0u64 << (8 * (rank + 1)),
        Side::Second => (1u64 << (8 * rank)) - 1,
        _ => 0,
    }
}

/// Material by the search's fixed values, for the Bia-less ending's lead.
fn material(b: &Board, side: Side) -> i32 {
    MATERIAL_KINDS
        .iter()
        .map(|&k| super::search::value(k) * b.bitboard(side, k).count_ones() as i32)
        .sum()
}

/// Without Bia (the tuning games had no such position, and the counts rule these endings):
/// material and placement by hand, and the side ahead drives the other Khun to a corner and
/// brings its own; a side that cannot mate is no better than a draw. White's view.
fn bare_ending(b: &Board) -> i32 {
    let lead = material(b, Side::First) - material(b, Side::Second);
    let ph = phase(b);
    let mut white = lead + placement(b, Side::First, ph) - placement(b, Side::Second, ph);
    if lead.abs() >= 150 {
        let winner = if lead > 0 { Side::First } else { Side::Second };
        let sq = |side| b.khun(side).map_or(0, |q| q.index());
        let (loser_khun, winner_khun) = (sq(winner.other()), sq(winner));
        let area = khun_box(loser_khun, attacked_by(b, winner)).count_ones() as i32;
        let drive = 14 * (6 - corner_distance(loser_khun))
            + 10 * (3 - edge_distance(loser_khun))
            + 8 * (7 - distance(winner_khun, loser_khun))
            + 3 * (64 - area);
        white += if winner == Side::First { drive } else { -drive };
    }
    let ahead = if white > 0 { Side::First } else { Side::Second };
    if white != 0 && cannot_mate(b, ahead) {
        white /= 8;
    }
    white
        + if b.side_to_move() == Side::First {
            BARE_TEMPO
        } else {
            -BARE_TEMPO
        }
}

/// A side's placement without Bia: central pieces, far-reaching Rua, Met beside their Khun,
/// attacks near the enemy Khun and a central Khun, by the game phase `ph`.
fn placement(b: &Board, side: Side, ph: i32) -> i32 {
    let s = side.index();
    let occ = b.occupied();
    let own = b.occupied_by(side);
    let sq_of = |side| b.khun(side).map_or(0, |q| q.index());
    let (my_khun, enemy_khun) = (sq_of(side), sq_of(side.other()));
    let zone = KHUN[enemy_khun] | 1u64 << enemy_khun;
    let forward = |sq: usize| {
        let rank = (sq >> 3) as i32;
        if side == Side::First {
            rank
        } else {
            7 - rank
        }
    };
    let (mut score, mut pressure) = (0, 0);
    for kind in Kind::ALL {
        for sq in Bits(b.bitboard(side, kind)) {
            let (reach, weight, place) = match kind {
                Kind::Ma => (
                    MA[sq],
                    2,
                    8 * centrality(sq) - if edge_distance(sq) == 0 { 10 } else { 0 },
                ),
                Kind::Khon => (KHON[s][sq], 1, 5 * centrality(sq) + 3 * forward(sq).min(4)),
                Kind::Rua => {
                    let att = rua(sq, occ);
                    (att, 3, 2 * (att & !own).count_ones() as i32 + 12)
                }
                Kind::Met | Kind::BiaNgai => {
                    let near = if distance(sq, my_khun) <= 1 { 8 } else { 0 };
                    (0, 0, 4 * centrality(sq) + near * ph / PHASE_MAX)
                }
                Kind::Bia | Kind::Khun => continue,
            };
            score += place;
            if reach & zone != 0 {
                pressure += weight;
            }
        }
    }
    let khun_forward = forward(my_khun);
    score
        + pressure * pressure * ph / 12
        + (-12 * (khun_forward - 1).clamp(0, 3) * ph + 10 * centrality(my_khun) * (PHASE_MAX - ph))
            / PHASE_MAX
}

/// Nearness to the centre, 0 (edge) to 3 (the four centre squares).
fn centrality(sq: usize) -> i32 {
    let off = |x: i32| if x <= 3 { 3 - x } else { x - 4 };
    3 - off((sq & 7) as i32).max(off((sq >> 3) as i32))
}

/// Nearness to a corner, 0 (a corner) to 6.
fn corner_distance(sq: usize) -> i32 {
    let (f, r) = ((sq & 7) as i32, (sq >> 3) as i32);
    f.min(7 - f) + r.min(7 - r)
}

/// Nearness to an edge, 0 (on an edge) to 3.
fn edge_distance(sq: usize) -> i32 {
    let (f, r) = ((sq & 7) as i32, (sq >> 3) as i32);
    f.min(7 - f).min(r).min(7 - r)
}

fn distance(a: usize, b: usize) -> i32 {
    let (fa, ra, fb, rb) = (
        (a & 7) as i32,
        (a >> 3) as i32,
        (b & 7) as i32,
        (b >> 3) as i32,
    );
    (fa - fb).abs().max((ra - rb).abs())
}

/// The squares of b1's colour (a1's is the other).
const LIGHT: u64 = 0x55AA_55AA_55AA_55AA;

/// Whether `side`'s pieces cannot force mate on a bare Khun by themselves (no Bia on the
/// board): nothing; one or two Ma alone (as two knights in chess); or only Met and Bia ngai,
/// all on squares of one colour (a step aside keeps a piece on its colour, so the other
/// colour's squares round the Khun stay free).
fn cannot_mate(b: &Board, side: Side) -> bool {
    let bb = |k| b.bitboard(side, k);
    if bb(Kind::Rua) | bb(Kind::Khon) | bb(Kind::Bia) != 0 {
        return false;
    }
    let steppers = bb(Kind::Met) | bb(Kind::BiaNgai);
    match bb(Kind::Ma).count_ones() {
        0 => steppers & LIGHT == 0 || steppers & !LIGHT == 0,
        1 | 2 => steppers == 0,
        _ => false,
    }
}

/// The squares `side` attacks (Bia pushes aside), as a bitboard.
fn attacked_by(b: &Board, side: Side) -> u64 {
    let s = side.index();
    let occ = b.occupied();
    let mut a = bia_attacks(b, side);
    for sq in Bits(b.bitboard(side, Kind::Rua)) {
        a |= rua(sq, occ);
    }
    for sq in Bits(b.bitboard(side, Kind::Ma)) {
        a |= MA[sq];
    }
    for sq in Bits(b.bitboard(side, Kind::Khon)) {
        a |= KHON[s][sq];
    }
    for sq in Bits(b.bitboard(side, Kind::Met) | b.bitboard(side, Kind::BiaNgai)) {
        a |= MET[sq];
    }
    for sq in Bits(b.bitboard(side, Kind::Khun)) {
        a |= KHUN[sq];
    }
    a
}

/// The squares a Khun on `from` could walk to through squares not in `barred`, given
/// time: the box the other side's pieces keep it in.
fn khun_box(from: usize, barred: u64) -> u64 {
    let not_a = !FILE_A;
    let not_h = !(FILE_A << 7);
    let mut region = 1u64 << from;
    loop {
        let row = region | (region << 1 & not_a) | (region >> 1 & not_h);
        let grown = (row | row << 8 | row >> 8) & !barred;
        let next = region | grown;
        if next == region {
            return region;
        }
        region = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same position with the board turned half round and the colours swapped.
    fn turned(fen: &str) -> String {
        let mut fields: Vec<String> = fen.split(' ').map(String::from).collect();
        let ranks: Vec<String> = fields[0]
            .split('/')
            .rev()
            .map(|rank| {
                let mut tokens: Vec<String> = Vec::new();
                for c in rank.chars() {
                    match (c, tokens.last_mut()) {
                        ('~', Some(last)) => last.push('~'),
                        _ => tokens.push(c.to_string()),
                    }
                }
                tokens.reverse();
                tokens.concat()
            })
            .collect();
        fields[0] = ranks
            .join("/")
            .chars()
            .map(|c| match c {
                'a'..='z' => c.to_ascii_uppercase(),
                'A'..='Z' => c.to_ascii_lowercase(),
                _ => c,
            })
            .collect();
        fields[1] = if fields[1] == "w" { "b" } else { "w" }.into();
        fields.join(" ")
    }

    /// The material and square terms' weights, summed afresh.
    #[derive(Default)]
    struct Placement(i32, i32);

    impl Sink for Placement {
        fn add(&mut self, term: usize, n: i32) {
            if term < MOBILITY {
                let (mg, eg) = WEIGHTS[term];
                self.0 += mg as i32 * n;
                self.1 += eg as i32 * n;
            }
        }
    }

    #[test]
    fn the_board_keeps_the_sum_of_material_and_square_weights() {
        // Games of moves picked by a fixed rule, through captures and promotions: what the
        // board adds up as pieces come and go is the sum made afresh from its pieces.
        let (mut captures, mut promotions) = (0, 0);
        for game in 0..6usize {
            let mut b = Board::start();
            for ply in 0..240usize {
                let mut sum = Placement::default();
                terms(&b, &mut sum);
                assert_eq!(b.placed(), (sum.0, sum.1), "game {game} ply {ply}");
                let moves = b.legal_moves();
                let Some(&mv) = moves.get((ply * 7 + game * 13) % moves.len().max(1)) else {
                    break;
                };
                captures += usize::from(b.kind_on(mv.to()).is_some());
                promotions += usize::from(mv.is_promotion());
                b.play_unchecked(mv);
            }
        }
        assert!(
            captures > 0 && promotions > 0,
            "{captures} captures, {promotions} promotions"
        );
    }

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).expect("valid FEN"))
    }

    #[test]
    fn pieces_that_cannot_force_mate_are_known() {
        let cannot = |fen: &str, side| {
            cannot_mate(Position::from_fen(fen).expect("valid FEN").board(), side)
        };
        // One Ma, two Ma, or two Met on one colour: no forced mate.
        assert!(cannot("8/8/3k4/8/8/2K5/8/N7 w - - 0 1", Side::First));
        assert!(cannot("8/8/3k4/8/8/2K5/8/NN6 w - - 0 1", Side::First));
        assert!(cannot("8/8/3k4/8/8/2K5/1M6/M7 w - - 0 1", Side::First));
        assert!(cannot("8/8/3k4/8/8/2K5/8/8 w - - 0 1", Side::First));
        // Met on both colours, a Ma with a Met, a Khon or a Rua: mate can be forced.
        assert!(!cannot("8/8/3k4/8/8/2K5/8/MM6 w - - 0 1", Side::First));
        assert!(!cannot("8/8/3k4/8/8/2K5/8/NM6 w - - 0 1", Side::First));
        assert!(!cannot("8/8/3k4/8/8/2K5/8/S7 w - - 0 1", Side::First));
        assert!(!cannot("8/8/3k4/8/8/2K5/8/R7 w - - 0 1", Side::First));
        // Two Ma are not worth their material against a bare Khun.
        assert!(eval("8/8/3k4/8/8/2K5/8/NN6 w - - 0 1").abs() < 150);
        assert!(eval("8/8/3k4/8/8/2K5/8/NM6 w - - 0 1") > 300);
    }

    #[test]
    fn both_sides_are_weighed_alike() {
        for fen in [
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
            "r1sm1snr/4k3/pp1ppp1p/2n3p1/3P4/P1P1PPPP/3N2S1/R1SKM1NR b - - 2 9",
            "8/3k4/2p1m~3/8/4P3/1R6/3K4/8 w - - 0 40",
            "4k3/8/8/8/8/8/2R5/3K4 b - - 0 60",
        ] {
            assert_eq!(eval(fen), eval(&turned(fen)), "{fen} / {}", turned(fen));
        }
    }

    #[test]
    fn the_start_position_is_worth_the_move() {
        let fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
        let (mg, eg) = WEIGHTS[TEMPO];
        let b = *Position::from_fen(fen).expect("valid FEN").board();
        assert_eq!(eval(fen), blend(mg as i32, eg as i32, phase(&b)));
    }

    /// How often each term counts in `fen`'s position, White's less Black's.
    fn term_counts(fen: &str) -> impl Fn(usize) -> i16 {
        let b = *Position::from_fen(fen).expect("valid FEN").board();
        let mut f = Features::default();
        terms(&b, &mut f);
        move |t| f.0.iter().find(|x| x.0 as usize == t).map_or(0, |x| x.1)
    }

    #[test]
    fn each_piece_counts_its_material_and_place() {
        let count = term_counts("4k3/8/8/8/8/8/8/R2K4 w - - 0 1");
        assert_eq!(count(MATERIAL + 5), 1);
        // The Rua on a1; the Khun on d1 and e8 (turned: d1) cancel.
        assert_eq!(count(SQUARES + PLACES * Kind::Rua.index()), 1);
        assert_eq!(count(SQUARES + PLACES * Kind::Khun.index() + 3), 0);
        // The Rua reaches 7 squares up its file and 2 along its rank, none of them unsafe.
        assert_eq!(count(MOBILITY + MOBILITY_AT[3] + 9), 1);
        // It could check the e8 Khun from a8 (its own Khun on d1 keeps it from e1).
        assert_eq!(count(SAFE_CHECKS), 1);
        assert_eq!(count(RUA_OPEN), 1);
        assert_eq!(count(TEMPO), 1);
    }

    #[test]
    fn bia_phalanx_backward_bia_and_outposts_are_counted() {
        // White: d4 and e4 side by side; b3 has no Bia to guard it and c5 guards b4; the
        // Ma on e5 is guarded by d4 and no black Bia can reach it. Black's c5 has b6
        // behind it; b6's next square is not guarded.
        let count = term_counts("4k3/8/1p6/2p1N3/3PP3/1P6/8/3K4 w - - 0 1");
        assert_eq!(count(BIA_PHALANX + 1), 2);
        assert_eq!(count(BIA_PHALANX) + count(BIA_PHALANX + 2), 0);
        assert_eq!(count(BIA_BACKWARD), 1);
        assert_eq!(count(OUTPOST), 1);
        assert_eq!(count(OUTPOST + 1), 0);
    }
}
