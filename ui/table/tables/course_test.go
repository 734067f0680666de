package tables

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/course"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/internal/testsize"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// lessonHarness seats a lesson's game at its table playing the lesson, at
// the app's text size; done counts the lesson's Done calls.
func lessonHarness(t *testing.T, l *course.Lesson, sz fyne.Size, done *int) *tabletest.Harness {
	t.Helper()
	g, err := catalog.Lookup(l.Game)
	if err != nil {
		t.Fatal(err)
	}
	h := tabletest.New(t, tabletest.Config{Info: g, NewGame: func() table.Game { return GameFor(l.Game) },
		Deck: g.Decks[0], Size: sz,
		Lesson: &env.Lesson{Lesson: l, Number: 1, Of: 1, Done: func() { *done++ }}})
	h.AppSized()
	return h
}

// keyInCaption is a key the caption names as its control's key: "(X)",
// or a digit: Skat's announcements are keyed by the number on their button.
var keyInCaption = regexp.MustCompile(`\(([A-Z0-9])\)`)

// follow is the test's person who has never played: at a caption to read
// it presses Next; asked for a move, it does what the caption shows — it
// presses the key the caption names ("(C)"), else plays the card the arrow
// points at, taking the marked cards when the table asks which to take and
// the first choice when it asks how — and it answers a question before a
// move with Enter. It fails the test when a move it made that way was
// called wrong.
func follow(t *testing.T, h *tabletest.Harness) {
	t.Helper()
	// tapped are the cards tapped at the current caption: a move of two
	// taps (Skat's two cards laid away) taps each arrowed card once, since a
	// second tap on the same card takes the first back.
	tapped, at := map[cards.Card]bool{}, ""
	for i := 0; i < 60; i++ {
		lp := h.Lesson()
		if lp.Caption != at {
			tapped, at = map[cards.Card]bool{}, lp.Caption
		}
		switch {
		case lp.Done:
			return
		case lp.Wrong != "":
			t.Fatalf("following the captions, a move was called wrong: %q (caption %q)", lp.Wrong, lp.Caption)
		case !lp.Next.Disabled():
			test.Tap(lp.Next)
		case h.Busy() || h.ToMove() != table.Human:
			t.Fatalf("the lesson waits for nothing the person can do: %q", lp.Caption)
		case h.Asking():
			h.Key(fyne.KeyReturn)
		case len(h.Choices()) > 0:
			test.Tap(h.ControlButtons()[0])
		case h.Choosing() != cards.None:
			for _, code := range lp.Marks {
				c, _ := h.Deck().Parse(code)
				if h.Candidates().Has(c) {
					test.Tap(h.FaceOf(c))
				}
			}
		default:
			if m := keyInCaption.FindStringSubmatch(lp.Caption); m != nil {
				// Enter must do what the caption asks too: the row's
				// highlighted button is the one whose key it names
				// ("Pass (P)", or an announcement's "2 · Hearts · 20").
				if hl := highlighted(h); hl != nil && !strings.Contains(hl.Text, "("+m[1]+")") && !strings.HasPrefix(hl.Text, m[1]+" ") {
					t.Errorf("asked %q: the highlighted button is %q, so Enter would not do what the caption says", lp.Caption, hl.Text)
				}
				h.Key(fyne.KeyName(m[1]))
				continue
			}
			// The one card standing raised is the one the arrow points
			// at, not the hand's first (Enter plays the raised card).
			if len(tapped) == 0 && len(lp.Arrows) > 0 {
				if c, err := h.Deck().Parse(lp.Arrows[0]); err == nil && slices.Contains(h.Hand(), c) {
					if r := h.Raised(); !slices.Equal(r, []cards.Card{c}) {
						t.Errorf("asked %q: raised %v, want the arrowed %v", lp.Caption, r, lp.Arrows[0])
					}
				}
			}
			played := false
			for _, code := range lp.Arrows {
				c, err := h.Deck().Parse(code)
				if err == nil && slices.Contains(h.Hand(), c) && !tapped[c] {
					tapped[c] = true
					test.Tap(h.FaceOf(c))
					played = true
					break
				}
			}
			if !played {
				t.Fatalf("asked %q, the caption shows no card in the hand and names no key", lp.Caption)
			}
		}
	}
	t.Fatalf("the lesson did not end: at %q", h.Lesson().Caption)
}

