//! The time controls' rules: reading, refusals (each with its reason), the canonical text's
//! round trip, and the clock with a bank that grows to its cap and runs out.

use super::*;
use crate::games::Seat;
use proptest::prelude::*;

fn bank(initial: i64, increment: i64, cap: i64) -> TimeControl {
    TimeControl::Bank {
        initial,
        increment,
        cap,
    }
}

fn read(text: &str) -> Result<TimeControl, TimeControlError> {
    TimeControl::read(text, &Limits::default())
}

#[test]
fn durations_read_common_forms() {
    assert_eq!(parse_duration("30m"), Some(1800));
    assert_eq!(parse_duration("12h"), Some(43_200));
    assert_eq!(parse_duration("1d12h"), Some(129_600));
    assert_eq!(parse_duration("2j"), Some(172_800));
    assert_eq!(parse_duration("90"), Some(5400));
    assert_eq!(parse_duration("0"), None);
    assert_eq!(parse_duration("h"), None);
    assert_eq!(parse_duration("12x"), None);
    assert_eq!(parse_duration("1h30"), None);
    assert_eq!(parse_duration("1.5h"), None);
    assert_eq!(parse_duration("99999999999999999999d"), None);
}

#[test]
fn durations_read_the_units_of_each_language() {
    assert_eq!(parse_duration("45min"), Some(45 * MINUTE));
    assert_eq!(parse_duration("45 mn"), Some(45 * MINUTE));
    assert_eq!(parse_duration("1w"), Some(WEEK));
    assert_eq!(parse_duration("2sem"), Some(2 * WEEK));
    assert_eq!(parse_duration("1sem2j"), Some(9 * DAY));
    assert_eq!(parse_duration("30seg"), Some(30));
    assert_eq!(parse_duration("30SEC"), Some(30));
    assert_eq!(parse_duration("3J 4H"), Some(3 * DAY + 4 * HOUR));
    assert_eq!(parse_duration("3días"), Some(3 * DAY));
}

/// Issue 41: durations as people write them, in the words of each language, singular or
/// plural, with or without spaces and accents.
#[test]
fn durations_read_as_people_write_them() {
    for (text, seconds) in [
        ("3 días", 3 * DAY),
        ("1 día", DAY),
        ("3 dias", 3 * DAY),
        ("3DÍAS", 3 * DAY),
        ("24 horas", DAY),
        ("1 hora", HOUR),
        ("1 semana", WEEK),
        ("2 semanas", 2 * WEEK),
        ("30 minutos", 30 * MINUTE),
        ("45 segundos", 45),
        ("2 jours", 2 * DAY),
        ("1 jour", DAY),
        ("36 heures", 36 * HOUR),
        ("1 heure", HOUR),
        ("1 semaine", WEEK),
        ("20 secondes", 20),
        ("1 week", WEEK),
        ("3 days", 3 * DAY),
        ("1 day", DAY),
        ("12 hours", 12 * HOUR),
        ("1 hour", HOUR),
        ("90 minutes", 90 * MINUTE),
        ("10 seconds", 10),
        ("1 day 12 hours", 36 * HOUR),
        ("1 day and 12 hours", 36 * HOUR),
        ("1 día y 12 horas", 36 * HOUR),
        ("1 jour et 12 heures", 36 * HOUR),
        ("1 hora 30 min", 90 * MINUTE),
        ("1sem 2jours", 9 * DAY),
    ] {
        assert_eq!(parse_duration(text), Some(seconds), "`{text}`");
    }
    for text in [
        "3 lunas",
        "días",
        "días 3",
        "3 días y",
        "y 3 días",
        "3 días y y 1 h",
        "1 día 12",
        "3 días!",
        "tres días",
        "3 and",
    ] {
        assert_eq!(parse_duration(text), None, "`{text}`");
    }
}

