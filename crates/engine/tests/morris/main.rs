//! Nine Men's Morris and Tigadi: the rules by id (NMM-1..13, TIG-1..19), position text, properties over random games, and the search.

mod common;
#[path = "../shared/mutator.rs"]
mod mutator;
mod props;
mod record;
mod rules;
mod search;
mod tables;
mod text;
