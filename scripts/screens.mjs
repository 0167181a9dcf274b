// Screenshots of every game screen at a desktop and a phone size, light and dark, into
// docs/screens/ (or the folder given as the first argument). Needs a built dist/
// (`trunk build --release`), Debian's chromium, and for Hindi and Thai glyphs `fonts-noto-core`.
//   node scripts/screens.mjs [out-dir] [--lang hi]
import { mkdir } from 'node:fs/promises';
import { launchBrowser } from '../tests/helpers.mjs';
import { serveDist } from '../tests/server.mjs';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

// Mid-game saves (moves from `ttakji bestmove <game> --level easy`), a person to move.
const SAVES = {
  makruk: { format: 1, game: 'makruk', flying: false, mode: 'computer', level: 'hard', human: 'first', start: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1', moves: 'd3d4 c8c7 a1a2 d6d5 e3e4 g6g5 a2d2 b6b5 h3h4 f8g7 h4g5 f6g5 d2b2 g8f6'.split(' '), redo: [], seed: 7 },
  'nine-mens-morris': { format: 1, game: 'nine-mens-morris', flying: true, mode: 'computer', level: 'hard', human: 'first', start: '.../.../.../....../.../.../... w 9 9 0 0', moves: 'a7 e3 g7 d7 c4 e5 d6 c5 g4 e4xg4 d5 a4'.split(' '), redo: [], seed: 7 },
  tigadi: { format: 1, game: 'tigadi', flying: false, mode: 'computer', level: 'hard', human: 'first', start: '.../.../.../....../.../.../... w 9 9 0 0', moves: 'a7 e3 g7 d7 e5 c3 f6xd7 d3xa7 c5 d2'.split(' '), redo: [], seed: 7 },
  backgammon: { format: 1, game: 'backgammon', mode: 'computer', level: 'hard', human: 'first', length: 3, jacoby: false, cube: true, seed: 21, games: [['play 24/23 24/18', 'roll', 'play 24/16(2)']] },
  'chinese-checkers': { format: 1, game: 'chinese-checkers', players: 2, marbles: 10, teams: false, play_on: false, seats: ['S:person', 'N:hard'], moves: '116-105 5-16 117-104 0-5-18 120-117-106 4-17 113-91 7-29 105-103-80 17-40 112-92-69 8-28-51'.split(' '), redo: [], seed: 42 },
};

const args = process.argv.slice(2);
const lang = args.includes('--lang') ? args[args.indexOf('--lang') + 1] : 'en';
const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--lang') ?? 'docs/screens';
await mkdir(out, { recursive: true });

const server = await serveDist();
const browser = await launchBrowser();
try {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block', hasTouch: size === 'phone', isMobile: size === 'phone' });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.evaluate(([saves, settings]) => {
        localStorage.setItem('ttakji.settings', JSON.stringify(settings));
        for (const [slug, body] of Object.entries(saves)) {
          localStorage.setItem(`ttakji.game.${slug}`, JSON.stringify(body));
        }
      }, [SAVES, { lang, theme, sound: false }]);
      await page.goto(server.url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.screenshot({ path: `${out}/home-${size}-${theme}.png` });
      for (const slug of Object.keys(SAVES)) {
        await page.goto(`${server.url}#/${slug}`);
        await page.locator('main svg[role], main [role="grid"], main [role="group"]').first().waitFor();
        await page.screenshot({ path: `${out}/${slug}-${size}-${theme}.png` });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
