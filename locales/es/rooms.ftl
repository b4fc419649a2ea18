# Game rooms: each game in its own thread, the lines its channel hears, and /games.

room-opened = La partida se juega en { $room }.
room-see = Hilo de la partida: { $room }
no-room-no-permission = No puedo crear hilos en este canal, así que la partida se juega aquí.
no-room-in-thread = El desafío se hizo dentro de un hilo, así que la partida se juega aquí.
no-room-threads-off = Los hilos de partida están desactivados en este servidor, así que la partida se juega aquí.
no-room-failed = No se pudo abrir el hilo de la partida, así que se juega aquí.
refused-games-in-threads = En este canal no se juega ninguna partida directamente. Sus partidas están en sus hilos: { $rooms }.
thread-name = { $game } · { $first } contra { $second }

## /games

games-none = No tienes ninguna partida en curso ni desafíos pendientes en este servidor.
games-header = Tus partidas:
games-row = - { $game } contra { $opponent }, { $turn ->
        [yours] te toca
       *[other] le toca a { $to-move }
    }, el tiempo se acaba { $deadline }: { $room }
games-challenges = Desafíos:
games-challenge = - { $challenger } desafía a { $opponent } a { $game } en { $channel } (caduca { $expires })
games-challenge-open = - { $challenger } desafía a quien quiera a { $game } en { $channel } (caduca { $expires })
