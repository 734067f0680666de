// Package wintest is the part of the table tests' kit that needs no table:
// keys delivered to a window as the desktop driver delivers them, the
// labels under an object, and a window's picture compared or written for a
// look. ui/table's own tests (package table, which tabletest imports, so
// they cannot import tabletest) and tabletest share it. Only tests import
// it.
package wintest

import (
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

var shots = flag.Bool("shots", false, "write pictures of the tables played to testdata/failed/ for a look")

// Press delivers a key the way the desktop driver does: to the focused
// object if there is one, else to the window's handler. Tab moves the focus
// to the next object instead, unless the focused object takes Tab itself
// (fyne.Tabbable), as the GLFW driver's capturesTab decides.
func Press(w fyne.Window, name fyne.KeyName) {
	c := w.Canvas()
	ev := &fyne.KeyEvent{Name: name}
	if name == fyne.KeyTab {
		if tb, ok := c.Focused().(fyne.Tabbable); !ok || !tb.AcceptsTab() {
			c.FocusNext()
			return
		}
	}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if k := c.OnTypedKey(); k != nil {
		k(ev)
	}
}

// Labels gathers the label texts under an object, one a line.
func Labels(o fyne.CanvasObject) string {
	var b strings.Builder
	layoutcheck.Walk(o, func(o fyne.CanvasObject) bool {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
		return true
	})
	return b.String()
}

// Snapshot writes w's picture to testdata/failed/<name>.png for a look,
// when the tests run with -shots.
func Snapshot(t testing.TB, w fyne.Window, name string) {
	t.Helper()
	if *shots {
		WriteCapture(t, w, name)
	}
}

// WriteCapture writes w's picture to testdata/failed/<name>.png (a
// failing golden's, or a look asked for with -shots).
func WriteCapture(t testing.TB, w fyne.Window, name string) {
	t.Helper()
	img := w.Canvas().Capture()
	dir := filepath.Join("testdata", "failed")
	_ = os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// ImageDiff is the share of pixels that differ noticeably (1 for pictures
// of different sizes).
func ImageDiff(a, b image.Image) float64 {
	if a.Bounds().Size() != b.Bounds().Size() {
		return 1
	}
	ab, bb := a.Bounds(), b.Bounds()
	n, bad := 0, 0
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			n++
			if absDiff(r1, r2) > 0x1800 || absDiff(g1, g2) > 0x1800 || absDiff(b1, b2) > 0x1800 {
				bad++
			}
		}
	}
	return float64(bad) / float64(n)
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// Buttons are the buttons among objs and inside their containers, in
// order (the decision controls under the felt).
func Buttons(objs []fyne.CanvasObject) []*widget.Button {
	var out []*widget.Button
	for _, o := range objs {
		switch o := o.(type) {
		case *widget.Button:
			out = append(out, o)
		case *fyne.Container:
			out = append(out, Buttons(o.Objects)...)
		}
	}
	return out
}
