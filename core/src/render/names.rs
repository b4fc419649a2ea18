//! Which text stands for a player on a board.
//!
//! The boards are drawn with the embedded DejaVu fonts through imageproc, which places one
//! glyph after another from left to right: it cannot join Arabic letters, lay out right-to-left
//! text or shape Indic scripts, and DejaVu has no CJK or emoji at all. So a display name such
//! as "🦊Renard🦊_李小龙_عبدالله" would come out as "Renard _ _" and unjoined Arabic letters.
//! [`board_name`] chooses instead: symbols the fonts lack (emoji) go silently; a name with
//! letters that cannot be drawn properly gives way to the player's handle (their Discord
//! username, which is plain ASCII), else to its readable part; and if nothing is left the
//! header draws the seat's name.

use super::text::{Face, has_glyph};

/// Longest name kept, in characters (the header shortens it further to fit its row).
const MAX_CHARS: usize = 64;

/// How a character of a name is treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// Drawn as it is.
    Drawn,
    /// Separates words (spaces, controls).
    Space,
    /// Left out silently: emoji and symbols the fonts lack, the invisible parts of emoji
    /// sequences (joiners, variation selectors, skin tones, tags), direction marks.
    Dropped,
    /// A letter that cannot be drawn properly: no glyph, or a script that needs shaping,
    /// joining or right-to-left layout.
    Unreadable,
}

/// Scripts that DejaVu may have glyphs for but imageproc cannot lay out: right-to-left and
/// joining scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
/// presentation forms), the Indic and South-East Asian scripts that need shaping, Tibetan,
/// Myanmar, Khmer and Mongolian.
const UNSHAPED: &[(u32, u32)] = &[
    (0x0590, 0x08FF),
    (0x0900, 0x0DFF),
    (0x0E00, 0x0FFF),
    (0x1000, 0x109F),
    (0x1780, 0x18AF),
    (0x1A00, 0x1AAF),
    (0x1B00, 0x1C4F),
    (0xA800, 0xA8FF),
    (0xA980, 0xAADF),
    (0xFB1D, 0xFDFF),
    (0xFE70, 0xFEFE),
    (0x10800, 0x10FFF),
    (0x11000, 0x11FFF),
];

/// Invisible characters that only shape what is around them: zero-width spaces and joiners,
/// direction marks and embeddings, variation selectors, the keycap mark, emoji skin tones and
/// tags, the byte-order mark.
const INVISIBLE: &[(u32, u32)] = &[
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x20E3, 0x20E3),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0x1F3FB, 0x1F3FF),
    (0xE0000, 0xE01EF),
];

fn within(c: char, ranges: &[(u32, u32)]) -> bool {
    let c = u32::from(c);
    ranges.iter().any(|&(a, b)| (a..=b).contains(&c))
}

fn class(c: char) -> Class {
    if within(c, INVISIBLE) {
        Class::Dropped
    } else if c.is_whitespace() || c.is_control() {
        Class::Space
    } else if within(c, UNSHAPED) {
        Class::Unreadable
    } else if has_glyph(c, Face::Bold) && has_glyph(c, Face::Regular) {
        Class::Drawn
    } else if c.is_alphanumeric() {
        Class::Unreadable
    } else {
        Class::Dropped
    }
}

/// Characters left dangling at the edge of a readable part when the letters beside them go:
/// the `_` of "Renard_李小龙".
fn is_joiner(c: char) -> bool {
    c.is_whitespace() || matches!(c, '_' | '-' | '.' | '·' | '|' | '/' | '~' | ':' | ',' | '&')
}

