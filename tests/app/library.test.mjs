// The game library (issue 16): a game finished in each of the five games is found on the
// Games page, replayed on its board, exported and imported back with the same moves; the
// statistics change; a corrupt record and a database that cannot be opened each give a
// notice and lose nothing; the library survives a reload and works offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useApp, done, point, until, moves, newGame, putSave, fakeClipboard } from '../helpers.mjs';
import { CC_FINISHED } from '../saves.mjs';

const CC_MOVES = CC_FINISHED.moves;

const t = useApp();


/** Resigns a two-sided game (Makruk, the Morris games) for the player to move. */
async function resignDuel(page) {
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('alertdialog', { name: 'Resign this game?' })
    .getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('dialog', { name: /wins|You win|computer wins/i }).waitFor();
}

/** A two-sided game between people: the taps of one move, the move list's word, a resignation. */
async function duel(page, slug, taps, shown) {
  await page.goto(`${t.url}#/${slug}`);
  await newGame(page, { opponent: 'pass' });
  for (const p of taps) await point(page, p).click();
  await until(async () => (await moves(page)).join(' ') === shown, { message: shown });
  await resignDuel(page);
}

/** A short game of each kind, finished through its screen. */
const FINISH = {
  makruk: (page) => duel(page, 'makruk', ['b1', 'd2'], 'Nd2'),
  'nine-mens-morris': (page) => duel(page, 'nine-mens-morris', ['d6'], 'd6'),
  tigadi: (page) => duel(page, 'tigadi', ['b6'], 'b6'),
  async backgammon(page) {
    await page.goto(`${t.url}#/backgammon`);
    const dialog = page.getByRole('dialog', { name: /New game/ });
    await dialog.getByRole('radio', { name: /Pass and play/ }).check();
    await dialog.getByRole('radio', { name: 'Money game' }).check();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Resign', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Resign this game' })
      .getByRole('button', { name: 'Offer' }).click();
    await page.getByRole('alertdialog', { name: /offers to resign a single game/ })
      .getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: /wins a single game/ }).waitFor();
  },
  async 'chinese-checkers'(page) {
    // The game's last move waits to be redone: redoing it finishes the game.
    await page.goto(t.url);
    await putSave(page, 'chinese-checkers', { ...CC_FINISHED, moves: CC_MOVES.slice(0, -1), redo: [CC_MOVES.at(-1)] });
    await page.goto(`${t.url}#/chinese-checkers`);
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.getByRole('dialog', { name: /wins/ }).waitFor();
  },
};

const NAMES = {
  makruk: 'Makruk', 'nine-mens-morris': "Nine Men's Morris", tigadi: 'Tigadi',
  backgammon: 'Backgammon', 'chinese-checkers': 'Chinese Checkers',
};

async function openGames(page) {
  await page.goto(t.url);
  await page.getByRole('link', { name: 'Games played' }).click();
  await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
}

/** The row of the Games page of a game, by its name. */
function row(page, slug) {
  return page.getByRole('article', { name: new RegExp(`^${NAMES[slug]},`) });
}

/** The move list of the past game shown, once it is drawn. */
async function pastMoves(page) {
  await page.getByRole('heading', { name: /^A past game/ }).waitFor();
  return until(async () => { const m = await moves(page); return m.length ? m : null; },
    { message: 'the past game\'s moves' });
}

