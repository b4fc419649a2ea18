//! A bounded map of recently used values, for the in-memory caches (compressed image bands,
//! rebuilt games, display names).
//!
//! Two generations instead of a linked-list LRU: entries go into the current generation; a hit
//! in the previous one moves the entry back to the current one; when the current generation's
//! cost reaches half the budget it becomes the previous one and the old previous one is
//! dropped. So whatever was used within the last half budget is always kept, the total stays
//! within the budget (plus one entry), and every operation is a hash lookup.

use std::collections::HashMap;
use std::hash::Hash;

/// Recently used values by key, holding at most about `budget` in total cost.
#[derive(Debug)]
pub struct Recent<K, V> {
    current: HashMap<K, (V, usize)>,
    previous: HashMap<K, (V, usize)>,
    current_cost: usize,
    budget: usize,
}

impl<K: Eq + Hash + Clone, V: Clone> Recent<K, V> {
    /// An empty cache holding at most about `budget` in total cost (bytes, or 1 per entry).
    pub fn new(budget: usize) -> Recent<K, V> {
        Recent {
            current: HashMap::new(),
            previous: HashMap::new(),
            current_cost: 0,
            budget,
        }
    }

    /// A copy of the value under `key`, marking it recently used.
    pub fn get(&mut self, key: &K) -> Option<V> {
        if let Some((value, _)) = self.current.get(key) {
            return Some(value.clone());
        }
        let (value, cost) = self.previous.remove(key)?;
        self.insert(key.clone(), value.clone(), cost);
        Some(value)
    }

    /// Stores `value` under `key`, replacing any older value; `cost` counts against the budget.
    pub fn insert(&mut self, key: K, value: V, cost: usize) {
        if let Some((_, old)) = self.current.remove(&key) {
            self.current_cost -= old;
        }
        self.previous.remove(&key);
        if self.current_cost + cost > self.budget / 2 && !self.current.is_empty() {
            self.previous = std::mem::take(&mut self.current);
            self.current_cost = 0;
        }
        self.current_cost += cost;
        self.current.insert(key, (value, cost));
    }

    /// Forgets the value under `key`.
    pub fn remove(&mut self, key: &K) {
        if let Some((_, cost)) = self.current.remove(key) {
            self.current_cost -= cost;
        }
        self.previous.remove(key);
    }

    /// The total cost of the values held.
    pub fn held(&self) -> usize {
        self.current_cost + self.previous.values().map(|(_, c)| c).sum::<usize>()
    }

    /// How many values are held.
    pub fn len(&self) -> usize {
        self.current.len() + self.previous.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_within_budget_and_keeps_what_was_just_used() {
        let mut cache = Recent::new(1000);
        for i in 0..100u32 {
            cache.insert(i, i * 2, 100);
            if i > 0 {
                assert_eq!(cache.get(&(i - 1)), Some((i - 1) * 2));
            }
            assert!(cache.held() <= 1000 + 100, "{} held", cache.held());
        }
        assert_eq!(cache.get(&0), None, "the oldest value was dropped");
    }

    #[test]
    fn a_value_used_again_survives_a_generation_change() {
        let mut cache = Recent::new(4);
        cache.insert("kept", 1, 1);
        cache.insert("a", 2, 1);
        cache.insert("b", 3, 1); // "kept" and "a" move to the previous generation
        assert_eq!(cache.get(&"kept"), Some(1)); // back to the current one
        cache.insert("c", 4, 1); // the current generation ("b", "kept") moves on; "a" is gone
        assert_eq!(cache.get(&"a"), None);
        assert_eq!(cache.get(&"kept"), Some(1));
        assert_eq!(cache.get(&"c"), Some(4));
    }

    #[test]
    fn replacing_and_removing_keep_the_cost_right() {
        let mut cache = Recent::new(100);
        cache.insert(1, "one", 10);
        cache.insert(1, "uno", 20);
        assert_eq!(cache.held(), 20);
        assert_eq!(cache.len(), 1);
        cache.remove(&1);
        assert!(cache.is_empty());
        assert_eq!(cache.held(), 0);
    }

    #[test]
    fn an_entry_costlier_than_the_budget_is_still_held_until_the_next() {
        let mut cache = Recent::new(10);
        cache.insert(1, 1, 50);
        assert_eq!(cache.get(&1), Some(1));
        cache.insert(2, 2, 1);
        cache.insert(3, 3, 1);
        assert!(cache.held() <= 10 + 50);
    }
}
