//! Every word the renderer draws, one table per locale.
//!
//! Templates hold `{n}` / `{t}` placeholders filled by [`fill`]. Ending reasons are looked up
//! by the stable keys of the rules cores (`no-tzaar`, `pen-filled`, ...).

use crate::i18n::Locale;

/// The renderer's labels in one language.
#[derive(Debug)]
pub struct Labels {
    // TZAAR
    pub white: &'static str,
    pub black: &'static str,
    pub white_to_move: &'static str,
    pub black_to_move: &'static str,
    pub white_to_place: &'static str,
    pub black_to_place: &'static str,
    /// White's single-move opening turn.
    pub step_open: &'static str,
    /// First move of a turn.
    pub step_capture: &'static str,
    /// Second move of a turn.
    pub step_second: &'static str,
    /// Caption of the visible-type counts.
    pub on_top: &'static str,
    /// Caption of the pieces still to place (tournament setup).
    pub to_place: &'static str,
    pub white_wins: &'static str,
    pub black_wins: &'static str,
    /// Title of the legend of the piece types.
    pub legend: &'static str,
    /// The piece types, in the legend: the game's own names, the same in every language.
    pub tzaar: &'static str,
    pub tzarra: &'static str,
    pub tott: &'static str,
    // Fox and Geese
    pub foxes: &'static str,
    pub geese: &'static str,
    pub foxes_to_move: &'static str,
    pub geese_to_move: &'static str,
    pub foxes_win: &'static str,
    pub geese_win: &'static str,
    pub draw: &'static str,
    /// A game stopped without a result (by a moderator).
    pub no_result: &'static str,
    /// Beside the geese count: the foxes win when fewer than `{t}` geese remain.
    pub foxes_win_below: &'static str,
    /// Halatafl: the fox player must jump.
    pub must_jump: &'static str,
    /// The variant, in the board's corner.
    pub halatafl: &'static str,
    /// The standard game with `{t}` geese.
    pub standard: &'static str,
    /// Added to [`Labels::standard`] when geese may step sideways.
    pub sideways: &'static str,
    /// Replay frames: TZAAR turn `{n}` of `{t}`, Fox and Geese move `{n}` of `{t}`.
    pub replay_turn: &'static str,
    pub replay_move: &'static str,
    // Both games
    /// Before the notation of the last turn.
    pub last: &'static str,
    /// A passed second move.
    pub pass: &'static str,
    /// Ending reasons by key.
    reasons: &'static [(&'static str, &'static str)],
}

impl Labels {
    /// The text of an ending reason key, or the key itself if it is unknown.
    pub fn reason<'a>(&self, key: &'a str) -> &'a str
    where
        'static: 'a,
    {
        self.reasons
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(key, |(_, text)| text)
    }
}

/// Replaces `{n}` and `{t}` in a template.
pub fn fill(template: &str, n: u32, t: u32) -> String {
    template
        .replace("{n}", &n.to_string())
        .replace("{t}", &t.to_string())
}

/// The labels of a locale.
pub fn labels(locale: Locale) -> &'static Labels {
    match locale {
        Locale::En => &EN,
        Locale::Es => &ES,
        Locale::Fr => &FR,
    }
}

static EN: Labels = Labels {
    white: "White",
    black: "Black",
    white_to_move: "White to move",
    black_to_move: "Black to move",
    white_to_place: "White to place a piece",
    black_to_place: "Black to place a piece",
    step_open: "opening capture",
    step_capture: "capture",
    step_second: "capture, stack or pass",
    on_top: "on top",
    to_place: "to place",
    white_wins: "White wins",
    black_wins: "Black wins",
    legend: "Pieces",
    tzaar: "Tzaar",
    tzarra: "Tzarra",
    tott: "Tott",
    foxes: "Foxes",
    geese: "Geese",
    foxes_to_move: "Foxes to move",
    geese_to_move: "Geese to move",
    foxes_win: "Foxes win",
    geese_win: "Geese win",
    draw: "Draw",
    no_result: "No result",
    foxes_win_below: "foxes win below {t}",
    must_jump: "must jump",
    halatafl: "Halatafl (two foxes)",
    standard: "Fox and Geese, {t} geese",
    sideways: "sideways steps",
    replay_turn: "Turn {n} of {t}",
    replay_move: "Move {n} of {t}",
    last: "Last:",
    pass: "pass",
    reasons: &[
        ("no-tzaar", "no Tzaar left on top"),
        ("no-tzarra", "no Tzarra left on top"),
        ("no-tott", "no Tott left on top"),
        ("no-capture", "no capture possible"),
        ("resigned", "resignation"),
        ("few-geese", "too few geese left"),
        ("pen-filled", "the geese fill the pen"),
        ("foxes-trapped", "the foxes cannot move"),
        ("geese-trapped", "the geese cannot move"),
        ("quiet-draw", "50 moves without progress"),
        ("repetition", "threefold repetition"),
        ("agreed-draw", "agreed draw"),
        ("aborted", "stopped by a moderator"),
        ("timeout", "time out"),
    ],
};

