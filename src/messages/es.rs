//! Spanish texts (informal "tú"), mirroring `en.rs` function by function.

use super::move_errors::move_error;
use super::{Msg, RulesTopic, Style, duration, signed};
use crate::games::TurnHint;
use crate::games::foxgeese::Variant;
use crate::games::{GameKind, GameSpec, Seat, TzaarSetup};
use crate::i18n::Locale;
use crate::table::TableError;

pub(super) fn game_name(spec: GameSpec) -> String {
    match spec {
        GameSpec::Tzaar(TzaarSetup::Fixed) => "TZAAR (posición de inicio fija)".into(),
        GameSpec::Tzaar(TzaarSetup::Random) => "TZAAR (posición de inicio aleatoria)".into(),
        GameSpec::Tzaar(TzaarSetup::Tournament) => "TZAAR (versión de torneo)".into(),
        GameSpec::FoxGeese(Variant::Halatafl) => "Dos zorros (Halatafl)".into(),
        GameSpec::FoxGeese(Variant::Standard { geese, sideways }) => format!(
            "Zorro y gansos ({} gansos{})",
            geese.count(),
            if sideways {
                ", con pasos laterales"
            } else {
                ""
            }
        ),
    }
}

/// The side a seat plays, with its article ("las blancas", "el zorro").
pub(super) fn seat_name(kind: GameKind, seat: Seat) -> &'static str {
    match (kind, seat) {
        (GameKind::Tzaar, Seat::First) => "las blancas",
        (GameKind::Tzaar, Seat::Second) => "las negras",
        (GameKind::FoxGeese, Seat::First) => "el zorro",
        (GameKind::FoxGeese, Seat::Second) => "los gansos",
    }
}

fn reason(key: &str) -> &'static str {
    match key {
        "no-tzaar" => "no queda ningún Tzaar en lo alto",
        "no-tzarra" => "no queda ninguna Tzarra en lo alto",
        "no-tott" => "no queda ningún Tott en lo alto",
        "no-capture" => "ninguna captura posible al empezar el turno",
        "few-geese" => "quedan muy pocos gansos",
        "pen-filled" => "los gansos llenaron el corral",
        "foxes-trapped" => "los zorros no pueden moverse",
        "geese-trapped" => "los gansos no pueden moverse",
        "quiet-draw" => "100 jugadas sin captura ni avance de un ganso",
        "repetition" => "la misma posición tres veces",
        "resigned" => "abandono",
        "timeout" => "se acabó el tiempo",
        "agreed-draw" => "empate acordado",
        "aborted" => "detenida por un moderador",
        _ => "fin de la partida",
    }
}

fn hint(hint: TurnHint) -> &'static str {
    match hint {
        TurnHint::OpeningCapture => "captura de apertura (un solo movimiento)",
        TurnHint::Capture => "captura forzada",
        TurnHint::CaptureStackOrPass => "capturar, apilar o pasar",
        TurnHint::Place => "colocar una pieza",
        TurnHint::Foxes => "movimiento del zorro",
        TurnHint::Geese => "movimiento de los gansos",
    }
}

