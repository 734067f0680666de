package display

import (
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRasterSVG_KeepsProportionsAndCentres(t *testing.T) {
	// A red 2:3 card drawn into a square: red in the middle, empty at the sides.
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 30" width="20" height="30"><rect x="0" y="0" width="20" height="30" fill="#ff0000"/></svg>`)
	img, err := RasterSVG(svg, 60, 60)
	require.NoError(t, err)
	assert.Equal(t, 60, img.Bounds().Dx())
	r, _, _, a := img.At(30, 30).RGBA()
	assert.Equal(t, uint32(0xffff), a, "the middle is covered")
	assert.Equal(t, uint32(0xffff), r)
	_, _, _, a = img.At(3, 30).RGBA() // the card is 40 wide: 10 empty pixels each side
	assert.Equal(t, uint32(0), a, "the side is empty")
	assert.Equal(t, color.NRGBA{0xff, 0, 0, 0xff}, img.At(30, 1), "top to bottom")
}

func TestRasterSVG_Errors(t *testing.T) {
	for name, tc := range map[string]struct {
		data []byte
		w, h int
	}{
		"broken xml": {[]byte("<svg><g></svg>"), 10, 10},
		"empty size": {[]byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>`), 0, 10},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := RasterSVG(tc.data, tc.w, tc.h)
			assert.Error(t, err)
		})
	}
}
