package ui

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
)

// countingFS is the real file system that counts the writes begun and can
// fail every rename (a write that cannot complete).
type countingFS struct {
	storage.OS
	mu      sync.Mutex
	creates int
	rename  error
}

func (f *countingFS) CreateTemp(dir, prefix string) (storage.File, error) {
	f.mu.Lock()
	f.creates++
	f.mu.Unlock()
	return f.OS.CreateTemp(dir, prefix)
}

func (f *countingFS) Rename(o, n string) error {
	if f.rename != nil {
		return f.rename
	}
	return f.OS.Rename(o, n)
}

func (f *countingFS) writes() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.creates
}

// fullSettings is a value for every key the app keeps, each of its type.
func fullSettings(t testing.TB) storage.Settings {
	t.Helper()
	set := storage.Settings{}
	for i, k := range SettingKeys(catalog.All()) {
		switch k.Type {
		case storage.SettingString:
			set[k.Name] = storage.Setting{Type: k.Type, String: "v" + k.Name}
		case storage.SettingFloat:
			set[k.Name] = storage.Setting{Type: k.Type, Float: 0.25 + float64(i)}
		case storage.SettingBool:
			// true: not the default every table option reads when unset.
			set[k.Name] = storage.Setting{Type: k.Type, Bool: true}
		default:
			t.Fatalf("key %s: type %s not covered by the test", k.Name, k.Type)
		}
	}
	return set
}

func TestSettingsMirror_ChangeReachesMirror(t *testing.T) {
	cases := []struct {
		name string
		set  func(fyne.Preferences)
		key  string
		want storage.Setting
	}{
		{"theme", func(p fyne.Preferences) { p.SetString(env.PrefTheme, env.ThemeDark) }, env.PrefTheme,
			storage.Setting{Type: storage.SettingString, String: env.ThemeDark}},
		{"AI level", func(p fyne.Preferences) { p.SetString(env.PrefAILevel, env.AIExpert) }, env.PrefAILevel,
			storage.Setting{Type: storage.SettingString, String: env.AIExpert}},
		{"a lesson of the course done", func(p fyne.Preferences) { p.SetString(env.PrefCourseDone, "scopa/capture") }, env.PrefCourseDone,
			storage.Setting{Type: storage.SettingString, String: "scopa/capture"}},
		{"contrast slider", func(p fyne.Preferences) { p.SetFloat(display.KeyContrast, 0.8) }, display.KeyContrast,
			storage.Setting{Type: storage.SettingFloat, Float: 0.8}},
		{"window size", func(p fyne.Preferences) { env.SetWindowSize(p, fyne.NewSize(1300, 900)) }, env.PrefWindowHeight,
			storage.Setting{Type: storage.SettingFloat, Float: 900}},
		{"Schnapsen deck", func(p fyne.Preferences) { p.SetString(prefDeck("schnapsen"), "french20") }, prefDeck("schnapsen"),
			storage.Setting{Type: storage.SettingString, String: "french20"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			store := storage.NewStore(t.TempDir(), nil)
			keys := SettingKeys(catalog.All())
			m := startSettingsMirror(store, a.Preferences(), keys, env.NewChanges(a))
			c.set(a.Preferences())
			require.NoError(t, m.close())

			got, ok, err := store.LoadSettings(keys)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, c.want, got[c.key])
		})
	}
}

func TestSettingsMirror_BurstIsOneWrite(t *testing.T) {
	a := test.NewTempApp(t)
	fsys := &countingFS{}
	store := &storage.Store{Dir: t.TempDir(), FS: fsys}
	keys := SettingKeys(catalog.All())
	m := startSettingsMirror(store, a.Preferences(), keys, env.NewChanges(a))
	require.Equal(t, 1, fsys.writes(), "the mirror is written once on start")

	// A slider drag while a write is under way (the lock held): the
	// changes wait as one, and the next write has the last value.
	m.mu.Lock()
	for i := 0; i <= 50; i++ {
		a.Preferences().SetFloat(display.KeyGrain, float64(i)/100)
	}
	m.mu.Unlock()
	a.Preferences().SetFloat(display.KeyGrain, 0.5) // the same value again: nothing to write
	require.NoError(t, m.close())

	assert.Equal(t, 2, fsys.writes(), "51 changes and a repeat are one write")
	got, _, err := store.LoadSettings(keys)
	require.NoError(t, err)
	assert.Equal(t, 0.5, got[display.KeyGrain].Float)
}

func TestSettingsMirror_FailedWriteKeepsOldMirror(t *testing.T) {
	a := test.NewTempApp(t)
	dir := t.TempDir()
	keys := SettingKeys(catalog.All())
	good := storage.NewStore(dir, nil)
	require.NoError(t, good.SaveSettings(storage.Settings{env.PrefTheme: {Type: storage.SettingString, String: env.ThemeLight}}))
	before, err := os.ReadFile(filepath.Join(dir, storage.SettingsFile))
	require.NoError(t, err)

	fsys := &countingFS{rename: syscall.EIO}
	m := startSettingsMirror(&storage.Store{Dir: dir, FS: fsys}, a.Preferences(), keys, env.NewChanges(a))
	a.Preferences().SetString(env.PrefTheme, env.ThemeDark)
	require.Error(t, m.close(), "the failed write is reported")

	after, err := os.ReadFile(filepath.Join(dir, storage.SettingsFile))
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after))
	assert.GreaterOrEqual(t, fsys.writes(), 1, "a write was tried")
}

