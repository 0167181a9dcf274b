//! One game of a match or money session: dice from a seed (or given, for a game read from a
//! file), the opening roll (BG-3), plays, cube actions and resignations, and a text record
//! that replays it.

use super::board::{Board, Dice};
use super::match_state::{ActionError, GameState, MatchState};
use super::play::Play;
use crate::rng::Rng;
use std::fmt;

/// The letter of player 0 and 1 in records (gnubg names player 0 O and player 1 X).
pub const PLAYER_NAMES: [&str; 2] = ["O", "X"];

/// One action of a game after the opening roll.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// The player on roll rolls (the dice come from the game's generator, or were given:
    /// [`BgGame::roll_given`]).
    Roll,
    /// The player on roll plays (the empty play when no checker can move).
    Play(Play),
    /// The player on roll offers the cube.
    Double,
    /// The opponent takes the cube.
    Take,
    /// The opponent drops: the game ends.
    Drop,
    /// The player to act offers to resign 1, 2 or 3 points.
    Resign(u8),
    /// The opponent accepts the resignation: the game ends.
    Accept,
    /// The opponent plays on.
    Reject,
}

/// A game: its seed, the match state around it, the board and every action since the
/// opening roll. Dice come from SplitMix64 seeded with `seed` (the app seeds it from the
/// browser's random source), so the seed and the actions replay the game exactly.
#[derive(Clone, Debug)]
pub struct BgGame {
    seed: u64,
    rng: Rng,
    /// The match state before the opening roll (an imported game: at its start).
    start: MatchState,
    /// The board the game started from: the start position, or an imported one.
    start_board: Board,
    state: MatchState,
    /// The board from the view of `state.on_roll`.
    board: Board,
    opening: Vec<(u8, u8)>,
    actions: Vec<Action>,
    /// The dice of each `Roll` in `actions`, in order.
    rolls: Vec<Dice>,
    /// A game whose dice were given ([`BgGame::with_opening`]): the given dice of its first
    /// rolls, which `Roll` takes in turn (a take-back brings them back); the seed's dice
    /// follow them. `None`: every die comes from the seed.
    given: Option<Vec<Dice>>,
}

fn die(rng: &mut Rng) -> u8 {
    rng.below(6) as u8 + 1
}

impl BgGame {
    /// Starts a game of a match (or money session) in `state` (no game being played):
    /// the opening roll (BG-3) comes from `seed`: each player rolls one die, again while
    /// they tie; the higher die moves first and plays both numbers.
    pub fn new(seed: u64, state: MatchState) -> Result<BgGame, ActionError> {
        let mut rng = Rng::new(seed);
        let mut opening = Vec::new();
        loop {
            let (a, b) = (die(&mut rng), die(&mut rng));
            opening.push((a, b));
            if a != b {
                return BgGame::opened(seed, rng, state, opening, None);
            }
        }
    }

    /// Starts a game like [`BgGame::new`] with a given opening roll instead of the seed's
    /// (a game read from a file): `(player 0's die, player 1's die)`, two different numbers.
    /// Later rolls may be given too ([`BgGame::roll_given`]); the seed's dice follow them.
    pub fn with_opening(
        seed: u64,
        state: MatchState,
        opening: (u8, u8),
    ) -> Result<BgGame, ActionError> {
        if Dice::new(opening.0, opening.1).is_none() {
            return Err(ActionError(format!(
                "the opening roll {}{} is not two dice of 1 to 6",
                opening.0, opening.1
            )));
        }
        BgGame::opened(seed, Rng::new(seed), state, vec![opening], Some(Vec::new()))
    }

    /// The game after its opening rolls (ties first): the higher die moves first and plays
    /// both numbers.
    fn opened(
        seed: u64,
        rng: Rng,
        state: MatchState,
        opening: Vec<(u8, u8)>,
        given: Option<Vec<Dice>>,
    ) -> Result<BgGame, ActionError> {
        let (a, b) = *opening.last().expect("an opening roll");
        let first = usize::from(b > a);
        let (mine, theirs) = if first == 0 { (a, b) } else { (b, a) };
        let dice = Dice::new(mine, theirs).expect("dice are 1..=6");
        let start = state;
        let mut state = state;
        state.start_game(first, dice)?;
        Ok(BgGame {
            seed,
            rng,
            start,
            start_board: Board::start(),
            state,
            board: Board::start(),
            opening,
            actions: Vec::new(),
            rolls: Vec::new(),
            given,
        })
    }

