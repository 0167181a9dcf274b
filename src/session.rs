//! One Morris game as the app holds it: the engine's game plus who plays it, take-back/redo,
//! results the engine does not know (resignation, agreed draw) and the saved form.
//!
//! Pure Rust, no browser: the rules all come from `ttakji_engine`.

use serde::{Deserialize, Serialize};
use ttakji_engine::morris::{IllegalMove, MorrisGame, MorrisKind, Move, Position, Variant};
use ttakji_engine::{Level, Outcome, Side};

/// Version of the saved-game format; bump it when the format changes incompatibly.
pub const SAVE_FORMAT: u32 = 1;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Two people share one device.
    PassAndPlay,
    /// A person plays `human`; the computer plays the other side.
    Computer { level: Level, human: Side },
}

/// The choices of the new-game dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    pub kind: MorrisKind,
    pub flying: bool,
    pub mode: Mode,
}

impl Setup {
    pub fn default_for(kind: MorrisKind) -> Setup {
        Setup {
            kind,
            // Flying is on by default in Nine Men's Morris (NMM-8) and never in Tigadi.
            flying: kind == MorrisKind::NineMensMorris,
            mode: Mode::Computer {
                level: Level::Easy,
                human: Side::First,
            },
        }
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    pub setup: Setup,
    pub game: MorrisGame,
    /// Moves taken back, the next one to redo last.
    pub redo: Vec<Move>,
    /// A result the engine cannot see: resignation or an agreed draw.
    pub ended: Option<Outcome>,
    /// The side that offered a draw, waiting for the other's answer (pass and play).
    pub draw_offer: Option<Side>,
    /// Base of the seeds sent to the computer player (varies its easy-level choices).
    pub seed: u64,
}

impl Session {
    pub fn new(setup: Setup, seed: u64) -> Session {
        let variant = Variant::preset(setup.kind, setup.flying);
        Session {
            setup,
            game: MorrisGame::new(variant),
            redo: Vec::new(),
            ended: None,
            draw_offer: None,
            seed,
        }
    }

    pub fn variant(&self) -> &'static Variant {
        self.game.position().variant()
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    pub fn outcome(&self) -> Outcome {
        self.ended.unwrap_or_else(|| self.game.outcome())
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_over()
    }

    pub fn to_move(&self) -> Side {
        self.position().side_to_move()
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

    /// The legal moves now (none once the game is over, by any reason).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            Vec::new()
        } else {
            self.game.legal_moves()
        }
    }

    /// Who played the `i`-th move (sides alternate every ply, passes included).
    pub fn mover_of(&self, i: usize) -> Side {
        let first = self.game.start().side_to_move();
        if i.is_multiple_of(2) {
            first
        } else {
            first.other()
        }
    }

