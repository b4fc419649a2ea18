//! Fox and Geese (standard and Two Foxes / Halatafl): rejected moves, and how a game ended.
//!
//! Vocabulary follows the Spanish rules page and French usage: *zorro(s)* / *renard(s)*,
//! *ganso(s)* / *oie(s)*, *corral* / *enclos*, *punto* / *point* for the points of the cross,
//! *paso* / *déplacement* for a one-point move and *salto* / *saut* for a jump.

use super::{or_list, pick};
use crate::games::foxgeese::{
    End, IllegalMove, MoveError, Piece, QUIET_LIMIT, SyntaxError, UnknownPoint,
};
use crate::i18n::Locale;

/// A rejected Fox and Geese move.
pub fn move_error(locale: Locale, error: &MoveError) -> String {
    match error {
        MoveError::Syntax(e) => syntax_error(locale, e),
        MoveError::Illegal(e) => illegal_move(locale, e),
    }
}

/// Text that could not be read as a move.
pub fn syntax_error(locale: Locale, error: &SyntaxError) -> String {
    match error {
        SyntaxError::Empty => pick(
            locale,
            "empty move: write a step like `d3-d4` or a jump like `d4xd6`".into(),
            "movimiento vacío: escribe un paso como `d3-d4` o un salto como `d4xd6`".into(),
            "coup vide : écrivez un déplacement comme `d3-d4` ou un saut comme `d4xd6`".into(),
        ),
        SyntaxError::UnknownSquare(s) => pick(
            locale,
            format!("unknown square `{s}`: squares are a column a-g and a rank 1-7 on the cross"),
            format!(
                "punto desconocido `{s}`: un punto es una columna de la a a la g y una fila del 1 al 7 dentro de la cruz"
            ),
            format!(
                "point inconnu `{s}` : un point est une colonne de a à g et une rangée de 1 à 7 sur la croix"
            ),
        ),
        SyntaxError::OneSquare(s) => pick(
            locale,
            format!("`{s}` is only one square: write a step like `d3-d4` or a jump like `d4xd6`"),
            format!("`{s}` es un solo punto: escribe un paso como `d3-d4` o un salto como `d4xd6`"),
            format!(
                "`{s}` n'est qu'un seul point : écrivez un déplacement comme `d3-d4` ou un saut comme `d4xd6`"
            ),
        ),
        SyntaxError::MissingSeparator(s) => pick(
            locale,
            format!("`{s}`: put `-` (step) or `x` (jump) between the squares"),
            format!("`{s}`: pon `-` (paso) o `x` (salto) entre los puntos"),
            format!("`{s}` : mettez `-` (déplacement) ou `x` (saut) entre les points"),
        ),
        SyntaxError::MixedSeparators => pick(
            locale,
            "a move is either a step with `-` or a jump with `x`, not both".into(),
            "un movimiento es o un paso con `-` o un salto con `x`, no las dos cosas".into(),
            "un coup est soit un déplacement avec `-`, soit un saut avec `x`, pas les deux".into(),
        ),
        SyntaxError::MissingSquare => pick(
            locale,
            "a square is missing next to `-` or `x`".into(),
            "falta un punto junto a `-` o `x`".into(),
            "il manque un point à côté de `-` ou `x`".into(),
        ),
        SyntaxError::LongStep => pick(
            locale,
            "a step goes from one square to a neighbour (`d3-d4`); only jumps chain".into(),
            "un paso va de un punto a otro vecino (`d3-d4`); solo los saltos se encadenan".into(),
            "un déplacement va d'un point à un point voisin (`d3-d4`) ; seuls les sauts s'enchaînent"
                .into(),
        ),
    }
}

/// A name that is not a point of the cross.
pub fn unknown_point(locale: Locale, error: &UnknownPoint) -> String {
    let name = &error.0;
    pick(
        locale,
        format!("unknown square `{name}`"),
        format!("punto desconocido `{name}`"),
        format!("point inconnu `{name}`"),
    )
}

