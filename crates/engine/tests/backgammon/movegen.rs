//! Legal plays checked against GNU Backgammon (BG-4..12): the positions reached by every legal
//! play, for 700 positions from random games and 300 random placements, as gnubg generates them
//! (`scripts/bg-movegen-data.py` wrote `data/bg-movegen.txt`).

use ttakji_engine::backgammon::{Board, Dice};

const DATA: &str = include_str!("../data/bg-movegen.txt");

#[test]
fn bg_04_to_12_legal_plays_reach_the_positions_gnubg_generates() {
    let mut lines = 0;
    let mut no_play = 0;
    for line in DATA.lines() {
        let mut words = line.split_whitespace();
        let id = words.next().expect("an id");
        let dice: Dice = words.next().expect("dice").parse().expect("dice");
        let n: usize = words.next().expect("a count").parse().expect("a count");
        let want: Vec<&str> = words.collect();
        assert_eq!(want.len(), n, "{line}");
        let board = Board::from_position_id(id).expect("gnubg's ids are valid");
        assert_eq!(board.position_id(), id, "the id round-trips");
        let plays = board.legal_plays(dice);
        let mut got: Vec<String> = plays.iter().map(|p| p.resulting().position_id()).collect();
        got.sort();
        assert_eq!(got, want, "{id} {dice}");
        for p in &plays {
            // apply() agrees with the generated result, and the notation reads back.
            assert_eq!(board.apply(p), p.resulting(), "{id} {dice} {p}");
            let back = board
                .parse_play(dice, &p.to_string())
                .expect("own notation parses");
            assert_eq!(back.resulting(), p.resulting(), "{id} {dice} {p}");
        }
        no_play += usize::from(n == 0);
        lines += 1;
    }
    assert_eq!(lines, 1000);
    assert!(no_play > 0, "the data has turns without a legal play");
}

const NOTATION: &str = include_str!("../data/bg-notation.txt");

#[test]
fn plays_are_written_as_gnubg_writes_them_and_read_back() {
    // gnubg's `hint` list of every legal play (`scripts/bg-notation-data.py`).
    let mut lines = 0;
    for line in NOTATION.lines() {
        let mut words = line.splitn(4, ' ');
        let id = words.next().expect("an id");
        let dice: Dice = words.next().expect("dice").parse().expect("dice");
        let n: usize = words.next().expect("a count").parse().expect("a count");
        let want: Vec<&str> = words.next().map_or(Vec::new(), |w| w.split('|').collect());
        assert_eq!(want.len(), n, "{line}");
        let board = Board::from_position_id(id).expect("gnubg's ids are valid");
        let mut got: Vec<String> = board
            .legal_plays(dice)
            .iter()
            .map(|p| p.to_string())
            .collect();
        got.sort();
        assert_eq!(got, want, "{id} {dice}");
        for text in &want {
            assert_eq!(
                &board
                    .parse_play(dice, text)
                    .expect("gnubg's text")
                    .to_string(),
                text
            );
        }
        lines += 1;
    }
    assert_eq!(lines, 350);
}
