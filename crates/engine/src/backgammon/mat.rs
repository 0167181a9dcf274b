//! The games of a match as a Jellyfish `.mat` text, the match format GNU Backgammon exports
//! and imports (`import mat`), so a match played here can be analysed there, and the games
//! of such a text read back with their dice ([`read_match`]).

use super::board::Dice;
use super::game::{Action, BgGame};
use super::match_state::MatchState;
use crate::core::registry::MAX_MOVES;
use std::fmt;

/// Column where player 1's entries start, and player 1's name in a game's header (as
/// gnubg writes them).
const RIGHT: usize = 33;
const HEADER_RIGHT: usize = 32;

/// One entry of a game: what a player did, as `.mat` writes it.
struct Entry {
    player: usize,
    text: String,
    /// The result line, which gnubg puts on the last line when its column is free.
    wins: bool,
}

/// The `.mat` text of consecutive games of one match (or money session, written as a 0-point
/// match): a header, then per game the score and numbered lines with player 0's turn on the
/// left and player 1's on the right: `63: 24/18 13/10` (each checker move on its own, the bar
/// 25, off 0, `*` on hits), `Doubles => 2`, `Takes`, `Drops`, and `Wins 2 points`. Rejected
/// resignations leave no trace; an accepted one shows as the win (after the dice with no move
/// when it followed a roll). The games should start
/// from the opening roll (a game taken up from a position cannot be written this way).
///
/// A money session also says whether the Jacoby rule was on, in a comment line gnubg skips:
/// `; [Jacoby "On"]` or `; [Jacoby "Off"]`.
pub fn match_text(games: &[BgGame], names: [&str; 2]) -> String {
    let length = games.first().map_or(0, |g| g.start_state().length);
    let mut out = String::new();
    if let Some(s) = games
        .first()
        .map(BgGame::start_state)
        .filter(|s| s.is_money())
    {
        let on = if s.jacoby { "On" } else { "Off" };
        out += &format!("; [{JACOBY_TAG} \"{on}\"]\n\n");
    }
    out += &format!(" {length} point match\n");
    for (n, g) in games.iter().enumerate() {
        let s = g.start_state().score;
        out += &format!("\n Game {}\n", n + 1);
        let left = format!(" {} : {}", names[0], s[0]);
        // A long name still leaves a space before the other.
        let gap = if left.len() >= HEADER_RIGHT { " " } else { "" };
        out += &format!("{left:<HEADER_RIGHT$}{gap}{} : {}\n", names[1], s[1]);
        lay_out(&entries(g), &mut out);
    }
    out
}

/// The entries of one game, in order. A roll not played (a resignation after it, or the
/// game's end) is written as gnubg writes it: the dice and no move.
fn entries(g: &BgGame) -> Vec<Entry> {
    let Ok(mut replay) = g.replay_to(0) else {
        return Vec::new();
    };
    let rolled_now = |r: &BgGame| r.state().dice.map(|d| (r.state().on_roll, d));
    let mut rolled = rolled_now(&replay);
    let mut out = Vec::new();
    let mut entry = |player: usize, text: String| {
        out.push(Entry {
            player,
            text,
            wins: false,
        })
    };
    for a in g.actions() {
        let st = *replay.state();
        match a {
            Action::Play(p) => {
                let Some(dice) = st.dice else { break };
                let moves: Vec<String> = p
                    .steps()
                    .iter()
                    .map(|s| format!("{}/{}{}", s.from, s.to, if s.hit { "*" } else { "" }))
                    .collect();
                entry(st.on_roll, format!("{dice}: {}", moves.join(" ")));
            }
            Action::Double => entry(st.on_roll, format!(" Doubles => {}", st.cube * 2)),
            Action::Take => entry(st.turn, " Takes".to_string()),
            Action::Drop => entry(st.turn, " Drops".to_string()),
            Action::Roll | Action::Resign(_) | Action::Accept | Action::Reject => {}
        }
        if replay.act(a).is_err() {
            break;
        }
        // An accepted resignation clears the dice: they are kept from before it.
        rolled = match a {
            Action::Play(_) => None,
            _ => rolled_now(&replay).or(rolled),
        };
    }
    if let Some((player, dice)) = rolled {
        entry(player, format!("{dice}: "));
    }
    if let Some((winner, points)) = g.state().winner {
        let won_match = g.state().match_over();
        out.push(Entry {
            player: winner,
            text: format!(
                " Wins {points} point{}{}",
                if points == 1 { "" } else { "s" },
                if won_match { " and the match" } else { "" }
            ),
            wins: true,
        });
    }
    out
}

