package record

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/cardavia/cardavia/games/catalog"
)

// TestParse_ByteOrderMark: a record that starts with a UTF-8 byte-order
// mark, as Windows Notepad saves one, reads as the same record, with LF or
// CRLF line ends; a mark anywhere else is still refused.
func TestParse_ByteOrderMark(t *testing.T) {
	text := "game scopa\nseed 7\ndealer p1\n\np0 D1\n"
	want, err := ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"\ufeff" + text, "\ufeff" + strings.ReplaceAll(text, "\n", "\r\n"), strings.ReplaceAll(text, "\n", "\r\n")} {
		got, err := ParseString(in)
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if !got.Equal(want) {
			t.Errorf("%q: read as %+v", in, got)
		}
	}
	if _, err := ParseString("game scopa\n\ufeffseed 7\n"); err == nil {
		t.Error("a mark on line 2 was accepted")
	}
}

// TestErrors_QuoteLittleOfTheInput: an error quotes at most about 80
// characters of the record, then "…", and binary garbage is described, not
// echoed as escapes.
func TestErrors_QuoteLittleOfTheInput(t *testing.T) {
	digits := strings.Repeat("9", 60000)
	long := strings.Repeat("x", 60000)
	garbage := strings.Repeat("\x00\x01\xff\xfe\x1b", 12000)
	cases := []struct {
		name, text, want string
	}{
		{"a 60,000-digit seed", "game scopa\nseed " + digits + "\n", `line 2: seed "` + strings.Repeat("9", 80) + `"… is too large`},
		{"a seed one past the largest", "game scopa\nseed 18446744073709551616\n", `line 2: seed "18446744073709551616" is too large: the largest is 2^64-1 (18446744073709551615)`},
		{"a seed that is no number", "game scopa\nseed " + long + "\n", `line 2: seed "xxxx`},
		{"a 60,000-character header", long + " 1\ngame scopa\n", `line 1: unknown header "` + strings.Repeat("x", 80) + `"… (known:`},
		{"a 60,000-character header without a value", long + "\n", `line 1: "` + strings.Repeat("x", 80) + `"… needs a value`},
		{"binary garbage", garbage + " 1\n", "line 1: unknown header binary data (60000 bytes)"},
		{"binary garbage without a value", garbage + "\n", "line 1: binary data (60000 bytes) needs a value"},
		{"a 60,000-character dealer", "game scopa\ndealer " + long + "\n", `line 2: dealer "xxxx`},
		{"a 60,000-character option", "game scopa\noption " + long + "\n", `line 2: an option is "option name=value", got "xxx`},
		{"a move of two 60,000-character words", "game scopa\np0 " + long[:30000] + " " + long[:30000] + "\n", `line 2: a move is "p<seat> <action>" with one action, got "p0 xxx`},
		{"a header after a move, 60,000 characters", "game scopa\np0 D1\n" + long + " 1\n", `line 3: header line "xxx`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseString(c.text)
			if err == nil {
				t.Fatal("no error")
			}
			checkShort(t, err.Error(), c.want)
		})
	}
}

// TestReplay_ErrorsQuoteLittleOfTheInput: the same for what Replay refuses:
// a 60,000-character move, a game or deck name, a card of a deal.
func TestReplay_ErrorsQuoteLittleOfTheInput(t *testing.T) {
	long := strings.Repeat("y", 60000)
	g, err := catalog.Lookup("scopa")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, text, want string
	}{
		{"a 60,000-character move", "game scopa\nseed 1\ndealer p0\n\np1 " + long + "\n", "line 5: p1 " + strings.Repeat("y", 80) + "…: "},
		{"a move of binary garbage", "game scopa\nseed 1\ndealer p0\n\np1 " + strings.Repeat("\x01\xff", 30000) + "\n", "line 5: p1 binary data (60000 bytes): "},
		{"a 60,000-character game", "game " + long + "\n", `line 1: record is for "yyy`},
		{"a 60,000-character deck", "game scopa\ndeck " + long + "\n", `line 2: unknown deck "yyy`},
		{"a deal with a 60,000-character card", "game scopa\ndeal " + long + "\n", `line 2: deal 1: "yyy`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, err := ParseString(c.text)
			if err == nil {
				_, err = Replay(rec, g, nil)
			}
			if err == nil {
				t.Fatal("no error")
			}
			checkShort(t, err.Error(), c.want)
		})
	}
}

func checkShort(t *testing.T, msg, want string) {
	t.Helper()
	if !strings.Contains(msg, want) {
		t.Errorf("error %.300q; want it to contain %.200q", msg, want)
	}
	if n := utf8.RuneCountInString(msg); n > 300 {
		t.Errorf("a %d-character error: %.300q", n, msg)
	}
	if strings.Count(msg, `\x`) > 10 {
		t.Errorf("escapes echoed: %.300q", msg)
	}
}

// TestDealCode_ErrorsQuoteLittleOfTheInput: the deal code's reader names
// what is wrong without echoing the code, and its writer quotes at most
// about 80 characters of a game id.
func TestDealCode_ErrorsQuoteLittleOfTheInput(t *testing.T) {
	for _, code := range []string{"skat-" + strings.Repeat("Z", 60000), strings.Repeat("\x00\xff", 30000), strings.Repeat("k", 60000) + "-0000"} {
		_, err := ParseDealCode(code)
		if err == nil {
			t.Fatal("no error")
		}
		checkShort(t, err.Error(), "deal code")
	}
	_, err := DealCode(&Record{Game: strings.Repeat("G", 60000)})
	if err == nil {
		t.Fatal("no error")
	}
	checkShort(t, err.Error(), `game id "GGG`)
}
