// Chinese Checkers, played as a person plays it: holes found by their accessible names
// ("hole e5, red marble"), the keyboard along the lattice, a jump chain hop by hop, the
// computer seats answering from the worker, take-back, a six-computer game to its end, the
// 181-hole star, Hindi, and a corrupt save.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, watchErrors, until, putSave } from '../helpers.mjs';

const t = useApp();

const hole = (page, n) => page.getByRole('button', { name: new RegExp(`^hole ${n},`) });
const label = (page, n) => hole(page, n).getAttribute('aria-label');
const status = (page) => page.getByTestId('status').innerText();
/** A seat's line in the status: its name, role, marbles home, partner, place. */
const seatLine = (page, name) => page.getByRole('list', { name: 'Players' }).getByRole('listitem')
  .filter({ hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).innerText();

/** The moves in the move list, in order ("a4-e5"). */
async function moves(page) {
  if (await page.getByTestId('moves').count() === 0) return [];
  return page.getByTestId('moves').locator('.mv').allInnerTexts();
}

/** Opens the game and starts a new one: `seats` maps a seat's name to Person or a level. */
async function newGame(page, { players = 2, marbles = 10, seats = {}, teams, playOn } = {}) {
  const dialog = page.getByRole('dialog', { name: /New game/ });
  const button = page.getByRole('button', { name: 'New game', exact: true });
  await button.waitFor();
  if (!(await dialog.isVisible())) await button.click();
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: `${players} players` }).check();
  for (const [seat, who] of Object.entries(seats)) {
    await dialog.getByRole('combobox', { name: seat })
      .selectOption({ label: who === 'Person' ? 'Person' : `Computer: ${who}` });
  }
  if (teams !== undefined) {
    await dialog.getByRole('radio', { name: teams ? /Partners/ : /Everyone/ }).check();
  }
  await dialog.getByRole('radio', { name: marbles === 10 ? /^10 each/ : /^15 each/ }).check();
  if (playOn !== undefined) {
    await dialog.getByRole('radio', { name: playOn ? 'Play on for places' : 'The game ends' }).check();
  }
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function open(options = {}) {
  const { context, page, errors } = await t.open(options);
  await page.goto(`${t.url}#/chinese-checkers`);
  return { context, page, errors };
}

