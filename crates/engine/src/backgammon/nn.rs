//! The neural-net evaluator: one hidden layer of sigmoid units, five sigmoid outputs.
//!
//! The outputs are probabilities **for the player on roll** of the position evaluated (the
//! position *before* that player rolls): win, win a gammon (or backgammon), win a backgammon,
//! lose a gammon (or backgammon), lose a backgammon — see [`Probs`]. Two nets share the input
//! encoding of [`super::inputs`]: one for contact positions and one for races (no contact left).
//!
//! The forward pass is in `f32` and adds only the weight rows of the non-zero inputs. Training
//! (by TD(λ) self-play, see `super::train`) uses [`Net::train`], one step of gradient descent on
//! the cross-entropy between the outputs and a target.

use super::inputs::{Sparse, INPUTS};
use crate::rng::Rng;

/// Outcome probabilities for the player on roll. Each gammon/backgammon entry includes the
/// bigger wins, so `win ≥ win_gammon ≥ win_backgammon` and `1 − win ≥ lose_gammon ≥ lose_backgammon`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Probs(pub [f32; 5]);

/// Indices into [`Probs`].
pub const WIN: usize = 0;
pub const WIN_GAMMON: usize = 1;
pub const WIN_BACKGAMMON: usize = 2;
pub const LOSE_GAMMON: usize = 3;
pub const LOSE_BACKGAMMON: usize = 4;

impl Probs {
    /// A finished game from the winner's view: `points` is 1, 2 or 3.
    pub fn won(points: u8) -> Probs {
        Probs([
            1.0,
            (points >= 2) as u8 as f32,
            (points >= 3) as u8 as f32,
            0.0,
            0.0,
        ])
    }

    /// The same probabilities seen by the other player.
    pub fn flip(self) -> Probs {
        let p = self.0;
        Probs([
            1.0 - p[WIN],
            p[LOSE_GAMMON],
            p[LOSE_BACKGAMMON],
            p[WIN_GAMMON],
            p[WIN_BACKGAMMON],
        ])
    }

    /// Cubeless money equity: expected points per unit cube (−3..3).
    pub fn equity(self) -> f32 {
        let p = self.0;
        2.0 * p[WIN] - 1.0 + p[WIN_GAMMON] - p[LOSE_GAMMON] + p[WIN_BACKGAMMON] - p[LOSE_BACKGAMMON]
    }

    pub fn win(self) -> f32 {
        self.0[WIN]
    }
}

/// The most hidden units a net may have (a file's and `bg-train`'s limit).
pub const MAX_HIDDEN: usize = 1024;

