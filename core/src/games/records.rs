//! Records of other sites (Little Golem, BoardSpace), for every registered game through its
//! plug-in ([`GameDef::record_formats`](super::plugin::GameDef::record_formats)): which
//! format a text is in, reading it into a game and tablero's record, and writing a tablero
//! record in another site's format. See `docs/records.md`.
//!
//! Pure: text in, text out. The callers read files, and refuse any over
//! [`MAX_RECORD_BYTES`] before reading them.

use std::borrow::Cow;
use std::fmt::Write as _;

use super::plugin::{FormatError, Imported, RecordFormat, RecordInfo, RecordSpot};
use super::{AnyGame, GameKind, GameRules};

/// The largest record file read: a whole game is a few kilobytes.
pub const MAX_RECORD_BYTES: u64 = 1 << 20;

/// Every game's foreign formats, with the game.
pub fn formats() -> Vec<(GameKind, &'static RecordFormat)> {
    GameKind::all()
        .into_iter()
        .flat_map(|kind| kind.def().record_formats().iter().map(move |f| (kind, f)))
        .collect()
}

/// The format's keys, for messages (`littlegolem, boardspace`).
pub fn format_keys() -> String {
    let mut keys: Vec<&str> = formats().iter().map(|(_, f)| f.key).collect();
    keys.dedup();
    keys.join(", ")
}

/// The foreign format a text is in, if any game reads it.
pub fn sniff(text: &str) -> Option<&'static RecordFormat> {
    formats()
        .into_iter()
        .map(|(_, f)| f)
        .find(|f| (f.reads)(text))
}

/// Reads another site's record, in whichever format it is.
pub fn import(text: &str) -> Result<(&'static RecordFormat, Imported), FormatError> {
    if text.trim().is_empty() {
        return Err(FormatError::new("the file is empty"));
    }
    if text.contains('\0') {
        return Err(FormatError::new("the file is binary, not a game record"));
    }
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'));
    if first.is_some_and(|l| l.starts_with("game ")) {
        return Err(FormatError::new(
            "this is already a tablero record: nothing to import",
        ));
    }
    match sniff(text) {
        Some(format) => (format.read)(text)
            .map(|imported| (format, imported))
            .map_err(|e| e.reworded(|e| format!("not a valid {} record: {e}", format.name))),
        None => Err(FormatError::new(format!(
            "not a record in a format tablero reads ({})",
            format_keys()
        ))),
    }
}

/// Tablero's record of an imported game: comments with what the record said besides the
/// moves (the players' line in `/history`'s form), then the game's own record.
pub fn tablero_record(format: &RecordFormat, imported: &Imported) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# imported from a {} record", format.name);
    out.push_str(&imported.info.comments());
    out.push_str(&imported.game.record());
    out
}

/// A record in tablero's format: the text itself, or tablero's record of a foreign one
/// (sniffed), so that whatever reads records reads both.
pub fn as_tablero(text: &str) -> Result<Cow<'_, str>, FormatError> {
    if sniff(text).is_none() {
        return Ok(Cow::Borrowed(text));
    }
    let (format, imported) = import(text)?;
    Ok(Cow::Owned(tablero_record(format, &imported)))
}

/// Reads a record in any format tablero reads (its own, as `/history` writes it, or another
/// site's): the game and what the record says about it. What `tablero analyze` and
/// `tablero replay` read, for the front ends that take a record from a player (Discord's
/// uploads); an unfinished record is a game that stops where the record does.
pub fn read_any(text: &str) -> Result<(AnyGame, RecordInfo), FormatError> {
    if sniff(text).is_some() {
        let (_, imported) = import(text)?;
        return Ok((imported.game, imported.info));
    }
    if text.contains('\0') {
        return Err(FormatError::new("the file is binary, not a game record"));
    }
    let game = AnyGame::read_record(text).map_err(|e| own_record_error(text, e))?;
    Ok((game, RecordInfo::from_comments(text)))
}

/// A tablero record's refusal, with its place: the games' readers begin their messages with
/// `line N: ` or `record line N: ` (their line is data only inside each game's own error type, which the
/// plug-in gives as text), and the line there is the move, as the record writes it.
fn own_record_error(text: &str, message: String) -> FormatError {
    let line = message
        .strip_prefix("record ")
        .unwrap_or(&message)
        .strip_prefix("line ")
        .and_then(|rest| rest.split_once(':'))
        .and_then(|(n, _)| n.trim().parse::<usize>().ok());
    match line {
        Some(line) => {
            let written = text
                .lines()
                .nth(line.saturating_sub(1))
                .map(|l| l.split('#').next().unwrap_or("").trim())
                .filter(|l| !l.is_empty())
                .map(|l| l.chars().take(60).collect());
            FormatError::at(
                message,
                RecordSpot {
                    line,
                    turn: None,
                    text: written,
                },
            )
        }
        None => FormatError::new(message),
    }
}

/// Writes a tablero record (text) in the foreign format `key`.
pub fn export(text: &str, key: &str) -> Result<String, FormatError> {
    let game = AnyGame::read_record(text).map_err(|e| own_record_error(text, e))?;
    let Some(format) = game
        .kind()
        .def()
        .record_formats()
        .iter()
        .find(|f| f.key == key)
    else {
        return Err(FormatError::new(format!(
            "{} records cannot be written as `{key}` (formats: {})",
            game.kind().key(),
            format_keys()
        )));
    };
    (format.write)(&game, &RecordInfo::from_comments(text)).ok_or_else(|| {
        FormatError::new(format!(
            "this game cannot be written as a {} record (its start is not one {} plays)",
            format.name, format.name
        ))
    })
}

impl RecordInfo {
    /// What a tablero record's comments say: the players' line `# <name> (<id>) - <name>
    /// (<id>)` that `/history` writes, and the `# event: ` and `# site: ` lines an import
    /// writes.
    pub fn from_comments(text: &str) -> RecordInfo {
        let mut info = RecordInfo::default();
        for line in text.lines() {
            let Some(comment) = line.trim().strip_prefix("# ") else {
                continue;
            };
            if let Some(event) = comment.strip_prefix("event: ") {
                info.event = Some(event.trim().to_string());
            } else if let Some(site) = comment.strip_prefix("site: ") {
                info.site = Some(site.trim().to_string());
            } else if info.players == [None, None]
                && let Some(players) = players_line(comment)
            {
                info.players = players.map(Some);
            }
        }
        info
    }

    /// The comment lines [`RecordInfo::from_comments`] reads back.
    pub fn comments(&self) -> String {
        let mut out = String::new();
        if self.players.iter().any(Option::is_some) {
            let name = |p: &Option<String>| {
                let name = p.as_deref().unwrap_or("?").replace(['\n', '\r'], " ");
                format!("{name} ({name})")
            };
            let [first, second] = &self.players;
            let _ = writeln!(out, "# {} - {}", name(first), name(second));
        }
        if let Some(event) = &self.event {
            let _ = writeln!(out, "# event: {}", event.replace(['\n', '\r'], " "));
        }
        if let Some(site) = &self.site {
            let _ = writeln!(out, "# site: {}", site.replace(['\n', '\r'], " "));
        }
        out
    }
}

/// The players' names of `/history`'s comment line `<name> (<id>) - <name> (<id>)`.
pub fn players_line(line: &str) -> Option<[String; 2]> {
    let (first, second) = line.split_once(") - ")?;
    let name = |s: &str| s.rsplit_once(" (").map(|(n, _)| n.trim().to_string());
    Some([name(&format!("{first})"))?, name(second)?])
}