// highlighted is the row's highlighted button when the decision buttons
// are the keyboard's row (several buttons, one of them primary), else nil.
func highlighted(h *tabletest.Harness) *widget.Button {
	var hl *widget.Button
	bs := h.ControlButtons()
	for _, b := range bs {
		if b.Importance == widget.HighImportance {
			if hl != nil {
				return nil
			}
			hl = b
		}
	}
	if len(bs) < 2 {
		return nil
	}
	return hl
}

// TestCourse_EnterAtTheAuctionDoesWhatTheCaptionSays is Skat's auction
// lesson played with Enter alone (Next, hold, hold, pass): the highlight
// starts on the move each question expects, so Enter never bids when the
// caption says pass, and goes back there after a wrong one; and the status line does not work out the games'
// values, which the lesson asks the person to reckon, until the end.
func TestCourse_EnterAtTheAuctionDoesWhatTheCaptionSays(t *testing.T) {
	done := 0
	h := lessonHarness(t, course.Of("skat").Lesson("auction"), fyne.NewSize(1024, 700), &done)
	triedWrong := false
	for i := 0; i < 12 && !h.Lesson().Done; i++ {
		lp := h.Lesson()
		if lp.Wrong != "" && !triedWrong {
			t.Fatalf("Enter at %q was called wrong: %q", lp.Caption, lp.Wrong)
		}
		if st := h.Status(); strings.Contains(st, "Grand") {
			t.Errorf("during the lesson the status line works the values out: %q", st)
		}
		if strings.Contains(lp.Caption, "pass (P)") && !triedWrong {
			// Moved to Hold and confirmed: wrong, and the highlight
			// goes back to Pass, so the next Enter passes.
			triedWrong = true
			h.Key(fyne.KeyLeft)
			h.Key(fyne.KeyReturn)
			if h.Lesson().Wrong == "" {
				t.Fatalf("holding 27 was not called wrong")
			}
		}
		h.Key(fyne.KeyReturn)
	}
	if !h.Lesson().Done || done != 1 {
		t.Fatalf("Enter alone did not finish the lesson: at %q, done %d", h.Lesson().Caption, done)
	}
}

// TestCourse_FollowingTheCaptionsCompletesEveryLesson is each course played
// by a person who does what the captions say, at the smallest window: every
// lesson reaches its end, Done is told once, the marks and arrows are on
// the felt, and the panel never covers the felt's cards.
func TestCourse_FollowingTheCaptionsCompletesEveryLesson(t *testing.T) {
	cs, err := course.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		for _, l := range c.Lessons {
			t.Run(l.Key(), func(t *testing.T) {
				done := 0
				h := lessonHarness(t, l, layoutcheck.Smallest, &done)
				follow(t, h)
				if done != 1 {
					t.Errorf("Done was told %d times, want once", done)
				}
				if p := h.LayoutProblems(); len(p) > 0 {
					t.Errorf("layout at the end: %v", p)
				}
			})
		}
	}
}

// TestCourse_WrongMoveIsTakenBackAndExplained is Scopa's first lesson with
// the person playing a card that takes nothing: it is not played, the
// step's sentence says why, and the right card then goes on.
func TestCourse_WrongMoveIsTakenBackAndExplained(t *testing.T) {
	l := course.Of("scopa").Lesson("capture")
	done := 0
	h := lessonHarness(t, l, fyne.NewSize(1024, 700), &done)
	if lp := h.Lesson(); lp.Rings != 2 {
		t.Errorf("the first caption rings %d cards, want 2 (%v)", lp.Rings, lp.Marks)
	}
	test.Tap(h.Lesson().Next)
	moves := h.Moves()
	b3, _ := h.Deck().Parse("B3")
	test.Tap(h.FaceOf(b3))
	lp := h.Lesson()
	if !strings.Contains(lp.Wrong, "matches nothing") {
		t.Fatalf("after a wrong card the panel says %q, want the lesson's explanation", lp.Wrong)
	}
	if h.Moves() != moves || !slices.Contains(h.Hand(), b3) {
		t.Fatalf("the wrong card was played")
	}
	if lp.Arrowed != 1 {
		t.Errorf("%d arrows on the felt, want 1 at the 7", lp.Arrowed)
	}
	c7, _ := h.Deck().Parse("C7")
	if r := h.Raised(); !slices.Equal(r, []cards.Card{c7}) {
		t.Errorf("after the wrong card, raised %v: want the 7 the arrow points at, not the card taken back", r)
	}
	test.Tap(h.FaceOf(c7))
	if lp := h.Lesson(); lp.Wrong != "" || h.Moves() == moves {
		t.Fatalf("the right card: wrong %q, moves %d (before %d)", lp.Wrong, h.Moves(), moves)
	}
	follow(t, h)
}

