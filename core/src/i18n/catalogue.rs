//! The Fluent catalogue: every `.ftl` file under `locales/<code>/`, embedded at build time by
//! `fluent-templates`, looked up by message id with named arguments.
//!
//! Unicode isolation marks around arguments are turned off: arguments are Discord mentions
//! (`<@123>`), timestamps (`<t:…:R>`) and move notation, which must reach Discord as typed.
//! A message a language lacks falls back to English (and a test checks none is lacking).

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, static_loader};

use super::{LANGUAGES, Locale};

static_loader! {
    static CATALOGUE = {
        locales: "../locales",
        fallback_language: "en",
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The language identifiers of [`LANGUAGES`], parsed once.
static IDENTIFIERS: LazyLock<Vec<LanguageIdentifier>> = LazyLock::new(|| {
    LANGUAGES
        .iter()
        .map(|l| l.code.parse().unwrap_or_default())
        .collect()
});

fn identifier(locale: Locale) -> &'static LanguageIdentifier {
    let index = Locale::all().position(|l| l == locale).unwrap_or(0);
    &IDENTIFIERS[index]
}

/// Named arguments of a message.
#[derive(Clone, Debug, Default)]
pub struct Args(HashMap<Cow<'static, str>, FluentValue<'static>>);

impl Args {
    pub fn new() -> Args {
        Args::default()
    }

    /// Adds an argument: text (`String`, `&'static str`) or a number (integers select
    /// plural forms).
    pub fn with(mut self, name: &'static str, value: impl Into<FluentValue<'static>>) -> Args {
        self.0.insert(Cow::Borrowed(name), value.into());
        self
    }

    /// Adds an argument in place.
    pub fn set(&mut self, name: &'static str, value: impl Into<FluentValue<'static>>) {
        self.0.insert(Cow::Borrowed(name), value.into());
    }
}

/// The message `id` (or `id.attribute`) in `locale` with `args`; `None` if no language has
/// it.
pub fn text_or_none(locale: Locale, id: &str, args: &Args) -> Option<String> {
    CATALOGUE.try_lookup_with_args(identifier(locale), id, &args.0)
}

/// The message `id` (or `id.attribute`) in `locale` with `args`. A missing message is a bug
/// (the catalogue tests look for every id the code uses): it is logged and its id shown.
pub fn text(locale: Locale, id: &str, args: &Args) -> String {
    text_or_none(locale, id, args).unwrap_or_else(|| {
        tracing::error!(id, locale = %locale, "missing message in the catalogue");
        id.to_string()
    })
}

/// The message `id` without arguments.
pub fn lookup(locale: Locale, id: &str) -> String {
    text(locale, id, &Args::new())
}

/// The codes of the languages embedded in the catalogue, for checks.
pub fn embedded_languages() -> Vec<String> {
    CATALOGUE.locales().map(|l| l.to_string()).collect()
}
