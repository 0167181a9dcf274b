// The new-game dialog of every game, on a laptop's window and a phone's: its Start and
// Cancel buttons stay in the window whatever the settings (the dialog's body scrolls, its
// buttons do not), it opens again with the settings of the game last started, and after
// Start the keyboard's focus is on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, until } from '../helpers.mjs';

const t = useApp();

const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

const radio = (dialog, name) => dialog.getByRole('radio', { name, exact: typeof name === 'string' });
const group = (dialog, legend) => dialog.getByRole('group', { name: legend });

/** A two-sided game against the computer at `level`, the person playing second. */
const againstComputer = (slug, level) => ({
  slug,
  choose: async (d) => {
    await radio(d, 'The computer').check();
    await radio(d, level).check();
    await radio(d, /^Second \(/).check();
  },
  chosen: (d) => [radio(d, 'The computer'), radio(d, level), radio(d, /^Second \(/)],
});

/**
 * Each game's new-game dialog: `choose` picks settings other than the first game's (and
 * those that show the most rows), `chosen` lists what must then be checked when the dialog
 * opens again, and `values` the seats' choices (Chinese Checkers).
 */
const GAMES = [
  againstComputer('makruk', 'Hard'),
  {
    slug: 'nine-mens-morris',
    choose: async (d) => {
      await radio(d, /^Pass and play/).check();
      await group(d, 'Flying').getByRole('radio', { name: 'Off' }).check();
    },
    chosen: (d) => [radio(d, /^Pass and play/), group(d, 'Flying').getByRole('radio', { name: 'Off' })],
  },
  againstComputer('tigadi', 'Normal'),
  {
    slug: 'backgammon',
    choose: async (d) => {
      await radio(d, 'The computer').check();
      await radio(d, 'Hard').check();
      await radio(d, 'Black').check();
      await radio(d, 'Match').check();
      await radio(d, '7 points').check();
    },
    chosen: (d) => [radio(d, 'The computer'), radio(d, 'Hard'), radio(d, 'Black'), radio(d, 'Match'),
      radio(d, '7 points')],
  },
  {
    slug: 'chinese-checkers',
    choose: async (d) => {
      await radio(d, '4 players').check();
      await d.getByRole('combobox', { name: 'Blue (North)' }).selectOption({ label: 'Computer: Hard' });
      await radio(d, /^Partners/).check();
      await radio(d, /^15 each/).check();
      await radio(d, 'Play on for places').check();
    },
    chosen: (d) => [radio(d, '4 players'), radio(d, /^Partners/), radio(d, /^15 each/),
      radio(d, 'Play on for places')],
    values: (d) => [[d.getByRole('combobox', { name: 'Blue (North)' }), 'hard']],
  },
];

/** Opens the game's screen in a window of `size` and its new-game dialog. */
async function openDialog(size, slug) {
  const { context, page, errors } = await t.open({ viewport: size });
  await page.goto(`${t.url}#/${slug}`);
  const dialog = page.getByRole('dialog', { name: /New game/ });
  const button = page.getByRole('button', { name: 'New game', exact: true });
  // The screen renders its button and (on a first visit) the open dialog together.
  await button.waitFor();
  if (!(await dialog.isVisible())) await button.click();
  await dialog.waitFor();
  return { context, page, errors, dialog, button };
}

/** Opens the dialog again from the screen's New game button. */
async function reopen(page, dialog) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await dialog.waitFor();
}

/**
 * Where a button stands: `null` if it is wholly in the window and is what the pointer finds
 * at its centre (not hidden by the dialog's scrolling), else its box.
 */
const outside = (button) => button.evaluate((b) => {
  const r = b.getBoundingClientRect();
  const inside = r.width > 0 && r.top >= 0 && r.left >= 0
    && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return inside && b.contains(hit) ? null : `${Math.round(r.left)},${Math.round(r.top)}`
    + ` ${Math.round(r.width)}×${Math.round(r.height)} in ${window.innerWidth}×${window.innerHeight}`;
});

/** Waits for the focus to be on the board's entry spot (its Tab stop), which has a name. */
async function focusOnBoard(page, what) {
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return a?.closest('.board[role=group]') && a.getAttribute('role') === 'button'
      && a.getAttribute('tabindex') === '0' ? a.getAttribute('aria-label') : null;
  });
  const name = await until(focused, { timeout: 3000, message: `${what}: focus on the board` })
    .catch(async () => assert.fail(`${what}: the focus is on `
      + `${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`));
  assert.ok(name.length > 0, `${what}: the focused spot has a name`);
}

async function assertButtonsInView(dialog, what) {
  for (const name of ['Start', 'Cancel']) {
    const box = await outside(dialog.getByRole('button', { name, exact: true }));
    assert.equal(box, null, `${what}: ${name} is in the window`);
  }
}

