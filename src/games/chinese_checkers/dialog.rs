//! The Chinese Checkers dialogs: a new game (players, who sits where, teams, marbles, playing
//! on) and the result with the places.

use super::screen::CcCtl;
use super::words;
use super::Swatch;
use crate::games::chinese_checkers::session::{
    corner_index, CcSetup, SeatPlayer, MARBLE_COUNTS, PLAYER_COUNTS,
};
use crate::kit::i18n::{self, level_name, Tr};
use crate::kit::modal::{new_game_heading, radios, start_cancel, word_radios, Act, Label, Modal};
use leptos::prelude::*;
use ttakji_engine::chinese_checkers::Corner;
use ttakji_engine::{GameId, Level};

/// The seats in the order play goes round (clockwise from S).
pub const SEAT_ORDER: [Corner; 6] = [
    Corner::S,
    Corner::SW,
    Corner::NW,
    Corner::N,
    Corner::NE,
    Corner::SE,
];

#[component]
pub fn CcNewGameDialog(ctl: CcCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let current = ctl.session.with_untracked(|s| s.setup);
    let players = RwSignal::new(current.players);
    let marbles = RwSignal::new(current.marbles);
    let teams = RwSignal::new(current.teams);
    let play_on = RwSignal::new(current.play_on);
    let seats = RwSignal::new(current.seats);
    let tr = move |t: Tr| move || t.t(lang()).to_string();
    let setup = move || CcSetup {
        players: players.get(),
        marbles: marbles.get(),
        teams: teams.get(),
        play_on: play_on.get(),
        seats: seats.get(),
    };
    let in_play = move |c: Corner| setup().corners().contains(&c);
    let start = move || ctl.new_game(setup());
    let close = move || ctl.dialog.set(false);

    let seat_row = move |c: Corner| {
        let i = corner_index(c);
        let id = format!("seat-{c}");
        let label_for = id.clone();
        let value = move || seats.with(|s| s[i].word());
        view! {
            <div class="seat-row" class:off=move || !in_play(c)>
                <Swatch corner=c />
                <label for=label_for>{move || words::seat_name(lang(), c)}</label>
                <Show
                    when=move || in_play(c)
                    fallback=move || view! { <span class="muted">{move || words::SEAT_OFF.t(lang())}</span> }
                >
                    <select
                        id=id.clone()
                        prop:value=value
                        on:change=move |ev| {
                            if let Some(who) = SeatPlayer::from_word(&event_target_value(&ev)) {
                                seats.update(|s| s[i] = who);
                            }
                        }
                    >
                        <option value="person" selected=move || value() == "person">
                            {move || words::SEAT_PERSON.t(lang())}
                        </option>
                        {Level::ALL
                            .into_iter()
                            .map(|l| {
                                view! {
                                    <option value=l.slug() selected=move || value() == l.slug()>
                                        {move || words::computer_option(lang(), level_name(l).t(lang()))}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </Show>
            </div>
        }
    };

    let actions = start_cancel(start, close);
    view! {
        <Modal actions=actions label_id="newgame-title" on_escape=Callback::new(move |_| close())>
            {new_game_heading(GameId::ChineseCheckers)}
            <div class="cc-compact">
            {radios(
                "players",
                tr(words::PLAYERS),
                players,
                PLAYER_COUNTS
                    .into_iter()
                    .map(|n| (n, Box::new(move || words::players_option(lang(), n as usize)) as Label))
                    .collect(),
            )}
            </div>
            <fieldset class="choice seats">
                <legend>{move || words::SEATS.t(lang())}</legend>
                {SEAT_ORDER.into_iter().map(seat_row).collect_view()}
            </fieldset>
            <Show when=move || matches!(players.get(), 4 | 6)>
                {word_radios("teams", words::TEAMS, teams, [(false, words::TEAMS_OFF), (true, words::TEAMS_ON)])}
            </Show>
            {word_radios(
                "marbles",
                words::MARBLES,
                marbles,
                MARBLE_COUNTS.map(|n| (n, if n == 10 { words::MARBLES_10 } else { words::MARBLES_15 })),
            )}
            {word_radios(
                "play-on",
                words::AFTER_FIRST,
                play_on,
                [(false, words::END_AT_FIRST), (true, words::PLAY_ON)],
            )}
        </Modal>
    }
}

/// The end of the game: the winner (or winning team) and, when the others played on, the
/// places.
#[component]
pub fn CcResultDialog(ctl: CcCtl) -> impl IntoView {
    let lang = move || ctl.lang();
    let close = move || ctl.result_closed.set(true);
    let title = move || ctl.session.with(|s| super::result_title(s, lang()));
    let reason = move || {
        let team = ctl.session.with(|s| s.setup.teams);
        if team {
            words::TEAM_WIN_REASON.t(lang())
        } else {
            words::WIN_REASON.t(lang())
        }
    };
    let places = move || ctl.session.with(|s| super::place_lines(s, lang()));
    let actions = vec![
        Act::primary(i18n::NEW_GAME, move || ctl.dialog.set(true)),
        Act::plain(i18n::LOOK_AT_BOARD, close).then_board(),
    ];
    view! {
        <Modal actions=actions label_id="result-title" on_escape=Callback::new(move |_| close())>
            <h2 id="result-title">{title}</h2>
            <p class="reason">{reason}</p>
            <h3 class="places-title">{move || words::PLACES.t(lang())}</h3>
            <ol class="places">
                {move || places().into_iter().map(|(c, line)| view! {
                    <li><Swatch corner=c /> " " {line}</li>
                }).collect_view()}
            </ol>
        </Modal>
    }
}