/// One net: `INPUTS` → `hidden` sigmoid units → 5 sigmoid outputs.
#[derive(Clone, Debug)]
pub struct Net {
    hidden: usize,
    /// Input-major: row `i` holds the weights from input `i` to every hidden unit.
    w1: Vec<f32>,
    b1: Vec<f32>,
    /// Output-major: row `k` holds the weights from every hidden unit to output `k`.
    w2: Vec<f32>,
    b2: [f32; 5],
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Net {
    /// A net with small random weights (seeded, so training is reproducible).
    pub fn random(hidden: usize, rng: &mut Rng) -> Net {
        let mut r =
            |scale: f32| ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * scale;
        Net {
            hidden,
            w1: (0..INPUTS * hidden).map(|_| r(0.2)).collect(),
            b1: (0..hidden).map(|_| r(0.2)).collect(),
            w2: (0..5 * hidden).map(|_| r(0.2)).collect(),
            b2: [0.0; 5],
        }
    }

    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The hidden activations for these inputs, into `h` (length `hidden`).
    fn hidden_layer(&self, x: &Sparse, h: &mut [f32]) {
        h.copy_from_slice(&self.b1);
        for (i, v) in x.iter() {
            let row = &self.w1[i * self.hidden..(i + 1) * self.hidden];
            if v == 1.0 {
                for (a, w) in h.iter_mut().zip(row) {
                    *a += w;
                }
            } else {
                for (a, w) in h.iter_mut().zip(row) {
                    *a += w * v;
                }
            }
        }
        for a in h.iter_mut() {
            *a = sigmoid(*a);
        }
    }

    fn output_layer(&self, h: &[f32]) -> [f32; 5] {
        let mut out = self.b2;
        for (k, o) in out.iter_mut().enumerate() {
            let row = &self.w2[k * self.hidden..(k + 1) * self.hidden];
            *o += row.iter().zip(h).map(|(w, a)| w * a).sum::<f32>();
            *o = sigmoid(*o);
        }
        out
    }

    /// The raw outputs for these inputs.
    pub fn forward(&self, x: &Sparse) -> [f32; 5] {
        let mut buf = [0f32; 256];
        if self.hidden <= buf.len() {
            let h = &mut buf[..self.hidden];
            self.hidden_layer(x, h);
            self.output_layer(h)
        } else {
            let mut h = vec![0.0; self.hidden];
            self.hidden_layer(x, &mut h);
            self.output_layer(&h)
        }
    }

    /// One gradient step of size `alpha` towards `target` (cross-entropy loss on each output,
    /// so the output error is simply `target − output`). Returns the outputs before the step.
    pub fn train(&mut self, x: &Sparse, target: &[f32; 5], alpha: f32) -> [f32; 5] {
        let mut h = vec![0.0; self.hidden];
        self.hidden_layer(x, &mut h);
        let out = self.output_layer(&h);
        let mut delta = [0f32; 5];
        for k in 0..5 {
            delta[k] = target[k] - out[k];
        }
        // Back-propagated error at each hidden unit, with the old output weights.
        let mut g = vec![0f32; self.hidden];
        for (k, d) in delta.iter().enumerate() {
            let row = &mut self.w2[k * self.hidden..(k + 1) * self.hidden];
            for ((gj, w), a) in g.iter_mut().zip(row.iter_mut()).zip(&h) {
                *gj += d * *w;
                *w += alpha * d * a;
            }
            self.b2[k] += alpha * d;
        }
        for ((gj, a), b) in g.iter_mut().zip(&h).zip(self.b1.iter_mut()) {
            *gj *= a * (1.0 - a) * alpha;
            *b += *gj;
        }
        for (i, v) in x.iter() {
            let row = &mut self.w1[i * self.hidden..(i + 1) * self.hidden];
            for (w, gj) in row.iter_mut().zip(&g) {
                *w += gj * v;
            }
        }
        out
    }

    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&(INPUTS as u32).to_le_bytes());
        out.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        for w in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
    }

    fn read(bytes: &mut &[u8]) -> Result<Net, String> {
        let inputs = take_u32(bytes)? as usize;
        let hidden = take_u32(bytes)? as usize;
        if inputs != INPUTS {
            return Err(format!(
                "net has {inputs} inputs, this engine uses {INPUTS}"
            ));
        }
        if hidden == 0 || hidden > MAX_HIDDEN {
            return Err(format!(
                "net has {hidden} hidden units, not 1 to {MAX_HIDDEN}"
            ));
        }
        let mut take = |n: usize| -> Result<Vec<f32>, String> {
            if bytes.len() < n * 4 {
                return Err("net file is truncated".to_string());
            }
            let (head, tail) = bytes.split_at(n * 4);
            *bytes = tail;
            Ok(head
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect())
        };
        let w1 = take(inputs * hidden)?;
        let b1 = take(hidden)?;
        let w2 = take(5 * hidden)?;
        let b2 = take(5)?;
        if w1
            .iter()
            .chain(&b1)
            .chain(&w2)
            .chain(&b2)
            .any(|w| !w.is_finite())
        {
            return Err("net file has a weight that is not a finite number".to_string());
        }
        Ok(Net {
            hidden,
            w1,
            b1,
            w2,
            b2: [b2[0], b2[1], b2[2], b2[3], b2[4]],
        })
    }
}

fn take_u32(bytes: &mut &[u8]) -> Result<u32, String> {
    if bytes.len() < 4 {
        return Err("net file is truncated".to_string());
    }
    let v = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    *bytes = &bytes[4..];
    Ok(v)
}

