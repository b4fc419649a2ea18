//! The move picker's words: its lines ([`PickLine`]) and what each option of its menus does
//! ([`PickLabel`]), from `locales/*/picker.ftl`. Square names and notation stay as they are;
//! Tzaar, Tzarra and Tott are the same in every language.

use crate::i18n::{self, Args, Locale};
use crate::table::{PickLabel, PickLine, picker::Counted};

/// Discord's limit on a menu option's label (and value).
pub const MAX_LABEL: usize = 100;
/// Discord's limit on a menu's placeholder.
pub const MAX_PLACEHOLDER: usize = 150;

fn tr(locale: Locale, id: &str, args: Args) -> String {
    i18n::text(locale, id, &args)
}

fn piece(fox: bool) -> &'static str {
    if fox { "fox" } else { "goose" }
}

/// A picker's line.
pub fn line(locale: Locale, line: &PickLine) -> String {
    let from = |id: &str, from: &str| tr(locale, id, Args::new().with("from", from.to_string()));
    let moves = |id: &str, moves: &[String]| {
        let written = super::written_moves(locale, moves);
        tr(locale, id, Args::new().with("moves", written))
    };
    match line {
        PickLine::Capture { opening: true } => i18n::lookup(locale, "picker-opening"),
        PickLine::Capture { opening: false } => i18n::lookup(locale, "picker-capture"),
        PickLine::CaptureTarget { from: f } => from("picker-capture-target", f),
        PickLine::Second => i18n::lookup(locale, "picker-second"),
        PickLine::SecondTarget { from: f } => from("picker-second-target", f),
        PickLine::PlaceKind => i18n::lookup(locale, "picker-place-kind"),
        PickLine::PlaceSpace { kind: k } => {
            tr(locale, "picker-place-space", Args::new().with("kind", *k))
        }
        PickLine::Piece { fox } => tr(
            locale,
            "picker-piece",
            Args::new().with("piece", piece(*fox)),
        ),
        PickLine::Destination { from: f, fox } => tr(
            locale,
            "picker-destination",
            Args::new()
                .with("from", f.clone())
                .with("piece", piece(*fox)),
        ),
        PickLine::NextJump { at, must } => tr(
            locale,
            if *must {
                "picker-must-jump"
            } else {
                "picker-next-jump"
            },
            Args::new().with("at", at.clone()),
        ),
        PickLine::SoFar { moves: m } => moves("picker-so-far", m),
        PickLine::Ready { moves: m } => moves("picker-ready", m),
        PickLine::Choose => i18n::lookup(locale, "picker-choose"),
        PickLine::AnyMove => i18n::lookup(locale, "picker-any-move"),
        PickLine::ChooseColumn => i18n::lookup(locale, "picker-choose-column"),
        PickLine::MovedOn => i18n::lookup(locale, "picker-moved-on"),
        PickLine::Stale => i18n::lookup(locale, "picker-stale"),
        PickLine::Invalid => i18n::lookup(locale, "picker-invalid"),
        PickLine::Played { moves: m } => moves("picker-played", m),
    }
}

/// A menu's placeholder, within Discord's limit.
pub fn placeholder(locale: Locale, placeholder: &PickLine) -> String {
    clip(line(locale, placeholder), MAX_PLACEHOLDER)
}

