// Measures the computer player as the browser runs it: starts the release build's Web
// Worker in headless Chromium and asks the hard level (2 s budget) for moves in a few
// positions, printing the depth reached and nodes per second. Run after `trunk build
// --release`:  node scripts/worker-bench.mjs
import { withWorkerPage } from './worker-page.mjs';

// Positions as move lists from the start: the empty board, mid-placement, the end of
// placement, and a movement-phase position (from a hard-vs-easy self-play game).
const GAME = 'a7 d2 b2 d3 d1 c3 e3 c5 c4 d5 e5 f4 e4xf4 d7 d6 f6 f2 g1 a7-b6 d7-a7 c4-b4xf6 c5-c4'.split(' ');
const CASES = [
  ['tigadi', []],
  ['tigadi', GAME.slice(0, 8)],
  ['tigadi', GAME.slice(0, 18)],
  ['tigadi', GAME.slice(0, 22)],
  ['nine-mens-morris', []],
  ['nine-mens-morris', ['d2', 'd6', 'b4', 'f4', 'b6', 'f2', 'd7', 'd1']],
];

await withWorkerPage(async (page) => {
  const results = await page.evaluate(async (cases) => {
    const replies = [];
    for (const [game, moves] of cases) {
      const request = {
        game, position: '.../.../.../....../.../.../... w 9 9 0 0', moves,
        settings: [['flying', 'on']], ask: { kind: 'best-move', level: 'hard', seed: 1 },
      };
      const t0 = performance.now();
      const answer = await window.askWorker(request);
      const reply = answer.kind === 'error' ? { error: answer.message } : answer;
      replies.push({ game, plies: moves.length, ms: performance.now() - t0, ...reply });
    }
    window.stopWorker();
    return replies;
  }, CASES);
  for (const r of results) {
    if (r.error) throw new Error(`${r.game}: ${r.error}`);
    const nps = Math.round(r.nodes / (r.ms / 1000));
    console.log(`${r.game} after ${r.plies} plies: ${r.move} depth ${r.depth} nodes ${r.nodes} in ${Math.round(r.ms)} ms = ${nps} nodes/s`);
  }
});