// TestCourse_EveryCaptionFitsTheSmallestWindow is every caption and every
// wrong move's sentence of every lesson, in every language, in the panel
// of its game's table at 800×600: nothing is cut or overlaps, and the
// panel leaves the felt at least half the window's height, so the cards a
// caption talks about stay in view beside it.
func TestCourse_EveryCaptionFitsTheSmallestWindow(t *testing.T) {
	b, cs := bundleAndCourses(t)
	for _, c := range cs {
		for _, lang := range b.Languages() {
			t.Run(c.Game+"/"+lang.Code, func(t *testing.T) {
				g, err := catalog.Lookup(c.Game)
				if err != nil {
					t.Fatal(err)
				}
				done := 0
				h := tabletest.New(t, tabletest.Config{Info: g, NewGame: func() table.Game { return GameFor(c.Game) },
					Deck: g.Decks[0], Size: layoutcheck.Smallest, L: translations.NewLocalizer(b, lang),
					Lesson: &env.Lesson{Lesson: c.Lessons[0], Number: 1, Of: len(c.Lessons), Done: func() { done++ }}})
				h.AppSized()
				for _, l := range c.Lessons {
					for _, s := range l.Steps {
						if s.Kind == course.Auto {
							continue
						}
						h.ShowCaption(s.Caption, s.Wrong)
						if p := h.LayoutProblems(); len(p) > 0 {
							t.Errorf("%s line %d: %v", l.Key(), s.Line, p)
						}
						if box := h.Lesson().Box; box.Size().Height > layoutcheck.Smallest.Height/2-60 {
							t.Errorf("%s line %d: the panel is %.0f px high", l.Key(), s.Line, box.Size().Height)
						}
					}
				}
			})
		}
	}
}

// TestCourse_EnterPressesNext: at a caption to read, Enter is Next (the
// keyboard person reads and goes on without the mouse); at a move asked
// for it plays the raised card, as at any turn.
func TestCourse_EnterPressesNext(t *testing.T) {
	done := 0
	h := lessonHarness(t, course.Of("scopa").Lesson("capture"), fyne.NewSize(1024, 700), &done)
	before := h.Lesson().Caption
	h.Key(fyne.KeyReturn)
	if after := h.Lesson().Caption; after == before || !strings.Contains(after, "Play your 7") {
		t.Fatalf("after Enter the caption is %q (before %q)", after, before)
	}
}

// TestCourse_EveryWrongMoveIsExplained is, in every lesson, the first
// move asked for answered with each other legal move in turn: none is
// played, and the panel shows the step's own sentence.
func TestCourse_EveryWrongMoveIsExplained(t *testing.T) {
	b, cs := bundleAndCourses(t)
	for _, c := range cs {
		for _, l := range c.Lessons {
			t.Run(l.Key(), func(t *testing.T) {
				done := 0
				h := lessonHarness(t, l, fyne.NewSize(1024, 700), &done)
				var ask course.Step
				for _, s := range l.Steps {
					if s.Kind == course.Ask {
						ask = s
						break
					}
				}
				for i := 0; i < 10 && !h.Lesson().Next.Disabled(); i++ {
					test.Tap(h.Lesson().Next)
				}
				want, _ := b.EnglishOther(ask.Wrong)
				right, err := h.State().ParseAction(ask.Action)
				if err != nil {
					t.Fatal(err)
				}
				wrongs := 0
				for _, a := range h.View().Legal(nil) {
					if a == right {
						continue
					}
					moves := h.Moves()
					h.Play(a)
					if got := h.Lesson().Wrong; got != want || h.Moves() != moves {
						t.Errorf("%s: the panel says %q after %d moves (before %d), want %q", h.State().FormatAction(a), got, h.Moves(), moves, want)
					}
					wrongs++
				}
				if wrongs == 0 {
					t.Errorf("the move asked for at line %d is the only legal one: nothing to teach", ask.Line)
				}
			})
		}
	}
}

