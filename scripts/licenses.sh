#!/usr/bin/env bash
# licenses.sh writes internal/licenses/: code.txt (a copy of the repository's
# LICENSE, or a notice that none is chosen yet), art.txt (a copy of
# assets/LICENSE, the card art's CC BY 4.0) and third_party.txt: the licence of every
# module in go.sum that has source there (the modules Go downloads to build or
# test Cardavia), plus Go's own standard library, collected from the module
# cache — never typed by hand. The About box shows the file (it is embedded),
# and the Windows zip ships it. Modules compiled into the app for Linux,
# Windows or macOS come first; the rest (test and tool dependencies) follow,
# marked as not part of the app.
#
#   ./scripts/licenses.sh          # regenerate (run after changing go.mod)
#   ./scripts/licenses.sh -check   # fail if the committed file is stale
#
# Why committed rather than generated at build time: `go build` and `go run`
# must work from a clean checkout without running a script first, and the
# file is small (~100 KB) and changes only when go.sum does. internal/licenses'
# test fails when its module list no longer matches go.sum.
set -euo pipefail
cd "$(dirname "$0")/.."

out=internal/licenses/third_party.txt
check=false
[ "${1:-}" = "-check" ] && check=true

# Modules with source in go.sum, at the version the build selects.
declare -A in_sum
while read -r path version _; do
  case "$version" in */go.mod) continue ;; esac
  in_sum["$path $version"]=1
done < go.sum
mapfile -t selected < <(go list -m -f '{{if not .Main}}{{.Path}} {{.Version}}{{end}}' all | sed '/^$/d')
mods=()
for m in "${selected[@]}"; do
  [ -n "${in_sum[$m]:-}" ] && mods+=("$m")
done

# Modules whose packages the app links, on any of the three systems.
declare -A linked
for os in linux windows darwin; do
  while read -r m; do
    [ -n "$m" ] && linked["$m"]=1
  done < <(GOOS=$os GOARCH=amd64 CGO_ENABLED=1 go list -deps \
             -f '{{with .Module}}{{if not .Main}}{{.Path}} {{.Version}}{{end}}{{end}}' . | sort -u)
done

# identify names a licence text by its wording (SPDX identifiers).
identify() {
  local f=$1
  if grep -q 'Apache License' "$f" && grep -q 'Version 2.0' "$f"; then echo Apache-2.0
  elif grep -q 'Mozilla Public License' "$f"; then echo MPL-2.0
  elif grep -q 'SIL OPEN FONT LICENSE' "$f"; then echo OFL-1.1
  elif grep -qi 'Bitstream Vera' "$f"; then echo Bitstream-Vera
  elif grep -q 'Permission is hereby granted, free of charge' "$f"; then echo MIT
  elif grep -q 'Permission to use, copy, modify, and/or distribute' "$f"; then echo ISC
  elif grep -q 'This is free and unencumbered software' "$f"; then echo Unlicense
  elif grep -q "provided 'as-is'" "$f" && grep -qi 'altered source versions' "$f"; then echo Zlib
  elif grep -q 'Redistribution and use in source and binary forms' "$f"; then
    if grep -qi 'Neither the name' "$f" || grep -qi 'names of its contributors' "$f"; then echo BSD-3-Clause; else echo BSD-2-Clause; fi
  else echo "see text"
  fi
}

# licence_files DIR DEPTH lists a module's licence files, the root ones
# first, down to DEPTH folders (1: the root only), leaving out tests,
# examples and commands (they are not compiled into the app).
licence_files() {
  (cd "$1" && find . -maxdepth "$2" -type f \( -iname 'licen[cs]e*' -o -iname 'copying*' -o -iname 'unlicense*' -o -iname 'notice*' \) \
      -not -path '*/testdata/*' -not -path '*/_examples/*' -not -path '*/examples/*' -not -path '*/example/*' -not -path './cmd/*' \
      | sed 's|^\./||' | awk -F/ '{print NF "\t" $0}' | sort -k1,1n -k2 | cut -f2)
}

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
summary_app=()
summary_other=()
bodies=$(mktemp)
apache=$(mktemp)
trap 'rm -f "$tmp" "$bodies" "$apache"' EXIT

