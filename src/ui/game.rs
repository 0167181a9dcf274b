//! The game screen: board, status, move list and controls, and the controller that ties
//! them to the session, the computer player and the saved game. Written for Morris now;
//! its parts (status, move list, controls, dialogs) are what later games reuse.

use super::board::Board;
use super::dialogs::{DrawOfferDialog, NewGameDialog, ResignDialog, ResultDialog};
use super::{ctx, player_name, rules_href, Ctx, Notice};
use crate::i18n::{self, game_name, Lang};
use crate::pick::{self, Click, Stage};
use crate::protocol::{Reply, Request};
use crate::session::{self, storage_key, Mode, Session, Setup};
use crate::settings::{storage_get, storage_set};
use crate::sound::{self, Cue};
use crate::worker_client;
use leptos::prelude::*;
use ttakji_engine::morris::search::Limits;
use ttakji_engine::morris::{MorrisKind, Move, Point};
use ttakji_engine::{Outcome, Side};

/// Which dialog is open (the draw offer and the result follow the session instead).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    NewGame,
    ConfirmResign,
}

/// Everything the game screen's parts share; all signals, so it is `Copy`.
#[derive(Clone, Copy)]
pub struct GameCtl {
    pub kind: MorrisKind,
    pub ctx: Ctx,
    pub session: RwSignal<Session>,
    pub stage: RwSignal<Stage>,
    pub flipped: RwSignal<bool>,
    pub thinking: RwSignal<bool>,
    pub announce: RwSignal<String>,
    pub dialog: RwSignal<Option<Dialog>>,
    /// The result dialog of the current ending was closed (to look at the board).
    pub result_closed: RwSignal<bool>,
    pub legal: Memo<Vec<Move>>,
}

impl GameCtl {
    fn new(kind: MorrisKind, ctx: Ctx, session: Session) -> GameCtl {
        let session = RwSignal::new(session);
        GameCtl {
            kind,
            ctx,
            session,
            stage: RwSignal::new(Stage::Idle),
            flipped: RwSignal::new(false),
            thinking: RwSignal::new(false),
            announce: RwSignal::new(String::new()),
            dialog: RwSignal::new(None),
            result_closed: RwSignal::new(false),
            legal: Memo::new(move |_| session.with(|s| s.legal_moves())),
        }
    }

    pub fn lang(&self) -> Lang {
        self.ctx.lang()
    }

    /// A click (or Enter/Space) on a point.
    pub fn click_point(&self, p: Point) {
        let Some((person, pos)) = self
            .session
            .try_with_untracked(|s| (s.person_to_move(), *s.position()))
        else {
            return;
        };
        if !person {
            return;
        }
        let legal = self.legal.get_untracked();
        match pick::click(&legal, self.stage.get_untracked(), &pos, p) {
            Click::Play(mv) => {
                self.apply(mv, false);
            }
            Click::Stage(st) => self.stage.set(st),
            Click::Ignore => {}
        }
    }

    pub fn cancel_stage(&self) {
        self.stage.set(Stage::Idle);
    }

    /// Plays a legal move of a person or of the computer, with its announcement and sound.
    pub fn apply(&self, mv: Move, by_computer: bool) -> bool {
        let lang = self.ctx.lang_untracked();
        let mut played = None;
        self.session.update(|s| {
            let mover = s.to_move();
            if s.play(mv).is_ok() {
                played = Some((mover, s.variant(), s.is_over()));
            }
        });
        let Some((mover, variant, over)) = played else {
            return false;
        };
        self.stage.set(Stage::Idle);
        self.result_closed.set(false);
        let name = player_name(variant, mover, lang);
        let who = if by_computer {
            i18n::computer_named(lang, name)
        } else {
            name.to_string()
        };
        self.announce.set(describe_move(lang, &who, mv));
        if self.ctx.settings.with_untracked(|s| s.sound) {
            sound::play(if over {
                Cue::End
            } else if mv.remove().is_some() {
                Cue::Mill
            } else {
                Cue::Move
            });
        }
        true
    }

    pub fn new_game(&self, setup: Setup) {
        self.session.set(Session::new(setup, random_seed()));
        self.after_jump();
        self.dialog.set(None);
    }

    pub fn take_back(&self) {
        self.session.update(|s| {
            s.take_back();
        });
        self.after_jump();
    }

    pub fn redo(&self) {
        self.session.update(|s| {
            s.redo();
        });
        self.after_jump();
    }

    fn after_jump(&self) {
        self.stage.set(Stage::Idle);
        self.result_closed.set(false);
        self.announce.set(String::new());
    }