#[test]
fn controls_read_in_the_words_of_each_language() {
    assert_eq!(read("3 días + 1 día"), Ok(bank(3 * DAY, DAY, 3 * DAY)));
    assert_eq!(read("3días+1día"), Ok(bank(3 * DAY, DAY, 3 * DAY)));
    assert_eq!(read("2 jours + 1 jour"), Ok(bank(2 * DAY, DAY, 2 * DAY)));
    assert_eq!(read("3 days + 1 day"), Ok(bank(3 * DAY, DAY, 3 * DAY)));
    assert_eq!(read("10 días + 36 horas / 10 días"), Ok(LITTLE_GOLEM));
    assert_eq!(read("10 jours + 36 heures / 10 jours"), Ok(LITTLE_GOLEM));
    assert_eq!(read("24 horas"), Ok(TimeControl::PerTurn { seconds: DAY }));
    assert_eq!(
        read("36 heures"),
        Ok(TimeControl::PerTurn { seconds: 36 * HOUR })
    );
    assert_eq!(read("1 semana"), Ok(TimeControl::PerTurn { seconds: WEEK }));
    assert_eq!(read("1 week"), Ok(TimeControl::PerTurn { seconds: WEEK }));
    // What does not read says which part, as before.
    assert_eq!(
        read("3 lunas"),
        Err(TimeControlError::Unreadable(Part::Turn))
    );
    assert_eq!(
        read("3 días + 1 luna"),
        Err(TimeControlError::Unreadable(Part::Increment))
    );
    assert_eq!(
        read("3 jours + 1 jour / dix jours"),
        Err(TimeControlError::Unreadable(Part::Cap))
    );
}

/// Every unit word of the catalogue, in every language, reads as its unit, and no word
/// names two units (every language's words are read whatever the reader's language).
#[test]
fn every_unit_word_of_the_catalogue_reads_as_one_unit() {
    use crate::i18n::{self, Locale};
    let mut seen: Vec<(String, i64)> = Vec::new();
    for locale in Locale::all() {
        for (id, seconds) in parse::UNIT_WORDS {
            let words = i18n::lookup(locale, id);
            assert!(!words.trim().is_empty(), "{locale}: {id}");
            for word in words.split(',').map(str::trim) {
                assert!(!word.is_empty(), "{locale}: an empty word in {id}");
                for text in [
                    format!("2 {word}"),
                    format!("2{word}"),
                    format!("2 {}", word.to_uppercase()),
                ] {
                    assert_eq!(
                        parse_duration(&text),
                        Some(2 * seconds),
                        "{locale}: `{text}`"
                    );
                }
                let folded = crate::i18n::fold(word);
                if let Some((_, other)) = seen.iter().find(|(w, _)| *w == folded) {
                    assert_eq!(*other, seconds, "{locale}: `{word}` names two units");
                }
                seen.push((folded, seconds));
            }
        }
        for word in i18n::lookup(locale, parse::AND_WORDS)
            .split(',')
            .map(str::trim)
        {
            assert_eq!(
                parse_duration(&format!("1 h {word} 1 m")),
                Some(HOUR + MINUTE),
                "{locale}: `{word}`"
            );
            assert!(
                !seen.iter().any(|(w, _)| *w == crate::i18n::fold(word)),
                "`{word}` is a unit"
            );
        }
    }
    // The canonical text's letters are among them.
    for letter in ["d", "h", "m", "s"] {
        assert!(seen.iter().any(|(w, _)| w == letter), "`{letter}`");
    }
}

/// Found by the `durations` fuzz target: a bare number of minutes too large to be counted in
/// seconds overflowed (a panic in a debug build, a wrapped time otherwise).
#[test]
fn minutes_too_many_to_count_in_seconds_are_refused() {
    assert_eq!(parse_duration("444444444444444444"), None);
    assert_eq!(
        parse_duration(&(i64::MAX / 60).to_string()),
        Some(i64::MAX / 60 * 60)
    );
    assert_eq!(parse_duration(&(i64::MAX / 60 + 1).to_string()), None);
}