/// What a menu option does, within Discord's 100 characters.
pub fn label(locale: Locale, label: &PickLabel) -> String {
    let text = match label {
        PickLabel::Mover {
            at,
            kind: k,
            height,
            captures,
            stacks,
        } => {
            let count = |id: &str, n: usize| tr(locale, id, Args::new().with("n", n as i64));
            let mut counts = Vec::new();
            if *captures > 0 {
                counts.push(count("pick-count-captures", *captures));
            }
            if *stacks > 0 {
                counts.push(count("pick-count-stacks", *stacks));
            }
            tr(
                locale,
                "pick-mover",
                Args::new()
                    .with("at", at.clone())
                    .with("kind", *k)
                    .with("height", i64::from(*height))
                    .with("moves", counts.join(", ")),
            )
        }
        PickLabel::Capture {
            from,
            to,
            target_kind,
            target_height,
        } => tr(
            locale,
            "pick-capture",
            Args::new()
                .with("from", from.clone())
                .with("to", to.clone())
                .with("kind", *target_kind)
                .with("height", i64::from(*target_height)),
        ),
        PickLabel::Stack {
            from,
            to,
            onto_kind,
            height,
        } => tr(
            locale,
            "pick-stack",
            Args::new()
                .with("from", from.clone())
                .with("to", to.clone())
                .with("kind", *onto_kind)
                .with("height", i64::from(*height)),
        ),
        PickLabel::PlaceKind { kind: k, left } => tr(
            locale,
            "pick-place-kind",
            Args::new().with("kind", *k).with("left", i64::from(*left)),
        ),
        PickLabel::PlaceAt { kind: k, at } => tr(
            locale,
            "pick-place-at",
            Args::new().with("kind", *k).with("at", at.clone()),
        ),
        PickLabel::Piece { at, fox, moves } => tr(
            locale,
            "pick-piece",
            Args::new()
                .with("at", at.clone())
                .with("piece", piece(*fox))
                .with("moves", *moves as i64),
        ),
        PickLabel::Step { from, to } => tr(
            locale,
            "pick-step",
            Args::new()
                .with("from", from.clone())
                .with("to", to.clone()),
        ),
        PickLabel::Jump { from, to, over } => tr(
            locale,
            "pick-jump",
            Args::new()
                .with("from", from.clone())
                .with("to", to.clone())
                .with("over", over.clone()),
        ),
        PickLabel::Move { text } => text.clone(),
        PickLabel::Column { column, count, of } => tr(
            locale,
            "pick-column",
            Args::new()
                .with("column", column.to_string())
                .with("count", *count as i64)
                .with(
                    "of",
                    match of {
                        Counted::Stacks => "stacks",
                        Counted::Spaces => "spaces",
                        Counted::Pieces => "pieces",
                        Counted::Moves => "moves",
                    },
                ),
        ),
        PickLabel::Range { first, last, count } => tr(
            locale,
            "pick-range",
            Args::new()
                .with("first", first.clone())
                .with("last", last.clone())
                .with("count", *count as i64),
        ),
    };
    clip(text, MAX_LABEL)
}

