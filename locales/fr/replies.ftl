# What the bot says in a channel or privately. Users ($challenger, $player, ...) arrive as
# Discord mentions or console names; times ($expires, $deadline) as Discord timestamps
# ("dans 3 heures", shown in the reader's own language) or the console's relative times.

## Buttons

button-accept-unrated = Accepter sans classement
button-accept = Accepter
button-decline = Refuser
button-cancel = Annuler
button-agree = D'accord
button-refuse = Pas d'accord

## Challenges

# $side is "random" or "chosen"; $side-name is the challenger's side when chosen; $clock the
# time control within a sentence (a time-control-per-turn or time-control-bank).
challenge = { $challenger } défie { $opponent } à une partie de { $game }, { $side ->
        [random] camps tirés au sort
       *[chosen] avec { $side-name }
    }, { $clock }. Le défi expire { $expires }.
challenge-open = { $challenger } défie qui veut à une partie de { $game }, { $side ->
        [random] camps tirés au sort
       *[chosen] avec { $side-name }
    }, { $clock }. Le défi expire { $expires }.
challenge-declined = { $by } a refusé le défi de { $challenger }.
challenge-unrated = Partie non classée.
challenge-cancelled = { $challenger } a annulé le défi.
challenge-expired = Le défi de { $challenger } a expiré sans réponse.
challenge-waiting = { $challenger } attend que { $opponent } accepte une partie de { $game } (le défi expire { $expires }).
challenge-waiting-open = { $challenger } attend que quelqu'un accepte une partie de { $game } (le défi expire { $expires }).

## A game

game-started = Début d'une partie de { $game } : { $first } joue { $first-side } et { $second } { $second-side }.
# $level: the computer's level (facile, moyen, difficile or parfait), from the level-* messages.
game-started-computer = Début d'une partie de { $game } contre l'ordinateur (niveau { $level }) : { $first } joue { $first-side } et { $second } { $second-side }.
to-move = Au tour de { $player } ({ $side }) : { $hint }.
time-runs-out = Le délai expire { $deadline }.
# $left: a duration ("9 days 4 hours"); $player: the player waiting for their turn.
waiting-bank = Il reste { $left } dans la banque de { $player }.
moved = { $player } a joué { $moves }.
game-in-progress = { $game } : { $first } contre { $second }, { $ply ->
        [one] { $ply } coup joué
       *[other] { $ply } coups joués
    }.
game-in-progress-computer = { $game } contre l'ordinateur (niveau { $level }) : { $first } contre { $second }, { $ply ->
        [one] { $ply } coup joué
       *[other] { $ply } coups joués
    }.
# The quiet-move count of Fox and Geese, shown once it passes 30.
quiet-count = { $moves } coups de chaque camp sans prise ni avancée d'une oie : à 50, la partie est nulle.

## How a game ended. $winner is the winner, $side the winner's side, $loser-side the loser's
## (TZAAR only: always plural, "les Noirs", so the verb is plural).

game-over-no-tzaar = Fin de la partie : { $winner } ({ $side }) gagne, car { $loser-side } n'ont plus aucun Tzaar visible.
game-over-no-tzarra = Fin de la partie : { $winner } ({ $side }) gagne, car { $loser-side } n'ont plus aucune Tzarra visible.
game-over-no-tott = Fin de la partie : { $winner } ({ $side }) gagne, car { $loser-side } n'ont plus aucun Tott visible.
game-over-no-moves = Fin de la partie : { $winner } ({ $side }) gagne, car il ne reste plus aucun coup possible pour { $loser-side }.
game-over-no-capture = Fin de la partie : { $winner } ({ $side }) gagne, car { $loser-side } ne peuvent rien capturer au début de leur tour.
game-over-few-geese = Fin de la partie : { $winner } ({ $side }) gagne, car il ne reste plus assez d'oies.
game-over-pen-filled = Fin de la partie : { $winner } ({ $side }) gagne, car les oies ont rempli l'enclos.
game-over-foxes-trapped = Fin de la partie : { $winner } ({ $side }) gagne, car { $foxes ->
        [one] le renard ne peut plus bouger
       *[other] les renards ne peuvent plus bouger
    }.
game-over-geese-trapped = Fin de la partie : { $winner } ({ $side }) gagne, car les oies ne peuvent plus bouger.
game-over-quiet-draw = Fin de la partie : nulle après 50 coups de chaque camp sans prise ni avancée d'une oie.
game-over-repetition = Fin de la partie : nulle par triple répétition de la position.
game-over-resigned = Fin de la partie : { $winner } ({ $side }) gagne par abandon.
game-over-timeout = Fin de la partie : { $winner } ({ $side }) gagne au temps.
game-over-agreed-draw = Fin de la partie : nulle d'un commun accord.
game-over-aborted = La partie a été arrêtée par un modérateur et se termine sans résultat.
game-over-abandoned = Partie abandonnée : le temps s'est écoulé avant le premier coup. Elle se termine sans résultat et n'est pas classée.
# $first-delta and $second-delta come from rating-delta.
rating-change = Elo : { $first } { $first-delta }, { $second } { $second-delta }.
# $sign is positive, zero or negative; $n the rounded size of the change.
rating-delta = { $sign ->
        [positive] +{ $n }
        [zero] ±0
       *[negative] −{ $n }
    }

