// How the boards read and look: Chinese Checkers' holes named as drawn on the board's edge,
// Makruk's figurines of the piece set shown (the letters kept in the text), the Morris
// games' stones in hand beside the board, and the board style of the settings bar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, until, point, label, moves, newGame, chineseCheckersForTwo } from '../helpers.mjs';

const t = useApp();

const hole = (page, name) => page.getByRole('button', { name: new RegExp(`^hole ${name},`) });
const holeLabel = (page, name) => hole(page, name).getAttribute('aria-label');
const centre = (b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

test('Chinese Checkers names its holes by the rows drawn on the edge and their letters', async () => {
  const { context, page, errors } = await t.open({ viewport: { width: 1280, height: 800 } });
  await chineseCheckersForTwo(page, t.url);

  // Every hole has a name of its own: a letter and a row.
  const names = await page.locator('svg.cc-board [data-hole]').evaluateAll(
    (els) => els.map((e) => e.getAttribute('aria-label').replace(/,.*$/, '')));
  assert.equal(names.length, 121);
  assert.equal(new Set(names).size, 121);
  assert.ok(names.every((n) => /^hole [a-m]\d{1,2}$/.test(n)), names.join(' '));
  assert.equal(await holeLabel(page, 'a1'), 'hole a1, red marble, South corner');
  assert.equal(await holeLabel(page, 'a4'), 'hole a4, red marble, South corner');
  assert.equal(await holeLabel(page, 'a17'), 'hole a17, blue marble, North corner');
  assert.equal(await holeLabel(page, 'e9'), 'hole e9, empty');

  // The rows' numbers are drawn, 1 at the bottom to 17 at the top, each just left of its
  // row's first hole, inside the board's picture.
  const board = await page.getByTestId('board').boundingBox();
  const rows = await page.locator('svg.cc-board .cc-rows text').evaluateAll((els) => els.map((e) => {
    const b = e.getBoundingClientRect();
    return { text: e.textContent, x: b.x, y: b.y, w: b.width, h: b.height };
  }));
  assert.equal(rows.length, 17);
  for (const [row, first] of [['1', 'a1'], ['4', 'a4'], ['5', 'a5'], ['9', 'a9'], ['17', 'a17']]) {
    const r = rows.find((x) => x.text === row);
    assert.ok(r, `row ${row} drawn`);
    const h = centre(await hole(page, first).locator('.socket').boundingBox());
    assert.ok(Math.abs(r.y + r.h / 2 - h.y) < 4, `row ${row} level with ${first}`);
    assert.ok(r.x + r.w < h.x - 10, `row ${row} left of ${first}`);
    assert.ok(r.x >= board.x - 1 && r.y >= board.y - 1, `row ${row} inside the board`);
    assert.ok(r.h >= 9, `row ${row} readable (${r.h}px)`);
  }
  const ys = ['1', '2', '9', '16', '17'].map((n) => rows.find((x) => x.text === n).y);
  assert.deepEqual([...ys].sort((a, b) => b - a), ys, 'numbered from the bottom');

  // Steps a4-e5 and a14-e13 in the list, a button, the review bar, and the best move for Red.
  await hole(page, 'a4').click();
  await until(async () => (await holeLabel(page, 'e5')) === 'hole e5, destination', { message: 'e5 marked' });
  await hole(page, 'e5').click();
  await until(async () => (await page.getByTestId('moves').locator('.mv').allInnerTexts()).join() === 'a4-e5',
    { message: 'a4-e5 in the list' });
  assert.match(await holeLabel(page, 'e5'), /^hole e5, red marble, last move/);
  await hole(page, 'a14').click();
  await hole(page, 'e13').click();
  await until(async () => (await page.getByTestId('moves').locator('.mv').allInnerTexts()).join() === 'a4-e5,a14-e13',
    { message: 'a14-e13 in the list' });
  await page.getByRole('button', { name: 'Move 1, Red (South): a4-e5' }).click();
  await page.getByRole('status').getByText('Looking at the position after move 1 of 2 (a4-e5).').waitFor();
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('button', { name: 'Show the best move' }).click();
  const best = await until(async () => (await page.getByText(/^Best move: /).innerText().catch(() => ''))
    .match(/^Best move: ([a-m]\d+)-(?:[a-m]\d+-)*([a-m]\d+) \(marked on the board\)$/), { message: 'best move' });
  assert.match(await holeLabel(page, best[1]), /red marble, .*best move/);
  await done(context, errors);
});

/** The outlines of a drawn piece: what tells the sets and the kinds apart. */
const outline = (loc) => loc.locator('path.body').evaluateAll((ps) => ps.map((p) => p.getAttribute('d')).join(' '));

test("Makruk's move list draws figurines of the set on the board, and its text keeps the letters", async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/makruk`);
  await newGame(page, { opponent: 'pass' });
  for (const [from, to] of [['b1', 'd2'], ['e6', 'e5']]) {
    await point(page, from).click();
    await until(async () => (await label(page, from)).includes('selected'), { message: `${from} selected` });
    await point(page, to).click();
  }
  await until(async () => (await moves(page)).join(' ') === 'Nd2 e5', { message: 'two moves' });
  const entry = page.getByRole('button', { name: /^Move 1, White: Nd2/ });
  const figurines = page.getByTestId('moves').locator('svg.figurine');
  assert.equal(await figurines.count(), 1, 'a figurine for the Ma, none for the Bia');
  assert.equal(await entry.locator('svg.figurine').count(), 1);
  const ma = page.locator('svg.board [data-square="d2"] .piece-at');
  const thai = await outline(ma);
  assert.equal(await outline(entry.locator('svg.figurine')), thai, 'the Thai Ma, as on the board');
  // The figurine is shown in the letter's place, the letter not.
  assert.ok((await entry.locator('svg.figurine').boundingBox()).width >= 12);
  assert.equal(await entry.locator('.letter').evaluate((e) => getComputedStyle(e).opacity), '0');

  await page.getByRole('button', { name: 'Western pieces' }).click();
  await until(async () => (await outline(ma)) !== thai, { message: 'the Western set on the board' });
  const western = await outline(ma);
  await until(async () => (await outline(entry.locator('svg.figurine'))) === western,
    { message: 'the Western Ma in the list' });

  // The review bar names the move the same way.
  await entry.click();
  const bar = page.locator('.review-bar');
  await bar.getByText('Looking at the position after 1. Nd2.').waitFor();
  assert.equal(await outline(bar.locator('svg.figurine')), western, 'the Western Ma in the review bar');
  await page.getByRole('button', { name: 'Back to the game' }).click();

  // Copied out of the page, the list reads in letters.
  const copied = await page.getByTestId('moves').evaluate((list) => {
    const range = document.createRange();
    range.selectNodeContents(list);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    return getSelection().toString();
  });
  assert.match(copied.replace(/\s+/g, ' '), /Nd2 e5/);
  assert.deepEqual(await moves(page), ['Nd2', 'e5']);
  await done(context, errors);
});

/** The stones drawn in a hand row, and their colour class. */
const stones = (page, where) => page.getByTestId(`hand-${where}`).locator('svg.hand-stone');

for (const game of [
  { slug: 'nine-mens-morris', first: 'White', second: 'Black', pieces: 9 },
  { slug: 'tigadi', first: 'Kaudi', second: 'Imli', pieces: 9 },
]) {
  test(`${game.slug}: the stones in hand are drawn above and below the board`, async () => {
    const { context, page, errors } = await t.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${t.url}#/${game.slug}`);
    await newGame(page, { opponent: 'pass' });
    const count = async (where) => stones(page, where).count();
    await until(async () => (await count('bottom')) === game.pieces && (await count('top')) === game.pieces,
      { message: 'full hands' });
    // The first player's (to move, below: nearest the person) and the second's above.
    assert.equal(await stones(page, 'bottom').locator('.pt.first').count(), game.pieces);
    assert.equal(await stones(page, 'top').locator('.pt.second').count(), game.pieces);
    const board = await page.getByTestId('board').boundingBox();
    const top = await page.getByTestId('hand-top').boundingBox();
    const bottom = await page.getByTestId('hand-bottom').boundingBox();
    assert.ok(top.y + top.height <= board.y + 1, 'above the board');
    assert.ok(bottom.y >= board.y + board.height - 1, 'below the board');
    assert.ok(top.height <= 28 && bottom.height <= 28, `compact rows (${top.height}, ${bottom.height})`);
    assert.ok(bottom.y + bottom.height <= 844, 'the lower row on the screen');

    for (const [i, p] of ['a1', 'd6', 'g1'].entries()) {
      await point(page, p).click();
      const placed = Math.floor(i / 2) + 1;
      const other = Math.floor((i + 1) / 2);
      await until(async () => (await count('bottom')) === game.pieces - placed
        && (await count('top')) === game.pieces - other, { message: `after placing on ${p}` });
    }
    const said = (where) => page.getByTestId(`hand-${where}`).locator('.sr-only').textContent();
    assert.equal(await said('bottom'), `${game.first}: ${game.pieces - 2} in hand`);
    assert.equal(await said('top'), `${game.second}: ${game.pieces - 1} in hand`);
    // Turning the board round turns the rows with it.
    await page.getByRole('button', { name: 'Flip board' }).click();
    await until(async () => (await stones(page, 'top').locator('.pt.first').count()) === game.pieces - 2,
      { message: 'flipped' });
    await done(context, errors);
  });
}