// bundleAndCourses are the app's message files and every embedded course.
func bundleAndCourses(t *testing.T) (*translations.Bundle, []*course.Course) {
	t.Helper()
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	cs, err := course.All()
	if err != nil {
		t.Fatal(err)
	}
	return b, cs
}

// TestCourse_AMoveBeforeTheAnswerIsReadyWaitsForIt: the right answer is
// worked out off the UI goroutine when the question comes up; a card
// played before it is in is not lost: the table says it is checking, and
// judges the move when the answer arrives.
func TestCourse_AMoveBeforeTheAnswerIsReadyWaitsForIt(t *testing.T) {
	done := 0
	h := lessonHarness(t, course.Of("scopa").Lesson("capture"), fyne.NewSize(1024, 700), &done)
	var queued []func()
	h.SetRunAI(func(f func()) { queued = append(queued, f) })
	test.Tap(h.Lesson().Next) // the question comes up; its answer is queued
	if len(queued) != 1 {
		t.Fatalf("%d pieces of work queued, want the answer's", len(queued))
	}
	moves := h.Moves()
	c7, _ := h.Deck().Parse("C7")
	test.Tap(h.FaceOf(c7))
	if h.Moves() != moves || !strings.Contains(h.Status(), "Checking") {
		t.Fatalf("before the answer: %d moves (before %d), status %q", h.Moves(), moves, h.Status())
	}
	queued[0]()
	if h.Moves() == moves || h.Lesson().Wrong != "" {
		t.Fatalf("the answer in: moves %d (before %d), wrong %q", h.Moves(), moves, h.Lesson().Wrong)
	}
}

// TestCourse_TheWrongLineDoesNotMoveTheFelt: at every window size the
// layout tests use, the lesson's panel is as high after a wrong move as it
// was when the question came up (the wrong move's line has its room from
// the start), so the felt under the person's eyes does not jump; and the
// table lays out cleanly with the line shown.
func TestCourse_TheWrongLineDoesNotMoveTheFelt(t *testing.T) {
	_, cs := bundleAndCourses(t)
	for _, sz := range layoutcheck.Sizes() {
		for _, c := range cs {
			// Quick: each course's last lesson (Skat's first question is
			// a bid, whose answer takes a second of search); --all: every
			// lesson.
			for _, l := range c.Lessons[len(c.Lessons)-testsize.Pick(1, len(c.Lessons)):] {
				t.Run(fmt.Sprintf("%s/%.0fx%.0f", l.Key(), sz.Width, sz.Height), func(t *testing.T) {
					done := 0
					h := lessonHarness(t, l, sz, &done)
					for i := 0; i < 10 && !h.Lesson().Next.Disabled(); i++ {
						test.Tap(h.Lesson().Next)
					}
					var ask course.Step
					for _, s := range l.Steps {
						if s.Kind == course.Ask {
							ask = s
							break
						}
					}
					right, err := h.State().ParseAction(ask.Action)
					if err != nil {
						t.Fatal(err)
					}
					before := h.Lesson().Box.Size().Height
					for _, a := range h.View().Legal(nil) {
						if a != right {
							h.Play(a)
							break
						}
					}
					lp := h.Lesson()
					if lp.Wrong == "" {
						t.Fatalf("no wrong move's line after a wrong move at %q", lp.Caption)
					}
					if after := lp.Box.Size().Height; after != before {
						t.Errorf("the panel was %.0f px high at the question and %.0f px with the wrong move's line", before, after)
					}
					if p := h.LayoutProblems(); len(p) > 0 {
						t.Errorf("layout with the wrong move's line: %v", p)
					}
				})
			}
		}
	}
}

