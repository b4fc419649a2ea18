//! The local console: a terminal session standing for one channel, driving the same play
//! layer as Discord. People type the same commands (`/challenge @bob game:tzaar`,
//! `/move d3xd4 pass`, `/as bob` to switch who is speaking); replies print as text and
//! board images are written to a folder. Works from a pipe too (`tablero local < game.txt`).

pub mod commands;
mod words;

use std::io::Write;
use std::path::PathBuf;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::domain::{ChannelRef, OfferKind};
use crate::i18n::Locale;
use crate::messages::{self, Msg, Style};
use crate::table::{Actor, Reply, Table, TableError, Visibility};
use commands::Command;

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

/// Writes users as `@name` and times relative to now.
struct ConsoleStyle {
    now: i64,
}

impl Style for ConsoleStyle {
    fn user(&self, id: &str) -> String {
        format!("@{id}")
    }

    fn time(&self, unix: i64) -> String {
        let delta = unix - self.now;
        let abs = delta.abs();
        let span = if abs >= 86_400 {
            format!("{} d {} h", abs / 86_400, abs % 86_400 / 3600)
        } else if abs >= 3600 {
            format!("{} h {} min", abs / 3600, abs % 3600 / 60)
        } else {
            format!("{} min", abs / 60)
        };
        if delta >= 0 {
            format!("in {span}")
        } else {
            format!("{span} ago")
        }
    }
}

/// A running console session.
pub struct Console<W: Write> {
    table: Table,
    channel: ChannelRef,
    config: ConsoleConfig,
    out: W,
    boards_written: usize,
}

impl<W: Write> Console<W> {
    pub fn new(table: Table, config: ConsoleConfig, out: W) -> Console<W> {
        Console {
            table,
            channel: ChannelRef {
                guild: None,
                channel: "local".into(),
            },
            config,
            out,
            boards_written: 0,
        }
    }

    fn actor(&self) -> Actor {
        Actor::new(
            &self.config.speaker,
            &self.config.speaker,
            self.config.locale,
        )
    }

    fn style(&self) -> ConsoleStyle {
        ConsoleStyle {
            now: self.table.now(),
        }
    }

