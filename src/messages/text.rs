//! Each message key's catalogue id and arguments: the one mapping from [`Msg`] to text.

use super::names::{choice_name, game_args, game_name, level_name, side_name};
use super::{Style, duration, moves, signed};
use crate::domain::Seat;
use crate::games::value::Value;
use crate::i18n::{self, Args, Locale};
use crate::table::options::OptionError;
use crate::table::{LeagueRefusal, Msg, PROVISIONAL_GAMES, TableError, TournamentRefusal};

/// The text of a message in a language.
pub fn text(msg: &Msg, locale: Locale, s: &dyn Style) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    match msg {
        Msg::Button(label) => super::button(*label, locale),
        Msg::Challenge {
            challenger,
            opponent,
            spec,
            challenger_seat,
            time,
            expires_at,
            rated,
        } => {
            let mut args = Args::new()
                .with("challenger", s.user(challenger))
                .with("game", game_name(locale, *spec))
                .with("clock", super::time_control_text(locale, time))
                .with("expires", s.time(*expires_at, locale));
            match challenger_seat {
                Some(seat) => {
                    args.set("side", "chosen");
                    args.set("side-name", side_name(locale, *spec, *seat));
                }
                None => {
                    args.set("side", "random");
                    args.set("side-name", "");
                }
            }
            let text = match opponent {
                Some(o) => tr("challenge", args.with("opponent", s.user(o))),
                None => tr("challenge-open", args),
            };
            if *rated {
                text
            } else {
                format!("{text} {}", i18n::lookup(locale, "challenge-unrated"))
            }
        }
        Msg::ChallengeDeclined { challenger, by } => tr(
            "challenge-declined",
            Args::new()
                .with("by", s.user(by))
                .with("challenger", s.user(challenger)),
        ),
        Msg::ChallengeCancelled { challenger } => tr(
            "challenge-cancelled",
            Args::new().with("challenger", s.user(challenger)),
        ),
        Msg::ChallengeExpired { challenger } => tr(
            "challenge-expired",
            Args::new().with("challenger", s.user(challenger)),
        ),
        Msg::GameStarted {
            spec,
            players,
            level,
        } => {
            let args = Args::new()
                .with("game", game_name(locale, *spec))
                .with("first", s.user(&players[0]))
                .with("first-side", side_name(locale, *spec, Seat::First))
                .with("second", s.user(&players[1]))
                .with("second-side", side_name(locale, *spec, Seat::Second));
            match level {
                Some(level) => tr(
                    "game-started-computer",
                    args.with("level", level_name(locale, *level)),
                ),
                None => tr("game-started", args),
            }
        }
        Msg::ToMove {
            player,
            spec,
            seat,
            hint,
            deadline,
            waiting_bank,
            vacation_until,
        } => {
            let mut line = tr(
                "to-move",
                Args::new()
                    .with("player", s.user(player))
                    .with("side", side_name(locale, *spec, *seat))
                    .with("hint", i18n::lookup(locale, hint.0)),
            );
            if let Some(t) = deadline {
                let time = tr(
                    "time-runs-out",
                    Args::new().with("deadline", s.time(*t, locale)),
                );
                line = format!("{line} {time}");
            }
            if let Some(until) = vacation_until {
                let away = tr(
                    "on-vacation",
                    Args::new()
                        .with("player", s.user(player))
                        .with("until", s.time(*until, locale)),
                );
                line = format!("{line} {away}");
            }
            if let Some((waiting, left)) = waiting_bank {
                let bank = tr(
                    "waiting-bank",
                    Args::new()
                        .with("player", s.user(waiting))
                        .with("left", duration(locale, *left)),
                );
                line = format!("{line} {bank}");
            }
            line
        }
        Msg::Moved { player, moves } => tr(
            "moved",
            Args::new()
                .with("player", s.user(player))
                .with("moves", super::written_moves(locale, moves)),
        ),
        Msg::GameOver {
            spec,
            players,
            outcome,
        } => {
            let mut args = game_args(*spec);
            if let Some(winner) = outcome.winner {
                args.set("winner", s.user(&players[winner.index()]));
                args.set("side", side_name(locale, *spec, winner));
                args.set("loser-side", side_name(locale, *spec, winner.other()));
            }
            tr(&format!("game-over-{}", outcome.reason.key()), args)
        }
        Msg::RatingChange { players, deltas } => tr(
            "rating-change",
            Args::new()
                .with("first", s.user(&players[0]))
                .with("first-delta", signed(locale, deltas[0]))
                .with("second", s.user(&players[1]))
                .with("second-delta", signed(locale, deltas[1])),
        ),
        Msg::UndoRequested { by, opponent } => tr(
            "undo-requested",
            Args::new()
                .with("by", s.user(by))
                .with("opponent", s.user(opponent)),
        ),
        Msg::UndoDone { count } => tr("undo-done", Args::new().with("count", *count as i64)),
        Msg::UndoRefused { by } => tr("undo-refused", Args::new().with("by", s.user(by))),
        Msg::DrawOffered { by, opponent } => tr(
            "draw-offered",
            Args::new()
                .with("by", s.user(by))
                .with("opponent", s.user(opponent)),
        ),
        Msg::DrawRefused { by } => tr("draw-refused", Args::new().with("by", s.user(by))),
        Msg::Aborted { by } => tr("aborted", Args::new().with("by", s.user(by))),
        Msg::NothingHere => i18n::lookup(locale, "nothing-here"),
        Msg::ChallengeWaiting {
            challenger,
            opponent,
            spec,
            expires_at,
        } => {
            let args = Args::new()
                .with("challenger", s.user(challenger))
                .with("game", game_name(locale, *spec))
                .with("expires", s.time(*expires_at, locale));
            match opponent {
                Some(o) => tr("challenge-waiting", args.with("opponent", s.user(o))),
                None => tr("challenge-waiting-open", args),
            }
        }
        Msg::GameInProgress {
            spec,
            players,
            ply,
            level,
        } => {
            let args = Args::new()
                .with("game", game_name(locale, *spec))
                .with("first", s.user(&players[0]))
                .with("second", s.user(&players[1]))
                .with("ply", *ply);
            match level {
                Some(level) => tr(
                    "game-in-progress-computer",
                    args.with("level", level_name(locale, *level)),
                ),
                None => tr("game-in-progress", args),
            }
        }
        Msg::QuietCount { moves } => {
            tr("quiet-count", Args::new().with("moves", i64::from(*moves)))
        }
        Msg::History { record } => format!("```\n{record}```"),
        Msg::Stats {
            user,
            rows,
            unrated,
        } => {
            if rows.is_empty() && unrated.games == 0 {
                return tr("stats-none", Args::new().with("user", s.user(user)));
            }
            let mut out = tr("stats-header", Args::new().with("user", s.user(user)));
            let provisional = |games: i64| games < PROVISIONAL_GAMES;
            for r in rows {
                out.push('\n');
                let mark = if provisional(r.games) { "?" } else { "" };
                out.push_str(&tr(
                    "stats-row",
                    Args::new()
                        .with("game", choice_name(locale, r.pool))
                        .with("rating", format!("{:.0}{mark}", r.rating))
                        .with("games", r.games)
                        .with("wins", r.wins)
                        .with("losses", r.losses)
                        .with("draws", r.draws),
                ));
            }
            if unrated.games > 0 {
                out.push('\n');
                out.push_str(&tr(
                    "stats-computer",
                    Args::new()
                        .with("games", unrated.games)
                        .with("wins", unrated.wins)
                        .with("losses", unrated.losses)
                        .with("draws", unrated.draws),
                ));
            }
            if rows.iter().any(|r| provisional(r.games)) {
                out.push('\n');
                out.push_str(&tr(
                    "stats-provisional",
                    Args::new().with("games", PROVISIONAL_GAMES),
                ));
            }
            out
        }
        Msg::Leaderboard {
            pool,
            rows,
            left_out,
        } => {
            let game = choice_name(locale, *pool);
            let left_out = (*left_out > 0).then(|| {
                tr(
                    "leaderboard-left-out",
                    Args::new()
                        .with("count", *left_out)
                        .with("games", PROVISIONAL_GAMES),
                )
            });
            let mut out = if rows.is_empty() {
                tr("leaderboard-none", Args::new().with("game", game))
            } else {
                tr("leaderboard-header", Args::new().with("game", game))
            };
            for (i, r) in rows.iter().enumerate() {
                out.push('\n');
                out.push_str(&tr(
                    "leaderboard-row",
                    Args::new()
                        .with("rank", i as i64 + 1)
                        .with("name", r.name.clone().unwrap_or_else(|| s.user(&r.user_id)))
                        .with("rating", format!("{:.0}", r.rating))
                        .with("games", r.games)
                        .with("wins", r.wins),
                ));
            }
            if let Some(line) = left_out {
                out.push('\n');
                out.push_str(&line);
            }
            out
        }
        Msg::Refused(e) => refusal(e, locale, s),
        Msg::Internal => i18n::lookup(locale, "internal"),
        Msg::NoMatchingMove => i18n::lookup(locale, "no-matching-move"),
        Msg::MovesShown { shown, total } => tr(
            "moves-shown",
            Args::new()
                .with("shown", *shown as i64)
                .with("total", *total as i64),
        ),
        Msg::NotYourTurnToList => i18n::lookup(locale, "not-your-turn-to-list"),
        Msg::OptionNotForGame { option } => tr(
            "option-not-for-game",
            Args::new().with("option", option_name(locale, option)),
        ),
        Msg::BadOptionValue { option, value } => tr(
            &format!("option-bad-{option}"),
            Args::new().with("n", i64::from(*value)),
        ),
        Msg::NoSuchSide { side } => tr("option-no-such-side", Args::new().with("side", *side)),
        Msg::Rules { game } => i18n::lookup(locale, &format!("rules-{}", game.key())),
        Msg::Help => i18n::lookup(locale, "help"),
        Msg::HelpAnywhere => i18n::lookup(locale, "help-anywhere"),
        Msg::ModeratorsOnly => i18n::lookup(locale, "moderators-only"),
        Msg::BadOptions => i18n::lookup(locale, "bad-options"),
        Msg::GuildOnly => i18n::lookup(locale, "guild-only"),
        Msg::UnknownButton => i18n::lookup(locale, "button-unknown"),
        Msg::ExactValue {
            spec,
            to_move,
            value,
        } => {
            let (winner, plies) = match value {
                Some(Value::Win(n)) => (*to_move, *n),
                Some(Value::Loss(n)) => (to_move.other(), *n),
                Some(Value::Draw) => return i18n::lookup(locale, "exact-value-draw"),
                None => return i18n::lookup(locale, "exact-value-unknown"),
            };
            let word = spec.kind().def().side_words()[winner.index()];
            tr(
                "exact-value-win",
                game_args(*spec)
                    .with("side-word", word)
                    .with("plies", i64::from(plies)),
            )
        }
        Msg::Hint { moves, exact } => {
            let args = Args::new().with("moves", super::written_moves(locale, moves));
            match exact {
                None => tr("hint", args),
                Some(Value::Win(n)) => tr("hint-exact-win", args.with("plies", *n)),
                Some(Value::Loss(n)) => tr("hint-exact-loss", args.with("plies", *n)),
                Some(Value::Draw) => tr("hint-exact-draw", args),
            }
        }
        Msg::Picker(line) => super::picker::line(locale, line),
        Msg::Tournament(line) => super::tournaments::line(line, locale, s),
        Msg::League(line) => super::leagues::line(line, locale, s),
        Msg::Analysis(line) => super::analysis::line(line, locale, s),
        Msg::Puzzle(line) => super::puzzles::line(line, locale, s),
        Msg::Record(line) => super::records::line(line, locale),
        Msg::GameOpened {
            spec,
            players,
            level,
            room,
        } => {
            let started = Msg::GameStarted {
                spec: *spec,
                players: players.clone(),
                level: *level,
            };
            let room = tr("room-opened", Args::new().with("room", s.channel(room)));
            format!("{} {room}", text(&started, locale, s))
        }
        Msg::SeeRoom { .. }
        | Msg::NoRoom { .. }
        | Msg::GamesList { .. }
        | Msg::Reminder { .. }
        | Msg::TurnNotice { .. }
        | Msg::RemindersSet { .. }
        | Msg::VacationStarted { .. }
        | Msg::Muted { .. }
        | Msg::Digest { .. }
        | Msg::VacationEnded { .. }
        | Msg::Settings { .. }
        | Msg::SettingsSaved
        | Msg::AdminsOnly => super::rooms::line(msg, locale, s).unwrap_or_default(),
        Msg::ReminderSettings { .. } => super::reminders::line(msg, locale).unwrap_or_default(),
    }
}

