//! The Chinese Checkers screen: the controller tying the session to the computer players
//! (in the Web Worker), the saved game and the hop-by-hop animation; the status with every
//! seat, the controls and the move list.

use super::board::{CcBoard, CcDrawing};
use super::dialog::{CcNewGameDialog, CcResultDialog, SEAT_ORDER};
use super::{words, Swatch};
use crate::games::chinese_checkers::session::{
    self as cc_session, CcSession, CcSetup, SeatPlayer, GAME_SLUG,
};
use crate::kit::analysis::AnalysisCtl;
use crate::kit::analysis_view::{analysis_panel, mark_badge, mark_suffix};
use crate::kit::coach::{self, Coach};
use crate::kit::controller::{review_keys, undoable, Controller, Review};
use crate::kit::controls::{
    controls_bar, game_screen, hint_button, move_list, new_game_button, redo_button, review_bar,
    review_words, take_back_button, Screen,
};
use crate::kit::hint::{self, hint_list};
use crate::kit::i18n::{self, level_name, Lang};
use crate::kit::motion;
use crate::kit::opponent::computer_worker;
use crate::kit::seed::random_seed;
use crate::kit::sound::Cue;
use crate::kit::storage::{open_game, save_game, saved_game};
use crate::shell::{ctx, Ctx, Notice};
use crate::worker_client;
use crate::worker_client::{Ask, Reply, Request};
use leptos::prelude::*;
use std::time::Duration;
use ttakji_engine::chinese_checkers::{Corner, Move};
use ttakji_engine::search::Limits;
use ttakji_engine::{GameId, Level};

/// Time of one hop of a moving marble (the board shows it at the same pace).
const HOP_MS: u64 = motion::STEP_MS as u64;

/// A marble on its way (the board shows it, `kit::motion`): the holes of its move and the
/// one it has reached; the next computer seat waits for it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Anim {
    pub path: Vec<usize>,
    pub step: usize,
}

/// The best moves asked of the computer player for a person, for the position with this
/// key.
pub type Hint = hint::Hint<Move>;

/// Everything the screen's parts share; all signals, so it is `Copy`.
#[derive(Clone, Copy)]
pub struct CcCtl {
    pub ctx: Ctx,
    pub session: RwSignal<CcSession>,
    /// The marble chosen to move.
    pub selected: RwSignal<Option<usize>>,
    /// The hole that takes the board's Tab stop; the arrows move it.
    pub cursor: RwSignal<usize>,
    pub anim: RwSignal<Option<Anim>>,
    /// Bumped whenever the animation in progress must stop (new game, take-back).
    anim_gen: StoredValue<u64>,
    pub thinking: RwSignal<bool>,
    pub announce: RwSignal<String>,
    /// The new-game dialog is open.
    pub dialog: RwSignal<bool>,
    /// The result dialog of the current ending was closed (to look at the board).
    pub result_closed: RwSignal<bool>,
    /// Looking at the position after this many moves instead of the game's.
    pub review: RwSignal<Option<usize>>,
    pub hint: RwSignal<Hint>,
    /// The hinted move drawn strongest (0 the best).
    pub hint_focus: RwSignal<usize>,
    /// The coach's check of the person's move.
    pub coach: RwSignal<Coach<Move>>,
    pub analysis: AnalysisCtl,
}

impl CcCtl {
    fn new(ctx: Ctx, session: CcSession) -> CcCtl {
        let cursor = first_marble(&session);
        let session = RwSignal::new(session);
        let analysis = AnalysisCtl::new(ctx, GAME_SLUG, move || {
            session.with(super::analysed::subject)
        });
        CcCtl {
            ctx,
            session,
            selected: RwSignal::new(None),
            cursor: RwSignal::new(cursor),
            anim: RwSignal::new(None),
            anim_gen: StoredValue::new(0),
            thinking: RwSignal::new(false),
            announce: RwSignal::new(String::new()),
            dialog: RwSignal::new(false),
            result_closed: RwSignal::new(false),
            review: RwSignal::new(None),
            hint: RwSignal::new(Hint::None),
            hint_focus: RwSignal::new(0),
            coach: RwSignal::new(Coach::Idle),
            analysis,
        }
    }

