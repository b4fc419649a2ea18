//! The move picker: a player who would rather not type `d3xd4 c2-c3` presses **Move** under a
//! board and walks their turn in a private message, one menu at a time, then presses
//! **Play**. The turn is played by the same path as `/move` ([`Table::play`]'s), so its checks,
//! its reply, its board and the computer's answer are exactly those of `/move`.
//!
//! Nothing is held in memory: every id carries the game, the version it was made at and the
//! choices so far ([`PickAction`]), and [`model::walk`] rebuilds the step from the stored
//! game each time, so a picker keeps working after a restart, and one whose game has moved
//! on says so.

mod puzzle;
#[cfg(test)]
mod tests;

// The picker's pure model lives in the core (`tablero_core::picker`).
pub use crate::picker::{Choice, Counted, MAX_PATH, PickLabel, PickLine, PickPath};
pub use crate::picker::{labels, menus, model, path};

use super::{
    Action, Actor, Attachment, BoardView, ButtonLabel, ButtonStyle, Msg, Reply, Table, TableError,
};
use crate::domain::{ChannelRef, GameId, GameStatus};

use crate::store::StoredGame;

/// What a picker's button or menu does; its id carries the game, the version the picker was
/// made at and the choices so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickAction {
    /// The **Move** button under a public board: opens a private picker.
    Open {
        game: GameId,
        version: i64,
    },
    /// A choice inside the picker: a menu (its selected value is one more choice), Back,
    /// Pass, Stop here, or a fresh picker.
    Choose {
        game: GameId,
        version: i64,
        path: PickPath,
    },
    /// **Play**: plays the turn the choices make.
    Play {
        game: GameId,
        version: i64,
        path: PickPath,
    },
    /// The same three for the player's open puzzle, at the version of its stored session
    /// (`/puzzle`): the **Move** button under a puzzle's board, a choice, **Play** (which
    /// answers the puzzle).
    PuzzleOpen {
        version: i64,
    },
    PuzzleChoose {
        version: i64,
        path: PickPath,
    },
    PuzzlePlay {
        version: i64,
        path: PickPath,
    },
}

/// Whose turn a picker builds: a stored game's, or the player's open puzzle's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Game { game: GameId, version: i64 },
    Puzzle { version: i64 },
}

impl Target {
    fn choose(self, path: PickPath) -> Action {
        Action::Pick(match self {
            Target::Game { game, version } => PickAction::Choose {
                game,
                version,
                path,
            },
            Target::Puzzle { version } => PickAction::PuzzleChoose { version, path },
        })
    }

    fn play(self, path: PickPath) -> Action {
        Action::Pick(match self {
            Target::Game { game, version } => PickAction::Play {
                game,
                version,
                path,
            },
            Target::Puzzle { version } => PickAction::PuzzlePlay { version, path },
        })
    }
}

impl PickAction {
    /// `tb:mv:12:5`, `tb:pk:12:5:~3h`, `tb:pl:12:5:~3hk.`: at most 96 characters for any
    /// game id, version and path.
    pub fn custom_id(self) -> String {
        match self {
            PickAction::Open { game, version } => format!("tb:mv:{game}:{version}"),
            PickAction::Choose {
                game,
                version,
                path,
            } => format!("tb:pk:{game}:{version}:{}", path.as_str()),
            PickAction::Play {
                game,
                version,
                path,
            } => format!("tb:pl:{game}:{version}:{}", path.as_str()),
            PickAction::PuzzleOpen { version } => format!("tb:zmv:{version}"),
            PickAction::PuzzleChoose { version, path } => {
                format!("tb:zpk:{version}:{}", path.as_str())
            }
            PickAction::PuzzlePlay { version, path } => {
                format!("tb:zpl:{version}:{}", path.as_str())
            }
        }
    }

    /// Reads an id back; `None` for anything we did not make.
    pub fn parse(id: &str) -> Option<PickAction> {
        let parts: Vec<&str> = id.split(':').collect();
        let num = |s: &str| s.parse::<i64>().ok();
        match parts.as_slice() {
            ["tb", "mv", g, v] => Some(PickAction::Open {
                game: GameId(num(g)?),
                version: num(v)?,
            }),
            ["tb", "pk", g, v, p] => Some(PickAction::Choose {
                game: GameId(num(g)?),
                version: num(v)?,
                path: PickPath::parse(p)?,
            }),
            ["tb", "pl", g, v, p] => Some(PickAction::Play {
                game: GameId(num(g)?),
                version: num(v)?,
                path: PickPath::parse(p)?,
            }),
            ["tb", "zmv", v] => Some(PickAction::PuzzleOpen { version: num(v)? }),
            ["tb", "zpk", v, p] => Some(PickAction::PuzzleChoose {
                version: num(v)?,
                path: PickPath::parse(p)?,
            }),
            ["tb", "zpl", v, p] => Some(PickAction::PuzzlePlay {
                version: num(v)?,
                path: PickPath::parse(p)?,
            }),
            _ => None,
        }
    }

