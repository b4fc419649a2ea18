//! The text of tournament lines and refusals (issue 27): the sign-up message, rounds with
//! their results, standings with their tie-breaks, winners.

use super::Style;
use super::names::game_name;
use crate::i18n::{self, Args, Locale};
use crate::table::{
    PairingLine, StandingLine, TournamentLine, TournamentRefusal, TournamentSummary,
};
use crate::tournament::{Format, Seat, Status, Tiebreak};

/// The text of one tournament line.
pub(super) fn line(t: &TournamentLine, locale: Locale, s: &dyn Style) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    match t {
        TournamentLine::SignUp {
            id,
            name,
            spec,
            format,
            rated,
            time,
            max_players,
            starts_at,
            organizer,
            players,
        } => {
            let rounds = match format {
                Format::Swiss { rounds } => i64::from(*rounds),
                _ => 0,
            };
            let format = tr(
                "tournament-format",
                Args::new()
                    .with("format", format.key())
                    .with("rounds", rounds),
            );
            let mut out = vec![tr(
                "tournament-signup",
                Args::new()
                    .with("name", name.clone())
                    .with("id", *id)
                    .with("game", game_name(locale, *spec))
                    .with("format", format)
                    .with("clock", super::time_control_text(locale, time))
                    .with("max", i64::from(*max_players))
                    .with("organizer", s.user(organizer)),
            )];
            out.push(tr(
                "tournament-signup-rated",
                Args::new().with("rated", if *rated { "yes" } else { "no" }),
            ));
            out.push(match starts_at {
                Some(at) => tr(
                    "tournament-signup-starts",
                    Args::new().with("time", s.time(*at, locale)),
                ),
                None => i18n::lookup(locale, "tournament-signup-by-organizer"),
            });
            let names: Vec<String> = players.iter().map(|p| s.user(p)).collect();
            out.push(tr(
                "tournament-signup-players",
                Args::new()
                    .with("count", players.len() as i64)
                    .with("players", names.join(", ")),
            ));
            out.join("\n")
        }
        TournamentLine::Joined {
            name,
            player,
            count,
            max,
        } => tr(
            "tournament-joined",
            Args::new()
                .with("player", s.user(player))
                .with("name", name.clone())
                .with("count", i64::from(*count))
                .with("max", i64::from(*max)),
        ),
        TournamentLine::Left { name, player, .. } => tr(
            "tournament-left",
            Args::new()
                .with("player", s.user(player))
                .with("name", name.clone()),
        ),
        TournamentLine::Cancelled { name, too_few } => tr(
            if *too_few {
                "tournament-cancelled-too-few"
            } else {
                "tournament-cancelled"
            },
            Args::new().with("name", name.clone()),
        ),
        TournamentLine::Started {
            name,
            players,
            rounds,
        } => tr(
            "tournament-started",
            Args::new()
                .with("name", name.clone())
                .with("players", i64::from(*players))
                .with("rounds", i64::from(*rounds)),
        ),
        TournamentLine::Round {
            name,
            round,
            total,
            pairings,
            bye,
        } => {
            let mut out = vec![tr(
                "tournament-round",
                Args::new()
                    .with("name", name.clone())
                    .with("round", i64::from(*round))
                    .with("total", i64::from(*total)),
            )];
            out.extend(pairings.iter().map(|p| pairing(p, locale, s)));
            if let Some(bye) = bye {
                out.push(tr(
                    "tournament-bye",
                    Args::new().with("player", s.user(bye)),
                ));
            }
            out.join("\n")
        }
        TournamentLine::Standings {
            name,
            last,
            complete_rounds,
            tiebreaks,
            rows,
        } => {
            let mut out = vec![if *last {
                tr(
                    "tournament-standings-final",
                    Args::new().with("name", name.clone()),
                )
            } else {
                tr(
                    "tournament-standings",
                    Args::new()
                        .with("name", name.clone())
                        .with("rounds", i64::from(*complete_rounds)),
                )
            }];
            out.extend(rows.iter().map(|r| standing(r, tiebreaks, locale, s)));
            out.join("\n")
        }
        TournamentLine::Winners { name, winners } => {
            let names: Vec<String> = winners.iter().map(|w| s.user(w)).collect();
            tr(
                "tournament-winners",
                Args::new()
                    .with("name", name.clone())
                    .with("count", winners.len() as i64)
                    .with("winners", names.join(", ")),
            )
        }
        TournamentLine::Withdrew {
            name,
            player,
            by,
            forfeit,
        } => {
            let args = Args::new()
                .with("player", s.user(player))
                .with("name", name.clone());
            let text = match by {
                Some(by) => tr("tournament-removed", args.with("by", s.user(by))),
                None => tr("tournament-withdrew", args),
            };
            if *forfeit {
                format!("{text} {}", i18n::lookup(locale, "tournament-forfeit"))
            } else {
                text
            }
        }
        TournamentLine::NotStarted { name } => tr(
            "tournament-not-started",
            Args::new().with("name", name.clone()),
        ),
        TournamentLine::NoThread {
            name,
            round,
            board,
            first,
            second,
        } => tr(
            "tournament-no-thread",
            Args::new()
                .with("name", name.clone())
                .with("round", i64::from(*round))
                .with("board", i64::from(*board))
                .with("first", s.user(first))
                .with("second", s.user(second)),
        ),
        TournamentLine::List { tournaments } => {
            if tournaments.is_empty() {
                return i18n::lookup(locale, "tournament-list-none");
            }
            let mut out = vec![i18n::lookup(locale, "tournament-list")];
            out.extend(tournaments.iter().map(|t| listed(t, locale, s)));
            out.join("\n")
        }
    }
}