    pub fn lang(&self) -> Lang {
        self.ctx.lang()
    }

    /// Whether the board takes a person's move now: a person is to move and the game, not
    /// an earlier position, is shown.
    pub fn can_touch(&self) -> bool {
        self.review.get_untracked().is_none()
            && self.coach.try_with_untracked(|c| !c.busy()) == Some(true)
            && self
                .session
                .try_with_untracked(|s| s.person_to_move())
                .unwrap_or(false)
    }

    /// Plays a legal move of a person or of a computer; with the coach on, a person's move
    /// is first reviewed (then `false`: not played yet).
    pub fn apply(&self, mv: Move, by_computer: bool) -> bool {
        if by_computer || !coach::on(&self.ctx) {
            return self.commit(mv, by_computer);
        }
        let (key, req, _) = self.session.with_untracked(|s| request_for(s, Level::Hard));
        let ctl = *self;
        let here = move || ctl.at_key(&key);
        let text = mv.to_string();
        coach::check(self.coach, req, mv, text, here, move |mv| {
            ctl.commit(mv, false);
        });
        false
    }

    /// The coach lets go of the move: played (`mv`), or taken back.
    pub fn coach_done(&self, mv: Option<Move>) {
        self.coach.set(Coach::Idle);
        match mv {
            Some(mv) => {
                self.commit(mv, false);
            }
            None => self.selected.set(None),
        }
    }

    /// The coach's best moves drawn on the board as a hint's, the move not played.
    pub fn coach_best(&self) {
        let Coach::Warn(_, r) = self.coach.get_untracked() else {
            return;
        };
        self.coach_done(None);
        let (key, best) = self.session.with_untracked(|s| {
            let best = coach::best_moves(&r, |t| s.position().parse_move(t).ok());
            (request_key(s), best)
        });
        if let Some(best) = best {
            self.hint_focus.set(0);
            self.hint.set(Hint::Found(key, best));
        }
    }

    /// Whether the position is still the one with `key`.
    fn at_key(&self, key: &str) -> bool {
        self.session.try_with_untracked(|s| request_key(s) == key) == Some(true)
    }

    /// Plays a legal move: announced, heard, and shown hop by hop (unless the player asks
    /// for reduced motion).
    fn commit(&self, mv: Move, by_computer: bool) -> bool {
        let lang = self.ctx.lang_untracked();
        let mut played = None;
        self.session.update(|s| {
            let Some(mover) = s.to_move() else { return };
            let before = s.position().finished().len();
            if let Ok(passed) = s.play(&mv) {
                let done = s.moves().last().cloned().unwrap_or(mv.clone());
                let jumps = if done.is_jump(s.position().geometry()) {
                    done.path().len() - 1
                } else {
                    0
                };
                let mv = s.notation(&done);
                let mut words = words::announce(lang, mover, by_computer, &mv, jumps);
                let finished = s.position().finished();
                for &c in finished.iter().skip(before) {
                    words.push_str(&words::finished(lang, c));
                }
                for c in passed {
                    words.push_str(&words::passes(lang, c));
                }
                played = Some((done, words, s.is_over()));
            }
        });
        let Some((done, words, over)) = played else {
            return false;
        };
        self.selected.set(None);
        self.hint.set(Hint::None);
        self.result_closed.set(false);
        self.announce.set(words);
        // A person looking at an earlier position stays there when a computer moves.
        if !by_computer || over {
            self.review.set(None);
        }
        if self.review.get_untracked().is_none() {
            self.animate(done.path().collect());
        }
        self.ctx.cue(if over { Cue::End } else { Cue::Move });
        true
    }

    /// Shows the marble hopping along `path`; without motion, nothing.
    fn animate(&self, path: Vec<usize>) {
        let gen = self.anim_gen.get_value() + 1;
        self.anim_gen.set_value(gen);
        if path.len() < 2 || motion::reduced() {
            self.anim.set(None);
            return;
        }
        self.anim.set(Some(Anim { path, step: 0 }));
        // The first hop starts once the marble has been drawn at its start.
        self.next_hop(gen, 30);
    }

