// Every game screen fits the window, as a person sees it with the page scrolled to the top:
// at 1280 × 800 the whole board and at least ten rows of the move list side by side; at
// 390 × 844 (a phone, also in Hindi) the board, the turn line, the clocks and the move strip
// with the newest move. No sideways scrolling, and reviewing a move leaves the board where it
// is. The phone's home page lists the five games with small pictures, all in the window.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, putSave, until } from '../helpers.mjs';
import { SAVES } from '../saves.mjs';

const t = useApp();

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };


/** Opens `slug`'s screen on its saved game, in `lang`, at `size`; waits for its moves. */
async function openGame(slug, size, lang = 'en') {
  const opened = await t.open({ ...size, serviceWorkers: 'block' });
  const { page } = opened;
  await page.goto(t.url);
  await page.evaluate((l) => localStorage.setItem('ttakji.settings', JSON.stringify({ lang: l, sound: false })), lang);
  await putSave(page, slug, SAVES[slug]);
  await page.goto(`${t.url}#/${slug}`);
  await page.getByTestId('board').waitFor();
  await page.getByTestId('moves').locator('li').nth(9).waitFor();
  return opened;
}

/**
 * What the page shows with nothing scrolled: the window, the page's scroll, the rectangles of
 * the board, the turn line and the clocks, and the move list's rows as far as they are visible
 * (cut to the window and to the list's own scrolling box).
 */
function measure() {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  };
  const cut = (a, b) => ({
    left: Math.max(a.left, b.left), top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom),
  });
  const win = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const list = document.querySelector('[data-testid=moves]');
  // The list's own scrolling box: the nearest ancestor that scrolls.
  let view = win;
  for (let e = list; e; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (/(auto|scroll)/.test(s.overflowX + s.overflowY) && e !== document.scrollingElement) {
      view = cut(win, box(e));
      break;
    }
  }
  const rows = [...list.querySelectorAll('li')];
  const last = rows[rows.length - 1];
  const seen = cut(view, box(list));
  return {
    width: innerWidth,
    height: innerHeight,
    scrollWidth: document.scrollingElement.scrollWidth,
    scrollY,
    board: box(document.querySelector('[data-testid=board]')),
    status: box(document.querySelector('[data-testid=status]')),
    clocks: [...document.querySelectorAll('[role=timer]')].map(box),
    rows: rows.length,
    rowHeight: box(rows[0]).height,
    listSeen: Math.max(0, seen.bottom - seen.top),
    newest: box(last),
    view,
  };
}

/** Asserts that `r` lies inside `area` (a window or a scrolling box), to half a pixel. */
function inside(r, area, what) {
  const ok = r.left >= area.left - 0.5 && r.top >= area.top - 0.5
    && r.right <= area.right + 0.5 && r.bottom <= area.bottom + 0.5;
  assert.ok(ok, `${what} at ${JSON.stringify(r)} is not inside ${JSON.stringify(area)}`);
}

/** The checks both sizes share: no sideways scroll; board, turn line and clocks in view. */
function assertFits(m, where) {
  const win = { left: 0, top: 0, right: m.width, bottom: m.height };
  assert.ok(m.scrollWidth <= m.width, `${where}: no sideways scroll (${m.scrollWidth} > ${m.width})`);
  assert.ok(m.board.width > 200 && m.board.height > 200, `${where}: a board is drawn`);
  inside(m.board, win, `${where}: the board`);
  inside(m.status, win, `${where}: the turn line`);
  m.clocks.forEach((c, i) => inside(c, win, `${where}: clock ${i + 1}`));
  inside(m.newest, m.view, `${where}: the newest move`);
  inside(m.newest, win, `${where}: the newest move`);
}

/** Presses the move before the newest in the list or strip: the board stays where it was. */
async function reviewKeepsBoard(page, before, where) {
  const buttons = page.getByTestId('moves').getByRole('button');
  const count = await buttons.count();
  if (count === 0) return; // backgammon's list is read, not reviewed
  const move = buttons.nth(count - 2);
  await move.click();
  await until(async () => (await move.getAttribute('aria-current')) === 'step', { message: `${where}: move reviewed` });
  await page.getByRole('status').filter({ has: page.getByRole('button', { name: /Back to the game|खेल पर लौटें/ }) }).waitFor();
  const after = await page.evaluate(measure);
  assert.equal(after.scrollY, 0, `${where}: the page did not scroll`);
  assert.ok(Math.abs(after.board.top - before.board.top) < 1, `${where}: the board stayed (${before.board.top} → ${after.board.top})`);
  inside(after.board, { left: 0, top: 0, right: after.width, bottom: after.height }, `${where}: the reviewed board`);
}

for (const slug of Object.keys(SAVES)) {
  test(`${slug} at 1280 × 800: the whole board and ten rows of moves, side by side`, async () => {
    const { context, page, errors } = await openGame(slug, DESKTOP);
    const m = await page.evaluate(measure);
    assertFits(m, slug);
    const wanted = Math.min(10, m.rows) * m.rowHeight - 1;
    assert.ok(m.listSeen >= wanted, `${slug}: ${m.listSeen.toFixed(0)} px of moves seen, ${wanted.toFixed(0)} wanted`);
    assert.ok(m.newest.left >= m.board.right, `${slug}: the moves beside the board`);
    await reviewKeepsBoard(page, m, slug);
    await done(context, errors);
  });

  test(`${slug} at 390 × 844: board across, turn line, clocks and the move strip in view`, async () => {
    const { context, page, errors } = await openGame(slug, PHONE);
    const m = await page.evaluate(measure);
    assertFits(m, slug);
    assert.ok(m.board.width >= m.width - 32.5, `${slug}: the board spans the width (${m.board.width})`);
    // A strip: the rows side by side in one line, the newest at its end.
    assert.ok(m.listSeen <= 2 * m.rowHeight + 1, `${slug}: one line of moves (${m.listSeen} px high)`);
    await reviewKeepsBoard(page, m, slug);
    await done(context, errors);
  });
}

test('Hindi at 390 × 844: every game fits as in English', async () => {
  for (const slug of Object.keys(SAVES)) {
    const { context, page, errors } = await openGame(slug, PHONE, 'hi');
    assertFits(await page.evaluate(measure), `${slug} (hi)`);
    await done(context, errors);
  }
});

test('the phone home page lists the five games with small pictures, all in view', async () => {
  const { context, page, errors } = await t.open({ ...PHONE, serviceWorkers: 'block' });
  await page.goto(t.url);
  await putSave(page, 'makruk', SAVES.makruk);
  await page.goto(t.url);
  await page.getByRole('link', { name: 'Continue Makruk' }).waitFor();
  await page.locator('.cards .card-art svg').nth(4).waitFor(); // drawn just after the page
  const cards = await page.locator('.cards > li').evaluateAll((items) => items.map((li) => {
    const art = li.querySelector('.card-art svg').getBoundingClientRect();
    const link = li.querySelector('a').getBoundingClientRect();
    return { art: { w: art.width, h: art.height, bottom: art.bottom }, link: { bottom: link.bottom, h: link.height } };
  }));
  assert.equal(cards.length, 5);
  for (const c of cards) {
    assert.ok(c.art.w > 40 && c.art.h > 40 && c.art.w <= 130 && c.art.h <= 130, `a small picture (${c.art.w} × ${c.art.h})`);
    assert.ok(c.link.bottom <= 844 && c.art.bottom <= 844, 'the card in view');
    assert.ok(c.link.h >= 44, 'its link is a tap target');
  }
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'no sideways scroll');
  await done(context, errors);
});
