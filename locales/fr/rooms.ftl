# Game rooms: each game in its own thread, the lines its channel hears, and /games.

room-opened = La partie se joue dans { $room }.
room-see = Fil de la partie : { $room }
no-room-no-permission = Je ne peux pas créer de fils dans ce salon : la partie se joue donc ici.
no-room-in-thread = Le défi a été lancé dans un fil : la partie se joue donc ici.
no-room-threads-off = Les fils de partie sont désactivés sur ce serveur : la partie se joue donc ici.
no-room-failed = Le fil de la partie n'a pas pu être ouvert : la partie se joue donc ici.
refused-games-in-threads = Aucune partie ne se joue directement dans ce salon. Ses parties sont dans leurs fils : { $rooms }.
thread-name = { $game } · { $first } contre { $second }

## /games

games-none = Vous n'avez aucune partie en cours ni aucun défi en attente sur ce serveur.
games-header = Vos parties :
games-row = - { $game } contre { $opponent }, { $turn ->
        [yours] à vous de jouer
       *[other] au tour de { $to-move }
    }, le temps s'écoule { $deadline } : { $room }
games-challenges = Défis :
games-challenge = - { $challenger } défie { $opponent } à { $game } dans { $channel } (expire { $expires })
games-challenge-open = - { $challenger } défie qui veut à { $game } dans { $channel } (expire { $expires })
