// The hint's best three moves (listed with values and words, numbered on the board) and the
// coach (off by default; when on, a mistake opens its dialog before the move is played), in
// every game, in English and once in Hindi.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, point, label, until, moves, newGame, backgammonFrom, chineseCheckersForTwo } from '../helpers.mjs';

const t = useApp();

// The worker ranks every move at the hard level: allow for a loaded machine.
const SLOW = { timeout: 60000 };

/** Asks for the hint and checks its list (three buttons, each with a value and words) and
 * the three numbered marks on the board; returns the listed names. */
async function askHint(page, { button = 'Show the best move', region = 'Best moves' } = {}) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const list = page.getByRole('region', { name: region });
  await list.waitFor(SLOW);
  const rows = list.getByRole('button');
  await until(async () => (await rows.count()) === 3, { message: 'three hinted moves' });
  const names = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  names.forEach((name, i) => assert.match(name, new RegExp(`^${i + 1}\\. \\S.*: [-+#]?[\\d.]+.*, \\S`), name));
  const marks = page.getByTestId('board').locator('.hint-mark');
  await until(async () => (await marks.count()) === 3, { message: 'three marks on the board' });
  assert.deepEqual(await marks.evaluateAll((els) => els.map((e) => e.dataset.rank)), ['1', '2', '3']);
  // The first is drawn strongest; choosing another in the list draws that one instead.
  assert.equal(await page.getByTestId('board').locator('.hint-mark.focused').getAttribute('data-rank'), '1');
  await rows.nth(2).click();
  assert.equal(await rows.nth(2).getAttribute('aria-pressed'), 'true');
  await until(async () => (await page.getByTestId('board').locator('.hint-mark.focused').getAttribute('data-rank')) === '3',
    { message: 'the third drawn strongest' });
  return names;
}

/** Switches the coach on from the settings bar (it starts off). */
async function coachOn(page, name = 'Coach') {
  const chip = page.getByRole('button', { name, exact: true });
  assert.equal(await chip.getAttribute('aria-pressed'), 'false', 'the coach is off by default');
  await chip.click();
  assert.equal(await chip.getAttribute('aria-pressed'), 'true');
}

/** Waits for the coach's dialog and checks what it says. */
async function coachDialog(page, { name = 'The coach', says = /This move is a (mistake|blunder): it loses about / } = {}) {
  const dialog = page.getByRole('alertdialog', { name });
  await dialog.waitFor(SLOW);
  assert.match(await dialog.innerText(), says);
  return dialog;
}

async function openMorris(game, link) {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await page.getByRole('link', { name: link }).click();
  await newGame(page, { opponent: 'pass' });
  return { context, page, errors, game };
}

/** Places a stone and waits for it in the move list (the coach checks it first). */
async function place(page, p, n) {
  await point(page, p).click();
  await until(async () => (await moves(page)).length === n, { ...SLOW, message: `${p} placed` });
}

