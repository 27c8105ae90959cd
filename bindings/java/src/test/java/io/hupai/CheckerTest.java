package io.hupai;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The Java binding's tests, with the JDK alone (no test framework to fetch): every method
 * with good and bad input, closing, and threads sharing a checker. Exits 1 on a failure.
 */
public final class CheckerTest {
    private static int checks;
    private static int failures;

    private static void check(boolean ok, String what) {
        checks++;
        if (!ok) {
            failures++;
            System.err.println("failed: " + what);
            new Throwable().printStackTrace();
        }
    }

    /** Runs the call, which must throw that exception type with a non-empty message containing text. */
    private static void raises(Class<? extends Throwable> type, String text, Runnable call) {
        try {
            call.run();
            check(false, "expected " + type.getSimpleName() + " containing '" + text + "'");
        } catch (Throwable e) {
            check(type.isInstance(e) && e.getMessage() != null && !e.getMessage().isEmpty()
                    && e.getMessage().contains(text),
                    "expected " + type.getSimpleName() + " containing '" + text + "', got " + e);
        }
    }

    private static byte[] row(int... counts) {
        byte[] r = new byte[Checker.KINDS];
        for (int k = 0; k < counts.length; k++) {
            r[k] = (byte) counts[k];
        }
        return r;
    }

    private static byte[] rows(byte[]... rows) {
        byte[] all = new byte[rows.length * Checker.KINDS];
        for (int i = 0; i < rows.length; i++) {
            System.arraycopy(rows[i], 0, all, i * Checker.KINDS, Checker.KINDS);
        }
        return all;
    }

    public static void main(String[] args) throws Exception {
        check(Checker.version().matches("\\d+\\.\\d+\\.\\d+.*"), "version");
        rules();
        try (Checker c = new Checker("")) {
            isComplete(c);
            waitsAndShanten(c);
            counts(c);
            threads(c);
        }
        paohuzi();
        closing();
        if (failures > 0) {
            System.out.println("java: " + (checks - failures) + " passed, " + failures + " failed");
            System.exit(1);
        }
        System.out.println("java: " + checks + " passed, 0 failed");
    }

    private static void rules() {
        new Checker("preset=taiwan").close();
        new Checker(null).close();
        raises(RuleException.class, "colour", () -> new Checker("colour=blue"));
        raises(IllegalArgumentException.class, "colour", () -> new Checker("colour=blue"));
        raises(RuleException.class, "min_huxi", () -> new PaohuziChecker("min_huxi=lots"));
    }

    private static void isComplete(Checker c) {
        check(c.isComplete("1112345678999m5m"), "nine gates");
        check(!c.isComplete("1112345678999m5p"), "nine gates and 5p");
        check(c.isComplete("1133557799m11p33s"), "seven pairs");
        try (Checker joker = new Checker("joker=7z, seven_pairs=false")) {
            check(joker.isComplete("1112345678999m7z"), "7z is a joker");
            check(!joker.isComplete("1133557799m11p33s"), "seven pairs off");
        }
        // Longer than the JNI side's stack copy.
        check(c.isComplete("[123m] [456m] [789m] [111p]" + " ".repeat(300) + "55z"), "a long hand");
        raises(HandException.class, "", () -> c.isComplete("1112345678999m"));
        raises(HandException.class, "character 3", () -> c.isComplete("11x"));
        raises(HandException.class, "UTF-8", () -> c.isComplete("11m\0"));
        raises(HandException.class, "UTF-8", () -> c.isComplete("11m\uD83C\uDC00"));
        raises(NullPointerException.class, "null", () -> c.isComplete(null));
    }

