# The local console: a terminal standing for one Discord channel. Commands are typed as in
# Discord, in any of the languages (`/challenge`, `/desafiar`, `/défier`).

console-banner = Consola local de tablero: esta consola hace de canal. Eres @{ $speaker }. Las imágenes de los tableros se guardan en { $boards }. Escribe /{ cmd-help }.
console-you-are = Ahora eres @{ $speaker }.
console-private = (solo lo ves tú)
console-image = imagen: { $path }
console-file = archivo: { $path }
console-puzzle-buttons = (aquí: /{ cmd-puzzle } { cmd-puzzle-play } o /{ cmd-puzzle } { cmd-puzzle-solution })
console-buttons = (responde con /{ console-cmd-accept }, /{ console-cmd-decline }, /{ console-cmd-cancel }, /{ console-cmd-agree }, /{ console-cmd-refuse } o /{ console-cmd-rematch })
console-tournament-buttons = (responde con /{ cmd-tournament } { cmd-tournament-join } o /{ cmd-tournament } { cmd-tournament-leave })
console-thread = (hilo de la partida: { $name })
# Relative times ($span is a duration).
console-time-future = dentro de { $span }
console-time-past = hace { $span }
console-time-now = ahora

## Mistakes in what was typed

console-no-slash = los comandos empiezan por `/` (prueba `/{ cmd-help }`); para jugar, escribe `/{ cmd-move } { $line }`
console-unknown-command = comando desconocido `/{ $name }` (prueba `/{ cmd-help }`)
console-line-too-long = esa línea es demasiado larga
console-which-move = ¿qué jugada? Por ejemplo, `/{ cmd-move } d3xd4 c2-c3`
console-speak-as = ¿hablar como quién? Por ejemplo, `/{ console-cmd-as } bob` (una sola palabra, de 32 caracteres como máximo)
console-as-computer = @{ $name } es la máquina: hace sus propias jugadas. Elige otro nombre.
console-whom = ¿a quién desafías? Por ejemplo, `/{ cmd-challenge } @bob`
console-option-twice = la opción `{ $option }` aparece dos veces
console-unknown-option = opción desconocida `{ $option }` (opciones: { $known })
console-bad-token = no entiendo `{ $token }`: las opciones se escriben así: `{ opt-challenge-game }:tzaar`
console-unclosed-quote = faltan unas comillas de cierre
console-bad-game = `{ $value }` no es un juego ({ $choices })
console-bad-setup = `{ $value }` no es una configuración ({ $choices })
console-bad-geese = `{ $value }` no es un número de gansos posible (13, 15 o 17)
console-bad-yes-no = `{ $value }` no es ni sí ni no
console-bad-side = `{ $value }` no es un bando ({ $choices })
console-bad-time = `{ $value }` no es un tiempo válido (por ejemplo, 30m, 12h, 3d)
console-bad-level = `{ $value }` no es un nivel ({ $choices })
console-which-game = ¿qué juego? { $choices }
# Tournaments: $command is /tournament's name, $subcommands its subcommands' names.
console-which-subcommand = ¿qué quieres hacer con /{ $command }? { $subcommands }
console-unknown-subcommand = /{ $command } no tiene ningún subcomando `{ $name }` ({ $subcommands })
console-no-options = `{ $option }`: ese comando no lleva opciones
console-tournament-name = ¿cómo se llama el torneo? Por ejemplo, `/{ cmd-tournament } { cmd-tournament-create } { opt-tournament-create-name }:"Copa de invierno" { opt-tournament-create-game }:tzaar`
console-bad-format = `{ $value }` no es un formato de torneo ({ $choices })
console-bad-rounds = `{ $value }` no es un número de rondas válido (de { $min } a { $max })
console-bad-max-players = `{ $value }` no es un número de jugadores válido (de { $min } a { $max })
console-bad-id = `{ $value }` no es un número de torneo (los verás con `/{ cmd-tournament } { cmd-tournament-list }`)
console-bad-player = `{ $value }` no es un nombre de jugador (por ejemplo, @bob)

