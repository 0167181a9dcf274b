//! Chinese Checkers rules by id (CC-5..15): moves, no camping, passing, finishing, teams,
//! play on.

use super::common::*;
use ttakji_engine::chinese_checkers::{Config, Corner, Game, Outcome, Position, SMALL};
use Corner::*;

fn targets_of(p: &Position, from: usize) -> Vec<usize> {
    let mut v: Vec<usize> = pairs(p)
        .into_iter()
        .filter(|&(f, _)| f == from)
        .map(|(_, t)| t)
        .collect();
    v.sort();
    v
}

fn path_of(p: &Position, from: usize, to: usize) -> Vec<usize> {
    p.legal_moves()
        .into_iter()
        .find(|m| m.from() == from && m.to() == to)
        .map(|m| m.path().collect())
        .unwrap_or_default()
}

fn config(players: u8, teams: bool, play_on: bool) -> Config {
    Config::new(players, 10, teams, play_on).unwrap()
}

#[test]
fn cc_07_steps_go_to_adjacent_empty_holes() {
    let centre = at(0, 8);
    let p = setup(&two(), &[(S, &[centre])], S);
    let mut steps: Vec<usize> = SMALL.neighbours(centre).into_iter().flatten().collect();
    steps.sort();
    assert_eq!(targets_of(&p, centre), steps);
    assert_eq!(path_of(&p, centre, steps[0]), [centre, steps[0]]);
}

#[test]
fn cc_07_jump_chains_change_direction_and_may_stop_at_every_landing() {
    let from = at(0, 8);
    // Ladders: NE over (1,7) to (2,6); NW over (1,5) to (0,4); E over (2,4) to (4,4).
    let ladders = [at(1, 7), at(1, 5), at(2, 4)];
    let p = setup(&two(), &[(S, &[from]), (N, &ladders)], S);
    let (a, b, c) = (at(2, 6), at(0, 4), at(4, 4));
    assert_eq!(path_of(&p, from, a), [from, a]);
    assert_eq!(path_of(&p, from, b), [from, a, b]);
    assert_eq!(path_of(&p, from, c), [from, a, b, c]);
    // Written with every landing hole, or from-to only.
    assert_eq!(
        p.parse_move(&format!("{from}-{a}-{b}-{c}"))
            .unwrap()
            .to_string(),
        format!("{from}-{a}-{b}-{c}")
    );
    assert_eq!(
        p.parse_move(&format!("{from}-{c}")).unwrap().to_string(),
        format!("{from}-{a}-{b}-{c}")
    );
    // One move per distinct from-to pair.
    let all = pairs(&p);
    let mut dedup = all.clone();
    dedup.dedup();
    assert_eq!(all, dedup);
}

#[test]
fn cc_07_a_marble_jumps_its_own_marbles_and_any_others() {
    let from = at(0, 8);
    let p = setup(
        &config(3, false, false),
        &[(S, &[from, at(2, 8)]), (NW, &[at(-2, 8)])],
        S,
    );
    let t = targets_of(&p, from);
    assert!(t.contains(&at(4, 8)) && t.contains(&at(-4, 8)), "{t:?}");
}

#[test]
fn cc_08_jumped_marbles_stay_on_the_board() {
    let from = at(0, 8);
    let ladders = [at(1, 7), at(1, 5), at(2, 4)];
    let mut p = setup(&two(), &[(S, &[from]), (N, &ladders)], S);
    let mv = p.parse_move(&format!("{from}-{}", at(4, 4))).unwrap();
    p.play(&mv).unwrap();
    for h in ladders {
        assert_eq!(p.marble(h), Some(N));
    }
    for c in [S, N] {
        assert_eq!((0..121).filter(|&h| p.marble(h) == Some(c)).count(), 10);
    }
    assert_eq!(p.marble(from), None);
    assert_eq!(p.marble(at(4, 4)), Some(S));
}

#[test]
fn cc_09_a_jump_goes_over_exactly_one_marble_never_two_or_a_gap() {
    let from = at(0, 8);
    // Two marbles in a row: no jump over both.
    let p = setup(&two(), &[(S, &[from]), (N, &[at(2, 8), at(4, 8)])], S);
    let t = targets_of(&p, from);
    assert!(!t.contains(&at(6, 8)) && !t.contains(&at(4, 8)), "{t:?}");
    // A gap then a marble: no jump over the gap.
    let p = setup(&two(), &[(S, &[from]), (N, &[at(4, 8)])], S);
    let t = targets_of(&p, from);
    assert!(t.contains(&at(2, 8)));
    assert!(!t.contains(&at(6, 8)) && !t.contains(&at(8, 8)), "{t:?}");
    assert!(p.parse_move(&format!("{from}-{}", at(8, 8))).is_err());
}

