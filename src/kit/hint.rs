//! The hint every game's screen shares: the computer's best moves (up to [`COUNT`]) with
//! their values, drawn on the board as numbered arrows and listed beside it, each value in
//! the game's unit and in plain words. A game brings its [`Values`] (in its words module):
//! how it writes a value and says it in words.

use crate::kit::i18n::{self, Lang, Tr};
use crate::shell::ctx;
use crate::worker_client::{self, Ask, Reply, Request};
use leptos::prelude::*;
use ttakji_engine::Level;

/// How many moves a hint shows.
pub const COUNT: usize = 3;

/// A game's words for values, all for the player to move (higher is better for them).
pub struct Values {
    /// A value as the game writes it (`+1.20`, `#3`, `+0.312`).
    pub text: fn(i32) -> String,
    /// A value in plain words; `who` is the player to move ("White is ahead by 1.20 Bia").
    pub words: fn(Lang, &str, i32) -> String,
    /// An amount of the game's unit in words, for a loss ("1.20 Bia", "2 rows").
    pub amount: fn(Lang, i32) -> String,
    /// Each move after the best also shows its difference to the best, as GNU
    /// Backgammon's hint does (`-0.145`).
    pub diff_to_best: bool,
}

impl Values {
    /// "White is ahead by …", "White is behind by …" or "level", from `amount`'s words.
    pub fn ahead_or_behind(&self, l: Lang, who: &str, value: i32, level_below: i32) -> String {
        if value.abs() < level_below {
            i18n::SIDES_LEVEL.t(l).to_string()
        } else if value > 0 {
            i18n::ahead_by(l, who, &(self.amount)(l, value))
        } else {
            i18n::behind_by(l, who, &(self.amount)(l, -value))
        }
    }
}

/// A search's score as the game writes it: `#N` for a forced win in N (`#-N` a loss),
/// else `plain`'s text.
pub fn score_text(v: i32, plain: impl Fn(i32) -> String) -> String {
    match win_in(v) {
        Some(n) => format!("#{n}"),
        None => plain(v),
    }
}

/// A search's score in words for `who`: a forced win (`win`) or loss (`loss`) in N moves,
/// else ahead or behind by the game's amount, level within `level_below`.
pub fn score_words(
    values: &Values,
    (l, who, v): (Lang, &str, i32),
    [win, loss]: [fn(Lang, &str, i32) -> String; 2],
    level_below: i32,
) -> String {
    match win_in(v) {
        Some(n) if n > 0 => win(l, who, n),
        Some(n) => loss(l, who, -n),
        None => values.ahead_or_behind(l, who, v, level_below),
    }
}

/// The moves to a forced win of a search's score (negative: to a forced loss), as
/// `search::score_text` counts them; none for a score that proves nothing.
pub fn win_in(v: i32) -> Option<i32> {
    use ttakji_engine::search::{WIN_BOUND, WIN_SCORE};
    (v.abs() >= WIN_BOUND).then(|| v.signum() * ((WIN_SCORE - v.abs() + 1) / 2))
}

/// A hint asked or found for the position with this key: its moves, best first, with
/// their values.
#[derive(Clone, PartialEq, Debug, Default)]
pub enum Hint<M> {
    #[default]
    None,
    Asking(String),
    Found(String, Vec<(M, i32)>),
}

impl<M> Hint<M> {
    pub fn asking(&self) -> bool {
        matches!(self, Hint::Asking(_))
    }

    /// Whether this is the question asked about the position with `key`.
    pub fn asked(&self, key: &str) -> bool {
        matches!(self, Hint::Asking(k) if k == key)
    }
}

/// The hint's question about the position of `req` (its moves and settings kept).
pub fn hint_request(mut req: Request) -> Request {
    req.ask = Ask::Hint {
        level: Level::Hard,
        count: Some(COUNT),
    };
    req
}

