//! `/puzzle`: a private puzzle from the bank ([`crate::puzzle`]), answered turn by turn.
//!
//! Each player has at most one open puzzle per server, stored with the turns played so far,
//! so it survives restarts and works across processes; every answer moves the stored version
//! on, so a double click judges once. The next puzzle is the easiest one the player has not
//! finished (of the game asked for, if any). A wrong turn is answered with the defender's
//! refutation and leaves the puzzle open to try again; the solution may be shown instead,
//! which closes it as not solved. `/move` answers the open puzzle when the player has no
//! game to play in the channel, so the same habit works for both.

use super::info::suggestions_in;
use super::{
    Action, Announcement, ButtonLabel, ButtonStyle, Msg, Reply, Suggestions, Table, TableError,
};
use crate::domain::{ChannelRef, GameChoice, GameSpec, Seat};
use crate::games::{AnyGame, GameRules, Outcome};
use crate::i18n::Locale;
use crate::puzzle::{self, AnswerError, Puzzle, PuzzleState, Theme, Verdict};
use crate::render::BoardView;
use crate::store::{
    Announced, DailyPuzzle, NewDailyPuzzle, PuzzleSession, PuzzleTally, StoreError,
};

use super::Actor;

/// The lines of `/puzzle`, as the catalogue words them (`puzzle-*`).
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleLine {
    /// A new puzzle: which, for whom, what to do.
    Start(PuzzleTask),
    /// The turn is right; the defender replied; `turns_left` more to win.
    Right {
        played: String,
        reply: String,
        turns_left: u32,
    },
    /// Solved (`tries`: wrong answers before).
    Solved {
        played: String,
        reply: Option<String>,
        tries: i64,
    },
    /// The turn does not win: the defender's refutation, and the end it reaches if any.
    Wrong {
        spec: GameSpec,
        played: String,
        refutation: Option<String>,
        outcome: Option<Outcome>,
    },
    /// The solution, shown on request (the puzzle is closed, not solved).
    Solution { id: String, line: Vec<String> },
    /// How to answer.
    HowToAnswer,
    /// Every puzzle (of that game) is done.
    AllDone { game: Option<GameChoice> },
    /// A player's record: the tally, an open puzzle, the days in a row they solved the
    /// daily puzzle, and the server's best solvers (player, puzzles solved).
    Stats {
        tally: PuzzleTally,
        open: bool,
        streak: i64,
        leaders: Vec<(String, i64)>,
    },
    /// The daily puzzle, posted in the server's channel (answers are private).
    Daily(PuzzleTask),
}

/// A puzzle as its task is worded: which, in which game, for which side, what to do.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleTask {
    pub id: String,
    pub spec: GameSpec,
    pub seat: Seat,
    pub theme: Theme,
    pub difficulty: u8,
}

impl PuzzleTask {
    /// The task of `puzzle`, with its game at the start.
    fn of(puzzle: &Puzzle) -> Result<(PuzzleTask, AnyGame), TableError> {
        let game = puzzle
            .game_at(&puzzle.position)
            .ok_or(TableError::PuzzleGone)?;
        let task = PuzzleTask {
            id: puzzle.id.clone(),
            spec: game.spec(),
            seat: game.to_move(),
            theme: puzzle.theme,
            difficulty: puzzle.difficulty,
        };
        Ok((task, game))
    }
}

/// The server key of a channel's puzzles ('' outside a server).
fn guild_of(channel: &ChannelRef) -> &str {
    channel.guild.as_deref().unwrap_or_default()
}

fn line(l: PuzzleLine) -> Msg {
    Msg::Puzzle(l)
}

impl Table {
    /// `/puzzle play [game]`: the easiest puzzle the player has not finished (of `game`),
    /// in place of any open one.
    pub async fn puzzle_new(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        game: Option<GameChoice>,
    ) -> Result<Reply, TableError> {
        let guild = guild_of(channel);
        let done = self.store.finished_puzzles(&actor.id, guild).await?;
        let mut candidates: Vec<&Puzzle> = puzzle::bank()
            .iter()
            .filter(|p| !done.contains(&p.id))
            .filter(|p| game.is_none_or(|g| p.choice() == Some(g)))
            .collect();
        // Easiest first; within a difficulty, a different game each time (ids of both banks
        // interleave when sorted by their number).
        candidates.sort_by_key(|p| (p.difficulty, number(&p.id), p.id.clone()));
        let Some(puzzle) = candidates.first() else {
            return Ok(Reply::private(vec![line(PuzzleLine::AllDone { game })]));
        };
        let now = self.clock.now();
        let session = self
            .store
            .open_puzzle(&actor.id, guild, &puzzle.id, None, now)
            .await?;
        self.opened(puzzle, session.version, actor.locale).await
    }

