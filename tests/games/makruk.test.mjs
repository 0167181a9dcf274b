// Makruk, played like a person plays it: by tapping squares found by their accessible names,
// dragging, and the keyboard. A short game to checkmate (MK-6), a promotion (MK-4), the two
// counts under the board (MK-8..15), FEN import and export, review of earlier positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, dragBetween, point, label, until, moveList, moves, newGame, putSave, readSave } from '../helpers.mjs';

const t = useApp();

const counting = (page) => page.getByTestId('counting').innerText();

async function openMakruk() {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/makruk`);
  await newGame(page, { opponent: 'pass' });
  return { context, page, errors };
}

/** Plays a move by two taps, and waits for it in the move list. */
async function tapMove(page, from, to) {
  const n = (await moves(page)).length;
  await point(page, from).click();
  await until(async () => (await label(page, from)).includes('selected'), { message: `${from} selected` });
  await point(page, to).click();
  await until(async () => (await moves(page)).length > n, { message: `${from}-${to} played` });
}

/** Drags a piece with the mouse from one square to another. */
const dragMove = (page, from, to) => dragBetween(page, point(page, from), point(page, to));

/** Loads a FEN through the FEN dialog. */
async function loadFen(page, fen) {
  await page.getByRole('button', { name: 'Position (FEN)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Position (FEN)' });
  await dialog.getByRole('textbox', { name: 'Start a new game from a FEN' }).fill(fen);
  await dialog.getByRole('button', { name: 'Load position' }).click();
  return dialog;
}

test('a game to checkmate by taps and a drag, with SAN and review (MK-3, MK-6)', async () => {
  const { context, page, errors } = await openMakruk();
  assert.equal(await label(page, 'e3'), 'e3, white Bia');
  assert.equal(await label(page, 'd1'), 'd1, white Khun');
  assert.equal(await label(page, 'e1'), 'e1, white Met');
  assert.equal(await label(page, 'd8'), 'd8, black Met');
  assert.equal(await label(page, 'e8'), 'e8, black Khun');
  assert.equal(await label(page, 'c1'), 'c1, white Khon');
  assert.equal(await label(page, 'e4'), 'e4, empty');

  // The Ma on b1 may only go to d2: its other jumps land on its own Bia.
  await point(page, 'b1').click();
  await until(async () => (await label(page, 'b1')) === 'b1, white Ma, selected', { message: 'b1 selected' });
  const targets = await page.getByRole('button', { name: /move here/ }).evaluateAll(
    (els) => els.map((e) => e.getAttribute('data-square')));
  assert.deepEqual(targets, ['d2']);
  await point(page, 'd2').click();
  await until(async () => (await moves(page)).join(' ') === 'Nd2', { message: 'Nd2' });
  assert.equal(await label(page, 'd2'), 'd2, white Ma, last move');

  // Black's Ma goes by drag.
  await dragMove(page, 'b8', 'd7');
  await until(async () => (await moves(page)).join(' ') === 'Nd2 Nd7', { message: 'Nd7 by drag' });
  assert.equal(await label(page, 'd7'), 'd7, black Ma, last move');
  await tapMove(page, 'd2', 'c4');
  await tapMove(page, 'g8', 'e7');
  assert.match(await page.getByTestId('status').innerText(), /White to move/);
  await tapMove(page, 'c4', 'd6');

  assert.deepEqual(await moveList(page), ['1. Nd2 Nd7', '2. Nc4 Ne7', '3. Nxd6#']);
  const result = page.getByRole('dialog', { name: 'White wins' });
  await result.getByText('Black is checkmated.').waitFor();
  await result.getByRole('button', { name: 'Look at the board' }).click();
  assert.equal(await label(page, 'e8'), 'e8, black Khun, in check');
  assert.match(await page.locator('.result-line').innerText(), /1–0/);

  // Review: a move in the list shows the position after it; ← and → step; back to the game.
  // The review bar numbers moves as the list does (full moves: "1… Nd7" is Black's first).
  await page.getByRole('button', { name: 'Move 1, Black: Nd7' }).click();
  await page.getByText('Looking at the position after 1… Nd7.').waitFor();
  assert.equal(await label(page, 'd2'), 'd2, white Ma');
  assert.equal(await label(page, 'd6'), 'd6, black Bia');
  assert.equal(await page.getByRole('button', { name: 'Move 1, Black: Nd7' }).getAttribute('aria-current'), 'step');
  await page.keyboard.press('ArrowLeft');
  await page.getByText('Looking at the position after 1. Nd2.').waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.getByText('Looking at the start position.').waitFor();
  assert.equal(await label(page, 'b1'), 'b1, white Ma');
  await page.keyboard.press('ArrowRight');
  await page.getByText('Looking at the position after 1. Nd2.').waitFor();
  await page.getByRole('button', { name: 'Move 2, White: Nc4' }).click();
  await page.getByText('Looking at the position after 2. Nc4.').waitFor();
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('button', { name: 'Back to the game' }).waitFor({ state: 'detached' });
  assert.equal(await label(page, 'd6'), 'd6, white Ma, last move');
  await done(context, errors);
});

test('a FEN with an error changes nothing; a Bia reaching the sixth rank turns into a Bia ngai (MK-4)', async () => {
  const { context, page, errors } = await openMakruk();
  await tapMove(page, 'e3', 'e4');

  // A malformed FEN: the engine's error, and the game is as it was.
  const dialog = await loadFen(page, '4k3/8/8/4P3/8/8/8/4K3 x - - 0 1');
  await dialog.getByRole('alert').getByText("bad FEN: field 2 (side to move): 'x' is not w or b").waitFor();
  assert.match(await dialog.getByRole('alert').innerText(), /Your game is unchanged/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(await moves(page), ['e4']);

  await loadFen(page, '4k3/8/8/4P3/8/8/8/4K3 w - - 0 1');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await until(async () => (await moves(page)).length === 0, { message: 'new game from the FEN' });
  assert.equal(await label(page, 'e5'), 'e5, white Bia');

  // Keyboard: Enter on e5, up to e6, Enter.
  await point(page, 'e5').focus();
  await page.keyboard.press('Enter');
  await until(async () => (await label(page, 'e6')) === 'e6, empty, move here', { message: 'e6 offered' });
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-square')), 'e6');
  await page.keyboard.press('Enter');
  await until(async () => (await moves(page)).join(' ') === 'e6=M~', { message: 'promotion in the list' });
  assert.equal(await label(page, 'e6'), 'e6, white Bia ngai, last move');
  assert.equal(await label(page, 'e5'), 'e5, empty, last move');

  // The exported FEN writes the Bia ngai as Fairy-Stockfish does, with the count that began.
  await page.getByRole('button', { name: 'Position (FEN)' }).click();
  const fen = page.getByRole('dialog', { name: 'Position (FEN)' }).getByRole('textbox', { name: 'This position' });
  assert.equal(await fen.inputValue(), '4k3/8/4M~3/8/8/8/8/4K3 b - 128 6 1');
  // Copying says whether it worked (the browser may refuse the clipboard: then the text is
  // selected for the player to copy).
  const fenDialog = page.getByRole('dialog', { name: 'Position (FEN)' });
  await fenDialog.getByRole('button', { name: 'Copy' }).click();
  await until(async () => /^(Copied\.|Copying is not allowed here.*)$/.test(
    (await fenDialog.getByRole('status').innerText()).trim()), { message: 'copy state' });
  await page.keyboard.press('Escape');
  await fenDialog.waitFor({ state: 'detached' });

  // Flipped, "up" on the screen goes down the ranks.
  await page.getByRole('button', { name: 'Flip board' }).click();
  await point(page, 'e6').focus();
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-square')), 'e5');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-square')), 'f5');
  await done(context, errors);
});

test("pieces' honour counting starts by itself and counts the lone Khun's moves (MK-12..14)", async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  // Put in as a saved game: White's two Rua against a bare Khun.
  await putSave(page, 'makruk', {
    format: 1, game: 'makruk', mode: 'pass-and-play', start: '8/8/4k3/8/8/8/8/R3K2R w - - 0 1', moves: [],
  });
  await page.goto(`${t.url}#/makruk`);
  await point(page, 'a1').waitFor();
  await until(async () => /Pieces' honour counting \(นับศักดิ์หมาก\)/.test(await counting(page)), { message: 'pieces count' });
  // Four pieces on the board: the first count is 5, so 4 before it; two Rua: limit 8.
  assert.match(await counting(page), /Black counts: 4 of 8 · 4 moves left/);
  assert.equal(await page.getByRole('button', { name: 'Start counting' }).count(), 0, 'a bare Khun: no board count');

  await tapMove(page, 'a1', 'a2');
  assert.match(await counting(page), /Black counts: 4 of 8 · 4 moves left/, "the strong side's moves do not count");
  await tapMove(page, 'e6', 'e7');
  await until(async () => /Black counts: 5 of 8 · 3 moves left/.test(await counting(page)), { message: 'count 5' });
  await tapMove(page, 'h1', 'h2');
  await tapMove(page, 'e7', 'e6');
  await until(async () => /Black counts: 6 of 8 · 2 moves left/.test(await counting(page)), { message: 'count 6' });
  // The saved game has the turns, and reloads to the same count.
  await page.reload();
  await until(async () => /Black counts: 6 of 8 · 2 moves left/.test(await counting(page)), { message: 'count after reload' });
  // Both Rua reach h2: the file tells them apart.
  assert.deepEqual(await moves(page), ['Ra2', 'Ke7', 'Rhh2', 'Ke6']);
  await done(context, errors);
});

