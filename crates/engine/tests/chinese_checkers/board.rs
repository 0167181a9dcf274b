//! Chinese Checkers: the stars, seats and the position text (CC-1..4).

use super::common::*;
use ttakji_engine::chinese_checkers::{
    Config, Corner, Geometry, Outcome, Position, Region, LARGE, SMALL,
};

/// Checks a star of `holes` holes in rows of `row_lengths`, `centre` of them in the centre.
fn check_star(g: &Geometry, holes: usize, row_lengths: &[usize], centre: usize) {
    assert_eq!(g.holes(), holes);
    let rows: Vec<usize> = (0..g.rows()).map(|r| g.row_holes(r).len()).collect();
    assert_eq!(rows, row_lengths);
    // Neighbours are symmetric and every hole of the centre has six.
    for h in 0..g.holes() {
        for (d, n) in g.neighbours(h).into_iter().enumerate() {
            if let Some(n) = n {
                assert_eq!(g.neighbours(n)[(d + 3) % 6], Some(h), "{h} -> {n}");
                assert_eq!(
                    g.row(n).abs_diff(g.row(h)) + g.x(n).abs_diff(g.x(h)) as usize,
                    2
                );
            }
        }
        assert_eq!(g.hole_at(g.x(h), g.row(h) as i32), Some(h));
        assert_eq!(g.row_holes(g.row(h)).start + g.column(h), h);
    }
    let in_centre = (0..g.holes())
        .filter(|&h| g.region(h) == Region::Centre)
        .count();
    assert_eq!(in_centre, centre);
    // Inside the star every hole has six neighbours; only the hexagon's six vertices (where
    // two corners meet) have five, and the corners' outer edges fewer.
    let count = |h: usize| g.neighbours(h).iter().flatten().count();
    let centre_counts: Vec<usize> = (0..g.holes())
        .filter(|&h| g.region(h) == Region::Centre)
        .map(count)
        .collect();
    assert_eq!(centre_counts.iter().filter(|&&n| n == 5).count(), 6);
    assert!(centre_counts.iter().all(|&n| n >= 5));
    for c in Corner::ALL {
        let holes = g.corner_holes(c);
        assert_eq!(holes.len(), g.marbles());
        assert!(holes
            .iter()
            .all(|&h| g.region(h as usize) == Region::Corner(c)));
        assert_eq!(g.depth(c, g.tip(c)), 0);
        assert_eq!(g.depth(c, g.tip(c.opposite())), 4 * g.corner_rows());
        // The tip is the hole with only two neighbours.
        let tip_neighbours = g.neighbours(g.tip(c)).iter().flatten().count();
        assert_eq!(tip_neighbours, 2, "{c}");
    }
    // The star is symmetric about the vertical axis.
    for h in 0..g.holes() {
        assert!(g.hole_at(-g.x(h), g.row(h) as i32).is_some());
    }
}

#[test]
fn cc_01_the_121_hole_star_numbered_row_by_row() {
    let g = &SMALL;
    let rows = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
    check_star(g, 121, &rows, 61);
    // N is holes 0-9, S the last ten; hole 60 is the centre.
    let n: Vec<u8> = (0..10).collect();
    let mut got = g.corner_holes(Corner::N).to_vec();
    got.sort();
    assert_eq!(got, n);
    let mut s = g.corner_holes(Corner::S).to_vec();
    s.sort();
    assert_eq!(s, (111..121).collect::<Vec<u8>>());
    assert_eq!((g.x(60), g.row(60)), (0, 8));
    // NW's tip is the first hole of row 4, NE's its last; SW and SE the ends of row 12.
    assert_eq!(g.tip(Corner::NW), 10);
    assert_eq!(g.tip(Corner::NE), 22);
    assert_eq!(g.tip(Corner::SW), 98);
    assert_eq!(g.tip(Corner::SE), 110);
    assert_eq!(g.region(13), Region::Corner(Corner::NW));
    assert_eq!(g.region(14), Region::Centre);
    // The notation's examples: 111-102 is a step, 115 jumps over 111 into 102, then over
    // 89 into 77.
    assert!(g.neighbours(111).contains(&Some(102)));
    assert!(g.neighbours(115).contains(&Some(111)) && g.neighbours(111).contains(&Some(102)));
    assert!(g.neighbours(102).contains(&Some(89)) && g.neighbours(89).contains(&Some(77)));
}

