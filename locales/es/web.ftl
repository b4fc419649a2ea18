# The web pages of games and tournaments (issue 43), and the link buttons to them.

web-link = Página web
web-game-title = Partida { $number }: { $game }
web-to-move = Juega { $name }
web-result-won = Ha ganado { $name }
web-result-draw = Tablas
web-result-aborted = Partida terminada sin resultado
web-clock = Tiempo restante:
web-ply = Jugada
web-first = Inicio
web-back = Atrás
web-forward = Adelante
web-last = Ahora
web-moves = Jugadas
web-analysis = Análisis
web-chance = Probabilidad de que gane { $name }, jugada a jugada
web-key-moments = Momentos clave
web-standings = Clasificación
web-crosstable = Cuadro cruzado
web-round = Ronda { $round }
web-game-link = Partida
web-bye = Descansa: { $name }
web-not-started = El torneo aún no ha empezado.
