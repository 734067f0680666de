package layoutcheck

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/internal/testsize"
	"github.com/cardavia/cardavia/translations"
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

// TestSizes_SmallestFirst: the sizes start with the smallest supported
// window, the only one of them Small, and each call's slice is its own.
func TestSizes_SmallestFirst(t *testing.T) {
	sizes := Sizes()
	if sizes[0] != Smallest {
		t.Fatalf("Sizes() = %v, want %v first", sizes, Smallest)
	}
	for i, sz := range sizes {
		if Small(sz) != (i == 0) {
			t.Errorf("Small(%v) = %v", sz, Small(sz))
		}
	}
	if !Small(fyne.NewSize(800, 550)) || Small(fyne.NewSize(1024, 600)) {
		t.Error("800×550 is the table's share of the smallest window; 1024 wide is larger")
	}
	_ = append(sizes[:1], fyne.NewSize(1, 1))
	if Sizes()[1] == fyne.NewSize(1, 1) {
		t.Error("Sizes() shares its slice between calls")
	}
}

// TestLangs_EveryLanguageSmallEnglishAndWidestLarger: every language at a
// Small size; at a larger one English and the widest, once each, or every
// language when nothing was measured; every language everywhere under
// -tags exhaustive.
func TestLangs_EveryLanguageSmallEnglishAndWidestLarger(t *testing.T) {
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	all := b.Languages()
	var codes []string
	for _, l := range all {
		codes = append(codes, l.Code)
	}
	if len(all) < 3 || codes[0] != "en" {
		t.Fatalf("the test needs English first and two more languages: %v", codes)
	}
	other := codes[len(codes)-1]
	large := fyne.NewSize(1920, 1080)
	cases := []struct {
		name   string
		sz     fyne.Size
		widest string
		want   []string
	}{
		{"smallest", Smallest, other, codes},
		{"the table under the bar", fyne.NewSize(800, 550), other, codes},
		{"larger", large, other, []string{"en", other}},
		{"larger, English widest", large, "en", []string{"en"}},
		{"larger, nothing measured", large, "", codes},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := c.want
			if testsize.Exhaustive() {
				want = codes
			}
			var got []string
			for _, l := range Langs(all, c.sz, c.widest) {
				got = append(got, l.Code)
			}
			if !slices.Equal(got, want) {
				t.Errorf("Langs(%v, widest %q) = %v, want %v", c.sz, c.widest, got, want)
			}
		})
	}
}

// TestWidths_WidestFollowsTheTexts: the widest language is the one whose
// texts, summed over every check of a screen, take the most room; a
// translation that grows moves the choice; ties go to the first code; a
// screen never measured has none.
func TestWidths_WidestFollowsTheTexts(t *testing.T) {
	test.NewTempApp(t)
	var w Widths
	w.Add("home", "en", []string{"Play", "Settings"})
	w.Add("home", "de", []string{"Spielen", "Einstellungen"})
	w.Add("home", "ms", []string{"Main", "Tetapan"})
	w.Add("rules", "en", []string{"Rules of the game,\nin full"})
	w.Add("rules", "de", []string{"Regeln"})
	if got := w.Widest("home"); got != "de" {
		t.Errorf("Widest(home) = %q, want de", got)
	}
	if got := w.Widest("rules"); got != "en" {
		t.Errorf("Widest(rules) = %q, want en (both lines count)", got)
	}
	w.Add("home", "ms", []string{"Mulakan permainan baharu sekarang"}) // a second check of the screen
	if got := w.Widest("home"); got != "ms" {
		t.Errorf("after ms grew, Widest(home) = %q, want ms", got)
	}
	var tie Widths
	tie.Add("s", "it", []string{"abc"})
	tie.Add("s", "de", []string{"abc"})
	if got := tie.Widest("s"); got != "de" {
		t.Errorf("a tie went to %q, want de (the first code)", got)
	}
	if got := w.Widest("stats"); got != "" {
		t.Errorf("Widest of a screen never measured = %q, want \"\"", got)
	}
	if Width([]string{"a\nb"}) != Width([]string{"a", "b"}) {
		t.Error("a text's lines are measured one by one")
	}
}
