// Saved games: a corrupt save gives a clear message and a playable board, never a crash;
// and a dead computer player is replaced without losing the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, watchErrors, point, until, moves } from './helpers.mjs';

let t;
before(async () => { t = await start(); });
after(async () => { await t?.close(); });

const START = '.../.../.../....../.../.../... w 9 9 0 0';

for (const [what, save, detail] of [
  ['an illegal move', { format: 1, game: 'tigadi', flying: false, mode: 'pass-and-play', start: START, moves: ['d6', 'd6'] }, 'illegal move: d6'],
  ['a broken position', { format: 1, game: 'tigadi', flying: false, mode: 'pass-and-play', start: 'W.. w 9 9 0 0', moves: [] }, 'bad position string'],
  ['text that is not JSON', '{"format": 1, "game": "tig', 'not a saved game'],
]) {
  test(`a saved game with ${what} gives a message and a fresh, playable board`, async () => {
    const context = await t.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(t.url);
    await page.evaluate((text) => localStorage.setItem('ttakji.game.tigadi', text),
      typeof save === 'string' ? save : JSON.stringify(save));
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
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('ttakji.game.tigadi')));
    assert.deepEqual(saved.moves, await moves(page));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

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
