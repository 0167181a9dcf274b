//! The one option parser of the commands that every game shares: `<game>`, then
//! `--position <text>` (Makruk's `--fen` is the same), `--level`, `--versus`, `--movetime`,
//! `--seed`, `--count`, `--games`, the game's own settings from the registry (`--flying`,
//! `--players`, `--dice`, ...) and the words left (moves, a perft depth).

pub use ttakji_engine::core::number_in as number;
use ttakji_engine::core::registry::{game, AnyGame, AnyHistory, MAX_HINT_COUNT, MAX_MOVES};
use ttakji_engine::core::{Settings, Think};
use ttakji_engine::{GameId, Level};

/// The longest time a command may be given to think, in milliseconds (one hour).
pub const MAX_MOVETIME_MS: u64 = 3_600_000;
/// Self-play games in one run: at the easy levels minutes (backgammon's fastest), each game
/// bounded by its move cap and `--movetime`.
pub const MAX_GAMES: u64 = 10_000;
/// Chinese Checkers' search layers (the level's time limit or `--movetime` still applies).
pub const MAX_DEPTH: u64 = 64;
/// A solo plan's beam width: seconds at 10 marbles, about 7 s and 90 MB at 15 (width
/// 100,000 took over a minute and a gigabyte).
pub const MAX_WIDTH: u64 = 10_000;

pub struct Options {
    pub game: &'static dyn AnyGame,
    pub settings: Settings,
    pub position: Option<String>,
    pub level: Option<Level>,
    /// Self-play: the other side.
    pub versus: Option<Player>,
    pub movetime: Option<f64>,
    pub seed: u64,
    pub count: Option<usize>,
    pub games: Option<u32>,
    pub own: Own,
    /// Moves, or a perft depth and moves.
    pub words: Vec<String>,
}

/// The options only one game takes.
#[derive(Default)]
pub struct Own {
    /// Chinese Checkers: the search's layers, a solo plan's beam width.
    pub depth: Option<u32>,
    pub width: Option<usize>,
    /// Backgammon: a weights file to play with, and money games without the cube.
    pub net: Option<String>,
    pub cubeless: bool,
}

/// A computer player of self-play: a level, or (Chinese Checkers' `--versus greedy`) the
/// greedy one-ply player.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Player {
    Level(Level),
    Greedy,
}

impl Player {
    pub fn name(self) -> &'static str {
        match self {
            Player::Level(l) => l.slug(),
            Player::Greedy => "greedy",
        }
    }
}

pub fn level(s: &str) -> Result<Level, String> {
    Level::from_slug(s).ok_or(format!("unknown level '{s}'"))
}

/// The game named first, then the options.
pub fn parse(args: &[String]) -> Result<Options, String> {
    let slug = args.first().ok_or("missing <game>")?;
    let id = GameId::from_slug(slug).ok_or_else(|| format!("unknown game '{slug}'"))?;
    let g = game(id);
    let mut o = Options {
        game: g,
        settings: Settings::default(),
        position: None,
        level: None,
        versus: None,
        movetime: None,
        seed: 1,
        count: None,
        games: None,
        own: Own::default(),
        words: Vec::new(),
    };
    let mut it = args[1..].iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--position" => o.position = Some(value(a)?),
            "--fen" if id == GameId::Makruk => o.position = Some(value(a)?),
            "--level" => o.level = Some(level(&value(a)?)?),
            "--versus" => {
                let v = value(a)?;
                o.versus = Some(if v == "greedy" && id == GameId::ChineseCheckers {
                    Player::Greedy
                } else {
                    Player::Level(level(&v)?)
                });
            }
            "--movetime" => o.movetime = Some(number(&value(a)?, a, 0, MAX_MOVETIME_MS)? as f64),
            "--seed" => o.seed = number(&value(a)?, a, 0, u64::MAX)?,
            "--count" => o.count = Some(number(&value(a)?, a, 1, MAX_HINT_COUNT as u64)? as usize),
            "--games" => o.games = Some(number(&value(a)?, a, 1, MAX_GAMES)? as u32),
            "--depth" if id == GameId::ChineseCheckers => {
                o.own.depth = Some(number(&value(a)?, a, 1, MAX_DEPTH)? as u32)
            }
            "--width" if id == GameId::ChineseCheckers => {
                o.own.width = Some(number(&value(a)?, a, 1, MAX_WIDTH)? as usize)
            }
            "--net" if id == GameId::Backgammon => o.own.net = Some(value(a)?),
            "--cubeless" if id == GameId::Backgammon => o.own.cubeless = true,
            s if s.starts_with("--") => {
                let name = &s[2..];
                let setting = g
                    .settings()
                    .iter()
                    .find(|st| st.name == name)
                    .ok_or_else(|| format!("unknown option '{s}' for {id}"))?;
                let v = if setting.takes_value {
                    value(s)?
                } else {
                    String::new()
                };
                o.settings.0.push((name.to_string(), v));
            }
            s => o.words.push(s.to_string()),
        }
    }
    // The moves, and perft's depth before them.
    if o.words.len() > MAX_MOVES + 1 {
        return Err(format!(
            "{} words: at most {MAX_MOVES} moves (and perft's depth) are taken",
            o.words.len()
        ));
    }
    Ok(o)
}

impl Options {
    /// The game reached from the start (or `--position`) by `moves`.
    pub fn open(&self, moves: &[String]) -> Result<Box<dyn AnyHistory>, String> {
        self.game
            .open(&self.settings, self.position.as_deref(), moves)
    }

    /// An error naming the first word left, for a command that takes no moves.
    pub fn no_words(&self) -> Result<(), String> {
        match self.words.first() {
            Some(w) => Err(format!("unexpected '{w}'")),
            None => Ok(()),
        }
    }

    /// `--versus` as a level (none for `greedy`).
    pub fn versus_level(&self) -> Option<Level> {
        match self.versus {
            Some(Player::Level(l)) => Some(l),
            _ => None,
        }
    }

    /// How to think, with `--level` required.
    pub fn think(&self, command: &str) -> Result<Think, String> {
        let level = self
            .level
            .ok_or_else(|| format!("{command} needs --level"))?;
        Ok(Think {
            level,
            movetime_ms: self.movetime,
            seed: self.seed,
        })
    }
}

/// Orders texts with their digit runs compared as numbers (`9-20` before `10-1`), so that
/// move lists read in board order.
pub fn natural_sort(items: &mut [String]) {
    items.sort_by_cached_key(|s| key(s));
}

fn key(s: &str) -> Vec<(u8, u64, String)> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(&c) = chars.peek() {
        let digits = c.is_ascii_digit();
        let mut run = String::new();
        while let Some(&d) = chars.peek() {
            if d.is_ascii_digit() != digits {
                break;
            }
            run.push(d);
            chars.next();
        }
        if digits {
            out.push((0, run.parse().unwrap_or(u64::MAX), String::new()));
        } else {
            out.push((1, 0, run));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order_reads_numbers_as_numbers() {
        let mut v: Vec<String> = ["10-1", "9-20", "9-3", "a7", "a1"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        natural_sort(&mut v);
        assert_eq!(v, ["9-3", "9-20", "10-1", "a1", "a7"]);
    }
}
