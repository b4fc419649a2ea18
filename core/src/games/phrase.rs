//! What a game says to players, as catalogue ids with arguments rather than text: the rules
//! cores stay free of languages, and the messages layer turns a [`Phrase`] into words in the
//! reader's language (`messages::phrase`). A game's own ids start with its catalogue prefix
//! (`move-tzaar-…`, `game-tzaar-…`), so its words live in its own catalogue files.

/// One catalogue message and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    pub id: String,
    pub args: Vec<(&'static str, Word)>,
}

/// An argument of a [`Phrase`]: plain text (square names and notation, never translated), a
/// number (for plurals), another phrase, or moves and lists written the reader's way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Word {
    Text(String),
    Number(i64),
    Phrase(Box<Phrase>),
    /// Moves in notation, as a reader sees them written (`pass` in their language).
    Moves(Vec<String>),
    /// Alternatives joined with the reader's "or" (`` `a`, `b` or `c` ``).
    OrList(Vec<String>),
}

impl Phrase {
    /// The message `id` without arguments.
    pub fn new(id: impl Into<String>) -> Phrase {
        Phrase {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn with(mut self, name: &'static str, word: impl Into<Word>) -> Phrase {
        self.args.push((name, word.into()));
        self
    }

    /// Adds every argument of `args` (a game's common arguments, say).
    pub fn with_all(mut self, args: impl IntoIterator<Item = (&'static str, Word)>) -> Phrase {
        self.args.extend(args);
        self
    }
}

impl From<String> for Word {
    fn from(text: String) -> Word {
        Word::Text(text)
    }
}

impl From<&str> for Word {
    fn from(text: &str) -> Word {
        Word::Text(text.to_string())
    }
}

impl From<i64> for Word {
    fn from(n: i64) -> Word {
        Word::Number(n)
    }
}

impl From<u32> for Word {
    fn from(n: u32) -> Word {
        Word::Number(i64::from(n))
    }
}

impl From<u8> for Word {
    fn from(n: u8) -> Word {
        Word::Number(i64::from(n))
    }
}

impl From<Phrase> for Word {
    fn from(p: Phrase) -> Word {
        Word::Phrase(Box::new(p))
    }
}
