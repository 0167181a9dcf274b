//! GNU Backgammon's Position ID (14 characters, the 80-bit key of a position) and the base64
//! its IDs share.

use super::board::{Board, CHECKERS};
use std::fmt;

/// A malformed Position ID or Match ID; the message names what is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IdError {
    /// `Position ID` or `Match ID`.
    pub kind: &'static str,
    /// The text given.
    pub id: String,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for IdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a {}: {}", self.id, self.kind, self.reason)
    }
}

impl std::error::Error for IdError {}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Base64 of `bytes` (standard alphabet, no padding): what gnubg writes.
pub(crate) fn base64(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let mut w = [0u8; 3];
        w[..chunk.len()].copy_from_slice(chunk);
        let n = (w[0] as u32) << 16 | (w[1] as u32) << 8 | w[2] as u32;
        for k in 0..chunk.len() + 1 {
            out.push(ALPHABET[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

/// The `N` bytes of `id`, an ID of that kind in base64 of exactly `chars` characters (the
/// bits past the last byte must be zero), and what makes an error about it for a reason.
pub(crate) fn read_id<'a, const N: usize>(
    id: &'a str,
    chars: usize,
    kind: &'static str,
) -> Result<([u8; N], impl Fn(String) -> IdError + 'a), IdError> {
    let err = move |reason: String| IdError {
        kind,
        id: id.to_string(),
        reason,
    };
    let count = id.chars().count();
    if count != chars {
        return Err(err(format!(
            "it must be {chars} characters long, not {count}"
        )));
    }
    let mut bits: u128 = 0;
    for (i, c) in id.chars().enumerate() {
        let v = ALPHABET
            .iter()
            .position(|&a| a as char == c)
            .ok_or_else(|| {
                err(format!(
                    "character {} ('{c}') is not one of A-Z a-z 0-9 + /",
                    i + 1
                ))
            })?;
        bits = bits << 6 | v as u128;
    }
    let spare = chars * 6 - N * 8;
    if bits & ((1 << spare) - 1) != 0 {
        return Err(err(
            "its last character has bits set past the end".to_string()
        ));
    }
    bits >>= spare;
    let mut out = [0u8; N];
    for (i, b) in out.iter_mut().enumerate() {
        *b = (bits >> (8 * (N - 1 - i))) as u8;
    }
    Ok((out, err))
}

impl Board {
    /// The 10-byte key: for the opponent, then the player on roll (gnubg's order: its
    /// `anBoard[0]` is the player not on roll), points 1..24 and the bar, as many 1 bits as
    /// checkers followed by a 0; bits fill each byte from its lowest bit.
    pub fn position_key(&self) -> [u8; 10] {
        let mut key = [0u8; 10];
        let mut bit = 0;
        for side in [1, 0] {
            for &n in &self.checkers()[side] {
                for _ in 0..n {
                    key[bit / 8] |= 1 << (bit % 8);
                    bit += 1;
                }
                bit += 1;
            }
        }
        key
    }

    /// GNU Backgammon's Position ID (`4HPwATDgc/ABMA` for the start), from the view of the
    /// player on roll.
    pub fn position_id(&self) -> String {
        base64(&self.position_key())
    }

    /// The board of a Position ID; malformed IDs (length, characters, too many checkers, a
    /// point held by both) give an error naming the fault.
    pub fn from_position_id(s: &str) -> Result<Board, IdError> {
        let (key, err) = read_id::<10>(s, 14, "Position ID")?;
        let mut c = [[0u8; 25]; 2];
        let mut bit = 0;
        let get = |bit: usize| key[bit / 8] >> (bit % 8) & 1 == 1;
        for side in [1, 0] {
            for n in c[side].iter_mut() {
                while bit < 80 && get(bit) {
                    *n += 1;
                    bit += 1;
                }
                if bit >= 80 {
                    return Err(err("it describes more than 30 checkers".to_string()));
                }
                bit += 1;
            }
        }
        if (bit..80).any(get) {
            return Err(err(
                "it has more checkers after all 50 points and bars".to_string()
            ));
        }
        for (side, name) in [(0, "the player on roll"), (1, "the opponent")] {
            let n: u32 = c[side].iter().map(|&n| n as u32).sum();
            if n > CHECKERS as u32 {
                return Err(err(format!("{name} has {n} checkers (at most 15)")));
            }
        }
        Board::from_checkers(c).map_err(|e| err(e.to_string()))
    }
}
