// Nine Men's Morris, pass and play: placing, a mill and its removal, take-back and redo,
// keyboard play, a draw offer and a resignation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, point, label, until, moveList, moves, newGame } from '../helpers.mjs';

const t = useApp();

async function openNmm() {
  const { context, page, errors } = await t.open();
  await page.goto(t.url);
  await page.getByRole('link', { name: "Play Nine Men's Morris" }).click();
  await newGame(page, { opponent: 'pass' });
  return { context, page, errors };
}

test('a mill made while placing removes the chosen piece (NMM-4, NMM-5)', async () => {
  const { context, page, errors } = await openNmm();
  for (const p of ['a1', 'd6', 'a4', 'f4']) {
    await point(page, p).click();
  }
  await until(async () => (await moves(page)).length === 4, { message: '4 moves' });
  assert.equal(await label(page, 'a1'), 'a1, White');
  assert.equal(await label(page, 'd6'), 'd6, Black');

  // a7 closes a1-a4-a7: the two black pieces (not in a mill) are offered for removal.
  await point(page, 'a7').click();
  await until(async () => (await label(page, 'd6')) === 'd6, Black, can be removed', { message: 'd6 removable' });
  assert.equal(await label(page, 'f4'), 'f4, Black, can be removed, last move');
  assert.equal(await label(page, 'a1'), 'a1, White', 'own pieces are not offered');
  await page.getByText('Mill! Choose one').waitFor();
  assert.equal((await moves(page)).length, 4, 'nothing is played before the removal is chosen');

  await point(page, 'd6').click();
  await until(async () => (await moves(page)).includes('a7xd6'), { message: 'a7xd6 in the move list' });
  assert.deepEqual(await moveList(page), ['1. a1 d6', '2. a4 f4', '3. a7xd6']);
  assert.match(await label(page, 'd6'), /^d6, empty/);
  assert.match(await label(page, 'a7'), /^a7, White/);
  const status = await page.getByTestId('status').innerText();
  assert.match(status, /Black to move · placing pieces/);
  const black = await page.getByRole('listitem').filter({ hasText: 'Black' }).innerText();
  assert.match(black, /7 in hand/);
  assert.match(black, /1 on board/);

  // Take back returns to the removal's position; redo plays it again.
  await page.getByRole('button', { name: 'Take back' }).click();
  await until(async () => (await moves(page)).length === 4, { message: 'taken back' });
  assert.equal(await label(page, 'd6'), 'd6, Black');
  await page.getByRole('button', { name: 'Redo' }).click();
  await until(async () => (await moves(page)).at(-1) === 'a7xd6', { message: 'redone' });
  assert.equal(await page.getByRole('button', { name: 'Redo' }).isDisabled(), true);
  await done(context, errors);
});

test('the whole board is playable by keyboard', async () => {
  const { context, page, errors } = await openNmm();
  await point(page, 'a7').focus();
  // Enter places on a7; the arrows walk the grid: right to d7, down to d6.
  await page.keyboard.press('Enter');
  await until(async () => (await label(page, 'a7')).startsWith('a7, White'), { message: 'a7 placed' });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-point')), 'd6');
  await page.keyboard.press(' ');
  await until(async () => (await label(page, 'd6')).startsWith('d6, Black'), { message: 'd6 placed' });
  // Down from d6 goes to d5, then left along rank 5 to c5.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await until(async () => (await moves(page)).join(' ') === 'a7 d6 c5', { message: 'three moves by keyboard' });
  // Flipped, "up" on screen goes down the ranks.
  await page.getByRole('button', { name: 'Flip board' }).click();
  await point(page, 'a4').focus();
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-point')), 'a1');

  // Dialogs: the focus moves in, Tab stays in, Escape closes and gives the focus back.
  const newGameButton = page.getByRole('button', { name: 'New game', exact: true });
  await newGameButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await dialog.waitFor();
  const focused = () => page.evaluate(() => document.activeElement.closest('[role=dialog]') !== null
    && (document.activeElement.textContent || document.activeElement.parentElement.textContent).trim());
  await until(async () => (await focused()) === 'Pass and play (two players, one device)', { message: 'focus in dialog' });
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'Pass and play (two players, one device)', 'Tab wraps around');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'Cancel');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await until(() => newGameButton.evaluate((b) => b === document.activeElement), { message: 'focus back' });
  assert.equal((await moves(page)).length, 3, 'cancel keeps the game');
  await done(context, errors);
});

test('a draw offer can be declined and accepted; the result says why', async () => {
  const { context, page, errors } = await openNmm();
  await point(page, 'a1').click();
  await until(async () => (await moves(page)).length === 1, { message: 'first move' });
  await page.getByRole('button', { name: 'Offer draw' }).click();
  const offer = page.getByRole('alertdialog', { name: 'Black offers a draw' });
  await offer.getByText('White, do you accept?').waitFor();
  await offer.getByRole('button', { name: 'Decline' }).click();
  await offer.waitFor({ state: 'detached' });
  await point(page, 'b2').click();
  await until(async () => (await moves(page)).length === 2, { message: 'play goes on' });

  await page.getByRole('button', { name: 'Offer draw' }).click();
  await page.getByRole('alertdialog', { name: 'White offers a draw' })
    .getByRole('button', { name: 'Accept the draw' }).click();
  const result = page.getByRole('dialog', { name: 'Draw' });
  await result.getByText('The players agreed to a draw.').waitFor();
  await result.getByRole('button', { name: 'Look at the board' }).click();
  await result.waitFor({ state: 'detached' });
  assert.match(await page.getByTestId('status').innerText(), /Game over/);
  await point(page, 'c3').click();
  assert.equal((await moves(page)).length, 2, 'no move after the end');
  assert.equal(await page.getByRole('button', { name: 'Resign' }).isDisabled(), true);
  await done(context, errors);
});

test('resigning ends the game for the player to move', async () => {
  const { context, page, errors } = await openNmm();
  await point(page, 'g7').click();
  await page.getByRole('button', { name: 'Resign' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Resign this game?' });
  await confirm.getByText('Black gives up').waitFor();
  await confirm.getByRole('button', { name: 'Resign' }).click();
  const result = page.getByRole('dialog', { name: 'White wins' });
  await result.getByText('Black resigned.').waitFor();
  await result.getByRole('button', { name: 'New game' }).click();
  await newGame(page, { opponent: 'pass', flying: false });
  assert.deepEqual(await moves(page), []);
  await done(context, errors);
});
