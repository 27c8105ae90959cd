package io.hupai;

/** A Paohuzi checker for one rule set; shared and closed as {@link Checker} is. */
public final class PaohuziChecker extends Handle {
    /**
     * A Paohuzi checker for "key=value" options (e.g. "min_huxi=10"; "" for the defaults).
     *
     * @throws RuleException for rules the library does not take
     */
    public PaohuziChecker(String rules) {
        super(Native.paohuziNew(rules), Native::paohuziFree);
    }

    /**
     * Checks a hand in numerals (一..十 small, 壹..拾 big, shown groups in brackets) or ASCII
     * ("123x123d").
     *
     * @throws HandException for a hand that cannot be read or checked
     */
    public PaohuziResult check(String hand) {
        long answer;
        long h = acquire();
        try {
            answer = Native.paohuziCheck(h, hand);
        } finally {
            release();
        }
        int huxi = (int) (answer >> 32);
        return huxi < 0
                ? new PaohuziResult(false, 0, false)
                : new PaohuziResult(true, huxi, (answer & 1) == 1);
    }
}
