package prose

import (
	"net/url"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

const months = "The months:\n\n```cards kinds\n" +
	"January (pine) | 01-B 01-R 01-J1 01-J2\nFebruary (plum) | 02-A 02-R 02-J1 02-J2\n" +
	"March (cherry) | 03-B 03-R 03-J1 03-J2\nApril (wisteria) | 04-A 04-R 04-J1 04-J2\n" +
	"May (iris) | 05-A 05-R 05-J1 05-J2\nJune (peony) | 06-A 06-R 06-J1 06-J2\n" +
	"November (paulownia) | 11-B 11-D 11-J1 11-J2\n```\n\nAfter."

// TestPage_CardsBlock lays the months table out at several widths: every
// card is drawn once, at a card's proportions, inside the page, none on
// another, each with its kind under it; two columns where they fit, one
// where not, and the label never over the cards.
func TestPage_CardsBlock(t *testing.T) {
	test.NewTempApp(t)
	made := map[string]int{}
	opts := Options{
		Card: func(code string) fyne.CanvasObject {
			made[code]++
			return canvas.NewRectangle(nil)
		},
		Kind: func(code string) string {
			if strings.HasSuffix(code, "-D") {
				return "double junk"
			}
			return "junk"
		},
	}
	p := New(months, opts)
	for _, tc := range []struct {
		width float32
		cols  int
	}{{1000, 2}, {760, 2}, {560, 1}, {300, 1}, {180, 1}} {
		p.Resize(fyne.NewSize(tc.width, p.HeightFor(tc.width)))
		cs := p.Cards()
		if len(cs) != 28 {
			t.Fatalf("%v px: %d cards, want 28", tc.width, len(cs))
		}
		xs := map[float32]bool{}
		for i, c := range cs {
			if c.Pos.X < 0 || c.Pos.X+c.Size.Width > tc.width || c.Pos.Y+c.Size.Height > p.HeightFor(tc.width) {
				t.Errorf("%v px: %s at %v size %v lies outside the page", tc.width, c.Code, c.Pos, c.Size)
			}
			if r := c.Size.Width / c.Size.Height; r < 0.6 || r > 0.72 {
				t.Errorf("%v px: %s is %v, not a card's shape", tc.width, c.Code, c.Size)
			}
			if c.Caption == "" {
				t.Errorf("%v px: %s has no caption", tc.width, c.Code)
			}
			for _, d := range cs[:i] {
				if c.Pos.X < d.Pos.X+d.Size.Width && d.Pos.X < c.Pos.X+c.Size.Width &&
					c.Pos.Y < d.Pos.Y+d.Size.Height && d.Pos.Y < c.Pos.Y+c.Size.Height {
					t.Errorf("%v px: %s lies on %s", tc.width, c.Code, d.Code)
				}
			}
			if i%4 == 0 {
				xs[c.Pos.X] = true
			}
		}
		if len(xs) != tc.cols {
			t.Errorf("%v px: the rows stand in %d columns, want %d", tc.width, len(xs), tc.cols)
		}
		// Each label lies left of its row's cards (or above them).
		for _, o := range test.WidgetRenderer(p).Objects() {
			if txt, ok := o.(*canvas.Text); ok && strings.Contains(txt.Text, "January") {
				first := cs[0]
				if txt.Position().X+txt.MinSize().Width > first.Pos.X && txt.Position().Y+txt.MinSize().Height > first.Pos.Y {
					t.Errorf("%v px: the label %q at %v runs into the first card at %v", tc.width, txt.Text, txt.Position(), first.Pos)
				}
			}
		}
	}
	for code, n := range made {
		if n != 1 {
			t.Errorf("the picture of %s was made %d times; a page makes each once", code, n)
		}
	}
}

// TestPage_BulletBesideItsLine: a bullet stands at the middle of its
// item's first line, whatever the script (it sat below Hindi text).
func TestPage_BulletBesideItsLine(t *testing.T) {
	test.NewTempApp(t)
	for _, md := range []string{"- one **two** three", "- इक्का (डाउस, Daus) 11", "- 에이스(다우스) 11"} {
		p := newPage(t, md, 400)
		var dot *canvas.Circle
		var text *canvas.Text
		for _, o := range test.WidgetRenderer(p).Objects() {
			switch x := o.(type) {
			case *canvas.Circle:
				dot = x
			case *canvas.Text:
				if text == nil {
					text = x
				}
			}
		}
		if dot == nil || text == nil {
			t.Fatalf("%s: no bullet or no text", md)
		}
		mid := dot.Position().Y + dot.Size().Height/2
		top, h := text.Position().Y, text.MinSize().Height
		if mid < top+h*0.3 || mid > top+h*0.7 {
			t.Errorf("%s: the bullet's middle at %v, the text from %v to %v", md, mid, top, top+h)
		}
		if dot.Position().X+dot.Size().Width > text.Position().X {
			t.Errorf("%s: the bullet runs into the text", md)
		}
	}
}

// TestPage_Links: a link's text is drawn in the line as any other text and
// opens its address when tapped.
func TestPage_Links(t *testing.T) {
	test.NewTempApp(t)
	var opened []string
	p := New("Korea · 48 cards · [Wikipedia ↗](https://en.wikipedia.org/wiki/Go-Stop) and more", Options{
		OpenURL: func(u *url.URL) error { opened = append(opened, u.String()); return nil },
	})
	p.Resize(fyne.NewSize(500, p.HeightFor(500)))
	var links []*Link
	for _, o := range test.WidgetRenderer(p).Objects() {
		if k, ok := o.(*Link); ok {
			links = append(links, k)
		}
	}
	if len(links) != 1 || links[0].Text() != "Wikipedia ↗" {
		t.Fatalf("links %v", links)
	}
	test.Tap(links[0])
	links[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if strings.Join(opened, " ") != "https://en.wikipedia.org/wiki/Go-Stop https://en.wikipedia.org/wiki/Go-Stop" {
		t.Errorf("opened %v", opened)
	}
	if got := p.String(); got != "Korea · 48 cards · Wikipedia ↗ and more\n" {
		t.Errorf("String %q", got)
	}
}

// TestPage_HeightFollowsWidth: a narrower page is taller, and its
// MinSize never asks for more width than a small window has.
func TestPage_HeightFollowsWidth(t *testing.T) {
	test.NewTempApp(t)
	p := New(samples[0]+"\n\n"+samples[1], Options{})
	if p.HeightFor(300) <= p.HeightFor(700) {
		t.Errorf("300 px: %v tall, 700 px: %v", p.HeightFor(300), p.HeightFor(700))
	}
	p.Resize(fyne.NewSize(300, 10))
	if m := p.MinSize(); m.Width > 200 || m.Height != p.HeightFor(300) {
		t.Errorf("MinSize %v at 300 px", m)
	}
}