#[test]
fn a_time_per_turn_reads_as_today() {
    assert_eq!(read("24h"), Ok(TimeControl::PerTurn { seconds: DAY }));
    assert_eq!(
        read(" 1D 12H "),
        Ok(TimeControl::PerTurn { seconds: 36 * HOUR })
    );
    assert_eq!(
        read("90"),
        Ok(TimeControl::PerTurn {
            seconds: 90 * MINUTE
        })
    );
}

#[test]
fn a_bank_reads_with_its_cap_or_the_starting_bank_as_cap() {
    assert_eq!(read("3d+1d"), Ok(bank(3 * DAY, DAY, 3 * DAY)));
    assert_eq!(read("10d+36h"), Ok(LITTLE_GOLEM));
    assert_eq!(read("10d+36h/10d"), Ok(LITTLE_GOLEM));
    assert_eq!(read("3d+1d/10d"), Ok(bank(3 * DAY, DAY, 10 * DAY)));
    // Spanish and French units, spaces and capitals.
    assert_eq!(read("3 D + 1 D / 1 SEM"), Ok(bank(3 * DAY, DAY, WEEK)));
    assert_eq!(read("3j+12h/2sem"), Ok(bank(3 * DAY, 12 * HOUR, 2 * WEEK)));
    assert_eq!(read("2d+90min"), Ok(bank(2 * DAY, 90 * MINUTE, 2 * DAY)));
    assert_eq!(read("1w+1d"), Ok(bank(WEEK, DAY, WEEK)));
}

#[test]
fn text_that_does_not_read_says_which_part() {
    use TimeControlError::*;
    assert_eq!(read(""), Err(Empty));
    assert_eq!(read("   "), Err(Empty));
    assert_eq!(read("3x"), Err(Unreadable(Part::Turn)));
    assert_eq!(read("+1d"), Err(Unreadable(Part::Bank)));
    assert_eq!(read("3d+"), Err(Unreadable(Part::Increment)));
    assert_eq!(read("3d+1d+1d"), Err(Unreadable(Part::Increment)));
    assert_eq!(read("3d+1d/"), Err(Unreadable(Part::Cap)));
    assert_eq!(read("3d+1d/5d/6d"), Err(Unreadable(Part::Cap)));
    assert_eq!(read("24h/10d"), Err(CapWithoutBank));
    assert_eq!(read("0"), Err(Unreadable(Part::Turn)));
    assert_eq!(read("-3d+1d"), Err(Unreadable(Part::Bank)));
    assert_eq!(read(&"1".repeat(81)), Err(TooLong { max: 80 }));
    // Characters, not bytes: 79 accented letters are read (and refused as unreadable).
    assert_eq!(read(&"é".repeat(79)), Err(Unreadable(Part::Turn)));
    assert_eq!(read("3lunas+1día"), Err(Unreadable(Part::Bank)));
}

#[test]
fn each_refusal_has_its_reason() {
    use TimeControlError::*;
    let limits = Limits::default();
    let check = |tc: TimeControl| tc.validate(&limits);
    assert_eq!(
        check(TimeControl::PerTurn { seconds: 0 }),
        Err(NotPositive(Part::Turn))
    );
    assert_eq!(
        check(TimeControl::PerTurn { seconds: 30 }),
        Err(TurnOutOfRange {
            min: MINUTE,
            max: 14 * DAY
        })
    );
    assert_eq!(
        read("15d"),
        Err(TurnOutOfRange {
            min: MINUTE,
            max: 14 * DAY
        })
    );
    assert_eq!(check(bank(0, DAY, DAY)), Err(NotPositive(Part::Bank)));
    assert_eq!(check(bank(DAY, -1, DAY)), Err(NotPositive(Part::Increment)));
    assert_eq!(check(bank(DAY, 0, DAY)), Err(NotPositive(Part::Increment)));
    assert_eq!(check(bank(DAY, HOUR, -DAY)), Err(NotPositive(Part::Cap)));
    assert_eq!(read("3d+4d/3d"), Err(IncrementOverCap));
    assert_eq!(read("3d+4d"), Err(IncrementOverCap));
    assert_eq!(read("3d+1d/2d"), Err(CapBelowBank));
    assert_eq!(read("30s+10s/1m"), Err(BankTooSmall { min: MINUTE }));
    assert_eq!(read("31d+1d"), Err(BankTooLarge { max: 30 * DAY }));
    assert_eq!(read("3d+1d/5sem"), Err(BankTooLarge { max: 30 * DAY }));
    assert_eq!(check(LITTLE_GOLEM), Ok(()));
    // The table's configuration decides.
    let strict = Limits {
        min_turn: HOUR,
        max_turn: DAY,
        max_bank: 5 * DAY,
    };
    assert_eq!(
        TimeControl::read("10d+36h", &strict),
        Err(BankTooLarge { max: 5 * DAY })
    );
    assert_eq!(
        TimeControl::read("2d", &strict),
        Err(TurnOutOfRange {
            min: HOUR,
            max: DAY
        })
    );
}

