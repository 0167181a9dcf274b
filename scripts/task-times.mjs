// What the main thread does in its long tasks: a Chromium trace (DevTools timeline events) of
// the start and of each game's screen opening, as scripts/measure-load.mjs measures them; for
// each task over 50 ms on the page's main thread, its time by kind (script, style, layout,
// paint, GC, compiling) and the events that took it, by self time. Where long-tasks.mjs
// tells which functions run, this tells what the browser itself spends around them (a
// focus() that lays out the page, a style recalculation after a big DOM change).
//   node scripts/task-times.mjs <dist dir> [home | a game's name, default all]
//   CPU_THROTTLE=4 (Chromium's CPU throttling, default 1), TASK_MS=50 (the shortest task shown)
// scripts/measure-load.sh builds a release into target/measure/dist.
import { resolve } from 'node:path';
import { serveDist } from '../tests/server.mjs';
import { launchBrowser } from '../tests/helpers.mjs';
import { GAMES } from './game-starts.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const only = process.argv[3];
const THROTTLE = Number(process.env.CPU_THROTTLE ?? 1);
const TASK_MS = Number(process.env.TASK_MS ?? 50);
const SHOWN = 12;
// DevTools' own (its Performance panel's), with V8's: few enough that tracing costs little.
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline',
  'v8', 'v8.execute', 'blink.user_timing'];

/** The kind of work an event's self time is. */
function kind(name) {
  if (/UpdateLayoutTree|RecalculateStyles|recalcStyle|updateStyle|Style\.|ParseAuthorStyleSheet|parseStyleSheet|rebuildLayoutTree/.test(name)) return 'style';
  if (/Layout|layout|ShapeText|IntersectionObserver/.test(name)) return 'layout';
  if (/Paint|Layerize|Commit|UpdateLayer|Composit|Raster|Decode|UpdateLifecycle|Lifecycle/.test(name)) return 'paint';
  if (/GC|Sweep|Marking|Scavenge/.test(name)) return 'gc';
  if (/[Cc]ompile|wasm|Wasm|Parse(Script|FunctionLazy)|v8\.parse|DeserializeContext/.test(name)) return 'compile';
  if (/ParseHTML|HTMLDocumentParser/.test(name)) return 'html';
  if (/ResourceFetcher|URLLoader|requestResource|CommitNavigation|mojo|Navigation|Frame::|Document::Document|DocumentLoader/.test(name)) return 'loading';
  if (/^(ThreadControllerImpl::RunTask|RunTask)$/.test(name)) return 'task itself';
  return 'script';
}

/** An event's name with what says where it comes from. */
function detail(e) {
  const d = e.args?.data ?? {};
  if (e.name === 'FunctionCall') return `FunctionCall ${d.functionName || '(anonymous)'} ${(d.url ?? '').split('/').pop()}`;
  if (e.name === 'EventDispatch') return `EventDispatch ${d.type}`;
  if (e.name === 'EvaluateScript' || e.name === 'v8.compile') return `${e.name} ${(d.url ?? e.args?.fileName ?? '').split('/').pop()}`;
  return e.name;
}

/**
 * The trace's events of the page's main thread (a renderer's main thread that ran the app's
 * script), as complete events, in order.
 */
function mainThreads(events, origin) {
  const renderers = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name'
    && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const main = new Set(events.filter((e) => renderers.has(`${e.pid}:${e.tid}`)
    && String(e.args?.data?.url ?? '').startsWith(origin)).map((e) => `${e.pid}:${e.tid}`));
  const threads = new Map();
  const open = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!main.has(key)) continue;
    if (!threads.has(key)) threads.set(key, []);
    if (e.ph === 'X') threads.get(key).push({ name: e.name, ts: e.ts, dur: e.dur ?? 0, args: e.args });
    else if (e.ph === 'B') {
      if (!open.has(key)) open.set(key, []);
      open.get(key).push(e);
    } else if (e.ph === 'E') {
      const b = open.get(key)?.pop();
      if (b) threads.get(key).push({ name: b.name, ts: b.ts, dur: e.ts - b.ts, args: { ...b.args, ...e.args } });
    }
  }
  for (const list of threads.values()) list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return threads;
}

