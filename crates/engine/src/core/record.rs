//! Game records as other programs exchange them: PGN for Makruk (as pychess-variants and
//! Fairy-Stockfish read it), the PGN-like text Sanmill exports for Nine Men's Morris (and
//! Tigadi), and the same form for Chinese Checkers (docs/notation.md, "Game records").
//!
//! One reader and one writer serve every game: tags, move numbers, `{comments}`, `;`
//! comments, NAGs and `!?` marks, variations (skipped) and the result. A game gives only
//! its `Variant` tag and how a move is written in the movetext and read back
//! ([`Notation::record_variant`], [`Notation::record_move`],
//! [`Notation::read_record_move`]); every move read is replayed through the registry.
//! Backgammon's matches are exchanged as `.mat` files instead (`backgammon::mat`).

use super::registry::{rules, AnyRules, AnyText, MAX_MOVES, RULES};
use super::{Settings, ToMove};
use crate::GameId;

/// The largest record text read: 10 MB (some thousands of long games).
pub const MAX_RECORD_BYTES: usize = 10_000_000;

/// The seven tags every PGN game has, in PGN's order, with their values when unknown.
pub const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The results a PGN movetext ends with.
const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// The longest line the writer makes (PGN's export format says under 80).
const LINE: usize = 79;

/// A move as a record's movetext writes it, and a comment written after it (Makruk's
/// counting, which SAN has no sign for).
#[derive(Clone, Debug, PartialEq)]
pub struct RecordMove {
    pub text: String,
    pub comment: Option<&'static str>,
}

impl RecordMove {
    /// A move without a comment.
    pub fn plain(text: String) -> RecordMove {
        RecordMove {
            text,
            comment: None,
        }
    }
}

/// One game as exchanged with other programs.
#[derive(Clone, Debug, PartialEq)]
pub struct GameText {
    pub game: GameId,
    /// The tags in order: the seven-tag roster (Event, Site, Date `YYYY.MM.DD`, Round,
    /// White, Black, Result), `Termination` and any other. The tags the record's own
    /// fields give (`Variant`, `SetUp`, `FEN` and the settings' tags) are not listed here.
    pub tags: Vec<(String, String)>,
    /// The settings the game's position text does not carry, as the registry's
    /// `AnyRules::open_text` takes them.
    pub settings: Settings,
    /// The start position in the game's own position text, when it is not the standard
    /// start.
    pub start: Option<String>,
    /// The moves as the registry writes them (`AnyText::move_texts`).
    pub moves: Vec<String>,
}

impl GameText {
    /// A game of the registry as a record: the roster's tags unknown but for the result
    /// (and `Termination` with the reason when the game is over), its start when it is not
    /// the standard one, and its moves.
    pub fn of(id: GameId, settings: &Settings, h: &dyn AnyText) -> Result<GameText, String> {
        let standard = rules(id).open_text(settings, None, &[])?.start_text();
        let start = Some(h.start_text()).filter(|s| *s != standard);
        let mut tags: Vec<(String, String)> = ROSTER
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        let (result, termination) = result_of(&h.status());
        tags[6].1 = result;
        if let Some(reason) = termination {
            tags.push(("Termination".into(), reason));
        }
        Ok(GameText {
            game: id,
            tags,
            settings: settings.clone(),
            start,
            moves: h.move_texts(),
        })
    }

    /// The value of tag `name`, if the record has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        let found = self.tags.iter().find(|(n, _)| n == name);
        found.map(|(_, v)| v.as_str())
    }

    /// Sets tag `name` (in its place when the record has it, else last).
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(tag) => tag.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The game replayed through the registry.
    pub fn open(&self) -> Result<Box<dyn AnyText>, String> {
        rules(self.game).open_text(&self.settings, self.start.as_deref(), &self.moves)
    }
}

