// Backgammon, played like a person plays it: by the board's named places and the buttons.
// A pass-and-play game taken up from a Position ID and a Match ID with fixed dice (seed 38):
// a double and a take (BG-15), a hit (BG-8), an entry from the bar (BG-9), bearing off
// (BG-10, BG-11) and the result with its points (a backgammon at cube 2: 6 points, BG-14).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, dragBetween, until, putSave } from '../helpers.mjs';

const t = useApp();

// White (on roll, to roll): one checker on its 7-point, two on its 2-point, 12 off. Black: a
// blot on White's 6-point (Black's 19), 5 + 5 + 4 on its 6, 5 and 4-points, none off.
const POSITION = 'eN8HAAEGAQAAAA';
const MATCH = 'MAEAAAAAAAAE';

/** A board place by the start of its accessible name: `point 7`, `bar, 1 black`, `White's tray`. */
const place = (page, name) => page.getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
const label = (page, name) => place(page, name).getAttribute('aria-label');
const status = (page) => page.getByTestId('status').innerText();
const moves = async (page) => (await page.getByTestId('moves').locator('li').allInnerTexts());

/** Moves a checker: chooses it (unless it is chosen already), then its destination. */
async function step(page, from, to) {
  if (!(await label(page, from)).includes('selected')) {
    await place(page, from).click();
    await until(async () => (await label(page, from)).includes('selected'), { message: `${from} selected` });
  }
  await until(async () => (await label(page, to)).includes('move here'), { message: `${to} offered` });
  await place(page, to).click();
}

/** Drags a checker with the mouse from one place to another. */
const dragMove = (page, from, to) => dragBetween(page, place(page, from), place(page, to));