/** Closes the finished game's result dialog that its screen shows when it opens. */
async function closeResult(page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Look at the board' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The text of a download started by `click`. */
async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

for (const slug of Object.keys(FINISH)) {
  test(`${NAMES[slug]}: a finished game is kept, replayed, exported and imported back`, async () => {
    const { context, page, errors } = await t.open({ acceptDownloads: true });
    await FINISH[slug](page);
    const played = await moves(page);
    await openGames(page);
    const r = row(page, slug);
    await r.waitFor();
    assert.match(await r.innerText(), /resigned|wins/);

    // Replay: the game's own screen, with its moves and the board as it ended.
    await r.getByRole('link', { name: /^Replay/ }).click();
    assert.deepEqual(await pastMoves(page), played);
    if (slug === 'nine-mens-morris') assert.match(await point(page, 'd6').getAttribute('aria-label'), /White/);
    if (slug === 'makruk') assert.match(await point(page, 'd2').getAttribute('aria-label'), /Ma/);
    await closeResult(page);
    await page.getByRole('link', { name: 'Back to the games' }).click();

    // Export, delete, import the file back: the same moves.
    const file = await downloaded(page, () => row(page, slug).getByRole('button', { name: /^Export/ }).click());
    if (slug === 'makruk') assert.match(file.text, /\[Variant "makruk"\]/);
    if (slug === 'backgammon') assert.match(file.text, /point match/);
    assert.match(file.name, new RegExp(`^${slug}-.*\\.(pgn|mat|txt)$`));
    await row(page, slug).getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('status').filter({ hasText: 'The game was deleted.' }).waitFor();
    await until(async () => (await row(page, slug).count()) === 0, { message: 'deleted' });
    await page.getByRole('textbox', { name: 'Or paste a game file here' }).fill(file.text);
    await page.getByRole('button', { name: 'Import the pasted text' }).click();
    await page.getByText('Imported 1 games (0 already kept).').waitFor();
    await row(page, slug).getByRole('link', { name: /^Replay/ }).click();
    assert.deepEqual(await pastMoves(page), played);
    await done(context, errors);
  });
}

test('a past game analysed keeps its analysis; continued from a chosen move it is a new game, and it stays', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/nine-mens-morris`);
  await newGame(page, { opponent: 'pass' });
  for (const p of ['d6', 'a1', 'g7']) {
    const n = (await moves(page)).length;
    await point(page, p).click();
    await until(async () => (await moves(page)).length > n, { message: p });
  }
  await resignDuel(page);
  await openGames(page);
  await row(page, 'nine-mens-morris').getByRole('link', { name: /^Replay/ }).click();
  assert.deepEqual(await pastMoves(page), ['d6', 'a1', 'g7']);
  await closeResult(page);
  // Analysed here, the analysis goes to the kept game.
  await page.getByRole('button', { name: 'Analyse game' }).click();
  await until(async () => (await page.getByRole('progressbar').count()) === 0
    && (await page.locator('[data-testid=eval-graph] circle').count()) === 3, { timeout: 60000, message: 'analysed' });
  await page.getByRole('spinbutton', { name: 'Continue as a new game after move' }).fill('2');
  await page.getByRole('button', { name: 'Continue as a new game' }).click();
  await page.waitForURL(/#\/nine-mens-morris$/);
  await until(async () => (await moves(page)).join(' ') === 'd6 a1', { message: 'the first two moves' });
  assert.match(await point(page, 'g7').getAttribute('aria-label'), /empty/);
  await point(page, 'b6').click();
  await until(async () => (await moves(page)).join(' ') === 'd6 a1 b6', { message: 'play on' });
  // The past game is kept as it was, once.
  await openGames(page);
  await row(page, 'nine-mens-morris').first().waitFor();
  assert.equal(await row(page, 'nine-mens-morris').count(), 1);
  assert.match(await row(page, 'nine-mens-morris').innerText(), /Analysed: White lost .* a move on average, \d+ blunders; Black lost/);
  await row(page, 'nine-mens-morris').getByRole('link', { name: /^Replay/ }).click();
  // The moves as played, whatever marks the analysis gave them.
  const plain = (await pastMoves(page)).map((m) => m.replace(/[?!]+$/, ''));
  assert.deepEqual(plain, ['d6', 'a1', 'g7']);
  await done(context, errors);
});

test('a game left for a new game is kept unfinished; the Games page speaks Hindi', async () => {
  const { context, page, errors } = await t.open();
  await page.goto(`${t.url}#/tigadi`);
  await newGame(page, { opponent: 'pass' });
  await point(page, 'b6').click();
  await until(async () => (await moves(page)).join(' ') === 'b6', { message: 'b6' });
  await newGame(page, { opponent: 'pass' });
  await openGames(page);
  assert.match(await row(page, 'tigadi').innerText(), /Unfinished · 1 moves/);
  await page.getByRole('button', { name: /switch to Hindi/ }).click();
  await page.getByRole('heading', { name: 'खेले गए खेल', level: 1 }).waitFor();
  await page.getByRole('article', { name: /^तिगड़ी,/ }).getByText(/अधूरा/).waitFor();
  await done(context, errors);
});