const fill = (loc) => loc.evaluate((e) => getComputedStyle(e).fill);

/** The contrast ratio of two `rgb(...)` colours. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('the board style changes every board and is remembered', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  // Settings saved before board styles keep working.
  await page.evaluate(() => localStorage.setItem('ttakji.settings',
    JSON.stringify({ lang: 'en', theme: 'light', sound: true, pieces: 'western' })));
  await page.goto(`${t.url}#/makruk`);
  await page.reload();
  await newGame(page, { opponent: 'pass' });
  const squares = page.locator('svg.board .mk-squares').first();
  const wood = await fill(squares);
  assert.equal(await page.getByRole('button', { name: 'Western pieces' }).getAttribute('aria-pressed'), 'true');
  const chip = page.getByRole('button', { name: /^Board style: / });
  assert.equal(await chip.getAttribute('aria-label'), 'Board style: Wood');
  await chip.click();
  await until(async () => (await chip.getAttribute('aria-label')) === 'Board style: Slate', { message: 'slate' });
  await until(async () => (await fill(squares)) !== wood, { message: 'the squares change colour' });
  const slate = await fill(squares);

  // Remembered across a reload, with the other settings.
  await page.reload();
  await until(async () => (await fill(page.locator('svg.board .mk-squares').first())) === slate, { message: 'after reload' });
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('ttakji.settings')));
  assert.equal(stored.board, 'slate');
  assert.equal(stored.pieces, 'western');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.board), 'slate');

  // The other boards follow, and the text on them keeps its contrast in both page themes.
  const looks = [
    ['backgammon', 'svg.board .bg-field'],
    ['nine-mens-morris', 'svg.board .board-bg'],
    ['chinese-checkers', 'svg.board .star-bg'],
  ];
  for (const [slug, part] of looks) {
    await page.goto(`${t.url}#/${slug}`);
    // The first visit's new-game dialog goes; the board stays.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const p = page.locator(part).first();
    await p.waitFor({ state: 'attached' });
    const now = await fill(p);
    await chip.click();
    await until(async () => (await fill(p)) !== now, { message: `${slug} in wood again` });
    await chip.click();
    await until(async () => (await fill(p)) === now, { message: `${slug} in slate again` });
  }
  for (const theme of ['light', 'dark']) {
    const dark = page.getByRole('button', { name: 'Dark theme' });
    if ((await dark.getAttribute('aria-pressed')) !== String(theme === 'dark')) await dark.click();
    await until(async () => (await page.evaluate(() => document.documentElement.dataset.theme)) === theme,
      { message: theme });
    for (const style of ['Slate', 'Wood']) {
      if ((await chip.getAttribute('aria-label')) !== `Board style: ${style}`) await chip.click();
      await until(async () => (await chip.getAttribute('aria-label')) === `Board style: ${style}`, { message: style });
      const text = page.locator('svg.cc-board .cc-rows text').first();
      const [fg, bg] = await text.evaluate((e) => [getComputedStyle(e).fill, getComputedStyle(e).stroke]);
      assert.ok(contrast(fg, bg) >= 4.5, `${style}, ${theme}: row numbers ${fg} on ${bg}`);
    }
  }
  await done(context, errors);
});
