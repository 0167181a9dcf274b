//! One Chinese Checkers game as the app holds it: the seats (who plays each corner), the
//! engine's position after each move, take-back and redo, and the saved form.
//!
//! Pure Rust, no browser: every rule comes from `ttakji_engine::chinese_checkers`. Two to six
//! seats, each a person or the computer at a level, do not fit the two-sided [`Session`] of
//! the other games, so this game has its own.
//!
//! [`Session`]: crate::kit::duel::session::Session

use serde::{Deserialize, Serialize};
use ttakji_engine::chinese_checkers::{Config, Corner, Move, Outcome, Position};
use ttakji_engine::Level;

/// Version of the saved-game format; bump it when the format changes incompatibly.
pub const SAVE_FORMAT: u32 = 1;
/// The player counts the rules allow (CC-2).
pub const PLAYER_COUNTS: [u8; 4] = [2, 3, 4, 6];
/// The marble counts: the standard game and the 181-hole star (CC-3).
pub const MARBLE_COUNTS: [u8; 2] = [10, 15];

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatPlayer {
    Person,
    Computer(Level),
}

impl SeatPlayer {
    /// `person`, or the level's slug for the computer.
    pub fn word(self) -> &'static str {
        match self {
            SeatPlayer::Person => "person",
            SeatPlayer::Computer(l) => l.slug(),
        }
    }

    pub fn from_word(w: &str) -> Option<SeatPlayer> {
        match w {
            "person" => Some(SeatPlayer::Person),
            _ => Level::from_slug(w).map(SeatPlayer::Computer),
        }
    }

    pub fn is_computer(self) -> bool {
        matches!(self, SeatPlayer::Computer(_))
    }
}

/// The choices of the new-game dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CcSetup {
    /// 2, 3, 4 or 6 (CC-2).
    pub players: u8,
    /// 10 (121 holes) or 15 (181 holes) (CC-3).
    pub marbles: u8,
    /// Partners in opposite corners (4 and 6 players, CC-5).
    pub teams: bool,
    /// After the first finish, the others play on for places (CC-15).
    pub play_on: bool,
    /// Who plays each corner, in `Corner::ALL` order; corners not in the game are ignored.
    pub seats: [SeatPlayer; 6],
}

impl Default for CcSetup {
    fn default() -> CcSetup {
        let mut seats = [SeatPlayer::Computer(Level::Easy); 6];
        seats[corner_index(Corner::S)] = SeatPlayer::Person;
        CcSetup {
            players: 2,
            marbles: 10,
            teams: false,
            play_on: false,
            seats,
        }
    }
}

/// The index of a corner in `Corner::ALL` (clockwise from N).
pub fn corner_index(c: Corner) -> usize {
    c.index()
}

impl CcSetup {
    /// Teams exist only with four or six players.
    pub fn normalized(self) -> CcSetup {
        CcSetup {
            teams: self.teams && matches!(self.players, 4 | 6),
            ..self
        }
    }

    /// The engine's configuration of the game.
    pub fn config(&self) -> Result<Config, String> {
        let s = self.normalized();
        Config::new(s.players, s.marbles, s.teams, s.play_on).map_err(|e| e.to_string())
    }

    pub fn seat(&self, c: Corner) -> SeatPlayer {
        self.seats[corner_index(c)]
    }

    /// The corners in play, in playing order (clockwise from S).
    pub fn corners(&self) -> Vec<Corner> {
        self.config()
            .map(|c| c.seats().to_vec())
            .unwrap_or_default()
    }

    pub fn has_computer(&self) -> bool {
        self.corners().iter().any(|&c| self.seat(c).is_computer())
    }
}

#[derive(Clone, Debug)]
pub struct CcSession {
    pub setup: CcSetup,
    pub config: Config,
    /// The position after each move: the start first.
    positions: Vec<Position>,
    /// The outcome of the last position (asked often by the screen, computed once).
    outcome: Outcome,
    moves: Vec<Move>,
    /// Moves taken back, the next one to redo last.
    redo: Vec<Move>,
    /// Base of the seeds sent to the computer player.
    pub seed: u64,
}

impl CcSession {
    /// A new game from the start; a setup the engine refuses gives its error.
    pub fn new(setup: CcSetup, seed: u64) -> Result<CcSession, String> {
        let setup = setup.normalized();
        let config = setup.config()?;
        let start = Position::start(&config);
        Ok(CcSession {
            setup,
            outcome: start.outcome(),
            positions: vec![start],
            config,
            moves: Vec::new(),
            redo: Vec::new(),
            seed,
        })
    }

