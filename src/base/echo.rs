//! User text quoted back in a message.
//!
//! Errors quote what was typed or sent, so that the mistake can be found in it. But that text
//! is anybody's: it can hold control characters (an ANSI escape recolours or rewrites the
//! terminal that shows the message, a newline forges a line of output) or be a whole file's
//! worth. [`Echo`] shows it with every character that is not printable escaped as Rust's
//! `escape_debug` escapes it (`\u{1b}`, `\n`, and `\\` for a backslash, so that an escape read
//! back is never the user's own), and cut after [`Echo::MAX_CHARS`] characters with the
//! length it had. Every error of this crate that quotes its input quotes it this way.

use std::fmt::{self, Write as _};

/// User text, displayed for a message: characters that are not printable escaped as
/// `escape_debug` escapes them (quotes excepted: they print as they are), and only the first
/// [`MAX_CHARS`](Self::MAX_CHARS) characters, followed by `… (N bytes)` when there were more.
///
/// ```
/// use hupai::Echo;
///
/// assert_eq!(Echo("12\x1b[31m3m").to_string(), r"12\u{1b}[31m3m");
/// let long = "1".repeat(1000);
/// assert!(Echo(&long).to_string().ends_with("1… (1000 bytes)"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Echo<'a>(pub &'a str);

impl Echo<'_> {
    /// Most characters of the text shown.
    pub const MAX_CHARS: usize = 200;
}

impl fmt::Display for Echo<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut chars = self.0.chars();
        for c in chars.by_ref().take(Self::MAX_CHARS) {
            escaped(f, c)?;
        }
        if chars.next().is_some() {
            write!(f, "… ({} bytes)", self.0.len())?;
        }
        Ok(())
    }
}

/// One character of user text, escaped as [`Echo`] escapes it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct EchoChar(pub(crate) char);

impl fmt::Display for EchoChar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        escaped(f, self.0)
    }
}

fn escaped(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    match c {
        // Printable, and the messages quote with backticks.
        '"' | '\'' => f.write_char(c),
        c => write!(f, "{}", c.escape_debug()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_text_is_shown_as_it_is() {
        for text in [
            "123m456p",
            "一二三壹贰叁 [碰:三三三]",
            "\"quoted\" 'too' `and`",
            "",
        ] {
            assert_eq!(Echo(text).to_string(), text);
        }
    }

    #[test]
    fn control_and_invisible_characters_are_escaped() {
        assert_eq!(Echo("a\x1b[31mb").to_string(), r"a\u{1b}[31mb");
        assert_eq!(Echo("a\nb\tc\rd").to_string(), r"a\nb\tc\rd");
        assert_eq!(
            Echo("\u{7f}\u{85}\u{202e}").to_string(),
            r"\u{7f}\u{85}\u{202e}"
        );
        assert_eq!(Echo(r"a\u{1b}").to_string(), r"a\\u{1b}");
        assert_eq!(EchoChar('\0').to_string(), r"\0");
        assert_eq!(EchoChar('x').to_string(), "x");
    }

    #[test]
    fn the_errors_that_quote_their_input_quote_it_so() {
        let shown = [
            crate::parse_hand("12\x1b3m").unwrap_err().to_string(),
            "\x1bm".parse::<crate::Tile>().unwrap_err().to_string(),
            crate::Rules::from_options(["\x1b"])
                .unwrap_err()
                .to_string(),
            crate::Rules::from_options(["\x1b=1"])
                .unwrap_err()
                .to_string(),
            crate::Rules::from_options(["seven_pairs=\x1b"])
                .unwrap_err()
                .to_string(),
            crate::paohuzi::Rules::from_options(["scoring=\x1b"])
                .unwrap_err()
                .to_string(),
            "一\x1b"
                .parse::<crate::paohuzi::Hand>()
                .unwrap_err()
                .to_string(),
            "[\x1b:三三三]"
                .parse::<crate::paohuzi::Hand>()
                .unwrap_err()
                .to_string(),
            "\x1b"
                .parse::<crate::paohuzi::Source>()
                .unwrap_err()
                .to_string(),
            crate::mahjong::table::Tables::open("/nonexistent/\x1b")
                .unwrap_err()
                .to_string(),
        ];
        for message in shown {
            assert!(message.contains(r"\u{1b}"), "{message}");
            assert!(!message.contains('\x1b'), "{message:?}");
        }
    }

    #[test]
    fn long_text_is_cut_with_its_length() {
        let text = "一".repeat(Echo::MAX_CHARS);
        assert_eq!(Echo(&text).to_string(), text, "at the limit nothing is cut");
        let longer = format!("{text}\x1b");
        let shown = Echo(&longer).to_string();
        assert_eq!(shown, format!("{text}… ({} bytes)", longer.len()));
        let huge = "\x1b".repeat(120_000);
        let shown = Echo(&huge).to_string();
        assert!(shown.len() < 1500, "{} bytes", shown.len());
        assert!(shown.ends_with("… (120000 bytes)"), "{shown}");
    }
}
