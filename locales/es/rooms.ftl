# Game rooms: each game in its own thread, the lines its channel hears, and /games.

room-opened = La partida se juega en { $room }.
room-see = Hilo de la partida: { $room }
no-room-no-permission = No puedo crear hilos en este canal, así que la partida se juega aquí.
no-room-in-thread = El desafío se hizo dentro de un hilo, así que la partida se juega aquí.
no-room-threads-off = Los hilos de partida están desactivados en este servidor, así que la partida se juega aquí.
no-room-failed = No se pudo abrir el hilo de la partida, así que se juega aquí.
refused-games-in-threads = En este canal no se juega ninguna partida directamente. Sus partidas están en sus hilos: { $rooms }.
thread-name = { $game } · { $first } contra { $second }
thread-name-tournament = { $tournament }, ronda { $round } · { $first } contra { $second }

## /games

games-none = No tienes ninguna partida en curso ni desafíos pendientes en este servidor.
games-header = Tus partidas:
games-row = - { $game } contra { $opponent }, { $turn ->
        [yours] te toca
       *[other] le toca a { $to-move }
    }, { $clock ->
        [paused] reloj parado, de vacaciones (vuelve { $deadline })
       *[running] el tiempo se acaba { $deadline }
    }: { $room }
games-row-bank = { $row } (tu reserva: { $bank })
games-row-tournament = { $row } (🏆 { $tournament })
games-challenges = Desafíos:
games-challenge = - { $challenger } desafía a { $opponent } a { $game } en { $channel } (caduca { $expires })
games-challenge-open = - { $challenger } desafía a quien quiera a { $game } en { $channel } (caduca { $expires })

## Reminders and settings

reminder = { $player }, te toca en { $game } ({ $room }): el plazo vence { $deadline }.
turn-notice = { $player }, te toca en { $game } ({ $room }). El plazo vence { $deadline }.
reminders-dm = Tus avisos de turno llegarán por mensaje directo (o con una mención en el hilo de la partida si Discord lo impide).
reminders-ping = Tus avisos de turno llegarán con una mención en el hilo de la partida.
reminders-header = Tus avisos de turno:
reminders-mode = { $dm ->
        [yes] - Por mensaje directo (con una mención en el hilo de la partida si Discord lo impide)
       *[no] - Con una mención en el hilo de la partida
    }
reminders-off = - Sin notificaciones: ni menciones, ni avisos de turno, ni mensajes directos (`/{ cmd-reminders } { opt-reminders-off }:no` las vuelve a activar)
reminders-time-zone = - Zona horaria: { $zone } (ahora { $offset })
reminders-time-zone-none = - Zona horaria: sin indicar (indica la tuya con `{ opt-reminders-time_zone }:`, como `Europe/Madrid`)
reminders-quiet = - Horas de silencio: de { $from } a { $to }, según tu hora: ningún aviso entonces
reminders-quiet-none = - Horas de silencio: ninguna
reminders-digest = - Resumen diario por mensaje directo { $hour ->
        [1] a la
       *[other] a las
    } { $time }
reminders-digest-none = - Resumen diario: ninguno
clock-time = { $hour }:{ $minute }
quiet-error-empty = Indica tus horas de silencio como dos horas separadas por un guion, como `23:00-08:00`, u `off` para ninguna.
quiet-error-unreadable = No entiendo esas horas de silencio: escribe dos horas del día separadas por un guion, como `23:00-08:00` o `23-8`, u `off` para ninguna.
quiet-error-bad-time = Una hora del día va de 0:00 a 23:59, como en `23:00-08:00`.
quiet-error-same = Las horas de silencio deben terminar a otra hora que a la que empiezan, como en `23:00-08:00`; `off` las quita.
quiet-error-too-long = Las horas de silencio pueden durar { $max } horas como máximo, para que tus avisos aún encuentren un momento para llegarte.
zone-error-empty = Indica tu zona horaria por su nombre IANA, como `Europe/Madrid`.
zone-error-unknown = No hay ninguna zona horaria con ese nombre: indica su nombre IANA, una región y una ciudad, como `Europe/Madrid` o `America/Mexico_City` (las sugerencias las muestran mientras escribes).
refused-quiet-needs-zone = Las horas de silencio se leen según tu propia hora: indica también tu zona horaria con `{ opt-reminders-time_zone }:` (como `Europe/Madrid`).
refused-digest-needs-zone = El resumen diario llega a una hora de tu propio día: indica también tu zona horaria con `{ opt-reminders-time_zone }:` (como `Europe/Madrid`).
settings-header = Configuración de este servidor:
settings-language = - Idioma de los mensajes públicos: { $language }
settings-language-default = - Idioma de los mensajes públicos: el del servidor en Discord
settings-threads = - Hilos de partida: { $state ->
        [on] activados
        [off] desactivados, cada partida se juega en su canal
       *[default] activados (por defecto)
    }