// TestCourse_AtTheEndTheTablePlaysOnWithItsTools: while a lesson is under
// way its table has no tools (neither buttons nor keys: they would leave
// the script); at its end the person plays the deal on at a table like a
// match's, with Undo, Hint, Last trick and the log back (not New game, a
// match of the home screen's), and the panel offers the next lesson and
// the way back to the course — after the last lesson only the way back.
func TestCourse_AtTheEndTheTablePlaysOnWithItsTools(t *testing.T) {
	for _, tc := range []struct {
		name     string
		hasNext  bool
		next     string // the first button's label at the end
		skipShow bool   // the second button is shown (Back to the course)
	}{
		{"a lesson with one after it", true, "Next lesson", true},
		{"the course's last lesson", false, "Back to the course", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := course.Of("scopa").Lesson("capture")
			g, err := catalog.Lookup(l.Game)
			if err != nil {
				t.Fatal(err)
			}
			done, nexts, backs := 0, 0, 0
			lesson := &env.Lesson{Lesson: l, Number: 1, Of: 6, Done: func() { done++ }}
			if tc.hasNext {
				lesson.Next = func() { nexts++ }
			}
			h := tabletest.New(t, tabletest.Config{Info: g, NewGame: func() table.Game { return GameFor(l.Game) },
				Deck: g.Decks[0], Size: fyne.NewSize(1024, 700), Lesson: lesson, Back: func() { backs++ }})
			h.AppSized()
			for _, tool := range []string{"undo", "hint", "new"} {
				if h.ToolShown(tool) {
					t.Errorf("during the lesson the %s tool is shown", tool)
				}
			}
			test.Tap(h.Lesson().Next)
			if h.Typed(fyne.KeyH) || h.HintText() != "" {
				t.Errorf("during the lesson H asked for a hint")
			}
			follow(t, h)
			lp := h.Lesson()
			for _, tool := range []string{"undo", "hint", "log"} {
				if !h.ToolShown(tool) {
					t.Errorf("at the end the %s tool is hidden: no way to play on as at a match", tool)
				}
			}
			if h.ToolShown("new") {
				t.Errorf("at the end New game is shown on the lesson's screen")
			}
			if lp.Next.Text != tc.next || lp.Skip.Visible() != tc.skipShow {
				t.Errorf("at the end the panel offers %q and %q (shown %v), want %q and shown %v",
					lp.Next.Text, lp.Skip.Text, lp.Skip.Visible(), tc.next, tc.skipShow)
			}
			if tc.skipShow {
				if lp.Skip.Text != "Back to the course" {
					t.Errorf("the second button says %q, want the way back to the course", lp.Skip.Text)
				}
				test.Tap(lp.Skip)
				if backs != 1 || nexts != 0 {
					t.Errorf("Back to the course: back told %d times, next %d", backs, nexts)
				}
			}
			if !strings.Contains(lp.Caption, "Hint and Undo are back") {
				t.Errorf("the end's caption does not say the tools are back: %q", lp.Caption)
			}
			if p := h.LayoutProblems(); len(p) > 0 {
				t.Errorf("layout at the end: %v", p)
			}
			// Playing on: a card of the person's, then Undo takes it back.
			if h.ToMove() == table.Human && !h.Busy() {
				moves := h.Moves()
				test.Tap(h.FirstLegal())
				h.Key(fyne.KeyU)
				if h.Undone() != 1 || h.Moves() != moves {
					t.Errorf("after the end, U took %d moves back, %d moves now (before %d)", h.Undone(), h.Moves(), moves)
				}
			} else {
				t.Errorf("at the end it is not the person's turn: no deal to play on")
			}
		})
	}
}

// TestCourse_ALessonOpenedAgainStartsFromItsFirstStep: a lesson left at
// its third caption and opened again (a new table, as the shell opens it)
// is at its first caption, "step 1", as the course screen says it will be.
func TestCourse_ALessonOpenedAgainStartsFromItsFirstStep(t *testing.T) {
	l := course.Of("scopa").Lesson("sum")
	done := 0
	h := lessonHarness(t, l, fyne.NewSize(1024, 700), &done)
	first := h.Lesson().Caption
	for i := 0; i < 2 && !h.Lesson().Next.Disabled(); i++ {
		test.Tap(h.Lesson().Next)
	}
	if h.Lesson().Caption == first {
		t.Fatalf("the lesson did not move on from its first caption")
	}
	h.Table.Close() // left before its end
	again := lessonHarness(t, l, fyne.NewSize(1024, 700), &done)
	if lp := again.Lesson(); lp.Caption != first || !strings.Contains(lp.Head, "step 1 of") {
		t.Errorf("opened again the lesson is at %q (%q), want its first caption %q", lp.Caption, lp.Head, first)
	}
	if done != 0 {
		t.Errorf("a lesson left halfway was told done %d times", done)
	}
}
