// A part of the page's wasm (a game's screen) that cannot be fetched: the page says so, in
// English and Hindi, with "Try again", which then loads the game; "Close" tries again too
// (crates/split's loader and the shell's notice).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, point, until, watchErrors } from '../helpers.mjs';

const t = useApp();

/** The parts of the page's split wasm fetched when a screen first opens. */
const PARTS = /\/(split|chunk)_[^/]*\.wasm$/;

test('a game whose code cannot be fetched says so, and "Try again" then loads it', async () => {
  // No service worker: the page's own requests are the ones refused.
  const context = await t.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  let offline = true;
  const refused = [];
  await page.route(PARTS, (route) => {
    if (!offline) return route.continue();
    refused.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  await page.goto(t.url);
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  await page.getByRole('link', { name: 'Play Tigadi' }).click();

  // The page's one alert (a fresh profile has no other notice).
  const notice = page.getByRole('alert');
  await notice.waitFor();
  assert.ok(refused.length > 0, 'the screen asked for its parts');
  assert.equal(await page.getByRole('dialog', { name: /New game/ }).count(), 0, 'no screen without its code');
  assert.match(await notice.innerText(), /could not be loaded\. Check the connection and try again/);

  // In Hindi too.
  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await until(async () => /लोड नहीं हो सका/.test(await notice.innerText()), { message: 'the notice in Hindi' });
  await notice.getByRole('button', { name: 'फिर से कोशिश करें' }).waitFor();
  await page.getByRole('button', { name: /Switch to English/ }).click();

  // Still offline: trying again says so again.
  const tries = refused.length;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await until(() => refused.length > tries, { message: 'a second try' });
  await notice.waitFor();
  assert.equal(await notice.count(), 1, 'one notice, not one a try');

  // Closing the notice tries again too, so the loader never waits unseen: still offline,
  // the notice comes back.
  const closes = refused.length;
  await notice.getByRole('button', { name: 'Close' }).click();
  await until(() => refused.length > closes, { message: 'a try on closing' });
  await notice.waitFor();
  assert.equal(await notice.count(), 1, 'one notice after closing');

  // Online again: the game comes, and plays.
  offline = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await dialog.waitFor();
  await notice.waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await point(page, 'd6').click();
  await until(async () => /^d6, Kaudi/.test(await point(page, 'd6').getAttribute('aria-label')),
    { message: 'd6 holds Kaudi' });

  // The only errors logged are the browser's own about the refused requests.
  const failedLoads = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;
  await done(context, errors.filter((e) => !failedLoads.test(e)));
});
