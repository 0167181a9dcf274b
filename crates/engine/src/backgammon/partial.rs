//! Partial plays: the single-checker steps a person makes one at a time within a turn.
//!
//! The legal plays of a roll come from the engine as the positions they lead to. A step (one
//! checker, one die) is offered only when some legal play can still be reached after it with
//! the dice left, so compulsory play (BG-7) is never decided here: it is whatever the full
//! plays allow. The steps themselves follow the board's mechanics: a checker on the bar
//! first (BG-9), no landing on a closed point (BG-5), a blot hit goes to the bar (BG-8), and
//! bearing off only with all checkers home, a higher number only from the highest point
//! (BG-10, BG-11).
//!
//! Boards here are the raw checker counts of [`super::Board`]: `[0]` the player on roll,
//! `[1]` the opponent, each from its own side (index `i < 24` is point `i + 1`, 24 the bar).

use std::collections::{HashMap, HashSet};

/// Whether a legal play is reachable from a board with some dice left.
type Memo = HashMap<(Checkers, Vec<u8>), bool>;

/// Checker counts: `[player on roll, opponent]`, 25 places each.
pub type Checkers = [[u8; 25]; 2];

/// The bar's index.
pub const BAR: usize = 24;
/// Where a borne-off checker goes (not an index into [`Checkers`]).
pub const OFF: usize = 25;

/// One checker moved by one die.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Step {
    /// 0..24 for points 1..24, or [`BAR`].
    pub from: usize,
    /// 0..24 for points 1..24, or [`OFF`].
    pub to: usize,
    pub die: u8,
    /// An opponent's blot was hit (BG-8).
    pub hit: bool,
}

impl Step {
    /// A place in gnubg notation: `bar`, `off` or the point number.
    pub fn place_name(i: usize) -> String {
        match i {
            BAR => "bar".to_string(),
            OFF => "off".to_string(),
            i => (i + 1).to_string(),
        }
    }
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}/{}{}",
            Step::place_name(self.from),
            Step::place_name(self.to),
            if self.hit { "*" } else { "" }
        )
    }
}

/// Moves one checker of the player on roll from `from` by `die`, if the board allows it
/// (whether the whole turn allows it is for [`Turn`] to say).
pub fn step(board: &Checkers, from: usize, die: u8) -> Option<(Checkers, Step)> {
    let (own, opp) = (&board[0], &board[1]);
    if from > BAR || own[from] == 0 || !(1..=6).contains(&die) {
        return None;
    }
    // BG-9: nothing moves while a checker waits on the bar.
    if own[BAR] > 0 && from != BAR {
        return None;
    }
    let target = from as i32 + 1 - die as i32;
    let mut next = *board;
    next[0][from] -= 1;
    if target >= 1 {
        let to = (target - 1) as usize;
        let theirs = 23 - to;
        // BG-5: two or more opponent checkers close the point.
        if opp[theirs] >= 2 {
            return None;
        }
        let hit = opp[theirs] == 1;
        if hit {
            next[1][theirs] = 0;
            next[1][BAR] += 1;
        }
        next[0][to] += 1;
        return Some((next, Step { from, to, die, hit }));
    }
    // BG-10: bearing off only with all fifteen in the home board (points 1..6).
    if own[6..=BAR].iter().any(|&n| n > 0) {
        return None;
    }
    // BG-11: a higher number bears off only from the highest occupied point.
    if target < 0 && own[from + 1..6].iter().any(|&n| n > 0) {
        return None;
    }
    Some((
        next,
        Step {
            from,
            to: OFF,
            die,
            hit: false,
        },
    ))
}

/// The dice of a roll as single moves: two, or four of a double (BG-6).
pub fn dice_list(a: u8, b: u8) -> Vec<u8> {
    if a == b {
        vec![a; 4]
    } else {
        vec![a.max(b), a.min(b)]
    }
}

/// A turn in progress: the steps made so far, and what the legal plays still allow.
#[derive(Clone, Debug)]
pub struct Turn {
    start: Checkers,
    dice: Vec<u8>,
    targets: HashSet<Checkers>,
    done: Vec<(Step, Checkers)>,
}

