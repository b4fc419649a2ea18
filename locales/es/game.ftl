# The games' own words, used by the other messages: game names, sides, what the player to
# move must do, and why a game ended. Arguments: $foxes is the number of foxes of the
# variant (1 in standard Fox and Geese, 2 in Two Foxes), for the singular or plural.
# Spanish: informal "tú"; sides in lower case ("las blancas", "las negras"); a draw is
# "tablas" (the command is /tablas).

## Game names

game-tzaar-fixed = TZAAR (posición inicial fija)
game-tzaar-random = TZAAR (posición inicial aleatoria)
game-tzaar-tournament = TZAAR (versión de torneo)
game-halatafl = Dos zorros (Halatafl)
# $geese: 13, 15 or 17; $sideways: yes or no
game-standard = Zorro y gansos ({ $geese } gansos{ $sideways ->
        [yes] , con pasos laterales
       *[no] {""}
    })
# The three choices players see in menus and leaderboards.
choice-tzaar = TZAAR
choice-halatafl = Dos zorros (Halatafl)
choice-foxgeese = Zorro y gansos

## Sides, as the object of a sentence ("@ana juega con las blancas"), with their article.
## Messages never put "de" or "a" right before a side (no "de el zorro").

side-white = las blancas
side-black = las negras
side-fox = { $foxes ->
        [one] el zorro
       *[other] los zorros
    }
side-geese = los gansos

## What the player to move must do ("Le toca a @ana (las negras): capturar, apilar o pasar.")

hint-opening-capture = captura de apertura (un solo movimiento)
hint-capture = captura forzada
hint-capture-stack-or-pass = capturar, apilar o pasar
hint-place = colocar una pieza
# No $foxes here: "paso o salto" fits one fox and two.
hint-foxes = paso o salto
hint-geese = mover un ganso

## Durations ($n is a whole number)

duration-days = { $n ->
        [one] { $n } día
       *[other] { $n } días
    }
duration-hours = { $n ->
        [one] { $n } hora
       *[other] { $n } horas
    }
duration-minutes = { $n ->
        [one] { $n } minuto
       *[other] { $n } minutos
    }
duration-seconds = { $n ->
        [one] { $n } segundo
       *[other] { $n } segundos
    }
# Two units of a span of time: "1 día y 3 horas".
duration-pair = { $first } y { $second }

## Why a game ended, as a short phrase (the board's result line).

reason-no-tzaar = sin Tzaars visibles
reason-no-tzarra = sin Tzarras visibles
reason-no-tott = sin Totts visibles
reason-no-moves = no quedan jugadas posibles
reason-no-capture = sin captura al empezar el turno
reason-few-geese = no quedan gansos suficientes
reason-pen-filled = los gansos llenan el corral
reason-foxes-trapped = { $foxes ->
        [one] el zorro no puede moverse
       *[other] los zorros no pueden moverse
    }
reason-geese-trapped = los gansos no pueden moverse
reason-quiet-draw = tras 50 jugadas de cada bando sin captura ni avance de un ganso
reason-repetition = triple repetición
reason-resigned = abandono
reason-timeout = tiempo agotado
reason-agreed-draw = tablas de mutuo acuerdo
reason-aborted = detenida por un moderador
reason-abandoned = abandonada antes de la primera jugada
