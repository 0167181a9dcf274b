//! Standard algebraic notation (SAN) for Makruk, as the app's move list writes it.
//!
//! - Piece letters are the FEN letters: `K` Khun, `M` Met, `S` Khon, `N` Ma, `R` Rua, and
//!   `M~` for a Bia ngai (a promoted Bia is a piece of its own, not a Met). A Bia has no
//!   letter: `e4`.
//! - A capture is `x`; a Bia's capture names the file it comes from: `exd5`.
//! - A promotion (MK-4, always to a Bia ngai) ends in `=M~`: `e6=M~`, `dxe6=M~`.
//! - Check is `+`, checkmate `#` (the board's mate: whether it wins or, by the
//!   board-counting side, only draws is the outcome's business, MK-11).
//! - When two pieces of the same kind and side can go to the same square, the file of the
//!   one that moves is added (`Rad1`); if the files are equal, its rank (`R1d3`); if neither
//!   alone tells them apart, both (`Mc3d4`).
//!
//! Counting actions (`start:` / `stop:`) are not part of a move's notation.
//!
//! Game records (PGN) write Fairy-Stockfish's SAN instead ([`fairy_san`]): it knows no Bia
//! ngai, so a promoted Bia is a Met, `M`, and a promotion ends in `=M`. [`read_san`] reads
//! both.

use super::board::Board;
use super::types::{Kind, Move, Square};
use super::MakrukGame;

/// The letter of a piece kind in notation; empty for a Bia.
pub fn letter(kind: Kind) -> &'static str {
    match kind {
        Kind::Bia => "",
        Kind::BiaNgai => "M~",
        Kind::Met => "M",
        Kind::Khon => "S",
        Kind::Ma => "N",
        Kind::Rua => "R",
        Kind::Khun => "K",
    }
}

/// Which SAN: the app's, where a Bia ngai is a piece of its own (`M~`), or
/// Fairy-Stockfish's, where it is a Met.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Style {
    App,
    Fairy,
}

impl Style {
    /// The kind as this style sees it.
    fn kind(self, kind: Kind) -> Kind {
        match (self, kind) {
            (Style::Fairy, Kind::BiaNgai) => Kind::Met,
            _ => kind,
        }
    }

    fn promotion(self) -> &'static str {
        match self {
            Style::App => "=M~",
            Style::Fairy => "=M",
        }
    }
}

/// The SAN of a move on a board, or `None` when the move is not legal there.
pub fn san(board: &Board, mv: Move) -> Option<String> {
    styled_san(board, mv, Style::App)
}

/// The SAN of a move as Fairy-Stockfish writes it for its `makruk` variant (a promoted Bia
/// is a Met), or `None` when the move is not legal there.
pub fn fairy_san(board: &Board, mv: Move) -> Option<String> {
    styled_san(board, mv, Style::Fairy)
}

/// The legal move a SAN names on a board, in either style (the `+`/`#` may be left out);
/// the error names the text and why it names no move.
pub fn read_san(board: &Board, text: &str) -> Result<Move, String> {
    let bare = |s: &str| s.trim_end_matches(['+', '#']).to_string();
    let wanted = bare(text);
    let body = ["=M~", "=M"]
        .iter()
        .find_map(|p| wanted.strip_suffix(p))
        .unwrap_or(&wanted);
    let to = body
        .get(body.len().saturating_sub(2)..)
        .and_then(|t| t.parse::<Square>().ok())
        .ok_or(format!("'{text}' is neither SAN nor UCI"))?;
    let named = board.legal_moves().into_iter().filter(|m| m.to() == to);
    let found: Vec<Move> = named
        .filter(|m| {
            [Style::Fairy, Style::App]
                .iter()
                .any(|&st| styled_san(board, *m, st).is_some_and(|s| bare(&s) == wanted))
        })
        .collect();
    match found.as_slice() {
        [mv] => Ok(*mv),
        [] => Err(format!("'{text}' names no legal move")),
        _ => Err(format!("'{text}' names more than one legal move")),
    }
}

fn styled_san(board: &Board, mv: Move, style: Style) -> Option<String> {
    if !board.is_legal(mv) {
        return None;
    }
    let from = mv.from();
    let to = mv.to();
    let kind = style.kind(board.kind_on(from)?);
    let capture = board.piece_at(to).is_some();
    let mut text = String::with_capacity(8);
    if kind == Kind::Bia {
        if capture {
            text.push((b'a' + from.file()) as char);
        }
    } else {
        text.push_str(letter(kind));
        // Other pieces of the same kind that may go to the same square.
        let rivals: Vec<_> = board
            .legal_moves()
            .into_iter()
            .filter(|m| m.to() == to && m.from() != from)
            .filter(|m| board.kind_on(m.from()).map(|k| style.kind(k)) == Some(kind))
            .map(|m| m.from())
            .collect();
        if !rivals.is_empty() {
            let file_unique = rivals.iter().all(|r| r.file() != from.file());
            let rank_unique = rivals.iter().all(|r| r.rank() != from.rank());
            if file_unique {
                text.push((b'a' + from.file()) as char);
            } else if rank_unique {
                text.push((b'1' + from.rank()) as char);
            } else {
                text.push_str(&from.to_string());
            }
        }
    }
    if capture {
        text.push('x');
    }
    text.push_str(&to.to_string());
    if mv.is_promotion() {
        text.push_str(style.promotion());
    }
    let mut after = *board;
    after.play_unchecked(mv);
    if after.is_check() {
        text.push(if after.has_legal_move() { '+' } else { '#' });
    }
    Some(text)
}