    /// Plays a new move: the redo list and any draw offer lapse.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove(mv.to_string()));
        }
        self.game.play(mv)?;
        self.redo.clear();
        self.draw_offer = None;
        Ok(())
    }

    pub fn can_take_back(&self) -> bool {
        if self.ended.is_some() || self.draw_offer.is_some() {
            return false;
        }
        let n = self.game.moves().len();
        match self.human() {
            None => n > 0,
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
            let mover = self.mover_of(self.game.moves().len());
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

    pub fn answer_draw(&mut self, accept: bool) {
        if self.draw_offer.take().is_some() && accept && !self.is_over() {
            self.ended = Some(Outcome::Draw {
                reason: "agreement",
            });
        }
    }

    pub fn to_saved(&self) -> SavedGame {
        let (mode, level, human) = match self.setup.mode {
            Mode::PassAndPlay => ("pass-and-play", None, None),
            Mode::Computer { level, human } => (
                "computer",
                Some(level.slug().to_string()),
                Some(human.word().to_string()),
            ),
        };
        SavedGame {
            format: SAVE_FORMAT,
            game: self.setup.kind.game().slug().to_string(),
            flying: self.setup.flying,
            mode: mode.to_string(),
            level,
            human,
            start: self.game.start().to_text(),
            moves: self.game.moves().iter().map(|m| m.to_string()).collect(),
            redo: self.redo.iter().map(|m| m.to_string()).collect(),
            ended: self.ended.and_then(SavedEnd::from_outcome),
            draw_offer: self.draw_offer.map(|s| s.word().to_string()),
            seed: self.seed,
        }
    }

    /// Rebuilds a session from its saved form, checking everything through the engine.
    pub fn from_saved(saved: &SavedGame, kind: MorrisKind) -> Result<Session, String> {
        if saved.format != SAVE_FORMAT {
            return Err(format!("unknown save format {}", saved.format));
        }
        if saved.game != kind.game().slug() {
            return Err(format!("the save is for another game: {}", saved.game));
        }
        let mode = match saved.mode.as_str() {
            "pass-and-play" => Mode::PassAndPlay,
            "computer" => {
                let level = saved
                    .level
                    .as_deref()
                    .and_then(Level::from_slug)
                    .ok_or_else(|| "missing or unknown level".to_string())?;
                let human = saved
                    .human
                    .as_deref()
                    .and_then(side_from_word)
                    .ok_or_else(|| "missing or unknown side".to_string())?;
                Mode::Computer { level, human }
            }
            other => return Err(format!("unknown mode: {other}")),
        };
        let flying = kind == MorrisKind::NineMensMorris && saved.flying;
        let setup = Setup { kind, flying, mode };
        let variant = Variant::preset(kind, flying);
        let start = Position::from_text(variant, &saved.start).map_err(|e| e.to_string())?;
        let game = MorrisGame::replay(start, &saved.moves)?;
        // Redo moves must be legal in turn after the game; the check replays them on a copy.
        let mut redo = Vec::with_capacity(saved.redo.len());
        let mut probe = game.clone();
        for text in saved.redo.iter().rev() {
            let mv: Move = text.parse().map_err(|e| format!("redo list: {e}"))?;
            probe.play(mv).map_err(|e| format!("redo list: {e}"))?;
            redo.push(mv);
        }
        redo.reverse();
        let ended = match &saved.ended {
            None => None,
            Some(e) => Some(e.to_outcome()?),
        };
        let draw_offer = match saved.draw_offer.as_deref() {
            None => None,
            Some(w) => Some(side_from_word(w).ok_or_else(|| format!("unknown side: {w}"))?),
        };
        let s = Session {
            setup,
            game,
            redo,
            ended,
            draw_offer,
            seed: saved.seed,
        };
        Ok(s)
    }
}

fn side_from_word(w: &str) -> Option<Side> {
    match w {
        "first" => Some(Side::First),
        "second" => Some(Side::Second),
        _ => None,
    }
}

/// The saved form of a game (localStorage, JSON).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub format: u32,
    pub game: String,
    pub flying: bool,
    /// `computer` or `pass-and-play`.
    pub mode: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// The person's side against the computer: `first` or `second`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub human: Option<String>,
    /// Position text of the start.
    pub start: String,
    /// The moves in notation.
    pub moves: Vec<String>,
    #[serde(default)]
    pub redo: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<SavedEnd>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<String>,
    #[serde(default)]
    pub seed: u64,
}

/// A result decided outside the rules.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct SavedEnd {
    /// `resignation` or `agreement`.
    pub reason: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
}

