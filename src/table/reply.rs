//! Replies as data: message lines for the catalogue, an optional image, buttons. The front
//! ends (Discord, the local console) turn them into their own output.

use super::{ButtonLabel, Msg, PickAction};
use crate::domain::{ChallengeId, GameId, Seat};
use crate::i18n::Locale;
use crate::store::{Announced, TournamentId};

/// Who sees a reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// The whole channel.
    Public,
    /// Only the user who acted (Discord's ephemeral replies).
    Private,
}

/// An image attachment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// What a button does. Its id carries everything needed, so buttons keep working after a
/// restart and one global handler routes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Accept {
        challenge: ChallengeId,
    },
    /// Accept a rated challenge as an unrated game: either player may keep a game out of the
    /// ratings (issue 39), the challenger with `rated:no`, the other player with this button.
    AcceptUnrated {
        challenge: ChallengeId,
    },
    Decline {
        challenge: ChallengeId,
    },
    Cancel {
        challenge: ChallengeId,
    },
    /// Answer an undo request made at a game version.
    Undo {
        game: GameId,
        version: i64,
        accept: bool,
    },
    /// Answer a draw offer made at a game version.
    Draw {
        game: GameId,
        version: i64,
        accept: bool,
    },
    /// The move picker's buttons and menus.
    Pick(PickAction),
    /// The same game again, from a finished game's board (against the computer: play again).
    Rematch {
        game: GameId,
    },
    /// A tournament's sign-up buttons.
    JoinTournament {
        tournament: TournamentId,
    },
    LeaveTournament {
        tournament: TournamentId,
    },
    /// The next puzzle (`/puzzle play`).
    PuzzleNext,
    /// The open puzzle's solution (`/puzzle solution`).
    PuzzleSolution,
}

impl Action {
    /// Prefix of every id we create, so foreign components are ignored.
    const PREFIX: &'static str = "tb";

    /// A compact id (Discord allows 100 characters): `tb:accept:12`, `tb:undo:3:17:y`.
    pub fn custom_id(self) -> String {
        let p = Self::PREFIX;
        let yn = |b: bool| if b { "y" } else { "n" };
        match self {
            Action::Accept { challenge } => format!("{p}:accept:{challenge}"),
            Action::AcceptUnrated { challenge } => format!("{p}:acceptu:{challenge}"),
            Action::Decline { challenge } => format!("{p}:decline:{challenge}"),
            Action::Cancel { challenge } => format!("{p}:cancel:{challenge}"),
            Action::Undo {
                game,
                version,
                accept,
            } => {
                format!("{p}:undo:{game}:{version}:{}", yn(accept))
            }
            Action::Draw {
                game,
                version,
                accept,
            } => {
                format!("{p}:draw:{game}:{version}:{}", yn(accept))
            }
            Action::Pick(pick) => pick.custom_id(),
            Action::Rematch { game } => format!("{p}:rematch:{game}"),
            Action::JoinTournament { tournament } => format!("{p}:tjoin:{tournament}"),
            Action::LeaveTournament { tournament } => format!("{p}:tleave:{tournament}"),
            Action::PuzzleNext => format!("{p}:pznext"),
            Action::PuzzleSolution => format!("{p}:pzsol"),
        }
    }

