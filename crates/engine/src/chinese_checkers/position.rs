//! Seats, positions, moves, finishing and the position text (CC-2..15).

use super::geometry::{Corner, Geometry, MAX_HOLES, NONE};
use std::fmt;
use std::str::FromStr;

/// The settings of a game, chosen before it starts: how many players, how many marbles
/// each, teams (four or six players, CC-5) and playing on for places (CC-15).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Config {
    players: u8,
    marbles: u8,
    teams: bool,
    play_on: bool,
}

/// A [`Config`] that cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ConfigError {
    /// Players must be 2, 3, 4 or 6 (or 1 for a solo crossing).
    Players(u8),
    /// Marbles must be 10 or 15.
    Marbles(u8),
    /// Teams need four or six players.
    Teams(u8),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Players(n) => write!(
                f,
                "players must be 2, 3, 4 or 6 (1 for a solo crossing), not {n}"
            ),
            ConfigError::Marbles(n) => write!(f, "marbles must be 10 or 15, not {n}"),
            ConfigError::Teams(n) => write!(f, "teams need 4 or 6 players, not {n}"),
        }
    }
}

impl std::error::Error for ConfigError {}

impl Default for Config {
    /// Two players, 10 marbles each.
    fn default() -> Config {
        Config {
            players: 2,
            marbles: 10,
            teams: false,
            play_on: false,
        }
    }
}

impl Config {
    /// A game of `players` (2, 3, 4 or 6; 1 is a solo crossing with no opponent, used to
    /// measure the computer player, not a game of the rule book) with `marbles` (10 on the
    /// 121-hole star, 15 on the 181-hole star) each; `teams` needs 4 or 6 players (CC-5);
    /// `play_on` keeps playing for places after the first finish (CC-15).
    pub fn new(
        players: u8,
        marbles: u8,
        teams: bool,
        play_on: bool,
    ) -> Result<Config, ConfigError> {
        if !matches!(players, 1 | 2 | 3 | 4 | 6) {
            return Err(ConfigError::Players(players));
        }
        if !matches!(marbles, 10 | 15) {
            return Err(ConfigError::Marbles(marbles));
        }
        if teams && !matches!(players, 4 | 6) {
            return Err(ConfigError::Teams(players));
        }
        Ok(Config {
            players,
            marbles,
            teams,
            play_on,
        })
    }

    /// 1, 2, 3, 4 or 6.
    pub fn players(&self) -> u8 {
        self.players
    }

    /// 10 or 15.
    pub fn marbles(&self) -> u8 {
        self.marbles
    }

    /// Whether partners in opposite corners play as teams (CC-5).
    pub fn teams(&self) -> bool {
        self.teams
    }

    /// Whether the others play on for places after the first finish (CC-15).
    pub fn play_on(&self) -> bool {
        self.play_on
    }

    /// The star this game is played on.
    pub fn geometry(&self) -> &'static Geometry {
        Geometry::for_marbles(self.marbles).expect("checked by Config::new")
    }

    /// The seats (start corners) in turn order: clockwise around the board from `S` (CC-2).
    /// Two players: S, N. Three: S, NW, NE. Four: S, SW, N, NE. Six: S, SW, NW, N, NE, SE.
    pub fn seats(&self) -> &'static [Corner] {
        use Corner::*;
        match self.players {
            1 => &[S],
            2 => &[S, N],
            3 => &[S, NW, NE],
            4 => &[S, SW, N, NE],
            _ => &[S, SW, NW, N, NE, SE],
        }
    }

    /// Whether corner `c` has a player.
    pub fn is_seated(&self, c: Corner) -> bool {
        self.seats().contains(&c)
    }

    /// The partner of seat `c` in a team game: the player in the opposite corner (CC-5).
    pub fn partner(&self, c: Corner) -> Option<Corner> {
        (self.teams && self.is_seated(c.opposite())).then(|| c.opposite())
    }

    /// Whether two seats play for the same result: the same seat, or partners.
    pub fn same_side(&self, a: Corner, b: Corner) -> bool {
        a == b || self.partner(a) == Some(b)
    }

    /// The seat after `c` in turn order.
    pub fn next_seat(&self, c: Corner) -> Corner {
        let seats = self.seats();
        let i = seats.iter().position(|&s| s == c).unwrap_or(0);
        seats[(i + 1) % seats.len()]
    }

    /// The units that finish together: each seat alone, or the teams (CC-5), in turn
    /// order of their first seat.
    pub fn sides(&self) -> Vec<Vec<Corner>> {
        let mut sides: Vec<Vec<Corner>> = Vec::new();
        for &s in self.seats() {
            if sides.iter().any(|side| side.contains(&s)) {
                continue;
            }
            let mut side = vec![s];
            side.extend(self.partner(s));
            sides.push(side);
        }
        sides
    }
}

