//! The commands every game of the registry answers the same way:
//! `position | moves | status | bestmove | hint | perft <game> [--position <text>] [<move>...]`.

use crate::options::{natural_sort, number, parse};
use std::fmt::Display;
use std::io::Read;
use std::time::Instant;
use ttakji_engine::backgammon::analysis::Rating;
use ttakji_engine::core::analysis::{self, Mark, Summary};
use ttakji_engine::core::record::{self, GameText};
use ttakji_engine::search::SearchResult;
use ttakji_engine::GameId;

pub const USAGE: &str = "  position <game> [--position <text>] [<move>...]
  moves <game> [--position <text>] [<move>...]
  status <game> [--position <text>] [<move>...]
  bestmove <game> --level <easy|normal|hard> [--movetime <ms>] [--seed <n>] [--position <text>] [<move>...]
  hint <game> [--level <level>] [--count <n>] [--movetime <ms>] [--position <text>] [<move>...]
  analyse <game> [--level <level>] [--movetime <ms>] [--position <text>] <move>...
  perft <game> <depth> [--position <text>] [<move>...]
  record <game> [--tag <Name>=<value>]... [--position <text>] [<move>...]
  read-games <file|-> [--game <game>]";

pub fn clock() -> impl Fn() -> f64 {
    let t0 = Instant::now();
    move || t0.elapsed().as_secs_f64() * 1000.0
}

/// Runs a shared command; `None` when `cmd` is not one.
pub fn run(cmd: &str, args: &[String]) -> Option<Result<String, String>> {
    let run = match cmd {
        "position" => position,
        "moves" => moves,
        "status" => status,
        "bestmove" => bestmove,
        "hint" => hint,
        "analyse" | "analyze" => analyse,
        "perft" => perft,
        "record" => record,
        "read-games" => read_games,
        _ => return None,
    };
    Some(run(args))
}

fn lines(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().map(|s| s + "\n").collect()
}

fn position(args: &[String]) -> Result<String, String> {
    let o = parse(args)?;
    Ok(format!("{}\n", o.open(&o.words)?.position_text()))
}

/// The legal moves, sorted with numbers read as numbers.
fn moves(args: &[String]) -> Result<String, String> {
    let o = parse(args)?;
    let mut moves = o.open(&o.words)?.legal_moves();
    natural_sort(&mut moves);
    Ok(lines(moves))
}

fn status(args: &[String]) -> Result<String, String> {
    let o = parse(args)?;
    Ok(format!("{}\n", o.open(&o.words)?.status()))
}

fn bestmove(args: &[String]) -> Result<String, String> {
    let o = parse(args)?;
    let think = o.think("bestmove")?;
    let h = o.open(&o.words)?;
    let c = h.best_move(&think, &clock()).ok_or("the game is over")?;
    eprintln!("info depth {} score {} nodes {}", c.depth, c.score, c.nodes);
    Ok(format!("{}\n", c.mv))
}

/// The best moves with their values, best first (`--count` of them, all by default), at
/// `--level` (hard by default).
fn hint(args: &[String]) -> Result<String, String> {
    let mut o = parse(args)?;
    o.level.get_or_insert(ttakji_engine::Level::Hard);
    let think = o.think("hint")?;
    let h = o.open(&o.words)?;
    if h.is_over() {
        return Err("the game is over".into());
    }
    let ranked = h.hint(&think, o.count, &clock());
    Ok(lines(
        ranked
            .into_iter()
            .map(|(mv, v)| format!("{mv} {}", h.value_text(v))),
    ))
}

/// Each move played reviewed (`<ply> <move> best <best> loss <n> <mark or ->`, plies from
/// 1, backgammon's rolls left out), then a line for each side: `<side> moves <n> average
/// loss <x> inaccuracy <a> mistake <b> blunder <c>`, with backgammon's error rate.
fn analyse(args: &[String]) -> Result<String, String> {
    let o = parse(args)?;
    let mut think = analysis::default_think();
    if let Some(level) = o.level {
        think.level = level;
    }
    think.movetime_ms = o.movetime.or(think.movetime_ms);
    let h = o.open(&o.words)?;
    if h.move_texts().is_empty() {
        return Err("analyse needs the moves played".into());
    }
    let mut out = String::new();
    let mut sides: Vec<(u8, Summary)> = Vec::new();
    for ply in 0..h.move_texts().len() {
        let Some(r) = h.review(ply, 1, &think, &clock()) else {
            continue;
        };
        let best = r.best.first().map_or("-", |(m, _)| m.as_str());
        let mark = r.mark.map_or("-", Mark::slug);
        out += &format!(
            "{} {} best {best} loss {} {mark}\n",
            ply + 1,
            r.played,
            r.loss
        );
        if !r.choice {
            continue;
        }
        match sides.iter_mut().find(|(s, _)| *s == r.seat) {
            Some((_, sum)) => sum.add(r.loss, r.mark),
            None => {
                let mut sum = Summary::default();
                sum.add(r.loss, r.mark);
                sides.push((r.seat, sum));
            }
        }
    }
    sides.sort_by_key(|(s, _)| *s);
    for (seat, sum) in sides {
        out += &summary_line(o.game.id(), seat, &sum);
    }
    Ok(out)
}