# Option values come from the words-* lists below (every language's words are read).
console-help =
    Comandos (como en Discord; también valen los nombres en inglés y en francés):
      /{ cmd-challenge } [@usuario] [{ opt-challenge-game }:tzaar|halatafl|zorro] [{ opt-challenge-setup }:fija|aleatoria|torneo]
    {"             ["}{ opt-challenge-geese }:13|15|17] [{ opt-challenge-sideways }:sí] [{ opt-challenge-side }:blancas|negras|zorro|gansos|aleatorio] [{ opt-challenge-time }:24h] [{ opt-challenge-rated }:no]
    {"             ["}{ opt-challenge-level }:{ level-easy }|{ level-medium }|{ level-hard }|{ level-perfect }]   (desafía a @computer para jugar contra la máquina)
      /{ console-cmd-accept }  /{ console-cmd-decline }  /{ console-cmd-cancel }      responder al desafío o retirarlo
      /{ console-cmd-rematch }                           la última partida de aquí otra vez, con los colores cambiados
      /{ cmd-move } <jugada o turno>             por ejemplo /{ cmd-move } d3xd4 c2-c3, /{ cmd-move } d4xd6
      /{ console-cmd-moves } [prefijo]                  tus jugadas legales (lo que muestran las sugerencias de Discord)
      /{ cmd-pass }  /{ cmd-resign }  /{ cmd-undo }  /{ cmd-draw }    /{ console-cmd-agree } o /{ console-cmd-refuse } ante una propuesta de deshacer o de tablas
      /{ cmd-hint }                              la jugada que sugiere la máquina
      /{ cmd-board }  /{ cmd-history }  /{ cmd-status }  /{ cmd-games }  /{ cmd-stats } [@usuario]  /{ cmd-leaderboard } [juego]
      /{ cmd-rules } <juego>                     cómo se juega a tzaar, halatafl o zorro y gansos
      /{ console-cmd-as } <nombre>                      hablar como otro usuario a partir de ahora
      /{ cmd-endgame }                           terminar sin resultado una partida atascada (moderadores)
      /{ cmd-tournament } { cmd-tournament-create } { opt-tournament-create-name }:"Copa de invierno" [{ opt-tournament-create-game }:tzaar] [{ opt-tournament-create-format }:suizo|liguilla|"doble liguilla"]
    {"             ["}{ opt-tournament-create-rounds }:5] [{ opt-tournament-create-max_players }:8] [{ opt-tournament-create-start_in }:2h]   (y las opciones de /{ cmd-challenge } salvo bando y nivel; moderadores)
      /{ cmd-tournament } { cmd-tournament-join }|{ cmd-tournament-leave }|{ cmd-tournament-start }|{ cmd-tournament-cancel }|{ cmd-tournament-standings }|{ cmd-tournament-pairings } [{ opt-tournament-join-id }:1]
      /{ cmd-tournament } { cmd-tournament-withdraw } [{ opt-tournament-withdraw-player }:@usuario]   /{ cmd-tournament } { cmd-tournament-list }
    {"        "}cada partida de torneo tiene su propia sala: /{ cmd-move } y los demás comandos de partida encuentran la tuya
      /{ cmd-league } { cmd-league-create } { opt-league-create-name }:"Liga de primavera" [{ opt-league-create-division_size }:6] [{ opt-league-create-promote }:1] [{ opt-league-create-relegate }:1]   (moderadores)
      /{ cmd-league } { cmd-league-join }|{ cmd-league-leave }|{ cmd-league-start }|{ cmd-league-next }|{ cmd-league-standings } [{ opt-league-join-id }:1]   /{ cmd-league } { cmd-league-list }
      /{ console-cmd-quit }

## The console's own commands: what Discord does with buttons and suggestions, and switching
## speakers. Each language's names are written in its help; the console reads them all (any
## letter case, accents may be left out). They never take another command's name.

console-cmd-accept = aceptar
console-cmd-decline = rechazar
console-cmd-cancel = cancelar
console-cmd-rematch = revancha
console-cmd-moves = jugadas
console-cmd-agree = sí
console-cmd-refuse = no
console-cmd-as = como
console-cmd-quit = salir

## Words the console reads as option values, comma-separated (any letter case; accents may
## be left out). Every language's words are accepted, whatever the reader's language.

words-game-tzaar = tzaar
words-game-halatafl = halatafl, dos zorros, 2 zorros
words-game-foxgeese = zorro y gansos, zorros y gansos, zorro, gansos, ganso, estándar
words-setup-fixed = fija, fijo
words-setup-random = aleatoria, aleatorio, al azar
words-setup-tournament = torneo
words-side-first = primero, primera
words-side-second = segundo, segunda
words-side-random = aleatorio, al azar
words-side-white = blancas, blanco, blancos
words-side-black = negras, negro, negros
words-side-fox = zorro, zorros
words-side-geese = gansos, ganso
words-level-easy = fácil
words-level-medium = medio
words-level-hard = difícil
words-level-perfect = perfecto
words-yes = sí, verdadero
words-no = no, falso
words-format-swiss = suizo, sistema suizo
words-format-round_robin = liguilla, liga, liga a una vuelta, todos contra todos
words-format-double_round_robin = doble liguilla, liga a doble vuelta, liguilla a doble vuelta, ida y vuelta, doble vuelta
console-league-name = ¿cómo se llama la liga? Por ejemplo, `/{ cmd-league } { cmd-league-create } { opt-league-create-name }:"Liga de primavera" { opt-league-create-game }:tzaar { opt-league-create-division_size }:6`

## The help's last lines, written after console-help: studying finished games, puzzles,
## muting a game, the help itself.

console-help-more =
    {"  "}/{ cmd-analyze } [{ opt-analyze-game }:12]                una partida terminada, revisada por el motor (la última de aquí si no indicas ninguna)
    {"  "}/{ cmd-puzzle } { cmd-puzzle-play } [{ opt-puzzle-play-game }:tzaar]          un problema: encuentra el turno ganador y responde con /{ cmd-puzzle } { cmd-puzzle-answer } <turno>
    {"  "}/{ cmd-puzzle } { cmd-puzzle-solution }|{ cmd-puzzle-stats }|{ cmd-puzzle-daily }   la solución, tus problemas hasta ahora, el problema del día
    {"  "}/{ cmd-mute } [{ opt-mute-on }:no]                   silencia esta partida: sin menciones ni recordatorios ({ opt-mute-on }:no lo deshace)
    {"  "}/{ cmd-help }                                   esta ayuda
console-web-page = Página web de esta partida: { $link }