fn refusal(e: &TableError, s: &dyn Style) -> String {
    match e {
        TableError::NoGame => "No se está jugando ninguna partida en este canal. Empieza una con `/desafiar`.".into(),
        TableError::NotAPlayer => "No juegas en esta partida.".into(),
        TableError::NotYourTurn { to_move } => format!("No es tu turno: le toca a {}.", s.user(to_move)),
        TableError::Illegal(err) => format!("Jugada ilegal: {}.", move_error(Locale::Es, err)),
        TableError::MoveTooLong => "Ese texto es demasiado largo para ser una jugada.".into(),
        TableError::PositionChanged => "La posición cambió mientras tu jugada estaba en camino. Mira el nuevo tablero y vuelve a intentarlo.".into(),
        TableError::ChannelBusy => "Ya se está jugando una partida en este canal.".into(),
        TableError::ChallengePending => "Ya hay un desafío esperando en este canal: respóndelo o cancélalo primero.".into(),
        TableError::NoChallenge => "Aquí no hay ningún desafío esperando.".into(),
        TableError::ChallengeGone => "Ese desafío ya tiene respuesta.".into(),
        TableError::ChallengeExpired => "Ese desafío ha caducado.".into(),
        TableError::OwnChallenge => "No puedes aceptar tu propio desafío.".into(),
        TableError::NotForYou => "Ese desafío es para otra persona.".into(),
        TableError::NotChallenger => "Solo quien lanzó el desafío puede cancelarlo.".into(),
        TableError::CannotChallengeSelf => "No puedes desafiarte a ti mismo.".into(),
        TableError::ComputerUnavailable => "Todavía no se puede jugar contra la máquina.".into(),
        TableError::LevelWithoutComputer => "El nivel solo sirve para jugar contra la máquina: desafía al propio bot (`/desafiar opponent:@tablero level:hard`).".into(),
        TableError::NoDraws => "En TZAAR no hay empates.".into(),
        TableError::NoOffer => "No hay ninguna propuesta que responder.".into(),
        TableError::OwnOffer => "No puedes responder a tu propia propuesta: tiene que hacerlo tu rival.".into(),
        TableError::NothingToUndo => "No tienes ninguna jugada que deshacer: deshacer solo funciona justo después de tu propia jugada.".into(),
        TableError::CannotPass => "Ahora no puedes pasar: solo se puede pasar en el segundo movimiento de un turno de TZAAR.".into(),
        TableError::BadTurnTime { min, max } => format!("El tiempo por turno debe estar entre {} y {}.", duration(*min), duration(*max)),
        TableError::GameOver => "La partida ha terminado.".into(),
        TableError::Stale => "Ese botón es de una partida que ya ha avanzado.".into(),
        TableError::Internal(_) | TableError::Render(_) => "Algo salió mal por nuestra parte. Inténtalo de nuevo.".into(),
    }
}

