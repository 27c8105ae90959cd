using System;
using System.Linq;
using System.Threading;
using Hupai;

/// <summary>
/// The C# binding's tests, with Mono alone (no test framework to fetch): every member with
/// good and bad input, disposal, and threads sharing a checker. Exits 1 on a failure.
/// </summary>
static class CheckerTest
{
    static int checks, failures;

    static void Check(bool ok, string what)
    {
        checks++;
        if (!ok)
        {
            failures++;
            Console.Error.WriteLine("failed: " + what + "\n" + Environment.StackTrace);
        }
    }

    /// <summary>The call must throw T with a non-empty message containing text.</summary>
    static void Raises<T>(string text, Action call) where T : Exception
    {
        try
        {
            call();
            Check(false, "expected " + typeof(T).Name + " containing '" + text + "'");
        }
        catch (Exception e)
        {
            Check(e is T && !string.IsNullOrEmpty(e.Message) && e.Message.Contains(text),
                "expected " + typeof(T).Name + " containing '" + text + "', got " + e);
        }
    }

    static byte[] Rows(params int[][] rows)
    {
        var all = new byte[rows.Length * Checker.Kinds];
        for (int i = 0; i < rows.Length; i++)
            for (int k = 0; k < rows[i].Length; k++) all[i * Checker.Kinds + k] = (byte)rows[i][k];
        return all;
    }

    static int Main()
    {
        Check(System.Text.RegularExpressions.Regex.IsMatch(Checker.Version, @"^\d+\.\d+\.\d+"), "version");
        Rules();
        using (var c = new Checker(""))
        {
            IsComplete(c);
            WaitsAndShanten(c);
            Counts(c);
            Threads(c);
        }
        Paohuzi();
        Disposing();
        if (failures > 0)
        {
            Console.WriteLine("csharp: " + (checks - failures) + " passed, " + failures + " failed");
            return 1;
        }
        Console.WriteLine("csharp: " + checks + " passed, 0 failed");
        return 0;
    }

    static void Rules()
    {
        new Checker("preset=taiwan").Dispose();
        new Checker(null).Dispose();
        Raises<RuleException>("colour", () => new Checker("colour=blue"));
        Raises<ArgumentException>("colour", () => new Checker("colour=blue"));
        Raises<RuleException>("NUL", () => new Checker("joker=7z\0"));
        Raises<RuleException>("min_huxi", () => new PaohuziChecker("min_huxi=lots"));
    }

    static void IsComplete(Checker c)
    {
        Check(c.IsComplete("1112345678999m5m"), "nine gates");
        Check(!c.IsComplete("1112345678999m5p"), "nine gates and 5p");
        Check(c.IsComplete("1133557799m11p33s"), "seven pairs");
        using (var joker = new Checker("joker=7z, seven_pairs=false"))
        {
            Check(joker.IsComplete("1112345678999m7z"), "7z is a joker");
            Check(!joker.IsComplete("1133557799m11p33s"), "seven pairs off");
        }
        Check(c.IsComplete("[123m] [456m] [789m] [111p]" + new string(' ', 300) + "55z"), "a long hand");
        Raises<HandException>("", () => c.IsComplete("1112345678999m"));
        Raises<HandException>("character 3", () => c.IsComplete("11x"));
        Raises<HandException>("NUL", () => c.IsComplete("11m\0"));
        Raises<HandException>("Unicode", () => c.IsComplete("11m\uD83C"));
        Raises<ArgumentNullException>("", () => c.IsComplete(null));
    }

    static void WaitsAndShanten(Checker c)
    {
        Check(c.Waits("1112345678999m").SequenceEqual(new[] { "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m" }),
            "nine gates waits");
        Check(c.Waits("19m19p19s1234567z").SequenceEqual(new[] {
            "1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z" }), "thirteen orphans waits");
        Check(c.Waits("1234m[555p]").SequenceEqual(new[] { "1m", "4m" }), "a meld");
        Check(c.Waits("1234m5678p99s111z").Length == 0, "not waiting");
        Raises<HandException>("", () => c.Waits("1112345678999m5m"));
        Check(c.Shanten("1112345678999m5m") == -1, "complete shanten");
        Check(c.Shanten("1112345678999m") == 0, "waiting shanten");
        Check(c.Shanten("147m258p369s1234z") == 6, "far shanten");
        Raises<HandException>("", () => c.Shanten("123m"));
    }

