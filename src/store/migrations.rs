//! The schema's migrations, one folder per backend (`migrations/sqlite/`,
//! `migrations/postgres/`), embedded in the binary by `build.rs` and read the way sqlx reads
//! a migration folder: `<version>_<description>.sql`, the description's underscores as
//! spaces, the checksum of the text. A database migrated by any earlier build (with sqlx's
//! `migrate!`) therefore matches version for version and checksum for checksum.

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/migrations.rs"));
}

/// The embedded migrations of one backend: file names and texts.
#[derive(Debug, Clone, Copy)]
struct Embedded(&'static [(&'static str, &'static str)]);

impl MigrationSource<'static> for Embedded {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 'static>> {
        Box::pin(async move { self.migrations() })
    }
}

impl Embedded {
    fn migrations(self) -> Result<Vec<Migration>, BoxDynError> {
        let mut out = Vec::new();
        for &(file, sql) in self.0 {
            let Some((version, rest)) = file.split_once('_') else {
                return Err(format!("migration {file:?} has no `<version>_` prefix").into());
            };
            let version: i64 = version
                .parse()
                .map_err(|_| format!("migration {file:?} has no integer version"))?;
            let kind = MigrationType::from_filename(rest);
            let description = rest.trim_end_matches(kind.suffix()).replace('_', " ");
            let no_tx = sql.starts_with("-- no-transaction");
            out.push(Migration::new(
                version,
                Cow::Owned(description),
                kind,
                Cow::Borrowed(sql),
                no_tx,
            ));
        }
        out.sort_by_key(|m| m.version);
        Ok(out)
    }
}

/// The SQLite migrations.
pub(super) async fn sqlite() -> Result<Migrator, sqlx::migrate::MigrateError> {
    Migrator::new(Embedded(embedded::SQLITE)).await
}

/// The PostgreSQL migrations.
pub(super) async fn postgres() -> Result<Migrator, sqlx::migrate::MigrateError> {
    Migrator::new(Embedded(embedded::POSTGRES)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The embedded list is what sqlx itself reads from the folders: same versions,
    /// descriptions and checksums, so databases migrated by earlier builds stay valid.
    #[tokio::test]
    async fn the_embedded_migrations_are_the_folders_as_sqlx_reads_them() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        for (embedded, folder) in [(sqlite().await, "sqlite"), (postgres().await, "postgres")] {
            let embedded = embedded.expect("the embedded migrations read");
            let read = Migrator::new(root.join(folder))
                .await
                .expect("the folder reads");
            let key = |m: &Migration| {
                (
                    m.version,
                    m.description.to_string(),
                    m.checksum.to_vec(),
                    m.no_tx,
                )
            };
            let ours: Vec<_> = embedded.iter().map(key).collect();
            let sqlx: Vec<_> = read.iter().map(key).collect();
            assert!(ours.len() >= 3, "{folder}: {ours:?}");
            assert_eq!(ours, sqlx, "{folder}");
        }
    }

    #[test]
    fn a_misnamed_migration_is_refused() {
        assert!(Embedded(&[("init.sql", "")]).migrations().is_err());
        assert!(Embedded(&[("one_init.sql", "")]).migrations().is_err());
        let ok = Embedded(&[("0002_b_c.sql", "x"), ("0001_a.sql", "y")])
            .migrations()
            .unwrap();
        assert_eq!(ok[0].version, 1);
        assert_eq!(ok[1].description, "b c");
    }
}
