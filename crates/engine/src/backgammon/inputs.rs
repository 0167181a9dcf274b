//! The neural net's view of a position: TD-Gammon/gnubg-style inputs, computed from the
//! checkers as the player on roll sees them.
//!
//! Per side (the player on roll first, then the opponent), per point 1–24, four units for the
//! `n` checkers there: `n ≥ 1`, `n ≥ 2`, `n ≥ 3` and `(n − 3) / 2` when `n > 3` (a truncated
//! unary count: a blot, a made point and a spare are what matter). Then four more per side:
//! checkers on the bar / 2, checkers off / 15, the pip count / 160, and the share of the 36
//! rolls with which the *other* side could hit one of this side's blots (a cheap bit-mask
//! count, the kind of hand-made contact feature gnubg adds to raw counts). Most inputs are
//! zero, so they are produced as a sparse list and the net adds only the weight rows of the
//! non-zero ones.

/// Number of inputs to the nets.
pub const INPUTS: usize = 2 * PER_SIDE;
const PER_SIDE: usize = 24 * 4 + 4;

/// The non-zero inputs of one position: `(index, value)` pairs, at most [`INPUTS`].
#[derive(Clone)]
pub struct Sparse {
    pub(crate) idx: [u16; INPUTS],
    pub(crate) val: [f32; INPUTS],
    pub(crate) len: usize,
}

impl Sparse {
    fn push(&mut self, i: usize, v: f32) {
        self.idx[self.len] = i as u16;
        self.val[self.len] = v;
        self.len += 1;
    }

    /// The `(index, value)` pairs.
    pub fn iter(&self) -> impl Iterator<Item = (usize, f32)> + '_ {
        self.idx[..self.len]
            .iter()
            .zip(&self.val[..self.len])
            .map(|(&i, &v)| (i as usize, v))
    }

    /// The full input vector (for tests and debugging).
    pub fn dense(&self) -> [f32; INPUTS] {
        let mut d = [0.0; INPUTS];
        for (i, v) in self.iter() {
            d[i] = v;
        }
        d
    }
}

/// The inputs of a position given as checker counts (`[0]` = player on roll, `[1]` = opponent,
/// each from its own side: index `i` in `0..24` is point `i + 1`, index 24 the bar).
pub fn encode(checkers: &[[u8; 25]; 2]) -> Sparse {
    let mut s = Sparse {
        idx: [0; INPUTS],
        val: [0.0; INPUTS],
        len: 0,
    };
    for (side, points) in checkers.iter().enumerate() {
        let base = side * PER_SIDE;
        let mut on_board = 0u32;
        let mut pips = 0u32;
        for (i, &n) in points[..24].iter().enumerate() {
            let b = base + i * 4;
            if n >= 1 {
                s.push(b, 1.0);
            }
            if n >= 2 {
                s.push(b + 1, 1.0);
            }
            if n >= 3 {
                s.push(b + 2, 1.0);
            }
            if n > 3 {
                s.push(b + 3, (n - 3) as f32 / 2.0);
            }
            on_board += n as u32;
            pips += n as u32 * (i as u32 + 1);
        }
        let bar = points[24] as u32;
        pips += bar * 25;
        let off = 15u32.saturating_sub(on_board + bar);
        let b = base + 96;
        if bar > 0 {
            s.push(b, bar as f32 / 2.0);
        }
        if off > 0 {
            s.push(b + 1, off as f32 / 15.0);
        }
        if pips > 0 {
            s.push(b + 2, pips as f32 / 160.0);
        }
        let shots = shots(&checkers[1 - side], points);
        if shots > 0 {
            s.push(b + 3, shots as f32 / 36.0);
        }
    }
    s
}

/// Of the 36 rolls, how many let `hitter` hit a blot of `target` (each from its own side),
/// ignoring that a hitter with a checker on the bar could still move another checker after
/// entering. Bit `p` of a mask is the hitter's point `p` (25 = its bar).
pub fn shots(hitter: &[u8; 25], target: &[u8; 25]) -> u32 {
    let (mut from, mut blots, mut blocked) = (0u32, 0u32, 0u32);
    for i in 0..24 {
        // The target's point i + 1 is the hitter's point 24 − i.
        let t = 24 - i;
        match target[i] {
            1 => blots |= 1 << t,
            n if n >= 2 => blocked |= 1 << t,
            _ => {}
        }
        if hitter[i] > 0 {
            from |= 1 << (i + 1);
        }
    }
    if blots == 0 {
        return 0;
    }
    if hitter[24] > 0 {
        from = 1 << 25;
    }
    let open = !blocked & 0x1FF_FFFE;
    let mut count = 0;
    for d1 in 1..=6u32 {
        for d2 in d1..=6u32 {
            let hit = if d1 == d2 {
                let mut reach = from;
                let mut hit = false;
                for _ in 0..4 {
                    let next = reach >> d1;
                    if next & blots != 0 {
                        hit = true;
                        break;
                    }
                    reach = next & open;
                }
                hit
            } else {
                let (a, b) = (from >> d1, from >> d2);
                (a | b) & blots != 0 || (((a & open) >> d2) | ((b & open) >> d1)) & blots != 0
            };
            if hit {
                count += if d1 == d2 { 1 } else { 2 };
            }
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_inputs() {
        let mut side = [0u8; 25];
        side[5] = 5;
        side[7] = 3;
        side[12] = 5;
        side[23] = 2;
        let d = encode(&[side, side]).dense();
        // Five on the 6-point: n≥1, n≥2, n≥3 and (5−3)/2 = 1.
        assert_eq!(&d[20..24], &[1.0, 1.0, 1.0, 1.0]);
        // Two on the 24-point.
        assert_eq!(&d[92..96], &[1.0, 1.0, 0.0, 0.0]);
        // No bar, none off, 167 pips, no blot to hit; the opponent's block is the same.
        assert_eq!(&d[96..100], &[0.0, 0.0, 167.0 / 160.0, 0.0]);
        assert_eq!(&d[..PER_SIDE], &d[PER_SIDE..]);
    }

    #[test]
    fn shots_at_a_blot() {
        // A blot on the target's 24-point (the hitter's 1-point), a hitter's checker on its
        // 7-point: 6 away. Direct 6s (11 rolls), 5-1, 4-2, 3-3 (two steps of 3), 2-2 (three
        // of 2): 11 + 2 + 2 + 1 + 1 = 17 (3-3 and 2-2 pass over empty points).
        let mut hitter = [0u8; 25];
        hitter[6] = 2;
        let mut target = [0u8; 25];
        target[23] = 1;
        target[5] = 14;
        assert_eq!(shots(&hitter, &target), 17);
        // Target's checkers on the hitter's 4 and 3 points (target's 21 and 22) block 3-3
        // and 2-2, and the 5-1/4-2 paths through them... 1-5: 7→6→1 is open, 5-1 still hits.
        target[20] = 2;
        target[21] = 2;
        target[5] = 10;
        // 6s: 11; 5-1 via 6 or 2: open; 4-2 via 3 (blocked) or 5 (open): hits; 3-3 via 4
        // (blocked): no; 2-2 via 5, 3 (blocked): no.
        assert_eq!(shots(&hitter, &target), 15);
        assert_eq!(shots(&target, &hitter), 0);
    }
}
