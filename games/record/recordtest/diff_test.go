package recordtest

import (
	"fmt"
	"strings"
	"testing"
)

// numbered returns the lines "line 1" … "line n", each ending in a newline.
func numbered(n int) []string {
	ls := make([]string, n)
	for i := range ls {
		ls[i] = fmt.Sprintf("line %d\n", i+1)
	}
	return ls
}

// edited returns numbered(n) with the given lines (1-based) replaced.
func edited(n int, repl map[int]string) string {
	ls := numbered(n)
	for i, s := range repl {
		ls[i-1] = s
	}
	return strings.Join(ls, "")
}

func TestDiff(t *testing.T) {
	ten := edited(10, nil)
	cases := []struct {
		name, want, got, diff string
	}{
		{"equal texts have no diff", ten, ten, ""},
		{"a changed line shows with three lines of context",
			ten, edited(10, map[int]string{5: "five\n"}),
			"@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+five\n line 6\n line 7\n line 8\n"},
		{"an added last line",
			ten, ten + "line 11\n",
			"@@ -8,3 +8,4 @@\n line 8\n line 9\n line 10\n+line 11\n"},
		{"a removed first line",
			ten, strings.Join(numbered(10)[1:], ""),
			"@@ -1,4 +1,3 @@\n-line 1\n line 2\n line 3\n line 4\n"},
		{"a lost final newline",
			"a\nb\n", "a\nb",
			"@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ no newline at the end\n"},
		{"changes six lines apart share a hunk",
			edited(20, nil), edited(20, map[int]string{5: "five\n", 12: "twelve\n"}),
			"@@ -2,14 +2,14 @@\n line 2\n line 3\n line 4\n-line 5\n+five\n line 6\n line 7\n line 8\n line 9\n line 10\n line 11\n-line 12\n+twelve\n line 13\n line 14\n line 15\n"},
		{"changes seven lines apart get a hunk each",
			edited(20, nil), edited(20, map[int]string{5: "five\n", 13: "thirteen\n"}),
			"@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+five\n line 6\n line 7\n line 8\n" +
				"@@ -10,7 +10,7 @@\n line 10\n line 11\n line 12\n-line 13\n+thirteen\n line 14\n line 15\n line 16\n"},
		{"a moved line is removed in one place and added in another",
			"a\nb\nc\nd\n", "b\nc\nd\na\n",
			"@@ -1,4 +1,4 @@\n-a\n b\n c\n d\n+a\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := diff(c.want, c.got); got != c.diff {
				t.Errorf("diff:\n%s\nwant:\n%s", got, c.diff)
			}
		})
	}
}