static ES: Labels = Labels {
    white: "Blancas",
    black: "Negras",
    white_to_move: "Juegan las blancas",
    black_to_move: "Juegan las negras",
    white_to_place: "Las blancas colocan una pieza",
    black_to_place: "Las negras colocan una pieza",
    step_open: "captura de apertura",
    step_capture: "captura",
    step_second: "captura, apilar o pasar",
    on_top: "visibles",
    to_place: "por colocar",
    white_wins: "Ganan las blancas",
    black_wins: "Ganan las negras",
    legend: "Piezas",
    tzaar: "Tzaar",
    tzarra: "Tzarra",
    tott: "Tott",
    foxes: "Zorros",
    geese: "Gansos",
    foxes_to_move: "Juegan los zorros",
    geese_to_move: "Juegan los gansos",
    foxes_win: "Ganan los zorros",
    geese_win: "Ganan los gansos",
    draw: "Tablas",
    no_result: "Sin resultado",
    foxes_win_below: "con menos de {t} ganan los zorros",
    must_jump: "debe saltar",
    halatafl: "Halatafl (dos zorros)",
    standard: "Zorro y gansos, {t} gansos",
    sideways: "pasos laterales",
    replay_turn: "Turno {n} de {t}",
    replay_move: "Jugada {n} de {t}",
    last: "Última:",
    pass: "pasa",
    reasons: &[
        ("no-tzaar", "sin Tzaar visible"),
        ("no-tzarra", "sin Tzarra visible"),
        ("no-tott", "sin Tott visible"),
        ("no-capture", "sin captura posible"),
        ("resigned", "abandono"),
        ("few-geese", "quedan muy pocos gansos"),
        ("pen-filled", "los gansos llenan el corral"),
        ("foxes-trapped", "los zorros no pueden mover"),
        ("geese-trapped", "los gansos no pueden mover"),
        ("quiet-draw", "50 jugadas sin progreso"),
        ("repetition", "triple repetición"),
        ("agreed-draw", "tablas acordadas"),
        ("aborted", "detenida por un moderador"),
        ("timeout", "tiempo agotado"),
    ],
};

static FR: Labels = Labels {
    white: "Blancs",
    black: "Noirs",
    white_to_move: "Aux blancs de jouer",
    black_to_move: "Aux noirs de jouer",
    white_to_place: "Les blancs placent une pièce",
    black_to_place: "Les noirs placent une pièce",
    step_open: "capture d’ouverture",
    step_capture: "capture",
    step_second: "capture, empilement ou passe",
    on_top: "visibles",
    to_place: "à placer",
    white_wins: "Les blancs gagnent",
    black_wins: "Les noirs gagnent",
    legend: "Pièces",
    tzaar: "Tzaar",
    tzarra: "Tzarra",
    tott: "Tott",
    foxes: "Renards",
    geese: "Oies",
    foxes_to_move: "Aux renards de jouer",
    geese_to_move: "Aux oies de jouer",
    foxes_win: "Les renards gagnent",
    geese_win: "Les oies gagnent",
    draw: "Partie nulle",
    no_result: "Sans résultat",
    foxes_win_below: "sous {t}, les renards gagnent",
    must_jump: "doit sauter",
    halatafl: "Halatafl (deux renards)",
    standard: "Renard et oies, {t} oies",
    sideways: "pas latéraux",
    replay_turn: "Tour {n} sur {t}",
    replay_move: "Coup {n} sur {t}",
    last: "Dernier :",
    pass: "passe",
    reasons: &[
        ("no-tzaar", "plus de Tzaar visible"),
        ("no-tzarra", "plus de Tzarra visible"),
        ("no-tott", "plus de Tott visible"),
        ("no-capture", "aucune capture possible"),
        ("resigned", "abandon"),
        ("few-geese", "il reste trop peu d’oies"),
        ("pen-filled", "les oies remplissent l’enclos"),
        ("foxes-trapped", "les renards ne peuvent plus bouger"),
        ("geese-trapped", "les oies ne peuvent plus bouger"),
        ("quiet-draw", "50 coups sans progrès"),
        ("repetition", "triple répétition"),
        ("agreed-draw", "nulle d’un commun accord"),
        ("aborted", "arrêtée par un modérateur"),
        ("timeout", "temps écoulé"),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_locale_knows_the_same_reasons() {
        for locale in Locale::ALL {
            let l = labels(locale);
            assert_eq!(l.reasons.len(), EN.reasons.len());
            for (key, _) in EN.reasons {
                assert_ne!(l.reason(key), *key, "{locale}: {key}");
            }
            assert_eq!(l.reason("unknown-key"), "unknown-key");
            assert!(fill(l.foxes_win_below, 0, 9).contains('9'));
        }
    }
}
