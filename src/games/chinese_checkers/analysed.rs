//! The Chinese Checkers screen's analysis (`kit::analysis`): the game as the worker reads
//! it, with every seat in play, and the screen's names for its moves and seats.

use super::screen::{request_for, CcCtl};
use super::session::CcSession;
use super::words;
use crate::kit::analysis::{AnalysisCtl, Subject};
use crate::kit::analysis_view::Analysed;
use crate::kit::i18n::{self, Lang};
use leptos::prelude::*;
use ttakji_engine::chinese_checkers::Corner;
use ttakji_engine::Level;

/// The game as the analysis asks the worker about it; the seats are the corners' numbers.
pub fn subject(s: &CcSession) -> Subject {
    let seats = s.setup.corners().iter().map(|&c| c as u8).collect();
    Subject::of_request(request_for(s, Level::Hard).1, seats)
}

impl Analysed for CcCtl {
    fn analysis(&self) -> AnalysisCtl {
        self.analysis
    }

    fn game_over(&self) -> bool {
        self.session.with(|s| s.is_over())
    }

    fn computer_busy(&self) -> bool {
        self.thinking.get() || self.session.with(|s| s.computer_to_move().is_some())
    }

    fn move_label(&self, l: Lang, ply: usize) -> String {
        self.session.with(|s| {
            let who = words::seat_name(l, s.mover_of(ply));
            i18n::move_button(l, ply + 1, &who, &s.move_notation(ply))
        })
    }

    /// By the holes' names on the board.
    fn move_text(&self, ply: usize, engine: &str) -> String {
        self.session
            .with(|s| match s.position_at(ply).parse_move(engine) {
                Ok(m) => s.notation(&m),
                Err(_) => engine.to_string(),
            })
    }

    fn seat_name(&self, l: Lang, seat: u8) -> String {
        Corner::from_index(usize::from(seat))
            .map(|c| words::seat_name(l, c))
            .unwrap_or_default()
    }
}