for (const size of SIZES) {
  const at = `${size.width} × ${size.height}`;

  test(`at ${at} every game's new-game dialog keeps Start and Cancel in the window`, async () => {
    for (const game of GAMES) {
      const { context, page, errors, dialog } = await openDialog(size, game.slug);
      await assertButtonsInView(dialog, `${game.slug}, first opened`);
      await game.choose(dialog);
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Opened again with the settings that show the most rows, not scrolled by anyone.
      await reopen(page, dialog);
      await assertButtonsInView(dialog, `${game.slug}, opened again`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await done(context, errors);
    }
  });

  test(`at ${at} every game's new-game dialog opens with the last game's settings`, async () => {
    for (const game of GAMES) {
      const { context, page, errors, dialog } = await openDialog(size, game.slug);
      await game.choose(dialog);
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await reopen(page, dialog);
      for (const r of game.chosen(dialog)) {
        assert.ok(await r.isChecked(), `${game.slug}: ${await r.evaluate((e) => e.labels[0].innerText)} is pre-selected`);
      }
      for (const [select, value] of game.values?.(dialog) ?? []) {
        assert.equal(await select.inputValue(), value, `${game.slug}: the seat's choice is kept`);
      }
      // And after a reload, from the saved game.
      await page.reload();
      await page.getByRole('button', { name: 'New game', exact: true }).waitFor();
      await reopen(page, dialog);
      for (const r of game.chosen(dialog)) {
        assert.ok(await r.isChecked(), `${game.slug}, after a reload: the setting is pre-selected`);
      }
      await done(context, errors);
    }
  });

  test(`at ${at} after Start the focus is on the board's entry spot, in every game`, async () => {
    for (const game of GAMES) {
      const { context, page, errors, dialog } = await openDialog(size, game.slug);
      await game.choose(dialog);
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      const onBoard = (what) => focusOnBoard(page, `${game.slug}, ${what}`);
      await onBoard('the dialog of the first visit');
      // The keyboard goes on from there: the arrows move along the board.
      await page.keyboard.press('ArrowRight');
      assert.ok(await page.evaluate(() => document.activeElement?.closest('.board[role=group]') !== null),
        `${game.slug}: after an arrow the focus is still on the board`);
      // Opened from the New game button: Start gives the board the focus, Cancel the button.
      const button = page.getByRole('button', { name: 'New game', exact: true });
      await button.click();
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await onBoard('the dialog opened from its button');
      await button.click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await until(() => button.evaluate((b) => b === document.activeElement), { message: 'focus back on New game' });
      await done(context, errors);
    }
  });
}

/** Resigns the duel game on the screen (Makruk, Morris, Tigadi): its result dialog. */
async function resignDuel(page) {
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('alertdialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }).click();
  const result = page.getByRole('dialog', { name: /wins$/ });
  await result.waitFor();
  return result;
}

/** Starts a backgammon match to 3 (pass and play) and resigns its first game: the result. */
async function resignBackgammon(page) {
  const dialog = page.getByRole('dialog', { name: /New game/ });
  await dialog.getByRole('radio', { name: /Pass and play/ }).check();
  await dialog.getByRole('radio', { name: 'Match', exact: true }).check();
  await dialog.getByRole('radio', { name: '3 points' }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('alertdialog', { name: 'Resign this game' }).getByRole('button', { name: 'Offer' }).click();
  await page.getByRole('alertdialog', { name: /offers to resign/ }).getByRole('button', { name: 'Accept' }).click();
  const result = page.getByRole('dialog', { name: /wins/ });
  await result.waitFor();
  return result;
}

for (const size of SIZES) {
  const at = `${size.width} × ${size.height}`;

  test(`at ${at} a result dialog keeps its buttons in the window and its board buttons give the board the focus`, async () => {
    const { context, page, errors } = await t.open({ viewport: size });
    await page.goto(`${t.url}#/makruk`);
    await page.getByRole('dialog', { name: /New game/ }).getByRole('button', { name: 'Start' }).click();
    let result = await resignDuel(page);
    for (const name of ['New game', 'Look at the board']) {
      assert.equal(await outside(result.getByRole('button', { name })), null, `Makruk: ${name} is in the window`);
    }
    // A new game from the result starts with its focus on the board too.
    await result.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog', { name: /New game/ }).getByRole('button', { name: 'Start' }).click();
    await focusOnBoard(page, 'Makruk, a new game from the result');
    result = await resignDuel(page);
    await result.getByRole('button', { name: 'Look at the board' }).click();
    await focusOnBoard(page, 'Makruk, looking at the board');
    await page.getByRole('button', { name: 'Position (FEN)' }).click();
    const fen = page.getByRole('dialog', { name: 'Position (FEN)' });
    await fen.getByRole('textbox', { name: 'Start a new game from a FEN' }).fill('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
    await fen.getByRole('button', { name: 'Load position' }).click();
    await focusOnBoard(page, 'Makruk, a FEN loaded');

    await page.goto(`${t.url}#/backgammon`);
    result = await resignBackgammon(page);
    for (const name of ['Next game', 'Look at the board']) {
      assert.equal(await outside(result.getByRole('button', { name })), null, `Backgammon: ${name} is in the window`);
    }
    await result.getByRole('button', { name: 'Next game' }).click();
    await focusOnBoard(page, 'Backgammon, the next game');
    await done(context, errors);
  });
}
