//! French texts ("vous"), mirroring `en.rs` function by function.
//!
//! French typography puts a space before `:`, `;` and `?`; it is written `\u{a0}` (no-break
//! space) so that Discord never wraps the punctuation onto a line of its own.

use super::move_errors::move_error;
use super::{Msg, RulesTopic, Style, duration, signed};
use crate::games::TurnHint;
use crate::games::foxgeese::Variant;
use crate::games::{GameKind, GameSpec, Seat, TzaarSetup};
use crate::i18n::Locale;
use crate::table::TableError;

pub(super) fn game_name(spec: GameSpec) -> String {
    match spec {
        GameSpec::Tzaar(TzaarSetup::Fixed) => "TZAAR (position de départ fixe)".into(),
        GameSpec::Tzaar(TzaarSetup::Random) => "TZAAR (position de départ aléatoire)".into(),
        GameSpec::Tzaar(TzaarSetup::Tournament) => "TZAAR (version tournoi)".into(),
        GameSpec::FoxGeese(Variant::Halatafl) => "Deux renards (Halatafl)".into(),
        GameSpec::FoxGeese(Variant::Standard { geese, sideways }) => format!(
            "Le renard et les oies ({} oies{})",
            geese.count(),
            if sideways {
                ", avec déplacements latéraux"
            } else {
                ""
            }
        ),
    }
}

/// The side a seat plays, with its article ("les Blancs", "le renard").
pub(super) fn seat_name(kind: GameKind, seat: Seat) -> &'static str {
    match (kind, seat) {
        (GameKind::Tzaar, Seat::First) => "les Blancs",
        (GameKind::Tzaar, Seat::Second) => "les Noirs",
        (GameKind::FoxGeese, Seat::First) => "le renard",
        (GameKind::FoxGeese, Seat::Second) => "les oies",
    }
}

fn reason(key: &str) -> &'static str {
    match key {
        "no-tzaar" => "plus aucun Tzaar au sommet",
        "no-tzarra" => "plus aucune Tzarra au sommet",
        "no-tott" => "plus aucun Tott au sommet",
        "no-capture" => "plus aucune capture possible en début de tour",
        "few-geese" => "il reste trop peu d'oies",
        "pen-filled" => "les oies ont rempli l'enclos",
        "foxes-trapped" => "les renards ne peuvent plus bouger",
        "geese-trapped" => "les oies ne peuvent plus bouger",
        "quiet-draw" => "100 coups sans capture ni avancée d'une oie",
        "repetition" => "la même position trois fois",
        "resigned" => "abandon",
        "timeout" => "temps écoulé",
        "agreed-draw" => "nulle d'un commun accord",
        "aborted" => "arrêtée par un modérateur",
        _ => "fin de la partie",
    }
}

fn hint(hint: TurnHint) -> &'static str {
    match hint {
        TurnHint::OpeningCapture => "capture d'ouverture (un seul coup)",
        TurnHint::Capture => "capture forcée",
        TurnHint::CaptureStackOrPass => "capturer, renforcer ou passer",
        TurnHint::Place => "placer une pièce",
        TurnHint::Foxes => "coup du renard",
        TurnHint::Geese => "coup des oies",
    }
}

