//! A backgammon match as the app holds it: who plays, its games (each an engine
//! [`BgGame`]: dice from a seed, plays, cube actions, resignations, the score) and the saved
//! form.
//!
//! Pure Rust, no browser: every rule comes from `ttakji_engine::backgammon`. The dice of a
//! game played here are never stored: they follow from each game's seed, so a game replays
//! exactly from its seed and its actions, and a take-back against the computer brings back
//! the same dice. A game read from a file keeps its own dice (`opening 52`, `roll 31`).

use crate::kit::opponent::{Mode, SavedMode};
use serde::{Deserialize, Serialize};
use ttakji_engine::backgammon::{
    Action, BgGame, Board, Dice, GameState, MatchState, Play, MAX_LENGTH,
};
use ttakji_engine::{Level, Side};

/// Version of the saved format.
pub const SAVE_FORMAT: u32 = 1;
/// The game's slug: its route and the name of its save.
pub const GAME_SLUG: &str = "backgammon";
/// White is colour 0 (gnubg's player 0), Black colour 1.
pub const WHITE: usize = 0;
/// Match lengths offered (BG-16).
pub const LENGTHS: [u32; 7] = [1, 3, 5, 7, 9, 11, 15];

/// The choices of the new-game dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BgSetup {
    pub mode: Mode,
    /// Points to win the match; 0 for a money game (BG-16).
    pub length: u32,
    /// Money game: gammons count only once the cube was turned (BG-16).
    pub jacoby: bool,
    /// Money game: whether the doubling cube is used (BG-16: optional).
    pub cube: bool,
}

impl Default for BgSetup {
    fn default() -> BgSetup {
        BgSetup {
            mode: Mode::Computer {
                level: Level::Easy,
                human: Side::First,
            },
            length: 0,
            jacoby: true,
            cube: true,
        }
    }
}

impl BgSetup {
    pub fn is_money(&self) -> bool {
        self.length == 0
    }

