//! Turning clicks on points into moves. The board never decides a rule: every choice offered
//! here is read off the engine's legal moves.

use ttakji_engine::morris::{Move, Point, Position};
use ttakji_engine::Side;

/// Where the person is in choosing a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Stage {
    #[default]
    Idle,
    /// A piece to move is chosen.
    Selected(Point),
    /// The move `from`→`to` closes a mill: now the piece to remove is chosen.
    Removing { from: Option<Point>, to: Point },
}

/// What a click does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Click {
    Play(Move),
    Stage(Stage),
    /// Nothing to do here.
    Ignore,
}

fn same_path(m: &Move, from: Option<Point>, to: Point) -> bool {
    m.from() == from && m.to() == Some(to)
}

/// The moves from `from` (None: placements) to `to`.
fn moves_between(legal: &[Move], from: Option<Point>, to: Point) -> Vec<Move> {
    legal
        .iter()
        .copied()
        .filter(|m| same_path(m, from, to))
        .collect()
}

/// The single move for a path, or the removal stage when the path closes a mill.
fn choose(legal: &[Move], from: Option<Point>, to: Point) -> Click {
    let options = moves_between(legal, from, to);
    match options.as_slice() {
        [] => Click::Ignore,
        [only] if only.remove().is_none() => Click::Play(*only),
        _ => Click::Stage(Stage::Removing { from, to }),
    }
}

/// What a click on `p` does, given the legal moves, the stage and the position.
pub fn click(legal: &[Move], stage: Stage, pos: &Position, p: Point) -> Click {
    let me = pos.side_to_move();
    let movable = |q: Point| legal.iter().any(|m| m.from() == Some(q));
    match stage {
        Stage::Removing { from, to } => {
            if let Some(m) = legal
                .iter()
                .find(|m| same_path(m, from, to) && m.remove() == Some(p))
            {
                Click::Play(*m)
            } else if p == to {
                // Clicking the piece just placed or moved takes the choice back.
                Click::Stage(from.map_or(Stage::Idle, Stage::Selected))
            } else {
                Click::Ignore
            }
        }
        Stage::Selected(s) => {
            if p == s {
                Click::Stage(Stage::Idle)
            } else if pos.at(p) == Some(me) && movable(p) {
                Click::Stage(Stage::Selected(p))
            } else {
                choose(legal, Some(s), p)
            }
        }
        Stage::Idle => {
            if legal.iter().any(|m| matches!(m, Move::Place { .. })) {
                choose(legal, None, p)
            } else if pos.at(p) == Some(me) && movable(p) {
                Click::Stage(Stage::Selected(p))
            } else {
                Click::Ignore
            }
        }
    }
}

/// Points to mark as destinations of the selected piece.
pub fn destinations(legal: &[Move], stage: Stage) -> u32 {
    match stage {
        Stage::Selected(s) => legal
            .iter()
            .filter(|m| m.from() == Some(s))
            .filter_map(|m| m.to())
            .fold(0, |acc, p| acc | 1 << p.index()),
        _ => 0,
    }
}

/// Points whose piece may be removed in the removal stage.
pub fn removable(legal: &[Move], stage: Stage) -> u32 {
    match stage {
        Stage::Removing { from, to } => legal
            .iter()
            .filter(|m| same_path(m, from, to))
            .filter_map(|m| m.remove())
            .fold(0, |acc, p| acc | 1 << p.index()),
        _ => 0,
    }
}

/// Own pieces that have a legal move (shown as movable when nothing is selected).
pub fn movable(legal: &[Move]) -> u32 {
    legal
        .iter()
        .filter_map(|m| m.from())
        .fold(0, |acc, p| acc | 1 << p.index())
}

/// The board as shown: during the removal stage the chosen piece already stands on `to`.
pub fn shown_board(pos: &Position, stage: Stage) -> [Option<Side>; Point::COUNT] {
    let mut board = [None; Point::COUNT];
    for p in Point::all() {
        board[p.index()] = pos.at(p);
    }
    if let Stage::Removing { from, to } = stage {
        if let Some(f) = from {
            board[f.index()] = None;
        }
        board[to.index()] = Some(pos.side_to_move());
    }
    board
}

/// The pieces `side` has still to place in the position shown: a placement waiting for its
/// removal choice is already on the board (`shown_board`), so not in hand.
pub fn shown_in_hand(pos: &Position, stage: Stage, side: Side) -> u8 {
    let placing = matches!(stage, Stage::Removing { from: None, .. });
    let pending = u8::from(placing && side == pos.side_to_move());
    pos.in_hand(side).saturating_sub(pending)
}

/// Whether a legal move list is a forced pass (Tigadi's blocked player).
pub fn must_pass(legal: &[Move]) -> bool {
    legal == [Move::Pass]
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttakji_engine::morris::{MorrisGame, MorrisKind, Variant};

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    fn game(moves: &[&str]) -> MorrisGame {
        let v = Variant::preset(MorrisKind::NineMensMorris, true);
        MorrisGame::replay(Position::start(v), moves).unwrap()
    }

    #[test]
    fn placing_without_and_with_a_mill() {
        let g = game(&["a1", "d6", "a4", "f4"]);
        let legal = g.legal_moves();
        let pos = g.position();
        assert_eq!(
            click(&legal, Stage::Idle, pos, p("b2")),
            Click::Play("b2".parse().unwrap())
        );
        assert_eq!(
            click(&legal, Stage::Idle, pos, p("d6")),
            Click::Ignore,
            "occupied"
        );
        let st = Stage::Removing {
            from: None,
            to: p("a7"),
        };
        assert_eq!(click(&legal, Stage::Idle, pos, p("a7")), Click::Stage(st));
        assert_eq!(
            removable(&legal, st),
            1 << p("d6").index() | 1 << p("f4").index()
        );
        assert_eq!(
            click(&legal, st, pos, p("f4")),
            Click::Play("a7xf4".parse().unwrap())
        );
        assert_eq!(click(&legal, st, pos, p("a7")), Click::Stage(Stage::Idle));
        assert_eq!(click(&legal, st, pos, p("b2")), Click::Ignore);
        assert_eq!(shown_board(pos, st)[p("a7").index()], Some(Side::First));
    }

    #[test]
    fn moving_selects_then_moves() {
        // All 18 placed without mills, then White to move.
        let g = game(&[
            "a7", "d7", "g7", "b6", "d6", "f6", "a4", "b4", "g4", "f4", "c5", "e5", "c3", "e3",
            "d2", "d1", "f2", "a1",
        ]);
        let legal = g.legal_moves();
        let pos = g.position();
        assert!(legal.iter().all(|m| m.from().is_some()));
        let from = legal[0].from().unwrap();
        let to = legal[0].to().unwrap();
        assert_eq!(
            click(&legal, Stage::Idle, pos, from),
            Click::Stage(Stage::Selected(from))
        );
        assert!(destinations(&legal, Stage::Selected(from)) & (1 << to.index()) != 0);
        assert_eq!(
            click(&legal, Stage::Selected(from), pos, from),
            Click::Stage(Stage::Idle)
        );
        assert!(matches!(
            click(&legal, Stage::Selected(from), pos, to),
            Click::Play(_) | Click::Stage(Stage::Removing { .. })
        ));
        assert_eq!(
            click(&legal, Stage::Idle, pos, p("d7")),
            Click::Ignore,
            "an enemy piece"
        );
    }
}
