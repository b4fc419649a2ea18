//! The catalogue reads as each language writes (issue 41): commands and options named in the
//! reader's own language, French spacing before `: ; ? !`, one sign for a number and one kind
//! of apostrophe per language.
//!
//! These read the `.ftl` sources themselves (through Fluent's own parser), so that a message
//! is checked in every variant of its selects, whatever arguments the code gives it. The
//! completeness checks (same ids and variables everywhere, every message renders) are the bot's
//! (`src/messages/tests.rs`).

use std::collections::BTreeSet;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::Locale;

/// What a placeable (`{ $user }`, `{ cmd-vacation }`) stands for in the flattened text: it is
/// written by the code or the catalogue, never by the message's own text.
const PLACEABLE: char = '\u{FFFC}';

/// The most texts one message flattens to (its selects' variants multiplied).
const MAX_TEXTS: usize = 512;

/// One message (or attribute) of one language, flattened: every text it can come out as, its
/// placeables written [`PLACEABLE`].
struct Text {
    file: String,
    id: String,
    texts: Vec<String>,
}

fn locales_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("locales")
}

/// Every message and attribute of a language, flattened.
fn catalogue(code: &str) -> Vec<Text> {
    let dir = locales_dir().join(code);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|f| f.expect("a file").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let source = std::fs::read_to_string(&path).expect("readable");
        let file = format!(
            "{code}/{}",
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{file}: {errors:?}"));
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name;
            if let Some(value) = &message.value {
                out.push(Text {
                    file: file.clone(),
                    id: id.to_string(),
                    texts: flatten(value),
                });
            }
            for attribute in &message.attributes {
                out.push(Text {
                    file: file.clone(),
                    id: format!("{id}.{}", attribute.id.name),
                    texts: flatten(&attribute.value),
                });
            }
        }
    }
    assert!(out.len() > 200, "{code}: only {} messages", out.len());
    out
}

/// Every text a pattern can come out as: each variant of each select, placeables as
/// [`PLACEABLE`], string literals as written.
fn flatten(pattern: &Pattern<&str>) -> Vec<String> {
    let mut texts = vec![String::new()];
    for element in &pattern.elements {
        let pieces = match element {
            PatternElement::TextElement { value } => vec![value.to_string()],
            PatternElement::Placeable { expression } => expression_texts(expression),
        };
        texts = texts
            .iter()
            .flat_map(|t| pieces.iter().map(move |p| format!("{t}{p}")))
            .take(MAX_TEXTS)
            .collect();
    }
    texts
}

fn expression_texts(expression: &Expression<&str>) -> Vec<String> {
    match expression {
        Expression::Select { variants, .. } => {
            variants.iter().flat_map(|v| flatten(&v.value)).collect()
        }
        Expression::Inline(inline) => match inline {
            InlineExpression::StringLiteral { value } => vec![value.to_string()],
            InlineExpression::Placeable { expression } => expression_texts(expression),
            _ => vec![PLACEABLE.to_string()],
        },
    }
}

/// The text without what is not prose: code spans (between backticks), Discord markup
/// (`<t:1700000000:R>`, `<@123>`, `<#456>`: angle brackets around no space) and addresses
/// (`https://…`). Each is replaced by a [`PLACEABLE`], as it stands for something the reader
/// types or Discord draws.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let after = &rest[c.len_utf8()..];
        // The length of what is not prose starting here, if anything is.
        let skip = match c {
            '`' => after.find('`').map(|end| end + 2),
            '<' => after
                .find('>')
                .filter(|&end| end > 0 && !after[..end].contains(char::is_whitespace))
                .map(|end| end + 2),
            'h' if rest.starts_with("https://") || rest.starts_with("http://") => {
                Some(rest.find(char::is_whitespace).unwrap_or(rest.len()))
            }
            _ => None,
        };
        match skip {
            Some(len) => {
                out.push(PLACEABLE);
                rest = &rest[len..];
            }
            None => {
                out.push(c);
                rest = after;
            }
        }
    }
    out
}

/// Lower case without accents, as the bot matches what people type.
fn fold(name: &str) -> String {
    name.to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            c => c,
        })
        .collect()
}

/// The names of a language's commands (`cmd-challenge`, `cmd-tournament`), subcommands
/// (`cmd-tournament-join`) and options (`opt-challenge-game`): what its readers type.
struct Names {
    commands: BTreeSet<String>,
    subcommands: BTreeSet<String>,
    options: BTreeSet<String>,
}