test("Nine Men's Morris: the hint's three moves; the coach's three choices on an open mill left", async () => {
  const { context, page, errors } = await openMorris('nmm', "Play Nine Men's Morris");
  const names = await askHint(page);
  assert.match(names[0], /^1\. [a-g][1-7]: [-+]\d+, (White is (ahead|behind) by [\d.]+ pieces|The sides are level)$/);

  // The coach from Black's choice on: the evaluation may find fault with the opening placements.
  await place(page, 'a7', 1);
  await place(page, 'a1', 2);
  await place(page, 'd7', 3);
  await coachOn(page);
  // b2 leaves White's a7-d7 open to g7.
  await point(page, 'b2').click();
  let dialog = await coachDialog(page);
  assert.match(await dialog.innerText(), /The best move is g7/);
  assert.equal((await moves(page)).length, 3, 'nothing is played while the coach asks');

  // Take it back: the board as it was, Black to choose again.
  await dialog.getByRole('button', { name: 'Take it back' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.match(await label(page, 'b2'), /^b2, empty/);
  assert.equal((await moves(page)).length, 3);

  // Show the best move: g7 drawn and listed first, b2 still not played.
  await point(page, 'b2').click();
  dialog = await coachDialog(page);
  await dialog.getByRole('button', { name: 'Show the best move' }).click();
  await dialog.waitFor({ state: 'detached' });
  const best = page.getByRole('region', { name: 'Best moves' }).getByRole('button').first();
  assert.match(await best.getAttribute('aria-label'), /^1\. g7: /);
  assert.match(await label(page, 'g7'), /best move/);
  assert.ok(await page.getByTestId('board').locator('.hint-mark').count() >= 1);
  assert.match(await label(page, 'b2'), /^b2, empty/);

  // Play it anyway: b2 is played.
  await point(page, 'b2').click();
  dialog = await coachDialog(page);
  await dialog.getByRole('button', { name: 'Play it anyway' }).click();
  await until(async () => (await moves(page)).at(-1) === 'b2', { message: 'b2 played' });
  assert.match(await label(page, 'b2'), /^b2, Black/);
  await done(context, errors);
});

test('Tigadi: the hint lists three placements with values and words', async () => {
  const { context, page, errors } = await openMorris('tigadi', 'Play Tigadi');
  await askHint(page);
  await done(context, errors);
});

test('Makruk: the hint in Bia; the coach calls a hung Rua a blunder (the move not played until told)', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/makruk`);
  await newGame(page, { opponent: 'pass' });
  const names = await askHint(page);
  assert.match(names[0], /^1\. \S+: (#-?\d+|[-+]\d+\.\d\d), (White is (ahead|behind) by \d+\.\d\d Bia|The sides are level|White mates in \d+)$/);

  await page.getByRole('button', { name: 'Position (FEN)' }).click();
  const fen = page.getByRole('dialog', { name: 'Position (FEN)' });
  await fen.getByRole('textbox', { name: 'Start a new game from a FEN' }).fill('1r6/7k/8/8/8/8/8/R3K3 w - - 0 1');
  await fen.getByRole('button', { name: 'Load position' }).click();
  await fen.waitFor({ state: 'detached' });
  await coachOn(page);
  await point(page, 'a1').click();
  await point(page, 'a8').click();
  const dialog = await coachDialog(page, { says: /This move is a blunder: it loses about \d+\.\d\d Bia\./ });
  assert.match(await label(page, 'a1'), /^a1, white Rua/, 'the Rua stays until the choice');
  await dialog.getByRole('button', { name: 'Show the best move' }).click();
  await dialog.getByRole('button', { name: 'Show the best move' }).waitFor({ state: 'detached' });
  await until(async () => (await page.getByTestId('board').locator('.hint-mark').count()) >= 1, { message: 'the best move drawn' });
  assert.deepEqual(await moves(page), []);
  await done(context, errors);
});

test('Chinese Checkers: the hint in rows; the coach warns of a short step', async () => {
  const { context, page, errors } = await t.open();
  await chineseCheckersForTwo(page, t.url);
  const names = await askHint(page);
  assert.match(names[0], /^1\. \S+: [-+]\d+\.\d, Red \(South\) is [\d.]+ rows (ahead of|behind) the nearest opponent$/);

  await coachOn(page);
  // 116-103 is the weakest start the engine ranks (engine holes; the board names them).
  const hole = (n) => page.locator(`[data-hole="${n}"]`);
  await hole(116).click();
  await hole(103).click();
  const dialog = await coachDialog(page);
  await dialog.getByRole('button', { name: 'Play it anyway' }).click();
  await until(async () => (await moves(page)).length === 1, { message: 'the move played' });
  await done(context, errors);
});

test("Backgammon: the hint lists plays with equities as gnubg's; the coach checks a complete play", async () => {
  const { context, page, errors } = await t.open();
  // The opening 3-1, White to play.
  await backgammonFrom(page, t.url, ['4HPwATDgc/ABMA', 'MIEFAAAAAAAE']);
  await until(async () => /to play 3-1/.test(await page.getByTestId('status').innerText()), { message: '3-1 to play' });
  const names = await askHint(page);
  assert.match(names[0], /^1\. 8\/5 6\/5: \+0\.\d{3}, White is ahead by 0\.\d\d points$/);
  assert.match(names[1], /^2\. \S.*: [-+]\d\.\d{3}, \(-0\.\d{3}\) (White is|The sides are level)/);

  await coachOn(page);
  const place = (name) => page.getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
  for (const [from, to] of [['point 24', 'point 23'], ['point 24', 'point 21']]) {
    await place(from).click();
    await until(async () => (await place(to).getAttribute('aria-label')).includes('move here'), { message: `${to} offered` });
    await place(to).click();
  }
  await page.getByRole('button', { name: 'Confirm move' }).click();
  const dialog = await coachDialog(page, { says: /This move is a blunder: it loses about 0\.\d\d points\./ });
  // Take it back: the play starts again from the dice.
  await dialog.getByRole('button', { name: 'Take it back' }).click();
  await dialog.waitFor({ state: 'detached' });
  await until(async () => (await place('point 24').getAttribute('aria-label')).startsWith('point 24, 2 white'), { message: 'the checkers back' });
  await done(context, errors);
});

test("Backgammon: the cube decision before the roll as gnubg's hint shows it; the double's dialog ranks take and drop", async () => {
  const { context, page, errors } = await t.open();
  // White to roll with the cube in the middle: one checker on its 7-point, two on its 2-point.
  await backgammonFrom(page, t.url, ['eN8HAAEGAQAAAA', 'MAEAAAAAAAAE']);
  await until(async () => (await page.getByTestId('status').innerText()) === 'White to roll', { message: 'White to roll' });
  await page.getByRole('button', { name: 'Show the best move', exact: true }).click();
  const cube = page.getByRole('region', { name: 'Best moves' });
  await cube.waitFor(SLOW);
  assert.match(await cube.innerText(), /Proper cube action: (No double, take|Double, take|Double, pass|Too good to double, (take|pass))/);
  const cubeRows = await cube.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(cubeRows.length, 3);
  cubeRows.forEach((name, i) => assert.match(name, new RegExp(`^${i + 1}\\. (No double|Double, take|Double, pass): [-+]\\d\\.\\d{3}, `), name));
  await page.getByRole('button', { name: 'Double', exact: true }).click();
  const double = page.getByRole('alertdialog', { name: 'White doubles to 2' });
  await double.getByRole('button', { name: 'Show the best move' }).click();
  const rows = double.getByRole('region', { name: 'Best moves' }).getByRole('button');
  await until(async () => (await rows.count()) === 2, { ...SLOW, message: 'take and drop ranked' });
  const names = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.match(names[0], /^1\. (Take|Drop): [-+]\d\.\d{3}, (Black is|The sides are level)/);
  assert.match(names[1], /^2\. (Take|Drop): [-+]\d\.\d{3}, \(-\d\.\d{3}\) (Black is|The sides are level)/);
  await done(context, errors);
});

test('in Hindi: the hint and the coach speak Hindi', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await page.goto(`${t.url}#/nine-mens-morris`);
  const dialog = page.getByRole('dialog', { name: /नया खेल/ });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: /एक ही/ }).check();
  await dialog.getByRole('button', { name: 'शुरू करें' }).click();
  await dialog.waitFor({ state: 'detached' });
  await askHint(page, { button: 'सबसे अच्छी चाल दिखाएँ', region: 'सबसे अच्छी चालें' });
  await place(page, 'a7', 1);
  await place(page, 'a1', 2);
  await place(page, 'd7', 3);
  await coachOn(page, 'कोच');
  await point(page, 'b2').click();
  const coach = await coachDialog(page, { name: 'कोच', says: /यह चाल (ग़लती|भारी ग़लती) है: इससे लगभग [\d.]+ गोटियों का नुकसान होता है।/ });
  await coach.getByRole('button', { name: 'फिर भी चलें' }).click();
  await until(async () => (await moves(page)).at(-1) === 'b2', { message: 'b2 played' });
  await done(context, errors);
});
