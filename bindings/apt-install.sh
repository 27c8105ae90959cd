#!/bin/sh
# Installs those of the named Debian packages that are missing, quietly: how a binding's
# Makefile gets its toolchain (nothing is downloaded from anywhere but Debian's archive).
set -eu
missing=""
for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing="$missing $package"
done
[ -z "$missing" ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo --preserve-env=DEBIAN_FRONTEND"
# No package may stop to ask a question.
export DEBIAN_FRONTEND=noninteractive
echo "installing$missing" >&2
# A fresh machine's package lists may be empty or stale: update once and retry.
# shellcheck disable=SC2086
$sudo apt-get install -y -qq $missing >/dev/null 2>&1 ||
    { $sudo apt-get update -qq && $sudo apt-get install -y -qq $missing >/dev/null; }
