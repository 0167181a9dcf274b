//! Sanmill's FEN (7.4.2, `Position.fen` of its Flutter app), the start position of its game
//! records: the three rings of eight points (inner, middle, outer, each from its top middle
//! point clockwise) with `O` for White, `@` for Black, `*` for empty; then the side to
//! move, the phase, the action, the pieces on the board and in hand of White and of Black,
//! the pieces each has to remove, the squares of the last mills (four), the mills formed,
//! the quiet plies and the move number.

use super::position::RANKS;
use super::{Point, Position};
use crate::core::whole_number;
use crate::Side;

/// Sanmill's rings, inner first, each from its top middle point clockwise.
const RINGS: [[&str; 8]; 3] = [
    ["d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5"],
    ["d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6"],
    ["d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7"],
];

/// The fields of Sanmill's FEN without its optional capture markers.
const FIELDS: usize = 17;

/// `pos` as Sanmill's FEN (no removal pending, no mill remembered); `None` when its move
/// number cannot give the ply (a position text whose ply is odd with White to move, or even
/// with Black).
pub fn fen(pos: &Position) -> Option<String> {
    let piece = |name: &&str| match pos.at(Point::parse(name).expect("a point of the board")) {
        Some(Side::First) => 'O',
        Some(Side::Second) => '@',
        None => '*',
    };
    let rings: Vec<String> = RINGS
        .iter()
        .map(|r| r.iter().map(piece).collect())
        .collect();
    let board = rings.join("/");
    let text = pos.to_text();
    let f: Vec<&str> = text.split(' ').collect();
    let (side, hands, quiet) = (f[1], [f[2], f[3]], f[4]);
    let placing = hands != ["0", "0"];
    let (phase, action) = if placing { ("p", "p") } else { ("m", "s") };
    let ply: u64 = whole_number(f[5])?;
    if ply % 2 != u64::from(side == "b") {
        return None;
    }
    let number = 1 + ply / 2;
    let on = |c: char| board.matches(c).count();
    Some(format!(
        "{board} {side} {phase} {action} {} {} {} {} 0 0 0 0 0 0 0 {quiet} {number}",
        on('O'),
        hands[0],
        on('@'),
        hands[1]
    ))
}

/// Sanmill's FEN as this engine's position text (its board, side, hands, quiet plies and
/// ply); `None` when `text` is not one (its board is not three rings of eight points).
pub fn position_text(text: &str) -> Option<Result<String, String>> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let rings: Vec<&str> = fields.first()?.split('/').collect();
    if rings.len() != 3 || rings.iter().any(|r| r.chars().count() != 8) {
        return None;
    }
    Some(read(&fields, &rings).map_err(|e| format!("Sanmill FEN: {e}")))
}

fn read(f: &[&str], rings: &[&str]) -> Result<String, String> {
    if f.len() != FIELDS {
        return Err(format!(
            "expected {FIELDS} fields (board, side, phase, action, 13 numbers; no capture markers), found {}",
            f.len()
        ));
    }
    let mut points = Vec::with_capacity(24);
    for (ring, names) in rings.iter().zip(RINGS) {
        for (c, name) in ring.chars().zip(names) {
            let ours = match c {
                'O' => 'W',
                '@' => 'B',
                '*' => '.',
                _ => return Err(format!("board: '{c}' on {name} is not O, @ or *")),
            };
            points.push((name, ours));
        }
    }
    let at = |name: &&str| points.iter().find(|(n, _)| n == name).map_or('.', |p| p.1);
    let ranks: Vec<String> = RANKS.iter().map(|r| r.iter().map(at).collect()).collect();
    let side = match f[1] {
        "w" | "b" => f[1],
        s => return Err(format!("side: expected w or b, found '{s}'")),
    };
    if f[3] == "r" {
        return Err("a position waiting for a removal (action r) is not read: here the removal is part of the move that made the mill".into());
    }
    let number = |i: usize, what: &str| {
        whole_number::<u64>(f[i]).ok_or(format!("{what}: expected a number, found '{}'", f[i]))
    };
    for (i, c, who) in [(4, 'W', "White"), (6, 'B', "Black")] {
        let on = points.iter().filter(|p| p.1 == c).count();
        if number(i, who)? != on as u64 {
            return Err(format!("{who} has {on} pieces on the board, not {}", f[i]));
        }
    }
    let (hands, quiet) = (
        [number(5, "hand")?, number(7, "hand")?],
        number(15, "quiet plies")?,
    );
    // A move number past u32 gives no ply (Morris games are far shorter).
    let move_number = whole_number::<u32>(f[16]).ok_or(format!(
        "move number: expected a number below 2^32, found '{}'",
        f[16]
    ))?;
    let ply = 2 * u64::from(move_number.max(1) - 1) + u64::from(side == "b");
    Ok(format!(
        "{} {side} {} {} {quiet} {ply}",
        ranks.join("/"),
        hands[0],
        hands[1]
    ))
}
