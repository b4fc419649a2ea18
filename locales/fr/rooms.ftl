# Game rooms: each game in its own thread, the lines its channel hears, and /games.

room-opened = La partie se joue dans { $room }.
room-see = Fil de la partie : { $room }
no-room-no-permission = Je ne peux pas créer de fils dans ce salon : la partie se joue donc ici.
no-room-in-thread = Le défi a été lancé dans un fil : la partie se joue donc ici.
no-room-threads-off = Les fils de partie sont désactivés sur ce serveur : la partie se joue donc ici.
no-room-failed = Le fil de la partie n'a pas pu être ouvert : la partie se joue donc ici.
refused-games-in-threads = Aucune partie ne se joue directement dans ce salon. Ses parties sont dans leurs fils : { $rooms }.
thread-name = { $game } · { $first } contre { $second }
thread-name-tournament = { $tournament }, ronde { $round } · { $first } contre { $second }

## /games

games-none = Vous n'avez aucune partie en cours ni aucun défi en attente sur ce serveur.
games-header = Vos parties :
games-row = - { $game } contre { $opponent }, { $turn ->
        [yours] à vous de jouer
       *[other] au tour de { $to-move }
    }, { $clock ->
        [paused] pendule arrêtée, en vacances (retour { $deadline })
       *[running] le délai expire { $deadline }
    } : { $room }
games-row-bank = { $row } (votre banque : { $bank })
games-row-tournament = { $row } (🏆 { $tournament })
games-challenges = Défis :
games-challenge = - { $challenger } défie { $opponent } à { $game } dans { $channel } (expire { $expires })
games-challenge-open = - { $challenger } défie qui veut à { $game } dans { $channel } (expire { $expires })

## Reminders and settings

reminder = { $player }, c'est à vous de jouer dans { $game } ({ $room }) : le délai expire { $deadline }.
turn-notice = { $player }, à vous de jouer dans { $game } ({ $room }). Le délai expire { $deadline }.
reminders-dm = Vos rappels de tour arriveront par message privé (ou par une mention dans le fil de la partie si Discord le refuse).
reminders-ping = Vos rappels de tour arriveront par une mention dans le fil de la partie.
reminders-header = Vos rappels de tour :
reminders-mode = { $dm ->
        [yes] - Par message privé (ou par une mention dans le fil de la partie si Discord le refuse)
       *[no] - Par une mention dans le fil de la partie
    }
reminders-off = - Aucune notification : ni mention, ni rappel, ni message privé (`/{ cmd-reminders } { opt-reminders-off }:non` les rétablit)
reminders-time-zone = - Fuseau horaire : { $zone } ({ $offset } actuellement)
reminders-time-zone-none = - Fuseau horaire : non indiqué (donnez le vôtre avec `{ opt-reminders-time_zone }:`, comme `Europe/Paris`)
reminders-quiet = - Heures de silence : de { $from } à { $to }, à votre heure : aucun rappel pendant ce temps
reminders-quiet-none = - Heures de silence : aucune
reminders-digest = - Récapitulatif quotidien par message privé à { $time }
reminders-digest-none = - Récapitulatif quotidien : aucun
clock-time = { $whole ->
        [yes] { $hour } h
       *[no] { $hour } h { $minute }
    }
quiet-error-empty = Donnez vos heures de silence sous la forme de deux heures séparées par un tiret, comme `23:00-08:00`, ou `off` pour aucune.
quiet-error-unreadable = Je ne comprends pas ces heures de silence : écrivez deux heures de la journée séparées par un tiret, comme `23:00-08:00`, `23h-8h` ou `23-8`, ou `off` pour aucune.
quiet-error-bad-time = Une heure de la journée va de 0 h à 23 h 59, comme dans `23:00-08:00`.
quiet-error-same = Les heures de silence doivent finir à une autre heure que celle où elles commencent, comme dans `23:00-08:00` ; `off` les retire.
quiet-error-too-long = Les heures de silence durent au plus { $max } heures, pour que vos rappels trouvent encore un moment pour vous parvenir.
zone-error-empty = Donnez votre fuseau horaire par son nom IANA, comme `Europe/Paris`.
zone-error-unknown = Aucun fuseau horaire ne porte ce nom : donnez son nom IANA, une région et une ville, comme `Europe/Paris` ou `America/Montreal` (les suggestions les proposent pendant la saisie).
refused-quiet-needs-zone = Les heures de silence se lisent à votre propre heure : donnez aussi votre fuseau horaire avec `{ opt-reminders-time_zone }:` (comme `Europe/Paris`).
refused-digest-needs-zone = Le récapitulatif quotidien arrive à une heure de votre propre journée : donnez aussi votre fuseau horaire avec `{ opt-reminders-time_zone }:` (comme `Europe/Paris`).
settings-header = Paramètres de ce serveur :
settings-language = - Langue des messages publics : { $language }
settings-language-default = - Langue des messages publics : celle du serveur sur Discord
settings-threads = - Fils de partie : { $state ->
        [on] activés
        [off] désactivés, chaque partie se joue dans son salon
       *[default] activés (par défaut)
    }
