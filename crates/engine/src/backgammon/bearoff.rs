//! A one-sided bear-off database, computed at first use (about a third of a second natively).
//!
//! For every way of placing up to 15 checkers on the six home points (54 264 positions) it
//! holds the probability of needing exactly `n` rolls to bear them all off, playing each roll
//! to minimise the expected number of rolls (as gnubg's one-sided database does). Two such
//! distributions give the exact winning chance of a pure bear-off (both sides with every
//! checker at home): the player on roll, needing `i` rolls, wins when the opponent needs at
//! least `i`.

use std::sync::OnceLock;

/// Home points.
const POINTS: usize = 6;
/// Checkers per side.
const MAX_CHECKERS: usize = 15;
/// Longest bear-off in rolls (15 checkers on the 6-point take at most 30 rolls of 2-1).
pub const MAX_ROLLS: usize = 32;

/// Binomial coefficients up to C(21, 6).
fn binomials() -> [[u32; 22]; 22] {
    let mut c = [[0u32; 22]; 22];
    for n in 0..22 {
        c[n][0] = 1;
        for k in 1..=n {
            c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
        }
    }
    c
}

/// The database: one distribution of rolls per position, and its mean.
pub struct Bearoff {
    /// `offset[p][left][n]`: how many positions come before those with `n` checkers on
    /// point `p + 1` when `left` checkers remain for points 1..=p+1 (see [`Bearoff::index`]).
    offset: Box<[[[u32; MAX_CHECKERS + 1]; MAX_CHECKERS + 1]; POINTS]>,
    dist: Vec<[f32; MAX_ROLLS]>,
    mean: Vec<f32>,
}

impl Bearoff {
    /// The database, built on first use.
    pub fn get() -> &'static Bearoff {
        static DB: OnceLock<Bearoff> = OnceLock::new();
        DB.get_or_init(Bearoff::build)
    }

    /// The index of a position (`c[i]` checkers on point `i + 1`, at most 15 in all): the
    /// positions are ordered by the count on the highest point, then recursively.
    pub fn index(&self, c: &[u8; POINTS]) -> usize {
        let mut left = MAX_CHECKERS;
        let mut idx = 0;
        for p in (0..POINTS).rev() {
            let n = c[p] as usize;
            idx += self.offset[p][left][n] as usize;
            left -= n;
        }
        idx
    }

    fn build() -> Bearoff {
        let binom = binomials();
        let size = binom[POINTS + MAX_CHECKERS][POINTS] as usize;
        // Positions with `p` points and at most `m` checkers: C(p + m, p).
        let mut offset = Box::new([[[0u32; MAX_CHECKERS + 1]; MAX_CHECKERS + 1]; POINTS]);
        for (p, by_left) in offset.iter_mut().enumerate() {
            for (left, row) in by_left.iter_mut().enumerate() {
                for n in 1..=left {
                    row[n] = row[n - 1] + binom[p + left - (n - 1)][p];
                }
            }
        }
        let mut db = Bearoff {
            offset,
            dist: vec![[0.0; MAX_ROLLS]; size],
            mean: vec![0.0; size],
        };
        // Every position, in order of pip count: a play always lowers it.
        let mut all: Vec<([u8; POINTS], u32)> = Vec::with_capacity(size);
        let mut c = [0u8; POINTS];
        loop {
            let total: u32 = c.iter().map(|&n| n as u32).sum();
            if total as usize <= MAX_CHECKERS {
                let pips = c
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| (i as u32 + 1) * n as u32)
                    .sum();
                all.push((c, pips));
            }
            // Next counts (odometer over 0..=15 per point).
            let mut i = 0;
            while i < POINTS {
                c[i] += 1;
                if c[i] as usize <= MAX_CHECKERS {
                    break;
                }
                c[i] = 0;
                i += 1;
            }
            if i == POINTS {
                break;
            }
        }
        all.sort_by_key(|&(_, pips)| pips);
        for &(c, pips) in &all {
            let idx = db.index(&c);
            if pips == 0 {
                db.dist[idx][0] = 1.0;
                continue;
            }
            let mut dist = [0f32; MAX_ROLLS];
            let mut mean = 1.0;
            for d1 in 1..=6u8 {
                for d2 in d1..=6u8 {
                    let w = if d1 == d2 { 1.0 } else { 2.0 } / 36.0;
                    let mut best = usize::MAX;
                    plays(&c, d1, d2, &mut |a| {
                        let i = db.index(a);
                        if best == usize::MAX || db.mean[i] < db.mean[best] {
                            best = i;
                        }
                    });
                    mean += w * db.mean[best];
                    // One roll more than the position the best play leads to.
                    for (d, prev) in dist[1..].iter_mut().zip(&db.dist[best]) {
                        *d += w * prev;
                    }
                }
            }
            db.dist[idx] = dist;
            db.mean[idx] = mean;
        }
        db
    }

    /// Expected rolls to bear off this position.
    pub fn mean_rolls(&self, c: &[u8; POINTS]) -> f32 {
        self.mean[self.index(c)]
    }

    /// Probability that the player on roll (home checkers `me`) bears off before the
    /// opponent (home checkers `opp`).
    pub fn win(&self, me: &[u8; POINTS], opp: &[u8; POINTS]) -> f32 {
        let (a, b) = (&self.dist[self.index(me)], &self.dist[self.index(opp)]);
        // The opponent's chance of needing at least i rolls, for i = 1, 2, ...
        let mut at_least = 1.0 - b[0];
        let mut win = 0.0;
        for i in 1..MAX_ROLLS {
            win += a[i] * at_least;
            at_least -= b[i];
        }
        win.clamp(0.0, 1.0)
    }
}

