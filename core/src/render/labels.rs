//! Every word the renderer draws, from the catalogue (`board-*` in `locales/`).
//!
//! The words of a board are looked up once per language and fox count (the catalogue writes
//! "the fox" or "the foxes") and kept for the life of the process: they come from the
//! embedded catalogue, so they never change, and a board draws some thirty of them. Words
//! with numbers in them (a replay's progress, the geese threshold) are formatted per board.

use std::sync::OnceLock;

use crate::i18n::{self, Args, Locale};

/// The renderer's words in one language, for a game with one or two foxes.
#[derive(Debug)]
pub struct Labels {
    locale: Locale,
    foxes: u32,
    // TZAAR
    pub white: String,
    pub black: String,
    pub white_to_move: String,
    pub black_to_move: String,
    pub white_to_place: String,
    pub black_to_place: String,
    /// White's single-move opening turn.
    pub step_open: String,
    /// First move of a turn.
    pub step_capture: String,
    /// Second move of a turn.
    pub step_second: String,
    /// Caption of the visible-type counts.
    pub on_top: String,
    /// Caption of the pieces still to place (tournament setup).
    pub to_place: String,
    pub white_wins: String,
    pub black_wins: String,
    /// Title of the legend of the piece types.
    pub legend: String,
    /// The piece types, in the legend: the game's own names.
    pub tzaar: String,
    pub tzarra: String,
    pub tott: String,
    // Fox and Geese
    pub foxes_name: String,
    pub geese: String,
    pub foxes_to_move: String,
    pub geese_to_move: String,
    pub foxes_win: String,
    pub geese_win: String,
    /// Halatafl: the fox player must jump.
    pub must_jump: String,
    /// The variant, in the board's corner.
    pub halatafl: String,
    // Both games
    pub draw: String,
    /// A game stopped without a result (by a moderator, or abandoned).
    pub no_result: String,
    /// Before the notation of the last turn.
    pub last: String,
    /// A passed second move.
    pub pass: String,
}

impl Labels {
    fn new(locale: Locale, foxes: u32) -> Labels {
        let t = |id: &str| i18n::text(locale, id, &Args::new().with("foxes", i64::from(foxes)));
        Labels {
            locale,
            foxes,
            white: t("board-white"),
            black: t("board-black"),
            white_to_move: t("board-white-to-move"),
            black_to_move: t("board-black-to-move"),
            white_to_place: t("board-white-to-place"),
            black_to_place: t("board-black-to-place"),
            step_open: t("board-step-open"),
            step_capture: t("board-step-capture"),
            step_second: t("board-step-second"),
            on_top: t("board-on-top"),
            to_place: t("board-to-place"),
            white_wins: t("board-white-wins"),
            black_wins: t("board-black-wins"),
            legend: t("board-legend"),
            tzaar: t("board-legend-tzaar"),
            tzarra: t("board-legend-tzarra"),
            tott: t("board-legend-tott"),
            foxes_name: t("board-foxes"),
            geese: t("board-geese"),
            foxes_to_move: t("board-foxes-to-move"),
            geese_to_move: t("board-geese-to-move"),
            foxes_win: t("board-foxes-win"),
            geese_win: t("board-geese-win"),
            must_jump: t("board-must-jump"),
            halatafl: t("board-halatafl"),
            draw: t("board-draw"),
            no_result: t("board-no-result"),
            last: t("board-last"),
            pass: t("board-pass"),
        }
    }

    fn numbered(&self, id: &str, n: u32, total: u32) -> String {
        let args = Args::new()
            .with("foxes", i64::from(self.foxes))
            .with("n", i64::from(n))
            .with("total", i64::from(total));
        i18n::text(self.locale, id, &args)
    }

    /// Beside the geese count: the foxes win below `min` geese.
    pub fn foxes_win_below(&self, min: u32) -> String {
        self.numbered("board-foxes-win-below", min, 0)
    }

    /// The standard game's name, with its number of geese and whether they step sideways.
    pub fn standard(&self, geese: u32, sideways: bool) -> String {
        let id = if sideways {
            "board-standard-sideways"
        } else {
            "board-standard"
        };
        self.numbered(id, geese, 0)
    }

    /// A TZAAR replay frame's progress: turn `n` of `total`.
    pub fn replay_turn(&self, n: u32, total: u32) -> String {
        self.numbered("board-replay-turn", n, total)
    }

    /// A Fox and Geese replay frame's progress: move `n` of `total`.
    pub fn replay_move(&self, n: u32, total: u32) -> String {
        self.numbered("board-replay-move", n, total)
    }

    /// The short text of an ending reason (by the rules cores' stable key), or the key itself
    /// if the catalogue has none.
    pub fn reason(&self, key: &str) -> String {
        let args = Args::new().with("foxes", i64::from(self.foxes));
        i18n::text_or_none(self.locale, &format!("board-reason-{key}"), &args)
            .unwrap_or_else(|| key.to_string())
    }
}

/// The words of a language for a game with `foxes` foxes (TZAAR passes any count: none of its
/// words depend on it).
pub fn labels(locale: Locale, foxes: u32) -> &'static Labels {
    static ALL: OnceLock<Vec<[Labels; 2]>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        Locale::all()
            .map(|l| [Labels::new(l, 1), Labels::new(l, 2)])
            .collect()
    });
    let forms = all
        .iter()
        .find(|forms| forms[0].locale == locale)
        .unwrap_or(&all[0]);
    &forms[usize::from(foxes != 1)]
}

/// The arguments every text about a game receives from the game (the number of foxes,
/// which writes "the fox" or "the foxes").
pub fn game_args(spec: crate::games::GameSpec) -> Args {
    let mut args = Args::new();
    for (name, word) in spec.common_args() {
        match word {
            crate::games::Word::Number(n) => args.set(name, n),
            crate::games::Word::Text(t) => args.set(name, t),
            _ => {}
        }
    }
    args
}

/// A side as the object of a sentence: "White", "the fox", "the geese" (`side-<word>`, the
/// first of the game's words for the seat), for the images and the messages alike.
pub fn side_name(locale: Locale, spec: crate::games::GameSpec, seat: crate::games::Seat) -> String {
    let word = spec.kind().def().side_words()[seat.index()];
    i18n::text(locale, &format!("side-{word}"), &game_args(spec))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_word_and_reason() {
        for locale in Locale::all() {
            for foxes in [1, 2] {
                let l = labels(locale, foxes);
                assert_eq!(l.locale, locale);
                for word in [&l.white, &l.pass, &l.legend, &l.foxes_win, &l.no_result] {
                    assert!(!word.is_empty() && !word.starts_with("board"), "{word}");
                }
                for reason in crate::games::EndReason::ALL {
                    let text = l.reason(reason.key());
                    assert_ne!(text, reason.key(), "{locale}: {}", reason.key());
                }
                assert!(l.replay_turn(3, 40).contains("40"));
                assert!(l.standard(13, true).contains("13"));
            }
        }
    }

    #[test]
    fn the_fox_is_singular_in_the_standard_game() {
        let (one, two) = (labels(Locale::EN, 1), labels(Locale::EN, 2));
        assert_eq!(one.foxes_win, "The fox wins");
        assert_eq!(two.foxes_win, "The foxes win");
        assert_eq!(labels(Locale::ES, 1).foxes_to_move, "Juega el zorro");
    }
}