    /// The stored game the picker plays in (none for a puzzle's).
    pub fn game(self) -> Option<GameId> {
        match self {
            PickAction::Open { game, .. }
            | PickAction::Choose { game, .. }
            | PickAction::Play { game, .. } => Some(game),
            _ => None,
        }
    }

    fn version(self) -> i64 {
        match self {
            PickAction::Open { version, .. }
            | PickAction::Choose { version, .. }
            | PickAction::Play { version, .. }
            | PickAction::PuzzleOpen { version }
            | PickAction::PuzzleChoose { version, .. }
            | PickAction::PuzzlePlay { version, .. } => version,
        }
    }

    /// Whether it plays the turn (which may take a while: the computer answers too).
    pub fn plays(self) -> bool {
        matches!(
            self,
            PickAction::Play { .. } | PickAction::PuzzlePlay { .. }
        )
    }

    /// The path it carries, with a menu's selected value as one more choice (`None` when
    /// the value or the path does not read).
    fn path_with(self, selected: Option<&str>) -> Option<PickPath> {
        match self {
            PickAction::Open { .. } | PickAction::PuzzleOpen { .. } => Some(PickPath::EMPTY),
            PickAction::Choose { path, .. } | PickAction::PuzzleChoose { path, .. } => {
                match selected {
                    Some(value) => Choice::parse(value).and_then(|c| path.with(c)),
                    None => Some(path),
                }
            }
            PickAction::Play { path, .. } | PickAction::PuzzlePlay { path, .. } => Some(path),
        }
    }
}

/// One option of a picker's menu: its value (one more choice) and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickOption {
    pub value: String,
    pub label: PickLabel,
}

/// A picker's menu: at most 25 options; choosing one sends `action` with its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickMenu {
    pub action: Action,
    pub placeholder: PickLine,
    pub options: Vec<PickOption>,
}

/// A picker as shown: a private reply (its lines, buttons and picture) and its menu.
#[derive(Clone, Debug, PartialEq)]
pub struct PickerView {
    pub reply: Reply,
    pub menu: Option<PickMenu>,
}

/// What a picker's button or menu led to.
#[derive(Clone, Debug, PartialEq)]
pub enum Picked {
    /// The picker's next step (or why it cannot go on).
    Picker(PickerView),
    /// The turn was played: `public` is `/move`'s reply for the channel, `private` the
    /// picker's last words.
    Played { public: Reply, private: Reply },
}

/// The **Move** button for a stored game in progress.
pub(super) fn move_button(stored: &StoredGame) -> (Action, ButtonLabel, ButtonStyle) {
    (
        Action::Pick(PickAction::Open {
            game: stored.id,
            version: stored.version,
        }),
        ButtonLabel::Move,
        ButtonStyle::Primary,
    )
}

/// A board reply with the **Move** button when its game is in progress.
pub(super) fn offer_picker(reply: Reply, stored: &StoredGame) -> Reply {
    if stored.status != GameStatus::Active {
        return reply;
    }
    let (action, label, style) = move_button(stored);
    reply.with_button(action, label, style)
}

