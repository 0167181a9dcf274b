//! The game screen, shared by every game: the controller that ties the session to the
//! computer player, the saved game and the clock, and the status, move list (with review of
//! earlier positions), controls and dialogs. Only the board and a few status pieces are the
//! game's own (`morris_board`, `makruk_board`).

use super::dialogs::{DrawOfferDialog, NewGameDialog, ResignDialog, ResultDialog};
use super::player_name;
use crate::games::makruk::board::{self as makruk_board, CountingPanel};
use crate::games::makruk::fen::FenDialog;
use crate::games::makruk::figurine;
use crate::games::makruk::words as mk_words;
use crate::games::morris::board as morris_board;
use crate::games::morris::pick::Stage;
use crate::games::morris::words as morris_words;
use crate::kit::analysis::AnalysisCtl;
use crate::kit::analysis_view::{analysis_panel, mark_badge, mark_suffix};
use crate::kit::coach::{self, Coach};
use crate::kit::controller::{review_keys, undoable, Controller, Review};
use crate::kit::controls::{
    control, controls_bar, flip_button, game_screen, hint_button, move_list, new_game_button,
    player_item, redo_button, review_bar, review_words, take_back_button, Screen,
};
use crate::kit::duel::session::{self, GameKind, GameMove, Mode, Play, Session, Setup};
use crate::kit::hint::{self, hint_list, Values};
use crate::kit::i18n::{self, Lang, Tr};
use crate::kit::opponent::computer_worker;
use crate::kit::seed::random_seed;
use crate::kit::sound::Cue;
use crate::kit::storage::{open_game, save_game};
use crate::shell::settings::PieceSet;
use crate::shell::{ctx, Ctx, Notice};
use crate::worker_client;
use crate::worker_client::{Ask, Reply, Request};
use leptos::prelude::*;
use std::time::Duration;
use ttakji_engine::makruk::{CountAction, Square};
use ttakji_engine::search::Limits;
use ttakji_engine::{Level, Outcome, Side};

/// Which dialog is open (the draw offer and the result follow the session instead).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    NewGame,
    ConfirmResign,
    Fen,
}

/// The best moves asked of the computer player for the position with this key.
pub type Hint = hint::Hint<GameMove>;

/// A draw offered to the computer: waiting for its answer, or declined, for the position with
/// this key.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum DrawAsk {
    #[default]
    None,
    Asking(String),
    Declined(String),
}

/// How often the pass-and-play clock is redrawn, and how often its time is written into the
/// session (and so into the save).
const CLOCK_TICK_MS: u64 = 200;
const CLOCK_COMMIT_MS: f64 = 5000.0;

/// Everything the game screen's parts share; all signals, so it is `Copy`.
#[derive(Clone, Copy)]
pub struct GameCtl {
    pub kind: GameKind,
    pub ctx: Ctx,
    pub session: RwSignal<Session>,
    pub flipped: RwSignal<bool>,
    pub thinking: RwSignal<bool>,
    pub announce: RwSignal<String>,
    pub dialog: RwSignal<Option<Dialog>>,
    /// The result dialog of the current ending was closed (to look at the board).
    pub result_closed: RwSignal<bool>,
    /// Looking at the position after this many moves instead of the game's.
    pub review: RwSignal<Option<usize>>,
    pub hint: RwSignal<Hint>,
    /// The hinted move drawn strongest (0 the best).
    pub hint_focus: RwSignal<usize>,
    /// The coach's check of the person's move.
    pub coach: RwSignal<Coach<GameMove>>,
    pub draw_ask: RwSignal<DrawAsk>,
    /// Morris: where the person is in choosing a move.
    pub stage: RwSignal<Stage>,
    /// Makruk: the piece chosen to move.
    pub selected: RwSignal<Option<Square>>,
    /// Makruk: the counting action the person's next move carries (MK-8, MK-10).
    pub count_action: RwSignal<Option<CountAction>>,
    /// The clock: now, and when the time not yet written into the session began.
    pub now: RwSignal<f64>,
    clock_mark: StoredValue<f64>,
    pub analysis: AnalysisCtl,
}

impl GameCtl {
    fn new(kind: GameKind, ctx: Ctx, session: Session) -> GameCtl {
        let now = js_sys::Date::now();
        let session = RwSignal::new(session);
        let analysis = AnalysisCtl::new(ctx, kind.slug(), move || {
            session.with(super::analysed::subject)
        });
        GameCtl {
            kind,
            ctx,
            session,
            flipped: RwSignal::new(false),
            thinking: RwSignal::new(false),
            announce: RwSignal::new(String::new()),
            dialog: RwSignal::new(None),
            result_closed: RwSignal::new(false),
            review: RwSignal::new(None),
            hint: RwSignal::new(Hint::None),
            hint_focus: RwSignal::new(0),
            coach: RwSignal::new(Coach::Idle),
            draw_ask: RwSignal::new(DrawAsk::None),
            stage: RwSignal::new(Stage::Idle),
            selected: RwSignal::new(None),
            count_action: RwSignal::new(None),
            now: RwSignal::new(now),
            clock_mark: StoredValue::new(now),
            analysis,
        }
    }