/// The SAN of every turn of a game, in order.
pub fn game_san(game: &MakrukGame) -> Vec<String> {
    game.turns()
        .iter()
        .zip(game.positions())
        .map(|(turn, pos)| san(pos.board(), turn.mv).unwrap_or_else(|| turn.mv.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::Position;

    fn san_of(fen: &str, uci: &str) -> String {
        let pos = Position::from_fen(fen).unwrap();
        san(pos.board(), uci.parse().unwrap()).unwrap()
    }

    #[test]
    fn pieces_have_their_letters_and_bia_none() {
        let start = Position::start();
        let b = start.board();
        assert_eq!(san(b, "e3e4".parse().unwrap()).unwrap(), "e4");
        assert_eq!(
            san(b, "b1c3".parse().unwrap()),
            None,
            "c3 holds a white Bia"
        );
        assert_eq!(san(b, "b1d2".parse().unwrap()).unwrap(), "Nd2");
        assert_eq!(san(b, "c1d2".parse().unwrap()).unwrap(), "Sd2");
        assert_eq!(san(b, "e1f2".parse().unwrap()).unwrap(), "Mf2");
        assert_eq!(san(b, "d1d2".parse().unwrap()).unwrap(), "Kd2");
        assert_eq!(san(b, "a1a2".parse().unwrap()).unwrap(), "Ra2");
        assert_eq!(san(b, "e3e5".parse().unwrap()), None, "no double step");
    }

    #[test]
    fn captures_promotions_and_bia_ngai() {
        // A Bia takes: its file is named.
        assert_eq!(san_of("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), "exd5");
        // MK-4: the sixth rank promotes, by a step or a capture.
        assert_eq!(san_of("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", "e5e6m"), "e6=M~");
        assert_eq!(
            san_of("4k3/8/3r4/4P3/8/8/8/4K3 w - - 0 1", "e5d6m"),
            "exd6=M~"
        );
        // Black promotes on the third rank.
        assert_eq!(san_of("4k3/8/8/8/3p4/8/8/K7 b - - 0 1", "d4d3m"), "d3=M~");
        // A Bia ngai is not a Met.
        assert_eq!(san_of("4k3/8/3M~4/8/8/8/8/4K3 w - - 0 1", "d6c5"), "M~c5");
        assert_eq!(san_of("4k3/8/8/8/8/8/8/4KM2 w - - 0 1", "f1g2"), "Mg2");
        assert_eq!(san_of("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1d2"), "Kxd2");
    }

    #[test]
    fn check_and_checkmate() {
        // Rua to the eighth rank with the Khun boxed in by its own Bia.
        assert_eq!(san_of("6k1/8/6pp/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8+");
        assert_eq!(san_of("k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1h8"), "Rh8#");
        // The opening's shortest mate, as the browser test plays it.
        let game = MakrukGame::replay(Position::start(), &["b1d2", "b8d7", "d2c4", "g8e7", "c4d6"])
            .unwrap();
        assert_eq!(game_san(&game), ["Nd2", "Nd7", "Nc4", "Ne7", "Nxd6#"]);
    }

    #[test]
    fn disambiguation_by_file_then_rank_then_both() {
        // Two Rua on rank 1 reaching d1: the file tells them apart.
        assert_eq!(san_of("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "a1d1"), "Rad1");
        assert_eq!(san_of("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "f1d1"), "Rfd1");
        // Two Rua on the a-file reaching a3: the rank does.
        assert_eq!(san_of("4k3/8/8/8/R7/8/8/R5K1 w - - 0 1", "a1a3"), "R1a3");
        assert_eq!(san_of("4k3/8/8/8/R7/8/8/R5K1 w - - 0 1", "a4a3"), "R4a3");
        // Three Bia ngai around d4 (a side has one Met): c3's file is shared with c5, its
        // rank with e3: both.
        let fen = "4k3/8/8/2M~5/8/2M~1M~3/8/6K1 w - - 0 1";
        assert_eq!(san_of(fen, "c3d4"), "M~c3d4");
        assert_eq!(san_of(fen, "e3d4"), "M~ed4");
        assert_eq!(san_of(fen, "c5d4"), "M~5d4");
        // A Met and a Bia ngai both reaching d4 are different pieces: no disambiguation.
        assert_eq!(san_of("4k3/8/8/2M~5/8/2M5/8/6K1 w - - 0 1", "c3d4"), "Md4");
        // Only legal moves count: a pinned Ma does not make its twin ambiguous.
        assert_eq!(san_of("4r1k1/8/8/8/8/2N1N3/8/4K3 w - - 0 1", "c3d5"), "Nd5");
    }
}
