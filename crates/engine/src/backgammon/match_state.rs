//! The state of a match or money game around the board: score, cube, Crawford, whose turn,
//! the dice, pending doubles and resignations (BG-13..17), and GNU Backgammon's Match ID.

use super::board::Dice;
use super::ids::{base64, read_id, IdError};

/// The highest cube value (BG-15).
pub const MAX_CUBE: u32 = 64;
/// The longest match played (the match equity table's reach); gnubg's Match IDs may carry
/// longer ones, which read but cannot be played here.
pub const MAX_LENGTH: u32 = super::cube::MET_SIZE as u32;

/// Where a game stands, as the Match ID encodes it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameState {
    /// No game started yet.
    NotStarted,
    /// A game is being played.
    Playing,
    /// The game ended with a player bearing off all checkers (BG-13).
    Over,
    /// The game ended by an accepted resignation (BG-17).
    Resigned,
    /// The game ended by a dropped double (BG-15).
    Dropped,
}

impl GameState {
    fn code(self) -> u64 {
        match self {
            GameState::NotStarted => 0,
            GameState::Playing => 1,
            GameState::Over => 2,
            GameState::Resigned => 3,
            GameState::Dropped => 4,
        }
    }

    fn from_code(c: u64) -> Option<GameState> {
        Some(match c {
            0 => GameState::NotStarted,
            1 => GameState::Playing,
            2 => GameState::Over,
            3 => GameState::Resigned,
            4 => GameState::Dropped,
            _ => return None,
        })
    }

    /// The game has ended (by any way).
    pub fn is_over(self) -> bool {
        matches!(
            self,
            GameState::Over | GameState::Resigned | GameState::Dropped
        )
    }
}

crate::core::text_error!(
    /// An action that the rules do not allow now; the message says why.
    ActionError,
    "{}"
);

fn refuse<T>(why: &str) -> Result<T, ActionError> {
    Err(ActionError(why.to_string()))
}

/// The match (or money game) around the board. Players are 0 and 1 as in gnubg's Match ID;
/// the board itself is always seen from the player on roll.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MatchState {
    /// Points to win the match (BG-16); 0 = a money game.
    pub length: u32,
    /// Points won so far by players 0 and 1.
    pub score: [u32; 2],
    /// Cube value: 1, 2, 4, .. 64 (BG-15).
    pub cube: u32,
    /// The cube's owner, `None` while it is in the middle.
    pub cube_owner: Option<usize>,
    /// The player on roll (or who has rolled).
    pub on_roll: usize,
    /// The player who must act now: the opponent while a double or a resignation waits for
    /// an answer, else the player on roll.
    pub turn: usize,
    /// This game is the Crawford game: no doubling (BG-16).
    pub crawford: bool,
    /// The Crawford game of this match has been played (not in the Match ID; derived from
    /// the score when decoding).
    pub post_crawford: bool,
    /// Money game only: gammons and backgammons count single while the cube is in the
    /// middle (the Jacoby rule, a setting; bit 67 of the Match ID as gnubg writes it).
    pub jacoby: bool,
    /// The doubling cube is used at all (money games may play without it).
    pub cube_in_use: bool,
    pub state: GameState,
    /// A double is offered and `turn` must take or drop.
    pub doubled: bool,
    /// A resignation of 1, 2 or 3 (single, gammon, backgammon) offered by the player who
    /// is not `turn`; 0 = none. Once a resignation is accepted, the points resigned.
    pub resigned: u8,
    /// The dice rolled this turn, `None` before rolling.
    pub dice: Option<Dice>,
    /// The winner of the game once it is over, and the points it scored.
    pub winner: Option<(usize, u32)>,
}

impl MatchState {
    /// A new match to `length` points (0 = a money game), before its first game.
    pub fn new(length: u32) -> MatchState {
        MatchState {
            length,
            score: [0, 0],
            cube: 1,
            cube_owner: None,
            on_roll: 0,
            turn: 0,
            crawford: false,
            post_crawford: false,
            jacoby: false,
            cube_in_use: true,
            state: GameState::NotStarted,
            doubled: false,
            resigned: 0,
            dice: None,
            winner: None,
        }
    }

    /// A money game with the Jacoby rule on or off (BG-16).
    pub fn money(jacoby: bool) -> MatchState {
        MatchState {
            jacoby,
            ..MatchState::new(0)
        }
    }

    /// A money game (length 0) rather than a match.
    pub fn is_money(&self) -> bool {
        self.length == 0
    }