    /// A game taken up in the middle: `board` (from the view of `state.on_roll`) and a
    /// match state of a game being played (a Position ID and a Match ID). There is no
    /// opening roll; later dice come from `seed`.
    pub fn from_position(
        seed: u64,
        board: Board,
        state: MatchState,
    ) -> Result<BgGame, ActionError> {
        if state.state != GameState::Playing {
            return Err(ActionError("the game is not being played".to_string()));
        }
        if board.result().is_some() {
            return Err(ActionError("the game on this board is over".to_string()));
        }
        Ok(BgGame {
            seed,
            rng: Rng::new(seed),
            start: state,
            start_board: board,
            state,
            board,
            opening: Vec::new(),
            actions: Vec::new(),
            rolls: Vec::new(),
            given: None,
        })
    }

    /// The board the game started from (from the view of the player on roll then).
    pub fn start_board(&self) -> Board {
        self.start_board
    }

    /// The same game after its first `n` actions (a take-back).
    pub fn replay_to(&self, n: usize) -> Result<BgGame, ActionError> {
        let mut g = match (&self.given, self.opening.first()) {
            (Some(_), Some(&opening)) => BgGame::with_opening(self.seed, self.start, opening)?,
            (_, None) => BgGame::from_position(self.seed, self.start_board, self.start)?,
            (None, Some(_)) => BgGame::new(self.seed, self.start)?,
        };
        g.given.clone_from(&self.given);
        for a in &self.actions[..n.min(self.actions.len())] {
            g.act(a)?;
        }
        Ok(g)
    }

    /// A money game (`MatchState::money`) or the first game of a match, as one call.
    pub fn first_game(seed: u64, length: u32, jacoby: bool) -> BgGame {
        let state = if length == 0 {
            MatchState::money(jacoby)
        } else {
            MatchState::new(length)
        };
        BgGame::new(seed, state).expect("a new match can start a game")
    }

    /// The next game of the same match, once this one is over.
    pub fn next_game(&self, seed: u64) -> Result<BgGame, ActionError> {
        if !self.state.state.is_over() {
            return Err(ActionError("this game is not over".to_string()));
        }
        BgGame::new(seed, self.state)
    }

    /// The seed of the dice.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// A game whose dice were given ([`BgGame::with_opening`]): how many of its rolls so far
    /// were given. `None`: a game of the seed's dice.
    pub fn given_rolls(&self) -> Option<usize> {
        self.given.as_ref().map(|g| g.len().min(self.rolls.len()))
    }

    /// The match state when the game started (before the opening roll).
    pub fn start_state(&self) -> &MatchState {
        &self.start
    }

    /// The match state now.
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// The board from the view of the player on roll (`state().on_roll`).
    pub fn board(&self) -> Board {
        self.board
    }

    /// The board from the view of `player` (0 or 1).
    pub fn board_for(&self, player: usize) -> Board {
        if player == self.state.on_roll {
            self.board
        } else {
            self.board.swapped()
        }
    }

    /// The opening rolls: (player 0's die, player 1's die), ties first.
    pub fn opening(&self) -> &[(u8, u8)] {
        &self.opening
    }

    /// Every action since the opening roll.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The dice of each `Roll` among the actions, in order.
    pub fn rolls(&self) -> &[Dice] {
        &self.rolls
    }

    /// The game has ended (bear-off, dropped double or accepted resignation).
    pub fn is_over(&self) -> bool {
        self.state.state.is_over()
    }

    /// The legal plays for the dice rolled, empty before rolling or when none exists.
    pub fn legal_plays(&self) -> Vec<Play> {
        match self.state.dice {
            Some(d) if self.state.state == GameState::Playing => self.board.legal_plays(d),
            _ => Vec::new(),
        }
    }