/// Asks for a hint about the position with `key` (`req` asks about it); its moves, read by
/// `parse`, are kept in `hint` if it is still awaited and the position is still the one
/// asked about (`here`), or `failed` is told why there are none.
pub fn ask<M>(
    hint: RwSignal<Hint<M>>,
    focus: RwSignal<usize>,
    asked: (String, Request, f64),
    parse: impl Fn(&str) -> Option<M> + 'static,
    here: impl Fn(&str) -> bool + 'static,
    failed: impl Fn(String) + 'static,
) where
    M: Clone + PartialEq + Send + Sync + 'static,
{
    let read = move |reply| read_ranked(reply, &parse);
    ask_with(hint, focus, asked, read, here, failed);
}

/// [`ask`], with the whole reply read by `read` (backgammon's cube decision).
pub fn ask_with<M>(
    hint: RwSignal<Hint<M>>,
    focus: RwSignal<usize>,
    (key, req, budget): (String, Request, f64),
    read: impl Fn(Reply) -> Result<Vec<(M, i32)>, String> + 'static,
    here: impl Fn(&str) -> bool + 'static,
    failed: impl Fn(String) + 'static,
) where
    M: Clone + PartialEq + Send + Sync + 'static,
{
    hint.set(Hint::Asking(key.clone()));
    worker_client::ask(hint_request(req), budget, move |reply| {
        let asked = hint.try_with_untracked(|h| h.asked(&key));
        if asked != Some(true) || !here(&key) {
            return;
        }
        match read(reply) {
            Ok(moves) => {
                focus.set(0);
                hint.set(Hint::Found(key.clone(), moves));
            }
            Err(detail) => {
                hint.set(Hint::None);
                failed(detail);
            }
        }
    });
}

/// The moves of a hint's reply read by `parse`, or why there are none.
pub fn read_ranked<M>(
    reply: Reply,
    parse: impl Fn(&str) -> Option<M>,
) -> Result<Vec<(M, i32)>, String> {
    if let Some(e) = reply.error {
        return Err(e);
    }
    let moves: Option<Vec<_>> = reply
        .ranked
        .iter()
        .take(COUNT)
        .map(|(text, v)| parse(text).map(|m| (m, *v)))
        .collect();
    match moves {
        Some(m) if !m.is_empty() => Ok(m),
        Some(_) => Err("no move hinted".into()),
        None => Err(format!(
            "a hinted move the game does not read: {:?}",
            reply.ranked
        )),
    }
}

/// One listed move: its notation and value.
#[derive(Clone, PartialEq, Debug)]
pub struct Row {
    pub mv: String,
    pub value: i32,
    /// A sign shown after the move and hidden from screen readers (Makruk's `▸`), and the
    /// words its name says instead.
    pub sign: &'static str,
    pub said: Option<Tr>,
}

impl Row {
    /// A move and its value, with no sign.
    pub fn new(mv: String, value: i32) -> Row {
        Row {
            mv,
            value,
            sign: "",
            said: None,
        }
    }
}

/// The list of hinted moves beside the board, while there is one: each a button named by
/// its rank, move, value and words, which draws that move strongest on the board (`focus`).
/// `who` is the player to move; `caption`, if any, a line above the list (backgammon's
/// proper cube action).
pub fn hint_list(
    rows: impl Fn() -> Option<Vec<Row>> + Send + Sync + 'static,
    who: impl Fn(Lang) -> String + Send + Sync + 'static,
    values: &'static Values,
    focus: RwSignal<usize>,
    caption: impl Fn(Lang) -> Option<String> + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = ctx();
    move || {
        let rows = rows()?;
        let l = ctx.lang();
        let who = who(l);
        let best = rows.first().map_or(0, |r| r.value);
        let items = rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| {
                let value = (values.text)(r.value);
                let mut words = (values.words)(l, &who, r.value);
                if values.diff_to_best && i > 0 {
                    words = format!("({}) {words}", (values.text)(r.value - best));
                }
                let said = r.said.map_or(String::new(), |w| w.t(l).to_string());
                let name = i18n::hint_row(l, i + 1, &(r.mv.clone() + &said), &value, &words);
                view! {
                    <li>
                        <button
                            class="hint-move"
                            aria-label=name
                            aria-pressed=move || (focus.get() == i).to_string()
                            on:click=move |_| focus.set(i)
                        >
                            <span class="rank" aria-hidden="true">{i + 1}</span>
                            <span class="mv">{r.mv.clone()}{r.sign}</span>
                            <span class="value">{value}</span>
                            <span class="words">{words}</span>
                        </button>
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <section class="hint-list" aria-label=i18n::BEST_MOVES_LABEL.t(l)>
                <h3>{i18n::BEST_MOVES_LABEL.t(l)}</h3>
                {caption(l).map(|c| view! { <p class="hint-caption">{c}</p> })}
                <ol>{items}</ol>
            </section>
        })
    }
}