/// The Result tag and the Termination of a game from its registry status: `1-0`, `0-1`,
/// `1/2-1/2` with the reason in two-player games; in Chinese Checkers the finishing order
/// (`S N`, `S+N` for a team), with `blocked` as the Termination when nobody could move.
fn result_of(status: &str) -> (String, Option<String>) {
    let words: Vec<&str> = status.split(' ').collect();
    let reason = |from: usize| Some(words[from..].join(" ")).filter(|r| !r.is_empty());
    match words.as_slice() {
        ["win", "first", ..] => ("1-0".into(), reason(2)),
        ["win", "second", ..] => ("0-1".into(), reason(2)),
        ["draw", ..] => ("1/2-1/2".into(), reason(1)),
        ["win", _, ..] => (words[1..].join(" "), None),
        [word, places @ ..] if *word != "ongoing" => {
            let order = Some(places.join(" ")).filter(|p| !p.is_empty());
            (order.unwrap_or("*".into()), Some(word.to_string()))
        }
        _ => ("*".into(), None),
    }
}

/// Several games in one text, each in its game's format, separated by a blank line. Each
/// game is replayed first: the error names the game (from 1) and what is wrong, or that
/// its game is exchanged in another format.
pub fn write_games(games: &[GameText]) -> Result<String, String> {
    let written: Result<Vec<String>, String> = games
        .iter()
        .enumerate()
        .map(|(i, g)| write_game(g).map_err(|e| format!("game {}: {e}", i + 1)))
        .collect();
    Ok(written?.join("\n"))
}

fn write_game(g: &GameText) -> Result<String, String> {
    let entry = rules(g.game);
    let variant = entry
        .record_variant()
        .ok_or_else(|| exchanged_otherwise(g.game))?;
    let start = entry.open_text(&g.settings, g.start.as_deref(), &[])?;
    let first = match start.to_move() {
        ToMove::Seat(seat) if entry.record_round() > 1 => usize::from(seat),
        _ => 0,
    };
    let played = g.open()?;
    let mut out = tag_lines(&header(g, entry, variant, &start.record_start())?)?;
    out.push('\n');
    let result = g.tag("Result").filter(|r| RESULTS.contains(r));
    let words = movetext(&played.record_moves(), first, entry.record_round());
    out += &wrap(words.into_iter().chain([result.unwrap_or("*").to_string()]));
    Ok(out)
}

/// Why `id`'s games are neither written nor read here.
fn exchanged_otherwise(id: GameId) -> String {
    format!("{id} matches are exchanged as .mat files (backgammon::mat), not as game texts")
}

/// The tags as `[Name "value"]` lines; the error names a tag that cannot be written.
fn tag_lines(tags: &[(String, String)]) -> Result<String, String> {
    let mut out = String::new();
    for (name, value) in tags {
        if !tag_name(name) || value.contains('\n') {
            return Err(format!("tag {name:?} {value:?}: a tag is a name of letters, digits and '_', and a value of one line"));
        }
        out += &format!("[{name} \"{}\"]\n", escape(value));
    }
    Ok(out)
}

/// The tags written: the roster (unknown ones as `?`), `Variant`, `SetUp` and `FEN` (the
/// start as the record writes it) when the start is not the standard one, the settings,
/// then the record's other tags.
fn header(
    g: &GameText,
    entry: &dyn AnyRules,
    variant: &str,
    fen: &str,
) -> Result<Vec<(String, String)>, String> {
    let mut tags: Vec<(String, String)> = ROSTER
        .iter()
        .map(|(n, unknown)| (n.to_string(), g.tag(n).unwrap_or(unknown).to_string()))
        .collect();
    tags.push(("Variant".into(), variant.into()));
    if g.start.is_some() {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), fen.to_string()));
    }
    for (name, value) in &g.settings.0 {
        let setting = entry.settings().iter().find(|s| s.name == name);
        let setting = setting.ok_or_else(|| format!("{} has no setting '{name}'", g.game))?;
        let value = if setting.takes_value { value } else { "yes" };
        tags.push((setting_tag(name), value.to_string()));
    }
    let own = |n: &str| ROSTER.iter().any(|(r, _)| *r == n) || structural(entry, n);
    let others = g.tags.iter().filter(|(n, _)| !own(n)).cloned();
    tags.extend(others);
    Ok(tags)
}

