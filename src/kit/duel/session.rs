//! One game as the app holds it, for any of the built games: the engine's game plus who plays
//! it, take-back/redo, results the engine does not know (resignation, agreed draw, time), the
//! optional clock and the saved form.
//!
//! Pure Rust, no browser: the rules all come from `ttakji_engine`. What differs between the
//! games is kept in [`GameKind`], [`Play`] and [`GameMove`]; everything else is shared.

use serde::{Deserialize, Serialize};
use std::fmt;
use ttakji_engine::makruk::{self, MakrukGame, Turn};
use ttakji_engine::morris::{self, MorrisGame, MorrisKind, Variant};
use ttakji_engine::{GameId, Level, Outcome, Side};

/// Version of the saved-game format; bump it when the format changes incompatibly.
pub const SAVE_FORMAT: u32 = 1;

/// The games the app can play.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameKind {
    NineMensMorris,
    Tigadi,
    Makruk,
}

impl GameKind {
    pub fn game(self) -> GameId {
        match self {
            GameKind::NineMensMorris => GameId::NineMensMorris,
            GameKind::Tigadi => GameId::Tigadi,
            GameKind::Makruk => GameId::Makruk,
        }
    }

    /// The Morris variant family, for Nine Men's Morris and Tigadi.
    pub fn morris(self) -> Option<MorrisKind> {
        match self {
            GameKind::NineMensMorris => Some(MorrisKind::NineMensMorris),
            GameKind::Tigadi => Some(MorrisKind::Tigadi),
            GameKind::Makruk => None,
        }
    }

    pub fn slug(self) -> &'static str {
        self.game().slug()
    }

    /// Whether a Morris game of this kind may be played with flying (NMM-8; never in Tigadi).
    pub fn has_flying(self) -> bool {
        self == GameKind::NineMensMorris
    }

    /// Whether pass-and-play may use a clock (Makruk: MK-18 and the original's clock).
    pub fn has_clock(self) -> bool {
        self == GameKind::Makruk
    }

    /// Whether moves may be taken back in pass-and-play. Makruk's original allows take-back
    /// only against the computer.
    pub fn take_back_between_people(self) -> bool {
        self != GameKind::Makruk
    }
}

/// A move of any game: a Morris move, or a Makruk turn (a move with its counting action).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameMove {
    Morris(morris::Move),
    Makruk(Turn),
}

impl fmt::Display for GameMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameMove::Morris(m) => write!(f, "{m}"),
            GameMove::Makruk(t) => write!(f, "{t}"),
        }
    }
}

/// The engine's game, of whichever kind.
#[derive(Clone, Debug)]
pub enum Play {
    Morris(MorrisGame),
    Makruk(MakrukGame),
}

impl Play {
    /// The game as the engine's registry reads it, through text.
    pub fn as_text(&self) -> &dyn ttakji_engine::core::registry::AnyText {
        match self {
            Play::Morris(g) => &**g,
            Play::Makruk(g) => &**g,
        }
    }

    /// The standard start of a game.
    pub fn start(kind: GameKind, flying: bool) -> Play {
        match kind.morris() {
            Some(mk) => Play::Morris(MorrisGame::new(Variant::preset(mk, flying))),
            None => Play::Makruk(MakrukGame::new()),
        }
    }

    pub fn morris(&self) -> Option<&MorrisGame> {
        match self {
            Play::Morris(g) => Some(g),
            Play::Makruk(_) => None,
        }
    }

    pub fn makruk(&self) -> Option<&MakrukGame> {
        match self {
            Play::Makruk(g) => Some(g),
            Play::Morris(_) => None,
        }
    }

    pub fn outcome(&self) -> Outcome {
        match self {
            Play::Morris(g) => g.outcome(),
            Play::Makruk(g) => g.outcome(),
        }
    }

    pub fn side_to_move(&self) -> Side {
        match self {
            Play::Morris(g) => g.position().side_to_move(),
            Play::Makruk(g) => g.position().side_to_move(),
        }
    }

    /// The side to move at the start position.
    pub fn start_side(&self) -> Side {
        match self {
            Play::Morris(g) => g.start().side_to_move(),
            Play::Makruk(g) => g.start().side_to_move(),
        }
    }

