// The service worker's update path: a new build replaces the cached one on the next visit,
// without ever serving a mix of the two, and the app keeps working throughout.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, serveDist } from '../server.mjs';
import { done, launchBrowser, watchErrors, until } from '../helpers.mjs';

let root, server, browser;
before(async () => {
  root = await mkdtemp(join(tmpdir(), 'ttakji-dist-'));
  await cp(DIST, root, { recursive: true });
  server = await serveDist(root);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** "Deploys" a new build: the app's hashed files get a new name, the old ones disappear. */
async function deployNewBuild(hash) {
  const files = await readdir(root);
  const js = files.find((f) => /^ttakji-app-[0-9a-f]+\.js$/.test(f));
  const old = js.slice('ttakji-app-'.length, -'.js'.length);
  const renamed = files.filter((f) => f.includes(old)).map((f) => [f, f.replace(old, hash)]);
  for (const [from, to] of renamed) {
    await rename(join(root, from), join(root, to));
  }
  // The texts that name them: index.html, and the app's glue and the loader of its split
  // wasm, which name each other.
  const texts = ['index.html', ...renamed.map(([, to]) => to).filter((f) => f.endsWith('.js'))];
  for (const f of texts) {
    const text = await readFile(join(root, f), 'utf8');
    await writeFile(join(root, f), text.replaceAll(old, hash));
  }
  return old;
}

async function cachedUrls(page) {
  return page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (k) =>
    (await (await caches.open(k)).keys()).map((r) => r.url)))).flat());
}

const loadedWasm = (page) => page.evaluate(() => performance.getEntriesByType('resource')
  .map((e) => e.name).filter((n) => /ttakji-app-[0-9a-f]+_bg\.wasm$/.test(n)));

test('a new build is fetched in the background and used from the next load on', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  await until(async () => (await page.evaluate(() => !!navigator.serviceWorker.controller))
    && (await cachedUrls(page)).some((u) => u.endsWith('worker_bg.wasm')), { message: 'cached' });

  const oldHash = await deployNewBuild('0123456789abcdef');
  // This load still runs the cached build, complete, and finds the new one.
  await page.reload();
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  assert.ok((await loadedWasm(page)).every((u) => u.includes(oldHash)));
  await until(async () => (await cachedUrls(page)).some((u) => u.includes('0123456789abcdef_bg.wasm')),
    { message: 'new build cached' });
  const urls = await cachedUrls(page);
  assert.ok(urls.some((u) => u.includes(`${oldHash}_bg.wasm`)), 'the running build is kept for now');

  // The next load runs the new build.
  await page.reload();
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  await until(async () => (await loadedWasm(page)).some((u) => u.includes('0123456789abcdef')),
    { message: 'new build loaded' });
  await page.getByRole('link', { name: 'Play Tigadi' }).click();
  await page.getByRole('dialog', { name: /New game/ }).getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: /^d6,/ }).click();
  await until(async () => (await page.getByTestId('moves').locator('li').innerText()).split(/\s+/).length === 3,
    { message: 'the computer answers in the new build' });

  // One more build: the first one is dropped from the cache.
  await deployNewBuild('fedcba9876543210');
  await page.reload();
  await until(async () => (await cachedUrls(page)).some((u) => u.includes('fedcba9876543210_bg.wasm')),
    { message: 'third build cached' });
  assert.ok(!(await cachedUrls(page)).some((u) => u.includes(oldHash)), 'the first build is gone');
  await done(context, errors);
});
