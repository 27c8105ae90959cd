using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Hupai
{
    /// <summary>
    /// hupai.h through P/Invoke, straight onto libhupai (no glue library): handles are
    /// SafeHandles, held through every call (Use), so that one is freed after the last call
    /// using it. Texts go as NUL-terminated UTF-8 (Utf8), count arrays pinned in place.
    /// Failures become exceptions with the library's message, read on the calling thread
    /// right after the failing call (the message is kept per thread in C).
    /// </summary>
    internal static unsafe class Native
    {
        const string Library = "hupai";

        internal const int ENull = -1, EUtf8 = -2, EHand = -3, ERules = -4;

        [StructLayout(LayoutKind.Sequential)]
        internal struct ShantenResult
        {
            internal sbyte Standard, SevenPairs, ThirteenOrphans, Least,
                KnittedStraight, HonorsAndKnitted, SevenPairsAndTriplet;
        }

        // Pointers, not marshalled types: Mono's marshalling of a SafeHandle and a byte[] costs
        // more than the check itself. Callers hold the handle (Use) and pin or stack the bytes.
        [DllImport(Library)] internal static extern IntPtr hupai_version();
        [DllImport(Library)] internal static extern IntPtr hupai_last_error();
        [DllImport(Library)] internal static extern IntPtr hupai_checker_new(byte* rules);
        [DllImport(Library)] internal static extern void hupai_checker_free(IntPtr checker);
        [DllImport(Library)] internal static extern int hupai_is_complete(IntPtr c, byte* hand);
        [DllImport(Library)]
        internal static extern int hupai_waits(IntPtr c, byte* hand, out ulong waits, out ulong dead);
        [DllImport(Library)]
        internal static extern int hupai_shanten(IntPtr c, byte* hand, out ShantenResult result);
        [DllImport(Library)]
        internal static extern long hupai_is_complete_batch(IntPtr c, byte* counts, UIntPtr stride,
            byte* jokers, UIntPtr n, byte* answers, uint threads);
        [DllImport(Library)] internal static extern IntPtr hupai_phz_checker_new(byte* rules);
        [DllImport(Library)] internal static extern void hupai_phz_checker_free(IntPtr checker);
        [DllImport(Library)]
        internal static extern int hupai_phz_check(IntPtr p, byte* hand, out int huxi, out int win);

        /// <summary>A static or per-thread C string, copied (never freed: the library's).</summary>
        internal static string Utf8(IntPtr text)
        {
            int length = 0;
            while (Marshal.ReadByte(text, length) != 0) length++;
            byte[] bytes = new byte[length];
            Marshal.Copy(text, bytes, 0, length);
            return Encoding.UTF8.GetString(bytes);
        }

        /// <summary>The exception for a failed call's code, with this thread's message.</summary>
        internal static Exception Failure(long code)
        {
            string message = Utf8(hupai_last_error());
            switch (code)
            {
                case EHand:
                case EUtf8: return new HandException(message);
                case ERules: return new RuleException(message);
                case ENull: return new ArgumentNullException(null, message);
                default: return new InvalidOperationException(message);
            }
        }

        /// <summary>The code when it is an answer; throws it when it is a failure.</summary>
        internal static long Check(long code)
        {
            if (code < 0) throw Failure(code);
            return code;
        }
    }

    /// <summary>A checker's C handle, freed by its free function once no call uses it.</summary>
    internal sealed unsafe class NativeHandle : SafeHandle
    {
        internal delegate IntPtr Constructor(byte* rules);

        readonly Action<IntPtr> free;

        NativeHandle(IntPtr pointer, Action<IntPtr> free) : base(IntPtr.Zero, true)
        {
            this.free = free;
            SetHandle(pointer);
        }

        /// <summary>A handle made by `make` from the rules; RuleException with the library's message.</summary>
        internal static NativeHandle Open(string rules, Constructor make, Action<IntPtr> free)
        {
            byte* stack = stackalloc byte[Utf8.StackBytes];
            IntPtr pointer;
            using (var text = new Utf8(rules, stack, Utf8.RuleError)) pointer = make(text.Pointer);
            if (pointer == IntPtr.Zero) throw new RuleException(Native.Utf8(Native.hupai_last_error()));
            return new NativeHandle(pointer, free);
        }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            free(handle);
            return true;
        }
    }

    /// <summary>
    /// A handle held for one call (`using (var h = new Use(handle))`): its count raised so
    /// that Dispose on another thread frees it only after the call, and ObjectDisposedException
    /// when it is already disposed.
    /// </summary>
    internal struct Use : IDisposable
    {
        readonly SafeHandle handle;
        readonly bool added;

        internal Use(SafeHandle handle)
        {
            this.handle = handle;
            added = false;
            handle.DangerousAddRef(ref added);
        }

        internal IntPtr Pointer { get { return handle.DangerousGetHandle(); } }

        public void Dispose()
        {
            if (added) handle.DangerousRelease();
        }
    }
}
