// Ttakji's service worker: after one visit the app loads and plays with no network.
//
// - On install it fetches index.html, reads the files it names (the hashed
//   ttakji-app-<hash>.js / _bg.wasm, split-<hash>.js, main-<hash>.css), the files those
//   scripts name in turn (split-<hash>.js names every part of the page's wasm fetched when
//   a screen is first opened: all are cached, so every screen opens offline), the worker's
//   files (named after the binary, no hash: worker_loader.js names worker.js, which names
//   worker_bg.wasm), the backgammon net the worker fetches (bg-net.bin), the manifest and
//   icons, and caches them all.
// - Files are served cache-first; anything else of this origin is cached as it is fetched.
// - Pages are served from the cache at once and refreshed in the background: when a new
//   build is found, all its files are fetched first and only then swapped in, so the next
//   load is a complete new version and an interrupted update leaves the old one intact.

const CACHE = 'ttakji-v1';
const SHELL = './';
const EXTRA = ['worker_loader.js', 'bg-net.bin', 'manifest.webmanifest', 'icon.svg', 'icon-192.png', 'icon-512.png'];
// Files whose name carries a content hash never change.
const HASHED = /-[0-9a-f]{6,}(_bg)?\.(js|wasm|css)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(refresh(true).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else {
    event.respondWith(cacheFirst(request));
  }
});

async function page(event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(SHELL);
  if (cached) {
    event.waitUntil(refresh(false).catch(() => {}));
    return cached;
  }
  try {
    await refresh(true);
    const fresh = await cache.match(SHELL);
    if (fresh) return fresh;
  } catch (_) {
    // Fall through to the network's own answer (or its error).
  }
  return fetch(event.request);
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * Local file names referenced in a text (HTML or a script). A quoted name followed by a
 * colon is an object's key, not a file: wasm-bindgen's glue keys its imports by the name
 * of a module that is not served ("./ttakji-app_bg.js").
 */
function referenced(text) {
  const names = new Set();
  const re = /["'(]\.?\/?([A-Za-z0-9_.\-\/]+\.(?:js|wasm|css|webmanifest|svg|png))["')](?!\s*:)/g;
  for (const m of text.matchAll(re)) {
    if (!m[1].includes('//')) names.add(m[1]);
  }
  return names;
}

async function get(name) {
  // A hashed file never changes: the copy the page just loaded (in the HTTP cache) is the
  // one to keep, even from a server that sends no ETag or Last-Modified to revalidate it by.
  const mode = HASHED.test(name) ? 'force-cache' : 'no-cache';
  const response = await fetch(name, { cache: mode });
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  return response;
}

/**
 * Every file a build needs, from its index.html: the files the page names, the EXTRA ones,
 * and those named by each script among them (the app's glue and the link module of its
 * split wasm, which names the parts fetched when a screen is first opened; the worker's
 * loader, which names its glue and wasm). `open(name)` gives a script's response, or
 * nothing when it cannot be had.
 */
async function needed(html, open) {
  const files = new Set([...referenced(html), ...EXTRA]);
  for (const script of [...files].filter((f) => f.endsWith('.js'))) {
    const response = await open(script);
    if (response) referenced(await response.clone().text()).forEach((f) => files.add(f));
  }
  return files;
}

/**
 * Fetches index.html and every file of its build; stores them all only when all arrived.
 * `full`: fetch even the files already cached (install); otherwise hashed files already
 * cached are kept and the rest is revalidated (cheap: the HTTP cache answers 304s).
 */
async function refresh(full) {
  const cache = await caches.open(CACHE);
  const index = await get(SHELL);
  const fetched = new Map();
  const open = async (name) => {
    if (!fetched.has(name)) {
      const kept = !full && HASHED.test(name) && await cache.match(name);
      if (kept) return kept;
      fetched.set(name, await get(name));
    }
    return fetched.get(name);
  };
  const files = await needed(await index.clone().text(), open);
  await Promise.all([...files].map(open));

  // The page being shown may still load files of the build it started with: keep them.
  const previous = await cache.match(SHELL);
  const keepPrevious = previous
    ? await needed(await previous.text(), (name) => cache.match(name))
    : new Set();

  for (const [name, response] of fetched) {
    await cache.put(name, response);
  }
  await cache.put(SHELL, index);

  // Drop hashed files of builds older than the previous one.
  const keep = new Set([...files, ...keepPrevious].map((f) => new URL(f, self.registration.scope).href));
  for (const request of await cache.keys()) {
    if (HASHED.test(new URL(request.url).pathname) && !keep.has(request.url)) {
      await cache.delete(request);
    }
  }
}
