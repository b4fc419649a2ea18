//! What the web pages show (issue 43): a game or a tournament found by its number and its
//! page token, as plain data for the front end that writes the page (`web`).
//!
//! Who may see a page is decided here, once: the token must match, and the game's or
//! tournament's server must have turned its pages on (`/settings web:yes`); anything else is
//! `None`, which the front end answers with the same 404 whatever the reason. Names are the
//! boards' names; where the store knows none, the seat's word stands in, never the user's id.

use std::sync::Arc;

use super::{Msg, Reply, Table, TableError, TournamentLine};
use crate::analysis::Review;
use crate::domain::{ChannelRef, GameId, GameSpec, GameStatus, Outcome};
use crate::games::{AnyGame, Seat};
use crate::i18n::Locale;
use crate::render::StandingsView;
use crate::store::{PageKind, StoredGame, TournamentId};
use crate::tournament::{GameResult, Status};

/// Characters of a page token: 16 of the 64 URL-safe ones, 96 bits from the operating system.
const TOKEN_LENGTH: usize = 16;
const TOKEN_ALPHABET: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Which pages are served: those of servers that turned them on, or every one (the local
/// console serves its own games, which belong to no server).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PagesOn {
    ServersThatChose,
    All,
}

/// A game's page.
#[derive(Clone)]
pub struct GamePage {
    pub number: i64,
    /// Raised by every change: the page is sent again when it moves.
    pub version: i64,
    pub locale: Locale,
    pub spec: GameSpec,
    /// The first and second seats' names as the boards show them.
    pub names: [String; 2],
    pub status: GameStatus,
    pub outcome: Option<Outcome>,
    pub game: AnyGame,
    /// When the player to move runs out of time (table clock seconds), and the time now.
    pub deadline: Option<i64>,
    pub now: i64,
    /// The `/analyze` review, when the game was reviewed (and is still remembered).
    pub review: Option<Arc<Review>>,
}

/// A tournament's page.
#[derive(Clone)]
pub struct TournamentPage {
    pub number: i64,
    pub version: i64,
    pub locale: Locale,
    pub name: String,
    pub status: Status,
    pub standings: StandingsView,
    pub rounds: Vec<RoundPage>,
}

/// One round's pairings.
#[derive(Clone)]
pub struct RoundPage {
    pub number: u32,
    pub pairings: Vec<PairingPage>,
    pub bye: Option<String>,
}

#[derive(Clone)]
pub struct PairingPage {
    pub board: u32,
    pub names: [String; 2],
    pub result: Option<GameResult>,
    /// The game's page path (`/g/<n>-<token>`), once the game has started.
    pub game: Option<String>,
}

/// The page a reply links to: the one it names, a game it starts or ends, a tournament's
/// sign-up.
fn page_of(reply: &Reply) -> Option<(PageKind, i64)> {
    if reply.page.is_some() {
        return reply.page;
    }
    for line in &reply.lines {
        match line {
            Msg::Tournament(TournamentLine::SignUp { id, .. }) => {
                return Some((PageKind::Tournament, *id));
            }
            Msg::GameStarted { .. } | Msg::GameOver { .. } => {
                return reply.game.map(|(game, _)| (PageKind::Game, game.0));
            }
            _ => {}
        }
    }
    None
}

/// A fresh page token from the operating system's random source.
fn fresh_token() -> Result<String, TableError> {
    let mut bytes = [0u8; TOKEN_LENGTH];
    getrandom::fill(&mut bytes)
        .map_err(|e| TableError::Bug(format!("no random source for a page token: {e}")))?;
    Ok(bytes
        .iter()
        .map(|b| char::from(TOKEN_ALPHABET[usize::from(b & 63)]))
        .collect())
}

