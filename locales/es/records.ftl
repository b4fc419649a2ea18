# Anotaciones que trae un jugador (/analyze file:, /replay file:), repeticiones (/replay) y la
# anotación de una partida en el formato de otro sitio (/history format:). $game es el nombre
# de un juego; $first y $second, los jugadores (o sus bandos, si la anotación no nombra a
# nadie); $format, el nombre de un sitio (Little Golem).

record-replay = Repetición de la partida n.º { $id }, { $game }: { $first } contra { $second }, { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }.
record-replay-upload = Repetición de una partida de { $game }: { $first } contra { $second }, { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }.
record-exported = Se adjunta la anotación de la partida n.º { $id } en el formato de { $format } (`tablero import` la vuelve a leer). `/{ cmd-replay }` dibuja su repetición.

## Rechazos: no se ha hecho nada con el archivo.

refused-record-too-large = Ese archivo es demasiado grande para ser la anotación de una partida ({ $size } KB; como mucho { $max } KB), así que no se ha leído.
refused-record-not-text = Ese archivo no es texto, así que no es la anotación de una partida. `/{ cmd-analyze }` y `/{ cmd-replay }` leen las anotaciones de tablero (las de `/{ cmd-history }`), de Little Golem y de BoardSpace.
refused-record-unreadable = Ese archivo no es una anotación que tablero sepa leer: la suya propia (la de `/{ cmd-history }`), la de Little Golem o la de BoardSpace.
refused-record-at-move = No se puede leer esa anotación en la línea { $line }, jugada { $turn } (`{ $move }`): la jugada es ilegal ahí, está mal escrita o llega después del final de la partida. No se ha hecho nada con el archivo.
refused-record-at-text = No se puede leer esa anotación en la línea { $line } (`{ $move }`): una jugada ilegal ahí o mal escrita, o una posición inicial que no es válida. No se ha hecho nada con el archivo.
refused-record-at-line = No se puede leer esa anotación en la línea { $line }: está cortada o no está escrita como pide el formato. No se ha hecho nada con el archivo.
refused-record-no-moves = Esa anotación no tiene ninguna jugada: no hay nada que revisar.
refused-record-unavailable = No se ha podido descargar el archivo de Discord. Inténtalo de nuevo dentro de un momento.
refused-record-game-and-file = Indica `{ opt-replay-game }:` o `{ opt-replay-file }:`, no las dos.
refused-record-cannot-write = Esta partida no se puede escribir en el formato de { $format }: ese sitio no juega a este juego o no empieza así. `/{ cmd-history }` sin `{ opt-history-format }:` da la anotación de tablero.
