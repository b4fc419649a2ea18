//! TZAAR: rejected moves and turns, and how a game ended.
//!
//! Vocabulary follows the Spanish and French rule books: *espacio* / *espace*, *pila* /
//! *pile*, *altura* / *hauteur*, *captura forzada* / *capture forcée*, *apilar* /
//! *empiler*; the piece names Tzaar, Tzarra and Tott are the same in every language.

use super::pick;
use crate::games::tzaar::geometry::CellError;
use crate::games::tzaar::{
    Color, EndReason, Ending, IllegalMove, Kind, MoveError, Step, SyntaxError,
};
use crate::i18n::Locale;

/// A rejected TZAAR move or turn.
pub fn move_error(locale: Locale, error: &MoveError) -> String {
    match error {
        MoveError::Syntax(e) => syntax_error(locale, e),
        MoveError::Illegal { mv, reason } => {
            let reason = illegal_move(locale, reason);
            pick(
                locale,
                format!("{mv}: {reason}"),
                format!("{mv}: {reason}"),
                format!("{mv} : {reason}"),
            )
        }
        MoveError::TooManyMoves { step } => too_many_moves(locale, *step),
        MoveError::EndedAfterFirst { first } => pick(
            locale,
            format!("{first} ends the game, so there is no second move"),
            format!("{first} termina la partida, así que no hay segundo movimiento"),
            format!("{first} termine la partie, il n'y a donc pas de second coup"),
        ),
    }
}

/// More moves written than the rest of the turn allows.
fn too_many_moves(locale: Locale, step: Step) -> String {
    match step {
        Step::Open => opening_is_one_capture(locale),
        Step::First => pick(
            locale,
            "a turn has at most two moves".into(),
            "un turno tiene como máximo dos movimientos".into(),
            "un tour comporte au plus deux coups".into(),
        ),
        Step::Second => pick(
            locale,
            "only the second move of this turn is left".into(),
            "solo te queda el segundo movimiento de este turno".into(),
            "il ne vous reste que le second coup de ce tour".into(),
        ),
        Step::Place => pick(
            locale,
            "place one piece at a time".into(),
            "coloca las piezas de una en una".into(),
            "placez une seule pièce à la fois".into(),
        ),
    }
}

fn opening_is_one_capture(locale: Locale) -> String {
    pick(
        locale,
        "White's opening turn is a single capture".into(),
        "el primer turno de Blanco consiste en una sola captura".into(),
        "le premier tour des Blancs ne comporte qu'une seule capture".into(),
    )
}

/// Text that could not be read as moves.
pub fn syntax_error(locale: Locale, error: &SyntaxError) -> String {
    match error {
        SyntaxError::Empty => pick(
            locale,
            "no move given (write e.g. `d3xd4 c2-c3`)".into(),
            "no has escrito ningún movimiento (escribe, por ejemplo, `d3xd4 c2-c3`)".into(),
            "aucun coup indiqué (écrivez par exemple `d3xd4 c2-c3`)".into(),
        ),
        SyntaxError::TooLong => pick(
            locale,
            "that is too long to be a turn".into(),
            "eso es demasiado largo para ser un turno".into(),
            "c'est trop long pour être un tour".into(),
        ),
        SyntaxError::NoSuchSpace(e) => cell_error(locale, e),
        SyntaxError::Unreadable(s) => pick(
            locale,
            format!(
                "can't read `{s}`: write moves like `d3xd4`, `c2-c3` or `pass`, placements like `Zd4`"
            ),
            format!(
                "no entiendo `{s}`: escribe los movimientos como `d3xd4`, `c2-c3` o `pass`, y las colocaciones como `Zd4`"
            ),
            format!(
                "impossible de lire `{s}` : écrivez les coups comme `d3xd4`, `c2-c3` ou `pass`, et les placements comme `Zd4`"
            ),
        ),
        SyntaxError::MissingTarget(from) => pick(
            locale,
            format!("where does the stack on {from} go? (e.g. `{from}x…`)"),
            format!("¿adónde va la pila de {from}? (por ejemplo, `{from}x…`)"),
            format!("où va la pile en {from} ? (par exemple `{from}x…`)"),
        ),
    }
}

