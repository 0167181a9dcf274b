// Saved games: saves written before the envelope still load, a corrupt save gives a clear
// message and a playable board (never a crash) and is kept aside, every one of them, to be
// copied out; and a dead computer player is replaced without losing the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, point, until, moves, putSave, readSave, fakeClipboard } from '../helpers.mjs';

const t = useApp();

const START = '.../.../.../....../.../.../... w 9 9 0 0';

for (const [what, save, detail] of [
  ['an illegal move', { format: 1, game: 'tigadi', flying: false, mode: 'pass-and-play', start: START, moves: ['d6', 'd6'] }, 'illegal move: d6'],
  ['a broken position', { format: 1, game: 'tigadi', flying: false, mode: 'pass-and-play', start: 'W.. w 9 9 0 0', moves: [] }, 'bad position string'],
  ['text that is not JSON', '{"format": 1, "game": "tig', 'not a saved game'],
]) {
  test(`a saved game with ${what} gives a message and a fresh, playable board`, async () => {
    const { context, page, errors } = await t.open();
    await page.goto(t.url);
    await putSave(page, 'tigadi', save);
    await page.goto(`${t.url}#/tigadi`);
    const alert = page.getByRole('alert');
    await alert.getByText('The saved game could not be read').waitFor();
    assert.match(await alert.innerText(), new RegExp(detail));
    assert.match(await alert.innerText(), /A new game has started/);
    assert.equal(await page.getByRole('dialog').count(), 0);
    // The fresh game plays: the person places, the computer (the default opponent) answers.
    await point(page, 'd6').click();
    await until(async () => (await moves(page)).length === 2, { message: 'two moves' });
    await alert.getByRole('button', { name: 'Close' }).click();
    await alert.waitFor({ state: 'detached' });
    // And the repaired game is what is saved now.
    const saved = await readSave(page, 'tigadi');
    assert.deepEqual(saved.moves, await moves(page));
    await done(context, errors);
  });
}

// Saves exactly as the app wrote them before the envelope (format 1: the game's body alone),
// each with a person to move (so that nothing changes while the test looks).
const TODAYS_SAVES = [
  ['nine-mens-morris', '{"format":1,"game":"nine-mens-morris","flying":true,"mode":"computer","level":"easy","human":"first","start":".../.../.../....../.../.../... w 9 9 0 0","moves":["a1","a4"],"redo":[],"seed":12345}', (b) => b.moves, 2],
  ['tigadi', '{"format":1,"game":"tigadi","flying":false,"mode":"computer","level":"easy","human":"first","start":".../.../.../....../.../.../... w 9 9 0 0","moves":["a1","a4"],"redo":[],"seed":12345}', (b) => b.moves, 2],
  ['makruk', '{"format":1,"game":"makruk","flying":false,"mode":"computer","level":"easy","human":"first","start":"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1","moves":["d1c2","e8d7"],"redo":[],"seed":12345}', (b) => b.moves, 2],
  ['backgammon', '{"format":1,"game":"backgammon","mode":"computer","level":"easy","human":"first","length":3,"jacoby":false,"cube":true,"seed":21,"games":[["play 24/23 24/18","roll","play 24/16(2)"]]}', (b) => b.games[0], 3],
  ['chinese-checkers', '{"format":1,"game":"chinese-checkers","players":2,"marbles":10,"teams":false,"play_on":false,"seats":["S:person","N:easy"],"moves":["111-102","3-16"],"redo":["102-103"],"seed":42}', (b) => b.moves, 2],
];

test("today's saves of all five games load, and are written again in the envelope", async () => {
  const { context, page, errors } = await t.open({ serviceWorkers: 'block' });
  await page.goto(t.url);
  for (const [slug, text, played, n] of TODAYS_SAVES) {
    await putSave(page, slug, text);
    await page.goto(`${t.url}#/${slug}`);
    await page.getByTestId('moves').waitFor();
    await until(async () => (await page.getByTestId('moves').innerText()).trim() !== '', { message: `${slug}'s moves` });
    assert.equal(await page.getByRole('alert').count(), 0, `${slug} loads without a notice`);
    assert.equal(await page.getByRole('dialog').count(), 0, `${slug} goes on, no new-game dialog`);
    // The screen saves what it shows: the same game, now in the envelope.
    await page.goto(t.url);
    await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
    const body = await readSave(page, slug);
    const want = JSON.parse(text);
    // The moves saved are kept (Backgammon's next roll may have followed by itself).
    assert.deepEqual(played(body).slice(0, n), played(want), `${slug}'s moves are kept`);
    const rest = ({ moves, games, ...others }) => others;
    assert.deepEqual(rest(body), rest(want), `${slug}'s body is today's save`);
  }
  await done(context, errors);
});

/** The unreadable saves kept aside for a game, by key. */
const keptAside = (page, slug) => page.evaluate((prefix) => Object.fromEntries(Object.keys(localStorage)
  .filter((k) => k.startsWith(prefix)).map((k) => [k, localStorage.getItem(k)])), `ttakji.unreadable.${slug}.`);

