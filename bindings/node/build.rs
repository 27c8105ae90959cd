//! N-API's link settings: the addon's N-API symbols come from the node that loads it.

fn main() {
    napi_build::setup();
}