settings-turn-time = - Reloj por defecto: { $clock }
settings-hints = - Pistas en partidas puntuadas: { $allowed ->
        [yes] permitidas
       *[no] no permitidas
    }
settings-channels-all = - Desafíos: en todos los canales
settings-channels = - Desafíos: solo en { $channels }
settings-moderator-none = - Rol de moderación para /{ cmd-endgame }: ninguno (solo Gestionar mensajes)
settings-moderator = - Rol de moderación para /{ cmd-endgame }: { $role }
settings-organizer-none = - Rol de organización de torneos: ninguno (solo Gestionar servidor)
settings-organizer = - Rol de organización de torneos: { $role }
settings-vacation-days = - Días de vacaciones al año: { $days }
settings-daily-puzzle = - Problema del día: en { $channel } { $hour ->
        [1] a la
       *[other] a las
    } { $hour }:00 UTC
settings-daily-puzzle-none = - Problema del día: ninguno
settings-web = - Páginas web de partidas y torneos: { $state ->
        [on] activadas
       *[off] desactivadas
    }
settings-saved = Configuración guardada.
refused-challenges-not-here = En este servidor, los desafíos se lanzan en { $channels }.
refused-bad-setting = Ese valor no es válido para este ajuste: no se ha cambiado nada.
refused-admins-only = Solo quien tiene el permiso Gestionar servidor puede cambiar la configuración.

## After the game

button-rematch = Revancha
button-play-again = Jugar otra vez
refused-rematch-offered = Ya se ha propuesto la revancha de esta partida: le toca responder a la otra persona.
refused-tournament-rematch = Esta partida era de un torneo y su resultado cuenta allí: no tiene revancha. Para una partida amistosa, desafía a la otra persona con /{ cmd-challenge }.
refused-not-over = La partida todavía no ha terminado.

## Vacations (`/vacation`). $until: a Discord timestamp; $paused: games whose clock stopped;
## $left and $taken: days.
vacation-started = ¡Felices vacaciones! Vuelves { $until }; hasta entonces, tus relojes quedan parados ({ $paused ->
        [0] ahora mismo ninguna partida te espera
        [one] una partida te esperaba
       *[other] { $paused } partidas te esperaban
    }); si mientras tanto te toca en otra, también esperará. Con `/{ cmd-vacation } { cmd-vacation-end }` vuelves antes. { $left ->
        [0] No te quedan días de vacaciones este año.
        [one] Te queda un día de vacaciones este año.
       *[other] Te quedan { $left } días de vacaciones este año.
    }
vacation-ended = ¡Hola de nuevo! Tus relojes vuelven a correr. Estas vacaciones han durado { $taken ->
        [one] un día
       *[other] { $taken } días
    }; { $left ->
        [0] no te quedan días este año.
        [one] te queda un día este año.
       *[other] te quedan { $left } días este año.
    }

## `/mute` in a game's thread.
muted = Silenciada: esta partida ya no te mencionará ni te recordará tu turno. `/{ cmd-mute } { opt-mute-on }:no` lo deshace.
unmuted = Ya no está silenciada: esta partida vuelve a mencionarte y a recordarte tu turno.

digest-header = Tu resumen del día: te toca en { $count ->
        [one] una partida
       *[other] { $count } partidas
    }.