    /// The match is decided: a player has reached the length.
    pub fn match_over(&self) -> bool {
        self.length > 0 && self.score.iter().any(|&s| s >= self.length)
    }

    /// Starts a game (BG-3): the cube in the middle at 1, the opening roll's winner on roll
    /// with the opening dice. The Crawford flag is set when a player has just reached
    /// length − 1 (BG-16).
    pub fn start_game(&mut self, first: usize, dice: Dice) -> Result<(), ActionError> {
        if self.state == GameState::Playing {
            return refuse("a game is already being played");
        }
        if self.match_over() {
            return refuse("the match is over");
        }
        if first > 1 || dice.is_double() {
            return refuse("the opening roll is two different numbers, one per player");
        }
        if self.crawford {
            // The game before was the Crawford game.
            self.crawford = false;
            self.post_crawford = true;
        } else if self.length > 0
            && !self.post_crawford
            && self.score.iter().any(|&s| s + 1 == self.length)
        {
            self.crawford = true;
        }
        self.cube = 1;
        self.cube_owner = None;
        self.on_roll = first;
        self.turn = first;
        self.state = GameState::Playing;
        self.doubled = false;
        self.resigned = 0;
        self.dice = Some(dice);
        self.winner = None;
        Ok(())
    }

    /// Whether the player on roll may double now (BG-15, BG-16): a game is on, before
    /// rolling, nothing pending, the cube in use and below 64, centred or owned by the player
    /// on roll, and not the Crawford game.
    pub fn can_double(&self) -> bool {
        self.state == GameState::Playing
            && self.dice.is_none()
            && !self.doubled
            && self.resigned == 0
            && self.turn == self.on_roll
            && self.cube_in_use
            && self.cube < MAX_CUBE
            && self.cube_owner.is_none_or(|o| o == self.on_roll)
            && !self.crawford
    }

    /// The player on roll offers a double; the opponent must take or drop.
    pub fn double(&mut self) -> Result<(), ActionError> {
        if !self.can_double() {
            return refuse(self.why_no_double());
        }
        self.doubled = true;
        self.turn = 1 - self.on_roll;
        Ok(())
    }

