//! Records a player brings (`/analyze file:` and `/replay file:`: tablero's own, Little
//! Golem's or BoardSpace's, read by [`crate::games::records`] as `tablero analyze` and
//! `tablero replay` read them), a stored game's replay (`/replay game:`), and a stored game
//! written in another site's format (`/history format:`).
//!
//! A record that cannot be read is refused with where it stopped (the line, the move), and
//! nothing is stored: an uploaded record is reviewed or drawn, never played on.

use super::analysis::{Progress, review_game, review_reply};
use super::{Msg, Reply, Table, TableError};
use crate::domain::{ChannelRef, GameId, GameSpec};
use crate::games::plugin::RecordSpot;
use crate::games::records::{self, MAX_RECORD_BYTES};
use crate::games::{AnyGame, Seat};
use crate::i18n::Locale;
use crate::render::BoardView;

/// Why a record was refused (`refused-record-*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordRefusal {
    /// Over [`MAX_RECORD_BYTES`]: refused before it is read (`size` in bytes).
    TooLarge { size: u64 },
    /// Not text (not UTF-8): no record tablero reads.
    NotText,
    /// Not a record, or one that stops at `at` (the line, the move).
    Unreadable { at: Option<RecordSpot> },
    /// The file could not be fetched (Discord's server did not answer in time, or the
    /// address is not Discord's).
    Unavailable,
    /// A record without a move: nothing to review.
    NoMoves,
    /// `/replay` with both a game and a file: which one?
    GameAndFile,
    /// `/history format:` for a game the format cannot hold (another game, a start the site
    /// does not play).
    CannotWrite { format: &'static str },
}

impl From<RecordRefusal> for TableError {
    fn from(r: RecordRefusal) -> TableError {
        TableError::Record(r)
    }
}

/// What a replay's reply says (`record-*`).
#[derive(Clone, Debug, PartialEq)]
pub enum RecordLine {
    /// A replay: of game `game`, or (`None`) of a record a player brought.
    Replay {
        game: Option<GameId>,
        spec: GameSpec,
        names: [String; 2],
        turns: usize,
    },
    /// `/history format:`: game `game`'s record in `format`'s format is attached.
    Exported { game: GameId, format: &'static str },
}

/// A record read from a player's file: the game (stopping where the record stops) and the
/// players' names where the record has them.
pub struct Upload {
    game: AnyGame,
    names: [Option<String>; 2],
}

impl Upload {
    /// Reads a file's bytes as a record in any format tablero reads; over
    /// [`MAX_RECORD_BYTES`] it is refused unread.
    pub fn read(bytes: &[u8]) -> Result<Upload, TableError> {
        if bytes.len() as u64 > MAX_RECORD_BYTES {
            return Err(RecordRefusal::TooLarge {
                size: bytes.len() as u64,
            }
            .into());
        }
        let text = std::str::from_utf8(bytes).map_err(|_| RecordRefusal::NotText)?;
        let (game, info) =
            records::read_any(text).map_err(|e| RecordRefusal::Unreadable { at: e.at })?;
        Ok(Upload {
            game,
            names: info.players,
        })
    }

    /// The players' names, or their sides' names in `locale` where the record has none.
    fn names(&self, locale: Locale) -> [String; 2] {
        let spec = self.game.spec();
        let side = |seat: Seat| crate::render::labels::side_name(locale, spec, seat);
        [Seat::First, Seat::Second].map(|seat| {
            // A name from a file is the uploader's text: one short line.
            self.names[seat.index()]
                .as_deref()
                .map(|n| n.replace(['\n', '\r'], " "))
                .map(|n| n.trim().chars().take(40).collect::<String>())
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| side(seat))
        })
    }
}

/// `/replay`'s line for a game of `turns` turns.
fn replay_line(game: Option<GameId>, played: &AnyGame, names: [String; 2]) -> Msg {
    Msg::Record(RecordLine::Replay {
        game,
        spec: played.spec(),
        names,
        turns: crate::analysis::turns(played).map_or(0, |t| t.turns.len()),
    })
}

impl Table {
    /// `/analyze file:`: the review of a record a player brought, as `/analyze` reviews a
    /// finished game and `tablero analyze` a record (an unfinished record is reviewed up to
    /// where it stops), in `locale`. Not kept: the next upload may be another game.
    pub async fn analyze_upload(
        &self,
        upload: &Upload,
        locale: Locale,
        progress: &Progress<'_>,
    ) -> Result<Reply, TableError> {
        let spec = upload.game.spec();
        let setup = self.analysis_setup(spec);
        let review = review_game(&upload.game, &setup, progress)
            .await
            .map_err(|_| RecordRefusal::NoMoves)?;
        review_reply(&review, None, spec, upload.names(locale), locale)
    }

    /// `/replay file:`: a record's replay, as `tablero replay` draws it, in `locale`.
    pub async fn replay_upload(
        &self,
        upload: &Upload,
        locale: Locale,
    ) -> Result<Reply, TableError> {
        let names = upload.names(locale);
        let gif = self
            .render_replay(&upload.game, BoardView::plain(names.clone(), locale))
            .await?;
        Ok(Reply::public(vec![replay_line(None, &upload.game, names)])
            .with_attachment("replay.gif", gif)
            .in_language(locale))
    }

    /// `/replay game:`: the replay of game `id` of this server, or (`None`) of the channel's
    /// game in progress or its last one, in the game's language.
    pub async fn replay(
        &self,
        channel: &ChannelRef,
        id: Option<GameId>,
    ) -> Result<Reply, TableError> {
        let loaded = match id {
            Some(id) => {
                let stored = self
                    .store
                    .game(id)
                    .await?
                    .filter(|g| g.channel.guild == channel.guild)
                    .ok_or(TableError::NoSuchGame)?;
                self.load(stored).await?
            }
            None => self.current_or_last(channel).await?,
        };
        let stored = &loaded.stored;
        let names = self.names(stored).await?;
        let gif = self
            .render_replay(&loaded.game, BoardView::plain(names.clone(), stored.locale))
            .await?;
        Ok(
            Reply::public(vec![replay_line(Some(stored.id), &loaded.game, names)])
                .with_attachment("replay.gif", gif)
                .in_language(stored.locale),
        )
    }

    /// `/history format:<key>`: the channel's game (in progress or last) written in another
    /// site's format, attached as a file that the site (and `tablero import`) reads.
    pub async fn history_as(&self, channel: &ChannelRef, key: &str) -> Result<Reply, TableError> {
        let loaded = self.current_or_last(channel).await?;
        let stored = &loaded.stored;
        let record = self.history_record(&loaded).await?;
        let format = records::formats()
            .into_iter()
            .map(|(_, f)| f)
            .find(|f| f.key == key)
            .ok_or_else(|| TableError::Bug(format!("no record format `{key}`")))?;
        let text = records::export(&record, key).map_err(|_| RecordRefusal::CannotWrite {
            format: format.name,
        })?;
        let line = Msg::Record(RecordLine::Exported {
            game: stored.id,
            format: format.name,
        });
        Ok(Reply::public(vec![line])
            .with_attachment(
                &format!("game-{}-{key}.txt", stored.id.0),
                text.into_bytes(),
            )
            .in_language(stored.locale))
    }
}
