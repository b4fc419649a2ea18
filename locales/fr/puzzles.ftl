# /puzzle (issue 29) : la consigne d'un problème selon son thème, les verdicts, la solution et
# le bilan d'un joueur. $side est un nom side-* (« les Blancs », « les oies »), $side-word son mot
# (white, black, fox, geese) ; les coups arrivent écrits comme les joueurs les lisent.

puzzle-start = Problème { $id } · { $game } · { $stars } : { $task }
puzzle-task-tzaar = { $side-word ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    } et gagnent { $turns ->
        [one] ce tour-ci
       *[other] en { $turns } tours
    }, { $how ->
        [last-of-type] en capturant la dernière pièce d'un type
       *[no-capture] en ne laissant aucune capture possible à l'adversaire
    }.
puzzle-task-trap = Les oies jouent : enfermez { $foxes ->
        [one] le renard
       *[other] les renards
    } en { $moves ->
        [one] un coup
       *[other] { $moves } coups
    } au plus, quoi { $foxes ->
        [one] qu'il fasse
       *[other] qu'ils fassent
    }.
puzzle-task-fill-pen = Les oies jouent : remplissez l'enclos en { $moves ->
        [one] un coup
       *[other] { $moves } coups
    } au plus, quoi que fassent les renards.
puzzle-task-win-geese = { $foxes ->
        [one] Le renard joue
       *[other] Les renards jouent
    } : prenez au moins { $geese ->
        [one] une oie
       *[other] { $geese } oies
    } en { $moves ->
        [one] un coup
       *[other] { $moves } coups
    } au plus, quoi que fassent les oies.
puzzle-how-to-answer = Répondez avec `/{ cmd-puzzle } { cmd-puzzle-answer }` ou `/{ cmd-move }`, un tour complet à la fois (`d3xd4 c2-c3`).
puzzle-right = Bien joué : { $played }. La réponse : { $reply }. Gagnez maintenant en { $turns ->
        [one] un tour de plus
       *[other] { $turns } tours de plus
    }.
puzzle-solved = Résolu : { $played } ! { $tries ->
        [0] Du premier coup.
        [one] Après un essai manqué.
       *[other] Après { $tries } essais manqués.
    }
puzzle-solved-reply = ({ $reply } n'y pouvait rien.)
puzzle-wrong = { $played } ne gagne pas : { $refutation } { $ends ->
        [over] et c'est la victoire pour { $winner }.
       *[on] tient bon.
    } Réessayez, ou affichez la solution.
puzzle-wrong-over = { $played } termine la partie, mais pas par la victoire demandée. Réessayez, ou affichez la solution.
puzzle-solution = La solution de { $id } : { $line }.
puzzle-all-done = Vous avez fait tous les problèmes de la banque ici. D'autres viendront avec les nouvelles versions du bot.
puzzle-all-done-game = Vous avez fait tous les problèmes de { $game } de la banque ici. Essayez un autre jeu, ou attendez les prochains.
puzzle-stats = Vos problèmes ici : { $solved } résolus ({ $first } du premier coup), { $revealed } avec la solution affichée.
puzzle-stats-open = Un problème est en cours : `/{ cmd-puzzle } { cmd-puzzle-answer }`.
button-next-puzzle = Problème suivant
button-show-solution = Voir la solution

refused-no-puzzle = Vous n'avez aucun problème en cours ici. Commencez-en un avec `/{ cmd-puzzle } { cmd-puzzle-play }`.
refused-puzzle-gone = Ce problème n'est plus dans la banque. Commencez-en un autre avec `/{ cmd-puzzle } { cmd-puzzle-play }`.
refused-puzzle-whole-turn = Donnez le tour complet : la capture et le second coup (ou `passe`), p. ex. `d3xd4 c2-c3`.
puzzle-daily = 🧩 Problème du jour ! { $puzzle } Ouvrez-le avec `/{ cmd-puzzle } { cmd-puzzle-daily }` : vos réponses sont privées.
puzzle-stats-streak = Problèmes du jour : { $days ->
        [one] un jour
       *[other] { $days } jours
    } d'affilée.
puzzle-leaders = Les meilleurs ici : { $leaders }.
puzzle-leader = { $player } ({ $solved })
refused-no-daily-puzzle = Pas (encore) de problème du jour ici aujourd'hui. Les administrateurs du serveur peuvent l'activer avec `/{ cmd-settings } { opt-settings-puzzle_channel }:`.
refused-daily-puzzle-done = Vous avez déjà fait le problème du jour. Revenez demain, ou essayez `/{ cmd-puzzle } { cmd-puzzle-play }`.
