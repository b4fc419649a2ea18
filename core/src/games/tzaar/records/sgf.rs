//! The little of SGF (Smart Game Format) that Little Golem's and BoardSpace's records need:
//! the main line of a game tree, its nodes and their properties, with the line each starts
//! on. Values are unescaped (`\]` is `]`). Never panics: a text that is not SGF, or is cut
//! short, comes back as an error that says where.

use crate::games::plugin::{FormatError, RecordSpot};

/// One property of a node: its identifier (`FF`, `W`) and its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    pub id: String,
    pub values: Vec<String>,
}

/// One node of the main line, with the (1-based) line it starts on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    pub line: usize,
    pub properties: Vec<Property>,
}

impl Node {
    /// The first value of the property `id`, if the node has it.
    pub fn get(&self, id: &str) -> Option<&str> {
        self.properties
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.values.first())
            .map(String::as_str)
    }
}

/// Reads the main line of the first game tree: every node up to the first `)` (the first
/// variation is followed into, as SGF's main line is).
pub fn main_line(text: &str) -> Result<Vec<Node>, FormatError> {
    let mut chars = text.chars().peekable();
    let mut line = 1;
    while chars.next_if(|c| c.is_whitespace()).is_some_and(|c| {
        line += usize::from(c == '\n');
        true
    }) {}
    if chars.next() != Some('(') {
        return Err(on(line, "an SGF record starts with `(`".into()));
    }
    let mut nodes: Vec<Node> = Vec::new();
    let mut id = String::new();
    loop {
        let Some(c) = chars.next() else {
            return Err(on(
                line,
                format!("the record is cut short: it does not end with `)` (line {line})"),
            ));
        };
        match c {
            '\n' => line += 1,
            c if c.is_whitespace() => {}
            '(' if id.is_empty() => {}
            ')' if id.is_empty() => break,
            ';' if id.is_empty() => nodes.push(Node {
                line,
                properties: Vec::new(),
            }),
            c if c.is_ascii_alphanumeric() && id.len() < 16 => id.push(c),
            '[' => {
                let Some(node) = nodes.last_mut() else {
                    return Err(on(
                        line,
                        format!("line {line}: a property before the first `;`"),
                    ));
                };
                add_value(node, &mut id, &mut chars, &mut line)?;
            }
            other => {
                return Err(on(
                    line,
                    format!("line {line}: unexpected `{}`", other.escape_debug()),
                ));
            }
        }
    }
    if nodes.is_empty() {
        return Err(FormatError::new("the record has no node"));
    }
    Ok(nodes)
}

/// An error on a line of the record (SGF has no move numbers before the moves are read).
fn on(line: usize, message: String) -> FormatError {
    FormatError::at(
        message,
        RecordSpot {
            line,
            ..RecordSpot::default()
        },
    )
}

/// Reads a value after its `[` into `node`: a new property when a name was just read (`id`),
/// else one more value of the node's last property.
fn add_value(
    node: &mut Node,
    id: &mut String,
    chars: &mut impl Iterator<Item = char>,
    line: &mut usize,
) -> Result<(), FormatError> {
    let start = *line;
    let value = value(chars, line).ok_or_else(|| {
        on(
            start,
            format!("the record is cut short: the value opened on line {start} has no `]`"),
        )
    })?;
    match node.properties.last_mut() {
        Some(last) if id.is_empty() => last.values.push(value),
        _ if id.is_empty() => {
            let line = *line;
            return Err(on(
                line,
                format!("line {line}: a value with no property name"),
            ));
        }
        _ => node.properties.push(Property {
            id: std::mem::take(id),
            values: vec![value],
        }),
    }
    Ok(())
}

/// A value after its `[`, up to the unescaped `]`; `None` if the text ends first.
fn value(chars: &mut impl Iterator<Item = char>, line: &mut usize) -> Option<String> {
    let mut out = String::new();
    loop {
        let c = chars.next()?;
        *line += usize::from(c == '\n');
        match c {
            ']' => return Some(out),
            '\\' => out.push(chars.next()?),
            c => out.push(c),
        }
    }
}

/// A value written for SGF: `]` and `\` escaped.
pub fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace(']', "\\]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_main_line_and_unescapes() {
        let nodes = main_line("(;FF[TZAAR]C[a\\]b];W[x](;B[y];W[z])(;B[q]))").unwrap();
        assert_eq!(nodes.len(), 4);
        assert_eq!(nodes[0].get("C"), Some("a]b"));
        assert_eq!(nodes[2].get("B"), Some("y"));
        assert_eq!(nodes[3].get("W"), Some("z"));
    }

    #[test]
    fn refuses_what_is_cut_short_or_not_sgf() {
        for text in [
            "",
            "hello",
            "(;FF[TZAAR",
            "(;FF[TZAAR]",
            "(;FF[1]]",
            "()",
            "(\0)",
        ] {
            assert!(main_line(text).is_err(), "{text:?}");
        }
    }
}
