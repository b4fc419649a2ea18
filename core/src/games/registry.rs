//! The one list of games: the games built in, plus any registered at run time (the tests'
//! toy game). Everything above the rules finds games here, by key or by what players type,
//! and never names one.

use std::sync::RwLock;

use super::plugin::GameDef;
use super::{GameKind, foxgeese, tzaar};

/// The games built in, in the order menus and help list them.
const BUILT_IN: &[&'static dyn GameDef] = &[&tzaar::plugin::TZAAR, &foxgeese::plugin::FOX_GEESE];

/// Games added at run time, after the built-in ones.
static EXTRA: RwLock<Vec<&'static dyn GameDef>> = RwLock::new(Vec::new());

/// Every registered game, built-in first.
pub fn all() -> Vec<GameKind> {
    let extra = EXTRA.read().unwrap_or_else(|e| e.into_inner());
    BUILT_IN
        .iter()
        .chain(extra.iter())
        .map(|def| GameKind::of(*def))
        .collect()
}

/// The game with this key.
pub fn find(key: &str) -> Option<GameKind> {
    all().into_iter().find(|kind| kind.key() == key)
}

/// The registry's answers as `GameKind`'s own: written here, so that `any.rs` (which the games'
/// plug-ins use) never names the registry (which names the plug-ins).
impl GameKind {
    /// Every registered game.
    pub fn all() -> Vec<GameKind> {
        all()
    }

    /// The registered game with this key.
    pub fn from_key(key: &str) -> Option<GameKind> {
        find(key)
    }
}

/// Why a game could not be registered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RegisterError {
    #[error("a game with the key `{0}` is already registered")]
    TakenKey(&'static str),
    #[error("the choice `{0}` already belongs to another game")]
    TakenChoice(&'static str),
    #[error("the game `{0}` offers no choice")]
    NoChoice(&'static str),
}

/// Adds a game at run time (registering the same game twice is allowed and changes nothing).
/// Its key and its choices' keys must be new: they are what storage and players name it by.
pub fn register(def: &'static dyn GameDef) -> Result<GameKind, RegisterError> {
    let mut extra = EXTRA.write().unwrap_or_else(|e| e.into_inner());
    let known: Vec<&'static dyn GameDef> = BUILT_IN.iter().chain(extra.iter()).copied().collect();
    if let Some(same) = known.iter().find(|d| d.key() == def.key()) {
        return if std::ptr::addr_eq(*same, def) {
            Ok(GameKind::of(def))
        } else {
            Err(RegisterError::TakenKey(def.key()))
        };
    }
    if def.choices().is_empty() {
        return Err(RegisterError::NoChoice(def.key()));
    }
    for choice in def.choices() {
        if known.iter().any(|d| d.choices().contains(choice)) {
            return Err(RegisterError::TakenChoice(choice));
        }
    }
    extra.push(def);
    Ok(GameKind::of(def))
}