/// A space name that is not on the board.
pub fn cell_error(locale: Locale, error: &CellError) -> String {
    let name = &error.0;
    if name.eq_ignore_ascii_case("e5") {
        pick(
            locale,
            "e5 is the centre of the board, not a space".into(),
            "e5 es el centro del tablero, no un espacio".into(),
            "e5 est le centre du plateau, pas un espace".into(),
        )
    } else {
        pick(
            locale,
            format!("there is no space `{name}` (columns a-i, rows from 1)"),
            format!("no existe el espacio `{name}` (columnas de la a a la i, filas desde el 1)"),
            format!("il n'y a pas d'espace `{name}` (colonnes de a à i, rangées à partir de 1)"),
        )
    }
}

/// Why a readable move is not legal in the position.
pub fn illegal_move(locale: Locale, error: &IllegalMove) -> String {
    match error {
        IllegalMove::GameOver => pick(
            locale,
            "the game is over".into(),
            "la partida ha terminado".into(),
            "la partie est terminée".into(),
        ),
        IllegalMove::MustPlace => pick(
            locale,
            "the pieces are still being placed: name a type and an empty space, such as Zd4".into(),
            "todavía se están colocando las piezas: indica un tipo y un espacio vacío, como Zd4"
                .into(),
            "les pièces sont encore en cours de placement : indiquez un type et un espace vide, comme Zd4"
                .into(),
        ),
        IllegalMove::NotPlacing => pick(
            locale,
            "all pieces are on the board: placing is over".into(),
            "todas las piezas están en el tablero: la colocación ha terminado".into(),
            "toutes les pièces sont sur le plateau : le placement est terminé".into(),
        ),
        IllegalMove::NoneLeftToPlace(kind) => {
            let kinds = plural(*kind);
            pick(
                locale,
                format!("you have no {kind} left to place"),
                format!("no te quedan {kinds} por colocar"),
                format!("il ne vous reste plus de {kinds} à placer"),
            )
        }
        IllegalMove::Occupied(cell) => pick(
            locale,
            format!("{cell} is not empty"),
            format!("el espacio {cell} no está vacío"),
            format!("l'espace {cell} n'est pas vide"),
        ),
        IllegalMove::NoStack(cell) => pick(
            locale,
            format!("there is no stack on {cell}"),
            format!("no hay ninguna pila en {cell}"),
            format!("il n'y a pas de pile en {cell}"),
        ),
        IllegalMove::NotYourStack(cell) => pick(
            locale,
            format!("the stack on {cell} is not yours"),
            format!("la pila de {cell} no es tuya"),
            format!("la pile en {cell} n'est pas à vous"),
        ),
        IllegalMove::SameSpace(cell) => pick(
            locale,
            format!("a stack cannot move from {cell} to itself"),
            format!("una pila no puede moverse de {cell} a {cell}"),
            format!("une pile ne peut pas aller de {cell} à {cell}"),
        ),
        IllegalMove::NoLine { from, to } => pick(
            locale,
            format!("{from} and {to} are not on one straight line"),
            format!("{from} y {to} no están en la misma línea recta"),
            format!("{from} et {to} ne sont pas sur une même ligne droite"),
        ),
        IllegalMove::CentreInTheWay { from, to } => pick(
            locale,
            format!("nothing moves across the centre, and it lies between {from} and {to}"),
            format!("nada puede cruzar el centro, y el centro está entre {from} y {to}"),
            format!("rien ne peut traverser le centre, et il se trouve entre {from} et {to}"),
        ),
        IllegalMove::Blocked { from, to, by } => pick(
            locale,
            format!("the way from {from} to {to} is blocked by {by}"),
            format!("el camino de {from} a {to} está bloqueado por {by}"),
            format!("le chemin de {from} à {to} est bloqué par {by}"),
        ),
        IllegalMove::EmptyTarget(cell) => pick(
            locale,
            format!("{cell} is empty: a stack only moves onto a stack (to capture or to stack)"),
            format!(
                "el espacio {cell} está vacío: una pila solo se mueve sobre otra pila (para capturar o para apilar)"
            ),
            format!(
                "l'espace {cell} est vide : une pile ne se déplace que sur une autre pile (pour capturer ou pour empiler)"
            ),
        ),
        IllegalMove::TargetTaller { to, target, mover } => pick(
            locale,
            format!("the stack on {to} (height {target}) is taller than yours (height {mover})"),
            format!("la pila de {to} (altura {target}) es más alta que la tuya (altura {mover})"),
            format!("la pile en {to} (hauteur {target}) est plus haute que la vôtre (hauteur {mover})"),
        ),
        IllegalMove::CaptureFirst => pick(
            locale,
            "a capture is compulsory as the first move of a turn".into(),
            "el primer movimiento de cada turno tiene que ser una captura (captura forzada)".into(),
            "le premier coup de chaque tour doit être une capture (capture forcée)".into(),
        ),
        IllegalMove::OpeningIsOneCapture => opening_is_one_capture(locale),
        IllegalMove::CaptureOwn(cell) => pick(
            locale,
            format!("the stack on {cell} is yours: moving onto it stacks (use `-`)"),
            format!("la pila de {cell} es tuya: moverte sobre ella es apilar (usa `-`)"),
            format!("la pile en {cell} est à vous : aller dessus, c'est empiler (utilisez `-`)"),
        ),
        IllegalMove::StackOntoOpponent(cell) => pick(
            locale,
            format!("the stack on {cell} is the opponent's: moving onto it captures (use `x`)"),
            format!("la pila de {cell} es del oponente: moverte sobre ella es capturar (usa `x`)"),
            format!(
                "la pile en {cell} est à l'adversaire : aller dessus, c'est capturer (utilisez `x`)"
            ),
        ),
    }
}