    /// `/puzzle answer` (and `/move` without a game here): judges the player's turn.
    pub async fn puzzle_answer(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        text: &str,
    ) -> Result<Reply, TableError> {
        self.puzzle_answer_at(channel, actor, text, None).await
    }

    /// [`Table::puzzle_answer`], refused as stale unless the open puzzle is still at
    /// `version` (the move picker's turn was chosen there).
    pub(super) async fn puzzle_answer_at(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        text: &str,
        version: Option<i64>,
    ) -> Result<Reply, TableError> {
        if text.chars().count() > super::play::MAX_MOVE_TEXT {
            return Err(TableError::MoveTooLong);
        }
        let (session, puzzle) = self.open_puzzle_of(channel, actor).await?;
        if version.is_some_and(|v| v != session.version) {
            return Err(TableError::Stale);
        }
        let state = PuzzleState::from_text(&session.state);
        // Legality first, through the rules core, so a refusal reads as every refused move.
        let here = board_at(puzzle, &state)?;
        let mut trial = here.clone();
        trial.play_text(text).map_err(TableError::Illegal)?;
        let verdict = match puzzle.answer(&state, text) {
            Ok(v) => v,
            Err(AnswerError::IncompleteTurn) => return Err(TableError::PuzzleWholeTurn),
            Err(AnswerError::Illegal(_)) => {
                return Err(TableError::Bug("a legal turn judged illegal".into()));
            }
            Err(AnswerError::Finished | AnswerError::Puzzle(_)) => {
                return Err(TableError::PuzzleGone);
            }
        };
        let now = self.clock.now();
        let locale = actor.locale;
        let reply = match verdict {
            Verdict::Solved { played, reply } => {
                self.store
                    .finish_puzzle(&session, true, session.tries, now)
                    .await
                    .map_err(stale)?;
                let png = self.puzzle_board(&trial, locale).await?;
                Reply::private(vec![line(PuzzleLine::Solved {
                    played,
                    reply,
                    tries: session.tries,
                })])
                .with_attachment("puzzle.png", png)
                .with_button(
                    Action::PuzzleNext,
                    ButtonLabel::NextPuzzle,
                    ButtonStyle::Success,
                )
            }
            Verdict::Continue {
                played,
                reply,
                state,
            } => {
                self.store
                    .advance_puzzle(&session, &state.to_text(), session.tries, now)
                    .await
                    .map_err(stale)?;
                let turns_left = puzzle.turns_left(&state).unwrap_or(1);
                let next = board_at(puzzle, &state)?;
                let png = self.puzzle_board(&next, locale).await?;
                Reply::private(vec![
                    line(PuzzleLine::Right {
                        played,
                        reply,
                        turns_left,
                    }),
                    line(PuzzleLine::HowToAnswer),
                ])
                .with_attachment("puzzle.png", png)
                .puzzle_buttons(session.version + 1)
            }
            Verdict::Wrong {
                played,
                refutation,
                position,
                outcome,
            } => {
                self.store
                    .advance_puzzle(&session, &session.state, session.tries + 1, now)
                    .await
                    .map_err(stale)?;
                let after = puzzle.game_at(&position).ok_or(TableError::PuzzleGone)?;
                let png = self.puzzle_board(&after, locale).await?;
                Reply::private(vec![line(PuzzleLine::Wrong {
                    spec: here.spec(),
                    played,
                    refutation,
                    outcome,
                })])
                .with_attachment("puzzle.png", png)
                .puzzle_buttons(session.version + 1)
            }
        };
        Ok(reply)
    }

    /// `/puzzle solution`: the solution of the open puzzle, which closes it as not solved.
    pub async fn puzzle_solution(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
    ) -> Result<Reply, TableError> {
        let (session, puzzle) = self.open_puzzle_of(channel, actor).await?;
        self.store
            .finish_puzzle(&session, false, session.tries, self.clock.now())
            .await
            .map_err(stale)?;
        Ok(Reply::private(vec![line(PuzzleLine::Solution {
            id: puzzle.id.clone(),
            line: puzzle.solution().to_vec(),
        })])
        .with_button(
            Action::PuzzleNext,
            ButtonLabel::NextPuzzle,
            ButtonStyle::Success,
        ))
    }

