// The home page, the language switch and the theme, as a visitor meets them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, point, until } from '../helpers.mjs';

const t = useApp();

test('home lists the five games, each with its board, its game and its rules', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  const titles = await cards.getByRole('heading', { level: 2 }).allInnerTexts();
  assert.deepEqual(titles, ['Makruk', 'Backgammon', "Nine Men's Morris", 'Tigadi', 'Chinese Checkers']);
  for (const name of titles) {
    const card = page.getByRole('listitem', { name });
    // Each picture is drawn in a task of its own just after the page shows.
    await card.locator('svg').first().waitFor();
    assert.equal(await card.locator('svg').count(), 1, `${name} shows its board`);
    assert.equal(await card.getByRole('link', { name: `Play ${name}` }).count(), 1, `${name} can be played`);
    assert.equal(await card.getByRole('link', { name: `Rules of ${name}` }).count(), 1, `${name} has rules`);
  }
  const games = [
    ['Tigadi', '#/tigadi', /Kaudi/],
    ['Makruk', '#/makruk', /Khun/],
    ['Chinese Checkers', '#/chinese-checkers', /No camping/],
    ['Backgammon', '#/backgammon', /bar/],
  ];
  for (const [name, hash, ruleText] of games) {
    await page.goto(t.url);
    await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
    await page.getByRole('link', { name: `Rules of ${name}` }).click();
    await page.getByRole('heading', { name: `${name}: Rules` }).waitFor();
    assert.match(await page.locator('article').innerText(), ruleText);
    await page.getByRole('link', { name: new RegExp(`Play ${name}`) }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    assert.equal(new URL(page.url()).hash, hash);
  }
  // An address that is no game says so plainly.
  await page.goto(`${t.url}#/chess`);
  await page.getByRole('heading', { name: 'This page does not exist.' }).waitFor();
  await done(context, errors);
});

test('switching to Hindi translates the page and the board, and survives a reload', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/tigadi`);
  await page.getByRole('dialog', { name: /New game/ }).getByRole('button', { name: 'Start' }).click();
  await point(page, 'd6').waitFor();
  assert.equal(await point(page, 'd6').getAttribute('aria-label'), 'd6, empty');

  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await until(async () => (await page.locator('html').getAttribute('lang')) === 'hi', { message: 'lang=hi' });
  await page.getByRole('heading', { name: 'तिगड़ी', level: 1 }).waitFor();
  await until(async () => (await point(page, 'd6').getAttribute('aria-label')) === 'd6, खाली',
    { message: 'Hindi point label' });
  await page.getByRole('button', { name: 'नया खेल', exact: true }).waitFor();
  await point(page, 'd6').click();
  await until(async () => /^d6, कौड़ी/.test(await point(page, 'd6').getAttribute('aria-label')),
    { message: 'd6 holds Kaudi, in Hindi' });

  await page.reload();
  await page.getByRole('heading', { name: 'तिगड़ी', level: 1 }).waitFor();
  await page.goto(t.url);
  await page.getByRole('heading', { name: 'खेल चुनें' }).waitFor();
  await page.getByRole('link', { name: 'बैकगैमन खेलें' }).waitFor();
  await page.getByRole('button', { name: /Switch to English/ }).click();
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  await done(context, errors);
});

test('the dark theme is applied and remembered', async () => {
  const context = await t.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(t.url);
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  await toggle.click();
  await until(async () => (await page.locator('html').getAttribute('data-theme')) === 'dark', { message: 'dark' });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(background, 'rgb(21, 18, 14)');
  await page.reload();
  await until(async () => (await page.locator('html').getAttribute('data-theme')) === 'dark', { message: 'dark after reload' });
  assert.equal(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed'), 'true');
  await context.close();
});
