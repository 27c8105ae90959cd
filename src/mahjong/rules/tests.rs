//! The rule keys: every documented key known with its default, presets and the keys that
//! override them, a key given twice refused by name, and bad options named.

use super::*;

#[test]
fn every_documented_key_is_known_and_defaults_match() {
    for doc in RULE_DOCS {
        let mut rules = Rules::default();
        let default = if doc.default == "none" {
            "none"
        } else {
            doc.default
        };
        rules.set(doc.key, default).unwrap();
        assert_eq!(rules, Rules::default(), "{}", doc.key);
    }
    // Every key is documented, and one more spelling is accepted.
    assert_eq!(KEYS.len(), RULE_DOCS.len() + 1);
}

#[test]
fn a_key_given_twice_is_an_error_naming_it() {
    for options in [
        ["joker=7z", "joker=1z"],
        ["seven_pairs=true", " seven_pairs = true"],
        ["honor_sequences=true", "honour_sequences=false"],
    ] {
        let e = Rules::from_options(options).unwrap_err();
        assert!(matches!(e, RuleError::Repeated(_)), "{options:?}: {e}");
        let key = options[1].split('=').next().unwrap().trim();
        assert!(e.to_string().contains(&format!("`{key}`")), "{e}");
    }
    // Each key once, in any order, is fine; one key's single mistake is still its own error.
    assert!(Rules::from_options(["joker=7z", "seven_pairs=false", "max_jokers=4"]).is_ok());
    let e = Rules::from_options(["colour=red", "colour=blue"]).unwrap_err();
    assert!(matches!(e, RuleError::UnknownKey { .. }), "{e}");
}

#[test]
fn presets_set_their_keys_and_later_keys_override_them() {
    for preset in PRESETS {
        let rules = Rules::preset(preset.name).unwrap();
        let options = preset.options.iter().copied();
        assert_eq!(
            rules,
            Rules::from_options(options).unwrap(),
            "{}",
            preset.name
        );
        let named = format!("preset={}", preset.name);
        assert_eq!(Rules::from_options([named.as_str()]).unwrap(), rules);
        assert_ne!(rules, Rules::default(), "{}", preset.name);
    }
    let mcr = Rules::preset("mcr").unwrap();
    assert!(mcr.knitted && mcr.seven_pairs_quad && mcr.max_jokers == 0);
    let hongzhong = Rules::preset("hongzhong").unwrap();
    assert_eq!(hongzhong.joker.map(|t| t.to_string()), Some("7z".into()));
    assert!(hongzhong.suits_only);
    // A key beside the preset overrides it, before or after it.
    for options in [
        ["preset=mcr", "max_jokers=4"],
        ["max_jokers=4", "preset=mcr"],
    ] {
        let r = Rules::from_options(options).unwrap();
        assert_eq!((r.knitted, r.max_jokers), (true, 4), "{options:?}");
    }
    // A preset given twice, or an unknown one, is an error naming the known ones.
    let e = Rules::from_options(["preset=mcr", "preset=riichi"]).unwrap_err();
    assert!(matches!(e, RuleError::Repeated(_)), "{e}");
    let e = Rules::from_options(["preset=guobiao"]).unwrap_err();
    assert!(matches!(e, RuleError::UnknownPreset { .. }), "{e}");
    let text = e.to_string();
    for preset in PRESETS {
        assert!(text.contains(preset.name), "{text}");
    }
    assert!(text.contains("guobiao"), "{text}");
}

#[test]
fn the_british_spelling_of_honor_sequences_is_the_same_key() {
    let british = Rules::from_options(["honour_sequences=true"]).unwrap();
    assert_eq!(
        british,
        Rules::from_options(["honor_sequences=true"]).unwrap()
    );
    assert!(british.honor_sequences);
    let e = Rules::from_options(["honour_sequences=maybe"]).unwrap_err();
    assert!(e.to_string().contains("maybe"), "{e}");
}

#[test]
fn bad_options_are_named() {
    let e = Rules::from_options(["colour=red"]).unwrap_err();
    assert!(e.to_string().contains("colour"), "{e}");
    let e = Rules::from_options(["seven_pairs=maybe"]).unwrap_err();
    assert!(e.to_string().contains("maybe"), "{e}");
    assert!(Rules::from_options(["max_jokers=9"]).is_err());
    assert!(Rules::from_options(["joker=8z"]).is_err());
    assert!(Rules::from_options(["seven_pairs"]).is_err());
    let r = Rules::from_options(["joker=7z", "joker_fifth_copy=false"]).unwrap();
    assert_eq!(r.joker.map(|t| t.to_string()), Some("7z".into()));
    assert!(!r.joker_fifth_copy);
}