/// A tournament's line in `/tournament list`: what it plays, where, and how far it has got.
fn listed(t: &TournamentSummary, locale: Locale, s: &dyn Style) -> String {
    let rounds = match t.format {
        Format::Swiss { rounds } => i64::from(rounds),
        _ => 0,
    };
    let format = i18n::text(
        locale,
        "tournament-format",
        &Args::new()
            .with("format", t.format.key())
            .with("rounds", rounds),
    );
    let state = match t.status {
        Status::Open => match t.starts_at {
            Some(at) => i18n::text(
                locale,
                "tournament-list-open-starts",
                &Args::new()
                    .with("count", i64::from(t.players))
                    .with("max", i64::from(t.max_players))
                    .with("time", s.time(at, locale)),
            ),
            None => i18n::text(
                locale,
                "tournament-list-open",
                &Args::new()
                    .with("count", i64::from(t.players))
                    .with("max", i64::from(t.max_players)),
            ),
        },
        Status::Running => i18n::text(
            locale,
            "tournament-list-running",
            &Args::new()
                .with("round", i64::from(t.round))
                .with("total", i64::from(t.total_rounds))
                .with("count", i64::from(t.players)),
        ),
        Status::Finished => {
            let names: Vec<String> = t.winners.iter().map(|w| s.user(w)).collect();
            i18n::text(
                locale,
                "tournament-list-finished",
                &Args::new()
                    .with("count", t.winners.len() as i64)
                    .with("winners", names.join(", ")),
            )
        }
        Status::Cancelled => i18n::lookup(locale, "tournament-list-cancelled"),
    };
    i18n::text(
        locale,
        "tournament-list-entry",
        &Args::new()
            .with("id", t.id)
            .with("name", t.name.clone())
            .with("game", game_name(locale, t.spec))
            .with("format", format)
            .with("channel", s.channel(&t.channel))
            .with("state", state),
    )
}