/// A challenge option's name as the reader's client shows it.
fn option_name(locale: Locale, option: &str) -> String {
    i18n::text_or_none(locale, &format!("opt-challenge-{option}"), &Args::new())
        .unwrap_or_else(|| option.to_string())
}

/// Why the play layer refused something.
fn refusal(e: &TableError, locale: Locale, s: &dyn Style) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let id = match e {
        TableError::NoGame => "refused-no-game",
        TableError::NotAPlayer => "refused-not-a-player",
        TableError::NotYourTurn { to_move } => {
            return tr(
                "refused-not-your-turn",
                Args::new().with("to-move", s.user(to_move)),
            );
        }
        TableError::Illegal(err) => {
            return tr(
                "refused-illegal",
                Args::new().with("reason", moves::move_error(locale, err)),
            );
        }
        TableError::GamesInThreads { rooms } => {
            return super::rooms::games_in_threads(rooms, locale, s);
        }
        TableError::ChallengesNotHere { channels } => {
            return tr(
                "refused-challenges-not-here",
                Args::new().with("channels", super::rooms::channels(channels, s)),
            );
        }
        TableError::NotInServer => "guild-only",
        TableError::RematchOffered => "refused-rematch-offered",
        TableError::TournamentRematch => "refused-tournament-rematch",
        TableError::NotOver => "refused-not-over",
        TableError::NoSuchGame => "refused-no-such-game",
        TableError::NothingToAnalyze => "refused-nothing-to-analyze",
        TableError::AnalysisInProgress => "refused-analysis-in-progress",
        TableError::NoPuzzle => "refused-no-puzzle",
        TableError::PuzzleGone => "refused-puzzle-gone",
        TableError::PuzzleWholeTurn => "refused-puzzle-whole-turn",
        TableError::NoDailyPuzzle => "refused-no-daily-puzzle",
        TableError::DailyPuzzleDone => "refused-daily-puzzle-done",
        TableError::BadSetting => "refused-bad-setting",
        TableError::MoveTooLong => "refused-move-too-long",
        TableError::PositionChanged => "refused-position-changed",
        TableError::ChannelBusy => "refused-channel-busy",
        TableError::ChallengePending => "refused-challenge-pending",
        TableError::NoChallenge => "refused-no-challenge",
        TableError::ChallengeGone => "refused-challenge-gone",
        TableError::ChallengeExpired => "refused-challenge-expired",
        TableError::OwnChallenge => "refused-own-challenge",
        TableError::DeclineOwn => "refused-decline-own",
        TableError::NotForYou => "refused-not-for-you",
        TableError::NotChallenger => "refused-not-challenger",
        TableError::CannotChallengeSelf => "refused-cannot-challenge-self",
        TableError::ComputerUnavailable => "refused-computer-unavailable",
        TableError::LevelWithoutComputer => "refused-level-without-computer",
        TableError::PerfectNotForGame => "refused-perfect-not-for-game",
        TableError::PerfectWithoutTables => "refused-perfect-without-tables",
        TableError::ComputerUnrated => "refused-computer-unrated",
        TableError::NoHintsInRated => "refused-no-hints-in-rated",
        TableError::NoValueInRated => "refused-no-value-in-rated",
        TableError::NoDraws => "refused-no-draws",
        TableError::NoOffer => "refused-no-offer",
        TableError::OwnOffer => "refused-own-offer",
        TableError::NothingToUndo => "refused-nothing-to-undo",
        TableError::CannotPass => "refused-cannot-pass",
        TableError::BadTurnTime { min, max } => {
            return tr(
                "refused-bad-turn-time",
                Args::new()
                    .with("min", duration(locale, *min))
                    .with("max", duration(locale, *max)),
            );
        }
        TableError::BadTimeControl(e) => return super::time_control_error_text(locale, e),
        TableError::BadQuietHours(e) => return super::reminders::quiet_hours_error_text(locale, e),
        TableError::BadTimeZone(e) => return super::reminders::time_zone_error_text(locale, e),
        TableError::QuietHoursNeedTimeZone => "refused-quiet-needs-zone",
        TableError::DigestNeedsTimeZone => "refused-digest-needs-zone",
        TableError::OutOfTime => "refused-out-of-time",
        TableError::VacationNotHere => "refused-vacation-not-here",
        TableError::NoVacationDays => "refused-no-vacation-days",
        TableError::NoVacation => "refused-no-vacation",
        TableError::VacationRunning { until } => {
            return tr(
                "refused-vacation-running",
                Args::new().with("until", s.time(*until, locale)),
            );
        }
        TableError::BadVacationDays { left } => {
            return tr("refused-vacation-days", Args::new().with("left", *left));
        }
        TableError::BadVacationAllowance { max } => {
            return tr("refused-vacation-allowance", Args::new().with("max", *max));
        }
        TableError::GameOver => "refused-game-over",
        TableError::Stale => "refused-stale",
        // A game option refused as `/challenge` refuses it, in the same words.
        TableError::Tournament(TournamentRefusal::BadOption(e))
        | TableError::League(LeagueRefusal::BadOption(e)) => {
            let msg = match *e {
                OptionError::NotForThisGame(option) => Msg::OptionNotForGame { option },
                OptionError::BadValue { option, value } => Msg::BadOptionValue { option, value },
                OptionError::NoSuchSide(side) => Msg::NoSuchSide { side: side.key() },
            };
            return text(&msg, locale, s);
        }
        TableError::Tournament(r) => return super::tournaments::refusal(r, locale),
        TableError::League(r) => return super::leagues::refusal(r, locale),
        TableError::Record(r) => return super::records::refusal(r, locale),
        TableError::Store(_)
        | TableError::Corrupt { .. }
        | TableError::Task { .. }
        | TableError::Render(_)
        | TableError::Bug(_) => "internal",
    };
    i18n::lookup(locale, id)
}