test("board's honour counting is started and stopped with the buttons (MK-8..10)", async () => {
  const { context, page, errors } = await openMakruk();
  await loadFen(page, '4k3/8/8/8/3r4/8/8/R3K3 w - - 0 1');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await until(async () => /No count is running/.test(await counting(page)), { message: 'no count' });
  const startButton = page.getByRole('button', { name: 'Start counting' });
  const stopButton = page.getByRole('button', { name: 'Stop counting' });
  await startButton.waitFor();
  assert.equal(await stopButton.count(), 0);

  await startButton.click();
  assert.equal(await startButton.getAttribute('aria-pressed'), 'true');
  await page.getByText('Your next move starts board counting').waitFor();
  await tapMove(page, 'a1', 'a2');
  await until(async () => /White counts: 1 of 64 · 63 moves left/.test(await counting(page)), { message: 'count 1' });
  assert.match(await counting(page), /Board's honour counting \(นับศักดิ์กระดาน\)/);
  assert.deepEqual(await moves(page), ['Ra2▸']);
  // Black may neither start (a count runs) nor stop (it is not Black's count).
  assert.equal(await startButton.count(), 0);
  assert.equal(await stopButton.count(), 0);
  await tapMove(page, 'd4', 'd5');
  assert.match(await counting(page), /White counts: 1 of 64/, "Black's moves do not count");
  await tapMove(page, 'a2', 'a3');
  await until(async () => /White counts: 2 of 64 · 62 moves left/.test(await counting(page)), { message: 'count 2' });
  await tapMove(page, 'd5', 'd4');

  await stopButton.click();
  await page.getByText('Your next move stops the count').waitFor();
  await tapMove(page, 'a3', 'a4');
  await until(async () => /No count is running/.test(await counting(page)), { message: 'stopped' });
  assert.deepEqual(await moves(page), ['Ra2▸', 'Rd5', 'Ra3', 'Rd4', 'Ra4■']);
  // Now Black may start its own count.
  await startButton.waitFor();
  await done(context, errors);
});

test('against the computer: its reply, take-back of both moves, and a hint marked on the board', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/makruk`);
  await newGame(page, { opponent: 'computer', level: 'Easy', side: 'First' });
  assert.match(await page.getByRole('listitem').filter({ hasText: 'Black' }).innerText(), /computer/);
  await tapMove(page, 'e3', 'e4');
  await until(async () => (await moves(page)).length === 2, { message: "the computer's reply" });
  const takeBack = page.getByRole('button', { name: 'Take back' });
  await takeBack.click();
  await until(async () => (await moves(page)).length === 0, { message: 'both moves taken back' });
  assert.equal(await label(page, 'e3'), 'e3, white Bia');

  await page.getByRole('button', { name: 'Show the best move' }).click();
  const hint = page.getByText(/^Best move: .+ \(marked on the board\)$/);
  await hint.waitFor({ timeout: 20000 });
  const marked = await page.getByRole('button', { name: /, best move$/ }).evaluateAll(
    (els) => els.map((e) => e.getAttribute('data-square')));
  assert.equal(marked.length, 2, `from and to are marked: ${marked}`);
  // The hint lapses with the next move.
  await tapMove(page, 'a3', 'a4');
  await until(async () => (await hint.count()) === 0, { message: 'hint gone' });
  await until(async () => (await moves(page)).length === 2, { message: 'reply again' });
  await done(context, errors);
});

test('the pass-and-play clock: byo-yomi after the main time, and running out of time loses (MK-18)', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/makruk`);
  await newGame(page, { opponent: 'pass' });
  // A new game with the clock: both players start with 5 minutes.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await dialog.getByRole('radio', { name: /Pass and play/ }).check();
  await dialog.getByRole('radio', { name: /5 minutes, then 3 × 30 seconds byo-yomi/ }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  const clocks = page.getByRole('timer');
  await until(async () => (await clocks.count()) === 2, { message: 'two clocks' });
  assert.equal(await clocks.nth(1).innerText(), '5:00', "Black's clock waits");
  await until(async () => /^4:5\d$/.test(await clocks.nth(0).innerText()), { message: "White's clock runs" });
  assert.equal(await page.getByRole('button', { name: 'Take back' }).count(), 0, 'no take-back between people');
  // Leaving the game keeps the time used: back on it, the clock goes on from there.
  await until(async () => /^4:5[0-8]$/.test(await clocks.nth(0).innerText()), { message: 'two seconds used' });
  await page.getByRole('link', { name: /^Ttakji/ }).click();
  await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
  await page.getByRole('link', { name: 'Play Makruk' }).click();
  await until(async () => (await clocks.count()) === 2, { message: 'clocks again' });
  assert.match(await clocks.nth(0).innerText(), /^4:[0-5]\d$/);
  assert.notEqual(await clocks.nth(0).innerText(), '5:00');

  // A saved game where White is out of main time with one period left: it runs out.
  await putSave(page, 'makruk', {
    format: 1, game: 'makruk', mode: 'pass-and-play', start: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
    moves: [], clock: { main_ms: [0, 300000], periods: [1, 3], period_used_ms: 28500 },
  });
  await page.reload();
  await until(async () => /^byo-yomi 0:0\d \(1 left\)$/.test(await clocks.nth(0).innerText()), { message: 'byo-yomi shown' });
  const result = page.getByRole('dialog', { name: 'Black wins' });
  await result.getByText('White ran out of time.').waitFor();
  assert.match(await page.getByTestId('status').innerText(), /Game over/);
  const saved = await readSave(page, 'makruk');
  assert.deepEqual(saved.ended, { reason: 'time', winner: 'second' });
  await done(context, errors);
});