impl SavedEnd {
    fn from_outcome(o: Outcome) -> Option<SavedEnd> {
        match o {
            Outcome::Win {
                winner,
                reason: "resignation",
            } => Some(SavedEnd {
                reason: "resignation".into(),
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
            ("agreement", None) => Ok(Outcome::Draw {
                reason: "agreement",
            }),
            _ => Err(format!("unknown result: {}", self.reason)),
        }
    }
}

/// Parses and validates a saved game given as JSON text.
pub fn load(json: &str, kind: MorrisKind) -> Result<Session, String> {
    let saved: SavedGame =
        serde_json::from_str(json).map_err(|e| format!("not a saved game: {e}"))?;
    Session::from_saved(&saved, kind)
}

/// The storage key of a game's save.
pub fn storage_key(kind: MorrisKind) -> String {
    format!("ttakji.game.{}", slug(kind))
}

pub fn slug(kind: MorrisKind) -> &'static str {
    kind.game().slug()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    fn local(kind: MorrisKind) -> Session {
        Session::new(
            Setup {
                kind,
                flying: true,
                mode: Mode::PassAndPlay,
            },
            1,
        )
    }

    #[test]
    fn take_back_and_redo_in_pass_and_play_go_one_move() {
        let mut s = local(MorrisKind::NineMensMorris);
        for m in ["a1", "d6", "a4"] {
            s.play(mv(m)).unwrap();
        }
        assert!(s.take_back());
        assert_eq!(s.game.moves().len(), 2);
        assert!(s.redo());
        assert_eq!(s.game.moves().len(), 3);
        assert!(!s.can_redo());
        s.take_back();
        s.play(mv("a7")).unwrap();
        assert!(!s.can_redo(), "a new move clears the redo list");
    }

    #[test]
    fn against_the_computer_take_back_undoes_the_reply_too() {
        let setup = Setup {
            kind: MorrisKind::Tigadi,
            flying: false,
            mode: Mode::Computer {
                level: Level::Easy,
                human: Side::First,
            },
        };
        let mut s = Session::new(setup, 1);
        assert!(!s.can_take_back());
        s.play(mv("d6")).unwrap();
        assert!(s.computer_to_move());
        s.play(mv("a1")).unwrap();
        assert!(s.take_back());
        assert!(s.game.moves().is_empty());
        assert!(s.redo());
        assert_eq!(s.game.moves().len(), 2, "redo replays the reply as well");
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
        assert_eq!(s.game.moves().len(), 1);
    }

    #[test]
    fn resignation_and_draw_agreement() {
        let mut s = local(MorrisKind::Tigadi);
        s.play(mv("d6")).unwrap();
        s.resign();
        assert_eq!(
            s.outcome(),
            Outcome::Win {
                winner: Side::First,
                reason: "resignation"
            }
        );
        assert!(s.legal_moves().is_empty());
        let mut s = local(MorrisKind::Tigadi);
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
    fn save_round_trip() {
        let mut s = local(MorrisKind::NineMensMorris);
        for m in ["a1", "d6", "a4", "f4", "a7xd6"] {
            s.play(mv(m)).unwrap();
        }
        s.take_back();
        let json = serde_json::to_string(&s.to_saved()).unwrap();
        let back = load(&json, MorrisKind::NineMensMorris).unwrap();
        assert_eq!(back.game.moves(), s.game.moves());
        assert_eq!(back.redo, vec![mv("a7xd6")]);
        assert_eq!(back.setup, s.setup);
    }

    #[test]
    fn corrupt_saves_are_errors() {
        let k = MorrisKind::NineMensMorris;
        assert!(load("{", k).is_err());
        assert!(load("null", k).is_err());
        let good = serde_json::to_string(&local(k).to_saved()).unwrap();
        assert!(
            load(&good, MorrisKind::Tigadi).is_err(),
            "another game's save"
        );
        for (from, to) in [
            ("\"moves\":[]", "\"moves\":[\"a1\",\"a1\"]"),
            ("\"moves\":[]", "\"moves\":[\"zz\"]"),
            ("\"format\":1", "\"format\":99"),
            ("\"mode\":\"pass-and-play\"", "\"mode\":\"chess\""),
            (" w 9 9 0 0", " w 9 3 0 0"),
        ] {
            let bad = good.replace(from, to);
            assert_ne!(bad, good, "{from}");
            assert!(load(&bad, k).is_err(), "{bad}");
        }
    }
}