/// Why a readable move is not legal in the position.
pub fn illegal_move(locale: Locale, error: &IllegalMove) -> String {
    match error {
        IllegalMove::GameOver(end) => {
            let end = end_text(locale, *end);
            pick(
                locale,
                format!("the game is over ({end})"),
                format!("la partida ha terminado ({end})"),
                format!("la partie est terminée ({end})"),
            )
        }
        IllegalMove::Concluded => pick(
            locale,
            "the game is over".into(),
            "la partida ha terminado".into(),
            "la partie est terminée".into(),
        ),
        IllegalMove::NoPiece(p) => pick(
            locale,
            format!("there is no piece on {p}"),
            format!("no hay ninguna pieza en {p}"),
            format!("il n'y a aucune pièce en {p}"),
        ),
        IllegalMove::NotYourPiece { point, piece } => match piece {
            Piece::Fox => pick(
                locale,
                format!("{point} holds a fox, and it is the geese's turn"),
                format!("en {point} hay un zorro, y es el turno de los gansos"),
                format!("il y a un renard en {point}, et c'est au tour des oies"),
            ),
            Piece::Goose => pick(
                locale,
                format!("{point} holds a goose, and it is the foxes' turn"),
                format!("en {point} hay un ganso, y es el turno de los zorros"),
                format!("il y a une oie en {point}, et c'est au tour des renards"),
            ),
        },
        IllegalMove::GeeseNeverBackward => pick(
            locale,
            "geese never move backward".into(),
            "los gansos nunca retroceden".into(),
            "les oies ne reculent jamais".into(),
        ),
        IllegalMove::SidewaysNotAllowed => pick(
            locale,
            "sideways goose moves are not allowed in this variant".into(),
            "en esta variante los gansos no pueden moverse de lado".into(),
            "dans cette variante, les oies ne peuvent pas se déplacer de côté".into(),
        ),
        IllegalMove::GeeseCannotJump => pick(
            locale,
            "geese cannot jump".into(),
            "los gansos no pueden saltar".into(),
            "les oies ne peuvent pas sauter".into(),
        ),
        IllegalMove::NotAdjacent { from, to } => pick(
            locale,
            format!("{from} and {to} are not adjacent"),
            format!("{from} y {to} no son adyacentes"),
            format!("{from} et {to} ne sont pas adjacents"),
        ),
        IllegalMove::JumpWrittenAsStep { from, to } => pick(
            locale,
            format!("{from} and {to} are not adjacent; a jump is written with `x`: {from}x{to}"),
            format!("{from} y {to} no son adyacentes; un salto se escribe con `x`: {from}x{to}"),
            format!(
                "{from} et {to} ne sont pas adjacents ; un saut s'écrit avec `x` : {from}x{to}"
            ),
        ),
        IllegalMove::TargetOccupied(p) => pick(
            locale,
            format!("{p} is occupied"),
            format!("el punto {p} está ocupado"),
            format!("le point {p} est occupé"),
        ),
        IllegalMove::CaptureAvailable(moves) => {
            let list = if moves.is_empty() {
                pick(locale, "a jump".into(), "un salto".into(), "un saut".into())
            } else {
                or_list(locale, moves)
            };
            pick(
                locale,
                format!("a capture is available: {list} must be played"),
                format!("hay una captura posible y capturar es obligatorio: juega {list}"),
                format!("une capture est possible et elle est obligatoire : jouez {list}"),
            )
        }
        IllegalMove::MustKeepJumping(p) => pick(
            locale,
            format!("the fox must keep jumping from {p}"),
            format!("el zorro tiene que seguir saltando desde {p}"),
            format!("le renard doit continuer à sauter depuis {p}"),
        ),
        IllegalMove::NotAJump { from, to } => pick(
            locale,
            format!(
                "{from}x{to} is not a jump: a jump goes over a neighbour to the point straight behind it"
            ),
            format!(
                "{from}x{to} no es un salto: un salto pasa por encima de un vecino hasta el punto justo detrás"
            ),
            format!(
                "{from}x{to} n'est pas un saut : un saut passe par-dessus un voisin jusqu'au point juste derrière"
            ),
        ),
        IllegalMove::JumpOverNothing(p) => pick(
            locale,
            format!("there is no goose on {p} to jump over"),
            format!("no hay ningún ganso en {p} que saltar"),
            format!("il n'y a pas d'oie à sauter en {p}"),
        ),
        IllegalMove::JumpOverFox(p) => pick(
            locale,
            format!("cannot jump over the fox on {p}"),
            format!("no se puede saltar por encima del zorro de {p}"),
            format!("impossible de sauter par-dessus le renard en {p}"),
        ),
        IllegalMove::NotLegal(m) => pick(
            locale,
            format!("{m} is not a legal move here"),
            format!("{m} no es un movimiento válido aquí"),
            format!("{m} n'est pas un coup autorisé ici"),
        ),
    }
}

/// How a game ended (`the geese win: they fill the pen`).
pub fn end_text(locale: Locale, end: End) -> String {
    let (plies, each) = (QUIET_LIMIT, QUIET_LIMIT / 2);
    match end {
        End::FewGeese => pick(
            locale,
            "the foxes win: too few geese remain".into(),
            "ganan los zorros: quedan demasiado pocos gansos".into(),
            "les renards gagnent : il reste trop peu d'oies".into(),
        ),
        End::PenFilled => pick(
            locale,
            "the geese win: they fill the pen".into(),
            "ganan los gansos: han llenado el corral".into(),
            "les oies gagnent : elles remplissent l'enclos".into(),
        ),
        End::FoxesTrapped => pick(
            locale,
            "the geese win: the foxes cannot move".into(),
            "ganan los gansos: los zorros no pueden moverse".into(),
            "les oies gagnent : les renards ne peuvent plus bouger".into(),
        ),
        End::GeeseTrapped => pick(
            locale,
            "the foxes win: the geese cannot move".into(),
            "ganan los zorros: los gansos no pueden moverse".into(),
            "les renards gagnent : les oies ne peuvent plus bouger".into(),
        ),
        End::QuietDraw => pick(
            locale,
            format!("draw: {plies} plies without a capture or a forward goose step"),
            format!(
                "empate: {plies} jugadas seguidas, {each} de cada bando, sin una captura ni un paso de ganso hacia delante"
            ),
            format!(
                "match nul : {plies} coups d'affilée, {each} par camp, sans capture ni avancée d'une oie"
            ),
        ),
        End::Repetition => pick(
            locale,
            "draw: the same position occurred three times".into(),
            "empate: la misma posición se ha repetido tres veces".into(),
            "match nul : la même position s'est répétée trois fois".into(),
        ),
    }
}
