# /rules and /help. Discord markdown: **bold**, `code`. A line may not start with [, * or .
# in Fluent: write {"*"} for a leading star.

rules-tzaar =
    {"*"}*TZAAR**: cada jugador tiene 30 piezas (6 Tzaars, 9 Tzarras y 15 Totts). En el tablero, el Tzaar lleva un doble anillo, la Tzarra un punto, y el Tott no lleva ninguna marca.
    Una pila se mueve en línea recta sobre espacios vacíos hasta la primera pila que encuentra (nunca a través del centro). El primer turno de las blancas es una sola captura; cada turno siguiente es una **captura** y luego un segundo movimiento: otra captura, **apilar** sobre una de tus pilas o **pasar**.
    Puedes capturar una pila que no sea más alta que la tuya; al apilar se suman las alturas, y una pila puede crecer sin límite. Solo cuenta la pieza de arriba de cada pila.
    Pierdes si no te queda ningún Tzaar, ninguna Tzarra o ningún Tott en lo alto de una pila, o si no puedes capturar al empezar tu turno. No hay tablas.
    En la versión de torneo, los jugadores colocan primero las piezas, de una en una y empezando por las blancas, de cualquier tipo y en cualquier espacio vacío.
    Jugadas: `d3xd4` (captura), `c2-c3` (apilar), `{ board-pass }`; un turno entero: `/{ cmd-move } d3xd4 c2-c3`. Colocaciones: `Zd4` (Tzaar), `Rc2` (Tzarra), `Te6` (Tott).
rules-halatafl =
    {"*"}*Dos zorros (Halatafl)**: 2 zorros contra 20 gansos en la cruz de 33 puntos; cada punto está unido a sus vecinos, diagonales incluidas. Empiezan los zorros.
    Un zorro se mueve a un punto vecino o salta sobre un ganso hasta el punto vacío que está justo detrás, y lo captura. Saltar es **obligatorio**, y un zorro debe seguir saltando mientras pueda: toda la cadena es una sola jugada.
    Los gansos se mueven un punto hacia delante, en diagonal hacia delante o de lado, nunca hacia atrás, y nunca saltan.
    Los gansos ganan si llenan los 9 puntos del corral o si encierran a los dos zorros. Los zorros ganan si quedan menos de 9 gansos o si los gansos no pueden moverse.
    Hay tablas por triple repetición o tras 50 jugadas de cada bando sin captura ni avance de un ganso (los pasos de los zorros y los pasos laterales de los gansos no cuentan como avance).
    Jugadas: `d3-d4` (paso), `d4xd6`, `c7xe5xg3` (saltos).
rules-foxgeese =
    {"*"}*Zorro y gansos**: 1 zorro contra 13, 15 o 17 gansos en la cruz de 33 puntos; cada punto está unido a sus vecinos, diagonales incluidas. Empieza el zorro.
    El zorro se mueve a un punto vecino o salta sobre un ganso hasta el punto vacío que está justo detrás, y lo captura. Saltar es opcional, y el zorro puede encadenar saltos y detenerse después de cualquiera de ellos.
    Los gansos se mueven un punto hacia delante o en diagonal hacia delante (también de lado con la opción `{ opt-challenge-sideways }`), nunca hacia atrás, y nunca saltan.
    Los gansos ganan si encierran al zorro. El zorro gana si quedan menos de 4 gansos o si los gansos no pueden moverse.
    Hay tablas por triple repetición o tras 50 jugadas de cada bando sin captura ni avance de un ganso (los pasos del zorro y los pasos laterales de los gansos no cuentan como avance).
    Jugadas: `d3-d4` (paso), `d4xd6`, `c7xe5xg3` (saltos).

help =
    {"*"}*tablero**: juegos de tablero en este canal.
    `/{ cmd-challenge } { opt-challenge-game }:…` desafía a alguien, o a cualquiera; tu rival pulsa **{ button-accept }**. Para jugar contra la máquina, desafía al propio bot y elige un `{ opt-challenge-level }` ({ level-easy }, { level-medium } o { level-hard }; en Zorro y gansos también { level-perfect }, si el bot tiene las tablas resueltas).
    `/{ cmd-move }` haz una jugada o un turno entero (aparecen sugerencias mientras escribes) · `/{ cmd-pass }` · `/{ cmd-resign }`
    `/{ cmd-board }` la posición · `/{ cmd-undo }` pide deshacer tu jugada · `/{ cmd-draw }` ofrece tablas (Zorro y gansos) · `/{ cmd-hint }` la sugerencia de la máquina
    `/{ cmd-history }` la anotación y una repetición · `/{ cmd-analyze }` el análisis de una partida terminada (o de una anotación que subas) · `/{ cmd-replay }` una repetición, también de una anotación subida · `/{ cmd-status }` · `/{ cmd-games }` · `/{ cmd-rules }` · `/{ cmd-stats }` · `/{ cmd-leaderboard }` · `/{ cmd-endgame }` (moderadores)

help-anywhere =
    Aquí el bot no es miembro de la conversación: responde a comandos y botones, pero no puede publicar por su cuenta. Quien instaló la aplicación desafía con `/{ cmd-challenge }`; el rival acepta con **{ button-accept }** y juega con el botón **{ button-move }** bajo cada tablero, sin ningún comando.
    Un turno que se queda sin tiempo se muestra con el siguiente botón o comando que se use aquí, y ambos jugadores reciben un mensaje directo cuando Discord lo permite. Los recordatorios llegan por mensaje directo o no llegan. Las partidas fuera de los servidores tienen su propia clasificación.