#[test]
fn cc_10_no_step_and_jump_in_one_turn() {
    let from = at(0, 8);
    // Step to (2,8) then jump over (4,8) to (6,8): not one move.
    let p = setup(&two(), &[(S, &[from]), (N, &[at(4, 8)])], S);
    assert!(!targets_of(&p, from).contains(&at(6, 8)));
    let e = p
        .parse_move(&format!("{from}-{}-{}", at(2, 8), at(6, 8)))
        .unwrap_err();
    assert!(e.to_string().contains("illegal"), "{e}");
    // Jump over (2,8) to (4,8) then step to (6,8): not one move either.
    let p = setup(&two(), &[(S, &[from]), (N, &[at(2, 8)])], S);
    let t = targets_of(&p, from);
    assert!(t.contains(&at(4, 8)));
    assert!(!t.contains(&at(6, 8)), "{t:?}");
    assert!(p
        .parse_move(&format!("{from}-{}-{}", at(4, 8), at(6, 8)))
        .is_err());
}

#[test]
fn cc_11_no_camping_in_a_corner_that_is_neither_start_nor_destination() {
    // Three players: S at (-7,7); its west neighbour (-9,7) is in NW's corner.
    let from = at(-7, 7);
    let nw_hole = at(-9, 7);
    assert_eq!(SMALL.corner_of(nw_hole), Some(NW));
    // Ladders over NW's marbles in its corner: NW over (-8,6) lands at (-9,5) in NW; then E
    // over (-7,5) lands at (-5,5) in the centre. NW's other marbles are out in the centre.
    let mut nw = vec![at(-8, 6), at(-7, 5), at(1, 9), at(3, 9), at(5, 9)];
    nw.extend((0..=8).step_by(2).map(|x| at(x, 8)));
    let p = setup(&config(3, false, false), &[(S, &[from]), (NW, &nw)], S);
    let t = targets_of(&p, from);
    assert!(!t.contains(&nw_hole), "a step into NW: {t:?}");
    assert!(!t.contains(&at(-9, 5)), "a stop in NW: {t:?}");
    // Passing through NW is fine.
    assert_eq!(path_of(&p, from, at(-5, 5)), [from, at(-9, 5), at(-5, 5)]);
    let e = p.parse_move(&format!("{from}-{nw_hole}")).unwrap_err();
    assert!(e.to_string().contains("CC-11"), "{e}");
    // The same in a 4-player game, where NW is left empty, and for occupied corners: S may
    // never stop in SW or NE.
    let p = setup(&config(4, false, false), &[(S, &[from])], S);
    assert!(!targets_of(&p, from).contains(&nw_hole));
    let from = at(-7, 9);
    let p = setup(&config(4, false, false), &[(S, &[from])], S);
    let sw = at(-9, 9);
    assert_eq!(SMALL.corner_of(sw), Some(SW));
    assert!(!targets_of(&p, from).contains(&sw));
    // A marble may stop in its own start corner and in its destination.
    let p = setup(&two(), &[(S, &[at(2, 12), at(0, 8)])], S);
    assert!(targets_of(&p, at(2, 12)).contains(&at(3, 13)));
    let n = n_in_the_centre(at(0, 10));
    let p = setup(&two(), &[(S, &[at(0, 4)]), (N, &n)], S);
    assert!(targets_of(&p, at(0, 4))
        .iter()
        .any(|&t| SMALL.corner_of(t) == Some(N)));
}

#[test]
fn cc_12_a_player_without_a_move_passes() {
    // Four players; N's corner is walled in by S (row 4 and most of row 5) and one SW marble.
    let cfg = config(4, false, false);
    let row4: Vec<usize> = (-4..=4).step_by(2).map(|x| at(x, 4)).collect();
    let row5: Vec<usize> = (-5..=3).step_by(2).map(|x| at(x, 5)).collect();
    let s: Vec<usize> = row4.iter().chain(&row5).copied().collect();
    let p = setup(&cfg, &[(S, &s), (SW, &[at(5, 5)])], SW);
    assert!(!p.can_move(N));
    let mut game = Game::from_position(p);
    let mv = game
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| m.from() != at(5, 5))
        .unwrap();
    assert_eq!(game.play(&mv).unwrap(), [N]);
    assert_eq!(game.position().to_move(), NE);
    assert_eq!(game.outcome(), Outcome::Ongoing);
    // A position text with N to move hands the turn on as well.
    let mut text: Vec<String> = game.positions()[0]
        .to_text()
        .split(' ')
        .map(String::from)
        .collect();
    text[4] = "N".into();
    assert_eq!(Position::from_text(&text.join(" ")).unwrap().to_move(), NE);
}