add_body() { # name version dir depth
  local name=$1 version=$2 dir=$3 files ids=()
  mapfile -t files < <(licence_files "$dir" "$4")
  if [ ${#files[@]} -eq 0 ]; then
    echo "licenses: $name $version has no licence file" >&2
    exit 1
  fi
  for f in "${files[@]}"; do ids+=("$(identify "$dir/$f")"); done
  local idlist
  idlist=$(printf '%s\n' "${ids[@]}" | awk '!seen[$0]++' | paste -sd, - | sed 's/,/, /g')
  {
    echo "================================================================================"
    echo "$name${version:+ $version} ($idlist)"
    for i in "${!files[@]}"; do
      local f="$dir/${files[$i]}"
      echo "--- ${files[$i]} (${ids[$i]})"
      echo
      if [ "${ids[$i]}" = Apache-2.0 ] && grep -q 'END OF TERMS AND CONDITIONS' "$f"; then
        # The Apache terms are the same in every copy: print them once, at
        # the end; keep what a copy adds around them (copyright, appendix).
        [ -s "$apache" ] || sed 's/\r$//' "$f" > "$apache"
        awk '/TERMS AND CONDITIONS FOR USE/ { print "   [The Apache License 2.0 terms: see the end of this file.]"; skip = 1 }
             !skip { print }
             /END OF TERMS AND CONDITIONS/ { skip = 0 }' "$f" | sed 's/\r$//'
      else
        sed 's/\r$//' "$f"
      fi
      echo
    done
  } >> "$bodies"
  echo "$idlist"
}

goroot=$(go env GOROOT)
# Go's root LICENSE covers the standard library and what it vendors; no
# version, so that the file does not change with the toolchain that runs this.
summary_app+=("Go standard library  ($(add_body "Go standard library" "" "$goroot" 1))")
for m in "${mods[@]}"; do
  name=${m% *} version=${m#* }
  dir=$(go mod download -json "$name@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  if [ -z "$dir" ] || [ ! -d "$dir" ]; then
    echo "licenses: cannot download $name@$version" >&2
    exit 1
  fi
  # Nested licence files (bundled C code, fonts) matter for what the app
  # links; for test and tool modules the root licence is enough.
  depth=1
  [ -n "${linked[$m]:-}" ] && depth=4
  ids=$(add_body "$name" "$version" "$dir" "$depth")
  if [ -n "${linked[$m]:-}" ]; then
    summary_app+=("$name $version  ($ids)")
  else
    summary_other+=("$name $version  ($ids)")
  fi
done

{
  echo "Third-party software in Cardavia"
  echo
  echo "Generated by scripts/licenses.sh from go.sum and the Go module cache; do not edit."
  echo
  echo "Compiled into the app (${#summary_app[@]}):"
  printf '  %s\n' "${summary_app[@]}"
  echo
  echo "Used only to build or test Cardavia, not part of the app (${#summary_other[@]}):"
  printf '  %s\n' "${summary_other[@]}"
  echo
  cat "$bodies"
  if [ -s "$apache" ]; then
    echo "================================================================================"
    echo "Apache License 2.0 (the full text the entries above refer to)"
    echo
    cat "$apache"
  fi
} > "$tmp"

code=$(mktemp)
trap 'rm -f "$tmp" "$bodies" "$apache" "$code"' EXIT
if [ -f LICENSE ]; then
  cp LICENSE "$code"
else
  cat > "$code" <<'TXT'
Copyright 2026 the Cardavia authors.

No licence has been chosen for the Cardavia source code yet: until a LICENSE
file is added to the repository, all rights are reserved.
TXT
fi

# update NEW FILE: write or (with -check) compare one output file.
stale=0
update() {
  if $check; then
    if ! cmp -s "$1" "$2"; then
      echo "licenses: $2 is stale; run ./scripts/licenses.sh" >&2
      diff -u "$2" "$1" | head -n 40 >&2 || true
      stale=1
    fi
  else
    cat "$1" > "$2"
  fi
}
update "$code" internal/licenses/code.txt
update assets/LICENSE internal/licenses/art.txt
update "$tmp" "$out"
if $check; then
  [ "$stale" = 0 ] || exit 1
  echo "licenses: internal/licenses is up to date"
else
  echo "licenses: wrote internal/licenses/{code,art,third_party}.txt (${#summary_app[@]} modules in the app, ${#summary_other[@]} build/test only, $(du -h "$out" | cut -f1))"
fi
