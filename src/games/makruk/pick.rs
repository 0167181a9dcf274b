//! Turning taps, drags and keys on Makruk's squares into moves. Every choice offered here is
//! read off the engine's legal moves: the board never decides a rule.

use ttakji_engine::makruk::{Move, Square};

/// What a tap on a square does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tap {
    Play(Move),
    /// Choose this piece (or, with `None`, drop the choice).
    Select(Option<Square>),
    Ignore,
}

/// The legal move from `from` to `to`, if any (a promotion is never a choice: MK-4).
pub fn find(legal: &[Move], from: Square, to: Square) -> Option<Move> {
    legal
        .iter()
        .copied()
        .find(|m| m.from() == from && m.to() == to)
}

/// Whether the piece on `sq` has a legal move.
pub fn can_move(legal: &[Move], sq: Square) -> bool {
    legal.iter().any(|m| m.from() == sq)
}

/// What a tap on `sq` does, with `selected` the piece chosen so far.
pub fn tap(legal: &[Move], selected: Option<Square>, sq: Square) -> Tap {
    match selected {
        Some(s) if s == sq => Tap::Select(None),
        Some(s) => match find(legal, s, sq) {
            Some(m) => Tap::Play(m),
            None if can_move(legal, sq) => Tap::Select(Some(sq)),
            None => Tap::Ignore,
        },
        None if can_move(legal, sq) => Tap::Select(Some(sq)),
        None => Tap::Ignore,
    }
}

/// The squares the piece on `from` may go to, as a bit set by square index.
pub fn destinations(legal: &[Move], from: Option<Square>) -> u64 {
    let Some(from) = from else { return 0 };
    legal
        .iter()
        .filter(|m| m.from() == from)
        .fold(0, |acc, m| acc | 1 << m.to().index())
}

/// The pieces that have a legal move, as a bit set.
pub fn movable(legal: &[Move]) -> u64 {
    legal.iter().fold(0, |acc, m| acc | 1 << m.from().index())
}

pub fn has(set: u64, sq: Square) -> bool {
    set & (1 << sq.index()) != 0
}

/// Where a square is drawn: its column and row on the screen (0..8, row 0 at the top).
pub fn screen_cell(sq: Square, flipped: bool) -> (u8, u8) {
    if flipped {
        (7 - sq.file(), sq.rank())
    } else {
        (sq.file(), 7 - sq.rank())
    }
}

/// The square drawn at a screen cell.
pub fn square_at_cell(col: u8, row: u8, flipped: bool) -> Option<Square> {
    if col > 7 || row > 7 {
        return None;
    }
    if flipped {
        Square::new(7 - col, row)
    } else {
        Square::new(col, 7 - row)
    }
}

/// The square next to `sq` in a screen direction, if the board goes on.
pub fn step(sq: Square, (dx, dy): (i8, i8), flipped: bool) -> Option<Square> {
    let (c, r) = screen_cell(sq, flipped);
    let c = c as i8 + dx;
    let r = r as i8 + dy;
    if !(0..8).contains(&c) || !(0..8).contains(&r) {
        return None;
    }
    square_at_cell(c as u8, r as u8, flipped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttakji_engine::makruk::MakrukGame;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn tap_selects_then_plays_only_legal_moves() {
        let g = MakrukGame::new();
        let legal = g.legal_moves();
        assert_eq!(tap(&legal, None, sq("e3")), Tap::Select(Some(sq("e3"))));
        assert_eq!(tap(&legal, None, sq("e4")), Tap::Ignore, "an empty square");
        assert_eq!(tap(&legal, None, sq("e6")), Tap::Ignore, "an enemy Bia");
        assert_eq!(tap(&legal, None, sq("e4")), Tap::Ignore);
        assert_eq!(
            tap(&legal, Some(sq("e3")), sq("e4")),
            Tap::Play("e3e4".parse().unwrap())
        );
        assert_eq!(
            tap(&legal, Some(sq("e3")), sq("e5")),
            Tap::Ignore,
            "no double step"
        );
        assert_eq!(
            tap(&legal, Some(sq("e3")), sq("b1")),
            Tap::Select(Some(sq("b1"))),
            "another piece"
        );
        assert_eq!(tap(&legal, Some(sq("e3")), sq("e3")), Tap::Select(None));
        // The Ma's other jumps land on its own Bia.
        assert_eq!(destinations(&legal, Some(sq("b1"))), 1 << sq("d2").index());
        assert!(has(movable(&legal), sq("e1")));
        assert!(!has(movable(&legal), sq("e6")), "Black is not to move");
    }

    #[test]
    fn promotion_is_found_without_asking() {
        let g = MakrukGame::from_position(
            ttakji_engine::makruk::Position::from_fen("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1").unwrap(),
        );
        let m = find(&g.legal_moves(), sq("e5"), sq("e6")).unwrap();
        assert!(m.is_promotion());
    }

    #[test]
    fn screen_cells_and_steps_follow_the_flip() {
        assert_eq!(screen_cell(sq("a1"), false), (0, 7));
        assert_eq!(screen_cell(sq("a1"), true), (7, 0));
        assert_eq!(square_at_cell(0, 7, false), Some(sq("a1")));
        assert_eq!(square_at_cell(7, 0, true), Some(sq("a1")));
        assert_eq!(square_at_cell(8, 0, true), None);
        assert_eq!(step(sq("e3"), (0, -1), false), Some(sq("e4")));
        assert_eq!(step(sq("e3"), (0, -1), true), Some(sq("e2")));
        assert_eq!(step(sq("h3"), (1, 0), false), None);
        assert_eq!(step(sq("h3"), (1, 0), true), Some(sq("g3")));
    }
}
