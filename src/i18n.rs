//! Languages players see. Discord sends each user's locale as a tag (`es-ES`, `fr`, `en-US`);
//! everything user-facing is written in English, Spanish and French, defaulting to English.

use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    #[default]
    En,
    Es,
    Fr,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Es, Locale::Fr];

    /// Maps a locale tag such as Discord's `es-ES`, `es-419` or `fr` to a language we write,
    /// falling back to English.
    pub fn from_tag(tag: &str) -> Locale {
        let lang = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match lang.as_str() {
            "es" => Locale::Es,
            "fr" => Locale::Fr,
            _ => Locale::En,
        }
    }

    /// The language with exactly this code (`en`, `es`, `fr`), as stored.
    pub fn from_code(code: &str) -> Option<Locale> {
        Locale::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The two-letter code.
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Es => "es",
            Locale::Fr => "fr",
        }
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Locale {
    type Err = String;

    fn from_str(s: &str) -> Result<Locale, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" | "es" | "fr" => Ok(Locale::from_tag(s.trim())),
            other => Err(format!("unknown language `{other}` (en, es or fr)")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_tags_map_to_our_languages() {
        assert_eq!(Locale::from_tag("es-ES"), Locale::Es);
        assert_eq!(Locale::from_tag("es-419"), Locale::Es);
        assert_eq!(Locale::from_tag("fr"), Locale::Fr);
        assert_eq!(Locale::from_tag("en-US"), Locale::En);
        assert_eq!(Locale::from_tag("de"), Locale::En);
        assert_eq!(Locale::from_tag(""), Locale::En);
    }
}