/** Opens `slug`'s screen over the unreadable save `text`, with a fake clipboard; the notice. */
async function openUnreadable(slug, text, clipboard) {
  const { context, page, errors } = await t.open({ serviceWorkers: 'block' });
  await fakeClipboard(context, clipboard);
  await page.goto(t.url);
  await putSave(page, slug, text);
  await page.goto(`${t.url}#/${slug}`);
  const alert = page.getByRole('alert');
  await alert.getByText('The saved game could not be read').waitFor();
  return { context, page, errors, alert };
}

test('a save corrupted twice: both are kept aside, and the notice copies each out', async () => {
  const first = JSON.stringify({ format: 1, game: 'tigadi', flying: false, mode: 'pass-and-play', start: START, moves: ['d6', 'd6'] });
  const second = '{"format": 2, "game": "tigadi", "body": {"broken';
  // The clipboard takes the text (and the test reads it back from the page).
  const { context, page, errors, alert } = await openUnreadable('tigadi', first, {});
  assert.match(await alert.innerText(), /It is kept in this browser as “ttakji\.unreadable\.tigadi\.1”\./);
  await alert.getByRole('button', { name: 'Copy the unreadable save' }).click();
  await alert.getByText('Copied.').waitFor();
  assert.equal(await page.evaluate(() => window.copied), first);
  // The fresh game is saved in its place; then that save goes bad too.
  await point(page, 'd6').click();
  await until(async () => (await moves(page)).length === 2, { message: 'the fresh game plays' });
  await putSave(page, 'tigadi', second);
  await page.reload();
  await alert.getByText('The saved game could not be read').waitFor();
  assert.match(await alert.innerText(), /“ttakji\.unreadable\.tigadi\.2”/);
  assert.deepEqual(await keptAside(page, 'tigadi'), {
    'ttakji.unreadable.tigadi.1': first,
    'ttakji.unreadable.tigadi.2': second,
  });
  await alert.getByRole('button', { name: 'Copy the unreadable save' }).click();
  await alert.getByText('Copied.').waitFor();
  assert.equal(await page.evaluate(() => window.copied), second);
  await done(context, errors);
});

test('where the clipboard is refused, the unreadable save is shown selected to copy by hand (Hindi too)', async () => {
  const bad = '{"format": 1, "game": "makruk", "moves": 7}';
  const { context, page, errors, alert } = await openUnreadable('makruk', bad, { refuse: true });
  await alert.getByRole('button', { name: 'Copy the unreadable save' }).click();
  const area = alert.getByRole('textbox', { name: 'The unreadable save' });
  await area.waitFor();
  assert.equal(await area.inputValue(), bad);
  await until(async () => page.evaluate(() => {
    const el = document.activeElement;
    return el?.tagName === 'TEXTAREA' && el.selectionStart === 0 && el.selectionEnd === el.value.length;
  }), { message: 'the text selected' });
  assert.match(await alert.innerText(), /the text is selected, copy it yourself/);
  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await alert.getByText('सहेजा गया खेल पढ़ा नहीं जा सका').waitFor();
  assert.match(await alert.innerText(), /वह इस ब्राउज़र में “ttakji\.unreadable\.makruk\.1” नाम से रखा गया है।/);
  await alert.getByRole('button', { name: 'पढ़ा न जा सका सहेजा खेल कॉपी करें' }).waitFor();
  await page.getByRole('button', { name: /Switch to English/ }).click();
  await done(context, errors);
});

const SILENT_WORKER = `
  self.onmessage = () => {};
  self.postMessage('ready');
`;

const CRASHING_WORKER = `
  self.onmessage = () => { throw new Error('the computer player crashed'); };
  self.postMessage('ready');
`;

for (const [what, script] of [['dies', CRASHING_WORKER], ['never answers (budget + 10 s)', SILENT_WORKER]]) {
  test(`a computer player that ${what} is replaced, the player is told, and it answers`, async () => {
    // The first worker says it is ready, then fails the request; its replacement is real.
    const context = await t.newContext({ serviceWorkers: 'block' });
    let loads = 0;
    await context.route('**/worker_loader.js', async (route) => {
      loads += 1;
      if (loads === 1) {
        await route.fulfill({ contentType: 'text/javascript', body: script });
      } else {
        await route.continue();
      }
    });
    const page = await context.newPage();
    await page.goto(`${t.url}#/tigadi`);
    await page.getByRole('dialog', { name: /New game/ }).getByRole('button', { name: 'Start' }).click();
    await point(page, 'd6').click();
    await page.getByRole('alert').getByText('The computer player stopped responding and was restarted')
      .waitFor({ timeout: 20000 });
    await until(async () => (await moves(page)).length === 2, { message: 'answer of the new worker' });
    assert.equal((await moves(page))[0], 'd6');
    assert.equal(loads, 2);
    await context.close();
  });
}