    /// The default game (two players, the person in the south).
    pub fn fresh(seed: u64) -> CcSession {
        // The default setup is always valid.
        CcSession::new(CcSetup::default(), seed).expect("the default setup is valid")
    }

    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("there is always a start position")
    }

    /// The position after `n` moves (the last one for more).
    pub fn position_at(&self, n: usize) -> &Position {
        &self.positions[n.min(self.moves.len())]
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// A move in the screen's notation, by the holes' names on the board (`a4-e5`).
    pub fn notation(&self, m: &Move) -> String {
        super::notation::move_text(self.position().geometry(), m)
    }

    /// The `i`-th move in the screen's notation (empty past the last).
    pub fn move_notation(&self, i: usize) -> String {
        self.moves
            .get(i)
            .map(|m| self.notation(m))
            .unwrap_or_default()
    }

    /// Who played the `i`-th move.
    pub fn mover_of(&self, i: usize) -> Corner {
        self.positions[i].to_move()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_over()
    }

    /// The places once the game is over: the winning seat or team first.
    pub fn places(&self) -> &[Vec<Corner>] {
        match &self.outcome {
            Outcome::Over { places } | Outcome::Blocked { places } => places,
            Outcome::Ongoing => &[],
        }
    }

    /// The winning seat, or the two partners of the winning team.
    pub fn winners(&self) -> &[Corner] {
        self.outcome.winners().unwrap_or(&[])
    }

    /// The seat to move, while the game goes on.
    pub fn to_move(&self) -> Option<Corner> {
        (!self.is_over()).then(|| self.position().to_move())
    }

    /// The computer's level when a computer seat is to move.
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.to_move().map(|c| self.setup.seat(c)) {
            Some(SeatPlayer::Computer(l)) => Some(l),
            _ => None,
        }
    }

    /// Whether a person may move now.
    pub fn person_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|c| self.setup.seat(c) == SeatPlayer::Person)
    }

    /// The legal moves now (none once the game is over).
    pub fn legal(&self) -> Vec<Move> {
        if self.is_over() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a new move (checked by the engine); the redo list lapses. Returns the seats
    /// that then passed for want of a move (CC-12).
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Corner>, String> {
        let passed = self.play_keeping_redo(mv)?;
        self.redo.clear();
        Ok(passed)
    }

    fn play_keeping_redo(&mut self, mv: &Move) -> Result<Vec<Corner>, String> {
        if self.is_over() {
            return Err(format!("the game is over: {mv}"));
        }
        // The engine's own form of the move: a `from-to` jump gets its landing holes.
        let found = self
            .position()
            .parse_move(&mv.to_string())
            .map_err(|e| e.to_string())?;
        let mut next = self.position().clone();
        let passed = next.play(&found).map_err(|e| e.to_string())?;
        self.outcome = next.outcome();
        self.positions.push(next);
        self.moves.push(found);
        Ok(passed)
    }

    /// Reads a move in notation and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, String> {
        let mv = self
            .position()
            .parse_move(text)
            .map_err(|e| e.to_string())?;
        self.play(&mv)?;
        Ok(self.moves.last().cloned().unwrap_or(mv))
    }

    /// A move can be taken back when a person has moved (against computers: back to that
    /// person's turn; between people: one move).
    pub fn can_take_back(&self) -> bool {
        (0..self.moves.len()).any(|i| self.setup.seat(self.mover_of(i)) == SeatPlayer::Person)
    }

    /// Takes back moves up to and including the last move of a person, so that it is that
    /// person's turn again; the computers' replies go with it.
    pub fn take_back(&mut self) -> bool {
        if !self.can_take_back() {
            return false;
        }
        while let Some(mv) = self.moves.pop() {
            self.positions.pop();
            self.outcome = self.position().outcome();
            self.redo.push(mv);
            if self.setup.seat(self.position().to_move()) == SeatPlayer::Person {
                break;
            }
        }
        true
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Replays one taken-back move, and the computers' moves taken back after it.
    pub fn redo(&mut self) -> bool {
        let mut done = false;
        while let Some(mv) = self.redo.last().cloned() {
            if done && self.computer_to_move().is_none() {
                break;
            }
            if self.play_keeping_redo(&mv).is_err() {
                // Cannot happen for moves that were legal here; drop the stale list.
                self.redo.clear();
                break;
            }
            self.redo.pop();
            done = true;
        }
        done
    }

    pub fn to_saved(&self) -> SavedCc {
        SavedCc {
            format: SAVE_FORMAT,
            game: GAME_SLUG.to_string(),
            players: self.setup.players,
            marbles: self.setup.marbles,
            teams: self.setup.teams,
            play_on: self.setup.play_on,
            seats: self
                .setup
                .corners()
                .iter()
                .map(|&c| format!("{}:{}", c, self.setup.seat(c).word()))
                .collect(),
            moves: self.moves.iter().map(|m| m.to_string()).collect(),
            redo: self.redo.iter().map(|m| m.to_string()).collect(),
            seed: self.seed,
        }
    }

    /// Rebuilds a session from its saved form, checking every move through the engine.
    pub fn from_saved(saved: &SavedCc) -> Result<CcSession, String> {
        if saved.format != SAVE_FORMAT {
            return Err(format!("unknown save format {}", saved.format));
        }
        if saved.game != GAME_SLUG {
            return Err(format!("the save is for another game: {}", saved.game));
        }
        // The app plays only the counts its dialog offers (the engine also knows solo play).
        if !PLAYER_COUNTS.contains(&saved.players) {
            return Err(format!(
                "{} players: the app plays 2, 3, 4 or 6",
                saved.players
            ));
        }
        let mut setup = CcSetup {
            players: saved.players,
            marbles: saved.marbles,
            teams: saved.teams,
            play_on: saved.play_on,
            ..CcSetup::default()
        };
        for entry in &saved.seats {
            let (corner, who) = entry
                .split_once(':')
                .ok_or_else(|| format!("bad seat: {entry}"))?;
            let corner = Corner::from_name(corner).ok_or_else(|| format!("bad seat: {entry}"))?;
            let who = SeatPlayer::from_word(who).ok_or_else(|| format!("bad seat: {entry}"))?;
            setup.seats[corner_index(corner)] = who;
        }
        let mut s = CcSession::new(setup, saved.seed)?;
        // Each corner in play named once, and no other.
        let mut named: Vec<&str> = saved
            .seats
            .iter()
            .filter_map(|e| e.split(':').next())
            .collect();
        named.sort_unstable();
        let mut in_play: Vec<&str> = s.setup.corners().iter().map(|c| c.name()).collect();
        in_play.sort_unstable();
        if named != in_play {
            return Err("the seats do not match the corners in play".to_string());
        }
        for text in &saved.moves {
            s.play_text(text)?;
        }
        // Redo moves must be legal in turn after the game; the check replays them on a copy.
        let mut probe = s.clone();
        for text in saved.redo.iter().rev() {
            probe
                .play_text(text)
                .map_err(|e| format!("redo list: {e}"))?;
        }
        s.redo = probe.moves[s.moves.len()..].iter().rev().cloned().collect();
        Ok(s)
    }
}

