// "Analyse game" in every game: from the review of a game in progress (or after a
// resignation) the worker reviews each move in turn, a progress bar moves, then the
// evaluation graph, the marks in the move list, the summary per player and, before a
// marked move, its better move on the board; the analysis survives a reload, Cancel stops
// it midway, and it speaks Hindi.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, until, putSave, label } from '../helpers.mjs';

const t = useApp();

const MORRIS_START = '.../.../.../....../.../.../... w 9 9 0 0';
const duel = (game, start, moves) => ({
  format: 1, game, flying: false, mode: 'pass-and-play', start, moves, redo: [], seed: 5,
});
/** Short games, between people, each with a move the analysis marks (the CLI's figures). */
const GAMES = [
  {
    slug: 'makruk', points: 5,
    save: duel('makruk', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
      ['c3c4', 'f6f5', 'b1c3', 'f5f4', 'c3d5']),
    // After two moves the white Ma is still on b1 (it goes to c3 on move 3).
    board: async (page) => /^b1, white/.test(await label(page, 'b1')),
  },
  {
    slug: 'nine-mens-morris', points: 4,
    save: duel('nine-mens-morris', MORRIS_START, ['a7', 'a1', 'd7', 'b2']),
    board: async (page) => /^d7, empty/.test(await label(page, 'd7')),
  },
  {
    slug: 'tigadi', points: 4,
    save: duel('tigadi', MORRIS_START, ['a7', 'a1', 'd7', 'b2']),
    board: async (page) => /^d7, empty/.test(await label(page, 'd7')),
  },
  {
    slug: 'chinese-checkers', points: 3,
    save: { format: 1, game: 'chinese-checkers', players: 2, marbles: 10, teams: false, play_on: false,
      seats: ['S:person', 'N:person'], moves: ['111-102', '3-16', '102-103'], redo: [], seed: 42 },
    board: async (page) => (await page.getByRole('button', { name: /^hole .*empty/ }).count()) > 0,
  },
  {
    // Two plays, and a roll where the cube could have turned.
    slug: 'backgammon', points: 2, more: true,
    save: { format: 1, game: 'backgammon', mode: 'pass-and-play', length: 3, jacoby: false, cube: true,
      seed: 21, games: [['play 24/23 24/18', 'roll', 'play 24/16(2)']] },
    board: async (page) => (await page.getByRole('button', { name: /^point 24, / }).count()) > 0,
  },
];

const graphPoints = (page) => page.locator('[data-testid=eval-graph] circle');
const moveButtons = (page) => page.getByTestId('moves').getByRole('button');

/** Opens the saved game of `slug`, looks at an earlier position and analyses the game. */
async function analyse(page, { slug, save }) {
  await page.goto(t.url);
  await putSave(page, slug, save);
  await page.goto(`${t.url}#/${slug}`);
  await moveButtons(page).first().click();
  await page.getByRole('button', { name: 'Analyse game' }).click();
}

/** Waits for the analysis to finish: the progress bar gone, the graph drawn (`more`: at
 * least `points`); the number of points. */
async function finished(page, points, more = false) {
  await until(async () => {
    if ((await page.getByRole('progressbar').count()) !== 0) return false;
    const n = await graphPoints(page).count();
    return more ? n >= points : n === points;
  }, { timeout: 60000, message: `${points} points` });
  return graphPoints(page).count();
}