/** Each long task of a thread with its self times by kind and by event. */
function longTasks(list, t0) {
  const tasks = [];
  let i = 0;
  while (i < list.length) {
    const task = list[i];
    if (!/RunTask$/.test(task.name) || task.dur < TASK_MS * 1000) {
      i += 1;
      continue;
    }
    const end = task.ts + task.dur;
    const inside = [task];
    for (i += 1; i < list.length && list[i].ts < end; i += 1) inside.push(list[i]);
    // Self time: each event's duration less that of the events directly inside it.
    const self = new Map();
    const stack = [];
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.self -= Math.min(e.dur, parent.ts + parent.dur - e.ts);
      const entry = { ...e, self: e.dur };
      stack.push(entry);
      e.entry = entry;
    }
    for (const e of inside) {
      const key = detail(e);
      self.set(key, (self.get(key) ?? 0) + Math.max(0, e.entry.self));
    }
    // What started it: the first event that names a script, an event or a timer.
    const first = inside.find((e) => /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|EvaluateScript|v8\.callFunction|RunMicrotasks|ParseHTML)$/.test(e.name))
      ?? inside.find((e) => e !== task && e.dur > 0);
    tasks.push({ at: (task.ts - t0) / 1000, ms: task.dur / 1000, self, entry: first ? detail(first) : '?' });
  }
  return tasks;
}

function report(label, events, origin) {
  const t0 = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const shown = [];
  for (const [thread, list] of mainThreads(events, origin)) {
    shown.push(...longTasks(list, t0).map((task) => ({ ...task, thread })));
  }
  shown.sort((a, b) => a.at - b.at);
  console.log(`\n## ${label}: ${shown.length ? `${shown.length} task(s) over ${TASK_MS} ms` : `no task over ${TASK_MS} ms`}`);
  for (const task of shown) {
    const kinds = new Map();
    for (const [name, us] of task.self) kinds.set(kind(name), (kinds.get(kind(name)) ?? 0) + us);
    const fmt = (us) => `${(us / 1000).toFixed(1)} ms`;
    const byKind = [...kinds].sort((a, b) => b[1] - a[1]).filter(([, us]) => us >= 500)
      .map(([k, us]) => `${k} ${fmt(us)}`).join(', ');
    console.log(`\n${Math.round(task.ms)} ms at +${Math.round(task.at)} ms (renderer ${task.thread}), from ${task.entry}\n  by kind: ${byKind}`);
    for (const [name, us] of [...task.self].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) {
      if (us < 500) break;
      console.log(`  ${fmt(us).padStart(9)}  ${name.slice(0, 120)}`);
    }
  }
}

async function traced(browser, page, label, action) {
  await browser.startTracing(page, { categories: CATEGORIES });
  await action();
  const trace = JSON.parse((await browser.stopTracing()).toString());
  report(label, trace.traceEvents ?? trace, server.url);
}

// Polled in the page's own world: Playwright's locators install a script of its own in the
// page, a long task of its own in the trace.
const home = (page) => page.waitForFunction(
  () => document.querySelectorAll('.cards .card .card-art svg').length >= 5, null, { timeout: 60000 });

const server = await serveDist(dist);
const browser = await launchBrowser();
try {
  console.log(`# Long tasks' times (CPU ${THROTTLE === 1 ? 'normal' : `throttled ${THROTTLE}x`})`);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  if (THROTTLE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  }
  if (!only || only === 'home') {
    await traced(browser, page, 'start', async () => {
      await page.goto(server.url);
      await home(page);
      await page.waitForTimeout(1000);
    });
  }
  for (const [name] of GAMES.filter(([n]) => !only || only === n)) {
    await page.goto(server.url);
    await home(page);
    await page.waitForTimeout(500);
    await traced(browser, page, `${name} opens`, async () => {
      await page.getByRole('link', { name: `Play ${name}` }).click();
      await page.getByRole('dialog', { name: /New game/ }).waitFor();
      await page.waitForTimeout(300);
    });
  }
} finally {
  await browser.close();
  await server.close();
}
