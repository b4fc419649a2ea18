//! The slash commands. Each one reads its options, calls the play layer and sends the
//! reply; the first `///` line is the description players see in Discord.

use poise::serenity_prelude as serenity;

use super::context::{Context, Data, Error, actor_of, channel_of};
use super::deliver::{answer, respond};
use super::params::{self, GeeseParam, LevelParam, RecordParam, SetupParam, SideParam};
use crate::i18n::{self, Locale};
use crate::messages::Msg;
use crate::messages::commands::SlashCommand;
use crate::table::options::{ChallengeOptions, OptionError};
use crate::table::{Reply, TableError};

/// Challenge someone (or anyone) to a game
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The game to play"] game: u32,
    #[description = "Who you challenge (leave empty: anyone may accept)"] opponent: Option<
        serenity::User,
    >,
    #[description = "TZAAR: how the board is set up"] setup: Option<SetupParam>,
    #[description = "Fox and Geese: number of geese"] geese: Option<GeeseParam>,
    #[description = "Fox and Geese: geese may also move sideways"] sideways: Option<bool>,
    #[description = "The side you take"] side: Option<SideParam>,
    #[description = "Time per turn (24h) or a bank (3d+1d, 10d+36h/10d); the server's default if empty"]
    #[autocomplete = "params::autocomplete_time"]
    #[max_length = 40]
    time: Option<String>,
    #[description = "Against the computer (challenge the bot itself): how strong it plays"]
    level: Option<LevelParam>,
    #[description = "Rated game? (yes if empty between people)"] rated: Option<bool>,
) -> Result<(), Error> {
    let Some(game) = params::game(game) else {
        return answer(ctx, &Reply::private(vec![Msg::BadOptions])).await;
    };
    // The bot itself is the computer opponent; other bots cannot play.
    if let Some(user) = &opponent
        && user.bot
        && user.id != ctx.framework().bot_id
    {
        return answer(
            ctx,
            &Reply::private(vec![Msg::Refused(TableError::ComputerUnavailable)]),
        )
        .await;
    }
    let time = match time.as_deref().map(|t| ctx.data().table.read_time(t)) {
        None => None,
        Some(Ok(control)) => Some(control),
        Some(Err(e)) => return answer(ctx, &Reply::private(vec![Msg::Refused(e)])).await,
    };
    let options = ChallengeOptions {
        game: Some(game),
        setup: setup.map(SetupParam::key),
        geese: geese.map(Into::into),
        sideways,
        side: side.map(Into::into),
        time,
        level: level.map(Into::into),
        rated,
    };
    let request = match options.request(opponent.map(|u| u.id.to_string())) {
        Ok(r) => r,
        Err(OptionError::NotForThisGame(option)) => {
            return answer(ctx, &Reply::private(vec![Msg::OptionNotForGame { option }])).await;
        }
        Err(_) => return answer(ctx, &Reply::private(vec![Msg::BadOptions])).await,
    };
    // A game against the computer starts at once, in a thread of its own when it can.
    if request
        .opponent
        .as_deref()
        .is_some_and(|o| ctx.data().table.is_computer(o))
    {
        return respond(ctx, super::threads::against_computer(ctx, request)).await;
    }
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.challenge(&ch, &actor, &request)).await
}

/// The legal moves that begin with what the player typed, each shown in the player's words
/// (`c4xd4 pasa`) and sent as the canonical move.
async fn autocomplete_move(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    match ctx.data().table.suggest(&ch, &actor, partial).await {
        Ok(suggestions) => params::move_choices(&actor, suggestions),
        Err(e) if e.is_internal() => {
            tracing::warn!(error = %e.chain(), "move suggestions failed");
            Vec::new()
        }
        // Not the player's turn, no game here: nothing to suggest.
        Err(_) => Vec::new(),
    }
}

/// Play a move or a whole turn (e.g. d3xd4 c2-c3)
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "Your move, e.g. d3xd4 c2-c3 (TZAAR) or d4xd6 (Fox and Geese)"]
    #[autocomplete = "autocomplete_move"]
    #[max_length = 100]
    text: String,
) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.play(&ch, &actor, &text)).await
}

/// Pass the second move of your TZAAR turn
#[poise::command(slash_command)]
pub async fn pass(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.pass(&ch, &actor)).await
}

/// Resign the game in this channel
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.resign(&ch, &actor)).await
}

/// Show the board of this channel's game
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, ctx.data().table.board(&channel_of(ctx))).await
}

/// Ask your opponent to take back your last move
#[poise::command(slash_command)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.request_undo(&ch, &actor)).await
}

/// Offer a draw (Fox and Geese)
#[poise::command(slash_command)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.offer_draw(&ch, &actor)).await
}

