# /rules and /help. Discord markdown: **bold**, `code`. A line may not start with [, * or .
# in Fluent: write {"*"} for a leading star.

rules-tzaar =
    {"*"}*TZAAR**: each player has 30 pieces: 6 Tzaars, 9 Tzarras and 15 Totts. On the board a Tzaar has a double ring, a Tzarra a dot, and a Tott is plain.
    A stack moves in a straight line over empty spaces onto the first stack it meets (never across the centre). White's first turn is a single capture; every later turn is a **capture**, then a second move: another capture, a **stack** onto one of your own stacks, or a **pass**.
    You may capture a stack that is not taller than yours; stacking adds the heights, and stacks may grow to any height. Only the top piece of a stack counts.
    You lose when you have no Tzaar, no Tzarra or no Tott left on top of a stack, or when you cannot capture at the start of your turn. There are no draws.
    With the tournament setup the players first place the pieces, one at a time, White first, any type on any empty space.
    Moves: `d3xd4` (capture), `c2-c3` (stack), `{ board-pass }`; a whole turn: `/{ cmd-move } d3xd4 c2-c3`. Placements: `Zd4` (Tzaar), `Rc2` (Tzarra), `Te6` (Tott).
rules-halatafl =
    {"*"}*Two Foxes (Halatafl)**: 2 foxes against 20 geese on the 33-point cross; every point joins its neighbours, diagonals included. The foxes move first.
    A fox steps to a neighbouring point or jumps over a goose to the empty point just behind it, taking it. Jumping is **compulsory**, and a fox must keep jumping while it can: the whole chain is one move.
    Geese step forward, diagonally forward or sideways, never back, and never jump.
    The geese win by filling the 9 points of the pen or by trapping both foxes. The foxes win when fewer than 9 geese remain or when the geese cannot move.
    Threefold repetition is a draw, and so are 50 moves by each side without a capture or a goose moving forward (fox steps and sideways goose steps do not count as progress).
    Moves: `d3-d4` (step), `d4xd6`, `c7xe5xg3` (jumps).
rules-foxgeese =
    {"*"}*Fox and Geese**: 1 fox against 13, 15 or 17 geese on the 33-point cross; every point joins its neighbours, diagonals included. The fox moves first.
    The fox steps to a neighbouring point or jumps over a goose to the empty point just behind it, taking it. Jumping is optional, and the fox may chain jumps and stop after any of them.
    Geese step forward or diagonally forward (sideways too with the `{ opt-challenge-sideways }` option), never back, and never jump.
    The geese win by trapping the fox. The fox wins when fewer than 4 geese remain or when the geese cannot move.
    Threefold repetition is a draw, and so are 50 moves by each side without a capture or a goose moving forward (fox steps and sideways goose steps do not count as progress).
    Moves: `d3-d4` (step), `d4xd6`, `c7xe5xg3` (jumps).

help =
    {"*"}*tablero**: board games in this channel.
    `/{ cmd-challenge } { opt-challenge-game }:…` challenge someone, or anyone; they click **{ button-accept }**. To play the computer, challenge the bot itself and choose a `{ opt-challenge-level }` ({ level-easy }, { level-medium } or { level-hard }; in Fox and Geese also { level-perfect }, where the bot has solved tables).
    `/{ cmd-move }` play a move or a whole turn (suggestions appear as you type) · `/{ cmd-pass }` · `/{ cmd-resign }`
    `/{ cmd-board }` the position · `/{ cmd-undo }` ask to take back your move · `/{ cmd-draw }` offer a draw (Fox and Geese) · `/{ cmd-hint }` the computer's suggestion
    `/{ cmd-history }` the record and a replay · `/{ cmd-analyze }` a finished game (or an uploaded record) reviewed · `/{ cmd-replay }` a replay, of an uploaded record too · `/{ cmd-status }` · `/{ cmd-games }` · `/{ cmd-rules }` · `/{ cmd-stats }` · `/{ cmd-leaderboard }` · `/{ cmd-endgame }` (moderators)

help-anywhere =
    Here the bot is not a member of the conversation: it answers commands and clicks, but cannot post on its own. Whoever installed the app challenges with `/{ cmd-challenge }`; the other player accepts with **{ button-accept }** and plays with the **{ button-move }** button under each board, no command needed.
    A turn that runs out of time is shown at the next click or command here, and both players get a direct message where Discord allows it. Reminders come by direct message or not at all. Games outside servers are rated in a pool of their own.