fn names(code: &str) -> Names {
    let mut names = Names {
        commands: BTreeSet::new(),
        subcommands: BTreeSet::new(),
        options: BTreeSet::new(),
    };
    // A subcommand's id extends its command's: `cmd-tournament-join`, `cmd-vacation-end`.
    let texts = catalogue(code);
    let commands: Vec<&str> = texts
        .iter()
        .filter_map(|t| t.id.strip_prefix("cmd-"))
        .filter(|key| !key.contains('.'))
        .collect();
    for text in &texts {
        if text.id.contains('.') {
            continue;
        }
        let [name] = text.texts.as_slice() else {
            continue;
        };
        let name = fold(name.trim());
        if let Some(key) = text.id.strip_prefix("cmd-") {
            let sub = commands
                .iter()
                .any(|c| key.len() > c.len() && key.starts_with(&format!("{c}-")));
            if sub {
                names.subcommands.insert(name);
            } else {
                names.commands.insert(name);
            }
        } else if text.id.starts_with("opt-") {
            names.options.insert(name);
        }
    }
    assert!(names.commands.len() >= 20, "{code}: {:?}", names.commands);
    assert!(names.options.len() >= 20, "{code}: {:?}", names.options);
    names
}

/// The word starting at `text` (letters, digits, `-` and `_`: what a Discord name is made of).
fn word(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The commands (`/vacation`), subcommands (`/vacaciones end`) and options (`game:`) a text
/// names that are another language's and not the reader's.
fn foreign_names(text: &str, own: &Names, others: &Names) -> Vec<String> {
    let foreign = |name: &str, theirs: &BTreeSet<String>, ours: &BTreeSet<String>| {
        let name = fold(name);
        theirs.contains(&name) && !ours.contains(&name)
    };
    let mut found = Vec::new();
    for (at, c) in text.char_indices() {
        let before = text[..at].chars().next_back();
        let starts_word =
            before.is_none_or(|b| !(b.is_alphanumeric() || b == '-' || b == '_' || b == '/'));
        let after = &text[at + c.len_utf8()..];
        // `/name`, typed at the start of a message or after a space, a bracket or a backtick
        // (not in `Europe/Madrid`, `10d+36h/10d` or an address).
        if c == '/' && before.is_none_or(|b| b.is_whitespace() || "(`«\"'".contains(b)) {
            let command = word(after);
            if foreign(command, &others.commands, &own.commands) {
                found.push(format!("/{command}"));
            }
            // Its subcommand: `/vacation end`.
            if let Some(next) = after[command.len()..].strip_prefix(' ') {
                let sub = word(next);
                if foreign(sub, &others.subcommands, &own.subcommands) {
                    found.push(format!("/{command} {sub}"));
                }
            }
        }
        // `name:` glued to what follows (`game:5`, `on:no`) or closing a code span
        // (`` `game:` ``): an option as typed. A label followed by a space (`Juego: TZAAR`) is
        // prose.
        if starts_word && c.is_alphabetic() {
            let option = word(&text[at..]);
            let next = text[at + option.len()..].strip_prefix(':');
            let typed = next.is_some_and(|n| n.starts_with(|c: char| !c.is_whitespace()));
            if typed && foreign(option, &others.options, &own.options) {
                found.push(format!("{option}:"));
            }
        }
    }
    found
}

/// Every command, subcommand and option a message tells its reader to type is written in the
/// reader's language: through the catalogue (`/{ cmd-vacation } { cmd-vacation-end }`,
/// `{ opt-analyze-game }:`), never as another language's name (issue 41: Spanish and French
/// messages said `/vacation`, `game:`, `/history`, which their clients do not list).
#[test]
fn every_command_and_option_a_message_names_is_the_readers() {
    let all: Vec<(Locale, Names)> = Locale::all().map(|l| (l, names(l.code()))).collect();
    let mut wrong = Vec::new();
    let mut seen = 0;
    for (locale, own) in &all {
        let mut others = Names {
            commands: BTreeSet::new(),
            subcommands: BTreeSet::new(),
            options: BTreeSet::new(),
        };
        for (other, theirs) in &all {
            if other != locale {
                others.commands.extend(theirs.commands.iter().cloned());
                others
                    .subcommands
                    .extend(theirs.subcommands.iter().cloned());
                others.options.extend(theirs.options.iter().cloned());
            }
        }
        for message in catalogue(locale.code()) {
            for text in &message.texts {
                seen += 1;
                let found = foreign_names(text, own, &others);
                if !found.is_empty() {
                    wrong.push(format!("{} {}: {found:?}", message.file, message.id));
                    break;
                }
            }
        }
    }
    assert!(seen > 1000, "only {seen} texts");
    assert!(
        wrong.is_empty(),
        "these messages name another language's commands or options (write them through \
         the catalogue, `/{{ cmd-… }}`, `{{ opt-… }}:`):\n{}",
        wrong.join("\n")
    );
    // The check itself finds what it looks for.
    let es = &all[1].1;
    let en = &all[0].1;
    assert_eq!(
        foreign_names("usa `/vacation end`", es, en),
        ["/vacation", "/vacation end"]
    );
    assert_eq!(foreign_names("indica `game:` aquí", es, en), ["game:"]);
    assert!(foreign_names("como Europe/Madrid, o `/vacaciones`", es, en).is_empty());
}

/// French puts a no-break space (U+00A0, or the narrow U+202F) before `: ; ? !`, so that
/// Discord never wraps the sign alone onto the next line (issue 41). Code spans, Discord
/// markup, addresses and what placeables stand for are not prose; a colon glued to both its
/// neighbours (`23:00`, `activer:non`, `nom:"Coupe d'hiver"`) is no punctuation.
#[test]
fn french_puts_a_no_break_space_before_colons_semicolons_and_question_and_exclamation_marks() {
    let no_break = |c: char| c == '\u{a0}' || c == '\u{202f}';
    let mut wrong = Vec::new();
    let mut checked = 0;
    for message in catalogue("fr") {
        'texts: for text in &message.texts {
            let text = prose(text);
            let chars: Vec<char> = text.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                if !":;?!".contains(c) {
                    continue;
                }
                let before = i.checked_sub(1).map(|j| chars[j]);
                let after = chars.get(i + 1).copied();
                let inside_a_word = c == ':'
                    && before.is_some_and(|b| !b.is_whitespace())
                    && after.is_some_and(|a| !a.is_whitespace() && !",.;:)]»".contains(a));
                if inside_a_word {
                    continue;
                }
                checked += 1;
                // `?!`, `!!`: the space goes before the first sign only.
                let ok = before.is_some_and(|b| no_break(b) || (c != ':' && "?!".contains(b)));
                if !ok {
                    let from = i.saturating_sub(24);
                    let context: String = chars[from..(i + 2).min(chars.len())].iter().collect();
                    wrong.push(format!(
                        "{} {}: `{}`",
                        message.file,
                        message.id,
                        context.replace(PLACEABLE, "{…}")
                    ));
                    break 'texts;
                }
            }
        }
    }
    assert!(checked > 200, "only {checked} signs");
    assert!(
        wrong.is_empty(),
        "{} French messages lack a no-break space before : ; ? or !:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    let sample = prose("Partie `a:b` <t:17:R> https://x.y/z?q=1 : ok");
    assert_eq!(sample.matches(PLACEABLE).count(), 3, "{sample}");
}