    pub fn lang(&self) -> Lang {
        self.ctx.lang()
    }

    pub fn piece_set(&self) -> PieceSet {
        self.ctx.settings.with(|s| s.pieces)
    }

    /// Whether the board takes a person's move now: it is a person's turn and the game,
    /// not an earlier position, is shown.
    pub fn can_touch(&self) -> bool {
        self.review.get_untracked().is_none()
            && self.coach.try_with_untracked(|c| !c.busy()) == Some(true)
            && self
                .session
                .try_with_untracked(|s| s.person_to_move())
                .unwrap_or(false)
    }

    /// How many moves lead to the position on the board: all of them, or the review's.
    pub fn shown_ply(&self, s: &Session) -> usize {
        let len = s.game.len();
        self.review.get().map_or(len, |n| n.min(len))
    }

    /// Time on the running clock not yet written into the session.
    pub fn pending_ms(&self) -> u32 {
        let mark = self
            .clock_mark
            .try_get_value()
            .unwrap_or_else(js_sys::Date::now);
        (js_sys::Date::now() - mark).max(0.0) as u32
    }

    /// Writes the time used so far into the session's clock. Also called as the screen
    /// closes, so it tolerates signals already gone.
    fn commit_clock(&self) {
        let ms = self.pending_ms();
        self.clock_mark.try_set_value(js_sys::Date::now());
        if self.session.try_with_untracked(|s| s.clock.is_some()) == Some(true) {
            self.session.try_update(|s| s.tick(ms));
        }
    }

    /// Plays a legal move of a person or of the computer, with its announcement and sound;
    /// with the coach on, a person's move is first reviewed (then `false`: not played yet).
    pub fn apply(&self, mv: GameMove, by_computer: bool) -> bool {
        if !by_computer && coach::on(&self.ctx) {
            self.coach_check(mv);
            return false;
        }
        self.commit(mv, by_computer)
    }

    /// Asks the worker to review the person's move `mv` before it is played.
    fn coach_check(&self, mv: GameMove) {
        let (key, req, _) = self.session.with_untracked(|s| request_for(s, Level::Hard));
        let ctl = *self;
        let here = move || ctl.at_key(&key);
        coach::check(self.coach, req, mv, mv.to_string(), here, move |mv| {
            ctl.commit(mv, false);
        });
    }

    /// The coach lets go of the move: played (`mv`), or taken back.
    pub fn coach_done(&self, mv: Option<GameMove>) {
        self.coach.set(Coach::Idle);
        match mv {
            Some(mv) => {
                self.commit(mv, false);
            }
            None => self.after_jump(),
        }
    }

    /// The coach's best moves drawn on the board as a hint's, the move not played.
    pub fn coach_best(&self) {
        let Coach::Warn(_, r) = self.coach.get_untracked() else {
            return;
        };
        self.coach_done(None);
        let (key, best) = self.session.with_untracked(|s| {
            let best = coach::best_moves(&r, |t| s.game.parse_move(t).ok());
            (request_key(s), best)
        });
        if let Some(best) = best {
            self.hint_focus.set(0);
            self.hint.set(Hint::Found(key, best));
        }
    }

    /// Plays a legal move, with its announcement and sound.
    fn commit(&self, mv: GameMove, by_computer: bool) -> bool {
        let lang = self.ctx.lang_untracked();
        self.commit_clock();
        let mut played = None;
        self.session.update(|s| {
            let mover = s.to_move();
            let name = player_name(s.kind(), mover, lang);
            let who = if by_computer {
                i18n::computer_named(lang, name)
            } else {
                name.to_string()
            };
            let (text, capture) = match (&s.game, mv) {
                (Play::Morris(_), GameMove::Morris(m)) => {
                    (morris_board::describe(lang, &who, m), m.remove().is_some())
                }
                (Play::Makruk(g), GameMove::Makruk(t)) => {
                    makruk_board::describe(lang, &who, g.position(), t)
                }
                _ => (String::new(), false),
            };
            if s.play(mv).is_ok() {
                let check = s
                    .game
                    .makruk()
                    .is_some_and(|g| g.position().board().is_check());
                let cue = if s.is_over() {
                    Cue::End
                } else if check {
                    Cue::Check
                } else if capture {
                    Cue::Capture
                } else {
                    Cue::Move
                };
                played = Some((text, cue, s.is_over()));
            }
        });
        let Some((text, cue, over)) = played else {
            return false;
        };
        // A person looking at an earlier position stays there when the computer moves.
        let review = self.review.get_untracked();
        self.after_jump();
        if by_computer && !over {
            self.review.set(review);
        }
        self.announce.set(text);
        self.ctx.cue(cue);
        true
    }

