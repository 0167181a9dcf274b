// Measures the first load of a release build (scripts/measure-load.sh builds it): each file's
// raw and gzip -9 size, the bytes the page loads before the home page shows its game cards,
// the bytes a first visit costs the server and those the service worker caches, first paint
// and home-page time with and without Chromium's 4x CPU throttling, and the main thread's
// long tasks (over 50 ms) at start, when each game starts and while the computer thinks on
// hard.   node scripts/measure-load.mjs <dist dir> [runs per timing, default 3]
// CPU_THROTTLE=<rate>: the slower CPU of the second row of times (default 4).
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveDist } from '../tests/server.mjs';
import { launchBrowser, until } from '../tests/helpers.mjs';
import { GAMES, played } from './game-starts.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 3);
const THROTTLE = Number(process.env.CPU_THROTTLE ?? 4);

// Installed before the page's own scripts: long tasks, the moment the five cards show their
// boards, and the moments the page posts to its worker.
const INIT = () => {
  window.__longTasks = [];
  window.__posts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const cards = () => document.querySelectorAll('.cards .card .card-art svg').length >= 5;
  new MutationObserver((_, observer) => {
    if (window.__home === undefined && cards()) {
      window.__home = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (...args) {
    window.__posts.push(performance.now());
    return post.apply(this, args);
  };
};

/** Every file of the build with its raw and gzip -9 size, by its path from the root. */
function files() {
  const sizes = new Map();
  for (const name of readdirSync(dist).sort()) {
    const path = join(dist, name);
    if (!statSync(path).isFile()) continue;
    const gz = execFileSync('gzip', ['-9', '-c', path], { maxBuffer: 1 << 28 }).length;
    sizes.set(`/${name}`, { raw: statSync(path).size, gz });
  }
  sizes.set('/', sizes.get('/index.html'));
  return sizes;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (t) => `${Math.round(t)} ms`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sum = (names, sizes, key) => names.reduce((n, f) => {
  const size = sizes.get(f);
  if (!size) throw new Error(`${f} was loaded but is not a file of ${dist}`);
  return n + size[key];
}, 0);
const tasks = (list) => (list.length === 0 ? 'none'
  : `${list.length}: ${list.map((t) => ms(t.ms)).join(', ')}`);

/** A fresh profile with the probes installed and the CPU throttled `rate` times. */
async function profile(browser, rate) {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(INIT);
  const page = await context.newPage();
  if (rate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return { context, page };
}

/**
 * One first visit: paint and home times, the files loaded before the home page, the long
 * tasks of its first second, and once the service worker is active what it cached.
 */
async function firstVisit(browser, url, rate, served) {
  const { context, page } = await profile(browser, rate);
  served.length = 0;
  await page.goto(url);
  await page.waitForFunction(() => window.__home !== undefined, null, { timeout: 60000 });
  await page.waitForTimeout(1000);
  const seen = await page.evaluate(async () => {
    const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
    const home = window.__home;
    const before = performance.getEntriesByType('resource')
      .filter((e) => e.responseEnd <= home).map((e) => new URL(e.name).pathname);
    const longTasks = window.__longTasks.slice();
    await navigator.serviceWorker.ready;
    const cache = await caches.open('ttakji-v1');
    const cached = (await cache.keys()).map((r) => new URL(r.url).pathname);
    return { paint, home, before: ['/', ...before], longTasks, cached };
  });
  // The service worker's own fetches end with its install: wait until nothing more comes.
  let count = -1;
  while (count !== served.length) {
    count = served.length;
    await page.waitForTimeout(500);
  }
  await context.close();
  return { ...seen, served: served.slice() };
}

/**
 * Each game from the home page: the long tasks from its link until its first question to
 * the worker ("start"), and from then until the computer's move shows ("thinks").
 */
async function games(browser, url) {
  const { context, page } = await profile(browser, 1);
  const rows = [];
  for (const [name, start] of GAMES) {
    await page.goto(url);
    await page.waitForFunction(() => window.__home !== undefined, null, { timeout: 60000 });
    await page.waitForTimeout(500);
    const t0 = await page.evaluate(() => performance.now());
    await page.getByRole('link', { name: `Play ${name}` }).click();
    await page.getByRole('dialog', { name: /New game/ }).waitFor();
    const t1 = await page.evaluate(() => performance.now());
    // The files its screen fetched: the parts of the page's wasm it needs (a split build).
    const fetched = await page.evaluate((t) => performance.getEntriesByType('resource')
      .filter((e) => e.startTime >= t && /\.wasm$/.test(e.name)).map((e) => new URL(e.name).pathname), t0);
    await start(page);
    await until(async () => (await played(page)) >= 1, { timeout: 60000, message: `${name}: the computer's move` });
    await page.waitForTimeout(300);
    const { longTasks, posts, t2 } = await page.evaluate(() => (
      { longTasks: window.__longTasks, posts: window.__posts, t2: performance.now() }));
    const asked = posts.filter((t) => t > t1).at(-1) ?? t1;
    const within = (a, b) => longTasks.filter((t) => t.start >= a && t.start < b);
    rows.push({ name, start: within(t0, asked), thinks: within(asked, t2), ms: t2 - asked, fetched });
  }
  await context.close();
  return rows;
}

function printFiles(sizes) {
  console.log('\n## Files of the build (gzip -9)\n');
  console.log('| file | raw B | gzip B |\n|---|---:|---:|');
  let raw = 0;
  let gz = 0;
  for (const [name, s] of sizes) {
    if (name === '/') continue;
    console.log(`| ${name.slice(1)} | ${s.raw.toLocaleString('en')} | ${s.gz.toLocaleString('en')} |`);
    raw += s.raw;
    gz += s.gz;
  }
  console.log(`| all | ${raw.toLocaleString('en')} | ${gz.toLocaleString('en')} |`);
  // The page's wasm: its main part (the home page's) and the parts fetched when needed.
  const wasm = [...sizes].filter(([n]) => n.endsWith('.wasm') && n !== '/worker_bg.wasm');
  const main = wasm.filter(([n]) => /^\/ttakji-app-[0-9a-f]+_bg\.wasm$/.test(n));
  const total = (list, key) => list.reduce((n, [, s]) => n + s[key], 0).toLocaleString('en');
  console.log(`\nThe page's wasm: main part ${total(main, 'raw')} B, ${total(main, 'gz')} B gzip; `
    + `all ${wasm.length} parts ${total(wasm, 'raw')} B, ${total(wasm, 'gz')} B gzip.`);
}

function printBytes(visit, sizes) {
  const servedRaw = visit.served.reduce((n, [, b]) => n + b, 0);
  const servedGz = sum(visit.served.map(([p]) => p), sizes, 'gz');
  const twice = [...new Set(visit.served.map(([p]) => p))]
    .filter((p) => visit.served.filter(([q]) => q === p).length > 1);
  console.log('\n## Bytes of a first visit\n');
  console.log(`| what | raw | gzip |\n|---|---:|---:|`);
  console.log(`| before the home page is usable (${visit.before.length} files) | ${kb(sum(visit.before, sizes, 'raw'))} | ${kb(sum(visit.before, sizes, 'gz'))} |`);
  console.log(`| cached by the service worker (${visit.cached.length} files) | ${kb(sum(visit.cached, sizes, 'raw'))} | ${kb(sum(visit.cached, sizes, 'gz'))} |`);
  console.log(`| served in all, page and service worker (${visit.served.length} requests) | ${kb(servedRaw)} | ${kb(servedGz)} |`);
  console.log(`\nBefore the home page: ${visit.before.map((p) => p.slice(1) || 'index.html').join(', ')}`);
  console.log(`Served more than once: ${twice.map((p) => p.slice(1) || '(index)').join(', ') || 'none'}`);
}

function printTimes(visits) {
  console.log(`\n## First visit, fresh profile (median of ${runs}; min-max)\n`);
  console.log('| CPU | first paint | first contentful paint | home page visible | long tasks to 1 s after home (each run) |');
  console.log('|---|---:|---:|---:|---|');
  for (const [rate, list] of visits) {
    const col = (f) => {
      const xs = list.map(f);
      return `${ms(median(xs))} (${ms(Math.min(...xs))}-${ms(Math.max(...xs))})`;
    };
    const long = list.map((v) => tasks(v.longTasks)).join('; ');
    console.log(`| ${rate === 1 ? 'normal' : `${rate}x slower`} | ${col((v) => v.paint['first-paint'])} | ${col((v) => v.paint['first-contentful-paint'])} | ${col((v) => v.home)} | ${long} |`);
  }
}

function printGames(rows, sizes) {
  console.log('\n## Long tasks over 50 ms in each game (normal CPU)\n');
  console.log('| game | from its link to the first question to the worker | while the computer thinks on hard | think time | wasm its screen fetched (gzip) |');
  console.log('|---|---|---|---:|---:|');
  for (const r of rows) {
    const gz = kb(r.fetched.reduce((n, f) => n + (sizes.get(f)?.gz ?? 0), 0));
    console.log(`| ${r.name} | ${tasks(r.start)} | ${tasks(r.thinks)} | ${ms(r.ms)} | ${gz} (${r.fetched.length} files) |`);
  }
}

const sizes = files();
const served = [];
const server = await serveDist(dist, { onServe: (path, bytes) => served.push([path, bytes]) });
const browser = await launchBrowser();
try {
  const visits = new Map();
  for (const rate of [1, THROTTLE]) {
    const list = [];
    for (let i = 0; i < runs; i += 1) list.push(await firstVisit(browser, server.url, rate, served));
    visits.set(rate, list);
  }
  const rows = await games(browser, server.url);
  printFiles(sizes);
  printBytes(visits.get(1)[0], sizes);
  printTimes(visits);
  printGames(rows, sizes);
} finally {
  await browser.close();
  await server.close();
}