/// A pairing: who plays whom (and where), or how it ended.
fn pairing(p: &PairingLine, locale: Locale, s: &dyn Style) -> String {
    let args = Args::new()
        .with("board", i64::from(p.board))
        .with("first", s.user(&p.first))
        .with("second", s.user(&p.second));
    let Some(result) = p.result else {
        return match &p.room {
            Some(room) => i18n::text(
                locale,
                "tournament-pairing-room",
                &args.with("room", s.channel(room)),
            ),
            None => i18n::text(locale, "tournament-pairing", &args),
        };
    };
    let score = format!(
        "{}–{}",
        result.points_of(Seat::First),
        result.points_of(Seat::Second)
    );
    let id = if result.is_forfeit() {
        "tournament-pairing-forfeit"
    } else {
        "tournament-pairing-result"
    };
    i18n::text(locale, id, &args.with("score", score))
}

/// A line of the standings: place, player, points and tie-breaks.
fn standing(r: &StandingLine, tiebreaks: &[Tiebreak], locale: Locale, s: &dyn Style) -> String {
    let rank = if r.shared {
        format!("{}=", r.rank)
    } else {
        r.rank.to_string()
    };
    let breaks: Vec<String> = tiebreaks
        .iter()
        .zip(&r.tiebreaks)
        .map(|(t, v)| {
            let id = match t {
                Tiebreak::Buchholz => "tournament-tiebreak-buchholz",
                Tiebreak::SonnebornBerger => "tournament-tiebreak-sonneborn-berger",
                Tiebreak::DirectEncounter => "tournament-tiebreak-direct-encounter",
            };
            i18n::text(locale, id, &Args::new().with("value", v.to_string()))
        })
        .collect();
    let id = if r.withdrawn {
        "tournament-standing-withdrawn"
    } else {
        "tournament-standing"
    };
    i18n::text(
        locale,
        id,
        &Args::new()
            .with("rank", rank)
            .with("player", s.user(&r.user))
            .with("points", r.points.to_string())
            .with("tiebreaks", breaks.join(", ")),
    )
}

/// Why a tournament command was refused.
pub(super) fn refusal(r: &TournamentRefusal, locale: Locale) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let max = |id: &str, max: i64| tr(id, Args::new().with("max", max));
    let id = match r {
        TournamentRefusal::NotModerator => "refused-tournament-not-moderator",
        TournamentRefusal::NotOrganizer => "refused-tournament-not-organizer",
        TournamentRefusal::NoTournament => "refused-tournament-none",
        TournamentRefusal::NotOpen => "refused-tournament-not-open",
        TournamentRefusal::Full { max: m } => return max("refused-tournament-full", i64::from(*m)),
        TournamentRefusal::AlreadyJoined => "refused-tournament-already-joined",
        TournamentRefusal::NotEntered => "refused-tournament-not-entered",
        TournamentRefusal::AlreadyWithdrawn => "refused-tournament-already-withdrawn",
        TournamentRefusal::NotRunning => "refused-tournament-not-running",
        TournamentRefusal::Over => "refused-tournament-over",
        TournamentRefusal::EmptyName => "refused-tournament-empty-name",
        TournamentRefusal::NameTooLong { max: m } => {
            return max("refused-tournament-name-too-long", *m as i64);
        }
        TournamentRefusal::BadMaxPlayers { max: m } => {
            return max("refused-tournament-bad-max-players", i64::from(*m));
        }
        TournamentRefusal::BadRounds { max: m } => {
            return max("refused-tournament-bad-rounds", i64::from(*m));
        }
        TournamentRefusal::StartInPast => "refused-tournament-start-in-past",
        TournamentRefusal::RoundsWithoutSwiss => "refused-tournament-rounds-without-swiss",
        TournamentRefusal::BadStartIn => "refused-tournament-bad-start-in",
        TournamentRefusal::NotAnOption(option) => {
            let name = i18n::text_or_none(locale, &format!("opt-challenge-{option}"), &Args::new())
                .unwrap_or_else(|| option.to_string());
            return tr(
                "refused-tournament-not-an-option",
                Args::new().with("option", name),
            );
        }
        // Written by the caller, in `/challenge`'s words.
        TournamentRefusal::BadOption(_) => "internal",
    };
    i18n::lookup(locale, id)
}
