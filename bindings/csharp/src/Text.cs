using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Hupai
{
    /// <summary>
    /// A string as the C library reads it, NUL-terminated UTF-8, for one call: written into
    /// the caller's stack buffer (`stackalloc byte[Utf8.StackBytes]`) when it fits, else into
    /// unmanaged memory freed by Dispose. A NUL character or invalid UTF-16 is the error
    /// `bad` makes of its message (HandException or RuleException).
    /// </summary>
    internal unsafe struct Utf8 : IDisposable
    {
        internal const int StackBytes = 128;

        // Strict: a lone surrogate is an error, not a silent U+FFFD that would check another hand.
        static readonly UTF8Encoding Strict = new UTF8Encoding(false, true);
        internal static readonly Func<string, Exception> HandError = m => new HandException(m);
        internal static readonly Func<string, Exception> RuleError = m => new RuleException(m);

        readonly IntPtr heap;
        internal readonly byte* Pointer;

        internal Utf8(string text, byte* stack, Func<string, Exception> bad)
        {
            heap = IntPtr.Zero;
            if (text == null)
            {
                Pointer = null; // C's NULL: the defaults for rules, HUPAI_E_NULL for a hand
                return;
            }
            // Hands in mpsz are ASCII: copied a char a byte, with no encoder (and, through
            // pointers, no bounds checks).
            int length = text.Length;
            if (length < StackBytes)
            {
                int i = 0;
                fixed (char* chars = text)
                {
                    for (; i < length; i++)
                    {
                        char ch = chars[i];
                        if (ch == 0 || ch >= 0x80) break;
                        stack[i] = (byte)ch;
                    }
                }
                if (i == length)
                {
                    stack[length] = 0;
                    Pointer = stack;
                    return;
                }
            }
            if (text.IndexOf('\0') >= 0) throw bad("hupai: the text holds a NUL character");
            int bytes;
            try
            {
                bytes = Strict.GetByteCount(text);
            }
            catch (ArgumentException e)
            {
                throw bad("hupai: the text is not valid Unicode (" + e.Message + ")");
            }
            byte* target = stack;
            if (bytes >= StackBytes)
            {
                heap = Marshal.AllocHGlobal(bytes + 1);
                target = (byte*)heap;
            }
            fixed (char* chars = text) Strict.GetBytes(chars, text.Length, target, bytes);
            target[bytes] = 0;
            Pointer = target;
        }

        public void Dispose()
        {
            if (heap != IntPtr.Zero) Marshal.FreeHGlobal(heap);
        }
    }
}