pub(super) fn text(msg: &Msg, s: &dyn Style) -> String {
    match msg {
        Msg::ButtonAccept => "Aceptar".into(),
        Msg::ButtonDecline => "Rechazar".into(),
        Msg::ButtonCancel => "Cancelar".into(),
        Msg::ButtonAgree => "De acuerdo".into(),
        Msg::ButtonRefuse => "No".into(),
        Msg::Challenge {
            challenger,
            opponent,
            spec,
            challenger_seat,
            turn_seconds,
            expires_at,
        } => {
            let side = match challenger_seat {
                Some(seat) => format!("jugando con {}", seat_name(spec.kind(), *seat)),
                None => "bandos sorteados al azar".into(),
            };
            let who = match opponent {
                Some(o) => s.user(o),
                None => "cualquiera".into(),
            };
            format!(
                "{} desafía a {who} a una partida de {} ({side}, {} por turno). El desafío caduca {}.",
                s.user(challenger),
                game_name(*spec),
                duration(*turn_seconds),
                s.time(*expires_at)
            )
        }
        Msg::ChallengeDeclined { challenger, by } => {
            format!(
                "{} rechazó el desafío de {}.",
                s.user(by),
                s.user(challenger)
            )
        }
        Msg::ChallengeCancelled { challenger } => {
            format!("{} canceló el desafío.", s.user(challenger))
        }
        Msg::ChallengeExpired { challenger } => {
            format!("El desafío de {} caducó sin respuesta.", s.user(challenger))
        }
        Msg::GameStarted { spec, players } => format!(
            "Empieza una partida de {}: {} juega con {}, {} juega con {}.",
            game_name(*spec),
            s.user(&players[0]),
            seat_name(spec.kind(), Seat::First),
            s.user(&players[1]),
            seat_name(spec.kind(), Seat::Second)
        ),
        Msg::ToMove {
            player,
            kind,
            seat,
            hint: h,
            deadline,
        } => {
            let mut line = format!(
                "Turno de {} ({}): {}.",
                s.user(player),
                seat_name(*kind, *seat),
                hint(*h)
            );
            if let Some(t) = deadline {
                line.push_str(&format!(" El plazo vence {}.", s.time(*t)));
            }
            line
        }
        Msg::Moved { player, moves } => format!("{} jugó {}.", s.user(player), moves.join(" ")),
        Msg::GameOver {
            kind,
            players,
            winner,
            reason: r,
        } => match winner {
            Some(seat) => format!(
                "Fin de la partida: gana {} ({}) — {}.",
                s.user(&players[seat.index()]),
                seat_name(*kind, *seat),
                reason(r.key())
            ),
            None => format!("Fin de la partida: empate — {}.", reason(r.key())),
        },
        Msg::RatingChange { players, deltas } => format!(
            "Elo: {} {}, {} {}.",
            s.user(&players[0]),
            signed(deltas[0]),
            s.user(&players[1]),
            signed(deltas[1])
        ),
        Msg::UndoRequested { by, opponent } => format!(
            "{} pide deshacer su última jugada. {}, ¿estás de acuerdo?",
            s.user(by),
            s.user(opponent)
        ),
        Msg::UndoDone { count } => format!("Jugada(s) deshecha(s): {count}."),
        Msg::UndoRefused { by } => format!("{} no aceptó deshacer la jugada.", s.user(by)),
        Msg::DrawOffered { by, opponent } => {
            format!(
                "{} ofrece empate. {}, ¿estás de acuerdo?",
                s.user(by),
                s.user(opponent)
            )
        }
        Msg::DrawRefused { by } => format!("{} rechazó el empate.", s.user(by)),
        Msg::Aborted { by } => {
            format!("{} detuvo la partida; termina sin resultado.", s.user(by))
        }
        Msg::NothingHere => {
            "Aquí no se está jugando nada. Empieza una partida con `/desafiar`.".into()
        }
        Msg::ChallengeWaiting {
            challenger,
            opponent,
            spec,
            expires_at,
        } => format!(
            "{} espera que {} acepte una partida de {} (caduca {}).",
            s.user(challenger),
            opponent
                .as_deref()
                .map_or_else(|| "alguien".to_string(), |o| s.user(o)),
            game_name(*spec),
            s.time(*expires_at)
        ),
        Msg::GameInProgress { spec, players, ply } => format!(
            "{}: {} contra {}, {ply} jugada(s) hasta ahora.",
            game_name(*spec),
            s.user(&players[0]),
            s.user(&players[1])
        ),
        Msg::History { record } => format!("```\n{record}```"),
        Msg::Stats { user, rows } if rows.is_empty() => {
            format!("{} aún no ha terminado ninguna partida.", s.user(user))
        }
        Msg::Stats { user, rows } => {
            let mut out = format!("Resultados de {}:", s.user(user));
            for r in rows {
                out.push_str(&format!(
                    "\n- {}: Elo {:.0}, {} partida(s): {} ganada(s), {} perdida(s), {} empatada(s)",
                    if r.pool == crate::games::GameKind::Tzaar {
                        "TZAAR"
                    } else {
                        "Zorro y gansos"
                    },
                    r.rating,
                    r.games,
                    r.wins,
                    r.losses,
                    r.draws
                ));
            }
            out
        }
        Msg::Leaderboard { kind, rows } if rows.is_empty() => {
            format!("Aún no hay partidas terminadas de {}.", kind_name(*kind))
        }
        Msg::Leaderboard { kind, rows } => {
            let mut out = format!("Mejores jugadores de {}:", kind_name(*kind));
            for (i, r) in rows.iter().enumerate() {
                out.push_str(&format!(
                    "\n{}. {} — {:.0} ({} partida(s), {} ganada(s))",
                    i + 1,
                    r.name.clone().unwrap_or_else(|| s.user(&r.user_id)),
                    r.rating,
                    r.games,
                    r.wins
                ));
            }
            out
        }
        Msg::Refused(e) => refusal(e, s),
        Msg::Internal => "Algo salió mal por nuestra parte. Inténtalo de nuevo.".into(),
        Msg::NoMatchingMove => "ninguna jugada legal coincide".into(),
        Msg::OptionNotForGame { option } => {
            format!("La opción `{option}` no se aplica a este juego.")
        }
        Msg::Rules { game } => rules(*game).into(),
        Msg::Hint { moves } => format!(
            "Pista: `{}` (lo que jugaría el nivel medio de la máquina).",
            moves.join(" ")
        ),
        Msg::Help => HELP.into(),
        Msg::ModeratorsOnly => "Solo los moderadores (Gestionar mensajes) pueden hacer eso.".into(),
        Msg::BadOptions => "No pude leer esas opciones. Elígelas de las listas.".into(),
        Msg::GuildOnly => {
            "Este comando funciona en un canal de un servidor, donde se juegan las partidas.".into()
        }
    }
}

