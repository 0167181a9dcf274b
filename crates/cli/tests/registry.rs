//! The same command lines for every game of the registry.

mod common;
use common::{stdout, ttakji};
use ttakji_engine::core::registry::GAMES;
use ttakji_engine::GameId;

fn lines(text: &str) -> Vec<String> {
    text.lines().map(str::to_string).collect()
}

/// The moves to reach a position where a player chooses (backgammon's start is the dice's).
fn to_a_choice(id: GameId) -> Vec<&'static str> {
    match id {
        GameId::Backgammon => vec!["31"],
        _ => vec![],
    }
}

#[test]
fn the_start_position_text_round_trips() {
    for g in GAMES {
        let slug = g.id().slug();
        let start = stdout(&["position", slug]);
        let again = stdout(&["position", slug, "--position", start.trim()]);
        assert_eq!(again, start, "{slug}");
    }
}

#[test]
fn moves_of_the_start_are_the_moves_of_its_text() {
    for g in GAMES {
        let slug = g.id().slug();
        let start = stdout(&["position", slug]);
        let moves = stdout(&["moves", slug]);
        assert!(!moves.is_empty(), "{slug}");
        assert_eq!(
            stdout(&["moves", slug, "--position", start.trim()]),
            moves,
            "{slug}"
        );
    }
}

#[test]
fn bestmove_at_easy_is_one_of_the_legal_moves() {
    for g in GAMES {
        let slug = g.id().slug();
        let mut args = vec!["bestmove", slug, "--level", "easy", "--seed", "3"];
        args.extend(to_a_choice(g.id()));
        let best = stdout(&args);
        let legal = lines(&stdout(
            &[&["moves", slug][..], &to_a_choice(g.id())].concat(),
        ));
        // Chinese Checkers' bestmove lists every landing hole; the move is its ends.
        let best = best.trim();
        let ends = match g.id() {
            GameId::ChineseCheckers => {
                let holes: Vec<&str> = best.split('-').collect();
                format!("{}-{}", holes[0], holes[holes.len() - 1])
            }
            _ => best.to_string(),
        };
        assert!(legal.contains(&ends), "{slug}: {best} not in {legal:?}");
    }
}

#[test]
fn hint_lists_legal_distinct_moves_sorted_by_value() {
    for g in GAMES {
        let slug = g.id().slug();
        let choice = to_a_choice(g.id());
        let legal = lines(&stdout(&[&["moves", slug][..], &choice].concat()));
        let hint = stdout(
            &[
                &["hint", slug, "--count", "3", "--level", "easy"][..],
                &choice,
            ]
            .concat(),
        );
        let rows: Vec<(String, String)> = hint
            .lines()
            .map(|l| {
                let (mv, value) = l.rsplit_once(' ').expect("a move and a value");
                (mv.to_string(), value.to_string())
            })
            .collect();
        assert_eq!(rows.len(), 3, "{slug}: {hint}");
        let values: Vec<f64> = rows
            .iter()
            .map(|(_, v)| v.parse().unwrap_or_else(|_| panic!("{slug}: value {v}")))
            .collect();
        assert!(values.windows(2).all(|w| w[0] >= w[1]), "{slug}: {hint}");
        for (mv, _) in &rows {
            assert!(legal.contains(mv), "{slug}: {mv} is not legal");
        }
        let mut names: Vec<&String> = rows.iter().map(|(m, _)| m).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 3, "{slug}: {hint}");
    }
}