    /// The number of moves played.
    pub fn len(&self) -> usize {
        match self {
            Play::Morris(g) => g.moves().len(),
            Play::Makruk(g) => g.turns().len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How often the current position has occurred.
    pub fn repetitions(&self) -> usize {
        match self {
            Play::Morris(g) => g.repetitions(),
            Play::Makruk(g) => g.repetitions(),
        }
    }

    /// Plays a move of this game's kind.
    pub fn play(&mut self, mv: GameMove) -> Result<(), String> {
        match (self, mv) {
            (Play::Morris(g), GameMove::Morris(m)) => g.play(m).map_err(|e| e.to_string()),
            (Play::Makruk(g), GameMove::Makruk(t)) => g.play_turn(t).map_err(|e| e.to_string()),
            (_, mv) => Err(format!("a move of another game: {mv}")),
        }
    }

    pub fn undo(&mut self) -> Option<GameMove> {
        match self {
            Play::Morris(g) => g.undo().map(GameMove::Morris),
            Play::Makruk(g) => g.undo().map(GameMove::Makruk),
        }
    }

    /// Reads a move of this game's kind from its notation (not whether it is legal).
    pub fn parse_move(&self, text: &str) -> Result<GameMove, String> {
        match self {
            Play::Morris(_) => text
                .parse()
                .map(GameMove::Morris)
                .map_err(|e: morris::MoveSyntaxError| e.to_string()),
            Play::Makruk(_) => text
                .parse()
                .map(GameMove::Makruk)
                .map_err(|e: makruk::MoveSyntaxError| e.to_string()),
        }
    }

    /// The start position in text: a Morris position string or a Makruk FEN.
    pub fn start_text(&self) -> String {
        match self {
            Play::Morris(g) => g.start().to_text(),
            Play::Makruk(g) => g.start().to_fen(),
        }
    }

    /// The moves in the engine's notation (Morris moves, Makruk turns in UCI).
    pub fn move_texts(&self) -> Vec<String> {
        match self {
            Play::Morris(g) => g.moves().iter().map(|m| m.to_string()).collect(),
            Play::Makruk(g) => g.turns().iter().map(|t| t.to_string()).collect(),
        }
    }

    /// Rebuilds a game from its start text and moves, checking both through the engine.
    pub fn replay(
        kind: GameKind,
        flying: bool,
        start: &str,
        moves: &[String],
    ) -> Result<Play, String> {
        match kind.morris() {
            Some(mk) => {
                let variant = Variant::preset(mk, flying);
                let start =
                    morris::Position::from_text(variant, start).map_err(|e| e.to_string())?;
                MorrisGame::replay(start, moves).map(Play::Morris)
            }
            None => {
                let start = makruk::Position::from_fen(start).map_err(|e| e.to_string())?;
                MakrukGame::replay(start, moves).map(Play::Makruk)
            }
        }
    }
}

pub use crate::kit::opponent::Mode;
use crate::kit::opponent::{side_from_word, SavedMode};

/// The choices of the new-game dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    pub kind: GameKind,
    /// Nine Men's Morris only.
    pub flying: bool,
    pub mode: Mode,
    /// A clock for pass-and-play (Makruk only).
    pub clock: bool,
}

impl Setup {
    pub fn default_for(kind: GameKind) -> Setup {
        Setup {
            kind,
            // Flying is on by default in Nine Men's Morris (NMM-8) and never in Tigadi.
            flying: kind.has_flying(),
            mode: Mode::Computer {
                level: Level::Easy,
                human: Side::First,
            },
            clock: false,
        }
    }

    /// The same choices made consistent: flying only where it exists, a clock only between
    /// people and only where the game has one.
    pub fn normalized(self) -> Setup {
        Setup {
            flying: self.flying && self.kind.has_flying(),
            clock: self.clock && self.kind.has_clock() && self.mode == Mode::PassAndPlay,
            ..self
        }
    }
}

/// Main time of the pass-and-play clock: 5 minutes each.
pub const MAIN_MS: u32 = 5 * 60 * 1000;
/// One byo-yomi period: 30 seconds.
pub const PERIOD_MS: u32 = 30 * 1000;
/// Byo-yomi periods after the main time.
pub const PERIODS: u8 = 3;

/// The pass-and-play clock (MK-18 and the original's clock): 5 minutes of main time, then
/// three byo-yomi periods of 30 seconds. After the main time each move has 30 seconds; each
/// full 30 seconds used up spends a period; a player whose time is all spent loses.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Clock {
    /// Main time left, per side (First, Second).
    pub main_ms: [u32; 2],
    /// Byo-yomi periods left, per side.
    pub periods: [u8; 2],
    /// Time used of the current byo-yomi period by the side to move (0 at each new turn).
    pub period_used_ms: u32,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            main_ms: [MAIN_MS; 2],
            periods: [PERIODS; 2],
            period_used_ms: 0,
        }
    }
}

impl Clock {
    /// Spends `ms` of `side`'s time (the side to move); true once all of it is spent.
    pub fn spend(&mut self, side: Side, ms: u32) -> bool {
        let i = side.index();
        let from_main = ms.min(self.main_ms[i]);
        self.main_ms[i] -= from_main;
        let rest = ms - from_main;
        if rest > 0 {
            self.period_used_ms = self.period_used_ms.saturating_add(rest);
            while self.period_used_ms >= PERIOD_MS && self.periods[i] > 0 {
                self.periods[i] -= 1;
                self.period_used_ms -= PERIOD_MS;
            }
        }
        self.is_flagged(side)
    }