/// The game's record and an animated replay
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "The record's format (tablero's if empty)"] format: Option<RecordParam>,
) -> Result<(), Error> {
    let channel = channel_of(ctx);
    match format.and_then(RecordParam::foreign) {
        None => respond(ctx, ctx.data().table.history(&channel)).await,
        Some(key) => respond(ctx, ctx.data().table.history_as(&channel, key)).await,
    }
}

/// What is going on in this channel
#[poise::command(slash_command)]
pub async fn status(
    ctx: Context<'_>,
    #[description = "Fox and Geese: who wins by the solved tables (not in rated games)"]
    value: Option<bool>,
) -> Result<(), Error> {
    let ch = channel_of(ctx);
    if value == Some(true) {
        return respond(ctx, ctx.data().table.exact_value(&ch)).await;
    }
    respond(ctx, ctx.data().table.status(&ch)).await
}

/// How to play a game
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>, #[description = "The game"] game: u32) -> Result<(), Error> {
    let Some(game) = params::game(game) else {
        return answer(ctx, &Reply::private(vec![Msg::BadOptions])).await;
    };
    let msg = Msg::Rules { game };
    answer(ctx, &Reply::private(vec![msg])).await
}

/// A player's ratings and results
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose results (you if empty)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let id = user.map_or_else(|| ctx.author().id.to_string(), |u| u.id.to_string());
    respond(ctx, ctx.data().table.stats(&channel_of(ctx), &id)).await
}

/// The best players of a game
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game"] game: u32,
) -> Result<(), Error> {
    let Some(game) = params::game(game) else {
        return answer(ctx, &Reply::private(vec![Msg::BadOptions])).await;
    };
    let channel = channel_of(ctx);
    respond(ctx, ctx.data().table.leaderboard(&channel, game)).await
}

/// How to use this bot
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let mut lines = vec![Msg::Help];
    // Where the bot cannot post, how play goes there (issue 39).
    if super::context::command_reach(ctx) == super::context::Reach::InteractionOnly {
        lines.push(Msg::HelpAnywhere);
    }
    answer(ctx, &Reply::private(lines)).await
}

/// Moderators: end this channel's game without a result
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_MESSAGES"
)]
pub async fn endgame(ctx: Context<'_>) -> Result<(), Error> {
    // Discord hides the command from others, but check the member here too: Manage
    // Messages (the interaction carries the member's permissions in this channel), or the
    // server's moderator role.
    let allowed = super::settings::moderates(ctx).await;
    if !allowed {
        return answer(ctx, &Reply::private(vec![Msg::ModeratorsOnly])).await;
    }
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.abort(&ch, &actor)).await
}

/// The move the computer would suggest for you
#[poise::command(slash_command)]
pub async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.hint(&ch, &actor)).await
}

/// Your games and the challenges waiting for you on this server
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let (ch, actor) = (channel_of(ctx), actor_of(ctx));
    respond(ctx, ctx.data().table.games(&ch, &actor)).await
}

/// The poise command that implements `which` (every slash command must have one).
fn implementation(which: SlashCommand) -> poise::Command<Data, Error> {
    match which {
        SlashCommand::Challenge => challenge(),
        SlashCommand::Move => play(),
        SlashCommand::Pass => pass(),
        SlashCommand::Resign => resign(),
        SlashCommand::Board => board(),
        SlashCommand::Undo => undo(),
        SlashCommand::Draw => draw(),
        SlashCommand::History => history(),
        SlashCommand::Status => status(),
        SlashCommand::Rules => rules(),
        SlashCommand::Stats => stats(),
        SlashCommand::Leaderboard => leaderboard(),
        SlashCommand::Help => help(),
        SlashCommand::Endgame => endgame(),
        SlashCommand::Hint => hint(),
        SlashCommand::Games => games(),
        SlashCommand::Settings => super::settings::settings(),
        SlashCommand::Reminders => super::settings::reminders(),
        SlashCommand::Tournament => super::tournaments::tournament(),
        SlashCommand::League => super::leagues::league(),
        SlashCommand::Vacation => super::vacations::vacation(),
        SlashCommand::Mute => super::settings::mute(),
        SlashCommand::Analyze => super::analysis::analyze(),
        SlashCommand::Puzzle => super::puzzles::puzzle(),
        SlashCommand::Replay => super::records::replay(),
    }
}

/// The choices of `/settings language:`: every language of the catalogue under its own name,
/// then the server's Discord language (read back by [`super::params::language`]).
fn language_choices() -> Vec<poise::CommandParameterChoice> {
    let mut names: Vec<Vec<(Locale, String)>> = Locale::all()
        .map(|l| {
            let name = l.language().name.to_string();
            Locale::all().map(|reader| (reader, name.clone())).collect()
        })
        .collect();
    names.push(
        Locale::all()
            .map(|reader| (reader, i18n::lookup(reader, "choice-language-server")))
            .collect(),
    );
    names
        .into_iter()
        .map(|in_each| {
            let mut choice = poise::CommandParameterChoice {
                name: String::new(),
                localizations: Default::default(),
                __non_exhaustive: (),
            };
            for (reader, name) in in_each {
                if reader == Locale::EN {
                    choice.name = name;
                    continue;
                }
                for tag in reader.language().discord {
                    choice.localizations.insert(tag.to_string(), name.clone());
                }
            }
            choice
        })
        .collect()
}