/// A move: the marble's hole, then every hole it lands on (one for a step or a single jump,
/// more for a jump chain). Written `111-102` or `115-102-77` (CC-7).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    path: Vec<u8>,
}

impl Move {
    /// The hole the marble leaves.
    pub fn from(&self) -> usize {
        self.path[0] as usize
    }

    /// The hole the marble stops in.
    pub fn to(&self) -> usize {
        *self.path.last().expect("a move has two holes at least") as usize
    }

    /// The holes visited, from the start hole to the last landing hole.
    pub fn path(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.path.iter().map(|&h| h as usize)
    }

    /// Whether the move is a jump chain (not a one-hole step).
    pub fn is_jump(&self, geometry: &Geometry) -> bool {
        self.path.len() > 2 || !geometry.nbr[self.from()].contains(&(self.to() as u8))
    }

    /// `from-to`, without the landing holes between.
    pub fn short(&self) -> String {
        format!("{}-{}", self.from(), self.to())
    }
}

impl fmt::Display for Move {
    /// Every hole visited, joined by `-`: `115-102-77`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, h) in self.path.iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{h}")?;
        }
        Ok(())
    }
}

/// A move as written, before it is checked against a position: two or more hole numbers
/// joined by `-`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveText(pub Vec<usize>);

impl FromStr for MoveText {
    type Err = MoveError;

    fn from_str(s: &str) -> Result<MoveText, MoveError> {
        let holes: Result<Vec<usize>, _> = s.split('-').map(|p| p.trim().parse()).collect();
        match holes {
            Ok(h) if h.len() >= 2 => Ok(MoveText(h)),
            _ => Err(MoveError::Syntax(s.to_string())),
        }
    }
}

/// Why a move cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// Not of the form `from-to` or `from-landing-...-to`.
    Syntax(String),
    /// Well-formed but not a legal move in this position (the reason after the move).
    Illegal(String, &'static str),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(s) => write!(
                f,
                "malformed move '{s}': write hole numbers joined by '-', such as 111-102"
            ),
            MoveError::Illegal(s, why) => write!(f, "illegal move '{s}': {why}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// How a game stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// Someone is to move.
    Ongoing,
    /// The game is over (CC-13, CC-14, CC-5, CC-15). `places[0]` won: one seat, or a team
    /// of two. With play on, the later places follow, the last one being whoever was left.
    Over { places: Vec<Vec<Corner>> },
    /// No unfinished player has a legal move. CC-11 and CC-14 keep this from happening
    /// while nobody has finished, and in team games; with play on, though, a seat that
    /// finished around the marbles of the seat starting in its destination (CC-14) leaves
    /// up to nine marbles outside for good, and those of several finished seats can wall
    /// in everyone left. `places` lists who finished before.
    Blocked { places: Vec<Vec<Corner>> },
}

impl Outcome {
    /// Whether the game is over (finished or blocked).
    pub fn is_over(&self) -> bool {
        *self != Outcome::Ongoing
    }

    /// The winning seats (one, or a team of two), if the game was won.
    pub fn winners(&self) -> Option<&[Corner]> {
        match self {
            Outcome::Over { places } => places.first().map(Vec::as_slice),
            _ => None,
        }
    }
}

