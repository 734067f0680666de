// Package excerpt is how an error message quotes what it was given: a
// record line, a seed, a request. A message is one short sentence, so it
// quotes at most about 80 characters of the input and then "…", and it
// never echoes binary data as long escaped text: a 60,000-digit seed or a
// line of garbage must not become a 60 KB "one-line" error.
package excerpt

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Max is how many characters of the input a message quotes.
const Max = 80

// Quote returns s quoted as Go would (strconv.Quote), cut to its first Max
// characters followed by "…" when longer; input that is mostly not text
// (invalid UTF-8, control characters) reads "binary data (N bytes)".
func Quote(s string) string {
	if Binary(s) {
		return fmt.Sprintf("binary data (%d bytes)", len(s))
	}
	head, cut := clip(s, Max)
	q := strconv.Quote(head)
	if cut {
		q += "…"
	}
	return q
}

// Text returns s for a message that shows it unquoted (a move as a record
// spells it): s itself when short and printable, else its first Max
// characters and "…", every character that is not printable written as an
// escape; binary input reads "binary data (N bytes)".
func Text(s string) string {
	if Binary(s) {
		return fmt.Sprintf("binary data (%d bytes)", len(s))
	}
	return printable(s, Max)
}

// Clip returns a message that may carry input (a parser's error) cut to
// Max characters past what it says itself, with "…" where it was cut and
// every character that is not printable written as an escape.
func Clip(msg string) string { return printable(msg, Max+40) }

// printable returns the first n characters of s, escaping those that are
// not printable, with "…" when s was longer.
func printable(s string, n int) string {
	head, cut := clip(s, n)
	var b strings.Builder
	for _, r := range head {
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			b.WriteString(strings.Trim(strconv.QuoteRune(r), "'"))
			continue
		}
		b.WriteRune(r)
	}
	if cut {
		b.WriteString("…")
	}
	return b.String()
}

// clip returns the first n characters of s and whether any were left out.
func clip(s string, n int) (string, bool) {
	i := 0
	for k := range s {
		if i == n {
			return s[:k], true
		}
		i++
	}
	return s, false
}

// Binary reports whether s is more than a tenth invalid UTF-8 or control
// characters (tabs aside): data to describe, not to quote.
func Binary(s string) bool {
	bad, all := 0, 0
	for _, r := range s {
		all++
		if r == utf8.RuneError || (r < 0x20 && r != '\t') || r == 0x7f {
			bad++
		}
	}
	return bad > 0 && bad*10 > all
}