    pub fn new_game(&self, setup: Setup) {
        self.session.set(Session::new(setup, random_seed()));
        self.clock_mark.set_value(js_sys::Date::now());
        self.after_jump();
        self.dialog.set(None);
    }

    /// A new game from an imported start, with the current opponent settings.
    pub fn new_game_from(&self, game: Play) {
        let setup = self.session.with_untracked(|s| s.setup);
        self.session
            .set(Session::with_game(setup, game, random_seed()));
        self.clock_mark.set_value(js_sys::Date::now());
        self.after_jump();
        self.dialog.set(None);
    }

    pub fn resign(&self) {
        self.commit_clock();
        self.session.update(|s| s.resign());
        self.dialog.set(None);
        self.after_jump();
        self.end_cue();
    }

    /// Between people, the other player is asked; against the computer, it answers from its
    /// judgement of the position (`Session::computer_accepts_draw`).
    pub fn offer_draw(&self) {
        if self.session.with_untracked(|s| s.human().is_some()) {
            self.offer_draw_to_computer();
            return;
        }
        self.commit_clock();
        self.session.update(|s| {
            s.offer_draw();
        });
        self.stage.set(Stage::Idle);
        self.selected.set(None);
    }

    fn offer_draw_to_computer(&self) {
        if let Some(key) = self.ask_about_position(Level::Normal, GameCtl::on_draw_answer) {
            self.hint.set(Hint::None);
            self.draw_ask.set(DrawAsk::Asking(key));
        }
    }

    fn on_draw_answer(&self, key: &str, reply: Reply) {
        let asked = self
            .draw_ask
            .try_with_untracked(|d| *d == DrawAsk::Asking(key.to_string()));
        if !self.still_at(asked, key) {
            return;
        }
        let lang = self.ctx.lang_untracked();
        let Some(score) = reply.score else {
            self.draw_ask.set(DrawAsk::None);
            let detail = reply.error.unwrap_or_else(|| "empty answer".into());
            self.ctx.notify(Notice::ComputerFailed(detail));
            return;
        };
        if self
            .session
            .with_untracked(|s| s.computer_accepts_draw(score))
        {
            self.session.update(|s| {
                s.agree_draw();
            });
            self.after_jump();
            self.end_cue();
        } else {
            self.draw_ask.set(DrawAsk::Declined(key.to_string()));
            self.announce
                .set(i18n::COMPUTER_DECLINES.t(lang).to_string());
        }
    }

    pub fn answer_draw(&self, accept: bool) {
        self.session.update(|s| s.answer_draw(accept));
        self.clock_mark.set_value(js_sys::Date::now());
        self.result_closed.set(false);
        if accept {
            self.end_cue();
        } else {
            self.announce
                .set(i18n::DRAW_DECLINED.t(self.ctx.lang_untracked()).to_string());
        }
    }

    fn end_cue(&self) {
        self.ctx.cue(Cue::End);
    }

    /// The blocked Tigadi player's only move.
    pub fn pass(&self) {
        if self.can_touch() {
            self.apply(GameMove::Morris(ttakji_engine::morris::Move::Pass), false);
        }
    }

    /// An answer from the computer player, if it is still wanted.
    fn on_reply(&self, key: &str, reply: Reply) {
        let wanted = self
            .session
            .try_with_untracked(|s| s.computer_to_move() && request_key(s) == key);
        if wanted != Some(true) {
            return;
        }
        self.thinking.set(false);
        let played = worker_client::reply_move(reply).and_then(|text| {
            let mv = self.session.with_untracked(|s| s.game.parse_move(&text));
            match mv {
                Ok(mv) if self.apply(mv, true) => Ok(()),
                _ => Err(format!("illegal move {text}")),
            }
        });
        if let Err(detail) = played {
            self.ctx.notify(Notice::ComputerFailed(detail));
        }
    }

    /// Asks the computer player for the best moves in the position a person is to play.
    pub fn ask_hint(&self) {
        if !self.can_touch() {
            return;
        }
        self.draw_ask.set(DrawAsk::None);
        let asked = self.session.with_untracked(|s| request_for(s, Level::Hard));
        let ctl = *self;
        hint::ask(
            self.hint,
            self.hint_focus,
            asked,
            move |t| ctl.session.with_untracked(|s| s.game.parse_move(t).ok()),
            move |key| ctl.at_key(key),
            move |detail| ctl.ctx.notify(Notice::ComputerFailed(detail)),
        );
    }

