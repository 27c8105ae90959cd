package io.hupai;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Many calls leave the process's memory flat: {@code MemoryCheck N} makes N calls of every
 * kind (errors too, and a checker made and left to the Cleaner every thousand), then compares
 * the resident set after a warm-up with the one at the end. Exits 1 if it grew by more than
 * 8 MB. make test runs it with a fixed heap touched at start (-Xms64m -Xmx64m
 * -XX:+AlwaysPreTouch), so that the Java heap growing into its pages is not taken for a leak.
 */
public final class MemoryCheck {
    private static long rssKb() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D+", ""));
            }
        }
        throw new IllegalStateException("no VmRSS");
    }

    private static long settle() throws Exception {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100); // the Cleaner's thread frees what the collection found
        }
        return rssKb();
    }

    public static void main(String[] args) throws Exception {
        long calls = Long.parseLong(args[0]);
        byte[] rows = new byte[16 * Checker.KINDS];
        for (int i = 0; i < 16; i++) {
            System.arraycopy(new byte[] {3, 1, 1, 1, 2, 1, 1, 1, 3}, 0, rows, i * Checker.KINDS, 9);
        }
        try (Checker c = new Checker("");
                PaohuziChecker p = new PaohuziChecker("")) {
            long warm = Math.min(calls / 10, 200_000);
            for (long i = 0; i < warm; i++) {
                call(c, p, rows, i);
            }
            long before = settle();
            for (long i = 0; i < calls; i++) {
                call(c, p, rows, i);
            }
            long after = settle();
            System.out.printf("java memory: %d calls, RSS %d kB after warm-up, %d kB after (%+d kB)%n",
                    calls, before, after, after - before);
            if (after - before > 8192) {
                System.err.println("RSS grew by more than 8 MB");
                System.exit(1);
            }
        }
    }

    @SuppressWarnings("resource") // the checker made every thousand calls is left to the Cleaner
    private static void call(Checker c, PaohuziChecker p, byte[] rows, long i) {
        switch ((int) (i % 8)) {
            case 0 -> c.isComplete("1112345678999m5m");
            case 1 -> c.waits("1112345678999m");
            case 2 -> c.shanten("147m258p369s1234z");
            case 3 -> c.isCompleteCounts(rows, null);
            case 4 -> {
                try {
                    c.isComplete("11x");
                } catch (HandException expected) {
                    // its message must not leak
                }
            }
            case 5 -> p.check("一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌");
            case 6 -> {
                if (i % 1000 == 6) {
                    new Checker("joker=7z");
                }
            }
            default -> c.isComplete("1112345678999m5p");
        }
    }
}