/// What a name reads as on the board: its drawable characters, emoji and symbols the fonts
/// lack left out, spaces collapsed, at most 64 characters; and whether it held letters that
/// cannot be drawn properly.
fn readable(name: &str) -> (String, bool) {
    // Runs of drawable characters between unreadable letters, each with whether an unreadable
    // letter is on its left.
    let mut parts: Vec<(String, bool)> = Vec::new();
    let mut current = (String::new(), false);
    let mut unreadable = false;
    let mut previous = Class::Space;
    for c in name.chars().take(256) {
        let class = class(c);
        match class {
            Class::Drawn => current.0.push(c),
            Class::Space => current.0.push(' '),
            Class::Dropped => {}
            Class::Unreadable => {
                unreadable = true;
                if previous != Class::Unreadable {
                    parts.push(std::mem::replace(&mut current, (String::new(), true)));
                }
            }
        }
        if class != Class::Dropped {
            previous = class;
        }
    }
    parts.push(current);
    let count = parts.len();
    let words: Vec<String> = parts
        .into_iter()
        .enumerate()
        .map(|(i, (part, left))| {
            let mut part = part.as_str();
            if left {
                part = part.trim_start_matches(is_joiner);
            }
            if i + 1 < count {
                part = part.trim_end_matches(is_joiner);
            }
            part.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .filter(|p| !p.is_empty())
        .collect();
    let text: String = words.join(" ").chars().take(MAX_CHARS).collect();
    (text.trim_end().to_string(), unreadable)
}

/// The text to draw for a player whose display name is `display` and whose handle (Discord
/// username), if known, is `handle`.
///
/// Emoji and symbols the fonts lack are dropped silently. If the name has letters of a script
/// the fonts cannot draw properly (no glyph, or Arabic, Hebrew and other scripts that need
/// joining, shaping or right-to-left layout), the handle stands for it when one is given,
/// else the name's readable part. An empty result (a name of emoji only, with no handle)
/// means "no name": the header then draws the seat's name (White, Foxes, ...).
pub fn board_name(display: &str, handle: Option<&str>) -> String {
    let (text, unreadable) = readable(display);
    if !unreadable && !text.is_empty() {
        return text;
    }
    if let Some(handle) = handle {
        let (handle, _) = readable(handle);
        if !handle.is_empty() {
            return handle;
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIXED: &str = "🦊Renard🦊_李小龙_عبدالله";

    #[test]
    fn a_name_with_undrawable_letters_gives_way_to_the_handle() {
        assert_eq!(board_name(MIXED, Some("renard_42")), "renard_42");
        assert_eq!(board_name("李小龙", Some("bruce")), "bruce");
        assert_eq!(board_name("עמית", Some("amit")), "amit");
        assert_eq!(board_name("देवनागरी", Some("dev")), "dev");
    }

    #[test]
    fn without_a_handle_the_readable_part_is_kept() {
        assert_eq!(board_name(MIXED, None), "Renard");
        assert_eq!(board_name("Ana 李 Bruno", None), "Ana Bruno");
        assert_eq!(board_name("李小龙", None), "");
        assert_eq!(board_name("عبدالله", None), "");
    }

    #[test]
    fn emoji_and_symbols_go_silently() {
        assert_eq!(board_name("🦊🦊🦊", None), "");
        assert_eq!(board_name("🦊🦊🦊", Some("foxy")), "foxy");
        assert_eq!(board_name("🦊 Bob 🦊", Some("bob99")), "Bob");
        // A family emoji: people joined by zero-width joiners, with skin tones.
        assert_eq!(board_name("Ann 👩🏽‍👩🏻‍👧", None), "Ann");
        assert_eq!(
            board_name("\u{202e}reversed\u{7}bell", None),
            "reversed bell"
        );
    }

    #[test]
    fn latin_with_accents_cyrillic_and_greek_are_kept_as_they_are() {
        for name in [
            "Zoë Ñandú",
            "François-Xavier Le Bœuf",
            "Łukasz Żółć",
            "Дмитрий Шостакович",
            "Αλέξανδρος",
            "Renard_",
        ] {
            assert_eq!(board_name(name, Some("handle")), name);
        }
        assert_eq!(board_name("  Ana   de  la Cruz ", None), "Ana de la Cruz");
    }

    #[test]
    fn names_are_bounded() {
        let long = "x".repeat(500);
        assert_eq!(board_name(&long, None).chars().count(), MAX_CHARS);
        assert_eq!(board_name("", None), "");
        assert_eq!(board_name("", Some("h")), "h");
    }
}
