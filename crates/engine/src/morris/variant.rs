//! The Morris variants as data: one engine, options for lines, flying, blocking and draws.

use super::board::{Geometry, DIAGONAL_LINES, SQUARE_AND_SPOKE_LINES};
use crate::Side;
use std::sync::OnceLock;

/// What happens to a player who has no legal move in the movement phase.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WhenBlocked {
    /// The player loses at once (NMM-10).
    Lose,
    /// The turn is skipped and recorded as `pass` (TIG-14).
    Pass,
}

/// Which Morris game: selects the preset rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MorrisKind {
    NineMensMorris,
    Tigadi,
}

/// The rules of one Morris variant. Build one with [`Variant::nine_mens_morris`] or
/// [`Variant::tigadi`]; the fields describe how the two differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub kind: MorrisKind,
    /// Lines and adjacency.
    pub geometry: &'static Geometry,
    /// Pieces each player starts with, all in hand.
    pub pieces: u8,
    /// A player with exactly three pieces may move to any empty point (NMM-8).
    pub flying: bool,
    pub when_blocked: WhenBlocked,
    /// Plies in a row without a removal, counted after placement, that draw the game.
    pub quiet_move_limit: u32,
    /// Names of the first and second player, in English and Hindi.
    pub player_names: [(&'static str, &'static str); 2],
}

fn nmm_geometry() -> &'static Geometry {
    static G: OnceLock<Geometry> = OnceLock::new();
    G.get_or_init(|| Geometry::new(&SQUARE_AND_SPOKE_LINES))
}

fn tigadi_geometry() -> &'static Geometry {
    static G: OnceLock<Geometry> = OnceLock::new();
    G.get_or_init(|| {
        let mut lines = SQUARE_AND_SPOKE_LINES.to_vec();
        lines.extend_from_slice(&DIAGONAL_LINES);
        Geometry::new(&lines)
    })
}

impl Variant {
    /// Nine Men's Morris (NMM-1..13), flying on or off (NMM-8).
    pub fn nine_mens_morris(flying: bool) -> Variant {
        Variant {
            kind: MorrisKind::NineMensMorris,
            geometry: nmm_geometry(),
            pieces: 9,
            flying,
            when_blocked: WhenBlocked::Lose,
            quiet_move_limit: 50,
            player_names: [("White", "सफ़ेद"), ("Black", "काला")],
        }
    }

    /// Tigadi (TIG-1..19): diagonals, no flying, a blocked player passes.
    pub fn tigadi() -> Variant {
        Variant {
            kind: MorrisKind::Tigadi,
            geometry: tigadi_geometry(),
            pieces: 9,
            flying: false,
            when_blocked: WhenBlocked::Pass,
            quiet_move_limit: 100,
            player_names: [("Kaudi", "कौड़ी"), ("Imli", "इमली")],
        }
    }

    /// The English name of a player.
    pub fn player_name(&self, side: Side) -> &'static str {
        self.player_names[side.index()].0
    }
}

impl Variant {
    /// The shared, immutable preset for a game; positions point at these.
    pub fn preset(kind: MorrisKind, flying: bool) -> &'static Variant {
        static NMM_FLYING: OnceLock<Variant> = OnceLock::new();
        static NMM_NO_FLYING: OnceLock<Variant> = OnceLock::new();
        static TIGADI: OnceLock<Variant> = OnceLock::new();
        match (kind, flying) {
            (MorrisKind::NineMensMorris, true) => {
                NMM_FLYING.get_or_init(|| Variant::nine_mens_morris(true))
            }
            (MorrisKind::NineMensMorris, false) => {
                NMM_NO_FLYING.get_or_init(|| Variant::nine_mens_morris(false))
            }
            // Tigadi never flies (TIG-6).
            (MorrisKind::Tigadi, _) => TIGADI.get_or_init(Variant::tigadi),
        }
    }
}