test('against the computer: keyboard, a jump chain hop by hop, take-back (CC-2, CC-7, CC-10)', async () => {
  const { context, page, errors } = await open();
  await newGame(page, { players: 2, seats: { 'Red (South)': 'Person', 'Blue (North)': 'Easy' } });
  assert.match(await status(page), /Red \(South\) to move/);
  assert.match(await seatLine(page, 'Blue (North)'), /computer, Easy/);
  assert.match(await seatLine(page, 'Red (South)'), /\(you\)/);
  assert.equal(await label(page, 'a4'), 'hole a4, red marble, South corner');
  assert.equal(await label(page, 'c15'), 'hole c15, blue marble, North corner');
  assert.equal(await label(page, 'e9'), 'hole e9, empty');

  // Keyboard: the board's one Tab stop is Red's first marble; Enter chooses it, its
  // destinations are marked, ↑ goes up-left along the lattice to e5 (hole 102), Enter moves there.
  await hole(page, 'a4').focus();
  await page.keyboard.press('Enter');
  await until(async () => (await label(page, 'a4')).includes('selected'), { message: 'a4 selected' });
  assert.equal(await label(page, 'e5'), 'hole e5, destination');
  assert.equal(await label(page, 'f5'), 'hole f5, destination');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-hole')), '102');
  await page.keyboard.press('Enter');
  await until(async () => (await moves(page)).length === 2, { message: "the computer's reply" });
  assert.equal((await moves(page))[0], 'a4-e5');
  assert.match(await label(page, 'e5'), /^hole e5, red marble/);
  assert.match(await label(page, 'a4'), /^hole a4, empty/);
  await until(async () => /Red \(South\) to move/.test(await status(page)), { message: 'Red again' });

  // Take back returns to Red's turn before its move, with the computer's reply.
  await page.getByRole('button', { name: 'Take back' }).click();
  await until(async () => (await moves(page)).length === 0, { message: 'taken back' });
  assert.match(await label(page, 'a4'), /^hole a4, red marble/);
  await page.getByRole('button', { name: 'Redo' }).click();
  await until(async () => (await moves(page)).length === 2, { message: 'redone' });

  // A step c4-h5, then a chain: c3 jumps over d4 to i5, then over h5 to g5 (CC-7);
  // the marble lands where the chain ends, and the move lists every landing hole.
  await hole(page, 'c4').click();
  await hole(page, 'h5').click();
  await until(async () => (await moves(page)).length === 4, { message: 'second round' });
  assert.equal((await moves(page))[2], 'c4-h5');
  // The best move, asked of the computer player, is named and marked.
  await page.getByRole('button', { name: 'Show the best move' }).click();
  const best = await until(async () => (await page.getByText(/^Best move: /).innerText().catch(() => ''))
    .match(/^Best move: ([a-m]\d+)-(?:[a-m]\d+-)*([a-m]\d+) \(marked on the board\)$/), { message: 'best move' });
  assert.match(await label(page, best[1]), /red marble, .*best move/);
  assert.match(await label(page, best[2]), /best move/);
  await hole(page, 'c3').click();
  await until(async () => (await label(page, 'g5')).includes('destination'), { message: 'g5 marked' });
  assert.equal(await label(page, 'i5'), 'hole i5, destination', 'stopping after one jump is allowed');
  assert.equal(await label(page, 'f6'), 'hole f6, empty', 'no step after the jumps (CC-10)');
  assert.match(await label(page, 'm5'), /^hole m5, empty, South-east corner$/, 'no stop in another corner (CC-11)');
  await hole(page, 'g5').click();
  await until(async () => (await moves(page)).length >= 5, { message: 'the chain played' });
  assert.equal((await moves(page))[4], 'c3-i5-g5');
  assert.match(await label(page, 'g5'), /^hole g5, red marble, last move/);
  assert.match(await label(page, 'c3'), /^hole c3, empty, last move started here/);
  assert.match(await label(page, 'i5'), /^hole i5, empty/);
  await until(async () => (await moves(page)).length === 6, { message: 'third reply' });

  // A move in the list shows the position after it, until "Back to the game".
  await page.getByRole('button', { name: 'Move 1, Red (South): a4-e5' }).click();
  await page.getByRole('status').getByText('Looking at the position after move 1 of 6 (a4-e5).').waitFor();
  await until(async () => /^hole c4, red marble/.test(await label(page, 'c4')), { message: 'earlier position' });
  assert.match(await label(page, 'e5'), /^hole e5, red marble, last move/);
  assert.match(await label(page, 'g5'), /^hole g5, empty/);
  await hole(page, 'c4').click();
  assert.doesNotMatch(await label(page, 'c4'), /selected/, 'no move while looking back');
  // ← and → (outside the board) step through the positions.
  await page.getByRole('button', { name: 'Move 1, Red (South): a4-e5' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('status').getByText('Looking at the position after move 2 of 6').waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('status').getByText('Looking at the start position.').waitFor();
  assert.match(await label(page, 'a4'), /^hole a4, red marble/);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await until(async () => /^hole g5, red marble/.test(await label(page, 'g5')), { message: 'back to the game' });

  // The game survives a reload.
  const before = await moves(page);
  await page.reload();
  await until(async () => (await moves(page)).join(' ') === before.join(' '), { message: 'after reload' });
  await done(context, errors);
});

test('six computers play a whole game to its end, one after another (CC-2, CC-13)', async () => {
  // Reduced motion: no hop animation, so the computers play at the worker's pace.
  const { context, page, errors } = await open({ reducedMotion: 'reduce' });
  const seats = Object.fromEntries(['Red (South)', 'Purple (South-west)', 'Yellow (North-west)',
    'Blue (North)', 'Green (North-east)', 'White (South-east)'].map((s) => [s, 'Easy']));
  await newGame(page, { players: 6, seats });
  const result = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: / wins$/ }) });
  await result.waitFor({ timeout: 80000 });
  const title = await result.getByRole('heading', { level: 2 }).innerText();
  const winner = title.replace(/ wins$/, '');
  assert.match(await result.innerText(), new RegExp(`${winner.replace(/[()]/g, '\\$&')} · 1st place`));
  assert.equal((await result.getByText('did not finish').all()).length, 5);
  await result.getByRole('button', { name: 'Look at the board' }).click();
  assert.match(await status(page), /Game over/);
  const played = await moves(page);
  assert.ok(played.length > 60, `${played.length} moves`);
  // Turns went round clockwise from S.
  const who = await page.getByTestId('moves').locator('.who').allInnerTexts();
  assert.deepEqual(who.slice(0, 7), ['Red', 'Purple', 'Yellow', 'Blue', 'Green', 'White', 'Red']);
  await done(context, errors);
});

