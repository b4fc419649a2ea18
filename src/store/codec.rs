//! Reading rows into structs. How the vocabulary types themselves are written in columns
//! (keyed enums as their text keys, seats as 0 and 1, ...) is `tablero_core::columns`, beside
//! the types: Rust lets only the crate that defines a type implement sqlx's traits for it.

/// Declares a struct read from a query's row by column name, for either backend: what
/// `#[derive(sqlx::FromRow)]` writes, without sqlx's proc-macro crate (which would build
/// sqlx's core and both drivers a second time, for the compiler).
macro_rules! row_struct {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $($(#[$fmeta:meta])* $fvis:vis $field:ident: $ty:ty),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $($(#[$fmeta])* $fvis $field: $ty),*
        }

        impl<'r, R: sqlx::Row> sqlx::FromRow<'r, R> for $name
        where
            &'r str: sqlx::ColumnIndex<R>,
            $($ty: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,)*
        {
            fn from_row(row: &'r R) -> Result<Self, sqlx::Error> {
                Ok($name {
                    $($field: row.try_get(stringify!($field))?),*
                })
            }
        }
    };
}
pub(super) use row_struct;
