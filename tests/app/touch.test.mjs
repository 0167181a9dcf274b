// Touch at 390 × 844 (a phone held upright, touch screen): every board's tap targets and
// the screen's buttons are large enough to hit with a finger, backgammon's board lies along
// the phone's long side with readable numbers, the marks of legal destinations stand apart
// from empty squares and holes, and a piece is dragged with real touch events (Makruk,
// Chinese Checkers) while a tap still selects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, point, label, until, putSave } from '../helpers.mjs';

const t = useApp();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const START = 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1';
const MORRIS = '.../.../.../....../.../.../... w 9 9 0 0';
// Games in progress between two people on this device, a person to move.
const SAVES = {
  makruk: { format: 1, game: 'makruk', flying: false, mode: 'pass-and-play', start: START, moves: ['e3e4', 'd6d5'], redo: [], seed: 7 },
  'nine-mens-morris': { format: 1, game: 'nine-mens-morris', flying: true, mode: 'pass-and-play', start: MORRIS, moves: ['a7', 'e3'], redo: [], seed: 7 },
  tigadi: { format: 1, game: 'tigadi', flying: false, mode: 'pass-and-play', start: MORRIS, moves: ['a7', 'e3'], redo: [], seed: 7 },
  'chinese-checkers': { format: 1, game: 'chinese-checkers', players: 2, marbles: 10, teams: false, play_on: false, seats: ['S:person', 'N:person'], moves: [], redo: [], seed: 42 },
  backgammon: { format: 1, game: 'backgammon', mode: 'pass-and-play', length: 0, jacoby: false, cube: true, seed: 38, games: [[]] },
};

// Both sides' nine pieces placed, no mill (as in morris-positions.test.mjs).
const PLACED = ['a7', 'd7', 'g7', 'b6', 'd6', 'f6', 'a4', 'b4', 'g4', 'f4', 'c5', 'e5', 'c3', 'e3',
  'd2', 'd1', 'f2', 'a1'];

/** A phone page showing `slug`'s game in progress (its save changed by `change`). */
async function openOnPhone(slug, change = {}) {
  const { context, page, errors } = await t.open(PHONE);
  await page.goto(t.url);
  await putSave(page, slug, { ...SAVES[slug], ...change });
  await page.goto(`${t.url}#/${slug}`);
  await page.getByTestId('board').locator('[role="button"]').first().waitFor();
  return { context, page, errors };
}

/** The rendered boxes of the elements `selector` finds, with a name for the messages. */
function boxes(page, selector) {
  return page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    const name = e.getAttribute('aria-label') ?? e.textContent.trim();
    return { name, x: r.x, y: r.y, w: r.width, h: r.height };
  }));
}

function assertAtLeast(list, min, what) {
  assert.ok(list.length > 0, `${what}: none found`);
  const small = list.filter((b) => b.w < min - 0.01 || b.h < min - 0.01);
  assert.deepEqual(small.map((b) => `${b.name} ${b.w.toFixed(1)}×${b.h.toFixed(1)}`), [],
    `${what} smaller than ${min} × ${min} px`);
}

/** The board fits the phone's width, and its tap targets and the screen's buttons are big enough. */
async function checkTargets(page, slug) {
  const board = (await boxes(page, '[data-testid="board"]'))[0];
  assert.ok(board.x >= -0.5 && board.x + board.w <= 390.5, `${slug}: the board is inside the width`);
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= 390), `${slug}: no sideways scroll`);
  assertAtLeast(await boxes(page, '[data-testid="board"] [role="button"]'), 28, `${slug}: board tap targets`);
  const buttons = (await boxes(page, 'main button:visible'))
    .filter((b) => b.w > 0);
  const moveList = await boxes(page, '[data-testid="moves"] button');
  const low = buttons.filter((b) => b.h < 43.99 && !moveList.some((m) => m.x === b.x && m.y === b.y));
  assert.deepEqual(low.map((b) => `${b.name} ${b.h.toFixed(1)}`), [], `${slug}: buttons under 44 px tall`);
  return board;
}

for (const slug of ['makruk', 'nine-mens-morris', 'tigadi', 'chinese-checkers']) {
  test(`${slug}: tap targets at 390 × 844`, async () => {
    const { context, page, errors } = await openOnPhone(slug);
    await checkTargets(page, slug);
    if (slug === 'makruk') {
      assertAtLeast(await boxes(page, '[data-testid="board"] [data-square]'), 44, 'Makruk squares');
    } else if (slug !== 'chinese-checkers') {
      assertAtLeast(await boxes(page, '[data-testid="board"] [data-point]'), 44, `${slug} points`);
    }
    await done(context, errors);
  });
}

