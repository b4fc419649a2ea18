//! The text of time controls (`locales/*/clocks.ftl`): a control as players read it ("a bank
//! of 3 days, +1 day per move (at most 10 days)"), and why a control typed in `time:` was
//! refused. Durations are written by [`super::duration`], so they read as everywhere else.

use super::duration;
use crate::i18n::{self, Args, Locale};
use crate::time_control::{TimeControl, TimeControlError};

/// A time control within a sentence, in `locale`: "24 hours per turn", "reserva de 3 días,
/// +1 día por jugada (máximo 10 días)".
pub fn time_control_text(locale: Locale, control: &TimeControl) -> String {
    match *control {
        TimeControl::PerTurn { seconds } => i18n::text(
            locale,
            "time-control-per-turn",
            &Args::new().with("time", duration(locale, seconds)),
        ),
        TimeControl::Bank {
            initial,
            increment,
            cap,
        } => i18n::text(
            locale,
            "time-control-bank",
            &Args::new()
                .with("bank", duration(locale, initial))
                .with("increment", duration(locale, increment))
                .with("cap", duration(locale, cap)),
        ),
    }
}

/// Why a time control was refused, in `locale`, with the forms it may take.
pub fn time_control_error_text(locale: Locale, error: &TimeControlError) -> String {
    use TimeControlError::*;
    let (id, args) = match *error {
        Empty => ("time-error-empty", Args::new()),
        TooLong { max } => ("time-error-too-long", Args::new().with("max", max)),
        Unreadable(part) => (
            "time-error-unreadable",
            Args::new().with("part", part.key()),
        ),
        CapWithoutBank => ("time-error-cap-without-bank", Args::new()),
        NotPositive(part) => (
            "time-error-not-positive",
            Args::new().with("part", part.key()),
        ),
        TurnOutOfRange { min, max } => (
            "time-error-turn-range",
            Args::new()
                .with("min", duration(locale, min))
                .with("max", duration(locale, max)),
        ),
        BankTooSmall { min } => (
            "time-error-bank-too-small",
            Args::new().with("min", duration(locale, min)),
        ),
        BankTooLarge { max } => (
            "time-error-bank-too-large",
            Args::new().with("max", duration(locale, max)),
        ),
        IncrementOverCap => ("time-error-increment-over-cap", Args::new()),
        CapBelowBank => ("time-error-cap-below-bank", Args::new()),
    };
    i18n::text(locale, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time_control::{DAY, HOUR, LITTLE_GOLEM, Limits, Part};

    fn bank(initial: i64, increment: i64, cap: i64) -> TimeControl {
        TimeControl::Bank {
            initial,
            increment,
            cap,
        }
    }

    #[test]
    fn controls_read_as_each_language_writes_them() {
        let per_turn = TimeControl::PerTurn { seconds: 24 * HOUR };
        assert_eq!(time_control_text(Locale::EN, &per_turn), "1 day per turn");
        let twelve = TimeControl::PerTurn { seconds: 12 * HOUR };
        assert_eq!(time_control_text(Locale::EN, &twelve), "12 hours per turn");
        assert_eq!(time_control_text(Locale::ES, &twelve), "12 horas por turno");
        assert_eq!(time_control_text(Locale::FR, &twelve), "12 heures par tour");
        let b = bank(3 * DAY, DAY, 10 * DAY);
        assert_eq!(
            time_control_text(Locale::EN, &b),
            "a bank of 3 days, +1 day per move (at most 10 days)"
        );
        assert_eq!(
            time_control_text(Locale::ES, &b),
            "reserva de 3 días, +1 día por jugada (máximo 10 días)"
        );
        assert_eq!(
            time_control_text(Locale::FR, &b),
            "banque de 3 jours, +1 jour par coup (10 jours au plus)"
        );
        assert_eq!(
            time_control_text(Locale::EN, &LITTLE_GOLEM),
            "a bank of 10 days, +36 hours per move (at most 10 days)"
        );
    }

    /// Every refusal, in every language: complete (no id, no unfilled argument), translated,
    /// and different for each reason.
    #[test]
    fn every_refusal_is_written_in_every_language() {
        use TimeControlError::*;
        let limits = Limits::default();
        assert_eq!(
            time_control_error_text(Locale::EN, &Unreadable(Part::Increment)),
            "Can't read the time added after each move: write it as in `3d+1d`, a bank of `3d` \
             with `1d` added after each move."
        );
        let mut errors = vec![
            Empty,
            TooLong { max: 64 },
            CapWithoutBank,
            TurnOutOfRange {
                min: limits.min_turn,
                max: limits.max_turn,
            },
            BankTooSmall {
                min: limits.min_turn,
            },
            BankTooLarge {
                max: limits.max_bank,
            },
            IncrementOverCap,
            CapBelowBank,
        ];
        for part in [Part::Turn, Part::Bank, Part::Increment, Part::Cap] {
            errors.push(Unreadable(part));
            errors.push(NotPositive(part));
        }
        for locale in Locale::all() {
            let mut seen = std::collections::BTreeSet::new();
            for error in &errors {
                let t = time_control_error_text(locale, error);
                assert!(
                    !t.contains('{') && !t.contains("time-") && t.len() > 20,
                    "{locale} {error:?}: `{t}`"
                );
                if locale != Locale::EN {
                    assert_ne!(t, time_control_error_text(Locale::EN, error));
                }
                assert!(seen.insert(t.clone()), "{locale}: `{t}` said twice");
            }
        }
        assert_eq!(
            time_control_error_text(Locale::ES, &BankTooLarge { max: 30 * DAY }),
            "La reserva no puede superar 30 días."
        );
        assert_eq!(
            time_control_error_text(Locale::FR, &Unreadable(Part::Cap)),
            "Je ne comprends pas le plafond de la banque. Écrivez-le après une barre oblique, \
             comme dans `3j+1j/10j`."
        );
    }
}