/// Numbered lines: player 0 on the left, player 1 on the right; a win goes on the last line
/// when its column is free, else on a line of its own without a number.
fn lay_out(entries: &[Entry], out: &mut String) {
    let mut lines: Vec<[Option<&str>; 2]> = Vec::new();
    let mut win_line = None;
    for e in entries {
        let fits = lines
            .last()
            .is_some_and(|l| l[e.player].is_none() && (e.player == 1 || l[1].is_none()));
        if e.wins && !fits {
            let mut l = [None, None];
            l[e.player] = Some(e.text.as_str());
            win_line = Some(l);
            continue;
        }
        if !fits {
            lines.push([None, None]);
        }
        let last = lines.last_mut().expect("a line");
        last[e.player] = Some(e.text.as_str());
    }
    let text = |l: &[Option<&str>; 2], prefix: String| {
        let left = format!("{prefix}{}", l[0].unwrap_or(""));
        match l[1] {
            // A long left entry still leaves a space before the right one.
            Some(r) if left.len() >= RIGHT => format!("{left} {r}\n"),
            Some(r) => format!("{left:<RIGHT$}{r}\n"),
            None => format!("{}\n", left.trim_end()),
        }
    };
    for (i, l) in lines.iter().enumerate() {
        *out += &text(l, format!("{:>3}) ", i + 1));
    }
    if let Some(l) = win_line {
        *out += &text(&l, " ".repeat(5));
    }
}

/// The longest `.mat` text read, in bytes.
pub const MAX_TEXT: usize = 10 << 20;
/// The longest match read: the Match ID's 15-bit field.
const MAX_MAT_LENGTH: u32 = (1 << 15) - 1;
/// The comment tag of the Jacoby rule in a money session.
const JACOBY_TAG: &str = "Jacoby";
/// An entry alone on its line that starts this far in (or further) is player 1's.
const RIGHT_FROM: usize = 20;

/// A match (or money session) read from a `.mat` text.
#[derive(Clone, Debug)]
pub struct MatMatch {
    /// Player 0's (left column) and player 1's names.
    pub names: [String; 2],
    /// Points to win; 0 for a money session.
    pub length: u32,
    /// A money session's Jacoby rule: the file's `; [Jacoby "On"]` tag, else on unless a
    /// win's points say it was off (gnubg's files do not say).
    pub jacoby: bool,
    /// Every game, each with the file's dice ([`BgGame::with_opening`], seed 0 for any roll
    /// after them); all but the last are over.
    pub games: Vec<BgGame>,
}

/// A `.mat` text that does not read: the line (from 1; 0 for the whole text), the game it
/// is in (from 1) and what is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MatError {
    pub line: usize,
    pub game: Option<usize>,
    pub why: String,
}

impl fmt::Display for MatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.game) {
            (0, _) => write!(f, ".mat text: {}", self.why),
            (l, Some(g)) => write!(f, ".mat line {l}, game {g}: {}", self.why),
            (l, None) => write!(f, ".mat line {l}: {}", self.why),
        }
    }
}

impl std::error::Error for MatError {}

/// Reads a `.mat` text as gnubg exports it (and [`match_text`] writes it): the header (`; `
/// comment lines, ` 5 point match`), then per game ` Game 1`, the names and scores, and the
/// numbered lines of player 0's (left) and player 1's (right) entries: `31: 8/5 6/5`,
/// `Doubles => 2`, `Takes`, `Drops`, `Wins 2 points`. Every play is checked legal, every
/// score line against the games before; a win that is neither a bear-off nor a drop is an
/// accepted resignation of the loser (before any play: the loser opened with 21, which the
/// text does not say). One match per text; at most [`MAX_TEXT`] bytes and
/// [`MAX_MOVES`] actions.
pub fn read_match(text: &str) -> Result<MatMatch, MatError> {
    if text.len() > MAX_TEXT {
        return Err(MatError {
            line: 0,
            game: None,
            why: format!("{} bytes, more than the {MAX_TEXT} read", text.len()),
        });
    }
    // Windows editors start a text with a byte-order mark (and end lines with CR LF).
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    match jacoby_tag(text)? {
        Some(jacoby) => read_with(text, jacoby),
        None => read_with(text, true).or_else(|e| read_with(text, false).map_err(|_| e)),
    }
}

