'use strict';
// The Node binding beside C on the same hands: `node bench.js HANDS CBENCH`, where HANDS is
// written by `cbench write` and CBENCH is the cbench program (make bench does both). In three
// rounds, each running `cbench time HANDS` and then the same calls from Node, so that both
// sides see the machine's load alike, and keeping each side's best, it prints per-call times
// and the batch's time per row with the ratios: a check at most 2x the C call plus
// Node's own call overhead (a call of hupai.version()), a batch at least 0.8x the C batch's
// throughput.
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const hupai = require('hupai');

const [handsPath, cbench] = process.argv.slice(2);
const ROUNDS = 3;
const CHUNK = 500;

const lines = fs.readFileSync(handsPath, 'utf8').trim().split('\n');
const n = lines.length;
const hands = new Array(n);
const rows = new Uint8Array(n * 34);
lines.forEach((line, i) => {
  const [hand, digits] = line.split(' ');
  hands[i] = hand;
  for (let k = 0; k < 34; k++) rows[i * 34 + k] = digits.charCodeAt(k) - 48;
});

function cTimes() {
  const times = {};
  for (const line of execFileSync(cbench, ['time', handsPath], { encoding: 'utf8' }).trim().split('\n')) {
    const [key, value] = line.split(' ');
    times[key] = Number(value);
  }
  return times;
}

/**
 * Times pass(lo, hi) over the hands in chunks of size (0: all in one), again and again for a
 * second, twice (the first a warm-up for the JIT), keeping each chunk's fastest time: ns per
 * hand of their sum, as cbench's time_chunks measures C; and one round's answer.
 */
function timeChunks(size, pass) {
  const chunk = size || n;
  const fastest = new Array(Math.ceil(n / chunk));
  let result = 0;
  for (let round = 0; round < 2; round++) {
    fastest.fill(Infinity);
    const start = process.hrtime.bigint();
    while (process.hrtime.bigint() - start < 1000000000n) {
      result = 0;
      for (let i = 0; i < fastest.length; i++) {
        const before = process.hrtime.bigint();
        result += pass(i * chunk, Math.min(i * chunk + chunk, n));
        const elapsed = Number(process.hrtime.bigint() - before);
        if (elapsed < fastest[i]) fastest[i] = elapsed;
      }
    }
  }
  return [fastest.reduce((a, b) => a + b, 0) / n, result];
}

const best = {};
const keep = (key, value) => {
  if (!(key in best) || value < best[key]) best[key] = value;
};
const c = new hupai.Checker('');
let complete = 0;
let batchComplete = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const [key, value] of Object.entries(cTimes())) keep(`c_${key}`, value);
  keep('overhead', timeChunks(CHUNK, (lo, hi) => {
    for (let i = lo; i < hi; i++) hupai.version();
    return 0;
  })[0]);
  const [check, k] = timeChunks(CHUNK, (lo, hi) => {
    let complete = 0;
    for (let i = lo; i < hi; i++) if (c.isComplete(hands[i])) complete++;
    return complete;
  });
  // The answers are counted after the timing, which is of the call alone.
  let answers = null;
  const [batch] = timeChunks(0, () => {
    answers = c.isCompleteCounts(rows);
    return 0;
  });
  keep('check', check);
  keep('batch', batch);
  complete = k;
  batchComplete = answers.reduce((sum, a) => sum + (a === 1 ? 1 : 0), 0);
}
c.close();
if (complete !== best.c_complete || batchComplete !== complete) throw new Error('Node and C disagree on the hands');

const bound = 2 * best.c_check_ns + best.overhead;
const ratio = best.c_batch_ns / best.batch;
const f = (x, d) => x.toFixed(d).padStart(8);
console.log(`node bench: ${n} hands (${complete} complete), Node ${process.version} beside C through hupai.h, best of ${ROUNDS} rounds`);
console.log(`  call overhead (hupai.version())     ${f(best.overhead, 1)} ns`);
console.log(`  isComplete(text)        Node ${f(best.check, 1)} ns   C ${f(best.c_check_ns, 1)} ns   Node / (2 C + overhead) ${(best.check / bound).toFixed(2)} ${best.check <= bound ? '(<= 1: ok)' : '(> 1: over)'}`);
console.log(`  isCompleteCounts(rows)  Node ${f(best.batch, 2)} ns/row  C ${f(best.c_batch_ns, 2)} ns/row  throughput Node / C ${ratio.toFixed(2)} ${ratio >= 0.8 ? '(>= 0.8: ok)' : '(< 0.8: under)'}`);