    /// Whether the position is still the one with `key`.
    fn at_key(&self, key: &str) -> bool {
        self.session.try_with_untracked(|s| request_key(s) == key) == Some(true)
    }

    /// Asks the computer player about the position a person is to play (a draw offer)
    /// and returns the position's key; `answer` gets the reply. Nothing when no person may
    /// play now. The worker takes one question at a time: a new one drops the last.
    fn ask_about_position(
        &self,
        level: Level,
        answer: fn(&GameCtl, &str, Reply),
    ) -> Option<String> {
        if !self.can_touch() {
            return None;
        }
        let (key, req, budget) = self.session.with_untracked(|s| request_for(s, level));
        let (ctl, asked) = (*self, key.clone());
        worker_client::ask(req, budget, move |reply| answer(&ctl, &asked, reply));
        Some(key)
    }

    /// Whether an answer is still wanted: the question is the one waited for (`asked`) and
    /// the position is still the one with `key`.
    fn still_at(&self, asked: Option<bool>, key: &str) -> bool {
        asked == Some(true) && self.at_key(key)
    }

    /// The hinted moves with their values, best first, if they are for the position on
    /// the board now; under review, the better move of a move the analysis marked.
    pub fn hinted_all(&self) -> Vec<(GameMove, i32)> {
        if let Some(n) = self.review.get() {
            let parse = |t: &str| self.session.with(|s| s.game.parse_move(t).ok());
            return self.analysis.better_move(n, parse);
        }
        match self.hint.get() {
            Hint::Found(key, moves) if self.review.get().is_none() => {
                let here = self.session.with(|s| request_key(s) == key);
                if here {
                    moves
                } else {
                    Vec::new()
                }
            }
            _ => Vec::new(),
        }
    }

    /// The hinted move drawn strongest (the best unless another is chosen in the list).
    pub fn hinted(&self) -> Option<GameMove> {
        let all = self.hinted_all();
        let i = self.hint_focus.get().min(all.len().saturating_sub(1));
        all.get(i).map(|(m, _)| *m)
    }

    /// The game's words for values.
    pub fn values(&self) -> &'static Values {
        match self.kind {
            GameKind::Makruk => &mk_words::VALUES,
            _ => &morris_words::VALUES,
        }
    }
}

undoable!(Session, |s| s.game.len(), redo);

impl Controller for GameCtl {
    type Session = Session;

    fn session(&self) -> RwSignal<Session> {
        self.session
    }

    /// The position changed: every choice in progress lapses.
    fn after_jump(&self) {
        self.stage.set(Stage::Idle);
        self.selected.set(None);
        self.count_action.set(None);
        self.review.set(None);
        self.hint.set(Hint::None);
        self.coach.set(Coach::Idle);
        self.draw_ask.set(DrawAsk::None);
        self.result_closed.set(false);
        self.announce.set(String::new());
    }
}

impl Review for GameCtl {
    fn review(&self) -> RwSignal<Option<usize>> {
        self.review
    }

    fn review_moved(&self) {
        self.stage.set(Stage::Idle);
        self.selected.set(None);
    }
}

/// Identifies the position a request was made for (new games differ by their seed).
fn request_key(s: &Session) -> String {
    format!(
        "{}|{}|{}",
        s.seed,
        s.game.start_text(),
        s.game.move_texts().join(" ")
    )
}

/// The worker request for the position now, at `level`, with its key and time budget.
pub(super) fn request_for(s: &Session, level: Level) -> (String, Request, f64) {
    let ply = s.game.len() as u64;
    let seed = s.seed.wrapping_add(ply.wrapping_mul(0x9E37_79B9)) & ((1 << 53) - 1);
    let mut req = Request::new(
        s.kind().game(),
        s.game.start_text(),
        s.game.move_texts(),
        Ask::BestMove { level, seed },
    );
    if s.kind().morris().is_some() {
        req = req.with_setting("flying", if s.setup.flying { "on" } else { "off" });
    }
    (
        request_key(s),
        req,
        Limits::for_level(s.kind().game(), level).movetime_ms,
    )
}

/// The computer's request when it is to move.
fn computer_request(s: &Session) -> Option<(String, Request, f64)> {
    match s.setup.mode {
        Mode::Computer { level, .. } if s.computer_to_move() => Some(request_for(s, level)),
        _ => None,
    }
}

