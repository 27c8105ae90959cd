using System;

namespace Hupai
{
    /// <summary>A hand or counts the library cannot read or check; the message is the library's.</summary>
    public class HandException : ArgumentException
    {
        /// <summary>An exception with the library's message.</summary>
        public HandException(string message) : base(message) { }
    }

    /// <summary>A rules string the library does not take; the message is the library's.</summary>
    public class RuleException : ArgumentException
    {
        /// <summary>An exception with the library's message.</summary>
        public RuleException(string message) : base(message) { }
    }
}
