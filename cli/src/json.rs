//! The small JSON writer behind every `--json` object of the command line: strings, numbers,
//! objects and arrays written straight into a byte buffer.
//!
//! Objects are written field by field straight into the output buffer rather than built as a
//! [`serde_json::Value`]: a `Value` map sorts its keys (serde_json is built without
//! `preserve_order`), which would put `decomposition` before `hand` where a person reading
//! `hupai batch | head` looks for the hand first; and building one costs a dozen allocations
//! per line, which is most of what `batch` would spend on a line. Strings and numbers still go
//! through serde_json, which does the escaping.

/// Writes a JSON string.
pub fn string(out: &mut Vec<u8>, text: &str) {
    serde_json::to_writer(out, text).expect("a str always serialises into a Vec");
}

/// Writes an integer.
pub fn integer(out: &mut Vec<u8>, n: usize) {
    serde_json::to_writer(out, &n).expect("an integer always serialises into a Vec");
}

/// Writes a signed integer, or `null` for none.
pub fn optional_integer(out: &mut Vec<u8>, n: Option<i64>) {
    match n {
        Some(n) => serde_json::to_writer(out, &n).expect("an integer always serialises into a Vec"),
        None => out.extend_from_slice(b"null"),
    }
}

/// Writes a float (a non-finite one as `null`, as serde_json does).
pub fn float(out: &mut Vec<u8>, x: f64) {
    serde_json::to_writer(out, &x).expect("a float always serialises into a Vec");
}

/// Writes `true` or `false`.
pub fn boolean(out: &mut Vec<u8>, b: bool) {
    out.extend_from_slice(if b { b"true" } else { b"false" });
}

/// A JSON object being written, its fields in the order they are added.
#[derive(Debug)]
pub struct Object<'a> {
    out: &'a mut Vec<u8>,
    empty: bool,
}

impl<'a> Object<'a> {
    /// Starts an object.
    pub fn open(out: &'a mut Vec<u8>) -> Object<'a> {
        out.push(b'{');
        Object { out, empty: true }
    }

    /// Writes a field's key; its value is to be written next into the returned buffer.
    pub fn key(&mut self, key: &str) -> &mut Vec<u8> {
        if !self.empty {
            self.out.push(b',');
        }
        self.empty = false;
        string(self.out, key);
        self.out.push(b':');
        self.out
    }

    /// Ends the object.
    pub fn close(self) {
        self.out.push(b'}');
    }
}

/// Writes a JSON array, each item by `item`.
pub fn array<T>(
    out: &mut Vec<u8>,
    items: impl IntoIterator<Item = T>,
    mut item: impl FnMut(&mut Vec<u8>, T),
) {
    out.push(b'[');
    for (i, x) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        item(out, x);
    }
    out.push(b']');
}

/// `{"hand", "line", "error"}`: what `batch` writes for a line it could not check, the line
/// echoed as given since it has no canonical form.
pub fn line_error(out: &mut Vec<u8>, line: &str, number: usize, error: &str) {
    let mut o = Object::open(out);
    string(o.key("hand"), line);
    integer(o.key("line"), number);
    string(o.key("error"), error);
    o.close();
}
