package ui

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/prose"
)

// TestRulesPages_FlowAndCardsInEveryLanguage opens every game's rules page
// in every language in an 800×600 window. The text flows: no line ends
// while the next word would have fitted on it (the fault Fyne's RichText
// showed after bold words, "…at **7**; ⏎ the winner"), none ends inside a
// word, none runs past the page. And the cards are there: every card the
// page's ```cards blocks name is drawn, inside the page, from the card art
// (a raster that draws a picture, not an empty frame), the hwatu months
// with their kinds written under them in the page's language.
// (Mutations tried: the page laid out with Fyne's RichText — the test no
// longer finds the page; kinds not asked of the shell — no captions under
// the hwatu cards; the Card option left nil — frames, not rasters.)
func TestRulesPages_FlowAndCardsInEveryLanguage(t *testing.T) {
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	gs := fixtureGames()
	for _, lg := range b.Languages() {
		a := test.NewTempApp(t)
		a.Preferences().SetString(env.PrefLanguage, lg.Code)
		s := newShell(a, gs, b, Deps{Picture: AssetPicture})
		s.w.Resize(fyne.NewSize(800, 600))
		for _, g := range gs {
			t.Run(lg.Code+"/"+g.ID, func(t *testing.T) {
				s.nav.home()
				s.openRules(g.ID)
				s.w.Resize(fyne.NewSize(800, 601))
				s.w.Resize(fyne.NewSize(800, 600))
				pages := find(s.nav.top().obj, func(*prose.Page) bool { return true })
				if len(pages) != 1 {
					t.Fatalf("%d pages on the rules screen", len(pages))
				}
				p := pages[0]
				if w := p.Size().Width; w < 700 || w > 800 {
					t.Fatalf("the page is %v wide in an 800 px window", w)
				}
				lines := p.Lines()
				if len(lines) < 30 {
					t.Fatalf("only %d lines of text", len(lines))
				}
				for i, ln := range lines {
					switch {
					case ln.InWord:
						t.Errorf("line %d ends inside a word: %q", i, ln.Text)
					case ln.Width > ln.Room+0.5:
						t.Errorf("line %d is %.0f px in %.0f: %q", i, ln.Width, ln.Room, ln.Text)
					case ln.Next > 0 && ln.Width+ln.Next <= ln.Room:
						t.Errorf("line %d ends early (%.0f + %.0f of %.0f px): %q", i, ln.Width, ln.Next, ln.Room, ln.Text)
					}
				}
				md, err := translations.Rules(lg, g.ID)
				if err != nil {
					t.Fatal(err)
				}
				blocks, err := translations.CardBlocks(md)
				if err != nil {
					t.Fatal(err)
				}
				var want []string
				for _, bl := range blocks {
					for _, r := range bl.Rows {
						for _, c := range r.Cards {
							want = append(want, c.Code)
						}
					}
				}
				shown := p.Cards()
				var got []string
				for _, c := range shown {
					got = append(got, c.Code)
					if c.Pos.X < 0 || c.Pos.X+c.Size.Width > p.Size().Width || c.Size.Width < 30 {
						t.Errorf("card %s at %v size %v on a page %v wide", c.Code, c.Pos, c.Size, p.Size().Width)
					}
					r, ok := c.Picture.(*canvas.Raster)
					if !ok {
						t.Errorf("card %s is drawn as %T, not from the card art", c.Code, c.Picture)
						continue
					}
					if lg.Code == "en" && !drawsPicture(r.Generator(20, 30)) { // the art is the same in every language
						t.Errorf("card %s: its raster draws nothing", c.Code)
					}
					if g.ID == "gostop" && c.Caption == "" {
						t.Errorf("hwatu card %s has no kind under it", c.Code)
					}
				}
				if strings.Join(got, " ") != strings.Join(want, " ") {
					t.Errorf("cards drawn %v, the page names %v", got, want)
				}
				if g.ID == "gostop" && len(shown) > 0 {
					// The page's kinds are the language's words.
					if want := s.kindName(cards.Bright); shown[0].Caption != want {
						t.Errorf("the January crane is captioned %q, want %q", shown[0].Caption, want)
					}
				}
			})
		}
		s.nav.closeAll()
		s.w.Close()
	}
}

// drawsPicture reports whether img is a picture: more than one pixel, some
// of them not transparent.
func drawsPicture(img image.Image) bool {
	b := img.Bounds()
	if b.Dx() < 2 || b.Dy() < 2 {
		return false
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if _, _, _, a := img.At(x, y).RGBA(); a > 0 {
				return true
			}
		}
	}
	return false
}
