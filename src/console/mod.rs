//! The local console: a terminal session standing for one channel, driving the same play
//! layer as Discord. People type the same commands, in any of its languages
//! (`/challenge @bob game:tzaar`, `/desafiar @bob juego:halatafl`, `/move d3xd4 pass`, `/as
//! bob` to switch who is speaking); replies print as text in the console's language and board
//! images are written to a folder. Works from a pipe too (`tablero local < game.txt`).
//!
//! Whoever the console starts as is its operator, the server's moderator: they may create and
//! run tournaments. `/as` speaks as an ordinary player, so refusals can be tried.
//!
//! Games are played in the console's one channel, except tournament games, which the sweeper
//! starts in rooms of their own (threads in Discord; here a name, `local-t1r1b1`). Every
//! channel's announcements print here, a room's headed by its name, and the game commands
//! follow the speaker into the room where they play when they play none in the channel
//! ([`Console::game_channel`]): `/as bob` then `/move …` plays Bob's tournament game.

pub mod commands;
pub mod leagues;
pub mod puzzles;
mod reading;
pub mod tournaments;
mod words;

use std::io::Write;
use std::path::PathBuf;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::domain::{ChannelRef, GameChoice, OfferKind, PageKind};
use crate::i18n::{self, Args, Locale};
use crate::messages::{self, Msg, Style};
use crate::table::options::OptionError;
use crate::table::{Action, Actor, Reply, Table, TableError, Visibility};
use commands::Command;
use puzzles::PuzzleCommand;

/// Settings of a console session.
#[derive(Clone, Debug)]
pub struct ConsoleConfig {
    /// Where board images go.
    pub boards_dir: PathBuf,
    /// Who speaks first.
    pub speaker: String,
    pub locale: Locale,
    /// Print a prompt before each line (for a terminal, not a pipe).
    pub prompt: bool,
}

/// Writes users as `@name` and times relative to now ("in 1 day and 3 hours").
pub struct ConsoleStyle {
    now: i64,
}

impl ConsoleStyle {
    /// The style of a console whose clock says `now` (Unix seconds).
    pub fn at(now: i64) -> ConsoleStyle {
        ConsoleStyle { now }
    }
}

impl Style for ConsoleStyle {
    fn user(&self, id: &str) -> String {
        format!("@{id}")
    }

    fn channel(&self, id: &str) -> String {
        format!("#{id}")
    }

    fn time(&self, unix: i64, locale: Locale) -> String {
        let delta = unix - self.now;
        if delta.abs() < 60 {
            return i18n::lookup(locale, "console-time-now");
        }
        let span = messages::span(locale, delta);
        let id = if delta > 0 {
            "console-time-future"
        } else {
            "console-time-past"
        };
        i18n::text(locale, id, &Args::new().with("span", span))
    }
}

/// A running console session.
pub struct Console<W: Write> {
    table: Table,
    channel: ChannelRef,
    config: ConsoleConfig,
    out: W,
    boards_written: usize,
    /// Who the console started as: the server's moderator.
    operator: String,
    /// The web pages, when `--web-addr` serves them, and the games whose link was shown.
    web: Option<(String, std::collections::HashSet<i64>)>,
}

impl<W: Write> Console<W> {
    pub fn new(table: Table, config: ConsoleConfig, out: W) -> Console<W> {
        Console {
            table,
            channel: ChannelRef::new(None, "local"),
            operator: config.speaker.clone(),
            config,
            out,
            boards_written: 0,
            web: None,
        }
    }

    /// Shows each game's web page link (under the pages' public `base_url`) the first time a
    /// reply of the game is shown.
    pub fn with_web(mut self, base_url: &str) -> Console<W> {
        let base = base_url.trim_end_matches('/').to_string();
        self.web = Some((base, std::collections::HashSet::new()));
        self
    }

    /// The web page's link of the game `reply` belongs to, the first time only.
    async fn web_link(&mut self, reply: &Reply) -> std::io::Result<()> {
        let (Some((base, shown)), Some((game, _))) = (&mut self.web, reply.game) else {
            return Ok(());
        };
        if !shown.insert(game.0) {
            return Ok(());
        }
        let base = base.clone();
        match self.table.page_path(PageKind::Game, game.0).await {
            Ok(path) => {
                let link = format!("{base}{path}");
                let text = i18n::text(
                    self.config.locale,
                    "console-web-page",
                    &Args::new().with("link", link),
                );
                writeln!(self.out, "{text}")
            }
            Err(e) => {
                tracing::warn!(error = %e.chain(), "no web page link");
                Ok(())
            }
        }
    }

    fn locale(&self) -> Locale {
        self.config.locale
    }