    /// The player on roll rolls; returns the dice.
    pub fn roll(&mut self) -> Result<Dice, ActionError> {
        let mut rng = self.rng.clone();
        let given = self.given.as_ref().and_then(|g| g.get(self.rolls.len()));
        let dice = match given {
            Some(&d) => d,
            None => Dice::new(die(&mut rng), die(&mut rng)).expect("dice are 1..=6"),
        };
        self.state.roll(dice)?;
        self.rng = rng;
        self.actions.push(Action::Roll);
        self.rolls.push(dice);
        Ok(dice)
    }

    /// The player on roll rolls `dice`, given instead of the seed's: only in a game with a
    /// given opening ([`BgGame::with_opening`]), before any roll of the seed's. Given dice
    /// that a take-back left for later rolls are dropped.
    pub fn roll_given(&mut self, dice: Dice) -> Result<(), ActionError> {
        let n = self.rolls.len();
        let Some(given) = self.given.as_mut() else {
            return Err(ActionError(
                "the dice of this game come from its seed".to_string(),
            ));
        };
        if given.len() < n {
            return Err(ActionError(format!(
                "dice are given only before the seed's: roll {} came from the seed",
                given.len() + 1
            )));
        }
        self.state.roll(dice)?;
        given.truncate(n);
        given.push(dice);
        self.actions.push(Action::Roll);
        self.rolls.push(dice);
        Ok(())
    }

    /// The player on roll plays `play` (one of [`BgGame::legal_plays`], or the empty play
    /// when there is none). The game ends when a player has borne off all checkers (BG-13,
    /// BG-14); otherwise the turn passes.
    pub fn play(&mut self, play: &Play) -> Result<(), ActionError> {
        let Some(dice) = self.state.dice else {
            return Err(ActionError("roll the dice first".to_string()));
        };
        if self.state.state != GameState::Playing || self.state.doubled || self.state.resigned > 0 {
            return Err(ActionError("no play can be made now".to_string()));
        }
        if !super::position::is_legal_play(&self.board, dice, play) {
            return Err(ActionError(format!(
                "'{play}' is not a legal play with {dice}"
            )));
        }
        self.actions.push(Action::Play(*play));
        self.board = super::position::after_play(&mut self.state, play);
        Ok(())
    }

    /// The player on roll plays the play written in gnubg notation.
    pub fn play_text(&mut self, text: &str) -> Result<(), ActionError> {
        let dice = self
            .state
            .dice
            .ok_or_else(|| ActionError("roll the dice first".to_string()))?;
        let play = self
            .board
            .parse_play(dice, text)
            .map_err(|e| ActionError(e.to_string()))?;
        self.play(&play)
    }

    /// The player on roll doubles (BG-15).
    pub fn double(&mut self) -> Result<(), ActionError> {
        self.act_on_state(Action::Double, MatchState::double)
    }

    /// The opponent takes the double.
    pub fn take(&mut self) -> Result<(), ActionError> {
        self.act_on_state(Action::Take, MatchState::take)
    }

    /// The opponent drops the double: the game ends.
    pub fn drop_cube(&mut self) -> Result<(), ActionError> {
        self.act_on_state(Action::Drop, MatchState::drop_cube)
    }

    /// The player to act offers to resign `points` (1, 2, 3) times the cube (BG-17).
    pub fn resign(&mut self, points: u8) -> Result<(), ActionError> {
        self.act_on_state(Action::Resign(points), |st| st.resign(points))
    }

    /// The opponent accepts the resignation: the game ends.
    pub fn accept(&mut self) -> Result<(), ActionError> {
        self.act_on_state(Action::Accept, MatchState::accept_resignation)
    }

    /// The opponent rejects the resignation: play goes on.
    pub fn reject(&mut self) -> Result<(), ActionError> {
        self.act_on_state(Action::Reject, MatchState::reject_resignation)
    }

