// Shared set-up of the browser tests: Debian's Chromium through playwright-core, the static
// server, and a few helpers that act like a person (roles and accessible names).
import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { serveDist } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Debian's Chromium, headless. */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** Starts the server and the browser; `close()` stops both. */
export async function start() {
  const server = await serveDist();
  const browser = await launchBrowser();
  const newContext = (opts = {}) => browser.newContext({ locale: 'en-US', ...opts });
  return {
    url: server.url,
    browser,
    server,
    /** A fresh profile (own storage, own service worker) with an English UI. */
    newContext,
    /** A fresh profile with one page whose errors are collected. */
    open: async (opts = {}) => {
      const context = await newContext(opts);
      const page = await context.newPage();
      return { context, page, errors: watchErrors(page) };
    },
    close: async () => { await browser.close(); await server.close(); },
  };
}

/**
 * The app for one test file: started before its tests, stopped after them. The object is
 * filled in when the server and browser are up (`t.url`, `t.open()`, `t.newContext()`).
 */
export function useApp() {
  const t = {};
  before(async () => { Object.assign(t, await start()); });
  after(async () => { await t.close?.(); });
  return t;
}

/** The end of a test: the page logged no errors, and its profile goes. */
export async function done(context, errors) {
  assert.deepEqual(errors, []);
  await context.close();
}

/** Puts a saved game in the page's storage, as the app keeps it under `ttakji.game.<slug>`. */
export async function putSave(page, slug, save) {
  await page.evaluate(([key, text]) => localStorage.setItem(key, text),
    [`ttakji.game.${slug}`, typeof save === 'string' ? save : JSON.stringify(save)]);
}

/** The saved game of `slug` as the app wrote it: the envelope's body. */
export async function readSave(page, slug) {
  const text = await page.evaluate((key) => localStorage.getItem(key), `ttakji.game.${slug}`);
  const saved = JSON.parse(text);
  assert.equal(saved.format, 2, 'the save is in the envelope');
  assert.equal(saved.game, slug);
  return saved.body;
}

/**
 * Replaces the page's clipboard: it takes the text (kept in `window.copied` for the test to
 * read), or with `refuse` it refuses, as a browser may.
 */
export async function fakeClipboard(context, { refuse = false } = {}) {
  await context.addInitScript((refusing) => {
    const writeText = (text) => {
      if (refusing) return Promise.reject(new Error('not allowed'));
      window.copied = text;
      return Promise.resolve();
    };
    Object.defineProperty(navigator, 'clipboard', { value: { writeText } });
  }, refuse);
}

/** Drags with the mouse from one element's centre to another's, a few pixels first. */
export async function dragBetween(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Collects page errors so that a test can assert there were none. */
export function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return errors;
}

/** A board point by its coordinate: its accessible name starts with it ("d6, empty"). */
export function point(page, name) {
  return page.getByRole('button', { name: new RegExp(`^${name},`) });
}

/** A board point's whole accessible name ("d6, Black"). */
export function label(page, name) {
  return point(page, name).getAttribute('aria-label');
}

/** Polls `fn` until it returns a truthy value (Leptos updates the DOM asynchronously). */
export async function until(fn, { timeout = 15000, interval = 50, message = 'condition' } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${message} (last: ${last})`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** The move list's text, one entry per full move ("1. a1 d6"). */
export async function moveList(page) {
  const items = page.getByTestId('moves').locator('li');
  return (await items.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** All moves in order, from the move list. */
export async function moves(page) {
  if (await page.getByTestId('moves').count() === 0) return [];
  const list = await moveList(page);
  return list.flatMap((row) => row.split(' ').slice(1)).filter((m) => m && m !== '…');
}

/** Starts a new game through the dialog (opening it unless it is already open). */
export async function newGame(page, { opponent = 'pass', level = 'Easy', side = 'First', flying } = {}) {
  const dialog = page.getByRole('dialog', { name: /New game/ });
  const button = page.getByRole('button', { name: 'New game', exact: true });
  // The game screen renders its button and (on a first visit) the open dialog together:
  // wait for the screen before deciding, or a click may land while the dialog appears.
  await button.waitFor();
  if (!(await dialog.isVisible())) {
    await button.click();
  }
  await dialog.waitFor();
  if (opponent === 'pass') {
    await dialog.getByRole('radio', { name: /Pass and play/ }).check();
  } else {
    await dialog.getByRole('radio', { name: 'The computer' }).check();
    await dialog.getByRole('radio', { name: level, exact: true }).check();
    await dialog.getByRole('radio', { name: new RegExp(`^${side} \\(`) }).check();
  }
  if (flying !== undefined) {
    await dialog.getByRole('radio', { name: flying ? 'On' : 'Off', exact: true }).check();
  }
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Backgammon taken up from a Position ID and a Match ID: a new game against the computer
 * (the person White), or between two people (a money game, with a dice seed if given).
 */
export async function backgammonFrom(page, url, [position, match], { computer = false, seed } = {}) {
  await page.goto(`${url}#/backgammon`);
  const dialog = page.getByRole('dialog', { name: /New game/ });
  if (computer) {
    await dialog.getByRole('radio', { name: 'The computer' }).check();
    await dialog.getByRole('group', { name: 'You play' }).getByRole('radio', { name: 'White' }).check();
  } else {
    await dialog.getByRole('radio', { name: /Pass and play/ }).check();
    await dialog.getByRole('radio', { name: 'Money game' }).check();
  }
  if (seed !== undefined) {
    await dialog.getByText('More options').click();
    await dialog.getByRole('textbox', { name: /Dice seed/ }).fill(String(seed));
  }
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Position ID' }).click();
  const ids = page.getByRole('dialog', { name: 'Position ID and Match ID' });
  await ids.getByRole('textbox', { name: 'Position ID to play from' }).fill(position);
  await ids.getByRole('textbox', { name: 'Match ID to play from' }).fill(match);
  await ids.getByRole('button', { name: 'Play from here' }).click();
  await ids.waitFor({ state: 'detached' });
}

/** A new two-player Chinese Checkers game: Red (South) a person, Blue (North) as `north`. */
export async function chineseCheckersForTwo(page, url, north = 'Person') {
  await page.goto(`${url}#/chinese-checkers`);
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: '2 players' }).check();
  await dialog.getByRole('combobox', { name: 'Red (South)' }).selectOption({ label: 'Person' });
  await dialog.getByRole('combobox', { name: 'Blue (North)' }).selectOption({ label: north });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
}
