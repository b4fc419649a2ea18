//! Languages and the one text catalogue.
//!
//! Everything a player reads is a message of the Project Fluent catalogue in `locales/`, one
//! folder per language (`locales/en/`, `locales/es/`, `locales/fr/`), embedded in the binary
//! at build time. [`Locale`] is one of the languages in [`LANGUAGES`]; Discord's tags map to
//! them (`es-ES` and `es-419` both read `es`), and anything else reads English. Adding a
//! language is adding its folder and one line to [`LANGUAGES`]: the store keeps languages as
//! their codes, and no code matches on them.
//!
//! This module sits at the bottom of the crate, beside the rules cores, because both the
//! renderer (board labels) and the message layer (replies) read the catalogue.

mod catalogue;
#[cfg(test)]
mod tests_writing;

pub use catalogue::{Args, embedded_languages, lookup, text, text_or_none};

use std::fmt;
use std::str::FromStr;

/// Lower case without accents, for matching what people type against the catalogue's words
/// ("Días" and "dias" are the same word).
pub fn fold(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            c => c,
        })
        .collect()
}

/// One language we write.
#[derive(Debug)]
pub struct Language {
    /// The catalogue folder's name and the stored code.
    pub code: &'static str,
    /// The language's own name for itself (for `/settings`).
    pub name: &'static str,
    /// The Discord locale tags this language answers (command names and descriptions are
    /// registered under each).
    pub discord: &'static [&'static str],
}

/// The languages of the catalogue; the first is the fallback for everything else.
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        name: "English",
        discord: &["en-US", "en-GB"],
    },
    Language {
        code: "es",
        name: "Español",
        discord: &["es-ES", "es-419"],
    },
    Language {
        code: "fr",
        name: "Français",
        discord: &["fr"],
    },
];

/// A language of [`LANGUAGES`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Locale(u8);

impl Locale {
    /// English, the fallback.
    pub const EN: Locale = Locale(0);
    pub const ES: Locale = Locale(1);
    pub const FR: Locale = Locale(2);

    /// Every language, in [`LANGUAGES`] order.
    pub fn all() -> impl Iterator<Item = Locale> {
        (0..LANGUAGES.len()).map(|i| Locale(i as u8))
    }

    /// Maps a locale tag such as Discord's `es-ES`, `es-419` or `fr` to a language we write,
    /// falling back to English.
    pub fn from_tag(tag: &str) -> Locale {
        let lang = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Locale::from_code(&lang).unwrap_or(Locale::EN)
    }

    /// The language with exactly this code (`en`, `es`, `fr`), as stored.
    pub fn from_code(code: &str) -> Option<Locale> {
        LANGUAGES
            .iter()
            .position(|l| l.code == code)
            .map(|i| Locale(i as u8))
    }

    /// The language's description.
    pub fn language(self) -> &'static Language {
        &LANGUAGES[usize::from(self.0).min(LANGUAGES.len() - 1)]
    }

    /// The two-letter code.
    pub fn code(self) -> &'static str {
        self.language().code
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Locale {
    type Err = String;

    /// A language code as people type it (`es`, `FR`); unlike [`Locale::from_tag`], an
    /// unknown language is an error.
    fn from_str(s: &str) -> Result<Locale, String> {
        let code = s.trim().to_ascii_lowercase();
        Locale::from_code(&code).ok_or_else(|| {
            let known: Vec<&str> = LANGUAGES.iter().map(|l| l.code).collect();
            format!(
                "unknown language `{}` ({})",
                code.chars().take(16).collect::<String>(),
                known.join(", ")
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_tags_map_to_our_languages() {
        assert_eq!(Locale::from_tag("es-ES"), Locale::ES);
        assert_eq!(Locale::from_tag("es-419"), Locale::ES);
        assert_eq!(Locale::from_tag("fr"), Locale::FR);
        assert_eq!(Locale::from_tag("en-US"), Locale::EN);
        assert_eq!(Locale::from_tag("de"), Locale::EN);
        assert_eq!(Locale::from_tag(""), Locale::EN);
        assert_eq!("FR".parse::<Locale>(), Ok(Locale::FR));
        assert!("de".parse::<Locale>().is_err());
        for locale in Locale::all() {
            assert_eq!(Locale::from_code(locale.code()), Some(locale));
            for tag in locale.language().discord {
                assert_eq!(Locale::from_tag(tag), locale, "{tag}");
            }
        }
    }
}
