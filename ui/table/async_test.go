package table

import (
	"image"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/display"
)

// gatedArt is the placeholder art, held back until gate closes: a renderer
// slower than any frame.
func gatedArt(gate chan struct{}) Art {
	return Art{
		Face: func(d cards.DeckID, c cards.Card) ([]byte, error) { <-gate; return placeholderFace(d, c), nil },
		Back: func(cards.DeckID, string) ([]byte, error) { <-gate; return []byte(placeholderBack), nil },
	}
}

// TestBackgroundArtNeverBlocksTheFrame: with background art a frame never
// waits for a card's picture: the placeholder is drawn until it arrives,
// and a size within the cache's step is served without a new render.
func TestBackgroundArtNeverBlocksTheFrame(t *testing.T) {
	h := newToyHarness(t, 3, fyne.NewSize(1280, 800), nil)
	e := h.env()
	gate := make(chan struct{})
	tb, err := New(e, h.tb.info, cards.Italian40, nil, Options{Seed: 3, Art: gatedArt(gate), NewPlayer: players.New,
		RunAI: func(f func()) { f() }, BackgroundArt: true})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	w := test.NewTempWindow(t, tb)
	done := make(chan struct{})
	go func() {
		fyne.DoAndWait(func() {
			w.Resize(fyne.NewSize(1280, 800))
			tb.Start()
			w.Canvas().Capture()
		})
		close(done)
	}()
	// The gate stays shut: a frame that waited for the art would never end.
	select {
	case <-done:
	case <-time.After(patience):
		close(gate)
		t.Fatal("the first frame waited for the card art")
	}
	if len(tb.scene.Hand) == 0 {
		t.Fatal("no hand dealt")
	}
	v := tb.pool[FaceKey(tb.scene.Hand[0])]
	sz := v.pic.Size()
	pw, ph := int(sz.Width), int(sz.Height)
	if img := v.pic.Generator(pw, ph); img.Bounds().Dx() != 1 {
		t.Fatalf("before the art arrived the card drew %v, want the placeholder", img.Bounds())
	}
	close(gate)
	tb.cache.Wait()
	img := v.pic.Generator(pw, ph)
	qw, qh := display.Quantise(pw, ph)
	if img.Bounds().Size() != image.Pt(qw, qh) {
		t.Fatalf("after the art arrived the card drew %v, want %dx%d", img.Bounds(), qw, qh)
	}
	// A slightly different window keeps the cards within their size step: no render.
	if x, y := display.Quantise(qw-1, qh-1); x != qw || y != qh {
		t.Fatalf("%dx%d is not in the step of %dx%d", qw-1, qh-1, qw, qh)
	}
	if again := v.pic.Generator(qw-1, qh-1); again != img {
		t.Fatal("a size within the step was not served from the cache")
	}
	if tb.cache.Workers() != 0 {
		t.Fatal("a cached size started a worker")
	}
}

// TestBackgroundArtStopsWithTheTable: closing a table drops the pictures
// queued for the background and lets its workers end.
func TestBackgroundArtStopsWithTheTable(t *testing.T) {
	h := newToyHarness(t, 3, fyne.NewSize(1024, 700), nil)
	e := h.env()
	gate := make(chan struct{})
	tb, err := New(e, h.tb.info, cards.Italian40, nil, Options{Seed: 3, Art: gatedArt(gate), NewPlayer: players.New,
		RunAI: func(f func()) { f() }, BackgroundArt: true})
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, tb)
	w.Resize(fyne.NewSize(1024, 700))
	tb.Start()
	w.Canvas().Capture()
	if tb.cache.Workers() == 0 {
		t.Fatal("no card was queued for the background")
	}
	tb.Close()
	close(gate) // the render in progress returns; nothing queued may start
	tb.cache.Wait()
	if n := tb.cache.Workers(); n != 0 {
		t.Fatalf("%d workers outlived the table", n)
	}
}