    fn next_hop(&self, gen: u64, after_ms: u64) {
        let ctl = *self;
        set_timeout(
            move || {
                if ctl.anim_gen.try_get_value() != Some(gen) {
                    return;
                }
                let more = ctl
                    .anim
                    .try_update(|a| match a {
                        Some(a) if a.step + 1 < a.path.len() => {
                            a.step += 1;
                            true
                        }
                        _ => {
                            *a = None;
                            false
                        }
                    })
                    .unwrap_or(false);
                if more {
                    ctl.next_hop(gen, HOP_MS);
                }
            },
            Duration::from_millis(after_ms),
        );
    }

    fn stop_animation(&self) {
        self.anim_gen.update_value(|g| *g += 1);
        self.anim.set(None);
    }

    pub fn new_game(&self, setup: CcSetup) {
        match CcSession::new(setup, random_seed()) {
            Ok(s) => {
                self.cursor.set(first_marble(&s));
                self.session.set(s);
                self.after_jump();
                self.dialog.set(false);
            }
            // The dialog offers only settings the engine takes; should one be refused, the
            // game goes on and the player sees the engine's reason.
            Err(e) => self.ctx.notify(Notice::ComputerFailed(e)),
        }
    }

    /// Asks the computer player (hard) for the best moves of the person to move.
    pub fn ask_hint(&self) {
        if !self.can_touch() {
            return;
        }
        let asked = self.session.with_untracked(|s| request_for(s, Level::Hard));
        let ctl = *self;
        hint::ask(
            self.hint,
            self.hint_focus,
            asked,
            move |t| {
                ctl.session
                    .with_untracked(|s| s.position().parse_move(t).ok())
            },
            move |key| ctl.at_key(key),
            move |detail| ctl.ctx.notify(Notice::ComputerFailed(detail)),
        );
    }

    /// The hinted moves with their values, best first, while the game's position is shown;
    /// under review, the better move of a move the analysis marked.
    pub fn hinted_all(&self) -> Vec<(Move, i32)> {
        if let Some(n) = self.review.get() {
            let parse = |t: &str| self.session.with(|s| s.position_at(n).parse_move(t).ok());
            return self.analysis.better_move(n, parse);
        }
        match self.hint.get() {
            Hint::Found(_, moves) if self.review.get().is_none() => moves,
            _ => Vec::new(),
        }
    }

    /// The hinted move drawn strongest (the best unless another is chosen in the list).
    pub fn hinted(&self) -> Option<Move> {
        let mut all = self.hinted_all();
        let i = self.hint_focus.get();
        (i < all.len()).then(|| all.swap_remove(i).0)
    }

    /// An answer from the computer player, if it is still wanted.
    fn on_reply(&self, key: &str, reply: Reply) {
        let wanted = self
            .session
            .try_with_untracked(|s| s.computer_to_move().is_some() && request_key(s) == key);
        if wanted != Some(true) {
            return;
        }
        self.thinking.set(false);
        let played = worker_client::reply_move(reply).and_then(|text| {
            let mv = self
                .session
                .with_untracked(|s| s.position().parse_move(&text));
            match mv {
                Ok(mv) if self.apply(mv.clone(), true) => Ok(()),
                _ => Err(format!("illegal move {text}")),
            }
        });
        if let Err(detail) = played {
            self.ctx.notify(Notice::ComputerFailed(detail));
        }
    }
}

/// The first marble of the seat to move (where the keyboard starts).
fn first_marble(s: &CcSession) -> usize {
    let seat = s.to_move().unwrap_or(Corner::S);
    let p = s.position();
    (0..p.geometry().holes())
        .find(|&h| p.marble(h) == Some(seat))
        .unwrap_or(0)
}

/// Identifies the position a request was made for (new games differ by their seed).
fn request_key(s: &CcSession) -> String {
    let moves: Vec<String> = s.moves().iter().map(|m| m.to_string()).collect();
    format!("{}|{}|{}", s.seed, s.start().to_text(), moves.join(" "))
}