    /// Reads an id back; `None` for anything we did not make.
    pub fn parse(id: &str) -> Option<Action> {
        let parts: Vec<&str> = id.split(':').collect();
        let num = |s: &str| s.parse::<i64>().ok();
        let challenge = |s: &str| num(s).map(ChallengeId);
        let game = |s: &str| num(s).map(GameId);
        let yn = |s: &str| match s {
            "y" => Some(true),
            "n" => Some(false),
            _ => None,
        };
        match parts.as_slice() {
            [Self::PREFIX, "accept", c] => Some(Action::Accept {
                challenge: challenge(c)?,
            }),
            [Self::PREFIX, "acceptu", c] => Some(Action::AcceptUnrated {
                challenge: challenge(c)?,
            }),
            [Self::PREFIX, "decline", c] => Some(Action::Decline {
                challenge: challenge(c)?,
            }),
            [Self::PREFIX, "cancel", c] => Some(Action::Cancel {
                challenge: challenge(c)?,
            }),
            [Self::PREFIX, "undo", g, v, a] => Some(Action::Undo {
                game: game(g)?,
                version: num(v)?,
                accept: yn(a)?,
            }),
            [Self::PREFIX, "draw", g, v, a] => Some(Action::Draw {
                game: game(g)?,
                version: num(v)?,
                accept: yn(a)?,
            }),
            [Self::PREFIX, "rematch", g] => Some(Action::Rematch { game: game(g)? }),
            [Self::PREFIX, "tjoin", t] => Some(Action::JoinTournament {
                tournament: TournamentId(num(t)?),
            }),
            [Self::PREFIX, "tleave", t] => Some(Action::LeaveTournament {
                tournament: TournamentId(num(t)?),
            }),
            [Self::PREFIX, "pznext"] => Some(Action::PuzzleNext),
            [Self::PREFIX, "pzsol"] => Some(Action::PuzzleSolution),
            _ => PickAction::parse(id).map(Action::Pick),
        }
    }
}

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    pub action: Action,
    pub label: ButtonLabel,
    pub style: ButtonStyle,
}

/// Lines for the channel a game's thread belongs to: one when the game starts there, one
/// when it ends, so the channel sees its games come and go without their moves.
#[derive(Clone, Debug, PartialEq)]
pub struct ParentNote {
    /// The parent channel's id.
    pub channel: String,
    /// The game's thread.
    pub room: String,
    pub lines: Vec<Msg>,
}

/// A reply of the play layer.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    /// Message lines, localized by the front end.
    pub lines: Vec<Msg>,
    pub attachment: Option<Attachment>,
    pub buttons: Vec<Button>,
    pub visibility: Visibility,
    /// Users to notify (mention) with this reply.
    pub mentions: Vec<String>,
    /// Set when the reply concerns a game: its id and the seat to move next, if any.
    pub game: Option<(GameId, Option<Seat>)>,
    /// The language of a public reply, when the table decides it (a game's language);
    /// otherwise the place's.
    pub locale: Option<Locale>,
    /// What the game's parent channel hears, when the game is played in a thread.
    pub parent_note: Option<ParentNote>,
    /// Set when the reply ends its game, so the front end can close the game's room.
    pub ends_game: bool,
    /// The stored change this reply announces (the outbox row it delivers): the front end
    /// reports it delivered ([`crate::table::Table::delivered`]) once Discord has the reply.
    pub announces: Option<Announced>,
    /// A text file attached to the reply, written in the reply's language from its own
    /// lines (the full list of an analysis).
    pub document: Option<Document>,
    /// The page this reply links to (a tournament's standings); a game's first board and
    /// result are found from their lines ([`crate::table::Table::page_link`]).
    pub page: Option<(crate::store::PageKind, i64)>,
    /// The link to the page, once the front end has it from [`crate::table::Table::page_link`]:
    /// a link button labelled in the reply's language.
    pub link: Option<String>,
}

/// A text file made of message lines, localized by the front end like the reply itself.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    pub filename: String,
    pub lines: Vec<Msg>,
}

impl Reply {
    pub fn public(lines: Vec<Msg>) -> Reply {
        Reply {
            lines,
            attachment: None,
            buttons: Vec::new(),
            visibility: Visibility::Public,
            mentions: Vec::new(),
            game: None,
            locale: None,
            parent_note: None,
            ends_game: false,
            announces: None,
            document: None,
            page: None,
            link: None,
        }
    }

    /// A reply that links to tournament `id`'s page where pages are on.
    pub fn on_tournament_page(mut self, id: i64) -> Reply {
        self.page = Some((crate::store::PageKind::Tournament, id));
        self
    }

    pub fn private(lines: Vec<Msg>) -> Reply {
        Reply {
            visibility: Visibility::Private,
            ..Reply::public(lines)
        }
    }

    /// Attaches a text file of `lines`, one a line, in the reply's language.
    pub fn with_document(mut self, filename: &str, lines: Vec<Msg>) -> Reply {
        self.document = Some(Document {
            filename: filename.to_string(),
            lines,
        });
        self
    }

