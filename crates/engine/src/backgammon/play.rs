//! A play (the moves of one turn) and its GNU Backgammon notation: `8/5 6/5`, `bar/22`,
//! `6/off`, `13/7*`, `13/10*/7`, `24/18(2)`.

use super::board::{Board, Dice};
use std::fmt;

/// One checker moved by one die: `from` 1..=25 (25 = the bar), `to` 0..=24 (0 = off), both
/// numbered from the mover's side; `hit` when it sent an opponent blot to the bar.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Step {
    pub from: u8,
    pub to: u8,
    pub hit: bool,
}

impl Step {
    pub(crate) const NONE: Step = Step {
        from: 0,
        to: 0,
        hit: false,
    };

    /// From board indices (24 = bar; `to` −1 = off).
    #[inline]
    pub(crate) fn new(from: usize, to: i32, hit: bool) -> Step {
        Step {
            from: from as u8 + 1,
            to: (to + 1) as u8,
            hit,
        }
    }
}

/// The moves of one turn (up to four, one per die), and the position they reach.
/// Made by [`Board::legal_plays`] or [`Board::parse_play`]; shown in gnubg notation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Play {
    steps: [Step; 4],
    len: u8,
    result: Board,
}

impl Play {
    pub(crate) fn new(steps: &[Step], result: Board) -> Play {
        let mut s = [Step::NONE; 4];
        s[..steps.len()].copy_from_slice(steps);
        Play {
            steps: s,
            len: steps.len() as u8,
            result,
        }
    }

    /// The empty play of a turn in which no checker can move (BG-7, BG-9 "dancing").
    pub fn none(board: &Board) -> Play {
        Play::new(&[], *board)
    }

    /// The single moves, in the order they can be made.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    /// No checker moves.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The position after the play, as seen by the player who made it (not swapped).
    pub fn resulting(&self) -> Board {
        self.result
    }

    /// The points (numbered from the mover's side) where an opponent blot was hit.
    fn hit_points(&self) -> u32 {
        self.steps()
            .iter()
            .filter(|s| s.hit)
            .fold(0, |m, s| m | 1 << s.to)
    }
}

/// One checker's path as gnubg writes it: source, kept intermediate points (where a blot was
/// hit) and destination; `count` for identical paths.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Path {
    points: [u8; 5],
    len: usize,
    count: u8,
}

impl Path {
    fn points(&self) -> &[u8] {
        &self.points[..self.len]
    }
}

fn point_text(p: u8) -> String {
    match p {
        0 => "off".to_string(),
        25 => "bar".to_string(),
        p => p.to_string(),
    }
}

impl fmt::Display for Play {
    /// gnubg's notation (as its `FormatMove` writes it): moves sorted by source, highest
    /// first; one checker's consecutive moves joined (`13/7`), keeping a point where it hit
    /// (`13/10*/7`); identical moves counted (`24/18(2)`); `*` on the first landing on a
    /// point where a blot was hit. An empty play writes nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hits = self.hit_points();
        let mut moves: Vec<(u8, u8)> = self.steps().iter().map(|s| (s.from, s.to)).collect();
        moves.sort_unstable_by(|a, b| b.cmp(a));
        let mut alive = [true; 4];
        let mut paths: Vec<Path> = Vec::with_capacity(4);
        for i in 0..moves.len() {
            if !alive[i] {
                continue;
            }
            let mut p = Path {
                points: [moves[i].0, moves[i].1, 0, 0, 0],
                len: 2,
                count: 1,
            };
            for j in i + 1..moves.len() {
                if alive[j] && p.points[p.len - 1] == moves[j].0 {
                    if hits & 1 << moves[j].0 != 0 {
                        p.points[p.len] = moves[j].1;
                        p.len += 1;
                    } else {
                        p.points[p.len - 1] = moves[j].1;
                    }
                    alive[j] = false;
                }
            }
            match paths.iter_mut().find(|q| q.points() == p.points()) {
                Some(q) => q.count += 1,
                None => paths.push(p),
            }
        }
        let mut starred = 0u32;
        for (k, p) in paths.iter().enumerate() {
            if k > 0 {
                f.write_str(" ")?;
            }
            let pts = p.points();
            f.write_str(&point_text(pts[0]))?;
            for &q in &pts[1..pts.len() - 1] {
                write!(f, "/{}*", point_text(q))?;
                starred |= 1 << q;
            }
            let last = pts[pts.len() - 1];
            write!(f, "/{}", point_text(last))?;
            if last != 0 && hits & 1 << last != 0 && starred & 1 << last == 0 {
                f.write_str("*")?;
                starred |= 1 << last;
            }
            if p.count > 1 {
                write!(f, "({})", p.count)?;
            }
        }
        Ok(())
    }
}

/// Why a text is not a legal play.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayError {
    /// The text is not in the notation (`8/5 6/5`, `bar/22`, `6/off`, `13/7*`, `24/18(2)`).
    Syntax { text: String, reason: String },
    /// Well-formed, but no legal play with these dice does it.
    Illegal { text: String, dice: Dice },
    /// Several legal plays fit (they differ in what they hit); mark the hits with `*`.
    Ambiguous { text: String, options: Vec<String> },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Syntax { text, reason } => write!(f, "'{text}' is not a play: {reason}"),
            PlayError::Illegal { text, dice } => {
                if text.trim().is_empty() {
                    write!(
                        f,
                        "a checker can move with {dice}, so the turn cannot be passed"
                    )
                } else {
                    write!(f, "'{text}' is not a legal play with {dice}")
                }
            }
            PlayError::Ambiguous { text, options } => write!(
                f,
                "'{text}' could be {}; mark the hits with *",
                options.join(" or ")
            ),
        }
    }
}