/// The `; [Jacoby "On"]` or `"Off"` tag, if the text has one.
fn jacoby_tag(text: &str) -> Result<Option<bool>, MatError> {
    let prefix = format!("; [{JACOBY_TAG} ");
    for (i, l) in text.lines().enumerate() {
        let Some(value) = l.trim().strip_prefix(&prefix) else {
            continue;
        };
        return match value.trim_end_matches(']').trim_matches('"') {
            "On" => Ok(Some(true)),
            "Off" => Ok(Some(false)),
            v => Err(MatError {
                line: i + 1,
                game: None,
                why: format!("the Jacoby tag is \"On\" or \"Off\", not '{v}'"),
            }),
        };
    }
    Ok(None)
}

/// Reads the text with the Jacoby rule of a money session on or off.
fn read_with(text: &str, jacoby: bool) -> Result<MatMatch, MatError> {
    let mut r = Reader {
        jacoby,
        length: None,
        names: [String::new(), String::new()],
        games: Vec::new(),
        current: None,
        actions: 0,
    };
    for (i, raw) in text.lines().enumerate() {
        let l = raw.trim();
        if l.is_empty() || l.starts_with(';') {
            continue;
        }
        r.line(raw, l).map_err(|why| MatError {
            line: i + 1,
            game: r.current.as_ref().map(|c| c.number),
            why,
        })?;
    }
    let game = r.current.as_ref().map(|c| c.number);
    r.close_game().map_err(|why| MatError {
        line: text.lines().count(),
        game,
        why,
    })?;
    let length = r.length.unwrap_or(0);
    if r.games.is_empty() {
        return Err(MatError {
            line: text.lines().count(),
            game: None,
            why: "no game (a ' Game 1' line and its moves)".to_string(),
        });
    }
    Ok(MatMatch {
        names: r.names,
        length,
        jacoby: length == 0 && jacoby,
        games: r.games,
    })
}

/// What is read so far.
struct Reader {
    jacoby: bool,
    length: Option<u32>,
    names: [String; 2],
    games: Vec<BgGame>,
    current: Option<Current>,
    /// Actions of the games read before the current one.
    actions: usize,
}

/// The game being read: its number, the match state it starts from, whether its score line
/// was read, the game once its opening roll is, and a roll entry without a move, played once
/// the next entry says whether its roller resigned instead.
struct Current {
    number: usize,
    start: MatchState,
    scored: bool,
    game: Option<BgGame>,
    unplayed: Option<String>,
}

impl Reader {
    /// One line that is neither empty nor a comment.
    fn line(&mut self, raw: &str, l: &str) -> Result<(), String> {
        if let Some(n) = l.strip_prefix("Game ") {
            return self.new_game(n);
        }
        match self.current.as_mut() {
            None if self.length.is_none() => self.length = Some(match_length(l)?),
            None => return Err(format!("'{l}' where ' Game 1' was expected")),
            Some(c) if !c.scored => {
                let (names, score) = score_line(l).ok_or_else(|| {
                    format!("'{l}' is not the names and scores line (gnubg : 0   root : 0)")
                })?;
                if score != c.start.score {
                    return Err(format!(
                        "the game starts at {}-{}, but the games before end at {}-{}",
                        score[0], score[1], c.start.score[0], c.start.score[1]
                    ));
                }
                if c.number == 1 {
                    self.names = names;
                }
                c.scored = true;
            }
            Some(_) => {
                for (side, words) in line_entries(raw)? {
                    self.entry(side, &words)?;
                }
            }
        }
        Ok(())
    }

    /// A ` Game <n>` line: the game before ends here.
    fn new_game(&mut self, n: &str) -> Result<(), String> {
        let length = self
            .length
            .ok_or("the ' 5 point match' line comes before the games")?;
        self.close_game()?;
        let number = self.games.len() + 1;
        if n.trim().parse() != Ok(number) {
            return Err(format!(
                "'Game {}' where Game {number} was expected",
                n.trim()
            ));
        }
        let start = match self.games.last() {
            Some(g) => *g.state(),
            None if length == 0 => MatchState::money(self.jacoby),
            None => MatchState::new(length),
        };
        if start.match_over() {
            return Err("a game after the match was won".to_string());
        }
        self.current = Some(Current {
            number,
            start,
            scored: false,
            game: None,
            unplayed: None,
        });
        Ok(())
    }

