package ui

import (
	"bytes"
	"errors"
	"log"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestPrefsLogFilter writes Fyne's own error reports through the filter, as
// the app's logger does: the report of a preferences file read empty (a
// re-read in the middle of Fyne's own write) is dropped, whole; every other
// report, the same one with another cause included, comes through as Fyne
// wrote it.
func TestPrefsLogFilter(t *testing.T) {
	for _, tc := range []struct {
		name   string
		report func()
		kept   []string // what must come through; nil: nothing at all
	}{
		{"read empty", func() { fyne.LogError("Preferences load error:", errors.New("EOF")) }, nil},
		{"damaged", func() { fyne.LogError("Preferences load error:", errors.New("invalid character 'x'")) },
			[]string{"Fyne error:  Preferences load error:", "  Cause: invalid character 'x'", "  At: "}},
		{"another error", func() { fyne.LogError("Settings load error:", errors.New("EOF")) },
			[]string{"Fyne error:  Settings load error:", "  Cause: EOF", "  At: "}},
		{"read empty, then a line of the app's", func() {
			fyne.LogError("Preferences load error:", errors.New("EOF"))
			log.Println("cardavia: something else")
		}, []string{"cardavia: something else"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			orig := log.Writer()
			log.SetOutput(PrefsLogFilter(&buf))
			tc.report()
			log.SetOutput(orig)
			got := buf.String()
			if tc.kept == nil && got != "" {
				t.Fatalf("printed %q, want nothing", got)
			}
			lines := strings.Split(strings.TrimRight(got, "\n"), "\n")
			if tc.kept != nil && len(lines) != len(tc.kept) {
				t.Fatalf("printed %q, want %d lines", got, len(tc.kept))
			}
			for i, want := range tc.kept {
				if !strings.Contains(lines[i], want) {
					t.Errorf("line %d %q, want %q in it", i, lines[i], want)
				}
			}
		})
	}
}