test('statistics: a game lost to the easy level is counted, the rating moves; the library copied and read back', async () => {
  const { context, page, errors } = await t.open();
  await fakeClipboard(context);
  await page.goto(`${t.url}#/nine-mens-morris`);
  await newGame(page, { opponent: 'computer', level: 'Easy', side: 'First' });
  await resignDuel(page);
  await openGames(page);
  const table = page.getByRole('table', { name: "Nine Men's Morris" });
  const easy = table.getByRole('row', { name: /^Easy/ });
  await easy.waitFor();
  assert.deepEqual((await easy.getByRole('cell').allInnerTexts()), ['1', '0', '0', '1', '0']);
  assert.match(await page.getByText(/Your rating against the computer/).innerText(), /: 1\d{3} \(after 1 games\)/);
  // Filtered by opponent: a person shows none of it.
  await page.getByRole('combobox', { name: 'Opponent' }).selectOption({ label: 'A person' });
  await until(async () => (await row(page, 'nine-mens-morris').count()) === 0, { message: 'filtered out' });
  await page.getByRole('combobox', { name: 'Opponent' }).selectOption({ label: 'Easy' });
  await row(page, 'nine-mens-morris').waitFor();
  // The library survives a reload.
  await page.reload();
  await row(page, 'nine-mens-morris').waitFor();
  // The whole library as one Ttakji file, copied, and read back: nothing new.
  await page.getByRole('button', { name: 'Copy the whole library' }).click();
  await page.getByText('Copied').waitFor();
  const file = await page.evaluate(() => window.copied);
  assert.equal(JSON.parse(file)['ttakji-library'], 1);
  await page.getByRole('textbox', { name: 'Or paste a game file here' }).fill(file);
  await page.getByRole('button', { name: 'Import the pasted text' }).click();
  await page.getByText('Imported 0 games (1 already kept).').waitFor();
  await page.getByRole('textbox', { name: 'Or paste a game file here' }).fill('[Variant "makruk"]\n\n1. zz9 *');
  await page.getByRole('button', { name: 'Import the pasted text' }).click();
  await page.getByText(/^Nothing imported: no game could be read \(makruk: /).waitFor();
  await done(context, errors);
});

test('a record that cannot be read gives a notice; the others stay', async () => {
  const { context, page, errors } = await t.open();
  await FINISH['nine-mens-morris'](page);
  await openGames(page);
  await row(page, 'nine-mens-morris').waitFor();
  await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('ttakji');
    open.onsuccess = () => {
      const tx = open.result.transaction('games', 'readwrite');
      tx.objectStore('games').put({ id: 'broken-1', text: '{"v":1,"id":"broken-1"' });
      tx.oncomplete = () => { open.result.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }));
  await page.reload();
  await page.getByRole('alert').filter({ hasText: '1 games of the library could not be read' }).waitFor();
  await page.getByText(/^Game broken-1: not a record/).waitFor();
  await row(page, 'nine-mens-morris').waitFor();
  // It is still there after another reload: nothing was dropped.
  await page.reload();
  await page.getByText(/^Game broken-1/).waitFor();
  await done(context, errors);
});

test('a database that cannot be opened: a notice, and the game waits, then goes in when it opens', async () => {
  const context = await t.newContext();
  // A newer version of the database than the app's: opening it fails.
  await context.addInitScript(() => {
    try {
      if (localStorage.getItem('test.fixed')) return;
      const open = indexedDB.open('ttakji', 50);
      open.onsuccess = () => open.result.close();
    } catch { /* a page without storage (about:blank) */ }
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await FINISH.tigadi(page);
  await page.getByRole('alert').filter({ hasText: 'The game library could not be opened' }).waitFor();
  const waiting = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ttakji.library.waiting.')));
  assert.equal(waiting.length, 1);
  await openGames(page);
  await row(page, 'tigadi').waitFor();
  // The game in progress is untouched.
  await page.goto(`${t.url}#/tigadi`);
  assert.deepEqual(await until(async () => { const m = await moves(page); return m.length ? m : null; }), ['b6']);
  // Once the database opens again, the game that waited goes in.
  await page.evaluate(() => new Promise((resolve) => {
    localStorage.setItem('test.fixed', '1');
    indexedDB.deleteDatabase('ttakji').onsuccess = resolve;
  }));
  await page.reload();
  await until(() => page.evaluate(() => !Object.keys(localStorage).some((k) => k.startsWith('ttakji.library.waiting.'))),
    { message: 'the waiting game stored' });
  await openGames(page);
  await row(page, 'tigadi').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the library works offline', async () => {
  const { context, page, errors } = await t.open();
  await FINISH.makruk(page);
  await openGames(page);
  await row(page, 'makruk').waitFor();
  await until(() => page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const names = (await Promise.all((await caches.keys()).map(async (k) =>
      (await (await caches.open(k)).keys()).map((r) => r.url)))).flat();
    return names.some((u) => /ttakji-app-[0-9a-f]+_bg\.wasm$/.test(u));
  }), { message: 'service worker ready' });
  await context.setOffline(true);
  await page.reload();
  await row(page, 'makruk').getByRole('link', { name: /^Replay/ }).click();
  assert.deepEqual(await pastMoves(page), ['Nd2']);
  assert.deepEqual(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)), []);
  await context.close();
});
