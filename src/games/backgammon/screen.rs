//! The backgammon screen and its controller: the match in a signal, the person's turn in
//! progress (a `partial::Turn`), the computer player's questions to the worker, the saved
//! match, and the status, turn bar, controls and move list around the board.

use super::board::{BgBoard, BgDrawing, BoardModel, Moved, Place};
use super::dialogs::{
    BgNewGameDialog, BgResignDialog, BgResultDialog, DoubleDialog, IdsDialog, RecordDialog,
    ResignOfferDialog,
};
use crate::games::backgammon::hint::{self as bg_hint, BgCoachDialog, BgHintList};
use crate::games::backgammon::session::{
    self as bg_session, actor, computer_actions, counts, history, last_play, BgSession, BgSetup,
    Entry, Phase, GAME_SLUG, WHITE,
};
use crate::games::backgammon::words as t;
use crate::kit::analysis::AnalysisCtl;
use crate::kit::analysis_view::{analysis_panel, mark_badge, mark_suffix};
use crate::kit::coach::{self, Coach};
use crate::kit::controller::{review_keys, undoable, Controller, Review};
use crate::kit::controls::{
    button_while, control, controls_bar, flip_button, game_screen, hint_button, move_list,
    new_game_button, player_item, review_bar, review_words, take_back_button, Screen,
};
use crate::kit::i18n::{self, Lang};
use crate::kit::opponent::{computer_worker, Mode};
use crate::kit::seed::random_seed;
use crate::kit::sound::Cue;
use crate::kit::storage::{open_game, save_game};
use crate::shell::{ctx, Ctx, Notice};
use crate::worker_client;
use crate::worker_client::{Ask, CubeHint, Reply, Request};
use leptos::prelude::*;
use std::time::Duration;
use ttakji_engine::backgammon::partial::{dice_list, Turn};
use ttakji_engine::backgammon::{Action, BgGame, Dice, MatchState, Play};
use ttakji_engine::{GameId, Level};

/// How long a forced play or a lost turn stays on screen before it passes by itself.
const AUTO_PASS_MS: u64 = 900;
/// The worker's time budget for a backgammon question (the hard level looks two plies ahead).
pub(super) const BUDGET_MS: f64 = 8000.0;

/// Which dialog is open (double, resignation offers and the result follow the match).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BgDialog {
    NewGame,
    Resign,
    Ids,
    Record,
}

/// Everything the backgammon screen's parts share; all signals, so it is `Copy`.
#[derive(Clone, Copy)]
pub struct BgCtl {
    pub ctx: Ctx,
    pub session: RwSignal<BgSession>,
    /// The person's turn in progress, for the match position with this key.
    pub turn: RwSignal<Option<(String, Turn)>>,
    /// The person's chosen checker (own index of the player on roll, or `BAR`).
    pub selected: RwSignal<Option<usize>>,
    pub dialog: RwSignal<Option<BgDialog>>,
    pub result_closed: RwSignal<bool>,
    pub thinking: RwSignal<bool>,
    /// Spoken after each action (live region).
    pub announce: RwSignal<String>,
    /// Shown under the board while the match stays at the position it was given for (its
    /// `key`): a lost turn, a forced play.
    pub note: RwSignal<Option<(String, Note)>>,
    pub flipped: RwSignal<bool>,
    /// The hint's plays or cube rows, and the one drawn strongest.
    pub hint: RwSignal<bg_hint::Hint>,
    pub hint_focus: RwSignal<usize>,
    /// The cube decision of the last hint before a roll.
    pub cube: RwSignal<Option<CubeHint>>,
    /// The coach's check of the person's play.
    pub coach: RwSignal<Coach<Play>>,
    /// Looking at the position after this many actions of the game instead of its own.
    pub review: RwSignal<Option<usize>>,
    pub analysis: AnalysisCtl,
}

/// What the line under the board says; worded at display time (it follows the language).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Note {
    /// The opening roll: who starts, White's die, Black's die (BG-3).
    Opening(usize, u8, u8),
    /// No legal move: the turn is lost.
    Dance(usize),
    /// The only legal play, made by itself.
    Forced(usize, String),
}

impl Note {
    pub fn text(&self, l: Lang) -> String {
        match self {
            Note::Opening(who, w, b) => t::opening(l, *who, *w, *b),
            Note::Dance(who) => t::dance(l, *who),
            Note::Forced(who, play) => t::forced(l, *who, play),
        }
    }
}

