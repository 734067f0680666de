package excerpt

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestQuote(t *testing.T) {
	long := strings.Repeat("9", 60000)
	tests := []struct {
		name, in, want string
	}{
		{"short text whole", "seed 12", `"seed 12"`},
		{"exactly the limit whole", strings.Repeat("a", Max), `"` + strings.Repeat("a", Max) + `"`},
		{"a long seed cut", long, `"` + strings.Repeat("9", Max) + `"…`},
		{"binary described", "\x00\x01\x02\xff\xfe garbage", "binary data (13 bytes)"},
		{"one stray control escaped", "game\x01 scopa and a long enough line", `"game\x01 scopa and a long enough line"`},
		{"characters, not bytes", strings.Repeat("é", 100), `"` + strings.Repeat("é", Max) + `"…`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Quote(tt.in); got != tt.want {
				t.Errorf("Quote = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestClip(t *testing.T) {
	msg := `json: unknown field "` + strings.Repeat("x", 60000) + `"`
	got := Clip(msg)
	if n := utf8.RuneCountInString(got); n > Max+41 || !strings.HasSuffix(got, "…") {
		t.Errorf("Clip left %d characters: %.200s", n, got)
	}
	if got := Clip("bad \x00 byte"); got != `bad \x00 byte` {
		t.Errorf("Clip = %q", got)
	}
	if got := Clip("short"); got != "short" {
		t.Errorf("Clip = %q", got)
	}
}