/// The clock: redrawn every tick, its time written into the session now and then, at each
/// move and when a player's time is all spent; and when the screen is left (then `save`).
fn run_clock(ctl: GameCtl, save: impl Fn(&Session) + Copy + Send + Sync + 'static) {
    let session = ctl.session;
    let tick = move || {
        let now = js_sys::Date::now();
        let Some(state) = session.try_with_untracked(|s| {
            s.clock
                .filter(|_| !s.is_over() && s.draw_offer.is_none())
                .map(|mut c| {
                    let side = s.to_move();
                    c.spend(side, ctl.pending_ms())
                })
        }) else {
            return;
        };
        match state {
            Some(flagged) => {
                if flagged || now - ctl.clock_mark.get_value() >= CLOCK_COMMIT_MS {
                    ctl.commit_clock();
                    if flagged {
                        ctl.after_jump();
                        ctl.end_cue();
                    }
                }
            }
            // Stopped: the time meanwhile is nobody's.
            None => ctl.clock_mark.set_value(now),
        }
        ctl.now.set(now);
    };
    if let Ok(handle) = set_interval_with_handle(tick, Duration::from_millis(CLOCK_TICK_MS)) {
        on_cleanup(move || handle.clear());
    }
    // Leaving the screen: the time used so far is written and saved.
    on_cleanup(move || {
        ctl.commit_clock();
        session.try_with_untracked(save);
    });
}

#[component]
pub fn GameScreen(kind: GameKind) -> impl IntoView {
    let ctx = ctx();
    let (loaded, fresh) = open_game(
        ctx,
        kind.slug(),
        |t| session::load(t, kind),
        || Session::new(Setup::default_for(kind), random_seed()),
    );
    let ctl = GameCtl::new(kind, ctx, loaded);
    if fresh {
        ctl.dialog.set(Some(Dialog::NewGame));
    }
    let session = ctl.session;

    // Every change is saved at once.
    let save = move |s: &Session| save_game(kind.slug(), &s.to_saved(), s.is_over());
    Effect::new(move |_| session.with(save));

    // The computer moves when it is its turn; a changed position makes older answers stale.
    worker_client::keep_asking(
        move || session.with(computer_request),
        ctl.thinking,
        move |key, reply| ctl.on_reply(key, reply),
    );
    computer_worker(move || session.with(|s| s.human().is_some()));

    if kind.has_clock() {
        run_clock(ctl, save);
    }

    review_keys(ctl);

    let (board, below) = match kind {
        GameKind::Makruk => (
            makruk_board::playable_board(ctl).into_any(),
            Some(view! { <CountingPanel ctl=ctl /> }),
        ),
        _ => (morris_board::playable_board(ctl).into_any(), None),
    };
    game_screen(Screen {
        id: kind.game(),
        class: kind.slug().to_string(),
        board,
        below,
        side: view! {
            <ReviewBar ctl=ctl />
            <Status ctl=ctl />
            <HintList ctl=ctl />
            <Controls ctl=ctl />
            {analysis_panel(ctl)}
        },
        moves: view! { <MoveList ctl=ctl /> },
        announce: ctl.announce,
        dialogs: view! {
            {move || match ctl.dialog.get() {
                Some(Dialog::NewGame) => view! { <NewGameDialog ctl=ctl /> }.into_any(),
                Some(Dialog::ConfirmResign) => view! { <ResignDialog ctl=ctl /> }.into_any(),
                Some(Dialog::Fen) => view! { <FenDialog ctl=ctl /> }.into_any(),
                None => ().into_any(),
            }}
            <CoachDialog ctl=ctl />
            {move || {
                session
                    .with(|s| s.draw_offer)
                    .map(|offerer| view! { <DrawOfferDialog ctl=ctl offerer=offerer /> })
            }}
            {move || {
                let show = session.with(|s| s.is_over()) && !ctl.result_closed.get()
                    && ctl.dialog.get().is_none();
                show.then(|| view! { <ResultDialog ctl=ctl /> })
            }}
        },
    })
}

/// Above the board while an earlier position is shown: which one, and the way back.
#[component]
fn ReviewBar(ctl: GameCtl) -> impl IntoView {
    let text = move || {
        let n = ctl.review.get()?;
        let l = ctl.lang();
        let (i, words, mv) = ctl.session.with(|s| {
            let notation = move_notation(s);
            match n.checked_sub(1).and_then(|i| Some((i, notation.get(i)?))) {
                // Makruk's move goes in as figurines, where the words leave its place.
                Some((i, (mv, _))) if ctl.kind == GameKind::Makruk => {
                    let num = move_number(s, i).text();
                    let words = i18n::review_after(l, &num, figurine::MOVE_MARK);
                    (Some(i), words, mv.clone())
                }
                Some((i, (mv, _))) => (
                    None,
                    i18n::review_after(l, &move_number(s, i).text(), mv),
                    String::new(),
                ),
                None => (None, review_words(l, 0, s.game.len(), ""), String::new()),
            }
        });
        Some(match i {
            Some(i) => figurine::sentence(ctl, i, mv, &words),
            None => words.into_any(),
        })
    };
    review_bar(ctl, text)
}