/// A short game of each, with the game's first legal moves.
fn a_short_game(slug: &str) -> Vec<String> {
    let mut moves: Vec<String> = Vec::new();
    let id = GameId::from_slug(slug).unwrap();
    moves.extend(to_a_choice(id).iter().map(|m| m.to_string()));
    for _ in 0..3 {
        let args: Vec<&str> = [
            &["moves", slug][..],
            &moves.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat();
        let legal = lines(&stdout(&args));
        moves.push(legal.last().expect("a move").clone());
        if id == GameId::Backgammon {
            break;
        }
    }
    moves
}

#[test]
fn analyse_reviews_each_move_then_sums_up_each_side() {
    for g in GAMES {
        let slug = g.id().slug();
        let moves = a_short_game(slug);
        let args: Vec<&str> = [
            &["analyse", slug, "--level", "easy"][..],
            &moves.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat();
        let out = stdout(&args);
        let rows: Vec<&str> = out.lines().filter(|l| l.contains(" best ")).collect();
        // Backgammon's roll is reviewed as the cube decision before it (double or not).
        assert_eq!(rows.len(), moves.len(), "{slug}: {out}");
        for row in rows {
            let (played, rest) = row.split_once(" best ").unwrap();
            let (ply, mv) = played.split_once(' ').unwrap();
            let ply: usize = ply.parse().unwrap();
            assert_eq!(moves[ply - 1], mv, "{slug}: {row}");
            let (best, tail) = rest.rsplit_once(" loss ").unwrap();
            let legal = lines(&stdout(
                &[
                    &["moves", slug][..],
                    &moves[..ply - 1]
                        .iter()
                        .map(String::as_str)
                        .collect::<Vec<_>>(),
                ]
                .concat(),
            ));
            let no_double = g.id() == GameId::Backgammon && best == "no-double";
            assert!(
                no_double || legal.contains(&best.to_string()),
                "{slug}: {row}"
            );
            let (loss, mark) = tail.split_once(' ').unwrap();
            assert!(loss.parse::<i32>().unwrap() >= 0, "{slug}: {row}");
            assert!(
                ["-", "inaccuracy", "mistake", "blunder"].contains(&mark),
                "{row}"
            );
        }
        let sums = out.lines().filter(|l| l.contains(" average loss ")).count();
        assert!(sums >= 1, "{slug}: {out}");
    }
    let out = ttakji(&["analyse", "makruk"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs the moves played"));
}

#[test]
fn analyse_marks_an_open_mill_left_to_the_other_side() {
    // Black lets White close a7 d7 g7 (b2 instead of g7).
    let out = stdout(&[
        "analyse",
        "nine-mens-morris",
        "--level",
        "normal",
        "a7",
        "a1",
        "d7",
        "b2",
    ]);
    let row = out.lines().find(|l| l.starts_with("4 b2 ")).expect(&out);
    assert!(row.starts_with("4 b2 best g7 loss "), "{out}");
    assert!(
        row.ends_with(" mistake") || row.ends_with(" blunder"),
        "{out}"
    );
    assert!(out.contains("second moves 2 average loss "), "{out}");
}

#[test]
fn every_game_names_its_bad_input() {
    for g in GAMES {
        let slug = g.id().slug();
        for args in [
            vec!["moves", slug, "--position", "nonsense"],
            vec!["moves", slug, "zz9"],
            vec!["perft", slug, "99"],
            vec!["hint", slug, "--count", "many"],
            vec!["bestmove", slug],
        ] {
            let out = ttakji(&args);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            assert!(out.stdout.is_empty(), "{args:?}");
            assert!(!out.stderr.is_empty(), "{args:?}");
        }
    }
}

#[test]
fn an_argument_that_is_not_utf8_is_refused_naming_it() {
    use std::os::unix::ffi::OsStrExt;
    for game in GAMES {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_ttakji"))
            .args(["moves", game.id().slug()])
            .arg(std::ffi::OsStr::from_bytes(b"\xff"))
            .output()
            .expect("ttakji runs");
        assert_eq!(out.status.code(), Some(2), "{}", game.id().slug());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("argument 3 is not UTF-8"), "{err}");
    }
}

#[test]
fn perft_deeper_than_the_games_limit_is_refused_naming_it() {
    // The limits keep every perft to minutes (issue 12: depth 20 ran for ever).
    for (slug, limit) in [
        ("makruk", 8),
        ("nine-mens-morris", 8),
        ("tigadi", 8),
        ("backgammon", 7),
        ("chinese-checkers", 7),
    ] {
        let out = ttakji(&["perft", slug, &(limit + 1).to_string()]);
        assert_eq!(out.status.code(), Some(2), "{slug}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("at most {limit}")), "{slug}: {err}");
    }
}