#[test]
fn cc_03_the_181_hole_star_has_five_row_corners() {
    let g = &LARGE;
    let rows = [
        1, 2, 3, 4, 5, 16, 15, 14, 13, 12, 11, 12, 13, 14, 15, 16, 5, 4, 3, 2, 1,
    ];
    check_star(g, 181, &rows, 91);
    assert_eq!(g.marbles(), 15);
    let p = Position::start(&Config::new(6, 15, false, false).unwrap());
    for c in Corner::ALL {
        assert_eq!(
            (0..181).filter(|&h| p.marble(h) == Some(c)).count(),
            15,
            "{c}"
        );
    }
}

#[test]
fn cc_02_seats_and_clockwise_turn_order_from_s() {
    use Corner::*;
    let seats = |n| Config::new(n, 10, false, false).unwrap().seats().to_vec();
    assert_eq!(seats(2), [S, N]);
    assert_eq!(seats(3), [S, NW, NE]);
    assert_eq!(seats(4), [S, SW, N, NE]);
    assert_eq!(seats(6), [S, SW, NW, N, NE, SE]);
    assert!(Config::new(5, 10, false, false).is_err());
    assert!(Config::new(2, 12, false, false).is_err());
    assert!(Config::new(3, 10, true, false).is_err());
    // The turn goes round in that order.
    for n in [2, 3, 4, 6] {
        let config = Config::new(n, 10, false, false).unwrap();
        let mut p = Position::start(&config);
        for &expected in config.seats().iter().chain(config.seats()) {
            assert_eq!(p.to_move(), expected);
            let mv = p.legal_moves()[0].clone();
            p.play(&mv).unwrap();
        }
    }
    // Corners without a player start empty.
    let p = Position::start(&Config::new(4, 10, false, false).unwrap());
    for c in [NW, SE] {
        assert!(SMALL
            .corner_holes(c)
            .iter()
            .all(|&h| p.marble(h as usize).is_none()));
    }
}

#[test]
fn cc_04_destination_is_the_opposite_corner() {
    use Corner::*;
    assert_eq!(S.opposite(), N);
    assert_eq!(NW.opposite(), SE);
    assert_eq!(NE.opposite(), SW);
    // Three players head for the three empty corners.
    let config = Config::new(3, 10, false, false).unwrap();
    let dests: Vec<Corner> = config.seats().iter().map(|s| s.opposite()).collect();
    assert_eq!(dests, [N, SE, SW]);
    assert!(dests.iter().all(|d| !config.is_seated(*d)));
}

#[test]
fn the_first_move_of_s_is_one_of_eight_steps_and_six_jumps() {
    let p = Position::start(&two());
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 14);
    assert!(moves.iter().any(|m| m.to_string() == "111-102"));
    assert!(moves.iter().any(|m| m.to_string() == "115-102"));
    assert_eq!(p.outcome(), Outcome::Ongoing);
}

#[test]
fn position_text_round_trips() {
    for (n, m, teams, on) in [
        (2, 10, false, false),
        (3, 15, false, true),
        (6, 10, true, true),
    ] {
        let config = Config::new(n, m, teams, on).unwrap();
        let mut p = Position::start(&config);
        for i in 0..30 {
            let text = p.to_text();
            assert_eq!(Position::from_text(&text).as_ref(), Ok(&p), "{text}");
            let moves = p.legal_moves();
            let mv = moves[(i * 7) % moves.len()].clone();
            p.play(&mv).unwrap();
        }
    }
    let p = Position::start(&two());
    assert!(
        p.to_text().starts_with("2 10 - 0/00/000/0000/"),
        "{}",
        p.to_text()
    );
    assert!(
        p.to_text().ends_with("/3333/333/33/3 S -"),
        "{}",
        p.to_text()
    );
}

