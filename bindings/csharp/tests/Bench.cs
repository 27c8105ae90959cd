using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using Hupai;

/// <summary>
/// The C# binding beside C on the same hands: `Bench.exe HANDS CBENCH`, where HANDS is written
/// by `cbench write` and CBENCH is the cbench program (make bench does both). In three rounds,
/// each running `cbench time HANDS` and then the same calls from C#, so that both sides see
/// the machine's load alike, and keeping each side's best, it prints per-call times and the
/// batch's time per row with the ratios: a check at most 2x the C call plus the
/// runtime's own call overhead (an empty P/Invoke), a batch at least 0.8x the C batch's
/// throughput.
/// </summary>
static class Bench
{
    static int n;

    /// <summary>Rounds of C then C# timings.</summary>
    const int Rounds = 3;

    /// <summary>How many hands a timed run of single calls covers, as in cbench.</summary>
    const int Chunk = 500;

    /// <summary>
    /// Times pass(lo, hi) over the hands in chunks of size (0: all in one), again and again
    /// for a second, twice (the first a warm-up), keeping each chunk's fastest time: ns per
    /// hand of their sum, as cbench's time_chunks measures C; and one round's answer.
    /// </summary>
    static double TimeChunks(int size, Func<int, int, int> pass, out int result)
    {
        int chunk = size == 0 ? n : size;
        var fastest = new double[(n + chunk - 1) / chunk];
        result = 0;
        for (int round = 0; round < 2; round++)
        {
            for (int i = 0; i < fastest.Length; i++) fastest[i] = double.MaxValue;
            var total = Stopwatch.StartNew();
            while (total.ElapsedMilliseconds < 1000)
            {
                result = 0;
                for (int i = 0; i < fastest.Length; i++)
                {
                    long before = Stopwatch.GetTimestamp();
                    result += pass(i * chunk, Math.Min(i * chunk + chunk, n));
                    double ns = (Stopwatch.GetTimestamp() - before) * 1e9 / Stopwatch.Frequency;
                    fastest[i] = Math.Min(fastest[i], ns);
                }
            }
        }
        return fastest.Sum() / n;
    }

    /// <summary>Runs `cbench time` on the hands: its figures by name.</summary>
    static Dictionary<string, double> CTimes(string cbench, string hands)
    {
        var start = new ProcessStartInfo(cbench, "time " + hands) { UseShellExecute = false, RedirectStandardOutput = true };
        using (var p = Process.Start(start))
        {
            var times = p.StandardOutput.ReadToEnd().Trim().Split('\n').Select(l => l.Split(' '))
                .ToDictionary(f => f[0], f => double.Parse(f[1], CultureInfo.InvariantCulture));
            p.WaitForExit();
            if (p.ExitCode != 0) throw new InvalidOperationException("cbench failed");
            return times;
        }
    }

    static void Keep(Dictionary<string, double> best, string key, double value)
    {
        double old;
        if (!best.TryGetValue(key, out old) || value < old) best[key] = value;
    }

    static void Main(string[] args)
    {
        var lines = File.ReadAllLines(args[0]);
        n = lines.Length;
        var hands = new string[n];
        var rows = new byte[n * Checker.Kinds];
        for (int i = 0; i < n; i++)
        {
            var fields = lines[i].Split(' ');
            hands[i] = fields[0];
            for (int k = 0; k < Checker.Kinds; k++) rows[i * Checker.Kinds + k] = (byte)(fields[1][k] - '0');
        }
        var best = new Dictionary<string, double>();
        int ignored, complete = 0, batchComplete = 0;
        using (var c = new Checker(""))
        {
            for (int round = 0; round < Rounds; round++)
            {
                foreach (var e in CTimes(args[1], args[0])) Keep(best, "c_" + e.Key, e.Value);
                Keep(best, "overhead", TimeChunks(Chunk, (lo, hi) =>
                {
                    for (int i = lo; i < hi; i++) EmptyCall.Call();
                    return 0;
                }, out ignored));
                // Counted with plain loops: LINQ would cost more a row than the batch does.
                Keep(best, "check", TimeChunks(Chunk, (lo, hi) =>
                {
                    int k = 0;
                    for (int i = lo; i < hi; i++) if (c.IsComplete(hands[i])) k++;
                    return k;
                }, out complete));
                // The answers are counted after the timing: Mono's loop over them would cost
                // more a row than the batch does.
                byte[] answers = null;
                Keep(best, "batch", TimeChunks(0, (lo, hi) =>
                {
                    answers = c.IsCompleteCounts(rows, null);
                    return 0;
                }, out ignored));
                batchComplete = answers.Count(a => a == 1);
            }
        }
        if (complete != best["c_complete"] || batchComplete != complete)
            throw new InvalidOperationException("C# and C disagree on the hands");
        double bound = 2 * best["c_check_ns"] + best["overhead"], ratio = best["c_batch_ns"] / best["batch"];
        Console.WriteLine("csharp bench: {0} hands ({1} complete), Mono {2} beside C through hupai.h, best of {3} rounds",
            n, complete, Environment.Version, Rounds);
        Console.WriteLine("  call overhead (an empty P/Invoke)      {0,8:F1} ns", best["overhead"]);
        Console.WriteLine("  IsComplete(text)        C# {0,8:F1} ns   C {1,8:F1} ns   C# / (2 C + overhead) {2:F2} {3}",
            best["check"], best["c_check_ns"], best["check"] / bound, best["check"] <= bound ? "(<= 1: ok)" : "(> 1: over)");
        Console.WriteLine("  IsCompleteCounts(rows)  C# {0,8:F2} ns/row  C {1,8:F2} ns/row  throughput C# / C {2:F2} {3}",
            best["batch"], best["c_batch_ns"], ratio, ratio >= 0.8 ? "(>= 0.8: ok)" : "(< 0.8: under)");
    }
}

/// <summary>The cheapest call into the library: what a P/Invoke costs by itself.</summary>
static class EmptyCall
{
    [System.Runtime.InteropServices.DllImport("hupai")]
    static extern IntPtr hupai_version();

    internal static void Call() { hupai_version(); }
}
