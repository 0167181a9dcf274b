// How scripts/measure-load.mjs and scripts/long-tasks.mjs open each game's screen and make a
// hard computer move first, and how they see that it moved.
import { moves, newGame } from '../tests/helpers.mjs';

/** How each game's screen is opened and a hard computer made to move first. */
export const GAMES = [
  ['Makruk', (page) => newGame(page, { opponent: 'computer', level: 'Hard', side: 'Second' })],
  ['Backgammon', async (page) => {
    const dialog = page.getByRole('dialog', { name: /New game/ });
    await dialog.getByRole('radio', { name: 'The computer' }).check();
    await dialog.getByRole('radio', { name: 'Hard', exact: true }).check();
    await dialog.getByRole('group', { name: 'You play' }).getByRole('radio', { name: 'White' }).check();
    await dialog.getByText('More options').click();
    // Seed 10: Black (the computer) wins the opening roll.
    await dialog.getByRole('textbox', { name: /Dice seed/ }).fill('10');
    await dialog.getByRole('button', { name: 'Start' }).click();
  }],
  ["Nine Men's Morris", (page) => newGame(page, { opponent: 'computer', level: 'Hard', side: 'Second' })],
  ['Tigadi', (page) => newGame(page, { opponent: 'computer', level: 'Hard', side: 'Second' })],
  ['Chinese Checkers', async (page) => {
    const dialog = page.getByRole('dialog', { name: /New game/ });
    await dialog.getByRole('radio', { name: '2 players' }).check();
    await dialog.getByRole('combobox', { name: 'Red (South)' }).selectOption({ label: 'Computer: Hard' });
    await dialog.getByRole('combobox', { name: 'Blue (North)' }).selectOption({ label: 'Person' });
    await dialog.getByRole('button', { name: 'Start' }).click();
  }],
];

/** The number of moves played (Chinese Checkers lists each move as a `.mv`). */
export async function played(page) {
  const cc = await page.getByTestId('moves').locator('.mv').count();
  return cc || (await moves(page)).length;
}