impl Table {
    /// Answers a picker's button or menu: `selected` is a menu's chosen value. Refused (and
    /// nothing changes) for anyone but the player to move; a picker whose game has moved on,
    /// or whose choices do not fit it, says so and offers a fresh one.
    pub async fn pick(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        action: PickAction,
        selected: Option<&str>,
    ) -> Result<Picked, TableError> {
        let Some(game_id) = action.game() else {
            return self.pick_puzzle(channel, actor, action, selected).await;
        };
        let loaded = match self.active(channel).await {
            Ok(loaded) => loaded,
            Err(TableError::NoGame) => {
                let finished = self
                    .store
                    .game(game_id)
                    .await?
                    .is_some_and(|g| g.status != GameStatus::Active && &g.channel == channel);
                return Err(if finished {
                    TableError::GameOver
                } else {
                    TableError::NoGame
                });
            }
            Err(e) => return Err(e),
        };
        let stored = &loaded.stored;
        if stored.id != game_id {
            return Err(TableError::Stale);
        }
        self.seat_to_move(&loaded, actor)?;
        let current = action.version() == stored.version;
        let path = action.path_with(selected);
        let names = self.names(stored).await?;
        let target = Target::Game {
            game: stored.id,
            version: stored.version,
        };
        let view = |path: PickPath, lines: Vec<Msg>| {
            self.view(&loaded.game, names.clone(), target, actor, path, lines)
        };
        if !current {
            return Ok(Picked::Picker(match action {
                // An older board's Move button: the picker for the position now.
                PickAction::Open { .. } => {
                    view(PickPath::EMPTY, vec![Msg::Picker(PickLine::MovedOn)]).await?
                }
                _ => fresh(target, PickLine::Stale),
            }));
        }
        let Some(path) = path else {
            return Ok(Picked::Picker(fresh(target, PickLine::Invalid)));
        };
        let Some(step) = model::walk(&loaded.game, &path.choices()) else {
            return Ok(Picked::Picker(fresh(target, PickLine::Invalid)));
        };
        let PickAction::Play { .. } = action else {
            return Ok(Picked::Picker(view(path, Vec::new()).await?));
        };
        let Some(turn) = step.complete else {
            return Ok(Picked::Picker(fresh(target, PickLine::Invalid)));
        };
        match self
            .play_at(channel, actor, &turn, Some(stored.version))
            .await
        {
            Ok(public) => Ok(Picked::Played {
                public,
                private: Reply::private(vec![Msg::Picker(PickLine::Played { moves: step.chosen })]),
            }),
            // Someone else's change landed between our look and the move.
            Err(TableError::Stale | TableError::PositionChanged) => {
                let latest = self.store.game(game_id).await?;
                match latest {
                    Some(g) if g.status == GameStatus::Active => Ok(Picked::Picker(fresh(
                        Target::Game {
                            game: g.id,
                            version: g.version,
                        },
                        PickLine::Stale,
                    ))),
                    _ => Err(TableError::GameOver),
                }
            }
            Err(e) => Err(e),
        }
    }

    /// The picker of `game` after `path`.
    async fn view(
        &self,
        game: &crate::games::AnyGame,
        names: [String; 2],
        target: Target,
        actor: &Actor,
        path: PickPath,
        mut lines: Vec<Msg>,
    ) -> Result<PickerView, TableError> {
        let Some(step) = model::walk(game, &path.choices()) else {
            return Ok(fresh(target, PickLine::Invalid));
        };
        let choose = |path: PickPath| target.choose(path);
        if !step.chosen.is_empty() && step.complete.is_none() {
            lines.push(Msg::Picker(PickLine::SoFar {
                moves: step.chosen.clone(),
            }));
        }
        lines.push(Msg::Picker(step.prompt.clone()));
        let mut reply = Reply::private(lines);
        let outside = if step.in_group { path.back() } else { path };
        let extra = |choice: Choice, label: ButtonLabel, reply: Reply| match outside.with(choice) {
            Some(next) => reply.with_button(choose(next), label, ButtonStyle::Primary),
            None => reply,
        };
        if step.pass {
            reply = extra(Choice::Pass, ButtonLabel::Pass, reply);
        }
        if step.stop {
            reply = extra(Choice::Stop, ButtonLabel::StopHere, reply);
        }
        if step.complete.is_some() {
            reply = reply.with_button(target.play(path), ButtonLabel::Play, ButtonStyle::Success);
        }
        if !path.is_empty() {
            reply = reply.with_button(
                choose(path.back()),
                ButtonLabel::Back,
                ButtonStyle::Secondary,
            );
        }
        let menu = step.menu.as_ref().map(|menu| PickMenu {
            action: choose(path),
            placeholder: if menu.grouped {
                PickLine::ChooseColumn
            } else {
                PickLine::Choose
            },
            options: menu
                .options
                .iter()
                .filter_map(|o| {
                    Some(PickOption {
                        value: o.choice.code()?,
                        label: o.label.clone(),
                    })
                })
                .collect(),
        });
        let picture = self
            .render_marked(
                &step.board,
                step.highlight.clone(),
                BoardView::plain(names, actor.locale),
            )
            .await?;
        reply.attachment = Some(Attachment {
            filename: "picker.png".into(),
            bytes: picture,
        });
        Ok(PickerView { reply, menu })
    }
}

/// A picker that cannot go on (`line` says why), with a button for a fresh one at the
/// target's current version.
fn fresh(target: Target, line: PickLine) -> PickerView {
    let reply = Reply::private(vec![Msg::Picker(line)]).with_button(
        target.choose(PickPath::EMPTY),
        ButtonLabel::Move,
        ButtonStyle::Primary,
    );
    PickerView { reply, menu: None }
}