test('Hindi labels, and a corrupt Makruk save gives a message and a fresh game', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await putSave(page, 'makruk', {
    format: 1, game: 'makruk', mode: 'pass-and-play', start: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
    moves: ['e3e4', 'start:d6d5'],
  });
  await page.goto(`${t.url}#/makruk`);
  const alert = page.getByRole('alert');
  await alert.getByText('The saved game could not be read').waitFor();
  assert.match(await alert.innerText(), /board counting cannot be started now: start:d6d5/);
  assert.deepEqual(await moves(page), []);
  assert.equal(await label(page, 'e3'), 'e3, white Bia');

  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await page.getByRole('heading', { name: 'मकरुक', level: 1 }).waitFor();
  await until(async () => (await label(page, 'e3')) === 'e3, सफ़ेद Bia', { message: 'Hindi label' });
  assert.equal(await label(page, 'e8'), 'e8, काला Khun');
  await page.getByText('अभी कोई गिनती नहीं चल रही।').waitFor();
  // The rules page gives the pieces' Thai names and the limit table.
  await page.goto(`${t.url}#/rules/makruk`);
  await page.getByRole('heading', { name: 'मकरुक: नियम' }).waitFor();
  const article = await page.locator('article').innerText();
  for (const thai of ['ขุน', 'เม็ด', 'โคน', 'ม้า', 'เรือ', 'เบี้ย', 'เบี้ยหงาย']) {
    assert.ok(article.includes(thai), thai);
  }
  const rows = await page.locator('table tbody tr').allInnerTexts();
  assert.deepEqual(rows.map((r) => r.split('\t').at(-1).trim()), ['8', '16', '22', '32', '44', '64']);
  await done(context, errors);
});

