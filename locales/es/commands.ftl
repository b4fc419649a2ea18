# The slash commands as Discord lists them: names (lowercase, no spaces, at most 32
# characters; letters with accents are fine), descriptions (at most 100 characters), option
# names and descriptions, and the names of the choices in their menus. Other messages name
# commands through these (`/{ cmd-challenge }`), so they always match the reader's client.
# Descriptions use the infinitive, as Discord's own Spanish commands do.

cmd-challenge = desafiar
    .description = Desafiar a alguien (o a cualquiera) a una partida
opt-challenge-game = juego
    .description = El juego de la partida
opt-challenge-opponent = rival
    .description = A quién desafías (vacío: cualquiera puede aceptar; el propio bot: la máquina)
opt-challenge-setup = configuración
    .description = TZAAR: cómo se prepara el tablero
opt-challenge-geese = gansos
    .description = Zorro y gansos: el número de gansos
opt-challenge-sideways = lateral
    .description = Zorro y gansos: los gansos también pueden moverse de lado
opt-challenge-side = bando
    .description = El bando con el que juegas (al azar si no eliges)
opt-challenge-time = tiempo
    .description = Tiempo máximo por turno (24 horas si no eliges)
opt-challenge-level = nivel
    .description = Contra la máquina (desafía al propio bot): lo bien que juega
opt-challenge-rated = puntuada
    .description = ¿Partida puntuada? (sí si se deja vacío entre personas; contra la máquina nunca)
cmd-move = mover
    .description = Hacer una jugada o un turno entero (por ejemplo, d3xd4 c2-c3)
opt-move-move = jugada
    .description = Tu jugada, por ejemplo d3xd4 c2-c3 (TZAAR) o d4xd6 (Zorro y gansos)
cmd-pass = pasar
    .description = Pasar el segundo movimiento de tu turno de TZAAR
cmd-resign = rendirse
    .description = Abandonar la partida de este canal
cmd-board = tablero
    .description = Mostrar el tablero de la partida de este canal
cmd-undo = deshacer
    .description = Pedir a tu rival que te deje deshacer tu última jugada
cmd-draw = tablas
    .description = Ofrecer tablas (Zorro y gansos)
cmd-history = historial
    .description = La anotación de la partida y una repetición animada
cmd-status = estado
    .description = Qué está pasando en este canal
cmd-rules = reglas
    .description = Cómo se juega a cada juego
opt-rules-game = juego
    .description = El juego
cmd-stats = estadísticas
    .description = El Elo y los resultados de un jugador
opt-stats-user = jugador
    .description = De quién (tú si no eliges a nadie)
cmd-leaderboard = clasificación
    .description = Los mejores jugadores de un juego
opt-leaderboard-game = juego
    .description = El juego
cmd-help = ayuda
    .description = Cómo usar este bot
cmd-endgame = terminar
    .description = Moderadores: terminar sin resultado la partida de este canal
cmd-hint = pista
    .description = La jugada que te sugiere la máquina
cmd-games = partidas
    .description = Tus partidas y los desafíos que te esperan en este servidor

## The choices of the menus

choice-setup-fixed = fija (diagrama oficial)
choice-setup-random = aleatoria
choice-setup-tournament = torneo (los jugadores colocan las piezas)
# No $foxes here: "zorro" without article stands for the side, one fox or two.
choice-side-first = Blancas / zorro (empieza)
choice-side-second = Negras / gansos
choice-side-random = al azar
choice-time-15m = 15 minutos
choice-time-1h = 1 hora
choice-time-12h = 12 horas
choice-time-24h = 24 horas
choice-time-3d = 3 días
choice-time-7d = 7 días
choice-level-easy = fácil
choice-level-medium = medio
choice-level-hard = difícil
choice-level-perfect = perfecto
cmd-settings = configuración
    .description = La configuración del servidor: idioma, hilos, tiempo por turno, pistas, canales, moderación
opt-settings-language = idioma
    .description = El idioma de los mensajes públicos
opt-settings-threads = hilos
    .description = Jugar cada partida en su propio hilo
opt-settings-turn_time = tiempo_por_turno
    .description = El tiempo por turno por defecto de los nuevos desafíos
opt-settings-hints_in_rated = pistas_en_puntuadas
    .description = Permitir /pista en las partidas puntuadas
opt-settings-challenge_channel = canal_de_desafíos
    .description = Aceptar desafíos en este canal (el primero los limita a él)
opt-settings-all_channels = todos_los_canales
    .description = Volver a aceptar desafíos en todos los canales
opt-settings-moderator_role = rol_de_moderación
    .description = Un rol que puede usar /terminar
opt-settings-no_moderator_role = sin_rol_de_moderación
    .description = Ningún rol de moderación (solo Gestionar mensajes)
cmd-reminders = avisos
    .description = Recibir los avisos de turno por mensaje directo o con una mención en el hilo
opt-reminders-dm = mensaje_directo
    .description = Sí: por mensaje directo; no: una mención en el hilo de la partida
choice-language-server = el idioma del servidor en Discord
