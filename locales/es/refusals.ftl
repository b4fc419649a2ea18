# Why the bot refused something. Shown privately to whoever asked.

refused-no-game = Aquí no se está jugando ninguna partida. Empieza una con `/{ cmd-challenge }`.
refused-not-a-player = No juegas en esta partida.
refused-not-your-turn = No es tu turno: le toca a { $to-move }.
# $reason is one of the move-* messages.
refused-illegal = Jugada ilegal: { $reason }.
refused-move-too-long = Ese texto es demasiado largo para ser una jugada.
refused-position-changed = La posición cambió mientras se enviaba tu jugada. Mira el nuevo tablero y vuelve a intentarlo.
refused-channel-busy = Ya se está jugando una partida en este canal.
refused-challenge-pending = Ya tienes un desafío pendiente en este canal: cancélalo (o espera la respuesta) antes de lanzar otro.
refused-no-challenge = Aquí no hay ningún desafío pendiente.
refused-challenge-gone = Ese desafío ya tiene respuesta.
refused-challenge-expired = Ese desafío ha caducado.
refused-own-challenge = No puedes aceptar tu propio desafío.
refused-decline-own = Este desafío es tuyo: para retirarlo, pulsa { button-cancel }.
refused-not-for-you = Ese desafío es para otra persona.
refused-not-challenger = Solo quien lanzó el desafío puede cancelarlo.
refused-cannot-challenge-self = No puedes desafiarte a ti mismo.
refused-computer-unavailable = Solo se puede jugar contra este bot, no contra otros bots.
refused-level-without-computer = El nivel solo sirve para jugar contra la máquina: desafía al propio bot, por ejemplo `/{ cmd-challenge } { opt-challenge-opponent }:@tablero { opt-challenge-level }:{ level-hard }`.
refused-perfect-not-for-game = El nivel { level-perfect } juega con tablas resueltas, y solo las tiene Zorro y gansos: elige { level-hard } para este juego.
refused-perfect-without-tables = El nivel { level-perfect } juega con tablas resueltas, y este bot no tiene ninguna para esta variante: elige { level-hard } o pide a quien administra el bot que las genere (`tablero solve foxgeese`).
refused-computer-unrated = Las partidas contra la máquina nunca puntúan: quita `{ opt-challenge-rated }` o ponlo en no.
refused-no-hints-in-rated = No se permiten pistas en las partidas puntuadas entre personas. Sí en las partidas sin puntuar y contra la máquina.
refused-no-draws = En TZAAR no hay tablas.
refused-no-offer = No hay ninguna propuesta que responder.
refused-own-offer = No puedes responder a tu propia propuesta: tiene que hacerlo tu rival.
refused-nothing-to-undo = No tienes ninguna jugada que deshacer: solo se puede deshacer justo después de tu propia jugada.
refused-cannot-pass = Ahora no puedes pasar: solo se pasa en el segundo movimiento de un turno de TZAAR.
refused-out-of-time = Se te ha acabado el tiempo y esa jugada llega tarde: la partida va a terminar por tiempo.
# $min and $max are durations.
refused-bad-turn-time = El tiempo por turno debe estar entre { $min } y { $max }.
refused-game-over = La partida ha terminado.
refused-stale = Ese botón es de una posición que ya ha cambiado.
refused-board-failed = No se pudo dibujar el tablero. La partida en sí no corre peligro: vuelve a probar `/{ cmd-board }`.
refused-vacation-not-here = Las vacaciones se toman en un servidor: usa `/{ cmd-vacation }` en uno de sus canales.
refused-vacation-running = Ya estás de vacaciones (vuelves { $until }). `/{ cmd-vacation } { cmd-vacation-end }` las termina.
refused-no-vacation-days = Este año ya no te quedan días de vacaciones.
refused-vacation-days = Unas vacaciones duran de 1 día { $left ->
        [one] al único día que te queda
       *[other] a los { $left } días que te quedan
    } este año.
refused-no-vacation = No estás de vacaciones.
refused-vacation-allowance = Los días de vacaciones al año van de 0 a { $max }.