/// A player's line in the status: name, role and the game's own details (pieces, clock).
fn player_line(ctl: GameCtl, side: Side) -> impl IntoView {
    let session = ctl.session;
    let kind = ctl.kind;
    let lang = move || ctl.lang();
    let role = move || {
        session.with(|s| match s.human() {
            Some(h) if h == side => Some(i18n::YOU.t(lang())),
            Some(_) => Some(i18n::COMPUTER.t(lang())),
            None => None,
        })
    };
    let details = match kind {
        GameKind::Makruk => view! { <makruk_board::PlayerClock ctl=ctl side=side /> }.into_any(),
        _ => view! { <morris_board::PlayerCounts ctl=ctl side=side /> }.into_any(),
    };
    player_item(
        side == Side::First,
        move || session.with(|s| !s.is_over() && s.to_move() == side),
        move || player_name(kind, side, lang()).to_string(),
        role,
        details,
    )
}

/// The line under the headline: the computer thinking or answering, the best move found, or
/// what the person is to do.
fn hint_text(ctl: GameCtl, l: Lang) -> Option<String> {
    let session = ctl.session;
    if ctl.thinking.get() {
        return Some(i18n::THINKING.t(l).to_string());
    }
    if ctl.coach.with(|c| matches!(c, Coach::Checking(_))) {
        return Some(coach::checking_note(l));
    }
    match ctl.draw_ask.get() {
        DrawAsk::Asking(_) => return Some(i18n::COMPUTER_CONSIDERS.t(l).to_string()),
        DrawAsk::Declined(_) => return Some(i18n::COMPUTER_DECLINES.t(l).to_string()),
        DrawAsk::None => {}
    }
    match ctl.hint.get() {
        Hint::Asking(_) => return Some(i18n::SEARCHING_BEST.t(l).to_string()),
        Hint::Found(..) => {
            if let Some(mv) = ctl.hinted() {
                let text = session.with(|s| notation_of(s, mv));
                return Some(i18n::best_move_is(l, &text));
            }
        }
        Hint::None => {}
    }
    session.with(|s| {
        if s.is_over() || s.draw_offer.is_some() {
            return None;
        }
        if s.computer_to_move() {
            return Some(i18n::WAIT_FOR_COMPUTER.t(l).to_string());
        }
        Some(match &s.game {
            Play::Morris(g) => morris_board::hint(ctl, g).t(l).to_string(),
            Play::Makruk(_) => makruk_board::hint(ctl).t(l).to_string(),
        })
    })
}

/// The hinted moves with their values, beside the board.
#[component]
fn HintList(ctl: GameCtl) -> impl IntoView {
    let rows = move || {
        let moves = ctl.hinted_all();
        (!moves.is_empty()).then(|| {
            // A Makruk turn that starts or stops counting is marked as in the move list.
            let action = |mv| match mv {
                GameMove::Makruk(t) => t.action,
                GameMove::Morris(_) => None,
            };
            let rows = moves.into_iter().map(|(mv, value)| hint::Row {
                sign: count_mark(action(mv)),
                said: count_words(action(mv)),
                ..hint::Row::new(ctl.session.with(|s| notation_of(s, mv)), value)
            });
            rows.collect()
        })
    };
    let who = move |l| {
        ctl.session
            .with(|s| player_name(ctl.kind, s.to_move(), l).to_string())
    };
    hint_list(rows, who, ctl.values(), ctl.hint_focus, |_| None)
}

/// The coach's dialog while it warns of the person's move.
#[component]
fn CoachDialog(ctl: GameCtl) -> impl IntoView {
    move || {
        let Coach::Warn(mv, review) = ctl.coach.get() else {
            return None;
        };
        let words = move |l| {
            ctl.session.with_untracked(|s| {
                let who = player_name(ctl.kind, s.to_move(), l);
                let best = review
                    .best
                    .first()
                    .and_then(|(t, _)| s.game.parse_move(t).ok());
                let best = best.map(|m| notation_of(s, m)).unwrap_or_default();
                coach::warning(l, &review, ctl.values(), who, &best)
            })
        };
        Some(coach::coach_dialog(
            words,
            move || ctl.coach_done(Some(mv)),
            move || ctl.coach_done(None),
            move || ctl.coach_best(),
        ))
    }
}