const MAGIC: &[u8; 8] = b"TTBGNET1";

/// The two nets of the evaluator, plus how many self-play games trained them.
#[derive(Clone, Debug)]
pub struct Nets {
    pub contact: Net,
    pub race: Net,
    pub games: u64,
}

impl Nets {
    /// The weights file: magic, games trained (u64), then the contact and race nets (each:
    /// inputs u32, hidden u32, then w1, b1, w2, b2 as little-endian f32).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&self.games.to_le_bytes());
        self.contact.write(&mut out);
        self.race.write(&mut out);
        out
    }

    pub fn from_bytes(mut bytes: &[u8]) -> Result<Nets, String> {
        if bytes.len() < 16 || &bytes[..8] != MAGIC {
            return Err("not a Ttakji backgammon net file".to_string());
        }
        let games = u64::from_le_bytes(bytes[8..16].try_into().expect("8 bytes"));
        bytes = &bytes[16..];
        let contact = Net::read(&mut bytes)?;
        let race = Net::read(&mut bytes)?;
        if !bytes.is_empty() {
            return Err("net file has trailing bytes".to_string());
        }
        Ok(Nets {
            contact,
            race,
            games,
        })
    }

    /// The net used for this position: the race net once no contact is left.
    pub fn net_for(&self, race: bool) -> &Net {
        if race {
            &self.race
        } else {
            &self.contact
        }
    }
}

/// Clamps raw net outputs into consistent probabilities for this position.
/// `race`: no contact is left.
pub fn consistent(mut p: [f32; 5], checkers: &[[u8; 25]; 2], race: bool) -> Probs {
    let off = |s: usize| 15 - checkers[s].iter().map(|&n| n as u32).sum::<u32>().min(15);
    // Checkers of side `s` in the other side's home board (its own points 19–24) or on the bar.
    let deep = |s: usize| checkers[s][18..25].iter().any(|&n| n > 0);
    let win = p[WIN].clamp(0.0, 1.0);
    p[WIN] = win;
    if off(1) > 0 {
        p[WIN_GAMMON] = 0.0;
    }
    if off(0) > 0 {
        p[LOSE_GAMMON] = 0.0;
    }
    if race && !deep(1) {
        p[WIN_BACKGAMMON] = 0.0;
    }
    if race && !deep(0) {
        p[LOSE_BACKGAMMON] = 0.0;
    }
    p[WIN_GAMMON] = p[WIN_GAMMON].clamp(0.0, win);
    p[WIN_BACKGAMMON] = p[WIN_BACKGAMMON].clamp(0.0, p[WIN_GAMMON]);
    p[LOSE_GAMMON] = p[LOSE_GAMMON].clamp(0.0, 1.0 - win);
    p[LOSE_BACKGAMMON] = p[LOSE_BACKGAMMON].clamp(0.0, p[LOSE_GAMMON]);
    Probs(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_round_trip_and_bad_files() {
        let mut rng = Rng::new(3);
        let nets = Nets {
            contact: Net::random(8, &mut rng),
            race: Net::random(4, &mut rng),
            games: 42,
        };
        let bytes = nets.to_bytes();
        let back = Nets::from_bytes(&bytes).expect("reads back");
        assert_eq!(back.games, 42);
        assert_eq!(back.contact.w1, nets.contact.w1);
        assert_eq!(back.race.w2, nets.race.w2);
        assert!(Nets::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Nets::from_bytes(b"hello").is_err());
    }

    #[test]
    fn training_moves_outputs_towards_the_target() {
        let mut rng = Rng::new(5);
        let mut net = Net::random(16, &mut rng);
        let mut side = [0u8; 25];
        side[5] = 15;
        let x = crate::backgammon::inputs::encode(&[side, side]);
        let target = [0.9, 0.3, 0.05, 0.02, 0.0];
        let before = net.forward(&x);
        for _ in 0..200 {
            net.train(&x, &target, 0.1);
        }
        let after = net.forward(&x);
        for k in 0..5 {
            assert!((after[k] - target[k]).abs() < (before[k] - target[k]).abs().max(0.01));
        }
    }
}
