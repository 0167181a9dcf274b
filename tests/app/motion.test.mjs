// What the computer did is visible: every move animates on every board (a copy of the piece
// runs from its old spot to its new one, through each hop), and nothing moves under
// `prefers-reduced-motion: reduce`; the last move's spots are marked (backgammon: one arrow
// with a head per step); the computer's backgammon turn is told under the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, point, label, until, moves, newGame, putSave, backgammonFrom, chineseCheckersForTwo, dragBetween } from '../helpers.mjs';

const t = useApp();

/** Records every `element.animate` call of the page: the piece's spot and its keyframes. */
async function watchAnimations(context) {
  await context.addInitScript(() => {
    window.slides = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      const shell = this.firstElementChild;
      window.slides.push({
        // The copy that runs carries its destination's name (`data-motion`).
        to: shell?.getAttribute('data-motion') ?? null,
        inLayer: !!this.closest('.motion-layer'),
        translate: frames.map((f) => f.translate ?? null),
        opacity: frames.map((f) => f.opacity ?? null),
        delay: options?.delay ?? 0,
        duration: options?.duration ?? 0,
      });
      return animate.call(this, frames, options);
    };
  });
}

/** A fresh profile whose animations are recorded, with one page and its errors. */
async function openWatched(opts = {}) {
  const context = await t.newContext(opts);
  await watchAnimations(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

const slides = (page) => page.evaluate(() => window.slides.filter((s) => s.inLayer));
const allAnimations = (page) => page.evaluate(() => window.slides.length);
const clearSlides = (page) => page.evaluate(() => { window.slides = []; });

/**
 * The offset in board units from spot `to` to spot `from` (the centres of their elements),
 * as the first keyframe's translate must say.
 */
const offset = (page, from, to) => page.evaluate(([a, b]) => {
  const svg = document.querySelector('svg.board');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const c = (sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  };
  const [fa, fb] = [c(a), c(b)];
  return [(fa[0] - fb[0]) / scale, (fa[1] - fb[1]) / scale];
}, [from, to]);

const parse = (translate) => translate.split(' ').map((v) => parseFloat(v));

/** The slide that ends on `to`, once it was started. */
const slideTo = (page, to) => until(async () => (await slides(page)).find((s) => s.to === to),
  { message: `a slide to ${to}` });

function assertNear([x, y], [ex, ey], what) {
  assert.ok(Math.abs(x - ex) < 2 && Math.abs(y - ey) < 2, `${what}: ${x},${y} is not ${ex},${ey}`);
}

/** Checks that the slide to `to` starts at `from`'s spot (by the board's selectors). */
async function assertSlide(page, attr, from, to) {
  const s = await slideTo(page, to);
  const want = await offset(page, `[${attr}="${from}"]`, `[${attr}="${to}"]`);
  assertNear(parse(s.translate[0]), want, `the slide ${from}-${to} starts at ${from}`);
  assert.equal(s.translate.at(-1), '0.0px 0.0px', 'it ends on the piece');
  assert.ok(s.duration >= 150 && s.duration <= 250 * (s.translate.length - 1), `${s.duration} ms`);
}

/** The squares / points whose accessible names mark the last move. */
const lastMarked = (page, attr) => page.locator(`[${attr}]`).evaluateAll((els, a) => els
  .filter((e) => /last move/.test(e.getAttribute('aria-label') ?? ''))
  .map((e) => e.getAttribute(a)), attr);

test('Makruk: the person\'s and the computer\'s moves slide, their squares marked; none with reduced motion', async () => {
  for (const reduced of [false, true]) {
    const { context, page, errors } = await openWatched(reduced ? { reducedMotion: 'reduce' } : {});
    await page.goto(`${t.url}#/makruk`);
    await newGame(page, { opponent: 'computer', level: 'Easy', side: 'First' });
    await point(page, 'e3').click();
    await until(async () => (await label(page, 'e3')).includes('selected'), { message: 'e3 chosen' });
    await point(page, 'e4').click();
    await until(async () => (await moves(page)).length === 2, { message: "the computer's reply" });
    const reply = await until(async () => {
      const marked = await lastMarked(page, 'data-square');
      return marked.length === 2 && !marked.includes('e4') && marked;
    }, { message: 'the reply marked' });
    // The reply's squares: the one left empty is where it came from.
    const empty = [];
    for (const sq of reply) if ((await label(page, sq)).includes('empty')) empty.push(sq);
    const from = empty[0];
    const to = reply.find((sq) => sq !== from);
    const cls = await page.locator(`[data-square="${to}"]`).getAttribute('class');
    assert.match(cls, /last-to/);
    assert.match(await page.locator(`[data-square="${from}"]`).getAttribute('class'), /last-from/);
    if (reduced) {
      assert.equal(await allAnimations(page), 0, 'no animation at all');
    } else {
      await assertSlide(page, 'data-square', 'e3', 'e4');
      await assertSlide(page, 'data-square', from, to);
      // Taken back, the two moves slide back.
      await clearSlides(page);
      await page.getByRole('button', { name: 'Take back' }).click();
      await until(async () => (await moves(page)).length === 0, { message: 'taken back' });
      await assertSlide(page, 'data-square', 'e4', 'e3');
      await assertSlide(page, 'data-square', to, from);
    }
    await done(context, errors);
  }
});

test('Nine Men\'s Morris: a placed stone drops in, a moved one slides, a removed one fades; its points marked', async () => {
  const { context, page, errors } = await openWatched();
  await page.goto(`${t.url}#/nine-mens-morris`);
  await newGame(page, { opponent: 'pass' });
  for (const p of ['a1', 'd6', 'a4', 'f4']) await point(page, p).click();
  await until(async () => (await moves(page)).length === 4, { message: '4 moves' });
  const drops = await page.evaluate(() => window.slides.filter((s) => s.opacity[0] === '0').length);
  assert.ok(drops >= 4, `${drops} stones dropped in`);
  // a7 closes a mill, d6 goes: it fades out, and the removal is marked with the move.
  await clearSlides(page);
  await point(page, 'a7').click();
  await until(async () => (await label(page, 'd6')).includes('can be removed'), { message: 'removal offered' });
  await point(page, 'd6').click();
  await until(async () => (await moves(page)).includes('a7xd6'), { message: 'a7xd6' });
  const fades = await until(async () => page.evaluate(() => window.slides
    .filter((s) => s.opacity[0] === '1' && s.opacity[1] === '0').length), { message: 'the removed stone fades' });
  assert.equal(fades, 1);
  assert.match(await page.locator('[data-point="d6"]').getAttribute('class'), /removed/);
  const tint = await page.locator('[data-point="d6"] .last-tint').evaluate((e) => getComputedStyle(e).display);
  assert.notEqual(tint, 'none', 'the removed stone\'s point is tinted');
  assert.match(await page.locator('[data-point="a7"]').getAttribute('class'), /last-to/);
  assert.deepEqual(await page.locator('[data-point="a7"] .last-tint').evaluate((e) => {
    const r = e.getBoundingClientRect();
    return [getComputedStyle(e).display !== 'none', r.width > 20];
  }), [true, true]);
  // Taken back: the removed stone comes back.
  await clearSlides(page);
  await page.getByRole('button', { name: 'Take back' }).click();
  await until(async () => (await label(page, 'd6')).startsWith('d6, Black'), { message: 'd6 back' });
  await until(async () => page.evaluate(() => window.slides.some((s) => s.opacity[0] === '0')),
    { message: 'the stone drops back in' });
  await done(context, errors);
});

test('Nine Men\'s Morris moving: a stone slides point to point, and back when the review steps back', async () => {
  const { context, page, errors } = await openWatched();
  await page.goto(t.url);
  const placed = ['a7', 'd7', 'g7', 'b6', 'd6', 'f6', 'a4', 'b4', 'g4', 'f4', 'c5', 'e5', 'c3', 'e3',
    'd2', 'd1', 'f2', 'a1'];
  await putSave(page, 'nine-mens-morris', { format: 1, game: 'nine-mens-morris', mode: 'pass-and-play',
    flying: true, start: '.../.../.../....../.../.../... w 9 9 0 0', moves: placed });
  await page.goto(`${t.url}#/nine-mens-morris`);
  await point(page, 'd6').click();
  await until(async () => (await label(page, 'd6')).includes('selected'), { message: 'd6 chosen' });
  await clearSlides(page);
  await point(page, 'd5').click();
  await until(async () => (await moves(page)).at(-1) === 'd6-d5', { message: 'd6-d5' });
  await assertSlide(page, 'data-point', 'd6', 'd5');
  assert.deepEqual((await lastMarked(page, 'data-point')).sort(), ['d5', 'd6']);
  // Reviewing the position before it: the stone slides back.
  await clearSlides(page);
  await page.getByRole('button', { name: 'Move 9, Black: a1' }).click();
  await until(async () => (await label(page, 'd6')).startsWith('d6, White'), { message: 'reviewing move 9' });
  await assertSlide(page, 'data-point', 'd5', 'd6');
  await done(context, errors);
});

test('Chinese Checkers: a marble hops hole to hole along its jumps; its first and last holes tinted', async () => {
  const { context, page, errors } = await openWatched();
  await chineseCheckersForTwo(page, t.url, 'Computer: Easy');
  // Holes by their number (`data-hole`), whatever their names say.
  const hole = (n) => page.locator(`svg.board [data-hole="${n}"]`);
  const count = () => page.getByTestId('moves').locator('.mv').count();
  await hole(111).click();
  await until(async () => /selected/.test(await hole(111).getAttribute('aria-label')), { message: '111 chosen' });
  await hole(102).click();
  await until(async () => (await count()) === 2, { message: "the computer's reply" });
  await assertSlide(page, 'data-hole', '111', '102');
  // The computer's marble: its slide starts at the first hole of its move, through each hop
  // of the path drawn.
  const ends = await until(async () => {
    const from = await page.locator('svg.board .hole.last-from').getAttribute('data-hole');
    const to = await page.locator('svg.board .hole.last-to').getAttribute('data-hole');
    return from !== '111' && [from, to];
  }, { message: 'the reply marked' });
  const hops = await page.locator('svg.board .last-path').evaluate((e) => e.points.numberOfItems);
  const s = await slideTo(page, ends[1]);
  assert.equal(s.translate.length, hops, 'one keyframe a hole');
  const want = await offset(page, `[data-hole="${ends[0]}"]`, `[data-hole="${ends[1]}"]`);
  assertNear(parse(s.translate[0]), want, 'from its first hole');
  for (const [h, cls] of [[ends[0], /last-from/], [ends[1], /last-to/]]) {
    assert.match(await hole(h).getAttribute('class'), cls);
    const shown = await hole(h).locator('.last-tint').evaluate((e) => getComputedStyle(e).display);
    assert.notEqual(shown, 'none', `hole ${h} tinted`);
  }
  await done(context, errors);
});

test('Chinese Checkers: a marble dragged to its hole stays there, the next move hops', async () => {
  const { context, page, errors } = await openWatched();
  await chineseCheckersForTwo(page, t.url);
  const hole = (n) => page.locator(`svg.board [data-hole="${n}"]`);
  await dragBetween(page, hole(111), hole(102));
  await until(async () => (await hole(102).locator('.marble').count()) === 1, { message: 'the marble drawn on 102' });
  // North's move by taps hops; by then the drop's change has long been animated, if at all.
  await hole(3).click();
  await until(async () => /selected/.test(await hole(3).getAttribute('aria-label')), { message: '3 chosen' });
  await hole(14).click();
  await assertSlide(page, 'data-hole', '3', '14');
  const dropped = (await slides(page)).filter((s) => s.to === '102');
  assert.equal(dropped.length, 0, 'the dragged marble did not hop again from 111');
  await done(context, errors);
});

// Black (the computer) to roll in a money game, cube in the middle, 25 pips ahead with
// contact: it doubles, and plays after the take (as in the backgammon tests).
const DOUBLE_TAKE = ['4Fvw4ADgc4cHAA', 'cAkAAAAAAAAE'];

// White to roll and ahead, may double; with seed 38 it rolls 6-1 after Black's take and
// 7/6* hits (as in the backgammon tests).
const DOUBLE_AHEAD = ['eN8HAAEGAQAAAA', 'MAEAAAAAAAAE'];

/** The steps of a play in gnubg notation, `13/7*(2) 6/5` → [[13,7],[13,7],[6,5]] (no chains). */
function playSteps(text) {
  return text.split(' ').flatMap((tok) => {
    const [, body, times] = tok.match(/^([^(]+)(?:\((\d)\))?$/);
    const pts = body.replace(/\*/g, '').split('/').map((p) => (p === 'bar' ? 25 : p === 'off' ? 0 : Number(p)));
    return Array(Number(times ?? 1)).fill([pts[0], pts.at(-1)]);
  });
}

test("Backgammon: the computer's turn is told and drawn: its checkers run, one arrow per step", async () => {
  for (const reduced of [false, true]) {
    const { context, page, errors } = await openWatched(reduced ? { reducedMotion: 'reduce' } : {});
    await backgammonFrom(page, t.url, DOUBLE_TAKE, { computer: true });
    const line = page.getByTestId('computer-turn');
    const offer = page.getByRole('alertdialog', { name: 'Black doubles to 2' });
    await offer.waitFor({ timeout: 30000 });
    assert.equal(await line.innerText(), 'Black doubles to 2');
    await offer.getByRole('button', { name: 'Take' }).click();
    await until(async () => (await page.getByTestId('moves').locator('li').count()) >= 3,
      { message: 'Black rolls and plays', timeout: 30000 });
    const entry = await page.getByTestId('moves').locator('li').nth(2).innerText();
    const [, a, b, play] = entry.match(/^Black (\d)(\d): (.+)$/);
    await until(async () => (await line.innerText()) === `Black rolled ${a}-${b}: ${play}`, { message: 'the turn told' });
    assert.ok(await line.isVisible(), 'shown, not only to screen readers');
    const box = await line.boundingBox();
    assert.ok(box.height > 8 && box.width > 50, 'a line of text on the screen');

    // One arrow with a head per step, from point to point (Black's numbers: 25 - White's).
    const arrows = await page.locator('svg.board path.last-arrow').evaluateAll((els) => els.map((e) => ({
      from: e.dataset.from, to: e.dataset.to, head: e.getAttribute('marker-end'),
    })));
    const steps = playSteps(play);
    const dice = a === b ? 4 : 2;
    assert.ok(arrows.length >= steps.length && arrows.length <= dice, `${arrows.length} arrows for ${play}`);
    const head = await page.locator('svg.board marker#bg-arrowhead path').count();
    assert.equal(head, 1, 'the arrowhead is drawn');
    for (const arrow of arrows) assert.equal(arrow.head, 'url(#bg-arrowhead)');
    const black = (key) => (key.startsWith('p') ? 25 - Number(key.slice(1)) : key.startsWith('bar') ? 25 : 0);
    // Each step of the play is a chain of arrows from its start to its end.
    const left = arrows.map((r) => [black(r.from), black(r.to)]);
    for (const [from, to] of steps) {
      let at = from;
      while (at !== to) {
        const exact = left.findIndex(([f, e]) => f === at && e === to);
        const i = exact >= 0 ? exact : left.findIndex(([f, e]) => f === at && e > to);
        assert.ok(i >= 0, `an arrow from ${at} towards ${to} (${play}: ${JSON.stringify(arrows)})`);
        at = left[i][1];
        left.splice(i, 1);
      }
    }
    if (reduced) {
      assert.equal(await allAnimations(page), 0, 'no animation at all');
    } else {
      // A run per checker, one after the other, each from the point it left.
      const runs = await slides(page);
      assert.ok(runs.length >= 1, 'the checkers run');
      assert.ok(runs.every((r) => r.translate.at(-1) === '0.0px 0.0px'));
    }
    await done(context, errors);
  }
});

test('Backgammon: the person\'s step runs point to point, a hit checker runs to the bar, and notes go when done', async () => {
  const { context, page, errors } = await openWatched();
  await backgammonFrom(page, t.url, DOUBLE_AHEAD, { seed: 38 });
  const status = () => page.getByTestId('status').innerText();
  await until(async () => (await status()) === 'White to roll', { message: 'White to roll' });
  await page.getByRole('button', { name: 'Double' }).click();
  await page.getByRole('alertdialog', { name: 'White doubles to 2' }).getByRole('button', { name: 'Take' }).click();
  await until(async () => (await status()) === 'White to play 6-1', { message: 'White rolled 6-1' });
  await clearSlides(page);
  const place = (name) => page.getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
  await place('point 7').click();
  await until(async () => (await place('point 6').getAttribute('aria-label')).includes('move here'), { message: '6 offered' });
  await place('point 6').click();
  await place('bar, 1 black').waitFor();
  // White's checker runs 7 → 6; Black's hit checker runs 6 → the bar after it.
  const runs = await until(async () => {
    const s = await slides(page);
    return s.length >= 2 && s;
  }, { message: 'two runs' });
  const xOf = (sel) => page.locator(sel).evaluate((e) => {
    const svg = e.ownerSVGElement;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const r = e.getBoundingClientRect();
    return (r.x + r.width / 2) / scale;
  });
  const [p7, p6, bar] = [await xOf('[data-place="p7"] .spot-area'), await xOf('[data-place="p6"] .spot-area'),
    await xOf('[data-place="bar1"] .spot-area')];
  const white = runs.find((r) => r.to === 'p6');
  const hit = runs.find((r) => r.to === 'bar1');
  assert.ok(white && hit, JSON.stringify(runs));
  assert.ok(Math.abs(parse(white.translate[0])[0] - (p7 - p6)) < 2, 'from point 7');
  assert.ok(Math.abs(parse(hit.translate[0])[0] - (p6 - bar)) < 2, 'from point 6 to the bar');
  assert.ok(hit.delay >= white.delay + white.duration, 'the hit checker goes when the hitter lands');
  // Undo runs it back.
  await clearSlides(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await until(async () => (await place('point 7').getAttribute('aria-label')).startsWith('point 7, 1 white'), { message: 'undone' });
  const back = await slideTo(page, 'p7');
  assert.ok(Math.abs(parse(back.translate[0])[0] - (p6 - p7)) < 2, 'back from point 6');
  await done(context, errors);
});

test('Backgammon: a lost turn\'s note goes once the turn has passed', async () => {
  const { context, page, errors } = await t.open();
  // Black on the bar against White's closed board.
  await backgammonFrom(page, t.url, ['27YBBwAA8P8DQA', 'cAkAAAAAAAAE'], { seed: 5 });
  const status = () => page.getByTestId('status').innerText();
  await until(async () => (await status()) === 'Black to roll', { message: 'Black to roll' });
  await page.getByRole('button', { name: 'Roll dice' }).click();
  const note = page.getByTestId('note');
  await page.getByText('Black cannot move and loses the turn.').waitFor();
  await until(async () => /^White to (roll|play)/.test(await status()), { message: 'the turn passed' });
  // White's turn: the note about Black's lost turn is gone.
  await until(async () => (await note.innerText()) === '', { message: 'the note gone' });
  await done(context, errors);
});