/// A hinted move as the board draws it: from where (none for a placed stone) to where, in
/// the board's own coordinates.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Arrow {
    pub from: Option<(f64, f64)>,
    pub to: (f64, f64),
}

/// The hinted moves on a board's SVG: an arrow per move (several for a play of several
/// steps share its rank) and its rank in a disc at its end, `radius` the disc's size; the
/// move in `focus` drawn strongest. Hidden from screen readers: the squares' names and the
/// list say it.
pub fn hint_arrows(
    moves: impl Fn() -> Vec<Vec<Arrow>> + Send + Sync + 'static,
    focus: Signal<usize>,
    radius: f64,
) -> impl IntoView {
    move || {
        let moves = moves();
        let marks = moves.into_iter().enumerate().map(|(i, arrows)| {
            let last = arrows.last().copied();
            let lines = arrows
                .into_iter()
                .filter_map(|a| a.from.map(|f| (f, a.to)))
                .map(|((x1, y1), (x2, y2))| view! { <line x1=x1 y1=y1 x2=x2 y2=y2></line> })
                .collect_view();
            let disc = last.map(|a| {
                let (x, y) = a.to;
                view! {
                    <circle cx=x cy=y r=radius></circle>
                    <text x=x y=y dy="0.35em" font-size=radius * 1.3>{i + 1}</text>
                }
            });
            view! {
                <g
                    class="hint-mark"
                    class:focused=move || focus.get() == i
                    data-rank=i + 1
                    stroke-width=radius * 0.45
                >
                    {lines}
                    {disc}
                </g>
            }
        });
        view! { <g class="hint-marks" aria-hidden="true">{marks.collect_view()}</g> }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_count_moves_as_the_engine_writes_them() {
        use ttakji_engine::search::{score_text, WIN_SCORE};
        for plies in [1, 2, 5] {
            let n = win_in(WIN_SCORE - plies).expect("a win");
            assert_eq!(format!("#{n}"), score_text(WIN_SCORE - plies));
            assert_eq!(win_in(plies - WIN_SCORE), Some(-n));
        }
        assert_eq!(win_in(250), None);
    }

    #[test]
    fn a_hint_reads_its_three_best_moves_or_says_what_is_wrong() {
        let reply = |ranked: Vec<(&str, i32)>| Reply {
            ranked: ranked
                .into_iter()
                .map(|(m, v)| (m.to_string(), v))
                .collect(),
            ..Reply::default()
        };
        let parse = |t: &str| t.parse::<u8>().ok();
        let four = reply(vec![("1", 9), ("2", 5), ("3", 0), ("4", -7)]);
        assert_eq!(read_ranked(four, parse), Ok(vec![(1, 9), (2, 5), (3, 0)]));
        let bad = read_ranked(reply(vec![("1", 9), ("x", 5)]), parse).unwrap_err();
        assert!(bad.contains("\"x\""), "{bad}");
        assert_eq!(
            read_ranked(reply(vec![]), parse),
            Err("no move hinted".to_string())
        );
        let failed = Reply::error(1, "the worker failed");
        assert_eq!(
            read_ranked(failed, parse),
            Err("the worker failed".to_string())
        );
    }
}
