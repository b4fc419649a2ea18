//! The text of league lines and refusals (issue 27): the sign-up, a season's divisions, who
//! went up and down, the divisions' headings in the standings, the list.

use super::Style;
use super::names::game_name;
use crate::i18n::{self, Args, Locale};
use crate::table::{LeagueLine, LeagueMove, LeagueRefusal, LeagueSummary};

/// The text of one league line.
pub(super) fn line(l: &LeagueLine, locale: Locale, s: &dyn Style) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let names = |users: &[String]| {
        users
            .iter()
            .map(|u| s.user(u))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match l {
        LeagueLine::SignUp {
            id,
            name,
            spec,
            rated,
            time,
            division_size,
            promoted,
            relegated,
            organizer,
            players,
            season,
        } => {
            let mut out = vec![tr(
                "league-signup",
                Args::new()
                    .with("name", name.clone())
                    .with("id", *id)
                    .with("game", game_name(locale, *spec))
                    .with("clock", super::time_control_text(locale, time))
                    .with("size", i64::from(*division_size))
                    .with("organizer", s.user(organizer)),
            )];
            out.push(tr(
                "league-signup-moves",
                Args::new()
                    .with("promoted", i64::from(*promoted))
                    .with("relegated", i64::from(*relegated)),
            ));
            out.push(tr(
                "tournament-signup-rated",
                Args::new().with("rated", if *rated { "yes" } else { "no" }),
            ));
            out.push(if *season == 0 {
                i18n::lookup(locale, "league-signup-by-organizer")
            } else {
                tr(
                    "league-signup-season",
                    Args::new().with("season", i64::from(*season)),
                )
            });
            out.push(tr(
                "league-signup-players",
                Args::new()
                    .with("count", players.len() as i64)
                    .with("players", names(players)),
            ));
            out.join("\n")
        }
        LeagueLine::Joined { name, player } => tr(
            "league-joined",
            Args::new()
                .with("player", s.user(player))
                .with("name", name.clone()),
        ),
        LeagueLine::Left { name, player } => tr(
            "league-left",
            Args::new()
                .with("player", s.user(player))
                .with("name", name.clone()),
        ),
        LeagueLine::Season {
            name,
            season,
            divisions,
        } => {
            let mut out = vec![tr(
                "league-season",
                Args::new()
                    .with("name", name.clone())
                    .with("season", i64::from(*season))
                    .with("count", divisions.len() as i64),
            )];
            for (players, division) in divisions.iter().zip(1i64..) {
                out.push(tr(
                    "league-season-division",
                    Args::new()
                        .with("division", division)
                        .with("players", names(players)),
                ));
            }
            out.join("\n")
        }
        LeagueLine::Moves {
            name,
            season,
            promoted,
            relegated,
        } => {
            let mut out = vec![tr(
                "league-moves",
                Args::new()
                    .with("name", name.clone())
                    .with("season", i64::from(*season)),
            )];
            if promoted.is_empty() && relegated.is_empty() {
                out.push(i18n::lookup(locale, "league-moves-none"));
            }
            out.extend(
                promoted
                    .iter()
                    .map(|m| moved("league-promoted", m, locale, s)),
            );
            out.extend(
                relegated
                    .iter()
                    .map(|m| moved("league-relegated", m, locale, s)),
            );
            out.join("\n")
        }
        LeagueLine::Division {
            name,
            season,
            division,
            finished,
        } => tr(
            "league-division",
            Args::new()
                .with("name", name.clone())
                .with("season", i64::from(*season))
                .with("division", i64::from(*division))
                .with("finished", if *finished { "yes" } else { "no" }),
        ),
        LeagueLine::List { leagues } => {
            if leagues.is_empty() {
                return i18n::lookup(locale, "league-list-none");
            }
            let mut out = vec![i18n::lookup(locale, "league-list")];
            out.extend(leagues.iter().map(|l| listed(l, locale, s)));
            out.join("\n")
        }
    }
}

/// A player's move between divisions.
fn moved(id: &str, m: &LeagueMove, locale: Locale, s: &dyn Style) -> String {
    i18n::text(
        locale,
        id,
        &Args::new()
            .with("player", s.user(&m.user))
            .with("from", i64::from(m.from))
            .with("to", i64::from(m.to)),
    )
}

/// A league's line in `/league list`.
fn listed(l: &LeagueSummary, locale: Locale, s: &dyn Style) -> String {
    i18n::text(
        locale,
        "league-list-entry",
        &Args::new()
            .with("id", l.id)
            .with("name", l.name.clone())
            .with("game", game_name(locale, l.spec))
            .with("channel", s.channel(&l.channel))
            .with("season", i64::from(l.season))
            .with("count", i64::from(l.players))
            .with("divisions", i64::from(l.divisions)),
    )
}

/// Why a league command was refused (a game option's refusal is written by the caller).
pub(super) fn refusal(r: &LeagueRefusal, locale: Locale) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let id = match r {
        LeagueRefusal::NotModerator => "refused-league-not-moderator",
        LeagueRefusal::NotOrganizer => "refused-league-not-organizer",
        LeagueRefusal::NoLeague => "refused-league-none",
        LeagueRefusal::AlreadyJoined => "refused-league-already-joined",
        LeagueRefusal::NotJoined => "refused-league-not-joined",
        LeagueRefusal::SeasonRunning => "refused-league-season-running",
        LeagueRefusal::AlreadyStarted => "refused-league-already-started",
        LeagueRefusal::NotStarted => "refused-league-not-started",
        LeagueRefusal::TooFewPlayers => "refused-league-too-few",
        LeagueRefusal::EmptyName => "refused-league-empty-name",
        LeagueRefusal::NameTooLong { max } => {
            return tr(
                "refused-tournament-name-too-long",
                Args::new().with("max", *max as i64),
            );
        }
        LeagueRefusal::BadDivisionSize { min, max } => {
            return tr(
                "refused-league-division-size",
                Args::new()
                    .with("min", i64::from(*min))
                    .with("max", i64::from(*max)),
            );
        }
        LeagueRefusal::TooManyMoving { size } => {
            return tr(
                "refused-league-too-many-moving",
                Args::new().with("size", i64::from(*size)),
            );
        }
        LeagueRefusal::NotAnOption(option) => {
            let name = i18n::text_or_none(locale, &format!("opt-challenge-{option}"), &Args::new())
                .unwrap_or_else(|| option.to_string());
            return tr(
                "refused-league-not-an-option",
                Args::new().with("option", name),
            );
        }
        LeagueRefusal::BadOption(_) => "internal",
    };
    i18n::lookup(locale, id)
}
