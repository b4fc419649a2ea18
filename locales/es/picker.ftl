# El selector de movimientos: un mensaje privado que recorre un turno con menús en lugar de
# escribirlo. Los nombres de espacios y puntos (d4) y la notación (d3xd4) nunca se traducen;
# un pase se escribe { board-pass }, como en el tablero. Tzaar, Tzarra y Tott se llaman igual
# en todos los idiomas. Las opciones de los menús ("pick-*") deben quedarse por debajo de 100
# caracteres.

## Botones

button-move = Mover
button-pass = Pasar
button-play = Jugar
button-back = Atrás
button-stop-here = Parar aquí

## Qué elegir ahora

picker-opening = El primer turno de las blancas es una sola captura: elige la pila que captura.
picker-capture = Primer movimiento, una captura: elige la pila que captura.
picker-capture-target = Elige qué captura la pila de { $from }.
picker-second = Segundo movimiento: elige una pila para capturar o apilar, o pulsa { button-pass }.
picker-second-target = Elige adónde va la pila de { $from }.
picker-place-kind = Elige el tipo de pieza que quieres colocar.
# $kind es Tzaar, Tzarra o Tott
picker-place-space = Elige un espacio libre para tu { $kind }.
# $piece es fox o goose
picker-piece = { $piece ->
        [goose] Elige el ganso que quieres mover.
       *[fox] Elige el zorro que quieres mover.
    }
picker-destination = Elige adónde va { $piece ->
        [goose] el ganso
       *[fox] el zorro
    } de { $from }.
picker-next-jump = El zorro de { $at } puede volver a saltar: elige el siguiente salto o pulsa { button-stop-here }.
picker-must-jump = El zorro de { $at } tiene que volver a saltar: una cadena de saltos sigue mientras se pueda.
picker-any-move = Elige tu jugada.
picker-so-far = De momento: { $moves }.
picker-ready = Listo para jugar { $moves }: pulsa { button-play } para jugarlo o { button-back } para cambiarlo.
# Textos de los menús antes de elegir.
picker-choose = Elige…
picker-choose-column = Hay demasiadas opciones para mostrarlas a la vez: elige primero una columna…

## Qué ha pasado

picker-moved-on = La partida ha avanzado desde ese tablero: esta es la posición actual.
picker-stale = La partida ha avanzado desde que abriste este selector, así que no se ha jugado nada. Pulsa { button-move } para abrir uno nuevo.
picker-invalid = Estas elecciones ya no encajan con la partida, así que no se ha jugado nada. Pulsa { button-move } para abrir un selector nuevo.
picker-played = Has jugado { $moves }.

## Opciones de los menús

pick-count-captures = { $n ->
        [one] 1 captura
       *[other] { $n } capturas
    }
pick-count-stacks = { $n ->
        [one] 1 apilamiento
       *[other] { $n } apilamientos
    }
# $moves: pick-count-captures y pick-count-stacks, separados por una coma
pick-mover = { $at } — pila { $kind } de { $height }: { $moves }
pick-capture = { $from } × { $to } — captura una pila { $kind } de { $height }
pick-stack = { $from } → { $to } — se apila sobre tu { $kind } (altura { $height })
pick-place-kind = { $kind } ({ $left ->
        [one] queda 1 por colocar
       *[other] quedan { $left } por colocar
    })
pick-place-at = { $kind } en { $at }
pick-piece = { $at } — { $piece ->
        [goose] ganso
       *[fox] zorro
    }: { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }
pick-step = { $from } → { $to }
pick-jump = { $from } × { $to } — salta sobre el ganso de { $over }
# $of es stacks, spaces, pieces o moves
pick-column = Columna { $column }: { $of ->
        [stacks] { $count ->
            [one] 1 pila
           *[other] { $count } pilas
        }
        [spaces] { $count ->
            [one] 1 espacio libre
           *[other] { $count } espacios libres
        }
        [pieces] { $count ->
            [one] 1 pieza
           *[other] { $count } piezas
        }
       *[moves] { $count ->
            [one] 1 movimiento
           *[other] { $count } movimientos
        }
    }
pick-range = de { $first } a { $last } ({ $count })
