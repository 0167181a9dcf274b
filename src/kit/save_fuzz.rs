//! Fuzz tests of the save loaders (issue 12) and of the stored settings: each game's saves,
//! written after random play,
//! mutated as JSON (values changed, keys dropped or doubled, wrong types, huge numbers, long
//! arrays) and as bytes. No save panics the loader; a refused one says why; an accepted one
//! saves again and reloads to the same save. The corpus is
//! `crates/engine/tests/data/fuzz/saves-<game>.txt`; `TTAKJI_FUZZ_CASES` and
//! `TTAKJI_FUZZ_SEED` as in README.md, "Fuzz tests".

#[path = "../../crates/engine/tests/shared/mutator.rs"]
mod mutator;

use crate::games::backgammon::session::{self as bg, BgSession, BgSetup, Phase};
use crate::games::chinese_checkers::session::{self as cc, CcSession, CcSetup, SeatPlayer};
use crate::kit::duel::session::{self as duel, GameKind, GameMove, Session, Setup};
use crate::kit::i18n::Lang;
use crate::kit::opponent::Mode;
use crate::kit::storage::encode;
use crate::shell::settings::{BoardStyle, PieceSet, Settings, Theme};
use mutator::{refused, run_with};
use serde::Serialize;
use serde_json::Value;
use ttakji_engine::backgammon::{Action, Play};
use ttakji_engine::makruk::Turn;
use ttakji_engine::rng::Rng;
use ttakji_engine::{Level, Side};

/// Mutated saves per game (the app's tests run in debug: about a second each).
const CASES: usize = 1500;

/// Checks a loader: `load` then `save` and `load` again give the same save.
fn fuzz<S>(
    target: &str,
    seeds: Vec<String>,
    load: impl Fn(&str) -> Result<S, String>,
    save: impl Fn(&S) -> String,
) {
    let seeds: Vec<Vec<u8>> = seeds.into_iter().map(String::into_bytes).collect();
    run_with(target, &seeds, (CASES, 8), mutate, |input| {
        match load(&mutator::text(input)) {
            Ok(s) => {
                let saved = save(&s);
                let again =
                    load(&saved).unwrap_or_else(|e| panic!("its save {saved} does not load: {e}"));
                assert_eq!(save(&again), saved, "saved again");
                true
            }
            Err(e) => refused(&e),
        }
    });
}

/// Half the cases mutated as JSON, half as bytes.
fn mutate(rng: &mut Rng, text: &[u8]) -> Vec<u8> {
    match serde_json::from_slice::<Value>(text) {
        Ok(mut v) if rng.below(2) == 0 => {
            let doubled = rng.below(6) == 0;
            if !doubled {
                mutate_json(rng, &mut v);
            }
            let mut out = String::new();
            write_json(rng, &v, doubled, &mut out);
            out.into_bytes()
        }
        _ => mutator::mutate(rng, text),
    }
}

/// One random value somewhere in `v` changed, dropped, retyped, made huge or long.
fn mutate_json(rng: &mut Rng, v: &mut Value) {
    let children = match v {
        Value::Object(m) => m.len(),
        Value::Array(a) => a.len(),
        _ => 0,
    };
    if children > 0 && rng.below(3) != 0 {
        let i = rng.below(children);
        return match v {
            Value::Object(m) if rng.below(5) == 0 => {
                let key = m.keys().nth(i).cloned().expect("a key");
                m.remove(&key);
            }
            Value::Object(m) => mutate_json(rng, m.values_mut().nth(i).expect("a value")),
            Value::Array(a) if rng.below(5) == 0 => {
                let copy = a[i].clone();
                a.extend(std::iter::repeat_n(copy, 1 + rng.below(2000)));
            }
            Value::Array(a) => mutate_json(rng, &mut a[i]),
            _ => unreachable!("only objects and arrays have children"),
        };
    }
    *v = match rng.below(6) {
        0 => Value::Null,
        1 => Value::Bool(rng.below(2) == 0),
        2 => serde_json::from_str(mutator::EXTREMES[rng.below(mutator::EXTREMES.len())])
            .unwrap_or_else(|_| Value::from(u64::MAX)),
        3 => Value::from(-1),
        4 => Value::from(mutator::text(&mutator::mutate(
            rng,
            v.to_string().as_bytes(),
        ))),
        _ => Value::Array(vec![v.take()]),
    };
}

