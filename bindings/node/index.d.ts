// hupai for Node: mahjong and Paohuzi hands decided by lookup tables (the C library, through
// N-API). See README.md.

/** A hand or counts the library cannot read or check; the message is the library's. */
export class HandError extends Error {}

/** A rules string the library does not take; the message is the library's. */
export class RuleError extends Error {}

/** The C library's version, e.g. "0.1.0". */
export function version(): string;

/** A mahjong checker for one rule set. Freed by close(), or when collected. */
export class Checker {
  /**
   * @param rules the C rules string, e.g. "joker=7z, seven_pairs=false"; "" or absent for
   *   the defaults, "preset=NAME" to start from a preset.
   * @throws RuleError for rules the library does not take
   */
  constructor(rules?: string);
  /** Whether a hand in mpsz notation ("1112345678999m5m") is complete. @throws HandError */
  isComplete(hand: string): boolean;
  /** The kinds completing a 3n+1 hand, as mpsz strings in tile order. @throws HandError */
  waits(hand: string): string[];
  /** The least shanten over the forms: -1 complete, 0 waiting, n from waiting. @throws HandError */
  shanten(hand: string): number;
  /**
   * Rows of 34 concealed counts (34-order, one row after another) checked in parallel, row i
   * with jokers[i] jokers: per row 1 complete, 0 not, 255 when the row cannot be checked.
   * @throws HandError when counts is not whole rows or jokers not one per row
   */
  isCompleteCounts(counts: Uint8Array, jokers?: Uint8Array | null): Uint8Array;
  /** Frees the checker now; later calls throw. Closing twice is harmless. */
  close(): void;
}

/** A Paohuzi hand's check. */
export interface PaohuziResult {
  /** Whether the hand is complete. */
  complete: boolean;
  /** Its best 胡息; 0 when not complete. */
  huxi: number;
  /** Complete and reaching the rules' min_huxi. */
  win: boolean;
}

/** A Paohuzi checker for one rule set. Freed by close(), or when collected. */
export class PaohuziChecker {
  /** @param rules "key=value" options, e.g. "min_huxi=10"; "" or absent for the defaults. */
  constructor(rules?: string);
  /** Checks a hand in numerals (一二三壹贰叁...) or ASCII ("123x123d"). @throws HandError */
  check(hand: string): PaohuziResult;
  /** Frees the checker now; later calls throw. Closing twice is harmless. */
  close(): void;
}
