# Why the bot refused something. Shown privately to whoever asked.

refused-no-game = Aucune partie n'est en cours ici. Lancez-en une avec `/{ cmd-challenge }`.
refused-not-a-player = Vous ne jouez pas dans cette partie.
refused-not-your-turn = Ce n'est pas votre tour : c'est à { $to-move } de jouer.
# $reason is one of the move-* messages.
refused-illegal = Coup illégal : { $reason }.
refused-move-too-long = Ce texte est trop long pour être un coup.
refused-position-changed = La position a changé pendant l'envoi de votre coup. Regardez le nouveau plateau et réessayez.
refused-channel-busy = Une partie est déjà en cours dans ce salon.
refused-challenge-pending = Vous avez déjà un défi en attente dans ce salon : annulez-le (ou attendez la réponse) avant d'en lancer un autre.
refused-no-challenge = Aucun défi n'attend de réponse ici.
refused-challenge-gone = Ce défi a déjà reçu une réponse.
refused-challenge-expired = Ce défi a expiré.
refused-own-challenge = Vous ne pouvez pas accepter votre propre défi.
refused-decline-own = Ce défi est le vôtre : pour le retirer, cliquez sur { button-cancel }.
refused-not-for-you = Ce défi s'adresse à quelqu'un d'autre.
refused-not-challenger = Seul l'auteur du défi peut l'annuler.
refused-cannot-challenge-self = Vous ne pouvez pas vous défier vous-même.
refused-computer-unavailable = Seul ce bot peut jouer contre vous, pas les autres bots.
refused-level-without-computer = Le niveau ne sert que contre l'ordinateur : défiez le bot lui-même, par exemple `/{ cmd-challenge } { opt-challenge-opponent }:@tablero { opt-challenge-level }:{ level-hard }`.
refused-perfect-not-for-game = Le niveau { level-perfect } joue d'après des tables résolues, et seul Renard et oies en a : choisissez { level-hard } pour ce jeu.
refused-perfect-without-tables = Le niveau { level-perfect } joue d'après des tables résolues, et ce bot n'en a aucune pour cette variante : choisissez { level-hard }, ou demandez à qui gère le bot de les construire (`tablero solve foxgeese`).
refused-computer-unrated = Les parties contre l'ordinateur ne sont jamais classées : retirez `{ opt-challenge-rated }` ou mettez-le à non.
refused-no-hints-in-rated = Les indices ne sont pas permis dans les parties classées entre personnes. Ils le sont dans les parties non classées et contre l'ordinateur.
refused-no-draws = Au TZAAR, il n'y a pas de partie nulle.
refused-no-offer = Il n'y a aucune proposition à laquelle répondre.
refused-own-offer = Vous ne pouvez pas répondre à votre propre proposition : c'est à votre adversaire de le faire.
refused-nothing-to-undo = Vous n'avez aucun coup à reprendre : on ne peut reprendre un coup que juste après l'avoir joué.
refused-cannot-pass = Vous ne pouvez pas passer maintenant : on ne peut passer qu'au second coup d'un tour de TZAAR.
refused-out-of-time = Votre temps est écoulé, ce coup arrive trop tard : la partie va se terminer au temps.
# $min and $max are durations.
refused-bad-turn-time = Le temps par tour doit être compris entre { $min } et { $max }.
refused-game-over = La partie est terminée.
refused-stale = Ce bouton correspond à une position qui a changé depuis.
refused-board-failed = Impossible de dessiner le plateau. La partie elle-même n'est pas touchée : réessayez `/{ cmd-board }`.
refused-vacation-not-here = Les vacances se prennent sur un serveur : utilisez `/{ cmd-vacation }` dans l'un de ses salons.
refused-vacation-running = Vous êtes déjà en vacances (retour { $until }). `/{ cmd-vacation } { cmd-vacation-end }` y met fin.
refused-no-vacation-days = Il ne vous reste plus de jours de vacances cette année.
refused-vacation-days = Des vacances durent de 1 jour { $left ->
        [one] à l'unique jour
       *[other] aux { $left } jours
    } qu'il vous reste cette année.
refused-no-vacation = Vous n'êtes pas en vacances.
refused-vacation-allowance = Les jours de vacances par an vont de 0 à { $max }.
