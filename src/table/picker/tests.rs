//! The picker's ids: every kind stays within Discord's 100 characters with the longest path
//! and the largest numbers, reads back, and nothing we did not make reads as one. (The
//! picker's model is tested against the rules cores in `tablero_core::picker`.)

use super::{PickAction, PickPath};
use crate::domain::GameId;

#[test]
fn ids_of_every_kind_stay_short_and_foreign_ids_are_refused() {
    let longest = PickPath::parse(&"X".repeat(super::MAX_PATH)).unwrap();
    for (g, v) in [(0, 0), (i64::MAX, i64::MAX), (i64::MIN, i64::MIN)] {
        for action in [
            PickAction::Open {
                game: GameId(g),
                version: v,
            },
            PickAction::Choose {
                game: GameId(g),
                version: v,
                path: longest,
            },
            PickAction::Play {
                game: GameId(g),
                version: v,
                path: PickPath::EMPTY,
            },
            PickAction::PuzzleOpen { version: v },
            PickAction::PuzzleChoose {
                version: v,
                path: longest,
            },
            PickAction::PuzzlePlay {
                version: v,
                path: longest,
            },
        ] {
            let id = action.custom_id();
            assert!(id.len() <= 100, "{} characters: {id}", id.len());
            assert_eq!(PickAction::parse(&id), Some(action));
            let as_button = crate::table::Action::Pick(action);
            assert_eq!(crate::table::Action::parse(&id), Some(as_button));
        }
    }
    for foreign in [
        "tb:mv:1",
        "tb:mv:x:2",
        "tb:pk:1:2",
        "tb:pk:1:2:Z",
        "tb:pl:1:2:~",
        "tb:pk:1:2:a:b",
        "tb:pl:one:2:a",
        "tb:zmv:x",
        "tb:zpk:1",
        "tb:zpl:1:2:a",
        &format!("tb:pk:1:2:{}", "a".repeat(super::MAX_PATH + 1)),
    ] {
        assert_eq!(PickAction::parse(foreign), None, "{foreign}");
    }
}