    /// `/puzzle stats`: the player's puzzles on this server.
    pub async fn puzzle_stats(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
    ) -> Result<Reply, TableError> {
        let guild = guild_of(channel);
        let tally = self.store.puzzle_tally(&actor.id, guild).await?;
        let open = self.store.puzzle_session(&actor.id, guild).await?.is_some();
        let days = self.store.daily_days_solved(&actor.id, guild).await?;
        let streak = streak(&days, day_of(self.clock.now()));
        let leaders = self.store.puzzle_leaders(guild, LEADERS).await?;
        Ok(Reply::private(vec![line(PuzzleLine::Stats {
            tally,
            open,
            streak,
            leaders,
        })]))
    }

    /// `/puzzle daily`: today's daily puzzle of this server, opened for the player.
    pub async fn puzzle_daily(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
    ) -> Result<Reply, TableError> {
        let guild = guild_of(channel);
        let today = day_of(self.clock.now());
        let daily = self
            .store
            .daily_puzzle(guild, today)
            .await?
            .ok_or(TableError::NoDailyPuzzle)?;
        if self
            .store
            .finished_puzzles(&actor.id, guild)
            .await?
            .contains(&daily.puzzle)
        {
            return Err(TableError::DailyPuzzleDone);
        }
        let puzzle = puzzle::by_id(&daily.puzzle).ok_or(TableError::PuzzleGone)?;
        let session = self
            .store
            .open_puzzle(&actor.id, guild, &puzzle.id, Some(today), self.clock.now())
            .await?;
        self.opened(puzzle, session.version, actor.locale).await
    }

    /// The private reply of a puzzle just opened: its task, its board and its buttons.
    async fn opened(
        &self,
        puzzle: &Puzzle,
        version: i64,
        locale: Locale,
    ) -> Result<Reply, TableError> {
        let (task, game) = PuzzleTask::of(puzzle)?;
        let png = self.puzzle_board(&game, locale).await?;
        Ok(Reply::private(vec![
            line(PuzzleLine::Start(task)),
            line(PuzzleLine::HowToAnswer),
        ])
        .with_attachment("puzzle.png", png)
        .puzzle_buttons(version))
    }

    /// The sweeper's part: every server whose daily puzzle is due gets it posted (once,
    /// whatever the number of processes: the day's row is inserted once), and a post left
    /// undelivered is posted again once its claim runs out.
    pub(super) async fn daily_puzzles(&self, now: i64) -> Result<Vec<Announcement>, TableError> {
        let (day, hour) = (day_of(now), now.rem_euclid(DAY) / 3600);
        let mut out = Vec::new();
        for (guild, channel, locale) in self.store.due_daily_puzzles(day, hour).await? {
            let Some(puzzle) = daily_pick(day) else {
                break;
            };
            let post = NewDailyPuzzle {
                guild: &guild,
                day,
                puzzle: &puzzle.id,
                channel: &channel,
                locale: locale.unwrap_or(Locale::EN),
            };
            if let Some(daily) = self
                .store
                .record_daily_puzzle(&post, now, now + DAILY_LEASE)
                .await?
            {
                out.push(self.daily_announcement(&daily, None).await?);
            }
        }
        for daily in self
            .store
            .claim_daily_puzzles(now, now + DAILY_LEASE)
            .await?
        {
            tracing::info!(post = daily.id, "posting a daily puzzle left undelivered");
            out.push(
                self.daily_announcement(&daily, Some(daily.created_at))
                    .await?,
            );
        }
        Ok(out)
    }

    async fn daily_announcement(
        &self,
        daily: &DailyPuzzle,
        recorded_at: Option<i64>,
    ) -> Result<Announcement, TableError> {
        let puzzle = puzzle::by_id(&daily.puzzle).ok_or(TableError::PuzzleGone)?;
        let (task, game) = PuzzleTask::of(puzzle)?;
        let png = self.puzzle_board(&game, daily.locale).await?;
        Ok(Announcement {
            channel: ChannelRef {
                guild: Some(daily.guild.clone()),
                channel: daily.channel.clone(),
            },
            reply: Reply::public(vec![Msg::Puzzle(PuzzleLine::Daily(task))])
                .with_attachment("daily-puzzle.png", png)
                .in_language(daily.locale)
                .announcing(Announced::DailyPuzzle { post: daily.id }),
            locale: daily.locale,
            dm: None,
            recorded_at,
        })
    }

    /// The turns matching what the player typed in their open puzzle (`/puzzle answer`'s
    /// autocomplete, and `/move`'s without a game here).
    pub async fn puzzle_suggest(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        typed: &str,
    ) -> Result<Suggestions, TableError> {
        let (session, puzzle) = self.open_puzzle_of(channel, actor).await?;
        let state = PuzzleState::from_text(&session.state);
        let here = board_at(puzzle, &state)?;
        Ok(suggestions_in(&here, typed))
    }