impl Turn {
    /// A turn from `start` with the roll `dice` (two numbers), whose legal plays lead to
    /// `results`. No results (nothing can be played) is the same as the start alone.
    pub fn new(
        start: Checkers,
        dice: (u8, u8),
        results: impl IntoIterator<Item = Checkers>,
    ) -> Turn {
        let mut targets: HashSet<Checkers> = results.into_iter().collect();
        if targets.is_empty() {
            targets.insert(start);
        }
        Turn {
            start,
            dice: dice_list(dice.0, dice.1),
            targets,
            done: Vec::new(),
        }
    }

    /// The position now, after the steps made.
    pub fn board(&self) -> Checkers {
        self.done.last().map_or(self.start, |(_, b)| *b)
    }

    pub fn start(&self) -> Checkers {
        self.start
    }

    /// The steps made so far, in order.
    pub fn steps(&self) -> Vec<Step> {
        self.done.iter().map(|(s, _)| *s).collect()
    }

    /// The dice not used yet.
    pub fn remaining(&self) -> Vec<u8> {
        let mut left = self.dice.clone();
        for (s, _) in &self.done {
            if let Some(i) = left.iter().position(|&d| d == s.die) {
                left.remove(i);
            }
        }
        left
    }

    /// Whether the steps made add up to a legal play: the turn may be confirmed.
    pub fn is_complete(&self) -> bool {
        self.targets.contains(&self.board())
    }

    /// Whether the roll cannot be played at all (a dance, or a blocked position).
    pub fn is_forfeit(&self) -> bool {
        self.targets.len() == 1 && self.targets.contains(&self.start)
    }

    /// Whether there is exactly one legal play.
    pub fn is_forced(&self) -> bool {
        self.targets.len() == 1
    }

    /// The single steps offered now: each can still be completed to a legal play.
    pub fn offered(&self) -> Vec<Step> {
        let board = self.board();
        let left = self.remaining();
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        if self.is_complete() {
            return out;
        }
        let mut memo = Memo::new();
        for die in distinct(&left) {
            for from in 0..=BAR {
                if let Some((next, s)) = step(&board, from, die) {
                    if seen.insert(s) && self.reaches(&next, &without(&left, die), &mut memo) {
                        out.push(s);
                    }
                }
            }
        }
        out
    }

    /// Where the checker on `from` can go now, by one die or by several in one gesture (the
    /// same checker moving on), each with the steps that take it there. Of two ways to the
    /// same place the shorter wins, then the one hitting fewer blots on the way.
    pub fn destinations(&self, from: usize) -> Vec<(usize, Vec<Step>)> {
        let mut found: Vec<(usize, Vec<Step>)> = Vec::new();
        let mut memo = Memo::new();
        let mut stack = vec![(self.board(), self.remaining(), from, Vec::<Step>::new())];
        while let Some((board, left, at, path)) = stack.pop() {
            for die in distinct(&left) {
                let Some((next, s)) = step(&board, at, die) else {
                    continue;
                };
                let rest = without(&left, die);
                if !self.reaches(&next, &rest, &mut memo) {
                    continue;
                }
                let mut p = path.clone();
                p.push(s);
                let better = |old: &Vec<Step>| {
                    let hits = |v: &Vec<Step>| v.iter().filter(|s| s.hit).count();
                    (p.len(), hits(&p)) < (old.len(), hits(old))
                };
                match found.iter_mut().find(|(to, _)| *to == s.to) {
                    Some((_, old)) if better(old) => *old = p.clone(),
                    Some(_) => {}
                    None => found.push((s.to, p.clone())),
                }
                if s.to != OFF {
                    stack.push((next, rest, s.to, p));
                }
            }
        }
        found.sort_by_key(|(to, _)| *to);
        found
    }

    /// Makes one step, if it is offered.
    pub fn play(&mut self, from: usize, die: u8) -> Option<Step> {
        let s = self
            .offered()
            .into_iter()
            .find(|s| s.from == from && s.die == die)?;
        let (next, s) = step(&self.board(), s.from, s.die)?;
        self.done.push((s, next));
        Some(s)
    }

