package io.hupai;

import java.util.ArrayList;
import java.util.List;

/**
 * A mahjong checker for one rule set, over the C library. Threads may share one; close it
 * (try-with-resources) to free it at once, or leave it to the Cleaner.
 */
public final class Checker extends Handle {
    /** Kinds of tile, in 34-order: 1m..9m, 1p..9p, 1s..9s, 1z..7z. */
    public static final int KINDS = 34;

    /** The kinds in 34-order as mpsz strings, "1m" .. "7z". */
    private static final List<String> KIND_NAMES = kindNames();

    private static List<String> kindNames() {
        List<String> names = new ArrayList<>(KINDS);
        for (int k = 0; k < KINDS; k++) {
            names.add((k % 9 + 1) + String.valueOf("mpsz".charAt(k / 9)));
        }
        return List.copyOf(names);
    }

    /**
     * A checker for the C library's rules string: "key=value" options separated by commas or
     * spaces (e.g. "joker=7z, seven_pairs=false"), "" for the defaults, "preset=NAME" to start
     * from a preset.
     *
     * @throws RuleException for rules the library does not take
     */
    public Checker(String rules) {
        super(Native.checkerNew(rules), Native::checkerFree);
    }

    /** The C library's version, e.g. "0.1.0". */
    public static String version() {
        return Native.version();
    }

    /**
     * Whether a hand in mpsz notation (e.g. "1112345678999m5m", melds in brackets, "*" a
     * joker) is complete in any form the rules enable.
     *
     * @throws HandException for a hand that cannot be read or checked
     */
    public boolean isComplete(String hand) {
        long h = acquire();
        try {
            return Native.isComplete(h, hand) == 1;
        } finally {
            release();
        }
    }

    /** The kinds that complete a hand of 3n+1 tiles, as mpsz strings in tile order. */
    public List<String> waits(String hand) {
        long bits;
        long h = acquire();
        try {
            bits = Native.waits(h, hand);
        } finally {
            release();
        }
        List<String> waits = new ArrayList<>(Long.bitCount(bits));
        for (int k = 0; k < KINDS; k++) {
            if ((bits >>> k & 1) != 0) {
                waits.add(KIND_NAMES.get(k));
            }
        }
        return waits;
    }

    /**
     * The hand's least shanten over the forms the rules enable: -1 complete, 0 waiting, n
     * tiles from waiting (127 when no form is in reach).
     */
    public int shanten(String hand) {
        long h = acquire();
        try {
            return Native.shanten(h, hand);
        } finally {
            release();
        }
    }

    /**
     * Checks rows of 34 concealed counts (34-order, {@code counts.length / 34} rows, one after
     * another) in parallel, row i with {@code jokers[i]} jokers ({@code jokers} null for none):
     * per row 1 complete, 0 not, -1 when the row cannot be checked (a count above four, not
     * 3n+2 tiles, too many jokers).
     *
     * @throws HandException when counts is not whole rows or jokers is not one per row
     */
    public byte[] isCompleteCounts(byte[] counts, byte[] jokers) {
        if (counts.length % KINDS != 0) {
            throw new HandException("counts of " + counts.length + " bytes are not rows of 34");
        }
        int rows = counts.length / KINDS;
        if (jokers != null && jokers.length != rows) {
            throw new HandException(jokers.length + " joker counts for " + rows + " rows");
        }
        byte[] out = new byte[rows];
        long h = acquire();
        try {
            Native.isCompleteCounts(h, counts, jokers, out);
        } finally {
            release();
        }
        return out;
    }
}
