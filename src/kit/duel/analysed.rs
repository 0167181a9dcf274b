//! The two-sided screen's analysis (`kit::analysis`): what it analyses, where a marked
//! move goes on the board, and the move list's names for the moves.

use super::player_name;
use super::screen::{move_notation, move_number, request_for, GameCtl};
use super::session::{Play, Session};
use crate::kit::analysis::{AnalysisCtl, Subject};
use crate::kit::analysis_view::Analysed;
use crate::kit::i18n::{self, Lang};
use leptos::prelude::*;
use ttakji_engine::{Level, Side};

/// The game as the analysis asks the worker about it.
pub fn subject(s: &Session) -> Subject {
    Subject::of_request(request_for(s, Level::Hard).1, vec![0, 1])
}

impl Analysed for GameCtl {
    fn analysis(&self) -> AnalysisCtl {
        self.analysis
    }

    fn game_over(&self) -> bool {
        self.session.with(|s| s.is_over())
    }

    fn computer_busy(&self) -> bool {
        self.thinking.get() || self.session.with(|s| s.computer_to_move())
    }

    fn move_label(&self, l: Lang, ply: usize) -> String {
        self.session.with(|s| {
            let text = move_notation(s).get(ply).map(|(t, _)| t.clone());
            let who = player_name(s.kind(), s.mover_of(ply), l);
            i18n::move_button(l, move_number(s, ply).full, who, &text.unwrap_or_default())
        })
    }

    /// Makruk's moves in SAN, from the position before the move.
    fn move_text(&self, ply: usize, engine: &str) -> String {
        self.session.with(|s| match &s.game {
            Play::Makruk(g) => engine
                .parse::<ttakji_engine::makruk::Turn>()
                .ok()
                .zip(g.positions().get(ply))
                .and_then(|(t, p)| ttakji_engine::makruk::san::san(p.board(), t.mv))
                .unwrap_or_else(|| engine.to_string()),
            Play::Morris(_) => engine.to_string(),
        })
    }

    fn seat_name(&self, l: Lang, seat: u8) -> String {
        let side = if seat == 0 { Side::First } else { Side::Second };
        player_name(self.kind, side, l).to_string()
    }
}
