// Command gen writes the generated card art into the assets directory:
// every SVG from internal/art, and icon.png rendered from the SVG icon by
// Fyne's software renderer. Run it with `go generate ./assets`.
package main

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/cardavia/cardavia/assets/internal/art"
	"github.com/cardavia/cardavia/assets/internal/render"
)

func main() {
	if err := run("."); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	files := art.Files()
	// Remove SVGs that the generator no longer makes.
	err := filepath.WalkDir(filepath.Join(dir, "svg"), func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".svg") {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if _, ok := files[filepath.ToSlash(rel)]; !ok {
			return os.Remove(p)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for name, b := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return err
		}
	}
	img, err := render.SVG("icon.svg", files[art.IconPath], 512, 512)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "icon.png"), buf.Bytes(), 0o644)
}
