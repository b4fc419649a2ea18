//! Locales of the text that players see (messages and the text drawn in board images).

use std::fmt;

/// A supported language. Anything else falls back to English.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    #[default]
    En,
    Es,
    Fr,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Es, Locale::Fr];

    /// Maps a Discord locale tag (`en-US`, `en-GB`, `es-ES`, `es-419`, `fr`, ...) or a plain
    /// language code to a locale; unknown or empty tags give English.
    pub fn from_tag(tag: &str) -> Locale {
        let language = tag
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match language.as_str() {
            "es" => Locale::Es,
            "fr" => Locale::Fr,
            _ => Locale::En,
        }
    }

    /// The language code (`en`, `es`, `fr`).
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_tags_map_to_locales() {
        assert_eq!(Locale::from_tag("es-ES"), Locale::Es);
        assert_eq!(Locale::from_tag("es-419"), Locale::Es);
        assert_eq!(Locale::from_tag("fr"), Locale::Fr);
        assert_eq!(Locale::from_tag("FR"), Locale::Fr);
        assert_eq!(Locale::from_tag("en-GB"), Locale::En);
        assert_eq!(Locale::from_tag("de"), Locale::En);
        assert_eq!(Locale::from_tag(""), Locale::En);
        for l in Locale::ALL {
            assert_eq!(Locale::from_tag(l.code()), l);
        }
    }
}
