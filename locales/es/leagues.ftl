# Ligas (issue 27): temporadas de divisiones, cada una un todos contra todos, con ascensos y
# descensos entre temporadas; y por qué se rechaza una orden de liga.

league-signup = 🏅 **{ $name }** (n.º { $id }): una liga de { $game }, { $clock }, en divisiones de { $size } jugadores, cada una un todos contra todos. La organiza { $organizer }.
league-signup-moves = Al final de cada temporada, { $promoted ->
    [0] nadie asciende
    [one] el ganador de cada división asciende
   *[other] ascienden los { $promoted } primeros de cada división
    } y { $relegated ->
    [0] nadie desciende
    [one] el último desciende
   *[other] descienden los { $relegated } últimos
    }.
league-signup-by-organizer = La primera temporada empieza cuando lo decida quien organiza.
league-signup-season = La temporada { $season } está en juego; quien se apunte ahora jugará desde la siguiente, en la última división.
league-signup-players = { $count ->
    [0] Todavía no se ha apuntado nadie.
    [one] Un jugador: { $players }
   *[other] { $count } jugadores: { $players }
    }
league-joined = { $player } se ha unido a { $name }.
league-left = { $player } ha dejado { $name }.
league-season = 🏅 { $name }: empieza la temporada { $season }, { $count ->
    [one] en una división
   *[other] en { $count } divisiones
    }. Siguen los emparejamientos. ¡Suerte!
league-season-division = División { $division }: { $players }
league-moves = { $name }: ascensos y descensos para la temporada { $season }.
league-moves-none = Nadie cambia de división.
league-promoted = ⬆️ { $player } asciende de la división { $from } a la división { $to }.
league-relegated = ⬇️ { $player } desciende de la división { $from } a la división { $to }.
league-division = **{ $name }**, temporada { $season }, división { $division }{ $finished ->
    [yes] {""} (terminada)
   *[no] {""}
    }:

## /league list
league-list = 🏅 Ligas de este servidor:
league-list-none = Todavía no hay ligas en este servidor.
league-list-entry = - **{ $name }** (n.º { $id }), { $game }, en { $channel }: { $season ->
    [0] inscripciones abiertas ({ $count } jugadores)
   *[other] temporada { $season }, { $count } jugadores en { $divisions } divisiones
    }

refused-league-not-moderator = Solo pueden crear ligas quienes gestionan el servidor o tienen su rol de organización de torneos.
refused-league-not-organizer = Eso solo puede hacerlo quien organiza la liga o un moderador.
refused-league-none = Aquí no hay ninguna liga con ese número. Las del servidor aparecen en `/{ cmd-league } { cmd-league-list }`.
refused-league-already-joined = Ya estás en esta liga.
refused-league-not-joined = No estás en esta liga.
refused-league-season-running = Se está jugando una temporada: espera a que terminen todas las divisiones. (Para dejar una temporada en juego, retírate del torneo de tu división.)
refused-league-already-started = Esta liga ya ha empezado; cada nueva temporada comienza cuando la anterior ha terminado.
refused-league-not-started = Esta liga todavía no ha empezado su primera temporada.
refused-league-too-few = Una liga necesita al menos dos jugadores para empezar.
refused-league-empty-name = Una liga necesita un nombre.
refused-league-division-size = Una división tiene entre { $min } y { $max } jugadores.
refused-league-too-many-moving = Con divisiones de { $size }, entre ascensos y descensos tienen que moverse menos de { $size } jugadores: alguien tiene que quedarse.
refused-league-not-an-option = `{ $option }` no es una opción de liga: los emparejamientos deciden quién juega con qué bando, y cada partida es entre dos jugadores.

## /league: los subcomandos son `cmd-league-<sub>`, sus opciones `opt-league-<sub>-<opción>`.
cmd-league = liga
    .description = Las ligas del servidor: temporadas de divisiones con ascensos y descensos
cmd-league-create = crear
    .description = Crear una liga en este canal (Gestionar servidor o el rol de organización)
opt-league-create-name = nombre
    .description = El nombre de la liga
opt-league-create-game = juego
    .description = El juego de todas las divisiones
opt-league-create-setup = configuración
    .description = TZAAR: cómo se prepara el tablero
opt-league-create-geese = gansos
    .description = Zorro y gansos: el número de gansos
opt-league-create-sideways = lateral
    .description = Zorro y gansos: los gansos también pueden moverse de lado
opt-league-create-time = tiempo
    .description = Tiempo por turno (24h) o reserva (3d+1d); el del servidor si no eliges
opt-league-create-rated = puntuado
    .description = ¿Partidas puntuadas? (sí si se deja vacío)
opt-league-create-division_size = tamaño_división
    .description = Jugadores de cada división, cada una un todos contra todos (6 si no eliges)
opt-league-create-promote = ascensos
    .description = Cuántos de cada división suben al acabar la temporada (1 si no eliges)
opt-league-create-relegate = descensos
    .description = Cuántos de cada división bajan al acabar la temporada (1 si no eliges)
cmd-league-join = apuntarse
    .description = Apuntarse a una liga (antes de una temporada, o entre dos para la siguiente)
opt-league-join-id = id
    .description = Qué liga (la de este canal si no eliges)
cmd-league-leave = borrarse
    .description = Dejar una liga (antes de una temporada, o entre dos)
opt-league-leave-id = id
    .description = Qué liga (la de este canal si no eliges)
cmd-league-start = empezar
    .description = Empezar la primera temporada de la liga (quien la organiza)
opt-league-start-id = id
    .description = Qué liga (la de este canal si no eliges)
cmd-league-next = siguiente
    .description = Empezar la siguiente temporada cuando todas las divisiones hayan terminado
opt-league-next-id = id
    .description = Qué liga (la de este canal si no eliges)
cmd-league-standings = clasificación
    .description = La clasificación de cada división en la temporada actual
opt-league-standings-id = id
    .description = Qué liga (la de este canal si no eliges)
cmd-league-list = lista
    .description = Las ligas de este servidor
