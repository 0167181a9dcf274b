//! The checkers of both players, the dice, and legal play generation (BG-1..13).

use super::play::{Play, Step};
use std::fmt;
use std::str::FromStr;

/// Checkers per player (BG-1).
pub const CHECKERS: u8 = 15;
/// Index of the bar in a side's array.
pub const BAR: usize = 24;

/// Checkers of both players, each seen from its own side. `[0]` = the player on roll, `[1]` =
/// the opponent. Index `i` in `0..24` = that player's point `i + 1`; index 24 = that player's
/// bar. Checkers off = 15 − the sum. A player's point `p` is the other player's point `25 − p`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Board {
    c: [[u8; 25]; 2],
}

/// Why a set of checker counts is not a board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardError {
    /// A side has more than 15 checkers on the board and bar.
    TooManyCheckers { side: usize, count: u32 },
    /// Both players have checkers on this point (numbered from the player on roll's side).
    SharedPoint { point: u8 },
    /// Neither player has a checker left: one game cannot end with both borne off.
    BothOff,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::TooManyCheckers { side, count } => write!(
                f,
                "the {} has {count} checkers (at most 15)",
                if *side == 0 {
                    "player on roll"
                } else {
                    "opponent"
                }
            ),
            BoardError::SharedPoint { point } => write!(
                f,
                "point {point} (of the player on roll) holds checkers of both players"
            ),
            BoardError::BothOff => f.write_str("both players have borne off all their checkers"),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// The start position (BG-2): two checkers on the 24-point, five on the 13, three on the 8
    /// and five on the 6, for both players.
    pub fn start() -> Board {
        let mut side = [0u8; 25];
        side[23] = 2;
        side[12] = 5;
        side[7] = 3;
        side[5] = 5;
        Board { c: [side, side] }
    }

    /// A board from checker counts; at most 15 checkers a side, no point held by both, and
    /// not both sides borne off.
    pub fn from_checkers(c: [[u8; 25]; 2]) -> Result<Board, BoardError> {
        if c.iter().all(|side| side.iter().all(|&n| n == 0)) {
            return Err(BoardError::BothOff);
        }
        for (side, points) in c.iter().enumerate() {
            let count: u32 = points.iter().map(|&n| n as u32).sum();
            if count > CHECKERS as u32 {
                return Err(BoardError::TooManyCheckers { side, count });
            }
        }
        for i in 0..24 {
            if c[0][i] > 0 && c[1][23 - i] > 0 {
                return Err(BoardError::SharedPoint { point: i as u8 + 1 });
            }
        }
        Ok(Board { c })
    }

    /// The checker counts.
    pub fn checkers(&self) -> &[[u8; 25]; 2] {
        &self.c
    }

    /// The same checkers with the turn passed: `[0]` and `[1]` exchange.
    pub fn swapped(&self) -> Board {
        Board {
            c: [self.c[1], self.c[0]],
        }
    }

    /// Checkers `side` has borne off.
    pub fn off(&self, side: usize) -> u8 {
        CHECKERS - self.c[side].iter().sum::<u8>()
    }

    /// Pip count of `side`: the points its checkers still have to travel (the bar counts 25).
    pub fn pips(&self, side: usize) -> u32 {
        self.c[side]
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * n as u32)
            .sum()
    }

    /// Highest occupied point of `side` (25 = the bar), 0 when all are off.
    pub fn highest(&self, side: usize) -> u8 {
        highest(&self.c[side]) as u8
    }

    /// No contact left: every checker of one player has passed every checker of the other.
    pub fn is_race(&self) -> bool {
        self.highest(0) + self.highest(1) <= 25
    }

    /// The winner and the points per BG-14 (1 single, 2 gammon, 3 backgammon), once a player
    /// has borne off all 15 checkers; before the cube multiplies them (BG-15).
    pub fn result(&self) -> Option<(usize, u8)> {
        let winner = (0..2).find(|&s| self.off(s) == CHECKERS)?;
        let loser = &self.c[1 - winner];
        let points = if self.off(1 - winner) > 0 {
            1
        } else if loser[BAR] > 0 || loser[18..24].iter().any(|&n| n > 0) {
            // The loser's points 19..24 are the winner's home board.
            3
        } else {
            2
        };
        Some((winner, points))
    }

    /// Where a checker of the player on roll on index `from` (24 = bar) goes with `die`:
    /// `Some((to, hit))` with `to` the index landed on (-1 = borne off), or `None` when
    /// the move is not legal by itself (BG-5, BG-9, BG-10, BG-11).
    #[inline]
    fn target(&self, from: usize, die: u8, high: usize) -> Option<(i32, bool)> {
        let to = from as i32 - die as i32;
        if to >= 0 {
            let opp = self.c[1][23 - to as usize];
            if opp >= 2 {
                return None;
            }
            return Some((to, opp == 1));
        }
        // Bearing off: every checker home (the highest occupied index below 6); the exact
        // number, or a larger one from the highest point.
        if high < 6 && (to == -1 || from == high) {
            Some((-1, false))
        } else {
            None
        }
    }

    /// Moves one checker of the player on roll; the move must be legal.
    #[inline]
    fn step(&mut self, from: usize, to: i32, hit: bool) {
        self.c[0][from] -= 1;
        if to >= 0 {
            let to = to as usize;
            self.c[0][to] += 1;
            if hit {
                self.c[1][23 - to] = 0;
                self.c[1][BAR] += 1;
            }
        }
    }

    /// Every legal play for `dice` by the player on roll, one per distinct resulting position
    /// (BG-4..12); empty when no checker can move (the turn is lost, BG-7 and BG-9). In
    /// generation order: the larger die first, sources from the highest point down; each play
    /// is the first move order found for its position.
    pub fn legal_plays(&self, dice: Dice) -> Vec<Play> {
        SEEN.with(|seen| {
            let seen = &mut seen.borrow_mut();
            seen.clear();
            let mut g = Gen {
                plays: Vec::with_capacity(if dice.is_double() { 64 } else { 24 }),
                best: 0,
                seen,
            };
            let (hi, lo) = (dice.high(), dice.low());
            if hi == lo {
                g.doubles(self, hi, &mut [Step::NONE; 4], 0, BAR);
            } else {
                g.two(self, hi, lo);
                // Plays of the larger die alone come first; BG-7: when only one die can be
                // played and the larger one can, it must be.
                let high_singles = if g.best == 1 { g.plays.len() } else { 0 };
                g.two(self, lo, hi);
                if g.best == 1 && high_singles > 0 {
                    g.plays.truncate(high_singles);
                }
            }
            g.plays
        })
    }

    /// The board after `play`, still as seen by the player who made it (not swapped). The
    /// play should come from [`Board::legal_plays`] of this board; a step without a checker
    /// to move (a play of another board) is skipped rather than panicking.
    pub fn apply(&self, play: &Play) -> Board {
        let mut b = *self;
        for s in play.steps() {
            let from = s.from as usize - 1;
            let to = s.to as i32 - 1;
            if b.c[0][from] == 0 || (to >= 0 && b.c[1][23 - to as usize] >= 2) {
                continue;
            }
            let hit = to >= 0 && b.c[1][23 - to as usize] == 1;
            b.step(from, to, hit);
        }
        b
    }

    /// A cheap 64-bit key of the board, for de-duplicating plays.
    #[inline]
    fn key(&self) -> u64 {
        let b = self.c.as_flattened();
        let w = |k: usize| u64::from_le_bytes(b[k..k + 8].try_into().expect("8 bytes"));
        let h = w(0)
            ^ w(8).rotate_left(9)
            ^ w(16).rotate_left(19)
            ^ w(24).rotate_left(29)
            ^ w(32).rotate_left(37)
            ^ w(40).rotate_left(47)
            ^ (b[48] as u64) << 3
            ^ (b[49] as u64) << 17;
        (h ^ h >> 29).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// The highest occupied point of a side (1..=25, 25 = the bar), 0 when no checker is left.
#[inline]
fn highest(side: &[u8; 25]) -> usize {
    side.iter().rposition(|&n| n > 0).map_or(0, |i| i + 1)
}

/// The play generator's state: the plays found, the most dice any of them uses, and the
/// positions they reach.
struct Gen<'a> {
    plays: Vec<Play>,
    best: u8,
    seen: &'a mut Seen,
}