/// The computer's request when a computer seat is to move: the start position (which
/// carries the settings) and the moves, the level and a seed; with its key and time budget.
fn computer_request(s: &CcSession) -> Option<(String, Request, f64)> {
    s.computer_to_move().map(|level| request_for(s, level))
}

/// The worker request for the position now at `level`, with its key and time budget.
pub(super) fn request_for(s: &CcSession, level: Level) -> (String, Request, f64) {
    let ply = s.moves().len() as u64;
    let seed = s.seed.wrapping_add(ply.wrapping_mul(0x9E37_79B9)) & ((1 << 53) - 1);
    let req = Request::new(
        GameId::ChineseCheckers,
        s.start().to_text(),
        s.moves().iter().map(|m| m.to_string()).collect(),
        Ask::BestMove { level, seed },
    );
    let budget = Limits::for_level(GameId::ChineseCheckers, level).movetime_ms;
    (request_key(s), req, budget)
}

/// The saved Chinese Checkers game if it has at least one move and is not over, drawn as
/// it stands for the home page's card.
pub fn in_progress() -> Option<AnyView> {
    let s = saved_game(GAME_SLUG, cc_session::load)
        .filter(|s| !s.moves().is_empty() && !s.is_over())?;
    Some(view! { <CcDrawing game=s /> }.into_any())
}

undoable!(CcSession, |s| s.moves().len(), redo);

impl Controller for CcCtl {
    type Session = CcSession;

    fn session(&self) -> RwSignal<CcSession> {
        self.session
    }

    /// The position changed other than by a move: every choice in progress lapses.
    fn after_jump(&self) {
        self.stop_animation();
        self.review.set(None);
        self.hint.set(Hint::None);
        self.coach.set(Coach::Idle);
        self.selected.set(None);
        self.result_closed.set(false);
        self.announce.set(String::new());
    }
}

impl Review for CcCtl {
    fn review(&self) -> RwSignal<Option<usize>> {
        self.review
    }

    fn review_moved(&self) {
        self.selected.set(None);
    }
}

#[component]
pub fn CcScreen() -> impl IntoView {
    let ctx = ctx();
    let (loaded, fresh) = open_game(ctx, GAME_SLUG, cc_session::load, || {
        CcSession::fresh(random_seed())
    });
    let ctl = CcCtl::new(ctx, loaded);
    if fresh {
        ctl.dialog.set(true);
    }
    let session = ctl.session;

    // Every change is saved at once.
    Effect::new(move |_| session.with(|s| save_game(GAME_SLUG, &s.to_saved(), s.is_over())));

    // A computer seat moves when it is its turn and the last move has been shown.
    worker_client::keep_asking(
        move || {
            if ctl.anim.with(|a| a.is_some()) {
                None
            } else {
                session.with(computer_request)
            }
        },
        ctl.thinking,
        move |key, reply| ctl.on_reply(key, reply),
    );
    computer_worker(move || session.with(|s| s.setup.has_computer()));

    review_keys(ctl);

    let lang = move || ctx.lang();
    let id = GameId::ChineseCheckers;
    let review_text = move || {
        let n = ctl.review.get()?;
        Some(session.with(|s| {
            let mv = n
                .checked_sub(1)
                .map(|i| s.move_notation(i))
                .unwrap_or_default();
            review_words(lang(), n, s.moves().len(), &mv)
        }))
    };
    game_screen(Screen {
        id,
        class: "chinese-checkers".to_string(),
        board: view! { <CcBoard ctl=ctl /> },
        below: (),
        side: view! {
            {review_bar(ctl, review_text)}
            <Status ctl=ctl />
            <HintList ctl=ctl />
            <Controls ctl=ctl />
            {analysis_panel(ctl)}
        },
        moves: view! { <MoveList ctl=ctl /> },
        announce: ctl.announce,
        dialogs: view! {
            {move || ctl.dialog.get().then(|| view! { <CcNewGameDialog ctl=ctl /> })}
            <CoachDialog ctl=ctl />
            {move || {
                let show = session.with(|s| s.is_over()) && !ctl.result_closed.get()
                    && !ctl.dialog.get() && ctl.anim.with(|a| a.is_none());
                show.then(|| view! { <CcResultDialog ctl=ctl /> })
            }}
        },
    })
}