#[test]
fn cc_13_the_first_to_fill_the_destination_wins() {
    let mut p = s_nearly_home(&two(), false);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(p.marbles_home(S), 9);
    let mv = p.parse_move(&format!("{}-9", at(2, 4))).unwrap();
    p.play(&mv).unwrap();
    assert_eq!(
        p.outcome(),
        Outcome::Over {
            places: vec![vec![S]]
        }
    );
    assert_eq!(p.outcome().to_string(), "win S");
    assert!(p.legal_moves().is_empty());
    assert!(p.parse_move("0-1").is_err());
}

#[test]
fn cc_14_an_opponent_marble_cannot_block_the_destination() {
    // N's own marble stays in hole 9 of its start corner, S's destination. S holds holes
    // 0-7 and steps from (2,4) into hole 8, the last empty one: S has won, although its
    // tenth marble is outside.
    let mut p = n_blocks_hole_9();
    assert!(!p.is_home(S));
    let mv = p.parse_move(&format!("{}-8", at(2, 4))).unwrap();
    p.play(&mv).unwrap();
    assert!(p.is_home(S));
    assert_eq!(p.marbles_home(S), 9);
    assert_eq!(p.outcome().winners(), Some(&[S][..]));
}

#[test]
fn cc_05_a_partners_marble_in_the_destination_does_not_fill_it() {
    let two_teams = config(4, true, false);
    let p = s_nearly_home(&two_teams, true);
    // In a team game the marble in hole 9 is the partner's: S is not home.
    assert!(!p.is_home(S));
    // Without teams it is an opponent's (CC-14): S is home.
    let p = s_nearly_home(&config(4, false, false), true);
    assert!(p.is_home(S));
}

/// The outcome once `seat` moves its last marble into `destination`: S has finished (its
/// marbles on N's holes 0-9), `seat` has nine marbles in `destination` and the tenth outside
/// next to the last empty hole.
fn outcome_after_last_marble(cfg: &Config, seat: Corner, destination: Corner) -> Outcome {
    let holes: Vec<usize> = SMALL
        .corner_holes(destination)
        .iter()
        .map(|&h| h as usize)
        .collect();
    let last = holes[9];
    let near = SMALL
        .neighbours(last)
        .into_iter()
        .flatten()
        .find(|&h| SMALL.corner_of(h).is_none())
        .unwrap();
    let mut marbles = holes[..9].to_vec();
    marbles.push(near);
    let s_home: Vec<usize> = (0..10).collect();
    let mut p = setup_finished(cfg, &[(S, &s_home), (seat, &marbles)], seat, &[S]);
    let mv = p.parse_move(&format!("{near}-{last}")).unwrap();
    p.play(&mv).unwrap();
    p.outcome()
}

#[test]
fn cc_05_teams_win_only_when_both_partners_are_done_and_a_finished_partner_passes() {
    let cfg = config(4, true, false);
    assert_eq!(cfg.partner(S), Some(N));
    assert_eq!(cfg.partner(SW), Some(NE));
    assert_eq!(cfg.sides(), vec![vec![S, N], vec![SW, NE]]);
    let six = config(6, true, false);
    assert_eq!(six.partner(NW), Some(SE));
    // S finishes first; N (its partner) still has a marble to bring home.
    let mut s: Vec<usize> = (0..9).collect();
    s.push(at(2, 4));
    let mut n: Vec<usize> = SMALL.corner_holes(S)[..9]
        .iter()
        .map(|&h| h as usize)
        .collect();
    n.push(at(0, 10));
    let mut g = Game::from_position(setup(&cfg, &[(S, &s), (N, &n)], S));
    let mv = g.position().parse_move(&format!("{}-9", at(2, 4))).unwrap();
    g.play(&mv).unwrap();
    assert_eq!(g.position().finished(), [S]);
    assert_eq!(g.outcome(), Outcome::Ongoing);
    // SW, N, NE move; then S, finished, is passed over.
    for _ in 0..3 {
        let p = g.position();
        let mv = if p.to_move() == N {
            // N heads for its last hole (one step at a time, not yet there).
            p.legal_moves()
                .into_iter()
                .find(|m| m.from() == at(0, 10) && SMALL.row(m.to()) == 11)
                .unwrap()
        } else {
            p.legal_moves()[0].clone()
        };
        g.play(&mv).unwrap();
    }
    assert_eq!(g.position().to_move(), SW, "S passes");
    // N completes its corner (set up next to its last hole): the team wins.
    let outcome = outcome_after_last_marble(&cfg, N, S);
    let places = vec![vec![S, N]];
    assert_eq!(outcome, Outcome::Over { places });
    assert_eq!(outcome.to_string(), "win S+N");
}

