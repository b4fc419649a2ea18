# What the bot says in a channel or privately. Users ($challenger, $player, ...) arrive as
# Discord mentions or console names; times ($expires, $deadline) as Discord timestamps
# ("dentro de 3 horas", shown in the reader's own language) or the console's relative times.

## Buttons

button-accept-unrated = Aceptar sin puntuar
button-accept = Aceptar
button-decline = Rechazar
button-cancel = Cancelar
button-agree = De acuerdo
button-refuse = No acepto

## Challenges

# $side is "random" or "chosen"; $side-name is the challenger's side when chosen; $clock the
# time control within a sentence (a time-control-per-turn or time-control-bank).
challenge = { $challenger } desafía a { $opponent } a una partida de { $game }, { $side ->
        [random] con bandos sorteados
       *[chosen] con { $side-name }
    } y { $clock }. El desafío caduca { $expires }.
challenge-open = { $challenger } desafía a quien quiera a una partida de { $game }, { $side ->
        [random] con bandos sorteados
       *[chosen] con { $side-name }
    } y { $clock }. El desafío caduca { $expires }.
challenge-declined = { $by } rechazó el desafío de { $challenger }.
challenge-unrated = Partida sin puntuar.
challenge-cancelled = { $challenger } canceló el desafío.
challenge-expired = El desafío de { $challenger } caducó sin respuesta.
challenge-waiting = { $challenger } espera a que { $opponent } acepte una partida de { $game } (el desafío caduca { $expires }).
challenge-waiting-open = { $challenger } espera a que alguien acepte una partida de { $game } (el desafío caduca { $expires }).

## A game

game-started = Empieza una partida de { $game }: { $first } juega con { $first-side } y { $second } con { $second-side }.
# $level: the computer's level (fácil, medio, difícil or perfecto), from the level-* messages.
game-started-computer = Empieza una partida de { $game } contra la máquina (nivel { $level }): { $first } juega con { $first-side } y { $second } con { $second-side }.
to-move = Le toca a { $player } ({ $side }): { $hint }.
time-runs-out = El plazo vence { $deadline }.
# $left: a duration ("9 days 4 hours"); $player: the player waiting for their turn.
waiting-bank = { $player } tiene { $left } en su reserva.
moved = { $player } jugó { $moves }.
game-in-progress = { $game }: { $first } contra { $second }, { $ply ->
        [one] { $ply } jugada
       *[other] { $ply } jugadas
    } hasta ahora.
game-in-progress-computer = { $game } contra la máquina (nivel { $level }): { $first } contra { $second }, { $ply ->
        [one] { $ply } jugada
       *[other] { $ply } jugadas
    } hasta ahora.
# The quiet-move count of Fox and Geese, shown once it passes 30.
quiet-count = Van { $moves } jugadas de cada bando sin captura ni avance de un ganso: al llegar a 50, la partida termina en tablas.

## How a game ended. $winner is the winner, $side the winner's side, $loser-side the loser's
## (TZAAR only: always plural, "las negras", so the verb is plural).

game-over-no-tzaar = Fin de la partida: gana { $winner } ({ $side }), porque { $loser-side } se han quedado sin Tzaars visibles.
game-over-no-tzarra = Fin de la partida: gana { $winner } ({ $side }), porque { $loser-side } se han quedado sin Tzarras visibles.
game-over-no-tott = Fin de la partida: gana { $winner } ({ $side }), porque { $loser-side } se han quedado sin Totts visibles.
game-over-no-moves = Fin de la partida: gana { $winner } ({ $side }), porque ya no quedan jugadas posibles para { $loser-side }.
game-over-no-capture = Fin de la partida: gana { $winner } ({ $side }), porque { $loser-side } no pueden capturar al empezar su turno.
game-over-few-geese = Fin de la partida: gana { $winner } ({ $side }), porque ya no quedan gansos suficientes.
game-over-pen-filled = Fin de la partida: gana { $winner } ({ $side }), porque los gansos han llenado el corral.
game-over-foxes-trapped = Fin de la partida: gana { $winner } ({ $side }), porque { $foxes ->
        [one] el zorro no puede moverse
       *[other] los zorros no pueden moverse
    }.
game-over-geese-trapped = Fin de la partida: gana { $winner } ({ $side }), porque los gansos no pueden moverse.
game-over-quiet-draw = Fin de la partida: tablas tras 50 jugadas de cada bando sin captura ni avance de un ganso.
game-over-repetition = Fin de la partida: tablas por triple repetición de la posición.
game-over-resigned = Fin de la partida: gana { $winner } ({ $side }) por abandono.
game-over-timeout = Fin de la partida: gana { $winner } ({ $side }) por tiempo.
game-over-agreed-draw = Fin de la partida: tablas de mutuo acuerdo.
game-over-aborted = Un moderador detuvo la partida, que termina sin resultado.
game-over-abandoned = Partida abandonada: se acabó el tiempo antes de la primera jugada. Termina sin resultado y no puntúa.
# $first-delta and $second-delta come from rating-delta.
rating-change = Elo: { $first } { $first-delta }, { $second } { $second-delta }.
# $sign is positive, zero or negative; $n the rounded size of the change.
rating-delta = { $sign ->
        [positive] +{ $n }
        [zero] ±0
       *[negative] −{ $n }
    }

