//! Where a tournament's games are played. A round's games start in the sweeper, away from any
//! interaction, so no thread exists for them yet: each starts in a *pending room*, a channel
//! id of the form `<channel>-t<tournament>r<round>b<board>` that no front end can post in.
//! The Discord front end opens a thread in the tournament's channel for each pending room it
//! is asked to announce in, and moves the game there ([`Table::settle_room`]); the console
//! plays the game in the pending room itself, by its name.
//!
//! Moving is a compare-and-set on the game's channel, so of two processes opening a thread
//! for the same game only one wins (the other removes its thread); a crash before the move
//! leaves the announcement undelivered, and the next sweep opens the thread again.

use super::super::picker::offer_picker;
use super::super::play::announced;
use super::super::rooms::{Room, note_opening};
use super::super::{BoardView, Msg, Reply, Table, TableError, to_move};
use crate::domain::{ChannelRef, GameId, GameStatus};
use crate::games::{AnyGame, GameRules, GameSpec};
use crate::i18n::Locale;
use crate::store::{StoredGame, StoredTournament, TournamentId};

/// The pending room of a pairing's game.
pub(super) fn room_of(st: &StoredTournament, round: u32, board: u32) -> String {
    format!("{}-t{}r{round}b{board}", st.channel.channel, st.id)
}

/// The tournament, round and board of a pending room, if `channel` is one.
fn parse_room(channel: &str) -> Option<(String, TournamentId, u32, u32)> {
    let (parent, rest) = channel.rsplit_once("-t")?;
    let (id, rest) = rest.split_once('r')?;
    let (round, board) = rest.split_once('b')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if parent.is_empty() || !digits(id) || !digits(round) || !digits(board) {
        return None;
    }
    Some((
        parent.to_string(),
        TournamentId(id.parse().ok()?),
        round.parse().ok()?,
        board.parse().ok()?,
    ))
}

/// A tournament game waiting for its thread: what the front end needs to open one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingRoom {
    pub game: GameId,
    /// The pending room's id (the game's channel until it moves).
    pub placeholder: String,
    /// The tournament's channel, where the thread opens.
    pub parent: String,
    pub spec: GameSpec,
    pub players: [String; 2],
    pub turn_seconds: i64,
    /// The tournament's name and the round, for the thread's name.
    pub tournament: String,
    pub round: u32,
    pub board: u32,
    /// The tournament's language.
    pub locale: Locale,
}

impl Table {
    /// The tournament game in progress in `channel` when that is a pending room; `None` for
    /// any other channel, or when the game there has ended (nothing is left to open a thread
    /// for: the tournament's channel heard how it ended).
    pub async fn pending_room(
        &self,
        channel: &ChannelRef,
    ) -> Result<Option<PendingRoom>, TableError> {
        let Some((parent, tournament, round, board)) = parse_room(&channel.channel) else {
            return Ok(None);
        };
        let Some(stored) = self.store.active_game(channel).await? else {
            return Ok(None);
        };
        if stored.parent.as_deref() != Some(parent.as_str()) {
            return Ok(None);
        }
        let name = match self.store.tournament(tournament).await? {
            Some(st) => st.tournament.settings.name,
            None => return Ok(None),
        };
        Ok(Some(PendingRoom {
            game: stored.id,
            placeholder: channel.channel.clone(),
            parent,
            spec: stored.spec,
            players: stored.players.clone(),
            turn_seconds: stored.time.turn_seconds(),
            tournament: name,
            round,
            board,
            locale: stored.locale,
        }))
    }

    /// Moves a tournament game from its pending room to the thread the front end opened,
    /// and gives the game's first board for the thread (with the tournament channel's line
    /// about it). `None`: the game was no longer there (another process moved it, or it
    /// ended), so the thread is not needed.
    pub async fn settle_room(
        &self,
        room: &PendingRoom,
        thread: &Room,
    ) -> Result<Option<Reply>, TableError> {
        let moved = self
            .store
            .move_game_room(room.game, &room.placeholder, &thread.thread)
            .await?;
        if !moved {
            return Ok(None);
        }
        let Some(stored) = self.store.game(room.game).await? else {
            return Ok(None);
        };
        if stored.status != GameStatus::Active {
            return Ok(None);
        }
        let loaded = self.load(stored).await?;
        Ok(Some(self.first_board(&loaded.stored, &loaded.game).await?))
    }

    /// A tournament game's first board, for the room it is played in: who plays whom, who
    /// moves, the move picker, both players pinged, and the tournament channel's line.
    pub(super) async fn first_board(
        &self,
        stored: &StoredGame,
        game: &AnyGame,
    ) -> Result<Reply, TableError> {
        let names = self.names(stored).await?;
        let board = self
            .render_board(game, BoardView::plain(names, stored.locale))
            .await?;
        let seat = game.to_move();
        let reply = Reply::public(vec![
            Msg::GameStarted {
                spec: stored.spec,
                players: stored.players.clone(),
                level: None,
            },
            to_move(stored, game),
        ])
        .with_attachment("board.png", board)
        .mentioning(&stored.players[0])
        .mentioning(&stored.players[1])
        .in_game(stored.id, Some(seat))
        .in_language(stored.locale)
        .announcing(announced(stored));
        Ok(note_opening(offer_picker(reply, stored), stored))
    }

    /// Where the game of a pairing is played now: its thread once it has one.
    pub(super) async fn room_now(
        &self,
        st: &StoredTournament,
        round: u32,
        board: u32,
    ) -> Result<Option<String>, TableError> {
        let Some(&game) = st.games.get(&(round, board)) else {
            return Ok(None);
        };
        Ok(self.store.game(game).await?.map(|g| g.channel.channel))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pending_rooms_read_back_and_nothing_else_does() {
        assert_eq!(
            parse_room("123-t4r2b3"),
            Some(("123".to_string(), TournamentId(4), 2, 3))
        );
        assert_eq!(
            parse_room("lobby-tx-t12r10b1"),
            Some(("lobby-tx".to_string(), TournamentId(12), 10, 1))
        );
        for other in [
            "123",
            "",
            "-t1r1b1",
            "123-t1r1b",
            "123-tr1b1",
            "123-t1r1b1x",
            "123-t1b1r1",
            "123-t99999999999999999999r1b1",
        ] {
            assert_eq!(parse_room(other), None, "{other}");
        }
    }
}
