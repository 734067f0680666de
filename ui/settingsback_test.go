package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui/env"
)

// TestSettings_CardBackChooser: the settings screen offers every back with
// a picture, highlights the stored one, and a tap stores the new choice
// (and moves the highlight). (Mutation tried: mark(v) dropped from the
// button's tap — the highlight stayed on Classic.)
func TestSettings_CardBackChooser(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	s.openSettings()
	scr := s.nav.top().obj
	chosen := func() []string {
		var out []string
		for _, b := range find(scr, func(b *widget.Button) bool { return b.Importance == widget.HighImportance }) {
			out = append(out, b.Text)
		}
		return out
	}
	for _, name := range []string{"Classic", "Blue", "Green lattice", "Tartan"} {
		button(t, scr, name)
	}
	assert.Equal(t, []string{"Classic"}, chosen(), "the default before any choice")
	// One preview picture per choice, at the preview size.
	var previews int
	for _, o := range test.LaidOutObjects(scr) {
		if o.Visible() && o.Size() == backPreviewSize {
			previews++
		}
	}
	assert.GreaterOrEqual(t, previews, len(env.CardBacks()), "a picture beside each choice")

	test.Tap(button(t, scr, "Tartan"))
	assert.Equal(t, env.BackTartan, a.Preferences().String(env.PrefCardBack))
	assert.Equal(t, []string{"Tartan"}, chosen())

	// Reopened, the screen shows what is stored.
	s.nav.home()
	s.openSettings()
	scr = s.nav.top().obj
	assert.Equal(t, []string{"Tartan"}, chosen())
}

// TestSettings_CardBackDamagedValueReadsAsClassic: a stored back this
// version does not know (a damaged file, a newer version's back) or of the
// wrong type reads as the deck's own, and the screen opens on Classic.
func TestSettings_CardBackDamagedValueReadsAsClassic(t *testing.T) {
	for _, tc := range []struct {
		name  string
		store func(p fyne.Preferences)
	}{
		{"unknown name", func(p fyne.Preferences) { p.SetString(env.PrefCardBack, "plaid") }},
		{"empty", func(p fyne.Preferences) { p.SetString(env.PrefCardBack, "") }},
		{"junk", func(p fyne.Preferences) { p.SetString(env.PrefCardBack, "\x00{") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, a := newTestShell(t, fixtureGames())
			tc.store(a.Preferences())
			assert.Equal(t, env.BackClassic, env.CardBack(a.Preferences()))
			s.openSettings()
			hi := find(s.nav.top().obj, func(b *widget.Button) bool { return b.Importance == widget.HighImportance })
			require.Len(t, hi, 1)
			assert.Equal(t, "Classic", hi[0].Text)
		})
	}
	a := test.NewTempApp(t)
	a.Preferences().SetFloat(env.PrefCardBack, 2.5) // the wrong type
	assert.Equal(t, env.BackClassic, env.CardBack(a.Preferences()))
}

// TestSettings_CardBackRoundTripsThroughStorage: the choice is mirrored to
// settings.json and restored from it when Fyne's own file was lost.
func TestSettings_CardBackRoundTripsThroughStorage(t *testing.T) {
	for _, choice := range env.CardBacks() {
		t.Run(choice, func(t *testing.T) {
			a := test.NewTempApp(t)
			store := storage.NewStore(t.TempDir(), nil)
			keys := SettingKeys(catalog.All())
			m := startSettingsMirror(store, a.Preferences(), keys, env.NewChanges(a))
			a.Preferences().SetString(env.PrefCardBack, choice)
			require.NoError(t, m.close())

			b := test.NewTempApp(t) // Fyne's file lost: a fresh, empty preferences
			restored, err := RestoreSettings(b.Preferences(), store, catalog.All(), true)
			require.NoError(t, err)
			require.True(t, restored)
			assert.Equal(t, choice, env.CardBack(b.Preferences()))
		})
	}
}

// TestSettings_EveryCardBackHasItsPicture: every choice the settings offer
// is a back the assets draw, for every deck.
func TestSettings_EveryCardBackHasItsPicture(t *testing.T) {
	for _, g := range catalog.All() {
		for _, d := range g.Decks {
			for _, choice := range env.CardBacks() {
				r, err := assets.BackFor(d, choice)
				require.NoError(t, err, "deck %v, back %q", d, choice)
				assert.NotEmpty(t, r.Content())
			}
		}
	}
}

// TestSettings_CardBackPictureSelects: a tap on a back's picture chooses
// it, as a tap on its name does — the person sees the pictures as the
// choices. Each picture is found by its size and tapped through whatever
// tappable object lies under its centre. (Mutation tried: the pictures
// without their tap area — nothing tappable lay under them, st45.png.)
func TestSettings_CardBackPictureSelects(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	s.openSettings()
	scr := s.nav.top().obj
	abs := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	var pictures []fyne.CanvasObject
	for _, o := range test.LaidOutObjects(scr) {
		if _, ok := o.(*canvas.Raster); ok && o.Visible() && o.Size() == backPreviewSize {
			pictures = append(pictures, o)
		}
	}
	choices := env.CardBacks()
	require.Len(t, pictures, len(choices), "one picture per back")
	// The choices in reverse, so that every tap changes the stored back.
	for i := len(choices) - 1; i >= 0; i-- {
		centre := abs(pictures[i]).Add(fyne.NewPos(backPreviewSize.Width/2, backPreviewSize.Height/2))
		var under fyne.Tappable
		for _, o := range test.LaidOutObjects(scr) {
			tp, ok := o.(fyne.Tappable)
			if !ok || !o.Visible() {
				continue
			}
			p, sz := abs(o), o.Size()
			if centre.X >= p.X && centre.X < p.X+sz.Width && centre.Y >= p.Y && centre.Y < p.Y+sz.Height {
				under = tp // the last one is the innermost
			}
		}
		require.NotNil(t, under, "nothing to tap on the %s picture", choices[i])
		test.Tap(under)
		assert.Equal(t, choices[i], a.Preferences().String(env.PrefCardBack), "a tap on picture %d", i)
		hi := find(scr, func(b *widget.Button) bool { return b.Importance == widget.HighImportance })
		require.Len(t, hi, 1, "one choice highlighted")
	}
}