#[test]
fn huge_numbers_are_refused_without_panicking() {
    use TimeControlError::*;
    assert_eq!(
        read("99999999999999999999d+1d"),
        Err(Unreadable(Part::Bank))
    );
    assert_eq!(
        read("1d+99999999999999999999d"),
        Err(Unreadable(Part::Increment))
    );
    assert_eq!(
        read("106751991167300d"),
        Err(TurnOutOfRange {
            min: MINUTE,
            max: 14 * DAY
        })
    );
    assert_eq!(
        read("106751991167300d+1d/106751991167300d"),
        Err(BankTooLarge { max: 30 * DAY })
    );
    let max = TimeControl::PerTurn { seconds: i64::MAX };
    assert!(max.validate(&Limits::default()).is_err());
    assert!(!max.to_text().is_empty());
    let min = bank(i64::MIN, i64::MIN, i64::MIN);
    assert_eq!(
        min.validate(&Limits::default()),
        Err(NotPositive(Part::Bank))
    );
    assert_eq!(min.to_text(), format!("{0}s+{0}s/{0}s", i64::MIN));
}

#[test]
fn the_canonical_text_writes_the_cap_and_whole_units() {
    assert_eq!(LITTLE_GOLEM.to_text(), "10d+1d12h/10d");
    assert_eq!(TimeControl::PerTurn { seconds: DAY }.to_text(), "1d");
    assert_eq!(TimeControl::PerTurn { seconds: 90 }.to_text(), "1m30s");
    assert_eq!(read("3d+1d").unwrap().to_string(), "3d+1d/3d");
    assert_eq!("10d+1d12h/10d".parse::<TimeControl>(), Ok(LITTLE_GOLEM));
}

#[test]
fn a_time_per_turn_is_the_same_every_turn() {
    let tc = TimeControl::PerTurn { seconds: DAY };
    let banks = tc.start();
    assert_eq!(banks.remaining, [DAY, DAY]);
    assert_eq!(tc.deadline(&banks, Seat::First, 1000), Ok(1000 + DAY));
    assert_eq!(
        tc.end_turn(&banks, Seat::First, 1000, 1000 + DAY - 1),
        Ok(TurnEnd::InTime(banks))
    );
    assert_eq!(
        tc.end_turn(&banks, Seat::Second, 1000, 1000 + DAY),
        Ok(TurnEnd::OutOfTime)
    );
}