/// Slots of the table of positions reached (small enough to stay in the L1 cache).
const SEEN_SLOTS: usize = 1024;
/// Past this many plays the table is full enough to search the plays instead.
const SEEN_MAX: usize = SEEN_SLOTS * 3 / 4;

/// An open-addressing set of the positions reached during one generation: slots hold
/// (stamp, key, play index); a new stamp empties the table without clearing memory.
struct Seen {
    stamp: u32,
    slots: Box<[(u32, u64, u16); SEEN_SLOTS]>,
}

impl Seen {
    fn clear(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.slots.fill((0, 0, 0));
            self.stamp = 1;
        }
    }

    /// Adds the position `b` (with its `key`) as the next play; false if a play already
    /// reaches it.
    #[inline]
    fn insert(&mut self, key: u64, b: &Board, plays: &[Play]) -> bool {
        if plays.len() >= SEEN_MAX {
            return !plays.iter().any(|p| p.resulting() == *b);
        }
        let mut i = (key >> 32) as usize % SEEN_SLOTS;
        loop {
            let (stamp, k, idx) = self.slots[i];
            if stamp != self.stamp {
                self.slots[i] = (self.stamp, key, plays.len() as u16);
                return true;
            }
            if k == key && plays[idx as usize].resulting() == *b {
                return false;
            }
            i = (i + 1) % SEEN_SLOTS;
        }
    }
}

thread_local! {
    static SEEN: std::cell::RefCell<Seen> = std::cell::RefCell::new(Seen {
        stamp: 0,
        slots: Box::new([(0, 0, 0); SEEN_SLOTS]),
    });
}

