//! Backgammon's engine: the rules by id (BG-1..17), legal plays and notation checked against GNU Backgammon's, the match state and Match ID, .mat export, and the computer player.

mod ai;
mod analysis;
mod common;
mod interface;
mod mat;
mod match_state;
mod movegen;
mod rules;
