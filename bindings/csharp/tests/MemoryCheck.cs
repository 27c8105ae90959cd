using System;
using System.IO;
using System.Linq;
using System.Threading;
using Hupai;

/// <summary>
/// Many calls leave the process's memory flat: `MemoryCheck.exe N` makes N calls of every kind
/// (errors too, and a checker made and left to its finalizer every thousand), then compares the
/// resident set after a warm-up with the one at the end. Exits 1 if it grew by more than 4 MB.
/// </summary>
static class MemoryCheck
{
    static long RssKb()
    {
        string line = File.ReadAllLines("/proc/self/status").First(l => l.StartsWith("VmRSS:"));
        return long.Parse(new string(line.Where(char.IsDigit).ToArray()));
    }

    static long Settle()
    {
        for (int i = 0; i < 3; i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
            Thread.Sleep(50);
        }
        return RssKb();
    }

    static void Call(Checker c, PaohuziChecker p, byte[] rows, long i)
    {
        switch (i % 8)
        {
            case 0: c.IsComplete("1112345678999m5m"); break;
            case 1: c.Waits("1112345678999m"); break;
            case 2: c.Shanten("147m258p369s1234z"); break;
            case 3: c.IsCompleteCounts(rows, null); break;
            case 4:
                try { c.IsComplete("11x"); } catch (HandException) { /* its message must not leak */ }
                break;
            case 5: p.Check("一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌"); break;
            case 6: if (i % 1000 == 6) new Checker("joker=7z"); break;
            default: c.IsComplete("1112345678999m5p"); break;
        }
    }

    static int Main(string[] args)
    {
        long calls = long.Parse(args[0]);
        var rows = new byte[16 * Checker.Kinds];
        for (int i = 0; i < 16; i++) Array.Copy(new byte[] { 3, 1, 1, 1, 2, 1, 1, 1, 3 }, 0, rows, i * Checker.Kinds, 9);
        using (var c = new Checker(""))
        using (var p = new PaohuziChecker(""))
        {
            long warm = Math.Min(calls / 10, 200000);
            for (long i = 0; i < warm; i++) Call(c, p, rows, i);
            long before = Settle();
            for (long i = 0; i < calls; i++) Call(c, p, rows, i);
            long after = Settle();
            Console.WriteLine("csharp memory: {0} calls, RSS {1} kB after warm-up, {2} kB after ({3:+0;-0} kB)",
                calls, before, after, after - before);
            if (after - before > 4096)
            {
                Console.Error.WriteLine("RSS grew by more than 4 MB");
                return 1;
            }
        }
        return 0;
    }
}