pub const GAME_SLUG: &str = "chinese-checkers";

/// The saved form of a game (localStorage, JSON).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct SavedCc {
    pub format: u32,
    pub game: String,
    pub players: u8,
    pub marbles: u8,
    #[serde(default)]
    pub teams: bool,
    #[serde(default)]
    pub play_on: bool,
    /// `corner:who` for each seat in play (`S:person`, `N:easy`).
    pub seats: Vec<String>,
    pub moves: Vec<String>,
    #[serde(default)]
    pub redo: Vec<String>,
    #[serde(default)]
    pub seed: u64,
}

/// Parses and validates a saved game given as JSON text.
pub fn load(json: &str) -> Result<CcSession, String> {
    let saved: SavedCc = crate::kit::storage::decode(GAME_SLUG, json)?;
    CcSession::from_saved(&saved)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(players: u8, seats: &[(Corner, SeatPlayer)]) -> CcSetup {
        let mut s = CcSetup {
            players,
            seats: [SeatPlayer::Person; 6],
            ..CcSetup::default()
        };
        for &(c, who) in seats {
            s.seats[c.index()] = who;
        }
        s
    }

    const EASY: SeatPlayer = SeatPlayer::Computer(Level::Easy);

    /// Plays the first legal move `n` times.
    fn play_first(s: &mut CcSession, n: usize) {
        for _ in 0..n {
            let mv = s.legal()[0].clone();
            s.play(&mv).unwrap();
        }
    }

    #[test]
    fn cc_02_seats_in_play_and_turns_go_round_from_s() {
        let s = CcSession::new(setup(3, &[]), 1).unwrap();
        assert_eq!(s.setup.corners(), [Corner::S, Corner::NW, Corner::NE]);
        assert_eq!(s.to_move(), Some(Corner::S));
        let s = CcSession::new(setup(4, &[]), 1).unwrap();
        assert_eq!(
            s.setup.corners(),
            [Corner::S, Corner::SW, Corner::N, Corner::NE]
        );
        assert!(CcSession::new(setup(5, &[]), 1).is_err());
    }

    #[test]
    fn cc_05_teams_only_with_four_or_six() {
        let mut st = setup(2, &[]);
        st.teams = true;
        let s = CcSession::new(st, 1).unwrap();
        assert!(!s.setup.teams, "two players cannot be a team");
        st.players = 6;
        let s = CcSession::new(st, 1).unwrap();
        assert_eq!(s.config.partner(Corner::S), Some(Corner::N));
    }

    #[test]
    fn against_computers_take_back_returns_to_the_persons_turn() {
        let mut s = CcSession::new(setup(3, &[(Corner::NW, EASY), (Corner::NE, EASY)]), 1).unwrap();
        assert!(!s.can_take_back());
        play_first(&mut s, 3);
        assert_eq!(s.to_move(), Some(Corner::S));
        assert!(s.take_back());
        assert!(s.moves().is_empty(), "the person's move and both replies");
        assert!(s.person_to_move());
        assert!(s.redo());
        assert_eq!(s.moves().len(), 3, "redo replays the replies too");
        // Between people, one move at a time.
        let mut s = CcSession::new(setup(2, &[]), 1).unwrap();
        play_first(&mut s, 2);
        assert!(s.take_back());
        assert_eq!(s.moves().len(), 1);
        // All computers: nothing to take back.
        let mut s = CcSession::new(setup(2, &[(Corner::S, EASY), (Corner::N, EASY)]), 1).unwrap();
        play_first(&mut s, 2);
        assert!(!s.can_take_back());
        assert_eq!(s.computer_to_move(), Some(Level::Easy));
    }

    #[test]
    fn cc_07_a_from_to_jump_is_stored_with_its_landing_holes() {
        let mut s = CcSession::new(setup(2, &[]), 1).unwrap();
        let jump = s
            .legal()
            .into_iter()
            .find(|m| m.is_jump(s.position().geometry()))
            .expect("a jump from the start");
        let short = jump.short();
        s.play_text(&short).unwrap();
        assert_eq!(s.moves()[0], jump);
        assert!(s.play_text("0-1").is_err(), "not the mover's marble");
    }

    #[test]
    fn save_round_trip_with_seats_and_redo() {
        let mut st = setup(6, &[(Corner::N, SeatPlayer::Computer(Level::Hard))]);
        st.teams = true;
        st.play_on = true;
        st.marbles = 15;
        let mut s = CcSession::new(st, 42).unwrap();
        play_first(&mut s, 8);
        s.take_back();
        let json = serde_json::to_string(&s.to_saved()).unwrap();
        let back = load(&json).unwrap();
        assert_eq!(back.setup, s.setup);
        assert_eq!(back.moves(), s.moves());
        assert_eq!(back.redo, s.redo);
        assert_eq!(back.seed, 42);
        assert_eq!(back.position(), s.position());
    }

    #[test]
    fn corrupt_saves_are_errors() {
        let mut s = CcSession::new(setup(2, &[(Corner::N, EASY)]), 1).unwrap();
        play_first(&mut s, 2);
        let good = serde_json::to_string(&s.to_saved()).unwrap();
        assert!(load(&good).is_ok());
        let first = s.moves()[0].to_string();
        for (from, to) in [
            ("\"format\":1", "\"format\":9"),
            ("\"players\":2", "\"players\":5"),
            ("\"marbles\":10", "\"marbles\":12"),
            ("\"N:easy\"", "\"N:expert\""),
            ("\"N:easy\"", "\"Q:easy\""),
            ("\"N:easy\"", "\"N:easy\",\"NE:easy\""),
            // Two entries for one seat (issue 12).
            ("\"N:easy\"", "\"S:easy\""),
            (first.as_str(), "0-1"),
            (first.as_str(), "banana"),
            ("\"chinese-checkers\"", "\"tigadi\""),
        ] {
            let bad = good.replacen(from, to, 1);
            assert_ne!(bad, good, "{from}");
            assert!(load(&bad).is_err(), "{bad}");
        }
        // A game of one player (the engine's solo crossing, not offered here).
        let solo =
            good.replacen("\"players\":2", "\"players\":1", 1)
                .replacen(",\"N:easy\"", "", 1);
        assert!(load(&solo).unwrap_err().contains("1 players"), "{solo}");
        assert!(load("{").is_err());
        assert!(load("null").is_err());
    }
}

/// A game saved exactly as the app wrote it before the envelope still loads; written again
/// it is the same body in the envelope.
#[cfg(test)]
mod todays_saves {
    use super::*;
    use crate::kit::storage::{decode, encode};

    const GAME: &str = r#"{"format":1,"game":"chinese-checkers","players":2,"marbles":10,"teams":false,"play_on":false,"seats":["S:person","N:easy"],"moves":["111-102","3-16"],"redo":["102-103"],"seed":42}"#;

    #[test]
    fn a_game_loads() {
        let s = load(GAME).unwrap();
        assert_eq!(s.moves().len(), 2);
        assert!(s.can_redo());
        assert_eq!(s.seed, 42);
        let again = encode(GAME_SLUG, &s.to_saved()).unwrap();
        let body: serde_json::Value = decode(GAME_SLUG, &again).unwrap();
        assert_eq!(
            body,
            serde_json::from_str::<serde_json::Value>(GAME).unwrap()
        );
        assert_eq!(load(&again).unwrap().moves(), s.moves());
    }
}
