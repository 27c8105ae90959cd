using System;
using System.Collections.Generic;

namespace Hupai
{
    /// <summary>
    /// A mahjong checker for one rule set, over the C library. Threads may share one;
    /// Dispose frees it once the calls under way are done (later calls throw
    /// ObjectDisposedException), and one never disposed is freed by its finalizer.
    /// </summary>
    public sealed unsafe class Checker : IDisposable
    {
        /// <summary>Kinds of tile, in 34-order: 1m..9m, 1p..9p, 1s..9s, 1z..7z.</summary>
        public const int Kinds = 34;

        /// <summary>The kinds in 34-order as mpsz strings, "1m" .. "7z".</summary>
        public static readonly string[] KindNames = MakeKindNames();

        static string[] MakeKindNames()
        {
            var names = new string[Kinds];
            for (int k = 0; k < Kinds; k++) names[k] = (k % 9 + 1).ToString() + "mpsz"[k / 9];
            return names;
        }

        readonly NativeHandle handle;

        /// <summary>
        /// A checker for the C library's rules string: "key=value" options separated by
        /// commas or spaces (e.g. "joker=7z, seven_pairs=false"), "" or null for the
        /// defaults, "preset=NAME" to start from a preset.
        /// </summary>
        /// <exception cref="RuleException">rules the library does not take</exception>
        public Checker(string rules)
        {
            handle = NativeHandle.Open(rules, Native.hupai_checker_new, Native.hupai_checker_free);
        }

        /// <summary>The C library's version, e.g. "0.1.0".</summary>
        public static string Version { get { return Native.Utf8(Native.hupai_version()); } }

        /// <summary>
        /// Whether a hand in mpsz notation (e.g. "1112345678999m5m", melds in brackets, "*" a
        /// joker) is complete in any form the rules enable.
        /// </summary>
        /// <exception cref="HandException">a hand that cannot be read or checked</exception>
        public bool IsComplete(string hand)
        {
            byte* stack = stackalloc byte[Utf8.StackBytes];
            using (var text = new Utf8(hand, stack, Utf8.HandError))
            using (var h = new Use(handle))
                return Native.Check(Native.hupai_is_complete(h.Pointer, text.Pointer)) == 1;
        }

        /// <summary>The kinds that complete a hand of 3n+1 tiles, as mpsz strings in tile order.</summary>
        public string[] Waits(string hand)
        {
            ulong waits, dead;
            byte* stack = stackalloc byte[Utf8.StackBytes];
            using (var text = new Utf8(hand, stack, Utf8.HandError))
            using (var h = new Use(handle))
                Native.Check(Native.hupai_waits(h.Pointer, text.Pointer, out waits, out dead));
            var kinds = new List<string>();
            for (int k = 0; k < Kinds; k++)
            {
                if ((waits >> k & 1) != 0) kinds.Add(KindNames[k]);
            }
            return kinds.ToArray();
        }

        /// <summary>
        /// The hand's least shanten over the forms the rules enable: -1 complete, 0 waiting, n
        /// tiles from waiting (127 when no form is in reach).
        /// </summary>
        public int Shanten(string hand)
        {
            Native.ShantenResult s;
            byte* stack = stackalloc byte[Utf8.StackBytes];
            using (var text = new Utf8(hand, stack, Utf8.HandError))
            using (var h = new Use(handle))
                Native.Check(Native.hupai_shanten(h.Pointer, text.Pointer, out s));
            return s.Least;
        }

        /// <summary>
        /// Checks rows of 34 concealed counts (34-order, counts.Length / 34 rows one after
        /// another) in parallel on the library's thread pool, row i with jokers[i] jokers
        /// (jokers null for none): per row 1 complete, 0 not, 255 when the row cannot be
        /// checked (a count above four, not 3n+2 tiles, too many jokers).
        /// </summary>
        /// <exception cref="HandException">counts not whole rows, or jokers not one per row</exception>
        public byte[] IsCompleteCounts(byte[] counts, byte[] jokers)
        {
            if (counts == null) throw new ArgumentNullException("counts");
            if (counts.Length % Kinds != 0)
                throw new HandException("counts of " + counts.Length + " bytes are not rows of 34");
            int rows = counts.Length / Kinds;
            if (jokers != null && jokers.Length != rows)
                throw new HandException(jokers.Length + " joker counts for " + rows + " rows");
            var answers = new byte[rows];
            if (rows == 0) return answers;
            // Pinned in place for the call: the library's threads read and write them.
            fixed (byte* c = counts, j = jokers, a = answers)
            using (var h = new Use(handle))
                Native.Check(Native.hupai_is_complete_batch(h.Pointer, c, (UIntPtr)Kinds, j, (UIntPtr)rows, a, 0));
            return answers;
        }

        /// <summary>Frees the checker once the calls under way are done; twice is harmless.</summary>
        public void Dispose() { handle.Dispose(); }
    }
}