impl Gen<'_> {
    fn record(&mut self, steps: &[Step], result: Board) {
        let n = steps.len() as u8;
        if n < self.best || n == 0 {
            return;
        }
        if n > self.best {
            self.plays.clear();
            self.seen.clear();
            self.best = n;
        }
        if self.seen.insert(result.key(), &result, &self.plays) {
            self.plays.push(Play::new(steps, result));
        }
    }

    /// Non-doubles: die `x` first, then die `y` (BG-4: both orders are tried by the caller).
    fn two(&mut self, b: &Board, x: u8, y: u8) {
        let high = highest(&b.c[0]).wrapping_sub(1);
        for from in sources(b) {
            let Some((to, hit)) = b.target(from, x, high) else {
                continue;
            };
            let mut b1 = *b;
            b1.step(from, to, hit);
            let s1 = Step::new(from, to, hit);
            let high1 = highest(&b1.c[0]).wrapping_sub(1);
            let mut both = false;
            for from2 in sources(&b1) {
                if let Some((to2, hit2)) = b1.target(from2, y, high1) {
                    let mut b2 = b1;
                    b2.step(from2, to2, hit2);
                    self.record(&[s1, Step::new(from2, to2, hit2)], b2);
                    both = true;
                }
            }
            if !both && self.best < 2 {
                self.record(&[s1], b1);
            }
        }
    }

    /// Doubles (BG-6): up to four moves of `d`, sources never increasing (any order of the
    /// same moves reaches the same position, and a move never enables one from a higher point).
    fn doubles(&mut self, b: &Board, d: u8, steps: &mut [Step; 4], n: usize, max_from: usize) {
        let mut moved = false;
        if n < 4 {
            let high = highest(&b.c[0]).wrapping_sub(1);
            for from in sources(b).filter(|&f| f <= max_from) {
                if let Some((to, hit)) = b.target(from, d, high) {
                    let mut nb = *b;
                    nb.step(from, to, hit);
                    steps[n] = Step::new(from, to, hit);
                    moved = true;
                    self.doubles(&nb, d, steps, n + 1, from);
                }
            }
        }
        if !moved {
            self.record(&steps[..n], *b);
        }
    }
}

/// The indices a checker of the player on roll may move from, highest first: only the bar
/// while a checker is on it (BG-9).
#[inline]
fn sources(b: &Board) -> impl Iterator<Item = usize> {
    let mut mask: u32 = if b.c[0][BAR] > 0 {
        1 << BAR
    } else {
        b.c[0][..24]
            .iter()
            .enumerate()
            .fold(0, |m, (i, &n)| m | u32::from(n > 0) << i)
    };
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = 31 - mask.leading_zeros() as usize;
        mask &= !(1 << i);
        Some(i)
    })
}

/// Two dice (values 1..=6), in the order rolled.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Dice(u8, u8);

impl Dice {
    /// Two dice; `None` unless both are 1..=6.
    pub fn new(a: u8, b: u8) -> Option<Dice> {
        ((1..=6).contains(&a) && (1..=6).contains(&b)).then_some(Dice(a, b))
    }

    /// The two values, as rolled.
    pub fn values(self) -> (u8, u8) {
        (self.0, self.1)
    }

    /// The larger value.
    pub fn high(self) -> u8 {
        self.0.max(self.1)
    }

    /// The smaller value.
    pub fn low(self) -> u8 {
        self.0.min(self.1)
    }

    /// Both dice show the same number (BG-6).
    pub fn is_double(self) -> bool {
        self.0 == self.1
    }

    /// The 21 distinct rolls with their weight out of 36 (1 for doubles, 2 otherwise).
    pub fn all() -> impl Iterator<Item = (Dice, u32)> {
        (1..=6u8).flat_map(|a| (a..=6).map(move |b| (Dice(b, a), if a == b { 1 } else { 2 })))
    }
}

impl fmt::Display for Dice {
    /// `31`: the dice as rolled.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.0, self.1)
    }
}

crate::core::text_error!(
    /// Text that is not a roll of two dice.
    DiceError,
    "'{}' is not a roll of two dice (write it like 31 or 3-1, each 1 to 6)"
);

impl FromStr for Dice {
    type Err = DiceError;

    /// `31`, `3-1`, `3 1` or `3,1`.
    fn from_str(s: &str) -> Result<Dice, DiceError> {
        let digits: Vec<u8> = s
            .trim()
            .chars()
            .filter(|c| !matches!(c, '-' | ' ' | ','))
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect();
        match digits[..] {
            [a, b] => Dice::new(a, b),
            _ => None,
        }
        .ok_or_else(|| DiceError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seen_searches_the_plays_once_the_table_is_full() {
        let mut seen = Seen {
            stamp: 1,
            slots: Box::new([(0, 0, 0); SEEN_SLOTS]),
        };
        let b = Board::start();
        let plays = vec![Play::new(&[], b); SEEN_MAX];
        assert!(!seen.insert(b.key(), &b, &plays), "already there");
        let mut c = *b.checkers();
        c[0][5] -= 1;
        let other = Board::from_checkers(c).unwrap();
        assert!(seen.insert(other.key(), &other, &plays), "new");
        // Below the limit, the table itself answers.
        assert!(seen.insert(b.key(), &b, &plays[..1]));
        assert!(!seen.insert(b.key(), &b, &plays[..2]));
    }
}