fn write_places(f: &mut fmt::Formatter<'_>, places: &[Vec<Corner>]) -> fmt::Result {
    for side in places {
        f.write_str(" ")?;
        let names: Vec<&str> = side.iter().map(|c| c.name()).collect();
        f.write_str(&names.join("+"))?;
    }
    Ok(())
}

impl fmt::Display for Outcome {
    /// `ongoing`, `win S`, `win S+N` (a team), `win NE` then the later places with play on
    /// (`win S N NE`), or `blocked` with those who finished.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Ongoing => f.write_str("ongoing"),
            Outcome::Over { places } => {
                f.write_str("win")?;
                write_places(f, places)
            }
            Outcome::Blocked { places } => {
                f.write_str("blocked")?;
                write_places(f, places)
            }
        }
    }
}

/// A position: where every marble stands, whose turn it is and who has finished.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    config: Config,
    /// 0 empty, otherwise 1 + the owner's corner index.
    cells: [u8; MAX_HOLES],
    to_move: Corner,
    /// Seats that have finished, in the order they finished.
    finished: [u8; 6],
    n_finished: u8,
}

crate::core::text_error!(
    /// A position text that cannot be read; the message names the problem.
    PositionError,
    "bad position: {}"
);

/// Visited landing holes of a jump search, as a bit set.
#[derive(Clone, Copy, Default)]
pub(crate) struct HoleSet([u64; 3]);

impl HoleSet {
    #[inline]
    pub fn insert(&mut self, h: usize) -> bool {
        let (w, b) = (h >> 6, 1u64 << (h & 63));
        let new = self.0[w] & b == 0;
        self.0[w] |= b;
        new
    }
}

/// Calls `f(to)` for every hole the marble in `from` can end a move in: the empty
/// neighbours, then every landing hole of every jump chain (CC-7..11); `parent` gets for each
/// landing hole the hole the chain jumped from. `cells`: 0 empty, else 1 + owner's corner.
pub(crate) fn targets(
    g: &Geometry,
    cells: &[u8; MAX_HOLES],
    from: usize,
    mut parent: Option<&mut [u8; MAX_HOLES]>,
    mut f: impl FnMut(usize),
) {
    let seat = cells[from] - 1;
    let allowed = |h: usize| {
        let r = g.corner_region(h);
        r >= 6 || r == seat || r == (seat + 3) % 6
    };
    for &n in &g.nbr[from] {
        if n != NONE && cells[n as usize] == 0 && allowed(n as usize) {
            f(n as usize);
        }
    }
    // Jump chains: a depth-first search over landing holes; the marble's own hole counts as
    // empty once it has left.
    let mut seen = HoleSet::default();
    seen.insert(from);
    let mut stack = [0u8; MAX_HOLES];
    let mut top = 1;
    stack[0] = from as u8;
    while top > 0 {
        top -= 1;
        let h = stack[top] as usize;
        for d in 0..6 {
            let over = g.nbr[h][d];
            if over == NONE || cells[over as usize] == 0 || over as usize == from {
                continue;
            }
            let land = g.nbr[over as usize][d];
            if land == NONE || (cells[land as usize] != 0 && land as usize != from) {
                continue;
            }
            if seen.insert(land as usize) {
                if let Some(p) = parent.as_deref_mut() {
                    p[land as usize] = h as u8;
                }
                stack[top] = land;
                top += 1;
                if allowed(land as usize) {
                    f(land as usize);
                }
            }
        }
    }
}

/// Whether `seat` (a corner index) has filled its destination; see [`Position::is_home`].
/// `partner` is the partner's corner index in a team game.
pub(crate) fn home(g: &Geometry, cells: &[u8; MAX_HOLES], seat: u8, partner: Option<u8>) -> bool {
    let own = seat + 1;
    let partner = partner.map(|p| p + 1);
    let mut mine = 0;
    for &h in &g.corner_holes[(seat as usize + 3) % 6][..g.marbles()] {
        match cells[h as usize] {
            0 => return false,
            v if v == own => mine += 1,
            v if Some(v) == partner => return false,
            _ => {}
        }
    }
    mine > 0
}

