// Measures the game library with 1,000 games: one game of each kind is finished through the
// app (the mid-game saves of tests/saves.mjs, resigned; Chinese Checkers played out), the five
// records the app wrote are copied 200 times each under new ids, and the script prints the
// records' text size, the browser's storage use (navigator.storage.estimate) before and after,
// and how long the Games page takes to show its first rows, with its long tasks.
//   trunk build --release && node scripts/library-size.mjs [dist dir] [games, default 1000]
import { resolve } from 'node:path';
import { serveDist } from '../tests/server.mjs';
import { launchBrowser, until } from '../tests/helpers.mjs';
import { SAVES, CC_FINISHED } from '../tests/saves.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const total = Number(process.argv[3] ?? 1000);

const ended = (save) => ({ ...save, ended: { reason: 'resignation', winner: 'second' } });

async function finishAll(page, url) {
  for (const slug of ['makruk', 'nine-mens-morris', 'tigadi']) {
    await page.goto(url);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`ttakji.game.${slug}`, JSON.stringify(ended(SAVES[slug]))]);
    await page.goto(`${url}#/${slug}`);
    await page.getByRole('dialog', { name: /wins/ }).waitFor();
  }
  await page.goto(url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), ['ttakji.game.backgammon', JSON.stringify(SAVES.backgammon)]);
  await page.goto(`${url}#/backgammon`);
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Resign this game' }).getByRole('button', { name: 'Offer' }).click();
  await page.getByRole('alertdialog', { name: /offers to resign/ }).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: /wins/ }).waitFor();
  await page.goto(url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), ['ttakji.game.chinese-checkers', JSON.stringify(CC_FINISHED)]);
  await page.goto(`${url}#/chinese-checkers`);
  await page.getByRole('dialog', { name: /wins/ }).waitFor();
}

const records = (page) => page.evaluate(() => new Promise((done, fail) => {
  const open = indexedDB.open('ttakji');
  open.onerror = () => fail(open.error);
  open.onsuccess = () => {
    const req = open.result.transaction('games').objectStore('games').getAll();
    req.onsuccess = () => { open.result.close(); done(req.result); };
    req.onerror = () => fail(req.error);
  };
}));

const fill = (page, copies) => page.evaluate((copies) => new Promise((done, fail) => {
  const open = indexedDB.open('ttakji');
  open.onsuccess = () => {
    const tx = open.result.transaction('games', 'readwrite');
    const store = tx.objectStore('games');
    for (const { id, text } of copies) store.put({ id, text });
    tx.oncomplete = () => { open.result.close(); done(); };
    tx.onerror = () => fail(tx.error);
  };
}), copies);

const usage = (page) => page.evaluate(async () => (await navigator.storage.estimate()).usage);

const server = await serveDist(dist);
const browser = await launchBrowser();
const context = await browser.newContext({ locale: 'en-US' });
await context.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(Math.round(e.duration)); })
    .observe({ type: 'longtask', buffered: true });
});
const page = await context.newPage();
await finishAll(page, server.url);
const kept = await until(async () => { const r = await records(page); return r.length >= 5 ? r : null; },
  { message: 'the finished games kept', timeout: 5000 }).catch(async (e) => {
  const r = await records(page);
  throw new Error(`${e.message}: kept ${r.map((x) => x.id).join(', ')}`);
});
const before = await usage(page);
const copies = [];
for (let i = 0; copies.length < total; i++) {
  const r = kept[i % kept.length];
  const record = JSON.parse(r.text);
  record.id = `${record.id}-copy${i}`;
  record.date -= i * 60000;
  copies.push({ id: record.id, text: JSON.stringify(record) });
}
await fill(page, copies);
const after = await usage(page);
const chars = copies.reduce((n, c) => n + c.text.length, 0);
console.log(`kept by the app: ${kept.map((r) => `${JSON.parse(r.text).game} ${r.text.length} chars`).join(', ')}`);
console.log(`${total} records: ${chars} chars of record text (${(chars / total).toFixed(0)} a game)`);
console.log(`storage estimate: ${before} B before, ${after} B after, ${after - before} B for the ${total} games`);

const t0 = Date.now();
await page.goto(`${server.url}#/games`);
await page.getByRole('heading', { name: `Past games (${total + kept.length})` }).waitFor({ timeout: 60000 });
await page.getByRole('article').first().waitFor();
console.log(`Games page with ${total + kept.length} games: rows shown after ${Date.now() - t0} ms`);
await page.waitForTimeout(500);
console.log(`long tasks of the Games page's load (ms): ${JSON.stringify(await page.evaluate(() => window.__long))}`);
await browser.close();
await server.close();
