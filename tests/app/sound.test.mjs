// Each kind of event has its own sound: a move, a capture (a Makruk capture, a Morris removal,
// a backgammon hit), a check, a roll of the dice, the end of a game; the sound switch turns
// them all off. The page's AudioContext is replaced by a fake that records the notes of each
// cue (each cue resumes the context once, then starts its oscillators).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, point, label, until, moves, newGame, backgammonFrom } from '../helpers.mjs';

const t = useApp();

async function fakeAudio(context) {
  await context.addInitScript(() => {
    window.cues = [];
    class Param {
      constructor(onValue) { this.onValue = onValue; }
      set value(v) { this.onValue?.(v); }
      get value() { return 0; }
      setValueAtTime() { return this; }
      linearRampToValueAtTime() { return this; }
      exponentialRampToValueAtTime() { return this; }
    }
    class Node {
      connect(n) { return n; }
      start() {}
      stop() {}
    }
    class FakeAudioContext {
      constructor() { this.currentTime = 0; this.destination = new Node(); }
      resume() { window.cues.push([]); return Promise.resolve(); }
      createOscillator() {
        const o = new Node();
        o.type = 'sine';
        o.frequency = new Param((v) => window.cues.at(-1)?.push(`${o.type} ${Math.round(v)}`));
        return o;
      }
      createGain() { const g = new Node(); g.gain = new Param(); return g; }
    }
    window.AudioContext = FakeAudioContext;
    window.webkitAudioContext = FakeAudioContext;
  });
}

const cues = (page) => page.evaluate(() => window.cues.map((c) => c.join(', ')));

/** The `n` cues the action plays (one unless said), each with notes. */
async function cuesOf(page, action, n = 1) {
  const before = (await cues(page)).length;
  await action();
  const all = await until(async () => {
    const c = await cues(page);
    return c.length >= before + n && c;
  }, { message: `${n} cue(s)` });
  const played = all.slice(before);
  assert.equal(played.length, n, `cues: ${played.join(' | ')}`);
  assert.ok(played.every((c) => c.length > 0), 'with notes');
  return played;
}
const cueOf = async (page, action) => (await cuesOf(page, action))[0];

async function tapMove(page, from, to) {
  const n = (await moves(page)).length;
  await point(page, from).click();
  await until(async () => (await label(page, from)).includes('selected'), { message: `${from} chosen` });
  await point(page, to).click();
  await until(async () => (await moves(page)).length > n, { message: `${from}-${to}` });
}

test('each event has its own cue, in every game; none with the sound switched off', async () => {
  const context = await t.newContext();
  await fakeAudio(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  // Makruk: a check, a move, a capture and the end (a resignation).
  await page.goto(`${t.url}#/makruk`);
  await newGame(page, { opponent: 'pass' });
  await page.getByRole('button', { name: 'Position (FEN)' }).click();
  const fen = page.getByRole('dialog', { name: 'Position (FEN)' });
  await fen.getByRole('textbox', { name: 'Start a new game from a FEN' }).fill('4k3/8/8/8/3r4/8/8/R3K3 w - - 0 1');
  await fen.getByRole('button', { name: 'Load position' }).click();
  await fen.waitFor({ state: 'detached' });
  const check = await cueOf(page, () => tapMove(page, 'a1', 'a8'));
  const move = await cueOf(page, () => tapMove(page, 'e8', 'e7'));
  assert.equal(await cueOf(page, () => tapMove(page, 'a8', 'a4')), move, 'a move sounds as a move');
  await cueOf(page, () => tapMove(page, 'e7', 'e6'));
  const capture = await cueOf(page, () => tapMove(page, 'a4', 'd4'));
  const end = await cueOf(page, async () => {
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('alertdialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }).click();
  });

  // Nine Men's Morris: a removal sounds as a capture.
  await page.goto(`${t.url}#/nine-mens-morris`);
  await newGame(page, { opponent: 'pass' });
  for (const p of ['a1', 'd6', 'a4', 'f4', 'a7']) await point(page, p).click();
  await until(async () => (await label(page, 'd6')).includes('can be removed'), { message: 'a mill' });
  assert.equal(await cueOf(page, () => point(page, 'd6').click()), capture, 'a removal is a capture');

  // Backgammon: a roll of the dice, and a hit sounds as a capture.
  // White to roll and ahead (seed 38: 6-1 after the take, 7/6* hits).
  await backgammonFrom(page, t.url, ['eN8HAAEGAQAAAA', 'MAEAAAAAAAAE'], { seed: 38 });
  const status = () => page.getByTestId('status').innerText();
  await until(async () => (await status()) === 'White to roll', { message: 'White to roll' });
  const place = (name) => page.getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
  const step = async (from, to) => {
    if (!(await place(from).getAttribute('aria-label')).includes('selected')) await place(from).click();
    await until(async () => (await place(to).getAttribute('aria-label')).includes('move here'), { message: `${to} offered` });
    await place(to).click();
  };
  // White doubles, Black takes and owns the cube: White's dice are rolled at once (6-1).
  await cueOf(page, () => page.getByRole('button', { name: 'Double' }).click());
  const offer = page.getByRole('alertdialog', { name: 'White doubles to 2' });
  const [, dice] = await cuesOf(page, () => offer.getByRole('button', { name: 'Take' }).click(), 2);
  await until(async () => (await status()) === 'White to play 6-1', { message: 'White rolled 6-1' });
  assert.equal(await cueOf(page, () => step('point 7', 'point 6')), capture, 'a hit is a capture');

  const distinct = new Set([move, capture, check, dice, end]);
  assert.equal(distinct.size, 5, `five different cues: ${[...distinct].join(' | ')}`);

  // The sound switch off: a step plays nothing.
  await page.getByRole('button', { name: 'Sound' }).click();
  assert.equal(await page.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed'), 'false');
  const before = (await cues(page)).length;
  await step('point 6', "White's tray");
  await until(async () => (await place("White's tray").getAttribute('aria-label')).startsWith("White's tray, 13 off"), { message: 'borne off' });
  assert.equal((await cues(page)).length, before, 'silent');
  await done(context, errors);
});