    fn why_no_double(&self) -> &'static str {
        if self.state != GameState::Playing {
            "no game is being played"
        } else if self.doubled || self.resigned > 0 {
            "an offer waits for an answer"
        } else if self.dice.is_some() {
            "a double comes before rolling"
        } else if !self.cube_in_use {
            "this game is played without the cube"
        } else if self.crawford {
            "no doubling in the Crawford game"
        } else if self.cube >= MAX_CUBE {
            "the cube is at 64 already"
        } else {
            "only the cube's owner may double"
        }
    }

    /// The opponent takes: the cube doubles and the taker owns it; the doubler rolls on.
    pub fn take(&mut self) -> Result<(), ActionError> {
        if !self.doubled {
            return refuse("no double was offered");
        }
        self.cube *= 2;
        self.cube_owner = Some(self.turn);
        self.doubled = false;
        self.turn = self.on_roll;
        Ok(())
    }

    /// The opponent drops: the doubler wins the current cube value (BG-15).
    pub fn drop_cube(&mut self) -> Result<(), ActionError> {
        if !self.doubled {
            return refuse("no double was offered");
        }
        self.doubled = false;
        self.end_game(self.on_roll, self.cube, GameState::Dropped);
        Ok(())
    }

    /// The player whose turn it is offers to resign 1, 2 or 3 points (single, gammon,
    /// backgammon) times the cube (BG-17); the opponent accepts or plays on.
    pub fn resign(&mut self, points: u8) -> Result<(), ActionError> {
        if self.state != GameState::Playing {
            return refuse("no game is being played");
        }
        if !(1..=3).contains(&points) {
            return refuse("a resignation is of 1, 2 or 3 points (single, gammon, backgammon)");
        }
        if self.doubled || self.resigned > 0 {
            return refuse("an offer waits for an answer");
        }
        self.resigned = points;
        self.turn = 1 - self.turn;
        Ok(())
    }

    /// The opponent accepts the resignation: the game ends with the offered points. As in
    /// gnubg's Match ID, `resigned` keeps the points resigned and `turn` goes back to the
    /// player who resigned.
    pub fn accept_resignation(&mut self) -> Result<(), ActionError> {
        if self.resigned == 0 || self.state != GameState::Playing {
            return refuse("no resignation was offered");
        }
        let points = self.game_points(self.resigned);
        let winner = self.turn;
        self.turn = 1 - winner;
        self.end_game(winner, points, GameState::Resigned);
        Ok(())
    }

    /// The opponent rejects the resignation: play goes on.
    pub fn reject_resignation(&mut self) -> Result<(), ActionError> {
        if self.resigned == 0 || self.state != GameState::Playing {
            return refuse("no resignation was offered");
        }
        self.resigned = 0;
        self.turn = 1 - self.turn;
        Ok(())
    }

    /// The player on roll rolls these dice.
    pub fn roll(&mut self, dice: Dice) -> Result<(), ActionError> {
        if self.state != GameState::Playing {
            return refuse("no game is being played");
        }
        if self.doubled || self.resigned > 0 {
            return refuse("an offer waits for an answer");
        }
        if self.dice.is_some() {
            return refuse("the dice are rolled already");
        }
        self.dice = Some(dice);
        Ok(())
    }

    /// The player on roll has played: the turn passes and the dice are picked up.
    pub fn pass_turn(&mut self) -> Result<(), ActionError> {
        if self.state != GameState::Playing || self.dice.is_none() {
            return refuse("there is no rolled turn to finish");
        }
        if self.doubled || self.resigned > 0 {
            return refuse("an offer waits for an answer");
        }
        self.dice = None;
        self.on_roll = 1 - self.on_roll;
        self.turn = self.on_roll;
        Ok(())
    }

    /// The board's result (winner, 1/2/3 per BG-14) ends the game: the winner scores
    /// the multiplier times the cube, gammons single under Jacoby with a centred cube.
    pub fn finish(&mut self, winner: usize, multiplier: u8) {
        let points = self.game_points(multiplier);
        self.end_game(winner, points, GameState::Over);
    }

    /// Points for a result of `multiplier` (1, 2, 3) at the current cube: the Jacoby rule
    /// (money game, cube never turned) counts gammons and backgammons single.
    pub fn game_points(&self, multiplier: u8) -> u32 {
        let m = if self.is_money() && self.jacoby && self.cube_owner.is_none() {
            1
        } else {
            multiplier as u32
        };
        m * self.cube
    }

    fn end_game(&mut self, winner: usize, points: u32, how: GameState) {
        self.score[winner] += points;
        self.state = how;
        self.winner = Some((winner, points));
        self.dice = None;
        // `turn` stays as gnubg's Match ID has it: with the player who dropped, who bore off,
        // or who resigned.
    }

    /// The 9-byte match key: 66 bits (and gnubg's 67th, "not Jacoby"), each field from its
    /// lowest bit, bits filling each byte from its lowest bit (gnubg's layout).
    pub fn match_key(&self) -> [u8; 9] {
        let mut bits: u128 = 0;
        let mut at = 0;
        let mut put = |value: u64, width: u32| {
            bits |= ((value & ((1 << width) - 1)) as u128) << at;
            at += width;
        };
        put(self.cube.trailing_zeros() as u64, 4);
        put(self.cube_owner.map_or(3, |o| o as u64), 2);
        put(self.on_roll as u64, 1);
        put(self.crawford as u64, 1);
        put(self.state.code(), 3);
        put(self.turn as u64, 1);
        put(self.doubled as u64, 1);
        put(self.resigned as u64, 2);
        let (d1, d2) = self.dice.map_or((0, 0), |d| d.values());
        put(d1 as u64, 3);
        put(d2 as u64, 3);
        put(self.length as u64, 15);
        put(self.score[0] as u64, 15);
        put(self.score[1] as u64, 15);
        // gnubg's extension: bit 67 set = Jacoby off (older IDs have 0 there). gnubg 1.07
        // sets it in matches too (Jacoby never applies there), and so does this.
        put(!self.jacoby as u64, 1);
        let mut key = [0u8; 9];
        for (i, b) in key.iter_mut().enumerate() {
            *b = (bits >> (8 * i)) as u8;
        }
        key
    }

    /// GNU Backgammon's Match ID (12 characters).
    pub fn match_id(&self) -> String {
        base64(&self.match_key())
    }

    /// The state of a Match ID. Malformed IDs (length, characters, a cube above 64, an
    /// unknown owner or game state, dice out of 1..6, a score past the length) give an
    /// error naming the fault. The Jacoby setting is bit 67 as gnubg writes it (0 = on, as
    /// in IDs written before gnubg added it; it only matters in money games).
    pub fn from_match_id(id: &str) -> Result<MatchState, IdError> {
        let (key, err) = read_id::<9>(id, 12, "Match ID")?;
        let bits = key
            .iter()
            .enumerate()
            .fold(0u128, |b, (i, &k)| b | (k as u128) << (8 * i));
        let mut at = 0;
        let mut get = |width: u32| {
            let v = (bits >> at) as u64 & ((1 << width) - 1);
            at += width;
            v
        };
        let log_cube = get(4);
        let owner = get(2);
        let on_roll = get(1) as usize;
        let crawford = get(1) == 1;
        let state = get(3);
        let turn = get(1) as usize;
        let doubled = get(1) == 1;
        let resigned = get(2) as u8;
        let (d1, d2) = (get(3) as u8, get(3) as u8);
        let length = get(15) as u32;
        let score = [get(15) as u32, get(15) as u32];
        let jacoby = get(1) == 0;
        // Bits 68..72 are unused: ignored, as gnubg does.
        if log_cube > 6 {
            return Err(err(format!(
                "its cube is {} (at most {MAX_CUBE})",
                1u64 << log_cube
            )));
        }
        let cube_owner = match owner {
            0 | 1 => Some(owner as usize),
            3 => None,
            _ => return Err(err("its cube owner is not 0, 1 or centred".to_string())),
        };
        let state = GameState::from_code(state)
            .ok_or_else(|| err(format!("its game state {state} is not one of 0..4")))?;
        let dice = match (d1, d2) {
            (0, 0) => None,
            (a, b) => Some(
                Dice::new(a, b)
                    .ok_or_else(|| err(format!("its dice {a}-{b} are not two numbers 1 to 6")))?,
            ),
        };
        if length > 0 && !state.is_over() && score.iter().any(|&s| s >= length) {
            return Err(err(format!(
                "its score {}-{} has already won the {length}-point match",
                score[0], score[1]
            )));
        }
        // Offers wait for an answer only in a game being played (a game that ended by
        // resignation keeps the points resigned).
        let playing = state == GameState::Playing;
        if playing && doubled && resigned > 0 {
            return Err(err(
                "it has a double and a resignation pending at once".to_string()
            ));
        }
        if playing && (doubled || resigned > 0) && turn == on_roll {
            return Err(err(
                "a pending offer must be answered by the other player".to_string()
            ));
        }
        if length == 0 && crawford {
            return Err(err("a money game has no Crawford game".to_string()));
        }
        if length > 0 && crawford && !score.iter().any(|&s| s + 1 == length) {
            return Err(err(format!(
                "it marks the Crawford game, but neither player has {} points",
                length - 1
            )));
        }
        // A game being played with a player at length − 1 and no Crawford flag is after
        // the Crawford game.
        let post_crawford = length > 0
            && !crawford
            && state == GameState::Playing
            && score.iter().any(|&s| s + 1 == length);
        let state = MatchState {
            length,
            score,
            cube: 1 << log_cube,
            cube_owner,
            on_roll,
            turn,
            crawford,
            post_crawford,
            jacoby,
            cube_in_use: true,
            state,
            doubled,
            resigned,
            dice,
            winner: None,
        };
        state.reachable().map_err(err)?;
        Ok(state)
    }

    /// Refuses what play cannot reach (gnubg writes none of it): an owned cube at 1, a
    /// doubled cube or a double in the Crawford game, a double after the roll or past the
    /// highest cube, and a match won by more than one game's points can give.
    fn reachable(&self) -> Result<(), String> {
        if self.cube_owner.is_some() && self.cube == 1 {
            return Err("its cube is owned at 1 (a cube is owned after a double)".into());
        }
        if self.crawford && (self.cube > 1 || self.doubled) {
            return Err("the Crawford game has no doubling, but its cube is doubled".into());
        }
        if self.doubled && self.dice.is_some() {
            return Err("a double is offered after the roll".into());
        }
        if self.doubled && self.cube >= MAX_CUBE {
            return Err(format!(
                "a double is offered at {MAX_CUBE}, the highest cube"
            ));
        }
        let top = self.score[0].max(self.score[1]);
        let lower = self.score[0].min(self.score[1]);
        if self.length > 0 && (lower >= self.length || top >= self.length + 3 * self.cube) {
            return Err(format!(
                "its score {}-{} cannot end a {}-point match (the last game gives at most {})",
                self.score[0],
                self.score[1],
                self.length,
                3 * self.cube
            ));
        }
        Ok(())
    }
}
