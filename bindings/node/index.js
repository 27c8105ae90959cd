'use strict';
// hupai for Node: the addon's classes (src/lib.rs, over the C library) behind a thin layer
// that checks argument types and turns the addon's error codes into HandError and RuleError.
// index.d.ts declares the API.

const native = require('./hupai.node');

/** A hand or counts the library cannot read or check; the message is the library's. */
class HandError extends Error {
  constructor(message) {
    super(message);
    this.name = 'HandError';
  }
}

/** A rules string the library does not take; the message is the library's. */
class RuleError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RuleError';
  }
}

function rethrow(e) {
  if (e && e.code === 'HUPAI_HAND') throw new HandError(e.message);
  if (e && e.code === 'HUPAI_RULES') throw new RuleError(e.message);
  throw e; // HUPAI_CLOSED (a call after close) and the rest, as they are
}

function text(value, what) {
  if (typeof value !== 'string') throw new TypeError(`hupai: ${what} must be a string`);
  return value;
}

function bytes(value, what) {
  if (!(value instanceof Uint8Array)) throw new TypeError(`hupai: ${what} must be a Uint8Array`);
  return value;
}

/** A mahjong checker for one rule set: the C rules string, '' or absent for the defaults. */
class Checker {
  #native;

  constructor(rules = '') {
    try {
      this.#native = new native.Checker(text(rules, 'rules'));
    } catch (e) {
      rethrow(e);
    }
  }

  /** Whether a hand in mpsz notation is complete. */
  isComplete(hand) {
    try {
      return this.#native.isComplete(text(hand, 'hand'));
    } catch (e) {
      return rethrow(e);
    }
  }

  /** The kinds completing a 3n+1 hand, as mpsz strings in tile order. */
  waits(hand) {
    try {
      return this.#native.waits(text(hand, 'hand'));
    } catch (e) {
      return rethrow(e);
    }
  }

  /** The least shanten over the forms the rules enable: -1 complete, 0 waiting. */
  shanten(hand) {
    try {
      return this.#native.shanten(text(hand, 'hand'));
    } catch (e) {
      return rethrow(e);
    }
  }

  /** Rows of 34 counts checked in parallel: per row 1, 0, or 255 (cannot be checked). */
  isCompleteCounts(counts, jokers = null) {
    try {
      bytes(counts, 'counts');
      if (jokers !== null && jokers !== undefined) bytes(jokers, 'jokers');
      return this.#native.isCompleteCounts(counts, jokers ?? null);
    } catch (e) {
      return rethrow(e);
    }
  }

  /** Frees the checker now; later calls throw. Closing twice is harmless. */
  close() {
    this.#native.close();
  }
}

/** A Paohuzi checker for one rule set ('min_huxi=10'; '' or absent for the defaults). */
class PaohuziChecker {
  #native;

  constructor(rules = '') {
    try {
      this.#native = new native.PaohuziChecker(text(rules, 'rules'));
    } catch (e) {
      rethrow(e);
    }
  }

  /** { complete, huxi, win } of a hand in numerals or ASCII; huxi 0 when not complete. */
  check(hand) {
    try {
      return this.#native.check(text(hand, 'hand'));
    } catch (e) {
      return rethrow(e);
    }
  }

  /** Frees the checker now; later calls throw. Closing twice is harmless. */
  close() {
    this.#native.close();
  }
}

module.exports = { Checker, PaohuziChecker, HandError, RuleError, version: native.version };