/// `v` as JSON text; with `doubled`, one random key of each object is written twice, the
/// second time with a changed value.
fn write_json(rng: &mut Rng, v: &Value, doubled: bool, out: &mut String) {
    let Value::Object(m) = v else {
        return out.push_str(&v.to_string());
    };
    out.push('{');
    let twice = doubled.then(|| rng.below(m.len().max(1)));
    for (i, (k, value)) in m.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&format!("{}:", Value::from(k.as_str())));
        write_json(rng, value, doubled, out);
        if twice == Some(i) {
            let mut other = value.clone();
            mutate_json(rng, &mut other);
            out.push_str(&format!(",{}:{other}", Value::from(k.as_str())));
        }
    }
    out.push('}');
}

/// A save in the envelope and, for the older loaders, alone.
fn both_forms(slug: &str, body: &impl Serialize) -> [String; 2] {
    [
        encode(slug, body).expect("a save encodes"),
        serde_json::to_string(body).expect("a save encodes"),
    ]
}

fn modes() -> [Mode; 3] {
    [
        Mode::PassAndPlay,
        Mode::Computer {
            level: Level::Easy,
            human: Side::First,
        },
        Mode::Computer {
            level: Level::Hard,
            human: Side::Second,
        },
    ]
}

/// Saves of a Makruk or Morris game after random play, take-backs and endings.
fn duel_saves(kind: GameKind, rng: &mut Rng) -> Vec<String> {
    let mut out = Vec::new();
    for (i, mode) in modes().into_iter().enumerate() {
        let setup = Setup {
            kind,
            flying: i != 1,
            mode,
            clock: i == 0,
        }
        .normalized();
        let mut s = Session::new(setup, rng.next_u64());
        for ply in 0..60 {
            let legal: Vec<GameMove> = match kind {
                GameKind::Makruk => s
                    .makruk_legal()
                    .into_iter()
                    .map(|m| GameMove::Makruk(Turn::plain(m)))
                    .collect(),
                _ => s.morris_legal().into_iter().map(GameMove::Morris).collect(),
            };
            if s.is_over() || legal.is_empty() {
                break;
            }
            s.play(legal[rng.below(legal.len())]).expect("a legal move");
            if ply % 17 == 16 {
                s.take_back();
            }
            if ply % 10 == 0 {
                s.tick(1000);
                out.extend(both_forms(kind.slug(), &s.to_saved()));
            }
        }
        match i {
            0 => s.resign(),
            1 => drop(s.offer_draw()),
            _ => drop(s.agree_draw()),
        }
        out.extend(both_forms(kind.slug(), &s.to_saved()));
    }
    out
}

fn load_duel(kind: GameKind) -> impl Fn(&str) -> Result<Session, String> {
    move |text| duel::load(text, kind)
}

fn save_duel(s: &Session) -> String {
    encode(s.kind().slug(), &s.to_saved()).expect("a save encodes")
}

#[test]
fn makruk_and_morris_saves_are_refused_or_reload_the_same() {
    let mut rng = Rng::new(3);
    for kind in [GameKind::Makruk, GameKind::NineMensMorris, GameKind::Tigadi] {
        let seeds = duel_saves(kind, &mut rng);
        let target = format!("saves-{}", kind.slug());
        fuzz(&target, seeds, load_duel(kind), save_duel);
    }
}