async function newGame(page, seed) {
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await page.getByRole('button', { name: 'New game', exact: true }).waitFor();
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: 'New game', exact: true }).click();
  }
  await dialog.getByRole('radio', { name: /Pass and play/ }).check();
  await dialog.getByRole('radio', { name: 'Money game' }).check();
  await dialog.getByRole('group', { name: 'Jacoby rule' }).getByRole('radio', { name: 'Off' }).check();
  await dialog.getByText('More options').click();
  await dialog.getByRole('textbox', { name: /Dice seed/ }).fill(String(seed));
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('a game from IDs with fixed dice: double, take, hit, entry, bearing off, backgammon for 6', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/backgammon`);
  await newGame(page, 38);
  // The opening roll of seed 38 says who starts; the start position is on the board.
  await page.getByText(/^Opening roll: White \d, Black \d\./).waitFor();
  assert.equal(await label(page, 'point 13'), 'point 13, 5 white');

  // Bad IDs: a clear message, and the game is kept.
  await page.getByRole('button', { name: 'Position ID' }).click();
  const ids = page.getByRole('dialog', { name: 'Position ID and Match ID' });
  assert.equal(await ids.getByRole('textbox', { name: 'Position ID', exact: true }).inputValue(), '4HPwATDgc/ABMA');
  await ids.getByRole('textbox', { name: 'Position ID to play from' }).fill('not an id');
  await ids.getByRole('textbox', { name: 'Match ID to play from' }).fill(MATCH);
  await ids.getByRole('button', { name: 'Play from here' }).click();
  await ids.getByRole('alert').getByText(/These IDs cannot be used: 'not an id' is not a Position ID/).waitFor();
  await ids.getByRole('textbox', { name: 'Position ID to play from' }).fill(POSITION);
  await ids.getByRole('button', { name: 'Play from here' }).click();
  await ids.waitFor({ state: 'detached' });

  // White to roll, and may double first.
  await until(async () => (await status(page)) === 'White to roll', { message: 'White to roll' });
  assert.equal(await label(page, 'point 7'), 'point 7, 1 white');
  assert.equal(await label(page, 'point 6'), 'point 6, 1 black');
  assert.equal(await label(page, "White's tray"), "White's tray, 12 off");
  assert.match(await page.getByTestId('race').innerText(), /White leads the race by \d+ pips/);
  await page.getByRole('button', { name: 'Double', exact: true }).click();
  const double = page.getByRole('alertdialog', { name: 'White doubles to 2' });
  await double.getByRole('button', { name: 'Take' }).click();
  await double.waitFor({ state: 'detached' });
  assert.match(await page.getByTestId('match').innerText(), /Cube at 2, owned by Black/);

  // Black owns the cube: White rolls at once, 6-1. 7/6* hits, then 6/off.
  await until(async () => (await status(page)) === 'White to play 6-1', { message: 'White rolled 6-1' });
  await step(page, 'point 7', 'point 6');
  await place(page, 'bar, 1 black').waitFor();
  await step(page, 'point 6', "White's tray");
  await until(async () => (await label(page, "White's tray")).startsWith("White's tray, 13 off"), { message: 'borne off' });
  // Undo and redo the last step before confirming.
  await page.getByRole('button', { name: 'Undo' }).click();
  await until(async () => (await label(page, "White's tray")).startsWith("White's tray, 12 off"), { message: 'undone' });
  await step(page, 'point 6', "White's tray");
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await until(async () => (await moves(page)).length === 3, { message: 'the play in the list' });
  assert.deepEqual(await moves(page), ['White doubles to 2', 'Black: Take', 'White 61: 7/6*/off']);

  // Black may redouble, so rolls by the button: 1-2, and must enter first (bar/24).
  await until(async () => (await status(page)) === 'Black to roll', { message: 'Black to roll' });
  await page.getByRole('button', { name: 'Roll dice' }).click();
  await until(async () => (await status(page)) === 'Black to play 1-2', { message: 'Black rolled 1-2' });
  // Numbered from Black now: White's 2-point is Black's 23.
  assert.equal(await label(page, 'point 23'), 'point 23, 2 white');
  await step(page, 'bar, 1 black', 'point 24');
  // 4/2 by dragging the checker.
  await dragMove(page, 'point 4', 'point 2');
  await until(async () => (await label(page, 'point 2')).startsWith('point 2, 1 black'), { message: '4/2 by drag' });
  await page.getByRole('button', { name: 'Confirm move' }).click();

  // White's 2-6 has one play: it is made by itself and ends the game.
  const result = page.getByRole('dialog', { name: 'White wins a backgammon: 6 points' });
  await result.getByText('All fifteen checkers are borne off.').waitFor();
  assert.deepEqual((await moves(page)).slice(3), ['Black 12: bar/24 4/2', 'White 26: 2/off(2)']);
  await result.getByRole('button', { name: 'Look at the board' }).click();
  assert.equal(await status(page), 'Game over');

  // The record replays from its seed.
  await page.getByRole('button', { name: 'Game record' }).click();
  const record = page.getByRole('dialog', { name: 'Game record' });
  const text = await record.getByRole('textbox').inputValue();
  assert.match(text, /Seed 38/);
  assert.match(text, /Doubles => 2/);
  assert.match(text, /Takes/);
  assert.match(text, /O wins 6 points/);
  await record.getByRole('button', { name: 'Close' }).click();
  await done(context, errors);
});

test('against the computer by keyboard: a move, the reply from the worker, take-back, Hindi', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/backgammon`);
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await dialog.getByRole('radio', { name: 'The computer' }).check();
  await dialog.getByRole('radio', { name: 'Easy', exact: true }).check();
  await dialog.getByRole('group', { name: 'You play' }).getByRole('radio', { name: 'White' }).check();
  await dialog.getByRole('radio', { name: 'Money game' }).check();
  await dialog.getByText('More options').click();
  await dialog.getByRole('textbox', { name: /Dice seed/ }).fill('42');
  await dialog.getByRole('button', { name: 'Start' }).click();
  // Seed 42: White wins the opening roll with 5-1.
  await page.getByText('Opening roll: White 5, Black 1. White starts.').waitFor();
  assert.equal(await status(page), 'White to play 5-1');

  // 13/8 and 6/5 by keyboard: Enter chooses, the arrows walk the board (bar included).
  const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  await place(page, 'point 13').focus();
  await page.keyboard.press('Enter');
  await until(async () => (await focused()).startsWith('point 13, 5 white, selected'), { message: '13 chosen' });
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 'point 8, 3 white, move here');
  await page.keyboard.press('Enter');
  await until(async () => (await label(page, 'point 8')).startsWith('point 8, 4 white'), { message: '13/8' });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 'bar, no black checkers');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 'point 5, empty, move here');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Confirm move' }).click();

  // The computer (Black) answers through its worker.
  await until(async () => (await moves(page)).length === 2, { message: "the computer's play", timeout: 30000 });
  assert.equal((await moves(page))[0], 'White 51: 13/8 6/5');
  assert.match((await moves(page))[1], /^Black \d\d: /);
  await until(async () => (await status(page)) === 'White to roll', { message: 'White to roll' });

  // Take-back: the same 5-1 to play again.
  await page.getByRole('button', { name: 'Take back' }).click();
  await until(async () => (await status(page)) === 'White to play 5-1', { message: 'taken back' });
  assert.equal(await page.getByTestId('moves').count(), 0);
  assert.equal(await label(page, 'point 13'), 'point 13, 5 white');

  // हिन्दी: the board's names too.
  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await until(async () => (await page.getByRole('button', { name: /^बिंदु 13,/ }).getAttribute('aria-label')) === 'बिंदु 13, 5 सफ़ेद', { message: 'Hindi label' });
  assert.equal(await page.getByTestId('status').innerText(), 'सफ़ेद को 5-1 चलना है');
  await page.getByRole('button', { name: /Switch to English/ }).click();
  await done(context, errors);
});

