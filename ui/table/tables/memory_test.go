package tables

import (
	"fmt"
	"runtime"
	"testing"
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
	"github.com/cardavia/cardavia/ui/table"
)

// liveHeap is the heap the program still reaches: HeapAlloc right after a
// forced collection. runtime.GC returns once the collection and its sweep are
// done, so HeapAlloc then counts live objects only (HeapInuse would add the
// free room inside partly used spans, which depends on the allocation
// pattern). It collects twice, since objects kept for a finalizer (files,
// Fyne's textures) are only freed by the collection after the one that found
// them unreachable.
func liveHeap() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// closedTable is what a closed table must let go of, held by weak
// pointers: the table, and its picture caches (the cards' rasters and the
// grain's tiles, most of a table's memory).
type closedTable struct {
	table *weak.Pointer[table.Table]
	cache *weak.Pointer[display.Cache]
	grain *weak.Pointer[display.Grain]
}

// alive names what of the closed table is still reachable.
func (c closedTable) alive() []string {
	var out []string
	if c.table.Value() != nil {
		out = append(out, "table")
	}
	if c.cache.Value() != nil {
		out = append(out, "picture cache")
	}
	if c.grain.Value() != nil {
		out = append(out, "grain")
	}
	return out
}

func weakOf[T any](v *T) *weak.Pointer[T] { p := weak.Make(v); return &p }

// tableCycle opens the table of every game on one app, the way the shell
// does (one change feed for the app, a window, Start once it is laid out),
// draws its pictures, and closes it again. It returns weak pointers to the
// closed tables and their picture caches.
func tableCycle(t testing.TB, e env.Env, seed uint64) []closedTable {
	t.Helper()
	var closed []closedTable
	for _, tc := range []struct {
		game string
		deck cards.DeckID
	}{
		{"schnapsen", cards.German20}, {"scopa", cards.Italian40}, {"skat", cards.German32}, {"gostop", cards.Hwatu48},
	} {
		g, err := catalog.Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		w := test.NewWindow(nil)
		e.Window = w
		tb, err := table.New(e, g, tc.deck, GameFor(g.ID), table.Options{Seed: seed, Art: table.Art{}, NewPlayer: players.New, RunAI: func(f func()) { f() }, PlainSeatNames: true})
		if err != nil {
			t.Fatal(err)
		}
		w.SetContent(tb)
		w.Resize(fyne.NewSize(800, 600))
		tb.Start()
		for _, r := range tb.Probe().Rasters() { // every picture drawn once, as the painter asks for it
			sz := r.Size()
			r.Generator(int(sz.Width), int(sz.Height))
		}
		cache, grain := tb.Probe().Caches()
		tb.Close()
		w.Close()
		closed = append(closed, closedTable{weakOf(tb), weakOf(cache), weakOf(grain)})
	}
	expireFyneRenderers() // a minute later, as far as Fyne is concerned
	return closed
}

// TestClosedTablesAreFreed opens and closes each of the four tables twenty
// times on one app: the live heap after the twentieth round must be within
// 10 % of the heap after the first, which already holds everything loaded
// once (fonts, translations, Fyne's theme caches). A closed table that
// something still reaches (a listener of its own on the app's preferences,
// say) keeps its scene, its widgets and the match, and the heap grows by them
// every round. Since Close drops the pictures, such a table is only some
// 130 KB, 10 MB for the 80, close to the 10 %; so the test also asks the
// collector, through weak pointers, that every closed table is gone, which
// no leak escapes however small — and so are its picture caches (the cards'
// rasters, the grain's tiles), which a background worker, a shared cache or
// a global could keep after the table itself is gone.
func TestClosedTablesAreFreed(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(env.PrefAILevel, env.AIEasy)
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	lang, _ := b.Lookup("en")
	e := env.Env{L: translations.NewLocalizer(b, lang), Prefs: a.Preferences(), Changes: env.NewChanges(a)}
	listeners := len(a.Preferences().ChangeListeners())

	closed := tableCycle(t, e, 1)
	first := liveHeap()
	heaps := []uint64{first}
	for round := 2; round <= 20; round++ {
		closed = append(closed, tableCycle(t, e, uint64(round))...)
		heaps = append(heaps, liveHeap())
	}
	last := heaps[len(heaps)-1]
	alive := map[string]int{}
	for _, c := range closed {
		for _, what := range c.alive() {
			alive[what]++
		}
	}
	for what, n := range alive {
		t.Errorf("the %s of %d of the %d closed tables is still reachable", what, n, len(closed))
	}
	if n := e.Changes.Len(); n != 0 {
		t.Errorf("%d closed tables are still subscribed to the change feed", n)
	}
	if n := len(a.Preferences().ChangeListeners()); n != listeners {
		t.Errorf("80 tables left %d preferences listeners behind", n-listeners)
	}
	if float64(last) > 1.10*float64(first) {
		t.Fatalf("the live heap grew from %s after the first round to %s after the twentieth (limit +10 %%); by round: %s",
			mb(first), mb(last), mbs(heaps))
	}
	t.Logf("live heap by round: %s", mbs(heaps))
}

func mb(n uint64) string { return fmt.Sprintf("%.1f MB", float64(n)/(1<<20)) }

func mbs(ns []uint64) string {
	s := ""
	for i, n := range ns {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%.1f", float64(n)/(1<<20))
	}
	return s + " MB"
}

// TestCloseLetsGoOfThePictures: Fyne keeps a closed table for a minute (see
// expireFyneRenderers), so Close itself drops the pictures, which are most of
// what a table holds: that memory is free at once.
func TestCloseLetsGoOfThePictures(t *testing.T) {
	h := newHarness(t, "gostop", cards.Hwatu48, 2, fyne.NewSize(1280, 800))
	h.ApplySettings(filter.Settings{Contrast: 0.8, Grain: 0.5, Temperature: 0.5}) // a filtered copy of each too
	h.W.Canvas().Capture()
	if h.Used() == 0 {
		t.Fatal("no picture was drawn")
	}
	h.Table.Close()
	if n := h.Used(); n != 0 {
		t.Fatalf("a closed table still holds %d bytes of pictures", n)
	}
}
