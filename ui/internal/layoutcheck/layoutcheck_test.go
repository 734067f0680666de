package layoutcheck

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestProblems_FindsWhatItLooksFor: the checker itself catches a
// control past the edge, two controls on top of each other and a cut label.
func TestProblems_FindsWhatItLooksFor(t *testing.T) {
	test.NewTempApp(t)
	win := fyne.NewSize(200, 100)
	a := widget.NewButton("A long label here", nil)
	a.Move(fyne.NewPos(150, 0))
	a.Resize(fyne.NewSize(30, 30)) // past no edge, but cut
	b := widget.NewButton("B", nil)
	b.Move(fyne.NewPos(160, 10))
	b.Resize(b.MinSize()) // on top of a
	c := widget.NewButton("C", nil)
	c.Move(fyne.NewPos(190, 60))
	c.Resize(c.MinSize()) // past the right edge
	got := Problems(container.NewWithoutLayout(a, b, c), win)
	want := map[string]bool{"outside": false, "overlap": false, "label cut": false}
	for _, p := range got {
		for k := range want {
			if len(p) >= len(k) && p[:len(k)] == k {
				want[k] = true
			}
		}
	}
	for k, found := range want {
		if !found {
			t.Errorf("the checker missed %q in %v", k, got)
		}
	}
}

// TestProblems_ContentWiderThanItsVerticalScroll: a vertical scroll cannot
// move sideways, so a label reaching past its viewport's side is cut for
// good; past its bottom it is only scrolled away.
func TestProblems_ContentWiderThanItsVerticalScroll(t *testing.T) {
	test.NewTempApp(t)
	cases := []struct {
		name    string
		scroll  func(fyne.CanvasObject) *container.Scroll
		content fyne.Size
		cut     bool
	}{
		{"vertical, too wide", container.NewVScroll, fyne.NewSize(300, 50), true},
		{"vertical, too tall", container.NewVScroll, fyne.NewSize(100, 300), false},
		{"both ways, too wide", container.NewScroll, fyne.NewSize(300, 50), false},
		{"horizontal, too tall", container.NewHScroll, fyne.NewSize(100, 300), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := widget.NewLabel("some text")
			l.Resize(c.content)
			s := c.scroll(container.NewWithoutLayout(l))
			s.Resize(fyne.NewSize(150, 100))
			s.Content.Resize(c.content)
			got := Problems(container.NewWithoutLayout(s), fyne.NewSize(400, 400))
			cut := false
			for _, p := range got {
				cut = cut || len(p) > 10 && p[:10] == "past its s"
			}
			if cut != c.cut {
				t.Errorf("cut reported %v, want %v: %v", cut, c.cut, got)
			}
		})
	}
}

func TestTexts_ListsWhatIsShownAndSkipsWhatIsHidden(t *testing.T) {
	hidden := widget.NewLabel("hidden")
	hidden.Hide()
	box := container.NewVBox(widget.NewLabel("label"), widget.NewButton("button", nil), hidden,
		widget.NewRichTextWithText("rich text"), widget.NewHyperlink("link", nil))
	shut := container.NewVBox(widget.NewLabel("inside a hidden box"))
	shut.Hide()
	got := Texts(container.NewVBox(box, shut))
	want := []string{"label", "button", "rich text", "link"}
	if len(got) != len(want) {
		t.Fatalf("Texts = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Texts[%d] = %q, want %q", i, got[i], want[i])
		}
	}
}