    /// A move was made: the next player starts a fresh byo-yomi period.
    pub fn end_turn(&mut self) {
        self.period_used_ms = 0;
    }

    pub fn is_flagged(&self, side: Side) -> bool {
        self.main_ms[side.index()] == 0 && self.periods[side.index()] == 0
    }

    /// Whether `side` is past its main time.
    pub fn in_byo_yomi(&self, side: Side) -> bool {
        self.main_ms[side.index()] == 0
    }

    /// The time `side` has before its next period is spent (or, in main time, the main
    /// time left). `to_move` says whether the period running is `side`'s.
    pub fn shown_ms(&self, side: Side, to_move: bool) -> u32 {
        if self.in_byo_yomi(side) {
            if self.periods[side.index()] == 0 {
                0
            } else if to_move {
                PERIOD_MS.saturating_sub(self.period_used_ms)
            } else {
                PERIOD_MS
            }
        } else {
            self.main_ms[side.index()]
        }
    }

    fn valid(&self) -> bool {
        self.main_ms.iter().all(|&m| m <= MAIN_MS)
            && self.periods.iter().all(|&p| p <= PERIODS)
            && self.period_used_ms < PERIOD_MS
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    pub setup: Setup,
    pub game: Play,
    /// Moves taken back, the next one to redo last.
    pub redo: Vec<GameMove>,
    /// A result the engine cannot see: resignation, an agreed draw, time out.
    pub ended: Option<Outcome>,
    /// The side that offered a draw, waiting for the other's answer (pass and play).
    pub draw_offer: Option<Side>,
    /// Base of the seeds sent to the computer player (varies its easy-level choices).
    pub seed: u64,
    /// The pass-and-play clock, when it is used.
    pub clock: Option<Clock>,
}

impl Session {
    /// A new game from the standard start.
    pub fn new(setup: Setup, seed: u64) -> Session {
        let setup = setup.normalized();
        Session::with_game(setup, Play::start(setup.kind, setup.flying), seed)
    }

    /// A new game from a given start (a FEN import); `game` must be of `setup`'s kind.
    pub fn with_game(setup: Setup, game: Play, seed: u64) -> Session {
        let setup = setup.normalized();
        Session {
            setup,
            game,
            redo: Vec::new(),
            ended: None,
            draw_offer: None,
            seed,
            clock: setup.clock.then(Clock::default),
        }
    }

    pub fn kind(&self) -> GameKind {
        self.setup.kind
    }

    pub fn outcome(&self) -> Outcome {
        self.ended.unwrap_or_else(|| self.game.outcome())
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_over()
    }

    pub fn to_move(&self) -> Side {
        self.game.side_to_move()
    }

    pub fn human(&self) -> Option<Side> {
        match self.setup.mode {
            Mode::Computer { human, .. } => Some(human),
            Mode::PassAndPlay => None,
        }
    }

    /// Whether the computer should choose the next move now.
    pub fn computer_to_move(&self) -> bool {
        !self.is_over() && self.human().is_some_and(|h| h != self.to_move())
    }

    /// Whether a person may move now (and so click on the board).
    pub fn person_to_move(&self) -> bool {
        !self.is_over() && !self.computer_to_move() && self.draw_offer.is_none()
    }

    /// The legal Morris moves now (none once the game is over, by any reason, or for
    /// another game).
    pub fn morris_legal(&self) -> Vec<morris::Move> {
        match self.game.morris() {
            Some(g) if !self.is_over() => g.legal_moves(),
            _ => Vec::new(),
        }
    }

    /// The legal Makruk moves now (none once the game is over, by any reason, or for
    /// another game).
    pub fn makruk_legal(&self) -> Vec<makruk::Move> {
        match self.game.makruk() {
            Some(g) if !self.is_over() => g.legal_moves(),
            _ => Vec::new(),
        }
    }

    /// Who played the `i`-th move (sides alternate every ply, passes included).
    pub fn mover_of(&self, i: usize) -> Side {
        let first = self.game.start_side();
        if i.is_multiple_of(2) {
            first
        } else {
            first.other()
        }
    }

    /// Plays a new move: the redo list and any draw offer lapse, the clock turns over.
    pub fn play(&mut self, mv: GameMove) -> Result<(), String> {
        if self.is_over() {
            return Err(format!("the game is over: {mv}"));
        }
        self.game.play(mv)?;
        self.redo.clear();
        self.draw_offer = None;
        if let Some(c) = self.clock.as_mut() {
            c.end_turn();
        }
        Ok(())
    }

    /// Lets `ms` of the side to move's time pass; a player whose time is spent loses
    /// (MK-18). Nothing runs once the game is over or while a draw offer waits.
    pub fn tick(&mut self, ms: u32) {
        if self.is_over() || self.draw_offer.is_some() {
            return;
        }
        let side = self.to_move();
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        if clock.spend(side, ms) {
            self.ended = Some(Outcome::Win {
                winner: side.other(),
                reason: "time",
            });
        }
    }