    /// Reads commands until the input ends or `/quit`.
    pub async fn run<R: AsyncBufRead + Unpin>(&mut self, input: R) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.config.boards_dir)?;
        writeln!(
            self.out,
            "tablero local console: this terminal is one channel. You are @{}. Board images go to {}. Type /help.",
            self.config.speaker,
            self.config.boards_dir.display()
        )?;
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
                Ok(Some(command)) => self.execute(command).await?,
                Err(why) => writeln!(self.out, "(only you) {why}")?,
            }
        }
        Ok(())
    }

    /// Ends games out of time and expires challenges (the bot does this in the background).
    async fn announce_sweep(&mut self) -> std::io::Result<()> {
        match self.table.sweep().await {
            // The console is one channel with its own language.
            Ok(announcements) => {
                for a in announcements {
                    self.show(&a.reply)?;
                }
            }
            Err(e) => writeln!(self.out, "(sweeper) {e}")?,
        }
        Ok(())
    }

    async fn execute(&mut self, command: Command) -> std::io::Result<()> {
        let actor = self.actor();
        let ch = self.channel.clone();
        let t = &self.table;
        let result = match command {
            Command::Challenge { opponent, options } => match options.request(opponent) {
                Ok(request) => t.challenge(&ch, &actor, &request).await,
                Err(e) => {
                    writeln!(self.out, "(only you) {e}")?;
                    return Ok(());
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
            Command::Board => t.board(&ch, &actor).await,
            Command::History => t.history(&ch, &actor).await,
            Command::Status => t.status(&ch).await,
            Command::Stats(user) => t.stats(user.as_deref().unwrap_or(&actor.id)).await,
            Command::Leaderboard(game) => match game.as_deref().map(words::game) {
                None => t.leaderboard(crate::games::GameKind::Tzaar).await,
                Some(Some(choice)) => t.leaderboard(choice.kind()).await,
                Some(None) => {
                    writeln!(
                        self.out,
                        "(only you) which game? tzaar, halatafl or foxgeese"
                    )?;
                    return Ok(());
                }
            },
            Command::Moves(prefix) => {
                match t.suggest(&ch, &actor, &prefix).await {
                    Ok(moves) if moves.is_empty() => writeln!(
                        self.out,
                        "(only you) {}",
                        messages::text(&Msg::NoMatchingMove, self.config.locale, &self.style())
                    )?,
                    Ok(moves) => writeln!(self.out, "(only you) {}", moves.join("  "))?,
                    Err(e) => self.show_error(&e)?,
                }
                return Ok(());
            }
            Command::As(name) if self.table.is_computer(&name) => {
                writeln!(
                    self.out,
                    "(only you) @{name} is the computer: it plays its own moves. Choose another name."
                )?;
                return Ok(());
            }
            Command::As(name) => {
                self.config.speaker = name;
                writeln!(self.out, "You are now @{}.", self.config.speaker)?;
                return Ok(());
            }
            Command::Abort => t.abort(&ch, &actor).await,
            Command::Rules(game) => {
                let Some(choice) = words::game(&game) else {
                    writeln!(
                        self.out,
                        "which game? `/rules tzaar`, `/rules halatafl` or `/rules foxgeese`"
                    )?;
                    return Ok(());
                };
                let rules = Msg::Rules { game: choice };
                let text = messages::text(&rules, self.config.locale, &self.style());
                writeln!(self.out, "{text}")?;
                return Ok(());
            }
            Command::Help => {
                writeln!(self.out, "{HELP}")?;
                return Ok(());
            }
            Command::Quit => return Ok(()),
        };
        match result {
            Ok(reply) => self.show(&reply),
            Err(e) => self.show_error(&e),
        }
    }

    fn show_error(&mut self, e: &TableError) -> std::io::Result<()> {
        let msg = if e.is_internal() {
            tracing::error!("console command failed: {e}");
            Msg::Internal
        } else {
            Msg::Refused(e.clone())
        };
        let text = messages::text(&msg, self.config.locale, &self.style());
        writeln!(self.out, "(only you) {text}")
    }

    fn show(&mut self, reply: &Reply) -> std::io::Result<()> {
        let text = messages::lines(&reply.lines, self.config.locale, &self.style());
        let prefix = match reply.visibility {
            Visibility::Public => "",
            Visibility::Private => "(only you) ",
        };
        writeln!(self.out, "{prefix}{text}")?;
        if !reply.buttons.is_empty() {
            let labels: Vec<String> = reply
                .buttons
                .iter()
                .map(|b| {
                    format!(
                        "[{}]",
                        messages::text(&b.label, self.config.locale, &self.style())
                    )
                })
                .collect();
            writeln!(
                self.out,
                "{}  (answer with /accept, /decline, /cancel, /agree or /refuse)",
                labels.join(" ")
            )?;
        }
        if let Some(file) = &reply.attachment {
            self.boards_written += 1;
            let path = self
                .config
                .boards_dir
                .join(format!("{:04}-{}", self.boards_written, file.filename));
            std::fs::write(&path, &file.bytes)?;
            writeln!(self.out, "image: {}", path.display())?;
        }
        Ok(())
    }
}

const HELP: &str = "Commands (as in Discord):
  /challenge [@user] [game:tzaar|halatafl|foxgeese] [setup:fixed|random|tournament]
             [geese:13|15|17] [sideways:true] [side:white|black|fox|geese|random] [time:24h]
             [level:easy|medium|hard]   (challenge @computer to play the computer)
  /accept  /decline  /cancel          answer or withdraw the challenge
  /move <move or turn>                e.g. /move d3xd4 c2-c3, /move d4xd6
  /moves [prefix]                     list your legal moves (Discord's autocomplete)
  /pass  /resign  /undo  /draw        /agree or /refuse an undo or draw offer
  /hint                               the move the computer suggests
  /board  /history  /status  /stats [@user]  /leaderboard [game]
  /rules <game>                       how to play tzaar, halatafl or foxgeese
  /as <name>                          speak as another user from now on
  /abort                              end a stuck game without a result
  /quit
Spanish and French command names work too (/desafiar, /mover, /jouer, ...).";
