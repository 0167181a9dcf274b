//! The two stars (CC-1, CC-3): hole numbers, drawing coordinates, neighbours and corners.
//!
//! Holes are numbered row by row from the top, left to right, from 0. Each hole has a row
//! (0 at the top) and a doubled-x coordinate `x`: neighbours in a row differ by 2 in `x`,
//! neighbours in the rows above and below by 1. The centre hole has `x = 0`. To draw the
//! board point-up with unit spacing, put hole `h` at `(x(h) / 2, row(h) * sqrt(3) / 2)`.

use std::fmt;

/// The largest board has 181 holes.
pub const MAX_HOLES: usize = 181;

/// Marks "no neighbour" in the neighbour tables.
pub(crate) const NONE: u8 = u8::MAX;

crate::core::indexed_enum! {
    /// One of the six corners, named by compass direction with the board drawn point-up
    /// (CC-1). The order is clockwise from `N`; a corner's index is its place in
    /// [`Corner::ALL`].
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
    pub enum Corner {
        N,
        NE,
        SE,
        S,
        SW,
        NW,
    }
}

impl Corner {
    /// The corner with this index (0..6, clockwise from `N`).
    pub fn from_index(i: usize) -> Option<Corner> {
        Corner::ALL.get(i).copied()
    }

    /// The corner directly opposite (CC-4: a player's destination).
    pub fn opposite(self) -> Corner {
        Corner::ALL[(self.index() + 3) % 6]
    }

    /// The next corner clockwise.
    pub fn clockwise(self) -> Corner {
        Corner::ALL[(self.index() + 1) % 6]
    }

    /// The next corner counter-clockwise.
    pub fn counter_clockwise(self) -> Corner {
        Corner::ALL[(self.index() + 5) % 6]
    }

    /// `N`, `NE`, `SE`, `S`, `SW` or `NW`.
    pub fn name(self) -> &'static str {
        match self {
            Corner::N => "N",
            Corner::NE => "NE",
            Corner::SE => "SE",
            Corner::S => "S",
            Corner::SW => "SW",
            Corner::NW => "NW",
        }
    }

    /// The corner of this name (`N`, `NE`, ...; upper or lower case).
    pub fn from_name(s: &str) -> Option<Corner> {
        Corner::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s))
    }
}

impl fmt::Display for Corner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which part of the star a hole belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Region {
    /// The central hexagon (61 or 91 holes).
    Centre,
    /// One of the six corner triangles (10 or 15 holes each).
    Corner(Corner),
}

/// The six directions from a hole, in the order of [`Geometry::neighbours`]: east, south-east,
/// south-west, west, north-west, north-east (doubled-x steps `(dx, drow)`).
pub const DIRECTIONS: [(i32, i32); 6] = [(2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1)];

/// A star board: 121 holes with four-row corners (10 marbles) or 181 holes with five-row
/// corners (15 marbles).
#[derive(Debug)]
pub struct Geometry {
    /// Rows per corner triangle: 4 or 5.
    k: usize,
    holes: usize,
    rows: usize,
    row_start: [u8; 22],
    row_len: [u8; 21],
    row: [u8; MAX_HOLES],
    x: [i8; MAX_HOLES],
    /// 0..6 a corner, 6 the centre.
    region: [u8; MAX_HOLES],
    pub(crate) nbr: [[u8; 6]; MAX_HOLES],
    /// Each corner's holes, from its tip inward (by distance from the tip row), then by number.
    pub(crate) corner_holes: [[u8; 15]; 6],
    /// `depth[c][h]`: how many rows hole `h` lies from the far tip of corner `c`, counted
    /// along the axis through that tip (0 at the tip, `4k` at the opposite tip).
    pub(crate) depth: [[u8; MAX_HOLES]; 6],
}

/// The 121-hole star (10 marbles a player).
pub static SMALL: Geometry = Geometry::build(4);
/// The 181-hole star with five-row corners (15 marbles a player).
pub static LARGE: Geometry = Geometry::build(5);

const fn row_len(k: usize, r: usize) -> usize {
    if r < k {
        r + 1
    } else if r > 3 * k {
        4 * k - r + 1
    } else {
        let a = r - k;
        let b = 3 * k - r;
        3 * k + 1 - if a < b { a } else { b }
    }
}