    /// The colour the computer plays, if any.
    pub fn computer(&self) -> Option<usize> {
        match self.mode {
            Mode::Computer { human, .. } => Some(1 - human.index()),
            Mode::PassAndPlay => None,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum How {
    BorneOff,
    Dropped,
    Resigned,
}

/// A finished game: the winner, what kind of win (1 single, 2 gammon, 3 backgammon) and the
/// points it scored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameEnd {
    pub winner: usize,
    pub kind: u8,
    pub points: u32,
    pub how: How,
}

/// What the game waits for, from the engine's match state.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The player on roll rolls, or doubles first.
    ToRoll,
    /// The player on roll plays these dice.
    Moving(Dice),
    /// The player on roll doubled: the opponent takes or drops.
    Doubled,
    /// A player offered to resign `points` (1..3); the other accepts or plays on.
    Resigning {
        by: usize,
        points: u8,
    },
    Over(GameEnd),
}

/// The seed of game `index` of a match with `seed`.
fn game_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_add((index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The phase of a game.
pub fn phase(g: &BgGame) -> Phase {
    let st = g.state();
    if st.state.is_over() {
        let (winner, points) = st.winner.unwrap_or((st.on_roll, st.cube));
        let (kind, how) = match st.state {
            GameState::Dropped => (1, How::Dropped),
            GameState::Resigned => {
                let offered = g.actions().iter().rev().find_map(|a| match a {
                    Action::Resign(n) => Some(*n),
                    _ => None,
                });
                (offered.unwrap_or(1), How::Resigned)
            }
            _ => (g.board().result().map_or(1, |(_, k)| k), How::BorneOff),
        };
        return Phase::Over(GameEnd {
            winner,
            kind,
            points,
            how,
        });
    }
    if st.doubled {
        return Phase::Doubled;
    }
    if st.resigned > 0 {
        return Phase::Resigning {
            by: 1 - st.turn,
            points: st.resigned,
        };
    }
    match st.dice {
        Some(d) => Phase::Moving(d),
        None => Phase::ToRoll,
    }
}

/// Checker counts per colour (each from its own side).
pub fn counts(g: &BgGame) -> [[u8; 25]; 2] {
    *g.board_for(WHITE).checkers()
}

/// The last play of a game: who made it, with which dice, and the board before it (from
/// the mover's side).
pub fn last_play(g: &BgGame) -> Option<LastPlay> {
    let i = g
        .actions()
        .iter()
        .rposition(|a| matches!(a, Action::Play(_)))?;
    let Action::Play(play) = g.actions()[i] else {
        return None;
    };
    let before = g.replay_to(i).ok()?;
    let st = before.state();
    Some(LastPlay {
        index: i,
        who: st.on_roll,
        dice: st.dice?,
        before: before.board(),
        play,
    })
}

/// A game's last play: its action's index, who made it with which dice, from which board.
#[derive(Clone, Debug)]
pub struct LastPlay {
    pub index: usize,
    pub who: usize,
    pub dice: Dice,
    pub before: Board,
    pub play: Play,
}

/// Who made an action: the player on roll, or the one answering a double or a resignation.
pub fn actor(a: &Action, before: &MatchState) -> usize {
    match a {
        Action::Take | Action::Drop | Action::Accept | Action::Reject => 1 - before.on_roll,
        _ => before.on_roll,
    }
}

/// What the computer did since the person's last decision (the person's rolls, made for
/// them when they cannot double, do not count), oldest first, each action with the match
/// state before it. Empty between two people.
pub fn computer_actions(s: &BgSession) -> Vec<(Action, MatchState)> {
    let Some(computer) = s.setup.computer() else {
        return Vec::new();
    };
    let g = s.game();
    let mut out = Vec::new();
    for (a, st) in g.actions().iter().zip(states_before(g)).rev() {
        if actor(a, &st) == computer {
            out.push((*a, st));
        } else if !(out.is_empty() && *a == Action::Roll) {
            break;
        }
    }
    out.reverse();
    out
}

/// The match state before each action of a game, in order.
pub fn states_before(g: &BgGame) -> Vec<MatchState> {
    let Ok(mut h) = g.replay_to(0) else {
        return Vec::new();
    };
    g.actions()
        .iter()
        .map(|a| {
            let st = *h.state();
            let _ = h.act(a);
            st
        })
        .collect()
}

/// One line of the move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    /// A play: the dice (`31`) and the play in notation (empty: no move).
    Play(Dice, String),
    Double(u32),
    Take,
    Drop,
    /// A resignation of 1..3 and the points it would give then.
    Resign(u8, u32),
    Accept,
    Reject,
}

/// The move list of a game: each action's index, who did what (rolls are part of their
/// plays).
pub fn history(g: &BgGame) -> Vec<(usize, usize, Entry)> {
    states_before(g)
        .iter()
        .zip(g.actions())
        .enumerate()
        .filter_map(|(i, (st, a))| {
            let e = match a {
                Action::Roll => return None,
                Action::Play(p) => Entry::Play(st.dice?, p.to_string()),
                Action::Double => Entry::Double(st.cube * 2),
                Action::Take => Entry::Take,
                Action::Drop => Entry::Drop,
                Action::Resign(n) => Entry::Resign(*n, st.game_points(*n)),
                Action::Accept => Entry::Accept,
                Action::Reject => Entry::Reject,
            };
            Some((i, st.turn, e))
        })
        .collect()
}

/// A whole match (or one money game): the setup, the seed of its dice and its games.
#[derive(Clone, Debug)]
pub struct BgSession {
    pub setup: BgSetup,
    pub seed: u64,
    pub games: Vec<BgGame>,
}

impl BgSession {
    /// The match state before the first game.
    fn first_state(setup: &BgSetup) -> MatchState {
        let mut st = if setup.is_money() {
            MatchState::money(setup.jacoby)
        } else {
            MatchState::new(setup.length)
        };
        st.cube_in_use = setup.length > 0 || setup.cube;
        st
    }

    /// A new match; its first game starts with the opening roll (BG-3).
    pub fn new(setup: BgSetup, seed: u64) -> BgSession {
        let game = BgGame::new(game_seed(seed, 0), BgSession::first_state(&setup))
            .expect("a new match starts a game");
        BgSession {
            setup,
            seed,
            games: vec![game],
        }
    }

    /// A match from an imported position (a Position ID and a Match ID).
    pub fn from_ids(
        setup: BgSetup,
        seed: u64,
        position_id: &str,
        match_id: &str,
    ) -> Result<BgSession, String> {
        let board = Board::from_position_id(position_id.trim()).map_err(|e| e.to_string())?;
        let mut state = MatchState::from_match_id(match_id.trim()).map_err(|e| e.to_string())?;
        if state.state != GameState::Playing {
            return Err("the Match ID is not of a game being played".into());
        }
        // What is played here must reload: its save keeps the length.
        if state.length > MAX_LENGTH {
            return Err(format!(
                "a match to {} points: the longest played here is {MAX_LENGTH}",
                state.length
            ));
        }
        // The Match ID says whether the Jacoby rule is on (it only applies to money games).
        state.jacoby = state.jacoby && state.is_money();
        let setup = BgSetup {
            length: state.length,
            cube: state.cube_in_use,
            jacoby: state.jacoby,
            ..setup
        };
        let game =
            BgGame::from_position(game_seed(seed, 0), board, state).map_err(|e| e.to_string())?;
        Ok(BgSession {
            setup,
            seed,
            games: vec![game],
        })
    }

    pub fn game(&self) -> &BgGame {
        self.games.last().expect("a match has a game")
    }

    fn game_mut(&mut self) -> &mut BgGame {
        self.games.last_mut().expect("a match has a game")
    }

    pub fn phase(&self) -> Phase {
        phase(self.game())
    }

    pub fn state(&self) -> &MatchState {
        self.game().state()
    }

    /// Points per colour.
    pub fn score(&self) -> [u32; 2] {
        self.state().score
    }

    /// The match winner, once a player has the match's points (never in a money game).
    pub fn match_winner(&self) -> Option<usize> {
        let st = self.state();
        st.match_over()
            .then(|| (0..2).find(|&c| st.score[c] >= st.length))
            .flatten()
    }

    /// Whether the match (a money game: the game) is over.
    pub fn is_over(&self) -> bool {
        self.game().is_over() && !self.can_start_next()
    }

    /// Whether the next game of the match can start.
    pub fn can_start_next(&self) -> bool {
        self.setup.length > 0 && self.game().is_over() && self.match_winner().is_none()
    }

    /// Starts the next game of the match (the engine decides whether it is the Crawford
    /// game, BG-16).
    pub fn next_game(&mut self) -> bool {
        if !self.can_start_next() {
            return false;
        }
        let seed = game_seed(self.seed, self.games.len());
        match self.game().next_game(seed) {
            Ok(g) => {
                self.games.push(g);
                true
            }
            Err(_) => false,
        }
    }

    /// Does an action in the current game, if the engine allows it.
    pub fn act(&mut self, a: Action) -> Result<(), String> {
        self.game_mut().act(&a).map_err(|e| e.to_string())
    }

    /// The colour that must act now (a double or a resignation is answered by the other).
    pub fn to_act(&self) -> usize {
        self.state().turn
    }

    /// Whether the computer is to act now.
    pub fn computer_to_act(&self) -> bool {
        !self.game().is_over() && self.setup.computer() == Some(self.to_act())
    }

    /// Against the computer: the person's last play (and all after it) can be taken back.
    pub fn can_take_back(&self) -> bool {
        self.take_back_point().is_some()
    }

    fn take_back_point(&self) -> Option<usize> {
        let computer = self.setup.computer()?;
        let g = self.game();
        states_before(g)
            .iter()
            .zip(g.actions())
            .rposition(|(st, a)| matches!(a, Action::Play(_)) && st.on_roll != computer)
    }

    /// Takes back the person's last play and everything after it: the same dice are theirs
    /// to play again.
    pub fn take_back(&mut self) -> bool {
        let Some(i) = self.take_back_point() else {
            return false;
        };
        let g = self.game();
        match g.replay_to(i) {
            Ok(g) => {
                *self.game_mut() = g;
                true
            }
            Err(_) => false,
        }
    }

    /// The match as text: each game's record as the engine writes it (White is O, Black X),
    /// which replays it from its seed.
    pub fn record_text(&self) -> String {
        let mut out = String::from("White = O, Black = X\n");
        for (i, g) in self.games.iter().enumerate() {
            out += &format!("\nGame {}\n", i + 1);
            out += &g.record();
        }
        out
    }

    /// The saved form.
    pub fn to_saved(&self) -> SavedMatch {
        let first = self.games.first().expect("a match has a game");
        let imported = first.opening().is_empty();
        SavedMatch {
            format: SAVE_FORMAT,
            game: "backgammon".into(),
            mode: self.setup.mode.to_saved(),
            length: self.setup.length,
            jacoby: self.setup.jacoby,
            cube: self.setup.cube,
            seed: self.seed,
            position: imported.then(|| first.start_board().position_id()),
            match_id: imported.then(|| first.start_state().match_id()),
            games: self.games.iter().map(game_texts).collect(),
        }
    }

    /// Rebuilds a match from its saved form, checking every action through the engine.
    pub fn from_saved(saved: &SavedMatch) -> Result<BgSession, String> {
        if saved.format != SAVE_FORMAT {
            return Err(format!("unknown save format {}", saved.format));
        }
        if saved.game != "backgammon" {
            return Err(format!("a save of another game: {}", saved.game));
        }
        let mode = Mode::from_saved(&saved.mode)?;
        if saved.length > MAX_LENGTH {
            return Err(format!("match length {} is too long", saved.length));
        }
        let setup = BgSetup {
            mode,
            length: saved.length,
            jacoby: saved.jacoby,
            cube: saved.cube,
        };
        let mut session = match (&saved.position, &saved.match_id) {
            (Some(p), Some(m)) => BgSession::from_ids(setup, saved.seed, p, m)?,
            (None, None) => BgSession::new(setup, saved.seed),
            _ => return Err("a Position ID without its Match ID".into()),
        };
        for (i, actions) in saved.games.iter().enumerate() {
            let opening = actions.first().and_then(|a| a.strip_prefix("opening "));
            match opening {
                Some(dice) => session.open_given(i, dice)?,
                None if i > 0 && !session.next_game() => {
                    return Err("a game after the match ended".into())
                }
                None => {}
            }
            for text in &actions[usize::from(opening.is_some())..] {
                session.act_text(text)?;
            }
        }
        if saved.games.is_empty() {
            return Err("no game".into());
        }
        Ok(session)
    }
}

impl BgSession {
    /// Starts game `index` (the first, or the next once the one before is over) with the
    /// given opening roll `dice`: player 0's die, then player 1's (a game read from a file).
    fn open_given(&mut self, index: usize, dice: &str) -> Result<(), String> {
        let bad = || format!("bad opening roll: {dice}");
        let d: Dice = dice.parse().map_err(|_| bad())?;
        let state = match index {
            0 if self.game().opening().is_empty() => {
                return Err("an opening roll in a game taken up from a position".into())
            }
            0 => BgSession::first_state(&self.setup),
            _ if self.can_start_next() => *self.state(),
            _ if !self.game().is_over() => {
                return Err(format!(
                    "game {} starts before game {index} ends",
                    index + 1
                ))
            }
            _ => return Err("a game after the match ended".into()),
        };
        let g = BgGame::with_opening(game_seed(self.seed, index), state, d.values())
            .map_err(|e| e.to_string())?;
        if index == 0 {
            self.games = vec![g];
        } else {
            self.games.push(g);
        }
        Ok(())
    }

    /// Does a saved action: `roll 31` rolls given dice, the others as [`parse_action`].
    fn act_text(&mut self, text: &str) -> Result<(), String> {
        match text.strip_prefix("roll ") {
            Some(dice) => {
                let d: Dice = dice.parse().map_err(|_| format!("bad action: {text}"))?;
                self.game_mut().roll_given(d).map_err(|e| e.to_string())
            }
            None => {
                let a = parse_action(self.game(), text)?;
                self.act(a)
            }
        }
    }
}

/// A game's saved actions; a game of given dice starts with `opening 52` and says its given
/// rolls' dice (`roll 31`, where `roll` alone is the seed's).
pub(crate) fn game_texts(g: &BgGame) -> Vec<String> {
    let given = g.given_rolls();
    texts_with_dice(
        g,
        given.unwrap_or(0),
        given.and(g.opening().first().copied()),
    )
}

/// A game's actions with every die written (`opening 52`, `roll 31`), so that it replays the
/// same under any seed (a game continued from the library gets new dice after them).
pub(crate) fn dice_texts(g: &BgGame) -> Vec<String> {
    match g.opening().last() {
        Some(&opening) => texts_with_dice(g, usize::MAX, Some(opening)),
        None => game_texts(g),
    }
}

/// A game's actions, its first `rolls` rolls with their dice, after the opening roll if given.
fn texts_with_dice(g: &BgGame, rolls: usize, opening: Option<(u8, u8)>) -> Vec<String> {
    let mut dice = g.rolls()[..rolls.min(g.rolls().len())].iter();
    let opening = opening.map(|(a, b)| format!("opening {a}{b}"));
    let actions = g.actions().iter().map(|a| match a {
        Action::Roll => dice
            .next()
            .map_or_else(|| action_text(a), |d| format!("roll {d}")),
        _ => action_text(a),
    });
    opening.into_iter().chain(actions).collect()
}

fn action_text(a: &Action) -> String {
    match a {
        Action::Roll => "roll".into(),
        Action::Double => "double".into(),
        Action::Take => "take".into(),
        Action::Drop => "drop".into(),
        Action::Play(p) => format!("play {p}"),
        Action::Resign(n) => format!("resign {n}"),
        Action::Accept => "accept".into(),
        Action::Reject => "reject".into(),
    }
}

fn parse_action(g: &BgGame, text: &str) -> Result<Action, String> {
    let bad = || format!("bad action: {text}");
    let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
    Ok(match word {
        "roll" => Action::Roll,
        "double" => Action::Double,
        "take" => Action::Take,
        "drop" => Action::Drop,
        "accept" => Action::Accept,
        "reject" => Action::Reject,
        "resign" => Action::Resign(rest.parse().map_err(|_| bad())?),
        "play" => {
            let dice = g.state().dice.ok_or_else(bad)?;
            Action::Play(
                g.board()
                    .parse_play(dice, rest)
                    .map_err(|e| e.to_string())?,
            )
        }
        _ => return Err(bad()),
    })
}

/// The saved form of a match (localStorage, JSON).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct SavedMatch {
    pub format: u32,
    pub game: String,
    #[serde(flatten)]
    pub mode: SavedMode,
    pub length: u32,
    pub jacoby: bool,
    #[serde(default = "yes")]
    pub cube: bool,
    pub seed: u64,
    /// An imported start: its Position ID and Match ID.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<String>,
    /// Each game's actions (`roll`, `play 8/5 6/5`, `double`, `take`, ...); a game of given
    /// dice (read from a file) starts with `opening 52` (player 0's die, then player 1's) and
    /// says its given rolls' dice (`roll 31`).
    pub games: Vec<Vec<String>>,
}

fn yes() -> bool {
    true
}

/// Parses and checks a saved match given as JSON.
pub fn load(json: &str) -> Result<BgSession, String> {
    let saved: SavedMatch = crate::kit::storage::decode(GAME_SLUG, json)?;
    BgSession::from_saved(&saved)
}

/// The saved match if a game of it is under way (for the home page).
pub fn game_in_progress() -> Option<BgSession> {
    crate::kit::storage::saved_game(GAME_SLUG, load).filter(|s| {
        !(s.games.len() == 1 && s.game().actions().is_empty())
            && (!s.game().is_over() || s.can_start_next())
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn local(length: u32) -> BgSetup {
        BgSetup {
            mode: Mode::PassAndPlay,
            length,
            jacoby: false,
            cube: true,
        }
    }

    fn vs_computer() -> BgSetup {
        BgSetup {
            mode: Mode::Computer {
                level: Level::Easy,
                human: Side::First,
            },
            ..local(0)
        }
    }

    /// Plays the first legal play of each roll until `turns` plays are made or the game ends.
    pub(crate) fn play_on(s: &mut BgSession, turns: usize) {
        for _ in 0..turns {
            if s.game().is_over() {
                return;
            }
            if s.phase() == Phase::ToRoll {
                s.act(Action::Roll).unwrap();
            }
            let play = s
                .game()
                .legal_plays()
                .first()
                .copied()
                .unwrap_or_else(|| Play::none(&s.game().board()));
            s.act(Action::Play(play)).unwrap();
        }
    }

    #[test]
    fn bg_03_a_new_match_starts_with_the_opening_roll() {
        let s = BgSession::new(local(5), 7);
        let (w, b) = *s.game().opening().last().unwrap();
        assert_ne!(w, b);
        assert_eq!(s.state().on_roll, usize::from(b > w));
        assert!(matches!(s.phase(), Phase::Moving(_)));
        // The same seed, the same opening.
        assert_eq!(
            BgSession::new(local(5), 7).game().opening(),
            s.game().opening()
        );
    }

    #[test]
    fn save_round_trip_replays_the_same_dice() {
        let mut s = BgSession::new(local(3), 11);
        play_on(&mut s, 9);
        let json = serde_json::to_string(&s.to_saved()).unwrap();
        let back = load(&json).unwrap();
        assert_eq!(back.game().board(), s.game().board());
        assert_eq!(back.game().actions(), s.game().actions());
        assert_eq!(back.setup, s.setup);
        assert_eq!(back.record_text(), s.record_text());
    }

    #[test]
    fn corrupt_saves_are_errors() {
        let mut s = BgSession::new(local(0), 3);
        play_on(&mut s, 2);
        let good = serde_json::to_string(&s.to_saved()).unwrap();
        assert!(load(&good).is_ok());
        assert!(load("{").is_err());
        assert!(load("null").is_err());
        for (from, to) in [
            ("\"format\":1", "\"format\":7"),
            ("\"game\":\"backgammon\"", "\"game\":\"makruk\""),
            ("\"mode\":\"pass-and-play\"", "\"mode\":\"chess\""),
            ("\"play ", "\"play 24/1 "),
            ("[[\"", "[[\"take\",\""),
            ("\"seed\":3", "\"seed\":4"),
        ] {
            let bad = good.replacen(from, to, 1);
            assert_ne!(bad, good, "{from}");
            assert!(load(&bad).is_err(), "{bad}");
        }
        // An imported start whose IDs are broken.
        let mut saved = s.to_saved();
        saved.position = Some("4HPwATDgc/ABMA".into());
        saved.match_id = Some("garbage".into());
        assert!(BgSession::from_saved(&saved).is_err());
    }

    #[test]
    fn bg_15_double_take_and_drop() {
        let mut s = BgSession::new(local(0), 5);
        play_on(&mut s, 1);
        assert_eq!(s.phase(), Phase::ToRoll);
        let doubler = s.state().on_roll;
        s.act(Action::Double).unwrap();
        assert_eq!(s.phase(), Phase::Doubled);
        assert_eq!(s.to_act(), 1 - doubler);
        s.act(Action::Take).unwrap();
        assert_eq!(
            (s.state().cube, s.state().cube_owner),
            (2, Some(1 - doubler))
        );
        play_on(&mut s, 1);
        // The taker owns the cube and may redouble; a drop ends the game at the cube.
        assert_eq!(s.state().on_roll, 1 - doubler);
        s.act(Action::Double).unwrap();
        s.act(Action::Drop).unwrap();
        match s.phase() {
            Phase::Over(end) => {
                assert_eq!(
                    (end.winner, end.points, end.how),
                    (1 - doubler, 2, How::Dropped)
                )
            }
            p => panic!("{p:?}"),
        }
    }

    #[test]
    fn bg_17_resignation_accepted_or_played_on() {
        let mut s = BgSession::new(local(0), 9);
        play_on(&mut s, 1);
        let by = s.state().on_roll;
        s.act(Action::Resign(2)).unwrap();
        assert_eq!(s.phase(), Phase::Resigning { by, points: 2 });
        s.act(Action::Reject).unwrap();
        assert_eq!(s.phase(), Phase::ToRoll);
        s.act(Action::Resign(1)).unwrap();
        s.act(Action::Accept).unwrap();
        assert!(matches!(
            s.phase(),
            Phase::Over(GameEnd { winner, kind: 1, points: 1, how: How::Resigned }) if winner == 1 - by
        ));
    }

    #[test]
    fn bg_16_the_next_game_of_a_match_and_its_end() {
        let mut s = BgSession::new(local(1), 2);
        assert!(!s.can_start_next());
        let by = s.state().on_roll;
        s.act(Action::Resign(1)).unwrap();
        s.act(Action::Accept).unwrap();
        // A 1-point match is over after one point.
        assert_eq!(s.match_winner(), Some(1 - by));
        assert!(!s.next_game());
        let mut s = BgSession::new(local(3), 2);
        let by = s.state().on_roll;
        s.act(Action::Resign(2)).unwrap();
        s.act(Action::Accept).unwrap();
        assert_eq!(s.score()[1 - by], 2);
        assert!(s.next_game());
        assert_eq!(s.games.len(), 2);
        assert!(
            s.state().crawford,
            "the game after reaching 2 of 3 is the Crawford game"
        );
        let saved = s.to_saved();
        assert_eq!(BgSession::from_saved(&saved).unwrap().games.len(), 2);
    }

    #[test]
    fn take_back_against_the_computer_brings_back_the_same_dice() {
        let mut s = BgSession::new(vs_computer(), 21);
        // Play until the person (White) has made a play and the computer has answered.
        for _ in 0..20 {
            play_on(&mut s, 1);
            if s.can_take_back() && s.state().on_roll == WHITE {
                break;
            }
        }
        assert!(s.can_take_back());
        let dice = history(s.game())
            .iter()
            .rev()
            .find_map(|(_, who, e)| match e {
                Entry::Play(d, _) if *who == WHITE => Some(*d),
                _ => None,
            })
            .unwrap();
        assert!(s.take_back());
        assert_eq!(s.state().on_roll, WHITE);
        assert_eq!(
            s.phase(),
            Phase::Moving(dice),
            "the same dice to play again"
        );
        assert!(
            !BgSession::new(local(0), 21).can_take_back(),
            "only against the computer"
        );
    }

    #[test]
    fn imported_ids_play_on_and_bad_ones_are_refused() {
        let s = BgSession::from_ids(local(0), 38, "eN8HAAEGAQAAAA", "MAEAAAAAAAAE").unwrap();
        assert_eq!(s.phase(), Phase::ToRoll);
        assert_eq!(s.game().board().position_id(), "eN8HAAEGAQAAAA");
        assert!(BgSession::from_ids(local(0), 1, "eN8HAAEGAQAAAA", "nope").is_err());
        assert!(BgSession::from_ids(local(0), 1, "nope", "MAEAAAAAAAAE").is_err());
        let json = serde_json::to_string(&s.to_saved()).unwrap();
        assert_eq!(load(&json).unwrap().game().board(), s.game().board());
        // What the app accepts it can reload: no match longer than it plays (issue 12).
        let mut long = MatchState::new(MAX_LENGTH + 1);
        long.state = GameState::Playing;
        let e = BgSession::from_ids(local(0), 1, "4HPwATDgc/ABMA", &long.match_id()).unwrap_err();
        assert!(e.contains("the longest played here is 25"), "{e}");
    }

    /// The save of `s` loads as the same match.
    fn assert_reloads(s: &BgSession, what: &str) {
        let json = serde_json::to_string(&s.to_saved()).unwrap();
        let back = load(&json).unwrap_or_else(|e| panic!("{what}: {e}\n{json}"));
        assert_eq!(back.game().board(), s.game().board(), "{what}");
        assert_eq!(back.state(), s.state(), "{what}");
        assert_eq!(back.record_text(), s.record_text(), "{what}");
    }

    /// Every state a session reaches by random actions (rolls, plays, cube and resignation
    /// offers and answers, next games), and every match imported from its IDs, reloads from
    /// its save (issue 12: the app must never write what it cannot read back).
    #[test]
    fn every_reached_state_reloads_from_its_save() {
        let mut rng = ttakji_engine::rng::Rng::new(12);
        let lengths = [0, 1, 3, 5, 7, 9, 11, 15, MAX_LENGTH];
        for n in 0..24u64 {
            let mut s = BgSession::new(local(lengths[n as usize % lengths.len()]), n);
            for step in 0..160 {
                if s.game().is_over() && !s.next_game() {
                    break;
                }
                let plays = s.game().legal_plays();
                let action = match rng.below(9) {
                    0 => Action::Double,
                    1 => Action::Take,
                    2 => Action::Drop,
                    3 => Action::Resign(1 + rng.below(3) as u8),
                    4 => Action::Accept,
                    5 => Action::Reject,
                    _ if s.phase() == Phase::ToRoll => Action::Roll,
                    _ if plays.is_empty() => Action::Play(Play::none(&s.game().board())),
                    _ => Action::Play(plays[rng.below(plays.len())]),
                };
                if s.act(action).is_err() {
                    continue;
                }
                assert_reloads(&s, &format!("match {n}, step {step}"));
                let g = s.game();
                if !g.is_over() {
                    let (p, m) = (g.board().position_id(), g.state().match_id());
                    let imported = BgSession::from_ids(local(0), n, &p, &m)
                        .unwrap_or_else(|e| panic!("{p}:{m}: {e}"));
                    assert_reloads(&imported, &format!("{p}:{m}"));
                }
            }
        }
    }
}

/// A match saved exactly as the app wrote it before the envelope still loads; written again
/// it is the same body in the envelope.
#[cfg(test)]
mod todays_saves {
    use super::*;
    use crate::kit::storage::{decode, encode};

    const MATCH: &str = r#"{"format":1,"game":"backgammon","mode":"computer","level":"easy","human":"first","length":3,"jacoby":false,"cube":true,"seed":21,"games":[["play 24/23 24/18","roll","play 24/16(2)"]]}"#;

    #[test]
    fn a_match_loads() {
        let s = load(MATCH).unwrap();
        assert_eq!(s.setup.length, 3);
        assert_eq!(s.seed, 21);
        assert_eq!(s.game().actions().len(), 3);
        let again = encode(GAME_SLUG, &s.to_saved()).unwrap();
        let body: serde_json::Value = decode(GAME_SLUG, &again).unwrap();
        assert_eq!(
            body,
            serde_json::from_str::<serde_json::Value>(MATCH).unwrap()
        );
        assert_eq!(load(&again).unwrap().game().actions(), s.game().actions());
    }
}