/// A 3-day bank, +1 day a move, capped at 5 days: it grows by its increment up to the cap,
/// shrinks when a move takes longer than the increment, and runs out.
#[test]
fn a_bank_grows_by_its_increment_to_its_cap_and_runs_out() {
    let tc = bank(3 * DAY, DAY, 5 * DAY);
    let mut banks = tc.start();
    assert_eq!(banks.remaining, [3 * DAY, 3 * DAY]);
    let mut now = 1_700_000_000;
    let mut play = |banks: &mut Banks, seat: Seat, took: i64| {
        let started = now;
        now += took;
        match tc.end_turn(banks, seat, started, now).unwrap() {
            TurnEnd::InTime(after) => {
                *banks = after;
                true
            }
            TurnEnd::OutOfTime => false,
        }
    };
    // Quick moves: +1 day each, up to the cap.
    assert!(play(&mut banks, Seat::First, HOUR));
    assert_eq!(banks.of(Seat::First), 4 * DAY - HOUR);
    assert_eq!(
        banks.of(Seat::Second),
        3 * DAY,
        "the other bank does not move"
    );
    assert!(play(&mut banks, Seat::First, 0));
    assert_eq!(banks.of(Seat::First), 5 * DAY - HOUR);
    assert!(play(&mut banks, Seat::First, 0));
    assert_eq!(banks.of(Seat::First), 5 * DAY, "capped");
    // A slow move spends more than the increment gives back.
    assert!(play(&mut banks, Seat::First, 3 * DAY));
    assert_eq!(banks.of(Seat::First), 3 * DAY);
    assert_eq!(tc.deadline(&banks, Seat::First, 100), Ok(100 + 3 * DAY));
    // Moving one second before the deadline keeps the increment; at the deadline, lost.
    assert!(play(&mut banks, Seat::First, 3 * DAY - 1));
    assert_eq!(banks.of(Seat::First), DAY + 1);
    let before = banks;
    assert!(!play(&mut banks, Seat::First, DAY + 1));
    assert_eq!(banks, before, "a bank that ran out is never negative");
}

#[test]
fn little_golem_keeps_a_full_bank_for_a_move_within_36_hours() {
    let banks = LITTLE_GOLEM.start();
    let end = LITTLE_GOLEM
        .end_turn(&banks, Seat::Second, 0, 36 * HOUR)
        .unwrap();
    assert_eq!(end, TurnEnd::InTime(banks));
}

#[test]
fn a_clock_set_back_uses_no_time_and_overflow_is_an_error() {
    let tc = bank(DAY, HOUR, DAY);
    let banks = tc.start();
    assert_eq!(
        tc.end_turn(&banks, Seat::First, 1000, 10),
        Ok(TurnEnd::InTime(banks))
    );
    assert_eq!(
        tc.end_turn(&banks, Seat::First, i64::MIN, i64::MAX),
        Err(ClockError)
    );
    assert_eq!(tc.deadline(&banks, Seat::First, i64::MAX), Err(ClockError));
    let wide = bank(i64::MAX, i64::MAX, i64::MAX);
    assert_eq!(
        wide.end_turn(&wide.start(), Seat::First, 0, 0),
        Err(ClockError)
    );
}

#[test]
fn a_pause_is_not_counted() {
    // Paused an hour into the turn for two days: the turn starts two days later.
    assert_eq!(
        resume(1000, 1000 + HOUR, 1000 + HOUR + 2 * DAY),
        Ok(1000 + 2 * DAY)
    );
    // Paused before the turn began: the turn starts when the clock starts again.
    assert_eq!(resume(1000, 0, 5000), Ok(5000));
    // Resumed before it began (or a clock set back): nothing moves.
    assert_eq!(resume(1000, 3000, 2000), Ok(1000));
    assert_eq!(resume(1000, 0, 500), Ok(1000));
    assert_eq!(resume(i64::MAX, i64::MIN, i64::MAX), Ok(i64::MAX));
    assert_eq!(resume(1, i64::MIN, i64::MAX), Ok(i64::MAX));
    assert_eq!(resume(i64::MIN, i64::MIN, i64::MAX), Err(ClockError));
    assert_eq!(resume(-10, i64::MIN, i64::MAX), Err(ClockError));
    // The deadline moves with the start, the bank is unchanged.
    let tc = bank(DAY, HOUR, DAY);
    let banks = tc.start();
    let start = resume(0, HOUR, 3 * HOUR).unwrap();
    assert_eq!(tc.deadline(&banks, Seat::First, start), Ok(DAY + 2 * HOUR));
}