    pub fn can_take_back(&self) -> bool {
        if self.ended.is_some() || self.draw_offer.is_some() {
            return false;
        }
        let n = self.game.len();
        match self.human() {
            None => n > 0 && self.kind().take_back_between_people(),
            // Against the computer only a person's own move is taken back (with the reply).
            Some(h) => (0..n).any(|i| self.mover_of(i) == h),
        }
    }

    /// Takes back one move; against the computer, the person's last move and the computer's
    /// replies after it, so that it is the person's turn again.
    pub fn take_back(&mut self) -> bool {
        if !self.can_take_back() {
            return false;
        }
        let human = self.human();
        while let Some(mv) = self.game.undo() {
            self.redo.push(mv);
            let mover = self.mover_of(self.game.len());
            if human.is_none_or(|h| h == mover) {
                break;
            }
        }
        true
    }

    pub fn can_redo(&self) -> bool {
        self.ended.is_none() && self.draw_offer.is_none() && !self.redo.is_empty()
    }

    /// Replays one taken-back move; against the computer also its replies that were taken back.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        let mut done = false;
        while let Some(&mv) = self.redo.last() {
            if done && !self.computer_to_move() {
                break;
            }
            if self.game.play(mv).is_err() {
                // Cannot happen for moves that were legal here; drop the stale list.
                self.redo.clear();
                break;
            }
            self.redo.pop();
            done = true;
        }
        done
    }

    /// The side to move gives up (pass and play) or the person does (against the computer).
    pub fn resign(&mut self) {
        if self.is_over() {
            return;
        }
        let loser = self.human().unwrap_or_else(|| self.to_move());
        self.ended = Some(Outcome::Win {
            winner: loser.other(),
            reason: "resignation",
        });
        self.draw_offer = None;
    }

    /// The side to move offers a draw to the other player (pass and play only).
    pub fn offer_draw(&mut self) -> bool {
        if self.is_over() || self.human().is_some() || self.draw_offer.is_some() {
            return false;
        }
        self.draw_offer = Some(self.to_move());
        true
    }

    /// The computer's answer to a person's draw offer, given the computer player's score of
    /// the position from the person's view (the person is to move): it accepts when it is
    /// behind by about a Bia or a Morris piece (100), or, in Makruk with no unpromoted Bia
    /// left (the counting rules will end the game), when it is not ahead by that much.
    pub fn computer_accepts_draw(&self, person_score: i32) -> bool {
        let counting_phase = self
            .game
            .makruk()
            .is_some_and(|g| !g.position().board().has_bia());
        person_score >= 100 || (counting_phase && person_score > -100)
    }

    /// Ends the game as a draw agreed with the computer.
    pub fn agree_draw(&mut self) -> bool {
        if self.is_over() || self.human().is_none() {
            return false;
        }
        self.ended = Some(Outcome::Draw {
            reason: "agreement",
        });
        true
    }

    pub fn answer_draw(&mut self, accept: bool) {
        if self.draw_offer.take().is_some() && accept && !self.is_over() {
            self.ended = Some(Outcome::Draw {
                reason: "agreement",
            });
        }
    }

    pub fn to_saved(&self) -> SavedGame {
        SavedGame {
            format: SAVE_FORMAT,
            game: self.kind().slug().to_string(),
            flying: self.setup.flying,
            mode: self.setup.mode.to_saved(),
            start: self.game.start_text(),
            moves: self.game.move_texts(),
            redo: self.redo.iter().map(|m| m.to_string()).collect(),
            ended: self.ended.and_then(SavedEnd::from_outcome),
            draw_offer: self.draw_offer.map(|s| s.word().to_string()),
            seed: self.seed,
            clock: self.clock,
        }
    }

    /// Rebuilds a session from its saved form, checking everything through the engine.
    pub fn from_saved(saved: &SavedGame, kind: GameKind) -> Result<Session, String> {
        if saved.format != SAVE_FORMAT {
            return Err(format!("unknown save format {}", saved.format));
        }
        if saved.game != kind.slug() {
            return Err(format!("the save is for another game: {}", saved.game));
        }
        let mode = Mode::from_saved(&saved.mode)?;
        let setup = Setup {
            kind,
            flying: saved.flying,
            mode,
            clock: saved.clock.is_some(),
        }
        .normalized();
        if saved.clock.is_some() && !setup.clock {
            return Err("a clock in a game that has none".to_string());
        }
        let game = Play::replay(kind, setup.flying, &saved.start, &saved.moves)?;
        // Redo moves must be legal in turn after the game; the check replays them on a copy.
        let mut redo = Vec::with_capacity(saved.redo.len());
        let mut probe = game.clone();
        for text in saved.redo.iter().rev() {
            let mv = probe
                .parse_move(text)
                .map_err(|e| format!("redo list: {e}"))?;
            probe.play(mv).map_err(|e| format!("redo list: {e}"))?;
            redo.push(mv);
        }
        redo.reverse();
        let ended = match &saved.ended {
            None => None,
            Some(e) => Some(e.to_outcome()?),
        };
        // A result from outside the rules comes only while the rules have not ended the game.
        if let (Some(e), rules) = (ended, game.outcome()) {
            if rules.is_over() {
                return Err(format!(
                    "a result ({e}) after the game was already over ({rules})"
                ));
            }
        }
        let draw_offer = match saved.draw_offer.as_deref() {
            None => None,
            Some(w) => Some(side_from_word(w).ok_or_else(|| format!("unknown side: {w}"))?),
        };
        if let Some(c) = saved.clock {
            if !c.valid() {
                return Err("clock out of range".to_string());
            }
        }
        Ok(Session {
            setup,
            game,
            redo,
            ended,
            draw_offer,
            seed: saved.seed,
            clock: saved.clock,
        })
    }
}

