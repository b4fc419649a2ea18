//! The tokens of the web pages (issue 43): one per game and tournament, made when a link to
//! its page is first written and kept, so every link to a page stays the same.

use super::{Store, StoreError, on};
use crate::domain::PageKind;

impl Store {
    /// The token of the page of game or tournament `number`, storing `fresh` as it when the
    /// page has none yet (two processes racing keep the first one stored).
    pub async fn page_token(
        &self,
        kind: PageKind,
        number: i64,
        fresh: &str,
        now: i64,
    ) -> Result<String, StoreError> {
        on!(self.writer(), |db| sqlx::query(
            "INSERT INTO page_tokens (kind, number, token, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (kind, number) DO NOTHING",
        )
        .bind(kind.key())
        .bind(number)
        .bind(fresh)
        .bind(now)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        self.page_token_of(kind, number)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("the page token of {number} vanished")))
    }

    /// The token of a page, if a link to it was ever written.
    pub async fn page_token_of(
        &self,
        kind: PageKind,
        number: i64,
    ) -> Result<Option<String>, StoreError> {
        let token: Option<String> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT token FROM page_tokens WHERE kind = $1 AND number = $2",
        )
        .bind(kind.key())
        .bind(number)
        .fetch_optional(db)
        .await)?;
        Ok(token)
    }
}