/// Whose turn, the game's own details, the players and the draw counters.
#[component]
fn Status(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let kind = ctl.kind;
    let lang = move || ctl.lang();
    let headline = move || {
        let l = lang();
        session.with(|s| {
            if s.is_over() {
                return i18n::GAME_OVER.t(l).to_string();
            }
            let name = player_name(kind, s.to_move(), l);
            let detail = match &s.game {
                Play::Morris(g) => Some(morris_board::phase(g.position()).t(l)),
                Play::Makruk(g) => g
                    .position()
                    .board()
                    .is_check()
                    .then(|| mk_words::CHECK.t(l)),
            };
            match detail {
                Some(d) => format!("{} · {d}", i18n::to_move(l, name)),
                None => i18n::to_move(l, name),
            }
        })
    };
    let hint = move || hint_text(ctl, lang());
    let counters = move || {
        let l = lang();
        session.with(|s| {
            let first = match &s.game {
                Play::Morris(g) => {
                    let limit = g.position().variant().quiet_move_limit;
                    morris_words::quiet_counter(l, g.position().quiet_plies(), limit)
                }
                Play::Makruk(g) => mk_words::move_limit_counter(
                    l,
                    g.position().ply(),
                    ttakji_engine::makruk::MOVE_LIMIT_PLIES,
                ),
            };
            (first, i18n::repetition_counter(l, s.game.repetitions()))
        })
    };
    view! {
        <section class="status" aria-label=move || i18n::STATUS_REGION.t(lang())>
            <p class="headline" data-testid="status">{headline}</p>
            <p
                class="hint"
                class:thinking=move || {
                    ctl.thinking.get() || ctl.hint.with(Hint::asking)
                        || matches!(ctl.draw_ask.get(), DrawAsk::Asking(_))
                        || ctl.coach.with(|c| matches!(c, Coach::Checking(_)))
                }
            >
                {move || hint().unwrap_or_default()}
            </p>
            <ul class="players">{player_line(ctl, Side::First)} {player_line(ctl, Side::Second)}</ul>
            <p class="counters">
                <span>{move || counters().0}</span>
                <span>{move || counters().1}</span>
            </p>
        </section>
    }
}

#[component]
fn Controls(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let kind = ctl.kind;
    let local = move || session.with(|s| s.setup.mode == Mode::PassAndPlay);
    let take_back_here = move || kind.take_back_between_people() || !local();
    let game_own = match kind {
        GameKind::Makruk => view! { <makruk_board::MakrukControls ctl=ctl /> }.into_any(),
        _ => view! { <morris_board::MorrisControls ctl=ctl /> }.into_any(),
    };
    // One question to the computer player at a time.
    let asking = move || {
        ctl.hint.with(Hint::asking)
            || matches!(ctl.draw_ask.get(), DrawAsk::Asking(_))
            || ctl.coach.with(Coach::busy)
    };
    let may_offer = move || {
        session.with(|s| {
            if s.human().is_some() {
                s.person_to_move() && ctl.review.get().is_none() && !asking()
            } else {
                !s.is_over() && s.draw_offer.is_none()
            }
        })
    };
    let hint_off =
        move || asking() || ctl.review.get().is_some() || !session.with(|s| s.person_to_move());
    controls_bar(view! {
        {game_own}
        {new_game_button(move || ctl.dialog.set(Some(Dialog::NewGame)))}
        {move || take_back_here().then(|| view! { {take_back_button(ctl)} {redo_button(ctl)} })}
        {control(
            i18n::RESIGN,
            move || session.with(|s| s.is_over()),
            move || ctl.dialog.set(Some(Dialog::ConfirmResign)),
        )}
        {control(i18n::OFFER_DRAW, move || !may_offer(), move || ctl.offer_draw())}
        {hint_button(hint_off, move || ctl.ask_hint())}
        {flip_button(ctl.flipped)}
    })
}

/// The moves in notation with their counting marks, in order.
pub(super) fn move_notation(s: &Session) -> Vec<(String, Option<CountAction>)> {
    match &s.game {
        Play::Morris(g) => g.moves().iter().map(|m| (m.to_string(), None)).collect(),
        Play::Makruk(g) => ttakji_engine::makruk::san::game_san(g)
            .into_iter()
            .zip(g.turns())
            .map(|(text, t)| (text, t.action))
            .collect(),
    }
}

/// The move list's mark of a Makruk turn that starts (`▸`) or stops (`■`) board counting.
fn count_mark(action: Option<CountAction>) -> &'static str {
    match action {
        Some(CountAction::Start) => "▸",
        Some(CountAction::Stop) => "■",
        None => "",
    }
}

