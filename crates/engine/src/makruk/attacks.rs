//! Attack tables, built at compile time. A bitboard is a `u64` with bit `rank * 8 + file`.
//!
//! Only the Rua slides in Makruk; its attacks use a first-rank table for ranks and the
//! byte-swap ("hyperbola") trick for files, which keeps the tables small for WebAssembly.

pub const FILE_A: u64 = 0x0101_0101_0101_0101;
pub const RANK_1: u64 = 0xFF;

/// Every square reached from `sq` by the given (file, rank) steps, once each.
const fn steps(sq: usize, deltas: &[(i8, i8)]) -> u64 {
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let mut bb = 0u64;
    let mut i = 0;
    while i < deltas.len() {
        let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
        if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
            bb |= 1u64 << (nr * 8 + nf);
        }
        i += 1;
    }
    bb
}

const fn table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = steps(sq, deltas);
        sq += 1;
    }
    t
}

const KING_STEPS: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
const DIAGONAL_STEPS: [(i8, i8); 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];
const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Khun: one step in any of 8 directions.
pub static KHUN: [u64; 64] = table(&KING_STEPS);
/// Met and Bia ngai: one step diagonally.
pub static MET: [u64; 64] = table(&DIAGONAL_STEPS);
/// Ma: the knight's jump.
pub static MA: [u64; 64] = table(&KNIGHT_STEPS);
/// Khon, by side (0 = White moves up): diagonals or one step straight forward.
pub static KHON: [[u64; 64]; 2] = [
    table(&[(-1, -1), (1, -1), (-1, 1), (1, 1), (0, 1)]),
    table(&[(-1, -1), (1, -1), (-1, 1), (1, 1), (0, -1)]),
];
/// Bia captures, by side: one step diagonally forward.
pub static BIA_CAPTURES: [[u64; 64]; 2] = [table(&[(-1, 1), (1, 1)]), table(&[(-1, -1), (1, -1)])];
/// Bia pushes, by side: one step straight forward.
pub static BIA_PUSHES: [[u64; 64]; 2] = [table(&[(0, 1)]), table(&[(0, -1)])];

/// The rank a Bia promotes on (MK-4): rank 6 for White, rank 3 for Black.
pub const PROMOTION_RANK: [u64; 2] = [RANK_1 << 40, RANK_1 << 16];

/// `FIRST_RANK[occupancy of files b..g][file]`: the squares a Rua on `file` of a rank
/// attacks along that rank (a bit per file).
static FIRST_RANK: [[u8; 8]; 64] = {
    let mut t = [[0u8; 8]; 64];
    let mut occ6 = 0;
    while occ6 < 64 {
        let occ = (occ6 as u8) << 1;
        let mut file = 0;
        while file < 8 {
            let mut a = 0u8;
            let mut f = file + 1;
            while f < 8 {
                a |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            let mut f = file as i32 - 1;
            while f >= 0 {
                a |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f -= 1;
            }
            t[occ6][file] = a;
            file += 1;
        }
        occ6 += 1;
    }
    t
};

/// Rua attacks from `sq` with the board's occupancy `occ` (the Rua's own bit may be set).
#[inline(always)]
pub fn rua(sq: usize, occ: u64) -> u64 {
    let bit = 1u64 << sq;
    // File: the byte-swap trick (o - 2r) ^ reverse(o' - 2r').
    let mask = (FILE_A << (sq & 7)) ^ bit;
    let forward = occ & mask;
    let reverse = forward.swap_bytes();
    let forward = forward.wrapping_sub(bit);
    let reverse = reverse.wrapping_sub(bit.swap_bytes());
    let file = (forward ^ reverse.swap_bytes()) & mask;
    // Rank: a table over the six inner files.
    let shift = sq & 56;
    let inner = ((occ >> (shift + 1)) & 63) as usize;
    let rank = (FIRST_RANK[inner][sq & 7] as u64) << shift;
    file | rank
}

/// `BETWEEN[a][b]`: the squares strictly between two squares on one rank or file
/// (empty when they are not on one line, or diagonal: only the Rua slides).
pub static BETWEEN: [[u64; 64]; 64] = {
    let mut t = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (fa, ra, fb, rb) = (a % 8, a / 8, b % 8, b / 8);
            let mut bb = 0u64;
            if a != b && (fa == fb || ra == rb) {
                let step: i32 = if fa == fb { 8 } else { 1 };
                let (lo, hi) = if a < b { (a, b) } else { (b, a) };
                let mut s = lo as i32 + step;
                while s < hi as i32 {
                    bb |= 1u64 << s;
                    s += step;
                }
            }
            t[a][b] = bb;
            b += 1;
        }
        a += 1;
    }
    t
};

/// The whole rank or file through two squares on one line (for pinned pieces).
#[inline(always)]
pub fn line(a: usize, b: usize) -> u64 {
    if a & 7 == b & 7 {
        FILE_A << (a & 7)
    } else {
        RANK_1 << (a & 56)
    }
}

/// Iterates the set bits of a bitboard as indices.
#[derive(Clone, Copy)]
pub struct Bits(pub u64);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}
