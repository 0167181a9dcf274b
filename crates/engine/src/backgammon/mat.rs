//! The games of a match as a Jellyfish `.mat` text, the match format GNU Backgammon exports
//! and imports (`import mat`), so a match played here can be analysed there.

use super::game::{Action, BgGame};

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
/// resignations leave no trace; an accepted one shows as the win. The games should start
/// from the opening roll (a game taken up from a position cannot be written this way).
pub fn match_text(games: &[BgGame], names: [&str; 2]) -> String {
    let length = games.first().map_or(0, |g| g.start_state().length);
    let mut out = format!(" {length} point match\n");
    for (n, g) in games.iter().enumerate() {
        let s = g.start_state().score;
        out += &format!("\n Game {}\n", n + 1);
        let left = format!(" {} : {}", names[0], s[0]);
        out += &format!("{left:<HEADER_RIGHT$}{} : {}\n", names[1], s[1]);
        lay_out(&entries(g), &mut out);
    }
    out
}

/// The entries of one game, in order.
fn entries(g: &BgGame) -> Vec<Entry> {
    let Ok(mut replay) = g.replay_to(0) else {
        return Vec::new();
    };
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
