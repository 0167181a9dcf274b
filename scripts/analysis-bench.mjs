// Measures "Analyse game" as the browser runs it: in headless Chromium, the release build's
// Web Worker first plays a game against itself (a low level, so that it is quick), then
// reviews each of its moves one after the other as the app asks (`review`, the hard level,
// 3 best moves), and the wall time of the reviews is printed. Run after
// `trunk build --release`:  node scripts/analysis-bench.mjs
import { withWorkerPage } from './worker-page.mjs';

// Game, the plies wanted, the settings, the level that plays the game. Nine Men's Morris
// ends sooner than 60 plies at the easy and normal levels (36 plies here).
const CASES = [
  ['makruk', 120, [], 'easy'],
  ['nine-mens-morris', 60, [['flying', 'on']], 'easy'],
  // About 50 plays: a roll is a ply of its own.
  ['backgammon', 100, [], 'easy'],
];

await withWorkerPage(async (page) => {
  const results = await page.evaluate(async (cases) => {
    const ask = (game, moves, settings, ask) =>
      window.askWorker({ game, position: '', moves, settings, ask });
    const out = [];
    for (const [game, plies, settings, level] of cases) {
      const moves = [];
      while (moves.length < plies) {
        const a = await ask(game, moves, settings, { kind: 'best-move', level, seed: moves.length + 1 });
        if (a.kind !== 'move') break; // The game is over.
        moves.push(a.move);
      }
      const t0 = performance.now();
      let reviewed = 0;
      let slowest = 0;
      for (let ply = 0; ply < moves.length; ply++) {
        const t1 = performance.now();
        const a = await ask(game, moves.slice(0, ply + 1), settings, { kind: 'review', level: 'hard', ply, count: 3 });
        if (a.kind !== 'review') throw new Error(`${game} move ${ply + 1}: ${a.message}`);
        if (a.review) reviewed += 1;
        slowest = Math.max(slowest, performance.now() - t1);
      }
      out.push({ game, plies: moves.length, reviewed, ms: performance.now() - t0, slowest });
    }
    window.stopWorker();
    return out;
  }, CASES);
  for (const r of results) {
    console.log(`${r.game}: ${r.plies} plies (${r.reviewed} reviewed) in ${(r.ms / 1000).toFixed(1)} s, the slowest review ${Math.round(r.slowest)} ms`);
  }
});