/** Font size of SVG text as drawn: its computed size times the SVG's scale. */
function drawnSizes(page, selector) {
  return page.locator(selector).evaluateAll((els) => els.map((e) => {
    const m = e.getScreenCTM();
    return { name: e.textContent, size: parseFloat(getComputedStyle(e).fontSize) * Math.hypot(m.a, m.b) };
  }));
}

test('the 181-hole star at 390 × 844: holes a finger apart in a frame that pans sideways, opening on its middle', async () => {
  const { context, page, errors } = await openOnPhone('chinese-checkers', { marbles: 15 });
  assert.equal(await page.getByTestId('board').locator('[data-hole]').count(), 181);
  assertAtLeast(await boxes(page, '[data-testid="board"] [role="button"]'), 28, 'the big star\'s holes');
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= 390), 'no sideways scroll of the page');
  const frame = () => page.getByTestId('board').evaluate((svg) => {
    const f = svg.parentElement;
    return { spare: f.scrollWidth - f.clientWidth, left: f.scrollLeft };
  });
  await until(async () => (await frame()).left > 0, { message: 'the frame scrolled to the middle' });
  const { spare, left } = await frame();
  assert.ok(Math.abs(left - spare / 2) <= 1, `opens on the middle: ${left} of ${spare}`);
  // South's tip is in view; a tap on a front marble and one on its destination move it.
  const tip = (await boxes(page, '[data-testid="board"] [aria-label^="hole a1,"]'))[0];
  assert.ok(tip.x >= 0 && tip.x + tip.w <= 390, `South's tip in view at ${tip.x}`);
  await page.getByRole('button', { name: /^hole a5, red marble/ }).tap();
  await page.getByRole('button', { name: /, destination$/ }).first().tap();
  await until(async () => (await page.getByTestId('moves').locator('button').count()) === 1, { message: 'the move made' });
  await done(context, errors);
});

test('backgammon at 390 × 844: the board along the long side, readable numbers, points ≥ 28 px', async () => {
  const { context, page, errors } = await openOnPhone('backgammon');
  const board = await checkTargets(page, 'backgammon');
  assert.ok(board.h > board.w, `the board is taller than wide (${board.w}×${board.h})`);
  assert.ok(board.h <= 560, `the board leaves room below it (${board.h} px tall)`);
  // The points run top to bottom: the 24 points' boxes are wider than tall, in two columns.
  const points = await boxes(page, '[data-testid="board"] [data-place^="p"]');
  assert.equal(points.length, 24);
  assert.ok(points.every((p) => p.w > p.h), 'each point lies across the board');
  assert.equal(new Set(points.map((p) => Math.round(p.x))).size, 2, 'two columns of points');
  for (const [what, min] of [['.pt-num', 11], ['.pip-text', 11]]) {
    const sizes = await drawnSizes(page, `[data-testid="board"] ${what}`);
    assert.ok(sizes.length >= 2, `${what} drawn`);
    const small = sizes.filter((s) => s.size < min);
    assert.deepEqual(small.map((s) => `${s.name} ${s.size.toFixed(1)}`), [], `${what} under ${min} px`);
  }
  // The keyboard still walks the points in the same order: → from point 1 is the tray.
  assert.match(await page.getByTestId('board').locator('[data-place="p1"]').getAttribute('aria-label'), /^point 1/);
  await done(context, errors);
});

test('backgammon keeps its wide board at 1280 × 800', async () => {
  const { context, page, errors } = await t.open({ viewport: { width: 1280, height: 800 } });
  await page.goto(t.url);
  await putSave(page, 'backgammon', SAVES.backgammon);
  await page.goto(`${t.url}#/backgammon`);
  await page.locator('[data-testid="board"] [data-place="p1"]').waitFor();
  const board = (await boxes(page, '[data-testid="board"]'))[0];
  assert.ok(board.w > board.h, 'wider than tall');
  const points = await boxes(page, '[data-testid="board"] [data-place^="p"]');
  assert.ok(points.every((p) => p.h > p.w), 'points stand upright');
  await done(context, errors);
});

/** The size of the first element `selector` finds that is drawn (not display: none). */
async function drawnBox(page, selector) {
  return until(async () => {
    const list = await page.locator(selector).evaluateAll((els) => els
      .filter((e) => getComputedStyle(e).display !== 'none')
      .map((e) => { const r = e.getBoundingClientRect(); return { w: r.width, h: r.height }; }));
    return list[0];
  }, { message: `${selector} drawn` });
}