func TestRestoreSettings(t *testing.T) {
	now := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	cases := []struct {
		name     string
		fyne     *string // Fyne's preferences file; nil: missing
		mirror   *string // settings.json; nil: missing; "good": fullSettings
		restored bool
		damaged  bool // the mirror is set aside
	}{
		{"damaged Fyne file, good mirror", ptr(`{"ui.theme":`), ptr("good"), true, false},
		{"empty Fyne file, good mirror", ptr(""), ptr("good"), true, false},
		{"missing Fyne file, good mirror", nil, ptr("good"), true, false},
		{"good Fyne file, good mirror: Fyne's wins", ptr(`{"ui.theme": "light"}`), ptr("good"), false, false},
		{"damaged Fyne file, no mirror", ptr("\x00\x00"), nil, false, false},
		{"damaged Fyne file, damaged mirror", ptr("\x00\x00"), ptr(`{"version": 1, "values": `), false, true},
		{"good Fyne file, damaged mirror", ptr(`{}`), ptr(""), false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			prefsPath := filepath.Join(dir, "fyne", "preferences.json")
			require.NoError(t, os.MkdirAll(filepath.Dir(prefsPath), 0o700))
			if c.fyne != nil {
				require.NoError(t, os.WriteFile(prefsPath, []byte(*c.fyne), 0o600))
			}
			store := &storage.Store{Dir: filepath.Join(dir, "cardavia"), FS: storage.OS{}, Now: func() time.Time { return now }}
			want := fullSettings(t)
			if c.mirror != nil && *c.mirror == "good" {
				require.NoError(t, store.SaveSettings(want))
			} else if c.mirror != nil {
				require.NoError(t, os.MkdirAll(store.Dir, 0o700))
				require.NoError(t, os.WriteFile(filepath.Join(store.Dir, storage.SettingsFile), []byte(*c.mirror), 0o600))
			}

			// What main does before and after creating the app.
			aside, err := SetAsideCorruptPrefs(prefsPath, now)
			require.NoError(t, err)
			lost := aside != "" || PrefsLost(prefsPath)
			a := test.NewTempApp(t)
			p := a.Preferences()
			restored, err := RestoreSettings(p, store, catalog.All(), lost)

			assert.Equal(t, c.restored, restored)
			if c.damaged {
				var d *storage.Damaged
				require.ErrorAs(t, err, &d)
				assert.Equal(t, storage.KindSettings, d.Kind)
				assert.FileExists(t, d.Aside)
			} else {
				require.NoError(t, err)
			}
			if !c.restored {
				assert.Equal(t, env.AINormal, env.AILevel(p), "the defaults are used")
				assert.Empty(t, snapshotSettings(p, SettingKeys(catalog.All())))
				return
			}
			// Every key is back with the Go type Fyne keeps it as (a float
			// stays a float64, even 1200), read straight from its values.
			raw, ok := p.(interface{ ReadValues(func(map[string]any)) })
			require.True(t, ok, "the test app's preferences show their values")
			raw.ReadValues(func(values map[string]any) {
				for name, s := range want {
					switch s.Type {
					case storage.SettingString:
						assert.Equal(t, s.String, values[name], name)
					case storage.SettingFloat:
						assert.Equal(t, s.Float, values[name], name)
					case storage.SettingBool:
						assert.Equal(t, s.Bool, values[name], name)
					}
				}
			})
			assert.Equal(t, want, snapshotSettings(p, SettingKeys(catalog.All())))
		})
	}
}

func TestShell_MirrorsAndTellsRestored(t *testing.T) {
	store := storage.NewStore(t.TempDir(), nil)
	s, a := newTestShellDeps(t, fixtureGames(), Deps{Settings: store, SettingsRestored: true})
	s.noticeSetAside()
	got := strings.Join(texts(topDialog(s)), "|")
	assert.Contains(t, got, "your settings were restored from the backup")
	assert.NotContains(t, got, "starts with its defaults")

	a.Preferences().SetString(env.PrefAnimSpeed, env.AnimSlow)
	require.NoError(t, s.mirror.close())
	set, ok, err := store.LoadSettings(SettingKeys(fixtureGames()))
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, env.AnimSlow, set[env.PrefAnimSpeed].String)
	assert.Equal(t, "en", set[env.PrefLanguage].String)
}

func TestShell_TellsDamagedMirror(t *testing.T) {
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Damaged: []error{
		&storage.Damaged{Kind: storage.KindSettings, File: "/x/settings.json", Aside: "/x/settings.json.corrupt-20261201-100000"},
	}})
	s.noticeSetAside()
	assert.Contains(t, strings.Join(texts(topDialog(s)), "|"),
		"The backup of your settings could not be read, so it was set aside as settings.json.corrupt-20261201-100000.")
}

// BenchmarkSettingsMirrorWrite is one mirror write after a change (all
// keys, encoded, written atomically with its syncs) on the real disk.
func BenchmarkSettingsMirrorWrite(b *testing.B) {
	a := test.NewTempApp(b)
	for name, s := range fullSettings(b) {
		if s.Type == storage.SettingFloat {
			a.Preferences().SetFloat(name, s.Float)
		} else {
			a.Preferences().SetString(name, s.String)
		}
	}
	m := startSettingsMirror(storage.NewStore(b.TempDir(), nil), a.Preferences(), SettingKeys(catalog.All()), env.NewChanges(a))
	m.cancel() // the benchmark writes itself, on this goroutine
	for i := 0; b.Loop(); i++ {
		a.Preferences().SetFloat(display.KeyGrain, float64(i%100)/100)
		m.write()
	}
	b.StopTimer()
	if err := m.close(); err != nil {
		b.Fatal(err)
	}
}

func ptr(s string) *string { return &s }
