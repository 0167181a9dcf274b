// Every game screen fits the window, as a person sees it with the page scrolled to the top:
// at 1280 × 800 the whole board and at least ten rows of the move list side by side; at
// 390 × 844 (a phone, also in Hindi) the board, the turn line, the clocks and the move strip
// with the newest move. No sideways scrolling, and reviewing a move leaves the board where it
// is. The phone's home page lists the five games with small pictures, all in the window.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, putSave, until } from '../helpers.mjs';

const t = useApp();

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// Mid-game saves with a person to move and more than ten rows of moves (moves from
// `ttakji bestmove <game> --level easy`; the backgammon game played through the app, seed 36).
const SAVES = {
  // Pass and play with the clock: 20 full moves, White to move.
  makruk: {
    format: 1, game: 'makruk', flying: false, mode: 'pass-and-play', start: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
    moves: 'd3d4 c8c7 a1a2 d6d5 e3e4 g6g5 a2d2 b6b5 h3h4 f8g7 h4g5 f6g5 d2b2 g8f6 b1d2 b8d7 g1e2 a6a5 f1g2 g5g4 e4d5 e6d5 e2f4 h6h5 a3a4 h8h6 f4e6 e8f7 e6g5 f7g8 b2c2 g8f8 g2f1 c7d6 f1e2 f8e7 e2f1 g7g6 f3f4 b5a4'.split(' '),
    redo: [], seed: 7, clock: { main_ms: [290000, 280000], periods: [3, 3], period_used_ms: 0 },
  },
  'nine-mens-morris': {
    format: 1, game: 'nine-mens-morris', flying: true, mode: 'pass-and-play', start: '.../.../.../....../.../.../... w 9 9 0 0',
    moves: 'a7 e3 g7 d7 c4 e5 d6 c5 g4 e4xg4 d5 a4 c3 f4 d2 g4xd5 g1 d5xg1 d2-f2 e3-d3 d6-b6 d5-d6 b6-b4 d6-d5xg7 f2-d2 g4-g1 b4-b6 d5-d6 d2-b2 e5-d5xb6'.split(' '),
    redo: [], seed: 7,
  },
  tigadi: {
    format: 1, game: 'tigadi', flying: false, mode: 'pass-and-play', start: '.../.../.../....../.../.../... w 9 9 0 0',
    moves: 'a7 e3 g7 d7 e5 c3 f6xd7 d3xa7 c5 d2 f4 b2 f2xd2 d5 c4 d7 g1 d6xg1 f4-e4 d3-d2 e4-f4xc3 d2-d3 e5-e4 d5-e5 g7-g4xb2 d3-c3 c5-b6 e5-d5xc4 g4-g1 d5-e5'.split(' '),
    redo: [], seed: 7,
  },
  backgammon: {
    format: 1, game: 'backgammon', mode: 'pass-and-play', length: 0, jacoby: true, cube: true, seed: 36,
    games: [['play 8/2 6/3', 'roll', 'play 24/22* 24/21', 'roll', 'play bar/21 6/2(3)', 'roll', 'play 22/18 21/15', 'roll', 'play 8/5 6/1', 'roll', 'play 18/17* 15/10', 'roll', 'play bar/21 5/3', 'roll', 'play 17/8', 'roll', 'play 13/10 2/1', 'roll', 'play 13/10', 'roll', 'play 13/3 13/8 10/5', 'roll', 'play 13/10', 'roll', 'play 5/1 3/1', 'roll', 'play 13/9 13/8', 'roll', 'play 8/4 2/1', 'roll', 'play 10/8 10/9(2)', 'roll', 'play 13/7 4/1', 'roll', 'play 13/6', 'roll', 'play 7/1 2/1', 'roll', 'play 9/7 9/5', 'roll', 'play 21/9 13/1', 'roll', 'play 9/4* 8/2', 'roll', 'play bar/21* 3/1', 'roll', 'play bar/20']],
  },
  'chinese-checkers': {
    format: 1, game: 'chinese-checkers', players: 2, marbles: 10, teams: false, play_on: false, seats: ['S:person', 'N:person'],
    moves: '116-105 5-16 117-104 0-5-18 120-117-106 4-17 113-91 7-29 105-103-80 17-40 112-92-69 8-28-51 104-79-60-41 40-61 91-70-52 51-71 115-102 9-31 111-89 3-7 102-77 6-8-28-30-51-53 114-94 18-43-62-81 89-66 61-82-107-105 80-82-61-42-40-17-15-4 1-8-28-30-51 106-83 71-92-114'.split(' '),
    redo: [], seed: 42,
  },
};

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
