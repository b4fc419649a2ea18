//! The standings drawn as a table (`standings.png`), attached wherever the standings are
//! shown: `/tournament standings` and the channel's announcement at the end of each round,
//! the last one included.
//!
//! The image adds to the text, which says the same in words: when it cannot be drawn, the
//! failure is logged and the reply goes out without it.

use std::collections::HashMap;
use std::sync::Arc;

use super::super::{Reply, Table, TableError};
use super::spec_of;
use crate::render::standings::{Stage, StandingsView};
use crate::store::StoredTournament;
use crate::tournament::Status;

/// The attachment's file name.
const STANDINGS_FILE: &str = "standings.png";

impl Table {
    /// `reply` with the tournament's standings as an image, or as it is if they cannot be
    /// drawn (logged).
    pub(super) async fn with_standings_image(&self, st: &StoredTournament, reply: Reply) -> Reply {
        match self.render_standings(st).await {
            Ok(png) => reply.with_attachment(STANDINGS_FILE, png),
            Err(e) => {
                tracing::warn!(tournament = %st.id, error = %e.chain(), "could not draw the standings");
                reply
            }
        }
    }

    /// Draws the standings off the async threads, as boards are drawn
    /// ([`Table::render_board`]).
    async fn render_standings(&self, st: &StoredTournament) -> Result<Vec<u8>, TableError> {
        let view = self.standings_view(st).await?;
        let renderer = Arc::clone(&self.renderer);
        tokio::task::spawn_blocking(move || renderer.standings(&view))
            .await
            .map_err(|e| TableError::Task {
                what: "drawing the standings",
                cause: Arc::new(e),
            })?
            .map_err(TableError::Render)
    }

    /// What the image shows, with each player's name as their boards draw it (the display
    /// name's drawable part, or their handle; their id when we know neither).
    pub(crate) async fn standings_view(
        &self,
        st: &StoredTournament,
    ) -> Result<StandingsView, TableError> {
        let t = &st.tournament;
        let standings = t.standings();
        let mut names = HashMap::with_capacity(standings.rows.len());
        for row in &standings.rows {
            let name = match self.store.name_of(&row.user).await? {
                Some(known) => crate::render::board_name(&known.name, known.handle.as_deref()),
                None => String::new(),
            };
            let name = if name.is_empty() {
                row.user.clone()
            } else {
                name
            };
            names.insert(row.user.clone(), name);
        }
        let stage = if t.status == Status::Finished {
            Stage::Final
        } else {
            Stage::After {
                round: standings.complete_rounds,
                total: t.total_rounds(),
            }
        };
        let sides = spec_of(st)?.kind().def().side_words();
        Ok(StandingsView::new(
            st.locale,
            &t.settings.name,
            stage,
            sides,
            &standings,
            |user| names.get(user).cloned().unwrap_or_else(|| user.to_string()),
        ))
    }
}