## Offers

undo-requested = { $by } demande à reprendre son dernier coup. { $opponent }, êtes-vous d'accord ?
undo-done = { $count ->
        [one] { $count } coup repris
       *[other] { $count } coups repris
    }.
undo-refused = { $by } a refusé la reprise du coup.
draw-offered = { $by } propose la nulle. { $opponent }, êtes-vous d'accord ?
draw-refused = { $by } a refusé la nulle.
aborted = { $by } a arrêté la partie ; elle se termine sans résultat.

## Looking around

nothing-here = Aucune partie en cours ici. Lancez-en une avec `/{ cmd-challenge }`.
hint = Indice : `{ $moves }` (le coup que jouerait l'ordinateur au niveau moyen).
hint-exact-win = Indice : `{ $moves }`. D'après les tables résolues, vous gagnez en { $plies ->
        [one] un coup
       *[other] { $plies } coups
    } en jouant au mieux (les vôtres et ceux de l'adversaire).
hint-exact-loss = Indice : `{ $moves }`, la défense la plus longue. D'après les tables résolues, vous perdez en { $plies ->
        [one] un coup
       *[other] { $plies } coups
    } si l'adversaire joue parfaitement (les vôtres et les siens).
hint-exact-draw = Indice : `{ $moves }`. D'après les tables résolues, la partie est nulle si chacun joue au mieux, et ce coup garde la nulle.
stats-none = { $user } n'a encore terminé aucune partie.
stats-header = Résultats de { $user } :
# $game is a game choice name; counts select the plural (French "one" covers 0 and 1:
# "0 partie gagnée", "2 parties gagnées").
stats-row = - { $game } : Elo { $rating }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ({ $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    }, { $losses ->
        [one] { $losses } perdue
       *[other] { $losses } perdues
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    })
stats-computer = - Contre l'ordinateur (hors classement) : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ({ $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    }, { $losses ->
        [one] { $losses } perdue
       *[other] { $losses } perdues
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    })
leaderboard-none = Aucune partie classée de { $game } n'est encore terminée.
leaderboard-header = Meilleurs joueurs de { $game } :
leaderboard-row = { $rank }. { $name } : { $rating } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    })

## Autocomplete and the move list

no-matching-move = Aucun coup légal ne correspond à votre saisie.
moves-shown = { $shown } coups légaux affichés sur { $total } : tapez la suite du coup pour voir les autres.
not-your-turn-to-list = Ce n'est pas votre tour : vous n'avez aucun coup à afficher.

## The computer's levels ("niveau difficile"; also option values: `niveau:difficile`)

level-easy = facile
level-medium = moyen
level-hard = difficile
level-perfect = parfait
level-random = aléatoire
level-greedy = glouton

## Something went wrong

internal = Un problème est survenu de notre côté. Veuillez réessayer.
moderators-only = Seuls les modérateurs (permission « Gérer les messages ») peuvent faire cela.
bad-options = Je n'ai pas pu lire ces options. Choisissez-les dans les listes.
guild-only = Cette commande fonctionne dans un salon de serveur, là où se jouent les parties.
option-not-for-game = L'option `{ $option }` ne s'applique pas à ce jeu.
option-bad-geese = Impossible de jouer avec { $n } oies : choisissez 13, 15 ou 17.
option-no-such-side = Ce jeu n'a pas de camp nommé `{ $side }`.
button-unknown = Ce bouton n'est plus valable. Utilisez `/{ cmd-status }` pour voir où en est la partie.

## Ratings per server (provisional ratings and the leaderboard's threshold)

stats-provisional = `?` : Elo provisoire, moins de { $games } parties classées de ce jeu sur ce serveur.
leaderboard-left-out = { $count ->
        [one] { $count } joueur ayant moins de { $games } parties classées n'apparaît pas encore.
       *[other] { $count } joueurs ayant moins de { $games } parties classées n'apparaissent pas encore.
    }
# $player is on vacation until $until (a Discord timestamp).
on-vacation = { $player } est en vacances (retour { $until }) : sa pendule est arrêtée.
exact-value-win = D'après les tables résolues, { $side-word ->
        [white] les Blancs gagnent
        [black] les Noirs gagnent
        [fox] { $foxes ->
            [one] le renard gagne
           *[other] les renards gagnent
        }
       *[geese] les oies gagnent
    } en { $plies ->
        [one] un coup
       *[other] { $plies } coups
    } avec le meilleur jeu (les coups des deux camps comptés).
exact-value-draw = D'après les tables résolues, cette position est nulle avec le meilleur jeu.
exact-value-unknown = Aucune table résolue ne couvre cette position (voir `tablero solve foxgeese`).
refused-no-value-in-rated = Le verdict des tables résolues n'est pas affiché dans les parties classées entre joueurs.