test('a draw offered to the computer: declined when it is not behind, accepted when it is (MK-18)', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/makruk`);
  await newGame(page, { opponent: 'computer', level: 'Easy', side: 'First' });
  const offer = page.getByRole('button', { name: 'Offer draw' });
  await offer.click();
  await page.getByRole('region', { name: 'Game status' })
    .getByText('The computer declines the draw: it plays on.').waitFor({ timeout: 20000 });
  assert.equal(await page.getByRole('dialog').count(), 0);
  await tapMove(page, 'e3', 'e4');
  await until(async () => (await moves(page)).length === 2, { message: 'play goes on' });

  // Two Rua against a bare Khun: the computer takes the draw.
  await loadFen(page, '4k3/8/8/8/8/8/8/R3K2R w - - 0 1');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await offer.click();
  const result = page.getByRole('dialog', { name: 'Draw' });
  await result.getByText('The players agreed to a draw.').waitFor({ timeout: 20000 });
  assert.match(await page.locator('.result-line').innerText(), /½–½/);
  await done(context, errors);
});

test("the computer starts board counting by itself when it is behind (MK-8)", async () => {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  // Black, the computer, has a Rua against a Rua and a Ma, no Bia left, and is to move.
  await putSave(page, 'makruk', {
    format: 1, game: 'makruk', mode: 'computer', level: 'easy', human: 'first',
    start: '4k3/8/8/8/3r4/8/8/RN2K3 b - - 0 1', moves: [],
  });
  await page.goto(`${t.url}#/makruk`);
  await until(async () => (await moves(page)).length === 1, { message: "the computer's move" });
  const [row] = await moveList(page);
  assert.match(row, /^1\. … \S+▸$/, row);
  await until(async () => /Black counts: 1 of 64 · 63 moves left/.test(await counting(page)), { message: 'its count' });
  assert.equal(await page.getByRole('button', { name: 'Start counting' }).count(), 0, 'a count runs');
  assert.equal(await page.getByRole('button', { name: 'Stop counting' }).count(), 0, "not White's count");
  const saved = await readSave(page, 'makruk');
  assert.match(saved.moves[0], /^start:[a-h][1-8][a-h][1-8]$/);
  await done(context, errors);
});

test("the two sides' pieces are drawn in their own colours, on the board and on the home page's card", async () => {
  const { context, page, errors } = await openMakruk();
  // The computed fill of each side's piece bodies: White's light, Black's dark, the board wood
  // neither (a palette that lost its colours draws every piece black).
  const fills = (root) => page.evaluate((root) => {
    const scope = document.querySelector(root);
    const fill = (sel) => getComputedStyle(scope.querySelector(sel)).fill;
    return { white: fill('.mk-piece.first .body'), black: fill('.mk-piece.second .body'), board: fill('.mk-squares') };
  }, root);
  const board = await fills('.board.makruk');
  assert.equal(board.white, 'rgb(251, 243, 226)');
  assert.equal(board.black, 'rgb(42, 29, 21)');
  assert.equal(board.board, 'rgb(217, 171, 106)');
  await page.goto(`${t.url}#/`);
  await page.getByRole('heading', { name: 'Makruk' }).waitFor();
  // The card's drawing comes after the page (a game in progress: once the game's code is in).
  await page.locator('.makruk-drawing .mk-piece').first().waitFor();
  const card = await fills('.makruk-drawing');
  assert.deepEqual(card, board);
  await done(context, errors);
});