fn refusal(e: &TableError, s: &dyn Style) -> String {
    match e {
        TableError::NoGame => "Aucune partie n'est en cours dans ce salon. Lancez-en une avec `/defier`.".into(),
        TableError::NotAPlayer => "Vous ne jouez pas dans cette partie.".into(),
        TableError::NotYourTurn { to_move } => format!("Ce n'est pas votre tour\u{a0}: c'est à {} de jouer.", s.user(to_move)),
        TableError::Illegal(err) => format!("Coup illégal\u{a0}: {}.", move_error(Locale::Fr, err)),
        TableError::MoveTooLong => "Ce texte est trop long pour être un coup.".into(),
        TableError::PositionChanged => "La position a changé pendant l'envoi de votre coup. Regardez le nouveau plateau et réessayez.".into(),
        TableError::ChannelBusy => "Une partie est déjà en cours dans ce salon.".into(),
        TableError::ChallengePending => "Un défi attend déjà dans ce salon\u{a0}: répondez-y ou annulez-le d'abord.".into(),
        TableError::NoChallenge => "Aucun défi n'attend ici.".into(),
        TableError::ChallengeGone => "Ce défi a déjà reçu une réponse.".into(),
        TableError::ChallengeExpired => "Ce défi a expiré.".into(),
        TableError::OwnChallenge => "Vous ne pouvez pas accepter votre propre défi.".into(),
        TableError::NotForYou => "Ce défi est destiné à quelqu'un d'autre.".into(),
        TableError::NotChallenger => "Seul l'auteur du défi peut l'annuler.".into(),
        TableError::CannotChallengeSelf => "Vous ne pouvez pas vous défier vous-même.".into(),
        TableError::ComputerUnavailable => "Il n'est pas encore possible de jouer contre l'ordinateur.".into(),
        TableError::LevelWithoutComputer => "Le niveau ne sert que contre l'ordinateur : défiez le bot lui-même (`/defier opponent:@tablero level:hard`).".into(),
        TableError::NoDraws => "Il n'y a pas de partie nulle au TZAAR.".into(),
        TableError::NoOffer => "Il n'y a aucune proposition à laquelle répondre.".into(),
        TableError::OwnOffer => "Vous ne pouvez pas répondre à votre propre proposition\u{a0}: c'est à votre adversaire de le faire.".into(),
        TableError::NothingToUndo => "Vous n'avez aucun coup à reprendre\u{a0}: on ne peut reprendre un coup que juste après l'avoir joué.".into(),
        TableError::CannotPass => "Vous ne pouvez pas passer maintenant\u{a0}: on ne peut passer qu'au second coup d'un tour de TZAAR.".into(),
        TableError::BadTurnTime { min, max } => format!("Le temps par tour doit être compris entre {} et {}.", duration(*min), duration(*max)),
        TableError::GameOver => "La partie est terminée.".into(),
        TableError::Stale => "Ce bouton appartient à une partie qui a avancé depuis.".into(),
        TableError::Internal(_) | TableError::Render(_) => "Un problème est survenu de notre côté. Veuillez réessayer.".into(),
    }
}

