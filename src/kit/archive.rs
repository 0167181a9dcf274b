//! What a game gives the game library (`shell::library`): a summary of a saved game (who
//! played, the result, its length, the players' errors once analysed), the save of a new game
//! from a past one's first moves, and its files in the format the game's other programs read.
//! Each game implements [`Archive`] in its folder; the library is the same for all.

use crate::kit::analysis::Analysis;
use crate::kit::i18n::Lang;
use crate::kit::opponent::Mode;
use serde::{Deserialize, Serialize};
use ttakji_engine::Level;

/// Who sat at a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    Person,
    Easy,
    Normal,
    Hard,
}

impl Player {
    pub fn computer(level: Level) -> Player {
        match level {
            Level::Easy => Player::Easy,
            Level::Normal => Player::Normal,
            Level::Hard => Player::Hard,
        }
    }

    pub fn level(self) -> Option<Level> {
        match self {
            Player::Person => None,
            Player::Easy => Some(Level::Easy),
            Player::Normal => Some(Level::Normal),
            Player::Hard => Some(Level::Hard),
        }
    }
}

/// A text in both languages, kept as data (a summary is stored, the language may change).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Words {
    pub en: String,
    pub hi: String,
}

impl Words {
    pub fn new(text: impl Fn(Lang) -> String) -> Words {
        Words {
            en: text(Lang::En),
            hi: text(Lang::Hi),
        }
    }

    pub fn t(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Hi => &self.hi,
        }
    }
}

/// One seat of a game: its name in the game's words and who sat there.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Seat {
    pub name: Words,
    pub player: Player,
}

/// A seat's errors in an analysed game, in the game's value unit.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Errors {
    pub seat: usize,
    pub moves: u32,
    pub average_loss: f64,
    /// Inaccuracies, mistakes, blunders.
    pub marks: [u32; 3],
}

/// What the library shows and counts of a saved game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Summary {
    /// Whether the game (a backgammon match: the match) is over; not over when kept is
    /// abandoned.
    pub over: bool,
    /// In play order.
    pub seats: Vec<Seat>,
    /// The winner's seat (Chinese Checkers: the first to finish), none for a draw or an
    /// unfinished game.
    pub winner: Option<usize>,
    /// The result in words ("White wins: Black resigned."); empty for an unfinished game.
    pub result: Words,
    /// Moves played (a backgammon match: its decisions).
    pub plies: usize,
    /// Per seat, when the whole game was analysed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<Errors>,
}

impl Summary {
    /// The person's seat in a game against the computer (one person, the rest computers).
    pub fn person_seat(&self) -> Option<usize> {
        let persons: Vec<usize> = (0..self.seats.len())
            .filter(|&i| self.seats[i].player == Player::Person)
            .collect();
        (persons.len() == 1 && self.seats.len() > 1).then(|| persons[0])
    }

    /// The strongest computer the person played, if the game was against the computer.
    pub fn computer_level(&self) -> Option<Level> {
        self.person_seat()?;
        self.seats
            .iter()
            .filter_map(|s| s.player.level())
            .max_by_key(|l| Level::ALL.iter().position(|x| x == l))
    }

    /// The person's score against the computer: 1 a win, ½ a draw, 0 a loss; none for an
    /// unfinished game or one without the computer.
    pub fn person_score(&self) -> Option<f64> {
        let me = self.person_seat()?;
        if !self.over {
            return None;
        }
        Some(match self.winner {
            Some(w) if w == me => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        })
    }

    /// Sets the seats' errors from a saved analysis when it covers every move; `seats` are
    /// the engine's seat numbers in play order.
    pub fn with_analysis(
        mut self,
        analysis: Option<Analysis>,
        seats: &[u8],
        moves: usize,
    ) -> Summary {
        self.errors = analysis
            .filter(|a| moves > 0 && a.moves.len() == moves)
            .map(|a| {
                a.summaries(seats)
                    .into_iter()
                    .enumerate()
                    .map(|(seat, (_, s))| Errors {
                        seat,
                        moves: s.moves,
                        average_loss: s.average_loss(),
                        marks: s.marks,
                    })
                    .collect()
            })
            .unwrap_or_default();
        self
    }
}

