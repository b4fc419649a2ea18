# Game rooms: each game in its own thread, the lines its channel hears, and /games.

# After the game-started line, in the channel where the challenge was made. $room: a link.
room-opened = The game is played in { $room }.
# After the result, in the channel where the challenge was made.
room-see = Game thread: { $room }
# Why the game is played in the channel itself; after the first board.
no-room-no-permission = I may not create threads in this channel, so the game is played here.
no-room-in-thread = The challenge was made inside a thread, so the game is played here.
no-room-threads-off = Game threads are turned off on this server, so the game is played here.
no-room-failed = The game's thread could not be opened, so the game is played here.
# A game command in a channel whose games are played in threads. $rooms: links.
refused-games-in-threads = No game is played in this channel itself. Its games are in their threads: { $rooms }.
# The name of a game's thread (at most 100 characters; names are plain text).
thread-name = { $game } · { $first } vs { $second }

## /games

games-none = You have no game in progress and no challenge waiting on this server.
games-header = Your games:
# $turn is "yours" when it is the reader's move. $deadline is a relative time.
games-row = - { $game } against { $opponent }, { $turn ->
        [yours] your move
       *[other] { $to-move } to move
    }, time runs out { $deadline }: { $room }
games-challenges = Challenges:
games-challenge = - { $challenger } challenges { $opponent } to { $game } in { $channel } (expires { $expires })
games-challenge-open = - { $challenger } challenges anyone to { $game } in { $channel } (expires { $expires })
