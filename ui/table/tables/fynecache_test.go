package tables

import (
	"testing"
	"time"
	_ "unsafe" // go:linkname

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Fyne keeps the renderer of every widget it has drawn in a process-wide
// cache for a minute after the widget was last used, and with it the widget
// and all it reaches; the desktop driver drops the expired ones on a later
// frame. A closed table is therefore alive for a minute whatever we do, and
// a memory test of closed tables must first let that minute pass. The test
// driver never expires the cache, Fyne offers no public way to, and waiting
// a real minute is not a test; so the tests call the expiry step itself.

// destroyExpiredRenderers is fyne.io/fyne/v2/internal/cache's expiry step
// (v2.7.1, internal/cache/base.go): every renderer whose minute ends before
// now is destroyed and forgotten.
//
//go:linkname destroyExpiredRenderers fyne.io/fyne/v2/internal/cache.destroyExpiredRenderers
func destroyExpiredRenderers(now time.Time)

// expireFyneRenderers does what the desktop driver does a minute after the
// widgets left the window: Fyne forgets their renderers.
func expireFyneRenderers() { destroyExpiredRenderers(time.Now().Add(time.Hour)) }

// probe is a widget whose renderer reports its destruction.
type probe struct {
	widget.BaseWidget
	destroyed bool
}

func (p *probe) CreateRenderer() fyne.WidgetRenderer { return &probeRenderer{p: p} }

type probeRenderer struct{ p *probe }

func (r *probeRenderer) Destroy()                     { r.p.destroyed = true }
func (r *probeRenderer) Layout(fyne.Size)             {}
func (r *probeRenderer) MinSize() fyne.Size           { return fyne.NewSize(1, 1) }
func (r *probeRenderer) Objects() []fyne.CanvasObject { return nil }
func (r *probeRenderer) Refresh()                     {}

// TestExpireFyneRenderers guards the link into Fyne's internals: after a
// Fyne upgrade this fails (or the build does) before the memory test can
// measure the wrong thing.
func TestExpireFyneRenderers(t *testing.T) {
	test.NewTempApp(t)
	p := &probe{}
	p.ExtendBaseWidget(p)
	test.WidgetRenderer(p) // cached, as when drawn
	expireFyneRenderers()
	if !p.destroyed {
		t.Fatal("the renderer survived the expiry: internal/cache.destroyExpiredRenderers no longer does what Fyne v2.7.1's did")
	}
}