    /// Keeps the game read; only the last game may be unfinished, and each one has its
    /// opening roll.
    fn close_game(&mut self) -> Result<(), String> {
        let Some(c) = self.current.take() else {
            return Ok(());
        };
        if let Some(g) = self.games.last() {
            if !g.is_over() {
                return Err(format!(
                    "game {} does not end, yet another game follows",
                    c.number - 1
                ));
            }
        }
        let g = c
            .game
            .ok_or_else(|| format!("game {} has no opening roll", c.number))?;
        self.actions += g.actions().len();
        self.games.push(g);
        Ok(())
    }

    /// One entry of `side` (0 left, 1 right), its words.
    fn entry(&mut self, side: usize, words: &[&str]) -> Result<(), String> {
        let text = words.join(" ");
        let c = self.current.as_mut().expect("a game is being read");
        let g = match c.game.as_mut() {
            Some(g) => g,
            // A game resigned before its first play has no opening roll written: the loser
            // opened it (the one to act), with 21.
            None if words[0] == "Wins" => c.game.insert(opening(c.start, 1 - side, "21:")?),
            None => c.game.insert(opening(c.start, side, words[0])?),
        };
        // A roll written without a move: no legal move, unless its roller resigns now.
        if let Some(roll) = c.unplayed.take() {
            if words[0] != "Wins" || side == g.state().on_roll {
                g.play_text("")
                    .map_err(|_| format!("'{roll}' has no move, but one is legal"))?;
            }
        }
        let names = &self.names;
        let who = |p: usize| names[p].clone();
        let st = *g.state();
        let e = |x: super::ActionError| format!("{}'s '{text}': {x}", who(side));
        if words[0] != "Wins" && st.turn != side && !st.state.is_over() {
            return Err(format!(
                "{}'s '{text}', but {} is to act",
                who(side),
                who(st.turn)
            ));
        }
        match words[0] {
            "Doubles" => {
                let written = words.last().and_then(|n| n.parse::<u32>().ok());
                if written != Some(st.cube * 2) {
                    return Err(format!("'{text}': the cube goes to {}", st.cube * 2));
                }
                g.double().map_err(e)?
            }
            "Takes" => g.take().map_err(e)?,
            "Drops" => g.drop_cube().map_err(e)?,
            "Wins" => wins(g, side, words, names)?,
            "Beavers" | "Raccoons" => {
                return Err(format!("'{text}': beavers are not played here (BG-15)"))
            }
            _ => {
                if !roll_entry(g, words, &who(side))? {
                    c.unplayed = Some(text);
                }
            }
        }
        if self.actions + g.actions().len() > MAX_MOVES {
            return Err(format!("more than {MAX_MOVES} actions in the match"));
        }
        Ok(())
    }
}

/// A roll entry (`31: 8/5 6/5`) of `who`, the player on roll: the dice rolled (or those of
/// the opening roll, in either order) and the play made. Whether a move was written: without
/// one, no move is legal, or (as gnubg writes it) the roller resigns next.
fn roll_entry(g: &mut BgGame, words: &[&str], who: &str) -> Result<bool, String> {
    let text = words.join(" ");
    let e = |x: super::ActionError| format!("{who}'s '{text}': {x}");
    let dice: Dice = words[0]
        .trim_end_matches(':')
        .parse()
        .map_err(|x: super::DiceError| format!("'{text}': {x}"))?;
    match g.state().dice {
        None => g.roll_given(dice).map_err(e)?,
        Some(d) if (d.high(), d.low()) != (dice.high(), dice.low()) => {
            return Err(format!("'{text}': the opening roll was {d}"))
        }
        Some(_) => {}
    }
    if words.len() == 1 {
        return Ok(false);
    }
    g.play_text(&words[1..].join(" ")).map_err(e)?;
    Ok(true)
}

/// The ` 5 point match` line's length (0: a money session).
fn match_length(l: &str) -> Result<u32, String> {
    l.strip_suffix("point match")
        .and_then(|n| n.trim().parse::<u32>().ok())
        .filter(|&n| n <= MAX_MAT_LENGTH)
        .ok_or_else(|| {
            format!("'{l}' is not a match length line (5 point match, at most {MAX_MAT_LENGTH})")
        })
}

