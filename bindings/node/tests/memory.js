'use strict';
// Many calls leave the process's memory flat: `node --expose-gc tests/memory.js N` makes N
// calls of every kind (errors too, and a checker made and left to the collector every
// thousand), then compares the resident set after a warm-up with the one at the end.
const { Checker, PaohuziChecker } = require('hupai');

const calls = Number(process.argv[2] ?? 1000000);
const c = new Checker('');
const p = new PaohuziChecker('');
const rows = new Uint8Array(16 * 34);
for (let i = 0; i < 16; i++) rows.set([3, 1, 1, 1, 2, 1, 1, 1, 3], i * 34);

function call(i) {
  switch (i % 8) {
    case 0: return c.isComplete('1112345678999m5m');
    case 1: return c.waits('1112345678999m');
    case 2: return c.shanten('147m258p369s1234z');
    case 3: return c.isCompleteCounts(rows);
    case 4:
      try { c.isComplete('11x'); } catch { /* its message must not leak */ }
      return null;
    case 5: return p.check('一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌');
    case 6: return i % 1000 === 6 ? new Checker('joker=7z') : null;
    default: return c.isComplete('1112345678999m5p');
  }
}

async function settle() {
  for (let i = 0; i < 3; i++) {
    global.gc();
    await new Promise((resolve) => setTimeout(resolve, 50)); // finalizers run between turns
  }
  return Math.round(process.memoryUsage().rss / 1024);
}

(async () => {
  const warm = Math.min(Math.floor(calls / 10), 200000);
  for (let i = 0; i < warm; i++) call(i);
  const before = await settle();
  for (let i = 0; i < calls; i++) call(i);
  const after = await settle();
  const grew = after - before;
  console.log(`node memory: ${calls} calls, RSS ${before} kB after warm-up, ${after} kB after (${grew >= 0 ? '+' : ''}${grew} kB)`);
  if (grew > 8192) {
    console.error('RSS grew by more than 8 MB');
    process.exit(1);
  }
})();