    /// Records `action` once the match state has taken it.
    fn act_on_state(
        &mut self,
        action: Action,
        take: impl FnOnce(&mut MatchState) -> Result<(), ActionError>,
    ) -> Result<(), ActionError> {
        take(&mut self.state)?;
        self.actions.push(action);
        Ok(())
    }

    /// Does `action` (a `Roll` draws the next dice from the generator).
    pub fn act(&mut self, action: &Action) -> Result<(), ActionError> {
        match action {
            Action::Roll => self.roll().map(|_| ()),
            Action::Play(p) => self.play(p),
            Action::Double => self.double(),
            Action::Take => self.take(),
            Action::Drop => self.drop_cube(),
            Action::Resign(n) => self.resign(*n),
            Action::Accept => self.accept(),
            Action::Reject => self.reject(),
        }
    }

    /// The game again from its seed, start state and actions.
    pub fn replay(seed: u64, start: MatchState, actions: &[Action]) -> Result<BgGame, ActionError> {
        let mut g = BgGame::new(seed, start)?;
        for (i, a) in actions.iter().enumerate() {
            g.act(a)
                .map_err(|e| ActionError(format!("action {}: {e}", i + 1)))?;
        }
        Ok(g)
    }

    /// The text record: a header (seed, match, score, settings, then the opening roll, or
    /// `Position <Position ID> <Match ID>` for a game taken up in the middle), then one
    /// numbered line per turn or cube action, e.g. `1. O 52: 13/8 13/11`, `2. X Doubles => 2`,
    /// `3. O Takes`, `4. X 66:` (no legal play), `5. O Resigns 2`, `6. X Accepts`, and the
    /// result. A roll line without a colon is a roll not played yet; when a resignation comes
    /// between a roll and its play, the play's line repeats the same dice. [`BgGame::from_record`]
    /// reads it back.
    pub fn record(&self) -> String {
        let mut out = self.record_header();
        // Replays the actions to know who did each and the cube value.
        let mut st = self.record_start(&mut out);
        let mut n = 0;
        let mut rolls = self.rolls.iter();
        let mut line = String::new();
        let mut begin = |line: &mut String, who: usize| {
            n += 1;
            *line = format!("{n}. {} ", PLAYER_NAMES[who]);
        };
        let mut pending_roll = st.dice.is_some();
        if pending_roll {
            begin(&mut line, st.on_roll);
            line += &st.dice.expect("dice").to_string();
        }
        for a in &self.actions {
            match a {
                Action::Roll => {
                    let d = *rolls.next().expect("a roll per Roll");
                    begin(&mut line, st.on_roll);
                    line += &d.to_string();
                    pending_roll = true;
                    let _ = st.roll(d);
                }
                Action::Play(p) => {
                    if !pending_roll {
                        // The turn's roll line was interrupted (a rejected resignation).
                        begin(&mut line, st.on_roll);
                        line += &st.dice.map_or(String::new(), |d| d.to_string());
                    }
                    line += &format!(": {p}");
                    out += line.trim_end();
                    out += "\n";
                    pending_roll = false;
                    if p.resulting().result().is_none() {
                        let _ = st.pass_turn();
                    }
                }
                other => {
                    let who = st.turn;
                    let text = offer_text(&mut st, other);
                    if pending_roll {
                        // An offer between rolling and playing cannot happen (offers come
                        // before the roll); a resignation can, after rolling.
                        out += line.trim_end();
                        out += "\n";
                        pending_roll = false;
                    }
                    begin(&mut line, who);
                    out += &format!("{line}{text}\n");
                }
            }
        }
        if pending_roll {
            out += &line;
            out += "\n";
        }
        if let Some((w, points)) = self.state.winner {
            out += &format!(
                "{} wins {points} point{}\n",
                PLAYER_NAMES[w],
                if points == 1 { "" } else { "s" }
            );
        }
        out
    }

