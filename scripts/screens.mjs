// Screenshots of the home page and every game screen, mid-game (tests/saves.mjs), at a desktop
// and a phone size, in the light and the dark theme, into docs/screens/ (or the folder given):
//   node scripts/screens.mjs [out-dir] [--lang hi] [--board slate]
// Needs a built dist/ (`trunk build --release`), Debian's chromium, and for Hindi and Thai
// glyphs `fonts-noto-core`. PNG files.
import { mkdir } from 'node:fs/promises';
import { launchBrowser } from '../tests/helpers.mjs';
import { serveDist } from '../tests/server.mjs';
import { SAVES } from '../tests/saves.mjs';

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const lang = option('--lang', 'en');
const board = option('--board', 'wood');
const out = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'docs/screens';
const suffix = `${lang === 'en' ? '' : `-${lang}`}${board === 'wood' ? '' : `-${board}`}`;
await mkdir(out, { recursive: true });

const server = await serveDist();
const browser = await launchBrowser();
try {
  for (const [size, options] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ ...options, serviceWorkers: 'block', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.evaluate(([saves, settings]) => {
        localStorage.setItem('ttakji.settings', JSON.stringify(settings));
        for (const [slug, body] of Object.entries(saves)) {
          localStorage.setItem(`ttakji.game.${slug}`, JSON.stringify(body));
        }
      }, [SAVES, { lang, theme, sound: false, board }]);
      const shot = (name) => page.screenshot({ path: `${out}/${name}-${size}-${theme}${suffix}.png` });
      await page.goto(server.url);
      await page.locator('.card-art svg').first().waitFor();
      await shot('home');
      for (const slug of Object.keys(SAVES)) {
        await page.goto(`${server.url}#/${slug}`);
        await page.getByTestId('board').waitFor();
        await page.getByTestId('moves').waitFor();
        await shot(slug);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
