//! Property tests of the parsers above the rules cores: button ids, console lines, option
//! values and durations, record results (the rules cores' own parsers are in `rules`).

use proptest::prelude::*;
use tablero::console::commands;
use tablero::domain::{ChallengeId, EndReason, GameId, Outcome, Seat};
use tablero::games::{AnyGame, GameRules, TzaarSetup};
use tablero::table::Action;
use tablero::table::options::parse_duration;
use tablero::table::picker::{Choice, PickAction, PickPath};

fn any_action() -> impl Strategy<Value = Action> {
    let id = any::<i64>();
    prop_oneof![
        id.prop_map(|c| Action::Accept {
            challenge: ChallengeId(c)
        }),
        id.prop_map(|c| Action::AcceptUnrated {
            challenge: ChallengeId(c)
        }),
        id.prop_map(|c| Action::Decline {
            challenge: ChallengeId(c)
        }),
        id.prop_map(|c| Action::Cancel {
            challenge: ChallengeId(c)
        }),
        (any::<i64>(), any::<i64>(), any::<bool>()).prop_map(|(g, v, accept)| Action::Undo {
            game: GameId(g),
            version: v,
            accept
        }),
        (any::<i64>(), any::<i64>(), any::<bool>()).prop_map(|(g, v, accept)| Action::Draw {
            game: GameId(g),
            version: v,
            accept
        }),
        (any::<i64>(), any::<i64>(), any_pick_path(), 0..3u8).prop_map(|(g, v, path, kind)| {
            let game = GameId(g);
            Action::Pick(match kind {
                0 => PickAction::Open { game, version: v },
                1 => PickAction::Choose {
                    game,
                    version: v,
                    path,
                },
                _ => PickAction::Play {
                    game,
                    version: v,
                    path,
                },
            })
        }),
    ]
}

/// Any path a picker can write, up to the longest allowed.
fn any_pick_path() -> impl Strategy<Value = PickPath> {
    let choice = prop_oneof![
        (0..=Choice::MAX_INDEX).prop_map(Choice::Item),
        (0..=Choice::MAX_INDEX).prop_map(Choice::Group),
        Just(Choice::Pass),
        Just(Choice::Stop),
    ];
    prop::collection::vec(choice, 0..40).prop_map(|choices| {
        choices
            .into_iter()
            .try_fold(PickPath::EMPTY, |path, c| path.with(c).ok_or(path))
            .unwrap_or_else(|full| full)
    })
}

fn any_outcome() -> impl Strategy<Value = Outcome> {
    (
        prop::sample::select(EndReason::ALL.to_vec()),
        prop::option::of(prop::sample::select(vec![Seat::First, Seat::Second])),
    )
        .prop_map(|(reason, winner)| Outcome { winner, reason })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn button_ids_round_trip_and_fit_discord(action in any_action()) {
        let id = action.custom_id();
        prop_assert!(id.len() <= 100, "{}", id);
        prop_assert_eq!(Action::parse(&id), Some(action));
    }

    #[test]
    fn button_id_parser_never_panics(text in "\\PC{0,120}", tail in "[a-z0-9:-]{0,40}") {
        let _ = Action::parse(&text);
        let _ = Action::parse(&format!("tb:{tail}"));
    }

    #[test]
    fn console_lines_never_panic(text in "\\PC{0,300}") {
        let _ = commands::parse(&text);
        let _ = commands::parse(&format!("/{text}"));
    }

    #[test]
    fn console_challenge_options_never_panic(
        words in prop::collection::vec(
            (
                prop::sample::select(vec![
                    "game", "juego", "jeu", "setup", "configuración", "side", "côté", "geese",
                    "sideways", "time", "level", "niveau", "opponent", "@", "", "colour",
                ]),
                "\\PC{0,12}",
            ),
            0..8,
        )
    ) {
        let args: Vec<String> = words.iter().map(|(k, v)| format!("{k}:{v}")).collect();
        let line = format!("/challenge {}", args.join(" "));
        if let Err(e) = commands::parse(&line) {
            // Every refusal can be said in every language.
            for locale in tablero::i18n::Locale::all() {
                prop_assert!(!e.text(locale).is_empty());
            }
        }
    }

    #[test]
    fn durations_never_panic_and_are_positive(text in "\\PC{0,30}") {
        if let Some(seconds) = parse_duration(&text) {
            prop_assert!(seconds > 0);
        }
    }

    #[test]
    fn record_results_round_trip(outcome in any_outcome()) {
        for wins in [["White wins", "Black wins"], ["foxes win", "geese win"]] {
            let text = outcome.result_text(wins);
            prop_assert_eq!(Outcome::parse_result(&text, wins), Some(outcome));
            prop_assert_eq!(Outcome::parse_result(&text.to_uppercase(), wins), Some(outcome));
        }
    }

    #[test]
    fn concluded_games_round_trip_through_their_records(
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<u16>(), 0..40),
        off in prop::sample::select(vec![
            Outcome::resignation(Seat::First),
            Outcome::resignation(Seat::Second),
            Outcome::timeout(Seat::First),
            Outcome::agreed_draw(),
            Outcome::aborted(),
        ]),
        fox in any::<bool>(),
    ) {
        let spec = if fox {
            tablero::games::foxgeese::spec(tablero::games::foxgeese::Variant::Halatafl)
        } else {
            tablero::games::tzaar::spec(TzaarSetup::Random)
        };
        let mut game: AnyGame = spec.start(seed);
        for c in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[usize::from(c) % legal.len()].clone();
            prop_assert!(game.play_text(&mv).is_ok());
        }
        if game.outcome().is_some() {
            return Ok(());
        }
        prop_assert!(game.conclude(off).is_ok());
        let record = game.record();
        let back = game
            .kind()
            .def()
            .read_record(&record)
            .map(|g| g.outcome());
        prop_assert_eq!(back, Ok(Some(off)), "{}", record);
    }
}