/// How a game ended (`White wins: Black has no Tzarra left on top`).
pub fn ending(locale: Locale, ending: &Ending) -> String {
    let winner = ending.winner;
    let loser = winner.other();
    let why = end_reason(locale, ending.reason, loser);
    match locale {
        Locale::En => format!("{winner} wins: {why}"),
        Locale::Es => format!("Gana {}: {why}", color_es(winner)),
        Locale::Fr => format!("{} gagnent : {why}", capitalize(color_fr(winner))),
    }
}

/// Why `loser` lost.
pub fn end_reason(locale: Locale, reason: EndReason, loser: Color) -> String {
    let (es, fr) = (color_es(loser), color_fr(loser));
    match reason {
        EndReason::MissingType(kind) => {
            let kinds = plural(kind);
            pick(
                locale,
                format!("{loser} has no {kind} left on top"),
                format!(
                    "{es} se ha quedado sin {kinds} a la vista (solo cuenta la pieza de arriba de cada pila)"
                ),
                format!(
                    "{fr} n'ont plus de {kinds} visibles (seule la pièce du dessus de chaque pile compte)"
                ),
            )
        }
        EndReason::NoCapture => pick(
            locale,
            format!("{loser} has no capture"),
            format!("{es} no puede hacer ninguna captura"),
            format!("{fr} ne peuvent faire aucune capture"),
        ),
    }
}

/// Spanish colour name, as a player: `Blanco`, `Negro`.
fn color_es(color: Color) -> &'static str {
    match color {
        Color::White => "Blanco",
        Color::Black => "Negro",
    }
}

/// French colour name, as a player (plural, takes a plural verb): `les Blancs`, `les Noirs`.
fn color_fr(color: Color) -> &'static str {
    match color {
        Color::White => "les Blancs",
        Color::Black => "les Noirs",
    }
}

fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The plural of a piece type, the same in Spanish and French: `Tzaars`, `Tzarras`, `Totts`.
fn plural(kind: Kind) -> &'static str {
    match kind {
        Kind::Tzaar => "Tzaars",
        Kind::Tzarra => "Tzarras",
        Kind::Tott => "Totts",
    }
}