/// Whether `given` is the token, compared in constant time (a token is a password).
fn same_token(stored: &str, given: &str) -> bool {
    stored.len() == given.len()
        && stored
            .bytes()
            .zip(given.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// A name fit for a page: a user id (all digits) is not one.
fn shown(name: String, fallback: impl FnOnce() -> String) -> String {
    if name.is_empty() || name.chars().all(|c| c.is_ascii_digit()) {
        fallback()
    } else {
        name
    }
}

impl Table {
    /// The path of a page (`/g/12-<token>`, `/t/3-<token>`), making its token the first time.
    pub async fn page_path(&self, kind: PageKind, number: i64) -> Result<String, TableError> {
        let token = match self.store.page_token_of(kind, number).await? {
            Some(token) => token,
            None => {
                self.store
                    .page_token(kind, number, &fresh_token()?, self.now())
                    .await?
            }
        };
        let prefix = match kind {
            PageKind::Game => "g",
            PageKind::Tournament => "t",
        };
        Ok(format!("/{prefix}/{number}-{token}"))
    }

    /// The link a reply carries to its page, when the pages are served and its server turned
    /// them on: a game's first board and its result, a tournament's sign-up and standings.
    /// Anything that fails only leaves the link out (logged).
    pub async fn page_link(&self, reply: &Reply) -> Option<String> {
        let base = self.config.web_url.as_deref()?;
        let (kind, number) = page_of(reply)?;
        let channel = match kind {
            PageKind::Game => self
                .store
                .game(GameId(number))
                .await
                .map(|g| g.map(|g| g.channel)),
            PageKind::Tournament => self
                .store
                .tournament(TournamentId(number))
                .await
                .map(|t| t.map(|t| t.channel)),
        };
        let linked = async {
            let Some(channel) = channel? else {
                return Ok(None);
            };
            if !self.pages_on(&channel, PagesOn::ServersThatChose).await? {
                return Ok(None);
            }
            let path = self.page_path(kind, number).await?;
            Ok::<_, TableError>(Some(format!("{}{path}", base.trim_end_matches('/'))))
        };
        linked.await.unwrap_or_else(|e| {
            tracing::warn!(error = %e.chain(), "no link to a web page");
            None
        })
    }

    /// Whether the pages of `channel`'s server are on.
    pub async fn pages_on(&self, channel: &ChannelRef, on: PagesOn) -> Result<bool, TableError> {
        if on == PagesOn::All {
            return Ok(true);
        }
        Ok(match &channel.guild {
            Some(guild) => self.store.server_settings(guild).await?.web,
            None => false,
        })
    }

    /// Whether `token` opens page `number` of `kind`.
    async fn token_opens(
        &self,
        kind: PageKind,
        number: i64,
        token: &str,
    ) -> Result<bool, TableError> {
        Ok(self
            .store
            .page_token_of(kind, number)
            .await?
            .is_some_and(|stored| same_token(&stored, token)))
    }

    /// The version of game `number` (to see whether its page must be sent again).
    pub async fn game_version(&self, number: i64) -> Result<Option<i64>, TableError> {
        Ok(self.store.game(GameId(number)).await?.map(|g| g.version))
    }

    /// Game `number`'s page, if `token` is its token and its server shows pages.
    pub async fn game_page(
        &self,
        number: i64,
        token: &str,
        on: PagesOn,
    ) -> Result<Option<GamePage>, TableError> {
        if !self.token_opens(PageKind::Game, number, token).await? {
            return Ok(None);
        }
        let Some(stored) = self.store.game(GameId(number)).await? else {
            return Ok(None);
        };
        if !self.pages_on(&stored.channel, on).await? {
            return Ok(None);
        }
        let locale = self.page_locale(&stored.channel, stored.locale).await?;
        let names = self.page_names(&stored, locale).await?;
        let review = self.reviews().get(&stored.id);
        let (version, spec, status, outcome, deadline) = (
            stored.version,
            stored.spec,
            stored.status,
            stored.outcome(),
            stored.turn_deadline,
        );
        let loaded = self.load(stored).await?;
        Ok(Some(GamePage {
            number,
            version,
            locale,
            spec,
            names,
            status,
            outcome,
            game: loaded.game,
            deadline: (status == GameStatus::Active).then_some(deadline).flatten(),
            now: self.now(),
            review,
        }))
    }

    /// The language of a page: the server's choice, else the game's or tournament's own.
    async fn page_locale(&self, channel: &ChannelRef, own: Locale) -> Result<Locale, TableError> {
        Ok(match &channel.guild {
            Some(guild) => self
                .store
                .server_settings(guild)
                .await?
                .locale
                .unwrap_or(own),
            None => own,
        })
    }

    async fn page_names(
        &self,
        stored: &StoredGame,
        locale: Locale,
    ) -> Result<[String; 2], TableError> {
        let mut names = self.names(stored).await?;
        for seat in Seat::ALL {
            let name = std::mem::take(&mut names[seat.index()]);
            names[seat.index()] = shown(name, || {
                crate::render::labels::side_name(locale, stored.spec, seat)
            });
        }
        Ok(names)
    }

    /// The version of tournament `number`.
    pub async fn tournament_version(&self, number: i64) -> Result<Option<i64>, TableError> {
        Ok(self
            .store
            .tournament(TournamentId(number))
            .await?
            .map(|t| t.version))
    }

    /// Tournament `number`'s page, if `token` is its token and its server shows pages.
    pub async fn tournament_page(
        &self,
        number: i64,
        token: &str,
        on: PagesOn,
    ) -> Result<Option<TournamentPage>, TableError> {
        if !self
            .token_opens(PageKind::Tournament, number, token)
            .await?
        {
            return Ok(None);
        }
        let Some(st) = self.store.tournament(TournamentId(number)).await? else {
            return Ok(None);
        };
        if !self.pages_on(&st.channel, on).await? {
            return Ok(None);
        }
        let locale = self.page_locale(&st.channel, st.locale).await?;
        let mut standings = self.standings_view(&st).await?;
        standings.locale = locale;
        for (i, row) in standings.rows.iter_mut().enumerate() {
            let name = std::mem::take(&mut row.name);
            row.name = shown(name, || format!("#{}", i + 1));
        }
        let t = &st.tournament;
        let mut rounds = Vec::with_capacity(t.rounds.len());
        for round in &t.rounds {
            let mut pairings = Vec::with_capacity(round.pairings.len());
            for p in &round.pairings {
                let game = match st.games.get(&(round.number, p.board)) {
                    Some(id) => Some(self.page_path(PageKind::Game, id.0).await?),
                    None => None,
                };
                pairings.push(PairingPage {
                    board: p.board,
                    names: [
                        self.user_name(&p.first).await?,
                        self.user_name(&p.second).await?,
                    ],
                    result: p.result,
                    game,
                });
            }
            let bye = match &round.bye {
                Some(user) => Some(self.user_name(user).await?),
                None => None,
            };
            rounds.push(RoundPage {
                number: round.number,
                pairings,
                bye,
            });
        }
        Ok(Some(TournamentPage {
            number,
            version: st.version,
            locale,
            name: t.settings.name.clone(),
            status: t.status,
            standings,
            rounds,
        }))
    }

    /// A user's name as the boards show it, `?` when the store knows none.
    async fn user_name(&self, user: &str) -> Result<String, TableError> {
        let name = match self.store.name_of(user).await? {
            Some(known) => crate::render::board_name(&known.name, known.handle.as_deref()),
            None => String::new(),
        };
        Ok(shown(name, || "?".to_string()))
    }
}