    /// Makes several steps (one gesture); all or none.
    pub fn play_all(&mut self, steps: &[Step]) -> bool {
        let before = self.done.len();
        for s in steps {
            if self.play(s.from, s.die).is_none() {
                self.done.truncate(before);
                return false;
            }
        }
        true
    }

    /// Takes the last step back.
    pub fn undo(&mut self) -> Option<Step> {
        self.done.pop().map(|(s, _)| s)
    }

    /// Takes every step back.
    pub fn reset(&mut self) {
        self.done.clear();
    }

    /// Steps from the start that lead to `result` (for showing a play made elsewhere, such
    /// as the computer's), if it is one of the legal results.
    pub fn path_to(&self, result: &Checkers) -> Option<Vec<Step>> {
        fn go(
            board: &Checkers,
            left: &[u8],
            goal: &Checkers,
            path: &mut Vec<Step>,
            memo: &mut HashSet<(Checkers, Vec<u8>)>,
        ) -> bool {
            if board == goal {
                return true;
            }
            if !memo.insert((*board, left.to_vec())) {
                return false;
            }
            for die in distinct(left) {
                for from in 0..=BAR {
                    if let Some((next, s)) = step(board, from, die) {
                        path.push(s);
                        if go(&next, &without(left, die), goal, path, memo) {
                            return true;
                        }
                        path.pop();
                    }
                }
            }
            false
        }
        if !self.targets.contains(result) {
            return None;
        }
        let mut path = Vec::new();
        go(
            &self.start,
            &self.dice,
            result,
            &mut path,
            &mut HashSet::new(),
        )
        .then_some(path)
    }

    /// Whether a legal play's position can be reached from `board` with the dice `left`.
    fn reaches(&self, board: &Checkers, left: &[u8], memo: &mut Memo) -> bool {
        if self.targets.contains(board) {
            return true;
        }
        if left.is_empty() {
            return false;
        }
        let key = (*board, left.to_vec());
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let found = distinct(left).into_iter().any(|die| {
            (0..=BAR).any(|from| {
                step(board, from, die)
                    .is_some_and(|(next, _)| self.reaches(&next, &without(left, die), memo))
            })
        });
        memo.insert(key, found);
        found
    }
}

fn distinct(dice: &[u8]) -> Vec<u8> {
    let mut d = dice.to_vec();
    d.sort_unstable_by(|a, b| b.cmp(a));
    d.dedup();
    d
}

fn without(dice: &[u8], die: u8) -> Vec<u8> {
    let mut d = dice.to_vec();
    if let Some(i) = d.iter().position(|&x| x == die) {
        d.remove(i);
    }
    d
}

#[cfg(test)]
mod tests {
    use super::super::{Board, Dice};
    use super::*;
    use crate::rng::Rng;

    fn turn(board: &Board, a: u8, b: u8) -> Turn {
        let dice = Dice::new(a, b).unwrap();
        let results = board
            .legal_plays(dice)
            .into_iter()
            .map(|p| *p.resulting().checkers());
        Turn::new(*board.checkers(), (a, b), results)
    }

    fn board(own: &[(usize, u8)], opp: &[(usize, u8)]) -> Board {
        let mut c = [[0u8; 25]; 2];
        for &(p, n) in own {
            c[0][p - 1] = n;
        }
        for &(p, n) in opp {
            c[1][p - 1] = n;
        }
        Board::from_checkers(c).unwrap()
    }

    #[test]
    fn bg_04_the_sum_goes_only_through_an_open_point() {
        // 6-5 from the 13-point: the 8-point is open, the 7-point closed (opponent's 18).
        let b = board(&[(13, 1), (1, 14)], &[(18, 2), (1, 13)]);
        let t = turn(&b, 6, 5);
        let dests = t.destinations(12);
        let to: Vec<usize> = dests.iter().map(|(to, _)| *to).collect();
        assert!(to.contains(&7), "13/8 by the 5: {to:?}");
        assert!(to.contains(&1), "13/2 by both, through 8: {to:?}");
        let (_, path) = dests.iter().find(|(to, _)| *to == 1).unwrap();
        assert_eq!(path.iter().map(|s| s.die).collect::<Vec<_>>(), [5, 6]);
        assert!(!to.contains(&6), "the 7-point is closed (BG-5)");
    }