/// Where one checker may go with die `d` (BG-10, BG-11), all checkers being home: the
/// positions after moving from each source point `<= max_from` (index), with that source.
fn single_moves(
    c: &[u8; POINTS],
    d: u8,
    max_from: usize,
) -> ([([u8; POINTS], usize); POINTS], usize) {
    let mut out = [([0u8; POINTS], 0usize); POINTS];
    let mut len = 0;
    let Some(highest) = (0..POINTS).rev().find(|&p| c[p] > 0) else {
        return (out, 0);
    };
    let d = d as usize;
    for p in 0..=max_from.min(POINTS - 1) {
        if c[p] == 0 || (p + 1 < d && p != highest) {
            continue;
        }
        let mut n = *c;
        n[p] -= 1;
        if p + 1 > d {
            n[p - d] += 1;
        }
        out[len] = (n, p);
        len += 1;
    }
    (out, len)
}

/// Calls `leaf` with every position a roll can lead to (possibly more than once). Bear-offs
/// never block a die, so every die is played while checkers remain; doubles take sources in
/// non-increasing order (a move never enables one from a higher point).
fn plays(c: &[u8; POINTS], d1: u8, d2: u8, leaf: &mut impl FnMut(&[u8; POINTS])) {
    fn doubles(
        c: &[u8; POINTS],
        d: u8,
        left: u32,
        max_from: usize,
        leaf: &mut impl FnMut(&[u8; POINTS]),
    ) {
        let (next, len) = single_moves(c, d, max_from);
        if left == 0 || len == 0 {
            leaf(c);
            return;
        }
        for (n, from) in &next[..len] {
            doubles(n, d, left - 1, *from, leaf);
        }
    }
    if d1 == d2 {
        doubles(c, d1, 4, POINTS - 1, leaf);
        return;
    }
    for (x, y) in [(d1, d2), (d2, d1)] {
        let (first, len1) = single_moves(c, x, POINTS - 1);
        for (b1, _) in &first[..len1] {
            let (second, len2) = single_moves(b1, y, POINTS - 1);
            if len2 == 0 {
                leaf(b1);
            }
            for (b2, _) in &second[..len2] {
                leaf(b2);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_bear_offs() {
        let db = Bearoff::get();
        // One checker on the 1-point: one roll.
        assert_eq!(db.mean_rolls(&[1, 0, 0, 0, 0, 0]), 1.0);
        // Two checkers on the 6-point: one roll only with a double of 3 or more, and some
        // small rolls need three.
        let two = db.mean_rolls(&[0, 0, 0, 0, 0, 2]);
        assert!(two > 2.0 && two < 2.2, "{two}");
        // Whoever is on roll with one checker on the 1-point wins.
        assert_eq!(db.win(&[1, 0, 0, 0, 0, 0], &[1, 0, 0, 0, 0, 0]), 1.0);
        // Two on the 6-point against one on the 1-point: only 6-6, 5-5, 4-4, 3-3 win.
        let w = db.win(&[0, 0, 0, 0, 0, 2], &[1, 0, 0, 0, 0, 0]);
        assert!((w - 4.0 / 36.0).abs() < 1e-6, "{w}");
        // Every index is distinct and in range.
        assert_eq!(db.index(&[0; 6]), 0);
        assert_eq!(db.index(&[0, 0, 0, 0, 0, 15]), db.mean.len() - 1);
    }
}
