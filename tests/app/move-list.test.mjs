// The move list, as a person reads it: the move being reviewed stays readable under the
// pointer and after a tap, in both themes (every text at least 4.5:1 against what is behind it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, done, putSave, until } from '../helpers.mjs';

const t = useApp();

// Saves with two moves played and a person to move, so that nothing changes while the test looks.
const SAVES = [
  ['makruk', '{"format":1,"game":"makruk","flying":false,"mode":"computer","level":"easy","human":"first","start":"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1","moves":["d1c2","e8d7"],"redo":[],"seed":12345}'],
  ['nine-mens-morris', '{"format":1,"game":"nine-mens-morris","flying":true,"mode":"computer","level":"easy","human":"first","start":".../.../.../....../.../.../... w 9 9 0 0","moves":["a1","a4"],"redo":[],"seed":12345}'],
  ['chinese-checkers', '{"format":1,"game":"chinese-checkers","players":2,"marbles":10,"teams":false,"play_on":false,"seats":["S:person","N:easy"],"moves":["111-102","3-16"],"redo":[],"seed":42}'],
];

/**
 * The lowest contrast ratio (WCAG) of the texts inside `button` against the background drawn
 * behind each, with the text that reads it.
 */
function lowestContrast(button) {
  const rgba = (s) => {
    const [r, g, b, a = 1] = s.match(/[\d.]+/g).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }) => {
    const lin = (c) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const behind = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c.a > 0.5) return c;
    }
    return rgba(getComputedStyle(document.body).backgroundColor);
  };
  const texts = [button, ...button.querySelectorAll('*')]
    .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
  let worst = { ratio: Infinity, text: '' };
  for (const e of texts) {
    const [a, b] = [luminance(rgba(getComputedStyle(e).color)), luminance(behind(e))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < worst.ratio) worst = { ratio, text: e.textContent.trim() };
  }
  return worst;
}

async function assertReadable(button, what) {
  const worst = await button.evaluate(lowestContrast);
  assert.ok(worst.ratio >= 4.5, `${what}: "${worst.text}" at ${worst.ratio.toFixed(2)}:1`);
}

for (const [slug, save] of SAVES) {
  test(`${slug}: the reviewed move stays readable under the pointer, in both themes`, async () => {
    const { context, page, errors } = await t.open();
    await page.goto(t.url);
    await putSave(page, slug, save);
    await page.goto(`${t.url}#/${slug}`);
    const list = page.getByTestId('moves');
    const first = list.getByRole('button').first();
    const second = list.getByRole('button').nth(1);
    await second.waitFor();
    for (const theme of ['light', 'dark']) {
      const dark = page.getByRole('button', { name: 'Dark theme' });
      if ((await dark.getAttribute('aria-pressed')) !== String(theme === 'dark')) await dark.click();
      await until(async () => (await page.locator('html').getAttribute('data-theme')) === theme, { message: theme });
      await first.click();
      await until(async () => (await first.getAttribute('aria-current')) === 'step', { message: 'first move reviewed' });
      await page.mouse.move(0, 0);
      await assertReadable(first, `${theme}, the reviewed move`);
      await first.hover();
      await assertReadable(first, `${theme}, the reviewed move under the pointer`);
      await second.hover();
      await assertReadable(second, `${theme}, another move under the pointer`);
      await page.getByRole('button', { name: 'Back to the game' }).click();
    }
    await done(context, errors);
  });
}
