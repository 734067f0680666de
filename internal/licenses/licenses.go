// Package licenses holds the licence texts the app shows in its About box:
// the licence of the source code, the licence of the card art, and those of
// the third-party modules. The files are written by scripts/licenses.sh
// (from LICENSE, assets/LICENSE, go.sum and the Go module cache) and
// embedded here; the test in this package fails when they are stale.
package licenses

import (
	_ "embed"
	"regexp"
	"strings"
)

// Code is the licence of Cardavia's source code (a copy of LICENSE).
//
//go:embed code.txt
var Code string

// Art is the licence of the card art and the icon (a copy of
// assets/LICENSE).
//
//go:embed art.txt
var Art string

// ThirdParty is the generated list of third-party modules and their licence
// texts.
//
//go:embed third_party.txt
var ThirdParty string

// Module is one entry of ThirdParty.
type Module struct {
	Path     string // module path, or "Go standard library"
	Version  string // "" for the standard library
	Licences string // SPDX identifiers, e.g. "BSD-3-Clause, OFL-1.1"
	InApp    bool   // compiled into the app (not only a build or test tool)
	Text     string // the licence files, each under a "--- <file>" line
}

const rule = "================================================================================\n"

// Modules parses ThirdParty: the modules in the app first, in file order.
func Modules() []Module { return parse(ThirdParty) }

func parse(text string) []Module {
	sections := strings.Split(text, rule)
	if len(sections) < 2 {
		return nil
	}
	inApp := map[string]bool{}
	head, _, _ := strings.Cut(sections[0], "\nUsed only")
	for _, line := range strings.Split(head, "\n") {
		if strings.HasPrefix(line, "  ") {
			name, _, _ := strings.Cut(strings.TrimSpace(line), "  (")
			inApp[name] = true
		}
	}
	var mods []Module
	for _, sec := range sections[1:] {
		title, body, _ := strings.Cut(sec, "\n")
		name, ids, ok := strings.Cut(title, " (")
		if !ok || strings.HasPrefix(title, "Apache License 2.0 ") {
			continue
		}
		m := Module{Path: name, Licences: strings.TrimSuffix(ids, ")"), InApp: inApp[name], Text: strings.TrimSpace(body)}
		if p, v, ok := strings.Cut(name, " "); ok && !strings.HasPrefix(name, "Go ") {
			m.Path, m.Version = p, v
		}
		mods = append(mods, m)
	}
	return mods
}

// ApacheText is the full Apache License 2.0 the Apache entries refer to, or
// "" when no module uses it.
func ApacheText() string {
	_, after, ok := strings.Cut(ThirdParty, rule+"Apache License 2.0 ")
	if !ok {
		return ""
	}
	_, body, _ := strings.Cut(after, "\n")
	return strings.TrimSpace(body)
}

// ArtLicenceURL is the licence of the card art, as assets/LICENSE names it.
const ArtLicenceURL = "https://creativecommons.org/licenses/by/4.0/"

// notChosen is in code.txt when the repository has no LICENSE (the notice
// scripts/licenses.sh writes instead).
const notChosen = "No licence has been chosen"

// CodeLicensed reports whether the source code has a licence (code.txt is a
// copy of LICENSE) rather than the notice that none is chosen yet: without
// one, all rights are reserved and the About screen says only that.
func CodeLicensed() bool { return !strings.Contains(Code, notChosen) }

var copyrightYear = regexp.MustCompile(`Copyright (?:\(c\) |© )?(\d{4}(?:[-–]\d{4})?)`)

// CopyrightYear is the year (or years) of the app's copyright line in
// code.txt, else in art.txt; "2026" if neither has one.
func CopyrightYear() string {
	for _, text := range []string{Code, Art} {
		if m := copyrightYear.FindStringSubmatch(text); m != nil {
			return m[1]
		}
	}
	return "2026"
}
