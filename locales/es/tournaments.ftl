# Tournaments (issue 27): the sign-up message, rounds, standings, and why a tournament
# command was refused.

button-join = Apuntarme
button-leave = Borrarme

# $format is swiss, round_robin or double_round_robin; $rounds, a Swiss tournament's rounds.
tournament-format = { $format ->
    [swiss] sistema suizo a { $rounds } rondas
    [round_robin] liguilla (todos contra todos)
   *[double_round_robin] liguilla a doble vuelta
    }
# The sign-up message. $id is the number the tournament commands take; $game the game's
# name; $format a tournament-format; $clock a time control within a sentence (time-control-per-turn or time-control-bank).
tournament-signup = 🏆 **{ $name }** (n.º { $id }): torneo de { $game }, { $format }, { $clock }, hasta { $max } jugadores. Lo organiza { $organizer }.
tournament-signup-rated = { $rated ->
    [yes] Partidas puntuadas.
   *[no] Partidas sin puntuar.
    }
# $time is a point in time ("in 2 hours", or a Discord timestamp).
tournament-signup-starts = Empieza { $time }.
tournament-signup-by-organizer = Empieza cuando lo diga quien lo organiza.
# $players: the names of those who joined.
tournament-signup-players = { $count ->
    [0] Todavía no se ha apuntado nadie.
    [one] Por ahora, un jugador: { $players }
   *[other] Por ahora, { $count } jugadores: { $players }
    }
tournament-joined = { $player } se ha apuntado a { $name } ({ $count }/{ $max }).
tournament-left = { $player } se ha borrado de { $name }.
tournament-cancelled = Quien organizaba { $name } lo ha cancelado.
tournament-cancelled-too-few = { $name } queda cancelado: se apuntaron menos de dos jugadores.
tournament-started = ¡Arranca { $name } con { $players } jugadores, a { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
    }! Mucha suerte.
tournament-round = { $name }, ronda { $round } de { $total }:
tournament-pairing = Mesa { $board }: { $first } contra { $second }
# $room: where the game is played (a link to its thread).
tournament-pairing-room = Mesa { $board }: { $first } contra { $second }, en { $room }
# $score: the points of each, as 1–0, ½–½ or 0–1.
tournament-pairing-result = Mesa { $board }: { $first } { $score } { $second }
tournament-pairing-forfeit = Mesa { $board }: { $first } { $score } { $second } (por incomparecencia)
tournament-bye = Descansa: { $player }
tournament-standings = Clasificación de { $name } { $rounds ->
    [0] sin ninguna ronda terminada
    [one] tras una ronda
   *[other] tras { $rounds } rondas
    }:
tournament-standings-final = Clasificación final de { $name }:
# $rank: a place, "2=" when shared; $tiebreaks: each tie-break's name and value.
tournament-standing = { $rank }. { $player }: { $points } ({ $tiebreaks })
tournament-standing-withdrawn = { $rank }. { $player }: { $points } ({ $tiebreaks }), retirado
tournament-tiebreak-buchholz = Buchholz { $value }
tournament-tiebreak-sonneborn-berger = Sonneborn-Berger { $value }
tournament-tiebreak-direct-encounter = enfrentamiento directo { $value }
tournament-winners = ¡Se acabó { $name }! { $count ->
    [one] Gana { $winners }.
   *[other] Comparten el primer puesto { $winners }.
    } ¡Enhorabuena!
tournament-withdrew = { $player } se ha retirado de { $name }.
tournament-removed = { $by } ha retirado a { $player } de { $name }.
tournament-forfeit = Pierde por incomparecencia la partida que tenía en juego.
tournament-not-started = { $name } no llegó a empezar: se canceló antes.

refused-tournament-not-moderator = Solo pueden crear torneos quienes gestionan el servidor o tienen su rol de organización de torneos (ver /{ cmd-settings }).
refused-tournament-not-organizer = Eso solo puede hacerlo quien organiza el torneo o un moderador.
refused-tournament-none = Aquí no hay ningún torneo con ese número. Los del servidor aparecen en `/{ cmd-tournament } { cmd-tournament-list }`.
refused-tournament-not-open = Ese torneo ya no admite inscripciones.
refused-tournament-full = Ese torneo está completo: ya se han apuntado { $max } jugadores.
refused-tournament-already-joined = Ya estás apuntado a este torneo.
refused-tournament-not-entered = No juegas en este torneo (ni tampoco el jugador que has nombrado).
refused-tournament-already-withdrawn = Ese jugador ya se ha retirado del torneo.
refused-tournament-not-running = Ese torneo no está en marcha: antes de empezar, los jugadores se borran en lugar de retirarse.
refused-tournament-over = Ese torneo ya ha terminado.
refused-tournament-empty-name = Un torneo necesita un nombre.
refused-tournament-name-too-long = Ese nombre es demasiado largo: como mucho, { $max } caracteres.
refused-tournament-bad-max-players = El máximo de jugadores tiene que estar entre 2 y { $max }.
refused-tournament-bad-rounds = Un torneo suizo tiene entre 1 y { $max } rondas.
refused-tournament-start-in-past = Esa hora de inicio ya ha pasado: elige una que esté por llegar.
# $option: a challenge option's name.
refused-tournament-not-an-option = `{ $option }` no es una opción de los torneos: los emparejamientos deciden quién lleva cada bando, y todas las partidas son entre dos jugadores.
refused-tournament-rounds-without-swiss = Solo un torneo suizo lleva un número de rondas: en una liguilla todos juegan contra todos, así que lo decide el número de participantes.
refused-tournament-bad-start-in = Indica el comienzo como el tiempo que falta a partir de ahora, por ejemplo 90m, 2h o 3d.

tournament-no-thread = ⚠️ { $name }, ronda { $round }, mesa { $board } ({ $first } contra { $second }): no he podido abrir un hilo para esta partida. Necesito los permisos Crear hilos públicos y Enviar mensajes en hilos en este canal; lo seguiré intentando cada pocos minutos.

## /tournament list
tournament-list = 🏆 Torneos del servidor:
tournament-list-none = Todavía no hay torneos en este servidor. Los moderadores pueden crear uno con /{ cmd-tournament } { cmd-tournament-create }.
tournament-list-entry = - **{ $name }** (n.º { $id }), { $game }, { $format }, en { $channel }: { $state }
tournament-list-open = inscripción abierta ({ $count }/{ $max })
tournament-list-open-starts = inscripción abierta ({ $count }/{ $max }), empieza { $time }
tournament-list-running = ronda { $round } de { $total }, { $count } participantes
tournament-list-finished = terminado, { $count ->
    [one] ganador: { $winners }
   *[other] ganadores: { $winners }
    }
tournament-list-cancelled = cancelado