/// Gives every `game` option the registered games' choices, by catalogue id
/// (`choice-halatafl`, localized with the others), sent as their index in
/// [`GameChoice::all`] (read back by [`params::game`]): the games are the registry's, so this
/// file names none.
fn offer_games(command: &mut poise::Command<Data, Error>) {
    for sub in &mut command.subcommands {
        offer_games(sub);
    }
    for parameter in &mut command.parameters {
        if parameter.name == "game" {
            parameter.choices = crate::games::GameChoice::all()
                .into_iter()
                .map(|choice| poise::CommandParameterChoice {
                    name: format!("choice-{}", choice.key()),
                    localizations: Default::default(),
                    __non_exhaustive: (),
                })
                .collect();
        }
    }
}

/// A choice's name in `locale`: choices are declared by their catalogue id
/// (`#[name = "choice-tzaar"]`); a name that is no id (a number of geese) stands as it is.
fn choice_text(id: &str, locale: Locale) -> String {
    i18n::text_or_none(locale, id, &i18n::Args::new()).unwrap_or_else(|| id.to_string())
}

/// Fills a command's descriptions, its options' names and descriptions and its choices'
/// names from the catalogue, in English and as localizations for every other language's
/// Discord locales (as poise's Fluent example does). Names Discord dispatches on (commands,
/// options) stay as registered: the English catalogue names them the same (tested).
fn localize(key: &str, command: &mut poise::Command<Data, Error>) {
    use crate::messages::commands::{
        command_description, command_name, option_description, option_name,
    };
    // A subcommand's key is `<command>-<subcommand>` (`tournament-create`).
    for sub in &mut command.subcommands {
        let sub_key = format!("{key}-{}", sub.name);
        localize(&sub_key, sub);
    }
    command.description = Some(command_description(key, Locale::EN));
    for locale in Locale::all().filter(|l| *l != Locale::EN) {
        for tag in locale.language().discord {
            let tag = tag.to_string();
            command
                .name_localizations
                .insert(tag.clone(), command_name(key, locale));
            command
                .description_localizations
                .insert(tag.clone(), command_description(key, locale));
            for parameter in &mut command.parameters {
                if let Some(name) = option_name(key, &parameter.name, locale) {
                    parameter.name_localizations.insert(tag.clone(), name);
                }
                if let Some(text) = option_description(key, &parameter.name, locale) {
                    parameter
                        .description_localizations
                        .insert(tag.clone(), text);
                }
                for choice in &mut parameter.choices {
                    let text = choice_text(&choice.name, locale);
                    choice.localizations.insert(tag.clone(), text);
                }
            }
        }
    }
    for parameter in &mut command.parameters {
        if let Some(text) = option_description(key, &parameter.name, Locale::EN) {
            parameter.description = Some(text);
        }
        for choice in &mut parameter.choices {
            choice.name = choice_text(&choice.name, Locale::EN);
        }
        if key == "settings" && parameter.name == "language" {
            parameter.choices = language_choices();
        }
    }
}

/// Whether a command is a game command, usable wherever a player is (issue 39): in
/// servers that added the bot, in the bot's DM, in DMs and group DMs between people and in
/// servers that never added it (through a player's own install of the app). The others
/// administer a server (settings, tournaments, leagues, a moderator's end of a game) or
/// belong to a server's own rules (reminder channel, vacations, muted games): servers only.
pub fn anywhere(which: SlashCommand) -> bool {
    match which {
        SlashCommand::Challenge
        | SlashCommand::Move
        | SlashCommand::Pass
        | SlashCommand::Resign
        | SlashCommand::Board
        | SlashCommand::Undo
        | SlashCommand::Draw
        | SlashCommand::History
        | SlashCommand::Status
        | SlashCommand::Rules
        | SlashCommand::Stats
        | SlashCommand::Leaderboard
        | SlashCommand::Help
        | SlashCommand::Hint
        | SlashCommand::Games
        | SlashCommand::Analyze
        | SlashCommand::Puzzle
        | SlashCommand::Replay => true,
        SlashCommand::Endgame
        | SlashCommand::Settings
        | SlashCommand::Reminders
        | SlashCommand::Tournament
        | SlashCommand::League
        | SlashCommand::Vacation
        | SlashCommand::Mute => false,
    }
}