/// The saved form of a game (localStorage, JSON).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub format: u32,
    pub game: String,
    #[serde(default)]
    pub flying: bool,
    #[serde(flatten)]
    pub mode: SavedMode,
    /// The start: a Morris position string or a Makruk FEN.
    pub start: String,
    /// The moves in notation (Makruk: turns in UCI, `start:`/`stop:` for counting).
    pub moves: Vec<String>,
    #[serde(default)]
    pub redo: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<SavedEnd>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<String>,
    #[serde(default)]
    pub seed: u64,
    /// The pass-and-play clock as it stood.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
}

/// A result decided outside the rules.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct SavedEnd {
    /// `resignation`, `time` or `agreement`.
    pub reason: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
}

impl SavedEnd {
    fn from_outcome(o: Outcome) -> Option<SavedEnd> {
        match o {
            Outcome::Win {
                winner,
                reason: reason @ ("resignation" | "time"),
            } => Some(SavedEnd {
                reason: reason.into(),
                winner: Some(winner.word().into()),
            }),
            Outcome::Draw {
                reason: "agreement",
            } => Some(SavedEnd {
                reason: "agreement".into(),
                winner: None,
            }),
            _ => None,
        }
    }

    fn to_outcome(&self) -> Result<Outcome, String> {
        match (
            self.reason.as_str(),
            self.winner.as_deref().map(side_from_word),
        ) {
            ("resignation", Some(Some(winner))) => Ok(Outcome::Win {
                winner,
                reason: "resignation",
            }),
            ("time", Some(Some(winner))) => Ok(Outcome::Win {
                winner,
                reason: "time",
            }),
            ("agreement", None) => Ok(Outcome::Draw {
                reason: "agreement",
            }),
            _ => Err(format!("unknown result: {}", self.reason)),
        }
    }
}

