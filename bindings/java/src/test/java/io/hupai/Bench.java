package io.hupai;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Java binding beside C on the same hands: {@code Bench HANDS CBENCH}, where HANDS is
 * written by {@code cbench write} and CBENCH is the cbench program (make bench does both). In
 * three rounds, each running {@code cbench time HANDS} and then the same calls from Java, so
 * that both sides see the machine's load alike, and keeping each side's best, it prints
 * per-call times and the batch's time per row with the ratios: a check at most 2x the
 * C call plus Java's own call overhead (an empty native call), a batch at least 0.8x the C
 * batch's throughput.
 */
public final class Bench {
    private static int n;

    /** Rounds of C then Java timings. */
    private static final int ROUNDS = 3;

    /** How many hands a timed run of single calls covers, as in cbench. */
    private static final int CHUNK = 500;

    /** A pass over hands lo (inclusive) to hi (exclusive), answering how many are complete. */
    private interface Pass {
        int run(int lo, int hi);
    }

    /**
     * Times pass over the hands in chunks of size (0: all in one), again and again for a
     * second, twice (the first a warm-up for the JIT), keeping each chunk's fastest time: ns
     * per hand of their sum, as cbench's time_chunks measures C; and one round's answer.
     */
    private static double[] timeChunks(int size, Pass pass) {
        int chunk = size == 0 ? n : size;
        long[] fastest = new long[(n + chunk - 1) / chunk];
        int result = 0;
        for (int round = 0; round < 2; round++) {
            java.util.Arrays.fill(fastest, Long.MAX_VALUE);
            for (long start = System.nanoTime(); System.nanoTime() - start < 1_000_000_000L; ) {
                result = 0;
                for (int i = 0; i < fastest.length; i++) {
                    long before = System.nanoTime();
                    result += pass.run(i * chunk, Math.min(i * chunk + chunk, n));
                    fastest[i] = Math.min(fastest[i], System.nanoTime() - before);
                }
            }
        }
        return new double[] {(double) java.util.Arrays.stream(fastest).sum() / n, result};
    }

    /** Runs {@code cbench time} on the hands: its figures by name. */
    private static Map<String, Double> cTimes(String cbench, String hands) throws Exception {
        Process p = new ProcessBuilder(cbench, "time", hands).redirectErrorStream(true).start();
        Map<String, Double> times = new HashMap<>();
        for (String line : new String(p.getInputStream().readAllBytes()).strip().split("\n")) {
            String[] fields = line.split(" ");
            times.put(fields[0], Double.parseDouble(fields[1]));
        }
        if (p.waitFor() != 0) {
            throw new IllegalStateException("cbench failed: " + times);
        }
        return times;
    }

    private static void keep(Map<String, Double> best, String key, double value) {
        best.merge(key, value, Math::min);
    }

    public static void main(String[] args) throws Exception {
        List<String> hands = new ArrayList<>();
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        n = lines.size();
        byte[] rows = new byte[n * Checker.KINDS];
        for (int i = 0; i < n; i++) {
            String[] fields = lines.get(i).split(" ");
            hands.add(fields[0]);
            for (int k = 0; k < Checker.KINDS; k++) {
                rows[i * Checker.KINDS + k] = (byte) (fields[1].charAt(k) - '0');
            }
        }
        Map<String, Double> best = new HashMap<>();
        double complete = 0;
        double batchComplete = 0;
        try (Checker c = new Checker("")) {
            for (int round = 0; round < ROUNDS; round++) {
                for (Map.Entry<String, Double> e : cTimes(args[1], args[0]).entrySet()) {
                    keep(best, "c_" + e.getKey(), e.getValue());
                }
                double[] overhead = timeChunks(CHUNK, (lo, hi) -> {
                    for (int i = lo; i < hi; i++) {
                        Native.emptyCall();
                    }
                    return 0;
                });
                double[] check = timeChunks(CHUNK, (lo, hi) -> {
                    int k = 0;
                    for (String hand : hands.subList(lo, hi)) {
                        k += c.isComplete(hand) ? 1 : 0;
                    }
                    return k;
                });
                // The answers are counted after the timing, which is of the call alone.
                byte[][] answers = new byte[1][];
                double[] batch = timeChunks(0, (lo, hi) -> {
                    answers[0] = c.isCompleteCounts(rows, null);
                    return 0;
                });
                batch[1] = 0;
                for (byte answer : answers[0]) {
                    batch[1] += answer == 1 ? 1 : 0;
                }
                keep(best, "overhead", overhead[0]);
                keep(best, "check", check[0]);
                keep(best, "batch", batch[0]);
                complete = check[1];
                batchComplete = batch[1];
            }
        }
        if (complete != best.get("c_complete") || batchComplete != complete) {
            throw new IllegalStateException("Java and C disagree on the hands");
        }
        double bound = 2 * best.get("c_check_ns") + best.get("overhead");
        double ratio = best.get("c_batch_ns") / best.get("batch");
        System.out.printf("java bench: %d hands (%d complete), Java %s beside C through hupai.h, best of %d rounds%n",
                n, (int) complete, System.getProperty("java.version"), ROUNDS);
        System.out.printf("  call overhead (an empty native call)  %8.1f ns%n", best.get("overhead"));
        System.out.printf("  isComplete(text)        Java %8.1f ns   C %8.1f ns   Java / (2 C + overhead) %.2f %s%n",
                best.get("check"), best.get("c_check_ns"), best.get("check") / bound,
                best.get("check") <= bound ? "(<= 1: ok)" : "(> 1: over)");
        System.out.printf("  isCompleteCounts(rows)  Java %8.2f ns/row  C %8.2f ns/row  throughput Java / C %.2f %s%n",
                best.get("batch"), best.get("c_batch_ns"), ratio, ratio >= 0.8 ? "(>= 0.8: ok)" : "(< 0.8: under)");
    }
}
