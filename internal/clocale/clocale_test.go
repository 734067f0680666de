// Windows and macOS take the locale from the system's settings, not from
// LANG, so these tests are built where LANG is what Fyne reads.

//go:build !windows && !darwin

package clocale_test

import (
	"bytes"
	"log"
	"os"
	"os/exec"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/internal/clocale"
)

// The tests are an external package: a test file of package clocale that
// imported Fyne's lang would make clocale wait for lang's initialisation,
// which the app's clocale does not.

// childEnv marks the test binary started by TestInit_BeforeFyne: it only
// runs the package initialisers (this package's and Fyne's lang) and exits.
const childEnv = "CLOCALE_INIT_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestInit_BeforeFyne starts this test binary with LANG=C.UTF-8: this
// package's initialiser must run before Fyne's lang package reads the
// locale, so that nothing is logged. (Without the init, the child logs
// "Fyne error: Error parsing user locale C", issue 37.)
func TestInit_BeforeFyne(t *testing.T) {
	for _, l := range []string{"C.UTF-8", "C", "POSIX", ""} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), childEnv+"=1", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=", "LANG="+l)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
		assert.Empty(t, string(out), "LANG=%q: nothing printed", l)
	}
}

// TestDefault: with LANG unset or naming the C locale, Fyne's locale
// lookup logs nothing and finds English; a LANGUAGE the person set, and a
// locale that names a language, are left as they are.
func TestDefault(t *testing.T) {
	for _, tc := range []struct {
		lcAll, lang, language, want string
	}{
		{"", "", "", "en"},
		{"", "C", "", "en"},
		{"", "C.UTF-8", "", "en"},
		{"", "C.utf8", "", "en"},
		{"", "POSIX", "", "en"},
		{"", "C.UTF-8", "de", "de"},
		{"", "en_US.UTF-8", "", "en-US"},
		{"", "de_DE.UTF-8", "", "de-DE"},
		{"C.UTF-8", "de_DE.UTF-8", "", "en"}, // LC_ALL wins, as in go-locale
		{"ko_KR.UTF-8", "C.UTF-8", "", "ko-KR"},
	} {
		t.Run(tc.lcAll+"/"+tc.lang+"/"+tc.language, func(t *testing.T) {
			t.Setenv("LC_ALL", tc.lcAll)
			t.Setenv("LC_MESSAGES", "")
			t.Setenv("LANG", tc.lang)
			t.Setenv("LANGUAGE", tc.language)
			var buf bytes.Buffer
			log.SetOutput(&buf)
			defer log.SetOutput(os.Stderr)
			clocale.Default(os.Getenv, os.Setenv)
			got := lang.SystemLocale()
			assert.Empty(t, buf.String(), "nothing logged")
			assert.Equal(t, tc.want, string(got))
		})
	}
}