/// A side's summary line; backgammon's adds the error rate (the average loss of its
/// unforced moves and close cube decisions, in thousandths of a point: mEMG) and gnubg's
/// rating of it.
fn summary_line(game: GameId, seat: u8, sum: &Summary) -> String {
    let side = match seat {
        _ if game == GameId::ChineseCheckers => format!("seat {seat}"),
        0 => "first".to_string(),
        _ => "second".to_string(),
    };
    let marks: String = Mark::ALL
        .iter()
        .map(|m| format!(" {} {}", m.slug(), sum.count(*m)))
        .collect();
    let rate = if game == GameId::Backgammon {
        let rate = sum.average_loss();
        format!(
            " error rate {rate:.1} mEMG rating {}",
            Rating::of(rate).words()
        )
    } else {
        String::new()
    };
    format!(
        "{side} moves {} average loss {:.1}{marks}{rate}\n",
        sum.moves,
        sum.average_loss()
    )
}

fn perft(args: &[String]) -> Result<String, String> {
    let o = parse(args)?;
    let (depth, moves) = o.words.split_first().ok_or("perft needs <depth>")?;
    let depth = number(depth, "<depth>", 0, u64::from(o.game.max_perft_depth()))? as u32;
    Ok(format!("{}\n", o.open(moves)?.perft(depth)))
}

/// The game as a game record ([`record::write_games`]), with the `--tag` tags set.
fn record(args: &[String]) -> Result<String, String> {
    let mut tags = Vec::new();
    let mut rest = Vec::with_capacity(args.len());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a != "--tag" {
            rest.push(a.clone());
            continue;
        }
        let tag = it.next().ok_or("--tag needs <Name>=<value>")?;
        let (name, value) = tag
            .split_once('=')
            .ok_or(format!("--tag takes <Name>=<value>, not '{tag}'"))?;
        tags.push((name.to_string(), value.to_string()));
    }
    let o = parse(&rest)?;
    let h = o.open(&o.words)?;
    let mut text = GameText::of(o.game.id(), &o.settings, h.as_ref())?;
    for (name, value) in tags {
        text.set_tag(&name, &value);
    }
    record::write_games(&[text])
}

/// Each game of a record file (`-`: standard input): `game <n> <game>`, its tags
/// (`tag <Name> <value>`), settings (`setting <name> <value>`), start (`start <text>`) and
/// `moves` with its move texts.
fn read_games(args: &[String]) -> Result<String, String> {
    let (file, default) = match args {
        [file] => (file, None),
        [file, flag, slug] if flag == "--game" => {
            let id = GameId::from_slug(slug).ok_or_else(|| format!("unknown game '{slug}'"))?;
            (file, Some(id))
        }
        _ => return Err("read-games takes <file|-> [--game <game>]".into()),
    };
    let text = read_text(file)?;
    let mut out = String::new();
    for (i, g) in record::read_games(&text, default)?.iter().enumerate() {
        out += &format!(
            "game {} {}
",
            i + 1,
            g.game
        );
        for (name, value) in &g.tags {
            out += &format!(
                "tag {name} {value}
"
            );
        }
        for (name, value) in &g.settings.0 {
            out += &format!(
                "setting {name} {value}
"
            );
        }
        if let Some(start) = &g.start {
            out += &format!(
                "start {start}
"
            );
        }
        out += &format!(
            "moves {}
",
            g.moves.join(" ")
        );
    }
    Ok(out)
}

/// A file's text (`-`: standard input), refused past the record limit.
fn read_text(file: &str) -> Result<String, String> {
    let limit = record::MAX_RECORD_BYTES as u64;
    let mut bytes = Vec::new();
    let read = if file == "-" {
        std::io::stdin().take(limit + 1).read_to_end(&mut bytes)
    } else {
        let f = std::fs::File::open(file).map_err(|e| format!("cannot open {file}: {e}"))?;
        f.take(limit + 1).read_to_end(&mut bytes)
    };
    read.map_err(|e| format!("cannot read {file}: {e}"))?;
    if bytes.len() as u64 > limit {
        return Err(format!(
            "{file} has more than {limit} bytes, the most a game record text takes"
        ));
    }
    String::from_utf8(bytes).map_err(|e| format!("{file} is not UTF-8 text: {e}"))
}

/// `total` shared out over `games` games (0 when there were none).
pub fn per_game(total: f64, games: u32) -> f64 {
    total / games.max(1) as f64
}

/// The wins of the two players of a self-play run, `--level` and `--versus`.
pub struct HeadToHead {
    names: [&'static str; 2],
    wins: [u32; 2],
}

impl HeadToHead {
    pub fn new(level: &'static str, versus: &'static str) -> HeadToHead {
        HeadToHead {
            names: [level, versus],
            wins: [0, 0],
        }
    }

    /// Counts a game won by the `--level` player (`true`) or by the other one.
    pub fn won(&mut self, by_level: bool) {
        self.wins[usize::from(!by_level)] += 1;
    }

    /// The line `<level> won <n>, <versus> won <m>` with `more` after it; nothing when a
    /// level played itself.
    pub fn line(&self, more: &str) -> String {
        let ([a, b], [a_wins, b_wins]) = (self.names, self.wins);
        if a == b {
            return String::new();
        }
        format!("{a} won {a_wins}, {b} won {b_wins}{more}\n")
    }
}

/// Times `search` and writes the benchmark line `search <what>: depth .. best .. N nodes in
/// S s = R nodes/s` (nothing when there was no move to find).
pub fn timed_search<M: Display>(
    what: &str,
    search: impl FnOnce() -> Option<SearchResult<M>>,
) -> String {
    let t = Instant::now();
    let Some(r) = search() else {
        return String::new();
    };
    let secs = t.elapsed().as_secs_f64();
    format!(
        "search {what}: depth {} best {} {} nodes in {secs:.2} s = {:.0} nodes/s\n",
        r.depth,
        r.best,
        r.nodes,
        r.nodes as f64 / secs
    )
}
