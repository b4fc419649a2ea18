//! Gateway shards: the bot identifies each shard it runs with `shard: [id, total]`, runs all
//! those Discord recommends when no range is set, and answers interactions from servers on
//! each of its shards.

use serde_json::json;

use crate::fake_discord::{FakeUser, Interaction, shard_of};
use crate::support::{STEP, start_sharded};

/// `/status` as `user` in the second guild (on the other shard).
fn status_in(fake: &crate::fake_discord::FakeDiscord, user: &FakeUser) -> Interaction {
    let i = fake.slash_command(user, "status", json!([]));
    fake.in_guild(i, &fake.second_guild())
}

#[tokio::test]
async fn without_a_range_the_bot_runs_the_shards_discord_recommends() {
    let bot = start_sharded(|fake| fake.recommend_shards(2), None).await;
    let fake = &bot.fake;
    let (main, second) = (fake.guild_id(), fake.second_guild().guild_id);
    assert_ne!(
        shard_of(main, 2),
        shard_of(second, 2),
        "one guild on each shard"
    );
    assert!(fake.wait_shard_ready(shard_of(second, 2), STEP).await);
    let mut shards = fake.identified_shards();
    shards.sort();
    assert_eq!(
        shards,
        vec![[0, 2], [1, 2]],
        "one IDENTIFY per recommended shard"
    );

    // An interaction from each server reaches the bot on its own shard, and is answered.
    let here = bot.command(&FakeUser::alice(), "status", json!([])).await;
    assert!(!here.content().is_empty(), "{here:?}");
    let there = status_in(fake, &FakeUser::alice());
    fake.send(&there).await;
    let answer = fake.wait_response(&there.id, STEP).await;
    assert!(!answer.content().is_empty(), "{answer:?}");
    assert_eq!(
        answer.content(),
        here.content(),
        "the same answer on both shards"
    );
}

#[tokio::test]
async fn a_range_runs_only_its_shards_and_answers_the_servers_on_them() {
    let fake_second_shard =
        |fake: &crate::fake_discord::FakeDiscord| shard_of(fake.second_guild().guild_id, 2);
    // Run only the shard that does not hold the main guild, as the second of two processes.
    let main_shard = shard_of(crate::fake_discord::FakeDiscord::start_ids().guild_id, 2);
    let other = 1 - main_shard;
    let range = format!("{other}-{other}/2").parse().unwrap();
    let bot = start_sharded(|_| {}, Some(range)).await;
    let fake = &bot.fake;
    assert_eq!(fake_second_shard(fake), other);
    assert!(fake.wait_shard_ready(other, STEP).await);
    assert_eq!(fake.identified_shards(), vec![[u64::from(other), 2]]);
    assert!(
        !fake.is_ready(),
        "the main guild's shard is another process's"
    );
    let there = status_in(fake, &FakeUser::alice());
    fake.send(&there).await;
    let answer = fake.wait_response(&there.id, STEP).await;
    assert!(!answer.content().is_empty(), "{answer:?}");
}
