# Tournaments (issue 27): the sign-up message, rounds, standings, and why a tournament
# command was refused.

button-join = S'inscrire
button-leave = Se désinscrire

# $format is swiss, round_robin or double_round_robin; $rounds, a Swiss tournament's rounds.
tournament-format = { $format ->
    [swiss] système suisse en { $rounds } rondes
    [round_robin] toutes rondes
   *[double_round_robin] toutes rondes aller-retour
    }
# The sign-up message. $id is the number the tournament commands take; $game the game's
# name; $format a tournament-format; $clock a time control within a sentence (time-control-per-turn or time-control-bank).
tournament-signup = 🏆 **{ $name }** (n° { $id }) : tournoi de { $game }, { $format }, { $clock }, jusqu'à { $max } joueurs. Organisé par { $organizer }.
tournament-signup-rated = { $rated ->
    [yes] Les parties sont classées.
   *[no] Les parties ne sont pas classées.
    }
# $time is a point in time ("in 2 hours", or a Discord timestamp).
tournament-signup-starts = Début { $time }.
tournament-signup-by-organizer = Il commence quand l'organisateur le décide.
# $players: the names of those who joined.
tournament-signup-players = { $count ->
    [0] Personne ne s'est encore inscrit.
    [one] Un inscrit pour l'instant : { $players }
   *[other] { $count } inscrits pour l'instant : { $players }
    }
tournament-joined = { $player } s'est inscrit à { $name } ({ $count }/{ $max }).
tournament-left = { $player } s'est désinscrit de { $name }.
tournament-cancelled = { $name } a été annulé par son organisateur.
tournament-cancelled-too-few = { $name } est annulé : moins de deux joueurs se sont inscrits.
tournament-started = { $name } commence avec { $players } joueurs, en { $rounds ->
    [one] une ronde
   *[other] { $rounds } rondes
    }. Bonne chance à tous !
tournament-round = { $name }, ronde { $round } sur { $total } :
tournament-pairing = Table { $board } : { $first } contre { $second }
# $room: where the game is played (a link to its thread).
tournament-pairing-room = Table { $board } : { $first } contre { $second }, dans { $room }
# $score: the points of each, as 1–0, ½–½ or 0–1.
tournament-pairing-result = Table { $board } : { $first } { $score } { $second }
tournament-pairing-forfeit = Table { $board } : { $first } { $score } { $second } (forfait)
tournament-bye = Exempt : { $player }
tournament-standings = Classement de { $name } { $rounds ->
    [0] avant la fin de la première ronde
    [one] après une ronde
   *[other] après { $rounds } rondes
    } :
tournament-standings-final = Classement final de { $name } :
# $rank: a place, "2=" when shared; $tiebreaks: each tie-break's name and value.
tournament-standing = { $rank }. { $player } : { $points } ({ $tiebreaks })
tournament-standing-withdrawn = { $rank }. { $player } : { $points } ({ $tiebreaks }), forfait général
tournament-tiebreak-buchholz = Buchholz { $value }
tournament-tiebreak-sonneborn-berger = Sonneborn-Berger { $value }
tournament-tiebreak-direct-encounter = confrontation directe { $value }
tournament-winners = { $name } est terminé ! { $count ->
    [one] Victoire de { $winners }.
   *[other] Premiers ex æquo : { $winners }.
    } Félicitations !
tournament-withdrew = { $player } s'est retiré de { $name }.
tournament-removed = { $by } a retiré { $player } de { $name }.
tournament-forfeit = Sa partie en cours est perdue par forfait.
tournament-not-started = { $name } n'a jamais commencé : il a été annulé avant.

refused-tournament-not-moderator = Seules les personnes qui gèrent le serveur, ou qui ont son rôle d'organisation des tournois (voir /{ cmd-settings }), peuvent créer des tournois.
refused-tournament-not-organizer = Seuls l'organisateur du tournoi ou un modérateur peuvent faire cela.
refused-tournament-none = Il n'y a ici aucun tournoi avec ce numéro. Ceux du serveur figurent dans `/{ cmd-tournament } { cmd-tournament-list }`.
refused-tournament-not-open = Les inscriptions à ce tournoi sont closes.
refused-tournament-full = Ce tournoi est complet : { $max } joueurs sont déjà inscrits.
refused-tournament-already-joined = Vous êtes déjà inscrit à ce tournoi.
refused-tournament-not-entered = Vous ne participez pas à ce tournoi (le joueur que vous avez nommé non plus).
refused-tournament-already-withdrawn = Ce joueur s'est déjà retiré du tournoi.
refused-tournament-not-running = Ce tournoi n'est pas en cours : avant le début, on se désinscrit au lieu de se retirer.
refused-tournament-over = Ce tournoi est déjà terminé.
refused-tournament-empty-name = Un tournoi a besoin d'un nom.
refused-tournament-name-too-long = Ce nom est trop long : { $max } caractères au plus.
refused-tournament-bad-max-players = Le nombre maximal de joueurs doit être compris entre 2 et { $max }.
refused-tournament-bad-rounds = Un tournoi suisse compte entre 1 et { $max } rondes.
refused-tournament-start-in-past = Cette heure de début est déjà passée : choisissez-en une à venir.
# $option: a challenge option's name.
refused-tournament-not-an-option = `{ $option }` n'est pas une option de tournoi : les appariements décident qui joue quel camp, et chaque partie oppose deux joueurs.
refused-tournament-rounds-without-swiss = Seul un tournoi au système suisse prend un nombre de rondes : en toutes rondes, chacun rencontre tout le monde, c'est donc le nombre d'inscrits qui le fixe.
refused-tournament-bad-start-in = Indiquez le début comme un délai à partir de maintenant, par exemple 90m, 2h ou 3j.

tournament-no-thread = ⚠️ { $name }, ronde { $round }, table { $board } ({ $first } contre { $second }) : je n'ai pas pu ouvrir de fil pour cette partie. Il me faut les permissions Créer des fils publics et Envoyer des messages dans les fils dans ce salon ; je réessaierai régulièrement.

## /tournament list
tournament-list = 🏆 Les tournois du serveur :
tournament-list-none = Il n'y a encore aucun tournoi sur ce serveur. Les modérateurs peuvent en créer un avec /{ cmd-tournament } { cmd-tournament-create }.
tournament-list-entry = - **{ $name }** (n° { $id }), { $game }, { $format }, dans { $channel } : { $state }
tournament-list-open = inscriptions ouvertes ({ $count }/{ $max })
tournament-list-open-starts = inscriptions ouvertes ({ $count }/{ $max }), début { $time }
tournament-list-running = ronde { $round } sur { $total }, { $count } joueurs
tournament-list-finished = terminé, { $count ->
    [one] vainqueur : { $winners }
   *[other] vainqueurs : { $winners }
    }
tournament-list-cancelled = annulé