pub(super) fn text(msg: &Msg, s: &dyn Style) -> String {
    match msg {
        Msg::ButtonAccept => "Accepter".into(),
        Msg::ButtonDecline => "Refuser".into(),
        Msg::ButtonCancel => "Annuler".into(),
        Msg::ButtonAgree => "D'accord".into(),
        Msg::ButtonRefuse => "Non".into(),
        Msg::Challenge {
            challenger,
            opponent,
            spec,
            challenger_seat,
            turn_seconds,
            expires_at,
        } => {
            let side = match challenger_seat {
                Some(seat) => format!("avec {}", seat_name(spec.kind(), *seat)),
                None => "camps tirés au sort".into(),
            };
            let who = match opponent {
                Some(o) => s.user(o),
                None => "tout le monde".into(),
            };
            format!(
                "{} lance un défi à {who}\u{a0}: {} ({side}, {} par tour). Le défi expire {}.",
                s.user(challenger),
                game_name(*spec),
                duration(*turn_seconds),
                s.time(*expires_at)
            )
        }
        Msg::ChallengeDeclined { challenger, by } => {
            format!("{} a refusé le défi de {}.", s.user(by), s.user(challenger))
        }
        Msg::ChallengeCancelled { challenger } => {
            format!("{} a annulé le défi.", s.user(challenger))
        }
        Msg::ChallengeExpired { challenger } => {
            format!("Le défi de {} a expiré sans réponse.", s.user(challenger))
        }
        Msg::GameStarted { spec, players } => format!(
            "{}\u{a0}: la partie commence. {} joue {}, {} joue {}.",
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
                "Au tour de {} ({})\u{a0}: {}.",
                s.user(player),
                seat_name(*kind, *seat),
                hint(*h)
            );
            if let Some(t) = deadline {
                line.push_str(&format!(" Le délai expire {}.", s.time(*t)));
            }
            line
        }
        Msg::Moved { player, moves } => format!("{} a joué {}.", s.user(player), moves.join(" ")),
        Msg::GameOver {
            kind,
            players,
            winner,
            reason: r,
        } => match winner {
            Some(seat) => format!(
                "Fin de la partie\u{a0}: {} ({}) gagne — {}.",
                s.user(&players[seat.index()]),
                seat_name(*kind, *seat),
                reason(r.key())
            ),
            None => format!(
                "Fin de la partie\u{a0}: partie nulle — {}.",
                reason(r.key())
            ),
        },
        Msg::RatingChange { players, deltas } => format!(
            "Classement Elo\u{a0}: {} {}, {} {}.",
            s.user(&players[0]),
            signed(deltas[0]),
            s.user(&players[1]),
            signed(deltas[1])
        ),
        Msg::UndoRequested { by, opponent } => format!(
            "{} demande à reprendre son dernier coup. {}, êtes-vous d'accord\u{a0}?",
            s.user(by),
            s.user(opponent)
        ),
        Msg::UndoDone { count } => format!("Coup(s) repris\u{a0}: {count}."),
        Msg::UndoRefused { by } => format!("{} a refusé la reprise du coup.", s.user(by)),
        Msg::DrawOffered { by, opponent } => {
            format!(
                "{} propose la nulle. {}, êtes-vous d'accord\u{a0}?",
                s.user(by),
                s.user(opponent)
            )
        }
        Msg::DrawRefused { by } => format!("{} a refusé la nulle.", s.user(by)),
        Msg::Aborted { by } => {
            format!(
                "{} a arrêté la partie\u{a0}; elle se termine sans résultat.",
                s.user(by)
            )
        }
        Msg::NothingHere => "Aucune partie en cours ici. Lancez-en une avec `/defier`.".into(),
        Msg::ChallengeWaiting {
            challenger,
            opponent,
            spec,
            expires_at,
        } => format!(
            "{} attend que {} accepte son défi\u{a0}: {} (expire {}).",
            s.user(challenger),
            opponent
                .as_deref()
                .map_or_else(|| "quelqu'un".to_string(), |o| s.user(o)),
            game_name(*spec),
            s.time(*expires_at)
        ),
        Msg::GameInProgress { spec, players, ply } => format!(
            "{}\u{a0}: {} contre {}, {ply} coup(s) joué(s).",
            game_name(*spec),
            s.user(&players[0]),
            s.user(&players[1])
        ),
        Msg::History { record } => format!("```\n{record}```"),
        Msg::Stats { user, rows } if rows.is_empty() => {
            format!("{} n'a encore terminé aucune partie.", s.user(user))
        }
        Msg::Stats { user, rows } => {
            let mut out = format!("Résultats de {}\u{a0}:", s.user(user));
            for r in rows {
                out.push_str(&format!(
                    "\n- {}\u{a0}: Elo {:.0}, {} partie(s)\u{a0}: {} gagnée(s), {} perdue(s), {} nulle(s)",
                    if r.pool == crate::games::GameKind::Tzaar {
                        "TZAAR"
                    } else {
                        "Le renard et les oies"
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
            format!(
                "{}\u{a0}: aucune partie terminée pour l'instant.",
                kind_name(*kind)
            )
        }
        Msg::Leaderboard { kind, rows } => {
            let mut out = format!("Meilleurs joueurs — {}\u{a0}:", kind_name(*kind));
            for (i, r) in rows.iter().enumerate() {
                out.push_str(&format!(
                    "\n{}. {} — {:.0} ({} partie(s), {} gagnée(s))",
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
        Msg::Internal => "Un problème est survenu de notre côté. Veuillez réessayer.".into(),
        Msg::NoMatchingMove => "aucun coup légal ne correspond".into(),
        Msg::OptionNotForGame { option } => {
            format!("L'option `{option}` ne s'applique pas à ce jeu.")
        }
        Msg::Rules { game } => rules(*game).into(),
        Msg::Hint { moves } => format!(
            "Indice\u{a0}: `{}` (ce que jouerait le niveau moyen de l'ordinateur).",
            moves.join(" ")
        ),
        Msg::Help => HELP.into(),
        Msg::ModeratorsOnly => {
            "Seuls les modérateurs (Gérer les messages) peuvent faire cela.".into()
        }
        Msg::BadOptions => {
            "Je n'ai pas pu lire ces options. Choisissez-les dans les listes.".into()
        }
        Msg::GuildOnly => {
            "Cette commande fonctionne dans un salon de serveur, où se jouent les parties.".into()
        }
    }
}

fn rules(topic: RulesTopic) -> &'static str {
    match topic {
        RulesTopic::Tzaar => "**TZAAR** — chaque joueur a 6 Tzaars, 9 Tzarras et 15 Totts. \
Une pile se déplace en ligne droite sur des espaces vides jusqu'à la première pile rencontrée (jamais à travers le centre). \
Le premier tour des Blancs est une seule capture\u{a0}; chaque tour suivant est une **capture**, puis un second coup\u{a0}: \
une autre capture, **renforcer** une de vos piles, ou **passer**. Vous capturez une pile qui n'est pas plus haute que la vôtre. \
Vous perdez s'il ne vous reste plus de Tzaar, de Tzarra ou de Tott au sommet d'une pile, ou aucune capture au début de votre tour.
Coups\u{a0}: `d3xd4` (capture), `c2-c3` (renforcer), `pass`\u{a0}; un tour\u{a0}: `/jouer d3xd4 c2-c3`. Placement (version tournoi)\u{a0}: `Zd4`, `Rc2`, `Te6`.",
        RulesTopic::TwoFoxes => "**Deux renards (Halatafl)** — 2 renards contre 20 oies sur la croix de 33 points\u{a0}; chaque point est relié à ses voisins, diagonales comprises. \
Les renards commencent. Un renard va sur un point voisin ou saute une oie jusqu'au point vide derrière elle, et la prend\u{a0}; \
sauter est **obligatoire** et le renard doit continuer à sauter tant qu'il le peut (toute la chaîne est un coup). \
Les oies avancent tout droit, en diagonale vers l'avant ou de côté, jamais en arrière. Les oies gagnent en remplissant les 9 points de l'enclos \
ou en bloquant les renards\u{a0}; les renards gagnent s'il reste moins de 9 oies. La triple répétition ou 100 coups sans progrès font nulle.
Coups\u{a0}: `d3-d4` (déplacement), `d4xd6`, `c7xe5xg3` (sauts).",
        RulesTopic::FoxAndGeese => "**Le renard et les oies** — 1 renard contre 13, 15 ou 17 oies sur la croix de 33 points\u{a0}; chaque point est relié à ses voisins, diagonales comprises. \
Le renard commence. Il va sur un point voisin ou saute une oie jusqu'au point vide derrière elle\u{a0}; sauter est facultatif, \
et il peut enchaîner les sauts et s'arrêter après n'importe lequel. Les oies avancent tout droit ou en diagonale vers l'avant (aussi de côté avec l'option `sideways`), jamais en arrière. \
Les oies gagnent en bloquant le renard\u{a0}; le renard gagne s'il reste moins de 4 oies ou si les oies ne peuvent plus bouger.
Coups\u{a0}: `d3-d4` (déplacement), `d4xd6`, `c7xe5xg3` (sauts).",
    }
}

const HELP: &str = "**tablero** — jeux de plateau dans ce salon.
`/defier game:… [opponent:…]` défiez quelqu'un (ou n'importe qui)\u{a0}; il clique sur **Accepter**.
`/jouer` jouez un coup ou un tour entier (des suggestions apparaissent en tapant) · `/passer` · `/abandonner`
`/plateau` la position · `/annuler` demandez à reprendre votre coup · `/nulle` proposez la nulle (renard et oies)
`/historique` la notation et un replay · `/etat` · `/regles` · `/statistiques` · `/classement`";

pub(super) fn kind_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Tzaar => "TZAAR",
        GameKind::FoxGeese => "Le renard et les oies",
    }
}