test('a corrupt saved match gives a message and a fresh game', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await putSave(page, 'backgammon',
    { format: 1, game: 'backgammon', mode: 'pass-and-play', length: 0, jacoby: false, seed: 1, games: [['play 24/1']] });
  await page.goto(`${t.url}#/backgammon`);
  const alert = page.getByRole('alert');
  await alert.getByText('The saved game could not be read').waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
  await until(async () => /to (play|roll)/.test(await status(page)), { message: 'a fresh game' });
  await done(context, errors);
});

test('resigning: a gammon offer refused (play on), a single accepted (BG-17)', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/backgammon`);
  await newGame(page, 42);
  assert.equal(await status(page), 'White to play 5-1');
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  const resign = page.getByRole('alertdialog', { name: 'Resign this game' });
  await resign.getByRole('radio', { name: 'a gammon (2 points)' }).check();
  await resign.getByRole('button', { name: 'Offer' }).click();
  const offer = page.getByRole('alertdialog', { name: 'White offers to resign a gammon (2 points)' });
  await offer.getByText('Black, accept or play on?').waitFor();
  await offer.getByRole('button', { name: 'Play on' }).click();
  // Play goes on with the same dice.
  await until(async () => (await status(page)) === 'White to play 5-1', { message: 'play on' });
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  await resign.getByRole('button', { name: 'Offer' }).click();
  await page.getByRole('alertdialog', { name: 'White offers to resign a single game (1 point)' })
    .getByRole('button', { name: 'Accept' }).click();
  const result = page.getByRole('dialog', { name: 'Black wins a single game: 1 point' });
  await result.getByText('White resigned.').waitFor();
  await done(context, errors);
});

/** White (a person) against the computer from a Position ID and a Match ID. */
async function againstTheComputerFrom(page, position, match) {
  await page.goto(`${t.url}#/backgammon`);
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await dialog.getByRole('radio', { name: 'The computer' }).check();
  await dialog.getByRole('group', { name: 'You play' }).getByRole('radio', { name: 'White' }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Position ID' }).click();
  const ids = page.getByRole('dialog', { name: 'Position ID and Match ID' });
  await ids.getByRole('textbox', { name: 'Position ID to play from' }).fill(position);
  await ids.getByRole('textbox', { name: 'Match ID to play from' }).fill(match);
  await ids.getByRole('button', { name: 'Play from here' }).click();
}

// Black (the computer) to roll in a money game, cube in the middle, 25 pips ahead with
// contact: every level's cube model says double, and take (found with the worker's own
// `double` and `take` answers over positions from seeded games).
const DOUBLE_TAKE = ['4Fvw4ADgc4cHAA', 'cAkAAAAAAAAE'];

for (const take of [true, false]) {
  test(`the computer doubles and the person ${take ? 'takes' : 'drops'} (BG-15)`, async () => {
    const { context, page, errors } = await t.open();
    await againstTheComputerFrom(page, ...DOUBLE_TAKE);
    const offer = page.getByRole('alertdialog', { name: 'Black doubles to 2' });
    await offer.getByText('White, take (play on for 2 points at stake) or drop (lose 1 now)?').waitFor({ timeout: 30000 });
    assert.match(await page.getByTestId('match').innerText(), /Cube at 1, in the middle/);
    await offer.getByRole('button', { name: take ? 'Take' : 'Drop' }).click();
    await offer.waitFor({ state: 'detached' });
    if (take) {
      await until(async () => /Cube at 2, owned by White/.test(await page.getByTestId('match').innerText()), { message: 'White owns the 2-cube' });
      assert.deepEqual((await moves(page)).slice(0, 2), ['Black doubles to 2', 'White: Take']);
      // Black plays on: it rolls and moves after the take.
      await until(async () => (await moves(page)).length >= 3, { message: 'Black rolls and plays', timeout: 30000 });
      assert.match((await moves(page))[2], /^Black \d\d: /);
    } else {
      const result = page.getByRole('dialog', { name: 'Black wins a single game: 1 point' });
      await result.getByText('White dropped the double.').waitFor();
    }
    await done(context, errors);
  });
}

test('the computer resigns a lost race as a gammon; accepted, 2 points (BG-14, BG-17)', async () => {
  const { context, page, errors } = await t.open();
  // Black (the computer) to roll with all fifteen on its 13-point; White has one checker left.
  await againstTheComputerFrom(page, 'AQAAAMD/HwAAAA', 'cAkAAAAAAAAE');
  const offer = page.getByRole('alertdialog', { name: 'Black offers to resign a gammon (2 points)' });
  await offer.getByText('White, accept or play on?').waitFor({ timeout: 30000 });
  await offer.getByRole('button', { name: 'Accept' }).click();
  const result = page.getByRole('dialog', { name: 'White wins a gammon: 2 points' });
  await result.getByText('Black resigned.').waitFor();
  await done(context, errors);
});

test('a 3-point match: a resigned gammon scores 2, the next game is the Crawford game (BG-16)', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/backgammon`);
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await dialog.getByRole('radio', { name: /Pass and play/ }).check();
  await dialog.getByRole('radio', { name: 'Match', exact: true }).check();
  await dialog.getByRole('radio', { name: '3 points' }).check();
  await dialog.getByText('More options').click();
  await dialog.getByRole('textbox', { name: /Dice seed/ }).fill('42');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await until(async () => (await status(page)) === 'White to play 5-1', { message: 'the first game' });
  assert.match(await page.getByTestId('match').innerText(), /^Match to 3: White 0, Black 0 · Cube at 1, in the middle$/);
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  const resign = page.getByRole('alertdialog', { name: 'Resign this game' });
  await resign.getByRole('radio', { name: 'a gammon (2 points)' }).check();
  await resign.getByRole('button', { name: 'Offer' }).click();
  await page.getByRole('alertdialog', { name: /White offers to resign a gammon/ }).getByRole('button', { name: 'Accept' }).click();
  const result = page.getByRole('dialog', { name: 'Black wins a gammon: 2 points' });
  await result.getByText('Match to 3: White 0, Black 2').waitFor();
  // Looking at the board first: the next game starts from under the board too.
  await result.getByRole('button', { name: 'Look at the board' }).click();
  await page.getByRole('button', { name: 'Next game' }).click();
  await page.getByText(/^Opening roll: White \d, Black \d\./).waitFor();
  await until(async () => /Crawford game: no doubling\./.test(await page.getByTestId('match').innerText()), { message: 'Crawford' });
  assert.match(await page.getByTestId('match').innerText(), /Match to 3: White 0, Black 2/);
  await done(context, errors);
});

test('on the bar against a closed board: the turn is lost and passes by itself (BG-9)', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/backgammon`);
  await newGame(page, 5);
  await page.getByRole('button', { name: 'Position ID' }).click();
  const ids = page.getByRole('dialog', { name: 'Position ID and Match ID' });
  await ids.getByRole('textbox', { name: 'Position ID to play from' }).fill('27YBBwAA8P8DQA');
  await ids.getByRole('textbox', { name: 'Match ID to play from' }).fill('cAkAAAAAAAAE');
  await ids.getByRole('button', { name: 'Play from here' }).click();
  await until(async () => (await status(page)) === 'Black to roll', { message: 'Black to roll' });
  assert.equal(await label(page, 'bar, 1 black'), 'bar, 1 black');
  await page.getByRole('button', { name: 'Roll dice' }).click();
  await page.getByText('Black cannot move and loses the turn.').waitFor();
  await until(async () => (await status(page)) === 'White to roll', { message: 'the turn passed' });
  assert.match((await moves(page))[0], /^Black \d\d: —$/);
  await done(context, errors);
});