    static void Counts(Checker c)
    {
        int[] good = { 3, 1, 1, 1, 2, 1, 1, 1, 3 }, bad = { 3, 1, 1, 1, 2, 1, 1, 1, 2, 1 };
        int[] shorter = { 3, 1, 1, 1, 1, 1, 1, 1, 3 }, fifth = { 5, 3, 3, 3 };
        byte[] answers = c.IsCompleteCounts(Rows(good, bad, shorter, shorter, fifth), new byte[] { 0, 0, 0, 1, 0 });
        Check(answers.SequenceEqual(new byte[] { 1, 0, 255, 1, 255 }), "batch answers");
        Check(c.IsCompleteCounts(Rows(good, bad), null).SequenceEqual(new byte[] { 1, 0 }), "no jokers");
        Check(c.IsCompleteCounts(new byte[0], null).Length == 0, "no rows");
        Raises<HandException>("rows of 34", () => c.IsCompleteCounts(new byte[35], null));
        Raises<HandException>("joker counts", () => c.IsCompleteCounts(Rows(good), new byte[2]));
    }

    /// <summary>Eight threads share one checker; every answer must be the single-threaded one.</summary>
    static void Threads(Checker c)
    {
        int wrong = 0;
        var threads = Enumerable.Range(0, 8).Select(t => new Thread(() =>
        {
            for (int i = 0; i < 20000; i++)
            {
                bool right = c.IsComplete("1112345678999m5m") && !c.IsComplete("1112345678999m5p")
                    && c.Shanten("1112345678999m") == 0;
                try
                {
                    c.IsComplete("11x");
                    right = false;
                }
                catch (HandException e)
                {
                    right &= e.Message.Contains("character 3");
                }
                if (!right) Interlocked.Increment(ref wrong);
            }
        })).ToList();
        threads.ForEach(t => t.Start());
        threads.ForEach(t => t.Join());
        Check(wrong == 0, "threads' answers: " + wrong + " wrong");
    }

    static void Paohuzi()
    {
        const string hand = "一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌";
        using (var p = new PaohuziChecker(""))
        using (var strict = new PaohuziChecker("min_huxi=30"))
        {
            Check(p.Check(hand).Equals(new PaohuziResult(true, 24, true)), "Paohuzi win");
            Check(strict.Check(hand).Equals(new PaohuziResult(true, 24, false)), "below min_huxi");
            Check(p.Check("一二三壹贰叁二七十贰柒拾四五七[跑:九九九九]捌捌").Equals(new PaohuziResult(false, 0, false)),
                "not complete");
            Raises<HandException>("", () => p.Check("一二三x"));
        }
    }

    /// <summary>Dispose frees; later calls throw; threads racing Dispose never crash.</summary>
    static void Disposing()
    {
        var c = new Checker("");
        c.Dispose();
        c.Dispose();
        Raises<ObjectDisposedException>("", () => c.IsComplete("1112345678999m5m"));
        var p = new PaohuziChecker("");
        p.Dispose();
        Raises<ObjectDisposedException>("", () => p.Check("一二三"));

        var shared = new Checker("");
        int ended = 0, wrong = 0;
        var threads = Enumerable.Range(0, 4).Select(t => new Thread(() =>
        {
            try
            {
                for (;;)
                    if (!shared.IsComplete("1112345678999m5m")) Interlocked.Increment(ref wrong);
            }
            catch (ObjectDisposedException)
            {
                Interlocked.Increment(ref ended);
            }
        })).ToList();
        threads.ForEach(t => t.Start());
        Thread.Sleep(50);
        shared.Dispose();
        threads.ForEach(t => t.Join());
        Check(ended == 4 && wrong == 0, "threads racing Dispose: " + ended + " ended, " + wrong + " wrong");
    }
}
