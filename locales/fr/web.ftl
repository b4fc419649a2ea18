# The web pages of games and tournaments (issue 43), and the link buttons to them.

web-link = Page web
web-game-title = Partie { $number } : { $game }
web-to-move = Au tour de { $name }
web-result-won = { $name } a gagné
web-result-draw = Partie nulle
web-result-aborted = Partie terminée sans résultat
web-clock = Temps restant :
web-ply = Coup
web-first = Début
web-back = Reculer
web-forward = Avancer
web-last = Maintenant
web-moves = Coups
web-analysis = Analyse
web-chance = Chances de victoire de { $name }, coup par coup
web-key-moments = Moments clés
web-standings = Classement
web-crosstable = Tableau croisé
web-round = Ronde { $round }
web-game-link = Partie
web-bye = Exempt : { $name }
web-not-started = Le tournoi n'a pas encore commencé.
