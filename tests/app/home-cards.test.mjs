// The home page's cards draw each game in progress as it stands (its saved position), the
// start without a save, and the plain picture over a save that cannot be read (which stays).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, putSave } from '../helpers.mjs';

const t = useApp();

/**
 * What a card's picture draws, by spot: a Makruk piece (its side and shape), a Morris piece
 * (its point's classes), a backgammon stack (count and colour), a Chinese Checkers marble
 * (its seat); and how many checkers are borne off.
 */
function drawn(page, name) {
  return page.getByRole('listitem', { name }).locator('.card-art svg').evaluate((svg) => {
    const out = {};
    for (const g of svg.querySelectorAll('[data-square]')) {
      const p = g.querySelector('.mk-piece');
      const shape = [...p.querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' ');
      out[g.dataset.square] = `${p.getAttribute('class')} ${shape}`;
    }
    for (const g of svg.querySelectorAll('[data-point]')) out[g.dataset.point] = g.getAttribute('class');
    for (const g of svg.querySelectorAll('[data-place]')) {
      const checkers = g.querySelectorAll('.ck');
      if (checkers.length === 0) continue;
      const count = g.querySelector('.ck-count')?.textContent ?? String(checkers.length);
      out[g.dataset.place] = `${count} ${checkers[0].getAttribute('class')}`;
    }
    for (const g of svg.querySelectorAll('[data-hole]')) out[g.dataset.hole] = g.querySelector('.marble').getAttribute('class');
    const off = svg.querySelectorAll('.slab').length;
    if (off > 0) out.off = off;
    return out;
  });
}

/** The home page, its cards drawn (each card's link appears with its picture). */
async function home(page) {
  await page.goto(t.url);
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  await page.getByRole('link', { name: 'Rules of Chinese Checkers' }).waitFor();
}

/** `map` with the piece on `from` moved to `to`. */
function moved(map, ...steps) {
  const out = { ...map };
  for (const [from, to] of steps) {
    assert.ok(out[from], `a piece on ${from}`);
    out[to] = out[from];
    delete out[from];
  }
  return out;
}

// Saves with a few moves, each with a person to move (as tests/app/storage.test.mjs has them).
const SAVES = {
  makruk: '{"format":1,"game":"makruk","flying":false,"mode":"computer","level":"easy","human":"first","start":"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1","moves":["d1c2","e8d7"],"redo":[],"seed":12345}',
  'nine-mens-morris': '{"format":1,"game":"nine-mens-morris","flying":true,"mode":"computer","level":"easy","human":"first","start":".../.../.../....../.../.../... w 9 9 0 0","moves":["a1","a4"],"redo":[],"seed":12345}',
  tigadi: '{"format":1,"game":"tigadi","flying":false,"mode":"computer","level":"easy","human":"first","start":".../.../.../....../.../.../... w 9 9 0 0","moves":["a1","a4"],"redo":[],"seed":12345}',
  // Black starts with 24/23 24/18 (White's 1 to its 2 and 7), White (the person, at the
  // bottom) plays 24/16(2).
  backgammon: '{"format":1,"game":"backgammon","mode":"computer","level":"easy","human":"first","length":3,"jacoby":false,"cube":true,"seed":21,"games":[["play 24/23 24/18","roll","play 24/16(2)"]]}',
  'chinese-checkers': '{"format":1,"game":"chinese-checkers","players":2,"marbles":10,"teams":false,"play_on":false,"seats":["S:person","N:easy"],"moves":["111-102","3-16"],"redo":["102-103"],"seed":42}',
};

const NAMES = { makruk: 'Makruk', 'nine-mens-morris': "Nine Men's Morris", tigadi: 'Tigadi', backgammon: 'Backgammon', 'chinese-checkers': 'Chinese Checkers' };

/** Every card's picture without saves: the start positions. */
async function startPictures() {
  const { context, page, errors } = await t.open({ serviceWorkers: 'block' });
  await home(page);
  const start = {};
  for (const [slug, name] of Object.entries(NAMES)) start[slug] = await drawn(page, name);
  await done(context, errors);
  return start;
}