/// At most `max` characters, an ellipsis marking a cut.
fn clip(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        return text;
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{ButtonLabel, Msg};

    fn labels() -> Vec<PickLabel> {
        let mut out = vec![
            PickLabel::Capture {
                from: "d3".into(),
                to: "d4".into(),
                target_kind: "Tott",
                target_height: 2,
            },
            PickLabel::Stack {
                from: "c2".into(),
                to: "c3".into(),
                onto_kind: "Tzarra",
                height: 3,
            },
            PickLabel::PlaceAt {
                kind: "Tzaar",
                at: "e4".into(),
            },
            PickLabel::Step {
                from: "d3".into(),
                to: "d4".into(),
            },
            PickLabel::Jump {
                from: "d4".into(),
                to: "d6".into(),
                over: "d5".into(),
            },
            PickLabel::Range {
                first: "a1".into(),
                last: "d4".into(),
                count: 25,
            },
        ];
        for (captures, stacks) in [(1, 0), (3, 0), (0, 1), (2, 4), (1, 1)] {
            out.push(PickLabel::Mover {
                at: "b2".into(),
                kind: "Tott",
                height: 1,
                captures,
                stacks,
            });
        }
        for n in [1, 2, 9] {
            out.push(PickLabel::PlaceKind {
                kind: "Tzarra",
                left: n,
            });
            for fox in [true, false] {
                out.push(PickLabel::Piece {
                    at: "c3".into(),
                    fox,
                    moves: n as usize,
                });
            }
            for of in [
                Counted::Stacks,
                Counted::Spaces,
                Counted::Pieces,
                Counted::Moves,
            ] {
                out.push(PickLabel::Column {
                    column: 'd',
                    count: n as usize,
                    of,
                });
            }
        }
        out
    }

    fn lines() -> Vec<PickLine> {
        let moves = vec!["d3xd4".to_string(), "c2-c3".to_string()];
        let mut out = vec![
            PickLine::Capture { opening: true },
            PickLine::Capture { opening: false },
            PickLine::CaptureTarget { from: "d3".into() },
            PickLine::Second,
            PickLine::SecondTarget { from: "c2".into() },
            PickLine::PlaceKind,
            PickLine::PlaceSpace { kind: "Tott" },
            PickLine::SoFar {
                moves: moves.clone(),
            },
            PickLine::Ready {
                moves: moves.clone(),
            },
            PickLine::Choose,
            PickLine::ChooseColumn,
            PickLine::MovedOn,
            PickLine::Stale,
            PickLine::Invalid,
            PickLine::Played { moves },
        ];
        for fox in [true, false] {
            out.push(PickLine::Piece { fox });
            out.push(PickLine::Destination {
                from: "d3".into(),
                fox,
            });
        }
        for must in [true, false] {
            out.push(PickLine::NextJump {
                at: "c5".into(),
                must,
            });
        }
        out
    }

    #[track_caller]
    fn complete(text: &str, what: &str) {
        assert!(!text.trim().is_empty(), "{what}: empty");
        assert!(
            !text.contains('{') && !text.contains('}'),
            "{what}: `{text}`"
        );
        assert!(
            !text.contains("pick-") && !text.contains("picker-") && !text.contains("button-"),
            "{what}: an id in `{text}`"
        );
    }

    #[test]
    fn every_label_and_line_comes_out_complete_and_translated_within_discords_limits() {
        for locale in Locale::all() {
            for l in labels() {
                let t = label(locale, &l);
                complete(&t, &format!("{locale} {l:?}"));
                assert!(t.chars().count() <= MAX_LABEL, "{t}");
                if locale != Locale::EN && !matches!(l, PickLabel::Step { .. }) {
                    assert_ne!(t, label(Locale::EN, &l), "{locale}: not translated");
                }
            }
            for l in lines() {
                let t = line(locale, &l);
                complete(&t, &format!("{locale} {l:?}"));
                if locale != Locale::EN {
                    assert_ne!(t, line(Locale::EN, &l), "{locale}: not translated");
                }
                assert!(placeholder(locale, &l).chars().count() <= MAX_PLACEHOLDER);
            }
            for b in [
                ButtonLabel::Move,
                ButtonLabel::Pass,
                ButtonLabel::Play,
                ButtonLabel::Back,
                ButtonLabel::StopHere,
            ] {
                let t =
                    crate::messages::text(&Msg::Button(b), locale, &crate::messages::PlainStyle);
                complete(&t, &format!("{locale} {b:?}"));
            }
        }
    }

    #[test]
    fn labels_read_as_the_issue_writes_them_and_long_ones_are_clipped() {
        let l = &labels();
        assert_eq!(
            label(Locale::EN, &l[0]),
            "d3 × d4 — takes a Tott stack of 2"
        );
        assert_eq!(
            label(Locale::EN, &l[1]),
            "c2 → c3 — stacks onto your Tzarra (height 3)"
        );
        assert_eq!(
            label(Locale::EN, &l[9]),
            "b2 — Tott stack of 1: 2 captures, 4 stacking moves"
        );
        let long = PickLabel::Step {
            from: "x".repeat(80),
            to: "y".repeat(80),
        };
        let t = label(Locale::EN, &long);
        assert_eq!(t.chars().count(), MAX_LABEL);
        assert!(t.ends_with('…'));
    }
}