test('four computers in teams play on to the end: both partners finish (CC-5, CC-15)', async () => {
  const { context, page, errors } = await open({ reducedMotion: 'reduce' });
  const seats = Object.fromEntries(['Red (South)', 'Purple (South-west)', 'Blue (North)',
    'Green (North-east)'].map((s) => [s, 'Easy']));
  await newGame(page, { players: 4, seats, teams: true, playOn: true });
  assert.match(await seatLine(page, 'Red (South)'), /team with Blue \(North\)/);
  const result = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /^Team .* wins$/ }) });
  await result.waitFor({ timeout: 80000 });
  const title = await result.getByRole('heading', { level: 2 }).innerText();
  const places = await result.getByRole('listitem').allInnerTexts();
  assert.equal(places.length, 4);
  assert.deepEqual(places.map((p) => p.replace(/^.* · /, '')), ['1st place', '1st place', '2nd place', '2nd place']);
  // The winners are partners in opposite corners, and both filled their corners.
  const pairs = ['Red (South) and Blue (North)', 'Purple (South-west) and Green (North-east)'];
  assert.ok(pairs.some((p) => title === `Team ${p} wins`), title);
  for (const line of places.slice(0, 2)) {
    const seat = line.replace(/ · .*$/, '').trim();
    assert.match(await seatLine(page, seat), /10 of 10 home · team with .* · 1st place/);
  }
  await done(context, errors);
});

test('a computer player that cannot start is reported, and the game stays (dead worker)', async () => {
  const context = await t.newContext({ serviceWorkers: 'block' });
  await context.route('**/worker_loader.js', (route) => route.fulfill({
    contentType: 'text/javascript',
    body: "self.onmessage = () => { throw new Error('dead'); }; self.postMessage('ready');",
  }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${t.url}#/chinese-checkers`);
  // Red, the first to move, is the computer.
  await newGame(page, { players: 2, seats: { 'Red (South)': 'Easy', 'Blue (North)': 'Person' } });
  await page.getByRole('alert').getByText('The computer could not choose a move').waitFor({ timeout: 20000 });
  assert.match(await page.getByRole('alert').getByText('The computer could not choose a move').innerText(),
    /the computer player failed to start/);
  assert.deepEqual(await moves(page), []);
  assert.match(await status(page), /Red \(South\) to move/);
  assert.deepEqual(errors.filter((e) => !/dead/.test(e)), []);
  await context.close();
});

test('the 181-hole star plays between people, in Hindi too (CC-3)', async () => {
  const { context, page, errors } = await open({ reducedMotion: 'reduce' });
  await newGame(page, { players: 2, marbles: 15, seats: { 'Red (South)': 'Person', 'Blue (North)': 'Person' } });
  await until(async () => (await page.getByRole('button', { name: /^hole [a-p]\d+,/ }).count()) === 181, { message: '181 holes' });
  assert.equal(await label(page, 'a1'), 'hole a1, red marble, South corner');
  assert.equal(await label(page, 'a21'), 'hole a21, blue marble, North corner');
  // Red's front row is row 5 (a5-e5, holes 166-170): a5 steps up-right to g6 (156).
  await hole(page, 'a5').click();
  await hole(page, 'g6').click();
  await until(async () => /Blue \(North\) to move/.test(await status(page)), { message: 'Blue to move' });
  await hole(page, 'a17').click();
  await hole(page, 'g16').click();
  await until(async () => (await moves(page)).length === 2, { message: 'two moves' });
  assert.deepEqual(await moves(page), ['a5-g6', 'a17-g16']);
  // Between people, take-back goes one move.
  await page.getByRole('button', { name: 'Take back' }).click();
  await until(async () => (await moves(page)).length === 1, { message: 'one taken back' });

  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await until(async () => /नीले \(उत्तर\) की बारी/.test(await status(page)), { message: 'Hindi status' });
  assert.equal(await page.getByRole('button', { name: /^छेद a21,/ }).getAttribute('aria-label'), 'छेद a21, नीला कंचा, उत्तर कोना');
  await page.getByRole('button', { name: /Switch to English/ }).click();
  await done(context, errors);
});

test('a corrupt save gives a message and a fresh game, and is kept aside', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  const bad = JSON.stringify({ format: 1, game: 'chinese-checkers', players: 2, marbles: 10,
    seats: ['S:person', 'N:easy'], moves: ['111-102', '0-1'] });
  await putSave(page, 'chinese-checkers', bad);
  await page.goto(`${t.url}#/chinese-checkers`);
  const alert = page.getByRole('alert');
  await alert.getByText('The saved game could not be read').waitFor();
  assert.match(await alert.innerText(), /illegal move '0-1'/);
  assert.equal(await page.evaluate(() => localStorage.getItem('ttakji.unreadable.chinese-checkers.1')), bad);
  await hole(page, 'a4').click();
  await hole(page, 'e5').click();
  await until(async () => (await moves(page)).length === 2, { message: 'the fresh game plays' });
  await done(context, errors);
});
