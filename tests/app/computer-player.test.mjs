// Tigadi against the computer: the worker answers while the page stays responsive, the game
// survives a reload, and after one visit it loads and plays with the network gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, point, label, until, moves, newGame } from '../helpers.mjs';

const t = useApp();

/** Plays one move of the person: the first empty point of `wishes`, and a removal if asked. */
async function playPlacement(page, wishes) {
  const n = (await moves(page)).length;
  for (const p of wishes) {
    if (/^\w\d, empty/.test(await label(page, p))) {
      await point(page, p).click();
      const removable = page.getByRole('button', { name: /can be removed/ });
      await until(async () => (await moves(page)).length > n || await removable.count() > 0,
        { message: 'move or removal' });
      if ((await moves(page)).length === n) {
        await removable.first().click();
        await until(async () => (await moves(page)).length > n, { message: 'move with removal' });
      }
      return;
    }
  }
  throw new Error('no empty point among the wishes');
}

test('the computer answers from its worker while the page stays responsive', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await page.getByRole('link', { name: 'Play Tigadi' }).click();
  await newGame(page, { opponent: 'computer', level: 'Normal', side: 'First' });
  assert.match(await page.getByRole('listitem').filter({ hasText: 'Imli' }).innerText(), /computer/);

  // A heartbeat on the main thread: a search there would stall it for the whole budget.
  await page.evaluate(() => {
    window.maxGap = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      window.maxGap = Math.max(window.maxGap, now - last);
      last = now;
    }, 10);
  });
  const wishes = ['d6', 'b4', 'f4', 'd2', 'a7', 'g1', 'c3', 'e5', 'a1', 'g7', 'd7', 'a4'];
  await playPlacement(page, wishes);
  // While the computer thinks, the page still reacts to the person.
  const flip = page.getByRole('button', { name: 'Flip board' });
  await flip.click();
  assert.equal(await flip.getAttribute('aria-pressed'), 'true');
  assert.equal(await page.evaluate(() => 6 * 7), 42);
  await until(async () => (await moves(page)).length === 2, { message: "the computer's reply" });
  const reply = (await moves(page))[1];
  const to = reply.slice(0, 2);
  assert.match(await label(page, to), new RegExp(`^${to}, Imli`));
  for (let round = 0; round < 2; round++) {
    await playPlacement(page, wishes);
    await until(async () => (await moves(page)).length === 4 + 2 * round, { message: 'another reply' });
  }
  assert.ok(await page.evaluate(() => window.maxGap) < 450, 'the main thread never stalled');
  assert.equal((await moves(page)).length, 6);
  assert.deepEqual(errors, []);

  // Reload: the same game, same moves, same opponent.
  const before = await moves(page);
  await page.reload();
  await until(async () => (await moves(page)).join(' ') === before.join(' '), { message: 'game after reload' });
  assert.match(await page.getByRole('listitem').filter({ hasText: 'Imli' }).innerText(), /computer/);

  // Offline: wait until the service worker controls the page and holds both wasm files,
  // then cut the network (and stop the server) and start again from a reload.
  await until(() => page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const names = (await Promise.all((await caches.keys()).map(async (k) =>
      (await (await caches.open(k)).keys()).map((r) => r.url)))).flat();
    return names.some((u) => /ttakji-app-[0-9a-f]+_bg\.wasm$/.test(u))
      && names.some((u) => u.endsWith('/worker_bg.wasm'));
  }), { message: 'service worker ready with the app cached' });
  await context.setOffline(true);
  await t.server.close();
  await page.reload();
  await until(async () => (await moves(page)).join(' ') === before.join(' '), { message: 'game offline' });
  await playPlacement(page, wishes);
  await until(async () => (await moves(page)).length === 8, { message: 'the computer answers offline' });
  await page.goto(t.url);
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  assert.deepEqual(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)), []);
  await context.close();
});