impl Geometry {
    const fn build(k: usize) -> Geometry {
        let rows = 4 * k + 1;
        let mut g = Geometry {
            k,
            holes: 0,
            rows,
            row_start: [0; 22],
            row_len: [0; 21],
            row: [0; MAX_HOLES],
            x: [0; MAX_HOLES],
            region: [6; MAX_HOLES],
            nbr: [[NONE; 6]; MAX_HOLES],
            corner_holes: [[NONE; 15]; 6],
            depth: [[0; MAX_HOLES]; 6],
        };
        let mut h = 0;
        let mut r = 0;
        while r < rows {
            let len = row_len(k, r);
            g.row_start[r] = h as u8;
            g.row_len[r] = len as u8;
            let mut i = 0;
            while i < len {
                g.row[h] = r as u8;
                g.x[h] = (2 * i as i32 - (len as i32 - 1)) as i8;
                g.region[h] = if r < k {
                    Corner::N as u8
                } else if r > 3 * k {
                    Corner::S as u8
                } else {
                    let a = r - k;
                    let b = 3 * k - r;
                    let side = k - if a < b { a } else { b };
                    if i < side {
                        if r < 2 * k {
                            Corner::NW as u8
                        } else {
                            Corner::SW as u8
                        }
                    } else if i >= len - side {
                        if r < 2 * k {
                            Corner::NE as u8
                        } else {
                            Corner::SE as u8
                        }
                    } else {
                        6
                    }
                };
                h += 1;
                i += 1;
            }
            r += 1;
        }
        g.row_start[rows] = h as u8;
        g.holes = h;
        // Neighbours, and each hole's depth from every corner's tip.
        let kk = k as i32;
        let mut h = 0;
        while h < g.holes {
            let (x, r) = (g.x[h] as i32, g.row[h] as i32);
            let mut d = 0;
            while d < 6 {
                let (dx, dr) = DIRECTIONS[d];
                g.nbr[h][d] = g.lookup(x + dx, r + dr);
                d += 1;
            }
            // Axis coordinates, 0 at each tip (see the module's notes on `depth`).
            g.depth[Corner::N as usize][h] = r as u8;
            g.depth[Corner::S as usize][h] = (4 * kk - r) as u8;
            g.depth[Corner::NE as usize][h] = (kk - (x - r) / 2) as u8;
            g.depth[Corner::SW as usize][h] = (3 * kk + (x - r) / 2) as u8;
            g.depth[Corner::NW as usize][h] = (kk + (x + r) / 2) as u8;
            g.depth[Corner::SE as usize][h] = (3 * kk - (x + r) / 2) as u8;
            h += 1;
        }
        // Corner hole lists, tip first.
        let mut c = 0;
        while c < 6 {
            let mut n = 0;
            let mut level = 0;
            while level < k {
                let mut h = 0;
                while h < g.holes {
                    if g.region[h] as usize == c && g.depth[c][h] as usize == level {
                        g.corner_holes[c][n] = h as u8;
                        n += 1;
                    }
                    h += 1;
                }
                level += 1;
            }
            c += 1;
        }
        g
    }

    /// The hole at doubled-x `x` in row `r`, or [`NONE`].
    const fn lookup(&self, x: i32, r: i32) -> u8 {
        if r < 0 || r >= self.rows as i32 {
            return NONE;
        }
        let len = self.row_len[r as usize] as i32;
        let twice_i = x + len - 1;
        if twice_i < 0 || twice_i % 2 != 0 || twice_i / 2 >= len {
            return NONE;
        }
        self.row_start[r as usize] + (twice_i / 2) as u8
    }

    /// The star for 10 marbles (121 holes) or 15 marbles (181 holes).
    pub fn for_marbles(marbles: u8) -> Option<&'static Geometry> {
        match marbles {
            10 => Some(&SMALL),
            15 => Some(&LARGE),
            _ => None,
        }
    }

    /// 121 or 181.
    pub fn holes(&self) -> usize {
        self.holes
    }

    /// Marbles a player: the holes of one corner (10 or 15).
    pub fn marbles(&self) -> usize {
        self.k * (self.k + 1) / 2
    }

    /// Rows of a corner triangle: 4 or 5.
    pub fn corner_rows(&self) -> usize {
        self.k
    }

    /// Rows of the star: 17 or 21.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The holes in row `r`, in order.
    pub fn row_holes(&self, r: usize) -> std::ops::Range<usize> {
        self.row_start[r] as usize..self.row_start[r + 1] as usize
    }

    /// Row of hole `h`, 0 at the top.
    pub fn row(&self, h: usize) -> usize {
        self.row[h] as usize
    }

    /// Place of hole `h` in its row, 0 at the left.
    pub fn column(&self, h: usize) -> usize {
        h - self.row_start[self.row[h] as usize] as usize
    }

    /// Doubled-x coordinate of hole `h`: 0 on the vertical axis, ±2 per hole along a row.
    pub fn x(&self, h: usize) -> i32 {
        self.x[h] as i32
    }

    /// The hole at doubled-x `x` in row `r`, if there is one.
    pub fn hole_at(&self, x: i32, r: i32) -> Option<usize> {
        Some(self.lookup(x, r))
            .filter(|&h| h != NONE)
            .map(usize::from)
    }

    /// The neighbours of hole `h` in the [`DIRECTIONS`] order (E, SE, SW, W, NW, NE); `None`
    /// off the board.
    pub fn neighbours(&self, h: usize) -> [Option<usize>; 6] {
        self.nbr[h].map(|n| (n != NONE).then_some(n as usize))
    }

    /// The corner hole `h` lies in, or the centre.
    pub fn region(&self, h: usize) -> Region {
        match Corner::from_index(self.region[h] as usize) {
            Some(c) => Region::Corner(c),
            None => Region::Centre,
        }
    }

    /// The corner of hole `h`, if it is in one.
    pub fn corner_of(&self, h: usize) -> Option<Corner> {
        Corner::from_index(self.region[h] as usize)
    }

    /// The region code of hole `h`: a corner index, or 6 for the centre.
    #[inline]
    pub(crate) fn corner_region(&self, h: usize) -> u8 {
        self.region[h]
    }

    /// The holes of corner `c`, its tip first, then row by row inward.
    pub fn corner_holes(&self, c: Corner) -> &[u8] {
        &self.corner_holes[c.index()][..self.marbles()]
    }

    /// The hole at the tip of corner `c`.
    pub fn tip(&self, c: Corner) -> usize {
        self.corner_holes[c.index()][0] as usize
    }

    /// How many rows hole `h` lies from the tip of corner `c`, measured along the axis
    /// through that tip: 0 at the tip, `corner_rows() - 1` at the corner's inner edge,
    /// `4 * corner_rows()` at the opposite tip.
    pub fn depth(&self, c: Corner, h: usize) -> usize {
        self.depth[c.index()][h] as usize
    }
}
