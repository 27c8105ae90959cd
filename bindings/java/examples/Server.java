import io.hupai.Checker;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A game server's hot path in Java: one checker shared by a thread per table. Each draw is
 * checked as counts; each bot discards the tile leaving the lowest shanten; another player may
 * win on it. Run by `make run FILE=examples/Server.java` (a single-file program).
 */
public final class Server {
    static String mpsz(byte[] counts) {
        StringBuilder b = new StringBuilder();
        for (int suit = 0; suit < 4; suit++) {
            boolean any = false;
            for (int k = suit * 9; k < Math.min(suit * 9 + 9, Checker.KINDS); k++) {
                for (int n = 0; n < counts[k]; n++) {
                    b.append(k % 9 + 1);
                    any = true;
                }
            }
            if (any) {
                b.append("mpsz".charAt(suit));
            }
        }
        return b.toString();
    }

    static boolean complete(Checker c, byte[] hand) {
        return c.isCompleteCounts(hand, null)[0] == 1;
    }

    static String play(Checker c, long seed) {
        List<Integer> wall = new ArrayList<>();
        for (int k = 0; k < Checker.KINDS; k++) {
            for (int i = 0; i < 4; i++) {
                wall.add(k);
            }
        }
        Collections.shuffle(wall, new Random(seed));
        byte[][] hands = new byte[4][Checker.KINDS];
        for (byte[] hand : hands) {
            for (int i = 0; i < 13; i++) {
                hand[wall.remove(wall.size() - 1)]++;
            }
        }
        for (int player = 0; wall.size() > 14; player = (player + 1) % 4) {
            byte[] hand = hands[player];
            hand[wall.remove(wall.size() - 1)]++;
            if (complete(c, hand)) {
                return "player " + player + " wins on a draw with " + mpsz(hand);
            }
            int best = -1;
            int bestShanten = Integer.MAX_VALUE;
            for (int k = 0; k < Checker.KINDS; k++) {
                if (hand[k] == 0) {
                    continue;
                }
                hand[k]--;
                int s = c.shanten(mpsz(hand));
                hand[k]++;
                if (s < bestShanten) {
                    best = k;
                    bestShanten = s;
                }
            }
            hand[best]--;
            for (int other = 0; other < 4; other++) {
                if (other == player) {
                    continue;
                }
                hands[other][best]++;
                boolean wins = complete(c, hands[other]);
                hands[other][best]--;
                if (wins) {
                    return "player " + other + " wins on player " + player + "'s discard";
                }
            }
        }
        return "drawn (流局)";
    }

    public static void main(String[] args) throws Exception {
        ExecutorService tables = Executors.newFixedThreadPool(4);
        try (Checker c = new Checker("")) {
            List<Future<String>> games = new ArrayList<>();
            for (long t = 0; t < 8; t++) {
                long seed = t;
                games.add(tables.submit(() -> play(c, seed)));
            }
            for (int t = 0; t < games.size(); t++) {
                System.out.println("table " + t + ": " + games.get(t).get());
            }
        } finally {
            tables.shutdown();
        }
    }
}