settings-turn-time = - Pendule par défaut : { $clock }
settings-hints = - Indices dans les parties classées : { $allowed ->
        [yes] autorisés
       *[no] interdits
    }
settings-channels-all = - Défis : dans tous les salons
settings-channels = - Défis : seulement dans { $channels }
settings-moderator-none = - Rôle de modération pour /{ cmd-endgame } : aucun (Gérer les messages seulement)
settings-moderator = - Rôle de modération pour /{ cmd-endgame } : { $role }
settings-organizer-none = - Rôle d'organisation des tournois : aucun (Gérer le serveur seulement)
settings-organizer = - Rôle d'organisation des tournois : { $role }
settings-vacation-days = - Jours de vacances par an : { $days }
settings-daily-puzzle = - Problème du jour : dans { $channel } à { $hour } h UTC
settings-daily-puzzle-none = - Problème du jour : aucun
settings-web = - Pages web des parties et des tournois : { $state ->
        [on] activées
       *[off] désactivées
    }
settings-saved = Paramètres enregistrés.
refused-challenges-not-here = Sur ce serveur, les défis se lancent dans { $channels }.
refused-bad-setting = Cette valeur n'est pas valable pour ce paramètre : rien n'a été modifié.
refused-admins-only = Seuls les membres ayant la permission Gérer le serveur peuvent modifier les paramètres.

## After the game

button-rematch = Revanche
button-play-again = Rejouer
refused-rematch-offered = Une revanche de cette partie est déjà proposée : c'est à l'autre joueur de répondre.
refused-tournament-rematch = Cette partie faisait partie d'un tournoi, et son résultat y compte : elle n'a pas de revanche. Pour une partie amicale, défiez l'autre joueur avec /{ cmd-challenge }.
refused-not-over = La partie n'est pas encore terminée.

## Vacations (`/vacation`). $until: a Discord timestamp; $paused: games whose clock stopped;
## $left and $taken: days.
vacation-started = Bonnes vacances ! Retour { $until } ; d'ici là, vos pendules sont arrêtées ({ $paused ->
        [0] aucune partie ne vous attend pour l'instant
        [one] une partie vous attendait
       *[other] { $paused } parties vous attendaient
    }) ; une partie où ce sera votre tour entre-temps attendra aussi. `/{ cmd-vacation } { cmd-vacation-end }` vous fait revenir plus tôt. { $left ->
        [0] Il ne vous reste plus de jours de vacances cette année.
        [one] Il vous reste un jour de vacances cette année.
       *[other] Il vous reste { $left } jours de vacances cette année.
    }
vacation-ended = Bon retour ! Vos pendules tournent de nouveau. Ces vacances ont duré { $taken ->
        [one] un jour
       *[other] { $taken } jours
    } ; { $left ->
        [0] il ne vous reste plus de jours cette année.
        [one] il vous reste un jour cette année.
       *[other] il vous reste { $left } jours cette année.
    }

## `/mute` in a game's thread.
muted = En sourdine : cette partie ne vous mentionnera plus et ne vous rappellera plus votre tour. `/{ cmd-mute } { opt-mute-on }:non` l'annule.
unmuted = Sourdine levée : cette partie vous mentionne et vous rappelle votre tour de nouveau.

digest-header = Votre récapitulatif du jour : c'est à vous de jouer dans { $count ->
        [one] une partie
       *[other] { $count } parties
    }.
