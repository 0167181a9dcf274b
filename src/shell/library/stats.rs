//! The library's statistics: per game and computer level, the games, wins, draws, losses
//! and unfinished games of the person against the computer; a rating against the levels;
//! and the person's errors in the analysed games.
//!
//! The rating is an Elo rating, as Sanmill's statistics keep one against its levels: it
//! starts at [`START`] and moves after each finished game against the computer, oldest first,
//! by `K × (score − expected)`, where the expected score comes from the difference to the
//! level's nominal rating ([`anchor`]). The nominal ratings are ours, the same in every game:
//! the levels are not measured on a common scale, so the rating compares a player with
//! themselves over time and across levels, not across games.

use crate::kit::archive::{Player, Summary};
use ttakji_engine::Level;

/// The rating before any game.
pub const START: f64 = 1200.0;
/// How far one game moves the rating.
const K: f64 = 32.0;

/// A level's nominal rating.
pub fn anchor(level: Level) -> f64 {
    match level {
        Level::Easy => 1000.0,
        Level::Normal => 1400.0,
        Level::Hard => 1800.0,
    }
}

/// The person's games against one opponent.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub unfinished: u32,
}

impl Tally {
    fn add(&mut self, s: &Summary) {
        self.games += 1;
        match s.person_score() {
            Some(x) if x > 0.75 => self.wins += 1,
            Some(x) if x > 0.25 => self.draws += 1,
            Some(_) => self.losses += 1,
            None if !s.over => self.unfinished += 1,
            None => {}
        }
    }
}

/// Per opponent — each computer level, then people playing each other (`Person`: their
/// wins and losses are not anyone's, so only games and unfinished ones count) — the tally,
/// for the opponents that have games.
pub fn tallies<'a>(games: impl IntoIterator<Item = &'a Summary>) -> Vec<(Player, Tally)> {
    let order = [Player::Easy, Player::Normal, Player::Hard, Player::Person];
    let mut rows = order.map(|p| (p, Tally::default()));
    for s in games {
        let who = opponent(s);
        if let Some(row) = rows.iter_mut().find(|(p, _)| *p == who) {
            row.1.add(s);
        }
    }
    rows.into_iter().filter(|(_, t)| t.games > 0).collect()
}

/// Who the person played: the computer's level, or `Person` for a game between people.
pub fn opponent(s: &Summary) -> Player {
    s.computer_level().map_or(Player::Person, Player::computer)
}

/// The expected score of a player rated `r` against one rated `o`.
fn expected(r: f64, o: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((o - r) / 400.0))
}

/// The rating after `games` (level, score), oldest first; none without a game.
pub fn rating(games: &[(Level, f64)]) -> Option<f64> {
    if games.is_empty() {
        return None;
    }
    Some(games.iter().fold(START, |r, &(level, score)| {
        r + K * (score - expected(r, anchor(level)))
    }))
}

/// The rated games of `games` given newest first: (level, score), oldest first.
pub fn rated<'a>(games: impl DoubleEndedIterator<Item = &'a Summary>) -> Vec<(Level, f64)> {
    games
        .rev()
        .filter_map(|s| Some((s.computer_level()?, s.person_score()?)))
        .collect()
}

/// The person's errors over the analysed games against the computer: how many games, the
/// average loss a move, and blunders a game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PersonErrors {
    pub games: u32,
    pub average_loss: f64,
    pub blunders_per_game: f64,
}

pub fn person_errors<'a>(games: impl IntoIterator<Item = &'a Summary>) -> Option<PersonErrors> {
    let (mut n, mut moves, mut loss, mut blunders) = (0u32, 0u32, 0.0, 0u32);
    for s in games {
        let Some(me) = s.person_seat() else { continue };
        let Some(e) = s.errors.iter().find(|e| e.seat == me) else {
            continue;
        };
        n += 1;
        moves += e.moves;
        loss += e.average_loss * f64::from(e.moves);
        blunders += e.marks[2];
    }
    (n > 0).then(|| PersonErrors {
        games: n,
        average_loss: loss / f64::from(moves.max(1)),
        blunders_per_game: f64::from(blunders) / f64::from(n),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::archive::{Errors, Seat, Words};

    fn game(me: usize, level: Player, winner: Option<usize>, over: bool) -> Summary {
        let seat = |p| Seat {
            name: Words::default(),
            player: p,
        };
        let mut seats = vec![seat(level), seat(level)];
        seats[me] = seat(Player::Person);
        Summary {
            over,
            seats,
            winner,
            result: Words::default(),
            plies: 10,
            errors: Vec::new(),
        }
    }

    #[test]
    fn tallies_count_from_the_persons_side() {
        let games = [
            game(0, Player::Hard, Some(0), true),
            game(1, Player::Hard, Some(0), true),
            game(1, Player::Hard, None, true),
            game(0, Player::Hard, None, false),
            game(0, Player::Easy, Some(0), true),
            game(0, Player::Person, Some(1), true),
        ];
        let rows = tallies(&games);
        let hard = Tally {
            games: 4,
            wins: 1,
            draws: 1,
            losses: 1,
            unfinished: 1,
        };
        let easy = Tally {
            games: 1,
            wins: 1,
            ..Tally::default()
        };
        let people = Tally {
            games: 1,
            ..Tally::default()
        };
        assert_eq!(
            rows,
            vec![
                (Player::Easy, easy),
                (Player::Hard, hard),
                (Player::Person, people)
            ]
        );
    }

    #[test]
    fn the_rating_follows_elo_against_the_levels() {
        assert_eq!(rating(&[]), None);
        // Even against an equal rating: a win gains K/2.
        let r = rating(&[(Level::Normal, 1.0)]).unwrap();
        let e = expected(START, 1400.0);
        assert!((r - (START + K * (1.0 - e))).abs() < 1e-9);
        // Wins against hard raise it more than wins against easy.
        let hard = rating(&[(Level::Hard, 1.0); 5]).unwrap();
        let easy = rating(&[(Level::Easy, 1.0); 5]).unwrap();
        assert!(hard > easy && easy > START, "{hard} {easy}");
        // Losing every game to easy lowers it.
        assert!(rating(&[(Level::Easy, 0.0); 3]).unwrap() < START);
        // Newest first in, oldest first out; unfinished and people's games left out.
        let games = [
            game(0, Player::Hard, Some(0), true),
            game(0, Player::Easy, None, false),
            game(0, Player::Person, Some(0), true),
            game(0, Player::Easy, Some(1), true),
        ];
        assert_eq!(
            rated(games.iter()),
            vec![(Level::Easy, 0.0), (Level::Hard, 1.0)]
        );
    }

    #[test]
    fn errors_average_over_the_persons_moves() {
        let mut a = game(0, Player::Hard, Some(1), true);
        let errors = |seat, moves, average_loss, blunders| Errors {
            seat,
            moves,
            average_loss,
            marks: [0, 0, blunders],
        };
        a.errors = vec![errors(0, 10, 30.0, 2), errors(1, 10, 0.0, 0)];
        let mut b = game(1, Player::Hard, Some(1), true);
        b.errors = vec![errors(0, 30, 99.0, 5), errors(1, 30, 10.0, 1)];
        let plain = game(0, Player::Hard, Some(1), true);
        let e = person_errors([&a, &b, &plain]).unwrap();
        assert_eq!(e.games, 2);
        assert!((e.average_loss - (300.0 + 300.0) / 40.0).abs() < 1e-9);
        assert!((e.blunders_per_game - 1.5).abs() < 1e-9);
        assert_eq!(person_errors([&plain]), None);
    }
}
