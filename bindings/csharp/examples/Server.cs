using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Threading;
using Hupai;

/// <summary>
/// A game server's hot path in C#: one checker shared by a thread per table. Each draw is
/// checked as counts; each bot discards the tile leaving the lowest shanten; another player may
/// win on it. `make run FILE=examples/Server.cs`.
/// </summary>
static class Server
{
    static string Mpsz(byte[] counts)
    {
        var b = new StringBuilder();
        for (int suit = 0; suit < 4; suit++)
        {
            int before = b.Length;
            for (int k = suit * 9; k < Math.Min(suit * 9 + 9, Checker.Kinds); k++)
                b.Append((char)('1' + k % 9), counts[k]);
            if (b.Length > before) b.Append("mpsz"[suit]);
        }
        return b.ToString();
    }

    static bool Complete(Checker c, byte[] hand) { return c.IsCompleteCounts(hand, null)[0] == 1; }

    static string Play(Checker c, int seed)
    {
        var rng = new Random(seed);
        var wall = Enumerable.Range(0, 136).Select(i => i / 4).OrderBy(_ => rng.Next()).ToList();
        var hands = new byte[4][];
        for (int p = 0; p < 4; p++)
        {
            hands[p] = new byte[Checker.Kinds];
            for (int i = 0; i < 13; i++) { hands[p][wall[wall.Count - 1]]++; wall.RemoveAt(wall.Count - 1); }
        }
        for (int player = 0; wall.Count > 14; player = (player + 1) % 4)
        {
            var hand = hands[player];
            hand[wall[wall.Count - 1]]++;
            wall.RemoveAt(wall.Count - 1);
            if (Complete(c, hand)) return "player " + player + " wins on a draw with " + Mpsz(hand);
            int best = -1, bestShanten = int.MaxValue;
            for (int k = 0; k < Checker.Kinds; k++)
            {
                if (hand[k] == 0) continue;
                hand[k]--;
                int s = c.Shanten(Mpsz(hand));
                hand[k]++;
                if (s < bestShanten) { best = k; bestShanten = s; }
            }
            hand[best]--;
            for (int other = 0; other < 4; other++)
            {
                if (other == player) continue;
                hands[other][best]++;
                bool wins = Complete(c, hands[other]);
                hands[other][best]--;
                if (wins) return "player " + other + " wins on player " + player + "'s discard";
            }
        }
        return "drawn (流局)";
    }

    static void Main()
    {
        using (var c = new Checker(""))
        {
            var results = new string[8];
            var tables = Enumerable.Range(0, results.Length)
                .Select(t => new Thread(() => results[t] = Play(c, t))).ToList();
            tables.ForEach(t => t.Start());
            tables.ForEach(t => t.Join());
            for (int t = 0; t < results.Length; t++) Console.WriteLine("table " + t + ": " + results[t]);
        }
    }
}