    /// The record's header: the seed, the match or money game, the score and the rules.
    fn record_header(&self) -> String {
        let s = &self.start;
        let mut out = String::from("Ttakji backgammon\n");
        out += &format!("Seed {}\n", self.seed);
        if let Some(k) = self.given_rolls() {
            out += &format!("Dice given {k}\n");
        }
        if s.is_money() {
            out += "Money game\n";
        } else {
            out += &format!("Match to {}\n", s.length);
        }
        out += &format!("Score {}-{}\n", s.score[0], s.score[1]);
        let mut flags = Vec::new();
        if s.is_money() && s.jacoby {
            flags.push("Jacoby");
        }
        if !s.cube_in_use {
            flags.push("No cube");
        }
        // Whether this game is the Crawford game or after it (BG-16).
        if self.crawford_at_start() {
            flags.push("Crawford");
        }
        if self.post_crawford_at_start() {
            flags.push("Post-Crawford");
        }
        if !flags.is_empty() {
            out += &format!("Rules {}\n", flags.join(", "));
        }
        out
    }

    /// The record's opening roll line (or the Position line of an imported game), and the
    /// match state the actions start from.
    fn record_start(&self, out: &mut String) -> MatchState {
        let mut st = self.start;
        if let Some(&(d0, d1)) = self.opening.last() {
            let rolls: Vec<String> = self
                .opening
                .iter()
                .map(|(a, b)| format!("{a}{b}"))
                .collect();
            *out += &format!("Opening {}\n", rolls.join(" "));
            let first = usize::from(d1 > d0);
            let opening_dice = if first == 0 { (d0, d1) } else { (d1, d0) };
            st.start_game(
                first,
                Dice::new(opening_dice.0, opening_dice.1).expect("dice"),
            )
            .expect("the game started");
        } else {
            // Taken up from a Position ID and a Match ID.
            *out += &format!(
                "Position {} {}\n",
                self.start_board.position_id(),
                self.start.match_id()
            );
        }
        st
    }

    fn crawford_at_start(&self) -> bool {
        if self.opening.is_empty() {
            // An imported game: its Match ID says so.
            return self.start.crawford;
        }
        let mut st = self.start;
        st.start_game(0, Dice::new(2, 1).expect("dice")).is_ok() && st.crawford
    }

    fn post_crawford_at_start(&self) -> bool {
        if self.opening.is_empty() {
            return self.start.post_crawford;
        }
        let mut st = self.start;
        st.start_game(0, Dice::new(2, 1).expect("dice")).is_ok() && st.post_crawford
    }