/// The computer's turn in words ("Black rolled 5-3: 8/3 6/3"), from what it did since the
/// person's last decision; `None` when it did nothing since.
fn computer_line(l: Lang, s: &BgSession) -> Option<String> {
    let done = computer_actions(s);
    let dice = |st: &MatchState| {
        st.dice.map(|d| {
            let (a, b) = d.values();
            format!("{a}-{b}")
        })
    };
    let parts: Vec<String> = done
        .iter()
        .enumerate()
        .filter_map(|(i, (a, st))| {
            let who = t::colour(actor(a, st)).t(l);
            Some(match a {
                // A roll is told with its play; alone, until the play comes.
                Action::Roll if i + 1 == done.len() => {
                    t::computer_rolled(l, who, &dice(s.state())?)
                }
                Action::Roll => return None,
                Action::Play(p) if p.to_string().is_empty() => {
                    t::computer_no_move(l, who, &dice(st)?)
                }
                Action::Play(p) => t::computer_played(l, who, &dice(st)?, &p.to_string()),
                Action::Double => t::doubles_title(l, st.on_roll, st.cube * 2),
                Action::Take => t::computer_takes(l, who),
                Action::Drop => t::computer_drops(l, who),
                Action::Resign(_) => t::computer_resigns(l, who),
                Action::Accept => t::computer_accepts(l, who),
                Action::Reject => t::COMPUTER_PLAYS_ON.t(l).to_string(),
            })
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// Identifies a match position (a new game, a new action or a take-back changes it).
pub fn key(s: &BgSession) -> String {
    let g = s.game();
    format!(
        "{}|{}|{}|{}|{}",
        s.seed,
        s.games.len(),
        g.actions().len(),
        g.start_board().position_id(),
        g.start_state().match_id()
    )
}

impl BgCtl {
    pub fn lang(&self) -> Lang {
        self.ctx.lang()
    }

    fn lang_now(&self) -> Lang {
        self.ctx.lang_untracked()
    }

    /// The person's turn, if it belongs to the match position now (and that is shown).
    fn live_turn(&self) -> Option<Turn> {
        if self.review.get_untracked().is_some() || self.coach.with_untracked(Coach::busy) {
            return None;
        }
        let k = self.session.with_untracked(key);
        self.turn.with_untracked(|t| {
            t.as_ref()
                .filter(|(tk, _)| *tk == k)
                .map(|(_, t)| t.clone())
        })
    }

    /// Does a match action (of a person or the computer), with its sound and words.
    pub fn act(&self, a: Action) -> bool {
        let lang = self.lang_now();
        let before = self
            .session
            .with_untracked(|s| (s.state().on_roll, s.phase()));
        let mut ok = false;
        self.session.update(|s| ok = s.act(a).is_ok());
        if !ok {
            return false;
        }
        self.selected.set(None);
        self.result_closed.set(false);
        let (phase, who) = self.session.with_untracked(|s| (s.phase(), before.0));
        let name = t::colour(who).t(lang);
        let text = match a {
            Action::Play(p) => match before.1 {
                Phase::Moving(d) => t::played(lang, name, &d.to_string(), &play_words(&p)),
                _ => String::new(),
            },
            Action::Double => t::doubles_title(
                lang,
                who,
                self.session.with_untracked(|s| s.state().cube) * 2,
            ),
            _ => String::new(),
        };
        if !text.is_empty() {
            self.announce.set(text);
        }
        self.ctx.cue(match phase {
            Phase::Over(_) => Cue::End,
            _ if a == Action::Roll => Cue::Dice,
            _ if matches!(a, Action::Play(p) if p.steps().iter().any(|s| s.hit)) => Cue::Capture,
            _ => Cue::Move,
        });
        true
    }

    pub fn new_match(&self, setup: BgSetup, seed: Option<u64>) {
        worker_client::cancel();
        self.session
            .set(BgSession::new(setup, seed.unwrap_or_else(random_seed)));
        self.after_jump();
        self.dialog.set(None);
    }

    pub fn load_match(&self, s: BgSession) {
        worker_client::cancel();
        self.session.set(s);
        self.after_jump();
        self.dialog.set(None);
    }

    pub fn next_game(&self) {
        self.session.update(|s| {
            s.next_game();
        });
        self.after_jump();
    }

    /// A click, or Enter/Space, on a place of the board.
    pub fn on_place(&self, p: Place) {
        let Some(mut turn) = self.live_turn() else {
            return;
        };
        let m = self
            .session
            .with_untracked(|s| base_model(s, self.flipped.get_untracked()));
        let Some(own) = p.own(&m) else {
            self.selected.set(None);
            return;
        };
        let movable: Vec<usize> = turn.offered().iter().map(|s| s.from).collect();
        if let Some(from) = self.selected.get_untracked() {
            if let Some((_, steps)) = turn
                .destinations(from)
                .into_iter()
                .find(|(to, _)| *to == own)
            {
                if turn.play_all(&steps) {
                    let lang = self.lang_now();
                    let words: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
                    self.announce.set(t::announce_step(lang, &words.join(" ")));
                    self.store_turn(turn);
                    self.ctx.cue(if steps.iter().any(|s| s.hit) {
                        Cue::Capture
                    } else {
                        Cue::Move
                    });
                }
                return;
            }
        }
        if movable.contains(&own) && self.selected.get_untracked() != Some(own) {
            self.selected.set(Some(own));
        } else {
            self.selected.set(None);
        }
    }

    /// Chooses the checker on a place (the start of a drag).
    pub fn pick(&self, p: Place) {
        let m = self
            .session
            .with_untracked(|s| base_model(s, self.flipped.get_untracked()));
        if let (Some(own), Some(turn)) = (p.own(&m), self.live_turn()) {
            if turn.offered().iter().any(|s| s.from == own) {
                self.selected.set(Some(own));
            }
        }
    }

    fn store_turn(&self, turn: Turn) {
        let k = self.session.with_untracked(key);
        // With only one checker left to move, it is chosen for the person.
        let movable = single_movable(&turn);
        self.turn.set(Some((k, turn)));
        self.selected.set(movable);
    }

    pub fn undo_step(&self) {
        if let Some(mut turn) = self.live_turn() {
            turn.undo();
            self.store_turn(turn);
        }
    }

    /// Ends the person's turn with the play the steps made.
    pub fn confirm(&self) {
        let Some(turn) = self.live_turn() else {
            return;
        };
        if !turn.is_complete() {
            return;
        }
        let board = turn.board();
        let (play, choice) = self.session.with_untracked(|s| {
            let g = s.game();
            let plays = g.legal_plays();
            let choice = plays.len() > 1;
            let play = if plays.is_empty() {
                Some(Play::none(&g.board()))
            } else {
                plays
                    .into_iter()
                    .find(|p| *p.resulting().checkers() == board)
            };
            (play, choice)
        });
        if let Some(p) = play {
            bg_hint::play_checked(*self, p, choice);
        }
    }

    /// The person rolls (or the computer, when it does not double).
    pub fn roll(&self) {
        self.act(Action::Roll);
    }

    pub fn double(&self) {
        self.act(Action::Double);
    }

    pub fn answer_double(&self, take: bool) {
        self.act(if take { Action::Take } else { Action::Drop });
    }

    pub fn resign(&self, points: u8) {
        self.dialog.set(None);
        self.turn.set(None);
        self.act(Action::Resign(points));
    }

    pub fn answer_resign(&self, accept: bool) {
        self.act(if accept {
            Action::Accept
        } else {
            Action::Reject
        });
    }

    /// Asks the worker about the position now.
    fn ask(&self, decision: &'static str, level: Level, answer: impl Fn(&BgCtl, Reply) + 'static) {
        let (k, req) = self
            .session
            .with_untracked(|s| (key(s), request(s, decision, level)));
        let ctl = *self;
        self.thinking.set(true);
        worker_client::ask(req, BUDGET_MS, move |reply| {
            if ctl.session.try_with_untracked(key).as_deref() != Some(k.as_str()) {
                return;
            }
            ctl.thinking.set(false);
            if let Some(e) = reply.error.clone() {
                ctl.ctx.notify(Notice::ComputerFailed(e));
                return;
            }
            answer(&ctl, reply);
        });
    }

    /// The computer acts when it is its turn.
    fn computer_step(&self, level: Level) {
        let (phase, no_play) = self
            .session
            .with_untracked(|s| (s.phase(), s.game().legal_plays().is_empty()));
        match phase {
            // Before rolling: resign a hopeless race (once a game: after a refusal it plays
            // on), or double, or roll.
            Phase::ToRoll => self.ask("double", level, |ctl, r| {
                let refused = ctl
                    .session
                    .with_untracked(|s| s.game().actions().contains(&Action::Reject));
                match r.resign {
                    Some(points) if !refused => {
                        ctl.act(Action::Resign(points));
                    }
                    _ if r.decision == Some(true) => ctl.double(),
                    _ => ctl.roll(),
                }
            }),
            Phase::Moving(_) if no_play => {
                let ctl = *self;
                let k = self.session.with_untracked(key);
                let who = self.session.with_untracked(|s| s.state().on_roll);
                self.note.set(Some((k.clone(), Note::Dance(who))));
                set_timeout(
                    move || {
                        if ctl.session.try_with_untracked(key).as_deref() == Some(k.as_str()) {
                            let none = ctl
                                .session
                                .with_untracked(|s| Play::none(&s.game().board()));
                            ctl.act(Action::Play(none));
                        }
                    },
                    Duration::from_millis(AUTO_PASS_MS),
                );
            }
            Phase::Moving(d) => self.ask("play", level, move |ctl, r| {
                let text = r.mv.unwrap_or_default();
                let play = ctl
                    .session
                    .with_untracked(|s| s.game().board().parse_play(d, &text).ok());
                match play {
                    Some(p) => {
                        ctl.act(Action::Play(p));
                    }
                    None => ctl
                        .ctx
                        .notify(Notice::ComputerFailed(format!("illegal play {text}"))),
                }
            }),
            Phase::Doubled => self.ask("take", level, |ctl, r| {
                ctl.answer_double(r.decision == Some(true));
            }),
            Phase::Resigning { .. } => self.ask("accept", level, |ctl, r| {
                ctl.answer_resign(r.decision == Some(true));
            }),
            Phase::Over(_) => {}
        }
    }

    /// The person's turn: set up the steps, and pass a forced play or a lost turn by itself.
    pub(super) fn person_turn(&self) {
        let (k, phase) = self.session.with_untracked(|s| (key(s), s.phase()));
        let Phase::Moving(dice) = phase else {
            self.turn.set(None);
            return;
        };
        if self
            .turn
            .with_untracked(|t| t.as_ref().is_some_and(|(tk, _)| *tk == k))
        {
            return;
        }
        // Only a new turn needs its plays.
        let (board, plays, who) = self
            .session
            .with_untracked(|s| (s.game().board(), s.game().legal_plays(), s.state().on_roll));
        let mut turn = Turn::new(
            *board.checkers(),
            dice.values(),
            plays.iter().map(|p| *p.resulting().checkers()),
        );
        let forced = turn.is_forced();
        if turn.is_forfeit() {
            self.note.set(Some((k.clone(), Note::Dance(who))));
        } else if forced {
            // The only play is made on the board at once, and confirmed after a pause.
            if let Some(path) = turn.path_to(plays[0].resulting().checkers()) {
                turn.play_all(&path);
            }
            let note = Note::Forced(who, play_words(&plays[0]));
            self.note.set(Some((k.clone(), note)));
        }
        let selected = single_movable(&turn);
        self.turn.set(Some((k.clone(), turn)));
        self.selected.set(selected);
        if forced {
            let ctl = *self;
            set_timeout(
                move || {
                    if ctl.session.try_with_untracked(key).as_deref() == Some(k.as_str()) {
                        ctl.confirm();
                    }
                },
                Duration::from_millis(AUTO_PASS_MS),
            );
        }
    }
}

/// The play in words for people: gnubg notation, or "no move".
fn play_words(p: &Play) -> String {
    let s = p.to_string();
    if s.is_empty() {
        "—".into()
    } else {
        s
    }
}

/// The only spot with a checker to move, if there is just one.
fn single_movable(turn: &Turn) -> Option<usize> {
    let mut froms: Vec<usize> = turn.offered().iter().map(|s| s.from).collect();
    froms.dedup();
    froms.sort_unstable();
    froms.dedup();
    (froms.len() == 1).then(|| froms[0])
}

/// The worker request for a decision in the position now.
/// The position says what to decide (`_decision`: `play`, `double`, `take`, `accept`).
pub(super) fn request(s: &BgSession, _decision: &str, level: Level) -> Request {
    let g = s.game();
    let seed = s.seed.wrapping_add(g.actions().len() as u64 * 0x9E37_79B9) & ((1 << 53) - 1);
    let position = format!("{}:{}", g.board().position_id(), g.state().match_id());
    let mut req = Request::new(
        GameId::Backgammon,
        position,
        Vec::new(),
        Ask::BestMove { level, seed },
    );
    if s.setup.jacoby && s.setup.is_money() {
        req = req.with_setting("jacoby", "");
    }
    if !g.state().cube_in_use {
        req = req.with_setting("no-cube", "");
    }
    req
}

/// The colour at the bottom: the person's against the computer, else White (flip swaps).
fn bottom(s: &BgSession, flipped: bool) -> usize {
    let base = match s.setup.mode {
        Mode::Computer { human, .. } => human.index(),
        Mode::PassAndPlay => WHITE,
    };
    if flipped {
        1 - base
    } else {
        base
    }
}

/// The board's picture of the match, before any turn in progress.
fn base_model(s: &BgSession, flipped: bool) -> BoardModel {
    base_model_of(s, s.game(), flipped)
}

/// The board's picture of game `g` of the match (the game's own, or one under review).
fn base_model_of(s: &BgSession, g: &BgGame, flipped: bool) -> BoardModel {
    let st = g.state();
    BoardModel {
        counts: counts(g),
        on_roll: st.on_roll,
        numbered: s.setup.computer().map_or(st.on_roll, |c| 1 - c),
        bottom: bottom(s, flipped),
        cube: st.cube_in_use.then_some((st.cube, st.cube_owner)),
        score: st.score,
        length: st.length,
        ..BoardModel::default()
    }
}

/// The match in progress as the board stands, for the home page's card.
pub fn in_progress() -> Option<AnyView> {
    let s = bg_session::game_in_progress()?;
    let model = base_model(&s, false);
    Some(view! { <BgDrawing model=model /> }.into_any())
}

/// The last play's steps of game `g` of the match as the board draws them: the turn
/// (game, action index), who played and the steps, in the engine's order of a legal path.
fn last_steps_of(s: &BgSession, g: &BgGame) -> Moved {
    let Some(last) = last_play(g) else {
        return Moved {
            turn: (s.games.len(), 0),
            ..Moved::default()
        };
    };
    let resulting = *last.play.resulting().checkers();
    let turn = Turn::new(*last.before.checkers(), last.dice.values(), [resulting]);
    Moved {
        turn: (s.games.len(), last.index),
        colour: last.who,
        steps: turn.path_to(&resulting).unwrap_or_default(),
    }
}

/// The board's picture of game `g` of the match with its last play drawn.
fn model_after(s: &BgSession, g: &BgGame, flipped: bool) -> BoardModel {
    let mut m = base_model_of(s, g, flipped);
    m.moved = last_steps_of(s, g);
    m.last = m
        .moved
        .steps
        .iter()
        .map(|st| (m.moved.colour, st.from, st.to))
        .collect();
    m
}

/// The steps of `play` for the player on roll in `g` with dice `d`, as the board's arrows.
fn play_arrows(g: &BgGame, d: Dice, play: &Play) -> Vec<(usize, usize, usize)> {
    let resulting = *play.resulting().checkers();
    let turn = Turn::new(*g.board().checkers(), d.values(), [resulting]);
    let colour = g.state().on_roll;
    let steps = turn.path_to(&resulting).unwrap_or_default();
    steps.iter().map(|st| (colour, st.from, st.to)).collect()
}

/// The board under review: the position after `n` actions, its dice, and the last play
/// drawn, or, before a play the analysis marked, the better play.
fn reviewed_model(ctl: BgCtl, s: &BgSession, n: usize, flipped: bool) -> BoardModel {
    let Ok(g) = s.game().replay_to(n) else {
        return base_model(s, flipped);
    };
    let mut m = model_after(s, &g, flipped);
    if let Phase::Moving(d) = bg_session::phase(&g) {
        let (a, b) = d.values();
        m.dice = dice_list(a, b);
        m.left = m.dice.clone();
        let better = ctl
            .analysis
            .state
            .with(|a| a.better_at(n).map(str::to_string));
        if let Some(p) = better.and_then(|t| g.board().parse_play(d, &t).ok()) {
            m.last = play_arrows(&g, d, &p);
        }
    }
    m
}

undoable!(BgSession, |s| s.game().actions().len());

impl Controller for BgCtl {
    type Session = BgSession;

    fn session(&self) -> RwSignal<BgSession> {
        self.session
    }

    /// The position changed other than by a move: the turn in progress lapses.
    fn after_jump(&self) {
        self.turn.set(None);
        self.review.set(None);
        self.coach.set(Coach::Idle);
        self.hint.set(bg_hint::Hint::None);
        self.selected.set(None);
        self.result_closed.set(false);
        self.note.set(None);
        self.announce.set(String::new());
    }

    fn before_jump(&self) {
        worker_client::cancel();
    }
}

impl Review for BgCtl {
    fn review(&self) -> RwSignal<Option<usize>> {
        self.review
    }

    fn review_moved(&self) {
        self.selected.set(None);
    }
}

/// Whose move: the computer asks its worker, a person gets the turn's steps, a person who
/// cannot double rolls at once. Nothing runs while the new-game dialog is open.
fn drive_turns(ctl: BgCtl) {
    let session = ctl.session;
    let asked = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        let k = session.with(key);
        if ctl.dialog.get() == Some(BgDialog::NewGame) {
            return;
        }
        let (computer, level, phase, can_double) = session.with(|s| {
            let level = match s.setup.mode {
                Mode::Computer { level, .. } => level,
                Mode::PassAndPlay => Level::Easy,
            };
            (
                s.computer_to_act(),
                level,
                s.phase(),
                s.state().can_double(),
            )
        });
        if computer {
            if asked.get_value().as_deref() != Some(k.as_str()) {
                asked.set_value(Some(k));
                ctl.turn.set(None);
                ctl.computer_step(level);
            }
            return;
        }
        asked.set_value(None);
        ctl.thinking.set(false);
        match phase {
            Phase::ToRoll if !can_double => ctl.roll(),
            Phase::Moving(_) => ctl.person_turn(),
            _ => ctl.turn.set(None),
        }
    });
}

/// The opening roll of the game (BG-3: who starts), told until its first play is made.
fn opening_note(s: &BgSession) -> Option<Note> {
    let g = s.game();
    if g.is_over() || g.actions().iter().any(|a| matches!(a, Action::Play(_))) {
        return None;
    }
    let &(white, black) = g.opening().last()?;
    Some(Note::Opening(s.state().on_roll, white, black))
}

/// What the board shows: the position, the dice, and the person's turn in progress.
fn board_model(ctl: BgCtl) -> Memo<BoardModel> {
    let session = ctl.session;
    Memo::new(move |_| {
        let flipped = ctl.flipped.get();
        if let Some(n) = ctl.review.get() {
            return session.with(|s| reviewed_model(ctl, s, n, flipped));
        }
        let k = session.with(key);
        let selected = ctl.selected.get();
        let live = ctl.turn.with(|t| {
            t.as_ref()
                .filter(|(tk, _)| *tk == k)
                .map(|(_, t)| t.clone())
        });
        session.with(|s| {
            let mut m = model_after(s, s.game(), flipped);
            m.roll_id = s.game().actions().len() as u32 + s.games.len() as u32 * 1000;
            m.hinted = bg_hint::hinted_steps(ctl);
            m.hint_focus = ctl.hint_focus.get();
            if let Phase::Moving(d) = s.phase() {
                let (a, b) = d.values();
                m.dice = dice_list(a, b);
                m.left = m.dice.clone();
            }
            if let Some(turn) = live {
                m.moved = Moved {
                    turn: (s.games.len(), s.game().actions().len()),
                    colour: m.on_roll,
                    steps: turn.steps(),
                };
                let b = turn.board();
                m.counts = if m.on_roll == WHITE { b } else { [b[1], b[0]] };
                m.left = turn.remaining();
                let mut movable: Vec<usize> = turn.offered().iter().map(|s| s.from).collect();
                movable.sort_unstable();
                movable.dedup();
                m.movable = movable;
                if let Some(sel) = selected {
                    m.selected = Some(sel);
                    m.dests = turn
                        .destinations(sel)
                        .into_iter()
                        .map(|(to, _)| to)
                        .collect();
                }
            }
            m
        })
    })
}

/// The dialog open, or the one the match asks for (a double, a resignation offer, the
/// result).
fn dialogs(ctl: BgCtl) -> impl IntoView {
    let session = ctl.session;
    view! {
        <BgCoachDialog ctl=ctl />
        {move || match ctl.dialog.get() {
            Some(BgDialog::NewGame) => view! { <BgNewGameDialog ctl=ctl /> }.into_any(),
            Some(BgDialog::Resign) => view! { <BgResignDialog ctl=ctl /> }.into_any(),
            Some(BgDialog::Ids) => view! { <IdsDialog ctl=ctl /> }.into_any(),
            Some(BgDialog::Record) => view! { <RecordDialog ctl=ctl /> }.into_any(),
            None => ().into_any(),
        }}
        {move || {
            if ctl.dialog.get().is_some() {
                return ().into_any();
            }
            let (phase, person) = session
                .with(|s| (s.phase(), s.setup.computer() != Some(s.to_act())));
            match phase {
                Phase::Doubled if person => view! { <DoubleDialog ctl=ctl /> }.into_any(),
                Phase::Resigning { .. } if person => {
                    view! { <ResignOfferDialog ctl=ctl /> }.into_any()
                }
                Phase::Over(_) if !ctl.result_closed.get() => {
                    view! { <BgResultDialog ctl=ctl /> }.into_any()
                }
                _ => ().into_any(),
            }
        }}
    }
}

#[component]
pub fn BgScreen() -> impl IntoView {
    let ctx = ctx();
    let (loaded, fresh) = open_game(ctx, GAME_SLUG, bg_session::load, || {
        BgSession::new(BgSetup::default(), random_seed())
    });
    let session = RwSignal::new(loaded);
    let analysis = AnalysisCtl::new(ctx, GAME_SLUG, move || {
        session.with(super::analysed::subject)
    });
    let ctl = BgCtl {
        ctx,
        session,
        turn: RwSignal::new(None),
        selected: RwSignal::new(None),
        dialog: RwSignal::new(fresh.then_some(BgDialog::NewGame)),
        result_closed: RwSignal::new(false),
        thinking: RwSignal::new(false),
        announce: RwSignal::new(String::new()),
        note: RwSignal::new(None),
        flipped: RwSignal::new(false),
        hint: RwSignal::new(bg_hint::Hint::None),
        hint_focus: RwSignal::new(0),
        cube: RwSignal::new(None),
        coach: RwSignal::new(Coach::Idle),
        review: RwSignal::new(None),
        analysis,
    };

    // Every change is saved at once.
    Effect::new(move |_| session.with(|s| save_game(GAME_SLUG, &s.to_saved(), s.is_over())));

    drive_turns(ctl);
    computer_worker(move || session.with(|s| s.setup.computer().is_some()));
    review_keys(ctl);

    let model = board_model(ctl);
    let lang = Signal::derive(move || ctx.lang());
    game_screen(Screen {
        id: GameId::Backgammon,
        class: "backgammon".to_string(),
        board: view! {
            <BgBoard
                model=model
                lang=lang
                on_place=Callback::new(move |p| ctl.on_place(p))
                on_cancel=Callback::new(move |_| ctl.selected.set(None))
                on_pick=Callback::new(move |p| ctl.pick(p))
            />
        },
        below: view! { <TurnBar ctl=ctl /> },
        side: view! {
            {review_bar(ctl, move || review_text(ctl))}
            <Status ctl=ctl />
            <BgHintList ctl=ctl />
            <Controls ctl=ctl />
            {analysis_panel(ctl)}
        },
        moves: view! { <MoveList ctl=ctl /> },
        announce: ctl.announce,
        dialogs: dialogs(ctl),
    })
}

/// Under the board: the dice in words, the note of the moment (else the opening roll) and the
/// turn's buttons.
#[component]
fn TurnBar(ctl: BgCtl) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let person = move || session.with(|s| s.setup.computer() != Some(s.to_act()));
    let phase = move || session.with(|s| s.phase());
    let live = move || {
        let k = session.with(key);
        ctl.turn.with(|t| {
            t.as_ref()
                .filter(|(tk, _)| *tk == k)
                .map(|(_, t)| t.clone())
        })
    };
    let dice_text = move || match phase() {
        Phase::Moving(d) => {
            let (a, b) = d.values();
            Some(t::dice_words(lang(), a, b))
        }
        _ => None,
    };
    let can_roll = move || person() && phase() == Phase::ToRoll;
    let can_double = move || can_roll() && session.with(|s| s.state().can_double());
    let auto = move || live().is_some_and(|t| t.is_forced());
    let can_undo = move || live().is_some_and(|t| !t.steps().is_empty()) && !auto();
    let can_confirm = move || live().is_some_and(|t| t.is_complete()) && !auto();
    view! {
        <section class="bg-turn" aria-label=move || t::TURN_REGION.t(lang())>
            <span class="dice-words" data-testid="dice">{dice_text}</span>
            {button_while("button primary", t::ROLL, can_roll, move || ctl.roll())}
            {button_while("button", t::DOUBLE, can_double, move || ctl.double())}
            {move || {
                live()
                    .filter(|t| !t.is_forfeit())
                    .map(|_| {
                        view! {
                            <button class="button" disabled=move || !can_undo() on:click=move |_| ctl.undo_step()>
                                {move || t::UNDO_STEP.t(lang())}
                            </button>
                            <button
                                class="button primary"
                                disabled=move || !can_confirm()
                                on:click=move |_| ctl.confirm()
                            >
                                {move || t::CONFIRM.t(lang())}
                            </button>
                        }
                    })
            }}
            {move || {
                session
                    .with(|s| s.can_start_next())
                    .then(|| {
                        view! {
                            <button class="button primary" on:click=move |_| ctl.next_game()>
                                {move || t::NEXT_GAME.t(lang())}
                            </button>
                        }
                    })
            }}
            <p class="bg-computer-turn" data-testid="computer-turn">
                {move || session.with(|s| computer_line(lang(), s))}
            </p>
            <p class="bg-note" role="status" data-testid="note">
                {move || {
                    let k = session.with(key);
                    ctl.note
                        .get()
                        .filter(|(nk, _)| *nk == k)
                        .map(|(_, n)| n)
                        .or_else(|| session.with(opening_note))
                        .map(|n| n.text(lang()))
                        .unwrap_or_default()
                }}
            </p>
        </section>
    }
}

