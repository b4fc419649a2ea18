# Why a move was refused, after "Jugada ilegal:". Square names (d4) and notation (d3xd4)
# are never translated: they are what players type. A pass is written in the reader's word,
# { board-pass } (board.ftl), as on the board; players may type it in any language. Texts
# start in lower case and have no final full stop.
# Vocabulary: TZAAR espacio, pila, altura, captura, apilar, pasar, movimiento (each of the two
# moves of a turn); Fox and Geese punto, paso (one-point move), salto (jump), jugada.

# A move and why it is illegal ("d3→d4: la pila de d5 bloquea el camino de d3 a d4").
move-with-reason = { $move }: { $reason }

## TZAAR: text that is not a move

move-tzaar-empty = no has escrito ninguna jugada (escribe, por ejemplo, `d3xd4 c2-c3`)
move-tzaar-too-long = eso es demasiado largo para ser un turno
move-tzaar-unreadable = no entiendo `{ $text }`: escribe los movimientos como `d3xd4`, `c2-c3` o `{ board-pass }`, y las colocaciones como `Zd4`
move-tzaar-missing-target = ¿adónde va la pila de { $from }? (por ejemplo, `{ $from }x…`)
move-tzaar-centre = e5 es el centro del tablero, no un espacio
move-tzaar-no-space = no existe el espacio `{ $name }` (columnas de la a a la i, filas desde el 1)

## TZAAR: a move that is not legal here

move-tzaar-game-over = la partida ha terminado
move-tzaar-must-place = todavía se están colocando las piezas: indica un tipo y un espacio vacío, como `Zd4`
move-tzaar-not-placing = todas las piezas están en el tablero: la colocación ha terminado
# $kind is tzaar, tzarra or tott
move-tzaar-none-left = no te quedan { $kind ->
        [tzaar] Tzaars
        [tzarra] Tzarras
       *[tott] Totts
    } por colocar
move-tzaar-occupied = el espacio { $cell } no está vacío
move-tzaar-no-stack = no hay ninguna pila en { $cell }
move-tzaar-not-yours = la pila de { $cell } no es tuya
move-tzaar-same-space = una pila no puede moverse de { $cell } a { $cell }
move-tzaar-no-line = { $from } y { $to } no están en la misma línea recta
move-tzaar-centre-in-the-way = nada puede cruzar el centro, que está entre { $from } y { $to }
move-tzaar-blocked = la pila de { $by } bloquea el camino de { $from } a { $to }
move-tzaar-empty-target = el espacio { $cell } está vacío: una pila solo se mueve sobre otra pila (para capturarla o para apilarse encima)
move-tzaar-taller = la pila de { $to } (altura { $target }) es más alta que la tuya (altura { $mover })
move-tzaar-capture-first = el primer movimiento de cada turno tiene que ser una captura
move-tzaar-opening = el primer turno de las blancas es una sola captura
move-tzaar-capture-own = { $from } → { $to } es apilar, no capturar (la pila de { $to } es tuya): escribe `{ $from }-{ $to }`
move-tzaar-stack-onto-opponent = { $from } → { $to } es capturar, no apilar (la pila de { $to } es de tu rival): escribe `{ $from }x{ $to }`
move-tzaar-too-many = un turno tiene como máximo dos movimientos
move-tzaar-second-left = solo te queda el segundo movimiento de este turno
move-tzaar-one-placement = coloca las piezas de una en una
move-tzaar-ended-after-first = { $first } termina la partida, así que no hay segundo movimiento

## Fox and Geese: text that is not a move

move-fox-empty = jugada vacía: escribe un paso como `d3-d4` o un salto como `d4xd6`
move-fox-unknown-square = punto desconocido `{ $name }`: un punto es una columna de la a a la g y una fila del 1 al 7, dentro de la cruz
move-fox-one-square = `{ $text }` es un solo punto: escribe un paso como `d3-d4` o un salto como `d4xd6`
move-fox-missing-separator = `{ $text }`: pon `-` (paso) o `x` (salto) entre los puntos
move-fox-mixed-separators = una jugada es o un paso con `-` o un salto con `x`, no las dos cosas
move-fox-missing-square = falta un punto junto a `-` o `x`
move-fox-long-step = un paso va de un punto a un punto vecino (`d3-d4`); solo los saltos se encadenan

## Fox and Geese: a move that is not legal here

move-fox-game-over = la partida ha terminado ({ $reason })
move-fox-concluded = la partida ha terminado
move-fox-no-piece = no hay ninguna pieza en { $point }
move-fox-not-your-fox = en { $point } hay un zorro, y es el turno de los gansos
move-fox-not-your-goose = en { $point } hay un ganso, y es el turno { $foxes ->
        [one] del zorro
       *[other] de los zorros
    }
move-fox-never-backward = los gansos nunca retroceden
move-fox-no-sideways = en esta partida los gansos no pueden moverse de lado
move-fox-geese-cannot-jump = los gansos no pueden saltar
move-fox-not-adjacent = { $from } y { $to } no son vecinos
move-fox-jump-as-step = { $from } y { $to } no son vecinos; un salto se escribe con `x`: `{ $from }x{ $to }`
move-fox-step-as-jump = `{ $from }x{ $to }` no es un salto: { $from } y { $to } son vecinos. ¿Querías decir el paso `{ $from }-{ $to }`?
move-fox-occupied = el punto { $point } está ocupado
# $moves: the compulsory jumps, as a list
move-fox-capture-available = hay una captura posible y capturar es obligatorio: juega { $moves }
move-fox-capture-available-many = hay varias capturas posibles y capturar es obligatorio: juega { $moves }
move-fox-keep-jumping = el zorro tiene que seguir saltando desde { $point }
move-fox-not-a-jump = `{ $from }x{ $to }` no es un salto: un salto pasa por encima de un vecino hasta el punto que está justo detrás
move-fox-jump-over-nothing = no hay ningún ganso en { $point } que saltar
move-fox-jump-over-fox = un zorro no puede saltar por encima del zorro de { $point }
move-fox-not-legal = { $move } no es una jugada legal aquí
# Joins the last two items of a list.
list-or = { $first } o { $last }
