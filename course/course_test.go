package course

import (
	"context"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
)

// TestLessons_ReplayThroughTheEngine is every embedded lesson checked: its
// deal replays, every scripted move is legal at its step and the seat's,
// and every move asked for is the one the hint ranks first, alone.
func TestLessons_ReplayThroughTheEngine(t *testing.T) {
	cs, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) == 0 {
		t.Fatal("no course is embedded")
	}
	for _, c := range cs {
		for _, l := range c.Lessons {
			t.Run(l.Key(), func(t *testing.T) {
				if err := Check(context.Background(), l.Key(), l); err != nil {
					t.Error(err)
				}
			})
		}
	}
}

// TestParse_Refuses is each malformed lesson refused at its line.
func TestParse_Refuses(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"no lesson line", "title course.a\ngame scopa\nsay course.a\n", "no lesson line"},
		{"a caption that is no message id", "lesson x\ntitle course.a\nsay hello\n", ":3:"},
		{"an ask without its move", "lesson x\ntitle course.a\nask course.b\nwrong course.c\n", "has no move"},
		{"an ask without its wrong line", "lesson x\ntitle course.a\nask course.b\np0 C7\n", "no wrong line"},
		{"a person's move not asked for", "lesson x\ntitle course.a\nsay course.b\np0 C7\n", "every move of the person is asked for"},
		{"a computer's move where the person's is asked", "lesson x\ntitle course.a\nask course.b\nwrong course.c\np1 C7\n", "is the person's"},
		{"a mark before any step", "lesson x\ntitle course.a\nmark C7\n", "before any say"},
		{"no deal", "lesson x\ntitle course.a\ngame scopa\nsay course.b\n", "no deal line"},
		{"a bad header names its line", "lesson x\ntitle course.a\ngame scopa\nseed x\nsay course.b\n", ":4:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("f.lesson", tc.text)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Parse: %v, want an error with %q", err, tc.want)
			}
		})
	}
}

// TestCheck_Refuses is each lesson that would not go as written refused:
// a scripted move the engine refuses, a move by the wrong seat, and a move
// asked for that the hint does not rank first.
func TestCheck_Refuses(t *testing.T) {
	good := lessonText(t, "scopa/01-capture.lesson")
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"an illegal computer move", "p1 C4\n", "p1 S7\n", ":16: p1 S7"},
		{"the wrong seat", "p1 C4\n", "p1 C4\np1 D2\n", "it is p0's turn"},
		{"a weaker move asked for", "p0 C7\n", "p0 B3\n", "ranks another move first"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(good, tc.from, tc.to, 1)
			if text == good {
				t.Fatalf("%q is not in the lesson", tc.from)
			}
			l, err := Parse("f", text)
			if err == nil {
				err = Check(context.Background(), "f", l)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error with %q", err, tc.want)
			}
		})
	}
}

// TestJudge is the verdicts on the first lesson's asked position: the
// capture is right, laying a card that takes nothing is weaker.
func TestJudge(t *testing.T) {
	l := Of("scopa").Lesson("capture")
	p, err := l.Start()
	if err != nil {
		t.Fatal(err)
	}
	v := p.State.View(0)
	for _, tc := range []struct {
		move string
		want Verdict
	}{
		{"C7", Right},
		{"B3", Weaker},
		{"S2", Weaker},
	} {
		a, err := p.State.ParseAction(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := Judge(context.Background(), v, a); err != nil || got != tc.want {
			t.Errorf("Judge(%s) = %v, %v; want %v", tc.move, got, err, tc.want)
		}
	}
	if got, _ := Judge(context.Background(), v, games.Action(1<<40)); got != Illegal {
		t.Errorf("an action not in the legal set: %v, want Illegal", got)
	}
}

func lessonText(t *testing.T, name string) string {
	t.Helper()
	b, err := files.ReadFile("lessons/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestParseProgress is the stored progress read defensively: damage drops
// what it garbled, and the form written reads back the same.
func TestParseProgress(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"", ""},
		{"scopa/capture", "scopa/capture"},
		{" scopa/sum , scopa/capture ", "scopa/capture,scopa/sum"},
		{"scopa/capture,,scopa/capture", "scopa/capture"},
		{"scopa/capture,\x00garbage,/x,scopa/,SCOPA/Sum,a/b/c", "scopa/capture"},
		{"skat/null", "skat/null"}, // a lesson this build may not have is kept
	} {
		if got := ParseProgress(tc.in).String(); got != tc.want {
			t.Errorf("ParseProgress(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestCourse_Resume is the first lesson not done, or the first again.
func TestCourse_Resume(t *testing.T) {
	c := &Course{Game: "g", Lessons: []*Lesson{{Game: "g", ID: "a"}, {Game: "g", ID: "b"}}}
	for _, tc := range []struct {
		done, want string
		count      int
	}{
		{"", "a", 0},
		{"g/a", "b", 1},
		{"g/b", "a", 1},
		{"g/a,g/b", "a", 2},
	} {
		p := ParseProgress(tc.done)
		if got := c.Resume(p).ID; got != tc.want || c.Count(p) != tc.count {
			t.Errorf("done %q: Resume %s, Count %d; want %s, %d", tc.done, got, c.Count(p), tc.want, tc.count)
		}
	}
}
