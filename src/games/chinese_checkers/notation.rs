//! The holes' names as a player reads them on the board: the rows are numbered from the
//! bottom (South's tip is row 1, North's row 17, or 21 on the 181-hole star) and drawn at
//! the left end of each row; the holes of a row are lettered from the left, so `a1` is
//! South's tip and `e9` the centre of the 121-hole star. A move names every hole the marble
//! visits: `a4-e5` is a step, `b2-b4-e6` two jumps. The engine, the command-line tool and
//! the saves keep the engine's hole numbers (0 at the top); only the screen uses these names.

use ttakji_engine::chinese_checkers::{Geometry, Move};

/// The number of hole `h`'s row, counted from the bottom (1 at South's tip).
pub fn row_number(g: &Geometry, h: usize) -> usize {
    g.rows() - g.row(h)
}

/// Hole `h`'s name: its letter in its row, then the row's number (`e5`).
pub fn hole_name(g: &Geometry, h: usize) -> String {
    // A row holds 16 holes at most: the letters run from a to p.
    let letter = char::from(b'a' + g.column(h) as u8);
    format!("{letter}{}", row_number(g, h))
}

/// A move as the list shows it: the names of the holes it visits, joined by `-`.
pub fn move_text(g: &Geometry, m: &Move) -> String {
    m.path()
        .map(|h| hole_name(g, h))
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chinese_checkers::session::CcSession;
    use std::collections::HashSet;
    use ttakji_engine::chinese_checkers::{LARGE, SMALL};

    #[test]
    fn every_hole_has_its_own_name_on_both_stars() {
        for g in [&SMALL, &LARGE] {
            let names: HashSet<String> = (0..g.holes()).map(|h| hole_name(g, h)).collect();
            assert_eq!(names.len(), g.holes());
        }
        // South's tip, North's tip, Red's front row and the centre of the small star.
        assert_eq!(hole_name(&SMALL, 120), "a1");
        assert_eq!(hole_name(&SMALL, 0), "a17");
        assert_eq!(hole_name(&SMALL, 111), "a4");
        assert_eq!(hole_name(&SMALL, 114), "d4");
        assert_eq!(hole_name(&SMALL, 102), "e5");
        assert_eq!(hole_name(&SMALL, 60), "e9");
        assert_eq!(hole_name(&LARGE, 180), "a1");
        assert_eq!(hole_name(&LARGE, 0), "a21");
        // The widest rows of the big star hold 16 holes: a to p.
        let widest = (0..LARGE.holes()).map(|h| LARGE.column(h)).max();
        assert_eq!(widest, Some(15));
    }

    #[test]
    fn a_move_names_every_hole_it_visits() {
        let s = CcSession::fresh(1);
        let start = s.position();
        let step = start.parse_move("111-102").unwrap();
        assert_eq!(move_text(&SMALL, &step), "a4-e5");
        let jump = start.parse_move("115-102").unwrap();
        assert_eq!(move_text(&SMALL, &jump), "a3-e5");
    }
}