## Offers

undo-requested = { $by } pide deshacer su última jugada. { $opponent }, ¿estás de acuerdo?
undo-done = { $count ->
        [one] Se deshizo { $count } jugada
       *[other] Se deshicieron { $count } jugadas
    }.
undo-refused = { $by } no aceptó deshacer la jugada.
draw-offered = { $by } ofrece tablas. { $opponent }, ¿estás de acuerdo?
draw-refused = { $by } rechazó las tablas.
aborted = { $by } detuvo la partida, que termina sin resultado.

## Looking around

nothing-here = Aquí no se está jugando nada. Empieza una partida con `/{ cmd-challenge }`.
hint = Pista: `{ $moves }` (la jugada de la máquina en nivel medio).
hint-exact-win = Pista: `{ $moves }`. Según las tablas resueltas, ganas en { $plies ->
        [one] una jugada
       *[other] { $plies } jugadas
    } con el mejor juego (contando las tuyas y las de tu rival).
hint-exact-loss = Pista: `{ $moves }`, la defensa más larga. Según las tablas resueltas, pierdes en { $plies ->
        [one] una jugada
       *[other] { $plies } jugadas
    } si tu rival juega a la perfección (contando las tuyas y las suyas).
hint-exact-draw = Pista: `{ $moves }`. Según las tablas resueltas, con el mejor juego la partida acaba en tablas, y esta jugada las mantiene.
stats-none = { $user } todavía no ha terminado ninguna partida.
stats-header = Resultados de { $user }:
# $game is a game choice name; counts select the plural. A draw is "en tablas" (invariable).
stats-row = - { $game }: Elo { $rating }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } ({ $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    }, { $losses ->
        [one] { $losses } perdida
       *[other] { $losses } perdidas
    }, { $draws } en tablas)
stats-computer = - Contra la máquina (sin puntuar): { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } ({ $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    }, { $losses ->
        [one] { $losses } perdida
       *[other] { $losses } perdidas
    }, { $draws } en tablas)
leaderboard-none = Todavía no ha terminado ninguna partida puntuada de { $game }.
leaderboard-header = Mejores jugadores de { $game }:
leaderboard-row = { $rank }. { $name }: { $rating } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    })

## Autocomplete and the move list

no-matching-move = Ninguna jugada legal coincide con lo que has escrito.
moves-shown = Se muestran { $shown } de { $total } jugadas legales: escribe más de la jugada para ver las demás.
not-your-turn-to-list = No es tu turno, así que no hay jugadas tuyas que mostrar.

## The computer's levels ("nivel difícil"; also option values: `nivel:difícil`)

level-easy = fácil
level-medium = medio
level-hard = difícil
level-perfect = perfecto
level-random = aleatorio
level-greedy = voraz

## Something went wrong

internal = Algo salió mal por nuestra parte. Inténtalo de nuevo.
moderators-only = Solo los moderadores (permiso «Gestionar mensajes») pueden hacer eso.
bad-options = No pude leer esas opciones. Elígelas de las listas.
guild-only = Este comando funciona en un canal de un servidor, donde se juegan las partidas.
option-not-for-game = La opción `{ $option }` no se aplica a este juego.
option-bad-geese = No se puede jugar con { $n } gansos: elige 13, 15 o 17.
option-no-such-side = Este juego no tiene ningún bando llamado `{ $side }`.
button-unknown = Ese botón ya no es válido. Usa `/{ cmd-status }` para ver cómo va la partida.

## Ratings per server (provisional ratings and the leaderboard's threshold)

stats-provisional = ? provisional: menos de { $games } partidas puntuadas de ese juego en este servidor.
leaderboard-left-out = { $count ->
        [one] Aún no aparece 1 jugador con menos de { $games } partidas puntuadas.
       *[other] Aún no aparecen { $count } jugadores con menos de { $games } partidas puntuadas.
    }
# $player is on vacation until $until (a Discord timestamp).
on-vacation = { $player } está de vacaciones (vuelve { $until }): su reloj está parado.
exact-value-win = Según las tablas resueltas, { $side-word ->
        [white] ganan las blancas
        [black] ganan las negras
        [fox] { $foxes ->
            [one] gana el zorro
           *[other] ganan los zorros
        }
       *[geese] ganan los gansos
    } en { $plies ->
        [one] una jugada
       *[other] { $plies } jugadas
    } con el mejor juego (contando las jugadas de ambos bandos).
exact-value-draw = Según las tablas resueltas, esta posición es tablas con el mejor juego.
exact-value-unknown = Ninguna tabla resuelta cubre esta posición (véase `tablero solve foxgeese`).
refused-no-value-in-rated = El veredicto de las tablas resueltas no se muestra en las partidas puntuadas entre personas.