fn rules(topic: RulesTopic) -> &'static str {
    match topic {
        RulesTopic::Tzaar => "**TZAAR** — cada jugador tiene 6 Tzaars, 9 Tzarras y 15 Totts. \
Una pila se mueve en línea recta sobre espacios vacíos hasta la primera pila que encuentra (nunca cruzando el centro). \
El primer turno de las blancas es una sola captura; cada turno siguiente es una **captura** y luego una segunda jugada: \
otra captura, **apilar** sobre una pila propia, o **pasar**. Capturas una pila que no sea más alta que la tuya. \
Pierdes si te quedas sin Tzaar, Tzarra o Tott en lo alto de alguna pila, o sin captura al empezar tu turno.
Jugadas: `d3xd4` (captura), `c2-c3` (apilar), `pass`; un turno: `/mover d3xd4 c2-c3`. Colocación (versión de torneo): `Zd4`, `Rc2`, `Te6`.",
        RulesTopic::TwoFoxes => "**Dos zorros (Halatafl)** — 2 zorros contra 20 gansos en la cruz de 33 puntos; cada punto se une con sus vecinos, diagonales incluidas. \
Empiezan los zorros. Un zorro avanza a un punto vecino o salta un ganso hasta el punto vacío de detrás, y lo captura; \
saltar es **obligatorio** y el zorro debe seguir saltando mientras pueda (toda la cadena es una jugada). \
Los gansos avanzan recto, en diagonal hacia delante o de lado, nunca hacia atrás. Ganan los gansos si llenan los 9 puntos del corral \
o encierran a los zorros; ganan los zorros si quedan menos de 9 gansos. La triple repetición o 100 jugadas sin avance son tablas.
Jugadas: `d3-d4` (paso), `d4xd6`, `c7xe5xg3` (saltos).",
        RulesTopic::FoxAndGeese => "**Zorro y gansos** — 1 zorro contra 13, 15 o 17 gansos en la cruz de 33 puntos; cada punto se une con sus vecinos, diagonales incluidas. \
Empieza el zorro. Avanza a un punto vecino o salta un ganso hasta el punto vacío de detrás; saltar es opcional, \
y puede encadenar saltos y parar después de cualquiera. Los gansos avanzan recto o en diagonal hacia delante (también de lado con la opción `sideways`), nunca hacia atrás. \
Ganan los gansos si encierran al zorro; gana el zorro si quedan menos de 4 gansos o los gansos no pueden moverse.
Jugadas: `d3-d4` (paso), `d4xd6`, `c7xe5xg3` (saltos).",
    }
}

const HELP: &str = "**tablero** — juegos de tablero en este canal.
`/desafiar game:… [opponent:…]` desafía a alguien (o a cualquiera); pulsa **Aceptar**.
`/mover` juega una jugada o un turno entero (aparecen sugerencias al escribir) · `/pasar` · `/rendirse`
`/tablero` la posición · `/deshacer` pide deshacer tu jugada · `/tablas` ofrece tablas (Zorro y gansos)
`/historial` la anotación y una repetición · `/estado` · `/reglas` · `/estadisticas` · `/clasificacion`";

pub(super) fn kind_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Tzaar => "TZAAR",
        GameKind::FoxGeese => "Zorro y gansos",
    }
}