/// One random action of the player to act, as a person would choose it.
fn bg_act(s: &mut BgSession, rng: &mut Rng) {
    let action = match s.phase() {
        Phase::ToRoll if rng.below(8) == 0 => Action::Double,
        Phase::ToRoll => Action::Roll,
        Phase::Doubled if rng.below(3) == 0 => Action::Drop,
        Phase::Doubled => Action::Take,
        Phase::Resigning { .. } => Action::Reject,
        Phase::Moving(_) => {
            let plays = s.game().legal_plays();
            match plays.len() {
                0 => Action::Play(Play::none(&s.game().board())),
                n => Action::Play(plays[rng.below(n)]),
            }
        }
        Phase::Over(_) => {
            s.next_game();
            return;
        }
    };
    if s.act(action).is_err() {
        s.act(Action::Roll)
            .expect("a refused double leaves the roll");
    }
}

fn backgammon_saves(rng: &mut Rng) -> Vec<String> {
    let mut out = Vec::new();
    for (i, mode) in modes().into_iter().enumerate() {
        let setup = BgSetup {
            mode,
            length: [0, 3, 5][i],
            jacoby: i == 0,
            cube: i != 1,
        };
        let mut s = BgSession::new(setup, rng.next_u64());
        for step in 0..200 {
            if s.match_winner().is_some() {
                break;
            }
            bg_act(&mut s, rng);
            if step % 37 == 36 {
                s.take_back();
            }
            if step % 25 == 0 {
                out.extend(both_forms(bg::GAME_SLUG, &s.to_saved()));
            }
        }
        out.extend(both_forms(bg::GAME_SLUG, &s.to_saved()));
    }
    out
}

#[test]
fn backgammon_saves_are_refused_or_reload_the_same() {
    let seeds = backgammon_saves(&mut Rng::new(4));
    fuzz("saves-backgammon", seeds, bg::load, |s| {
        encode(bg::GAME_SLUG, &s.to_saved()).expect("a save encodes")
    });
}

fn chinese_checkers_saves(rng: &mut Rng) -> Vec<String> {
    let mut out = Vec::new();
    for (players, marbles) in [(2, 10), (3, 10), (4, 15), (6, 10)] {
        let mut setup = CcSetup {
            players,
            marbles,
            teams: players == 4,
            play_on: players == 6,
            ..CcSetup::default()
        };
        setup.seats[1] = SeatPlayer::Person;
        let mut s = CcSession::new(setup, rng.next_u64()).expect("a setup of the dialog");
        for step in 0..80 {
            let legal = s.legal();
            if legal.is_empty() {
                break;
            }
            s.play(&legal[rng.below(legal.len())])
                .expect("a legal move");
            if step % 13 == 12 {
                s.take_back();
            }
            if step % 20 == 0 {
                out.extend(both_forms(cc::GAME_SLUG, &s.to_saved()));
            }
        }
    }
    out
}

#[test]
fn chinese_checkers_saves_are_refused_or_reload_the_same() {
    let seeds = chinese_checkers_saves(&mut Rng::new(5));
    fuzz("saves-chinese-checkers", seeds, cc::load, |s| {
        encode(cc::GAME_SLUG, &s.to_saved()).expect("a save encodes")
    });
}

/// Every choice of the settings bar, as stored.
fn settings_texts() -> Vec<String> {
    let mut out = Vec::new();
    for lang in [Lang::En, Lang::Hi] {
        for (theme, pieces) in [
            (Theme::Light, PieceSet::Thai),
            (Theme::Dark, PieceSet::Western),
        ] {
            for board in BoardStyle::ALL {
                let sound = board == BoardStyle::Wood;
                let s = Settings {
                    lang,
                    theme,
                    sound,
                    pieces,
                    board,
                    coach: !sound,
                };
                out.push(s.to_text());
            }
        }
    }
    out
}

#[test]
fn stored_settings_are_read_or_fall_back_and_store_the_same() {
    let read = |text: Option<&str>| Settings::read(text, || Lang::Hi, || Theme::Dark);
    let seeds: Vec<Vec<u8>> = settings_texts()
        .into_iter()
        .map(String::into_bytes)
        .collect();
    run_with("settings", &seeds, (CASES, 9), mutate, |input| {
        let s = read(Some(&mutator::text(input)));
        assert_eq!(read(Some(&s.to_text())), s, "stored again");
        // Accepted: the text said something that is not the defaults.
        s != read(None)
    });
}
