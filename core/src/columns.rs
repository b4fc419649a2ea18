//! How the vocabulary types are written in database columns: keyed enums as their text keys,
//! seats as 0 and 1, languages as their tags, ids as integers. Bound and read like any column
//! (`.bind(level)`, `FromRow` fields), so a value that does not read back is a decode error
//! with its column name, never a value quietly dropped.
//!
//! Written for any sqlx database whose text and integer types are the usual ones, so the
//! same mapping serves every backend. Here rather than in the bot's store because Rust lets
//! only the crate that defines a type implement another crate's trait for it; compiled only
//! with the `sqlx` feature (the bot's), on sqlx's traits alone (`sqlx-core`, no driver).

use sqlx_core::database::Database;
use sqlx_core::decode::Decode;
use sqlx_core::encode::{Encode, IsNull};
use sqlx_core::error::BoxDynError;
use sqlx_core::types::Type;

use crate::domain::{
    ChallengeId, ChallengeStatus, EndReason, GameId, GameStatus, Level, OfferKind, Seat, SideChoice,
};
use crate::games::GameKind;
use crate::i18n::Locale;

/// A stored key that names nothing (a corrupt or newer database).
#[derive(Debug, thiserror::Error)]
#[error("unknown {what} `{key}` in the database")]
struct BadKey {
    what: &'static str,
    key: String,
}

/// Maps a type to a text column through `$write` (value to `&'static str`) and `$read`
/// (`&str` to `Option<value>`).
macro_rules! text_column {
    ($ty:ty, $what:literal, $write:expr, $read:expr) => {
        impl<DB: Database> Type<DB> for $ty
        where
            str: Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: Database> Encode<'q, DB> for $ty
        where
            &'q str: Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as Database>::ArgumentBuffer<'q>,
            ) -> Result<IsNull, BoxDynError> {
                let write: fn(&$ty) -> &'static str = $write;
                <&str as Encode<'q, DB>>::encode(write(self), buf)
            }
        }

        impl<'r, DB: Database> Decode<'r, DB> for $ty
        where
            &'r str: Decode<'r, DB>,
        {
            fn decode(value: <DB as Database>::ValueRef<'r>) -> Result<$ty, BoxDynError> {
                let text = <&'r str as Decode<'r, DB>>::decode(value)?;
                let read: fn(&str) -> Option<$ty> = $read;
                read(text).ok_or_else(|| {
                    Box::new(BadKey {
                        what: $what,
                        key: text.chars().take(32).collect(),
                    }) as BoxDynError
                })
            }
        }
    };
}

text_column!(Level, "level", |v| v.key(), Level::from_key);
text_column!(SideChoice, "side", |v| v.key(), SideChoice::from_key);
text_column!(GameStatus, "game status", |v| v.key(), GameStatus::from_key);
text_column!(
    ChallengeStatus,
    "challenge status",
    |v| v.key(),
    ChallengeStatus::from_key
);
text_column!(OfferKind, "offer kind", |v| v.key(), OfferKind::from_key);
text_column!(EndReason, "end reason", |v| v.key(), EndReason::from_key);
text_column!(GameKind, "game", |v| v.key(), GameKind::from_key);
// A language this build does not write (a newer one's) reads as the fallback, English.
text_column!(Locale, "language", |v| v.code(), |t| Some(
    Locale::from_tag(t)
));

/// Maps a type to an integer column through `$write` and `$read`.
macro_rules! integer_column {
    ($ty:ty, $what:literal, $write:expr, $read:expr) => {
        impl<DB: Database> Type<DB> for $ty
        where
            i64: Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <i64 as Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <i64 as Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: Database> Encode<'q, DB> for $ty
        where
            i64: Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as Database>::ArgumentBuffer<'q>,
            ) -> Result<IsNull, BoxDynError> {
                let write: fn(&$ty) -> i64 = $write;
                <i64 as Encode<'q, DB>>::encode(write(self), buf)
            }
        }

        impl<'r, DB: Database> Decode<'r, DB> for $ty
        where
            i64: Decode<'r, DB>,
        {
            fn decode(value: <DB as Database>::ValueRef<'r>) -> Result<$ty, BoxDynError> {
                let n = <i64 as Decode<'r, DB>>::decode(value)?;
                let read: fn(i64) -> Option<$ty> = $read;
                read(n).ok_or_else(|| {
                    Box::new(BadKey {
                        what: $what,
                        key: n.to_string(),
                    }) as BoxDynError
                })
            }
        }
    };
}

integer_column!(Seat, "seat", |s| s.index() as i64, |n| match n {
    0 => Some(Seat::First),
    1 => Some(Seat::Second),
    _ => None,
});
integer_column!(GameId, "game id", |g| g.0, |n| Some(GameId(n)));
integer_column!(ChallengeId, "challenge id", |c| c.0, |n| Some(ChallengeId(
    n
)));
