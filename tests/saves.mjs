// Mid-game saves of every game, each with a person to move and more than ten rows of moves:
// for the browser tests that need a game under way (tests/app/fit.test.mjs) and for the
// screenshots (scripts/screens.mjs).
// Moves from `ttakji bestmove <game> --level easy`; the backgammon game played through the
// app, seed 36.
export const SAVES = {
  // Pass and play with the clock: 20 full moves, White to move.
  makruk: {
    format: 1, game: 'makruk', flying: false, mode: 'pass-and-play', start: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
    moves: 'd3d4 c8c7 a1a2 d6d5 e3e4 g6g5 a2d2 b6b5 h3h4 f8g7 h4g5 f6g5 d2b2 g8f6 b1d2 b8d7 g1e2 a6a5 f1g2 g5g4 e4d5 e6d5 e2f4 h6h5 a3a4 h8h6 f4e6 e8f7 e6g5 f7g8 b2c2 g8f8 g2f1 c7d6 f1e2 f8e7 e2f1 g7g6 f3f4 b5a4'.split(' '),
    redo: [], seed: 7, clock: { main_ms: [290000, 280000], periods: [3, 3], period_used_ms: 0 },
  },
  'nine-mens-morris': {
    format: 1, game: 'nine-mens-morris', flying: true, mode: 'pass-and-play', start: '.../.../.../....../.../.../... w 9 9 0 0',
    moves: 'a7 e3 g7 d7 c4 e5 d6 c5 g4 e4xg4 d5 a4 c3 f4 d2 g4xd5 g1 d5xg1 d2-f2 e3-d3 d6-b6 d5-d6 b6-b4 d6-d5xg7 f2-d2 g4-g1 b4-b6 d5-d6 d2-b2 e5-d5xb6'.split(' '),
    redo: [], seed: 7,
  },
  tigadi: {
    format: 1, game: 'tigadi', flying: false, mode: 'pass-and-play', start: '.../.../.../....../.../.../... w 9 9 0 0',
    moves: 'a7 e3 g7 d7 e5 c3 f6xd7 d3xa7 c5 d2 f4 b2 f2xd2 d5 c4 d7 g1 d6xg1 f4-e4 d3-d2 e4-f4xc3 d2-d3 e5-e4 d5-e5 g7-g4xb2 d3-c3 c5-b6 e5-d5xc4 g4-g1 d5-e5'.split(' '),
    redo: [], seed: 7,
  },
  backgammon: {
    format: 1, game: 'backgammon', mode: 'pass-and-play', length: 0, jacoby: true, cube: true, seed: 36,
    games: [['play 8/2 6/3', 'roll', 'play 24/22* 24/21', 'roll', 'play bar/21 6/2(3)', 'roll', 'play 22/18 21/15', 'roll', 'play 8/5 6/1', 'roll', 'play 18/17* 15/10', 'roll', 'play bar/21 5/3', 'roll', 'play 17/8', 'roll', 'play 13/10 2/1', 'roll', 'play 13/10', 'roll', 'play 13/3 13/8 10/5', 'roll', 'play 13/10', 'roll', 'play 5/1 3/1', 'roll', 'play 13/9 13/8', 'roll', 'play 8/4 2/1', 'roll', 'play 10/8 10/9(2)', 'roll', 'play 13/7 4/1', 'roll', 'play 13/6', 'roll', 'play 7/1 2/1', 'roll', 'play 9/7 9/5', 'roll', 'play 21/9 13/1', 'roll', 'play 9/4* 8/2', 'roll', 'play bar/21* 3/1', 'roll', 'play bar/20']],
  },
  'chinese-checkers': {
    format: 1, game: 'chinese-checkers', players: 2, marbles: 10, teams: false, play_on: false, seats: ['S:person', 'N:person'],
    moves: '116-105 5-16 117-104 0-5-18 120-117-106 4-17 113-91 7-29 105-103-80 17-40 112-92-69 8-28-51 104-79-60-41 40-61 91-70-52 51-71 115-102 9-31 111-89 3-7 102-77 6-8-28-30-51-53 114-94 18-43-62-81 89-66 61-82-107-105 80-82-61-42-40-17-15-4 1-8-28-30-51 106-83 71-92-114'.split(' '),
    redo: [], seed: 42,
  },
};

// A whole Chinese Checkers game, the easy level against itself, seeds 1.. (North wins with the
// last move): for the library's tests and measurements.
export const CC_FINISHED = {
  format: 1, game: 'chinese-checkers', players: 2, marbles: 10, teams: false, play_on: false, seats: ['S:person', 'N:person'],
  moves: '116-105 5-16 117-104 0-5-18 120-117-106 4-17 113-91 7-29 105-103-80 17-40 112-92-69 8-28-51 104-79-60-41 40-61 91-70-52 51-71 115-102 9-31 111-89 3-7 102-77 6-8-28-30-51-53 114-94 18-43-62-81 89-66 61-82-107-105 80-82-61-42-40-17-15-4 1-8-28-30-51 106-83 71-92-114 94-73 2-5 83-72 5-9 41-62-43-18-5-3 16-41-60-79 77-56 9-17 118-116 17-40-61-42-63-82 119-112 7-16 116-103 16-41-62-83 112-90 79-102-104-106-117 103-78 31-42 56-77-79-60-41-16 42-61 52-41 29-52-70-93-113 72-93-70-52-29-7-2 51-71-92 73-94-71-51-30 114-119 90-79 105-116 79-60-62-43 82-80-105 30-17 92-114-112 3-1 53-62 43-31 62-60-79-77 66-89-68-70-52-29-7 61-70 69-60 70-80 16-3-0 77-89 78-68 89-102 41-29 113-118 68-58 102-111 58-48 117-120 31-18 81-93 18-16-3-5 93-113 48-38 83-94 29-9 111-115 38-27 80-91 60-50 94-106 50-39 106-104-117 39-14 91-103 7-3 103-111 17-8 105-114'.split(' '),
  redo: [], seed: 5,
};