test('a phone held upright (390 × 844): the board spans the full width, the controls below it', async () => {
  const { context, page, errors } = await t.open({ viewport: { width: 390, height: 844 } });
  await page.goto(`${t.url}#/backgammon`);
  await newGame(page, 42);
  const board = await page.getByTestId('board').boundingBox();
  assert.ok(board.x <= 0.5 && board.width >= 389.5, `board at ${board.x}, ${board.width} wide`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  for (const control of [page.getByTestId('status'), page.getByRole('button', { name: 'New game' })]) {
    const box = await control.boundingBox();
    assert.ok(box.y >= board.y + board.height, 'below the board');
    assert.ok(box.x >= 0 && box.x + box.width <= 390, 'within the screen');
  }
  await done(context, errors);
});

/** The dice drawn on the board, by their accessible names (`die 5`), in order. */
const drawnDice = (page) => page.getByTestId('board').getByRole('img', { name: /^(die|पासा) \d$/ })
  .evaluateAll((dice) => dice.map((d) => d.getAttribute('aria-label')));

/** The dice of the roll in the status line ("White to play 4-4"): four for a double. */
function rolled(text) {
  const [, a, b] = text.match(/ to play (\d)-(\d)$/);
  return (a === b ? [a, a, a, a] : [a, b]).map((d) => `die ${d}`).sort();
}

/** The board's state for the loop that plays any legal play, read at one moment. */
const turnState = (page) => page.evaluate(() => {
  const board = document.querySelector('[data-testid=board]');
  const confirm = [...document.querySelectorAll('button')].find((b) => b.innerText === 'Confirm move');
  return {
    status: document.querySelector('[data-testid=status]').innerText,
    confirm: Boolean(confirm && !confirm.disabled),
    movable: board.querySelectorAll('.spot.movable').length,
    selected: board.querySelectorAll('.spot.selected').length,
    dests: board.querySelectorAll('.spot.dest').length,
    used: board.querySelectorAll('.die.used').length,
  };
});

/** Plays the turn on roll with any legal play, step by step (a forced play passes by itself). */
async function playAnything(page) {
  const status = (await turnState(page)).status;
  for (;;) {
    const s = await until(async () => {
      const now = await turnState(page);
      return (now.status !== status || now.confirm || now.movable > 0) && now;
    }, { message: `a step of ${status}` });
    if (s.status !== status) return;
    if (s.confirm) {
      await page.getByRole('button', { name: 'Confirm move' }).click();
      await until(async () => (await turnState(page)).status !== status, { message: `${status} confirmed` });
      return;
    }
    if (s.selected === 0) {
      await page.getByTestId('board').locator('.spot.movable').first().click();
    }
    await until(async () => (await turnState(page)).dests > 0, { message: 'destinations' });
    await page.getByTestId('board').locator('.spot.dest').first().click();
    await until(async () => (await turnState(page)).used > s.used, { message: 'a die used' });
  }
}

test('the dice drawn on the board are the roll of each turn, a double as four dice', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/backgammon`);
  // Seed 36: White opens with 6-3, then Black 2-3, White 4-4, Black 6-4, White 5-3.
  await newGame(page, 36);
  const seen = [];
  for (let turn = 0; turn < 5; turn += 1) {
    if (/ to roll$/.test(await status(page))) {
      await page.getByRole('button', { name: 'Roll dice' }).click();
    }
    const now = await until(async () => {
      const s = await status(page);
      return / to play \d-\d$/.test(s) && s;
    }, { message: `turn ${turn + 1} rolled` });
    seen.push(now);
    await until(async () => JSON.stringify((await drawnDice(page)).sort()) === JSON.stringify(rolled(now)),
      { message: `the dice of ${now} drawn` });
    if (turn === 2) {
      await page.getByRole('button', { name: /switch to Hindi/ }).click();
      await until(async () => (await drawnDice(page)).join() === 'पासा 4,पासा 4,पासा 4,पासा 4', { message: 'Hindi dice' });
      await page.getByRole('button', { name: /Switch to English/ }).click();
      await until(async () => (await drawnDice(page)).join() === 'die 4,die 4,die 4,die 4', { message: 'English dice' });
    }
    await playAnything(page);
  }
  assert.deepEqual(seen, ['White to play 6-3', 'Black to play 2-3', 'White to play 4-4',
    'Black to play 6-4', 'White to play 5-3']);
  await done(context, errors);
});

/**
 * Records what `read` (a function run in the page) gives now and after every change of the
 * page; `recorded(page, name)` lists the different values, the first one first.
 */
const record = (page, name, read) => page.evaluate(([key, source]) => {
  const read = new Function(`return (${source})();`);
  window[key] = new Set([read()]);
  new MutationObserver(() => window[key].add(read()))
    .observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}, [name, read.toString()]);
const recorded = (page, name) => page.evaluate((key) => [...window[key]], name);

/**
 * The numbering of the points the person sees: the drawn numbers (left to right along the top
 * row, then along the bottom) and each point's number in its accessible name, by its place on
 * the screen.
 */
function numbering() {
  const board = document.querySelector('[data-testid=board]');
  const drawn = [...board.querySelectorAll('.pt-num')].map((n) => n.textContent);
  const named = [...board.querySelectorAll('[data-place^=p]')]
    .map((p) => `${p.dataset.place}:${p.getAttribute('aria-label').match(/^point (\d+)/)[1]}`);
  return `${drawn.join(' ')} | ${named.join(' ')}`;
}

test("against the computer the points keep the person's numbers while the computer is on roll", async () => {
  const { context, page, errors } = await t.open();
  await againstTheComputerFrom(page, ...DOUBLE_TAKE);
  const offer = page.getByRole('alertdialog', { name: 'Black doubles to 2' });
  await offer.waitFor({ timeout: 30000 });
  // While Black doubles, then rolls and plays after the take, White (the person, at the
  // bottom) keeps its numbers: point 1 at the bottom right.
  await record(page, 'numberings', numbering);
  const [white] = await recorded(page, 'numberings');
  assert.match(white, /^1 2 3 .* 24 \| p1:1 p2:2 .* p24:24$/);
  await offer.getByRole('button', { name: 'Take' }).click();
  await until(async () => (await moves(page)).length >= 3, { message: 'Black rolls and plays', timeout: 30000 });
  await until(async () => / to (roll|play)/.test(await status(page)) && (await status(page)).startsWith('White'), { message: "White's turn" });
  assert.deepEqual(await recorded(page, 'numberings'), [white]);
  await done(context, errors);
});

test('the opening roll is told under the board until the first play is made', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/backgammon`);
  await newGame(page, 42);
  const note = () => page.getByTestId('note').innerText();
  await until(async () => (await note()) === 'Opening roll: White 5, Black 1. White starts.', { message: 'the opening roll' });
  await step(page, 'point 13', 'point 8');
  // Not gone with the first step: the play is made when it is confirmed.
  assert.equal(await note(), 'Opening roll: White 5, Black 1. White starts.');
  await step(page, 'point 6', 'point 5');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await until(async () => (await status(page)) === 'Black to roll', { message: 'Black to roll' });
  await until(async () => (await note()) === '', { message: 'the opening roll gone' });

  // The computer wins the opening roll (seed 10: White 1, Black 5): told, and gone after its play.
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await dialog.getByRole('radio', { name: 'The computer' }).check();
  await dialog.getByRole('group', { name: 'You play' }).getByRole('radio', { name: 'White' }).check();
  await dialog.getByText('More options').click();
  await dialog.getByRole('textbox', { name: /Dice seed/ }).fill('10');
  // The computer may play at once: every note shown is recorded.
  await record(page, 'notes', () => document.querySelector('[data-testid=note]').innerText);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await until(async () => (await moves(page)).length === 1, { message: "the computer's play", timeout: 30000 });
  await until(async () => (await note()) === '', { message: "the computer's opening roll gone" });
  assert.deepEqual(await recorded(page, 'notes'), ['', 'Opening roll: White 1, Black 5. Black starts.']);
  await done(context, errors);
});