/// Whose turn, the players with their pip counts, the race, the match and the cube.
/// The match line: the score (or a money game) with its Crawford, Jacoby and cube notes.
fn match_words(l: Lang, s: &BgSession) -> String {
    let st = s.state();
    let mut parts = Vec::new();
    if st.length > 0 {
        parts.push(t::score_line(l, st.length, st.score));
        if st.crawford {
            parts.push(t::CRAWFORD.t(l).to_string());
        }
    } else {
        parts.push(t::MONEY_GAME.t(l).to_string());
        if st.jacoby && st.cube_in_use {
            parts.push(t::JACOBY_NOTE.t(l).to_string());
        }
    }
    if st.cube_in_use {
        parts.push(t::cube_label(l, st.cube, st.cube_owner));
    }
    parts.join(" · ")
}

#[component]
fn Status(ctl: BgCtl) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let headline = move || {
        let l = lang();
        session.with(|s| match s.phase() {
            Phase::Over(_) => i18n::GAME_OVER.t(l).to_string(),
            Phase::ToRoll => t::to_roll(l, s.state().on_roll),
            Phase::Moving(d) => {
                let (a, b) = d.values();
                t::to_play(l, s.state().on_roll, a, b)
            }
            Phase::Doubled => t::doubles_title(l, s.state().on_roll, s.state().cube * 2),
            Phase::Resigning { by, points } => {
                t::resign_offer_title(l, by, points, s.state().game_points(points))
            }
        })
    };
    let hint = move || {
        let l = lang();
        if ctl.thinking.get() || ctl.hint.with(bg_hint::Hint::asking) {
            return Some(t::THINKING.t(l).to_string());
        }
        if ctl.coach.with(|c| matches!(c, Coach::Checking(_))) {
            return Some(coach::checking_note(l));
        }
        let k = session.with(key);
        let live = ctl.turn.with(|t| {
            t.as_ref()
                .filter(|(tk, _)| *tk == k)
                .map(|(_, t)| t.clone())
        });
        session.with(|s| {
            if s.computer_to_act() {
                return Some(i18n::WAIT_FOR_COMPUTER.t(l).to_string());
            }
            match (s.phase(), live) {
                (Phase::ToRoll, _) => Some(t::HINT_ROLL.t(l).to_string()),
                (Phase::Moving(_), Some(turn)) if turn.is_forced() => None,
                (Phase::Moving(_), Some(turn)) if turn.is_complete() => {
                    Some(t::HINT_CONFIRM.t(l).to_string())
                }
                (Phase::Moving(_), Some(_)) if ctl.selected.get().is_some() => {
                    Some(t::HINT_TARGET.t(l).to_string())
                }
                (Phase::Moving(_), Some(_)) => Some(t::HINT_SELECT.t(l).to_string()),
                _ => None,
            }
        })
    };
    let pips = move || {
        session.with(|s| {
            let c = counts(s.game());
            c.map(|side| {
                side.iter()
                    .enumerate()
                    .map(|(i, &n)| (i as u32 + 1) * n as u32)
                    .sum::<u32>()
            })
        })
    };
    let player = move |c: usize| {
        let role = move || {
            session.with(|s| match s.setup.mode {
                Mode::Computer { human, .. } if human.index() == c => Some(i18n::YOU.t(lang())),
                Mode::Computer { .. } => Some(i18n::COMPUTER.t(lang())),
                Mode::PassAndPlay => None,
            })
        };
        let points = move || {
            session.with(|s| s.setup.length > 0).then(|| {
                view! { <span>{move || t::points_now(lang(), session.with(|s| s.score()[c]))}</span> }
            })
        };
        player_item(
            c == WHITE,
            move || session.with(|s| !s.game().is_over() && s.to_act() == c),
            move || t::colour(c).t(lang()).to_string(),
            role,
            view! {
                <span class="counts">
                    <span>{move || t::pip_count(lang(), pips()[c])}</span>
                    {points}
                </span>
            },
        )
    };
    let race = move || {
        let l = lang();
        let p = pips();
        let contact = session.with(|s| !s.game().board().is_race());
        if contact {
            t::race_line(l, p)
        } else {
            format!("{} {}", t::race_line(l, p), t::NO_CONTACT.t(l))
        }
    };
    let match_line = move || session.with(|s| match_words(lang(), s));
    view! {
        <section class="status" aria-label=move || i18n::STATUS_REGION.t(lang())>
            <p class="headline" data-testid="status">{headline}</p>
            <p
                class="hint"
                class:thinking=move || {
                    ctl.thinking.get() || ctl.hint.with(bg_hint::Hint::asking)
                        || ctl.coach.with(|c| matches!(c, Coach::Checking(_)))
                }
            >
                {move || hint().unwrap_or_default()}
            </p>
            <ul class="players">{player(0)} {player(1)}</ul>
            <p class="bg-race" data-testid="race">{race}</p>
            <p class="bg-match" data-testid="match">{match_line}</p>
        </section>
    }
}