/// A setting's tag: its name in PGN's capitalised words (`flying` is `Flying`, `play-on`
/// `PlayOn`).
fn setting_tag(name: &str) -> String {
    let capital = |w: &str| {
        let mut c = w.chars();
        c.next()
            .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
    };
    name.split('-').map(capital).collect()
}

/// Whether tag `name` is one a record's own fields give (its game, start or settings).
fn structural(entry: &dyn AnyRules, name: &str) -> bool {
    ["Variant", "SetUp", "FEN"].contains(&name) || setting_of(entry, name).is_some()
}

/// The setting whose tag is `name` (in any case).
fn setting_of(entry: &dyn AnyRules, name: &str) -> Option<&'static super::Setting> {
    let settings = entry.settings().iter();
    settings
        .into_iter()
        .find(|s| setting_tag(s.name).eq_ignore_ascii_case(name))
}

/// Whether `name` is a tag's name: letters, digits and `_`, not empty.
fn tag_name(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The movetext's words before the result: move numbers (`1.`, or `1...` when the second
/// player moves first), moves and their comments.
fn movetext(moves: &[super::RecordMove], first: usize, round: usize) -> Vec<String> {
    let mut words = Vec::with_capacity(moves.len() * 2);
    for (i, m) in moves.iter().enumerate() {
        let ply = i + first;
        if ply.is_multiple_of(round) {
            words.push(format!("{}.", ply / round + 1));
        } else if i == 0 {
            words.push(format!("{}...", ply / round + 1));
        }
        words.push(m.text.clone());
        if let Some(comment) = m.comment {
            words.push(format!("{{{comment}}}"));
        }
    }
    words
}

/// Words joined by spaces into lines of at most [`LINE`] characters (a longer word alone).
fn wrap(words: impl Iterator<Item = String>) -> String {
    let mut out = String::new();
    let mut line = 0;
    for w in words {
        if line > 0 && line + 1 + w.len() > LINE {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        line += w.len();
        out += &w;
    }
    out + "\n"
}

/// The games of a record text, each replayed through the registry. A game's kind comes
/// from its `Variant` tag (its name as [`write_games`] writes it, or the game's slug, in
/// any case); a game without one is `default`'s. The error names the game (from 1), the
/// line it starts on, the move (from 1) and what is wrong.
pub fn read_games(text: &str, default: Option<GameId>) -> Result<Vec<GameText>, String> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(format!(
            "a game record text takes at most {MAX_RECORD_BYTES} bytes, not {}",
            text.len()
        ));
    }
    let raws = split_games(text)?;
    if raws.is_empty() {
        return Err(
            "no game found: a game record has tags such as [Variant \"makruk\"] and moves".into(),
        );
    }
    raws.into_iter()
        .enumerate()
        .map(|(i, raw)| {
            let line = raw.line;
            game_text(raw, default).map_err(|e| format!("game {} (line {line}): {e}", i + 1))
        })
        .collect()
}

/// A game as the text gives it, before it is read: its tags, and its moves each with the
/// comments after it.
struct Raw {
    line: usize,
    tags: Vec<(String, String)>,
    moves: Vec<(String, Vec<String>)>,
    /// Whether the movetext has begun (a later tag starts the next game).
    in_moves: bool,
}

impl Raw {
    fn new(line: usize) -> Raw {
        Raw {
            line,
            tags: Vec::new(),
            moves: Vec::new(),
            in_moves: false,
        }
    }
}

/// What the text holds, piece by piece.
enum Item {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    Word(String),
}

/// The text cut into games: a tag after movetext begins the next one.
fn split_games(text: &str) -> Result<Vec<Raw>, String> {
    let mut lexer = Lexer {
        text,
        at: 0,
        line: 1,
    };
    let mut games = Games {
        done: Vec::new(),
        raw: Raw::new(1),
        depth: 0,
    };
    while let Some((line, item)) = lexer.next()? {
        games.add(line, item)?;
    }
    let mut all = games.done;
    all.push(games.raw);
    all.retain(|g| !g.tags.is_empty() || !g.moves.is_empty());
    Ok(all)
}

