//! The text of game rooms: the lines a channel hears about the games in its threads, why a
//! game could not get a thread, and `/games`.

use super::Style;
use super::names::game_name;
use crate::i18n::{self, Args, Locale};
use crate::table::{ChallengeLine, GameLine, Msg, NoRoomReason};

/// The text of a room message; `None` for messages that are not about rooms.
pub(super) fn line(msg: &Msg, locale: Locale, s: &dyn Style) -> Option<String> {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    Some(match msg {
        Msg::SeeRoom { room } => tr("room-see", Args::new().with("room", s.channel(room))),
        Msg::NoRoom { reason } => i18n::lookup(
            locale,
            match reason {
                NoRoomReason::NoPermission => "no-room-no-permission",
                NoRoomReason::InThread => "no-room-in-thread",
                NoRoomReason::ThreadsOff => "no-room-threads-off",
                NoRoomReason::Failed => "no-room-failed",
            },
        ),
        Msg::GamesList { games, challenges } => games_list(games, challenges, locale, s),
        Msg::Digest { games } => {
            let mut out = vec![tr(
                "digest-header",
                Args::new().with("count", games.len() as i64),
            )];
            out.extend(games.iter().map(|g| game_row(g, locale, s)));
            out.join("\n")
        }
        Msg::Reminder {
            player,
            spec,
            deadline,
            room,
        }
        | Msg::TurnNotice {
            player,
            spec,
            deadline,
            room,
        } => tr(
            if matches!(msg, Msg::Reminder { .. }) {
                "reminder"
            } else {
                "turn-notice"
            },
            Args::new()
                .with("player", s.user(player))
                .with("game", game_name(locale, *spec))
                .with("room", s.channel(room))
                .with("deadline", s.time(*deadline, locale)),
        ),
        Msg::RemindersSet { dm } => i18n::lookup(
            locale,
            if *dm {
                "reminders-dm"
            } else {
                "reminders-ping"
            },
        ),
        Msg::VacationStarted {
            until,
            paused,
            left,
        } => tr(
            "vacation-started",
            Args::new()
                .with("until", s.time(*until, locale))
                .with("paused", *paused as i64)
                .with("left", *left),
        ),
        Msg::Muted { on } => i18n::lookup(locale, if *on { "muted" } else { "unmuted" }),
        Msg::VacationEnded { taken, left } => tr(
            "vacation-ended",
            Args::new().with("taken", *taken).with("left", *left),
        ),
        Msg::SettingsSaved => i18n::lookup(locale, "settings-saved"),
        Msg::AdminsOnly => i18n::lookup(locale, "refused-admins-only"),
        Msg::Settings {
            locale: language,
            threads,
            time,
            hints_in_rated,
            challenge_channels,
            moderator_role,
            organizer_role,
            vacation_days,
            daily_puzzle,
            web,
        } => {
            let mut out = vec![i18n::lookup(locale, "settings-header")];
            out.push(match language {
                Some(l) => tr(
                    "settings-language",
                    Args::new().with("language", l.language().name),
                ),
                None => i18n::lookup(locale, "settings-language-default"),
            });
            let state = match threads {
                Some(true) => "on",
                Some(false) => "off",
                None => "default",
            };
            out.push(tr("settings-threads", Args::new().with("state", state)));
            out.push(tr(
                "settings-turn-time",
                Args::new().with("clock", super::time_control_text(locale, time)),
            ));
            let allowed = if *hints_in_rated { "yes" } else { "no" };
            out.push(tr("settings-hints", Args::new().with("allowed", allowed)));
            out.push(if challenge_channels.is_empty() {
                i18n::lookup(locale, "settings-channels-all")
            } else {
                tr(
                    "settings-channels",
                    Args::new().with("channels", channels(challenge_channels, s)),
                )
            });
            out.push(match moderator_role {
                Some(role) => tr(
                    "settings-moderator",
                    Args::new().with("role", format!("<@&{role}>")),
                ),
                None => i18n::lookup(locale, "settings-moderator-none"),
            });
            out.push(match organizer_role {
                Some(role) => tr(
                    "settings-organizer",
                    Args::new().with("role", format!("<@&{role}>")),
                ),
                None => i18n::lookup(locale, "settings-organizer-none"),
            });
            out.push(tr(
                "settings-vacation-days",
                Args::new().with("days", *vacation_days),
            ));
            out.push(match daily_puzzle {
                Some((channel, hour)) => tr(
                    "settings-daily-puzzle",
                    Args::new()
                        .with("channel", s.channel(channel))
                        .with("hour", *hour),
                ),
                None => i18n::lookup(locale, "settings-daily-puzzle-none"),
            });
            let state = if *web { "on" } else { "off" };
            out.push(tr("settings-web", Args::new().with("state", state)));
            out.join("\n")
        }
        _ => return None,
    })
}

