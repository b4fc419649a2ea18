# /puzzle (issue 29): la tarea de un problema según su tema, los veredictos, la solución y el
# historial de un jugador. $side es un nombre side-* ("las blancas", "los gansos"), $side-word su
# palabra (white, black, fox, geese); las jugadas llegan escritas como las leen los jugadores.

puzzle-start = Problema { $id } · { $game } · { $stars }: { $task }
puzzle-task-tzaar = Juegan { $side-word ->
        [white] las blancas
       *[black] las negras
    } y ganan { $turns ->
        [one] en este turno
       *[other] en { $turns } turnos
    }, { $how ->
        [last-of-type] capturando la última pieza de un tipo
       *[no-capture] dejando al rival sin captura
    }.
puzzle-task-trap = Juegan los gansos: encierra { $foxes ->
        [one] al zorro
       *[other] a los zorros
    } en { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    } como máximo, haga lo que { $foxes ->
        [one] haga
       *[other] hagan
    }.
puzzle-task-fill-pen = Juegan los gansos: llena el corral en { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    } como máximo, hagan lo que hagan los zorros.
puzzle-task-win-geese = { $foxes ->
        [one] Juega el zorro
       *[other] Juegan los zorros
    }: captura al menos { $geese ->
        [one] un ganso
       *[other] { $geese } gansos
    } en { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    } como máximo, hagan lo que hagan los gansos.
puzzle-how-to-answer = Responde con `/{ cmd-puzzle } { cmd-puzzle-answer }` o con `/{ cmd-move }`, un turno completo cada vez (`d3xd4 c2-c3`).
puzzle-right = Correcto: { $played }. La respuesta: { $reply }. Ahora gana en { $turns ->
        [one] un turno más
       *[other] { $turns } turnos más
    }.
puzzle-solved = ¡Resuelto: { $played }! { $tries ->
        [0] A la primera.
        [one] Tras un intento fallido.
       *[other] Tras { $tries } intentos fallidos.
    }
puzzle-solved-reply = ({ $reply } no pudo evitarlo).
puzzle-wrong = { $played } no gana: { $refutation } { $ends ->
        [over] y la victoria es para { $winner }.
       *[on] lo impide.
    } Vuelve a intentarlo o muestra la solución.
puzzle-wrong-over = { $played } termina la partida, pero no con la victoria pedida. Vuelve a intentarlo o muestra la solución.
puzzle-solution = La solución de { $id }: { $line }.
puzzle-all-done = Ya has hecho todos los problemas del banco aquí. Llegarán más con las nuevas versiones del bot.
puzzle-all-done-game = Ya has hecho todos los problemas de { $game } del banco aquí. Prueba con otro juego o espera a que lleguen más.
puzzle-stats = Tus problemas aquí: { $solved } resueltos ({ $first } a la primera), { $revealed } con la solución a la vista.
puzzle-stats-open = Tienes uno abierto: `/{ cmd-puzzle } { cmd-puzzle-answer }`.
button-next-puzzle = Siguiente problema
button-show-solution = Ver la solución

refused-no-puzzle = No tienes ningún problema abierto aquí. Empieza uno con `/{ cmd-puzzle } { cmd-puzzle-play }`.
refused-puzzle-gone = Ese problema ya no está en el banco. Empieza otro con `/{ cmd-puzzle } { cmd-puzzle-play }`.
refused-puzzle-whole-turn = Indica el turno completo: la captura y la segunda jugada (o `pasa`), p. ej. `d3xd4 c2-c3`.
puzzle-daily = 🧩 ¡Problema del día! { $puzzle } Ábrelo con `/{ cmd-puzzle } { cmd-puzzle-daily }`: tus respuestas son privadas.
puzzle-stats-streak = Problemas del día: { $days ->
        [one] un día
       *[other] { $days } días
    } seguidos.
puzzle-leaders = Quienes más resuelven aquí: { $leaders }.
puzzle-leader = { $player } ({ $solved })
refused-no-daily-puzzle = Hoy no hay (todavía) problema del día aquí. La administración del servidor puede activarlo con `/{ cmd-settings } { opt-settings-puzzle_channel }:`.
refused-daily-puzzle-done = Ya has hecho el problema de hoy. Vuelve mañana, o prueba `/{ cmd-puzzle } { cmd-puzzle-play }`.