#[test]
fn malformed_position_texts_name_the_problem() {
    let good = Position::start(&two()).to_text();
    let f: Vec<&str> = good.split(' ').collect();
    let with = |i: usize, v: &str| {
        let mut g = f.clone();
        g[i] = v;
        g.join(" ")
    };
    let cases = [
        ("".to_string(), "6 fields"),
        (with(0, "5"), "players"),
        (
            with(0, "x"),
            "players takes 2, 3, 4 or 6 (1 for a solo crossing), not 'x'",
        ),
        (
            with(0, "+2"),
            "players takes 2, 3, 4 or 6 (1 for a solo crossing), not '+2'",
        ),
        (with(0, "300"), "not '300'"),
        (with(1, "+10"), "marbles takes 10 or 15, not '+10'"),
        (with(1, "12"), "marbles"),
        (with(2, "teams"), "teams need"),
        (with(2, "fast"), "'fast'"),
        (with(3, "0/00"), "rows"),
        (with(3, &f[3].replacen("0000", "000", 1)), "row 3"),
        (with(3, &f[3].replacen("0000", "00x0", 1)), "'x'"),
        (with(3, &f[3].replacen("0000", "0001", 1)), "NE"),
        (
            with(3, &f[3].replacen("0000", "000.", 1)),
            "N has 9 marbles",
        ),
        (with(4, "E"), "'E'"),
        (with(4, "NE"), "NE is to move"),
        (with(5, "S,S"), "twice"),
        (with(5, "SW"), "SW is listed as finished but has no player"),
    ];
    for (text, needle) in cases {
        let e = Position::from_text(&text).expect_err(&text).to_string();
        assert!(e.contains(needle), "'{text}': '{e}' lacks '{needle}'");
    }
    let _ = setup(&two(), &[], Corner::S);
}

/// A board of `config`'s star: every seat's marbles at the holes listed, by seat.
fn board(config: &Config, marbles: &[(Corner, Vec<usize>)]) -> Vec<char> {
    let mut cells = vec!['.'; config.geometry().holes()];
    for (c, holes) in marbles {
        for &h in holes {
            cells[h] = (b'0' + c.index() as u8) as char;
        }
    }
    cells
}

fn corner(c: Corner) -> Vec<usize> {
    SMALL.corner_holes(c).iter().map(|&h| h as usize).collect()
}

#[test]
fn position_texts_that_cannot_arise_are_refused() {
    use Corner::*;
    let two = two();
    let on = Config::new(2, 10, false, true).unwrap();
    let text = |config: &Config, m: &[(Corner, Vec<usize>)], finished: &[Corner]| {
        text_of(config, config.geometry(), &board(config, m), S, finished)
    };
    // CC-11: an S marble stopped in the NW corner (hole 10 is its first hole of row 4).
    let mut s = corner(S);
    s[0] = 10;
    let camping = text(&two, &[(S, s), (N, corner(N))], &[]);
    // S listed as finished at the start, with play on or without.
    let start = text(&two, &[(S, corner(S)), (N, corner(N))], &[S]);
    let start_on = text(&on, &[(S, corner(S)), (N, corner(N))], &[S]);
    // Both home: the game ended when the first of them finished.
    let both = text(&two, &[(S, corner(N)), (N, corner(S))], &[]);
    let both_on = text(&on, &[(S, corner(N)), (N, corner(S))], &[S]);
    for (t, needle) in [
        (camping, "hole 10: a marble of S camps in the NW corner"),
        (
            start,
            "S is listed as finished but has not filled its destination",
        ),
        (start_on, "S is listed as finished"),
        (
            both,
            "S, N have all finished, but the game ends with the first",
        ),
        (both_on, "when one side is left"),
    ] {
        let e = Position::from_text(&t).expect_err(&t).to_string();
        assert!(e.contains(needle), "'{t}': '{e}' lacks '{needle}'");
    }
    // CC-14 with play on: S finished around N's marble in the tip of the N corner, which
    // N has moved on since; S stays finished with nine marbles home.
    let mut s = corner(N)[1..].to_vec();
    s.push(SMALL.hole_at(0, 8).unwrap());
    let mut n = corner(S)[1..].to_vec();
    n.push(SMALL.hole_at(0, 6).unwrap());
    let t = text(&on, &[(S, s), (N, n)], &[S]);
    let p = Position::from_text(&t).unwrap();
    assert_eq!(p.finished(), [S]);
    assert_eq!(Position::from_text(&p.to_text()).as_ref(), Ok(&p));
}