/// What a Makruk turn's counting mark says, for a screen reader.
fn count_words(action: Option<CountAction>) -> Option<Tr> {
    match action? {
        CountAction::Start => Some(mk_words::ANNOUNCE_START_COUNT),
        CountAction::Stop => Some(mk_words::ANNOUNCE_STOP_COUNT),
    }
}

/// A move of the position now, in the move list's notation.
fn notation_of(s: &Session, mv: GameMove) -> String {
    match (&s.game, mv) {
        (Play::Makruk(g), GameMove::Makruk(t)) => {
            ttakji_engine::makruk::san::san(g.position().board(), t.mv)
                .unwrap_or_else(|| t.to_string())
        }
        _ => mv.to_string(),
    }
}

/// Where a move stands in the list's numbering: its full move (both players' moves, the
/// first player's first) and whether it is the second player's.
#[derive(Clone, Copy)]
pub(super) struct MoveNumber {
    pub full: usize,
    second: bool,
}

impl MoveNumber {
    /// As chess writes it: `2.` before the first player's move, `2…` before the second's.
    fn text(self) -> String {
        format!("{}{}", self.full, if self.second { "…" } else { "." })
    }
}

/// The number of move `i` (from 0) of the game, as the move list shows it: a game that
/// starts with the second player to move starts at `1…`.
pub(super) fn move_number(s: &Session, i: usize) -> MoveNumber {
    let ply = i + usize::from(s.game.start_side() == Side::Second);
    MoveNumber {
        full: ply / 2 + 1,
        second: ply % 2 == 1,
    }
}

/// The moves in notation, numbered by full moves (first player, second player); each one a
/// button that shows the position after it.
#[component]
fn MoveList(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let kind = ctl.kind;
    let lang = move || ctl.lang();
    // Worked out once per change: the frame counts the rows and the list draws them.
    let rows = Memo::new(move |_| {
        session.with(|s| {
            let mut cells: Vec<Option<(usize, String, Option<CountAction>)>> = move_notation(s)
                .into_iter()
                .enumerate()
                .map(|(i, (t, a))| Some((i, t, a)))
                .collect();
            // A game starting with the second player to move shows "…" in the first column.
            if s.game.start_side() == Side::Second {
                cells.insert(0, None);
            }
            cells
                .chunks(2)
                .enumerate()
                .map(|(i, pair)| (i + 1, pair.to_vec()))
                .collect::<Vec<_>>()
        })
    });
    let outcome_line = move || {
        session.with(|s| match s.outcome() {
            Outcome::Ongoing => None,
            Outcome::Win {
                winner: Side::First,
                ..
            } => Some("1–0"),
            Outcome::Win {
                winner: Side::Second,
                ..
            } => Some("0–1"),
            Outcome::Draw { .. } => Some("½–½"),
        })
    };
    let cell = move |c: Option<(usize, String, Option<CountAction>)>| match c {
        None => view! { <span class="m">"…"</span> }.into_any(),
        Some((i, text, action)) => {
            let shown = match kind {
                GameKind::Makruk => figurine::list_entry(ctl, i, text.clone()),
                _ => text.clone().into_any(),
            };
            let label = move || {
                let l = lang();
                let (who, number) =
                    session.with(|s| (player_name(kind, s.mover_of(i), l), move_number(s, i)));
                let mut t = i18n::move_button(l, number.full, who, &text);
                if let Some(w) = count_words(action) {
                    t.push_str(w.t(l));
                }
                t.push_str(&mark_suffix(ctl.analysis, l, i));
                t
            };
            let mark = count_mark(action);
            let current = move || {
                let at = ctl.review.get();
                (at == Some(i + 1)).then_some("step")
            };
            view! {
                <button
                    class="m"
                    aria-label=label
                    aria-current=current
                    on:click=move |_| ctl.review_to(Some(i + 1))
                >
                    {shown}
                    {(!mark.is_empty()).then(|| view! { <span class="count-mark" aria-hidden="true">{mark}</span> })}
                    {mark_badge(ctl.analysis, i)}
                </button>
            }
            .into_any()
        }
    };
    let list = move || {
        view! {
            <ol class="moves" data-testid="moves">
                {move || {
                    rows.get()
                        .into_iter()
                        .map(|(n, pair)| {
                            let mut pair = pair.into_iter();
                            let a = pair.next().flatten();
                            let b = pair.next();
                            view! {
                                <li>
                                    <span class="n">{n} "."</span>
                                    {cell(a)}
                                    {b.map(cell)}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
        }
        .into_any()
    };
    let after = move || outcome_line().map(|o| view! { <p class="result-line">{o}</p> });
    let reviewed = move || ctl.review.get();
    move_list(
        move || rows.with(Vec::len),
        reviewed,
        i18n::NO_MOVES_YET,
        list,
        after,
    )
}