/// The games cut so far, the one being read and how deep in variations it is.
struct Games {
    done: Vec<Raw>,
    raw: Raw,
    depth: usize,
}

impl Games {
    /// Adds a piece of the text found on `line`.
    fn add(&mut self, line: usize, item: Item) -> Result<(), String> {
        let raw = &mut self.raw;
        // A game starts where its first tag or move is.
        if raw.tags.is_empty() && !raw.in_moves {
            raw.line = line;
        }
        match item {
            Item::Tag(name, value) if raw.in_moves => {
                let next = std::mem::replace(raw, Raw::new(line));
                self.done.push(next);
                self.depth = 0;
                self.raw.tags.push((name, value));
            }
            Item::Tag(name, value) => raw.tags.push((name, value)),
            Item::Comment(c) => match raw.moves.last_mut() {
                Some((_, comments)) if self.depth == 0 => comments.push(c),
                _ => {}
            },
            Item::Open => {
                raw.in_moves = true;
                self.depth += 1;
            }
            Item::Close => {
                self.depth = self
                    .depth
                    .checked_sub(1)
                    .ok_or(format!("line {line}: ')' closes no variation"))?;
            }
            Item::Word(w) => {
                raw.in_moves = true;
                let mv = move_word(&w);
                if self.depth == 0 && !mv.is_empty() {
                    raw.moves.push((mv.to_string(), Vec::new()));
                }
            }
        }
        Ok(())
    }
}

/// A movetext word without its move number (`12.`, `12...`) and its `!`/`?` marks.
fn move_word(word: &str) -> &str {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let rest = match digits.strip_prefix('.') {
        Some(after) if digits.len() < word.len() => after.trim_start_matches('.'),
        _ => word,
    };
    rest.trim_end_matches(['!', '?'])
}

/// Reads a text piece by piece, counting lines.
struct Lexer<'a> {
    text: &'a str,
    at: usize,
    line: usize,
}

impl Lexer<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    /// Moves on `n` bytes, counting the lines passed.
    fn advance(&mut self, n: usize) -> &str {
        let taken = &self.text[self.at..self.at + n];
        self.line += taken.matches('\n').count();
        self.at += n;
        taken
    }

    /// The text up to `end` (excluded; to the end of the text when it does not occur),
    /// then past `end`.
    fn until(&mut self, end: char) -> Option<String> {
        let n = self.rest().find(end);
        let taken = self.advance(n.unwrap_or(self.rest().len())).to_string();
        n.map(|_| {
            self.advance(end.len_utf8());
            taken
        })
    }

    /// The next piece with the line it starts on; `None` at the end.
    fn next(&mut self) -> Result<Option<(usize, Item)>, String> {
        let blank = self.rest().len() - self.rest().trim_start().len();
        self.advance(blank);
        let line = self.line;
        let Some(c) = self.rest().chars().next() else {
            return Ok(None);
        };
        self.advance(c.len_utf8());
        let item = match c {
            '[' => self.tag(line)?,
            '{' => Item::Comment(
                self.until('}')
                    .ok_or(format!("line {line}: a comment '{{' is not closed by '}}'"))?,
            ),
            ';' | '%' => Item::Comment(self.until('\n').unwrap_or_default()),
            '(' => Item::Open,
            ')' => Item::Close,
            _ => {
                let n = self
                    .rest()
                    .find(|c: char| c.is_whitespace() || "{}()[];".contains(c));
                let word = self.advance(n.unwrap_or(self.rest().len()));
                let word = format!("{c}{word}");
                // NAGs ($14) are skipped like comments.
                match word.strip_prefix('$') {
                    Some(_) => Item::Comment(String::new()),
                    None => Item::Word(word),
                }
            }
        };
        Ok(Some((line, item)))
    }

    /// A tag after its `[`: `Name "value"]`, the value with `\"` and `\\` escapes.
    fn tag(&mut self, line: usize) -> Result<Item, String> {
        let bad = |what: &str| format!("line {line}: malformed tag: {what}");
        let n = self
            .rest()
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
        let name = self.advance(n.unwrap_or(self.rest().len())).to_string();
        if name.is_empty() {
            return Err(bad("a tag is [Name \"value\"]"));
        }
        let blank = self.rest().len() - self.rest().trim_start().len();
        self.advance(blank);
        if !self.rest().starts_with('"') {
            return Err(bad(&format!("the value of {name} is not in quotes")));
        }
        self.advance(1);
        let mut value = String::new();
        let mut chars = self.rest().char_indices();
        let end = loop {
            match chars.next() {
                Some((i, '"')) => break i,
                Some((_, '\\')) => value.extend(chars.next().map(|(_, c)| c)),
                Some((_, '\n')) | None => {
                    return Err(bad(&format!("the value of {name} is not closed by '\"'")))
                }
                Some((_, c)) => value.push(c),
            }
        };
        self.advance(end + 1);
        let blank = self.rest().len() - self.rest().trim_start().len();
        self.advance(blank);
        if !self.rest().starts_with(']') {
            return Err(bad(&format!("{name} is not closed by ']'")));
        }
        self.advance(1);
        Ok(Item::Tag(name, value))
    }
}