impl std::error::Error for PlayError {}

/// A play as written, before it is checked: each path with its hit marks and count.
struct Written {
    /// Checkers moved: −1 from each source, +1 on each destination (index 0 = off, 25 = bar).
    delta: [i8; 26],
    /// Points marked with `*`.
    hits: u32,
}

fn parse_point(s: &str, text: &str) -> Result<u8, PlayError> {
    let err = |reason: String| PlayError::Syntax {
        text: text.to_string(),
        reason,
    };
    match s.to_ascii_lowercase().as_str() {
        "bar" | "b" => Ok(25),
        "off" | "o" => Ok(0),
        n => match n.parse::<u8>() {
            Ok(p) if p <= 25 => Ok(p),
            _ => Err(err(format!("'{s}' is not a point (1-24, bar or off)"))),
        },
    }
}

fn parse_written(text: &str) -> Result<Written, PlayError> {
    let err = |reason: &str| PlayError::Syntax {
        text: text.to_string(),
        reason: reason.to_string(),
    };
    let mut w = Written {
        delta: [0; 26],
        hits: 0,
    };
    for part in text.split_whitespace() {
        // A count: `24/18(2)`.
        let (path, count) = match part.find('(') {
            Some(i) => {
                let n = part[i + 1..]
                    .strip_suffix(')')
                    .and_then(|n| n.parse::<i8>().ok())
                    .filter(|n| (1..=4).contains(n))
                    .ok_or_else(|| err("a count is written (2), (3) or (4)"))?;
                (&part[..i], n)
            }
            None => (part, 1),
        };
        let points: Vec<&str> = path.split('/').collect();
        if points.len() < 2 {
            return Err(err("each move is written from/to, like 13/7"));
        }
        let mut prev = None;
        for (k, p) in points.iter().enumerate() {
            let (p, hit) = match p.strip_suffix('*') {
                Some(p) => (p, true),
                None => (*p, false),
            };
            let point = parse_point(p, text)?;
            if k > 0 && point == 25 {
                return Err(err("a checker cannot move to the bar"));
            }
            if k + 1 < points.len() && k > 0 && point == 0 {
                return Err(err("a checker borne off cannot move on"));
            }
            if let Some(q) = prev {
                if point >= q {
                    return Err(err("checkers move to lower points (from/to)"));
                }
            }
            if hit {
                if point == 0 || k == 0 {
                    return Err(err("only a point landed on can be marked * (hit)"));
                }
                w.hits |= 1 << point;
            }
            prev = Some(point);
        }
        let from = parse_point(points[0].trim_end_matches('*'), text)?;
        let to = parse_point(points[points.len() - 1].trim_end_matches('*'), text)?;
        w.delta[from as usize] -= count;
        w.delta[to as usize] += count;
    }
    Ok(w)
}

impl Board {
    /// The legal play for `dice` written as `text` in gnubg notation, in any order or grouping
    /// gnubg accepts (`8/5 6/5` = `6/5 8/5`; `13/7` = `13/8 8/7` = `13/8/7` when legal per
    /// BG-4; `24/18(2)` = `24/18 24/18`). Hits may be left unmarked unless two plays differ
    /// only in what they hit. An empty text is the turn passed, legal only when no checker
    /// can move.
    pub fn parse_play(&self, dice: Dice, text: &str) -> Result<Play, PlayError> {
        let plays = self.legal_plays(dice);
        if text.trim().is_empty() || text.trim() == "-" {
            return if plays.is_empty() {
                Ok(Play::none(self))
            } else {
                Err(PlayError::Illegal {
                    text: String::new(),
                    dice,
                })
            };
        }
        let w = parse_written(text)?;
        // The mover's checkers the text reaches.
        let mut mine = [0i16; 26];
        for i in 0..25 {
            mine[i + 1] = self.c_at(i) as i16;
        }
        mine[0] = self.off(0) as i16;
        for (m, d) in mine.iter_mut().zip(w.delta) {
            *m += d as i16;
        }
        let fits: Vec<&Play> = plays
            .iter()
            .filter(|p| {
                let r = p.resulting();
                (0..25).all(|i| r.c_at(i) as i16 == mine[i + 1]) && r.off(0) as i16 == mine[0]
            })
            .collect();
        let exact: Vec<&&Play> = fits.iter().filter(|p| p.hit_points() == w.hits).collect();
        match (fits.len(), exact.len()) {
            (0, _) => Err(PlayError::Illegal {
                text: text.to_string(),
                dice,
            }),
            (_, 1) => Ok(**exact[0]),
            (1, _) if w.hits & !fits[0].hit_points() == 0 => Ok(*fits[0]),
            (1, _) => Err(PlayError::Illegal {
                text: text.to_string(),
                dice,
            }),
            _ => Err(PlayError::Ambiguous {
                text: text.to_string(),
                options: fits.iter().map(|p| p.to_string()).collect(),
            }),
        }
    }

    /// The player on roll's checkers on index `i` (24 = bar).
    #[inline]
    fn c_at(&self, i: usize) -> u8 {
        self.checkers()[0][i]
    }
}