test('destination marks stand apart from empty squares, points and holes', async () => {
  // Makruk: the dot on an empty destination is clearly smaller than its square.
  let { context, page, errors } = await openOnPhone('makruk');
  await point(page, 'b1').tap();
  await until(async () => (await label(page, 'b1')).includes('selected'), { message: 'b1 selected' });
  const square = await drawnBox(page, '[data-square="d2"] .cell');
  const dot = await drawnBox(page, '[data-square="d2"].dest .dot');
  assert.ok(dot.w <= square.w * 0.4, `Makruk dot ${dot.w} in a square of ${square.w}`);
  await done(context, errors);

  // Morris and Tigadi: the mark on a destination is clearly larger than an empty point's
  // spot (all pieces placed, White to move).
  for (const slug of ['nine-mens-morris', 'tigadi']) {
    ({ context, page, errors } = await openOnPhone(slug, { moves: PLACED }));
    await point(page, 'd6').tap();
    await until(async () => (await label(page, 'd6')).includes('selected'), { message: 'd6 selected' });
    const spot = await drawnBox(page, '.pt:not(.first):not(.second):not(.dest) .spot');
    const mark = await drawnBox(page, '.pt.dest .hint');
    assert.ok(mark.w >= spot.w * 1.7, `${slug}: mark ${mark.w} on a spot of ${spot.w}`);
    await done(context, errors);
  }

  // Chinese Checkers: the destination's mark is clearly larger than an empty hole.
  ({ context, page, errors } = await openOnPhone('chinese-checkers'));
  await page.getByRole('button', { name: /^hole b3, red marble/ }).tap();
  await page.getByRole('button', { name: /^hole h5, destination/ }).waitFor();
  const hole = await drawnBox(page, '[data-hole="104"] .socket');
  const ccDot = await drawnBox(page, '[data-hole="105"].dest .dot');
  assert.ok(ccDot.w >= hole.w * 1.8, `Chinese Checkers mark ${ccDot.w} on a hole of ${hole.w}`);
  await done(context, errors);

  // Backgammon: a chosen checker's destination points are marked, big enough to see.
  ({ context, page, errors } = await openOnPhone('backgammon'));
  const movable = page.locator('[data-testid="board"] .spot.movable').first();
  await movable.waitFor();
  await movable.tap();
  const bgDot = await drawnBox(page, '[data-testid="board"] .dest-dot');
  assert.ok(bgDot.w >= 12, `backgammon destination mark ${bgDot.w} px`);
  await done(context, errors);
});

/**
 * Drags with touch events from one element's centre to another's (through CDP, as a finger),
 * resting on the last point before lifting as a finger that sets a piece down does (a finger
 * lifted while still moving is a fling, after which Chromium may take the next tap as the
 * fling's stop rather than a tap).
 */
async function touchDrag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const at = (x, y) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const [x0, y0] = [a.x + a.width / 2, a.y + a.height / 2];
  const [x1, y1] = [b.x + b.width / 2, b.y + b.height / 2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x0, y0) });
  for (let k = 1; k <= 10; k += 1) {
    const f = k / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x0 + (x1 - x0) * f, y0 + (y1 - y0) * f) });
  }
  for (let k = 1; k <= 3; k += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x1 + (k % 2) * 0.5, y1) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('Makruk: a touch drag moves a piece without scrolling the page; a tap selects', async () => {
  const { context, page, errors } = await openOnPhone('makruk');
  const scrolled = await page.evaluate(() => window.scrollY);
  await touchDrag(page, point(page, 'f3'), point(page, 'f4'));
  await until(async () => (await label(page, 'f4')).startsWith('f4, white Bia'), { message: 'f3-f4 by touch' });
  assert.equal(await label(page, 'f3'), 'f3, empty, last move');
  // What is drawn follows the names (the DOM is updated asynchronously).
  await until(async () => (await page.locator('[data-square="f4"] .piece-at').count()) === 1, { message: 'the Bia is drawn on f4' });
  await until(async () => (await page.locator('[data-square="f3"] .piece-at').count()) === 0, { message: 'and not on f3' });
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the page did not scroll');
  // Black to move: a tap chooses a piece.
  await point(page, 'c6').tap();
  await until(async () => (await label(page, 'c6')).includes('selected'), { message: 'c6 selected by a tap' });
  await done(context, errors);
});

test('Chinese Checkers: a touch drag moves a marble', async () => {
  const { context, page, errors } = await openOnPhone('chinese-checkers');
  const scrolled = await page.evaluate(() => window.scrollY);
  const from = page.getByRole('button', { name: /^hole b3, red marble/ });
  const to = page.getByRole('button', { name: /^hole h5, empty/ });
  await touchDrag(page, from, to);
  await page.getByRole('button', { name: /^hole h5, red marble/ }).waitFor();
  await page.getByRole('button', { name: /^hole b3, empty/ }).waitFor();
  await until(async () => (await page.locator('[data-hole="105"] .marble').count()) === 1, { message: 'the marble drawn on 105' });
  assert.equal(await page.locator('[data-hole="116"] .marble').count(), 0);
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the page did not scroll');
  await done(context, errors);
});
