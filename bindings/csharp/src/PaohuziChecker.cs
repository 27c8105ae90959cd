using System;

namespace Hupai
{
    /// <summary>
    /// A Paohuzi hand's check: complete or not, its best 胡息 (0 when not complete), and
    /// whether it wins (complete and reaching the rules' min_huxi).
    /// </summary>
    public struct PaohuziResult
    {
        /// <summary>Whether the hand is complete.</summary>
        public readonly bool Complete;
        /// <summary>Its best 胡息 (card points under the points scoring); 0 when not complete.</summary>
        public readonly int Huxi;
        /// <summary>Whether it is complete and reaches the rules' min_huxi.</summary>
        public readonly bool Win;

        /// <summary>A result of these three.</summary>
        public PaohuziResult(bool complete, int huxi, bool win)
        {
            Complete = complete;
            Huxi = huxi;
            Win = win;
        }

        /// <summary>The three fields, for logs and test failures.</summary>
        public override string ToString()
        {
            return "PaohuziResult(Complete=" + Complete + ", Huxi=" + Huxi + ", Win=" + Win + ")";
        }
    }

    /// <summary>A Paohuzi checker for one rule set; shared and disposed as Checker is.</summary>
    public sealed unsafe class PaohuziChecker : IDisposable
    {
        readonly NativeHandle handle;

        /// <summary>A Paohuzi checker for "key=value" options (e.g. "min_huxi=10"; "" or null: defaults).</summary>
        /// <exception cref="RuleException">rules the library does not take</exception>
        public PaohuziChecker(string rules)
        {
            handle = NativeHandle.Open(rules, Native.hupai_phz_checker_new, Native.hupai_phz_checker_free);
        }

        /// <summary>
        /// Checks a hand in numerals (一..十 small, 壹..拾 big, shown groups in brackets) or
        /// ASCII ("123x123d").
        /// </summary>
        /// <exception cref="HandException">a hand that cannot be read or checked</exception>
        public PaohuziResult Check(string hand)
        {
            int huxi, win;
            byte* stack = stackalloc byte[Utf8.StackBytes];
            using (var text = new Utf8(hand, stack, Utf8.HandError))
            using (var h = new Use(handle))
                Native.Check(Native.hupai_phz_check(h.Pointer, text.Pointer, out huxi, out win));
            return huxi < 0 ? new PaohuziResult(false, 0, false) : new PaohuziResult(true, huxi, win == 1);
        }

        /// <summary>Frees the checker once the calls under way are done; twice is harmless.</summary>
        public void Dispose() { handle.Dispose(); }
    }
}
