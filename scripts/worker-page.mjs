// The release build's Web Worker started in a page of headless Chromium, for the scripts
// that measure it (worker-bench.mjs, analysis-bench.mjs).
import { start } from '../tests/helpers.mjs';

/** Serves `dist/`, opens a page with the worker started (`startWorker`), runs `fn(page)`. */
export async function withWorkerPage(fn) {
  const s = await start();
  try {
    const page = await (await s.newContext()).newPage();
    await page.goto(s.url);
    await startWorker(page);
    return await fn(page);
  } finally {
    await s.close();
  }
}

/**
 * Starts the worker in `page` and waits for its "ready". Then, in the page,
 * `window.askWorker(request)` posts a request of protocol version 1 (numbered in turn) and
 * resolves with its answer, and `window.stopWorker()` ends the worker.
 */
export async function startWorker(page) {
  await page.evaluate(async () => {
    const worker = new Worker('./worker_loader.js');
    let resolveNext;
    worker.onmessage = (e) => resolveNext(e.data);
    const next = () => new Promise((r) => { resolveNext = r; });
    const ready = await next();
    if (ready !== 'ready') throw new Error(`worker said ${ready}`);
    let id = 0;
    window.askWorker = async (request) => {
      id += 1;
      worker.postMessage(JSON.stringify({ version: 1, id, ...request }));
      return JSON.parse(await next()).answer;
    };
    window.stopWorker = () => worker.terminate();
  });
}
