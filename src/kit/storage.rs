//! The small localStorage wrapper: reading and writing a key, quietly doing nothing where the
//! browser has no storage.

fn storage() -> Option<web_sys::Storage> {
    // localStorage can be missing or throw (private modes, disabled storage): then nothing
    // is saved and the app still works.
    web_sys::window()?.local_storage().ok().flatten()
}

pub fn storage_get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

pub fn storage_set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}
