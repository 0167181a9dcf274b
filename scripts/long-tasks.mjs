// Where the main thread's time goes in its long tasks: a CPU profile (Chromium's DevTools
// Profiler, one sample per 0.2 ms) at start, as each game's screen opens and while its hard
// computer makes the first move. Each run of busy samples over 30 ms is listed with its
// functions, by self and by inclusive time. scripts/long-tasks.sh builds a release whose page
// wasm keeps its function names.
//   node scripts/long-tasks.mjs <dist dir> [home | a game's name, default all]
//   CPU_THROTTLE=<rate>: Chromium's CPU throttled that many times (default 1, not throttled)
import { resolve } from 'node:path';
import { serveDist } from '../tests/server.mjs';
import { launchBrowser, until } from '../tests/helpers.mjs';
import { GAMES, played } from './game-starts.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const only = process.argv[3];
const SHORTEST_MS = 30;
const SHOWN = 25;
const THROTTLE = Number(process.env.CPU_THROTTLE ?? 1);

/**
 * A Rust symbol as the split build names its functions (`--no-demangle`: mangled, legacy
 * scheme), readably: `_ZN5leptos4view5mount17h0123456789abcdefE` is `leptos::view::mount`.
 */
function demangle(name) {
  const m = /^_?_ZN(.*)E$/.exec(name);
  if (!m) return name;
  const parts = [];
  let rest = m[1];
  while (rest.length) {
    const len = /^\d+/.exec(rest);
    if (!len) return name;
    const n = Number(len[0]);
    parts.push(rest.slice(len[0].length, len[0].length + n));
    rest = rest.slice(len[0].length + n);
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1))) parts.pop();
  const escapes = { SP: '@', BP: '*', RF: '&', LT: '<', GT: '>', LP: '(', RP: ')', C: ',' };
  return parts.map((p) => p.replace(/^_\$/, '$').replace(/\$([A-Z]{1,2}|u[0-9a-f]+)\$/g, (all, e) => (
    e.startsWith('u') ? String.fromCodePoint(parseInt(e.slice(1), 16)) : escapes[e] ?? all))
    .replace(/\.\./g, '::')).join('::');
}

/** The profile's runs of samples without an idle one between them. */
function busyRuns(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const runs = [];
  let run = null;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') {
      if (run) runs.push(run);
      run = null;
      return;
    }
    run ??= { start: t, end: t, samples: [] };
    const dt = profile.timeDeltas[i + 1] ?? 0;
    run.end = t + dt;
    run.samples.push([node, dt]);
  });
  if (run) runs.push(run);
  return { runs, byId };
}

const frame = (n) => {
  const f = n.callFrame;
  const name = demangle(f.functionName || '(anonymous)').replace(/::h[0-9a-f]{16}/g, '');
  return `${name.slice(0, 140)} ${f.url.split('/').pop().replace(/-[0-9a-f]{16}/, '')}:${f.lineNumber}`;
};

function top(times) {
  return [...times].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)
    .map(([f, us]) => `  ${(us / 1000).toFixed(1).padStart(6)} ms  ${f}`).join('\n');
}

function report(label, profile) {
  const { runs, byId } = busyRuns(profile);
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  for (const run of runs) {
    const ms = (run.end - run.start) / 1000;
    if (ms < SHORTEST_MS) continue;
    const self = new Map();
    const inclusive = new Map();
    for (const [node, dt] of run.samples) {
      self.set(frame(node), (self.get(frame(node)) ?? 0) + dt);
      const seen = new Set();
      for (let id = node.id; id !== undefined; id = parent.get(id)) {
        const f = frame(byId.get(id));
        if (!seen.has(f)) inclusive.set(f, (inclusive.get(f) ?? 0) + dt);
        seen.add(f);
      }
    }
    console.log(`\n## ${label}: ${Math.round(ms)} ms busy at +${Math.round((run.start - profile.startTime) / 1000)} ms`);
    console.log(`self:\n${top(self)}\ninclusive:\n${top(inclusive)}`);
  }
}

async function profiled(cdp, label, action) {
  await cdp.send('Profiler.start');
  await action();
  report(label, (await cdp.send('Profiler.stop')).profile);
}

const home = (page) => page.locator('.cards .card .card-art svg').nth(4).waitFor({ timeout: 60000 });

const server = await serveDist(dist);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (!only || only === 'home') {
    await profiled(cdp, 'start', async () => {
      await page.goto(server.url);
      await home(page);
      await page.waitForTimeout(1000);
    });
  }
  for (const [name, start] of GAMES.filter(([n]) => !only || only === n)) {
    await page.goto(server.url);
    await home(page);
    await page.waitForTimeout(500);
    await profiled(cdp, `${name} opens`, async () => {
      await page.getByRole('link', { name: `Play ${name}` }).click();
      await page.getByRole('dialog', { name: /New game/ }).waitFor();
      await page.waitForTimeout(300);
    });
    await profiled(cdp, `${name}: the computer's first move`, async () => {
      await start(page);
      await until(async () => (await played(page)) >= 1, { timeout: 60000, message: `${name}: the computer's move` });
      await page.waitForTimeout(300);
    });
  }
} finally {
  await browser.close();
  await server.close();
}
