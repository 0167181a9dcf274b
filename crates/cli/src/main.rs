//! `ttakji`: the command-line tool over the engines. The commands every game shares
//! (`common.rs`) go through the engine's registry; each game's module adds what only it
//! has (Makruk's UCI engine and counting, backgammon's Position ID listings, Chinese
//! Checkers' solo crossing, self-play and benchmarks). See docs/cli.md.

mod backgammon;
mod chinese_checkers;
mod common;
mod makruk;
mod morris;
mod options;
mod uci;

use std::process::ExitCode;
use ttakji_engine::GameId;

const USAGE: &str = "usage: ttakji <command> <game> [<option>...] [<move>...]
commands every game takes:";

const GAMES: &str =
    "games: makruk, backgammon, nine-mens-morris, tigadi, chinese-checkers; `ttakji help` lists
each game's own commands and settings";

fn main() -> ExitCode {
    let args = ttakji_engine::core::text_args(std::env::args_os().skip(1));
    match args.and_then(|args| run(&args)) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            // Status 2 for every error.
            eprintln!("ttakji: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let (cmd, rest) = args.split_first().ok_or_else(usage)?;
    match cmd.as_str() {
        "help" | "--help" | "-h" => return Ok(help()),
        "uci" => return uci::uci_main(),
        "bench" if rest.is_empty() => return Ok(bench()),
        _ => {}
    }
    let game = rest.first().and_then(|g| GameId::from_slug(g));
    // Nine Men's Morris endgame tables for the search, on any command but `probe`'s own.
    let rest = &match game {
        Some(GameId::NineMensMorris) if cmd != "probe" => morris::with_tables(rest)?,
        _ => rest.to_vec(),
    };
    // A game's own commands and older forms first, then the shared ones.
    let own = match game {
        Some(GameId::Makruk) => makruk::run(cmd, rest),
        Some(GameId::Backgammon) => backgammon::run(cmd, rest),
        Some(GameId::NineMensMorris | GameId::Tigadi) => morris::run(cmd, rest),
        Some(GameId::ChineseCheckers) => chinese_checkers::run(cmd, rest),
        None => None,
    };
    own.or_else(|| common::run(cmd, rest))
        .unwrap_or_else(|| Err(format!("unknown command '{cmd}'\n{}", usage())))
}

fn usage() -> String {
    format!("{USAGE}\n{}\n{GAMES}", common::USAGE)
}

/// Every command and each game's settings.
fn help() -> String {
    let mut out = format!("{USAGE}\n{}\n", common::USAGE);
    for g in ttakji_engine::core::registry::GAMES {
        out += &format!("{}: values in {}\n", g.id(), g.value_unit());
        for s in g.settings() {
            let v = if s.takes_value { " <value>" } else { "" };
            out += &format!("  --{}{v}  {}\n", s.name, s.help);
        }
    }
    out += &format!(
        "more commands:\n{}\n{}\n{}\n{}\n",
        makruk::USAGE,
        backgammon::USAGE,
        morris::USAGE,
        chinese_checkers::USAGE
    );
    out
}

/// Perft and search speed of every game.
fn bench() -> String {
    makruk::bench() + &morris::bench() + &backgammon::bench() + &chinese_checkers::bench()
}