    /// The open puzzle's stored version and its game as it stands (for the move picker).
    pub(super) async fn open_puzzle_game(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
    ) -> Result<(i64, AnyGame), TableError> {
        let (session, puzzle) = self.open_puzzle_of(channel, actor).await?;
        let game = board_at(puzzle, &PuzzleState::from_text(&session.state))?;
        Ok((session.version, game))
    }

    /// Whether the player has an open puzzle on this channel's server.
    pub async fn has_open_puzzle(&self, channel: &ChannelRef, actor: &Actor) -> bool {
        matches!(
            self.store
                .puzzle_session(&actor.id, guild_of(channel))
                .await,
            Ok(Some(_))
        )
    }

    async fn open_puzzle_of(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
    ) -> Result<(PuzzleSession, &'static Puzzle), TableError> {
        let session = self
            .store
            .puzzle_session(&actor.id, guild_of(channel))
            .await?
            .ok_or(TableError::NoPuzzle)?;
        let puzzle = puzzle::by_id(&session.puzzle).ok_or(TableError::PuzzleGone)?;
        Ok((session, puzzle))
    }

    /// A puzzle's board, for its reader, without players' names (the sides are named).
    async fn puzzle_board(&self, game: &AnyGame, locale: Locale) -> Result<Vec<u8>, TableError> {
        let view = BoardView::plain([String::new(), String::new()], locale);
        self.render_board(game, view).await
    }
}

/// The buttons under an open puzzle's board: the move picker (at the session's `version`)
/// and the solution.
trait PuzzleButtons {
    fn puzzle_buttons(self, version: i64) -> Reply;
}

impl PuzzleButtons for Reply {
    fn puzzle_buttons(self, version: i64) -> Reply {
        self.with_button(
            Action::Pick(super::PickAction::PuzzleOpen { version }),
            ButtonLabel::Move,
            ButtonStyle::Primary,
        )
        .with_button(
            Action::PuzzleSolution,
            ButtonLabel::ShowSolution,
            ButtonStyle::Secondary,
        )
    }
}

/// The puzzle's game after the turns of `state`.
fn board_at(puzzle: &Puzzle, state: &PuzzleState) -> Result<AnyGame, TableError> {
    puzzle
        .position_after(state)
        .ok()
        .and_then(|p| puzzle.game_at(&p))
        .ok_or(TableError::PuzzleGone)
}

/// Another answer moved the puzzle on first (a double click, another process): stale.
fn stale(e: StoreError) -> TableError {
    match e {
        StoreError::Conflict => TableError::Stale,
        other => other.into(),
    }
}

/// Seconds in a day: daily puzzles and streaks count days since 1970-01-01, UTC.
const DAY: i64 = 86_400;

/// How long a process holds a daily puzzle it is posting before another may post it.
const DAILY_LEASE: i64 = 120;

/// How many of the server's best solvers `/puzzle stats` lists.
const LEADERS: i64 = 5;

fn day_of(now: i64) -> i64 {
    now.div_euclid(DAY)
}

/// The puzzle of a day: every server gets the same, spread over the whole bank.
fn daily_pick(day: i64) -> Option<&'static Puzzle> {
    let bank = puzzle::bank();
    if bank.is_empty() {
        return None;
    }
    let index = crate::engine::mix(day as u64 ^ 0xDA11) % bank.len() as u64;
    bank.get(index as usize)
}

/// The days in a row, ending today or yesterday, among `days` (latest first).
fn streak(days: &[i64], today: i64) -> i64 {
    let mut expected = match days.first() {
        Some(&d) if d == today || d == today - 1 => d,
        _ => return 0,
    };
    let mut count = 0;
    for &d in days {
        if d == expected {
            count += 1;
            expected -= 1;
        } else if d < expected {
            break;
        }
    }
    count
}

/// The number in a puzzle's id (`tz-0042` 42), so that both banks interleave.
fn number(id: &str) -> u32 {
    id.rsplit('-')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_streak_counts_days_in_a_row_up_to_today_or_yesterday() {
        // The bank is the packs' (no table here to install them).
        crate::packs::install();
        assert_eq!(streak(&[], 100), 0);
        assert_eq!(streak(&[100, 99, 98, 96], 100), 3);
        assert_eq!(streak(&[99, 98], 100), 2);
        assert_eq!(streak(&[98, 97], 100), 0);
        assert_eq!(streak(&[100, 100, 99], 100), 2);
        assert!(daily_pick(20_000).is_some());
        assert_ne!(daily_pick(20_000), daily_pick(20_001));
    }
}