    pub fn resign(&self) {
        self.session.update(|s| s.resign());
        self.dialog.set(None);
        self.stage.set(Stage::Idle);
        self.result_closed.set(false);
        self.end_cue();
    }

    pub fn offer_draw(&self) {
        self.session.update(|s| {
            s.offer_draw();
        });
        self.stage.set(Stage::Idle);
    }

    pub fn answer_draw(&self, accept: bool) {
        self.session.update(|s| s.answer_draw(accept));
        self.result_closed.set(false);
        if accept {
            self.end_cue();
        } else {
            self.announce
                .set(i18n::DRAW_DECLINED.t(self.ctx.lang_untracked()).to_string());
        }
    }

    fn end_cue(&self) {
        if self.ctx.settings.with_untracked(|s| s.sound) {
            sound::play(Cue::End);
        }
    }

    /// The blocked Tigadi player's only move.
    pub fn pass(&self) {
        if self.session.with_untracked(|s| s.person_to_move()) {
            self.apply(Move::Pass, false);
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
        let failed = |detail: String| self.ctx.notify(Notice::ComputerFailed(detail));
        match (reply.mv, reply.error) {
            (Some(text), _) => match text.parse::<Move>() {
                Ok(mv) if self.apply(mv, true) => {}
                _ => failed(format!("illegal move {text}")),
            },
            (None, Some(e)) => failed(e),
            (None, None) => failed("empty answer".into()),
        }
    }
}

fn describe_move(lang: Lang, who: &str, mv: Move) -> String {
    let mut text = match mv {
        Move::Place { to, .. } => i18n::announce_place(lang, who, to.name()),
        Move::Step { from, to, .. } => i18n::announce_step(lang, who, from.name(), to.name()),
        Move::Pass => return i18n::announce_pass(lang, who),
    };
    if let Some(r) = mv.remove() {
        text.push_str(&i18n::announce_remove(lang, r.name()));
    }
    text
}

fn random_seed() -> u64 {
    // Kept below 2^53 so that it survives JavaScript numbers unchanged.
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

/// Identifies the position a request was made for (new games differ by their seed).
fn request_key(s: &Session) -> String {
    let moves: Vec<String> = s.game.moves().iter().map(|m| m.to_string()).collect();
    format!(
        "{}|{}|{}",
        s.seed,
        s.game.start().to_text(),
        moves.join(" ")
    )
}

fn request_for(s: &Session) -> Option<(String, Request, f64)> {
    let Mode::Computer { level, .. } = s.setup.mode else {
        return None;
    };
    let saved = s.to_saved();
    let ply = s.game.moves().len() as u64;
    let req = Request {
        id: 0,
        game: saved.game,
        flying: saved.flying,
        start: saved.start,
        moves: saved.moves,
        level: level.slug().to_string(),
        seed: s.seed.wrapping_add(ply.wrapping_mul(0x9E37_79B9)) & ((1 << 53) - 1),
    };
    Some((
        request_key(s),
        req,
        Limits::for_level(s.setup.kind.game(), level).movetime_ms,
    ))
}

/// The saved game of this kind, a fresh one, or (for a corrupt save) a fresh one and a notice.
fn load_session(kind: MorrisKind, ctx: Ctx) -> (Session, bool) {
    let fresh = || Session::new(Setup::default_for(kind), random_seed());
    match storage_get(&storage_key(kind)) {
        None => (fresh(), true),
        Some(json) => match session::load(&json, kind) {
            Ok(s) => (s, false),
            Err(e) => {
                ctx.notify(Notice::CorruptSave(e));
                (fresh(), false)
            }
        },
    }
}

#[component]
pub fn GameScreen(kind: MorrisKind) -> impl IntoView {
    let ctx = ctx();
    let (loaded, fresh) = load_session(kind, ctx);
    let ctl = GameCtl::new(kind, ctx, loaded);
    if fresh {
        ctl.dialog.set(Some(Dialog::NewGame));
    }
    let session = ctl.session;

    // Every change is saved at once.
    Effect::new(move |_| {
        let json = session.with(|s| serde_json::to_string(&s.to_saved()));
        if let Ok(json) = json {
            storage_set(&storage_key(kind), &json);
        }
    });

    // The computer moves when it is its turn; a changed position makes older answers stale.
    let asked = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        let want = session.with(|s| {
            if s.computer_to_move() {
                request_for(s)
            } else {
                None
            }
        });
        match want {
            Some((key, req, budget)) => {
                if asked.get_value().as_deref() == Some(key.as_str()) && worker_client::is_waiting()
                {
                    return;
                }
                asked.set_value(Some(key.clone()));
                ctl.thinking.set(true);
                worker_client::ask(req, budget, move |reply| ctl.on_reply(&key, reply));
            }
            None => {
                if asked.get_value().is_some() {
                    worker_client::cancel();
                }
                asked.set_value(None);
                ctl.thinking.set(false);
            }
        }
    });
    // Start the worker early when the computer plays, so that its first answer is quick.
    Effect::new(move |_| {
        if session.with(|s| s.human().is_some()) {
            worker_client::warm_up();
        }
    });
    on_cleanup(worker_client::cancel);