/// Declares where a command may be used, explicitly both ways: Discord reads missing
/// `contexts` as "wherever the install types allow" only for some clients and leaves
/// private channels out, so game commands name all three contexts and both install types;
/// server commands name the server install and the server context. poise's own
/// `guild_only` check follows (set on subcommands too, which the attribute set one by one).
fn declare_where(which: SlashCommand, command: &mut poise::Command<Data, Error>) {
    use serenity::{InstallationContext as Install, InteractionContext as Place};
    let anywhere = anywhere(which);
    if anywhere {
        command.install_context = Some(vec![Install::Guild, Install::User]);
        command.interaction_context = Some(vec![Place::Guild, Place::BotDm, Place::PrivateChannel]);
    } else {
        command.install_context = Some(vec![Install::Guild]);
        command.interaction_context = Some(vec![Place::Guild]);
    }
    fn guild_only(command: &mut poise::Command<Data, Error>, on: bool) {
        command.guild_only = on;
        for sub in &mut command.subcommands {
            guild_only(sub, on);
        }
    }
    guild_only(command, !anywhere);
}

/// Every command, registered at start, localized from the catalogue.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    SlashCommand::ALL
        .into_iter()
        .map(|which| {
            let mut command = implementation(which);
            offer_games(&mut command);
            localize(which.key(), &mut command);
            declare_where(which, &mut command);
            command
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::i18n::Locale;
    use crate::messages::commands::{SlashCommand, command_name, option_name};

    #[test]
    fn commands_are_registered_under_the_catalogues_names() {
        let commands = super::all();
        assert_eq!(commands.len(), SlashCommand::ALL.len());
        for (key, command) in SlashCommand::ALL
            .map(SlashCommand::key)
            .iter()
            .zip(&commands)
        {
            assert_eq!(command.name, command_name(key, Locale::EN), "/{key}");
            for locale in Locale::all().filter(|l| *l != Locale::EN) {
                for tag in locale.language().discord {
                    assert_eq!(
                        command.name_localizations.get(*tag),
                        Some(&command_name(key, locale)),
                        "/{key} {tag}"
                    );
                }
            }
            for parameter in &command.parameters {
                // Discord sends options by their registered name, which poise reads back.
                assert_eq!(
                    option_name(key, &parameter.name, Locale::EN).as_deref(),
                    Some(parameter.name.as_str()),
                    "/{key} {}",
                    parameter.name
                );
                assert!(parameter.description.is_some());
                // Every choice is named from the catalogue (no id left), in every language.
                for choice in &parameter.choices {
                    let names = std::iter::once(&choice.name).chain(choice.localizations.values());
                    for name in names {
                        let id_like = name.contains('-')
                            && name.chars().all(|c| c.is_ascii_lowercase() || c == '-');
                        assert!(
                            !id_like && !name.is_empty(),
                            "/{key} {}: {name}",
                            parameter.name
                        );
                    }
                    let tags = Locale::all().filter(|l| *l != Locale::EN);
                    for tag in tags.flat_map(|l| l.language().discord) {
                        assert!(choice.localizations.contains_key(*tag), "{tag}");
                    }
                }
                if parameter.name == "language" {
                    assert_eq!(parameter.choices.len(), Locale::all().count() + 1);
                }
            }
        }
    }

    #[test]
    fn subcommands_and_their_options_are_registered_under_the_catalogues_names() {
        use crate::messages::commands::option_description;
        let commands = super::all();
        let tournament = commands
            .iter()
            .find(|c| c.name == "tournament")
            .expect("/tournament");
        let subs: Vec<&str> = tournament
            .subcommands
            .iter()
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(subs, SlashCommand::Tournament.subcommands());
        for sub in &tournament.subcommands {
            let key = format!("tournament-{}", sub.name);
            assert_eq!(sub.name, command_name(&key, Locale::EN));
            assert!(sub.description.is_some(), "{key}");
            for locale in Locale::all().filter(|l| *l != Locale::EN) {
                for tag in locale.language().discord {
                    assert_eq!(
                        sub.name_localizations.get(*tag),
                        Some(&command_name(&key, locale)),
                        "{key} {tag}"
                    );
                }
            }
            for parameter in &sub.parameters {
                assert_eq!(
                    option_name(&key, &parameter.name, Locale::EN).as_deref(),
                    Some(parameter.name.as_str()),
                    "{key} {}",
                    parameter.name
                );
                assert!(
                    option_description(&key, &parameter.name, Locale::ES).is_some(),
                    "{key} {}",
                    parameter.name
                );
                if parameter.name == "game" {
                    assert_eq!(
                        parameter.choices.len(),
                        crate::games::GameChoice::all().len()
                    );
                }
                if parameter.name == "format" {
                    assert_eq!(parameter.choices[0].name, "Swiss");
                    assert_eq!(
                        parameter.choices[0].localizations.get("es-ES").unwrap(),
                        "suizo"
                    );
                }
            }
        }
    }
}