    /// The speaker; the operator as the server's moderator, anyone else (`/as`) as a player.
    fn actor(&self) -> Actor {
        let actor = Actor::new(&self.config.speaker, &self.config.speaker, self.locale());
        if self.config.speaker == self.operator {
            actor.as_moderator()
        } else {
            actor
        }
    }

    fn style(&self) -> ConsoleStyle {
        ConsoleStyle::at(self.table.now())
    }

    /// A line only the speaker would see in Discord.
    fn private(&mut self, text: &str) -> std::io::Result<()> {
        let prefix = i18n::lookup(self.locale(), "console-private");
        writeln!(self.out, "{prefix} {text}")
    }

    /// Reads commands until the input ends or `/quit`.
    pub async fn run<R: AsyncBufRead + Unpin>(&mut self, input: R) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.config.boards_dir)?;
        let banner = i18n::text(
            self.locale(),
            "console-banner",
            &Args::new()
                .with("speaker", self.config.speaker.clone())
                .with("boards", self.config.boards_dir.display().to_string()),
        );
        writeln!(self.out, "{banner}")?;
        let mut lines = input.lines();
        loop {
            if self.config.prompt {
                write!(self.out, "@{}> ", self.config.speaker)?;
                self.out.flush()?;
            }
            let Some(line) = lines.next_line().await? else {
                break;
            };
            self.announce_sweep().await?;
            match commands::parse(&line) {
                Ok(None) => {}
                Ok(Some(Command::Quit)) => break,
                Ok(Some(command)) => {
                    self.execute(command).await?;
                    self.sweep_if_asked().await?;
                }
                Err(why) => {
                    let text = why.text(self.locale());
                    self.private(&text)?;
                }
            }
        }
        Ok(())
    }

    /// Ends games out of time and expires challenges (the bot does this in the background).
    async fn announce_sweep(&mut self) -> std::io::Result<()> {
        match self.table.sweep().await {
            Ok(announcements) => {
                for a in announcements {
                    self.show_in(&a.channel, &a.reply)?;
                    self.table.delivered(&a.reply).await;
                }
            }
            Err(e) => {
                tracing::error!(error = %e.chain(), "sweep failed");
                self.show_error(&e)?;
            }
        }
        Ok(())
    }

    /// Sweeps now when the last command asked the sweeper for a pass (a tournament started,
    /// a tournament game ended): the bot's sweeper would within moments, and the script's
    /// next line may be about its outcome (the next round's games, the final standings).
    async fn sweep_if_asked(&mut self) -> std::io::Result<()> {
        let asked = {
            let mut requested = std::pin::pin!(self.table.sweep_requested());
            std::future::poll_fn(|cx| {
                std::task::Poll::Ready(requested.as_mut().poll(cx).is_ready())
            })
            .await
        };
        if asked {
            self.announce_sweep().await?;
        }
        Ok(())
    }

    /// Where the speaker's game commands go: the console's channel when its game is theirs
    /// (or when they have no game anywhere: then the channel answers, as it always has), else
    /// the room where they play a game of this channel (a tournament's; the first if several).
    async fn game_channel(&self, actor: &Actor) -> ChannelRef {
        let store = self.table.store();
        if let Ok(Some(game)) = store.active_game(&self.channel).await
            && game.seat_of(&actor.id).is_some()
        {
            return self.channel.clone();
        }
        let guild = self.channel.guild.as_deref();
        match store.active_games_of(guild, &actor.id).await {
            Ok(games) => games
                .into_iter()
                .find(|g| g.parent.as_deref() == Some(self.channel.channel.as_str()))
                .map_or_else(|| self.channel.clone(), |g| g.channel),
            Err(_) => self.channel.clone(),
        }
    }

    async fn execute(&mut self, command: Command) -> std::io::Result<()> {
        let actor = self.actor();
        let ch = if command.is_about_a_game() {
            self.game_channel(&actor).await
        } else {
            self.channel.clone()
        };
        let t = &self.table;
        let result = match command {
            Command::Challenge { opponent, options } => match options.request(opponent) {
                Ok(request) => t.challenge(&ch, &actor, &request).await,
                Err(e) => {
                    let msg = match e {
                        OptionError::NotForThisGame(option) => Msg::OptionNotForGame { option },
                        OptionError::BadValue { option, value } => {
                            Msg::BadOptionValue { option, value }
                        }
                        OptionError::NoSuchSide(side) => Msg::NoSuchSide { side: side.key() },
                    };
                    return self.show(&Reply::private(vec![msg]));
                }
            },
            Command::Accept => t.accept(&ch, &actor, None).await,
            Command::Decline => t.decline(&ch, &actor, None).await,
            Command::Cancel => t.cancel(&ch, &actor, None).await,
            Command::Move(text) => t.play(&ch, &actor, &text).await,
            Command::Pass => t.pass(&ch, &actor).await,
            Command::Resign => t.resign(&ch, &actor).await,
            Command::Undo => t.request_undo(&ch, &actor).await,
            Command::Draw => t.offer_draw(&ch, &actor).await,
            Command::Hint => t.hint(&ch, &actor).await,
            Command::Agree | Command::Refuse => {
                let accept = matches!(command, Command::Agree);
                match t
                    .answer_offer(&ch, &actor, OfferKind::Undo, None, accept)
                    .await
                {
                    Err(TableError::NoOffer) => {
                        t.answer_offer(&ch, &actor, OfferKind::Draw, None, accept)
                            .await
                    }
                    other => other,
                }
            }
            Command::Board => t.board(&ch).await,
            Command::History => t.history(&ch).await,
            Command::Puzzle(p) => match p {
                PuzzleCommand::Play(game) => t.puzzle_new(&ch, &actor, game).await,
                PuzzleCommand::Answer(turn) => t.puzzle_answer(&ch, &actor, &turn).await,
                PuzzleCommand::Solution => t.puzzle_solution(&ch, &actor).await,
                PuzzleCommand::Stats => t.puzzle_stats(&ch, &actor).await,
                PuzzleCommand::Daily => t.puzzle_daily(&ch, &actor).await,
            },
            Command::Analyze(id) => {
                t.analyze(&ch, id.map(crate::domain::GameId), &|_, _| {})
                    .await
            }
            Command::Status(false) => t.status(&ch).await,
            Command::Status(true) => t.exact_value(&ch).await,
            Command::Games => t.games(&ch, &actor).await,
            Command::Mute(on) => t.mute(&ch, &actor, on).await,
            Command::Rematch => match t.store().latest_game(&ch).await {
                Ok(Some(game)) => t.rematch(&ch, &actor, game.id).await,
                Ok(None) => Err(TableError::NoGame),
                Err(e) => Err(e.into()),
            },
            Command::Stats(user) => t.stats(&ch, user.as_deref().unwrap_or(&actor.id)).await,
            Command::Leaderboard(game) => match game.as_deref().map(words::game) {
                None => t.leaderboard(&ch, GameChoice::first()).await,
                Some(Some(choice)) => t.leaderboard(&ch, choice).await,
                Some(None) => return self.which_game(),
            },
            Command::Moves(typed) => return self.list_moves(&ch, &actor, &typed).await,
            Command::As(name) if self.table.is_computer(&name) => {
                let text = i18n::text(
                    self.locale(),
                    "console-as-computer",
                    &Args::new().with("name", name),
                );
                return self.private(&text);
            }
            Command::As(name) => {
                self.config.speaker = name;
                let text = i18n::text(
                    self.locale(),
                    "console-you-are",
                    &Args::new().with("speaker", self.config.speaker.clone()),
                );
                return writeln!(self.out, "{text}");
            }
            Command::Abort => t.abort(&ch, &actor).await,
            Command::Tournament(command) => tournaments::run(t, &ch, &actor, command).await,
            Command::League(command) => leagues::run(t, &ch, &actor, command).await,
            Command::Rules(game) => match words::game(&game) {
                Some(choice) => Ok(Reply::private(vec![Msg::Rules { game: choice }])),
                None => return self.which_game(),
            },
            Command::Help => {
                let text = commands::help_text(self.locale());
                return writeln!(self.out, "{text}");
            }
            Command::Quit => return Ok(()),
        };
        match result {
            Ok(reply) => {
                self.show_in(&ch, &reply)?;
                self.web_link(&reply).await?;
                self.table.delivered(&reply).await;
                Ok(())
            }
            Err(e) => self.show_error(&e),
        }
    }

    /// `/moves`: what Discord's autocomplete would suggest, saying when the list is cut.
    async fn list_moves(
        &mut self,
        channel: &ChannelRef,
        actor: &Actor,
        typed: &str,
    ) -> std::io::Result<()> {
        let locale = self.locale();
        let style = self.style();
        match self.table.suggest(channel, actor, typed).await {
            Ok(s) if s.moves.is_empty() => {
                let text = messages::text(&Msg::NoMatchingMove, locale, &style);
                self.private(&text)
            }
            Ok(s) => {
                let mut text = s.moves.join("  ");
                if s.moves.len() < s.total {
                    let note = Msg::MovesShown {
                        shown: s.moves.len(),
                        total: s.total,
                    };
                    text = format!("{text}\n{}", messages::text(&note, locale, &style));
                }
                self.private(&text)
            }
            Err(TableError::NotYourTurn { .. }) => {
                let text = messages::text(&Msg::NotYourTurnToList, locale, &style);
                self.private(&text)
            }
            Err(e) => self.show_error(&e),
        }
    }

    fn which_game(&mut self) -> std::io::Result<()> {
        let choices = words::choices(self.locale(), &words::games());
        let text = i18n::text(
            self.locale(),
            "console-which-game",
            &Args::new().with("choices", choices),
        );
        self.private(&text)
    }

    fn show_error(&mut self, e: &TableError) -> std::io::Result<()> {
        let msg = if e.is_internal() {
            tracing::error!(error = %e.chain(), "console command failed");
            Msg::Internal
        } else {
            Msg::Refused(e.clone())
        };
        self.show(&Reply::private(vec![msg]))
    }

    /// A reply for `channel`: a room's public lines are headed by the room's name, so the
    /// reader sees where each board is played.
    fn show_in(&mut self, channel: &ChannelRef, reply: &Reply) -> std::io::Result<()> {
        if channel.channel != self.channel.channel && reply.visibility == Visibility::Public {
            let name = self.style().channel(&channel.channel);
            let text = i18n::text(
                self.locale(),
                "console-thread",
                &Args::new().with("name", name),
            );
            writeln!(self.out, "{text}")?;
        }
        self.show(reply)
    }

    fn show(&mut self, reply: &Reply) -> std::io::Result<()> {
        // The console is one channel whose language is its reader's.
        let locale = self.locale();
        let text = messages::lines(&reply.lines, locale, &self.style());
        match reply.visibility {
            Visibility::Public => writeln!(self.out, "{text}")?,
            Visibility::Private => self.private(&text)?,
        }
        // The move picker needs menus a console does not have: `/move` is its way.
        let buttons: Vec<_> = reply
            .buttons
            .iter()
            .filter(|b| !matches!(b.action, Action::Pick(_)))
            .collect();
        if !buttons.is_empty() {
            let labels: Vec<String> = buttons
                .iter()
                .map(|b| format!("[{}]", messages::button(b.label, locale)))
                .collect();
            // The sign-up message's Join and Leave are `/tournament join` and `leave` here.
            let sign_up = buttons.iter().all(|b| {
                matches!(
                    b.action,
                    Action::JoinTournament { .. } | Action::LeaveTournament { .. }
                )
            });
            // A puzzle's Next and Solution are `/puzzle play` and `/puzzle solution` here.
            let puzzle = buttons
                .iter()
                .all(|b| matches!(b.action, Action::PuzzleNext | Action::PuzzleSolution));
            let hint = if sign_up {
                "console-tournament-buttons"
            } else if puzzle {
                "console-puzzle-buttons"
            } else {
                "console-buttons"
            };
            let hint = i18n::lookup(locale, hint);
            writeln!(self.out, "{}  {hint}", labels.join(" "))?;
        }
        if let Some(doc) = &reply.document {
            self.boards_written += 1;
            let path = self
                .config
                .boards_dir
                .join(format!("{:04}-{}", self.boards_written, doc.filename));
            let text = messages::lines(&doc.lines, locale, &self.style());
            std::fs::write(&path, text + "\n")?;
            let line = i18n::text(
                locale,
                "console-file",
                &Args::new().with("path", path.display().to_string()),
            );
            writeln!(self.out, "{line}")?;
        }
        if let Some(file) = &reply.attachment {
            self.boards_written += 1;
            let path = self
                .config
                .boards_dir
                .join(format!("{:04}-{}", self.boards_written, file.filename));
            std::fs::write(&path, &file.bytes)?;
            let text = i18n::text(
                locale,
                "console-image",
                &Args::new().with("path", path.display().to_string()),
            );
            writeln!(self.out, "{text}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_times_are_written_in_the_readers_language() {
        let style = ConsoleStyle { now: 1_000_000 };
        assert_eq!(style.time(1_000_000 + 86_400, Locale::EN), "in 1 day");
        assert_eq!(
            style.time(1_000_000 + 90_000, Locale::ES),
            "dentro de 1 día y 1 hora"
        );
        assert_eq!(style.time(1_000_000 - 7_200, Locale::FR), "il y a 2 heures");
        assert_eq!(style.time(1_000_000 + 10, Locale::EN), "now");
    }

    #[test]
    fn parse_errors_are_translated() {
        let err = commands::parse("/frobnicate").unwrap_err();
        assert!(err.text(Locale::ES).contains("/frobnicate"));
        assert_ne!(err.text(Locale::ES), err.text(Locale::EN));
    }
}
