package io.hupai;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;

/**
 * The Java binding beside C on the same hands: {@code Bench HANDS C_TIMES}, where HANDS is
 * written by {@code cbench write} and C_TIMES is what {@code cbench time HANDS} printed (make
 * bench does both). Prints per-call times and the batch's time per row with the issue's
 * ratios: a check at most 2x the C call plus Java's own call overhead (an empty native
 * call), a batch at least 0.8x the C batch's throughput. Each timing follows a warm-up of
 * the same length, for the JIT.
 */
public final class Bench {
    private static int n;

    /**
     * Runs pass (one pass over every hand) for a second twice, timing the second: ns per hand
     * of the fastest pass, as cbench measures C, and the pass's answer.
     */
    private static double[] timePerHand(IntSupplier pass) {
        double[] timed = new double[2];
        for (int round = 0; round < 2; round++) {
            long fastest = Long.MAX_VALUE;
            for (long start = System.nanoTime(); System.nanoTime() - start < 1_000_000_000L; ) {
                long before = System.nanoTime();
                timed[1] = pass.getAsInt();
                fastest = Math.min(fastest, System.nanoTime() - before);
            }
            timed[0] = (double) fastest / n;
        }
        return timed;
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
        Map<String, Double> cTimes = new HashMap<>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            String[] fields = line.split(" ");
            cTimes.put(fields[0], Double.parseDouble(fields[1]));
        }
        try (Checker c = new Checker("")) {
            double[] overhead = timePerHand(() -> {
                for (int i = 0; i < n; i++) {
                    Native.emptyCall();
                }
                return 0;
            });
            double[] check = timePerHand(() -> {
                int k = 0;
                for (String hand : hands) {
                    k += c.isComplete(hand) ? 1 : 0;
                }
                return k;
            });
            double[] batch = timePerHand(() -> {
                int k = 0;
                for (byte answer : c.isCompleteCounts(rows, null)) {
                    k += answer == 1 ? 1 : 0;
                }
                return k;
            });
            if (check[1] != cTimes.get("complete") || batch[1] != check[1]) {
                throw new IllegalStateException("Java and C disagree on the hands");
            }
            double cCheck = cTimes.get("check_ns");
            double cBatch = cTimes.get("batch_ns");
            double bound = 2 * cCheck + overhead[0];
            double ratio = cBatch / batch[0];
            System.out.printf("java bench: %d hands (%d complete), Java %s beside C through hupai.h%n",
                    n, (int) check[1], System.getProperty("java.version"));
            System.out.printf("  call overhead (an empty native call)  %8.1f ns%n", overhead[0]);
            System.out.printf("  isComplete(text)        Java %8.1f ns   C %8.1f ns   Java / (2 C + overhead) %.2f %s%n",
                    check[0], cCheck, check[0] / bound, check[0] <= bound ? "(<= 1: ok)" : "(> 1: over)");
            System.out.printf("  isCompleteCounts(rows)  Java %8.2f ns/row  C %8.2f ns/row  throughput Java / C %.2f %s%n",
                    batch[0], cBatch, ratio, ratio >= 0.8 ? "(>= 0.8: ok)" : "(< 0.8: under)");
        }
    }
}