fn any_duration() -> impl Strategy<Value = i64> {
    prop_oneof![
        1..=30 * DAY,
        (1..=30i64).prop_map(|d| d * DAY),
        (1..=720i64).prop_map(|h| h * HOUR)
    ]
}

fn any_control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        any_duration().prop_map(|seconds| TimeControl::PerTurn { seconds }),
        (
            any_duration(),
            any_duration(),
            any_duration(),
            any::<bool>()
        )
            .prop_map(|(a, b, c, swap)| {
                let mut parts = [a, b, c];
                parts.sort();
                // The cap is the largest; the increment may be smaller or larger than the
                // starting bank.
                let (initial, increment) = if swap {
                    (parts[0], parts[1])
                } else {
                    (parts[1], parts[0])
                };
                bank(initial, increment, parts[2])
            }),
    ]
}

/// Every unit word of every language, as the catalogue writes it, with its length.
fn all_unit_words() -> Vec<(String, i64)> {
    let mut out = Vec::new();
    for locale in crate::i18n::Locale::all() {
        for (id, seconds) in parse::UNIT_WORDS {
            for word in crate::i18n::lookup(locale, id).split(',') {
                out.push((word.trim().to_string(), seconds));
            }
        }
    }
    out
}

/// A control's parts, each a whole number of one unit, written in words (`3 días`,
/// `36HEURES`), with the spaces and letter case `style` chooses.
fn in_words(parts: &[(i64, usize)], style: u64) -> (TimeControl, String) {
    let words = all_unit_words();
    let mut texts = Vec::new();
    let mut values = Vec::new();
    for (i, (n, pick)) in parts.iter().enumerate() {
        let (word, seconds) = &words[pick % words.len()];
        let bits = style >> (3 * i);
        let word = if bits & 1 == 1 {
            word.to_uppercase()
        } else {
            word.clone()
        };
        let space = if bits & 2 == 2 { " " } else { "" };
        texts.push(format!("{n}{space}{word}"));
        values.push(n * seconds);
    }
    let around = if style & (1 << 20) != 0 { " " } else { "" };
    let control = match values.as_slice() {
        [seconds] => TimeControl::PerTurn { seconds: *seconds },
        [initial, increment] => bank(*initial, *increment, *initial),
        _ => bank(values[0], values[1], values[2]),
    };
    let text = match texts.as_slice() {
        [turn] => turn.clone(),
        [b, i] => format!("{b}{around}+{around}{i}"),
        _ => format!(
            "{}{around}+{around}{}{around}/{around}{}",
            texts[0], texts[1], texts[2]
        ),
    };
    (control, text)
}

