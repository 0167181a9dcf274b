// Rules that need a position: moving with marked destinations, Tigadi's pass when blocked
// (TIG-14) and Nine Men's Morris's loss when blocked (NMM-10). The positions are put in
// as saved games, which also checks that a valid save is loaded as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, watchErrors, point, label, until, moves, putSave } from '../helpers.mjs';

const t = useApp();

const EMPTY = '.../.../.../....../.../.../... w 9 9 0 0';

async function openSaved(context, game, save) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(t.url);
  await putSave(page, game, { format: 1, game, mode: 'pass-and-play', ...save });
  await page.goto(`${t.url}#/${game}`);
  await point(page, 'a1').waitFor();
  return { page, errors };
}

test('moving: a selected piece shows where it may go, and goes there', async () => {
  const context = await t.newContext();
  const placed = ['a7', 'd7', 'g7', 'b6', 'd6', 'f6', 'a4', 'b4', 'g4', 'f4', 'c5', 'e5', 'c3', 'e3',
    'd2', 'd1', 'f2', 'a1'];
  const { page, errors } = await openSaved(context, 'nine-mens-morris',
    { flying: true, start: EMPTY, moves: placed });
  assert.deepEqual(await moves(page), placed);
  assert.match(await page.getByTestId('status').innerText(), /White to move · moving/);
  await point(page, 'd6').click();
  await until(async () => (await label(page, 'd6')) === 'd6, White, selected', { message: 'd6 selected' });
  const destinations = await page.getByRole('button', { name: /move here/ }).evaluateAll(
    (els) => els.map((e) => e.getAttribute('data-point')));
  assert.deepEqual(destinations, ['d5'], 'd6 may only go to the empty neighbour d5');
  await point(page, 'b6').click();
  assert.equal(await label(page, 'b6'), 'b6, Black', 'an enemy piece is not selectable');
  await point(page, 'd5').click();
  await until(async () => (await moves(page)).at(-1) === 'd6-d5', { message: 'd6-d5 played' });
  assert.match(await label(page, 'd5'), /^d5, White/);
  assert.match(await label(page, 'd6'), /^d6, empty/);
  await done(context, errors);
});

// Kaudi/White on a1 d1 a4, every neighbour taken by the other side.
const BLOCKED = 'B../.../.../WB..../.../BB./WWB w 0 0 0 40';

test('a blocked Tigadi player passes and does not lose (TIG-14)', async () => {
  const context = await t.newContext();
  const { page, errors } = await openSaved(context, 'tigadi', { flying: false, start: BLOCKED, moves: [] });
  await page.getByText('No piece can move').waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0, 'no result: the game goes on');
  await point(page, 'a1').click();
  assert.equal(await label(page, 'a1'), 'a1, Kaudi', 'nothing to select');
  await page.getByRole('button', { name: 'No move possible: pass' }).click();
  await until(async () => (await moves(page)).join(' ') === 'pass', { message: 'pass recorded' });
  assert.match(await page.getByTestId('status').innerText(), /Imli to move/);
  assert.equal(await page.getByRole('button', { name: 'No move possible: pass' }).count(), 0);
  await done(context, errors);
});

test('a blocked Nine Men\'s Morris player loses at once (NMM-10), unless flying frees it (NMM-8)', async () => {
  const context = await t.newContext();
  // With flying on, three pieces fly: not blocked.
  const flying = await openSaved(context, 'nine-mens-morris', { flying: true, start: BLOCKED, moves: [] });
  assert.match(await flying.page.getByTestId('status').innerText(), /White to move · flying/);
  await flying.page.close();
  const { page, errors } = await openSaved(context, 'nine-mens-morris', { flying: false, start: BLOCKED, moves: [] });
  const result = page.getByRole('dialog', { name: 'Black wins' });
  await result.getByText('White has no legal move.').waitFor();
  assert.match(await page.getByTestId('status').innerText(), /Game over/);
  assert.match(await page.locator('.result-line').innerText(), /0–1/);
  await done(context, errors);
});