for (const game of GAMES) {
  test(`${game.slug}: the analysis draws its graph, marks the moves and sums up each player`, async () => {
    const { context, page, errors } = await t.open();
    await analyse(page, game);
    const bar = page.getByRole('progressbar', { name: 'Analysis progress' });
    await bar.waitFor();
    const points = await finished(page, game.points, game.more);
    // The progress said how far it was; the whole game is analysed, nothing left to ask.
    assert.equal(await page.getByRole('button', { name: 'Analyse game' }).count(), 0);
    // A marked move: its symbol in the list, and its mark in its accessible name.
    const marked = moveButtons(page).filter({ has: page.locator('.move-mark') });
    await until(async () => (await marked.count()) > 0, { message: 'a marked move' });
    const name = await marked.first().getAttribute('aria-label') ?? await marked.first().innerText();
    assert.match(name, /inaccuracy|mistake|blunder/);
    assert.match(await marked.first().locator('.move-mark').innerText(), /^(\?!|\?|\?\?)$/);
    // The graph's text alternative lists it, and the summary has a row per player who moved.
    const list = page.getByTestId('marked-moves').getByRole('button');
    assert.ok(await list.count() > 0);
    assert.match(await list.first().innerText(), /(inaccuracy|mistake|blunder); better /);
    const summary = page.getByRole('table', { name: 'Summary' });
    assert.ok(await summary.getByRole('row').count() >= 2, 'a header and a player');
    assert.match(await summary.innerText(), /Inaccuracies\s+Mistakes\s+Blunders/);
    if (game.slug === 'backgammon') {
      assert.match(await summary.innerText(), /Error rate\s+Rating/);
    }
    // A marked move in the list goes to the position before it, its better move drawn.
    if (game.slug !== 'backgammon') {
      await list.first().click();
      await until(async () => (await page.locator('.board [class*=hint]').count()) > 0,
        { message: 'the better move on the board' });
    }
    // A click on the graph's second point shows the position before its move.
    const second = graphPoints(page).nth(1);
    const ply = Number(await second.getAttribute('data-ply'));
    await second.click();
    await page.locator('.review-bar').waitFor();
    // Backgammon's list has no line for a roll: its plays are the points.
    if (game.slug !== 'backgammon') {
      await until(async () => (await moveButtons(page).nth(ply - 1).getAttribute('aria-current')) === 'step',
        { message: `the review at move ${ply}` });
    }
    if (ply === 2) {
      assert.ok(await game.board(page), 'the board shows the position after two moves');
    }
    // A reload brings the analysis back from the save, without asking again.
    await page.reload();
    await until(async () => (await graphPoints(page).count()) === points, { message: 'the graph after a reload' });
    assert.equal(await page.getByRole('progressbar').count(), 0);
    assert.ok(await moveButtons(page).filter({ has: page.locator('.move-mark') }).count() > 0);
    await done(context, errors);
  });
}

test('on a phone the analysis fits the window and the better move\'s list leaves the board where it is', async () => {
  const { context, page, errors } = await t.open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await analyse(page, GAMES[1]);
  await finished(page, 4);
  await page.getByRole('table', { name: 'Summary' }).waitFor();
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scroll (${width} > 390)`);
  // The better move's list comes under the status, not above the board: the board stays.
  const boardTop = () => page.locator('.board-wrap').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  const top = await boardTop();
  await page.getByTestId('marked-moves').getByRole('button').first().click();
  await page.getByRole('region', { name: 'Best moves' }).waitFor();
  assert.equal(await boardTop(), top, 'the board did not move');
  await done(context, errors);
});

test('Cancel stops the analysis midway and keeps what it found; Analyse game goes on from there', async () => {
  const { context, page, errors } = await t.open();
  await analyse(page, GAMES[0]);
  const count = page.getByTestId('analysis-count');
  await until(async () => /^[12] \/ 5$/.test((await count.innerText().catch(() => '')).trim()),
    { message: 'the first answers' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  const points = await graphPoints(page).count();
  assert.ok(points >= 1 && points < 5, `${points} points after Cancel`);
  // Nothing more comes in.
  await page.waitForTimeout(1000);
  assert.equal(await graphPoints(page).count(), points);
  await page.getByRole('button', { name: 'Analyse game' }).click();
  await finished(page, 5);
  await done(context, errors);
});

test('the analysis in Hindi: the button, the marks and the summary', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await putSave(page, 'nine-mens-morris', GAMES[1].save);
  await page.goto(`${t.url}#/nine-mens-morris`);
  await moveButtons(page).first().click();
  await page.getByRole('button', { name: 'खेल का विश्लेषण करें' }).click();
  await finished(page, 4);
  const marked = moveButtons(page).filter({ has: page.locator('.move-mark') });
  assert.match(await marked.first().getAttribute('aria-label'), /ग़लती|अशुद्धि/);
  assert.match(await page.getByRole('table', { name: 'सारांश' }).innerText(), /औसत नुक़सान/);
  assert.ok(await page.getByRole('group', { name: 'मूल्यांकन का ग्राफ़' }).count() === 1);
  await done(context, errors);
});

test('a resigned game is analysed from its end; a broken saved analysis is dropped with a notice', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await putSave(page, 'tigadi', GAMES[2].save);
  await page.goto(`${t.url}#/tigadi`);
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('alertdialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Look at the board' }).click();
  await page.getByRole('button', { name: 'Analyse game' }).click();
  await finished(page, 4);
  // A save whose analysis is broken still loads its game, and only the analysis goes.
  await page.evaluate(() => {
    const key = 'ttakji.game.tigadi';
    const save = JSON.parse(localStorage.getItem(key));
    save.analysis.plies[0].mark = 'awful';
    localStorage.setItem(key, JSON.stringify(save));
  });
  await page.reload();
  await page.getByRole('alert').getByText(/saved analysis could not be read \(unknown mark awful\)/).waitFor();
  assert.equal(await graphPoints(page).count(), 0);
  assert.equal(await moveButtons(page).count(), 4, 'the game is kept');
  await done(context, errors);
});
