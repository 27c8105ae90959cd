'use strict';
// The Node binding's tests (node --test): every function with good and bad input, closing,
// and worker threads each with its checker, run against the package `make build` assembles.
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { Worker } = require('node:worker_threads');
const hupai = require('hupai');
const { Checker, PaohuziChecker, HandError, RuleError } = hupai;

/** A row of 34 counts from its first few. */
function row(...counts) {
  const r = new Uint8Array(34);
  r.set(counts);
  return r;
}

function rows(...list) {
  const all = new Uint8Array(list.length * 34);
  list.forEach((r, i) => all.set(r, i * 34));
  return all;
}

/** The call must throw that class, with a message containing text. */
function raises(type, text, call) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof type, `${e} is not a ${type.name}`);
    assert.ok(e.message.length > 0 && e.message.includes(text), `${e.message} lacks ${text}`);
    return true;
  });
}

describe('rules', () => {
  it('takes the defaults, options and presets', () => {
    assert.match(hupai.version(), /^\d+\.\d+\.\d+/);
    new Checker().close();
    new Checker('preset=taiwan').close();
    new PaohuziChecker('min_huxi=10').close();
  });
  it('refuses bad rules with the library message', () => {
    raises(RuleError, 'colour', () => new Checker('colour=blue'));
    raises(Error, 'colour', () => new Checker('colour=blue'));
    raises(RuleError, 'NUL', () => new Checker('joker=7z\0'));
    raises(RuleError, 'min_huxi', () => new PaohuziChecker('min_huxi=lots'));
    raises(TypeError, 'string', () => new Checker(7));
  });
});

describe('Checker', () => {
  const c = new Checker('');
  const joker = new Checker('joker=7z, seven_pairs=false');

  it('isComplete', () => {
    assert.strictEqual(c.isComplete('1112345678999m5m'), true);
    assert.strictEqual(c.isComplete('1112345678999m5p'), false);
    assert.strictEqual(c.isComplete('1133557799m11p33s'), true);
    assert.strictEqual(joker.isComplete('1133557799m11p33s'), false);
    assert.strictEqual(joker.isComplete('1112345678999m7z'), true);
    assert.strictEqual(c.isComplete('[123m] [456m] [789m] [111p]' + ' '.repeat(300) + '55z'), true);
  });

  it('isComplete refuses bad hands', () => {
    raises(HandError, '', () => c.isComplete('1112345678999m'));
    raises(HandError, 'character 3', () => c.isComplete('11x'));
    raises(HandError, 'NUL', () => c.isComplete('11m\0'));
    raises(HandError, '', () => c.isComplete('11m\uD83C'));
    raises(TypeError, 'string', () => c.isComplete(null));
    assert.ok(new HandError('x') instanceof Error);
  });

  it('waits, in tile order', () => {
    assert.deepStrictEqual(c.waits('1112345678999m'), ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']);
    assert.deepStrictEqual(c.waits('19m19p19s1234567z'),
      ['1m', '9m', '1p', '9p', '1s', '9s', '1z', '2z', '3z', '4z', '5z', '6z', '7z']);
    assert.deepStrictEqual(c.waits('1234m[555p]'), ['1m', '4m']);
    assert.deepStrictEqual(c.waits('1234m5678p99s111z'), []);
    raises(HandError, '', () => c.waits('1112345678999m5m'));
  });

  it('shanten', () => {
    assert.strictEqual(c.shanten('1112345678999m5m'), -1);
    assert.strictEqual(c.shanten('1112345678999m'), 0);
    assert.strictEqual(c.shanten('147m258p369s1234z'), 6);
    raises(HandError, '', () => c.shanten('123m'));
  });

  it('isCompleteCounts', () => {
    const good = row(3, 1, 1, 1, 2, 1, 1, 1, 3);
    const bad = row(3, 1, 1, 1, 2, 1, 1, 1, 2, 1);
    const shorter = row(3, 1, 1, 1, 1, 1, 1, 1, 3);
    const answers = c.isCompleteCounts(rows(good, bad, shorter, shorter, row(5, 3, 3, 3)),
      new Uint8Array([0, 0, 0, 1, 0]));
    assert.ok(answers instanceof Uint8Array);
    assert.deepStrictEqual([...answers], [1, 0, 255, 1, 255]);
    assert.deepStrictEqual([...c.isCompleteCounts(rows(good, bad))], [1, 0]);
    assert.strictEqual(c.isCompleteCounts(new Uint8Array(0)).length, 0);
    raises(HandError, 'rows of 34', () => c.isCompleteCounts(new Uint8Array(35)));
    raises(HandError, 'joker counts', () => c.isCompleteCounts(good, new Uint8Array(2)));
    raises(TypeError, 'Uint8Array', () => c.isCompleteCounts([3, 1, 1]));
  });
});

describe('PaohuziChecker', () => {
  const hand = '一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌';
  it('checks', () => {
    const p = new PaohuziChecker('');
    const strict = new PaohuziChecker('min_huxi=30');
    assert.deepStrictEqual(p.check(hand), { complete: true, huxi: 24, win: true });
    assert.deepStrictEqual(strict.check(hand), { complete: true, huxi: 24, win: false });
    assert.deepStrictEqual(p.check('一二三壹贰叁二七十贰柒拾四五七[跑:九九九九]捌捌'),
      { complete: false, huxi: 0, win: false });
    raises(HandError, '', () => p.check('一二三x'));
  });
});

describe('closing', () => {
  it('frees at once; later calls throw', () => {
    const c = new Checker('');
    c.close();
    c.close();
    raises(Error, 'closed', () => c.isComplete('1112345678999m5m'));
    const p = new PaohuziChecker('');
    p.close();
    raises(Error, 'closed', () => p.check('一二三'));
  });
});

describe('threads', () => {
  it('worker threads each check with a checker of their own', async () => {
    const code = `
      const { parentPort } = require('node:worker_threads');
      const { Checker } = require('hupai');
      const c = new Checker('');
      let right = 0;
      for (let i = 0; i < 20000; i++) {
        if (c.isComplete('1112345678999m5m') && !c.isComplete('1112345678999m5p')) right++;
      }
      c.close();
      parentPort.postMessage(right);`;
    const answers = await Promise.all([0, 1, 2, 3].map(() => new Promise((resolve, reject) => {
      const w = new Worker(code, { eval: true });
      w.on('message', resolve);
      w.on('error', reject);
    })));
    assert.deepStrictEqual(answers, [20000, 20000, 20000, 20000]);
  });
});
