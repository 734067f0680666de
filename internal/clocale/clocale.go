// Package clocale gives the app a default locale when the system names
// none that a language tag can be read from: LANG (or LC_ALL, LC_MESSAGES)
// unset, or the C locale (C.UTF-8, POSIX), as in many containers, minimal
// installs and services. Fyne reads the locale itself while its package
// fyne.io/fyne/v2/lang is initialised (through go-locale), before main
// runs, and "C.UTF-8" made it log "Fyne error: Error parsing user locale
// C" on every start, which reads like a fault of the app.
//
// Importing this package (main.go does, for its side effect) sets
// LANGUAGE=en in that case, which gettext ignores in the C locale and
// go-locale reads before it would parse "C": the default becomes English,
// as the app's own language choice already falls back to, and nothing else
// changes — no LC_* variable, and no locale that names a language, is
// touched. It must run before Fyne's lang package is initialised, so it is
// a package of its own with no imports but the standard library's: Go
// initialises a package as soon as its imports are, in the order of import
// paths, and github.com/cardavia/… sorts before go-i18n's and x/text's
// paths, which Fyne's lang package waits for (TestInit_BeforeFyne checks
// this in a process of its own).
package clocale

import (
	"os"
	"strings"
)

func init() { Default(os.Getenv, os.Setenv) }

// Default sets LANGUAGE=en through setenv when getenv names no language
// (IsC) and LANGUAGE is not set.
func Default(getenv func(string) string, setenv func(key, value string) error) {
	if IsC(getenv) && getenv("LANGUAGE") == "" {
		_ = setenv("LANGUAGE", "en") // fails only for an invalid name
	}
}

// IsC reports whether the locale getenv names for messages is none or the
// C locale, read as go-locale reads it: the first of LC_ALL, LC_MESSAGES
// and LANG that is set, without its encoding and modifier.
func IsC(getenv func(string) string) bool {
	loc := ""
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if loc = getenv(name); loc != "" {
			break
		}
	}
	base, _, _ := strings.Cut(loc, ".")
	base, _, _ = strings.Cut(base, "@")
	return base == "" || base == "C" || base == "POSIX"
}
