//! Makruk's engine: the rules by id (MK-1..18), FEN, perft, both counting rules, the search, and Fairy-Stockfish's rules beside ours (ignored unless it is installed).

mod analysis;
mod common;
mod counting;
mod fairy;
mod fen;
#[path = "../shared/mutator.rs"]
mod mutator;
mod perft;
mod record;
mod rules;
mod search;