#[component]
fn Controls(ctl: BgCtl) -> impl IntoView {
    let session = ctl.session;
    let vs_computer = move || session.with(|s| s.setup.computer().is_some());
    // A person may resign when it is their turn to act (not while an offer waits).
    let may_resign = move || {
        session.with(|s| {
            matches!(s.phase(), Phase::ToRoll | Phase::Moving(_))
                && s.setup.computer() != Some(s.to_act())
        })
    };
    controls_bar(view! {
        {new_game_button(move || ctl.dialog.set(Some(BgDialog::NewGame)))}
        {move || vs_computer().then(|| take_back_button(ctl))}
        {control(t::RESIGN, move || !may_resign(), move || ctl.dialog.set(Some(BgDialog::Resign)))}
        {control(t::IDS_BUTTON, || false, move || ctl.dialog.set(Some(BgDialog::Ids)))}
        {control(t::RECORD_BUTTON, || false, move || ctl.dialog.set(Some(BgDialog::Record)))}
        {hint_button(move || !bg_hint::can_hint(ctl), move || bg_hint::ask_hint(ctl))}
        {flip_button(ctl.flipped)}
    })
}

/// The current game's moves and cube actions, newest last.
#[component]
fn MoveList(ctl: BgCtl) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let rows = Memo::new(move |_| session.with(|s| history(s.game())));
    let item = move |(i, who, e): (usize, usize, Entry)| {
        let label = move || {
            let l = lang();
            entry_words(l, who, &e) + &mark_suffix(ctl.analysis, l, i)
        };
        let current = move || (ctl.review.get() == Some(i + 1)).then_some("step");
        view! {
            <li>
                <button
                    class="m bg-move"
                    aria-current=current
                    on:click=move |_| ctl.review_to(Some(i + 1))
                >
                    {label}
                    {mark_badge(ctl.analysis, i)}
                </button>
            </li>
        }
    };
    let list = move || {
        view! {
            <ol class="bg-moves" data-testid="moves">
                {move || rows.get().into_iter().map(item).collect_view()}
            </ol>
        }
        .into_any()
    };
    move_list(
        move || rows.with(Vec::len),
        move || ctl.review.get(),
        i18n::NO_MOVES_YET,
        list,
        (),
    )
}

/// Above the board while an earlier position is shown: which one, and the way back.
fn review_text(ctl: BgCtl) -> Option<String> {
    let n = ctl.review.get()?;
    let total = ctl.session.with(|s| s.game().actions().len());
    Some(review_words(ctl.lang(), n, total, ""))
}

/// A line of the move list in words: who did what.
pub(super) fn entry_words(l: Lang, who: usize, e: &Entry) -> String {
    {
        let name = t::colour(who).t(l);
        match e {
            Entry::Play(d, p) => format!("{name} {d}: {}", if p.is_empty() { "—" } else { p }),
            Entry::Double(v) => t::doubles_title(l, who, *v),
            Entry::Take => format!("{name}: {}", t::TAKE.t(l)),
            Entry::Drop => format!("{name}: {}", t::DROP.t(l)),
            Entry::Resign(n, total) => t::resign_offer_title(l, who, *n, *total),
            Entry::Accept => format!("{name}: {}", t::ACCEPT.t(l)),
            Entry::Reject => format!("{name}: {}", t::PLAY_ON.t(l)),
        }
    }
}