/// A seat's role in words: "you" for the only person among computers.
fn role(s: &CcSession, c: Corner, lang: Lang) -> String {
    match s.setup.seat(c) {
        SeatPlayer::Computer(l) => words::computer_level(lang, level_name(l).t(lang)),
        SeatPlayer::Person => {
            let persons = s
                .setup
                .corners()
                .iter()
                .filter(|&&k| !s.setup.seat(k).is_computer())
                .count();
            if persons == 1 && s.setup.has_computer() {
                i18n::YOU.t(lang).to_string()
            } else {
                words::PERSON.t(lang).to_string()
            }
        }
    }
}

/// Whose turn (in the seat's colour and name), what to do, and every seat with its role,
/// marbles home, partner and place.
#[component]
fn Status(ctl: CcCtl) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let to_move = Memo::new(move |_| session.with(|s| s.to_move()));
    let headline = move || {
        let l = lang();
        match to_move.get() {
            Some(c) => words::to_move(l, c),
            None => i18n::GAME_OVER.t(l).to_string(),
        }
    };
    let hint = move || {
        let l = lang();
        if ctl.thinking.get() {
            return i18n::THINKING.t(l).to_string();
        }
        if ctl.coach.with(|c| matches!(c, Coach::Checking(_))) {
            return coach::checking_note(l);
        }
        match ctl.hint.get() {
            Hint::Asking(_) => return i18n::SEARCHING_BEST.t(l).to_string(),
            Hint::Found(..) => {
                if let Some(mv) = ctl.hinted() {
                    return i18n::best_move_is(l, &session.with(|s| s.notation(&mv)));
                }
            }
            Hint::None => {}
        }
        session.with(|s| {
            if s.is_over() {
                return String::new();
            }
            if s.computer_to_move().is_some() {
                return i18n::WAIT_FOR_COMPUTER.t(l).to_string();
            }
            let t = if ctl.selected.get().is_some() {
                words::HINT_CHOOSE_HOLE
            } else {
                words::HINT_CHOOSE_MARBLE
            };
            t.t(l).to_string()
        })
    };
    let seat = move |c: Corner| {
        let line = move || {
            let l = lang();
            session.with(|s| {
                let p = s.position();
                let mut parts = vec![words::home_count(
                    l,
                    p.marbles_home(c),
                    p.geometry().marbles(),
                )];
                if let Some(partner) = s.config.partner(c) {
                    parts.push(words::team_with(l, partner));
                }
                if let Some(i) = s.places().iter().position(|side| side.contains(&c)) {
                    parts.push(words::place(l, i + 1));
                } else if p.has_finished(c) {
                    let i = p.finished().iter().position(|&f| f == c).unwrap_or(0);
                    parts.push(words::place(l, i + 1));
                }
                parts.join(" · ")
            })
        };
        view! {
            <li
                class=format!("player cc-seat {}", super::seat_class(c))
                class:to-move=move || to_move.get() == Some(c)
            >
                <Swatch corner=c />
                <span class="player-name">
                    {move || words::seat_name(lang(), c)}
                    <span class="role">" (" {move || session.with(|s| role(s, c, lang()))} ")"</span>
                </span>
                <span class="counts">{line}</span>
            </li>
        }
    };
    let seats = Memo::new(move |_| {
        session.with(|s| {
            let inplay = s.setup.corners();
            SEAT_ORDER
                .into_iter()
                .filter(|c| inplay.contains(c))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <section class="status" aria-label=move || i18n::STATUS_REGION.t(lang())>
            <p
                class=move || {
                    let seat = to_move.get().map_or("", super::seat_class);
                    format!("headline cc-headline {seat}")
                }
                data-testid="status"
            >
                {move || to_move.get().map(|c| view! { <Swatch corner=c /> })}
                <span>{headline}</span>
            </p>
            <p
                class="hint"
                class:thinking=move || {
                    ctl.thinking.get() || ctl.hint.with(Hint::asking)
                        || ctl.coach.with(|c| matches!(c, Coach::Checking(_)))
                }
            >
                {hint}
            </p>
            <ul class="players" aria-label=move || words::SEATS_REGION.t(lang())>
                {move || seats.get().into_iter().map(seat).collect_view()}
            </ul>
        </section>
    }
}

/// The hinted moves with their values, beside the board.
#[component]
fn HintList(ctl: CcCtl) -> impl IntoView {
    let rows = move || {
        let moves = ctl.hinted_all();
        (!moves.is_empty()).then(|| {
            let row = |(mv, value)| hint::Row::new(ctl.session.with(|s| s.notation(&mv)), value);
            moves.into_iter().map(row).collect()
        })
    };
    hint_list(
        rows,
        move |l| seat_to_move(ctl, l),
        &words::VALUES,
        ctl.hint_focus,
        |_| None,
    )
}

/// The name of the seat to move.
fn seat_to_move(ctl: CcCtl, l: Lang) -> String {
    let seat = ctl.session.with_untracked(|s| s.to_move());
    seat.map(|c| words::seat_name(l, c)).unwrap_or_default()
}

/// The coach's dialog while it warns of the person's move.
#[component]
fn CoachDialog(ctl: CcCtl) -> impl IntoView {
    move || {
        let Coach::Warn(mv, review) = ctl.coach.get() else {
            return None;
        };
        let words = move |l| {
            let best = ctl.session.with_untracked(|s| {
                let best = review
                    .best
                    .first()
                    .and_then(|(t, _)| s.position().parse_move(t).ok());
                best.map(|m| s.notation(&m)).unwrap_or_default()
            });
            coach::warning(l, &review, &words::VALUES, &seat_to_move(ctl, l), &best)
        };
        Some(coach::coach_dialog(
            words,
            move || ctl.coach_done(Some(mv.clone())),
            move || ctl.coach_done(None),
            move || ctl.coach_best(),
        ))
    }
}

#[component]
fn Controls(ctl: CcCtl) -> impl IntoView {
    let session = ctl.session;
    let hint_off = move || {
        ctl.hint.with(Hint::asking)
            || ctl.coach.with(Coach::busy)
            || ctl.review.get().is_some()
            || !session.with(|s| s.person_to_move())
    };
    controls_bar(view! {
        {new_game_button(move || ctl.dialog.set(true))}
        {take_back_button(ctl)}
        {redo_button(ctl)}
        {hint_button(hint_off, move || ctl.ask_hint())}
    })
}

/// The moves in notation, each with its seat's colour.
#[component]
fn MoveList(ctl: CcCtl) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let count = Memo::new(move |_| session.with(|s| s.moves().len()));
    let entry = move |i: usize| {
        let (who, mv) = session.with_untracked(|s| (s.mover_of(i), s.move_notation(i)));
        let shown = mv.clone();
        let label = move || {
            let l = lang();
            let name = i18n::move_button(l, i + 1, &words::seat_name(l, who), &mv);
            name + &mark_suffix(ctl.analysis, l, i)
        };
        let current = move || (ctl.review.get() == Some(i + 1)).then_some("step");
        view! {
            <li>
                <span class="n">{i + 1} "."</span>
                <button
                    class="m cc-move"
                    aria-label=label
                    aria-current=current
                    on:click=move |_| ctl.review_to(Some(i + 1))
                >
                    <Swatch corner=who />
                    <span class="who">{move || words::colour(who).t(lang())}</span>
                    <span class="mv">{shown}</span>
                    {mark_badge(ctl.analysis, i)}
                </button>
            </li>
        }
    };
    let list = move || {
        view! {
            <ol class="moves cc-moves" data-testid="moves">
                <For each=move || 0..count.get() key=|i| *i children=entry />
            </ol>
        }
        .into_any()
    };
    move_list(
        move || count.get(),
        move || ctl.review.get(),
        i18n::NO_MOVES_YET,
        list,
        (),
    )
}