    /// Reads a record written by [`BgGame::record`] and replays it; the dice written must be
    /// those of the seed (but for a game of given dice: its opening roll and the number of
    /// rolls its `Dice given` line says), and every play legal.
    pub fn from_record(text: &str) -> Result<BgGame, RecordError> {
        let err = |line: usize, why: String| RecordError { line, why };
        let mut seed = None;
        let mut given = None;
        let mut state = MatchState::new(0);
        let mut game: Option<BgGame> = None;
        let mut crawford = false;
        for (i, raw) in text.lines().enumerate() {
            let ln = i + 1;
            let l = raw.trim();
            if l.is_empty() || l == "Ttakji backgammon" || l.starts_with(';') {
                continue;
            }
            if let Some(g) = game.as_mut() {
                if l.contains(" wins ") && !l.contains('.') {
                    let want = g.state.winner.map(|(w, p)| (PLAYER_NAMES[w], p));
                    let words: Vec<&str> = l.split_whitespace().collect();
                    let got = (
                        words[0],
                        words.get(2).and_then(|p| p.parse().ok()).unwrap_or(0),
                    );
                    if want != Some(got) {
                        return Err(err(ln, format!("the game does not end '{l}'")));
                    }
                    continue;
                }
                read_action_line(g, l, given.unwrap_or(0)).map_err(|e| err(ln, e))?;
                continue;
            }
            let (key, value) = l.split_once(' ').unwrap_or((l, ""));
            match key {
                "Seed" => {
                    seed = Some(
                        value
                            .parse::<u64>()
                            .map_err(|_| err(ln, format!("'{value}' is not a seed")))?,
                    )
                }
                "Dice" => {
                    given = Some(
                        value
                            .strip_prefix("given ")
                            .and_then(|k| k.parse::<usize>().ok())
                            .ok_or_else(|| err(ln, format!("'{l}' is not like Dice given 12")))?,
                    )
                }
                "Money" => state.length = 0,
                "Match" => {
                    state.length = value
                        .trim_start_matches("to ")
                        .parse()
                        .ok()
                        .filter(|&n| n > 0)
                        .ok_or_else(|| err(ln, format!("'{value}' is not a match length")))?
                }
                "Score" => {
                    let (a, b) = value
                        .split_once('-')
                        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
                        .ok_or_else(|| err(ln, format!("'{value}' is not a score like 2-1")))?;
                    state.score = [a, b];
                }
                "Rules" => {
                    for flag in value.split(',').map(str::trim) {
                        match flag {
                            "Jacoby" => state.jacoby = true,
                            "No cube" => state.cube_in_use = false,
                            // Checked once the game starts: it follows from the score.
                            "Crawford" => crawford = true,
                            "Post-Crawford" => state.post_crawford = true,
                            f => return Err(err(ln, format!("unknown rule '{f}'"))),
                        }
                    }
                }
                "Opening" => {
                    let seed = seed.ok_or_else(|| err(ln, "the Seed line comes first".into()))?;
                    let g = match given {
                        Some(_) => given_opening(seed, state, value),
                        None => BgGame::new(seed, state).map_err(|e| e.to_string()),
                    }
                    .map_err(|e| err(ln, e))?;
                    if g.state.crawford != crawford {
                        return Err(err(
                            ln,
                            "the Crawford rule does not fit the score".to_string(),
                        ));
                    }
                    let written: Vec<&str> = value.split_whitespace().collect();
                    let rolled: Vec<String> =
                        g.opening.iter().map(|(a, b)| format!("{a}{b}")).collect();
                    if written != rolled {
                        return Err(err(
                            ln,
                            format!("the seed's opening roll is {}", rolled.join(" ")),
                        ));
                    }
                    game = Some(g);
                }
                "Position" => {
                    let seed = seed.ok_or_else(|| err(ln, "the Seed line comes first".into()))?;
                    let g = imported_game(seed, state, crawford, value).map_err(|e| err(ln, e))?;
                    game = Some(g);
                }
                _ => return Err(err(ln, format!("unexpected line '{l}'"))),
            }
        }
        game.ok_or_else(|| {
            err(
                text.lines().count(),
                "the record has no Opening or Position line".into(),
            )
        })
    }
}

/// The game of a record's `Opening 31` line when its dice were given: one roll, player 0's
/// die then player 1's.
fn given_opening(seed: u64, state: MatchState, value: &str) -> Result<BgGame, String> {
    let dice: Dice = value.parse().map_err(|e: super::DiceError| e.to_string())?;
    BgGame::with_opening(seed, state, dice.values()).map_err(|e| e.to_string())
}

/// The game of a record's `Position <Position ID> <Match ID>` line (a game taken up in the
/// middle), checked against the header read before it: `header` (match length, score and
/// rules) and whether the header marks the Crawford game. The Match ID carries the cube,
/// the turn and the dice; the header adds what it cannot say (no cube, post-Crawford).
fn imported_game(
    seed: u64,
    header: MatchState,
    crawford: bool,
    value: &str,
) -> Result<BgGame, String> {
    let ids: Vec<&str> = value.split_whitespace().collect();
    let [position_id, match_id] = ids[..] else {
        return Err(format!(
            "'Position {value}' must give a Position ID and a Match ID (Position <14 characters> <12 characters>)"
        ));
    };
    let board = Board::from_position_id(position_id).map_err(|e| e.to_string())?;
    let mut state = MatchState::from_match_id(match_id).map_err(|e| e.to_string())?;
    if (state.length, state.score) != (header.length, header.score) {
        return Err(format!(
            "the Match ID is of {} at {}-{}, but the header says {} at {}-{}",
            match_length_text(state.length),
            state.score[0],
            state.score[1],
            match_length_text(header.length),
            header.score[0],
            header.score[1]
        ));
    }
    if state.crawford != crawford || state.post_crawford != header.post_crawford {
        return Err("the Crawford rule of the header does not fit the Match ID".to_string());
    }
    if state.is_money() && state.jacoby != header.jacoby {
        return Err("the Jacoby rule of the header does not fit the Match ID".to_string());
    }
    state.cube_in_use = header.cube_in_use;
    if !state.cube_in_use && (state.cube != 1 || state.cube_owner.is_some() || state.doubled) {
        return Err("the header says no cube, but the Match ID has the cube turned".to_string());
    }
    BgGame::from_position(seed, board, state).map_err(|e| e.to_string())
}

