//! The menus of the picker within Discord's limit: a menu with more options than it shows is
//! split into groups, by column when every column fits, else in runs, and a group is
//! chosen before its options, so no legal move is ever left out.

use super::labels::{Counted, PickLabel};
use super::path::Choice;

/// Most options Discord shows in one menu.
pub const MENU_LIMIT: usize = 25;

/// One option of a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub choice: Choice,
    pub label: PickLabel,
}

/// The menu of a step, at most [`MENU_LIMIT`] options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    /// Whether these options are groups to choose first.
    pub grouped: bool,
    pub options: Vec<MenuOption>,
}

/// An option of a stage before grouping.
#[derive(Clone, Debug)]
pub(crate) struct Opt {
    pub item: u8,
    pub label: PickLabel,
    /// The column the option belongs to, for grouping.
    pub column: char,
    /// Its short name (a space), for the label of a run.
    pub name: String,
}

fn column_of(name: &str) -> char {
    name.chars().next().unwrap_or('?')
}

/// An option named `name` (a space or a point: its letter is its column).
pub(crate) fn opt(item: usize, name: String, label: PickLabel) -> Opt {
    Opt {
        item: item as u8,
        column: column_of(&name),
        name,
        label,
    }
}

/// The groups of a long menu (indexes into its options) and whether they are columns.
pub(super) struct Groups {
    pub members: Vec<Vec<usize>>,
    pub by_column: bool,
}

impl Groups {
    pub fn len(&self) -> usize {
        self.members.len()
    }
}

/// How the options of a long menu are grouped: by column when every column fits (and
/// there are few enough columns), else in runs of [`MENU_LIMIT`]. `None` for a menu short
/// enough to show at once.
pub(super) fn groups(options: &[Opt]) -> Option<Groups> {
    if options.len() <= MENU_LIMIT {
        return None;
    }
    let mut columns: Vec<(char, Vec<usize>)> = Vec::new();
    for (i, o) in options.iter().enumerate() {
        match columns.last_mut() {
            Some((c, members)) if *c == o.column => members.push(i),
            _ => columns.push((o.column, vec![i])),
        }
    }
    let fits = columns.len() <= MENU_LIMIT
        && columns.iter().all(|(_, m)| m.len() <= MENU_LIMIT)
        && columns.iter().all(|(c, _)| {
            // A column split into two runs (options out of column order) is no column.
            columns.iter().filter(|(d, _)| d == c).count() == 1
        });
    if fits {
        return Some(Groups {
            members: columns.into_iter().map(|(_, m)| m).collect(),
            by_column: true,
        });
    }
    let all: Vec<usize> = (0..options.len()).collect();
    Some(Groups {
        members: all.chunks(MENU_LIMIT).map(<[usize]>::to_vec).collect(),
        by_column: false,
    })
}

/// The options shown after choosing `group`: all of a short menu, one group of a long one;
/// `None` when a long menu has no group chosen yet.
pub(super) fn shown(options: &[Opt], group: Option<u8>) -> Option<Vec<&Opt>> {
    match (groups(options), group) {
        (None, _) => Some(options.iter().collect()),
        (Some(groups), Some(g)) => Some(
            groups
                .members
                .get(usize::from(g))?
                .iter()
                .map(|&i| &options[i])
                .collect(),
        ),
        (Some(_), None) => None,
    }
}

fn group_label(options: &[Opt], members: &[usize], counted: Counted, by_column: bool) -> PickLabel {
    let first = &options[members[0]];
    let last = &options[members[members.len() - 1]];
    if by_column {
        PickLabel::Column {
            column: first.column,
            count: members.len(),
            of: counted,
        }
    } else {
        PickLabel::Range {
            first: first.name.clone(),
            last: last.name.clone(),
            count: members.len(),
        }
    }
}

/// The menu of a stage's `options` after choosing `group`: the options themselves, the
/// groups to choose from, or the chosen group's options.
pub(super) fn menu(options: &[Opt], counted: Counted, group: Option<u8>) -> Menu {
    let items = |shown: Vec<&Opt>| {
        shown
            .into_iter()
            .map(|o| MenuOption {
                choice: Choice::Item(o.item),
                label: o.label.clone(),
            })
            .collect()
    };
    match (groups(options), group) {
        (Some(groups), None) => {
            let by_column = groups.by_column;
            Menu {
                grouped: true,
                options: groups
                    .members
                    .iter()
                    .enumerate()
                    .map(|(g, members)| MenuOption {
                        choice: Choice::Group(g as u8),
                        label: group_label(options, members, counted, by_column),
                    })
                    .collect(),
            }
        }
        _ => Menu {
            grouped: false,
            options: items(shown(options, group).unwrap_or_default()),
        },
    }
}

#[cfg(test)]
pub(super) mod testing {
    //! Grouping of option lists that no position produces, for the tests.
    use super::*;

    /// Groups options named by `names` the way a menu would, returning each group's size
    /// and label; `None` when they fit in one menu.
    pub fn group_sizes(names: &[&str]) -> Option<Vec<(usize, PickLabel)>> {
        let options: Vec<Opt> = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let label = PickLabel::Step {
                    from: "a1".into(),
                    to: n.to_string(),
                };
                opt(i, n.to_string(), label)
            })
            .collect();
        let grouped = groups(&options)?;
        let labels = menu(&options, Counted::Moves, None).options;
        Some(
            grouped
                .members
                .iter()
                .zip(labels)
                .map(|(m, o)| (m.len(), o.label))
                .collect(),
        )
    }
}