/// Channels as links, comma-separated.
pub(super) fn channels(ids: &[String], s: &dyn Style) -> String {
    ids.iter()
        .map(|c| s.channel(c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The refusal of a game command in a channel whose games are in threads.
pub(super) fn games_in_threads(rooms: &[String], locale: Locale, s: &dyn Style) -> String {
    let rooms: Vec<String> = rooms.iter().map(|r| s.channel(r)).collect();
    i18n::text(
        locale,
        "refused-games-in-threads",
        &Args::new().with("rooms", rooms.join(", ")),
    )
}

/// A game thread's name: "TZAAR · ana vs bruno" (the front end trims it to its limit).
pub fn thread_name(spec: crate::games::GameSpec, names: [&str; 2], locale: Locale) -> String {
    i18n::text(
        locale,
        "thread-name",
        &Args::new()
            .with("game", game_name(locale, spec))
            .with("first", names[0].to_string())
            .with("second", names[1].to_string()),
    )
}

/// A tournament game's thread name in `locale`: "Winter cup, round 2 · ana vs bruno".
pub fn tournament_thread_name(
    tournament: &str,
    round: u32,
    names: [&str; 2],
    locale: Locale,
) -> String {
    i18n::text(
        locale,
        "thread-name-tournament",
        &Args::new()
            .with("tournament", tournament.to_string())
            .with("round", i64::from(round))
            .with("first", names[0].to_string())
            .with("second", names[1].to_string()),
    )
}

/// One game of `/games` or of the daily digest: its game, opponent, whose turn, the clock,
/// where; with the reader's bank and the tournament when there are.
fn game_row(g: &GameLine, locale: Locale, s: &dyn Style) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let yours = g.to_move != g.opponent;
    let row = tr(
        "games-row",
        Args::new()
            .with("game", game_name(locale, g.spec))
            .with("opponent", s.user(&g.opponent))
            .with("turn", if yours { "yours" } else { "other" })
            .with("to-move", s.user(&g.to_move))
            .with(
                "clock",
                if g.paused_until.is_some() {
                    "paused"
                } else {
                    "running"
                },
            )
            .with(
                "deadline",
                g.paused_until
                    .or(g.deadline)
                    .map_or_else(String::new, |t| s.time(t, locale)),
            )
            .with("room", s.channel(&g.room)),
    );
    let row = match g.my_bank {
        Some(left) => tr(
            "games-row-bank",
            Args::new()
                .with("row", row)
                .with("bank", super::duration(locale, left)),
        ),
        None => row,
    };
    match &g.tournament {
        Some(name) => tr(
            "games-row-tournament",
            Args::new()
                .with("row", row)
                .with("tournament", name.clone()),
        ),
        None => row,
    }
}

fn games_list(
    games: &[GameLine],
    challenges: &[ChallengeLine],
    locale: Locale,
    s: &dyn Style,
) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    if games.is_empty() && challenges.is_empty() {
        return i18n::lookup(locale, "games-none");
    }
    let mut out = Vec::new();
    if !games.is_empty() {
        out.push(i18n::lookup(locale, "games-header"));
    }
    for g in games {
        out.push(game_row(g, locale, s));
    }
    if !challenges.is_empty() {
        out.push(i18n::lookup(locale, "games-challenges"));
    }
    for c in challenges {
        let args = Args::new()
            .with("challenger", s.user(&c.challenger))
            .with("game", game_name(locale, c.spec))
            .with("channel", s.channel(&c.channel))
            .with("expires", s.time(c.expires_at, locale));
        out.push(match &c.opponent {
            Some(o) => tr("games-challenge", args.with("opponent", s.user(o))),
            None => tr("games-challenge-open", args),
        });
    }
    out.join("\n")
}