proptest! {
    /// Issue 41: a control written with any language's unit words, singular or plural, any
    /// case, with or without spaces, reads as what it says.
    #[test]
    fn a_control_in_any_languages_words_reads_as_it_says(
        parts in proptest::collection::vec((1..=99i64, 0..1000usize), 1..=3),
        style in any::<u64>(),
    ) {
        let (control, text) = in_words(&parts, style);
        prop_assert!(text.chars().count() <= parse::MAX_TEXT, "{}", text);
        prop_assert_eq!(parse::parse(&text), Ok(control), "{}", text);
    }

    #[test]
    fn the_canonical_text_reads_back(tc in any_control()) {
        let text = tc.to_text();
        prop_assert_eq!(parse::parse(&text), Ok(tc));
        prop_assert_eq!(parse::parse(&text.to_uppercase()), Ok(tc));
        let limits = Limits { min_turn: 1, max_turn: 30 * DAY, max_bank: 30 * DAY };
        prop_assert_eq!(TimeControl::read(&text, &limits), Ok(tc));
    }

    #[test]
    fn the_stored_columns_read_back(tc in any_control()) {
        let (increment, cap) = tc.bank_columns().unzip();
        prop_assert_eq!(TimeControl::from_columns(tc.turn_seconds(), increment, cap), Some(tc));
        prop_assert_eq!(tc.is_bank(), increment.is_some());
    }

    #[test]
    fn reading_never_panics(text in "\\PC{0,70}") {
        if let Ok(tc) = read(&text) {
            prop_assert_eq!(read(&tc.to_text()), Ok(tc));
        }
    }

    #[test]
    fn a_bank_is_never_negative_nor_over_its_cap(
        tc in any_control(),
        moves in proptest::collection::vec(0..=40 * DAY, 1..20),
    ) {
        let mut banks = tc.start();
        let mut now = 0i64;
        for (i, took) in moves.into_iter().enumerate() {
            let seat = Seat::ALL[i % 2];
            let started = now;
            now += took;
            match tc.end_turn(&banks, seat, started, now).unwrap() {
                TurnEnd::InTime(after) => {
                    prop_assert!(after.of(seat) > 0);
                    if let TimeControl::Bank { cap, .. } = tc {
                        prop_assert!(after.of(seat) <= cap);
                    }
                    banks = after;
                }
                TurnEnd::OutOfTime => {
                    prop_assert!(now >= tc.deadline(&banks, seat, started).unwrap());
                    break;
                }
            }
        }
    }
}

#[test]
fn half_a_bank_in_the_columns_is_no_control() {
    assert_eq!(TimeControl::from_columns(DAY, Some(HOUR), None), None);
    assert_eq!(TimeControl::from_columns(DAY, None, Some(DAY)), None);
    assert_eq!(
        TimeControl::from_columns(DAY, None, None),
        Some(TimeControl::PerTurn { seconds: DAY })
    );
}

/// Found by the `time_controls` fuzz target within a second: a duration whose canonical text
/// is longer than what was typed (`77777777777887788` minutes is `54012345679088d17h48m`,
/// `8640000000086399s` is `100000000000d23h59m59s`, over the 20 characters then read) did
/// not read back, and a bank of three such durations had a canonical text over the 64
/// characters a control could be. Its second finding, after the first fix let durations be
/// 24 characters (`i64::MAX` seconds' text), was a shorter number of seconds with a longer
/// text: `9010194101300303261s` is `104284653950234d23h47m41s`, 25.
#[test]
fn every_canonical_text_reads_back_even_for_the_longest_durations() {
    let found = parse::parse("77777777777887788").unwrap();
    assert_eq!(found.to_text(), "54012345679088d17h48m");
    assert_eq!(parse::parse(&found.to_text()), Ok(found));
    let found = parse::parse("9010194101300303261s+300d").unwrap();
    assert_eq!(
        found.to_text(),
        "104284653950234d23h47m41s+300d/104284653950234d23h47m41s"
    );
    assert_eq!(parse::parse(&found.to_text()), Ok(found));
    for seconds in [
        8_640_000_000_086_399,
        9_010_194_101_300_303_261,
        // The most days with two-digit hours, minutes and seconds.
        106_751_991_167_299 * DAY + 23 * HOUR + 59 * MINUTE + 59,
        i64::MAX,
        i64::MAX - 1,
        i64::MAX / 60 * 60,
    ] {
        let text = parse::duration_text(seconds);
        assert!(text.len() <= parse::MAX_DURATION, "{text}");
        assert_eq!(parse_duration(&text), Some(seconds), "{text}");
        assert_eq!(parse_duration(&format!("{seconds}s")), Some(seconds));
    }
    let longest = i64::MAX - 1;
    for control in [
        TimeControl::PerTurn { seconds: longest },
        TimeControl::Bank {
            initial: longest,
            increment: longest,
            cap: longest,
        },
    ] {
        let text = control.to_text();
        assert!(text.chars().count() <= parse::MAX_TEXT, "{text}");
        assert_eq!(parse::parse(&text), Ok(control), "{text}");
    }
}