/// The signs a text writes before a number (`#12`, `n.º 12`, `n° 12`).
fn number_signs(text: &str) -> BTreeSet<&'static str> {
    let mut signs = BTreeSet::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied();
        if c == '#' && next.is_some_and(|n| n == PLACEABLE || n.is_ascii_digit()) {
            signs.insert("#");
        }
    }
    let words = text.split(|c: char| c.is_whitespace() || "(),;".contains(c));
    for word in words {
        for sign in ["n.º", "n.o", "nº", "n°", "nᵒ", "núm.", "nro."] {
            if word.to_lowercase() == sign {
                signs.insert(sign);
            }
        }
    }
    signs
}

/// Each language writes a game's, tournament's or league's number with one sign (issue 41:
/// Spanish mixed `n.º` and `#`, French `nᵒ` and `n°`).
#[test]
fn each_language_writes_one_sign_before_a_number() {
    for locale in Locale::all() {
        let mut uses: Vec<(&'static str, String)> = Vec::new();
        for message in catalogue(locale.code()) {
            for text in &message.texts {
                for sign in number_signs(&prose(text)) {
                    if !uses.iter().any(|(s, id)| *s == sign && *id == message.id) {
                        uses.push((sign, message.id.clone()));
                    }
                }
            }
        }
        let signs: BTreeSet<&str> = uses.iter().map(|(s, _)| *s).collect();
        assert!(
            signs.len() == 1,
            "{locale} writes numbers as {signs:?}: {uses:?}"
        );
    }
    assert_eq!(
        number_signs("partida n.º \u{FFFC} y #\u{FFFC}"),
        BTreeSet::from(["n.º", "#"])
    );
}

/// Each language writes one kind of apostrophe (issue 41: French had the straight `'` in most
/// files and the curly `’` in a few).
#[test]
fn each_language_writes_one_kind_of_apostrophe() {
    for locale in Locale::all() {
        let mut straight = Vec::new();
        let mut curly = Vec::new();
        for message in catalogue(locale.code()) {
            let text = message.texts.iter().map(|t| prose(t)).collect::<String>();
            if text.contains('\'') {
                straight.push(format!("{} {}", message.file, message.id));
            }
            if text.contains('\u{2019}') {
                curly.push(format!("{} {}", message.file, message.id));
            }
        }
        let (fewer, kind) = if straight.len() < curly.len() {
            (&straight, "'")
        } else {
            (&curly, "’")
        };
        assert!(
            straight.is_empty() || curly.is_empty(),
            "{locale} mixes apostrophes: {} messages write ', {} write ’; {kind} in {:?}",
            straight.len(),
            curly.len(),
            &fewer[..fewer.len().min(12)]
        );
    }
}