/// Parses and validates a saved game given as JSON text (in the envelope, or from before it).
pub fn load(json: &str, kind: GameKind) -> Result<Session, String> {
    let saved: SavedGame = crate::kit::storage::decode(kind.slug(), json)?;
    Session::from_saved(&saved, kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> GameMove {
        GameMove::Morris(s.parse().unwrap())
    }

    fn turn(s: &str) -> GameMove {
        GameMove::Makruk(s.parse().unwrap())
    }

    fn local(kind: GameKind) -> Session {
        Session::new(
            Setup {
                kind,
                flying: true,
                mode: Mode::PassAndPlay,
                clock: false,
            },
            1,
        )
    }

    fn moves(s: &Session) -> Vec<String> {
        s.game.move_texts()
    }

    #[test]
    fn take_back_and_redo_in_pass_and_play_go_one_move() {
        let mut s = local(GameKind::NineMensMorris);
        for m in ["a1", "d6", "a4"] {
            s.play(mv(m)).unwrap();
        }
        assert!(s.take_back());
        assert_eq!(s.game.len(), 2);
        assert!(s.redo());
        assert_eq!(s.game.len(), 3);
        assert!(!s.can_redo());
        s.take_back();
        s.play(mv("a7")).unwrap();
        assert!(!s.can_redo(), "a new move clears the redo list");
    }

    #[test]
    fn against_the_computer_take_back_undoes_the_reply_too() {
        let setup = Setup {
            kind: GameKind::Tigadi,
            flying: false,
            mode: Mode::Computer {
                level: Level::Easy,
                human: Side::First,
            },
            clock: false,
        };
        let mut s = Session::new(setup, 1);
        assert!(!s.can_take_back());
        s.play(mv("d6")).unwrap();
        assert!(s.computer_to_move());
        s.play(mv("a1")).unwrap();
        assert!(s.take_back());
        assert!(s.game.is_empty());
        assert!(s.redo());
        assert_eq!(s.game.len(), 2, "redo replays the reply as well");
        // The computer moving first: its lone first move cannot be taken back.
        let setup = Setup {
            mode: Mode::Computer {
                level: Level::Easy,
                human: Side::Second,
            },
            ..setup
        };
        let mut s = Session::new(setup, 1);
        s.play(mv("d6")).unwrap();
        assert!(!s.can_take_back());
        s.play(mv("a1")).unwrap();
        assert!(s.take_back());
        assert_eq!(s.game.len(), 1);
    }

    #[test]
    fn makruk_take_back_only_against_the_computer() {
        let mut s = local(GameKind::Makruk);
        s.play(turn("e3e4")).unwrap();
        assert!(!s.can_take_back(), "pass and play: no take-back in Makruk");
        let mut s = Session::new(
            Setup {
                mode: Mode::Computer {
                    level: Level::Hard,
                    human: Side::First,
                },
                ..Setup::default_for(GameKind::Makruk)
            },
            1,
        );
        s.play(turn("e3e4")).unwrap();
        s.play(turn("d6d5")).unwrap();
        assert!(s.take_back());
        assert!(s.game.is_empty(), "the move and the reply");
        assert!(s.redo());
        assert_eq!(moves(&s), ["e3e4", "d6d5"]);
    }

    #[test]
    fn makruk_a_mix_of_moves_is_refused() {
        let mut s = local(GameKind::Makruk);
        assert!(s.play(mv("a1")).is_err());
        assert!(s.play(turn("e3e5")).is_err(), "no double step (MK-3)");
        assert!(
            s.play(turn("start:e3e4")).is_err(),
            "no counting with Bia on the board (MK-8)"
        );
        assert!(s.game.is_empty());
    }

    #[test]
    fn resignation_and_draw_agreement() {
        let mut s = local(GameKind::Tigadi);
        s.play(mv("d6")).unwrap();
        s.resign();
        assert_eq!(
            s.outcome(),
            Outcome::Win {
                winner: Side::First,
                reason: "resignation"
            }
        );
        assert!(s.morris_legal().is_empty());
        let mut s = local(GameKind::Tigadi);
        assert!(s.offer_draw());
        assert!(!s.person_to_move());
        s.answer_draw(false);
        assert!(!s.is_over());
        s.offer_draw();
        s.answer_draw(true);
        assert_eq!(
            s.outcome(),
            Outcome::Draw {
                reason: "agreement"
            }
        );
    }

    #[test]
    fn mk_18_the_computer_accepts_a_draw_only_when_it_is_not_better() {
        let vs = |fen: &str| {
            let start = makruk::Position::from_fen(fen).unwrap();
            Session::with_game(
                Setup::default_for(GameKind::Makruk),
                Play::Makruk(MakrukGame::from_position(start)),
                1,
            )
        };
        let opening = vs(makruk::START_FEN);
        assert!(!opening.computer_accepts_draw(0));
        assert!(!opening.computer_accepts_draw(99));
        assert!(opening.computer_accepts_draw(100));
        // No Bia left: the count will draw an even ending anyway.
        let ending = vs("4k3/8/8/8/3r4/8/8/R3K3 w - - 0 1");
        assert!(ending.computer_accepts_draw(0));
        assert!(!ending.computer_accepts_draw(-100));
        let mut s = ending;
        assert!(s.agree_draw());
        assert_eq!(
            s.outcome(),
            Outcome::Draw {
                reason: "agreement"
            }
        );
        assert!(!s.agree_draw(), "once over, nothing more");
        let mut between_people = local(GameKind::Makruk);
        assert!(!between_people.agree_draw(), "only with the computer");
    }

    #[test]
    fn mk_18_clock_main_time_then_three_periods_then_loss() {
        let mut c = Clock::default();
        assert!(!c.spend(Side::First, MAIN_MS - 1000));
        assert_eq!(c.shown_ms(Side::First, true), 1000);
        // 1 s of main time and 29 s into the first period: still three periods.
        assert!(!c.spend(Side::First, 30_000));
        assert!(c.in_byo_yomi(Side::First));
        assert_eq!(c.periods[0], PERIODS);
        assert_eq!(c.shown_ms(Side::First, true), 1000);
        // Moving in time keeps the period; the next move has 30 s again.
        c.end_turn();
        assert_eq!(c.shown_ms(Side::First, true), PERIOD_MS);
        // Each full 30 s spends one period.
        assert!(!c.spend(Side::First, 30_000));
        assert_eq!(c.periods[0], 2);
        assert!(!c.spend(Side::First, 59_999));
        assert_eq!(c.periods[0], 1);
        assert!(
            c.spend(Side::First, 1),
            "the last period is spent: time is up"
        );
        assert!(c.is_flagged(Side::First));
        assert!(!c.is_flagged(Side::Second));
        assert_eq!(c.main_ms[1], MAIN_MS, "the other side's time did not run");
    }

    #[test]
    fn running_out_of_time_loses() {
        let mut s = Session::new(
            Setup {
                kind: GameKind::Makruk,
                flying: false,
                mode: Mode::PassAndPlay,
                clock: true,
            },
            1,
        );
        assert!(s.clock.is_some());
        s.tick(1000);
        s.play(turn("e3e4")).unwrap();
        s.tick(MAIN_MS);
        assert!(!s.is_over(), "Black is in byo-yomi");
        s.tick(PERIOD_MS * PERIODS as u32);
        assert_eq!(
            s.outcome(),
            Outcome::Win {
                winner: Side::First,
                reason: "time"
            }
        );
        let json = serde_json::to_string(&s.to_saved()).unwrap();
        let back = load(&json, GameKind::Makruk).unwrap();
        assert_eq!(back.outcome(), s.outcome());
        assert_eq!(back.clock, s.clock);
        // No clock against the computer, nor in Morris.
        let s = Session::new(
            Setup {
                clock: true,
                ..Setup::default_for(GameKind::Makruk)
            },
            1,
        );
        assert_eq!(s.clock, None);
        let s = Session::new(
            Setup {
                clock: true,
                mode: Mode::PassAndPlay,
                ..Setup::default_for(GameKind::Tigadi)
            },
            1,
        );
        assert_eq!(s.clock, None);
    }

    #[test]
    fn save_round_trip() {
        let mut s = local(GameKind::NineMensMorris);
        for m in ["a1", "d6", "a4", "f4", "a7xd6"] {
            s.play(mv(m)).unwrap();
        }
        s.take_back();
        let json = serde_json::to_string(&s.to_saved()).unwrap();
        let back = load(&json, GameKind::NineMensMorris).unwrap();
        assert_eq!(moves(&back), moves(&s));
        assert_eq!(back.redo, vec![mv("a7xd6")]);
        assert_eq!(back.setup, s.setup);
    }

    #[test]
    fn makruk_save_round_trip_from_a_fen_with_counting_turns() {
        let start = makruk::Position::from_fen("4k3/8/8/8/3r4/8/8/R3K3 w - - 0 1").unwrap();
        let mut s = Session::with_game(
            Setup {
                mode: Mode::PassAndPlay,
                clock: true,
                ..Setup::default_for(GameKind::Makruk)
            },
            Play::Makruk(MakrukGame::from_position(start)),
            9,
        );
        for t in ["start:a1a2", "d4d5", "stop:a2a3"] {
            s.play(turn(t)).unwrap();
        }
        s.tick(2500);
        let saved = s.to_saved();
        assert_eq!(saved.start, "4k3/8/8/8/3r4/8/8/R3K3 w - - 0 1");
        assert_eq!(saved.moves, ["start:a1a2", "d4d5", "stop:a2a3"]);
        let back = load(&serde_json::to_string(&saved).unwrap(), GameKind::Makruk).unwrap();
        assert_eq!(moves(&back), moves(&s));
        assert_eq!(back.clock, s.clock);
        assert_eq!(back.setup, s.setup);
        assert_eq!(back.game.makruk().unwrap().counting(), None);
    }

    /// Each (`from`, `to`) spoils the good save `good` in one place; every spoilt save must
    /// fail to load.
    fn assert_spoilt_saves_fail(good: &str, k: GameKind, spoils: &[(&str, &str)]) {
        for (from, to) in spoils {
            let bad = good.replace(from, to);
            assert_ne!(bad, good, "{from}");
            assert!(load(&bad, k).is_err(), "{bad}");
        }
    }

    #[test]
    fn corrupt_saves_are_errors() {
        let k = GameKind::NineMensMorris;
        assert!(load("{", k).is_err());
        assert!(load("null", k).is_err());
        let good = serde_json::to_string(&local(k).to_saved()).unwrap();
        assert!(
            load(&good, GameKind::Tigadi).is_err(),
            "another game's save"
        );
        assert_spoilt_saves_fail(
            &good,
            k,
            &[
                ("\"moves\":[]", "\"moves\":[\"a1\",\"a1\"]"),
                ("\"moves\":[]", "\"moves\":[\"zz\"]"),
                ("\"format\":1", "\"format\":99"),
                ("\"mode\":\"pass-and-play\"", "\"mode\":\"chess\""),
                (" w 9 9 0 0", " w 9 3 0 0"),
            ],
        );
    }

    #[test]
    fn corrupt_makruk_saves_are_errors() {
        let k = GameKind::Makruk;
        let mut s = local(k);
        s.play(turn("e3e4")).unwrap();
        let good = serde_json::to_string(&s.to_saved()).unwrap();
        assert!(load(&good, k).is_ok());
        assert_spoilt_saves_fail(
            &good,
            k,
            &[
                ("\"e3e4\"", "\"e3e5\""),
                ("\"e3e4\"", "\"start:e3e4\""),
                ("\"e3e4\"", "\"Nf3\""),
                ("rnsmksnr/", "rnsmksnrr/"),
                ("PPPPPPPP/8/RNSKMSNR", "PPPPPPPP/8/RNSMMSNR"),
                ("\"mode\":\"pass-and-play\"", "\"mode\":\"pass-and-play\",\"clock\":{\"main_ms\":[1,1],\"periods\":[9,9],\"period_used_ms\":0}"),
            ],
        );
        // A clock in a game against the computer is not a save this app writes.
        let vs = Session::new(Setup::default_for(k), 1);
        let json = serde_json::to_string(&vs.to_saved()).unwrap().replace(
            "\"seed\"",
            "\"clock\":{\"main_ms\":[1,1],\"periods\":[1,1],\"period_used_ms\":0},\"seed\"",
        );
        assert!(load(&json, k).is_err());
    }

    /// A saved resignation on a board where the rules had already ended the game (issue 12).
    #[test]
    fn a_saved_result_after_the_end_of_the_game_is_refused() {
        let k = GameKind::Makruk;
        let mut s = local(k);
        for t in ["b1d2", "b8d7", "d2c4", "g8e7"] {
            s.play(turn(t)).unwrap();
        }
        s.resign();
        let resigned = serde_json::to_string(&s.to_saved()).unwrap();
        assert!(load(&resigned, k).is_ok(), "a resignation before the mate");
        let mated = resigned.replace("\"g8e7\"]", "\"g8e7\",\"c4d6\"]");
        assert_ne!(mated, resigned);
        let e = load(&mated, k).unwrap_err();
        assert!(e.contains("already over"), "{e}");
    }
}

/// Saves exactly as the app wrote them before the envelope (format 1, the body alone) still
/// load; written again, they are the same body in the envelope.
#[cfg(test)]
mod todays_saves {
    use super::*;
    use crate::kit::storage::{decode, encode};

    const NMM: &str = r#"{"format":1,"game":"nine-mens-morris","flying":true,"mode":"computer","level":"easy","human":"first","start":".../.../.../....../.../.../... w 9 9 0 0","moves":["a1","a4","a7"],"redo":[],"seed":12345}"#;
    const TIGADI: &str = r#"{"format":1,"game":"tigadi","flying":false,"mode":"computer","level":"easy","human":"first","start":".../.../.../....../.../.../... w 9 9 0 0","moves":["a1","a4","a7"],"redo":[],"seed":12345}"#;
    const MAKRUK: &str = r#"{"format":1,"game":"makruk","flying":false,"mode":"computer","level":"easy","human":"first","start":"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1","moves":["d1c2","e8d7","c2d1"],"redo":[],"seed":12345}"#;
    const MAKRUK_CLOCK: &str = r#"{"format":1,"game":"makruk","flying":false,"mode":"pass-and-play","start":"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1","moves":["d1c2"],"redo":[],"ended":{"reason":"resignation","winner":"first"},"seed":7,"clock":{"main_ms":[300000,300000],"periods":[3,3],"period_used_ms":0}}"#;

    fn check(kind: GameKind, text: &str) -> Session {
        let s = load(text, kind).unwrap_or_else(|e| panic!("{}: {e}", kind.slug()));
        let again = encode(kind.slug(), &s.to_saved()).unwrap();
        let body: serde_json::Value = decode(kind.slug(), &again).unwrap();
        assert_eq!(
            body,
            serde_json::from_str::<serde_json::Value>(text).unwrap()
        );
        assert_eq!(load(&again, kind).unwrap().to_saved(), s.to_saved());
        s
    }

    #[test]
    fn the_morris_games_and_makruk_load() {
        for (kind, text) in [(GameKind::NineMensMorris, NMM), (GameKind::Tigadi, TIGADI)] {
            let s = check(kind, text);
            assert_eq!(s.game.move_texts(), ["a1", "a4", "a7"]);
            assert_eq!(s.setup.flying, kind == GameKind::NineMensMorris);
            assert_eq!(s.seed, 12345);
        }
        let s = check(GameKind::Makruk, MAKRUK);
        assert_eq!(s.game.move_texts(), ["d1c2", "e8d7", "c2d1"]);
        assert!(matches!(s.setup.mode, Mode::Computer { .. }));
        let s = check(GameKind::Makruk, MAKRUK_CLOCK);
        assert!(s.is_over() && s.setup.clock && s.clock.is_some());
    }

    #[test]
    fn a_save_of_another_game_is_refused() {
        assert!(load(TIGADI, GameKind::Makruk).is_err());
        let moved = encode(
            "tigadi",
            &load(TIGADI, GameKind::Tigadi).unwrap().to_saved(),
        );
        assert!(load(&moved.unwrap(), GameKind::NineMensMorris).is_err());
    }
}

/// The saved game of this kind if it has at least one move and is not over.
pub fn game_in_progress(kind: GameKind) -> Option<Session> {
    crate::kit::storage::saved_game(kind.slug(), |t| load(t, kind))
        .filter(|s| !s.game.is_empty() && !s.is_over())
}