    let lang = move || ctx.lang();
    let title = move || game_name(kind.game()).t(lang());
    view! {
        <section class=format!("page game {}", kind.game().slug()) aria-labelledby="game-title">
            <div class="game-head">
                <h1 id="game-title">{title}</h1>
                <a class="button small" href=rules_href(kind)>
                    {move || i18n::RULES.t(lang())}
                </a>
            </div>
            <div class="game-layout">
                <div class="board-wrap">
                    <Board ctl=ctl />
                </div>
                <div class="side-panel">
                    <Status ctl=ctl />
                    <Controls ctl=ctl />
                    <MoveList ctl=ctl />
                </div>
            </div>
            <p class="sr-only" aria-live="polite" aria-atomic="true">
                {move || ctl.announce.get()}
            </p>
            {move || match ctl.dialog.get() {
                Some(Dialog::NewGame) => view! { <NewGameDialog ctl=ctl /> }.into_any(),
                Some(Dialog::ConfirmResign) => view! { <ResignDialog ctl=ctl /> }.into_any(),
                None => ().into_any(),
            }}
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
        </section>
    }
}

/// Whose turn, the phase, the pieces of both players and the draw counters.
#[component]
fn Status(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let player = move |side: Side| {
        let name = move || session.with(|s| player_name(s.variant(), side, lang()));
        let role = move || {
            session.with(|s| match s.human() {
                Some(h) if h == side => Some(i18n::YOU.t(lang())),
                Some(_) => Some(i18n::COMPUTER.t(lang())),
                None => None,
            })
        };
        let to_move = move || session.with(|s| !s.is_over() && s.to_move() == side);
        let counts = move || {
            session.with(|s| {
                let p = s.position();
                (p.in_hand(side), p.on_board(side))
            })
        };
        let class = if side == Side::First {
            "player first"
        } else {
            "player second"
        };
        view! {
            <li class=class class:to-move=to_move>
                <span class="swatch" aria-hidden="true"></span>
                <span class="player-name">
                    {name}
                    {move || role().map(|r| view! { <span class="role">" (" {r} ")"</span> })}
                </span>
                <span class="counts">
                    <span>{move || counts().0} " " {move || i18n::IN_HAND.t(lang())}</span>
                    <span>{move || counts().1} " " {move || i18n::ON_BOARD.t(lang())}</span>
                </span>
            </li>
        }
    };
    let headline = move || {
        let l = lang();
        session.with(|s| {
            if s.is_over() {
                return i18n::GAME_OVER.t(l).to_string();
            }
            let p = s.position();
            let side = p.side_to_move();
            let phase = if p.is_placement() {
                i18n::PHASE_PLACING
            } else if p.can_fly(side) {
                i18n::PHASE_FLYING
            } else {
                i18n::PHASE_MOVING
            };
            format!(
                "{} · {}",
                i18n::to_move(l, player_name(s.variant(), side, l)),
                phase.t(l)
            )
        })
    };
    let hint = move || {
        let l = lang();
        if ctl.thinking.get() {
            return Some(i18n::THINKING.t(l));
        }
        let stage = ctl.stage.get();
        let legal = ctl.legal.get();
        session.with(|s| {
            if s.is_over() || s.draw_offer.is_some() {
                return None;
            }
            if s.computer_to_move() {
                return Some(i18n::WAIT_FOR_COMPUTER.t(l));
            }
            Some(match stage {
                Stage::Removing { .. } => {
                    i18n::hint_remove(s.setup.kind == MorrisKind::Tigadi).t(l)
                }
                Stage::Selected(_) => i18n::HINT_CHOOSE_TARGET.t(l),
                Stage::Idle if pick::must_pass(&legal) => i18n::HINT_BLOCKED.t(l),
                Stage::Idle if s.position().is_placement() => i18n::HINT_PLACE.t(l),
                Stage::Idle => i18n::HINT_CHOOSE_PIECE.t(l),
            })
        })
    };
    let counters = move || {
        let l = lang();
        session.with(|s| {
            let limit = s.variant().quiet_move_limit;
            (
                i18n::quiet_counter(l, s.position().quiet_plies(), limit),
                i18n::repetition_counter(l, s.game.repetitions()),
            )
        })
    };
    view! {
        <section class="status" aria-label=move || i18n::STATUS_REGION.t(lang())>
            <p class="headline" data-testid="status">{headline}</p>
            <p class="hint" class:thinking=move || ctl.thinking.get()>
                {move || hint().unwrap_or("")}
            </p>
            <ul class="players">{player(Side::First)} {player(Side::Second)}</ul>
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
    let lang = move || ctl.lang();
    let removing = move || matches!(ctl.stage.get(), Stage::Removing { .. });
    let must_pass =
        move || session.with(|s| s.person_to_move()) && pick::must_pass(&ctl.legal.get());
    let local = move || session.with(|s| s.setup.mode == Mode::PassAndPlay);
    view! {
        <div class="controls" role="group" aria-label=move || i18n::GAME_CONTROLS.t(lang())>
            {move || {
                must_pass()
                    .then(|| {
                        view! {
                            <button class="button primary wide" on:click=move |_| ctl.pass()>
                                {move || i18n::PASS_TURN.t(lang())}
                            </button>
                        }
                    })
            }}
            {move || {
                removing()
                    .then(|| {
                        view! {
                            <button class="button wide" on:click=move |_| ctl.cancel_stage()>
                                {move || i18n::CANCEL_CHOICE.t(lang())}
                            </button>
                        }
                    })
            }}
            <button class="button primary" on:click=move |_| ctl.dialog.set(Some(Dialog::NewGame))>
                {move || i18n::NEW_GAME.t(lang())}
            </button>
            <button
                class="button"
                disabled=move || !session.with(|s| s.can_take_back())
                on:click=move |_| ctl.take_back()
            >
                {move || i18n::TAKE_BACK.t(lang())}
            </button>
            <button
                class="button"
                disabled=move || !session.with(|s| s.can_redo())
                on:click=move |_| ctl.redo()
            >
                {move || i18n::REDO.t(lang())}
            </button>
            <button
                class="button"
                disabled=move || session.with(|s| s.is_over())
                on:click=move |_| ctl.dialog.set(Some(Dialog::ConfirmResign))
            >
                {move || i18n::RESIGN.t(lang())}
            </button>
            {move || {
                local()
                    .then(|| {
                        view! {
                            <button
                                class="button"
                                disabled=move || session.with(|s| s.is_over() || s.draw_offer.is_some())
                                on:click=move |_| ctl.offer_draw()
                            >
                                {move || i18n::OFFER_DRAW.t(lang())}
                            </button>
                        }
                    })
            }}
            <button
                class="button"
                aria-pressed=move || ctl.flipped.get().to_string()
                on:click=move |_| ctl.flipped.update(|f| *f = !*f)
            >
                {move || i18n::FLIP_BOARD.t(lang())}
            </button>
        </div>
    }
}

/// The moves in notation, numbered by full moves (first player, second player).
#[component]
fn MoveList(ctl: GameCtl) -> impl IntoView {
    let session = ctl.session;
    let lang = move || ctl.lang();
    let rows = move || {
        session.with(|s| {
            let mut texts: Vec<String> = s.game.moves().iter().map(|m| m.to_string()).collect();
            // A game starting with the second player to move shows "…" in the first column.
            if s.game.start().side_to_move() == Side::Second {
                texts.insert(0, "…".to_string());
            }
            texts
                .chunks(2)
                .enumerate()
                .map(|(i, pair)| {
                    (
                        i + 1,
                        pair.first().cloned().unwrap_or_default(),
                        pair.get(1).cloned(),
                    )
                })
                .collect::<Vec<_>>()
        })
    };
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
    // Keep the newest move in view.
    let scroller = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        session.with(|s| s.game.moves().len());
        if let Some(el) = scroller.get() {
            request_animation_frame(move || el.set_scroll_top(el.scroll_height()));
        }
    });
    view! {
        <section class="movelist" aria-labelledby="moves-title">
            <h2 id="moves-title">{move || i18n::MOVES.t(lang())}</h2>
            <div class="moves-scroll" node_ref=scroller>
            {move || {
                if rows().is_empty() {
                    view! { <p class="muted">{move || i18n::NO_MOVES_YET.t(lang())}</p> }.into_any()
                } else {
                    view! {
                        <ol class="moves" data-testid="moves">
                            {rows()
                                .into_iter()
                                .map(|(n, a, b)| {
                                    view! {
                                        <li>
                                            <span class="n">{n} "."</span>
                                            <span class="m">{a}</span>
                                            <span class="m">{b.unwrap_or_default()}</span>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ol>
                    }
                        .into_any()
                }
            }}
            </div>
            {move || outcome_line().map(|o| view! { <p class="result-line">{o}</p> })}
        </section>
    }
}