#[test]
fn cc_15_play_on_for_places() {
    // Three players; S finishes first.
    for play_on in [false, true] {
        let cfg = config(3, false, play_on);
        let mut s: Vec<usize> = (0..9).collect();
        s.push(at(2, 4));
        let mut p = setup(&cfg, &[(S, &s)], S);
        let mv = p.parse_move(&format!("{}-9", at(2, 4))).unwrap();
        p.play(&mv).unwrap();
        if !play_on {
            assert_eq!(p.outcome().to_string(), "win S");
            continue;
        }
        assert_eq!(p.outcome(), Outcome::Ongoing);
        assert_eq!(p.to_move(), NW);
        // NW and NE play on; S passes from now on.
        for _ in 0..4 {
            assert_ne!(p.to_move(), S);
            let mv = p.legal_moves()[0].clone();
            p.play(&mv).unwrap();
        }
    }
    // NW finishing second ends a three-player game with play on: NE is last.
    let outcome = outcome_after_last_marble(&config(3, false, true), NW, SE);
    let places = vec![vec![S], vec![NW], vec![NE]];
    assert_eq!(outcome, Outcome::Over { places });
    assert_eq!(outcome.to_string(), "win S NW NE");
}

#[test]
fn cc_12_a_game_where_nobody_left_can_move_is_blocked() {
    // Six players with play on. SW, NE, NW and SE have finished, each around the nine
    // marbles the seat starting in its destination still had there, which have moved on
    // since (CC-14): each keeps one marble home and nine outside, where they stopped. Those
    // wall in N and S, still in their start corners: every hole next to the corners (rows
    // 4 and 12) and every landing hole beyond (rows 5 and 11) is taken.
    let cfg = config(6, false, true);
    let corner =
        |c: Corner| -> Vec<usize> { SMALL.corner_holes(c).iter().map(|&h| h as usize).collect() };
    let row = |r: i32, xs: &[i32]| -> Vec<usize> { xs.iter().map(|&x| at(x, r)).collect() };
    let mut sw = row(4, &[-4, -2, 0, 2, 4]);
    sw.extend(row(5, &[-5, -3, -1, 1]));
    let mut nw = row(12, &[-4, -2, 0, 2, 4]);
    nw.extend(row(11, &[-5, -3, -1, 1]));
    let mut ne = row(5, &[3, 5]);
    ne.extend(&corner(NE)[1..8]);
    let mut se = row(11, &[3, 5]);
    se.extend(&corner(SE)[1..8]);
    sw.push(corner(NE)[0]);
    ne.push(corner(SW)[0]);
    nw.push(corner(SE)[0]);
    se.push(corner(NW)[0]);
    let mut cells = vec!['.'; SMALL.holes()];
    for (c, holes) in [
        (S, corner(S)),
        (N, corner(N)),
        (SW, sw),
        (NE, ne),
        (NW, nw),
        (SE, se),
    ] {
        assert_eq!(holes.len(), 10);
        for h in holes {
            assert_eq!(cells[h], '.');
            cells[h] = (b'0' + c.index() as u8) as char;
        }
    }
    let text = text_of(&cfg, &SMALL, &cells, S, &[SW, NE, NW, SE]);
    let p = Position::from_text(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert!(!p.can_move(S) && !p.can_move(N));
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Outcome::Blocked {
            places: vec![vec![SW], vec![NE], vec![NW], vec![SE]]
        }
    );
    assert_eq!(p.outcome().to_string(), "blocked SW NE NW SE");
    // One wall marble fewer (SW's at (0,4) back in the centre below): N steps out.
    cells.swap(at(0, 4), at(0, 8));
    let p = Position::from_text(&text_of(&cfg, &SMALL, &cells, S, &[SW, NE, NW, SE])).unwrap();
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(p.to_move(), N);
}