impl Position {
    /// The start of a game: every seat's corner full of its marbles (CC-2, CC-3), `S` to move.
    pub fn start(config: &Config) -> Position {
        let g = config.geometry();
        let mut cells = [0; MAX_HOLES];
        for &s in config.seats() {
            for &h in g.corner_holes(s) {
                cells[h as usize] = s as u8 + 1;
            }
        }
        Position {
            config: *config,
            cells,
            to_move: Corner::S,
            finished: [0; 6],
            n_finished: 0,
        }
    }

    /// The game's settings.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The star.
    pub fn geometry(&self) -> &'static Geometry {
        self.config.geometry()
    }

    /// The owner (start corner) of the marble in hole `h`, if any.
    pub fn marble(&self, h: usize) -> Option<Corner> {
        match self.cells.get(h) {
            Some(&v) if v > 0 => Corner::from_index(v as usize - 1),
            _ => None,
        }
    }

    /// The seat to move (meaningless once the game is over).
    pub fn to_move(&self) -> Corner {
        self.to_move
    }

    /// The seats that have finished, in the order they finished.
    pub fn finished(&self) -> Vec<Corner> {
        self.finished[..self.n_finished as usize]
            .iter()
            .map(|&i| Corner::ALL[i as usize])
            .collect()
    }

    /// Whether seat `c` has finished (it passes from then on, CC-5).
    pub fn has_finished(&self, c: Corner) -> bool {
        self.finished[..self.n_finished as usize].contains(&(c as u8))
    }

    /// Whether a marble of `seat` may end a move in hole `h` (CC-11: not in a corner that
    /// is neither the seat's start nor its destination; empty corners count as corners).
    pub fn may_stop(&self, seat: Corner, h: usize) -> bool {
        match self.geometry().corner_of(h) {
            None => true,
            Some(c) => c == seat || c == seat.opposite(),
        }
    }

    /// Calls `f(to)` for every hole the marble in `from` can end a move in (see [`targets`]).
    pub(crate) fn targets(
        &self,
        from: usize,
        parent: Option<&mut [u8; MAX_HOLES]>,
        f: impl FnMut(usize),
    ) {
        targets(self.geometry(), &self.cells, from, parent, f)
    }

    /// The legal moves of the player to move: one per distinct from-to pair, each with the
    /// shortest chain of landing holes found (CC-7..11). Empty when the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.outcome_core().is_some() {
            return moves;
        }
        let seat = self.to_move as u8 + 1;
        let g = self.geometry();
        for from in 0..g.holes() {
            if self.cells[from] != seat {
                continue;
            }
            let mut parent = [NONE; MAX_HOLES];
            let mut tos = Vec::new();
            self.targets(from, Some(&mut parent), |to| tos.push(to));
            for to in tos {
                moves.push(self.chain(from, to, &parent));
            }
        }
        moves
    }

    /// The move from `from` to `to`, its landing holes read back through `parent`.
    fn chain(&self, from: usize, to: usize, parent: &[u8; MAX_HOLES]) -> Move {
        let mut path = vec![to as u8];
        if !self.geometry().nbr[from].contains(&(to as u8)) {
            let mut h = to;
            while parent[h] as usize != from {
                h = parent[h] as usize;
                path.push(h as u8);
            }
        }
        path.push(from as u8);
        path.reverse();
        Move { path }
    }

    /// The legal move written as `text` (`from-to`, or every landing hole), with the path as
    /// written when it is given in full.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let MoveText(holes) = text.parse()?;
        let illegal = |why| Err(MoveError::Illegal(text.to_string(), why));
        let g = self.geometry();
        if holes.iter().any(|&h| h >= g.holes()) {
            return illegal("no such hole");
        }
        if self.outcome_core().is_some() {
            return illegal("the game is over");
        }
        let (from, to) = (holes[0], holes[holes.len() - 1]);
        if self.cells[from] != self.to_move as u8 + 1 {
            return illegal("the first hole holds no marble of the player to move");
        }
        let mut found = false;
        self.targets(from, None, |t| found |= t == to);
        if !found {
            return illegal(if self.may_stop(self.to_move, to) {
                "that marble cannot reach that hole"
            } else {
                "a marble may not stop in another player's corner (CC-11)"
            });
        }
        if holes.len() == 2 {
            let mut parent = [NONE; MAX_HOLES];
            self.targets(from, Some(&mut parent), |_| {});
            return Ok(self.chain(from, to, &parent));
        }
        // A full path: every leg a jump over one marble into an empty hole (CC-7, CC-9).
        for w in holes.windows(2) {
            let (a, b) = (w[0], w[1]);
            let leg = (0..6).find_map(|d| {
                let over = g.nbr[a][d];
                (over != NONE && g.nbr[over as usize][d] as usize == b).then_some(over as usize)
            });
            match leg {
                Some(over) if self.cells[over] != 0 && over != from => {}
                _ => return illegal("a leg of the path is not a jump over one marble"),
            }
            if self.cells[b] != 0 && b != from {
                return illegal("a jump lands on a marble");
            }
        }
        Ok(Move {
            path: holes.iter().map(|&h| h as u8).collect(),
        })
    }

    /// Plays a legal move (from [`Position::legal_moves`] or [`Position::parse_move`]).
    /// Afterwards every seat that has filled its destination is marked finished (CC-13,
    /// CC-14), and the turn goes clockwise to the next seat that has not finished and has a
    /// move; the seats passed over for having no move are returned (CC-12).
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Corner>, MoveError> {
        let text = mv.to_string();
        let checked = self.parse_move(&text)?;
        debug_assert_eq!(checked.to(), mv.to());
        self.apply(mv.from(), mv.to());
        Ok(self.after_move())
    }

    /// Moves the marble of a legal move and keeps the turn: for planning a seat's moves.
    pub(crate) fn play_alone(&mut self, mv: &Move) {
        self.apply(mv.from(), mv.to());
    }

    /// Moves the marble without checks; the search's fast path.
    pub(crate) fn apply(&mut self, from: usize, to: usize) {
        self.cells[to] = self.cells[from];
        self.cells[from] = 0;
    }

    /// Marks new finishers (the mover first) and passes the turn on; returns the seats that
    /// had no move.
    pub(crate) fn after_move(&mut self) -> Vec<Corner> {
        let mover = self.to_move;
        let mut seat = mover;
        for _ in 0..self.config.seats().len() {
            if !self.has_finished(seat) && self.is_home(seat) {
                self.finished[self.n_finished as usize] = seat as u8;
                self.n_finished += 1;
            }
            seat = self.config.next_seat(seat);
        }
        self.pass_turn()
    }

    /// Gives the turn to the next seat after the mover that has not finished and can move.
    fn pass_turn(&mut self) -> Vec<Corner> {
        let mut passed = Vec::new();
        if self.outcome_core().is_some() {
            return passed;
        }
        let mut seat = self.to_move;
        for _ in 0..self.config.seats().len() {
            seat = self.config.next_seat(seat);
            if self.has_finished(seat) {
                continue;
            }
            if self.can_move(seat) {
                self.to_move = seat;
                return passed;
            }
            passed.push(seat);
        }
        // Nobody can move: the outcome reports the block.
        passed
    }

    /// Whether `seat` has any legal move.
    pub fn can_move(&self, seat: Corner) -> bool {
        let v = seat as u8 + 1;
        (0..self.geometry().holes()).any(|h| {
            if self.cells[h] != v {
                return false;
            }
            let mut any = false;
            self.targets(h, None, |_| any = true);
            any
        })
    }

    /// Whether `seat` has filled its destination (CC-13): every hole of the opposite corner
    /// holds a marble, its own or (CC-14) another player's standing there, with at least one
    /// of its own. **[decision]** A partner's marble does not count as filling: partners
    /// must vacate each other's destinations (they start there), so only opponents' marbles
    /// can block, and in a team game none can (CC-11 keeps them out).
    pub fn is_home(&self, seat: Corner) -> bool {
        let partner = self.config.partner(seat).map(|p| p as u8);
        home(self.geometry(), &self.cells, seat as u8, partner)
    }

    /// The marbles: 0 for an empty hole, else 1 + the owner's corner index.
    pub(crate) fn cells(&self) -> &[u8; MAX_HOLES] {
        &self.cells
    }

    /// Marbles of `seat` in its destination corner.
    pub fn marbles_home(&self, seat: Corner) -> usize {
        let own = seat as u8 + 1;
        self.geometry()
            .corner_holes(seat.opposite())
            .iter()
            .filter(|&&h| self.cells[h as usize] == own)
            .count()
    }

    /// The places once the game is over, without the "blocked" check.
    fn outcome_core(&self) -> Option<Vec<Vec<Corner>>> {
        let finished = self.finished();
        // Each side's finishing time: when its last seat finished.
        let mut done: Vec<(usize, Vec<Corner>)> = Vec::new();
        let mut open = Vec::new();
        for side in self.config.sides() {
            let t: Option<Vec<usize>> = side
                .iter()
                .map(|s| finished.iter().position(|f| f == s))
                .collect();
            match t {
                Some(t) => done.push((t.into_iter().max().unwrap_or(0), side)),
                None => open.push(side),
            }
        }
        done.sort();
        let mut places: Vec<Vec<Corner>> = done.into_iter().map(|(_, s)| s).collect();
        if places.is_empty() {
            return None;
        }
        if !self.config.play_on {
            places.truncate(1);
            return Some(places);
        }
        if open.len() > 1 {
            return None;
        }
        places.extend(open);
        Some(places)
    }

    /// How the game stands (CC-13, CC-14, CC-5, CC-15; CC-12 passing is in [`Position::play`]).
    pub fn outcome(&self) -> Outcome {
        if let Some(places) = self.outcome_core() {
            return Outcome::Over { places };
        }
        if !self.can_move(self.to_move) {
            let anyone = self
                .config
                .seats()
                .iter()
                .any(|&s| !self.has_finished(s) && self.can_move(s));
            if !anyone {
                return Outcome::Blocked {
                    places: self.outcome_core_partial(),
                };
            }
        }
        Outcome::Ongoing
    }

    /// The sides finished so far, in order.
    fn outcome_core_partial(&self) -> Vec<Vec<Corner>> {
        let finished = self.finished();
        let mut sides: Vec<(usize, Vec<Corner>)> = self
            .config
            .sides()
            .into_iter()
            .filter_map(|side| {
                let t: Option<Vec<usize>> = side
                    .iter()
                    .map(|s| finished.iter().position(|f| f == s))
                    .collect();
                t.map(|t| (t.into_iter().max().unwrap_or(0), side))
            })
            .collect();
        sides.sort();
        sides.into_iter().map(|(_, s)| s).collect()
    }

    /// The position as text, read back by [`Position::from_text`]:
    /// `<players> <marbles> <options> <board> <to move> <finished>`, for example
    /// `2 10 - 0/00/000/0000/.../3333/333/33/3 S -`.
    /// - options: `-`, `teams`, `playon` or `teams,playon`;
    /// - board: the rows from the top joined by `/`, a hole `.` when empty or the digit of its
    ///   marble's owner: the corner index clockwise from N (`0` N, `1` NE, `2` SE, `3` S,
    ///   `4` SW, `5` NW);
    /// - to move: a corner name; finished: `-` or the seats that finished, in order, joined
    ///   by `,`.
    pub fn to_text(&self) -> String {
        let g = self.geometry();
        let mut board = String::new();
        for r in 0..g.rows() {
            if r > 0 {
                board.push('/');
            }
            for h in g.row_holes(r) {
                board.push(match self.cells[h] {
                    0 => '.',
                    v => (b'0' + v - 1) as char,
                });
            }
        }
        let options = match (self.config.teams, self.config.play_on) {
            (false, false) => "-",
            (true, false) => "teams",
            (false, true) => "playon",
            (true, true) => "teams,playon",
        };
        let finished = if self.n_finished == 0 {
            "-".to_string()
        } else {
            let names: Vec<&str> = self.finished().iter().map(|c| c.name()).collect();
            names.join(",")
        };
        format!(
            "{} {} {options} {board} {} {finished}",
            self.config.players, self.config.marbles, self.to_move
        )
    }

    /// Reads [`Position::to_text`]'s form; the error names what is wrong, including a
    /// position that cannot arise in play: a marble camping in another player's corner
    /// (CC-11), a seat listed as finished without having filled its destination, more
    /// sides finished than the game goes on for. Seats whose destination is filled but are
    /// not listed as finished are added after those listed (in turn order); if the seat to
    /// move has finished or has no legal move, the turn passes on as in play (CC-12).
    pub fn from_text(text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 6 {
            return Err(PositionError(format!(
                "expected 6 fields (players, marbles, options, board, to move, finished), found {}",
                fields.len()
            )));
        }
        let config = config_from_text(fields[0], fields[1], fields[2])?;
        let cells = cells_from_text(&config, fields[3])?;
        let to_move = Corner::from_name(fields[4])
            .ok_or_else(|| PositionError(format!("'{}' is not a corner name", fields[4])))?;
        if !config.is_seated(to_move) {
            return Err(PositionError(format!(
                "{to_move} is to move but has no player"
            )));
        }
        let mut p = Position {
            config,
            cells,
            to_move,
            finished: [0; 6],
            n_finished: 0,
        };
        p.read_finished(fields[5])?;
        p.check_reachable()?;
        // Seats home but not listed finished after those listed, in turn order.
        for &s in config.seats() {
            if !p.has_finished(s) && p.is_home(s) {
                p.finished[p.n_finished as usize] = s as u8;
                p.n_finished += 1;
            }
        }
        p.check_finished_sides()?;
        if p.outcome_core().is_none() && (p.has_finished(to_move) || !p.can_move(to_move)) {
            p.pass_turn();
        }
        Ok(p)
    }

    /// The seats listed as finished, in order (`-` for none).
    fn read_finished(&mut self, field: &str) -> Result<(), PositionError> {
        let err = |s: String| Err(PositionError(s));
        let config = self.config;
        let p = self;
        if field != "-" {
            for name in field.split(',') {
                let c = Corner::from_name(name)
                    .ok_or_else(|| PositionError(format!("'{name}' is not a corner name")))?;
                if !config.is_seated(c) {
                    return err(format!("{c} is listed as finished but has no player"));
                }
                if p.has_finished(c) {
                    return err(format!("{c} is listed as finished twice"));
                }
                p.finished[p.n_finished as usize] = c as u8;
                p.n_finished += 1;
            }
        }
        Ok(())
    }

    /// No marble camps (CC-11) and every seat listed finished has filled its destination.
    fn check_reachable(&self) -> Result<(), PositionError> {
        let err = |s: String| Err(PositionError(s));
        let (p, config, g) = (self, self.config, self.config.geometry());
        // CC-11: a marble only ever stops in the centre, its start or its destination.
        for h in 0..g.holes() {
            if let (Some(owner), Some(corner)) = (p.marble(h), g.corner_of(h)) {
                if corner != owner && corner != owner.opposite() {
                    return err(format!(
                        "hole {h}: a marble of {owner} camps in the {corner} corner, neither its \
                         start nor its destination (CC-11)"
                    ));
                }
            }
        }
        // A finished seat has filled its destination and moves no more. Only the seat
        // starting there (an opponent, with play on) may move its marbles out of it after, so
        // its holes need not all be full any longer (CC-14) but one of the finished seat's
        // marbles at least is there.
        for c in p.finished() {
            let vacated = config.play_on
                && config.is_seated(c.opposite())
                && config.partner(c).is_none()
                && p.marbles_home(c) > 0;
            if !p.is_home(c) && !vacated {
                return err(format!(
                    "{c} is listed as finished but has not filled its destination, the {} corner",
                    c.opposite()
                ));
            }
        }
        Ok(())
    }

    /// The game ends at the first side to finish, or with play on when one side is left.
    fn check_finished_sides(&self) -> Result<(), PositionError> {
        let err = |s: String| Err(PositionError(s));
        let (p, config) = (self, self.config);
        // A move finishes one seat at most, and the game ends at the first side to finish
        // (CC-15), or with play on when one side is left.
        let sides = config.sides();
        let complete: Vec<String> = sides
            .iter()
            .filter(|side| side.iter().all(|&s| p.has_finished(s)))
            .map(|side| side.iter().map(|c| c.name()).collect::<Vec<_>>().join("+"))
            .collect();
        let most = if config.play_on { sides.len() - 1 } else { 1 };
        if complete.len() > most.max(1) {
            return err(format!(
                "{} have all finished, but the game ends {}",
                complete.join(", "),
                if config.play_on {
                    "when one side is left"
                } else {
                    "with the first to finish"
                }
            ));
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// The settings fields of a position text: players, marbles, options (`teams`, `playon`, `-`).
fn config_from_text(players: &str, marbles: &str, options: &str) -> Result<Config, PositionError> {
    let err = |s: String| Err(PositionError(s));
    let number = |s: &str, what: &str, takes: &str| {
        crate::core::whole_number::<u8>(s)
            .ok_or_else(|| PositionError(format!("{what} takes {takes}, not '{s}'")))
    };
    let players = number(players, "players", "2, 3, 4 or 6 (1 for a solo crossing)")?;
    let marbles = number(marbles, "marbles", "10 or 15")?;
    let (mut teams, mut play_on) = (false, false);
    if options != "-" {
        for o in options.split(',') {
            match o {
                "teams" => teams = true,
                "playon" => play_on = true,
                _ => return err(format!("unknown option '{o}' (teams, playon or -)")),
            }
        }
    }
    let config =
        Config::new(players, marbles, teams, play_on).map_err(|e| PositionError(e.to_string()))?;
    Ok(config)
}

/// The board field: rows separated by `/`, `.` an empty hole, `0`-`5` a marble of that corner.
fn cells_from_text(config: &Config, text: &str) -> Result<[u8; MAX_HOLES], PositionError> {
    let err = |s: String| Err(PositionError(s));
    let g = config.geometry();
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != g.rows() {
        return err(format!(
            "the board has {} rows; this star has {}",
            rows.len(),
            g.rows()
        ));
    }
    let mut cells = [0u8; MAX_HOLES];
    let mut counts = [0usize; 6];
    for (r, row) in rows.iter().enumerate() {
        let holes = g.row_holes(r);
        if row.chars().count() != holes.len() {
            return err(format!(
                "row {r} has {} holes, not {}",
                holes.len(),
                row.chars().count()
            ));
        }
        for (h, ch) in holes.zip(row.chars()) {
            cells[h] = match ch {
                '.' => 0,
                '0'..='5' => {
                    let c = ch as u8 - b'0';
                    if !config.is_seated(Corner::ALL[c as usize]) {
                        return err(format!(
                            "hole {h} holds a marble of {}, which has no player",
                            Corner::ALL[c as usize]
                        ));
                    }
                    counts[c as usize] += 1;
                    c + 1
                }
                _ => return err(format!("hole {h}: '{ch}' is not '.' or a digit 0-5")),
            };
        }
    }
    for &s in config.seats() {
        if counts[s.index()] != g.marbles() {
            return err(format!(
                "{s} has {} marbles, not {}",
                counts[s.index()],
                g.marbles()
            ));
        }
    }
    Ok(cells)
}
