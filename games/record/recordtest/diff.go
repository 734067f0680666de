package recordtest

import (
	"fmt"
	"strings"
)

// context is how many unchanged lines stand around each change in a diff.
const context = 3

// maxTable bounds the table of the longest common subsequence; past it the
// differing middle is shown as removed and added whole.
const maxTable = 1 << 22

// edit is one line of a diff: op is ' ' (in both), '-' (only in the golden
// file) or '+' (only in this run).
type edit struct {
	op   byte
	text string
}

// diff returns a unified diff of want and got by lines, or "" when they are
// equal.
func diff(want, got string) string {
	if want == got {
		return ""
	}
	a, b := lines(want), lines(got)
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var ed []edit
	for _, l := range a[:pre] {
		ed = append(ed, edit{' ', l})
	}
	ed = append(ed, lcsEdits(a[pre:len(a)-suf], b[pre:len(b)-suf])...)
	for _, l := range a[len(a)-suf:] {
		ed = append(ed, edit{' ', l})
	}
	return hunks(ed)
}

// lines splits s after each newline; a last line without one is kept.
func lines(s string) []string {
	ls := strings.SplitAfter(s, "\n")
	if ls[len(ls)-1] == "" {
		ls = ls[:len(ls)-1]
	}
	return ls
}

// lcsEdits turns a into b keeping a longest common subsequence of lines.
func lcsEdits(a, b []string) []edit {
	var ed []edit
	n, m := len(a), len(b)
	if (n+1)*(m+1) > maxTable {
		for _, l := range a {
			ed = append(ed, edit{'-', l})
		}
		for _, l := range b {
			ed = append(ed, edit{'+', l})
		}
		return ed
	}
	// t[i][j] is the length of a longest common subsequence of a[i:], b[j:].
	t := make([][]int32, n+1)
	for i := range t {
		t[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				t[i][j] = t[i+1][j+1] + 1
			} else {
				t[i][j] = max(t[i+1][j], t[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case a[i] == b[j]:
			ed = append(ed, edit{' ', a[i]})
			i, j = i+1, j+1
		case t[i+1][j] >= t[i][j+1]:
			ed = append(ed, edit{'-', a[i]})
			i++
		default:
			ed = append(ed, edit{'+', b[j]})
			j++
		}
	}
	for ; i < n; i++ {
		ed = append(ed, edit{'-', a[i]})
	}
	for ; j < m; j++ {
		ed = append(ed, edit{'+', b[j]})
	}
	return ed
}

// hunks prints the changes of ed with their context, under @@ headers that
// give the line ranges in the golden file and in this run.
func hunks(ed []edit) string {
	// line[k] counts the lines of each side before edit k.
	line := make([][2]int, len(ed)+1)
	for k, e := range ed {
		line[k+1] = line[k]
		if e.op != '+' {
			line[k+1][0]++
		}
		if e.op != '-' {
			line[k+1][1]++
		}
	}
	var out strings.Builder
	for i := 0; i < len(ed); i++ {
		if ed[i].op == ' ' {
			continue
		}
		// The hunk runs on while the next change is at most two contexts away.
		end := i + 1
		for j := end; j < len(ed) && j-end <= 2*context; j++ {
			if ed[j].op != ' ' {
				end = j + 1
			}
		}
		start, stop := max(0, i-context), min(len(ed), end+context)
		fmt.Fprintf(&out, "@@ -%d,%d +%d,%d @@\n", line[start][0]+1, line[stop][0]-line[start][0],
			line[start][1]+1, line[stop][1]-line[start][1])
		for _, e := range ed[start:stop] {
			text, ok := strings.CutSuffix(e.text, "\n")
			fmt.Fprintf(&out, "%c%s\n", e.op, text)
			if !ok {
				out.WriteString("\\ no newline at the end\n")
			}
		}
		i = end - 1
	}
	return out.String()
}
