//! Fuzz tests of every reader (issue 12): each game's position text through the registry
//! and through its own type, backgammon's Position ID and Match ID alone, move text on
//! positions from random play, and the game record reader. Every case of the corpus (`../data/fuzz/<target>.txt`) runs,
//! then a seeded number of mutated seeds (`TTAKJI_FUZZ_CASES`, `TTAKJI_FUZZ_SEED`; see
//! README.md, "Fuzz tests").

mod backgammon;
#[path = "../shared/mutator.rs"]
mod mutator;
mod play;
mod readers;
mod records;
