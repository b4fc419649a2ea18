# Words drawn on the board images and replays. Short: they share a line with the players'
# names and counts. $n and $total are numbers.

board-white = Blancas
board-black = Negras
board-white-to-move = Juegan las blancas
board-black-to-move = Juegan las negras
board-white-to-place = Las blancas colocan una pieza
board-black-to-place = Las negras colocan una pieza
board-step-open = captura de apertura
board-step-capture = capturar
board-step-second = capturar, apilar o pasar
# Caption of the counts of each type still on top of a stack.
board-on-top = visibles
# Caption of the pieces still to place (tournament setup).
board-to-place = por colocar
board-white-wins = Ganan las blancas
board-black-wins = Ganan las negras
board-foxes = { $foxes ->
        [one] Zorro
       *[other] Zorros
    }
board-geese = Gansos
board-foxes-to-move = { $foxes ->
        [one] Juega el zorro
       *[other] Juegan los zorros
    }
board-geese-to-move = Juegan los gansos
board-foxes-win = { $foxes ->
        [one] Gana el zorro
       *[other] Ganan los zorros
    }
board-geese-win = Ganan los gansos
board-draw = Tablas
board-no-result = Sin resultado
# Beside the geese count: the fox wins when fewer than $n geese remain.
board-foxes-win-below = { $foxes ->
        [one] el zorro gana si quedan menos de { $n } gansos
       *[other] los zorros ganan si quedan menos de { $n } gansos
    }
# Halatafl: the foxes must jump.
board-must-jump = salto obligatorio
board-halatafl = Dos zorros (Halatafl)
board-standard = Zorro y gansos, { $n } gansos
board-standard-sideways = Zorro y gansos, { $n } gansos, con pasos laterales
# Replay frames.
board-replay-turn = Turno { $n } de { $total }
board-replay-move = Jugada { $n } de { $total }
board-replay-placement = Colocación, pieza { $n } de { $total }
# Before the notation of the last turn.
board-last = Última jugada:
# A passed second move, after the capture ("d3xd4 pasa").
board-pass = pasa
# The legend of the TZAAR pieces.
board-legend-tzaar = Tzaar
board-legend-tzarra = Tzarra
board-legend-tott = Tott
board-legend = Piezas
# Ending reasons, short, after the result on the status line.
board-reason-no-tzaar = sin Tzaar visible
board-reason-no-tzarra = sin Tzarra visible
board-reason-no-tott = sin Tott visible
board-reason-no-moves = sin jugadas posibles
board-reason-no-capture = sin captura posible
board-reason-resigned = abandono
board-reason-few-geese = quedan muy pocos gansos
board-reason-pen-filled = los gansos llenan el corral
board-reason-foxes-trapped = { $foxes ->
        [one] el zorro no puede moverse
       *[other] los zorros no pueden moverse
    }
board-reason-geese-trapped = los gansos no pueden moverse
board-reason-quiet-draw = 50 jugadas sin progreso
board-reason-repetition = triple repetición
board-reason-agreed-draw = tablas acordadas
board-reason-aborted = detenida por un moderador
board-reason-abandoned = abandonada antes de la primera jugada
board-reason-timeout = tiempo agotado