test('without a save each card draws the start position', async () => {
  const start = await startPictures();
  assert.equal(Object.keys(start.makruk).length, 32, 'Makruk: 32 pieces');
  assert.match(start.makruk.d1, /^mk-piece first /);
  assert.match(start.makruk.e8, /^mk-piece second /);
  assert.equal(start.makruk.e8.slice('mk-piece second'.length), start.makruk.d1.slice('mk-piece first'.length), 'the two Khun');
  assert.deepEqual(start['nine-mens-morris'], {}, 'no Morris piece yet');
  assert.deepEqual(start.tigadi, {}, 'no Tigadi piece yet');
  assert.deepEqual(start.backgammon, {
    p24: '2 ck white', p13: '5 ck white', p8: '3 ck white', p6: '5 ck white',
    p1: '2 ck black', p12: '5 ck black', p17: '3 ck black', p19: '5 ck black',
  });
  const cc = Object.values(start['chinese-checkers']);
  assert.equal(cc.length, 60, 'ten marbles in each of the six corners');
  assert.equal(new Set(cc).size, 6);
});

test("each game's card draws its saved game as it stands", async () => {
  const start = await startPictures();
  const want = {
    makruk: moved(start.makruk, ['d1', 'c2'], ['e8', 'd7']),
    'nine-mens-morris': { a1: 'pt first', a4: 'pt second' },
    tigadi: { a1: 'pt first', a4: 'pt second' },
    backgammon: (({ p24, p1, ...rest }) => ({ ...rest, p16: '2 ck white', p2: '1 ck black', p7: '1 ck black' }))(start.backgammon),
    'chinese-checkers': moved(Object.fromEntries(Object.entries(start['chinese-checkers'])
      .filter(([, seat]) => /seat-(s|n)$/.test(seat))), ['111', '102'], ['3', '16']),
  };
  assert.equal(Object.keys(want['chinese-checkers']).length, 20, 'two seats of ten marbles');
  const { context, page, errors } = await t.open({ serviceWorkers: 'block' });
  await page.goto(t.url);
  for (const [slug, save] of Object.entries(SAVES)) await putSave(page, slug, save);
  await home(page);
  const got = {};
  for (const [slug, name] of Object.entries(NAMES)) {
    await page.getByRole('link', { name: `Continue ${name}` }).waitFor();
    got[slug] = await drawn(page, name);
  }
  assert.deepEqual(got, want, 'each card draws its saved position');
  for (const name of Object.values(NAMES)) {
    const art = page.getByRole('listitem', { name }).locator('.card-art svg');
    assert.equal(await art.getAttribute('aria-hidden'), 'true', `${name}'s picture is hidden from screen readers`);
    assert.equal(await art.locator('[role], [tabindex]').count(), 0, `${name}'s picture has nothing to operate`);
  }
  await done(context, errors);
});

test('a save that cannot be read leaves the home page working, its card the plain picture, and the save', async () => {
  const start = await startPictures();
  const { context, page, errors } = await t.open({ serviceWorkers: 'block' });
  await page.goto(t.url);
  const corrupt = SAVES.makruk.replace('"e8d7"', '"e8e6"');
  await putSave(page, 'makruk', corrupt);
  await putSave(page, 'chinese-checkers', '{"format": 2, "game": "chinese-chec');
  await putSave(page, 'tigadi', SAVES.tigadi);
  await home(page);
  await page.getByRole('link', { name: 'Continue Tigadi' }).waitFor();
  assert.deepEqual(await drawn(page, 'Tigadi'), { a1: 'pt first', a4: 'pt second' }, 'the readable save is drawn');
  for (const [slug, name] of [['makruk', 'Makruk'], ['chinese-checkers', 'Chinese Checkers']]) {
    assert.equal(await page.getByRole('link', { name: `Play ${name}` }).count(), 1, `${name} offers a new game`);
    assert.deepEqual(await drawn(page, name), start[slug], `${name}'s card keeps its picture`);
  }
  assert.equal(await page.getByRole('alert').count(), 0, 'no notice on the home page');
  const kept = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
    .filter((k) => k.startsWith('ttakji.game.') || k.startsWith('ttakji.unreadable.')).map((k) => [k, localStorage.getItem(k)])));
  assert.deepEqual(kept, {
    'ttakji.game.makruk': corrupt,
    'ttakji.game.chinese-checkers': '{"format": 2, "game": "chinese-chec',
    'ttakji.game.tigadi': SAVES.tigadi,
  }, 'the home page writes no save and moves none aside');
  await done(context, errors);
});