    pub fn with_attachment(mut self, filename: &str, bytes: Vec<u8>) -> Reply {
        self.attachment = Some(Attachment {
            filename: filename.to_string(),
            bytes,
        });
        self
    }

    pub fn with_button(mut self, action: Action, label: ButtonLabel, style: ButtonStyle) -> Reply {
        self.buttons.push(Button {
            action,
            label,
            style,
        });
        self
    }

    /// Marks the reply as the announcement of a stored change.
    pub fn announcing(mut self, what: Announced) -> Reply {
        self.announces = Some(what);
        self
    }

    /// A short name of the change this reply announces (`g12v34`: game 12 at version 34;
    /// `e7`: challenge 7 expired; `t3r2`: tournament 3's round 2 ended, `t3r0` it started), the same in every try and every process: the front end
    /// marks what it posts with it, so a post Discord already has can be recognised and is
    /// not made twice.
    pub fn announcement_mark(&self) -> Option<String> {
        Some(match self.announces? {
            Announced::Game { game, version } => format!("g{game}v{version}"),
            Announced::Expiry { challenge } => format!("e{challenge}"),
            Announced::Round { tournament, round } => format!("t{}r{round}", tournament.0),
            Announced::DailyPuzzle { post } => format!("p{post}"),
        })
    }

    pub fn in_game(mut self, game: GameId, to_move: Option<Seat>) -> Reply {
        self.game = Some((game, to_move));
        self
    }

    /// A public reply in `locale` (its game's language).
    pub fn in_language(mut self, locale: Locale) -> Reply {
        self.locale = Some(locale);
        self
    }

    /// Adds a note for the parent channel `channel` of the game's thread `room`.
    pub fn noting_parent(mut self, channel: &str, room: &str, lines: Vec<Msg>) -> Reply {
        self.parent_note = Some(ParentNote {
            channel: channel.to_string(),
            room: room.to_string(),
            lines,
        });
        self
    }

    pub fn mentioning(mut self, user: &str) -> Reply {
        if !self.mentions.iter().any(|u| u == user) {
            self.mentions.push(user.to_string());
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn button_ids_round_trip_and_foreign_ids_are_ignored() {
        let actions = [
            Action::Accept {
                challenge: ChallengeId(7),
            },
            Action::AcceptUnrated {
                challenge: ChallengeId(7),
            },
            Action::Decline {
                challenge: ChallengeId(8),
            },
            Action::Cancel {
                challenge: ChallengeId(9),
            },
            Action::Undo {
                game: GameId(1),
                version: 22,
                accept: true,
            },
            Action::Draw {
                game: GameId(3),
                version: 4,
                accept: false,
            },
            Action::Rematch { game: GameId(5) },
            Action::JoinTournament {
                tournament: TournamentId(3),
            },
            Action::LeaveTournament {
                tournament: TournamentId(3),
            },
        ];
        for a in actions {
            assert!(a.custom_id().len() <= 100);
            assert_eq!(Action::parse(&a.custom_id()), Some(a));
        }
        for foreign in [
            "",
            "tb",
            "tb:accept",
            "tb:accept:x",
            "xx:accept:1",
            "tb:undo:1:2:maybe",
        ] {
            assert_eq!(Action::parse(foreign), None, "{foreign}");
        }
    }

    #[test]
    fn an_announcement_is_marked_by_its_change_alone() {
        let game = |game, version| {
            Reply::public(vec![]).announcing(Announced::Game {
                game: GameId(game),
                version,
            })
        };
        assert_eq!(game(12, 34).announcement_mark().as_deref(), Some("g12v34"));
        assert_ne!(
            game(1, 23).announcement_mark(),
            game(12, 3).announcement_mark()
        );
        let expiry = Reply::public(vec![]).announcing(Announced::Expiry {
            challenge: ChallengeId(7),
        });
        assert_eq!(expiry.announcement_mark().as_deref(), Some("e7"));
        assert_eq!(Reply::public(vec![]).announcement_mark(), None);
    }
}