/// Who sat at the two seats of a two-sided game in `mode`.
pub fn seats_of(mode: Mode) -> [Player; 2] {
    match mode {
        Mode::PassAndPlay => [Player::Person; 2],
        Mode::Computer { level, human } => {
            let mut seats = [Player::computer(level); 2];
            seats[human.index()] = Player::Person;
            seats
        }
    }
}

/// The UTC calendar date (year, month 1–12, day 1–31) of a time in milliseconds since 1970
/// (the civil-from-days algorithm of Howard Hinnant's date library).
pub fn civil_date(ms: f64) -> (i64, u32, u32) {
    let z = (ms / 86_400_000.0).floor() as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// A kept game to export: its save and the date it was kept (milliseconds since 1970).
pub type Dated = (String, f64);

/// A game's part of the library. Saves are the game's save text (the storage envelope).
#[derive(Clone, Copy)]
pub struct Archive {
    /// The summary of a save; the error says why it cannot be read.
    pub summary: fn(&str) -> Result<Summary, String>,
    /// How many moves a save's game can be replayed to (what `continue_at` takes).
    pub plies: fn(&str) -> Result<usize, String>,
    /// The save of a new game that starts as the saved one stood after `ply` moves, with
    /// the same players and a new seed.
    pub continue_at: fn(&str, usize, u64) -> Result<String, String>,
    /// The saves' games (with the dates they were kept, in milliseconds) as one file in the
    /// game's exchange format.
    pub export: fn(&[Dated]) -> Result<String, String>,
    /// The saves of the games in a file of the exchange format.
    pub import: fn(&str) -> Result<Vec<String>, String>,
    /// The exchange file's name ending (`pgn`, `mat`, `txt`) and media type.
    pub file: (&'static str, &'static str),
    /// A loss in the game's unit, in words ("1.20 Bia"), for the players' errors.
    pub loss_words: fn(Lang, i32) -> String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_date(0.0), (1970, 1, 1));
        // 2026-12-01 23:59:59 and the next second.
        assert_eq!(civil_date(1_796_169_599_000.0), (2026, 12, 1));
        assert_eq!(civil_date(1_796_169_600_000.0), (2026, 12, 2));
        assert_eq!(civil_date(951_782_400_000.0), (2000, 2, 29));
        assert_eq!(civil_date(-86_400_000.0), (1969, 12, 31));
    }

    fn seat(player: Player) -> Seat {
        Seat {
            name: Words::default(),
            player,
        }
    }

    #[test]
    fn the_person_and_the_computer_of_a_game() {
        let mut s = Summary {
            over: true,
            seats: vec![seat(Player::Easy), seat(Player::Person)],
            winner: Some(1),
            result: Words::default(),
            plies: 3,
            errors: Vec::new(),
        };
        assert_eq!(s.person_seat(), Some(1));
        assert_eq!(s.computer_level(), Some(Level::Easy));
        assert_eq!(s.person_score(), Some(1.0));
        s.winner = None;
        assert_eq!(s.person_score(), Some(0.5));
        s.over = false;
        assert_eq!(s.person_score(), None);
        // Chinese Checkers with two computers: the strongest is the opponent.
        s.seats.push(seat(Player::Hard));
        assert_eq!(s.computer_level(), Some(Level::Hard));
        // Between people there is no person's score.
        s.seats = vec![seat(Player::Person), seat(Player::Person)];
        s.over = true;
        assert_eq!((s.person_seat(), s.person_score()), (None, None));
        assert_eq!(seats_of(Mode::PassAndPlay), [Player::Person; 2]);
        let vs = Mode::Computer {
            level: Level::Normal,
            human: ttakji_engine::Side::Second,
        };
        assert_eq!(seats_of(vs), [Player::Normal, Player::Person]);
    }
}