/// The names and scores of a game's header: ` gnubg : 0                      root : 0`.
fn score_line(l: &str) -> Option<([String; 2], [u32; 2])> {
    let (left, rest) = l.split_once(" : ")?;
    let rest = rest.trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let (right, s1) = rest[digits..].rsplit_once(" : ")?;
    let score = [rest[..digits].parse().ok()?, s1.trim().parse().ok()?];
    Some(([left.trim().to_string(), right.trim().to_string()], score))
}

/// A game's first entry, the opening roll's play: `side` won it with `dice` (`31:`).
fn opening(start: MatchState, side: usize, dice: &str) -> Result<BgGame, String> {
    let d: Dice = dice.trim_end_matches(':').parse().map_err(|_| {
        format!("the game starts with the opening roll's play (31: 8/5 6/5), not '{dice}'")
    })?;
    if d.is_double() {
        return Err(format!(
            "the opening roll {d} is two different numbers, one per player (BG-3)"
        ));
    }
    let pair = if side == 0 {
        (d.high(), d.low())
    } else {
        (d.low(), d.high())
    };
    BgGame::with_opening(0, start, pair).map_err(|e| e.to_string())
}

/// A `Wins 2 points` entry of `side`: the game's end as played, or the loser's accepted
/// resignation.
fn wins(g: &mut BgGame, side: usize, words: &[&str], names: &[String; 2]) -> Result<(), String> {
    let text = words.join(" ");
    let points = words
        .get(1)
        .and_then(|n| n.parse::<u32>().ok())
        .ok_or_else(|| format!("'{text}' does not say the points (Wins 2 points)"))?;
    let st = *g.state();
    if st.state.is_over() {
        return match st.winner {
            Some(w) if w == (side, points) => Ok(()),
            Some((w, p)) => Err(format!(
                "'{text}' by {}, but {} won {p} point(s)",
                names[side], names[w]
            )),
            None => Err(format!("'{text}': the game ended without a winner")),
        };
    }
    if st.turn == side || st.doubled {
        return Err(format!(
            "'{text}' by {}: no play, drop or resignation of {} ends the game here",
            names[side],
            names[1 - side]
        ));
    }
    let k = (1..=3u8)
        .find(|&k| st.game_points(k) == points)
        .ok_or_else(|| {
            format!(
                "'{text}': a resignation at a {}-cube gives {}, {} or {} points",
                st.cube,
                st.game_points(1),
                st.game_points(2),
                st.game_points(3)
            )
        })?;
    let e = |x: super::ActionError| format!("'{text}': {x}");
    g.resign(k).map_err(e)?;
    g.accept().map_err(e)
}

/// The entries of a numbered line (`  3) 62: 13/7 8/6          Doubles => 2`) or a win line
/// (`      Wins 2 points`): each with its side (0 left, 1 right) and its words.
fn line_entries(raw: &str) -> Result<Vec<(usize, Vec<&str>)>, String> {
    let mut words = words(raw);
    let numbered = words
        .first()
        .and_then(|(_, w)| w.strip_suffix(')'))
        .is_some_and(|n| n.parse::<u32>().is_ok());
    if numbered {
        words.remove(0);
    }
    let mut found: Vec<(usize, Vec<&str>)> = Vec::new();
    for (col, w) in words {
        if starts_entry(w) {
            found.push((col, vec![w]));
        } else if let Some(last) = found.last_mut() {
            last.1.push(w);
        } else {
            return Err(format!(
                "'{w}' does not begin an entry (a roll like 31:, Doubles, Takes, Drops or Wins)"
            ));
        }
    }
    let wins_alone = found.len() == 1 && found[0].1[0] == "Wins";
    if found.len() > 2 || found.is_empty() || !(numbered || wins_alone) {
        return Err(format!(
            "'{}' is not a numbered line of one or two entries, nor a Wins line",
            raw.trim()
        ));
    }
    let alone = found.len() == 1;
    Ok(found
        .into_iter()
        .enumerate()
        .map(|(i, (col, w))| (usize::from(i == 1 || (alone && col >= RIGHT_FROM)), w))
        .collect())
}

/// Whether a word begins an entry: a roll (`31:`) or a cube or win word.
fn starts_entry(w: &str) -> bool {
    w.ends_with(':') && w.len() == 3
        || matches!(
            w,
            "Doubles" | "Takes" | "Drops" | "Wins" | "Beavers" | "Raccoons"
        )
}

/// The words of a line, each with the column it starts at.
fn words(raw: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, ch) in raw.char_indices().chain([(raw.len(), ' ')]) {
        match (ch.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push((s, &raw[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    out
}