/// A game as read: its game from the tags, its start, settings and moves replayed.
fn game_text(raw: Raw, default: Option<GameId>) -> Result<GameText, String> {
    let entry = game_of(&raw.tags, default)?;
    let mut g = GameText {
        game: entry.id(),
        tags: Vec::new(),
        settings: Settings::default(),
        start: None,
        moves: Vec::new(),
    };
    for (name, value) in raw.tags {
        match (name.as_str(), setting_of(entry, &name)) {
            ("Variant" | "SetUp", _) => {}
            ("FEN", _) => g.start = Some(entry.read_record_position(&value)?),
            (_, Some(s)) if s.takes_value => g.settings.0.push((s.name.into(), value)),
            (_, Some(s)) => match value.to_ascii_lowercase().as_str() {
                "yes" | "1" | "true" | "" => g.settings.0.push((s.name.into(), String::new())),
                "no" | "0" | "false" => {}
                _ => return Err(format!("tag {name} takes yes or no, not '{value}'")),
            },
            _ => g.tags.push((name, value)),
        }
    }
    let mut moves = raw.moves;
    if moves
        .last()
        .is_some_and(|(m, _)| RESULTS.contains(&m.as_str()))
    {
        moves.pop();
    }
    if moves.len() > MAX_MOVES {
        return Err(format!("at most {MAX_MOVES} moves, not {}", moves.len()));
    }
    let mut h = entry
        .open_text(&g.settings, g.start.as_deref(), &[])
        .map_err(|e| format!("its start: {e}"))?;
    // The start in the engine's own words (a FEN's move number 0 is 1), as it is written.
    g.start = g.start.as_ref().map(|_| h.start_text());
    for (i, (text, comments)) in moves.iter().enumerate() {
        h.play_record(text, comments)
            .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
    }
    g.moves = h.move_texts();
    Ok(g)
}

/// The game a record's `Variant` tag names, else `default`.
fn game_of(
    tags: &[(String, String)],
    default: Option<GameId>,
) -> Result<&'static dyn AnyRules, String> {
    let Some((_, variant)) = tags.iter().find(|(n, _)| n == "Variant") else {
        return default
            .map(rules)
            .ok_or_else(|| format!("no Variant tag names its game ({})", variant_names()));
    };
    let named = |g: &&&dyn AnyRules| {
        g.id().slug().eq_ignore_ascii_case(variant)
            || g.record_variant()
                .is_some_and(|v| v.eq_ignore_ascii_case(variant))
    };
    match RULES.iter().find(named) {
        Some(g) if g.record_variant().is_some() => Ok(*g),
        Some(g) => Err(exchanged_otherwise(g.id())),
        None => Err(format!(
            "unknown Variant '{variant}' (this reads {})",
            variant_names()
        )),
    }
}

/// The Variant tags read, for the messages.
fn variant_names() -> String {
    let names: Vec<&str> = RULES.iter().filter_map(|g| g.record_variant()).collect();
    names.join(", ")
}
