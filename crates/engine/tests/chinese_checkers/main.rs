//! Chinese Checkers: the board, the rules by id (CC-1..15), properties over random games, the search and team play.

mod board;
mod common;
mod progress;
mod props;
mod record;
mod rules;
mod search;
mod teams;