    private static void waitsAndShanten(Checker c) {
        check(c.waits("1112345678999m").equals(
                List.of("1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m")), "nine gates waits");
        check(c.waits("19m19p19s1234567z").equals(List.of(
                "1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z")),
                "thirteen orphans waits");
        check(c.waits("1234m[555p]").equals(List.of("1m", "4m")), "a meld");
        check(c.waits("1234m5678p99s111z").isEmpty(), "not waiting");
        raises(HandException.class, "", () -> c.waits("1112345678999m5m"));
        check(c.shanten("1112345678999m5m") == -1, "complete shanten");
        check(c.shanten("1112345678999m") == 0, "waiting shanten");
        check(c.shanten("147m258p369s1234z") == 6, "far shanten");
        raises(HandException.class, "", () -> c.shanten("123m"));
    }

    private static void counts(Checker c) {
        byte[] good = row(3, 1, 1, 1, 2, 1, 1, 1, 3);
        byte[] bad = row(3, 1, 1, 1, 2, 1, 1, 1, 2, 1);
        byte[] shorter = row(3, 1, 1, 1, 1, 1, 1, 1, 3);
        byte[] answers = c.isCompleteCounts(rows(good, bad, shorter, shorter, row(5, 3, 3, 3)),
                new byte[] {0, 0, 0, 1, 0});
        check(java.util.Arrays.equals(answers, new byte[] {1, 0, -1, 1, -1}), "batch answers");
        check(java.util.Arrays.equals(c.isCompleteCounts(rows(good, bad), null), new byte[] {1, 0}),
                "no jokers");
        check(c.isCompleteCounts(new byte[0], null).length == 0, "no rows");
        raises(HandException.class, "rows of 34", () -> c.isCompleteCounts(new byte[35], null));
        raises(HandException.class, "joker counts", () -> c.isCompleteCounts(good, new byte[2]));
    }

    /** Eight threads share one checker; every answer must be the single-threaded one. */
    private static void threads(Checker c) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<Boolean>> results = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            results.add(pool.submit(() -> {
                for (int i = 0; i < 20000; i++) {
                    if (!c.isComplete("1112345678999m5m") || c.isComplete("1112345678999m5p")
                            || c.shanten("1112345678999m") != 0) {
                        return false;
                    }
                    try {
                        c.isComplete("11x");
                        return false;
                    } catch (HandException e) {
                        if (!e.getMessage().contains("character 3")) {
                            return false;
                        }
                    }
                }
                return true;
            }));
        }
        for (Future<Boolean> r : results) {
            check(r.get(), "a thread's answers");
        }
        pool.shutdown();
        check(pool.awaitTermination(10, TimeUnit.SECONDS), "threads end");
    }

    private static void paohuzi() {
        String hand = "一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌";
        try (PaohuziChecker p = new PaohuziChecker("");
                PaohuziChecker strict = new PaohuziChecker("min_huxi=30")) {
            check(p.check(hand).equals(new PaohuziResult(true, 24, true)), "Paohuzi win");
            check(strict.check(hand).equals(new PaohuziResult(true, 24, false)), "below min_huxi");
            check(p.check("一二三壹贰叁二七十贰柒拾四五七[跑:九九九九]捌捌")
                    .equals(new PaohuziResult(false, 0, false)), "not complete");
            raises(HandException.class, "", () -> p.check("一二三x"));
        }
    }

    /** Close frees at once; later calls throw; a checker closed while threads use it waits. */
    private static void closing() throws Exception {
        Checker c = new Checker("");
        c.close();
        c.close();
        raises(IllegalStateException.class, "closed", () -> c.isComplete("1112345678999m5m"));
        PaohuziChecker p = new PaohuziChecker("");
        p.close();
        raises(IllegalStateException.class, "closed", () -> p.check("一二三"));

        Checker shared = new Checker("");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Boolean>> results = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            results.add(pool.submit(() -> {
                try {
                    for (;;) {
                        if (!shared.isComplete("1112345678999m5m")) {
                            return false;
                        }
                    }
                } catch (IllegalStateException closed) {
                    return true;
                }
            }));
        }
        Thread.sleep(50);
        shared.close();
        for (Future<Boolean> r : results) {
            check(r.get(), "a thread racing close");
        }
        pool.shutdown();
    }
}