fn match_length_text(length: u32) -> String {
    if length == 0 {
        "a money game".to_string()
    } else {
        format!("a {length}-point match")
    }
}

/// One numbered action line of a record, done on `g`; the first `given` rolls are the dice
/// written, the later ones the seed's.
fn read_action_line(g: &mut BgGame, l: &str, given: usize) -> Result<(), String> {
    let (_, rest) = l
        .split_once(". ")
        .filter(|(n, _)| n.parse::<u32>().is_ok())
        .ok_or_else(|| format!("'{l}' does not start with a number and a player (1. O ...)"))?;
    let (who, what) = rest.split_once(' ').unwrap_or((rest, ""));
    let player = PLAYER_NAMES
        .iter()
        .position(|&p| p == who)
        .ok_or_else(|| format!("'{who}' is not a player (O or X)"))?;
    let what = what.trim();
    if player != g.state.turn {
        return Err(format!(
            "it is {}'s turn, not {who}'s",
            PLAYER_NAMES[g.state.turn]
        ));
    }
    let e = |x: ActionError| x.to_string();
    match what.split_whitespace().next().unwrap_or("") {
        "Doubles" => g.double().map_err(e),
        "Takes" => g.take().map_err(e),
        "Drops" => g.drop_cube().map_err(e),
        "Accepts" => g.accept().map_err(e),
        "Rejects" => g.reject().map_err(e),
        "Resigns" => {
            let n = what
                .split_whitespace()
                .nth(1)
                .and_then(|n| n.parse().ok())
                .ok_or("Resigns needs 1, 2 or 3")?;
            g.resign(n).map_err(e)
        }
        _ => {
            let (dice_text, play) = match what.split_once(':') {
                Some((d, p)) => (d.trim(), Some(p.trim())),
                None => (what, None),
            };
            let dice: Dice = dice_text
                .parse()
                .map_err(|x: super::DiceError| x.to_string())?;
            let rolled = match g.state.dice {
                // The opening roll (or a roll before a resignation) is already on the board.
                Some(d) if g.state.on_roll == player => d,
                _ if g.rolls.len() < given => {
                    g.roll_given(dice).map_err(e)?;
                    dice
                }
                _ => g.roll().map_err(e)?,
            };
            if rolled != dice {
                return Err(format!("the seed rolls {rolled} here, not {dice}"));
            }
            match play {
                Some(p) => g.play_text(p).map_err(e),
                None => Ok(()),
            }
        }
    }
}

/// A record that does not replay; the line and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    pub line: usize,
    pub why: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "record line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for RecordError {}

/// Rolls for a training or self-play loop that does not keep a record: two dice.
pub fn roll(rng: &mut Rng) -> Dice {
    Dice::new(die(rng), die(rng)).expect("dice are 1..=6")
}

/// A cube action or a resignation as the record writes it, applied to `st`.
fn offer_text(st: &mut MatchState, action: &Action) -> String {
    match action {
        Action::Double => {
            let _ = st.double();
            format!("Doubles => {}", st.cube * 2)
        }
        Action::Take => {
            let _ = st.take();
            "Takes".to_string()
        }
        Action::Drop => {
            let _ = st.drop_cube();
            "Drops".to_string()
        }
        Action::Resign(k) => {
            let _ = st.resign(*k);
            format!("Resigns {k}")
        }
        Action::Accept => {
            let _ = st.accept_resignation();
            "Accepts".to_string()
        }
        _ => {
            let _ = st.reject_resignation();
            "Rejects".to_string()
        }
    }
}