    #[test]
    fn bg_07_only_the_larger_die_when_one_fits() {
        // 6-5 with one checker out on the 13-point and the opponent holding our 2-point:
        // 13/7 or 13/8 can be played, never both (the 2-point is closed): the 6 it is.
        let b = board(&[(13, 1), (1, 14)], &[(23, 2), (1, 13)]);
        let mut t = turn(&b, 6, 5);
        let offered = t.offered();
        assert_eq!(offered.len(), 1, "{offered:?}");
        assert_eq!((offered[0].to_string(), offered[0].die), ("13/7".into(), 6));
        assert_eq!(t.destinations(12), vec![(6, vec![offered[0]])]);
        t.play(12, 6).unwrap();
        assert!(t.is_complete() && t.is_forced());
        assert_eq!(t.remaining(), [5]);
    }

    #[test]
    fn bg_09_the_bar_first_and_a_dance() {
        // On the bar against a closed board: the turn is lost, nothing offered.
        let b = board(
            &[(25, 1), (6, 14)],
            &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (24, 3)],
        );
        let t = turn(&b, 6, 5);
        assert!(t.is_forfeit() && t.is_complete());
        assert!(t.offered().is_empty());
        // An open 3-point: only the entry is offered first, as bar/22.
        let b = board(
            &[(25, 1), (13, 14)],
            &[(1, 2), (2, 2), (4, 2), (5, 2), (6, 2), (24, 5)],
        );
        let t = turn(&b, 3, 1);
        let offered = t.offered();
        assert_eq!(offered.len(), 1);
        assert_eq!(offered[0].to_string(), "bar/22");
    }

    #[test]
    fn bg_08_a_hit_is_marked_and_undone() {
        let b = board(&[(13, 2), (6, 13)], &[(15, 1), (1, 14)]);
        // The opponent's 15-point is our 10: 13/10* with a 3.
        let mut t = turn(&b, 3, 1);
        let s = t.play(12, 3).unwrap();
        assert!(s.hit);
        assert_eq!(s.to_string(), "13/10*");
        assert_eq!(t.board()[1][BAR], 1);
        assert!(!t.is_complete());
        t.undo();
        assert_eq!(t.board(), *b.checkers());
    }

    #[test]
    fn bg_10_11_bearing_off_needs_all_home_and_the_highest_point() {
        // A checker on the 7-point: 6/off is not offered before it is home.
        let b = board(&[(7, 1), (6, 1), (2, 13)], &[(1, 15)]);
        let t = turn(&b, 6, 1);
        assert!(!t
            .offered()
            .iter()
            .any(|s| s.to == OFF && s.from == 5 && s.die == 6));
        let mut t2 = t.clone();
        t2.play(6, 1).unwrap();
        assert!(t2.offered().iter().any(|s| s.to == OFF && s.die == 6));
        // Highest point 2, a 6 bears it off.
        let b = board(&[(2, 2), (1, 1)], &[(1, 15)]);
        let t = turn(&b, 6, 5);
        assert!(t.offered().iter().all(|s| s.from == 1 && s.to == OFF));
    }

    /// Every legal play can be made step by step, and every step offered leads to one: the
    /// steps and the engine's plays agree, on positions from random games.
    #[test]
    fn steps_and_plays_agree_in_random_games() {
        let mut rng = Rng::new(7);
        for _ in 0..40 {
            let mut b = Board::start();
            for _ in 0..60 {
                let (d1, d2) = (rng.below(6) as u8 + 1, rng.below(6) as u8 + 1);
                let plays = b.legal_plays(Dice::new(d1, d2).unwrap());
                let t = turn(&b, d1, d2);
                for p in &plays {
                    let path = t.path_to(p.resulting().checkers()).expect("reachable");
                    let mut t2 = t.clone();
                    assert!(t2.play_all(&path), "{p} step by step");
                    assert!(t2.is_complete());
                }
                if plays.is_empty() {
                    assert!(t.is_forfeit());
                    b = b.swapped();
                    continue;
                }
                let next = plays[rng.below(plays.len())].resulting();
                if next.result().is_some() {
                    break;
                }
                b = next.swapped();
            }
        }
    }
}
