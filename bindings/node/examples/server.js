'use strict';
// A game server's hot path in Node: tables served in turn on the event loop (each turn a
// task, as messages from players would come), one checker for all. Each draw is checked as
// counts; each bot discards the tile leaving the lowest shanten; another player may win on
// it. `make run FILE=examples/server.js`.
const { Checker } = require('hupai');

const KINDS = 34;

function mpsz(counts) {
  let text = '';
  for (let suit = 0; suit < 4; suit++) {
    let digits = '';
    for (let k = suit * 9; k < Math.min(suit * 9 + 9, KINDS); k++) digits += String(k % 9 + 1).repeat(counts[k]);
    if (digits) text += digits + 'mpsz'[suit];
  }
  return text;
}

/** A seeded generator (mulberry32), so that every run plays the same games. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function newTable(seed) {
  const next = random(seed);
  const wall = [];
  for (let k = 0; k < KINDS; k++) wall.push(k, k, k, k);
  for (let i = wall.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [wall[i], wall[j]] = [wall[j], wall[i]];
  }
  const hands = [0, 1, 2, 3].map(() => new Uint8Array(KINDS));
  for (const hand of hands) for (let i = 0; i < 13; i++) hand[wall.pop()]++;
  return { seed, wall, hands, player: 0, result: null };
}

/** One player's turn: draw, win or discard, claims. Sets table.result when the game ends. */
function turn(checker, table) {
  const { wall, hands, player } = table;
  if (wall.length <= 14) {
    table.result = 'drawn (流局)';
    return;
  }
  const hand = hands[player];
  hand[wall.pop()]++;
  if (checker.isCompleteCounts(hand)[0] === 1) {
    table.result = `player ${player} wins on a draw with ${mpsz(hand)}`;
    return;
  }
  let best = -1;
  let bestShanten = Infinity;
  for (let k = 0; k < KINDS; k++) {
    if (!hand[k]) continue;
    hand[k]--;
    const s = checker.shanten(mpsz(hand));
    hand[k]++;
    if (s < bestShanten) [best, bestShanten] = [k, s];
  }
  hand[best]--;
  for (let other = 0; other < 4; other++) {
    if (other === player) continue;
    hands[other][best]++;
    const wins = checker.isCompleteCounts(hands[other])[0] === 1;
    hands[other][best]--;
    if (wins) {
      table.result = `player ${other} wins on player ${player}'s discard`;
      return;
    }
  }
  table.player = (player + 1) % 4;
}

const checker = new Checker('');
const tables = Array.from({ length: 8 }, (_, seed) => newTable(seed));
function serve() {
  const open = tables.filter((t) => !t.result);
  if (open.length === 0) {
    tables.forEach((t) => console.log(`table ${t.seed}: ${t.result}`));
    checker.close();
    return;
  }
  for (const table of open) turn(checker, table);
  setImmediate(serve); // let other events in between rounds of turns
}
serve();
