//! The 24-point Morris board: point names, lines and adjacency, shared by every variant.

use std::fmt;

/// One of the 24 points, named on the 7×7 grid `a1`–`g7` as the rule book draws it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Point(u8);

/// Point names, indexed by `Point`. Sorted, so the index order is the alphabetical order
/// of the names (and sorting moves by their text sorts them by point too).
const NAMES: [&str; 24] = [
    "a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3", "d5", "d6", "d7", "e3",
    "e4", "e5", "f2", "f4", "f6", "g1", "g4", "g7",
];

impl Point {
    /// Number of points on the board.
    pub const COUNT: usize = 24;

    /// All points in index (alphabetical) order.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..Self::COUNT as u8).map(Point)
    }

    /// The point with this index, if it is below 24.
    pub fn from_index(i: usize) -> Option<Point> {
        (i < Self::COUNT).then_some(Point(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub(crate) fn bit(self) -> u32 {
        1 << self.0
    }

    /// Its name, such as `d6`.
    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }

    /// Parses a name such as `d6`; `None` for anything that is not one of the 24 points.
    pub fn parse(s: &str) -> Option<Point> {
        NAMES.iter().position(|n| *n == s).map(|i| Point(i as u8))
    }

    /// File 0..7 (a..g) and rank 0..7 (1..7) on the 7×7 grid.
    pub fn grid(self) -> (u8, u8) {
        let b = NAMES[self.index()].as_bytes();
        (b[0] - b'a', b[1] - b'1')
    }

    /// Iterates the points of a bit set.
    pub(crate) fn iter_bits(mut bits: u32) -> impl Iterator<Item = Point> {
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros();
                bits &= bits - 1;
                Point(i as u8)
            })
        })
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The 12 square sides and 4 midpoint spokes (NMM-1).
pub(crate) const SQUARE_AND_SPOKE_LINES: [[&str; 3]; 16] = [
    ["a1", "d1", "g1"],
    ["g1", "g4", "g7"],
    ["g7", "d7", "a7"],
    ["a7", "a4", "a1"],
    ["b2", "d2", "f2"],
    ["f2", "f4", "f6"],
    ["f6", "d6", "b6"],
    ["b6", "b4", "b2"],
    ["c3", "d3", "e3"],
    ["e3", "e4", "e5"],
    ["e5", "d5", "c5"],
    ["c5", "c4", "c3"],
    ["d7", "d6", "d5"],
    ["g4", "f4", "e4"],
    ["d1", "d2", "d3"],
    ["a4", "b4", "c4"],
];

/// The 4 corner diagonals that Tigadi draws (TIG-1).
pub(crate) const DIAGONAL_LINES: [[&str; 3]; 4] = [
    ["a1", "b2", "c3"],
    ["g1", "f2", "e3"],
    ["g7", "f6", "e5"],
    ["a7", "b6", "c5"],
];

/// Bit masks of lines, with per-point adjacency derived from them: two points are
/// neighbours when they stand next to each other on a drawn line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    lines: Vec<u32>,
    /// For each point, the masks of the lines through it.
    lines_through: [Vec<u32>; 24],
    adjacent: [u32; 24],
}

impl Geometry {
    pub(crate) fn new(line_names: &[[&str; 3]]) -> Geometry {
        let mut lines = Vec::new();
        let mut lines_through: [Vec<u32>; 24] = Default::default();
        let mut adjacent = [0u32; 24];
        for names in line_names {
            let p = names.map(|n| Point::parse(n).expect("line point"));
            let mask = p.iter().fold(0, |m, q| m | q.bit());
            lines.push(mask);
            for q in p {
                lines_through[q.index()].push(mask);
            }
            for (a, b) in [(p[0], p[1]), (p[1], p[2])] {
                adjacent[a.index()] |= b.bit();
                adjacent[b.index()] |= a.bit();
            }
        }
        Geometry {
            lines,
            lines_through,
            adjacent,
        }
    }

    /// The lines (mills) as bit masks.
    pub fn line_masks(&self) -> &[u32] {
        &self.lines
    }

    /// The lines through a point.
    pub fn lines_through(&self, p: Point) -> &[u32] {
        &self.lines_through[p.index()]
    }

    /// Bit set of the neighbours of a point.
    pub fn adjacent_mask(&self, p: Point) -> u32 {
        self.adjacent[p.index()]
    }

    /// The neighbours of a point.
    pub fn neighbours(&self, p: Point) -> impl Iterator<Item = Point> {
        Point::iter_bits(self.adjacent[p.index()])
    }

    /// Each line as its three points.
    pub fn lines(&self) -> impl Iterator<Item = [Point; 3]> + '_ {
        self.lines.iter().map(|&m| {
            let mut it = Point::iter_bits(m);
            [it.next().unwrap(), it.next().unwrap(), it.next().unwrap()]
        })
    }

    /// Pairs of neighbours, each once.
    pub fn edges(&self) -> impl Iterator<Item = (Point, Point)> + '_ {
        Point::all().flat_map(move |a| {
            self.neighbours(a)
                .filter(move |b| a < *b)
                .map(move |b| (a, b))
        })
    }

    /// Whether `p` stands in a complete line of the set `own`.
    pub fn in_mill(&self, own: u32, p: Point) -> bool {
        // Complete when no point of the line is missing from `own`.
        self.lines_through(p).iter().any(|&l| l & !own == 0)
    }

    /// Bit set of the pieces of `own` that stand in at least one mill.
    pub fn pieces_in_mills(&self, own: u32) -> u32 {
        self.lines
            .iter()
            .filter(|&&l| own & l == l)
            .fold(0, |m, &l| m | l)
    }
}
