//! Who plays against whom, for the two-sided games (Makruk, the Morris games, Backgammon):
//! two people on one device, or a person against the computer at a level; its saved words,
//! and the new-game dialog's choice of it.

use crate::kit::i18n::{self, level_name};
use crate::kit::modal::{label, radios, word_radios, Label};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use ttakji_engine::{Level, Side};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Two people share one device.
    PassAndPlay,
    /// A person plays `human`; the computer plays the other side.
    Computer { level: Level, human: Side },
}

pub fn side_from_word(w: &str) -> Option<Side> {
    match w {
        "first" => Some(Side::First),
        "second" => Some(Side::Second),
        _ => None,
    }
}

/// A mode as a save writes it, inside a game's saved form: `mode` is `computer` or
/// `pass-and-play`; against the computer, its level's slug and the person's side (`first`
/// or `second`).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct SavedMode {
    pub mode: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub human: Option<String>,
}

impl Mode {
    pub fn to_saved(self) -> SavedMode {
        let (mode, level, human) = match self {
            Mode::PassAndPlay => ("pass-and-play", None, None),
            Mode::Computer { level, human } => (
                "computer",
                Some(level.slug().to_string()),
                Some(human.word().to_string()),
            ),
        };
        SavedMode {
            mode: mode.to_string(),
            level,
            human,
        }
    }

    pub fn from_saved(saved: &SavedMode) -> Result<Mode, String> {
        match saved.mode.as_str() {
            "pass-and-play" => Ok(Mode::PassAndPlay),
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
                Ok(Mode::Computer { level, human })
            }
            other => Err(format!("unknown mode: {other}")),
        }
    }
}

/// The new-game dialog's choice of opponent, from the game's current mode.
#[derive(Clone, Copy)]
pub(crate) struct Opponent {
    pub computer: RwSignal<bool>,
    level: RwSignal<Level>,
    human: RwSignal<Side>,
}

impl Opponent {
    pub(crate) fn new(mode: Mode) -> Opponent {
        let (level, human) = match mode {
            Mode::Computer { level, human } => (level, human),
            Mode::PassAndPlay => (Level::Easy, Side::First),
        };
        Opponent {
            computer: RwSignal::new(matches!(mode, Mode::Computer { .. })),
            level: RwSignal::new(level),
            human: RwSignal::new(human),
        }
    }

    /// The mode chosen.
    pub(crate) fn mode(&self) -> Mode {
        if self.computer.get_untracked() {
            Mode::Computer {
                level: self.level.get_untracked(),
                human: self.human.get_untracked(),
            }
        } else {
            Mode::PassAndPlay
        }
    }

    /// The opponent, and against the computer its level and the person's side (`side`: the
    /// words of playing it).
    pub(crate) fn view(
        self,
        side: impl Fn(Side) -> String + Copy + Send + Sync + 'static,
    ) -> impl IntoView {
        let side_label = move |s: Side| -> Label { Box::new(move || side(s)) };
        view! {
            {word_radios(
                "opponent",
                i18n::OPPONENT,
                self.computer,
                [(true, i18n::VS_COMPUTER), (false, i18n::PASS_AND_PLAY)],
            )}
            <Show when=move || self.computer.get()>
                {radios(
                    "level",
                    label(i18n::LEVEL),
                    self.level,
                    Level::ALL.into_iter().map(|l| (l, label(level_name(l)))).collect(),
                )}
                {radios(
                    "side",
                    label(i18n::YOU_PLAY),
                    self.human,
                    vec![(Side::First, side_label(Side::First)), (Side::Second, side_label(Side::Second))],
                )}
            </Show>
        }
    }
}

/// The computer player's worker for a game screen: started early while `plays` says the
/// computer has a seat (so its first answer is quick), its question dropped when the screen
/// is left. It starts in a task of its own: `new Worker` took 9 ms of the screen's first
/// task, already long.
pub fn computer_worker(plays: impl Fn() -> bool + 'static) {
    Effect::new(move |_| {
        if plays() {
            set_timeout(crate::worker_client::warm_up, std::time::Duration::ZERO);
        }
    });
    on_cleanup(crate::worker_client::cancel);
}
